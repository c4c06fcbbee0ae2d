/* A shared library with a collision function but no cl_plugin_abi: not a
 * Collision Lab plugin, refused with exit 2. */
#include "collision_lab/plugin.h"

int cl_sphere_sphere(const cl_sphere* a, const cl_sphere* b) {
  (void)a;
  (void)b;
  return 1;
}
