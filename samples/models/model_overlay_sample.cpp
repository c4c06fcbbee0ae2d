#include "model_overlay_sample.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "harness/widgets/clip_meter.h"

namespace models {

using collide::Model;
using collide::Vec3;

CastResult CastAtModels(const collide::Ray& ray, double max_t, const std::vector<Model>& models) {
  CastResult result;
  double best = max_t;
  for (std::size_t i = 0; i < models.size(); ++i) {
    std::vector<int> nodes;
    collide::BvhTrace trace{0, &nodes};
    const auto hit = collide::Raycast(models[i], ray, &trace);
    if (hit && hit->t <= best) {
      best = hit->t;
      result.model = i;
      result.hit = *hit;
      result.nodes_entered = trace.nodes_entered;
      result.nodes = std::move(nodes);
    } else if (!result.model) {
      result.nodes_entered += trace.nodes_entered;
    }
  }
  return result;
}

namespace {

// The longest the cursor's line gets: a hit with numbers as wide as the
// shipped models make them.
constexpr const char* kCursorRoom = "cursor: triangle 00000 at t 000.0000, 0000 BVH nodes entered";

std::string CastText(const CastResult& cast) {
  char text[160];
  if (cast.model) {
    std::snprintf(text, sizeof text, "%s: triangle %d at t %.4f, %d BVH nodes entered",
                  cast.caster.c_str(), cast.hit.triangle, cast.hit.t, cast.nodes_entered);
  } else {
    std::snprintf(text, sizeof text, "%s: no hit, %d BVH nodes entered", cast.caster.c_str(),
                  cast.nodes_entered);
  }
  return text;
}

}  // namespace

ModelOverlaySample::ModelOverlaySample(harness::SampleHost& host, harness::StaticSampleSpec spec,
                                       OverlayOptions options)
    : Sample(host), inner_(harness::MakeStaticSample(host, std::move(spec))), options_(options) {}

std::vector<Model> ModelOverlaySample::Models() const {
  std::vector<Model> models;
  if (const auto scene = inner_->SceneToSave("", false)) {
    for (const harness::SceneShape& shape : scene->shapes) {
      if (const Model* model = shape.shape.As<Model>()) {
        models.push_back(*model);
      }
    }
  }
  return models;
}

std::vector<CastResult> ModelOverlaySample::Casts() const {
  std::vector<CastResult> casts;
  if (!options_.rays) {
    return casts;
  }
  const std::vector<Model> models = Models();
  if (const auto scene = inner_->SceneToSave("", false)) {
    for (const harness::SceneShape& shape : scene->shapes) {
      if (const auto* ray = shape.shape.As<collide::Ray>()) {
        casts.push_back(CastAtModels(*ray, collide::kInfinity, models));
      } else if (const auto* segment = shape.shape.As<collide::Segment>()) {
        const auto ray = collide::MakeRay(segment->start, segment->end - segment->start);
        if (!ray) {
          continue;
        }
        casts.push_back(CastAtModels(*ray, glm::length(segment->end - segment->start), models));
      } else {
        continue;
      }
      casts.back().caster = shape.id;
    }
  }
  if (cursor_ray_) {
    casts.push_back(CastAtModels(*cursor_ray_, collide::kInfinity, models));
    casts.back().caster = "cursor";
  }
  return casts;
}

void ModelOverlaySample::DrawBounds(const std::vector<Model>& models) {
  for (const Model& model : models) {
    draw().WireBox(collide::BoxShape(collide::WorldBounds(model)), kBoundsColor);
    draw().WireSphere(collide::BoundingSphere(model), kBoundsColor);
  }
}

void ModelOverlaySample::DrawCast(const CastResult& cast, const std::vector<Model>& models,
                                  bool nodes) {
  if (!cast.model) {
    return;
  }
  const Model& model = models[*cast.model];
  const collide::Triangle t = collide::WorldTriangle(model, cast.hit.triangle);
  draw().Triangle(t[0], t[1], t[2], kHitTriangleColor);
  draw().WireTriangle(t[0], t[1], t[2], kHitTriangleColor);
  draw().Point(cast.hit.point, 6.0f, kHitTriangleColor);
  if (!nodes) {
    return;
  }
  for (int index : cast.nodes) {
    const collide::Aabb& box = model.mesh->bvh().nodes()[static_cast<std::size_t>(index)].bounds;
    draw().WireBox(collide::BoxShape(collide::OrientedBox{
                       collide::ToWorld(model, (box.min + box.max) * 0.5),
                       (box.max - box.min) * 0.5 * model.scale, model.rotation}),
                   kNodeColor);
  }
}

void ModelOverlaySample::Render() {
  inner_->Render();
  const std::vector<Model> models = Models();
  if (options_.bounds) {
    DrawBounds(models);
  }
  // A selected ray (alone or in the selected pair) is singled out: only its
  // hit is marked, with the BVH nodes it entered, "Show BVH nodes" or not.
  const std::vector<std::string> selected = SelectedShapes();
  const std::vector<CastResult> casts = Casts();
  const bool ray_selected = std::any_of(casts.begin(), casts.end(), [&](const CastResult& cast) {
    return std::find(selected.begin(), selected.end(), cast.caster) != selected.end();
  });
  for (const CastResult& cast : casts) {
    const bool chosen = std::find(selected.begin(), selected.end(), cast.caster) != selected.end();
    if (cast.caster == "cursor") {
      const double length = cast.model ? cast.hit.t : 100.0;
      draw().Line(cursor_ray_->origin, cursor_ray_->origin + length * cursor_ray_->direction,
                  kHitTriangleColor);
    } else if (ray_selected && !chosen) {
      continue;
    }
    DrawCast(cast, models, show_nodes_ || chosen);
  }
  // The ray is the pointer's in this frame's view only: a frame that picks
  // nothing (the pointer left the view, went over a panel, or is orbiting
  // or panning the camera) draws none, rather than the last one left
  // standing where the view has moved away from it.
  cursor_ray_.reset();
}

// The static sample's panel, table first; then what only models show: the
// nearest hit of each ray over every model, which is not a table row (a
// row tests one ray against one shape).
void ModelOverlaySample::UpdatePanel() {
  inner_->UpdatePanel();
  if (!options_.rays ||
      !ImGui::CollapsingHeader("Nearest hits on the models", ImGuiTreeNodeFlags_DefaultOpen)) {
    return;
  }
  harness::widgets::Paragraph(
      "Each ray's first hit over all the models, as a renderer would ask; the table's rows ask "
      "one ray and one shape each.");
  ImGui::Checkbox("Show BVH nodes", &show_nodes_);
  harness::widgets::ParagraphDisabled("the boxes each ray entered, in green");
  bool cursor = false;
  for (const CastResult& cast : Casts()) {
    cursor = cursor || cast.caster == "cursor";
    // The cursor's line changes as the pointer moves: it keeps the room of
    // its longest form, so that nothing below it jumps when it wraps.
    harness::widgets::ParagraphInRoomOf(CastText(cast), cast.caster == "cursor" ? kCursorRoom : "");
  }
  if (!cursor) {
    harness::widgets::ParagraphInRoomOf("cursor: not over the view", kCursorRoom);
  }
}

std::vector<harness::PickProxy> ModelOverlaySample::PickProxies() const {
  return inner_->picking()->PickProxies();
}
void ModelOverlaySample::SetHovered(const std::optional<std::string>& id) {
  inner_->picking()->SetHovered(id);
}
void ModelOverlaySample::Select(const std::optional<std::string>& id) {
  inner_->picking()->Select(id);
}
void ModelOverlaySample::SelectAlso(const std::string& id) {
  inner_->picking()->SelectAlso(id);
}
std::vector<std::string> ModelOverlaySample::SelectedShapes() const {
  return inner_->picking() ? inner_->picking()->SelectedShapes() : std::vector<std::string>{};
}
std::vector<glm::vec3> ModelOverlaySample::PointsToFrame(
    const std::vector<std::string>& ids) const {
  return inner_->picking()->PointsToFrame(ids);
}
bool ModelOverlaySample::MoveShape(const std::string& id, const Vec3& delta) {
  return inner_->picking()->MoveShape(id, delta);
}
bool ModelOverlaySample::ResizeShape(const std::string& id, double factor) {
  return inner_->picking()->ResizeShape(id, factor);
}
bool ModelOverlaySample::RotateShape(const std::string& id, const Vec3& axis, double angle) {
  return inner_->picking()->RotateShape(id, axis, angle);
}
std::optional<harness::PickProxy> ModelOverlaySample::PickAlongRay(const collide::Ray& ray,
                                                                   double handle_slope) const {
  cursor_ray_ = ray;
  return inner_->picking()->PickAlongRay(ray, handle_slope);
}
harness::ShapeMouse ModelOverlaySample::ShapeMouseActions() const {
  return inner_->picking()->ShapeMouseActions();
}

}  // namespace models
