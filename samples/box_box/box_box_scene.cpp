#include "box_box/box_box_scene.h"

#include "collide/motion/time_of_impact.h"
#include "harness/scene/scene_building.h"

namespace box_box {

harness::Scene SceneOf(const Layout& layout, const std::string& title, bool expect_what_is_shown) {
  harness::Scene scene;
  scene.sample = "box-box";
  scene.title = title;
  for (const NamedShape& named : layout.shapes) {
    if (const collide::Sphere* sphere = SphereOf(named)) {
      scene.shapes.push_back(harness::SceneShapeOf(named.id, *sphere));
    } else if (const auto* box = std::get_if<collide::OrientedBox>(BoxOf(named))) {
      scene.shapes.push_back(harness::SceneShapeOf(named.id, *box));
    } else if (const auto* aabb = std::get_if<collide::Aabb>(BoxOf(named))) {
      scene.shapes.push_back(harness::SceneShapeOf(named.id, *aabb));
    } else {
      scene.shapes.push_back(
          harness::SceneShapeOf(named.id, std::get<collide::Hexahedron>(*BoxOf(named))));
    }
  }
  const auto add = [&](const std::string& a, const std::string& b, const std::string& algorithm,
                       bool intersects) {
    harness::Expectation e;
    e.a = a;
    e.b = b;
    e.algorithm = algorithm;
    e.expected = harness::Intersects{intersects};
    scene.expect.push_back(std::move(e));
  };
  if (!expect_what_is_shown) {
    for (const Expectation& e : layout.expect) {
      add(e.a, e.b, e.algorithm, e.intersects);
    }
    return scene;
  }
  const auto& shapes = layout.shapes;
  for (std::size_t i = 0; i < shapes.size(); ++i) {
    for (std::size_t j = i + 1; j < shapes.size(); ++j) {
      for (const collide::PairTest* test : ShownFor(shapes[i], shapes[j])) {
        add(shapes[i].id, shapes[j].id, test->id, Intersects(shapes[i], shapes[j], *test));
      }
    }
  }
  return scene;
}

}  // namespace box_box
