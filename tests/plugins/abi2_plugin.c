/* Built against a newer header than this harness takes: refused, exit 2. */
#include "collision_lab/plugin.h"

int cl_plugin_abi(void) {
  return 2;
}

const char* cl_plugin_name(void) {
  return "from-the-future";
}

int cl_sphere_sphere(const cl_sphere* a, const cl_sphere* b) {
  (void)a;
  (void)b;
  return 1;
}
