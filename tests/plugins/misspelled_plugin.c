/* A plugin whose author misspelt a function's name: cl_sphere_sphre is no
 * function of the ABI, so the app never calls it. Built twice: alone it
 * serves nothing (a load error, exit 2, with the suggestion); with
 * CL_TEST_ALSO_SERVES it serves cl_aabb_aabb too and loads, warning of
 * the misspelt name. */
#include "collision_lab/plugin.h"

int cl_plugin_abi(void) {
  return CL_PLUGIN_ABI;
}

const char* cl_plugin_name(void) {
  return "misspelt";
}

int cl_sphere_sphre(const cl_sphere* a, const cl_sphere* b) {
  const double dx = a->center.x - b->center.x;
  const double dy = a->center.y - b->center.y;
  const double dz = a->center.z - b->center.z;
  const double reach = a->radius + b->radius;
  return dx * dx + dy * dy + dz * dz <= reach * reach;
}

#ifdef CL_TEST_ALSO_SERVES
int cl_aabb_aabb(const cl_aabb* a, const cl_aabb* b) {
  return a->min.x <= b->max.x && b->min.x <= a->max.x && a->min.y <= b->max.y &&
         b->min.y <= a->max.y && a->min.z <= b->max.z && b->min.z <= a->max.z;
}
#endif
