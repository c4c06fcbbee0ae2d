/* Every way a user's function can go wrong, one per function, so one
 * --check run sees them all (plugin_check_test.cpp): a crash, an abort, a
 * hang, a return value that is not 0 or 1, a NaN t and a time past the step. */
#include <math.h>
#include <stdlib.h>
#include <unistd.h>

#include "collision_lab/plugin.h"

int cl_plugin_abi(void) {
  return CL_PLUGIN_ABI;
}

const char* cl_plugin_name(void) {
  return "misbehaving";
}

/* A null pointer the compiler cannot see is null, so it cannot warn. */
static int* volatile nowhere = 0;

/* SIGSEGV: a write through it. */
int cl_sphere_aabb(const cl_sphere* sphere, const cl_aabb* box) {
  (void)sphere;
  (void)box;
  *nowhere = 1;
  return 1;
}

int cl_aabb_aabb(const cl_aabb* a, const cl_aabb* b) {
  (void)a;
  (void)b;
  abort();
}

int cl_sphere_sphere(const cl_sphere* a, const cl_sphere* b) {
  (void)a;
  (void)b;
  for (;;) {
    pause();
  }
}

int cl_point_in_sphere(const cl_vec3* point, const cl_sphere* sphere) {
  (void)point;
  (void)sphere;
  return 7;
}

int cl_point_in_aabb(const cl_vec3* point, const cl_aabb* box) {
  return point->x >= box->min.x && point->x <= box->max.x && point->y >= box->min.y &&
         point->y <= box->max.y && point->z >= box->min.z && point->z <= box->max.z;
}

int cl_raycast_sphere(const cl_ray* ray, const cl_sphere* sphere, double* t) {
  (void)ray;
  (void)sphere;
  *t = nan("");
  return 1;
}

/* A time past the step: out of range, never a contact. */
int cl_ball_ball_time_of_impact(const cl_sphere* a, const cl_vec3* velocity_a, const cl_sphere* b,
                                const cl_vec3* velocity_b, double dt, double* t) {
  (void)a;
  (void)velocity_a;
  (void)b;
  (void)velocity_b;
  *t = 2.0 * dt;
  return 1;
}
