#include "harness/many_shapes/octree_why.h"

#include <utility>

#include "collide/registry/pair_tests.h"
#include "collide/trace/trace.h"
#include "harness/scene/outcome.h"

namespace harness {
namespace {

// "hit at t = 3.2 (sphere 12)", "no hit".
std::string Verdict(const std::optional<collide::OctreeHit>& hit, const OctreeRayQuestion& asked) {
  const std::string said =
      Describe(Hit{hit.has_value(), hit ? std::optional(hit->t) : std::nullopt});
  return hit ? said + " (" + asked.shape_name(hit->id) + ", object " + std::to_string(hit->id) + ")"
             : said;
}

bool SameHit(const std::optional<collide::OctreeHit>& x,
             const std::optional<collide::OctreeHit>& y) {
  if (!x || !y)
    return x.has_value() == y.has_value();
  return x->id == y->id && x->t == y->t;
}

}  // namespace

Why ExplainOctreeRay(const ShapeOctree& shapes, const collide::Ray& ray,
                     const OctreeRayQuestion& asked, const std::optional<std::string>& algorithm) {
  if (algorithm && *algorithm != kOctreeWalkId && *algorithm != kOctreeBruteForceId) {
    throw WhyError("no algorithm \"" + *algorithm + "\" answers hit for " + asked.ray_name +
                   "; it has " + kOctreeWalkId + ", " + kOctreeBruteForceId);
  }
  WhyQuestion question;
  question.query = collide::Query::kHit;
  question.named_a = asked.ray_name;
  question.named_b = "the nearest shape";
  if (asked.expected_t) {
    question.expected = Describe(Hit{asked.expected_t->has_value(), *asked.expected_t});
    question.expected_algorithm = kOctreeBruteForceId;
  }
  std::optional<collide::OctreeHit> walked;
  if (!algorithm || *algorithm == kOctreeWalkId) {
    WhyAlgorithm run;
    run.id = kOctreeWalkId;
    run.origin = collide::kOurOrigin;
    run.traced = true;
    walked = shapes.RaycastTraced(ray, run.trace);
    run.verdict = Verdict(walked, asked);
    question.algorithms.push_back(std::move(run));
  }
  if (!algorithm || *algorithm == kOctreeBruteForceId) {
    WhyAlgorithm run;
    run.id = kOctreeBruteForceId;
    run.origin = collide::kOurOrigin;
    const std::optional<collide::OctreeHit> every = shapes.RaycastBruteForce(ray);
    run.verdict = Verdict(every, asked);
    run.agrees_with_first = question.algorithms.empty() || SameHit(walked, every);
    question.algorithms.push_back(std::move(run));
  }
  return Why{asked.ray_name, "nearest", "", {std::move(question)}};
}

}  // namespace harness
