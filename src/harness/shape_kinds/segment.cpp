// A segment between two points. Equal ends are allowed: a zero-length
// segment is a point (casts report no hit, point tests treat it as its
// point).
#include "harness/shape_kinds/kind_helpers.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::Segment;
using collide::Vec3;

TypedShapeKind<Segment> SegmentKind() {
  TypedShapeKind<Segment> kind;
  kind.read = [](ObjectReader& reader) {
    return Segment{reader.Vec3("start"), reader.Vec3("end")};
  };
  kind.write = [](const Segment& s, const std::string& where, SceneJson& out) {
    out["start"] = JsonVector(s.start, where + ".start");
    out["end"] = JsonVector(s.end, where + ".end");
  };
  kind.make = [](const Vec3& at) {
    return Segment{at + Vec3(-1.0, 1.0, 0.0), at + Vec3(1.0, -1.0, 0.0)};
  };
  kind.edit = [](Segment& s, ShapeEditor& editor) {
    bool changed = editor.Vec3("start", &s.start);
    changed |= editor.Vec3("end", &s.end);
    return changed;
  };
  kind.draw = [](const Segment& s, Draw& draw, const Color& color, const DrawContext&) {
    draw.Line(s.start, s.end, color);
    draw.Point(s.start, kShapeEndSize, color);
    draw.Point(s.end, kShapeEndSize, color);
  };
  kind.frame_points = [](const Segment& s, const DrawContext&) {
    return std::vector<Vec3>{(s.start + s.end) * 0.5, s.start, s.end};
  };
  kind.proxy = [](const Segment& s, const DrawContext&) {
    PickProxy proxy;
    proxy.center = (s.start + s.end) * 0.5;
    proxy.shape = PickHandle{proxy.center};
    proxy.label = kind_helpers::Format("length %.3f", glm::length(s.end - s.start));
    return proxy;
  };
  kind.translate = [](Segment& s, const Vec3& delta, std::vector<Vec3>&) {
    s.start += delta;
    s.end += delta;
  };
  return kind;
}

const ShapeKindRegistration kSegmentRegistration(SegmentKind().Entry());

}  // namespace
}  // namespace harness
