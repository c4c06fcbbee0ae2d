/* A plugin that asks for 4 GB in its sphere-sphere test and fills them (as a
 * grid sized by a bug might), and prints as it works: a line with control
 * characters (a terminal escape that would clear the screen, a carriage
 * return that would overwrite the line) on stdout, and one on stderr, so
 * that plugin_check_test.cpp sees the memory cap of --plugin-memory and
 * what the app makes of a plugin's output. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "collision_lab/plugin.h"

int cl_plugin_abi(void) {
  return CL_PLUGIN_ABI;
}

const char* cl_plugin_name(void) {
  return "greedy";
}

int cl_sphere_sphere(const cl_sphere* a, const cl_sphere* b) {
  const size_t four_gb = (size_t)4 << 30;
  char* grid = malloc(four_gb);
  if (grid == NULL) {
    return 0; /* a careful plugin: the cap must still be named */
  }
  memset(grid, 1, four_gb);
  const int answer = grid[(size_t)(a->radius + b->radius) % four_gb];
  free(grid);
  return answer;
}

int cl_point_in_sphere(const cl_vec3* point, const cl_sphere* sphere) {
  const double dx = point->x - sphere->center.x;
  const double dy = point->y - sphere->center.y;
  const double dz = point->z - sphere->center.z;
  printf("greedy looked at a point\x1b[2J\rforged: 0 failed\n");
  fprintf(stderr, "greedy: on stderr\tt\n");
  return dx * dx + dy * dy + dz * dz <= sphere->radius * sphere->radius;
}
