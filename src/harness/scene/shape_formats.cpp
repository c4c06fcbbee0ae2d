#include "harness/scene/shape_formats.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace harness {

void ShapeFormats::Add(ShapeFormat format) {
  if (format.type.empty() || !format.read || !format.write) {
    throw std::invalid_argument("a shape format needs a type, a reader and a writer");
  }
  if (Find(format.kind) != nullptr || Find(format.type) != nullptr) {
    throw std::invalid_argument("shape type \"" + format.type + "\" (kind " +
                                std::to_string(static_cast<int>(format.kind)) +
                                ") is already registered");
  }
  formats_.push_back(std::move(format));
}

bool ShapeFormats::Remove(collide::ShapeKind kind) {
  const auto found = std::find_if(formats_.begin(), formats_.end(),
                                  [&](const ShapeFormat& f) { return f.kind == kind; });
  if (found == formats_.end()) {
    return false;
  }
  formats_.erase(found);
  return true;
}

const ShapeFormat* ShapeFormats::Find(std::string_view type) const {
  for (const ShapeFormat& format : formats_) {
    if (format.type == type) {
      return &format;
    }
  }
  return nullptr;
}

const ShapeFormat* ShapeFormats::Find(collide::ShapeKind kind) const {
  for (const ShapeFormat& format : formats_) {
    if (format.kind == kind) {
      return &format;
    }
  }
  return nullptr;
}

std::vector<std::string> ShapeFormats::Types() const {
  std::vector<std::string> types;
  for (const ShapeFormat& format : formats_) {
    types.push_back(format.type);
  }
  std::sort(types.begin(), types.end());
  return types;
}

ShapeFormats& ShapeFormats::Global() {
  static ShapeFormats formats;
  return formats;
}

}  // namespace harness
