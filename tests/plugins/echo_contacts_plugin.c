/* Answers made of its inputs, so that a test reads back through the helper
 * what went in (tests/harness/plugins/narrow_phase_wire_test.cpp): a
 * capsule's fields, a hull's count and points, each result struct's every
 * field. Some inputs ask for an answer out of range, which the harness must
 * report as the plugin's error: a sphere of radius 5 for a count of 5, an
 * obb for a normal of length 2, a sphere of radius below 1 for a negative
 * distance, a segment for a NaN depth. */
#include <math.h>

#include "collision_lab/plugin.h"

int cl_plugin_abi(void) {
  return CL_PLUGIN_ABI;
}

const char* cl_plugin_name(void) {
  return "echo";
}

/* The gap is the hull's count; A's point the capsule's end, B's the hull's
 * last point. */
int cl_distance_capsule_hull(const cl_capsule* a, const cl_hull* b, cl_distance_result* out) {
  out->distance = b->count;
  out->point_a = a->end;
  out->point_b = b->points[b->count - 1];
  return 1;
}

/* Apart when the sphere has radius 0; else the capsule's radius deep along
 * its core (unit by construction in the test), from the sphere. */
int cl_penetration_sphere_capsule(const cl_sphere* a, const cl_capsule* b, cl_penetration* out) {
  if (a->radius == 0.0) {
    return 0;
  }
  out->depth = b->radius;
  out->normal.x = b->end.x - b->start.x;
  out->normal.y = b->end.y - b->start.y;
  out->normal.z = b->end.z - b->start.z;
  return 1;
}

/* A's first points (at most four) with depths |x| of B's first points, the
 * normal +z. */
int cl_contacts_hull_hull(const cl_hull* a, const cl_hull* b, cl_contacts* out) {
  int i;
  out->count = a->count < 4 ? a->count : 4;
  out->normal.x = 0.0;
  out->normal.y = 0.0;
  out->normal.z = 1.0;
  for (i = 0; i < out->count; ++i) {
    out->points[i] = a->points[i];
    out->depths[i] = fabs(b->points[i % b->count].x);
  }
  return 1;
}

/* Out of range on purpose. */
int cl_contacts_sphere_sphere(const cl_sphere* a, const cl_sphere* b, cl_contacts* out) {
  (void)b;
  out->count = (int)a->radius;
  out->normal.x = 1.0;
  out->normal.y = 0.0;
  out->normal.z = 0.0;
  out->points[0] = a->center;
  out->depths[0] = 0.0;
  return 1;
}

int cl_penetration_obb_obb(const cl_obb* a, const cl_obb* b, cl_penetration* out) {
  (void)a;
  (void)b;
  out->depth = 0.5;
  out->normal.x = 2.0;
  out->normal.y = 0.0;
  out->normal.z = 0.0;
  return 1;
}

int cl_distance_sphere_sphere(const cl_sphere* a, const cl_sphere* b, cl_distance_result* out) {
  out->distance = a->radius - 1.0;
  out->point_a = a->center;
  out->point_b = b->center;
  return 1;
}

int cl_penetration_segment_segment(const cl_segment* a, const cl_segment* b, cl_penetration* out) {
  (void)a;
  (void)b;
  out->depth = NAN;
  out->normal.x = 1.0;
  out->normal.y = 0.0;
  out->normal.z = 0.0;
  return 1;
}
