#pragma once

// The model samples: a static-shapes sample (spec.h) with what the view
// adds for models drawn over it: each model's bounds as the book computes
// them (model-bounds), and the rays' hits (model-raycast): for the ray
// under the cursor and every ray and segment of the layout, the triangle
// it hits first, filled, and on demand the BVH nodes it entered, as boxes,
// with their count. Everything else is the static sample's, forwarded.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "collide/mesh/model.h"
#include "harness/layout_sample/spec.h"
#include "harness/sample_api/pickable.h"
#include "harness/sample_api/sample.h"

namespace models {

inline constexpr harness::Color kHitTriangleColor{1.0f, 0.9f, 0.1f};
inline constexpr harness::Color kBoundsColor{0.95f, 0.95f, 0.95f};
inline constexpr harness::Color kNodeColor{0.2f, 1.0f, 0.4f};

struct OverlayOptions {
  bool bounds = false;  // each model's AABB and bounding sphere
  bool rays = false;    // hit triangles, the cursor's ray, BVH nodes
};

// A cast and what it found: the first model it hits (if any), the
// triangle, and the BVH nodes entered in that model's mesh.
struct CastResult {
  std::string caster;                // "cursor" or the ray's id
  std::optional<std::size_t> model;  // index into the models cast at
  collide::ModelHit hit;
  int nodes_entered = 0;
  std::vector<int> nodes;
};

// The nearest hit of `ray` (within `max_t`) over `models`, with the nodes
// entered in the mesh of the model hit (or, on a miss, of every model).
CastResult CastAtModels(const collide::Ray& ray, double max_t,
                        const std::vector<collide::Model>& models);

class ModelOverlaySample final : public harness::Sample, public harness::Pickable {
 public:
  ModelOverlaySample(harness::SampleHost& host, harness::StaticSampleSpec spec,
                     OverlayOptions options);

  void Initialize(int width, int height) override { inner_->Initialize(width, height); }
  void Resize(int width, int height) override { inner_->Resize(width, height); }
  void Update(float dt) override { inner_->Update(dt); }
  void Render() override;
  void Shutdown() override { inner_->Shutdown(); }
  void UpdatePanel() override;
  bool KeyPressed(int key) override { return inner_->KeyPressed(key); }
  std::vector<harness::ControlHelp> Controls() const override { return inner_->Controls(); }
  std::string About() const override { return inner_->About(); }
  harness::ShapeLook DefaultLook() const override { return inner_->DefaultLook(); }
  const harness::TestCounter* test_counter() const override { return inner_->test_counter(); }
  std::size_t ExpectationCount() const override { return inner_->ExpectationCount(); }
  std::vector<harness::PairCheck> Check() const override { return inner_->Check(); }
  void LoadScene(const harness::Scene& scene) override { inner_->LoadScene(scene); }
  std::optional<harness::Scene> SceneToSave(const std::string& title,
                                            bool expect_what_is_shown) const override {
    return inner_->SceneToSave(title, expect_what_is_shown);
  }
  std::string CannotSaveReason() const override { return inner_->CannotSaveReason(); }
  harness::Pickable* picking() override { return inner_->picking() ? this : nullptr; }
  harness::Undoable* undo() override { return inner_->undo(); }

  // Pickable, forwarded; the cursor's ray is kept for the view.
  std::vector<harness::PickProxy> PickProxies() const override;
  void SetHovered(const std::optional<std::string>& id) override;
  void Select(const std::optional<std::string>& id) override;
  void SelectAlso(const std::string& id) override;
  std::vector<std::string> SelectedShapes() const override;
  std::vector<glm::vec3> PointsToFrame(const std::vector<std::string>& ids) const override;
  bool MoveShape(const std::string& id, const collide::Vec3& delta) override;
  bool ResizeShape(const std::string& id, double factor) override;
  bool RotateShape(const std::string& id, const collide::Vec3& axis, double angle) override;
  std::optional<harness::PickProxy> PickAlongRay(const collide::Ray& ray,
                                                 double handle_slope) const override;
  harness::ShapeMouse ShapeMouseActions() const override;

  // What the view shows this frame, for the panel and tests: the casts of
  // the layout's rays and segments, then the cursor's (when over the view).
  std::vector<CastResult> Casts() const;

 private:
  std::vector<collide::Model> Models() const;
  void DrawBounds(const std::vector<collide::Model>& models);
  void DrawCast(const CastResult& cast, const std::vector<collide::Model>& models, bool nodes);

  std::unique_ptr<harness::Sample> inner_;
  OverlayOptions options_;
  bool show_nodes_ = false;
  mutable std::optional<collide::Ray> cursor_ray_;
};

}  // namespace models
