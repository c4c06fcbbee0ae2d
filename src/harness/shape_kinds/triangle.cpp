// A triangle by its three corners (the tutorial's chapter 4), and its tests
// against points, spheres, AABBs, planes, rays, segments and triangles. Any
// three finite corners make one: a zero-area triangle is the segment or
// point it covers, and the robust tests answer it as such.
#include <cmath>

#include "collide/registry/pair_tests.h"
#include "collide/shapes/triangle.h"
#include "harness/shape_kinds/kind_helpers.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::Triangle;
using collide::Vec3;

Vec3 Centroid(const Triangle& t) {
  return (t[0] + t[1] + t[2]) / 3.0;
}

Triangle Read(ObjectReader& reader) {
  const nlohmann::json* corners = reader.Member("corners");
  if (corners == nullptr) {
    reader.Fail("corners", "missing required field");
  }
  if (!corners->is_array() || corners->size() != 3) {
    reader.Fail("corners",
                "expected an array of 3 points, got " +
                    (corners->is_array() ? "an array of " + std::to_string(corners->size())
                                         : JsonTypeName(*corners)));
  }
  Triangle triangle;
  for (int i = 0; i < 3; ++i) {
    const auto index = static_cast<std::size_t>(i);
    triangle[i] = ReadVec3((*corners)[index], IndexPath(reader, "corners", index), reader.file());
  }
  return triangle;
}

void Write(const Triangle& t, const std::string& where, SceneJson& out) {
  SceneJson corners = SceneJson::array();
  for (int i = 0; i < 3; ++i) {
    corners.push_back(JsonVector(t[i], where + ".corners[" + std::to_string(i) + "]"));
  }
  out["corners"] = std::move(corners);
}

bool Edit(Triangle& t, ShapeEditor& editor) {
  bool changed = false;
  for (int i = 0; i < 3; ++i) {
    const std::string label = "corner " + std::string(1, static_cast<char>('a' + i));
    changed |= editor.Vec3(label.c_str(), &t[i]);
  }
  return changed;
}

void DrawTriangle(const Triangle& t, Draw& draw, const Color& color, const DrawContext&) {
  draw.WireTriangle(t[0], t[1], t[2], color);
  // A light fill shows which side is the face; a zero-area one is its edges.
  draw.Triangle(t[0], t[1], t[2], Color{color.r, color.g, color.b, 0.18f});
  for (const Vec3& corner : t.corners) {
    draw.Point(corner, kShapeEndSize, color);
  }
}

PickProxy Proxy(const Triangle& t, const DrawContext&) {
  PickProxy proxy;
  proxy.center = Centroid(t);
  proxy.shape = PickHandle{proxy.center};
  proxy.resizable = true;
  proxy.rotatable = true;
  proxy.label = kind_helpers::Format("area %.3f", glm::length(collide::AreaNormal(t)) / 2.0);
  return proxy;
}

bool Turn(Triangle& t, const Vec3& axis, double angle) {
  if (!(glm::dot(axis, axis) > 0.0) || !std::isfinite(angle)) {
    return false;
  }
  const Vec3 center = Centroid(t);
  const collide::Mat3 turn = collide::RotationAboutAxis(glm::normalize(axis), angle);
  for (Vec3& corner : t.corners) {
    corner = center + turn * (corner - center);
  }
  return true;
}

TypedShapeKind<Triangle> TriangleKind() {
  TypedShapeKind<Triangle> kind;
  kind.read = Read;
  kind.write = Write;
  kind.make = [](const Vec3& at) {
    return Triangle{{at + Vec3(-1, -0.5, 0), at + Vec3(1, -0.5, 0), at + Vec3(0, 1, 0)}};
  };
  kind.edit = Edit;
  kind.draw = DrawTriangle;
  kind.frame_points = [](const Triangle& t, const DrawContext&) {
    return std::vector<Vec3>{t[0], t[1], t[2]};
  };
  kind.proxy = Proxy;
  kind.translate = [](Triangle& t, const Vec3& delta, std::vector<Vec3>&) {
    for (Vec3& corner : t.corners)
      corner += delta;
  };
  kind.scale = [](Triangle& t, double factor) {
    const Vec3 center = Centroid(t);
    for (Vec3& corner : t.corners) {
      corner = center + (corner - center) * std::min(factor, kMaxEditableMagnitude);
    }
  };
  kind.rotate = Turn;
  return kind;
}

collide::ShapeKindInfo TriangleGeometry() {
  return collide::MakeShapeKindInfo<Triangle>(
      "triangle", Centroid,
      [](const Triangle& t) -> std::optional<collide::Aabb> {
        return collide::Aabb{glm::min(t[0], glm::min(t[1], t[2])),
                             glm::max(t[0], glm::max(t[1], t[2]))};
      },
      [](const Triangle& t) -> std::optional<std::string> {
        for (const Vec3& corner : t.corners) {
          if (!collide::IsFinite(corner))
            return "a corner is not finite";
        }
        return std::nullopt;
      });
}

// A cast's hit as the registry answers it: the normal is the triangle's,
// turned to face where the cast came from.
std::optional<collide::RayHit> AsRayHit(const std::optional<collide::TriangleHit>& hit,
                                        const Triangle& t, const Vec3& direction) {
  if (!hit)
    return std::nullopt;
  Vec3 normal = collide::AreaNormal(t);
  normal = glm::normalize(normal);
  if (glm::dot(normal, direction) > 0.0)
    normal = -normal;
  return collide::RayHit{hit->t, hit->point, normal};
}

void RegisterTriangleTests(collide::PairTestRegistry& registry) {
  using collide::Query;
  collide::AddPairTest<collide::Point, Triangle>(
      registry, "distance", Query::kContains,
      "Within the book's 0.00001 of the triangle's nearest point: edges and corners count.",
      [](const collide::Point& p, const Triangle& t) { return collide::Contains(t, p.position); });
  collide::AddPairTest<collide::Point, Triangle>(
      registry, "voronoi", Query::kClosestPoint,
      "Ericson's Voronoi regions: the face, an edge or a corner, by dot products alone.",
      [](const collide::Point& p, const Triangle& t) {
        return collide::ClosestPoint(t, p.position);
      });
  collide::AddPairTest<collide::Sphere, Triangle>(
      registry, "closest-point", Query::kIntersects,
      "The triangle's point nearest the centre lies within the radius.",
      [](const collide::Sphere& s, const Triangle& t) { return collide::Intersects(s, t); });
  collide::AddPairTest<collide::Aabb, Triangle>(
      registry, "sat-13", Query::kIntersects,
      "Separating axes: the box's 3 faces, the triangle's normal, 9 edge crosses.",
      [](const collide::Aabb& b, const Triangle& t) { return collide::Intersects(b, t); });
  collide::AddPairTest<collide::BookPlane, Triangle>(
      registry, "corner-sides", Query::kIntersects,
      "Corners on both sides of the plane, or one on it (within 0.00001).",
      [](const collide::BookPlane& p, const Triangle& t) { return collide::Intersects(p, t); });
  collide::AddPairTest<Triangle, Triangle>(
      registry, "robust-sat", Query::kIntersects,
      "SAT with the in-plane edge axes of coplanar triangles; a zero-area triangle by "
      "distances. Right on coplanar and degenerate pairs.",
      [](const Triangle& a, const Triangle& b) { return collide::IntersectsRobustSat(a, b); });
  collide::AddPairTest<Triangle, Triangle>(
      registry, "plain-sat", Query::kIntersects,
      "The generic SAT's 11 axes. Fails on coplanar triangles apart: every axis it tries is "
      "their common normal or zero, so it reports them touching.",
      [](const Triangle& a, const Triangle& b) { return collide::IntersectsPlainSat(a, b); });
  collide::AddPairTest<collide::Ray, Triangle>(
      registry, "moller-trumbore", Query::kHit,
      "Two-sided Moller-Trumbore: hit from either face; a ray in the triangle's plane misses.",
      [](const collide::Ray& r, const Triangle& t) {
        return AsRayHit(collide::Raycast(r, t), t, r.direction);
      });
  collide::AddPairTest<collide::Segment, Triangle>(
      registry, "moller-trumbore", Query::kHit,
      "The ray cast from start towards end, accepted up to the segment's length.",
      [](const collide::Segment& s, const Triangle& t) {
        return AsRayHit(collide::Linecast(s, t), t, s.end - s.start);
      });
}

// The kind, its format and entry, then its tests, which need the kind.
struct TriangleRegistration {
  TriangleRegistration() : kind(TriangleGeometry(), TriangleKind().Entry()) {
    RegisterTriangleTests(collide::PairTestRegistry::Global());
  }
  ShapeKindRegistration kind;
};
const TriangleRegistration kRegistration;

}  // namespace
}  // namespace harness
