#include "harness/moving_spheres/sweep_view.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "harness/shape_kinds/shape_editor.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {

Color ImpactMethodColor(collide::ImpactMethod method) {
  static constexpr Color kColors[collide::kImpactMethodCount] = {
      // In kImpactMethodIds order; red and blue are the shapes'.
      {1.0f, 0.55f, 0.0f},  // sliced: orange
      {1.0f, 1.0f, 0.2f},   // linear: yellow
      {1.0f, 0.35f, 1.0f},  // binary: magenta
      {0.1f, 1.0f, 0.2f},   // analytic: green
  };
  return kColors[collide::ImpactMethodIndex(method)];
}

// The mouse ----------------------------------------------------------------

namespace {

SweepMover* FindMover(SweepLayout& layout, const std::string& id) {
  for (SweepMover& mover : layout.movers) {
    if (mover.id == id) {
      return &mover;
    }
  }
  return nullptr;
}

SweepTarget* FindTarget(SweepLayout& layout, const std::string& id) {
  for (SweepTarget& target : layout.targets) {
    if (target.id == id) {
      return &target;
    }
  }
  return nullptr;
}

std::string Format(const char* format, const std::string& id, double a, double b = 0.0,
                   double c = 0.0) {
  char text[128];
  std::snprintf(text, sizeof text, format, id.c_str(), a, b, c);
  return text;
}

}  // namespace

std::vector<PickProxy> SweepPickProxies(const SweepLayout& layout) {
  std::vector<PickProxy> proxies;
  for (const SweepMover& mover : layout.movers) {
    const collide::MovingSphere& s = mover.sphere;
    proxies.push_back({mover.id, Format("sphere %s (r %.3f, moving)", mover.id, s.radius),
                       collide::Sphere{s.center, s.radius}, s.center, true, true});
    // The faint sphere at the end of the step: where the velocity takes it.
    const collide::Vec3 end = s.center + s.velocity * layout.dt;
    proxies.push_back({VelocityHandleId(mover.id),
                       Format("sphere %s velocity (%.3f, %.3f, %.3f)", mover.id, s.velocity.x,
                              s.velocity.y, s.velocity.z),
                       collide::Sphere{end, s.radius}, end});
  }
  // The shapes at rest as their kinds' entries pick them, named as the
  // static samples name theirs: "aabb box (half extents 1.000, 1.000, 1.000)".
  for (const SweepTarget& target : layout.targets) {
    proxies.push_back(PickProxyOf(target.shape, target.id));
  }
  return proxies;
}

bool MoveSweepShape(SweepLayout& layout, const std::string& id, const collide::Vec3& delta) {
  if (!collide::IsFinite(delta)) {
    return false;
  }
  if (const auto mover_id = ShapeOfVelocityHandle(id)) {
    SweepMover* mover = FindMover(layout, *mover_id);
    if (mover == nullptr || !(layout.dt > 0.0)) {
      return false;
    }
    mover->sphere.velocity += delta / layout.dt;
    return true;
  }
  if (SweepMover* mover = FindMover(layout, id)) {
    mover->sphere.center += delta;
    return true;
  }
  SweepTarget* target = FindTarget(layout, id);
  if (target == nullptr) {
    return false;
  }
  std::vector<collide::Vec3> handles;
  ShapeKindTable::Global().Find(target->shape.kind())->translate(target->shape, delta, handles);
  return true;
}

bool ResizeSweepShape(SweepLayout& layout, const std::string& id, double factor) {
  if (!(factor > 0.0)) {
    return false;
  }
  if (SweepMover* mover = FindMover(layout, id)) {
    mover->sphere.radius = std::min(mover->sphere.radius * factor, kMaxEditableMagnitude);
    return true;
  }
  SweepTarget* target = FindTarget(layout, id);
  if (target == nullptr) {
    return false;
  }
  ShapeKindTable::Global().Find(target->shape.kind())->scale(target->shape, factor);
  return true;
}

namespace {

using collide::Vec3;

// Past this many, a method's test positions are too dense to tell apart;
// they are not drawn.
constexpr int kMaxTestPointsDrawn = 200;
constexpr float kTestPointSize = 5.0f;
constexpr Color kSweepPathColor{1.0f, 1.0f, 1.0f};

Vec3 CenterAt(const collide::MovingSphere& sphere, double t) {
  return sphere.center + sphere.velocity * t;
}

// The label of shape `id`, white unless a pair is singled out
// (PairFocus::LabelColor); none while another pair is solo'd.
void DrawLabel(Draw& draw, const Vec3& at, const std::string& id, const PairFocus* pairs) {
  const std::optional<Color> color = pairs ? pairs->LabelColor(id) : colors::kWhite;
  if (color) {
    draw.Text(at, id, *color);
  }
}

// The target and its id just above it.
void DrawTarget(Draw& draw, const SweepTarget& target, const Color& color, const PairFocus* pairs) {
  // Spheres and boxes only: no plane or ray needs the scene's size.
  DrawShape(draw, target.shape, color, 0.0f);
  if (const auto* sphere = target.shape.As<collide::Sphere>()) {
    DrawLabel(draw, sphere->center + Vec3(0.0, sphere->radius, 0.0), target.id, pairs);
    return;
  }
  const auto& box = target.shape.Get<collide::Aabb>();
  DrawLabel(draw, Vec3((box.min.x + box.max.x) * 0.5, box.max.y, (box.min.z + box.max.z) * 0.5),
            target.id, pairs);
}

// Where slicing and linear search test the sphere's centre: the grid each
// lays over the path, whatever it found.
void DrawTestPoints(Draw& draw, const SweepLayout& layout, const SweepMover& mover) {
  const collide::MovingSphere& s = mover.sphere;
  const int slices = layout.settings.slices;
  if (slices >= 1 && slices <= kMaxTestPointsDrawn) {
    const Color color = ImpactMethodColor(collide::ImpactMethod::kSliced);
    for (int k = 0; k <= slices; ++k) {
      draw.Point(CenterAt(s, layout.dt * k / slices), kTestPointSize, color);
    }
  }
  const double length = glm::length(s.velocity) * layout.dt;
  const double increment = layout.settings.increment_radii * s.radius;
  if (length > 0.0 && increment > 0.0 && length / increment <= kMaxTestPointsDrawn) {
    const Color color = ImpactMethodColor(collide::ImpactMethod::kLinear);
    // Smaller, so that a linear position on a slice shows both.
    for (int k = 0; k * increment < length; ++k) {
      draw.Point(CenterAt(s, layout.dt * (k * increment / length)), kTestPointSize * 0.6f, color);
    }
    draw.Point(CenterAt(s, layout.dt), kTestPointSize * 0.6f, color);
  }
}

// The longest side of the box around everything framed.
double SceneSize(const SweepLayout& layout) {
  const std::vector<glm::vec3> points = SweepFramingPoints(layout);
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

void DrawSweeps(Draw& draw, const SweepLayout& layout,
                const std::vector<collide::ImpactAnswers>& answers, const SweepViewOptions& view) {
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
    const Color color = red ? colors::kRed : colors::kBlue;
    const std::string shape = ShapeOfVelocityHandle(id).value_or(id);
    if (view.pairs && !view.pairs->Keeps(shape)) {
      return view.pairs->Shade(shape, color);
    }
    return view.hovered == id ? HoverColor(color) : color;
  };
  for (std::size_t i = 0; i < layout.targets.size(); ++i) {
    DrawTarget(draw, layout.targets[i], shape_color(target_red[i], layout.targets[i].id),
               view.pairs);
  }
  for (std::size_t i = 0; i < layout.movers.size(); ++i) {
    const SweepMover& mover = layout.movers[i];
    const collide::MovingSphere& s = mover.sphere;
    const Color color = shape_color(mover_red[i], mover.id);
    const Color end_color = shape_color(mover_red[i], VelocityHandleId(mover.id));
    const Vec3 end = CenterAt(s, layout.dt);
    draw.ShapeSphere(collide::Sphere{s.center, s.radius}, color);
    draw.Line(s.center, end,
              view.pairs ? view.pairs->Shade(mover.id, kSweepPathColor) : kSweepPathColor);
    // The end of the step, faint: where the sphere would be drawn next frame.
    draw.WireSphere(collide::Sphere{end, s.radius}, Mix(colors::kBackground, end_color, 0.35f));
    DrawLabel(draw, s.center + Vec3(0.0, s.radius, 0.0), mover.id, view.pairs);
    if (view.test_points && (!view.pairs || view.pairs->Keeps(mover.id))) {
      DrawTestPoints(draw, layout, mover);
    }
  }
  // Each method's answer where it says the sphere is at contact. collide::ImpactAnswers are
  // often close together, so their labels are stacked a step apart, the step
  // a fraction of the scene's size (about a line of text in the framed view).
  const double label_step = 0.045 * SceneSize(layout);
  for (std::size_t p = 0; p < layout.pairs.size() && p < answers.size(); ++p) {
    const SweepMover& mover = layout.movers[layout.pairs[p].mover];
    const collide::MovingSphere& s = mover.sphere;
    const std::string& target = layout.targets[layout.pairs[p].target].id;
    for (std::size_t m = 0; m < collide::kImpactMethodCount; ++m) {
      const std::optional<double>& t = answers[p][m].time;
      if (!view.ghosts[m] || !t) {
        continue;
      }
      const collide::ImpactMethod method = collide::kImpactMethodIds[m].first;
      const std::optional<Color> shaded =
          view.pairs ? view.pairs->PairShade(mover.id, target, ImpactMethodColor(method))
                     : ImpactMethodColor(method);
      if (!shaded) {
        continue;  // another pair is solo'd
      }
      const Color color = *shaded;
      const Vec3 at = CenterAt(s, *t);
      draw.WireSphere(collide::Sphere{at, s.radius}, color);
      const double lift = s.radius + label_step * (0.4 + static_cast<double>(m));
      draw.Text(at + Vec3(0.0, lift, 0.0), collide::kImpactMethodIds[m].second, color);
    }
  }
}

std::vector<glm::vec3> SweepFramingPoints(const SweepLayout& layout) {
  std::vector<glm::vec3> points;
  const auto add_sphere = [&points](const Vec3& center, double radius) {
    for (int k = 0; k < 6; ++k) {
      Vec3 offset(0.0);
      offset[k / 2] = (k % 2 ? 1.0 : -1.0) * radius;
      points.push_back(ToFloat(center + offset));
    }
  };
  for (const SweepMover& mover : layout.movers) {
    add_sphere(mover.sphere.center, mover.sphere.radius);
    add_sphere(CenterAt(mover.sphere, layout.dt), mover.sphere.radius);
  }
  for (const SweepTarget& target : layout.targets) {
    if (const auto* sphere = target.shape.As<collide::Sphere>()) {
      add_sphere(sphere->center, sphere->radius);
    } else {
      const auto& box = target.shape.Get<collide::Aabb>();
      points.push_back(ToFloat(box.min));
      points.push_back(ToFloat(box.max));
    }
  }
  if (points.empty()) {
    points.emplace_back(0.0f);
  }
  return points;
}

}  // namespace harness
