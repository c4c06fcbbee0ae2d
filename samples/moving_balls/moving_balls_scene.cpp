#include "moving_balls/moving_balls_scene.h"

#include "collide/motion/time_of_impact.h"
#include "harness/scene/scene_building.h"

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
        harness::SceneShapeOf(layout.ball_ids[i], collide::Sphere{ball.center, ball.radius});
    shape.velocity = ball.velocity;
    shape.mass = ball.mass;
    scene.shapes.push_back(std::move(shape));
  }
  for (std::size_t i = 0; i < now.planes.size() && i < layout.plane_ids.size(); ++i) {
    // The scene format's plane is the book's: the same sheet by its normal
    // and distance (a room plane's normal is never zero: the reader and the
    // panel refuse one).
    if (const auto book = collide::ToBookPlane(now.planes[i])) {
      scene.shapes.push_back(harness::SceneShapeOf(layout.plane_ids[i], *book));
    }
  }
  for (std::size_t i = 0; i < now.cylinders.size() && i < layout.cylinder_ids.size(); ++i) {
    scene.shapes.push_back(harness::SceneShapeOf(layout.cylinder_ids[i], now.cylinders[i]));
  }
  if (!expect_what_is_shown) {
    for (const Expectation& e : layout.expect) {
      scene.expect.push_back(harness::ContactTimeExpectation(
          e.a, e.b, collide::AlgorithmId(e.method), e.time, now.time_step, e.tolerance));
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
        scene.expect.push_back(harness::ContactTimeExpectation(
            ids[i], ids[j], id, collide::FirstContactTime(a, b, dt, method), dt,
            harness::kDefaultContactTimeTolerance));
      }
    }
    const std::string_view exact = collide::AlgorithmId(collide::BallBallMethod::kAnalytic);
    for (std::size_t p = 0; p < now.planes.size() && p < layout.plane_ids.size(); ++p) {
      scene.expect.push_back(harness::ContactTimeExpectation(
          ids[i], layout.plane_ids[p], exact, collide::FirstContactTime(a, now.planes[p], dt), dt,
          harness::kDefaultContactTimeTolerance));
    }
    for (std::size_t c = 0; c < now.cylinders.size() && c < layout.cylinder_ids.size(); ++c) {
      scene.expect.push_back(harness::ContactTimeExpectation(
          ids[i], layout.cylinder_ids[c], exact, collide::FirstContactTime(a, now.cylinders[c], dt),
          dt, harness::kDefaultContactTimeTolerance));
    }
  }
  return scene;
}

}  // namespace moving_balls
