// Your C++ collision functions, with your own types, checked by Collision Lab
// beside its own (README.md here; docs/plugins.md, "In C++").
//
// Build (from the Collision Lab folder, or copied anywhere: README.md):
//   cmake -S templates/my-collisions-cpp -B build-mine-cpp
//   cmake --build build-mine-cpp
// Run:
//   build/collision-lab --sample sphere-sphere --plugin build-mine-cpp/libmy_collisions_cpp.so
// or in CI:
//   build/collision-lab --check --plugin build-mine-cpp/libmy_collisions_cpp.so
//
// collision_lab/plugin.hpp writes the exported C functions for you: you say
// once how each of the ABI's structs becomes your type (an Adapter), then
// register each of your functions under its name in collision_lab/plugin.h.
// A function with the wrong arguments or answer, or a misspelt name, does not
// compile.
#include <optional>

#include "collision_lab/plugin.hpp"

// Your engine's types and functions; in your project, include your headers
// instead.
namespace my {

struct Vec3 {
  double x, y, z;
};

struct Sphere {
  Vec3 center;
  double radius;
};

// Two spheres intersect when the distance between their centres is at most
// the sum of their radii; comparing squares avoids the square root. Touching
// counts as intersecting: <=, not <.
bool Intersects(const Sphere& a, const Sphere& b) {
  const double dx = a.center.x - b.center.x;
  const double dy = a.center.y - b.center.y;
  const double dz = a.center.z - b.center.z;
  const double radii = a.radius + b.radius;
  return dx * dx + dy * dy + dz * dz <= radii * radii;
}

}  // namespace my

// How the ABI's structs (collision_lab/plugin.h) become your types. A struct
// without an Adapter reaches your functions as itself (cl_aabb, ...).
namespace collision_lab {
template <>
struct Adapter<cl_vec3> {
  static my::Vec3 From(const cl_vec3& v) { return {v.x, v.y, v.z}; }
};
template <>
struct Adapter<cl_sphere> {
  static my::Sphere From(const cl_sphere& s) {
    return {{s.center.x, s.center.y, s.center.z}, s.radius};
  }
};
}  // namespace collision_lab

// How the harness names your code in its tables and messages.
CL_PLUGIN_NAME("mine-cpp");

// Your functions, each under its name in collision_lab/plugin.h: a yes or no
// returns bool.
CL_PLUGIN_FUNCTION(cl_sphere_sphere, &my::Intersects);

// More, as exercises (their samples are named after them): write the function
// in `my`, then register it.
// - A t (a ray's or a segment's) is a std::optional of a number, empty for a
//   miss:
//     CL_PLUGIN_FUNCTION(cl_raycast_sphere, [](const cl_ray& ray, const my::Sphere& s) {
//       return my::Raycast(ray, s);  // std::optional<double>
//     });
// - A closest point is your vector (with x, y, z members, or an
//   Adapter<cl_vec3>::To that makes a cl_vec3 of it):
//     CL_PLUGIN_FUNCTION(cl_closest_point_sphere, &my::ClosestPoint);
// - An overloaded name goes through a lambda:
//     CL_PLUGIN_FUNCTION(cl_sphere_aabb, [](const auto& s, const auto& b) {
//       return my::Intersects(s, b);
//     });
