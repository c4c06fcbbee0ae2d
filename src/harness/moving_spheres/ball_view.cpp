#include "harness/moving_spheres/ball_view.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "harness/shape_kinds/shape_editor.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::BallBallMethod;
using collide::Vec3;

constexpr Color kArrowColor{0.8f, 0.6f, 1.0f};

std::optional<std::size_t> IndexOf(const BallRun& run, const std::string& id) {
  const auto& ids = run.ball_ids();
  const auto it = std::find(ids.begin(), ids.end(), id);
  if (it == ids.end() || static_cast<std::size_t>(it - ids.begin()) >= run.world().balls.size()) {
    return std::nullopt;
  }
  return static_cast<std::size_t>(it - ids.begin());
}

bool ShowsArrows(const BallRun& run) {
  return run.paused() && run.world().balls.size() <= kMaxArrows;
}

Vec3 Tip(const collide::Ball& ball, double scale) {
  return ball.center + ball.velocity * scale;
}

// Each ball's path through the last step: its start, its centres at its
// contacts, its centre now.
void DrawStepPaths(Draw& draw, const collide::StepReport& report,
                   const std::vector<collide::Ball>& balls) {
  if (report.start_centers.size() != balls.size()) {
    return;
  }
  std::vector<Vec3> last = report.start_centers;
  for (const collide::Contact& c : report.contacts) {
    draw.Line(glm::vec3(last[c.ball]), glm::vec3(c.ball_center), kPathColor);
    last[c.ball] = c.ball_center;
    if (c.kind == collide::ContactKind::kBallBall) {
      draw.Line(glm::vec3(last[c.other]), glm::vec3(c.other_center), kPathColor);
      last[c.other] = c.other_center;
    }
  }
  for (std::size_t i = 0; i < balls.size(); ++i) {
    draw.Line(glm::vec3(last[i]), glm::vec3(balls[i].center), kPathColor);
  }
}

// Where the next step's first contact will be: the point, the ball's centre
// then (a small ghost sphere) and the way there.
void DrawPrediction(Draw& draw, const collide::Contact& c, const std::vector<collide::Ball>& balls,
                    const Color& color) {
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

// `color` as the shape named `ids[i]` shows under `pairs` (none: as it is).
Color Shaded(const PairFocus* pairs, const std::vector<std::string>& ids, std::size_t i,
             const Color& color) {
  return pairs && i < ids.size() ? pairs->Shade(ids[i], color) : color;
}

void DrawRoom(Draw& draw, const collide::BallWorld& world, const BallLayout& layout,
              const PairFocus* pairs) {
  const auto extent = static_cast<float>(layout.extent);
  for (std::size_t i = 0; i < world.planes.size(); ++i) {
    const collide::Plane& plane = world.planes[i];
    draw.WirePlane(glm::vec3(plane.point), glm::vec3(plane.normal), extent,
                   Shaded(pairs, layout.plane_ids, i, kRoomColor));
  }
  for (std::size_t i = 0; i < world.cylinders.size(); ++i) {
    DrawShape(draw, world.cylinders[i], Shaded(pairs, layout.cylinder_ids, i, kCylinderColor),
              extent);
  }
}

// The angle between the line of sight `sight` and the nearest point of a
// cylinder's axis in front of the eye, less the cylinder's own half width
// there (radians): how far on screen a label seen along `sight` keeps off
// the cylinder.
double SightAngleToCylinder(const collide::Ray& sight, const collide::Cylinder& cylinder) {
  const Vec3 axis = glm::normalize(cylinder.axis);
  const Vec3 across = glm::cross(sight.direction, axis);
  // The sight's point nearest the axis line, kept in front of the eye.
  double along = 0.0;
  if (glm::length(across) > 1e-9) {
    const Vec3 normal = glm::cross(axis, across);
    along = std::max(
        0.0, glm::dot(cylinder.point - sight.origin, normal) / glm::dot(sight.direction, normal));
  }
  const double apart = collide::AxisDistance(cylinder, sight.origin + along * sight.direction);
  return std::atan2(apart - cylinder.radius, std::max(along, 1e-9));
}

// The same for a ball: the angle between the sight and the ball's centre,
// less the ball's angular radius; balls behind the eye hide nothing.
double SightAngleToBall(const collide::Ray& sight, const collide::Ball& ball) {
  const Vec3 to_ball = ball.center - sight.origin;
  const double distance = glm::length(to_ball);
  if (glm::dot(to_ball, sight.direction) <= 0.0 || distance <= ball.radius) {
    return distance <= ball.radius ? -collide::kPi : collide::kPi;
  }
  const double angle =
      std::acos(std::clamp(glm::dot(to_ball / distance, sight.direction), -1.0, 1.0));
  return angle - std::asin(ball.radius / distance);
}

// How far a label at `p` keeps from the world's shapes. Seen from `eye`:
// the least angle between the line of sight through `p` and a ball or a
// cylinder (a label drawn over a shape, in front of it or behind, hides it
// or reads as its name). With no eye: the distance from `p` to the nearest
// surface.
double Clearance(const Vec3& p, const collide::BallWorld& world, const std::optional<Vec3>& eye) {
  double nearest = std::numeric_limits<double>::infinity();
  const std::optional<collide::Ray> sight =
      eye ? collide::MakeRay(*eye, p - *eye) : std::optional<collide::Ray>();
  for (const collide::Cylinder& cylinder : world.cylinders) {
    nearest = std::min(nearest, sight ? SightAngleToCylinder(*sight, cylinder)
                                      : collide::AxisDistance(cylinder, p) - cylinder.radius);
  }
  for (const collide::Ball& ball : world.balls) {
    nearest = std::min(nearest, sight ? SightAngleToBall(*sight, ball)
                                      : glm::length(p - ball.center) - ball.radius);
  }
  return nearest;
}

}  // namespace

Vec3 PlaneLabelPosition(const collide::Plane& plane, double extent, const collide::BallWorld& world,
                        const std::optional<Vec3>& eye) {
  // Near the corners and the middles of the edges of the patch DrawRoom
  // draws (Draw::WirePlane's square of half side `extent`), pulled in so
  // that the label is on this wall and not on the edge it shares with the
  // next one.
  Vec3 u;
  Vec3 v;
  collide::PerpendicularBasis(glm::normalize(plane.normal), &u, &v);
  const double in = 0.8 * extent;
  Vec3 best = plane.point;
  double best_clearance = -std::numeric_limits<double>::infinity();
  for (const double su : {-in, 0.0, in}) {
    for (const double sv : {-in, 0.0, in}) {
      if (su == 0.0 && sv == 0.0) {
        continue;  // the centre, where the floor's pillar stands
      }
      const Vec3 at = plane.point + su * u + sv * v;
      const double clearance = Clearance(at, world, eye);
      if (clearance > best_clearance) {
        best = at;
        best_clearance = clearance;
      }
    }
  }
  return best;
}

namespace {

// A ball's id above it (a crowd's first ones); a plane's near the corner of
// its patch farthest from the balls and cylinders (its point, the patch's
// centre, is where the pillar stands on the floor and ball 1 passes before
// the back wall); a cylinder's at its point.
void DrawIds(Draw& draw, const BallRun& run, const BallLayout& layout,
             const BallViewOptions& view) {
  const collide::BallWorld& world = run.world();
  const auto& ids = run.ball_ids();
  // White, or as a singled-out pair leaves it: dimmed, or none when solo'd.
  const auto label = [&](const Vec3& at, const std::string& id) {
    if (const std::optional<Color> color =
            view.pairs ? view.pairs->LabelColor(id) : colors::kWhite) {
      draw.Text(glm::vec3(at), id, *color);
    }
  };
  for (std::size_t i = 0; i < world.balls.size() && i < ids.size() && i < kMaxTrailedBalls; ++i) {
    const collide::Ball& ball = world.balls[i];
    label(ball.center + Vec3(0.0, ball.radius, 0.0), ids[i]);
  }
  for (std::size_t i = 0; i < world.planes.size() && i < layout.plane_ids.size(); ++i) {
    label(PlaneLabelPosition(world.planes[i], layout.extent, world, view.eye), layout.plane_ids[i]);
  }
  for (std::size_t i = 0; i < world.cylinders.size() && i < layout.cylinder_ids.size(); ++i) {
    label(world.cylinders[i].point, layout.cylinder_ids[i]);
  }
}

void DrawBalls(Draw& draw, const BallRun& run, const BallViewOptions& view,
               const std::optional<std::string>& hovered) {
  const auto& balls = run.world().balls;
  const auto& ids = run.ball_ids();
  for (std::size_t i = 0; i < balls.size(); ++i) {
    const bool lit = i < ids.size() && hovered == ids[i];
    const Color color = Shaded(view.pairs, ids, i, BallColor(run, i, view.per_ball_colors));
    draw.ShapeSphere(glm::vec3(balls[i].center), static_cast<float>(balls[i].radius),
                     lit ? HoverColor(color) : color);
  }
}

void DrawVelocityArrows(Draw& draw, const BallRun& run, double scale,
                        const std::optional<std::string>& hovered) {
  if (!ShowsArrows(run)) {
    return;
  }
  const auto& balls = run.world().balls;
  for (std::size_t i = 0; i < balls.size() && i < run.ball_ids().size(); ++i) {
    const bool lit = hovered == VelocityHandleId(run.ball_ids()[i]);
    const Color color = lit ? HoverColor(kArrowColor) : kArrowColor;
    const glm::vec3 tip(Tip(balls[i], scale));
    draw.Line(glm::vec3(balls[i].center), tip, color);
    draw.Point(tip, lit ? 10.0f : 7.0f, color);
  }
}

void DrawHistory(Draw& draw, const BallRun& run, const BallViewOptions& view) {
  const auto& balls = run.world().balls;
  if (view.trails) {
    const auto& trails = run.trails();
    for (std::size_t i = 0; i < trails.size() && i < balls.size(); ++i) {
      const Color color = Mix(colors::kBackground, BallColor(run, i, view.per_ball_colors), 0.6f);
      for (std::size_t k = 1; k < trails[i].size(); ++k) {
        draw.Line(glm::vec3(trails[i][k - 1]), glm::vec3(trails[i][k]), color);
      }
    }
  }
  if (const collide::StepReport* step = run.last_step(); view.paths && step) {
    DrawStepPaths(draw, *step, balls);
  }
  if (view.markers) {
    for (const ContactMarker& m : run.markers()) {
      const float life = static_cast<float>(m.age) / kMarkerSteps;
      draw.Marker(glm::vec3(m.point), glm::vec3(m.normal), static_cast<float>(m.size),
                  Mix(kMarkerColor, colors::kBackground, life * life), life);
    }
  }
}

}  // namespace

Color IndexColor(std::size_t i) {
  static constexpr Color kSeed[] = {{1, 0, 0},           {1, 1, 1}, {1, 1, 0},
                                    {0, 1, 1},           {0, 1, 0}, {0, 0, 1},
                                    {0.65f, 0.2f, 0.3f}, {1, 0, 1}, {0, 0.7f, 0.4f}};
  return i < std::size(kSeed) ? kSeed[i] : kSeed[0];
}

Color BallColor(const BallRun& run, std::size_t i, bool per_ball_colors) {
  if (per_ball_colors) {
    return IndexColor(i);
  }
  return run.in_contact(i) ? colors::kRed : colors::kBlue;
}

void DrawBallRun(Draw& draw, const BallRun& run, const BallLayout& layout,
                 const BallViewOptions& view, const std::optional<std::string>& hovered) {
  DrawRoom(draw, run.world(), layout, view.pairs);
  DrawBalls(draw, run, view, hovered);
  DrawVelocityArrows(draw, run, ArrowScale(layout), hovered);
  DrawIds(draw, run, layout, view);
  DrawHistory(draw, run, view);
  if (const auto& c = run.prediction(BallBallMethod::kSliced)) {
    DrawPrediction(draw, *c, run.world().balls, kSlicedColor);
  }
  if (const auto& c = run.prediction(BallBallMethod::kAnalytic)) {
    DrawPrediction(draw, *c, run.world().balls, kAnalyticColor);
  }
}

double ArrowScale(const BallLayout& layout) {
  double fastest = 0.0;
  for (const collide::Ball& ball : layout.world.balls) {
    fastest = std::max(fastest, glm::length(ball.velocity));
  }
  return 0.15 * layout.extent / (fastest > 0.0 ? fastest : 1.0);
}

std::vector<PickProxy> BallPickProxies(const BallRun& run, double arrow_scale) {
  const auto& balls = run.world().balls;
  std::vector<PickProxy> proxies;
  for (std::size_t i = 0; i < balls.size() && i < run.ball_ids().size(); ++i) {
    const collide::Ball& ball = balls[i];
    const std::string& id = run.ball_ids()[i];
    char text[128];
    std::snprintf(text, sizeof text, "ball %s (r %.3f)%s", id.c_str(), ball.radius,
                  run.paused() ? "" : ": pause (Space) to drag");
    PickProxy proxy{id, text, collide::Sphere{ball.center, ball.radius}, ball.center};
    proxy.movable = proxy.resizable = run.paused();
    proxies.push_back(std::move(proxy));
    if (ShowsArrows(run)) {
      std::snprintf(text, sizeof text, "ball %s velocity (%.3f, %.3f, %.3f)", id.c_str(),
                    ball.velocity.x, ball.velocity.y, ball.velocity.z);
      const Vec3 tip = Tip(ball, arrow_scale);
      proxies.push_back({VelocityHandleId(id), text, PickHandle{tip}, tip});
    }
  }
  return proxies;
}

bool MoveBallOrArrow(BallRun& run, double arrow_scale, const std::string& id, const Vec3& delta) {
  const auto ball_id = ShapeOfVelocityHandle(id);
  const auto index = IndexOf(run, ball_id ? *ball_id : id);
  if (!index || !collide::IsFinite(delta)) {
    return false;
  }
  collide::Ball ball = run.world().balls[*index];
  if (ball_id) {
    ball.velocity += delta / arrow_scale;
  } else {
    ball.center += delta;
  }
  return run.EditBall(*index, ball);
}

bool ResizeBall(BallRun& run, const std::string& id, double factor) {
  const auto index = IndexOf(run, id);
  if (!index || !(factor > 0.0)) {
    return false;
  }
  collide::Ball ball = run.world().balls[*index];
  ball.radius = std::min(ball.radius * factor, kMaxEditableMagnitude);
  return run.EditBall(*index, ball);
}

}  // namespace harness
