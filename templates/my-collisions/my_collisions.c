/* Your collision functions, checked by Collision Lab beside its own.
 *
 * Build (README.md here; from the Collision Lab folder):
 *   cmake -S templates/my-collisions -B build-mine
 *   cmake --build build-mine
 * Run:
 *   build/collision-lab --sample sphere-sphere --plugin build-mine/libmy_collisions.so
 * or in CI:
 *   build/collision-lab --check --plugin build-mine/libmy_collisions.so
 *
 * Every function you define here (by its name in collision_lab/plugin.h) is
 * checked against every table of its pair; the window reloads this library
 * each time you rebuild it. Return 1 for yes, 0 for no. */
#include <math.h>

#include "collision_lab/plugin.h"

int cl_plugin_abi(void) {
  return CL_PLUGIN_ABI;
}

/* How the harness names your code in its tables and messages. */
const char* cl_plugin_name(void) {
  return "mine";
}

/* Two spheres intersect when the distance between their centres is at most
 * the sum of their radii; comparing squares avoids the square root. Touching
 * counts as intersecting: <=, not <. */
int cl_sphere_sphere(const cl_sphere* a, const cl_sphere* b) {
  const double dx = a->center.x - b->center.x;
  const double dy = a->center.y - b->center.y;
  const double dz = a->center.z - b->center.z;
  const double radii = a->radius + b->radius;
  return dx * dx + dy * dy + dz * dz <= radii * radii;
}

/* The rest of chapter 2, as exercises. Remove the #if 0 around one, write
 * its body, rebuild, and watch its sample (named after each) in the window.
 * A function left out is simply not checked. */
#if 0

/* EXERCISE (sample sphere-aabb): clamp the centre to the box; the sphere
 * touches the box when that point is within the radius. */
int cl_sphere_aabb(const cl_sphere* sphere, const cl_aabb* box) {
}

/* EXERCISE (sample sphere-plane): |normal . center - distance| <= radius. */
int cl_sphere_plane(const cl_sphere* sphere, const cl_plane* plane) {
}

/* EXERCISE (sample aabb-aabb): the boxes overlap on every axis (min <= max). */
int cl_aabb_aabb(const cl_aabb* a, const cl_aabb* b) {
}

/* EXERCISE (sample aabb-plane): the box's half extents projected on the
 * normal against the centre's distance from the plane. */
int cl_aabb_plane(const cl_aabb* box, const cl_plane* plane) {
}

/* EXERCISE (sample plane-plane): planes intersect unless parallel
 * (|n1 x n2|^2 > 0.0001, as the book does). */
int cl_plane_plane(const cl_plane* a, const cl_plane* b) {
}

/* EXERCISE (sample point-sphere): a point on the surface is inside. */
int cl_point_in_sphere(const cl_vec3* point, const cl_sphere* sphere) {
}

/* EXERCISE (sample point-aabb): min <= point <= max on every axis. */
int cl_point_in_aabb(const cl_vec3* point, const cl_aabb* box) {
}

/* EXERCISE (sample point-sphere, closest points): the point on the surface
 * towards `point`, into *out; return 1. */
int cl_closest_point_sphere(const cl_vec3* point, const cl_sphere* sphere, cl_vec3* out) {
}

/* EXERCISE (sample point-aabb, closest points): clamp the point to the box. */
int cl_closest_point_aabb(const cl_vec3* point, const cl_aabb* box, cl_vec3* out) {
}

/* EXERCISE (sample point-plane, closest points): point - normal * (normal .
 * point - distance). */
int cl_closest_point_plane(const cl_vec3* point, const cl_plane* plane, cl_vec3* out) {
}

#endif
