#include "moving_balls/moving_balls_world.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include "collide/motion/magic_room.h"
#include "collide/motion/time_of_impact.h"
#include "collide/registry/contact_time_functions.h"
#include "collide/registry/pair_tests.h"
#include "collide/shapes/book_plane.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene_building.h"

namespace moving_balls {
namespace {

using collide::BallBallMethod;
using collide::Vec3;

// The room's words: a moving sphere is a ball.
std::string KindName(ShapeKind kind) {
  return kind == ShapeKind::kSphere ? "ball" : collide::ShapeKindId(kind);
}

std::optional<double> ContactTime(const collide::BallWorld& world, const Expectation& e) {
  const double dt = world.time_step;
  const auto ball = [&world](const ShapeRef& r) { return ToMovingSphere(world.balls[r.index]); };
  if (e.ref_a.kind == ShapeKind::kSphere && e.ref_b.kind == ShapeKind::kSphere) {
    return collide::FirstContactTime(ball(e.ref_a), ball(e.ref_b), dt, e.method,
                                     collide::kSeedSliceCount);
  }
  const bool a_is_ball = e.ref_a.kind == ShapeKind::kSphere;
  const ShapeRef& b = a_is_ball ? e.ref_a : e.ref_b;
  const ShapeRef& other = a_is_ball ? e.ref_b : e.ref_a;
  if (other.kind == ShapeKind::kPlane) {
    return collide::FirstContactTime(ball(b), world.planes[other.index], dt);
  }
  return collide::FirstContactTime(ball(b), world.cylinders[other.index], dt);
}

// The expectation's "algorithm": any method for two balls; a ball against a
// plane or cylinder takes the exact ray test only (analytic, the default).
BallBallMethod MethodOf(const harness::Scene& scene, const harness::Expectation& e,
                        bool ball_pair) {
  if (!e.algorithm) {
    return BallBallMethod::kAnalytic;
  }
  const std::optional<BallBallMethod> method = collide::BallBallMethodFromId(*e.algorithm);
  if (method == BallBallMethod::kAnalytic || (method && ball_pair)) {
    return *method;
  }
  std::string known(collide::AlgorithmId(BallBallMethod::kAnalytic));
  if (ball_pair) {
    known += ", " + std::string(collide::AlgorithmId(BallBallMethod::kSliced));
  }
  harness::RejectAlgorithm(scene, e, known);
}

}  // namespace

std::string DescribeContact(const collide::Contact& c, const std::vector<std::string>& ball_ids,
                            const Layout& layout) {
  std::string other;
  switch (c.kind) {
    case collide::ContactKind::kBallBall:
      other = "ball " + ball_ids.at(c.other);
      break;
    case collide::ContactKind::kBallPlane:
      other = "plane " + layout.plane_ids.at(c.other);
      break;
    case collide::ContactKind::kBallCylinder:
      other = "cylinder " + layout.cylinder_ids.at(c.other);
      break;
  }
  char time[32];
  std::snprintf(time, sizeof time, "t = %.4f", c.time);
  return std::string(time) + ", ball " + ball_ids.at(c.ball) + " with " + other;
}

Layout MagicRoomLayout(bool faithful) {
  Layout layout;
  layout.magic_room = true;
  layout.extent = collide::kMagicRoomHalfWidth;
  layout.world = faithful ? collide::MagicRoomWorldFaithful() : collide::MagicRoomWorld();
  layout.source = faithful ? "the Magic Room of seed 002, its original numbers (ball 3 starts "
                             "outside the room and stays outside)"
                           : "the Magic Room of seed 002 (ball 3 moved to z = -300, inside)";
  for (size_t i = 0; i < layout.world.balls.size(); ++i) {
    layout.ball_ids.push_back(std::to_string(i));
  }
  // In collide::MagicRoomPlanes() / MagicRoomCylinders() order.
  layout.plane_ids = {"floor", "wall +x", "wall -x", "wall +z", "wall -z"};
  layout.cylinder_ids = {"pillar", "beam", "slant"};

  const auto ball = [](int i) { return ShapeRef{ShapeKind::kSphere, i}; };
  const ShapeRef floor{ShapeKind::kPlane, 0};
  const ShapeRef wall_back{ShapeKind::kPlane, 4};  // z = -320
  const auto add = [&layout](ShapeRef a, ShapeRef b, std::optional<double> time,
                             BallBallMethod method = BallBallMethod::kAnalytic) {
    const auto id = [&layout](ShapeRef r) {
      return r.kind == ShapeKind::kSphere  ? layout.ball_ids[r.index]
             : r.kind == ShapeKind::kPlane ? layout.plane_ids[r.index]
                                           : layout.cylinder_ids[r.index];
    };
    layout.expect.push_back(
        {id(a), id(b), a, b, time, harness::kDefaultContactTimeTolerance, method});
  };
  // Worked by hand from the start state, every ball moving at (0.5, -0.1, 0.5)
  // for one step of 0.6 (0.3, -0.06, 0.3 units), gravity ignored as the
  // format says; radii 20.
  //
  // Ball 0 at y = 180 touches the floor (y = -320) once its centre is at
  // -300: 480 units below, closing at 0.1 a unit of time, t = 4800 >> 0.6.
  add(ball(0), floor, std::nullopt);
  // Ball 4 at z = -300 touches the back wall (z = -320) at the start; that it
  // moves away (+0.5 in z) does not matter to the geometric question.
  add(ball(4), wall_back, 0.0);
  // Ball 3 was moved to z = -300 like ball 4: touching. With the original
  // numbers it is at z = -350, 30 beyond the wall's far side: 10 units from
  // touching it from outside, closing at 0.5, t = 20 > 0.6.
  add(ball(3), wall_back, faithful ? std::nullopt : std::optional<double>(0.0));
  // Ball 0 at (199, 180) against the beam along z through (200, -300),
  // radius 60: axis distance sqrt(1 + 480^2) = 480.001 against 80.
  add(ball(0), {ShapeKind::kCylinder, 1}, std::nullopt);
  // Ball 1 at (0, 150, 100) against the pillar (the y axis, radius 60): 100
  // from the axis against 80, and its (0.5, 0.5) across the axis moves away
  // ((0, 100).(0.5, 0.5) = 50 > 0).
  add(ball(1), {ShapeKind::kCylinder, 0}, std::nullopt);
  // Ball 2 at (-100, 180, -100) against the slant (through (-200, 0, 0)
  // along (0, 1, 1)/sqrt 2, radius 30): w = (100, 180, -100) has 80/sqrt 2
  // along the axis, leaving (100, 140, -140), 221.8 from the axis against
  // 50; the ball covers 0.43 units in the step.
  add(ball(2), {ShapeKind::kCylinder, 2}, std::nullopt);
  // Balls 3 and 4 share their velocity: no relative motion, centres 75
  // apart (default) or 90.1 (original) against 40. Both searches agree.
  add(ball(3), ball(4), std::nullopt, BallBallMethod::kAnalytic);
  add(ball(3), ball(4), std::nullopt, BallBallMethod::kSliced);
  return layout;
}

Layout LayoutFromScene(const harness::Scene& scene) {
  Layout layout;
  layout.source = scene.title.empty() ? scene.file : scene.title + " (" + scene.file + ")";
  layout.world.planes.clear();
  layout.world.cylinders.clear();
  layout.world.balls.clear();
  layout.world.time_step = scene.dt.value_or(kDefaultTimeStep);
  layout.world.gravity = scene.gravity.value_or(Vec3(0.0));
  std::map<std::string, ShapeRef> refs;
  for (const harness::SceneShape& shape : scene.shapes) {
    if (const auto* sphere = shape.shape.As<collide::Sphere>()) {
      refs[shape.id] = {ShapeKind::kSphere, static_cast<int>(layout.world.balls.size())};
      layout.world.balls.push_back({sphere->center, shape.velocity.value_or(Vec3(0.0)),
                                    sphere->radius, shape.mass.value_or(1.0)});
      layout.ball_ids.push_back(shape.id);
    } else if (const auto* book_plane = shape.shape.As<collide::BookPlane>()) {
      refs[shape.id] = {ShapeKind::kPlane, static_cast<int>(layout.world.planes.size())};
      layout.world.planes.push_back(collide::ToPlane(*book_plane));
      layout.plane_ids.push_back(shape.id);
    } else if (const auto* cylinder = shape.shape.As<collide::Cylinder>()) {
      refs[shape.id] = {ShapeKind::kCylinder, static_cast<int>(layout.world.cylinders.size())};
      layout.world.cylinders.push_back(*cylinder);
      layout.cylinder_ids.push_back(shape.id);
    } else {
      harness::RejectShapeType(scene, shape, kSampleId, "sphere, plane, cylinder");
    }
  }
  for (const harness::Expectation& e : scene.expect) {
    const auto* contact = e.expected.GetIf<harness::ContactTime>();
    if (contact == nullptr) {
      throw harness::InputError(
          scene.file, e.path + "." + std::string(harness::OutcomeKey(e.expected)),
          std::string("sample \"") + kSampleId +
              "\" checks \"contact_time\" outcomes only (\"contact_time\": 0 says the pair "
              "touches at the start)");
    }
    const ShapeRef a = refs.at(e.a);
    const ShapeRef b = refs.at(e.b);
    if (a.kind != ShapeKind::kSphere && b.kind != ShapeKind::kSphere) {
      throw harness::InputError(scene.file, e.path,
                                std::string("a contact time needs a ball (sphere): ") +
                                    KindName(a.kind) + " \"" + e.a + "\" and " + KindName(b.kind) +
                                    " \"" + e.b + "\" never move");
    }
    const bool ball_pair = a.kind == ShapeKind::kSphere && b.kind == ShapeKind::kSphere;
    const BallBallMethod method = MethodOf(scene, e, ball_pair);
    layout.expect.push_back({e.a, e.b, a, b, contact->time, e.tolerance, method});
  }
  layout.extent = ExtentOf(layout.world);
  return layout;
}

namespace {

// Expectation i's check, not yet judged.
harness::PairCheck Unjudged(const Layout& layout, std::size_t i, std::string algorithm) {
  const Expectation& e = layout.expect[i];
  harness::PairCheck check;
  check.expectation = i;
  check.a = e.a;
  check.b = e.b;
  check.subject = std::string(KindName(e.ref_a.kind)) + " " + e.a + " and " +
                  KindName(e.ref_b.kind) + " " + e.b;
  check.algorithm = std::move(algorithm);
  check.tolerance = e.tolerance;
  check.expected = harness::ContactTime{e.time, layout.world.time_step};
  return check;
}

}  // namespace

std::vector<harness::PairCheck> Evaluate(const Layout& layout) {
  std::vector<harness::PairCheck> checks;
  for (std::size_t i = 0; i < layout.expect.size(); ++i) {
    const Expectation& e = layout.expect[i];
    harness::PairCheck check = Unjudged(layout, i, std::string(collide::AlgorithmId(e.method)));
    harness::Judge(check,
                   harness::ContactTime{ContactTime(layout.world, e), layout.world.time_step});
    checks.push_back(std::move(check));
  }
  return checks;
}

harness::OriginQuestions QuestionsForOthers(const Layout& layout) {
  harness::OriginQuestions result;
  const collide::BallWorld& world = layout.world;
  for (std::size_t i = 0; i < layout.expect.size(); ++i) {
    const Expectation& e = layout.expect[i];
    if (e.ref_a.kind != ShapeKind::kSphere || e.ref_b.kind != ShapeKind::kSphere ||
        e.method != BallBallMethod::kAnalytic) {
      ++result.not_about_the_pair;
      continue;
    }
    result.questions.push_back(
        {Unjudged(layout, i, ""),
         harness::MotionAsked{ToMovingSphere(world.balls[e.ref_a.index]),
                              ToMovingSphere(world.balls[e.ref_b.index]), world.time_step}});
  }
  return result;
}

double ExtentOf(const collide::BallWorld& world) {
  double extent = 0.0;
  const auto grow = [&extent](const Vec3& p, double pad) {
    extent = std::max({extent, std::abs(p.x) + pad, std::abs(p.y) + pad, std::abs(p.z) + pad});
  };
  for (const collide::Plane& p : world.planes) {
    grow(p.point, 0.0);
  }
  for (const collide::Cylinder& c : world.cylinders) {
    grow(c.point, 0.0);
  }
  for (const collide::Ball& b : world.balls) {
    grow(b.center, b.radius);
  }
  return std::clamp(extent, 1.0, 1e6);
}

void DrawStepPaths(harness::Draw& draw, const collide::StepReport& report,
                   const std::vector<collide::Ball>& balls, const harness::Color& color) {
  if (report.start_centers.size() != balls.size()) {
    return;
  }
  std::vector<Vec3> last = report.start_centers;
  for (const collide::Contact& c : report.contacts) {
    draw.Line(glm::vec3(last[c.ball]), glm::vec3(c.ball_center), color);
    last[c.ball] = c.ball_center;
    if (c.kind == collide::ContactKind::kBallBall) {
      draw.Line(glm::vec3(last[c.other]), glm::vec3(c.other_center), color);
      last[c.other] = c.other_center;
    }
  }
  for (size_t i = 0; i < balls.size(); ++i) {
    draw.Line(glm::vec3(last[i]), glm::vec3(balls[i].center), color);
  }
}

void DrawPrediction(harness::Draw& draw, const collide::Contact& c,
                    const std::vector<collide::Ball>& balls, const harness::Color& color) {
  const int n = static_cast<int>(balls.size());
  if (c.ball < 0 || c.ball >= n) {
    return;
  }
  draw.Point(glm::vec3(c.point), 9.0f, color);
  draw.Line(glm::vec3(balls[c.ball].center), glm::vec3(c.ball_center), color);
  draw.WireSphere(glm::vec3(c.ball_center), static_cast<float>(balls[c.ball].radius) * 0.25f,
                  color);
  if (c.kind == collide::ContactKind::kBallBall && c.other >= 0 && c.other < n) {
    draw.Line(glm::vec3(balls[c.other].center), glm::vec3(c.other_center), color);
  }
}

harness::Color IndexColor(size_t i) {
  switch (i) {
    case 1:
      return {1, 1, 1};
    case 2:
      return {1, 1, 0};
    case 3:
      return {0, 1, 1};
    case 4:
      return {0, 1, 0};
    case 5:
      return {0, 0, 1};
    case 6:
      return {0.65f, 0.2f, 0.3f};
    case 7:
      return {1, 0, 1};
    case 8:
      return {0, 0.7f, 0.4f};
    default:
      return {1, 0, 0};
  }
}

Vec3 FreeSpot(const collide::BallWorld& world, double r, double extent) {
  constexpr int kGrid = 8;
  const auto at = [&](int k) { return -extent + r + 2.0 * (extent - r) * (k + 0.5) / kGrid; };
  for (int iy = kGrid - 1; iy >= 0; --iy) {
    for (int ix = 0; ix < kGrid; ++ix) {
      for (int iz = 0; iz < kGrid; ++iz) {
        const Vec3 p(at(ix), at(iy), at(iz));
        const bool free =
            std::all_of(world.planes.begin(), world.planes.end(),
                        [&](const auto& pl) { return collide::SignedDistance(pl, p) >= r; }) &&
            std::all_of(
                world.cylinders.begin(), world.cylinders.end(),
                [&](const auto& c) { return collide::AxisDistance(c, p) >= c.radius + r; }) &&
            std::all_of(world.balls.begin(), world.balls.end(), [&](const collide::Ball& b) {
              return glm::length(b.center - p) >= b.radius + r;
            });
        if (free) {
          return p;
        }
      }
    }
  }
  return Vec3(0.0, extent + 2.0 * r, 0.0);
}

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
