// A convex hexahedron by its eight corners, in the book's order; an edit
// that would make it concave or twisted is refused.
#include <algorithm>

#include "collide/shapes/aabb_extents.h"
#include "harness/shape_kinds/kind_helpers.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::Hexahedron;
using collide::Vec3;

Hexahedron ReadHexahedron(ObjectReader& reader) {
  const nlohmann::json* corners = reader.Member("corners");
  if (corners == nullptr) {
    reader.Fail("corners", "missing required field");
  }
  if (!corners->is_array() || corners->size() != 8) {
    reader.Fail("corners",
                "expected an array of 8 points, got " +
                    (corners->is_array() ? "an array of " + std::to_string(corners->size())
                                         : JsonTypeName(*corners)));
  }
  Hexahedron hexahedron;
  for (size_t i = 0; i < 8; ++i) {
    hexahedron.corners[i] = ReadVec3((*corners)[i], IndexPath(reader, "corners", i), reader.file());
  }
  if (const auto problem = collide::Validate(hexahedron)) {
    reader.Fail("corners", *problem);
  }
  return hexahedron;
}

bool EditHexahedron(Hexahedron& hexahedron, ShapeEditor& editor) {
  bool changed = false;
  for (int i = 0; i < 8; ++i) {
    const std::string label = "corner " + std::to_string(i);
    Hexahedron edited = hexahedron;
    if (editor.Vec3(label.c_str(), &edited.corners[i])) {
      if (const auto problem = collide::Validate(edited)) {
        editor.Warn(*problem + "; kept the previous corners");
      } else {
        hexahedron = edited;
        changed = true;
      }
    }
  }
  return changed;
}

// A frustum, so that the new shape is no box: a cube whose top face (the
// corners with y up) is shrunk to half its width, which keeps every face
// planar (moving one corner alone would bend three faces).
Hexahedron Make(const Vec3& at) {
  Hexahedron h;
  const collide::BoxCorners corners = collide::Corners(collide::AabbFromCenter(at, {1, 1, 1}));
  std::copy(corners.begin(), corners.end(), std::begin(h.corners));
  for (Vec3& corner : h.corners) {
    if (corner.y > at.y) {
      corner.x = at.x + (corner.x - at.x) * 0.5;
      corner.z = at.z + (corner.z - at.z) * 0.5;
    }
  }
  return h;
}

TypedShapeKind<Hexahedron> HexahedronKind() {
  TypedShapeKind<Hexahedron> kind;
  kind.read = ReadHexahedron;
  kind.write = [](const Hexahedron& h, const std::string& where, SceneJson& out) {
    SceneJson corners = SceneJson::array();
    for (size_t i = 0; i < h.corners.size(); ++i) {
      corners.push_back(JsonVector(h.corners[i], where + ".corners[" + std::to_string(i) + "]"));
    }
    out["corners"] = std::move(corners);
  };
  kind.make = Make;
  kind.edit = EditHexahedron;
  kind_helpers::SetBoxFunctions(kind);
  kind.proxy = [](const Hexahedron& h, const DrawContext&) {
    return kind_helpers::BoxProxy(
        h, kind_helpers::Format("size %.3f", 2.0 * collide::BoundingRadius(collide::BoxShape(h))),
        true);
  };
  kind.translate = [](Hexahedron& h, const Vec3& delta, std::vector<Vec3>&) {
    for (Vec3& corner : h.corners) {
      corner += delta;
    }
  };
  // A uniform scale keeps a valid hexahedron valid.
  kind.scale = [](Hexahedron& h, double factor) {
    const Vec3 center = collide::BoxCenter(h);
    for (Vec3& corner : h.corners) {
      corner = center + (corner - center) * factor;
    }
  };
  kind.rotate = kind_helpers::TurnBox<Hexahedron>;
  return kind;
}

const ShapeKindRegistration kHexahedronRegistration(HexahedronKind().Entry());

}  // namespace
}  // namespace harness
