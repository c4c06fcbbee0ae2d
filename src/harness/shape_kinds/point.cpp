// The tutorial's point, as a shape of its own: a dot, picked by a handle.
#include "harness/shape_kinds/kind_helpers.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::Point;
using collide::Vec3;

TypedShapeKind<Point> PointKind() {
  TypedShapeKind<Point> kind;
  kind.read = [](ObjectReader& reader) { return Point{reader.Vec3("position")}; };
  kind.write = [](const Point& p, const std::string& where, SceneJson& out) {
    out["position"] = JsonVector(p.position, where + ".position");
  };
  kind.make = [](const Vec3& at) { return Point{at}; };
  kind.edit = [](Point& p, ShapeEditor& editor) { return editor.Vec3("position", &p.position); };
  kind.draw = [](const Point& p, Draw& draw, const Color& color, const DrawContext&) {
    draw.Point(p.position, kShapePointSize, color);
  };
  kind.frame_points = [](const Point& p, const DrawContext&) {
    return std::vector<Vec3>{p.position};
  };
  kind.proxy = [](const Point& p, const DrawContext&) {
    PickProxy proxy;
    proxy.shape = PickHandle{p.position};
    proxy.center = p.position;
    proxy.label = kind_helpers::Triple(p.position);
    return proxy;
  };
  kind.translate = [](Point& p, const Vec3& delta, std::vector<Vec3>&) { p.position += delta; };
  return kind;
}

const ShapeKindRegistration kPointRegistration(PointKind().Entry());

}  // namespace
}  // namespace harness
