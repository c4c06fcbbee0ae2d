/* A time of impact with a classic bug: it forgets that the second ball
 * moves too (it uses a's velocity alone), so two balls closing head-on meet
 * late, or not within the step. plugin_check_test.cpp expects exactly the
 * head-on pair of moving_balls_primitives.json to fail. */
#include <math.h>

#include "collision_lab/plugin.h"

int cl_plugin_abi(void) {
  return CL_PLUGIN_ABI;
}

const char* cl_plugin_name(void) {
  return "forgetful";
}

int cl_ball_ball_time_of_impact(const cl_sphere* a, const cl_vec3* velocity_a, const cl_sphere* b,
                                const cl_vec3* velocity_b, double dt, double* t) {
  (void)velocity_b; /* the bug: b is taken to stand still */
  const double px = b->center.x - a->center.x;
  const double py = b->center.y - a->center.y;
  const double pz = b->center.z - a->center.z;
  const double vx = -velocity_a->x;
  const double vy = -velocity_a->y;
  const double vz = -velocity_a->z;
  const double r = a->radius + b->radius;
  const double c = px * px + py * py + pz * pz - r * r;
  if (c <= 0.0) {
    *t = 0.0;
    return 1;
  }
  const double qa = vx * vx + vy * vy + vz * vz;
  const double qb = px * vx + py * vy + pz * vz;
  const double disc = qb * qb - qa * c;
  if (qa == 0.0 || qb >= 0.0 || disc < 0.0) {
    return 0;
  }
  const double root = (-qb - sqrt(disc)) / qa;
  if (root > dt) {
    return 0;
  }
  *t = root;
  return 1;
}
