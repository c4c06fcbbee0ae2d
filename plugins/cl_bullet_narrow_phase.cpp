// Bullet's narrow phase as the plugin's cl_distance_*, cl_penetration_* and
// cl_contacts_* (issue 37 part 8), as a Bullet user computes them:
// - distance and penetration: btGjkPairDetector with btVoronoiSimplexSolver
//   and btGjkEpaPenetrationDepthSolver over spheres, AABBs, boxes,
//   capsules and hulls. Its one result (btPointCollector) is a normal on B
//   pointing from B to A, a point on B, and a signed distance, negative when
//   they overlap: the plugin's normal is its opposite (A to B), point_a the
//   point on B moved back along the normal by the distance.
// - box-box contacts: btBoxBoxDetector (ODE's dBoxBox2), up to four points,
//   each on B's surface with its depth, reported the same way.
// Boxes and hulls get a collision margin of 0: Bullet's default (0.04)
// rounds a box's edges and grows a hull, which would be another shape.
// Capsules are btCapsuleShape (along y) turned onto their core; a sphere's
// and a capsule's margin is their radius, as Bullet has it.
#include <BulletCollision/CollisionDispatch/btBoxBoxDetector.h>
#include <BulletCollision/CollisionShapes/btBoxShape.h>
#include <BulletCollision/CollisionShapes/btCapsuleShape.h>
#include <BulletCollision/CollisionShapes/btConvexHullShape.h>
#include <BulletCollision/CollisionShapes/btSphereShape.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkEpaPenetrationDepthSolver.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkPairDetector.h>
#include <BulletCollision/NarrowPhaseCollision/btPointCollector.h>
#include <BulletCollision/NarrowPhaseCollision/btVoronoiSimplexSolver.h>
#include <collision_lab/plugin.h>

#include <cmath>
#include <memory>

namespace {

btVector3 V(const cl_vec3& v) {
  return {v.x, v.y, v.z};
}

cl_vec3 C(const btVector3& v) {
  return {v.x(), v.y(), v.z()};
}

// A convex shape where it stands.
struct Placed {
  std::unique_ptr<btConvexShape> shape;
  btTransform where;
};

btTransform At(const btVector3& origin, const btMatrix3x3& basis = btMatrix3x3::getIdentity()) {
  return btTransform(basis, origin);
}

std::unique_ptr<btBoxShape> Box(const btVector3& half_extents) {
  auto box = std::make_unique<btBoxShape>(half_extents);
  box->setMargin(0.0);  // keeps the outer extents: the box given, with sharp edges
  return box;
}

Placed Of(const cl_sphere& s) {
  return {std::make_unique<btSphereShape>(s.radius), At(V(s.center))};
}

Placed Of(const cl_aabb& b) {
  return {Box(0.5 * (V(b.max) - V(b.min))), At(0.5 * (V(b.min) + V(b.max)))};
}

Placed Of(const cl_obb& b) {
  const double* r = b.rotation;  // row-major, world from box
  return {Box(V(b.half_extents)),
          At(V(b.center), btMatrix3x3(r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8]))};
}

// A basis whose y column is the unit `axis`.
btMatrix3x3 YOnto(const btVector3& axis) {
  const btVector3 y = axis.normalized();
  const btVector3 x =
      (std::abs(y.x()) < 0.9 ? btVector3(1, 0, 0) : btVector3(0, 0, 1)).cross(y).normalized();
  const btVector3 z = x.cross(y);
  return btMatrix3x3(x.x(), y.x(), z.x(), x.y(), y.y(), z.y(), x.z(), y.z(), z.z());
}

Placed Of(const cl_capsule& c) {
  const btVector3 axis = V(c.end) - V(c.start);
  const double length = axis.length();
  const btVector3 middle = 0.5 * (V(c.start) + V(c.end));
  return {std::make_unique<btCapsuleShape>(c.radius, length),
          length > 0.0 ? At(middle, YOnto(axis)) : At(middle)};
}

Placed Of(const cl_hull& h) {
  auto hull = std::make_unique<btConvexHullShape>(&h.points[0].x, h.count, sizeof(cl_vec3));
  hull->setMargin(0.0);
  return {std::move(hull), At(btVector3(0, 0, 0))};
}

// GJK (and EPA when they overlap) on a and b: Bullet's signed distance, its
// normal on B (from B to A) and its point on B.
template <typename A, typename B>
btPointCollector ClosestPoints(const A& a, const B& b) {
  const Placed x = Of(a);
  const Placed y = Of(b);
  btVoronoiSimplexSolver simplex;
  btGjkEpaPenetrationDepthSolver epa;
  btGjkPairDetector gjk(x.shape.get(), y.shape.get(), &simplex, &epa);
  btGjkPairDetector::ClosestPointInput input;
  input.m_transformA = x.where;
  input.m_transformB = y.where;
  btPointCollector result;
  gjk.getClosestPoints(input, result, nullptr);
  return result;
}

template <typename A, typename B>
int Distance(const A& a, const B& b, cl_distance_result* out) {
  const btPointCollector r = ClosestPoints(a, b);
  if (!r.m_hasResult) {
    return -1;  // Bullet found nothing: the harness reports it with the inputs
  }
  const double d = r.m_distance > 0.0 ? r.m_distance : 0.0;
  out->distance = d;
  out->point_b = C(r.m_pointInWorld);
  out->point_a = C(r.m_pointInWorld + r.m_normalOnBInWorld * d);
  return 1;
}

template <typename A, typename B>
int Penetration(const A& a, const B& b, cl_penetration* out) {
  const btPointCollector r = ClosestPoints(a, b);
  if (!r.m_hasResult || r.m_distance > 0.0) {
    return 0;
  }
  out->depth = -r.m_distance;
  out->normal = C(-r.m_normalOnBInWorld.normalized());
  return 1;
}

// btBoxBoxDetector's points, each on B with its depth.
struct ManifoldCollector : btDiscreteCollisionDetectorInterface::Result {
  cl_contacts contacts{};
  void setShapeIdentifiersA(int, int) override {}
  void setShapeIdentifiersB(int, int) override {}
  void addContactPoint(const btVector3& normal_on_b, const btVector3& point_on_b,
                       btScalar depth) override {
    if (contacts.count >= 4 || depth > 0.0) {
      return;
    }
    contacts.normal = C(-normal_on_b.normalized());
    contacts.points[contacts.count] = C(point_on_b);
    contacts.depths[contacts.count] = -depth;
    ++contacts.count;
  }
};

template <typename A, typename B>
int BoxContacts(const A& a, const B& b, cl_contacts* out) {
  const Placed x = Of(a);
  const Placed y = Of(b);
  btBoxBoxDetector boxes(static_cast<const btBoxShape*>(x.shape.get()),
                         static_cast<const btBoxShape*>(y.shape.get()));
  btDiscreteCollisionDetectorInterface::ClosestPointInput input;
  input.m_transformA = x.where;
  input.m_transformB = y.where;
  ManifoldCollector collector;
  boxes.getClosestPoints(input, collector, nullptr);
  *out = collector.contacts;
  return 1;
}

}  // namespace

// Each pair of the kinds Bullet's GJK takes, named as plugin_contacts.h
// names it (the earlier kind first).
#define CL_BULLET_GJK_PAIR(A, B)                                                             \
  extern "C" CL_PLUGIN_EXPORT int cl_distance_##A##_##B(const cl_##A* a, const cl_##B* b,    \
                                                        cl_distance_result* out) {           \
    return Distance(*a, *b, out);                                                            \
  }                                                                                          \
  extern "C" CL_PLUGIN_EXPORT int cl_penetration_##A##_##B(const cl_##A* a, const cl_##B* b, \
                                                           cl_penetration* out) {            \
    return Penetration(*a, *b, out);                                                         \
  }

CL_BULLET_GJK_PAIR(sphere, sphere)
CL_BULLET_GJK_PAIR(sphere, aabb)
CL_BULLET_GJK_PAIR(sphere, obb)
CL_BULLET_GJK_PAIR(sphere, capsule)
CL_BULLET_GJK_PAIR(sphere, hull)
CL_BULLET_GJK_PAIR(aabb, aabb)
CL_BULLET_GJK_PAIR(aabb, obb)
CL_BULLET_GJK_PAIR(aabb, capsule)
CL_BULLET_GJK_PAIR(aabb, hull)
CL_BULLET_GJK_PAIR(obb, obb)
CL_BULLET_GJK_PAIR(obb, capsule)
CL_BULLET_GJK_PAIR(obb, hull)
CL_BULLET_GJK_PAIR(capsule, capsule)
CL_BULLET_GJK_PAIR(capsule, hull)
CL_BULLET_GJK_PAIR(hull, hull)

extern "C" CL_PLUGIN_EXPORT int cl_contacts_aabb_aabb(const cl_aabb* a, const cl_aabb* b,
                                                      cl_contacts* out) {
  return BoxContacts(*a, *b, out);
}
extern "C" CL_PLUGIN_EXPORT int cl_contacts_aabb_obb(const cl_aabb* a, const cl_obb* b,
                                                     cl_contacts* out) {
  return BoxContacts(*a, *b, out);
}
extern "C" CL_PLUGIN_EXPORT int cl_contacts_obb_obb(const cl_obb* a, const cl_obb* b,
                                                    cl_contacts* out) {
  return BoxContacts(*a, *b, out);
}
