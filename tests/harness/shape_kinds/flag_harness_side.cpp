// The test-only flag's harness side (flag_kind.h): its scene fields ("at",
// "reach"), its editor, drawn as a 9-pixel dot, picked by a handle there.
#include <string>
#include <vector>

#include "flag_kind.h"
#include "harness/scene/shape_fields.h"

namespace harness::testing {

FlagEdits& FlagEditsSeen() {
  static FlagEdits edits;
  return edits;
}

ShapeKindEntry FlagHarnessSide() {
  using collide::Vec3;
  TypedShapeKind<Flag> kind;
  kind.read = [](ObjectReader& reader) {
    return Flag{reader.Vec3("at"), NonNegative(reader, "reach")};
  };
  kind.write = [](const Flag& f, const std::string& where, SceneJson& out) {
    out["at"] = JsonVector(f.at, where + ".at");
    out["reach"] = JsonNumber(f.reach, where + ".reach");
  };
  kind.make = [](const Vec3& at) { return Flag{at, 1.0}; };
  kind.edit = [](Flag& f, ShapeEditor& editor) {
    ++FlagEditsSeen().count;
    bool changed = editor.Vec3("at", &f.at);
    if (FlagEditsSeen().type_far) {
      f.at += Vec3(100.0, 0.0, 0.0);  // as if typed: far from everything
      changed = true;
    }
    return changed;
  };
  kind.draw = [](const Flag& f, Draw& draw, const Color& color, const DrawContext&) {
    draw.Point(f.at, 9.0f, color);
  };
  kind.frame_points = [](const Flag& f, const DrawContext&) { return std::vector<Vec3>{f.at}; };
  kind.proxy = [](const Flag& f, const DrawContext&) {
    PickProxy proxy;
    proxy.shape = PickHandle{f.at};
    proxy.center = f.at;
    proxy.label = "reach " + std::to_string(f.reach);
    return proxy;
  };
  kind.translate = [](Flag& f, const Vec3& delta, std::vector<Vec3>&) { f.at += delta; };
  return kind.Entry();
}

}  // namespace harness::testing
