// A ray: an origin and a unit direction (normalised on reading and editing,
// so that t along it is a distance), drawn 3 scene radii long.
#include "harness/shape_kinds/kind_helpers.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::Ray;
using collide::Vec3;

Ray ReadRay(ObjectReader& reader) {
  const Vec3 origin = reader.Vec3("origin");
  const Vec3 direction = Direction(reader, "direction");
  if (IsUnitWithinRounding(direction)) {
    return Ray{origin, direction};
  }
  return *collide::MakeRay(origin, direction);  // finite and non-zero: not empty
}

TypedShapeKind<Ray> RayKind() {
  TypedShapeKind<Ray> kind;
  kind.read = ReadRay;
  kind.write = [](const Ray& r, const std::string& where, SceneJson& out) {
    out["origin"] = JsonVector(r.origin, where + ".origin");
    out["direction"] = JsonVector(r.direction, where + ".direction");
  };
  kind.make = [](const Vec3& at) { return Ray{at + Vec3(0.0, 2.0, 0.0), {0.0, -1.0, 0.0}}; };
  kind.edit = [](Ray& r, ShapeEditor& editor) {
    bool changed = editor.Vec3("origin", &r.origin);
    changed |= editor.Direction("direction", &r.direction);
    return changed;
  };
  kind.draw = [](const Ray& r, Draw& draw, const Color& color, const DrawContext& context) {
    const glm::vec3 origin = ToFloat(r.origin);
    draw.Line(origin, origin + ToFloat(r.direction) * context.scene_radius * 3.0f, color);
    draw.Point(origin, kShapeEndSize, color);
  };
  kind.frame_points = [](const Ray& r, const DrawContext&) { return std::vector<Vec3>{r.origin}; };
  kind.proxy = [](const Ray& r, const DrawContext&) {
    PickProxy proxy;
    proxy.shape = PickHandle{r.origin};
    proxy.center = r.origin;
    proxy.label = "origin " + kind_helpers::Triple(r.origin);
    return proxy;
  };
  kind.translate = [](Ray& r, const Vec3& delta, std::vector<Vec3>&) { r.origin += delta; };
  return kind;
}

const ShapeKindRegistration kRayRegistration(RayKind().Entry());

}  // namespace
}  // namespace harness
