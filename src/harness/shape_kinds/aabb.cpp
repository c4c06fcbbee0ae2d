// An axis-aligned box: written by min and max (or read by centre and half
// extents, the book's other constructor), edited in both forms.
#include <cmath>

#include "collide/shapes/aabb_extents.h"
#include "harness/shape_kinds/kind_helpers.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::Aabb;
using collide::Vec3;

// min and max are what the box is held and written back as, so they must
// stay within the magnitude every scene number obeys.
Aabb ReadFromCenter(ObjectReader& reader) {
  const Vec3 center = reader.Vec3("center");
  const Vec3 half_extents = NonNegativeVec3(reader, "half_extents");
  for (size_t i = 0; i < 3; ++i) {
    const double reach = std::abs(center[static_cast<int>(i)]) + half_extents[static_cast<int>(i)];
    if (reach > kMaxSceneMagnitude) {
      throw InputError(reader.file(), IndexPath(reader, "half_extents", i),
                       "the box reaches " + FormatNumber(reach) + " from the origin, above " +
                           FormatNumber(kMaxSceneMagnitude) + ", the largest a scene takes");
    }
  }
  return collide::AabbFromCenter(center, half_extents);
}

// Min above max is refused rather than swapped: a swapped box would test
// something the author did not write.
Aabb ReadAabb(ObjectReader& reader) {
  if (UsesSecondForm(reader, "an aabb", {"min", "max"}, {"center", "half_extents"},
                     "\"min\" and \"max\"", "\"center\" and \"half_extents\"")) {
    return ReadFromCenter(reader);
  }
  Aabb box;
  box.min = reader.Vec3("min");
  box.max = reader.Vec3("max");
  static constexpr const char* kAxis[] = {"x", "y", "z"};
  for (int i = 0; i < 3; ++i) {
    if (box.min[i] > box.max[i]) {
      throw InputError(reader.file(), IndexPath(reader, "min", static_cast<size_t>(i)),
                       std::string("min exceeds max on ") + kAxis[i] + " (" +
                           FormatNumber(box.min[i]) + " > " + FormatNumber(box.max[i]) + ")");
    }
  }
  return box;
}

// Every field drawn every frame, whichever changed.
bool EditAabb(Aabb& aabb, ShapeEditor& editor) {
  Vec3 min = aabb.min;
  Vec3 max = aabb.max;
  Vec3 center = (min + max) * 0.5;
  Vec3 extents = collide::AabbHalfExtents(aabb);
  bool corners_changed = editor.Vec3("min", &min);
  corners_changed = editor.Vec3("max", &max) || corners_changed;
  bool center_changed = editor.Vec3("center", &center);
  center_changed =
      editor.Vec3InRange("extents", &extents, 0.0, kMaxEditableMagnitude, 0.0f) || center_changed;
  if (corners_changed) {
    aabb = collide::AabbFromCorners(min, max);  // the book swaps crossed corners
    return true;
  }
  if (center_changed) {
    aabb = collide::AabbFromCenter(center, extents);
    return true;
  }
  return false;
}

TypedShapeKind<Aabb> AabbKind() {
  TypedShapeKind<Aabb> kind;
  kind.read = ReadAabb;
  kind.write = [](const Aabb& b, const std::string& where, SceneJson& out) {
    out["min"] = JsonVector(b.min, where + ".min");
    out["max"] = JsonVector(b.max, where + ".max");
  };
  kind.make = [](const Vec3& at) { return collide::AabbFromCenter(at, Vec3(1.0)); };
  kind.edit = EditAabb;
  kind_helpers::SetBoxFunctions(kind);
  kind.proxy = [](const Aabb& b, const DrawContext&) {
    return kind_helpers::BoxProxy(
        b, "half extents " + kind_helpers::Triple(collide::AabbHalfExtents(b)), false);
  };
  kind.translate = [](Aabb& b, const Vec3& delta, std::vector<Vec3>&) {
    b.min += delta;
    b.max += delta;
  };
  kind.scale = [](Aabb& b, double factor) {
    b = collide::AabbFromCenter(collide::BoxCenter(b), collide::AabbHalfExtents(b) * factor);
  };
  return kind;
}

const ShapeKindRegistration kAabbRegistration(AabbKind().Entry());

}  // namespace
}  // namespace harness
