/* Ray-sphere casts with the hit in full (cl_raycast_sphere_hit), as the
 * harness's own geometric cast answers them: t, the point and the outward
 * unit normal. Built twice (tests/CMakeLists.txt): as it is, and with
 * CL_TEST_INWARD_NORMAL, a bug a user might make, the normal turned into
 * the sphere; t and the point stay right, so only the normal check can see
 * it (plugin_check_test.cpp, hunt_cli_test.cpp). It also exports the t-only
 * cl_raycast_sphere, which the harness then checks through the _hit one. */
#include <math.h>

#include "collision_lab/plugin.h"

/* The harness's relative tolerance for casts (collide/queries/raycast.h). */
static const double kTolerance = 1e-9;

int cl_plugin_abi(void) {
  return CL_PLUGIN_ABI;
}

const char* cl_plugin_name(void) {
#ifdef CL_TEST_INWARD_NORMAL
  return "inward";
#else
  return "full-hit";
#endif
}

/* The first t >= 0 where the ray meets the sphere's surface: entering, or
 * leaving when it starts inside; -1 on a miss. */
static double FirstSurface(const cl_ray* ray, const cl_sphere* sphere) {
  const cl_vec3 o = ray->origin;
  const cl_vec3 u = ray->direction;
  const cl_vec3 c = {sphere->center.x - o.x, sphere->center.y - o.y, sphere->center.z - o.z};
  const double along = c.x * u.x + c.y * u.y + c.z * u.z;
  const cl_vec3 across = {c.x - along * u.x, c.y - along * u.y, c.z - along * u.z};
  const double r2 = sphere->radius * sphere->radius;
  const double half_chord2 = r2 - (across.x * across.x + across.y * across.y + across.z * across.z);
  if (half_chord2 < -kTolerance * r2) {
    return -1.0;
  }
  const double half_chord = sqrt(half_chord2 > 0.0 ? half_chord2 : 0.0);
  const double tolerance = kTolerance * sphere->radius;
  const double enter = along - half_chord;
  if (enter >= -tolerance) {
    return enter > 0.0 ? enter : 0.0;
  }
  const double leave = along + half_chord;
  if (leave >= -tolerance) {
    return leave > 0.0 ? leave : 0.0;
  }
  return -1.0;
}

int cl_raycast_sphere_hit(const cl_ray* ray, const cl_sphere* sphere, cl_hit* hit) {
  const double t = FirstSurface(ray, sphere);
  if (t < 0.0) {
    return 0;
  }
  const cl_vec3 p = {ray->origin.x + t * ray->direction.x, ray->origin.y + t * ray->direction.y,
                     ray->origin.z + t * ray->direction.z};
  cl_vec3 n = {-ray->direction.x, -ray->direction.y, -ray->direction.z};
  if (sphere->radius > 0.0) {
    n.x = (p.x - sphere->center.x) / sphere->radius;
    n.y = (p.y - sphere->center.y) / sphere->radius;
    n.z = (p.z - sphere->center.z) / sphere->radius;
  }
  const double length = sqrt(n.x * n.x + n.y * n.y + n.z * n.z);
#ifdef CL_TEST_INWARD_NORMAL
  const double sign = -1.0;
#else
  const double sign = 1.0;
#endif
  hit->t = t;
  hit->point = p;
  hit->normal.x = sign * n.x / length;
  hit->normal.y = sign * n.y / length;
  hit->normal.z = sign * n.z / length;
  return 1;
}

/* Never called: cl_raycast_sphere_hit answers the pair. Wrong on purpose,
 * so that a check through it would show. */
int cl_raycast_sphere(const cl_ray* ray, const cl_sphere* sphere, double* t) {
  (void)ray;
  (void)sphere;
  *t = 12345.0;
  return 1;
}
