// The book's plane (n.x = d), read in either form a file writes it in and
// written by normal and distance; edited by normal and d, or by three points
// the editor keeps on it. Drawn as a patch across the region of the scene's
// other shapes (plane_patch.h): a light fill, an outline in its colour and
// its normal as an arrow, so that its front can be seen.
#include "collide/shapes/plane.h"
#include "harness/draw/plane_patch.h"
#include "harness/shape_kinds/kind_helpers.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::BookPlane;
using collide::Vec3;

// By `normal` + `distance`: the normal normalised (kept as written when it
// is unit within rounding), d as written. By `point` + `normal`: the plane
// through the point, d = n.point.
BookPlane ReadPlane(ObjectReader& reader) {
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

bool EditPlane(BookPlane& plane, ShapeEditor& editor) {
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

// The fill is this opaque: the shapes behind a plane, and the planes behind
// it, still show through.
constexpr float kPatchFillAlpha = 0.14f;
// The normal's arrow, as a fraction of the patch's half size; its head's
// two strokes as a fraction of the arrow.
constexpr double kNormalLength = 0.35;
constexpr double kArrowHead = 0.25;

void DrawPatch(const BookPlane& p, Draw& draw, const Color& color, const DrawContext& context) {
  const PlanePatch patch = PatchOf(p, context);
  const auto c = patch.Corners();
  const Color fill{color.r, color.g, color.b, kPatchFillAlpha};
  draw.Triangle(c[0], c[1], c[2], fill);
  draw.Triangle(c[0], c[2], c[3], fill);
  for (size_t i = 0; i < c.size(); ++i) {
    draw.Line(c[i], c[(i + 1) % c.size()], color);
  }
  const double length = kNormalLength * patch.half_size;
  const Vec3 tip = patch.center + patch.normal * length;
  draw.Line(patch.center, tip, color);
  const Vec3 back = tip - patch.normal * (kArrowHead * length);
  draw.Line(tip, back + patch.u * (0.5 * kArrowHead * length), color);
  draw.Line(tip, back - patch.u * (0.5 * kArrowHead * length), color);
}

TypedShapeKind<BookPlane> PlaneKind() {
  TypedShapeKind<BookPlane> kind;
  kind.read = ReadPlane;
  kind.write = [](const BookPlane& p, const std::string& where, SceneJson& out) {
    out["normal"] = JsonVector(p.normal, where + ".normal");
    out["distance"] = JsonNumber(p.distance, where + ".distance");
  };
  kind.make = [](const Vec3&) { return BookPlane{{0.0, 1.0, 0.0}, 0.0}; };
  kind.edit = EditPlane;
  kind.draw = DrawPatch;
  kind.frame_points = [](const BookPlane& p, const DrawContext& context) {
    if (!context.region) {
      return std::vector<Vec3>{p.normal * p.distance};
    }
    const auto corners = PatchOf(p, context).Corners();
    return std::vector<Vec3>(corners.begin(), corners.end());
  };
  kind.proxy = [](const BookPlane& p, const DrawContext& context) {
    const PlanePatch patch = PatchOf(p, context);
    PickProxy proxy;
    proxy.center = patch.center;
    proxy.shape = PickSheet{{patch.center, p.normal}, patch.half_size};
    proxy.label =
        "n " + kind_helpers::Triple(p.normal) + kind_helpers::Format(", d %.3f", p.distance);
    return proxy;
  };
  kind.translate = Translate;
  return kind;
}

const ShapeKindRegistration kPlaneRegistration(PlaneKind().Entry());

}  // namespace
}  // namespace harness
