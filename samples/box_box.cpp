// Seed 004's box-box test beside the exact one. The seed: two boxes collide
// when a corner of one touches or lies inside the other, a point being inside
// when the six pyramids from it to the box's faces add up to the box's volume
// ("corner-volume"). Its blind spot, which the seed does not mention: boxes
// can overlap with no corner of either inside the other (bars crossed like a
// plus sign, edges crossing). The separating-axis test ("sat") is exact. The
// view and the log show both, and every pair where they disagree.
#include "box_box_world.h"

#include <imgui.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "collide/box.h"
#include "collide/corner_volume.h"
#include "collide/sat.h"
#include "collide/sphere.h"
#include "collide/sphere_box.h"
#include "harness/json_reader.h"
#include "harness/mismatch_log.h"
#include "harness/sample.h"
#include "harness/value_guard.h"
#include "harness/widgets.h"

namespace box_box {
namespace {

using harness::PairCheck;

constexpr const char* kId = "box-box";
constexpr const char* kTakes = "sphere, box, aabb, hexahedron";

// Which test colours the view.
enum class ColorMode { kSat, kCornerVolume, kBoth };
constexpr const char* kColorModeNames[] = {"sat", "corner-volume", "both"};

// Like EditVec3 with every component clamped to [0, max]: half extents.
bool EditHalfExtents(const char* label, Vec3* value, const std::string& what, harness::Log& log) {
  Vec3 edited = *value;
  if (!ImGui::DragScalarN(label, ImGuiDataType_Double, &edited[0], 3, 0.02f, nullptr, nullptr,
                          "%.3f")) {
    return false;
  }
  bool changed = false;
  static const char* kAxis[] = {"x", "y", "z"};
  for (int k = 0; k < 3; ++k) {
    changed |= harness::GuardEditedValue(
        &edited[k], (*value)[k], 0.0, harness::kMaxEditableMagnitude, what + "." + kAxis[k], log);
  }
  *value = edited;
  return changed;
}

class BoxBoxSample final : public harness::Sample {
 public:
  explicit BoxBoxSample(harness::SampleHost& host)
      : Sample(host), initial_(DefaultLayout()), current_(initial_) {
    results_ = Check();
  }

  void Initialize(int, int) override {
    mismatch_log_.Forget();
    disagreements_.clear();
    Recheck();
    camera().SetHome(HomeFor(current_));
  }

  void Render() override {
    DrawOrigin();
    const auto& shapes = current_.shapes;
    // Markers first: where a marker runs along a box's edge, the first line
    // drawn at a depth wins, so the marker shows.
    for (const auto& [i, j] : DisagreeingPairs()) {
      DrawDisagreement(shapes[i], shapes[j]);
    }
    if (const auto pair = ViewedPair()) {
      DrawPairHighlight(*pair);
    }
    for (const PairCheck& check : results_) {
      if (!check.passed) {
        const glm::vec3 a = ToFloat(CenterOf(*Find(check.a)));
        const glm::vec3 b = ToFloat(CenterOf(*Find(check.b)));
        draw().Line(a, b, kMismatchColor);
        draw().Point(a, 8.0f, kMismatchColor);
        draw().Point(b, 8.0f, kMismatchColor);
      }
    }
    for (size_t i = 0; i < shapes.size(); ++i) {
      const Color color = ColorOf(i);
      if (const collide::BoxShape* box = BoxOf(shapes[i])) {
        const collide::BoxCorners c = collide::corners(*box);
        glm::vec3 corners[8];
        for (size_t k = 0; k < 8; ++k) {
          corners[k] = ToFloat(c[k]);
        }
        draw().WireHexahedron(corners, color);
      } else {
        const collide::Sphere& s = *SphereOf(shapes[i]);
        draw().WireSphere(ToFloat(s.center), static_cast<float>(s.radius), color);
      }
    }
  }

  std::vector<PairCheck> Check() override {
    std::vector<PairCheck> checks;
    for (const Expectation& e : current_.expect) {
      const NamedShape* a = Find(e.a);
      const NamedShape* b = Find(e.b);
      if (a == nullptr || b == nullptr) {
        continue;  // Removal drops a shape's expectations; never reached.
      }
      PairCheck check;
      check.a = e.a;
      check.b = e.b;
      check.algorithm = NameOf(e.algorithm);
      const bool actual = Intersects(*a, *b, e.algorithm);
      check.expected = e.intersects ? "intersects" : "apart";
      check.actual = actual ? "intersects" : "apart";
      check.passed = actual == e.intersects;
      if (!check.passed) {
        check.message = PairName(*a, *b) + " should " + (e.intersects ? "" : "not ") +
                        "intersect (" + check.algorithm + ")";
      }
      checks.push_back(std::move(check));
    }
    return checks;
  }

  void LoadScene(const harness::Scene& scene) override {
    harness::RejectMotion(scene, kId);
    Layout layout;
    for (const harness::SceneShape& shape : scene.shapes) {
      NamedShape named{shape.id, collide::Sphere{}, Vec3(0.0)};
      if (const auto* sphere = std::get_if<collide::Sphere>(&shape.shape)) {
        named.shape = *sphere;
      } else if (const auto* obb = std::get_if<collide::OrientedBox>(&shape.shape)) {
        named.shape = collide::BoxShape(*obb);
        named.rotation_deg = collide::euler_degrees_from_rotation(obb->rotation);
      } else if (const auto* aabb = std::get_if<collide::Aabb>(&shape.shape)) {
        named.shape = collide::BoxShape(*aabb);
      } else if (const auto* hexahedron = std::get_if<collide::Hexahedron>(&shape.shape)) {
        named.shape = collide::BoxShape(*hexahedron);
      } else {
        harness::RejectShapeType(scene, shape, kId, kTakes);
      }
      layout.shapes.push_back(std::move(named));
    }
    const auto find = [&](const std::string& id) -> const NamedShape& {
      return *std::find_if(layout.shapes.begin(), layout.shapes.end(),
                           [&](const NamedShape& s) { return s.id == id; });
    };
    for (const harness::SceneExpectation& e : scene.expect) {
      const PairKind kind = KindOf(find(e.a), find(e.b));
      Algorithm algorithm = ExactFor(kind);
      if (e.algorithm) {
        const auto parsed = ParseAlgorithm(*e.algorithm, kind);
        if (!parsed) {
          harness::RejectAlgorithm(scene, e, AcceptedFor(kind));
        }
        algorithm = *parsed;
      }
      layout.expect.push_back({e.a, e.b, algorithm, *e.intersects});
    }
    // A scene opens with its separating axis shown, as the default layout does:
    // the first pair of boxes that SAT finds apart is selected.
    for (size_t i = 0; i < layout.shapes.size() && !layout.selected; ++i) {
      for (size_t j = i + 1; j < layout.shapes.size(); ++j) {
        const NamedShape& a = layout.shapes[i];
        const NamedShape& b = layout.shapes[j];
        if (KindOf(a, b) == PairKind::kBoxes && !Intersects(a, b, Algorithm::kSat)) {
          layout.selected = IdPair{a.id, b.id};
          break;
        }
      }
    }
    source_ = scene.title.empty() ? scene.file : scene.title + " (" + scene.file + ")";
    initial_ = layout;
    current_ = std::move(layout);
    mismatch_log_.Forget();
    disagreements_.clear();
    results_ = Check();
  }

  bool KeyPressed(int key) override {
    if (key == GLFW_KEY_M) {
      mode_ = static_cast<ColorMode>((static_cast<int>(mode_) + 1) % 3);
      LogInfo(std::string("colours by ") + kColorModeNames[static_cast<int>(mode_)]);
      return true;
    }
    if (key == GLFW_KEY_RIGHT_BRACKET || key == GLFW_KEY_LEFT_BRACKET) {
      SelectNextPair(key == GLFW_KEY_RIGHT_BRACKET ? 1 : -1);
      return true;
    }
    return false;
  }

  void UpdatePanel() override {
    ImGui::TextWrapped("Source: %s", source_.c_str());
    if (!current_.caption.empty()) {
      ImGui::TextWrapped("%s", current_.caption.c_str());
    }
    Legend();
    if (ImGui::Button("Reset")) {
      current_ = initial_;
      Recheck();
    }
    ImGui::SameLine();
    if (ImGui::Button("Add box")) {
      AddShape(true);
    }
    ImGui::SameLine();
    if (ImGui::Button("Add sphere")) {
      AddShape(false);
    }
    const int failed = static_cast<int>(
        std::count_if(results_.begin(), results_.end(), [](auto& c) { return !c.passed; }));
    ImGui::TextColored(failed ? ImVec4(1, 0.4f, 0.4f, 1) : ImVec4(0.5f, 1, 0.5f, 1),
                       "%d/%d expectations hold", static_cast<int>(results_.size()) - failed,
                       static_cast<int>(results_.size()));
    const size_t disagree = DisagreeingPairs().size();
    if (disagree > 0) {
      ImGui::SameLine();
      ImGui::TextColored(ImVec4(1, 0.55f, 0, 1), "%d pair%s disagree", static_cast<int>(disagree),
                         disagree == 1 ? "" : "s");
    }
    if (ImGui::CollapsingHeader("Pairs", ImGuiTreeNodeFlags_DefaultOpen)) {
      PairTable();
    }
    if (ImGui::CollapsingHeader("Shapes", ImGuiTreeNodeFlags_DefaultOpen)) {
      ShapeEditors();
    }
  }

 private:
  const NamedShape* Find(const std::string& id) const {
    for (const NamedShape& s : current_.shapes) {
      if (s.id == id) {
        return &s;
      }
    }
    return nullptr;
  }

  std::optional<size_t> IndexOf(const std::string& id) const {
    for (size_t i = 0; i < current_.shapes.size(); ++i) {
      if (current_.shapes[i].id == id) {
        return i;
      }
    }
    return std::nullopt;
  }

  // What the view colours by: for two boxes, the mode's test (in "both",
  // SAT: where they disagree the box is orange anyway); otherwise the pair's
  // one test.
  bool Overlap(size_t i, size_t j) const {
    const NamedShape& a = current_.shapes[i];
    const NamedShape& b = current_.shapes[j];
    const PairKind kind = KindOf(a, b);
    const Algorithm algorithm = kind == PairKind::kBoxes && mode_ == ColorMode::kCornerVolume
                                    ? Algorithm::kCornerVolume
                                    : ExactFor(kind);
    return Intersects(a, b, algorithm);
  }

  bool Disagree(size_t i, size_t j) const {
    const NamedShape& a = current_.shapes[i];
    const NamedShape& b = current_.shapes[j];
    return KindOf(a, b) == PairKind::kBoxes &&
           Intersects(a, b, Algorithm::kSat) != Intersects(a, b, Algorithm::kCornerVolume);
  }

  std::vector<std::pair<size_t, size_t>> DisagreeingPairs() const {
    std::vector<std::pair<size_t, size_t>> pairs;
    for (size_t i = 0; i < current_.shapes.size(); ++i) {
      for (size_t j = i + 1; j < current_.shapes.size(); ++j) {
        if (Disagree(i, j)) {
          pairs.emplace_back(i, j);
        }
      }
    }
    return pairs;
  }

  // sat: red when SAT finds an overlap with another shape, else blue.
  // corner-volume: the same by the seed's test. both: orange when the two
  // tests disagree on a pair with this box, else red or blue as they agree.
  Color ColorOf(size_t i) const {
    bool overlap = false;
    for (size_t j = 0; j < current_.shapes.size(); ++j) {
      if (i == j) {
        continue;
      }
      if (mode_ == ColorMode::kBoth && Disagree(i, j)) {
        return kDisagreeColor;
      }
      overlap = overlap || Overlap(i, j);
    }
    return overlap ? harness::colors::kRed : harness::colors::kBlue;
  }

  void DrawDisagreement(const NamedShape& a, const NamedShape& b) {
    const std::vector<Segment> pieces = EdgesInside(*BoxOf(a), *BoxOf(b));
    Vec3 sum(0.0);
    for (const Segment& s : pieces) {
      draw().Line(ToFloat(s.a), ToFloat(s.b), kDisagreeColor);
      sum += s.a + s.b;
    }
    // A marker inside the overlap (the mean of points in both boxes is in
    // both), or between the centres when no edge reaches in (the tests then
    // disagree only within tolerance).
    const Vec3 at = pieces.empty() ? 0.5 * (CenterOf(a) + CenterOf(b))
                                   : sum / (2.0 * static_cast<double>(pieces.size()));
    const float size =
        static_cast<float>(0.25 * collide::pair_tolerance_scale(RadiusOf(a), RadiusOf(b)));
    const glm::vec3 p = ToFloat(at);
    for (int k = 0; k < 3; ++k) {
      glm::vec3 d(0.0f);
      d[k] = size;
      draw().Line(p - d, p + d, kDisagreeColor);
    }
    draw().Point(p, 12.0f, kDisagreeColor);
  }

  // The hovered row, else the selected pair.
  std::optional<IdPair> ViewedPair() const {
    if (hovered_pair_) {
      return hovered_pair_;
    }
    return current_.selected;
  }

  void DrawPairHighlight(const IdPair& ids) {
    const NamedShape* a = Find(ids.first);
    const NamedShape* b = Find(ids.second);
    if (a == nullptr || b == nullptr) {
      return;
    }
    const glm::vec3 ca = ToFloat(CenterOf(*a));
    const glm::vec3 cb = ToFloat(CenterOf(*b));
    if (hovered_pair_) {
      draw().Line(ca, cb, kHoverColor);
      draw().Point(ca, 8.0f, kHoverColor);
      draw().Point(cb, 8.0f, kHoverColor);
    }
    if (a != b && KindOf(*a, *b) == PairKind::kBoxes) {
      const collide::SatResult sat = collide::sat_test(*BoxOf(*a), *BoxOf(*b));
      if (!sat.intersects) {
        DrawSeparatingAxis(draw(), *BoxOf(*a), *BoxOf(*b), sat);
      }
    }
  }

  // Unordered pairs in table order: those with expectations in the order
  // they were written, then the rest; a shape with itself only when expected.
  std::vector<std::pair<size_t, size_t>> Rows() const {
    std::vector<std::pair<size_t, size_t>> rows;
    std::set<std::pair<size_t, size_t>> seen;
    const auto add = [&](size_t i, size_t j) {
      const std::pair<size_t, size_t> key{std::min(i, j), std::max(i, j)};
      if (seen.insert(key).second) {
        rows.push_back(key);
      }
    };
    for (const Expectation& e : current_.expect) {
      const auto i = IndexOf(e.a);
      const auto j = IndexOf(e.b);
      if (i && j) {
        add(*i, *j);
      }
    }
    for (size_t i = 0; i < current_.shapes.size(); ++i) {
      for (size_t j = i + 1; j < current_.shapes.size(); ++j) {
        add(i, j);
      }
    }
    return rows;
  }

  void SelectNextPair(int step) {
    std::vector<std::pair<size_t, size_t>> rows = Rows();
    std::erase_if(rows, [](const auto& r) { return r.first == r.second; });
    if (rows.empty()) {
      current_.selected.reset();
      return;
    }
    int index = step > 0 ? 0 : static_cast<int>(rows.size()) - 1;
    if (current_.selected) {
      const auto i = IndexOf(current_.selected->first);
      const auto j = IndexOf(current_.selected->second);
      for (size_t r = 0; r < rows.size() && i && j; ++r) {
        if (rows[r] == std::pair{std::min(*i, *j), std::max(*i, *j)}) {
          index = (static_cast<int>(r) + step + static_cast<int>(rows.size())) %
                  static_cast<int>(rows.size());
        }
      }
    }
    const auto& [i, j] = rows[static_cast<size_t>(index)];
    current_.selected = IdPair{current_.shapes[i].id, current_.shapes[j].id};
    LogInfo("selected " + PairName(current_.shapes[i], current_.shapes[j]));
  }

  // Re-evaluates after an edit and logs each mismatch and each disagreement
  // that is new, so a drag does not repeat the same line every frame.
  void Recheck() {
    results_ = Check();
    mismatch_log_.Update(results_, log());

    std::set<IdPair> disagree;
    for (const auto& [i, j] : DisagreeingPairs()) {
      const NamedShape& a = current_.shapes[i];
      const NamedShape& b = current_.shapes[j];
      disagree.insert({a.id, b.id});
      if (!disagreements_.contains({a.id, b.id})) {
        LogWarning(DisagreementMessage(a, b, Intersects(a, b, Algorithm::kSat)));
      }
    }
    for (const IdPair& old : disagreements_) {
      if (!disagree.contains(old) && Find(old.first) && Find(old.second)) {
        LogInfo("corner-volume and SAT agree again on box " + old.first + " vs box " + old.second);
      }
    }
    disagreements_ = std::move(disagree);
  }

  // Frames every shape in the part of a 1280x800 window that the panels
  // leave free (right of the samples list, left of the sample's panel, above
  // the log): the target sits below the shapes' middle, and the camera backs
  // off until every shape's corners project inside, whichever way the
  // auto-rotation has turned it.
  static harness::CameraHome HomeFor(const Layout& layout) {
    harness::CameraHome home;
    home.yaw_deg = 15.0f;
    home.pitch_deg = -38.0f;
    std::vector<glm::vec3> points;
    for (const NamedShape& s : layout.shapes) {
      if (const collide::BoxShape* box = BoxOf(s)) {
        for (const Vec3& c : collide::corners(*box)) {
          points.push_back(ToFloat(c));
        }
      } else {
        const collide::Sphere& sphere = *SphereOf(s);
        for (int k = 0; k < 6; ++k) {
          Vec3 offset(0.0);
          offset[k / 2] = (k % 2 ? 1.0 : -1.0) * sphere.radius;
          points.push_back(ToFloat(sphere.center + offset));
        }
      }
    }
    if (points.empty()) {
      return home;
    }
    glm::vec3 low(points[0]), high(points[0]);
    for (const glm::vec3& p : points) {
      low = glm::min(low, p);
      high = glm::max(high, p);
    }
    const glm::vec3 center = 0.5f * (low + high);
    const float radius = std::max(0.5f * glm::length(high - low), 0.5f);
    constexpr int kWidth = 1280, kHeight = 800;
    const glm::vec2 free_low(300, 30), free_high(870, 610);
    for (float distance = radius; distance < 400.0f; distance *= 1.05f) {
      home.distance = distance;
      home.target = center - glm::vec3(0, 0.08f * distance, 0);
      harness::Camera camera;
      camera.SetHome(home);
      // Inside at every turn of the auto-rotation, not only the first.
      bool inside = true;
      for (int turn = 0; turn < 8 && inside; ++turn) {
        camera.yaw_deg = home.yaw_deg + 45.0f * static_cast<float>(turn);
        inside = std::all_of(points.begin(), points.end(), [&](const glm::vec3& p) {
          glm::vec2 at;
          return camera.WorldToScreen(p, kWidth, kHeight, &at) && at.x >= free_low.x &&
                 at.y >= free_low.y && at.x <= free_high.x && at.y <= free_high.y;
        });
      }
      if (inside) {
        break;
      }
    }
    return home;
  }

  void AddShape(bool box) {
    int next = 0;
    while (Find(std::to_string(next)) != nullptr) {
      ++next;
    }
    double right = 0.0;
    for (const NamedShape& s : current_.shapes) {
      right = std::max(right, CenterOf(s).x + RadiusOf(s));
    }
    const std::string id = std::to_string(next);
    if (box) {
      current_.shapes.push_back(MakeBox(id, {right + 2.0, 0.0, 0.0}, {1.0, 1.0, 1.0}));
    } else {
      current_.shapes.push_back({id, collide::Sphere{{right + 2.0, 0.0, 0.0}, 1.0}, Vec3(0.0)});
    }
    LogInfo("added " + std::string(box ? "box " : "sphere ") + id + " (no expectations yet)");
    Recheck();
  }

  void RemoveShape(size_t index) {
    const std::string id = current_.shapes[index].id;
    const std::string word = WordFor(current_.shapes[index]);
    current_.shapes.erase(current_.shapes.begin() + static_cast<std::ptrdiff_t>(index));
    const size_t before = current_.expect.size();
    std::erase_if(current_.expect, [&](const Expectation& e) { return e.a == id || e.b == id; });
    if (current_.selected && (current_.selected->first == id || current_.selected->second == id)) {
      current_.selected.reset();
    }
    // Its disagreements go with it, silently; the id may be reused.
    std::erase_if(disagreements_,
                  [&](const IdPair& pair) { return pair.first == id || pair.second == id; });
    LogInfo("removed " + word + " " + id + " and its " +
            std::to_string(before - current_.expect.size()) + " expectations");
    Recheck();
  }

  void Legend() {
    int mode = static_cast<int>(mode_);
    ImGui::TextUnformatted("Colour by:");
    for (int m = 0; m < 3; ++m) {
      ImGui::SameLine();
      ImGui::RadioButton(kColorModeNames[m], &mode, m);
    }
    mode_ = static_cast<ColorMode>(mode);
    harness::widgets::HelpMarker(
        "sat: red when SAT (exact) finds an overlap with another shape, blue otherwise.\n"
        "corner-volume: the same by seed 004's test (a corner of one box inside the other).\n"
        "both: red where both find an overlap, orange where they disagree, blue otherwise.\n"
        "Spheres use their one test in every mode. Keys: M next mode, [ ] select a pair.");
    const auto swatch = [](const char* id, const Color& color, const char* text) {
      harness::widgets::ColorSwatch(id, color);
      ImGui::SameLine();
      ImGui::TextUnformatted(text);
    };
    swatch("##red", harness::colors::kRed, "overlaps another");
    ImGui::SameLine();
    swatch("##blue", harness::colors::kBlue, "overlaps none");
    swatch("##orange", kDisagreeColor, "tests disagree: edges inside the other");
    swatch("##yellow", kMismatchColor, "expectation fails");
    swatch("##green", kAxisColor, "SAT's separating axis (selected pair)");
  }

  void ShapeEditors() {
    bool changed = false;
    std::optional<size_t> remove;
    auto& shapes = current_.shapes;
    for (size_t i = 0; i < shapes.size(); ++i) {
      NamedShape& s = shapes[i];
      ImGui::PushID(static_cast<int>(i));
      harness::widgets::ColorSwatch("##colour", ColorOf(i));
      ImGui::SameLine();
      ImGui::Text("%s %s", WordFor(s), s.id.c_str());
      ImGui::SameLine();
      if (ImGui::SmallButton("remove")) {
        remove = i;
      }
      const std::string what = std::string(WordFor(s)) + " " + s.id;
      if (auto* sphere = std::get_if<collide::Sphere>(&s.shape)) {
        changed |= harness::widgets::EditVec3("center", &sphere->center, what + " center", log());
        changed |=
            harness::widgets::EditNumber("radius", &sphere->radius, 0.0,
                                         harness::kMaxEditableMagnitude, what + " radius", log());
      } else {
        changed |= BoxEditor(s, what);
      }
      ImGui::Separator();
      ImGui::PopID();
    }
    if (remove) {
      RemoveShape(*remove);
    } else if (changed) {
      Recheck();
    }
  }

  // Enclosing axis-aligned bounds of a box's corners.
  static collide::Aabb BoundsOf(const collide::BoxShape& box) {
    collide::Aabb bounds{Vec3(1e300), Vec3(-1e300)};
    for (const Vec3& c : collide::corners(box)) {
      bounds.min = glm::min(bounds.min, c);
      bounds.max = glm::max(bounds.max, c);
    }
    return bounds;
  }

  bool ChangeKind(NamedShape& s, int kind, const std::string& what) {
    collide::BoxShape& box = std::get<collide::BoxShape>(s.shape);
    if (static_cast<int>(box.index()) == kind) {
      return false;
    }
    const collide::Aabb bounds = BoundsOf(box);
    if (kind == 0) {
      box = collide::OrientedBox{0.5 * (bounds.min + bounds.max), 0.5 * (bounds.max - bounds.min),
                                 collide::Mat3(1.0)};
      s.rotation_deg = Vec3(0.0);
      LogInfo(what + " is now an oriented box (its axis-aligned bounds)");
    } else if (kind == 1) {
      box = bounds;
      LogInfo(what + " is now axis-aligned (its bounds)");
    } else {
      const collide::Hexahedron hexahedron{collide::corners(box)};
      if (const auto problem = collide::validate(hexahedron)) {
        LogError(what + " cannot become a hexahedron: " + *problem);
        return false;
      }
      box = hexahedron;
      LogInfo(what + " is now a hexahedron (its 8 corners, editable)");
    }
    return true;
  }

  bool BoxEditor(NamedShape& s, const std::string& what) {
    bool changed = false;
    int kind = static_cast<int>(std::get<collide::BoxShape>(s.shape).index());
    static const char* kKinds[] = {"oriented", "axis-aligned", "hexahedron corners"};
    if (ImGui::Combo("kind", &kind, kKinds, 3)) {
      changed |= ChangeKind(s, kind, what);
    }
    collide::BoxShape& box = std::get<collide::BoxShape>(s.shape);
    if (auto* obb = std::get_if<collide::OrientedBox>(&box)) {
      changed |= harness::widgets::EditVec3("center", &obb->center, what + " center", log());
      changed |= EditHalfExtents("half extents", &obb->half_extents, what + " half extents", log());
      if (harness::widgets::EditVec3("rotation (deg)", &s.rotation_deg, what + " rotation", log(),
                                     0.5f)) {
        obb->rotation = collide::rotation_from_euler_degrees(s.rotation_deg);
        changed = true;
      }
      harness::widgets::HelpMarker("Turned about world X first, then Y, then Z (R = Rz Ry Rx).");
    } else if (auto* aabb = std::get_if<collide::Aabb>(&box)) {
      Vec3 center = 0.5 * (aabb->min + aabb->max);
      Vec3 half = 0.5 * (aabb->max - aabb->min);
      bool edited = harness::widgets::EditVec3("center", &center, what + " center", log());
      edited |= EditHalfExtents("half extents", &half, what + " half extents", log());
      if (edited) {
        aabb->min = center - half;
        aabb->max = center + half;
        changed = true;
      }
      ImGui::TextDisabled("min (%.3f, %.3f, %.3f)  max (%.3f, %.3f, %.3f)", aabb->min.x,
                          aabb->min.y, aabb->min.z, aabb->max.x, aabb->max.y, aabb->max.z);
    } else {
      auto& hexahedron = std::get<collide::Hexahedron>(box);
      const Vec3 old_center = collide::box_center(box);
      Vec3 center = old_center;
      if (harness::widgets::EditVec3("center", &center, what + " center", log())) {
        for (Vec3& c : hexahedron.corners) {
          c += center - old_center;
        }
        changed = true;
      }
      if (ImGui::TreeNode("corners")) {
        for (size_t k = 0; k < 8; ++k) {
          collide::Hexahedron edited = hexahedron;
          const std::string label = "corner " + std::to_string(k);
          if (harness::widgets::EditVec3(label.c_str(), &edited.corners[k], what + " " + label,
                                         log())) {
            if (const auto problem = collide::validate(edited)) {
              const std::string refusal = what + " " + label + ": " + *problem + "; kept";
              if (refusal != last_refusal_) {
                LogError(refusal);
                last_refusal_ = refusal;
              }
            } else {
              hexahedron = edited;
              changed = true;
            }
          }
        }
        ImGui::TreePop();
      }
      harness::widgets::HelpMarker(
          "Corner i: bit 0 picks the x side, bit 1 y, bit 2 z (0 low, 1 high), as in "
          "docs/scene-format.md. An edit that makes the solid non-convex, flat or inside out is "
          "refused.");
    }
    return changed;
  }

  const PairCheck* FindCheck(const std::string& a, const std::string& b,
                             Algorithm algorithm) const {
    return harness::FindRowCheck(results_, [&](const PairCheck& check) {
      return check.algorithm == NameOf(algorithm) &&
             ((check.a == a && check.b == b) || (check.a == b && check.b == a));
    });
  }

  void PairTable() {
    hovered_pair_.reset();
    harness::widgets::HelpMarker(
        "exact: SAT for two boxes, closest point for a sphere and a box, squared distance for "
        "two spheres. CV: seed 004's corner-volume test (boxes only). exp: the expectation. "
        "Hover a row to mark the pair; click to select it (its separating axis is drawn when "
        "SAT finds it apart).");
    const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                  ImGuiTableFlags_ScrollX | ImGuiTableFlags_ScrollY |
                                  ImGuiTableFlags_SizingFixedFit;
    const float height = ImGui::GetTextLineHeightWithSpacing() * 12;
    if (!ImGui::BeginTable("pairs", 7, flags, ImVec2(0, height))) {
      return;
    }
    ImGui::TableSetupScrollFreeze(0, 1);
    for (const char* name : {"a", "b", "exact exp", "exact", "CV exp", "CV", "status"}) {
      ImGui::TableSetupColumn(name);
    }
    ImGui::TableHeadersRow();
    const auto word = [](bool hit) { return hit ? "hit" : "apart"; };
    for (const auto& [i, j] : Rows()) {
      const NamedShape& a = current_.shapes[i];
      const NamedShape& b = current_.shapes[j];
      const PairKind kind = KindOf(a, b);
      const Algorithm exact = ExactFor(kind);
      const PairCheck* exact_check = FindCheck(a.id, b.id, exact);
      const PairCheck* cv_check =
          kind == PairKind::kBoxes ? FindCheck(a.id, b.id, Algorithm::kCornerVolume) : nullptr;
      const bool mismatch =
          (exact_check && !exact_check->passed) || (cv_check && !cv_check->passed);
      const bool disagree = i != j && Disagree(i, j);
      ImGui::TableNextRow();
      ImGui::PushID(ImGui::TableGetRowIndex());
      if (mismatch) {
        ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, IM_COL32(150, 30, 30, 255));
      } else if (disagree) {
        ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, IM_COL32(120, 70, 0, 255));
      }
      ImGui::TableNextColumn();
      const bool selected =
          current_.selected &&
          ((current_.selected->first == a.id && current_.selected->second == b.id) ||
           (current_.selected->first == b.id && current_.selected->second == a.id));
      if (ImGui::Selectable(a.id.c_str(), selected, ImGuiSelectableFlags_SpanAllColumns)) {
        if (selected) {
          current_.selected.reset();
        } else {
          current_.selected = IdPair{a.id, b.id};
        }
      }
      if (ImGui::IsItemHovered()) {
        hovered_pair_ = IdPair{a.id, b.id};
      }
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(b.id.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(exact_check ? word(exact_check->expected == "intersects") : "-");
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(word(Intersects(a, b, exact)));
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(cv_check ? word(cv_check->expected == "intersects") : "-");
      ImGui::TableNextColumn();
      if (kind == PairKind::kBoxes) {
        const bool cv = Intersects(a, b, Algorithm::kCornerVolume);
        if (disagree) {
          ImGui::TextColored(ImVec4(1, 0.55f, 0, 1), "%s", word(cv));
        } else {
          ImGui::TextUnformatted(word(cv));
        }
      } else {
        ImGui::TextUnformatted("-");
      }
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(mismatch                    ? "MISMATCH"
                             : disagree                  ? "disagree"
                             : (exact_check || cv_check) ? "ok"
                                                         : "not checked");
      ImGui::PopID();
    }
    ImGui::EndTable();
  }

  Layout initial_;
  Layout current_;
  std::string source_ = "seed 004's box-box test and its blind spot";
  ColorMode mode_ = ColorMode::kSat;
  std::vector<PairCheck> results_;
  harness::MismatchLog mismatch_log_;
  std::set<IdPair> disagreements_;
  std::optional<IdPair> hovered_pair_;
  std::string last_refusal_;
};

const harness::SampleRegistration registration{
    {kId, "Static intersections", "Box vs box",
     [](harness::SampleHost& host) { return std::make_unique<BoxBoxSample>(host); }}};

}  // namespace
}  // namespace box_box
