/* Shape casts of a sphere, right, in the ABI's conventions: against a
 * sphere (the ray from the moving centre against the sum of the radii) and
 * against a segment (the ray against the capsule of the segment and the
 * sphere's radius: its two end spheres and the tube between them). With
 * CL_TEST_TUNNELS, a cast whose still shape is thinner than a tenth of the
 * step is missed, as a test of the step's two ends alone would miss it
 * (plugin_casts_cli_test.cpp); --hunt sweep-segment and sweep-sphere find
 * that and nothing else (cast_hunt_cli_test.cpp). Right down to the
 * degenerate cases the hunt makes: a point reaching a segment or a point
 * (a normal from the move, not from rounding), and shapes that start
 * overlapping (a point in both). */
#include <collision_lab/plugin.h>
#include <math.h>

CL_PLUGIN_EXPORT int cl_plugin_abi(void) {
  return CL_PLUGIN_ABI;
}

CL_PLUGIN_EXPORT const char* cl_plugin_name(void) {
  return "casts";
}

static double Dot(cl_vec3 a, cl_vec3 b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}
static cl_vec3 Sub(cl_vec3 a, cl_vec3 b) {
  cl_vec3 r = {a.x - b.x, a.y - b.y, a.z - b.z};
  return r;
}
static cl_vec3 Add(cl_vec3 a, cl_vec3 b) {
  cl_vec3 r = {a.x + b.x, a.y + b.y, a.z + b.z};
  return r;
}
static cl_vec3 Scale(cl_vec3 a, double s) {
  cl_vec3 r = {a.x * s, a.y * s, a.z * s};
  return r;
}
static cl_vec3 Unit(cl_vec3 a) {
  return Scale(a, 1.0 / sqrt(Dot(a, a)));
}

/* The first t in [0, 1] at which the point p + t d is within r of c; -1
 * when never. Already within: 0. */
static double RaySphere(cl_vec3 p, cl_vec3 d, cl_vec3 c, double r) {
  const cl_vec3 m = Sub(p, c);
  const double cc = Dot(m, m) - r * r;
  if (cc <= 0.0) {
    return 0.0;
  }
  const double a = Dot(d, d);
  const double b = Dot(m, d);
  const double disc = b * b - a * cc;
  if (a == 0.0 || b >= 0.0 || disc < 0.0) {
    return -1.0;
  }
  const double t = (-b - sqrt(disc)) / a;
  return t <= 1.0 ? t : -1.0;
}

/* The moving centre's first t within r of the segment s0-s1 (a capsule
 * ray cast), and the segment's point nearest to the centre then. */
static double RayCapsule(cl_vec3 p, cl_vec3 d, cl_vec3 s0, cl_vec3 s1, double r, cl_vec3* near) {
  const cl_vec3 axis = Sub(s1, s0);
  const double length2 = Dot(axis, axis);
  double best = -1.0;
  /* The tube: the components across the axis. */
  if (length2 > 0.0) {
    const cl_vec3 m = Sub(p, s0);
    const cl_vec3 m_across = Sub(m, Scale(axis, Dot(m, axis) / length2));
    const cl_vec3 d_across = Sub(d, Scale(axis, Dot(d, axis) / length2));
    const cl_vec3 origin = {0, 0, 0};
    const double t = RaySphere(m_across, d_across, origin, r);
    if (t >= 0.0) {
      const double along = Dot(Add(m, Scale(d, t)), axis) / length2;
      if (along >= 0.0 && along <= 1.0) {
        best = t;
      }
    }
  }
  const double t0 = RaySphere(p, d, s0, r);
  const double t1 = RaySphere(p, d, s1, r);
  if (t0 >= 0.0 && (best < 0.0 || t0 < best)) {
    best = t0;
  }
  if (t1 >= 0.0 && (best < 0.0 || t1 < best)) {
    best = t1;
  }
  if (best >= 0.0) {
    const cl_vec3 at = Add(p, Scale(d, best));
    double u = length2 > 0.0 ? Dot(Sub(at, s0), axis) / length2 : 0.0;
    u = u < 0.0 ? 0.0 : (u > 1.0 ? 1.0 : u);
    *near = Add(s0, Scale(axis, u));
  }
  return best;
}

/* The first of the candidates that is not zero, as a unit vector: where
 * the moving centre meets the still shape (a sphere of radius 0 reaching a
 * segment, two centres meeting), the way from one to the other gives no
 * normal and the next candidate says it. */
static cl_vec3 FirstUnit(const cl_vec3* candidates, int count) {
  for (int i = 0; i + 1 < count; ++i) {
    if (Dot(candidates[i], candidates[i]) > 0.0) {
      return Unit(candidates[i]);
    }
  }
  return Unit(candidates[count - 1]);
}

/* A direction across the axis (any, when the axis is zero). */
static cl_vec3 Across(cl_vec3 axis) {
  const cl_vec3 in_plane = {-axis.y, axis.x, 0.0};
  const cl_vec3 x = {1.0, 0.0, 0.0};
  return Dot(in_plane, in_plane) > 0.0 ? in_plane : x;
}

static int Answer(double t, cl_vec3 point, cl_vec3 normal, cl_cast* out) {
  out->t = t;
  out->normal = normal;
  out->point = point;
  return 1;
}

CL_PLUGIN_EXPORT int cl_cast_sphere_sphere(const cl_sphere* a, const cl_vec3* translation,
                                           const cl_sphere* b, cl_cast* out) {
  const double t = RaySphere(a->center, *translation, b->center, a->radius + b->radius);
  if (t < 0.0) {
    return 0;
  }
  /* Along the centres' line (any way when they meet: the overlap is the
   * same), at the middle of the two diameters' overlap along it: the
   * moving sphere's surface point when they only touch, a point in both
   * when they start overlapping. */
  const cl_vec3 centre = Add(a->center, Scale(*translation, t));
  const cl_vec3 up = {0.0, 0.0, 1.0};
  const cl_vec3 none = {0.0, 0.0, 0.0};
  /* Two points meet only where rounding says: no way between them then. */
  const cl_vec3 between = a->radius + b->radius > 0.0 ? Sub(b->center, centre) : none;
  const cl_vec3 candidates[] = {between, *translation, up};
  const cl_vec3 normal = FirstUnit(candidates, 3);
  const double apart = sqrt(Dot(Sub(b->center, centre), Sub(b->center, centre)));
  const double from = fmax(-a->radius, apart - b->radius);
  const double to = fmin(a->radius, apart + b->radius);
  return Answer(t, Add(centre, Scale(normal, (from + to) / 2.0)), normal, out);
}

CL_PLUGIN_EXPORT int cl_cast_sphere_segment(const cl_sphere* a, const cl_vec3* translation,
                                            const cl_segment* b, cl_cast* out) {
#ifdef CL_TEST_TUNNELS
  if (sqrt(Dot(*translation, *translation)) > 10.0 * a->radius) {
    return 0; /* only the step's ends: a fast sphere passes through */
  }
#endif
  cl_vec3 near = {0, 0, 0};
  const double t = RayCapsule(a->center, *translation, b->start, b->end, a->radius, &near);
  if (t < 0.0) {
    return 0;
  }
  /* Towards the segment's nearest point, which is where they touch (in
   * both when they start overlapping). A centre of radius 0 reaches the
   * segment itself, where that way is rounding's: then across the axis the
   * way it moves, or into the segment from the end it is at, or across. */
  const cl_vec3 centre = Add(a->center, Scale(*translation, t));
  const cl_vec3 axis = Sub(b->end, b->start);
  const double length2 = Dot(axis, axis);
  const cl_vec3 none = {0.0, 0.0, 0.0};
  const cl_vec3 towards = a->radius > 0.0 ? Sub(near, centre) : none;
  const cl_vec3 move_across =
      length2 > 0.0 ? Sub(*translation, Scale(axis, Dot(*translation, axis) / length2))
                    : *translation;
  /* Moving along the axis, what is left across it is rounding's. */
  const int moves_across = Dot(move_across, move_across) > 1e-20 * Dot(*translation, *translation);
  const int at_start = near.x == b->start.x && near.y == b->start.y && near.z == b->start.z;
  const int at_end = near.x == b->end.x && near.y == b->end.y && near.z == b->end.z;
  const cl_vec3 into = at_start ? axis : (at_end ? Scale(axis, -1.0) : none);
  const cl_vec3 candidates[] = {towards, moves_across ? move_across : none, into, Across(axis)};
  return Answer(t, near, FirstUnit(candidates, 4), out);
}
