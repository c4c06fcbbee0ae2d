// A sweep (collide/registry/sweep.h): read and written as its translation and
// the shape it moves, nested as a scene's shape is ({"type": "capsule",
// ...}, without an id); edited, drawn, picked, moved, resized and turned as
// that shape, with a faint ghost where the translation takes it and a line
// from start to end. The ghost at the cast's first contact is the contact
// marks' (draw/contact_marks.cpp).
#include <string>

#include "collide/registry/sweep.h"
#include "harness/shape_kinds/kind_helpers.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::StaticShape;
using collide::Sweep;
using collide::Vec3;

const ShapeKindEntry& EntryOf(const StaticShape& shape) {
  const ShapeKindEntry* entry = ShapeKindTable::Global().Find(shape.kind());
  if (entry == nullptr) {
    throw std::logic_error("no entry for the swept " + collide::ShapeKindId(shape.kind()));
  }
  return *entry;
}

StaticShape ReadSweptShape(ObjectReader& reader) {
  const nlohmann::json* value = reader.Member("shape");
  if (value == nullptr || !value->is_object()) {
    reader.Fail("shape", "expected the moving shape as an object: {\"type\": ..., its fields}");
  }
  ObjectReader inner(*value, reader.PathOf("shape"), reader.file());
  const std::string type = inner.String("type");
  const ShapeFormat* format = ShapeFormats::Global().Find(type);
  if (format == nullptr || !collide::IsConvexKind(format->kind)) {
    inner.Fail("type",
               "a sweep moves a convex shape (point, segment, sphere, capsule, box, aabb, "
               "triangle, hull), not \"" +
                   type + "\"");
  }
  StaticShape shape = format->read(inner);
  inner.Finish();
  return shape;
}

void WriteSweptShape(const StaticShape& shape, const std::string& where, SceneJson& out) {
  const ShapeFormat* format = ShapeFormats::Global().Find(shape.kind());
  if (format == nullptr) {
    throw std::invalid_argument(where + ": no scene format for the swept " +
                                collide::ShapeKindId(shape.kind()));
  }
  SceneJson inner = SceneJson::object();
  inner["type"] = collide::ShapeKindId(shape.kind());
  format->write(shape, where, inner);
  out["shape"] = inner;
}

// The end of the step drawn a little towards the background: where the
// shape would be with nothing in its way.
constexpr float kGhostFade = 0.6f;

void DrawSweep(const Sweep& s, Draw& draw, const Color& color, const DrawContext& context) {
  DrawShape(draw, s.shape, color, context);
  DrawShape(draw, collide::SweptTo(s, 1.0), Mix(color, colors::kBackground, kGhostFade), context);
  const Vec3 from = collide::AnchorOf(s.shape);
  draw.Line(from, from + s.translation, Mix(color, colors::kBackground, 0.3f));
}

TypedShapeKind<Sweep> SweepKind() {
  TypedShapeKind<Sweep> kind;
  kind.read = [](ObjectReader& reader) {
    Sweep sweep;
    sweep.translation = reader.Vec3("translation");
    sweep.shape = ReadSweptShape(reader);
    return sweep;
  };
  kind.write = [](const Sweep& s, const std::string& where, SceneJson& out) {
    out["translation"] = JsonVector(s.translation, where + ".translation");
    WriteSweptShape(s.shape, where + ".shape", out);
  };
  kind.make = [](const Vec3& at) { return Sweep{collide::Sphere{at, 0.5}, Vec3(2.0, 0.0, 0.0)}; };
  kind.edit = [](Sweep& s, ShapeEditor& editor) {
    bool changed = editor.Vec3("translation", &s.translation);
    editor.Text("moving " + collide::ShapeKindId(s.shape.kind()) + ", at start:");
    changed |= EntryOf(s.shape).edit(s.shape, editor);
    return changed;
  };
  kind.draw = DrawSweep;
  kind.frame_points = [](const Sweep& s, const DrawContext& context) {
    std::vector<Vec3> points = FramePoints(s.shape, context);
    for (const Vec3& p : FramePoints(collide::SweptTo(s, 1.0), context)) {
      points.push_back(p);
    }
    return points;
  };
  kind.proxy = [](const Sweep& s, const DrawContext& context) {
    PickProxy proxy = EntryOf(s.shape).proxy(s.shape, context);
    proxy.resizable = true;  // the shape and its step (scale, rotate below)
    proxy.rotatable = true;
    proxy.label = collide::ShapeKindId(s.shape.kind()) +
                  (proxy.label.empty() ? "" : " " + proxy.label) + ", moving by (" +
                  kind_helpers::Triple(s.translation) + ")";
    return proxy;
  };
  kind.translate = [](Sweep& s, const Vec3& delta, std::vector<Vec3>& handles) {
    EntryOf(s.shape).translate(s.shape, delta, handles);
  };
  // Grown or turned as a whole: the shape about its centre, and the step
  // with it, so a sweep scaled by 2 covers twice the ground.
  kind.scale = [](Sweep& s, double factor) {
    if (const auto& scale = EntryOf(s.shape).scale) {
      scale(s.shape, factor);
    }
    s.translation *= factor;
  };
  kind.rotate = [](Sweep& s, const Vec3& axis, double angle) {
    const double length = glm::length(axis);
    if (!(length > 0.0)) {
      return false;
    }
    if (const auto& rotate = EntryOf(s.shape).rotate) {
      rotate(s.shape, axis, angle);
    }
    s.translation = collide::RotationAboutAxis(axis / length, angle) * s.translation;
    return true;
  };
  return kind;
}

const ShapeKindRegistration kSweepRegistration(SweepKind().Entry());

}  // namespace
}  // namespace harness
