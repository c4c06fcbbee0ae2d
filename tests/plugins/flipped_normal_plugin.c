/* A capsule-capsule penetration whose normal is flipped on deep
 * penetration: right (the cores' closest points, depth the radii less
 * their distance, the normal from A's core to B's) while the capsules
 * overlap by at most 0.05, pointing from B to A beyond. The bug of an EPA
 * whose winding is wrong only for its deeper polytopes. --check --plugin on
 * the capsules sample fails it ("normal off by 180°") and --hunt
 * capsule-capsule finds and shrinks a case (plugin_contacts_cli_test.cpp).
 * Built a second time with CL_TEST_FIXED, it never flips. */
#include <math.h>

#include "collision_lab/plugin.h"

#define DEEP 0.05

int cl_plugin_abi(void) {
  return CL_PLUGIN_ABI;
}

const char* cl_plugin_name(void) {
  return "flipped";
}

static cl_vec3 Sub(cl_vec3 a, cl_vec3 b) {
  cl_vec3 r = {a.x - b.x, a.y - b.y, a.z - b.z};
  return r;
}

static cl_vec3 Along(cl_vec3 p, cl_vec3 d, double t) {
  cl_vec3 r = {p.x + d.x * t, p.y + d.y * t, p.z + d.z * t};
  return r;
}

static double Dot(cl_vec3 a, cl_vec3 b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

static double Clamp01(double t) {
  return t < 0.0 ? 0.0 : (t > 1.0 ? 1.0 : t);
}

static cl_vec3 Cross(cl_vec3 a, cl_vec3 b) {
  cl_vec3 r = {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
  return r;
}

static cl_vec3 Unit(cl_vec3 v) {
  const double length = sqrt(Dot(v, v));
  cl_vec3 r = {v.x / length, v.y / length, v.z / length};
  return r;
}

/* A unit direction square to both cores' directions (either may be zero,
 * a core that is a point): the cross product, else square to the one that
 * has a direction, else any. */
static cl_vec3 Across(cl_vec3 d1, cl_vec3 d2) {
  const cl_vec3 x = {1.0, 0.0, 0.0};
  const cl_vec3 y = {0.0, 1.0, 0.0};
  const cl_vec3 both = Cross(d1, d2);
  if (Dot(both, both) > 1e-300) {
    return Unit(both);
  }
  const cl_vec3 d = Dot(d1, d1) > 0.0 ? d1 : d2;
  if (Dot(d, d) == 0.0) {
    return y;
  }
  const cl_vec3 side = Cross(d, fabs(d.x) < 0.9 * sqrt(Dot(d, d)) ? x : y);
  return Unit(side);
}

/* The closest points of segments p1-q1 and p2-q2 (Ericson, 5.1.9). */
static void ClosestOnSegments(cl_vec3 p1, cl_vec3 q1, cl_vec3 p2, cl_vec3 q2, cl_vec3* c1,
                              cl_vec3* c2) {
  const cl_vec3 d1 = Sub(q1, p1);
  const cl_vec3 d2 = Sub(q2, p2);
  const cl_vec3 r = Sub(p1, p2);
  const double a = Dot(d1, d1);
  const double e = Dot(d2, d2);
  const double f = Dot(d2, r);
  double s = 0.0;
  double t = 0.0;
  if (a <= 1e-300 && e <= 1e-300) {
    s = t = 0.0;
  } else if (a <= 1e-300) {
    t = Clamp01(f / e);
  } else {
    const double c = Dot(d1, r);
    if (e <= 1e-300) {
      s = Clamp01(-c / a);
    } else {
      const double b = Dot(d1, d2);
      const double denom = a * e - b * b;
      s = denom > 0.0 ? Clamp01((b * f - c * e) / denom) : 0.0;
      t = (b * s + f) / e;
      if (t < 0.0) {
        t = 0.0;
        s = Clamp01(-c / a);
      } else if (t > 1.0) {
        t = 1.0;
        s = Clamp01((b - c) / a);
      }
    }
  }
  *c1 = Along(p1, d1, s);
  *c2 = Along(p2, d2, t);
}

int cl_penetration_capsule_capsule(const cl_capsule* a, const cl_capsule* b, cl_penetration* out) {
  cl_vec3 on_a;
  cl_vec3 on_b;
  ClosestOnSegments(a->start, a->end, b->start, b->end, &on_a, &on_b);
  const cl_vec3 gap = Sub(on_b, on_a);
  const double distance = sqrt(Dot(gap, gap));
  const double depth = a->radius + b->radius - distance;
  if (depth < 0.0) {
    return 0;
  }
  out->depth = depth;
  const cl_vec3 d1 = Sub(a->end, a->start);
  const cl_vec3 d2 = Sub(b->end, b->start);
  const double size = sqrt(Dot(d1, d1) > Dot(d2, d2) ? Dot(d1, d1) : Dot(d2, d2));
  if (distance > 1e-9 * (1.0 + size)) {
    out->normal.x = gap.x / distance;
    out->normal.y = gap.y / distance;
    out->normal.z = gap.z / distance;
  } else {
    /* The cores meet (a gap of rounding noise has no direction): across
     * both, where a shortest way apart is, on the gap's side. */
    out->normal = Across(d1, d2);
    if (Dot(out->normal, gap) < 0.0) {
      out->normal.x = -out->normal.x;
      out->normal.y = -out->normal.y;
      out->normal.z = -out->normal.z;
    }
  }
#ifndef CL_TEST_FIXED
  if (depth > DEEP) { /* the bug */
    out->normal.x = -out->normal.x;
    out->normal.y = -out->normal.y;
    out->normal.z = -out->normal.z;
  }
#endif
  return 1;
}
