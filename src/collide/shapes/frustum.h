#pragma once

// A camera's view frustum (the tutorial's chapter 6): the type, its kind
// number, its planes and corners, and the classification of a point, a
// sphere or an AABB against it as inside, outside or intersecting.
//
// The book's conventions, and where ours differ:
// - The camera looks from `eye` at `target` with `up` (as a look-at matrix);
//   fov_deg is the VERTICAL field of view and aspect is width / height, as
//   the book's perspective matrix takes them.
// - The six planes are in the book's order (left, right, bottom, top, near,
//   far), each with a UNIT normal pointing into the frustum and a d such that
//   a point p is on the inner side when n . p + d >= 0 (the book's test; note
//   the sign: a BookPlane is n . x = d). The book extracts them from the
//   float32 view-projection matrix, which costs its far plane most of its
//   digits (d 923.8687 where the exact value is 926.515); ours are built from
//   the camera's frame in double, so every plane is exact to rounding.
// - The frustum is a closed solid: a shape is inside when every point of it
//   is in the frustum (touching the boundary from within counts), outside
//   when it shares no point with it, and intersecting otherwise (touching
//   from without counts as intersecting, as everywhere in collide).
// - The book's own tests are plane by plane, and so conservative near the
//   frustum's edges and corners: a sphere or box beyond an edge, behind no
//   single plane, is reported as intersecting though it is outside. Ours are
//   exact: a sphere by its centre's distance to the solid, an AABB by the
//   separating-axis test over both solids' face normals and edge crosses
//   (ClassifyByPlanes keeps the book's test, to show the difference).

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "collide/shapes/box.h"
#include "collide/shapes/shape_kind.h"
#include "collide/shapes/sphere.h"
#include "collide/shapes/triangle.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

struct Frustum {
  Vec3 eye{0.0, 0.0, 5.0};
  Vec3 target{0.0};
  Vec3 up{0.0, 1.0, 0.0};
  double fov_deg = 60.0;  // vertical, in (0, 180)
  double aspect = 4.0 / 3.0;
  double near_distance = 1.0;  // > 0, along the view direction
  double far_distance = 10.0;  // > near_distance
};

template <>
struct ShapeKindOf<Frustum> {
  static constexpr ShapeKind kValue{11};
};

// What is wrong with a frustum's parameters: the scene format's field
// ("fov_deg", "near", "far", "aspect", "up", "target", "eye") and why.
struct FrustumFault {
  std::string field;
  std::string message;
};

// Empty when the frustum can be built: every number finite, fov_deg in
// (0, 180), aspect > 0, 0 < near < far, target apart from eye, and up
// neither zero nor parallel to the view direction.
std::optional<FrustumFault> CheckFrustum(const Frustum& frustum);

// A frustum plane in the book's form: inside when Dot(normal, p) + d >= 0.
struct FrustumPlane {
  Vec3 normal{0.0, 0.0, 1.0};  // unit, pointing into the frustum
  double d = 0.0;
};

enum FrustumPlaneIndex { kLeftPlane, kRightPlane, kBottomPlane, kTopPlane, kNearPlane, kFarPlane };

// The six planes, in FrustumPlaneIndex order. The frustum must be valid.
std::array<FrustumPlane, 6> Planes(const Frustum& frustum);

// The eight corners: near bottom-left, bottom-right, top-right, top-left,
// then the far ones in the same order (left and right as the camera sees).
std::array<Vec3, 8> Corners(const Frustum& frustum);

// The frustum's bounds: the box of its corners.
Aabb Bounds(const Frustum& frustum);

// Where a shape is against a frustum.
enum class Inclusion { kOutside, kIntersecting, kInside };

// "inside", "outside", "intersecting": the scene format's words.
const char* InclusionName(Inclusion inclusion);
std::optional<Inclusion> InclusionFromName(std::string_view name);

// A point is inside (on a plane counts) or outside, never intersecting.
Inclusion Classify(const Frustum& frustum, const Vec3& point);
// Exact: inside when the centre is at least the radius inside every plane;
// outside when the centre is farther than the radius from the solid (its
// distance to the nearest face, edge or corner); else intersecting.
Inclusion Classify(const Frustum& frustum, const Sphere& sphere);
// Exact: inside when all eight corners are; outside when an axis separates
// the box from the frustum (the box's 3 face normals, the frustum's 6, and
// the 18 crosses of the box's 3 edge directions with the frustum's 6); else
// intersecting.
Inclusion Classify(const Frustum& frustum, const Aabb& box);
// The frustum as the exact tests below read it, worked out once: its
// planes, corners and edge directions (the near face's two, then the four
// side edges). A test of many shapes against one frustum (a model's BVH
// nodes and triangles) makes it once and passes it.
struct FrustumSolid {
  std::array<FrustumPlane, 6> planes;
  std::array<Vec3, 8> corners;
  std::array<Vec3, 6> edges;
};
FrustumSolid SolidOf(const Frustum& frustum);
Inclusion Classify(const FrustumSolid& solid, const Aabb& box);
bool Touches(const FrustumSolid& solid, const Triangle& triangle);

// Exact: whether the triangle meets the solid frustum, touching included:
// no axis separates them among the frustum's 6 face normals, the
// triangle's normal and the crosses of its 3 edges with the frustum's 6
// edge directions. A zero-area triangle is taken as its segment or point.
bool Touches(const Frustum& frustum, const Triangle& triangle);
// Inside when its three corners are; else intersecting when it touches;
// else outside.
Inclusion Classify(const Frustum& frustum, const Triangle& triangle);

// The book's plane-by-plane test, kept beside ours: outside when the sphere's
// centre is more than its radius behind one plane, or all eight corners of
// the box are behind one plane; inside when wholly in front of every plane;
// else intersecting, which near an edge or corner includes shapes that are
// in fact outside.
Inclusion ClassifyByPlanes(const Frustum& frustum, const Sphere& sphere);
Inclusion ClassifyByPlanes(const Frustum& frustum, const Aabb& box);

// The distance from the point to the solid frustum: 0 inside.
double Distance(const Frustum& frustum, const Vec3& point);

// The tests above, each recording its steps (trace.h); instantiated for
// NoTrace and Trace. Book's and exact tests walk the same planes first, one
// step each in FrustumPlaneIndex order, topics "plane left", "plane right",
// "plane bottom", "plane top", "plane near", "plane far", each finding the
// shape "inside" (wholly in front), "outside" (wholly behind) or
// "straddles", with a PlaneMark. The book's tests stop at a plane the shape
// is outside of (deciding) and else end with a "verdict" step. The exact
// ones look at every plane, then: a sphere a "distance" step (its centre's
// distance to the solid against the radius); an AABB or a triangle a SAT
// walk "axis 1".. (B's faces, the frustum's, in plane order; then A's face
// or normal and A's edges × B's edges), the separating axis deciding. So
// the two part at the first step past the planes.
template <typename Tracer>
Inclusion Classify(const Frustum& frustum, const Vec3& point, Tracer& trace);
template <typename Tracer>
Inclusion Classify(const Frustum& frustum, const Sphere& sphere, Tracer& trace);
template <typename Tracer>
Inclusion Classify(const FrustumSolid& solid, const Aabb& box, Tracer& trace);
template <typename Tracer>
Inclusion Classify(const Frustum& frustum, const Aabb& box, Tracer& trace);
template <typename Tracer>
Inclusion Classify(const Frustum& frustum, const Triangle& triangle, Tracer& trace);
template <typename Tracer>
bool Touches(const FrustumSolid& solid, const Triangle& triangle, Tracer& trace);
template <typename Tracer>
Inclusion ClassifyByPlanes(const Frustum& frustum, const Sphere& sphere, Tracer& trace);
template <typename Tracer>
Inclusion ClassifyByPlanes(const Frustum& frustum, const Aabb& box, Tracer& trace);

}  // namespace collide
