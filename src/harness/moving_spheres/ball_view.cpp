#include "harness/moving_spheres/ball_view.h"

#include <algorithm>
#include <cstdio>

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

void DrawRoom(Draw& draw, const collide::BallWorld& world, float extent) {
  for (const collide::Plane& plane : world.planes) {
    draw.WirePlane(glm::vec3(plane.point), glm::vec3(plane.normal), extent, kRoomColor);
  }
  for (const collide::Cylinder& cylinder : world.cylinders) {
    DrawShape(draw, cylinder, kCylinderColor, extent);
  }
}

// A ball's id above it (a crowd's first ones), a plane's and a cylinder's
// at its point.
void DrawIds(Draw& draw, const BallRun& run, const BallLayout& layout) {
  const collide::BallWorld& world = run.world();
  const auto& ids = run.ball_ids();
  for (std::size_t i = 0; i < world.balls.size() && i < ids.size() && i < kMaxTrailedBalls; ++i) {
    const collide::Ball& ball = world.balls[i];
    draw.Text(glm::vec3(ball.center + Vec3(0.0, ball.radius, 0.0)), ids[i], colors::kWhite);
  }
  for (std::size_t i = 0; i < world.planes.size() && i < layout.plane_ids.size(); ++i) {
    draw.Text(glm::vec3(world.planes[i].point), layout.plane_ids[i], colors::kWhite);
  }
  for (std::size_t i = 0; i < world.cylinders.size() && i < layout.cylinder_ids.size(); ++i) {
    draw.Text(glm::vec3(world.cylinders[i].point), layout.cylinder_ids[i], colors::kWhite);
  }
}

void DrawBalls(Draw& draw, const BallRun& run, bool per_ball_colors,
               const std::optional<std::string>& hovered) {
  const auto& balls = run.world().balls;
  const auto& ids = run.ball_ids();
  for (std::size_t i = 0; i < balls.size(); ++i) {
    const bool lit = i < ids.size() && hovered == ids[i];
    const Color color = BallColor(run, i, per_ball_colors);
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
  DrawRoom(draw, run.world(), static_cast<float>(layout.extent));
  DrawBalls(draw, run, view.per_ball_colors, hovered);
  DrawVelocityArrows(draw, run, ArrowScale(layout), hovered);
  DrawIds(draw, run, layout);
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
