#include "sample_scenes.h"

#include "collide/time_of_impact.h"

namespace {

harness::SceneShape Shaped(const std::string& id, const std::string& type, harness::Shape shape) {
  harness::SceneShape scene_shape;
  scene_shape.id = id;
  scene_shape.type = type;
  scene_shape.shape = std::move(shape);
  return scene_shape;
}

harness::SceneExpectation ContactTimeExpectation(const std::string& a, const std::string& b,
                                                 std::string_view algorithm,
                                                 std::optional<double> time, double tolerance) {
  harness::SceneExpectation e;
  e.a = a;
  e.b = b;
  e.algorithm = std::string(algorithm);
  e.contact_time = time;
  e.tolerance = tolerance;
  return e;
}

}  // namespace

namespace box_box {

harness::Scene SceneOf(const Layout& layout, const std::string& title, bool expect_what_is_shown) {
  harness::Scene scene;
  scene.sample = "box-box";
  scene.title = title;
  for (const NamedShape& named : layout.shapes) {
    if (const collide::Sphere* sphere = SphereOf(named)) {
      scene.shapes.push_back(Shaped(named.id, "sphere", *sphere));
    } else if (const auto* box = std::get_if<collide::OrientedBox>(BoxOf(named))) {
      scene.shapes.push_back(Shaped(named.id, "box", *box));
    } else if (const auto* aabb = std::get_if<collide::Aabb>(BoxOf(named))) {
      scene.shapes.push_back(Shaped(named.id, "aabb", *aabb));
    } else {
      scene.shapes.push_back(
          Shaped(named.id, "hexahedron", std::get<collide::Hexahedron>(*BoxOf(named))));
    }
  }
  const auto add = [&](const std::string& a, const std::string& b, const std::string& algorithm,
                       bool intersects) {
    harness::SceneExpectation e;
    e.a = a;
    e.b = b;
    e.algorithm = algorithm;
    e.intersects = intersects;
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

namespace moving_balls {

harness::Scene SceneOf(const Layout& layout, const collide::BallWorld& now,
                       const std::string& title, bool expect_what_is_shown) {
  harness::Scene scene;
  scene.sample = "moving-balls";
  scene.title = title;
  scene.dt = now.time_step;
  scene.gravity = now.gravity;
  for (std::size_t i = 0; i < now.balls.size() && i < layout.ball_ids.size(); ++i) {
    const collide::Ball& ball = now.balls[i];
    harness::SceneShape shape =
        Shaped(layout.ball_ids[i], "sphere", collide::Sphere{ball.center, ball.radius});
    shape.velocity = ball.velocity;
    shape.mass = ball.mass;
    scene.shapes.push_back(std::move(shape));
  }
  for (std::size_t i = 0; i < now.planes.size() && i < layout.plane_ids.size(); ++i) {
    scene.shapes.push_back(Shaped(layout.plane_ids[i], "plane", now.planes[i]));
  }
  for (std::size_t i = 0; i < now.cylinders.size() && i < layout.cylinder_ids.size(); ++i) {
    scene.shapes.push_back(Shaped(layout.cylinder_ids[i], "cylinder", now.cylinders[i]));
  }
  if (!expect_what_is_shown) {
    for (const Expectation& e : layout.expect) {
      scene.expect.push_back(
          ContactTimeExpectation(e.a, e.b, collide::AlgorithmId(e.method), e.time, e.tolerance));
    }
    return scene;
  }
  const double dt = now.time_step;
  const auto& ids = layout.ball_ids;
  for (std::size_t i = 0; i < now.balls.size() && i < ids.size(); ++i) {
    const collide::MovingSphere a = collide::ToMovingSphere(now.balls[i]);
    for (std::size_t j = i + 1; j < now.balls.size() && j < ids.size(); ++j) {
      const collide::MovingSphere b = collide::ToMovingSphere(now.balls[j]);
      for (const auto& [method, id] : collide::kBallBallMethodIds) {
        scene.expect.push_back(ContactTimeExpectation(ids[i], ids[j], id,
                                                      collide::FirstContactTime(a, b, dt, method),
                                                      harness::kDefaultContactTimeTolerance));
      }
    }
    const std::string_view exact = collide::AlgorithmId(collide::BallBallMethod::kAnalytic);
    for (std::size_t p = 0; p < now.planes.size() && p < layout.plane_ids.size(); ++p) {
      scene.expect.push_back(ContactTimeExpectation(ids[i], layout.plane_ids[p], exact,
                                                    collide::FirstContactTime(a, now.planes[p], dt),
                                                    harness::kDefaultContactTimeTolerance));
    }
    for (std::size_t c = 0; c < now.cylinders.size() && c < layout.cylinder_ids.size(); ++c) {
      scene.expect.push_back(ContactTimeExpectation(
          ids[i], layout.cylinder_ids[c], exact, collide::FirstContactTime(a, now.cylinders[c], dt),
          harness::kDefaultContactTimeTolerance));
    }
  }
  return scene;
}

}  // namespace moving_balls

namespace impact_search {

harness::Scene SceneOf(const Layout& layout, const std::string& title, bool expect_what_is_shown) {
  harness::Scene scene;
  scene.sample = "impact-search";
  scene.title = title;
  scene.dt = layout.dt;
  for (const Mover& mover : layout.movers) {
    harness::SceneShape shape =
        Shaped(mover.id, "sphere", collide::Sphere{mover.sphere.center, mover.sphere.radius});
    shape.velocity = mover.sphere.velocity;
    scene.shapes.push_back(std::move(shape));
  }
  for (const Target& target : layout.targets) {
    if (const auto* sphere = std::get_if<collide::Sphere>(&target.shape)) {
      scene.shapes.push_back(Shaped(target.id, "sphere", *sphere));
    } else {
      scene.shapes.push_back(Shaped(target.id, "aabb", std::get<collide::Aabb>(target.shape)));
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
      scene.expect.push_back(
          ContactTimeExpectation(a, b, collide::AlgorithmId(e.method), e.time, e.tolerance));
    }
    return scene;
  }
  Layout checked = layout;
  checked.settings = Settings{};
  for (std::size_t p = 0; p < checked.pairs.size(); ++p) {
    const Answers answers = AnswerPair(checked, checked.pairs[p]);
    const auto [a, b] = id_of_pair(static_cast<int>(p));
    for (std::size_t m = 0; m < kMethodCount; ++m) {
      scene.expect.push_back(ContactTimeExpectation(a, b, collide::kImpactMethodIds[m].second,
                                                    answers[m].time,
                                                    harness::kDefaultContactTimeTolerance));
    }
  }
  return scene;
}

}  // namespace impact_search
