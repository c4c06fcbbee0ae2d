/* The classic bug: < where <= belongs, so spheres that only touch are
 * reported apart. plugin_check_test.cpp expects exactly the touching pairs
 * to fail, each named. Built a second time with CL_TEST_FIXED, it is the
 * same plugin with the bug fixed: the rebuild the window test swaps in. */
#include "collision_lab/plugin.h"

int cl_plugin_abi(void) {
  return CL_PLUGIN_ABI;
}

const char* cl_plugin_name(void) {
  return "strict";
}

int cl_sphere_sphere(const cl_sphere* a, const cl_sphere* b) {
  const double dx = a->center.x - b->center.x;
  const double dy = a->center.y - b->center.y;
  const double dz = a->center.z - b->center.z;
  const double r = a->radius + b->radius;
#ifdef CL_TEST_FIXED
  return dx * dx + dy * dy + dz * dz <= r * r;
#else
  return dx * dx + dy * dy + dz * dz < r * r; /* the bug: touching is intersecting */
#endif
}
