// FCL's narrow phase as the plugin's cl_distance_*, cl_penetration_* and
// cl_contacts_* (issue 37 part 8), as an FCL user computes them, over
// spheres, AABBs, boxes and capsules (fcl::Sphered, fcl::Boxd, and
// fcl::Capsuled turned onto the capsule's core):
// - distance: fcl::distance with the nearest points (in world space; a
//   negative distance, FCL's answer for shapes in collision, is 0);
// - penetration: fcl::collide asking for one contact: its depth and its
//   normal, which FCL points from the first object to the second, as ours;
// - box-box contacts: fcl::collide asking for four contacts (FCL's box-box
//   is ODE's dBoxBox2): each point with its depth, the first one's normal.
//   FCL puts a point halfway between the surfaces, half its depth into B
//   (along the normal from A): moved back by that, it is on B's surface.
// Hulls are left out: fcl::Convexd needs the hull's faces, which cl_hull
// does not carry (only its points).
#include <collision_lab/plugin.h>

#include <fcl/geometry/shape/box.h>
#include <fcl/geometry/shape/capsule.h>
#include <fcl/geometry/shape/sphere.h>
#include <fcl/narrowphase/collision.h>
#include <fcl/narrowphase/collision_object.h>
#include <fcl/narrowphase/distance.h>

#include <cmath>
#include <memory>

#include "fcl_objects.h"

namespace {

cl_vec3 C(const fcl::Vector3d& v) {
  return {v.x(), v.y(), v.z()};
}

using fcl_objects::At;
using fcl_objects::Of;
using fcl_objects::V;

// fcl::Capsuled lies along its own z: turned so that z is the core.
fcl::CollisionObjectd Of(const cl_capsule& c) {
  const fcl::Vector3d axis = V(c.end) - V(c.start);
  const double length = axis.norm();
  fcl::Matrix3d rotation = fcl::Matrix3d::Identity();
  if (length > 0.0) {
    rotation = fcl::Quaterniond::FromTwoVectors(fcl::Vector3d::UnitZ(), axis).toRotationMatrix();
  }
  return At(std::make_shared<fcl::Capsuled>(c.radius, length), 0.5 * (V(c.start) + V(c.end)),
            rotation);
}

template <typename A, typename B>
int Distance(const A& a, const B& b, cl_distance_result* out) {
  const fcl::CollisionObjectd x = Of(a);
  const fcl::CollisionObjectd y = Of(b);
  fcl::DistanceRequestd request(/*enable_nearest_points=*/true);
  fcl::DistanceResultd result;
  const double d = fcl::distance(&x, &y, request, result);
  out->distance = d > 0.0 ? d : 0.0;
  out->point_a = C(result.nearest_points[0]);
  out->point_b = C(result.nearest_points[1]);
  return 1;
}

template <typename A, typename B>
fcl::CollisionResultd Collide(const A& a, const B& b, std::size_t contacts) {
  const fcl::CollisionObjectd x = Of(a);
  const fcl::CollisionObjectd y = Of(b);
  const fcl::CollisionRequestd request(contacts, /*enable_contact=*/true);
  fcl::CollisionResultd result;
  fcl::collide(&x, &y, request, result);
  return result;
}

template <typename A, typename B>
int Penetration(const A& a, const B& b, cl_penetration* out) {
  const fcl::CollisionResultd result = Collide(a, b, 1);
  if (!result.isCollision() || result.numContacts() == 0) {
    return 0;
  }
  const fcl::Contactd& contact = result.getContact(0);
  out->depth = contact.penetration_depth > 0.0 ? contact.penetration_depth : 0.0;
  out->normal = C(contact.normal.normalized());
  return 1;
}

template <typename A, typename B>
int BoxContacts(const A& a, const B& b, cl_contacts* out) {
  const fcl::CollisionResultd result = Collide(a, b, 4);
  *out = cl_contacts{};
  for (std::size_t i = 0; i < result.numContacts() && i < 4; ++i) {
    const fcl::Contactd& contact = result.getContact(i);
    const fcl::Vector3d normal = contact.normal.normalized();
    const double depth = contact.penetration_depth > 0.0 ? contact.penetration_depth : 0.0;
    out->normal = C(normal);
    out->points[i] = C(contact.pos - normal * (0.5 * depth));  // FCL's is halfway into B
    out->depths[i] = depth;
    out->count = static_cast<int>(i) + 1;
  }
  return 1;
}

}  // namespace

// Each pair of the kinds FCL's shapes take, named as plugin_contacts.h names
// it (the earlier kind first).
#define CL_FCL_PAIR(A, B)                                                                    \
  extern "C" CL_PLUGIN_EXPORT int cl_distance_##A##_##B(const cl_##A* a, const cl_##B* b,    \
                                                        cl_distance_result* out) {           \
    return Distance(*a, *b, out);                                                            \
  }                                                                                          \
  extern "C" CL_PLUGIN_EXPORT int cl_penetration_##A##_##B(const cl_##A* a, const cl_##B* b, \
                                                           cl_penetration* out) {            \
    return Penetration(*a, *b, out);                                                         \
  }

CL_FCL_PAIR(sphere, sphere)
CL_FCL_PAIR(sphere, aabb)
CL_FCL_PAIR(sphere, obb)
CL_FCL_PAIR(sphere, capsule)
CL_FCL_PAIR(aabb, aabb)
CL_FCL_PAIR(aabb, obb)
CL_FCL_PAIR(aabb, capsule)
CL_FCL_PAIR(obb, obb)
CL_FCL_PAIR(obb, capsule)
CL_FCL_PAIR(capsule, capsule)

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
