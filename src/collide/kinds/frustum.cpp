// The frustum's collide side (kind 11, collide/shapes/frustum.h: a camera's
// view, the tutorial's chapter 6): its row, and its "inside" tests against
// points, spheres, AABBs, triangles and models, the exact ones first (the
// default) and the book's plane-by-plane ones beside them. The plugin ABI
// has no struct for a frustum, and the hunt no generator.
#include <optional>
#include <string>
#include <utility>

#include "collide/kinds/kind_registration.h"
#include "collide/mesh/model.h"
#include "collide/shapes/frustum.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

ShapeKindInfo FrustumRow() {
  return MakeShapeKindInfo<Frustum>(
      "frustum", [](const Frustum& f) { return f.eye; },
      [](const Frustum& f) { return std::optional<Aabb>(Bounds(f)); },
      [](const Frustum& f) -> std::optional<std::string> {
        if (const auto fault = CheckFrustum(f)) {
          return "the frustum's " + fault->field + " " + fault->message;
        }
        return std::nullopt;
      });
}

// A culling pass's test: the model's world AABB, then the book's plane
// test on its corners. Traced: the box ("bounds"), then the planes' steps.
template <typename Tracer>
Inclusion BoundsByPlanes(const Model& model, const Frustum& frustum, Tracer& trace) {
  const Aabb box = WorldBounds(model);
  if constexpr (Tracer::kOn) {
    std::string text = "A's world AABB [";
    text.append(TraceVector(box.min)).append(" .. ").append(TraceVector(box.max));
    text.append("]: its 8 corners against B's planes");
    trace.Step("bounds", std::move(text), "boxed")
        .Mark(BoxMark{box.min, box.max, true, "A's AABB"});
  }
  return ClassifyByPlanes(frustum, box, trace);
}

void AddSolidTests(PairTestRegistry& registry) {
  AddTracedPairTest<Point, Frustum>(
      registry, "planes", Query::kInside,
      "In front of or on all six planes (n.p + d >= 0): inside, else outside; exact.",
      [](const Point& p, const Frustum& f, auto& trace) { return Classify(f, p.position, trace); });
  AddTracedPairTest<Sphere, Frustum>(
      registry, "distance", Query::kInside,
      "Inside when the centre is at least r inside every plane; outside when its distance to the "
      "solid frustum exceeds r; exact, also beyond an edge or corner.",
      [](const Sphere& s, const Frustum& f, auto& trace) { return Classify(f, s, trace); });
  AddTracedPairTest<Sphere, Frustum>(
      registry, "planes", Query::kInside,
      "The book's test: outside only when the centre is more than r behind one plane, so a "
      "sphere just beyond an edge or corner reads as intersecting.",
      [](const Sphere& s, const Frustum& f, auto& trace) { return ClassifyByPlanes(f, s, trace); });
  AddTracedPairTest<Aabb, Frustum>(
      registry, "sat", Query::kInside,
      "Inside when all 8 corners are; outside when one of 27 axes (3 + 6 face normals, 18 edge "
      "crosses) separates them; exact.",
      [](const Aabb& b, const Frustum& f, auto& trace) { return Classify(f, b, trace); });
  AddTracedPairTest<Aabb, Frustum>(
      registry, "planes", Query::kInside,
      "The book's test: outside only when all 8 corners are behind one plane, so a box beyond "
      "an edge or corner reads as intersecting.",
      [](const Aabb& b, const Frustum& f, auto& trace) { return ClassifyByPlanes(f, b, trace); });
}

void AddSurfaceTests(PairTestRegistry& registry) {
  AddTracedPairTest<Triangle, Frustum>(
      registry, "sat", Query::kInside,
      "Inside when its 3 corners are; outside when one of the frustum's 6 face normals, the "
      "triangle's normal or an edge cross separates them; exact.",
      [](const Triangle& t, const Frustum& f, auto& trace) { return Classify(f, t, trace); });
  AddTracedPairTest<Model, Frustum>(
      registry, "surface", Query::kInside,
      "Inside when every triangle corner is; intersecting when some are, or a triangle passes "
      "through it (SAT, found through the BVH); exact, of the surface.",
      [](const Model& m, const Frustum& f, auto& trace) { return Classify(f, m, trace); });
  AddTracedPairTest<Model, Frustum>(
      registry, "aabb-planes", Query::kInside,
      "What a culling pass does: the model's world AABB by the book's plane test, so a model "
      "whose box reaches into the view reads as intersecting though no triangle does.",
      [](const Model& m, const Frustum& f, auto& trace) { return BoundsByPlanes(m, f, trace); });
}

void AddFrustumTests(PairTestRegistry& registry) {
  AddSolidTests(registry);
  AddSurfaceTests(registry);
}

const KindRegistration kFrustumRegistration(CollideKind{FrustumRow(), AddFrustumTests,
                                                        std::nullopt});

}  // namespace
}  // namespace collide
