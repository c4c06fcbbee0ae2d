// The static-shapes sample's panel: its source, the shapes' editors (every
// field of every kind, in the forms the book builds them with), the pair
// table with every outcome kind, and the algorithms it runs.
#include <imgui.h>

#include <algorithm>

#include "collide/shapes/aabb_extents.h"
#include "harness/shell/direction_draft.h"
#include "harness/shell/value_guard.h"
#include "harness/static_sample/static_shapes_sample.h"
#include "harness/widgets/pick_widgets.h"
#include "harness/widgets/widgets.h"

namespace harness {
namespace {

constexpr double kMax = kMaxEditableMagnitude;

const char* KindName(collide::ShapeKind kind) {
  return collide::ShapeKindId(kind).data();  // the ids are literals
}

// Where a new shape of each kind starts, `x` to the right of what is there.
collide::StaticShape NewShape(collide::ShapeKind kind, double x) {
  const collide::Vec3 at(x, 0.0, 0.0);
  switch (kind) {
    case collide::ShapeKind::kPoint:
      return collide::Point{at};
    case collide::ShapeKind::kSphere:
      return collide::Sphere{at, 1.0};
    case collide::ShapeKind::kAabb:
      return collide::AabbFromCenter(at, collide::Vec3(1.0));
    case collide::ShapeKind::kBox:
      return collide::OrientedBox{at, collide::Vec3(1.0, 0.5, 0.75),
                                  collide::RotationFromEulerDegrees({0.0, 30.0, 0.0})};
    case collide::ShapeKind::kHexahedron: {
      collide::Hexahedron h;
      const collide::BoxCorners corners = collide::Corners(collide::AabbFromCenter(at, {1, 1, 1}));
      std::copy(corners.begin(), corners.end(), std::begin(h.corners));
      h.corners[7] += collide::Vec3(0.5, 0.5, 0.5);  // a slanted corner: not a box
      return h;
    }
    case collide::ShapeKind::kPlane:
      return collide::BookPlane{{0.0, 1.0, 0.0}, 0.0};
    case collide::ShapeKind::kRay:
      return collide::Ray{at + collide::Vec3(0.0, 2.0, 0.0), {0.0, -1.0, 0.0}};
    case collide::ShapeKind::kSegment:
      return collide::Segment{at + collide::Vec3(-1.0, 1.0, 0.0),
                              at + collide::Vec3(1.0, -1.0, 0.0)};
  }
  return collide::Point{at};
}

// A direction typed in the panel, normalised; a zero one is refused and the
// old value kept. While the field is active it shows the typed vector
// (direction_draft.h explains why).
bool EditDirection(const char* label, collide::Vec3* unit, const std::string& what, Log& log) {
  static DirectionDrafts drafts;
  const ImGuiID field = ImGui::GetID(label);
  collide::Vec3 typed = drafts.Shown(field, *unit);
  bool changed = false;
  if (widgets::EditVec3(label, &typed, what, log)) {
    if (const auto ray = collide::MakeRay(collide::Vec3(0.0), typed)) {
      changed = ray->direction != *unit;
      *unit = ray->direction;
    } else {
      log.Warning(what + " cannot be zero; kept the previous direction");
    }
  }
  drafts.Record(field, ImGui::IsItemActive(), typed, *unit);
  return changed;
}

}  // namespace

void StaticShapesSample::AddMenu() {
  std::vector<collide::ShapeKind> kinds = spec_.kinds;
  if (kinds.empty()) {
    kinds.assign(collide::kShapeKinds.begin(), collide::kShapeKinds.end());
  }
  if (kinds.size() == 1) {
    if (ImGui::Button((std::string("Add ") + KindName(kinds[0])).c_str())) {
      AddShape(kinds[0]);
    }
    return;
  }
  if (ImGui::Button("Add shape...")) {
    ImGui::OpenPopup("add shape");
  }
  if (ImGui::BeginPopup("add shape")) {
    for (collide::ShapeKind kind : kinds) {
      if (ImGui::Selectable(KindName(kind))) {
        AddShape(kind);
      }
    }
    ImGui::EndPopup();
  }
}

void StaticShapesSample::AddShape(collide::ShapeKind kind) {
  int next = 0;
  while (current_.Find(std::to_string(next)) != nullptr) {
    ++next;
  }
  double right = 0.0;
  for (const NamedShape& shape : current_.shapes) {
    if (const auto* sphere = std::get_if<collide::Sphere>(&shape.shape)) {
      right = std::max(right, sphere->center.x + sphere->radius);
    } else if (!std::holds_alternative<collide::BookPlane>(shape.shape)) {
      right = std::max(right, collide::AnchorOf(shape.shape).x + 1.0);
    }
  }
  const std::string id = std::to_string(next);
  current_.shapes.push_back({id, NewShape(kind, right + 2.0)});
  LogInfo(std::string("added ") + KindName(kind) + " " + id + " (no expectations yet)");
  Recheck();
}

void StaticShapesSample::RemoveShape(std::size_t index) {
  const std::string id = current_.shapes[index].id;
  const std::string kind = KindName(collide::KindOf(current_.shapes[index].shape));
  current_.shapes.erase(current_.shapes.begin() + static_cast<std::ptrdiff_t>(index));
  const std::size_t before = current_.expect.size();
  std::erase_if(current_.expect,
                [&](const StaticExpectation& e) { return e.a == id || e.b == id || e.c == id; });
  plane_points_.erase(id);
  if (selected_ == id) {
    selected_.reset();
  }
  hovered_pair_.reset();
  LogInfo("removed " + kind + " " + id + " and its " +
          std::to_string(before - current_.expect.size()) + " expectations");
  Recheck();
}

bool StaticShapesSample::EditPlane(NamedShape& named) {
  auto& plane = std::get<collide::BookPlane>(named.shape);
  const std::string what = "plane " + named.id;
  bool by_points = plane_points_.contains(named.id);
  if (ImGui::Checkbox("by three points", &by_points)) {
    if (by_points) {
      // Three points of the plane, counter-clockwise seen from the front.
      collide::Vec3 u;
      collide::Vec3 v;
      collide::PerpendicularBasis(plane.normal, &u, &v);
      const collide::Vec3 at = plane.normal * plane.distance;
      plane_points_[named.id] = {at, at + u, at + v};
    } else {
      plane_points_.erase(named.id);
    }
  }
  if (!by_points) {
    bool changed = EditDirection("normal", &plane.normal, what + " normal", log());
    changed |= widgets::EditNumber("d", &plane.distance, -kMax, kMax, what + " d", log());
    return changed;
  }
  auto& points = plane_points_[named.id];
  bool changed = false;
  for (int i = 0; i < 3; ++i) {
    const std::string label = "point " + std::to_string(i);
    std::array<collide::Vec3, 3> edited = points;
    if (widgets::EditVec3(label.c_str(), &edited[static_cast<std::size_t>(i)], what + " " + label,
                          log())) {
      if (const auto made = collide::MakeBookPlaneFromPoints(edited[0], edited[1], edited[2])) {
        points = edited;
        plane = *made;
        changed = true;
      } else {
        LogWarning(what + ": the three points are collinear; kept the previous plane");
      }
    }
  }
  ImGui::Text("n = (%.3f, %.3f, %.3f), d = %.4g", plane.normal.x, plane.normal.y, plane.normal.z,
              plane.distance);
  return changed;
}

bool StaticShapesSample::EditShape(NamedShape& named) {
  const std::string what = std::string(KindName(collide::KindOf(named.shape))) + " " + named.id;
  auto& shape = named.shape;
  if (auto* point = std::get_if<collide::Point>(&shape)) {
    return widgets::EditVec3("position", &point->position, what + " position", log());
  }
  if (auto* sphere = std::get_if<collide::Sphere>(&shape)) {
    bool changed = widgets::EditVec3("center", &sphere->center, what + " center", log());
    changed |= widgets::EditNumber("radius", &sphere->radius, 0.0, kMax, what + " radius", log());
    return changed;
  }
  if (auto* aabb = std::get_if<collide::Aabb>(&shape)) {
    collide::Vec3 min = aabb->min;
    collide::Vec3 max = aabb->max;
    collide::Vec3 center = (min + max) * 0.5;
    collide::Vec3 extents = collide::AabbHalfExtents(*aabb);
    // Every field drawn every frame, whichever changed.
    bool corners_changed = widgets::EditVec3("min", &min, what + " min", log());
    corners_changed = widgets::EditVec3("max", &max, what + " max", log()) || corners_changed;
    bool center_changed = widgets::EditVec3("center", &center, what + " center", log());
    center_changed =
        widgets::EditVec3InRange("extents", &extents, 0.0, kMax, what + " extents", log()) ||
        center_changed;
    if (corners_changed) {
      *aabb = collide::AabbFromCorners(min, max);  // the book swaps crossed corners
      return true;
    }
    if (center_changed) {
      *aabb = collide::AabbFromCenter(center, extents);
      return true;
    }
    return false;
  }
  if (auto* box = std::get_if<collide::OrientedBox>(&shape)) {
    bool changed = widgets::EditVec3("center", &box->center, what + " center", log());
    changed |= widgets::EditVec3InRange("half extents", &box->half_extents, 0.0, kMax,
                                        what + " half extents", log());
    collide::Vec3 degrees = collide::EulerDegreesFromRotation(box->rotation);
    if (widgets::EditVec3InRange("rotation (deg)", &degrees, -360.0, 360.0, what + " rotation",
                                 log(), 0.5f)) {
      box->rotation = collide::RotationFromEulerDegrees(degrees);
      changed = true;
    }
    return changed;
  }
  if (auto* hexahedron = std::get_if<collide::Hexahedron>(&shape)) {
    bool changed = false;
    for (int i = 0; i < 8; ++i) {
      const std::string label = "corner " + std::to_string(i);
      collide::Hexahedron edited = *hexahedron;
      if (widgets::EditVec3(label.c_str(), &edited.corners[i], what + " " + label, log())) {
        if (const auto problem = collide::Validate(edited)) {
          LogWarning(what + ": " + *problem + "; kept the previous corners");
        } else {
          *hexahedron = edited;
          changed = true;
        }
      }
    }
    return changed;
  }
  if (std::holds_alternative<collide::BookPlane>(shape)) {
    return EditPlane(named);
  }
  if (auto* ray = std::get_if<collide::Ray>(&shape)) {
    bool changed = widgets::EditVec3("origin", &ray->origin, what + " origin", log());
    changed |= EditDirection("direction", &ray->direction, what + " direction", log());
    return changed;
  }
  auto& segment = std::get<collide::Segment>(shape);
  bool changed = widgets::EditVec3("start", &segment.start, what + " start", log());
  changed |= widgets::EditVec3("end", &segment.end, what + " end", log());
  return changed;
}

void StaticShapesSample::ShapeEditors() {
  bool changed = false;
  std::optional<std::size_t> remove;
  // One shape's header line and, when `with_editor`, its fields.
  const auto shape_row = [&](std::size_t i, bool with_editor) {
    NamedShape& shape = current_.shapes[i];
    ImGui::PushID(static_cast<int>(i));
    widgets::ColorSwatch("##colour", i < colours_.size() ? colours_[i] : kApartColour);
    ImGui::SameLine();
    const std::string header = std::string(KindName(collide::KindOf(shape.shape))) + " " + shape.id;
    if (selected_ == shape.id) {
      ImGui::TextColored(ImVec4(1.0f, 1.0f, 0.4f, 1.0f), "%s (selected)", header.c_str());
      if (with_editor) {
        widgets::NoteSelectedHeading(shape.id);
      }
    } else {
      ImGui::TextUnformatted(header.c_str());
    }
    if (ImGui::IsItemClicked()) {
      selected_ = shape.id;
    }
    if (with_editor && scroll_to_selected_ && selected_ == shape.id) {
      ImGui::SetScrollHereY(0.25f);  // picked in the view: bring its editor up
      scroll_to_selected_ = false;
    }
    ImGui::SameLine();
    if (ImGui::SmallButton("remove")) {
      remove = i;
    }
    if (with_editor) {
      changed |= EditShape(shape);
    }
    ImGui::PopID();
  };
  std::optional<std::size_t> selected;
  for (std::size_t i = 0; selected_ && i < current_.shapes.size(); ++i) {
    if (current_.shapes[i].id == *selected_) {
      selected = i;
      break;
    }
  }
  widgets::ShapeEditorList(current_.shapes.size(), selected, shape_row);
  if (remove) {
    RemoveShape(*remove);
  } else if (changed) {
    Recheck();
  }
}

void StaticShapesSample::AlgorithmNotes() {
  std::vector<const collide::PairTest*> shown;
  for (const PairAnswer& answer : answers_) {
    if (std::find(shown.begin(), shown.end(), answer.test) == shown.end()) {
      shown.push_back(answer.test);
    }
  }
  std::vector<const collide::TripleTest*> triples;
  for (const TripleAnswer& answer : triple_answers_) {
    if (std::find(triples.begin(), triples.end(), answer.test) == triples.end()) {
      triples.push_back(answer.test);
    }
  }
  if (shown.empty() && triples.empty()) {
    ImGui::TextDisabled("No pair of these shapes has a test.");
  }
  const auto origin = [](const std::string& o) {
    return o == "collision-lab" ? std::string() : " from " + o;
  };
  for (const collide::PairTest* test : shown) {
    ImGui::BulletText("%s-%s %s, %s%s: %s", KindName(test->a), KindName(test->b),
                      collide::QueryId(test->query).data(), test->id.c_str(),
                      origin(test->origin).c_str(), test->summary.c_str());
  }
  for (const collide::TripleTest* test : triples) {
    ImGui::BulletText("%s-%s-%s point, %s%s: %s", KindName(test->a), KindName(test->b),
                      KindName(test->c), test->id.c_str(), origin(test->origin).c_str(),
                      test->summary.c_str());
  }
}

void StaticShapesSample::UpdatePanel() {
  RecheckIfRegistryChanged();
  // The buttons first, so that they stay in one place whatever the texts'
  // length; the texts in a header of their own, which a user (or a window
  // test) can fold away to bring the shapes up.
  if (ImGui::Button("Reset")) {
    current_ = initial_;
    plane_points_.clear();
    Recheck();
  }
  ImGui::SameLine();
  AddMenu();
  ImGui::SameLine();
  widgets::ExpectationSummary(results_, ExpectationCount());
  if (ImGui::CollapsingHeader("About and colours", ImGuiTreeNodeFlags_DefaultOpen)) {
    ImGui::TextWrapped("Source: %s", source_.c_str());
    ImGui::TextWrapped("%s", legend_.c_str());
  }

  if (scroll_to_selected_) {
    ImGui::SetNextItemOpen(true);
  }
  if (ImGui::CollapsingHeader("Shapes", ImGuiTreeNodeFlags_DefaultOpen)) {
    ShapeEditors();
  }
  if (ImGui::CollapsingHeader("Pairs", ImGuiTreeNodeFlags_DefaultOpen)) {
    PairTable();
  }
  if (ImGui::CollapsingHeader("Algorithms")) {
    AlgorithmNotes();
  }
}

}  // namespace harness
