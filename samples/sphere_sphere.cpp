// The sphere–sphere chapter's unit test (seeds 000/001): four spheres, the
// 16 expected results over every ordered pair, red for a sphere that
// intersects another, blue for one that intersects none.
#include <imgui.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "collide/box_box.h"
#include "collide/sphere.h"
#include "harness/json_reader.h"
#include "harness/mismatch_log.h"
#include "harness/sample.h"
#include "harness/value_guard.h"
#include "harness/widgets.h"

namespace sphere_sphere {
namespace {

using harness::PairCheck;

constexpr const char* kId = "sphere-sphere";
const std::string kAlgorithm(collide::AlgorithmId(collide::PairAlgorithm::kSquaredDistance));

struct NamedSphere {
  std::string id;
  collide::Sphere sphere;
};

struct Expectation {
  std::string a;
  std::string b;
  bool intersects;
};

struct Layout {
  std::vector<NamedSphere> spheres;
  std::vector<Expectation> expect;
};

Layout SeedLayout() {
  Layout layout;
  layout.spheres = {{"0", {{0, 0, 0}, 2}},
                    {"1", {{0, 3.5, 0}, 1}},
                    {"2", {{0, -3, 0}, 1}},
                    {"3", {{1, 0, 0}, 1}}};
  // The seed's row-major table over every ordered pair (i, j), i == j too.
  const bool results[] = {true, false, true, true,  false, true,  false, false,
                          true, false, true, false, true,  false, false, true};
  int t = 0;
  for (const NamedSphere& a : layout.spheres) {
    for (const NamedSphere& b : layout.spheres) {
      layout.expect.push_back({a.id, b.id, results[t++]});
    }
  }
  return layout;
}

class SphereSphereSample final : public harness::Sample {
 public:
  explicit SphereSphereSample(harness::SampleHost& host)
      : Sample(host), initial_(SeedLayout()), current_(initial_) {}

  void Initialize(int, int) override {
    mismatch_log_.Forget();
    Recheck();
  }

  void Render() override;

  std::size_t ExpectationCount() const override { return current_.expect.size(); }

  std::vector<PairCheck> Check() const override;
  void LoadScene(const harness::Scene& scene) override;
  void UpdatePanel() override;

 private:
  const collide::Sphere* Find(const std::string& id) const;

  glm::vec3 CenterOf(const std::string& id) const {
    const collide::Sphere* s = Find(id);
    return s ? glm::vec3(s->center) : glm::vec3(0.0f);
  }

  harness::Color ColorOf(size_t i) const;

  void Recheck() {
    results_ = Check();
    mismatch_log_.Update(results_, log());
  }

  void AddSphere();
  void RemoveSphere(size_t index);
  void SphereEditors();
  void PairTable();

  const PairCheck* FindCheck(const std::string& a, const std::string& b) const {
    return harness::FindRowCheck(
        results_, [&](const PairCheck& check) { return check.a == a && check.b == b; });
  }

  Layout initial_;
  Layout current_;
  std::string source_ = "the seed chapter's unit test";
  std::vector<PairCheck> results_;
  harness::MismatchLog mismatch_log_;
  std::optional<std::pair<std::string, std::string>> hovered_pair_;
};

void SphereSphereSample::Render() {
  DrawOrigin();
  const auto& spheres = current_.spheres;
  for (size_t i = 0; i < spheres.size(); ++i) {
    draw().WireSphere(glm::vec3(spheres[i].sphere.center),
                      static_cast<float>(spheres[i].sphere.radius), ColorOf(i));
  }
  // Each sphere's id, just above its top.
  for (const NamedSphere& s : spheres) {
    draw().Text(glm::vec3(s.sphere.center + collide::Vec3(0.0, s.sphere.radius, 0.0)), s.id,
                harness::colors::kWhite);
  }
  // A failing expectation between two spheres is drawn as a line between
  // their centres, so the view shows what the log says.
  for (const PairCheck& check : results_) {
    if (!check.passed && check.a != check.b) {
      draw().Line(CenterOf(check.a), CenterOf(check.b), harness::colors::kYellow);
    }
  }
  if (hovered_pair_) {
    const auto& [a, b] = *hovered_pair_;
    draw().Line(CenterOf(a), CenterOf(b), harness::colors::kWhite);
    draw().Point(CenterOf(a), 8.0f, harness::colors::kWhite);
    draw().Point(CenterOf(b), 8.0f, harness::colors::kWhite);
  }
}

std::vector<PairCheck> SphereSphereSample::Check() const {
  std::vector<PairCheck> checks;
  for (std::size_t i = 0; i < current_.expect.size(); ++i) {
    const Expectation& e = current_.expect[i];
    const collide::Sphere* a = Find(e.a);
    const collide::Sphere* b = Find(e.b);
    if (a == nullptr || b == nullptr) {
      continue;  // Removal drops a sphere's expectations; never reached.
    }
    PairCheck check;
    check.expectation = i;
    check.a = e.a;
    check.b = e.b;
    check.subject = "sphere " + e.a + " and " + e.b;
    check.algorithm = kAlgorithm;
    check.expected = harness::Intersects{e.intersects};
    harness::Judge(check, harness::Intersects{collide::Intersects(*a, *b)});
    checks.push_back(std::move(check));
  }
  return checks;
}

void SphereSphereSample::LoadScene(const harness::Scene& scene) {
  harness::RejectMotion(scene, kId);
  Layout layout;
  for (const harness::SceneShape& shape : scene.shapes) {
    const auto* sphere = std::get_if<collide::Sphere>(&shape.shape);
    if (sphere == nullptr) {
      harness::RejectShapeType(scene, shape, kId, "sphere");
    }
    layout.spheres.push_back({shape.id, *sphere});
  }
  for (const harness::SceneExpectation& e : scene.expect) {
    if (e.algorithm && *e.algorithm != kAlgorithm) {
      harness::RejectAlgorithm(scene, e, kAlgorithm);
    }
    layout.expect.push_back({e.a, e.b, *e.intersects});
  }
  initial_ = layout;
  current_ = std::move(layout);
  source_ = scene.title.empty() ? scene.file : scene.title + " (" + scene.file + ")";
  mismatch_log_.Forget();
  results_ = Check();
}

void SphereSphereSample::UpdatePanel() {
  ImGui::TextWrapped("Source: %s", source_.c_str());
  ImGui::TextWrapped(
      "Red: intersects another sphere. Blue: intersects none. Touching counts as "
      "intersecting (squared distance <= squared radius sum).");
  if (ImGui::Button("Reset")) {
    current_ = initial_;
    Recheck();
  }
  ImGui::SameLine();
  if (ImGui::Button("Add sphere")) {
    AddSphere();
  }
  ImGui::SameLine();
  harness::widgets::ExpectationSummary(results_, ExpectationCount());

  if (ImGui::CollapsingHeader("Spheres", ImGuiTreeNodeFlags_DefaultOpen)) {
    SphereEditors();
  }
  if (ImGui::CollapsingHeader("Pairs", ImGuiTreeNodeFlags_DefaultOpen)) {
    PairTable();
  }
}

const collide::Sphere* SphereSphereSample::Find(const std::string& id) const {
  for (const NamedSphere& s : current_.spheres) {
    if (s.id == id) {
      return &s.sphere;
    }
  }
  return nullptr;
}

// Red when the sphere intersects any other sphere (i != j), else blue.
harness::Color SphereSphereSample::ColorOf(size_t i) const {
  const auto& spheres = current_.spheres;
  for (size_t j = 0; j < spheres.size(); ++j) {
    if (i != j && collide::Intersects(spheres[i].sphere, spheres[j].sphere)) {
      return harness::colors::kRed;
    }
  }
  return harness::colors::kBlue;
}

void SphereSphereSample::AddSphere() {
  int next = 0;
  while (Find(std::to_string(next)) != nullptr) {
    ++next;
  }
  double right = 0.0;
  for (const NamedSphere& s : current_.spheres) {
    right = std::max(right, s.sphere.center.x + s.sphere.radius);
  }
  current_.spheres.push_back({std::to_string(next), {{right + 2.0, 0.0, 0.0}, 1.0}});
  LogInfo("added sphere " + std::to_string(next) + " (no expectations yet)");
  Recheck();
}

void SphereSphereSample::RemoveSphere(size_t index) {
  const std::string id = current_.spheres[index].id;
  current_.spheres.erase(current_.spheres.begin() + static_cast<std::ptrdiff_t>(index));
  const size_t before = current_.expect.size();
  std::erase_if(current_.expect, [&](const Expectation& e) { return e.a == id || e.b == id; });
  LogInfo("removed sphere " + id + " and its " + std::to_string(before - current_.expect.size()) +
          " expectations");
  Recheck();
}

void SphereSphereSample::SphereEditors() {
  bool changed = false;
  std::optional<size_t> remove;
  auto& spheres = current_.spheres;
  for (size_t i = 0; i < spheres.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    harness::widgets::ColorSwatch("##colour", ColorOf(i));
    ImGui::SameLine();
    ImGui::Text("sphere %s", spheres[i].id.c_str());
    ImGui::SameLine();
    if (ImGui::SmallButton("remove")) {
      remove = i;
    }
    const std::string what = "sphere " + spheres[i].id;
    changed |=
        harness::widgets::EditVec3("center", &spheres[i].sphere.center, what + " center", log());
    changed |=
        harness::widgets::EditNumber("radius", &spheres[i].sphere.radius, 0.0,
                                     harness::kMaxEditableMagnitude, what + " radius", log());
    ImGui::PopID();
  }
  if (remove) {
    RemoveSphere(*remove);
  } else if (changed) {
    Recheck();
  }
}

void SphereSphereSample::PairTable() {
  hovered_pair_.reset();
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit;
  const float height = ImGui::GetTextLineHeightWithSpacing() * 18;
  if (!ImGui::BeginTable("pairs", 5, flags, ImVec2(0, height))) {
    return;
  }
  ImGui::TableSetupScrollFreeze(0, 1);
  for (const char* name : {"a", "b", "expected", "actual", "status"}) {
    ImGui::TableSetupColumn(name);
  }
  ImGui::TableHeadersRow();
  const auto& spheres = current_.spheres;
  for (const NamedSphere& a : spheres) {
    for (const NamedSphere& b : spheres) {
      const PairCheck* check = FindCheck(a.id, b.id);
      const bool actual = collide::Intersects(a.sphere, b.sphere);
      ImGui::TableNextRow();
      ImGui::PushID(ImGui::TableGetRowIndex());
      if (check && !check->passed) {
        harness::widgets::MarkMismatchRow();
      }
      ImGui::TableNextColumn();
      // A row-wide selectable makes hovering anywhere on the row light the
      // pair up in the view.
      ImGui::Selectable(a.id.c_str(), false, ImGuiSelectableFlags_SpanAllColumns);
      if (ImGui::IsItemHovered()) {
        hovered_pair_ = {a.id, b.id};
      }
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(b.id.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(check ? harness::Describe(check->expected).c_str() : "-");
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(actual ? "intersects" : "apart");
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(!check ? "not checked" : check->passed ? "ok" : "MISMATCH");
      ImGui::PopID();
    }
  }
  ImGui::EndTable();
}

const harness::SampleRegistration kRegistration{
    {kId, "Static intersections", "Sphere vs sphere",
     [](harness::SampleHost& host) { return std::make_unique<SphereSphereSample>(host); }}};

}  // namespace
}  // namespace sphere_sphere
