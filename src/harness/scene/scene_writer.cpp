#include "harness/scene/scene_writer.h"

#include <cmath>
#include <cstring>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "collide/shapes/overloaded.h"
#include "harness/scene/json_reader.h"

namespace harness {
namespace {

// Keys keep the order they are written in, the order a person reads them.
using Json = nlohmann::ordered_json;

// nlohmann prints a double in its shortest form that reads back as the same
// double, and -0.0 as "-0.0"; a NaN or an infinity it would print as null,
// which the reader refuses, so they are refused here, where they come from.
Json Number(double value, const std::string& where) {
  if (!std::isfinite(value)) {
    throw std::invalid_argument(where + ": " + FormatNumber(value) +
                                " is not finite; a scene file holds finite numbers only");
  }
  return value;
}

Json Vector(const collide::Vec3& v, const std::string& where) {
  Json array = Json::array();
  for (int i = 0; i < 3; ++i) {
    array.push_back(Number(v[i], where + "[" + std::to_string(i) + "]"));
  }
  return array;
}

template <typename T>
bool SameBits(const T& x, const T& y) {
  return std::memcmp(&x, &y, sizeof(T)) == 0;
}

// rotation_deg when the angles give back this very matrix (every rotation a
// file wrote as angles does), else the axes themselves.
void WriteRotation(const collide::Mat3& rotation, const std::string& where, Json& out) {
  const collide::Vec3 degrees = collide::EulerDegreesFromRotation(rotation);
  if (SameBits(collide::RotationFromEulerDegrees(degrees), rotation)) {
    if (!SameBits(degrees, collide::Vec3(0.0))) {
      out["rotation_deg"] = Vector(degrees, where + ".rotation_deg");
    }
    return;
  }
  Json axes = Json::array();
  for (int i = 0; i < 3; ++i) {
    axes.push_back(Vector(rotation[i], where + ".axes[" + std::to_string(i) + "]"));
  }
  out["axes"] = std::move(axes);
}

Json ShapeJson(const SceneShape& shape, const std::string& where) {
  Json out;
  out["id"] = shape.id;
  const auto at = [&where](const char* key) { return where + "." + key; };
  std::visit(collide::Overloaded{
                 [&](const collide::Sphere& s) {
                   out["type"] = "sphere";
                   out["center"] = Vector(s.center, at("center"));
                   out["radius"] = Number(s.radius, at("radius"));
                 },
                 [&](const collide::OrientedBox& b) {
                   out["type"] = "box";
                   out["center"] = Vector(b.center, at("center"));
                   out["half_extents"] = Vector(b.half_extents, at("half_extents"));
                   WriteRotation(b.rotation, where, out);
                 },
                 [&](const collide::Aabb& b) {
                   out["type"] = "aabb";
                   out["min"] = Vector(b.min, at("min"));
                   out["max"] = Vector(b.max, at("max"));
                 },
                 [&](const collide::Hexahedron& h) {
                   out["type"] = "hexahedron";
                   Json corners = Json::array();
                   for (size_t i = 0; i < h.corners.size(); ++i) {
                     corners.push_back(
                         Vector(h.corners[i], at("corners") + "[" + std::to_string(i) + "]"));
                   }
                   out["corners"] = std::move(corners);
                 },
                 [&](const collide::Plane& p) {
                   out["type"] = "plane";
                   out["point"] = Vector(p.point, at("point"));
                   out["normal"] = Vector(p.normal, at("normal"));
                 },
                 [&](const collide::Cylinder& c) {
                   out["type"] = "cylinder";
                   out["point"] = Vector(c.point, at("point"));
                   out["axis"] = Vector(c.axis, at("axis"));
                   out["radius"] = Number(c.radius, at("radius"));
                 },
                 [&](const collide::Point& p) {
                   out["type"] = "point";
                   out["position"] = Vector(p.position, at("position"));
                 },
                 [&](const collide::BookPlane& p) {
                   out["type"] = "plane";
                   out["normal"] = Vector(p.normal, at("normal"));
                   out["distance"] = Number(p.distance, at("distance"));
                 },
                 [&](const collide::Ray& r) {
                   out["type"] = "ray";
                   out["origin"] = Vector(r.origin, at("origin"));
                   out["direction"] = Vector(r.direction, at("direction"));
                 },
                 [&](const collide::Segment& s) {
                   out["type"] = "segment";
                   out["start"] = Vector(s.start, at("start"));
                   out["end"] = Vector(s.end, at("end"));
                 },
             },
             shape.shape);
  // The reader takes motion on spheres only.
  if ((shape.velocity || shape.mass) && !std::holds_alternative<collide::Sphere>(shape.shape)) {
    throw std::invalid_argument(where + ": only a sphere carries a velocity or a mass");
  }
  if (shape.velocity) {
    out["velocity"] = Vector(*shape.velocity, at("velocity"));
  }
  if (shape.mass) {
    out["mass"] = Number(*shape.mass, at("mass"));
  }
  return out;
}

Json ExpectationJson(const SceneExpectation& e, const std::string& where) {
  Json out;
  out["a"] = e.a;
  out["b"] = e.b;
  const std::string_view outcome = OutcomeKey(e);
  const auto at = [&where](const char* key) { return where + "." + key; };
  if (outcome == "intersects") {
    out["intersects"] = *e.intersects;
  } else if (outcome == "contact_time") {
    out["contact_time"] = *e.contact_time ? Number(**e.contact_time, at("contact_time")) : Json();
  } else if (outcome == "contains") {
    out["contains"] = *e.contains;
  } else if (outcome == "closest_point") {
    out["closest_point"] = Vector(*e.closest_point, at("closest_point"));
  } else if (outcome == "side") {
    out["side"] = *e.side;
  } else if (outcome == "hit") {
    out["hit"] = *e.hit;
    if (e.t) {
      out["t"] = Number(*e.t, at("t"));
    }
  } else if (outcome == "point") {
    out["c"] = e.c;
    out["point"] = *e.point ? Vector(**e.point, at("point")) : Json();
  } else {
    throw std::invalid_argument(where + ": the expectation has no outcome");
  }
  const double default_tolerance = DefaultTolerance(e);
  if (TakesTolerance(e) && !SameBits(e.tolerance, default_tolerance)) {
    out["tolerance"] = Number(e.tolerance, at("tolerance"));
  }
  if (e.algorithm) {
    out["algorithm"] = *e.algorithm;
  }
  return out;
}

// `value` on one line with a space after every comma and colon, as the
// shipped scenes are written.
std::string OneLine(const Json& value) {
  if (value.is_object()) {
    std::string text = "{";
    for (const auto& [key, member] : value.items()) {
      text += (text.size() > 1 ? ", " : "") + Json(key).dump() + ": " + OneLine(member);
    }
    return text + "}";
  }
  if (value.is_array()) {
    std::string text = "[";
    for (const Json& element : value) {
      text += (text.size() > 1 ? ", " : "") + OneLine(element);
    }
    return text + "]";
  }
  return value.dump();
}

// "  \"key\": [\n    item,\n    item\n  ]": one shape or expectation a line.
std::string ArrayOfLines(const char* key, const std::vector<Json>& items) {
  std::string text = "  " + Json(key).dump() + ": [";
  for (size_t i = 0; i < items.size(); ++i) {
    text += (i == 0 ? "\n    " : ",\n    ") + OneLine(items[i]);
  }
  return text + (items.empty() ? "]" : "\n  ]");
}

}  // namespace

std::string WriteScene(const Scene& scene) {
  Json top;
  top["format"] = kSceneFormat;
  top["sample"] = scene.sample;
  if (!scene.title.empty()) {
    top["title"] = scene.title;
  }
  if (!scene.description.empty()) {
    top["description"] = scene.description;
  }
  if (scene.dt) {
    top["dt"] = Number(*scene.dt, "dt");
  }
  if (scene.gravity) {
    top["gravity"] = Vector(*scene.gravity, "gravity");
  }
  std::string text = "{\n";
  for (const auto& [key, value] : top.items()) {
    text += "  " + Json(key).dump() + ": " + OneLine(value) + ",\n";
  }
  std::vector<Json> shapes;
  for (size_t i = 0; i < scene.shapes.size(); ++i) {
    shapes.push_back(ShapeJson(scene.shapes[i], "shapes[" + std::to_string(i) + "]"));
  }
  std::vector<Json> expect;
  for (size_t i = 0; i < scene.expect.size(); ++i) {
    expect.push_back(ExpectationJson(scene.expect[i], "expect[" + std::to_string(i) + "]"));
  }
  return text + ArrayOfLines("shapes", shapes) + ",\n" + ArrayOfLines("expect", expect) + "\n}\n";
}

}  // namespace harness
