#include "harness/moving_spheres/ball_layout.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include "collide/motion/time_of_impact.h"
#include "collide/registry/contact_time_functions.h"
#include "collide/registry/static_shape.h"
#include "collide/shapes/book_plane.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene_building.h"

namespace harness {
namespace {

using collide::BallBallMethod;
using collide::ShapeKind;
using collide::Vec3;

// A ball world's words: a moving sphere is a ball.
std::string KindName(ShapeKind kind) {
  return kind == ShapeKind::kSphere ? "ball" : collide::ShapeKindId(kind);
}

std::optional<double> FirstContactTimeOf(const collide::BallWorld& world,
                                         const BallExpectation& e) {
  const double dt = world.time_step;
  const auto ball = [&world](const BallWorldRef& r) {
    return collide::ToMovingSphere(world.balls[r.index]);
  };
  if (e.ref_a.kind == ShapeKind::kSphere && e.ref_b.kind == ShapeKind::kSphere) {
    return collide::FirstContactTime(ball(e.ref_a), ball(e.ref_b), dt, e.method,
                                     collide::kSeedSliceCount);
  }
  const bool a_is_ball = e.ref_a.kind == ShapeKind::kSphere;
  const BallWorldRef& b = a_is_ball ? e.ref_a : e.ref_b;
  const BallWorldRef& other = a_is_ball ? e.ref_b : e.ref_a;
  if (other.kind == ShapeKind::kPlane) {
    return collide::FirstContactTime(ball(b), world.planes[other.index], dt);
  }
  return collide::FirstContactTime(ball(b), world.cylinders[other.index], dt);
}

// The expectation's "algorithm": any method for two balls; a ball against a
// plane or cylinder takes the exact ray test only (analytic, the default).
BallBallMethod MethodOf(const Scene& scene, const Expectation& e, bool ball_pair) {
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
  RejectAlgorithm(scene, e, known);
}

BallExpectation ExpectationOf(const Scene& scene, const Expectation& e,
                              const std::map<std::string, BallWorldRef>& refs,
                              const std::string& sample_id) {
  const auto* contact = e.expected.GetIf<harness::ContactTime>();
  if (contact == nullptr) {
    throw InputError(scene.file, e.path + "." + std::string(OutcomeKey(e.expected)),
                     "sample \"" + sample_id +
                         "\" checks \"contact_time\" outcomes only (\"contact_time\": 0 says "
                         "the pair touches at the start)");
  }
  const BallWorldRef a = refs.at(e.a);
  const BallWorldRef b = refs.at(e.b);
  if (a.kind != ShapeKind::kSphere && b.kind != ShapeKind::kSphere) {
    throw InputError(scene.file, e.path,
                     "a contact time needs a ball (sphere): " + KindName(a.kind) + " \"" + e.a +
                         "\" and " + KindName(b.kind) + " \"" + e.b + "\" never move");
  }
  const bool ball_pair = a.kind == ShapeKind::kSphere && b.kind == ShapeKind::kSphere;
  return {e.a, e.b, a, b, contact->time, e.tolerance, MethodOf(scene, e, ball_pair)};
}

// Expectation i's check, not yet judged.
PairCheck Unjudged(const BallLayout& layout, std::size_t i, std::string algorithm) {
  const BallExpectation& e = layout.expect[i];
  PairCheck check;
  check.expectation = i;
  check.a = e.a;
  check.b = e.b;
  check.subject = KindName(e.ref_a.kind) + " " + e.a + " and " + KindName(e.ref_b.kind) + " " + e.b;
  check.algorithm = std::move(algorithm);
  check.tolerance = e.tolerance;
  check.expected = harness::ContactTime{e.time, layout.world.time_step};
  return check;
}

}  // namespace

BallLayout BallLayoutFromScene(const Scene& scene, const std::string& sample_id) {
  BallLayout layout;
  layout.source = scene.title.empty() ? scene.file : scene.title + " (" + scene.file + ")";
  layout.world.planes.clear();
  layout.world.cylinders.clear();
  layout.world.balls.clear();
  layout.world.time_step = scene.dt.value_or(kDefaultBallTimeStep);
  layout.world.gravity = scene.gravity.value_or(Vec3(0.0));
  std::map<std::string, BallWorldRef> refs;
  for (const SceneShape& shape : scene.shapes) {
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
      RejectShapeType(scene, shape, sample_id, "sphere, plane, cylinder");
    }
  }
  for (const Expectation& e : scene.expect) {
    layout.expect.push_back(ExpectationOf(scene, e, refs, sample_id));
  }
  layout.extent = ExtentOf(layout.world);
  return layout;
}

std::vector<PairCheck> EvaluateBalls(const BallLayout& layout) {
  std::vector<PairCheck> checks;
  for (std::size_t i = 0; i < layout.expect.size(); ++i) {
    const BallExpectation& e = layout.expect[i];
    PairCheck check = Unjudged(layout, i, std::string(collide::AlgorithmId(e.method)));
    Judge(check, harness::ContactTime{FirstContactTimeOf(layout.world, e), layout.world.time_step});
    checks.push_back(std::move(check));
  }
  return checks;
}

OriginQuestions BallQuestionsForOthers(const BallLayout& layout) {
  OriginQuestions result;
  const collide::BallWorld& world = layout.world;
  for (std::size_t i = 0; i < layout.expect.size(); ++i) {
    const BallExpectation& e = layout.expect[i];
    if (e.ref_a.kind != ShapeKind::kSphere || e.ref_b.kind != ShapeKind::kSphere ||
        e.method != BallBallMethod::kAnalytic) {
      ++result.not_about_the_pair;
      continue;
    }
    result.questions.push_back(
        {Unjudged(layout, i, ""),
         MotionAsked{collide::ToMovingSphere(world.balls[e.ref_a.index]),
                     collide::ToMovingSphere(world.balls[e.ref_b.index]), world.time_step}});
  }
  return result;
}

std::string DescribeContact(const collide::Contact& c, const std::vector<std::string>& ball_ids,
                            const BallLayout& layout) {
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

Vec3 FreeSpot(const collide::BallWorld& world, double r, double extent) {
  constexpr int kGrid = 8;
  const auto at = [&](int k) { return -extent + r + 2.0 * (extent - r) * (k + 0.5) / kGrid; };
  const auto free = [&](const Vec3& p) {
    return std::all_of(world.planes.begin(), world.planes.end(),
                       [&](const auto& pl) { return collide::SignedDistance(pl, p) >= r; }) &&
           std::all_of(
               world.cylinders.begin(), world.cylinders.end(),
               [&](const auto& c) { return collide::AxisDistance(c, p) >= c.radius + r; }) &&
           std::all_of(world.balls.begin(), world.balls.end(), [&](const collide::Ball& b) {
             return glm::length(b.center - p) >= b.radius + r;
           });
  };
  for (int iy = kGrid - 1; iy >= 0; --iy) {
    for (int ix = 0; ix < kGrid; ++ix) {
      for (int iz = 0; iz < kGrid; ++iz) {
        if (const Vec3 p(at(ix), at(iy), at(iz)); free(p)) {
          return p;
        }
      }
    }
  }
  return Vec3(0.0, extent + 2.0 * r, 0.0);
}

namespace {

// Every ball pair under both searches, each ball against each plane and
// cylinder, as they answer on `now`.
void ExpectWhatIsShown(const BallLayout& layout, const collide::BallWorld& now,
                       const std::vector<std::string>& ids, Scene& scene) {
  const double dt = now.time_step;
  for (std::size_t i = 0; i < now.balls.size() && i < ids.size(); ++i) {
    const collide::MovingSphere a = collide::ToMovingSphere(now.balls[i]);
    for (std::size_t j = i + 1; j < now.balls.size() && j < ids.size(); ++j) {
      const collide::MovingSphere b = collide::ToMovingSphere(now.balls[j]);
      for (const auto& [method, id] : collide::kBallBallMethodIds) {
        scene.expect.push_back(ContactTimeExpectation(ids[i], ids[j], id,
                                                      collide::FirstContactTime(a, b, dt, method),
                                                      dt, kDefaultContactTimeTolerance));
      }
    }
    const std::string_view exact = collide::AlgorithmId(collide::BallBallMethod::kAnalytic);
    for (std::size_t p = 0; p < now.planes.size() && p < layout.plane_ids.size(); ++p) {
      scene.expect.push_back(ContactTimeExpectation(ids[i], layout.plane_ids[p], exact,
                                                    collide::FirstContactTime(a, now.planes[p], dt),
                                                    dt, kDefaultContactTimeTolerance));
    }
    for (std::size_t c = 0; c < now.cylinders.size() && c < layout.cylinder_ids.size(); ++c) {
      scene.expect.push_back(ContactTimeExpectation(
          ids[i], layout.cylinder_ids[c], exact, collide::FirstContactTime(a, now.cylinders[c], dt),
          dt, kDefaultContactTimeTolerance));
    }
  }
}

}  // namespace

Scene SceneOfBalls(const BallLayout& layout, const collide::BallWorld& now,
                   const std::vector<std::string>& ball_ids, const std::string& sample_id,
                   const std::string& title, bool expect_what_is_shown) {
  Scene scene;
  scene.sample = sample_id;
  scene.title = title;
  scene.dt = now.time_step;
  scene.gravity = now.gravity;
  for (std::size_t i = 0; i < now.balls.size() && i < ball_ids.size(); ++i) {
    const collide::Ball& ball = now.balls[i];
    SceneShape shape = SceneShapeOf(ball_ids[i], collide::Sphere{ball.center, ball.radius});
    shape.velocity = ball.velocity;
    shape.mass = ball.mass;
    scene.shapes.push_back(std::move(shape));
  }
  for (std::size_t i = 0; i < now.planes.size() && i < layout.plane_ids.size(); ++i) {
    // The scene format's plane is the book's: the same sheet by its normal
    // and distance (a room plane's normal is never zero: the reader and the
    // panel refuse one).
    if (const auto book = collide::ToBookPlane(now.planes[i])) {
      scene.shapes.push_back(SceneShapeOf(layout.plane_ids[i], *book));
    }
  }
  for (std::size_t i = 0; i < now.cylinders.size() && i < layout.cylinder_ids.size(); ++i) {
    scene.shapes.push_back(SceneShapeOf(layout.cylinder_ids[i], now.cylinders[i]));
  }
  if (!expect_what_is_shown) {
    // Those whose shapes are still there: a ball removed takes its own.
    const auto here = [&scene](const std::string& id) {
      return std::any_of(scene.shapes.begin(), scene.shapes.end(),
                         [&id](const SceneShape& s) { return s.id == id; });
    };
    for (const BallExpectation& e : layout.expect) {
      if (!here(e.a) || !here(e.b)) {
        continue;
      }
      scene.expect.push_back(ContactTimeExpectation(e.a, e.b, collide::AlgorithmId(e.method),
                                                    e.time, now.time_step, e.tolerance));
    }
    return scene;
  }
  ExpectWhatIsShown(layout, now, ball_ids, scene);
  return scene;
}

}  // namespace harness
