// The book's plane (n.x = d), read in either form a file writes it in and
// written by normal and distance; edited by normal and d, or by three points
// the editor keeps on it. Drawn as a square around its point nearest the
// origin with its normal, so that its front can be seen.
#include "collide/shapes/plane.h"
#include "harness/shape_kinds/kind_helpers.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::BookPlane;
using collide::Vec3;

// By `normal` + `distance`: the normal normalised (kept as written when it
// is unit within rounding), d as written. By `point` + `normal`: the plane
// through the point, d = n.point.
BookPlane Read(ObjectReader& reader) {
  if (UsesSecondForm(reader, "a plane", {"point"}, {"distance"}, "\"point\" and \"normal\"",
                     "\"normal\" and \"distance\"")) {
    const Vec3 normal = Direction(reader, "normal");
    const double distance = reader.Number("distance");
    if (IsUnitWithinRounding(normal)) {
      return BookPlane{normal, distance};
    }
    return *collide::MakeBookPlane(normal, distance);  // finite and non-zero: not empty
  }
  collide::Plane plane;
  plane.point = reader.Vec3("point");
  plane.normal = Direction(reader, "normal");
  const auto book = collide::ToBookPlane(plane);
  if (!book) {
    reader.Fail("normal", "must not be the zero vector");
  }
  return *book;
}

// Three points of the plane, counter-clockwise seen from the front.
std::vector<Vec3> PointsOn(const BookPlane& plane) {
  Vec3 u;
  Vec3 v;
  collide::PerpendicularBasis(plane.normal, &u, &v);
  const Vec3 at = plane.normal * plane.distance;
  return {at, at + u, at + v};
}

bool EditByPoints(BookPlane& plane, ShapeEditor& editor, std::vector<Vec3>& points) {
  bool changed = false;
  for (size_t i = 0; i < 3; ++i) {
    const std::string label = "point " + std::to_string(i);
    std::vector<Vec3> edited = points;
    if (editor.Vec3(label.c_str(), &edited[i])) {
      if (const auto made = collide::MakeBookPlaneFromPoints(edited[0], edited[1], edited[2])) {
        points = edited;
        plane = *made;
        changed = true;
      } else {
        editor.Warn("the three points are collinear; kept the previous plane");
      }
    }
  }
  editor.Text(kind_helpers::Format("n = (%.3f, %.3f, %.3f), ", plane.normal.x, plane.normal.y,
                                   plane.normal.z) +
              kind_helpers::Format("d = %.4g", plane.distance));
  return changed;
}

bool Edit(BookPlane& plane, ShapeEditor& editor) {
  std::vector<Vec3>& points = editor.Handles();
  bool by_points = points.size() == 3;
  if (editor.Checkbox("by three points", &by_points)) {
    points = by_points ? PointsOn(plane) : std::vector<Vec3>{};
  }
  if (by_points) {
    return EditByPoints(plane, editor, points);
  }
  bool changed = editor.Direction("normal", &plane.normal);
  changed |= editor.Number("d", &plane.distance, -kMaxEditableMagnitude, kMaxEditableMagnitude);
  return changed;
}

// A plane moves only along its normal (its d): nothing else can move a
// plane that has no edges. Its three points move with it.
void Translate(BookPlane& plane, const Vec3& delta, std::vector<Vec3>& points) {
  const double along = glm::dot(plane.normal, delta);
  plane.distance += along;
  for (Vec3& point : points) {
    point += plane.normal * along;
  }
}

TypedShapeKind<BookPlane> PlaneKind() {
  TypedShapeKind<BookPlane> kind;
  kind.read = Read;
  kind.write = [](const BookPlane& p, const std::string& where, SceneJson& out) {
    out["normal"] = JsonVector(p.normal, where + ".normal");
    out["distance"] = JsonNumber(p.distance, where + ".distance");
  };
  kind.make = [](const Vec3&) { return BookPlane{{0.0, 1.0, 0.0}, 0.0}; };
  kind.edit = Edit;
  kind.draw = [](const BookPlane& p, Draw& draw, const Color& color, float scene_radius) {
    const glm::vec3 at = ToFloat(p.normal * p.distance);
    const glm::vec3 normal = ToFloat(p.normal);
    draw.WirePlane(at, normal, scene_radius * 0.75f, color);
    draw.Line(at, at + normal * scene_radius * 0.2f, color);
  };
  kind.frame_points = [](const BookPlane& p) { return std::vector<Vec3>{p.normal * p.distance}; };
  kind.proxy = [](const BookPlane& p, double sheet_half_size) {
    PickProxy proxy;
    proxy.center = p.normal * p.distance;
    proxy.shape = PickSheet{{proxy.center, p.normal}, sheet_half_size};
    proxy.label =
        "n " + kind_helpers::Triple(p.normal) + kind_helpers::Format(", d %.3f", p.distance);
    return proxy;
  };
  kind.translate = Translate;
  return kind;
}

const ShapeKindRegistration kRegistration(std::nullopt, PlaneKind().Entry());

}  // namespace
}  // namespace harness
