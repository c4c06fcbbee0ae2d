#include "harness/scene/shape_formats.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace harness {

void ShapeFormats::Add(ShapeFormat format) {
  if (!format.read || !format.write) {
    throw std::invalid_argument("the scene format of shape kind " +
                                std::to_string(static_cast<int>(format.kind)) +
                                " needs a reader and a writer");
  }
  formats_.Add(std::move(format));
}

const ShapeFormat* ShapeFormats::Find(std::string_view type) const {
  const auto kind = collide::ShapeKindFromId(type);
  return kind ? Find(*kind) : nullptr;
}

std::vector<std::string> ShapeFormats::Types() const {
  std::vector<std::string> types;
  for (const ShapeFormat* format : formats_.All()) {
    types.push_back(collide::ShapeKindId(format->kind));
  }
  std::sort(types.begin(), types.end());
  return types;
}

ShapeFormats& ShapeFormats::Global() {
  static ShapeFormats formats;
  return formats;
}

}  // namespace harness
