#pragma once

// The one shape type, from a scene file to the check: a shape of any kind
// (shape_kind.h), held by value semantics over a shared, immutable value.
// Copying a StaticShape copies a pointer, so an undo snapshot or a Reset of
// a scene with a 20,000-triangle model never copies the mesh; editing one
// copies its value first (Edit), so no other copy sees the change.
//
// What each kind is (its id, anchor, bounds, validation, plugin type) is a
// row of the kind table (ShapeKinds); the built-in kinds' rows are
// registered here, a later kind's by its own file in collide/kinds/.

#include <cstddef>
#include <cstring>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>

#include "collide/registry/kind_registry.h"
#include "collide/shapes/book_plane.h"
#include "collide/shapes/box.h"
#include "collide/shapes/cylinder.h"
#include "collide/shapes/ray.h"
#include "collide/shapes/shape_kind.h"
#include "collide/shapes/sphere.h"
#include "collide/shapes/vec.h"

namespace collide {

// A point, as a shape of its own (the tutorial's point tests).
struct Point {
  Vec3 position{0.0};
};

// The built-in kinds. Planes are the book's (n.x = d, book_plane.h); rays
// have a unit direction (ray.h); a cylinder is the seed's infinite one.
template <>
struct ShapeKindOf<Point> {
  static constexpr ShapeKind kValue = ShapeKind::kPoint;
};
template <>
struct ShapeKindOf<Sphere> {
  static constexpr ShapeKind kValue = ShapeKind::kSphere;
};
template <>
struct ShapeKindOf<Aabb> {
  static constexpr ShapeKind kValue = ShapeKind::kAabb;
};
template <>
struct ShapeKindOf<OrientedBox> {
  static constexpr ShapeKind kValue = ShapeKind::kBox;
};
template <>
struct ShapeKindOf<Hexahedron> {
  static constexpr ShapeKind kValue = ShapeKind::kHexahedron;
};
template <>
struct ShapeKindOf<BookPlane> {
  static constexpr ShapeKind kValue = ShapeKind::kPlane;
};
template <>
struct ShapeKindOf<Ray> {
  static constexpr ShapeKind kValue = ShapeKind::kRay;
};
template <>
struct ShapeKindOf<Segment> {
  static constexpr ShapeKind kValue = ShapeKind::kSegment;
};
template <>
struct ShapeKindOf<Cylinder> {
  static constexpr ShapeKind kValue = ShapeKind::kCylinder;
};

class StaticShape {
 public:
  // A point at the origin, so that containers can hold shapes.
  StaticShape() : StaticShape(Point{}) {}

  template <HasShapeKind T>
  StaticShape(T value)  // NOLINT: a shape converts to the one shape type
      : StaticShape(std::shared_ptr<const T>(std::make_shared<T>(std::move(value)))) {
    own_value_ = true;
  }

  // Shares `value` (a model's mesh, an asset read once) with every copy;
  // an edit works on a copy of it, never on the asset.
  template <HasShapeKind T>
  explicit StaticShape(std::shared_ptr<const T> value)
      : kind_(ShapeKindOf<T>::kValue),
        type_(&typeid(T)),
        value_(std::move(value)),
        same_(&SameValue<T>),
        clone_(&CloneValue<T>) {
    if (value_ == nullptr) {
      throw std::invalid_argument("a shape cannot hold nothing");
    }
  }

  ShapeKind kind() const { return kind_; }

  template <typename T>
  bool Is() const {
    return kind_ == ShapeKindOf<T>::kValue && *type_ == typeid(T);
  }
  // The value if the shape is a T, else nullptr.
  template <typename T>
  const T* As() const {
    return Is<T>() ? static_cast<const T*>(value_.get()) : nullptr;
  }
  // The value; throws std::logic_error if the shape is not a T (a pair test
  // called with the wrong kinds).
  template <typename T>
  const T& Get() const {
    if (!Is<T>()) {
      throw std::logic_error("a shape of kind " + std::to_string(static_cast<int>(kind_)) +
                             " read as another kind");
    }
    return *static_cast<const T*>(value_.get());
  }
  // The value to change in place: copied first unless this is its only
  // holder. Throws std::logic_error as Get does.
  template <typename T>
  T& Edit() {
    Get<T>();
    if (!own_value_ || value_.use_count() > 1) {
      value_ = clone_(value_.get());
      own_value_ = true;
    }
    // A value this shape made (from a T, or cloned) is a non-const T that
    // only this shape holds, so it may be changed through it.
    return *const_cast<T*>(static_cast<const T*>(value_.get()));
  }
  template <typename T>
  T* EditIf() {
    return Is<T>() ? &Edit<T>() : nullptr;
  }

  // The same kind and the same value, bit for bit (a -0.0 is not a 0.0):
  // what a scene written and read back must give.
  friend bool operator==(const StaticShape& a, const StaticShape& b) {
    return a.kind_ == b.kind_ && *a.type_ == *b.type_ &&
           (a.value_ == b.value_ || a.same_(a.value_.get(), b.value_.get()));
  }

  // Whether two shapes share one value (a copy not yet edited).
  bool SharesValueWith(const StaticShape& other) const { return value_ == other.value_; }

 private:
  template <typename T>
  static bool SameValue(const void* a, const void* b) {
    if constexpr (std::is_trivially_copyable_v<T>) {
      return std::memcmp(a, b, sizeof(T)) == 0;
    } else {
      return *static_cast<const T*>(a) == *static_cast<const T*>(b);
    }
  }
  template <typename T>
  static std::shared_ptr<const void> CloneValue(const void* value) {
    return std::make_shared<T>(*static_cast<const T*>(value));
  }

  ShapeKind kind_;
  const std::type_info* type_;
  std::shared_ptr<const void> value_;
  bool (*same_)(const void*, const void*);
  std::shared_ptr<const void> (*clone_)(const void*);
  // The value was made here as a non-const T; false for a shared asset.
  bool own_value_ = false;
};

inline ShapeKind KindOf(const StaticShape& shape) {
  return shape.kind();
}

// How a kind crosses the plugin ABI (include/collision_lab/plugin.h): the
// name plugin.h gives its struct and its functions ("obb": cl_obb,
// cl_sphere_obb) and the struct's fields, all doubles, in order. A kind
// without one is not served by plugins, and says so.
struct PluginField {
  std::string name;         // "center"; empty for a point's one cl_vec3
  std::size_t doubles = 3;  // 1, 3 (a cl_vec3) or 9 (three rows, three corners)
  // A count and a pointer in the struct (cl_hull's points): on the wire the
  // count, as a double, then that many cl_vec3s (`doubles` is 3, per item).
  bool counted = false;
};
struct PluginType {
  std::string name;
  std::vector<PluginField> fields;
  // Appends the shape's struct, field by field, to the doubles.
  std::function<void(const StaticShape&, std::vector<double>&)> append;

  // The struct's size in doubles (every cl_ struct but cl_hull is doubles
  // only); a counted field counts its count alone, so for a type with one
  // this is its shortest (no items).
  std::size_t Doubles() const {
    std::size_t doubles = 0;
    for (const PluginField& field : fields) {
      doubles += field.counted ? 1 : field.doubles;
    }
    return doubles;
  }
  bool HasCountedField() const {
    for (const PluginField& field : fields) {
      if (field.counted) {
        return true;
      }
    }
    return false;
  }
};

// What the engine knows of a kind, whatever its type: one row per kind.
struct ShapeKindInfo {
  ShapeKind kind = ShapeKind::kPoint;
  // The scene format's type name: "point", "sphere", "aabb", "box",
  // "hexahedron", "plane", "ray", "segment", "cylinder".
  std::string id;
  // A point of the shape to hang a label on or to centre a view on.
  std::function<Vec3(const StaticShape&)> anchor;
  // Its axis-aligned bounds, for broad phases; nullopt when unbounded.
  std::function<std::optional<Aabb>(const StaticShape&)> bounds;
  // Empty when the shape can be tested, else what is wrong with it.
  std::function<std::optional<std::string>(const StaticShape&)> validate;
  // Whether it has an inside (a sphere, a box), or is a surface or a line a
  // point is on or off (a plane, a ray, a segment): how a point's
  // containment in it reads.
  bool solid = true;
  // Its cl_ struct in the plugin ABI; nullopt when the ABI has none.
  std::optional<PluginType> plugin_type;
};

// A row from functions of the kind's own type.
template <HasShapeKind T, typename Anchor, typename Bounds, typename Validate>
ShapeKindInfo MakeShapeKindInfo(std::string id, Anchor anchor, Bounds bounds, Validate validate) {
  ShapeKindInfo info;
  info.kind = ShapeKindOf<T>::kValue;
  info.id = std::move(id);
  info.anchor = [anchor](const StaticShape& s) { return anchor(s.Get<T>()); };
  info.bounds = [bounds](const StaticShape& s) -> std::optional<Aabb> {
    return bounds(s.Get<T>());
  };
  info.validate = [validate](const StaticShape& s) -> std::optional<std::string> {
    return validate(s.Get<T>());
  };
  return info;
}

// A plugin type from a function of the kind's own type that appends its
// struct's doubles.
template <HasShapeKind T, typename Append>
PluginType MakePluginType(std::string name, std::vector<PluginField> fields, Append append) {
  PluginType type;
  type.name = std::move(name);
  type.fields = std::move(fields);
  type.append = [append](const StaticShape& s, std::vector<double>& doubles) {
    append(s.Get<T>(), doubles);
  };
  return type;
}

// The kind table. The process's (Global) holds the built-in kinds from the
// start and every kind of collide/kinds/ once static initialisation is done;
// a test's kind or a plugin's is added at run time.
class ShapeKinds {
 public:
  // Throws std::invalid_argument for a number or id already taken, an
  // empty id, a missing function, or a plugin type without a name, fields
  // or an append.
  const ShapeKindInfo& Add(ShapeKindInfo info);
  // Takes a kind out again (a plugin unloaded, a test undoing its Add).
  bool Remove(ShapeKind kind) { return rows_.Remove(kind); }
  const ShapeKindInfo* Find(ShapeKind kind) const { return rows_.Find(kind); }
  const ShapeKindInfo* Find(std::string_view id) const { return rows_.Find(id); }
  // The kind whose plugin type plugin.h names `name` ("obb"); nullptr for none.
  const ShapeKindInfo* FindByPluginType(std::string_view name) const;
  // Every kind, in the order of their numbers (menus, messages).
  std::vector<const ShapeKindInfo*> All() const { return rows_.All(); }

  static ShapeKinds& Global();

 private:
  KindRegistry<ShapeKindInfo> rows_{"shape kind", &ShapeKindInfo::id};
};

// The kind's id ("sphere"); for a kind not in the table, "kind N".
std::string ShapeKindId(ShapeKind kind);
std::optional<ShapeKind> ShapeKindFromId(std::string_view id);

// The global table's answers for the shape's kind. A shape of a kind the
// table lacks has its anchor at the origin, no bounds, and is invalid.
Vec3 AnchorOf(const StaticShape& shape);
std::optional<Aabb> BoundsOf(const StaticShape& shape);
std::optional<std::string> Validate(const StaticShape& shape);

}  // namespace collide
