#include "moving_balls/moving_balls_pick.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "harness/shell/value_guard.h"

namespace moving_balls {
namespace {

using collide::Vec3;

constexpr harness::Color kArrowColor{0.8f, 0.6f, 1.0f};

std::optional<std::size_t> IndexOf(const Model& model, const std::string& id) {
  const auto& ids = model.ball_ids();
  const auto it = std::find(ids.begin(), ids.end(), id);
  if (it == ids.end() || static_cast<std::size_t>(it - ids.begin()) >= model.world().balls.size()) {
    return std::nullopt;
  }
  return static_cast<std::size_t>(it - ids.begin());
}

bool ShowsArrows(const Model& model) {
  return model.paused() && model.world().balls.size() <= kMaxArrows;
}

Vec3 Tip(const collide::Ball& ball, double scale) {
  return ball.center + ball.velocity * scale;
}

}  // namespace

double ArrowScale(const Layout& layout) {
  double fastest = 0.0;
  for (const collide::Ball& ball : layout.world.balls) {
    fastest = std::max(fastest, glm::length(ball.velocity));
  }
  // Fixed by the layout, not by the balls as edited: an arrow being dragged
  // must not change the scale it is drawn at.
  return 0.15 * layout.extent / (fastest > 0.0 ? fastest : 1.0);
}

std::vector<harness::PickProxy> PickProxies(const Model& model) {
  const auto& balls = model.world().balls;
  const double scale = ArrowScale(model.layout());
  std::vector<harness::PickProxy> proxies;
  for (std::size_t i = 0; i < balls.size() && i < model.ball_ids().size(); ++i) {
    const collide::Ball& ball = balls[i];
    const std::string& id = model.ball_ids()[i];
    char text[128];
    std::snprintf(text, sizeof text, "ball %s (r %.3f)%s", id.c_str(), ball.radius,
                  model.paused() ? "" : ": pause (Space) to drag");
    harness::PickProxy proxy{id, text, collide::Sphere{ball.center, ball.radius}, ball.center};
    proxy.movable = proxy.resizable = model.paused();
    proxies.push_back(std::move(proxy));
    if (ShowsArrows(model)) {
      std::snprintf(text, sizeof text, "ball %s velocity (%.3f, %.3f, %.3f)", id.c_str(),
                    ball.velocity.x, ball.velocity.y, ball.velocity.z);
      const Vec3 tip = Tip(ball, scale);
      proxies.push_back({harness::VelocityHandleId(id), text, harness::PickHandle{tip}, tip});
    }
  }
  return proxies;
}

bool MoveBallOrArrow(Model& model, const std::string& id, const Vec3& delta) {
  const auto ball_id = harness::ShapeOfVelocityHandle(id);
  const auto index = IndexOf(model, ball_id ? *ball_id : id);
  if (!index || !collide::IsFinite(delta)) {
    return false;
  }
  collide::Ball ball = model.world().balls[*index];
  if (ball_id) {
    ball.velocity += delta / ArrowScale(model.layout());
  } else {
    ball.center += delta;
  }
  return model.EditBall(*index, ball);
}

bool ResizeBall(Model& model, const std::string& id, double factor) {
  const auto index = IndexOf(model, id);
  if (!index || !(factor > 0.0)) {
    return false;
  }
  collide::Ball ball = model.world().balls[*index];
  ball.radius = std::min(ball.radius * factor, harness::kMaxEditableMagnitude);
  return model.EditBall(*index, ball);
}

void DrawVelocityArrows(harness::Draw& draw, const Model& model,
                        const std::optional<std::string>& hovered) {
  if (!ShowsArrows(model)) {
    return;
  }
  const double scale = ArrowScale(model.layout());
  const auto& balls = model.world().balls;
  for (std::size_t i = 0; i < balls.size() && i < model.ball_ids().size(); ++i) {
    const bool lit = hovered == harness::VelocityHandleId(model.ball_ids()[i]);
    const harness::Color color = lit ? harness::HoverColor(kArrowColor) : kArrowColor;
    const glm::vec3 tip(Tip(balls[i], scale));
    draw.Line(glm::vec3(balls[i].center), tip, color);
    draw.Point(tip, lit ? 10.0f : 7.0f, color);
  }
}

}  // namespace moving_balls
