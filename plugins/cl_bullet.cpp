// Bullet (Debian's libbullet-dev, its double-precision build) as a Collision
// Lab plugin: its answers to the pairs it has, beside ours in any sample
// (docs/peers.md lists where they differ, and why).
// - Overlap: btCollisionWorld::contactPairTest on two collision objects,
//   touching when some contact point has a distance <= 0, as a Bullet user
//   asks "do these touch". Spheres are btSphereShape; boxes btBoxShape, whose
//   half extents include the collision margin, which the box algorithms add
//   back, so a box is exactly the box given; a triangle is btTriangleShape,
//   whose margin is set to 0 for the same reason.
// - Casts: btCollisionWorld::rayTestSingle from the ray's origin to a point
//   kRayReach along it (Bullet's rays are segments), or the segment's two
//   ends; t is the hit fraction times that length. A plane is
//   btStaticPlaneShape, a triangle btTriangleShape.
#include <BulletCollision/BroadphaseCollision/btDbvtBroadphase.h>
#include <BulletCollision/CollisionDispatch/btCollisionWorld.h>
#include <BulletCollision/CollisionDispatch/btDefaultCollisionConfiguration.h>
#include <BulletCollision/CollisionShapes/btBoxShape.h>
#include <BulletCollision/CollisionShapes/btSphereShape.h>
#include <BulletCollision/CollisionShapes/btStaticPlaneShape.h>
#include <BulletCollision/CollisionShapes/btTriangleShape.h>
#include <collision_lab/plugin.h>

#include <cmath>
#include <memory>

namespace {

// How far a ray is followed: beyond any scene the samples hold.
constexpr double kRayReach = 1e4;

btVector3 V(const cl_vec3& v) {
  return {v.x, v.y, v.z};
}

// One collision world for the process: contactPairTest needs its dispatcher.
btCollisionWorld& World() {
  static btDefaultCollisionConfiguration configuration;
  static btCollisionDispatcher dispatcher(&configuration);
  static btDbvtBroadphase broadphase;
  static btCollisionWorld world(&dispatcher, &broadphase, &configuration);
  return world;
}

struct Body {
  std::unique_ptr<btCollisionShape> shape;
  btCollisionObject object;

  Body(std::unique_ptr<btCollisionShape> s, const btTransform& where) : shape(std::move(s)) {
    object.setCollisionShape(shape.get());
    object.setWorldTransform(where);
  }
};

btTransform Translation(const btVector3& at) {
  btTransform transform;
  transform.setIdentity();
  transform.setOrigin(at);
  return transform;
}

std::unique_ptr<Body> Of(const cl_sphere& s) {
  return std::make_unique<Body>(std::make_unique<btSphereShape>(s.radius),
                                Translation(V(s.center)));
}

std::unique_ptr<Body> Of(const cl_aabb& b) {
  return std::make_unique<Body>(std::make_unique<btBoxShape>(0.5 * (V(b.max) - V(b.min))),
                                Translation(0.5 * (V(b.min) + V(b.max))));
}

std::unique_ptr<Body> Of(const cl_obb& b) {
  const double* r = b.rotation;  // row-major, world from box
  btTransform transform(btMatrix3x3(r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8]),
                        V(b.center));
  return std::make_unique<Body>(std::make_unique<btBoxShape>(V(b.half_extents)), transform);
}

std::unique_ptr<Body> Of(const cl_plane& p) {
  return std::make_unique<Body>(std::make_unique<btStaticPlaneShape>(V(p.normal), p.distance),
                                Translation(btVector3(0, 0, 0)));
}

std::unique_ptr<Body> Of(const cl_triangle& t) {
  auto shape = std::make_unique<btTriangleShape>(V(t.corners[0]), V(t.corners[1]), V(t.corners[2]));
  shape->setMargin(0.0);
  return std::make_unique<Body>(std::move(shape), Translation(btVector3(0, 0, 0)));
}

struct TouchingContact : btCollisionWorld::ContactResultCallback {
  bool touching = false;
  btScalar addSingleResult(btManifoldPoint& point, const btCollisionObjectWrapper*, int, int,
                           const btCollisionObjectWrapper*, int, int) override {
    touching = touching || point.getDistance() <= 0.0;
    return 0;
  }
};

template <typename A, typename B>
int Touch(const A& a, const B& b) {
  const auto x = Of(a);
  const auto y = Of(b);
  TouchingContact contact;
  World().contactPairTest(&x->object, &y->object, contact);
  return contact.touching ? 1 : 0;
}

// The first hit between `from` and `to` on the shape, as a fraction.
template <typename Shape>
bool CastFraction(const btVector3& from, const btVector3& to, const Shape& shape,
                  double* fraction) {
  const auto body = Of(shape);
  btCollisionWorld::ClosestRayResultCallback result(from, to);
  btCollisionWorld::rayTestSingle(Translation(from), Translation(to), &body->object,
                                  body->shape.get(), body->object.getWorldTransform(), result);
  if (!result.hasHit())
    return false;
  *fraction = result.m_closestHitFraction;
  return true;
}

template <typename Shape>
int Raycast(const cl_ray& ray, const Shape& shape, double* t) {
  const btVector3 from = V(ray.origin);
  double fraction = 0.0;
  if (!CastFraction(from, from + kRayReach * V(ray.direction), shape, &fraction))
    return 0;
  *t = fraction * kRayReach;
  return 1;
}

template <typename Shape>
int Linetest(const cl_segment& segment, const Shape& shape, double* t) {
  const btVector3 from = V(segment.start);
  const btVector3 to = V(segment.end);
  double fraction = 0.0;
  if ((to - from).length() == 0.0 || !CastFraction(from, to, shape, &fraction))
    return 0;
  *t = fraction * (to - from).length();
  return 1;
}

}  // namespace

extern "C" {

CL_PLUGIN_EXPORT int cl_plugin_abi(void) {
  return CL_PLUGIN_ABI;
}
CL_PLUGIN_EXPORT const char* cl_plugin_name(void) {
  return "bullet";
}

CL_PLUGIN_EXPORT int cl_sphere_sphere(const cl_sphere* a, const cl_sphere* b) {
  return Touch(*a, *b);
}
CL_PLUGIN_EXPORT int cl_sphere_aabb(const cl_sphere* sphere, const cl_aabb* box) {
  return Touch(*sphere, *box);
}
CL_PLUGIN_EXPORT int cl_sphere_obb(const cl_sphere* sphere, const cl_obb* box) {
  return Touch(*sphere, *box);
}
CL_PLUGIN_EXPORT int cl_aabb_aabb(const cl_aabb* a, const cl_aabb* b) {
  return Touch(*a, *b);
}
CL_PLUGIN_EXPORT int cl_obb_obb(const cl_obb* a, const cl_obb* b) {
  return Touch(*a, *b);
}
CL_PLUGIN_EXPORT int cl_sphere_triangle(const cl_sphere* sphere, const cl_triangle* triangle) {
  return Touch(*sphere, *triangle);
}

CL_PLUGIN_EXPORT int cl_raycast_sphere(const cl_ray* ray, const cl_sphere* sphere, double* t) {
  return Raycast(*ray, *sphere, t);
}
CL_PLUGIN_EXPORT int cl_raycast_aabb(const cl_ray* ray, const cl_aabb* box, double* t) {
  return Raycast(*ray, *box, t);
}
CL_PLUGIN_EXPORT int cl_raycast_plane(const cl_ray* ray, const cl_plane* plane, double* t) {
  return Raycast(*ray, *plane, t);
}
CL_PLUGIN_EXPORT int cl_raycast_triangle(const cl_ray* ray, const cl_triangle* triangle,
                                         double* t) {
  return Raycast(*ray, *triangle, t);
}
CL_PLUGIN_EXPORT int cl_linetest_sphere(const cl_segment* segment, const cl_sphere* sphere,
                                        double* t) {
  return Linetest(*segment, *sphere, t);
}
CL_PLUGIN_EXPORT int cl_linetest_aabb(const cl_segment* segment, const cl_aabb* box, double* t) {
  return Linetest(*segment, *box, t);
}
CL_PLUGIN_EXPORT int cl_linetest_plane(const cl_segment* segment, const cl_plane* plane,
                                       double* t) {
  return Linetest(*segment, *plane, t);
}
CL_PLUGIN_EXPORT int cl_linetest_triangle(const cl_segment* segment, const cl_triangle* triangle,
                                          double* t) {
  return Linetest(*segment, *triangle, t);
}

}  // extern "C"
