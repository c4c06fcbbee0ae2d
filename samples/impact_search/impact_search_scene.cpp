#include "impact_search/impact_search_scene.h"

#include "collide/motion/time_of_impact.h"
#include "harness/scene/scene_building.h"

namespace impact_search {

harness::Scene SceneOf(const Layout& layout, const std::string& title, bool expect_what_is_shown) {
  harness::Scene scene;
  scene.sample = "impact-search";
  scene.title = title;
  scene.dt = layout.dt;
  for (const Mover& mover : layout.movers) {
    harness::SceneShape shape =
        harness::SceneShapeOf(mover.id, collide::Sphere{mover.sphere.center, mover.sphere.radius});
    shape.velocity = mover.sphere.velocity;
    scene.shapes.push_back(std::move(shape));
  }
  for (const Target& target : layout.targets) {
    if (const auto* sphere = std::get_if<collide::Sphere>(&target.shape)) {
      scene.shapes.push_back(harness::SceneShapeOf(target.id, *sphere));
    } else {
      scene.shapes.push_back(
          harness::SceneShapeOf(target.id, std::get<collide::Aabb>(target.shape)));
    }
  }
  const auto id_of_pair = [&](int pair) {
    const Pair& p = layout.pairs[static_cast<std::size_t>(pair)];
    return std::make_pair(layout.movers[static_cast<std::size_t>(p.mover)].id,
                          layout.targets[static_cast<std::size_t>(p.target)].id);
  };
  if (!expect_what_is_shown) {
    for (const Expectation& e : layout.expect) {
      const auto [a, b] = id_of_pair(e.pair);
      scene.expect.push_back(harness::ContactTimeExpectation(a, b, collide::AlgorithmId(e.method),
                                                             e.time, layout.dt, e.tolerance));
    }
    return scene;
  }
  Layout checked = layout;
  checked.settings = Settings{};
  for (std::size_t p = 0; p < checked.pairs.size(); ++p) {
    const Answers answers = AnswerPair(checked, checked.pairs[p]);
    const auto [a, b] = id_of_pair(static_cast<int>(p));
    for (std::size_t m = 0; m < kMethodCount; ++m) {
      scene.expect.push_back(harness::ContactTimeExpectation(
          a, b, collide::kImpactMethodIds[m].second, answers[m].time, layout.dt,
          harness::kDefaultContactTimeTolerance));
    }
  }
  return scene;
}

}  // namespace impact_search
