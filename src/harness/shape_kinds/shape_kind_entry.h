#pragma once

// One entry per shape kind: everything the harness does with a kind, kept
// together in the kind's own file in this folder (sphere.cpp, plane.cpp,
// ...). The scene reader and writer, the static-shapes engine's panels,
// picking, undo and drawing all find kinds here; none of them names a kind.
//
// A kind's collide side (its row, pair tests, hunt generator and plugin
// type) registers in collide (collide/kinds/kind_registration.h); its entry
// here registers itself at start-up with a ShapeKindRegistration, and the
// two meet by the kind's number. A test or a plugin registers both at run
// time the same way (docs/architecture.md, "Where a change goes").

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "collide/registry/kind_registry.h"
#include "collide/registry/pair_tests.h"
#include "collide/registry/static_shape.h"
#include "harness/draw/draw.h"
#include "harness/draw/draw_context.h"
#include "harness/sample_api/picking.h"
#include "harness/scene/shape_formats.h"
#include "harness/shape_kinds/shape_editor.h"

namespace harness {

// Pixel sizes of the dots shapes are drawn with.
inline constexpr float kShapePointSize = 8.0f;  // a point shape
inline constexpr float kShapeEndSize = 6.0f;    // a ray's origin, a segment's ends

using PartnersNote =
    std::function<std::string(const std::string& id, const std::vector<collide::Answer>& answers)>;

struct ShapeKindEntry {
  collide::ShapeKind kind = collide::ShapeKind::kPoint;
  // The scene format's fields, read and written.
  std::function<collide::StaticShape(ObjectReader&)> read;
  std::function<void(const collide::StaticShape&, const std::string& where, SceneJson&)> write;
  // A new shape of the kind, placed at `at` (the panel's "Add shape").
  std::function<collide::StaticShape(const collide::Vec3& at)> make;
  // Draws the kind's fields; true when one changed.
  std::function<bool(collide::StaticShape&, ShapeEditor&)> edit;
  // Draws the shape; unbounded kinds are drawn as far as the context says
  // (a plane as a patch across its region, a ray three scene radii long).
  std::function<void(const collide::StaticShape&, Draw&, const Color&, const DrawContext&)> draw;
  // The finite points that frame it in view (a ray's origin, a sphere's
  // extreme points, a box's corners, the corners of a plane's patch; a
  // plane's point nearest the origin when the context has no region).
  std::function<std::vector<collide::Vec3>(const collide::StaticShape&, const DrawContext&)>
      frame_points;
  // What the cursor picks it by: shape, centre, whether it resizes or turns,
  // and the label's detail ("r 1.000"), which the caller prefixes with the
  // kind and id. A plane is picked on the patch it is drawn as.
  std::function<PickProxy(const collide::StaticShape&, const DrawContext&)> proxy;
  // Moves it by `delta`, with the editor's handles (ShapeEditor::Handles).
  std::function<void(collide::StaticShape&, const collide::Vec3& delta,
                     std::vector<collide::Vec3>& handles)>
      translate;
  // Scales it about its centre; empty for kinds without a size.
  std::function<void(collide::StaticShape&, double factor)> scale;
  // Turns it about its centre; empty for kinds that do not turn. False when
  // the turn is refused (a zero axis).
  std::function<bool(collide::StaticShape&, const collide::Vec3& axis, double angle)> rotate;
  // A sentence for the panel about the shapes tested against the shape
  // `id` of this kind, from their answers (the default algorithm's, one per
  // shape and query); empty for a kind that says nothing of them. A
  // frustum's says how many of them a draw culled by it would skip.
  PartnersNote partners_note;
};

// The same entry from functions of the kind's own type T.
template <collide::HasShapeKind T>
struct TypedShapeKind {
  std::function<T(ObjectReader&)> read;
  std::function<void(const T&, const std::string& where, SceneJson&)> write;
  std::function<T(const collide::Vec3& at)> make;
  std::function<bool(T&, ShapeEditor&)> edit;
  std::function<void(const T&, Draw&, const Color&, const DrawContext&)> draw;
  std::function<std::vector<collide::Vec3>(const T&, const DrawContext&)> frame_points;
  std::function<PickProxy(const T&, const DrawContext&)> proxy;
  std::function<void(T&, const collide::Vec3& delta, std::vector<collide::Vec3>& handles)>
      translate;
  std::function<void(T&, double factor)> scale;
  std::function<bool(T&, const collide::Vec3& axis, double angle)> rotate;
  PartnersNote partners_note;

  ShapeKindEntry Entry() const;
};

class ShapeKindTable {
 public:
  // Throws std::invalid_argument for a kind already in the table, or a
  // missing function (every one but scale and rotate is required). The
  // kind's row in collide's table is not asked for here: entries register
  // at start-up, in no order against collide's kinds; a test checks that
  // every entry has one.
  void Add(ShapeKindEntry entry);
  bool Remove(collide::ShapeKind kind) { return entries_.Remove(kind); }
  const ShapeKindEntry* Find(collide::ShapeKind kind) const { return entries_.Find(kind); }
  // Every entry, in the order of the kinds' numbers.
  std::vector<const ShapeKindEntry*> All() const { return entries_.All(); }

  static ShapeKindTable& Global();

 private:
  collide::KindRegistry<ShapeKindEntry> entries_{"shape kind entry"};
};

// Registers a kind's harness side in the process's tables: the scene
// format's and the entry. A kind's file holds one as a static object; a
// test or a plugin makes one and calls Unregister to take the kind out.
class ShapeKindRegistration {
 public:
  explicit ShapeKindRegistration(ShapeKindEntry entry);
  // Takes out what the constructor put in.
  void Unregister();

 private:
  collide::ShapeKind kind_;
};

// The table's answers for a shape; a kind without an entry is drawn as a
// dot at its anchor, framed by its anchor, and picked as a handle there.
void DrawShape(Draw& draw, const collide::StaticShape& shape, const Color& color,
               const DrawContext& context);
// For a scene that has no region: planes around their point nearest the
// origin, rays three `scene_radius` long.
void DrawShape(Draw& draw, const collide::StaticShape& shape, const Color& color,
               float scene_radius);
std::vector<collide::Vec3> FramePoints(const collide::StaticShape& shape,
                                       const DrawContext& context = {});
// The shape `id` as the picker sees it, named as every sample names a shape
// in the picker and its tooltip: "aabb box (half extents 1.000, 1.000,
// 1.000)", the kind's id, the shape's id and the entry's own words.
PickProxy PickProxyOf(const collide::StaticShape& shape, const std::string& id,
                      const DrawContext& context = {});

template <collide::HasShapeKind T>
ShapeKindEntry TypedShapeKind<T>::Entry() const {
  using collide::StaticShape;
  using collide::Vec3;
  ShapeKindEntry entry;
  entry.kind = collide::ShapeKindOf<T>::kValue;
  entry.read = [f = read](ObjectReader& reader) { return StaticShape(f(reader)); };
  entry.write = [f = write](const StaticShape& s, const std::string& where, SceneJson& out) {
    f(s.Get<T>(), where, out);
  };
  entry.make = [f = make](const Vec3& at) { return StaticShape(f(at)); };
  entry.edit = [f = edit](StaticShape& s, ShapeEditor& editor) {
    // Edited on a copy, so that a field refused half-way changes nothing
    // and an unchanged shape keeps sharing its value.
    T value = s.Get<T>();
    if (!f(value, editor)) {
      return false;
    }
    s = StaticShape(std::move(value));
    return true;
  };
  entry.draw = [f = draw](const StaticShape& s, Draw& d, const Color& c, const DrawContext& x) {
    f(s.Get<T>(), d, c, x);
  };
  entry.frame_points = [f = frame_points](const StaticShape& s, const DrawContext& x) {
    return f(s.Get<T>(), x);
  };
  entry.proxy = [f = proxy](const StaticShape& s, const DrawContext& x) {
    return f(s.Get<T>(), x);
  };
  entry.translate = [f = translate](StaticShape& s, const Vec3& delta, std::vector<Vec3>& h) {
    f(s.Edit<T>(), delta, h);
  };
  if (scale) {
    entry.scale = [f = scale](StaticShape& s, double factor) { f(s.Edit<T>(), factor); };
  }
  if (rotate) {
    entry.rotate = [f = rotate](StaticShape& s, const Vec3& axis, double angle) {
      T value = s.Get<T>();
      if (!f(value, axis, angle)) {
        return false;
      }
      s = StaticShape(std::move(value));
      return true;
    };
  }
  entry.partners_note = partners_note;
  return entry;
}

}  // namespace harness
