// A plugin written with collision_lab/plugin.hpp, as a C++ engine would be:
// its own vector and shape types (an "engine" namespace that knows nothing of
// the ABI), adapters from the ABI's structs, and each function registered in
// one of the header's forms: a function pointer, a lambda, a generic lambda
// forwarding to an overloaded name, a t as std::optional<float>, a closest
// point as the engine's vector (through its x, y, z, or Adapter<cl_vec3>::To)
// and the balls' time of impact with its dt, a capsule's distance and
// penetration as the engine's structs. Every answer is the harness's
// own, so every expectation it serves holds (cpp_header_plugin_test.sh).
#include <cmath>
#include <optional>
#include <stdexcept>

#include "collision_lab/plugin.hpp"

namespace engine {

struct Vec3 {
  double x, y, z;
};
Vec3 operator-(Vec3 a, Vec3 b) {
  return {a.x - b.x, a.y - b.y, a.z - b.z};
}
Vec3 operator+(Vec3 a, Vec3 b) {
  return {a.x + b.x, a.y + b.y, a.z + b.z};
}
Vec3 operator*(Vec3 a, double s) {
  return {a.x * s, a.y * s, a.z * s};
}
double Dot(Vec3 a, Vec3 b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

struct Ball {
  Vec3 centre;
  double radius;
};
struct Box {
  Vec3 low, high;
};
struct Ray {
  Vec3 from, unit_direction;
};
// A type of the engine's own for the points it returns: no x, y, z members,
// so it goes back through Adapter<cl_vec3>::To.
struct Point {
  double xyz[3];
};

bool Overlap(const Ball& a, const Ball& b) {
  const Vec3 d = a.centre - b.centre;
  const double r = a.radius + b.radius;
  return Dot(d, d) <= r * r;
}
bool Overlap(const Box& a, const Box& b) {
  return a.low.x <= b.high.x && b.low.x <= a.high.x && a.low.y <= b.high.y && b.low.y <= a.high.y &&
         a.low.z <= b.high.z && b.low.z <= a.high.z;
}

bool Contains(const Ball& ball, Vec3 p) {
  const Vec3 d = p - ball.centre;
  return Dot(d, d) <= ball.radius * ball.radius;
}

Vec3 Clamp(Vec3 p, const Box& box) {
  return {std::fmin(std::fmax(p.x, box.low.x), box.high.x),
          std::fmin(std::fmax(p.y, box.low.y), box.high.y),
          std::fmin(std::fmax(p.z, box.low.z), box.high.z)};
}

Point Nearest(const Ball& ball, Vec3 p) {
  const Vec3 d = p - ball.centre;
  const double length = std::sqrt(Dot(d, d));
  const Vec3 towards = length > 0.0 ? d * (1.0 / length) : Vec3{1.0, 0.0, 0.0};
  const Vec3 on = ball.centre + towards * ball.radius;
  return {{on.x, on.y, on.z}};
}

// The first surface point at t >= 0 (from inside, where the ray leaves),
// within the harness's relative 1e-9 of a graze.
std::optional<float> Raycast(const Ray& ray, const Ball& ball) {
  const Vec3 to_centre = ball.centre - ray.from;
  const double along = Dot(to_centre, ray.unit_direction);
  const Vec3 across = to_centre - ray.unit_direction * along;
  const double r2 = ball.radius * ball.radius;
  const double half_chord2 = r2 - Dot(across, across);
  if (half_chord2 < -1e-9 * r2) {
    return std::nullopt;
  }
  const double half_chord = std::sqrt(std::fmax(half_chord2, 0.0));
  const double tolerance = 1e-9 * ball.radius;
  for (const double t : {along - half_chord, along + half_chord}) {
    if (t >= -tolerance) {
      return static_cast<float>(std::fmax(t, 0.0));
    }
  }
  return std::nullopt;
}

// A ray's first hit in full, in double: where and the outward normal (a
// ball of radius 0 is hit only through its centre, facing the ray).
struct Hit {
  double t;
  Vec3 point, normal;
};
std::optional<Hit> RaycastHit(const Ray& ray, const Ball& ball) {
  const Vec3 to_centre = ball.centre - ray.from;
  const double along = Dot(to_centre, ray.unit_direction);
  const Vec3 across = to_centre - ray.unit_direction * along;
  const double r2 = ball.radius * ball.radius;
  const double half_chord2 = r2 - Dot(across, across);
  if (half_chord2 < -1e-9 * r2) {
    return std::nullopt;
  }
  const double half_chord = std::sqrt(std::fmax(half_chord2, 0.0));
  const double tolerance = 1e-9 * ball.radius;
  for (const double t : {along - half_chord, along + half_chord}) {
    if (t >= -tolerance) {
      const double at = std::fmax(t, 0.0);
      const Vec3 point = ray.from + ray.unit_direction * at;
      Vec3 normal = ball.radius > 0.0 ? (point - ball.centre) * (1.0 / ball.radius)
                                      : ray.unit_direction * -1.0;
      normal = normal * (1.0 / std::sqrt(Dot(normal, normal)));
      return Hit{at, point, normal};
    }
  }
  return std::nullopt;
}

// The first root of |dp + dv t| = ra + rb within dt, 0 when they touch now.
std::optional<double> TimeOfImpact(const Ball& a, Vec3 va, const Ball& b, Vec3 vb, double dt) {
  const Vec3 dp = b.centre - a.centre;
  const Vec3 dv = vb - va;
  const double r = a.radius + b.radius;
  const double c = Dot(dp, dp) - r * r;
  if (c <= 0.0) {
    return 0.0;
  }
  const double qa = Dot(dv, dv);
  const double qb = Dot(dp, dv);
  const double disc = qb * qb - qa * c;
  if (qa == 0.0 || qb >= 0.0 || disc < 0.0) {
    return std::nullopt;
  }
  const double root = (-qb - std::sqrt(disc)) / qa;
  if (root > dt) {
    return std::nullopt;
  }
  return root;
}

// A capsule: every point within `radius` of the segment from `a` to `b`.
struct Pill {
  Vec3 a, b;
  double radius;
};

Vec3 NearestOnCore(const Pill& pill, Vec3 p) {
  const Vec3 d = pill.b - pill.a;
  const double dd = Dot(d, d);
  const double t = dd > 0.0 ? std::fmin(std::fmax(Dot(p - pill.a, d) / dd, 0.0), 1.0) : 0.0;
  return pill.a + d * t;
}

// The gap between a ball and a capsule, and the closest points, the
// ball's first (its centre off the core, as in every sample).
struct Gap {
  double distance;
  Vec3 point_a, point_b;
};
Gap BallPillGap(const Ball& ball, const Pill& pill) {
  const Vec3 q = NearestOnCore(pill, ball.centre);
  const Vec3 d = q - ball.centre;
  const double length = std::sqrt(Dot(d, d));
  const Vec3 unit = d * (1.0 / length);
  return {std::fmax(length - ball.radius - pill.radius, 0.0), ball.centre + unit * ball.radius,
          q - unit * pill.radius};
}

// Two capsules whose cores cross at one point of each (the samples' case):
// the radii less the cores' distance, along the line between them.
struct Depth {
  double depth;
  Vec3 normal;
};
std::optional<Depth> PillsOverlap(const Pill& x, const Pill& y) {
  Vec3 on_x = x.a;
  Vec3 on_y = NearestOnCore(y, on_x);
  for (int i = 0; i < 32; ++i) {  // alternate projections: converge for crossing cores
    on_x = NearestOnCore(x, on_y);
    on_y = NearestOnCore(y, on_x);
  }
  const Vec3 d = on_y - on_x;
  const double length = std::sqrt(Dot(d, d));
  if (length > x.radius + y.radius || length == 0.0) {
    return std::nullopt;
  }
  return Depth{x.radius + y.radius - length, d * (1.0 / length)};
}

}  // namespace engine

namespace collision_lab {
template <>
struct Adapter<cl_vec3> {
  static engine::Vec3 From(const cl_vec3& v) { return {v.x, v.y, v.z}; }
  static cl_vec3 To(const engine::Point& p) { return {p.xyz[0], p.xyz[1], p.xyz[2]}; }
};
template <>
struct Adapter<cl_sphere> {
  static engine::Ball From(const cl_sphere& s) {
    return {Adapter<cl_vec3>::From(s.center), s.radius};
  }
};
template <>
struct Adapter<cl_aabb> {
  static engine::Box From(const cl_aabb& b) {
    return {Adapter<cl_vec3>::From(b.min), Adapter<cl_vec3>::From(b.max)};
  }
};
template <>
struct Adapter<cl_capsule> {
  static engine::Pill From(const cl_capsule& c) {
    return {Adapter<cl_vec3>::From(c.start), Adapter<cl_vec3>::From(c.end), c.radius};
  }
};
template <>
struct Adapter<cl_ray> {
  static engine::Ray From(const cl_ray& r) {
    return {Adapter<cl_vec3>::From(r.origin), Adapter<cl_vec3>::From(r.direction)};
  }
};
}  // namespace collision_lab

namespace {
bool PointInBall(const engine::Vec3& p, const engine::Ball& ball) {
  return engine::Contains(ball, p);
}
}  // namespace

CL_PLUGIN_NAME("cpp-header");
CL_PLUGIN_FUNCTION(cl_sphere_sphere,
                   [](const auto& a, const auto& b) { return engine::Overlap(a, b); });
CL_PLUGIN_FUNCTION(cl_aabb_aabb, [](const engine::Box& a, const engine::Box& b) {
  return engine::Overlap(a, b);
});
CL_PLUGIN_FUNCTION(cl_point_in_sphere, &PointInBall);
CL_PLUGIN_FUNCTION(cl_closest_point_aabb, &engine::Clamp);
CL_PLUGIN_FUNCTION(cl_closest_point_sphere, [](engine::Vec3 p, const engine::Ball& ball) {
  return engine::Nearest(ball, p);
});
CL_PLUGIN_FUNCTION(cl_raycast_sphere, &engine::Raycast);
// With the hit in full, the pair is checked through this one.
CL_PLUGIN_FUNCTION(cl_raycast_sphere_hit, &engine::RaycastHit);
CL_PLUGIN_FUNCTION(cl_ball_ball_time_of_impact, &engine::TimeOfImpact);
// An exception is the function's error, never an answer: asked of an
// inverted box (which no sample has), it throws.
CL_PLUGIN_FUNCTION(cl_point_in_aabb, [](engine::Vec3 p, const engine::Box& box) {
  if (box.low.x > box.high.x) {
    throw std::invalid_argument("an inverted box");
  }
  return p.x >= box.low.x && p.x <= box.high.x && p.y >= box.low.y && p.y <= box.high.y &&
         p.z >= box.low.z && p.z <= box.high.z;
});
// The narrow phase: a distance as the engine's struct (distance, point_a,
// point_b), a penetration as std::optional of one (depth, normal).
CL_PLUGIN_FUNCTION(cl_distance_sphere_capsule, &engine::BallPillGap);
CL_PLUGIN_FUNCTION(cl_penetration_capsule_capsule, &engine::PillsOverlap);
