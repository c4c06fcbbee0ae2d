// The impact-search sample's view: shapes, paths, and each method's answer as
// a ghost sphere (impact_search_model.h).
#include <algorithm>
#include <cmath>

#include "harness/sample_api/picking.h"
#include "harness/shape_kinds/shape_kind_entry.h"
#include "impact_search/impact_search_model.h"

namespace impact_search {
namespace {

using collide::Vec3;

// Past this many, a method's test positions are too dense to tell apart;
// they are not drawn.
constexpr int kMaxTestPointsDrawn = 200;
constexpr float kTestPointSize = 5.0f;
constexpr harness::Color kPathColor{1.0f, 1.0f, 1.0f};

Vec3 CenterAt(const collide::MovingSphere& sphere, double t) {
  return sphere.center + sphere.velocity * t;
}

// The target and its id just above it.
void DrawTarget(harness::Draw& draw, const Target& target, const harness::Color& color) {
  // Spheres and boxes only: no plane or ray needs the scene's size.
  harness::DrawShape(draw, target.shape, color, 0.0f);
  if (const auto* sphere = target.shape.As<collide::Sphere>()) {
    draw.Text(sphere->center + Vec3(0.0, sphere->radius, 0.0), target.id, harness::colors::kWhite);
    return;
  }
  const auto& box = target.shape.Get<collide::Aabb>();
  draw.Text(Vec3((box.min.x + box.max.x) * 0.5, box.max.y, (box.min.z + box.max.z) * 0.5),
            target.id, harness::colors::kWhite);
}

// Where slicing and linear search test the sphere's centre: the grid each
// lays over the path, whatever it found.
void DrawTestPoints(harness::Draw& draw, const Layout& layout, const Mover& mover) {
  const collide::MovingSphere& s = mover.sphere;
  const int slices = layout.settings.slices;
  if (slices >= 1 && slices <= kMaxTestPointsDrawn) {
    const harness::Color color = MethodColor(collide::ImpactMethod::kSliced);
    for (int k = 0; k <= slices; ++k) {
      draw.Point(CenterAt(s, layout.dt * k / slices), kTestPointSize, color);
    }
  }
  const double length = glm::length(s.velocity) * layout.dt;
  const double increment = layout.settings.increment_radii * s.radius;
  if (length > 0.0 && increment > 0.0 && length / increment <= kMaxTestPointsDrawn) {
    const harness::Color color = MethodColor(collide::ImpactMethod::kLinear);
    // Smaller, so that a linear position on a slice shows both.
    for (int k = 0; k * increment < length; ++k) {
      draw.Point(CenterAt(s, layout.dt * (k * increment / length)), kTestPointSize * 0.6f, color);
    }
    draw.Point(CenterAt(s, layout.dt), kTestPointSize * 0.6f, color);
  }
}

// The longest side of the box around everything framed.
double SceneSize(const Layout& layout) {
  const std::vector<glm::vec3> points = FramingPoints(layout);
  glm::vec3 low = points.front();
  glm::vec3 high = points.front();
  for (const glm::vec3& p : points) {
    low = glm::min(low, p);
    high = glm::max(high, p);
  }
  const glm::vec3 size = high - low;
  return std::max({size.x, size.y, size.z});
}

}  // namespace

void DrawLayout(harness::Draw& draw, const Layout& layout, const std::vector<Answers>& answers,
                const ViewOptions& view) {
  const std::size_t analytic = collide::ImpactMethodIndex(collide::ImpactMethod::kAnalytic);
  // Red: in a pair the exact method finds touching within the step.
  std::vector<bool> mover_red(layout.movers.size(), false);
  std::vector<bool> target_red(layout.targets.size(), false);
  for (std::size_t p = 0; p < layout.pairs.size() && p < answers.size(); ++p) {
    if (answers[p][analytic].time) {
      mover_red[layout.pairs[p].mover] = true;
      target_red[layout.pairs[p].target] = true;
    }
  }
  const auto shape_color = [&view](bool red, const std::string& id) {
    const harness::Color color = red ? harness::colors::kRed : harness::colors::kBlue;
    return view.hovered == id ? harness::HoverColor(color) : color;
  };
  for (std::size_t i = 0; i < layout.targets.size(); ++i) {
    DrawTarget(draw, layout.targets[i], shape_color(target_red[i], layout.targets[i].id));
  }
  for (std::size_t i = 0; i < layout.movers.size(); ++i) {
    const Mover& mover = layout.movers[i];
    const collide::MovingSphere& s = mover.sphere;
    const harness::Color color = shape_color(mover_red[i], mover.id);
    const harness::Color end_color = shape_color(mover_red[i], harness::VelocityHandleId(mover.id));
    const Vec3 end = CenterAt(s, layout.dt);
    draw.WireSphere(collide::Sphere{s.center, s.radius}, color);
    draw.Line(s.center, end, kPathColor);
    // The end of the step, faint: where the sphere would be drawn next frame.
    draw.WireSphere(collide::Sphere{end, s.radius},
                    harness::Mix(harness::colors::kBackground, end_color, 0.35f));
    draw.Text(s.center + Vec3(0.0, s.radius, 0.0), mover.id, harness::colors::kWhite);
    if (view.test_points) {
      DrawTestPoints(draw, layout, mover);
    }
  }
  // Each method's answer where it says the sphere is at contact. Answers are
  // often close together, so their labels are stacked a step apart, the step
  // a fraction of the scene's size (about a line of text in the framed view).
  const double label_step = 0.045 * SceneSize(layout);
  for (std::size_t p = 0; p < layout.pairs.size() && p < answers.size(); ++p) {
    const collide::MovingSphere& s = layout.movers[layout.pairs[p].mover].sphere;
    for (std::size_t m = 0; m < kMethodCount; ++m) {
      const std::optional<double>& t = answers[p][m].time;
      if (!view.ghosts[m] || !t) {
        continue;
      }
      const collide::ImpactMethod method = collide::kImpactMethodIds[m].first;
      const harness::Color color = MethodColor(method);
      const Vec3 at = CenterAt(s, *t);
      draw.WireSphere(collide::Sphere{at, s.radius}, color);
      const double lift = s.radius + label_step * (0.4 + static_cast<double>(m));
      draw.Text(at + Vec3(0.0, lift, 0.0), collide::kImpactMethodIds[m].second, color);
    }
  }
}

std::vector<glm::vec3> FramingPoints(const Layout& layout) {
  std::vector<glm::vec3> points;
  const auto add_sphere = [&points](const Vec3& center, double radius) {
    for (int k = 0; k < 6; ++k) {
      Vec3 offset(0.0);
      offset[k / 2] = (k % 2 ? 1.0 : -1.0) * radius;
      points.push_back(harness::ToFloat(center + offset));
    }
  };
  for (const Mover& mover : layout.movers) {
    add_sphere(mover.sphere.center, mover.sphere.radius);
    add_sphere(CenterAt(mover.sphere, layout.dt), mover.sphere.radius);
  }
  for (const Target& target : layout.targets) {
    if (const auto* sphere = target.shape.As<collide::Sphere>()) {
      add_sphere(sphere->center, sphere->radius);
    } else {
      const auto& box = target.shape.Get<collide::Aabb>();
      points.push_back(harness::ToFloat(box.min));
      points.push_back(harness::ToFloat(box.max));
    }
  }
  if (points.empty()) {
    points.emplace_back(0.0f);
  }
  return points;
}

}  // namespace impact_search
