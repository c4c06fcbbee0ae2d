// Scene files <-> static layouts (layout.h): what the static-shapes
// engine can take from a scene, refused at its JSON path otherwise.
#include <string>
#include <utility>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "collide/shapes/overloaded.h"
#include "harness/sample/sample.h"
#include "harness/scene/json_reader.h"
#include "harness/static_shapes/layout.h"

namespace harness {
namespace {

using collide::Query;
using collide::ShapeKind;

// The kinds the engine tests: those some pair or triple test takes, a
// plugin's among them (a cylinder has none).
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
  for (const collide::ShapeKindInfo* kind : collide::ShapeKinds::Global().All()) {
    if (EngineTests(registry, kind->kind)) {
      accepted += (accepted.empty() ? "" : ", ") + kind->id;
    }
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

Outcome MeetingPointOutcome(const Scene& scene, const SceneExpectation& e,
                            const StaticLayout& layout) {
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
  return MeetingPoint{*e.point};
}

// Checks that the registry answers `query` for the pair, with the named
// algorithm if any.
void CheckPairTest(const Scene& scene, const SceneExpectation& e, const StaticLayout& layout,
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

StaticExpectation ToStaticExpectation(const Scene& scene, const SceneExpectation& e,
                                      const StaticLayout& layout) {
  StaticExpectation out;
  out.a = e.a;
  out.b = e.b;
  out.algorithm = e.algorithm;
  // A tolerance the outcome does not use is the layout's default, so that a
  // layout written as a scene reads back the same.
  out.tolerance = TakesTolerance(e) ? e.tolerance : kDefaultPointTolerance;
  const std::string_view key = OutcomeKey(e);
  if (key == "point") {
    out.c = e.c;
    out.expected = MeetingPointOutcome(scene, e, layout);
    return out;
  }
  const std::optional<Query> query = collide::QueryFromId(key);
  if (!query) {
    // contact_time, which RejectMotion has refused already.
    throw InputError(scene.file, e.path + "." + std::string(key),
                     "sample \"" + scene.sample + "\" tests shapes at rest");
  }
  CheckPairTest(scene, e, layout, *query);
  switch (*query) {
    case Query::kIntersects:
      out.expected = Intersects{*e.intersects};
      break;
    case Query::kContains:
      out.expected = Contains{*e.contains};
      break;
    case Query::kClosestPoint:
      out.expected = ClosestPoint{*e.closest_point};
      break;
    case Query::kSide:
      out.expected = Side{*e.side};
      break;
    case Query::kHit:
      out.expected = Hit{*e.hit, e.t};
      break;
  }
  return out;
}

// The outcome into the scene expectation's fields; a tolerance the outcome
// does not use is the reader's default.
void WriteOutcome(const StaticExpectation& e, SceneExpectation& out) {
  std::visit(collide::Overloaded{
                 [&](const Intersects& o) { out.intersects = o.value; },
                 [&](const ContactTime& o) { out.contact_time = o.time; },
                 [&](const Contains& o) { out.contains = o.value; },
                 [&](const ClosestPoint& o) { out.closest_point = o.point; },
                 [&](const Side& o) { out.side = o.value; },
                 [&](const Hit& o) {
                   out.hit = o.value;
                   // A miss has no t: the file cannot say one.
                   if (o.value) {
                     out.t = o.t;
                   }
                 },
                 [&](const MeetingPoint& o) {
                   out.c = e.c;
                   out.point = o.point;
                 },
             },
             e.expected);
  out.tolerance = TakesTolerance(out) ? e.tolerance : DefaultTolerance(out);
}

}  // namespace

StaticLayout StaticLayoutFromScene(const Scene& scene) {
  RejectMotion(scene, scene.sample);
  StaticLayout layout;
  for (const SceneShape& shape : scene.shapes) {
    layout.shapes.push_back({shape.id, ToStaticShape(scene, shape)});
  }
  for (const SceneExpectation& e : scene.expect) {
    layout.expect.push_back(ToStaticExpectation(scene, e, layout));
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
    shape.type = collide::ShapeKindId(layout.shapes[i].shape.kind());
    shape.path = "shapes[" + std::to_string(i) + "]";
    shape.shape = layout.shapes[i].shape;
    scene.shapes.push_back(std::move(shape));
  }
  for (size_t i = 0; i < layout.expect.size(); ++i) {
    const StaticExpectation& e = layout.expect[i];
    SceneExpectation out;
    out.path = ExpectationPath(i);
    out.a = e.a;
    out.b = e.b;
    out.algorithm = e.algorithm;
    WriteOutcome(e, out);
    scene.expect.push_back(std::move(out));
  }
  return scene;
}

}  // namespace harness
