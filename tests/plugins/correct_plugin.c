/* A correct plugin: the chapter-2 tests, plane-triangle and the balls'
 * time of impact as the harness's own answer them, so every expectation it
 * serves holds (plugin_check_test.cpp). */
#include <math.h>

#include "collision_lab/plugin.h"

static double Dot(cl_vec3 a, cl_vec3 b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

static cl_vec3 Sub(cl_vec3 a, cl_vec3 b) {
  cl_vec3 d = {a.x - b.x, a.y - b.y, a.z - b.z};
  return d;
}

static double Clamp(double v, double lo, double hi) {
  return v < lo ? lo : (v > hi ? hi : v);
}

static cl_vec3 ClampToBox(cl_vec3 p, const cl_aabb* box) {
  cl_vec3 c = {Clamp(p.x, box->min.x, box->max.x), Clamp(p.y, box->min.y, box->max.y),
               Clamp(p.z, box->min.z, box->max.z)};
  return c;
}

int cl_plugin_abi(void) {
  return CL_PLUGIN_ABI;
}

const char* cl_plugin_name(void) {
  return "correct";
}

int cl_sphere_sphere(const cl_sphere* a, const cl_sphere* b) {
  const cl_vec3 d = Sub(a->center, b->center);
  const double r = a->radius + b->radius;
  return Dot(d, d) <= r * r;
}

int cl_sphere_aabb(const cl_sphere* sphere, const cl_aabb* box) {
  const cl_vec3 d = Sub(ClampToBox(sphere->center, box), sphere->center);
  return Dot(d, d) <= sphere->radius * sphere->radius;
}

int cl_aabb_aabb(const cl_aabb* a, const cl_aabb* b) {
  return a->min.x <= b->max.x && b->min.x <= a->max.x && a->min.y <= b->max.y &&
         b->min.y <= a->max.y && a->min.z <= b->max.z && b->min.z <= a->max.z;
}

int cl_point_in_sphere(const cl_vec3* point, const cl_sphere* sphere) {
  const cl_vec3 d = Sub(*point, sphere->center);
  return Dot(d, d) <= sphere->radius * sphere->radius;
}

int cl_point_in_aabb(const cl_vec3* p, const cl_aabb* box) {
  return p->x >= box->min.x && p->x <= box->max.x && p->y >= box->min.y && p->y <= box->max.y &&
         p->z >= box->min.z && p->z <= box->max.z;
}

int cl_closest_point_aabb(const cl_vec3* point, const cl_aabb* box, cl_vec3* out) {
  *out = ClampToBox(*point, box);
  return 1;
}

/* Across the plane, or a corner on it within the book's 0.00001. */
int cl_plane_triangle(const cl_plane* plane, const cl_triangle* triangle) {
  int front = 0;
  int back = 0;
  for (int i = 0; i < 3; ++i) {
    const double side = Dot(plane->normal, triangle->corners[i]) - plane->distance;
    if (fabs(side) <= 1e-5) {
      return 1;
    }
    if (side > 0.0) {
      front = 1;
    } else {
      back = 1;
    }
  }
  return front && back;
}

/* The first root of |dp + dv t| = ra + rb, or 0 when they already touch. */
int cl_ball_ball_time_of_impact(const cl_sphere* a, const cl_vec3* velocity_a, const cl_sphere* b,
                                const cl_vec3* velocity_b, double dt, double* t) {
  const cl_vec3 dp = Sub(b->center, a->center);
  const cl_vec3 dv = Sub(*velocity_b, *velocity_a);
  const double r = a->radius + b->radius;
  const double c = Dot(dp, dp) - r * r;
  if (c <= 0.0) {
    *t = 0.0;
    return 1;
  }
  const double qa = Dot(dv, dv);
  const double qb = Dot(dp, dv);
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
