/* A plugin whose cl_plugin_abi aborts: the helper dies while loading it, so
 * --plugin is refused with exit 2, saying how the helper ended. */
#include <stdlib.h>

#include "collision_lab/plugin.h"

int cl_plugin_abi(void) {
  abort();
}

int cl_sphere_sphere(const cl_sphere* a, const cl_sphere* b) {
  (void)a;
  (void)b;
  return 1;
}
