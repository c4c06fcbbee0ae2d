// A convex hull (kind 13): built from "points" or from the vertices of an
// "obj" file (shared, harness/scene/shared_hull.h), placed by position,
// rotation (the box's convention) and a per-axis scale, and written back as
// read. Drawn by its edges (lit faces in the solid look), picked as itself,
// resized and turned about its position. Its collide side is
// collide/kinds/hull.cpp.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "collide/manifold/hull_from_points.h"
#include "collide/shapes/convex_hull.h"
#include "harness/scene/shared_hull.h"
#include "harness/shape_kinds/kind_helpers.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::PlacedHull;
using collide::Vec3;

// Far more than any hull here needs; a file cannot ask Qhull for millions.
constexpr std::size_t kMaxHullPoints = 100000;
constexpr double kMinHullScale = 1e-6;

void ReadPointsForm(ObjectReader& reader, PlacedHull& placed) {
  std::vector<Vec3> points = ReadPoints(reader, "points", 4, kMaxHullPoints);
  auto built = collide::HullFromPoints(points);
  if (const std::string* refusal = std::get_if<std::string>(&built)) {
    reader.Fail("points", *refusal);
  }
  placed.hull =
      std::make_shared<const collide::ConvexHull>(std::get<collide::ConvexHull>(std::move(built)));
  placed.points = std::make_shared<const std::vector<Vec3>>(std::move(points));
}

void ReadObjForm(ObjectReader& reader, PlacedHull& placed) {
  // Kept absolute, as a model's file, so that a scene saved elsewhere (Save
  // as test case) still finds it.
  const std::filesystem::path path =
      std::filesystem::absolute(HullObjPath(reader.file(), reader.String("obj")))
          .lexically_normal();
  try {
    placed.hull = SharedObjHull(path);
  } catch (const InputError& error) {
    reader.Fail("obj", error.what());
  }
  placed.file = path.string();
}

PlacedHull ReadHull(ObjectReader& reader) {
  PlacedHull placed;
  if (UsesSecondForm(reader, "a hull", {"points"}, {"obj"}, "\"points\"", "\"obj\"")) {
    ReadObjForm(reader, placed);
  } else {
    ReadPointsForm(reader, placed);
  }
  placed.position = reader.Vec3("position");
  placed.rotation = ReadRotation(reader, "hull");
  placed.scale = reader.OptionalVec3("scale").value_or(Vec3(1.0));
  for (int axis = 0; axis < 3; ++axis) {
    if (!(placed.scale[axis] >= kMinHullScale && placed.scale[axis] <= kMaxEditableMagnitude)) {
      reader.Fail("scale", "a hull's scale must be from 1e-06 to " +
                               FormatNumber(kMaxEditableMagnitude) + " on every axis, got " +
                               FormatNumber(placed.scale[axis]));
    }
  }
  return placed;
}

void WriteHull(const PlacedHull& h, const std::string& where, SceneJson& out) {
  if (!h.file.empty()) {
    out["obj"] = h.file;
  } else {
    // A hull made in code without its points is written by its corners,
    // which give the same hull back.
    out["points"] =
        JsonPoints(h.points != nullptr ? *h.points : h.hull->vertices, where + ".points");
  }
  out["position"] = JsonVector(h.position, where + ".position");
  WriteRotation(h.rotation, where, out);
  out["scale"] = JsonVector(h.scale, where + ".scale");
}

// "rock.obj: 2562 corners", "9 points: 8 corners": short enough for the
// narrowest panel.
std::string HullSourceText(const PlacedHull& h) {
  const std::string corners = std::to_string(h.hull->vertices.size()) + " corners";
  if (!h.file.empty()) {
    return std::filesystem::path(h.file).filename().string() + ": " + corners;
  }
  const std::size_t points = h.points != nullptr ? h.points->size() : h.hull->vertices.size();
  return std::to_string(points) + " points: " + corners;
}

// A hull of this many points or fewer, given by its points, shows each
// point as a field to drag; the rock's thousand are edited in its file.
constexpr std::size_t kMostEditablePoints = 32;

// Each point as a field (in the hull's own frame); a point moved rebuilds
// the hull, and a move that leaves no volume is refused in Qhull's words,
// the points kept as they were.
bool EditPoints(PlacedHull& h, ShapeEditor& editor) {
  if (h.points == nullptr || !h.file.empty() || h.points->size() > kMostEditablePoints) {
    return false;
  }
  std::vector<Vec3> points = *h.points;
  bool moved = false;
  for (std::size_t i = 0; i < points.size(); ++i) {
    const std::string label = "point " + std::to_string(i + 1);
    moved |= editor.Vec3(label.c_str(), &points[i]);
  }
  if (!moved) {
    return false;
  }
  auto built = collide::HullFromPoints(points);
  if (const auto* refusal = std::get_if<std::string>(&built)) {
    editor.Warn("the points were kept: " + *refusal);
    return false;
  }
  h.hull =
      std::make_shared<const collide::ConvexHull>(std::get<collide::ConvexHull>(std::move(built)));
  h.points = std::make_shared<const std::vector<Vec3>>(std::move(points));
  return true;
}

bool EditHull(PlacedHull& h, ShapeEditor& editor) {
  editor.Text(HullSourceText(h));
  bool changed = editor.Vec3("position", &h.position);
  Vec3 degrees = collide::EulerDegreesFromRotation(h.rotation);
  if (editor.Vec3InRange("rotation (deg)", &degrees, -360.0, 360.0, 0.5f)) {
    h.rotation = collide::RotationFromEulerDegrees(degrees);
    changed = true;
  }
  changed |= editor.Vec3InRange("scale", &h.scale, kMinHullScale, kMaxEditableMagnitude, 0.01f);
  changed |= EditPoints(h, editor);
  return changed;
}

// A regular tetrahedron about `at`, its corners 0.75 * sqrt(3) from it.
PlacedHull MakeHull(const Vec3& at) {
  return HullOfPoints({Vec3(0.75, 0.75, 0.75), Vec3(0.75, -0.75, -0.75), Vec3(-0.75, 0.75, -0.75),
                       Vec3(-0.75, -0.75, 0.75)},
                      at);
}

void SetMoves(TypedShapeKind<PlacedHull>& kind) {
  kind.translate = [](PlacedHull& h, const Vec3& delta, std::vector<Vec3>&) {
    h.position += delta;
  };
  kind.scale = [](PlacedHull& h, double factor) {
    h.scale = glm::clamp(h.scale * factor, Vec3(kMinHullScale), Vec3(kMaxEditableMagnitude));
  };
  kind.rotate = [](PlacedHull& h, const Vec3& axis, double angle) {
    if (!(glm::length(axis) > 0.0) || !std::isfinite(angle)) {
      return false;
    }
    h.rotation = collide::RotationAboutAxis(glm::normalize(axis), angle) * h.rotation;
    return true;
  };
}

TypedShapeKind<PlacedHull> HullKind() {
  TypedShapeKind<PlacedHull> kind;
  kind.read = ReadHull;
  kind.write = WriteHull;
  kind.make = MakeHull;
  kind.edit = EditHull;
  // InWorld copies the hull once a frame: a thousand-point rock's hull is a
  // few hundred corners, microseconds to place.
  kind.draw = [](const PlacedHull& h, Draw& draw, const Color& color, const DrawContext&) {
    draw.ShapeHull(collide::InWorld(h), color);
  };
  kind.frame_points = [](const PlacedHull& h, const DrawContext&) {
    return collide::InWorld(h).vertices;
  };
  kind.proxy = [](const PlacedHull& h, const DrawContext&) {
    PickProxy proxy;
    proxy.shape = PickHull(std::make_shared<const collide::ConvexHull>(collide::InWorld(h)));
    proxy.center = h.position;
    proxy.resizable = true;
    proxy.rotatable = true;
    proxy.label = HullSourceText(h);
    return proxy;
  };
  SetMoves(kind);
  return kind;
}

const ShapeKindRegistration kHullRegistration(HullKind().Entry());

}  // namespace
}  // namespace harness
