// FCL (Debian's libfcl-dev) as a Collision Lab plugin: its answers to the
// pairs it has, beside ours in any sample (docs/peers.md lists where they
// differ, and why). Every test is one fcl::collide on two collision objects
// with a boolean request, as an FCL user writes it:
// - spheres and boxes as fcl::Sphered and fcl::Boxd (an AABB is a box with
//   no rotation);
// - a plane as fcl::Planed, the sheet n . x = d (two-sided, as ours);
// - a triangle as a one-triangle fcl::BVHModel<OBBRSSd>, FCL's mesh type.
// FCL has no ray casts, closest points or containment: those functions are
// not exported, so the harness checks only ours there.
#include <collision_lab/plugin.h>

#include <fcl/geometry/bvh/BVH_model.h>
#include <fcl/geometry/shape/box.h>
#include <fcl/geometry/shape/plane.h>
#include <fcl/geometry/shape/sphere.h>
#include <fcl/math/bv/OBBRSS.h>
#include <fcl/narrowphase/collision.h>
#include <fcl/narrowphase/collision_object.h>

#include <memory>
#include <vector>

#include "fcl_objects.h"

namespace {

using Geometry = std::shared_ptr<fcl::CollisionGeometryd>;

using fcl_objects::At;
using fcl_objects::Of;
using fcl_objects::V;

fcl::CollisionObjectd Of(const cl_plane& p) {
  return At(std::make_shared<fcl::Planed>(V(p.normal), p.distance), fcl::Vector3d::Zero());
}

fcl::CollisionObjectd Of(const cl_triangle& t) {
  auto mesh = std::make_shared<fcl::BVHModel<fcl::OBBRSSd>>();
  const std::vector<fcl::Vector3d> points = {V(t.corners[0]), V(t.corners[1]), V(t.corners[2])};
  const std::vector<fcl::Triangle> triangles = {fcl::Triangle(0, 1, 2)};
  mesh->beginModel();
  mesh->addSubModel(points, triangles);
  mesh->endModel();
  return At(mesh, fcl::Vector3d::Zero());
}

template <typename A, typename B>
int Collide(const A& a, const B& b) {
  const fcl::CollisionObjectd x = Of(a);
  const fcl::CollisionObjectd y = Of(b);
  const fcl::CollisionRequestd request(/*num_max_contacts=*/1, /*enable_contact=*/false);
  fcl::CollisionResultd result;
  fcl::collide(&x, &y, request, result);
  return result.isCollision() ? 1 : 0;
}

}  // namespace

extern "C" {

CL_PLUGIN_EXPORT int cl_plugin_abi(void) {
  return CL_PLUGIN_ABI;
}
CL_PLUGIN_EXPORT const char* cl_plugin_name(void) {
  return "fcl";
}

CL_PLUGIN_EXPORT int cl_sphere_sphere(const cl_sphere* a, const cl_sphere* b) {
  return Collide(*a, *b);
}
CL_PLUGIN_EXPORT int cl_sphere_aabb(const cl_sphere* sphere, const cl_aabb* box) {
  return Collide(*sphere, *box);
}
CL_PLUGIN_EXPORT int cl_sphere_obb(const cl_sphere* sphere, const cl_obb* box) {
  return Collide(*sphere, *box);
}
CL_PLUGIN_EXPORT int cl_sphere_plane(const cl_sphere* sphere, const cl_plane* plane) {
  return Collide(*sphere, *plane);
}
CL_PLUGIN_EXPORT int cl_aabb_aabb(const cl_aabb* a, const cl_aabb* b) {
  return Collide(*a, *b);
}
CL_PLUGIN_EXPORT int cl_aabb_plane(const cl_aabb* box, const cl_plane* plane) {
  return Collide(*box, *plane);
}
CL_PLUGIN_EXPORT int cl_plane_plane(const cl_plane* a, const cl_plane* b) {
  return Collide(*a, *b);
}
CL_PLUGIN_EXPORT int cl_obb_obb(const cl_obb* a, const cl_obb* b) {
  return Collide(*a, *b);
}
CL_PLUGIN_EXPORT int cl_sphere_triangle(const cl_sphere* sphere, const cl_triangle* triangle) {
  return Collide(*sphere, *triangle);
}
CL_PLUGIN_EXPORT int cl_aabb_triangle(const cl_aabb* box, const cl_triangle* triangle) {
  return Collide(*box, *triangle);
}
CL_PLUGIN_EXPORT int cl_triangle_triangle(const cl_triangle* a, const cl_triangle* b) {
  return Collide(*a, *b);
}

}  // extern "C"
