// An oriented box: centre, half extents and a rotation, written as angles
// when they give the matrix back bit for bit, else as axes.
#include "harness/shape_kinds/kind_helpers.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::OrientedBox;
using collide::Vec3;

OrientedBox ReadBox(ObjectReader& reader) {
  OrientedBox box;
  box.center = reader.Vec3("center");
  box.half_extents = NonNegativeVec3(reader, "half_extents");
  box.rotation = ReadRotation(reader, "box");
  return box;
}

bool EditBox(OrientedBox& box, ShapeEditor& editor) {
  bool changed = editor.Vec3("center", &box.center);
  changed |=
      editor.Vec3InRange("half extents", &box.half_extents, 0.0, kMaxEditableMagnitude, 0.0f);
  Vec3 degrees = collide::EulerDegreesFromRotation(box.rotation);
  if (editor.Vec3InRange("rotation (deg)", &degrees, -360.0, 360.0, 0.5f)) {
    box.rotation = collide::RotationFromEulerDegrees(degrees);
    changed = true;
  }
  return changed;
}

TypedShapeKind<OrientedBox> BoxKind() {
  TypedShapeKind<OrientedBox> kind;
  kind.read = ReadBox;
  kind.write = [](const OrientedBox& b, const std::string& where, SceneJson& out) {
    out["center"] = JsonVector(b.center, where + ".center");
    out["half_extents"] = JsonVector(b.half_extents, where + ".half_extents");
    WriteRotation(b.rotation, where, out);
  };
  kind.make = [](const Vec3& at) {
    return OrientedBox{at, Vec3(1.0, 0.5, 0.75),
                       collide::RotationFromEulerDegrees({0.0, 30.0, 0.0})};
  };
  kind.edit = EditBox;
  kind_helpers::SetBoxFunctions(kind);
  kind.proxy = [](const OrientedBox& b, const DrawContext&) {
    return kind_helpers::BoxProxy(b, "half extents " + kind_helpers::Triple(b.half_extents), true);
  };
  kind.translate = [](OrientedBox& b, const Vec3& delta, std::vector<Vec3>&) { b.center += delta; };
  kind.scale = [](OrientedBox& b, double factor) { b.half_extents *= factor; };
  kind.rotate = kind_helpers::TurnBox<OrientedBox>;
  return kind;
}

const ShapeKindRegistration kBoxRegistration(BoxKind().Entry());

}  // namespace
}  // namespace harness
