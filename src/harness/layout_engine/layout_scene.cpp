// Scene files <-> static layouts (layout.h): what the static-shapes
// engine can take from a scene, refused at its JSON path otherwise.
#include <string>
#include <utility>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "harness/layout_engine/layout.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/json_reader.h"

namespace harness {
namespace {

using collide::Query;
using collide::ShapeKind;

bool EngineTests(const collide::PairTestRegistry& registry, ShapeKind kind) {
  for (const collide::PairTest& test : registry.tests()) {
    if (test.a == kind || test.b == kind) {
      return true;
    }
  }
  for (const collide::TripleTest& test : registry.triple_tests()) {
    if (test.a == kind || test.b == kind || test.c == kind) {
      return true;
    }
  }
  return false;
}

std::string AcceptedKinds(const collide::PairTestRegistry& registry) {
  std::string accepted;
  for (const ShapeKind kind : EngineKinds(registry)) {
    accepted += (accepted.empty() ? "" : ", ") + collide::ShapeKindId(kind);
  }
  return accepted;
}

// The scene's shape as the engine takes it: a kind no test takes is refused.
collide::StaticShape ToStaticShape(const Scene& scene, const SceneShape& shape) {
  const collide::PairTestRegistry& registry = collide::PairTestRegistry::Global();
  if (!EngineTests(registry, shape.shape.kind())) {
    RejectShapeType(scene, shape, scene.sample, AcceptedKinds(registry));
  }
  // The reader validated every shape in its own terms; the engine's are the
  // ones its tests rely on (a unit ray direction, a unit plane normal).
  if (const auto problem = collide::Validate(shape.shape)) {
    throw InputError(scene.file, shape.path, *problem);
  }
  return shape.shape;
}

const NamedShape& ShapeNamed(const StaticLayout& layout, const std::string& id) {
  return *layout.Find(id);  // the reader checked that every id names a shape
}

std::string KindName(const NamedShape& shape) {
  return collide::ShapeKindId(shape.shape.kind());
}

void CheckMeetingPoint(const Scene& scene, const Expectation& e, const StaticLayout& layout) {
  const std::pair<const char*, const std::string*> planes[] = {
      {"a", &e.a}, {"b", &e.b}, {"c", &e.c}};
  for (const auto& [key, id] : planes) {
    const NamedShape& shape = ShapeNamed(layout, *id);
    if (!shape.shape.Is<collide::BookPlane>()) {
      throw InputError(scene.file, e.path + "." + key,
                       "\"point\" needs three planes; \"" + *id + "\" is a " + KindName(shape));
    }
  }
  // The registry's triple tests answer it, a plugin's beside ours.
  const ShapeKind plane = ShapeKind::kPlane;
  const collide::PairTestRegistry& registry = collide::PairTestRegistry::Global();
  const std::vector<const collide::TripleTest*> tests = registry.FindTriple(plane, plane, plane);
  if (tests.empty()) {
    throw InputError(scene.file, e.path, "three planes have no \"point\" test");
  }
  if (e.algorithm && registry.FindTriple(plane, plane, plane, *e.algorithm) == nullptr) {
    std::string known;
    for (const collide::TripleTest* test : tests) {
      known += (known.empty() ? "" : ", ") + test->id;
    }
    RejectAlgorithm(scene, e, known);
  }
}

// Checks that the registry answers `query` for the pair, with the named
// algorithm if any.
void CheckPairTest(const Scene& scene, const Expectation& e, const StaticLayout& layout,
                   Query query) {
  const NamedShape& a = ShapeNamed(layout, e.a);
  const NamedShape& b = ShapeNamed(layout, e.b);
  const ShapeKind ka = collide::KindOf(a.shape);
  const ShapeKind kb = collide::KindOf(b.shape);
  const collide::PairTestRegistry& registry = collide::PairTestRegistry::Global();
  const std::vector<const collide::PairTest*> tests = registry.Find(ka, kb, query);
  if (tests.empty()) {
    std::string answered;
    for (Query q : registry.QueriesFor(ka, kb)) {
      answered += (answered.empty() ? "" : ", ") + std::string(collide::QueryId(q));
    }
    throw InputError(
        scene.file, e.path,
        KindName(a) + " and " + KindName(b) + " have no \"" + std::string(collide::QueryId(query)) +
            "\" test (they answer: " + (answered.empty() ? "nothing" : answered) + ")");
  }
  if (e.algorithm && registry.Find(ka, kb, query, *e.algorithm) == nullptr) {
    std::string known;
    for (const collide::PairTest* test : tests) {
      known += (known.empty() ? "" : ", ") + test->id;
    }
    RejectAlgorithm(scene, e, known);
  }
}

// Checks that the registry answers the expectation for its shapes' kinds
// (with the named algorithm, if any).
void CheckAnswerable(const Scene& scene, const Expectation& e, const StaticLayout& layout) {
  if (e.expected.Is<MeetingPoint>()) {
    CheckMeetingPoint(scene, e, layout);
    return;
  }
  const std::string_view key = OutcomeKey(e.expected);
  const std::optional<Query> query = collide::QueryFromId(key);
  if (!query) {
    // contact_time, which RejectMotion has refused already.
    throw InputError(scene.file, e.path + "." + std::string(key),
                     "sample \"" + scene.sample + "\" tests shapes at rest");
  }
  CheckPairTest(scene, e, layout, *query);
}

}  // namespace

std::vector<ShapeKind> EngineKinds(const collide::PairTestRegistry& registry) {
  std::vector<ShapeKind> kinds;
  for (const collide::ShapeKindInfo* kind : collide::ShapeKinds::Global().All()) {
    if (EngineTests(registry, kind->kind)) {
      kinds.push_back(kind->kind);
    }
  }
  return kinds;
}

StaticLayout StaticLayoutFromScene(const Scene& scene) {
  RejectMotion(scene, scene.sample);
  StaticLayout layout;
  for (const SceneShape& shape : scene.shapes) {
    layout.shapes.push_back({shape.id, ToStaticShape(scene, shape)});
  }
  for (const Expectation& e : scene.expect) {
    CheckAnswerable(scene, e, layout);
    layout.expect.push_back(e);
  }
  return layout;
}

Scene SceneFromStaticLayout(const StaticLayout& layout, const std::string& sample,
                            const std::string& title) {
  Scene scene;
  scene.sample = sample;
  scene.title = title;
  for (size_t i = 0; i < layout.shapes.size(); ++i) {
    SceneShape shape;
    shape.id = layout.shapes[i].id;
    shape.path = "shapes[" + std::to_string(i) + "]";
    shape.shape = layout.shapes[i].shape;
    scene.shapes.push_back(std::move(shape));
  }
  scene.expect = layout.expect;
  for (size_t i = 0; i < scene.expect.size(); ++i) {
    scene.expect[i].path = ExpectationPath(i);
  }
  return scene;
}

}  // namespace harness
