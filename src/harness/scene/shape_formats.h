#pragma once

// How each shape kind is written in a scene file: its "type" and how its
// fields are read and written. The scene reader and writer find kinds here
// and nowhere else; the entries come from harness/shape_kinds/, one file a
// kind, which registers them at start-up (and a test or a plugin at run
// time), so this folder never names a kind.

#include <deque>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "collide/registry/static_shape.h"
#include "harness/scene/shape_fields.h"

namespace harness {

struct ShapeFormat {
  collide::ShapeKind kind = collide::ShapeKind::kPoint;
  std::string type;  // the kind's id: "sphere"
  // The shape from the object's fields (not "id" or "type"); fails through
  // the reader, naming the field.
  std::function<collide::StaticShape(ObjectReader&)> read;
  // The shape's fields into `out`; `where` is its JSON path for messages.
  std::function<void(const collide::StaticShape&, const std::string& where, SceneJson& out)> write;
};

class ShapeFormats {
 public:
  // Throws std::invalid_argument for an empty type, a missing function, or
  // a kind or type already taken.
  void Add(ShapeFormat format);
  bool Remove(collide::ShapeKind kind);
  const ShapeFormat* Find(std::string_view type) const;
  const ShapeFormat* Find(collide::ShapeKind kind) const;
  // The types, sorted, for "unknown shape type" messages.
  std::vector<std::string> Types() const;

  static ShapeFormats& Global();

 private:
  std::deque<ShapeFormat> formats_;
};

}  // namespace harness
