#include "octree/octree_world.h"

#include <algorithm>
#include <map>
#include <random>

#include "collide/shapes/triangle.h"
#include "harness/many_shapes/octree_why.h"
#include "harness/many_shapes/pair_set_checks.h"
#include "harness/scene/shipped_model.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace octree_sample {
namespace {

using collide::Vec3;

constexpr double kMaxSpeed = 4.0;
constexpr double kCheckStep = 1.0 / 60.0;

collide::Aabb Region() {
  return {Vec3(-kHalfSize), Vec3(kHalfSize)};
}

collide::StaticShape RandomShape(std::mt19937& rng, int which) {
  std::uniform_real_distribution<double> coord(-kHalfSize + 2.0, kHalfSize - 2.0);
  std::uniform_real_distribution<double> size(0.3, 1.5);
  const Vec3 at(coord(rng), coord(rng), coord(rng));
  switch (which % 4) {
    case 0:
      return collide::Sphere{at, size(rng)};
    case 1: {
      const Vec3 half(size(rng), size(rng), size(rng));
      return collide::Aabb{at - half, at + half};
    }
    case 2: {
      std::uniform_real_distribution<double> corner(-2.0, 2.0);
      const auto near = [&] { return at + Vec3(corner(rng), corner(rng), corner(rng)); };
      return collide::Triangle{{near(), near(), near()}};
    }
    default: {
      // The shipped models, each mesh read once and placed many times.
      static const char* const kModels[] = {"icosphere.obj", "torus.obj", "cube.obj"};
      std::uniform_real_distribution<double> angle(0.0, 360.0);
      const Vec3 turn(angle(rng), angle(rng), angle(rng));
      return harness::ShippedModel(kModels[(which / 4) % 3], at, turn, size(rng));
    }
  }
}

// The default scene after `steps` steps.
OctreeWorld WorldAfter(int steps) {
  OctreeWorld world;
  for (int i = 0; i < steps; ++i) {
    world.Step(kCheckStep);
  }
  return world;
}

std::string RayName(int ray) {
  return "ray " + std::to_string(ray);
}

}  // namespace

OctreeWorld::OctreeWorld(OctreeSettings settings) : shapes_(Region()) {
  Reset(settings);
}

void OctreeWorld::Reset(OctreeSettings settings) {
  settings_ = settings;
  settings_.count = std::clamp(settings_.count, kMinCount, kMaxCount);
  std::mt19937 rng(settings_.seed);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::uniform_real_distribution<double> speed(-kMaxSpeed, kMaxSpeed);
  objects_.clear();
  shapes_.Clear();
  for (int i = 0; i < settings_.count; ++i) {
    OctreeObject object{RandomShape(rng, i), Vec3(0.0)};
    if (unit(rng) < settings_.moving_share) {
      object.velocity = Vec3(speed(rng), speed(rng), speed(rng));
    }
    shapes_.Add(object.shape);
    objects_.push_back(std::move(object));
  }
  steps_ = 0;
}

void OctreeWorld::Step(double dt) {
  std::vector<Vec3> handles;
  for (std::uint32_t id = 0; id < objects_.size(); ++id) {
    OctreeObject& object = objects_[id];
    if (object.velocity == Vec3(0.0)) {
      continue;
    }
    const harness::ShapeKindEntry* entry =
        harness::ShapeKindTable::Global().Find(object.shape.kind());
    const collide::Aabb bounds = collide::BoundsOf(object.shape).value_or(collide::Aabb{});
    // A wall turns back the component that leaves the region.
    for (int axis = 0; axis < 3; ++axis) {
      const double next_min = bounds.min[axis] + object.velocity[axis] * dt;
      const double next_max = bounds.max[axis] + object.velocity[axis] * dt;
      if (next_min < -kHalfSize || next_max > kHalfSize) {
        object.velocity[axis] *= -1.0;
      }
    }
    entry->translate(object.shape, object.velocity * dt, handles);
    shapes_.Replace(id, object.shape);
  }
  ++steps_;
}

std::string ObjectName(const OctreeWorld& world, std::uint32_t id) {
  return collide::ShapeKindId(world.objects()[id].shape.kind()) + " " + std::to_string(id);
}

std::vector<collide::Ray> CheckRays() {
  std::mt19937 rng(99);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::vector<collide::Ray> rays;
  while (static_cast<int>(rays.size()) < kCheckRays) {
    const collide::Vec3 from(unit(rng), unit(rng), unit(rng));
    const collide::Vec3 towards = kHalfSize * 0.8 * collide::Vec3(unit(rng), unit(rng), unit(rng));
    if (glm::length(from) < 0.1) {
      continue;
    }
    const collide::Vec3 origin = 35.0 * glm::normalize(from);
    if (const auto ray = collide::MakeRay(origin, towards - origin)) {
      rays.push_back(*ray);
    }
  }
  return rays;
}

std::vector<OctreeExpectation> OctreeExpectations() {
  std::vector<OctreeExpectation> table;
  const std::vector<collide::Ray> rays = CheckRays();
  for (const int steps : kCheckSteps) {
    const OctreeWorld world = WorldAfter(steps);
    for (const auto& [pair, touching] :
         harness::PairsToCheck(world.TouchingPairsBruteForce(), {world.TouchingPairs()})) {
      table.push_back({steps, std::nullopt, pair, touching, std::nullopt});
    }
    for (int r = 0; r < kCheckRays; ++r) {
      const auto hit = world.RaycastBruteForce(rays[static_cast<std::size_t>(r)]);
      table.push_back({steps, r, {}, false, hit ? std::optional(hit->t) : std::nullopt});
    }
  }
  return table;
}

std::vector<harness::PairCheck> CheckOctree(const std::vector<OctreeExpectation>& table) {
  std::map<int, OctreeWorld> worlds;
  std::map<int, std::vector<ObjectPair>> pairs;
  const std::vector<collide::Ray> rays = CheckRays();
  std::vector<harness::PairCheck> checks;
  for (std::size_t i = 0; i < table.size(); ++i) {
    const OctreeExpectation& e = table[i];
    if (!worlds.contains(e.steps)) {
      worlds.emplace(e.steps, WorldAfter(e.steps));
      pairs[e.steps] = worlds.at(e.steps).TouchingPairs();
    }
    const OctreeWorld& world = worlds.at(e.steps);
    const std::string algorithm = "octree, step " + std::to_string(e.steps);
    if (!e.ray) {
      checks.push_back(harness::PairInSetCheck(
          i, e.pair, e.touching, pairs.at(e.steps),
          ObjectName(world, e.pair.first) + " and " + ObjectName(world, e.pair.second), algorithm));
      continue;
    }
    harness::PairCheck check;
    check.expectation = i;
    check.algorithm = algorithm;
    check.a = RayName(*e.ray);
    check.b = "nearest";
    check.subject = RayName(*e.ray) + "'s nearest hit";
    check.expected = harness::Hit{e.t.has_value(), e.t};
    const auto hit = world.Raycast(rays[static_cast<std::size_t>(*e.ray)]);
    harness::Judge(check,
                   harness::Hit{hit.has_value(), hit ? std::optional(hit->t) : std::nullopt});
    checks.push_back(std::move(check));
  }
  return checks;
}

harness::Why OctreeWorld::ExplainRay(const collide::Ray& ray, const std::string& ray_name,
                                     std::optional<std::optional<double>> expected_t,
                                     const std::optional<std::string>& algorithm) const {
  harness::OctreeRayQuestion asked;
  asked.ray_name = ray_name;
  asked.shape_name = [this](std::uint32_t id) { return ObjectName(*this, id); };
  asked.expected_t = expected_t;
  return harness::ExplainOctreeRay(shapes_, ray, asked, algorithm);
}

harness::Why ExplainCheckRay(const std::string& ray, const std::string& nearest,
                             const std::optional<std::string>& algorithm) {
  int index = -1;
  for (int r = 0; r < kCheckRays; ++r) {
    if (ray == RayName(r))
      index = r;
  }
  if (index < 0) {
    throw harness::WhyError("no \"" + ray + "\" here; octree explains its --check rays, " +
                            RayName(0) + " to " + RayName(kCheckRays - 1) +
                            ", each with \"nearest\" (--pair \"ray 3,nearest\")");
  }
  if (nearest != "nearest") {
    throw harness::WhyError("a ray's row here is \"" + ray +
                            "\" and \"nearest\" (its nearest hit), not \"" + nearest + "\"");
  }
  const collide::Ray cast =
      CheckRays()[static_cast<std::size_t>(index)];  // a copy: the list is a temporary
  harness::Why why{ray, nearest, "", {}};
  for (const OctreeExpectation& e : OctreeExpectations()) {
    if (e.ray != index)
      continue;
    const OctreeWorld world = WorldAfter(e.steps);
    harness::Why at = world.ExplainRay(cast, ray + " at step " + std::to_string(e.steps),
                                       std::optional<std::optional<double>>(e.t), algorithm);
    why.questions.push_back(std::move(at.questions.front()));
  }
  return why;
}

}  // namespace octree_sample
