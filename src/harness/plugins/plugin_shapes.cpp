#include "harness/plugins/plugin_shapes.h"

#include <array>
#include <charconv>
#include <cmath>

#include "collide/shapes/triangle.h"
#include "harness/plugins/plugin_functions.h"

namespace harness::plugins {
namespace {

void Append(std::vector<double>& doubles, const collide::Vec3& v) {
  doubles.insert(doubles.end(), {v.x, v.y, v.z});
}

std::string Point(const double* v) {
  // Appended one by one: GCC 12 warns falsely (stringop-overflow) on the
  // same chain written with +.
  std::string text = "(";
  text.append(ExactNumber(v[0])).append(", ").append(ExactNumber(v[1])).append(", ");
  text.append(ExactNumber(v[2])).append(")");
  return text;
}

// The struct's fields by name, in plugin.h's order.
std::string Fields(collide::ShapeKind kind, const std::vector<double>& d) {
  switch (static_cast<int>(kind)) {
    case static_cast<int>(collide::ShapeKind::kPoint):
      return Point(&d[0]);
    case static_cast<int>(collide::ShapeKind::kSphere):
      return "{center " + Point(&d[0]) + ", radius " + ExactNumber(d[3]) + "}";
    case static_cast<int>(collide::ShapeKind::kAabb):
      return "{min " + Point(&d[0]) + ", max " + Point(&d[3]) + "}";
    case static_cast<int>(collide::ShapeKind::kBox):
      return "{center " + Point(&d[0]) + ", half_extents " + Point(&d[3]) + ", rotation rows " +
             Point(&d[6]) + " " + Point(&d[9]) + " " + Point(&d[12]) + "}";
    case static_cast<int>(collide::ShapeKind::kPlane):
      return "{normal " + Point(&d[0]) + ", distance " + ExactNumber(d[3]) + "}";
    case static_cast<int>(collide::ShapeKind::kRay):
      return "{origin " + Point(&d[0]) + ", direction " + Point(&d[3]) + "}";
    case static_cast<int>(collide::ShapeKind::kSegment):
      return "{start " + Point(&d[0]) + ", end " + Point(&d[3]) + "}";
    default:  // a triangle
      return "{corners " + Point(&d[0]) + " " + Point(&d[3]) + " " + Point(&d[6]) + "}";
  }
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
  if (const auto* p = shape.As<collide::Point>()) {
    Append(doubles, p->position);
  } else if (const auto* s = shape.As<collide::Sphere>()) {
    Append(doubles, s->center);
    doubles.push_back(s->radius);
  } else if (const auto* b = shape.As<collide::Aabb>()) {
    Append(doubles, b->min);
    Append(doubles, b->max);
  } else if (const auto* o = shape.As<collide::OrientedBox>()) {
    Append(doubles, o->center);
    Append(doubles, o->half_extents);
    // plugin.h's rotation is row-major; glm indexes [column][row].
    for (int row = 0; row < 3; ++row) {
      for (int column = 0; column < 3; ++column) {
        doubles.push_back(o->rotation[column][row]);
      }
    }
  } else if (const auto* plane = shape.As<collide::BookPlane>()) {
    Append(doubles, plane->normal);
    doubles.push_back(plane->distance);
  } else if (const auto* r = shape.As<collide::Ray>()) {
    Append(doubles, r->origin);
    Append(doubles, r->direction);
  } else if (const auto* segment = shape.As<collide::Segment>()) {
    Append(doubles, segment->start);
    Append(doubles, segment->end);
  } else if (const auto* t = shape.As<collide::Triangle>()) {
    for (const collide::Vec3& corner : t->corners) {
      Append(doubles, corner);
    }
  } else {
    return false;
  }
  return true;
}

std::string DescribeForReport(const collide::StaticShape& shape) {
  std::vector<double> doubles;
  if (!AppendAbiDoubles(shape, doubles)) {
    return std::string(collide::ShapeKindId(shape.kind()));
  }
  return std::string(AbiKindName(shape.kind())) + " " + Fields(shape.kind(), doubles);
}

}  // namespace harness::plugins
