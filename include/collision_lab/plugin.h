/* Collision Lab's plugin ABI: your own collision functions, in a shared
 * library, checked beside the harness's own (docs/plugins.md).
 *
 * Plain C99, so a plugin can be written in C, C++, Rust or anything that
 * exports C symbols. A plugin exports cl_plugin_abi (returning
 * CL_PLUGIN_ABI) and cl_plugin_name, then any subset of the functions
 * declared below; the harness finds each by name (dlsym) and ignores the
 * ones it does not find.
 *
 * Every function returns 1 (yes: they intersect, it is inside, it hits) or 0
 * (no). Anything else is reported as an error of the plugin, never read as a
 * yes. A t or a point goes through the out parameter, read only when the
 * function returned 1 (a closest point is always read):
 * - a ray's t is the distance along its unit direction to the first point of
 *   the shape's surface at t >= 0;
 * - a segment's t is the distance from its start to the first point where it
 *   meets the shape, at most the segment's length.
 * Argument order follows the name: cl_sphere_aabb takes the sphere first.
 * The harness swaps the arguments of a pair its table names the other way
 * round.
 *
 * Calls run in a helper process: a crash, an abort or a hang is reported
 * with the inputs that caused it, and the harness carries on. A function
 * must not keep state between calls: the helper may restart at any time. */
#ifndef COLLISION_LAB_PLUGIN_H
#define COLLISION_LAB_PLUGIN_H

#ifdef __cplusplus
extern "C" {
#endif

/* The version of this header's types and functions. A plugin built against
 * another version is refused with a message naming both. */
#define CL_PLUGIN_ABI 1

#if defined(_WIN32)
#define CL_PLUGIN_EXPORT __declspec(dllexport)
#else
#define CL_PLUGIN_EXPORT __attribute__((visibility("default")))
#endif

typedef struct {
  double x, y, z;
} cl_vec3;

typedef struct {
  cl_vec3 center;
  double radius;
} cl_sphere;

typedef struct {
  cl_vec3 min, max;
} cl_aabb;

/* An oriented box: rotation is row-major and maps the box's frame to the
 * world's (its columns are the box's x, y and z axes in world space). */
typedef struct {
  cl_vec3 center, half_extents;
  double rotation[9];
} cl_obb;

/* The points x with normal . x = distance; normal has unit length. */
typedef struct {
  cl_vec3 normal;
  double distance;
} cl_plane;

/* direction has unit length. */
typedef struct {
  cl_vec3 origin, direction;
} cl_ray;

typedef struct {
  cl_vec3 start, end;
} cl_segment;

typedef struct {
  cl_vec3 corners[3];
} cl_triangle;

/* Every plugin exports these two. */
CL_PLUGIN_EXPORT int cl_plugin_abi(void);
CL_PLUGIN_EXPORT const char* cl_plugin_name(void);

/* Intersection tests: touching counts as intersecting. */
CL_PLUGIN_EXPORT int cl_sphere_sphere(const cl_sphere* a, const cl_sphere* b);
CL_PLUGIN_EXPORT int cl_sphere_aabb(const cl_sphere* sphere, const cl_aabb* box);
CL_PLUGIN_EXPORT int cl_sphere_plane(const cl_sphere* sphere, const cl_plane* plane);
CL_PLUGIN_EXPORT int cl_sphere_obb(const cl_sphere* sphere, const cl_obb* box);
CL_PLUGIN_EXPORT int cl_aabb_aabb(const cl_aabb* a, const cl_aabb* b);
CL_PLUGIN_EXPORT int cl_aabb_plane(const cl_aabb* box, const cl_plane* plane);
CL_PLUGIN_EXPORT int cl_plane_plane(const cl_plane* a, const cl_plane* b);
CL_PLUGIN_EXPORT int cl_obb_obb(const cl_obb* a, const cl_obb* b);

/* Containment: a point on the surface is inside. */
CL_PLUGIN_EXPORT int cl_point_in_sphere(const cl_vec3* point, const cl_sphere* sphere);
CL_PLUGIN_EXPORT int cl_point_in_aabb(const cl_vec3* point, const cl_aabb* box);

/* Closest points: the shape's point nearest to `point`, into *out (a point
 * inside a solid box is its own closest point; for a sphere, the point on
 * its surface). Return 1 when *out is set. */
CL_PLUGIN_EXPORT int cl_closest_point_sphere(const cl_vec3* point, const cl_sphere* sphere,
                                             cl_vec3* out);
CL_PLUGIN_EXPORT int cl_closest_point_aabb(const cl_vec3* point, const cl_aabb* box, cl_vec3* out);
CL_PLUGIN_EXPORT int cl_closest_point_plane(const cl_vec3* point, const cl_plane* plane,
                                            cl_vec3* out);

/* Ray casts: 1 and *t on a hit, 0 on a miss. */
CL_PLUGIN_EXPORT int cl_raycast_sphere(const cl_ray* ray, const cl_sphere* sphere, double* t);
CL_PLUGIN_EXPORT int cl_raycast_aabb(const cl_ray* ray, const cl_aabb* box, double* t);
CL_PLUGIN_EXPORT int cl_raycast_plane(const cl_ray* ray, const cl_plane* plane, double* t);
CL_PLUGIN_EXPORT int cl_raycast_triangle(const cl_ray* ray, const cl_triangle* triangle, double* t);

/* Segment ("line") tests: 1 and *t (from the start) on a hit, 0 on a miss. */
CL_PLUGIN_EXPORT int cl_linetest_sphere(const cl_segment* segment, const cl_sphere* sphere,
                                        double* t);
CL_PLUGIN_EXPORT int cl_linetest_aabb(const cl_segment* segment, const cl_aabb* box, double* t);
CL_PLUGIN_EXPORT int cl_linetest_plane(const cl_segment* segment, const cl_plane* plane, double* t);
CL_PLUGIN_EXPORT int cl_linetest_triangle(const cl_segment* segment, const cl_triangle* triangle,
                                          double* t);

/* A cast's hit in full: t as above, the point where the ray or segment
 * first meets the surface, and the surface's unit normal there. The normal
 * points out of a solid (a sphere's away from its centre, a box's out of the
 * face hit; from inside a solid, where the ray leaves, still outward); for a
 * plane or a triangle, a sheet, it faces the side the ray comes from
 * (dot(normal, direction) < 0), and for a ray lying in a plane it is the
 * plane's own normal. */
typedef struct {
  double t;
  cl_vec3 point, normal;
} cl_hit;

/* The casts again with the hit in full: 1 and *hit on a hit, 0 on a miss.
 * Optional, each beside or instead of its t-only function above; a plugin
 * that exports both is checked through this one. The point and the normal
 * are checked against the harness's own within the t's tolerance. */
CL_PLUGIN_EXPORT int cl_raycast_sphere_hit(const cl_ray* ray, const cl_sphere* sphere, cl_hit* hit);
CL_PLUGIN_EXPORT int cl_raycast_aabb_hit(const cl_ray* ray, const cl_aabb* box, cl_hit* hit);
CL_PLUGIN_EXPORT int cl_raycast_plane_hit(const cl_ray* ray, const cl_plane* plane, cl_hit* hit);
CL_PLUGIN_EXPORT int cl_raycast_triangle_hit(const cl_ray* ray, const cl_triangle* triangle,
                                             cl_hit* hit);
CL_PLUGIN_EXPORT int cl_linetest_sphere_hit(const cl_segment* segment, const cl_sphere* sphere,
                                            cl_hit* hit);
CL_PLUGIN_EXPORT int cl_linetest_aabb_hit(const cl_segment* segment, const cl_aabb* box,
                                          cl_hit* hit);
CL_PLUGIN_EXPORT int cl_linetest_plane_hit(const cl_segment* segment, const cl_plane* plane,
                                           cl_hit* hit);
CL_PLUGIN_EXPORT int cl_linetest_triangle_hit(const cl_segment* segment,
                                              const cl_triangle* triangle, cl_hit* hit);

/* Triangles (chapter 4). A point on an edge is in the triangle. */
CL_PLUGIN_EXPORT int cl_point_in_triangle(const cl_vec3* point, const cl_triangle* triangle);
CL_PLUGIN_EXPORT int cl_sphere_triangle(const cl_sphere* sphere, const cl_triangle* triangle);
CL_PLUGIN_EXPORT int cl_aabb_triangle(const cl_aabb* box, const cl_triangle* triangle);
/* Meets the plane unless all three corners are strictly on one side; a
 * corner within 0.00001 of the plane is on it. */
CL_PLUGIN_EXPORT int cl_plane_triangle(const cl_plane* plane, const cl_triangle* triangle);
CL_PLUGIN_EXPORT int cl_triangle_triangle(const cl_triangle* a, const cl_triangle* b);
CL_PLUGIN_EXPORT int cl_closest_point_triangle(const cl_vec3* point, const cl_triangle* triangle,
                                               cl_vec3* out);

/* The narrow phase (docs/plugins.md, "Contacts"). A capsule is every point
 * within radius of the segment from start to end (start == end: a sphere). */
typedef struct {
  cl_vec3 start, end;
  double radius;
} cl_capsule;

/* A convex hull as the convex hull of its points, in world space: the
 * harness passes a placed hull's vertices (its position, rotation and scale
 * applied), at least four, no three on a line and not all on one plane.
 * `points` is valid for the call only. Not doubles only: the one struct with
 * a pointer. */
typedef struct {
  const cl_vec3* points;
  int count;
} cl_hull;

/* The answers of cl_distance_*, cl_penetration_*, cl_contacts_* and
 * cl_cast_* (collision_lab/plugin_contacts.h), in the harness's own
 * conventions (src/collide/convex/contacts.h):
 * - a normal is a unit vector pointing from A (the first shape) to B:
 *   moving A by -normal * depth separates them;
 * - a depth is >= 0 when they overlap, 0 when they only touch;
 * - a distance is >= 0, and 0 when they touch or overlap;
 * - touching counts as overlapping (with depth 0). */

/* The gap between A and B and their closest points, A's first:
 * point_b - point_a has length `distance`. When they overlap any common
 * point will do (only the distance, 0, is compared there). */
typedef struct {
  double distance;
  cl_vec3 point_a, point_b;
} cl_distance_result;

/* How deep A and B overlap and along which unit normal, from A to B. */
typedef struct {
  double depth;
  cl_vec3 normal;
} cl_penetration;

/* The contact manifold: `count` (0 to 4) points, each on B's surface with
 * its depth along the normal (from A to B), as an engine's solver takes
 * them: face against face the clipped polygon's corners, a capsule lying
 * along a face two, anything with a sphere one. count 0: apart. */
typedef struct {
  cl_vec3 normal;
  cl_vec3 points[4];
  double depths[4];
  int count;
} cl_contacts;

/* A shape cast's first contact: A, moved by t * translation (t in [0, 1]),
 * first touches B at `point`, with the unit normal from A to B there. */
typedef struct {
  double t;
  cl_vec3 point, normal;
} cl_cast;

/* Moving spheres: 1 and *t in [0, dt] when they first touch within the step
 * of length dt, moving at constant velocities. */
CL_PLUGIN_EXPORT int cl_ball_ball_time_of_impact(const cl_sphere* a, const cl_vec3* velocity_a,
                                                 const cl_sphere* b, const cl_vec3* velocity_b,
                                                 double dt, double* t);

#ifdef __cplusplus
}
#endif

/* The narrow phase's functions over the convex kinds, declared apart for
 * their number: cl_distance_*, cl_penetration_*, cl_contacts_*, cl_cast_*. */
#include "collision_lab/plugin_contacts.h"

#endif /* COLLISION_LAB_PLUGIN_H */
