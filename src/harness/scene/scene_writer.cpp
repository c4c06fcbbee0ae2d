#include "harness/scene/scene_writer.h"

#include <cmath>
#include <cstring>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "harness/scene/json_reader.h"
#include "harness/scene/shape_formats.h"

namespace harness {
namespace {

using Json = SceneJson;

Json ShapeJson(const SceneShape& shape, const std::string& where) {
  Json out;
  out["id"] = shape.id;
  const auto at = [&where](const char* key) { return where + "." + key; };
  const ShapeFormat* format = ShapeFormats::Global().Find(shape.shape.kind());
  if (format == nullptr) {
    throw std::invalid_argument(where + ": the scene format has no shape kind " +
                                collide::ShapeKindId(shape.shape.kind()));
  }
  out["type"] = collide::ShapeKindId(shape.shape.kind());
  format->write(shape.shape, where, out);
  // The reader takes motion on spheres only.
  if ((shape.velocity || shape.mass) && !shape.shape.Is<collide::Sphere>()) {
    throw std::invalid_argument(where + ": only a sphere carries a velocity or a mass");
  }
  if (shape.velocity) {
    out["velocity"] = JsonVector(*shape.velocity, at("velocity"));
  }
  if (shape.mass) {
    out["mass"] = JsonNumber(*shape.mass, at("mass"));
  }
  return out;
}

Json ExpectationJson(const Expectation& e, const std::string& where) {
  Json out;
  out["a"] = e.a;
  out["b"] = e.b;
  if (e.expected.Is<MeetingPoint>()) {
    out["c"] = e.c;
  }
  WriteOutcome(e.expected, where, out);
  if (TakesTolerance(e.expected) && !SameBits(e.tolerance, DefaultTolerance(e.expected))) {
    out["tolerance"] = JsonNumber(e.tolerance, where + ".tolerance");
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
    top["dt"] = JsonNumber(*scene.dt, "dt");
  }
  if (scene.gravity) {
    top["gravity"] = JsonVector(*scene.gravity, "gravity");
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
