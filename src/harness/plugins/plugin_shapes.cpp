#include "harness/plugins/plugin_shapes.h"

#include <array>
#include <charconv>
#include <cmath>

namespace harness::plugins {
namespace {

std::string Point(const double* v) {
  // Appended one by one: GCC 12 warns falsely (stringop-overflow) on the
  // same chain written with +.
  std::string text = "(";
  text.append(ExactNumber(v[0])).append(", ").append(ExactNumber(v[1])).append(", ");
  text.append(ExactNumber(v[2])).append(")");
  return text;
}

// The struct's fields by name, in plugin.h's order: a number, or its
// points (one cl_vec3 each; a counted field, a hull's, as many as its
// count says); a lone unnamed field is the point alone.
std::string Fields(const collide::PluginType& type, const std::vector<double>& d) {
  if (type.fields.size() == 1 && type.fields[0].name.empty()) {
    return Point(&d[0]);
  }
  std::string text = "{";
  std::size_t at = 0;
  for (const collide::PluginField& field : type.fields) {
    text.append(at == 0 ? "" : ", ").append(field.name);
    if (field.counted) {  // a hull's points: their count, then each
      const auto count = static_cast<std::size_t>(d[at]);
      for (std::size_t i = 0; i < count; ++i) {
        text.append(" ").append(Point(&d[at + 1 + 3 * i]));
      }
      at += 1 + 3 * count;
      continue;
    }
    text.append(" ");
    if (field.doubles == 1) {
      text.append(ExactNumber(d[at]));
    } else {
      for (std::size_t i = 0; i < field.doubles; i += 3) {
        text.append(i == 0 ? "" : " ").append(Point(&d[at + i]));
      }
    }
    at += field.doubles;
  }
  return text + "}";
}

const collide::PluginType* PluginTypeOf(const collide::StaticShape& shape) {
  const collide::ShapeKindInfo* row = collide::ShapeKinds::Global().Find(shape.kind());
  return row != nullptr && row->plugin_type ? &*row->plugin_type : nullptr;
}

}  // namespace

std::string ExactNumber(double value) {
  if (std::isnan(value)) {
    return "nan";
  }
  std::array<char, 32> text{};
  const auto result = std::to_chars(text.data(), text.data() + text.size(), value);
  if (result.ec != std::errc()) {
    return "?";
  }
  return std::string(text.data(), static_cast<std::size_t>(result.ptr - text.data()));
}

bool AppendAbiDoubles(const collide::StaticShape& shape, std::vector<double>& doubles) {
  const collide::PluginType* type = PluginTypeOf(shape);
  if (type == nullptr) {
    return false;
  }
  type->append(shape, doubles);
  return true;
}

std::string DescribeForReport(const collide::StaticShape& shape) {
  const collide::PluginType* type = PluginTypeOf(shape);
  if (type == nullptr) {
    return collide::ShapeKindId(shape.kind());
  }
  std::vector<double> doubles;
  type->append(shape, doubles);
  std::string text = type->name;
  return text.append(" ").append(Fields(*type, doubles));
}

}  // namespace harness::plugins
