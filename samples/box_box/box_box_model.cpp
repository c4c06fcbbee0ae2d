#include "box_box/box_box_model.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "collide/sat/sat.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/json_reader.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace box_box {
namespace {

constexpr const char* kTakes = "sphere, box, aabb, hexahedron";

// A scene's shape as the sample holds it; rejects what it does not take.
NamedShape ShapeFromScene(const harness::Scene& scene, const harness::SceneShape& shape) {
  NamedShape named{shape.id, collide::Sphere{}, Vec3(0.0)};
  if (const auto* sphere = shape.shape.As<collide::Sphere>()) {
    named.shape = *sphere;
  } else if (const auto* obb = shape.shape.As<collide::OrientedBox>()) {
    named.shape = collide::BoxShape(*obb);
    named.rotation_deg = collide::EulerDegreesFromRotation(obb->rotation);
  } else if (const auto* aabb = shape.shape.As<collide::Aabb>()) {
    named.shape = collide::BoxShape(*aabb);
  } else if (const auto* hexahedron = shape.shape.As<collide::Hexahedron>()) {
    named.shape = collide::BoxShape(*hexahedron);
  } else {
    harness::RejectShapeType(scene, shape, kSampleId, kTakes);
  }
  return named;
}

// A scene's expectation, its algorithm the pair's exact one when it names
// none; rejects an algorithm that does not test the pair.
Expectation ExpectationFromScene(const harness::Scene& scene, const harness::Expectation& e,
                                 const Layout& layout) {
  const auto find = [&](const std::string& id) -> const NamedShape& {
    return *std::find_if(layout.shapes.begin(), layout.shapes.end(),
                         [&](const NamedShape& s) { return s.id == id; });
  };
  // Only "intersects" reaches here (RejectMotion took contact_time): the
  // point, ray and plane outcomes need shapes this sample refuses, but a
  // sphere and a box could still be asked for a "closest_point".
  const auto* intersects = e.expected.GetIf<harness::Intersects>();
  if (intersects == nullptr) {
    throw harness::InputError(
        scene.file, e.path + "." + std::string(harness::OutcomeKey(e.expected)),
        std::string("sample \"") + kSampleId + "\" checks \"intersects\" outcomes only");
  }
  const NamedShape& a = find(e.a);
  const NamedShape& b = find(e.b);
  if (e.algorithm && FindAlgorithm(*e.algorithm, a, b) == nullptr) {
    harness::RejectAlgorithm(scene, e, AcceptedFor(a, b));
  }
  return {e.a, e.b, e.algorithm.value_or(ExactFor(a, b).id), intersects->value};
}

}  // namespace

std::string ColorModeName(ColorMode mode) {
  switch (mode) {
    case ColorMode::kSat:
      return std::string(collide::kSatId);
    case ColorMode::kCornerVolume:
      return std::string(collide::kCornerVolumeId);
    case ColorMode::kBoth:
      return "both";
    case ColorMode::kYours:
      return "your code";
  }
  return "";
}

Model::Model() : initial_(DefaultLayout()), current_(initial_) {
  results_ = Check();
  overlaps_ = Overlaps(current_.shapes, tests_);
}

std::vector<harness::PairCheck> Model::Check() const {
  std::vector<harness::PairCheck> checks;
  const auto ids = IndexById();
  for (std::size_t i = 0; i < current_.expect.size(); ++i) {
    const Expectation& e = current_.expect[i];
    const auto ia = ids.find(e.a);
    const auto ib = ids.find(e.b);
    if (ia == ids.end() || ib == ids.end()) {
      continue;  // Removal drops a shape's expectations; never reached.
    }
    const NamedShape* a = &current_.shapes[ia->second];
    const NamedShape* b = &current_.shapes[ib->second];
    harness::PairCheck check;
    check.expectation = i;
    check.a = e.a;
    check.b = e.b;
    check.subject = PairName(*a, *b);
    check.algorithm = e.algorithm;
    check.expected = harness::Intersects{e.intersects};
    if (const collide::PairTest* test = FindAlgorithm(e.algorithm, *a, *b)) {
      harness::Judge(check, harness::Intersects{Test(*a, *b, *test)});
    } else {
      // Its plugin took it out of the registry after the scene was read:
      // failing, as the static engine answers a test that is gone.
      check.subject += " (\"" + e.algorithm + "\" is no longer registered)";
      check.actual = check.expected;
      check.passed = false;
    }
    checks.push_back(std::move(check));
  }
  return checks;
}

const NamedShape* Model::Find(const std::string& id) const {
  const auto index = IndexOf(id);
  return index ? &current_.shapes[*index] : nullptr;
}

std::optional<std::size_t> Model::IndexOf(const std::string& id) const {
  for (std::size_t i = 0; i < current_.shapes.size(); ++i) {
    if (current_.shapes[i].id == id) {
      return i;
    }
  }
  return std::nullopt;
}

std::unordered_map<std::string, std::size_t> Model::IndexById() const {
  std::unordered_map<std::string, std::size_t> ids;
  for (std::size_t i = 0; i < current_.shapes.size(); ++i) {
    ids.emplace(current_.shapes[i].id, i);  // the first of a repeated id, as IndexOf
  }
  return ids;
}

// sat: red when SAT finds an overlap with another shape, else blue.
// corner-volume: the same by the seed's test (a sphere's pairs by their one
// test). both: orange when the two tests disagree on a pair with this box,
// else red or blue by SAT, as they agree.
harness::Color Model::ColorOf(std::size_t i) const {
  if (mode_ == ColorMode::kYours && i < their_hits_.size()) {
    return their_hits_[i] != 0 ? harness::colors::kRed : harness::colors::kBlue;
  }
  if (mode_ == ColorMode::kBoth && overlaps_.Disagrees(i)) {
    return kDisagreeColor;
  }
  const bool overlap = mode_ == ColorMode::kCornerVolume ? overlaps_.OverlapsByCornerVolume(i)
                                                         : overlaps_.OverlapsExact(i);
  return overlap ? harness::colors::kRed : harness::colors::kBlue;
}

Framing Model::HomeFraming() const {
  Framing framing;
  framing.home.yaw_deg = 15.0f;
  framing.home.pitch_deg = -38.0f;
  for (const NamedShape& s : current_.shapes) {
    if (const collide::BoxShape* box = BoxOf(s)) {
      for (const Vec3& c : collide::Corners(*box)) {
        framing.points.push_back(harness::ToFloat(c));
      }
    } else {
      const collide::Sphere& sphere = *SphereOf(s);
      for (int k = 0; k < 6; ++k) {
        Vec3 offset(0.0);
        offset[k / 2] = (k % 2 ? 1.0 : -1.0) * sphere.radius;
        framing.points.push_back(harness::ToFloat(sphere.center + offset));
      }
    }
  }
  return framing;
}

void Model::LoadScene(const harness::Scene& scene) {
  harness::RejectMotion(scene, kSampleId);
  Layout layout;
  for (const harness::SceneShape& shape : scene.shapes) {
    layout.shapes.push_back(ShapeFromScene(scene, shape));
  }
  for (const harness::Expectation& e : scene.expect) {
    layout.expect.push_back(ExpectationFromScene(scene, e, layout));
  }
  // A scene opens with its separating axis shown, as the default layout
  // does: the first pair of boxes that SAT finds apart.
  overlaps_ = Overlaps(layout.shapes, tests_);
  if (const auto apart = overlaps_.FirstApartBoxes(layout.shapes)) {
    layout.selected = IdPair{layout.shapes[apart->first].id, layout.shapes[apart->second].id};
  }
  source_ = scene.title.empty() ? scene.file : scene.title + " (" + scene.file + ")";
  initial_ = layout;
  current_ = std::move(layout);
  mismatch_log_.Forget();
  disagreements_.clear();
  results_ = Check();
  ++revision_;
}

void Model::Start(harness::Log& log) {
  mismatch_log_.Forget();
  disagreements_.clear();
  their_log_ = {};
  Recheck(log);
}

void Model::Reset(harness::Log& log) {
  current_ = initial_;
  Recheck(log);
}

void Model::NextColorMode(harness::Log& log) {
  const int modes = HasTheirs() ? kColorModeCount : kColorModeCount - 1;
  mode_ = static_cast<ColorMode>((static_cast<int>(mode_) + 1) % modes);
  ++revision_;
  log.Info("colours by " + ColorModeName(mode_));
}

void Model::SelectNextPair(int step, harness::Log& log) {
  std::vector<IndexPair> rows = Rows();
  std::erase_if(rows, [](const IndexPair& r) { return r.first == r.second; });
  if (rows.empty()) {
    if (current_.selected) {
      current_.selected.reset();
      ++revision_;
    }
    return;
  }
  const int count = static_cast<int>(rows.size());
  int index = step > 0 ? 0 : count - 1;
  if (current_.selected) {
    const auto i = IndexOf(current_.selected->first);
    const auto j = IndexOf(current_.selected->second);
    for (int r = 0; r < count && i && j; ++r) {
      if (rows[static_cast<size_t>(r)] == IndexPair{std::min(*i, *j), std::max(*i, *j)}) {
        index = (r + step + count) % count;
      }
    }
  }
  const auto& [i, j] = rows[static_cast<size_t>(index)];
  current_.selected = IdPair{current_.shapes[i].id, current_.shapes[j].id};
  ++revision_;
  log.Info("selected " + PairName(current_.shapes[i], current_.shapes[j]));
}

void Model::ToggleSelection(const IndexPair& pair) {
  const std::string& a = current_.shapes[pair.first].id;
  const std::string& b = current_.shapes[pair.second].id;
  if (current_.selected && SameUnorderedPair(a, b, *current_.selected)) {
    current_.selected.reset();
  } else {
    current_.selected = IdPair{a, b};
  }
  ++revision_;
}

std::string Model::AddShape(collide::ShapeKind kind, harness::Log& log) {
  using collide::ShapeKind;
  if (kind != ShapeKind::kBox && kind != ShapeKind::kSphere) {
    log.Error("box-box adds a box or a sphere, not a " + collide::ShapeKindId(kind));
    return "";
  }
  int next = 0;
  while (Find(std::to_string(next)) != nullptr) {
    ++next;
  }
  double right = 0.0;
  for (const NamedShape& s : current_.shapes) {
    right = std::max(right, CenterOf(s).x + RadiusOf(s));
  }
  const std::string id = std::to_string(next);
  const Vec3 center{right + 2.0, 0.0, 0.0};
  if (kind == ShapeKind::kBox) {
    current_.shapes.push_back(MakeBox(id, center, {1.0, 1.0, 1.0}));
  } else {
    current_.shapes.push_back({id, collide::Sphere{center, 1.0}, Vec3(0.0)});
  }
  log.Info("added " + std::string(kind == ShapeKind::kBox ? "box " : "sphere ") + id +
           " (no expectations yet)");
  Recheck(log);
  return id;
}

void Model::RemoveShape(std::size_t index, harness::Log& log) {
  const std::string id = current_.shapes[index].id;
  const std::string word = WordFor(current_.shapes[index]);
  current_.shapes.erase(current_.shapes.begin() + static_cast<std::ptrdiff_t>(index));
  const std::size_t before = current_.expect.size();
  std::erase_if(current_.expect, [&](const Expectation& e) { return e.a == id || e.b == id; });
  if (current_.selected && (current_.selected->first == id || current_.selected->second == id)) {
    current_.selected.reset();
  }
  // Its disagreements go with it, silently; the id may be reused.
  std::erase_if(disagreements_,
                [&](const IdPair& pair) { return pair.first == id || pair.second == id; });
  log.Info("removed " + word + " " + id + " and its " +
           std::to_string(before - current_.expect.size()) + " expectations");
  Recheck(log);
}

bool Model::ChangeKind(std::size_t index, collide::ShapeKind kind, harness::Log& log) {
  using collide::ShapeKind;
  NamedShape& s = current_.shapes[index];
  const std::string what = std::string(WordFor(s)) + " " + s.id;
  if (BoxOf(s) == nullptr ||
      (kind != ShapeKind::kBox && kind != ShapeKind::kAabb && kind != ShapeKind::kHexahedron)) {
    log.Error(what + " cannot become a " + collide::ShapeKindId(kind) + ": not a box kind");
    return false;
  }
  if (collide::KindOfSolid(s.shape) == kind) {
    return false;
  }
  collide::BoxShape& box = std::get<collide::BoxShape>(s.shape);
  const collide::Aabb bounds = collide::CornerBounds(box);
  if (kind == ShapeKind::kBox) {
    box = collide::ToOrientedBox(bounds);
    s.rotation_deg = Vec3(0.0);
    log.Info(what + " is now an oriented box (its axis-aligned bounds)");
  } else if (kind == ShapeKind::kAabb) {
    box = bounds;
    log.Info(what + " is now axis-aligned (its bounds)");
  } else {
    const collide::Hexahedron hexahedron{collide::Corners(box)};
    if (const auto problem = collide::Validate(hexahedron)) {
      log.Error(what + " cannot become a hexahedron: " + *problem);
      return false;
    }
    box = hexahedron;
    log.Info(what + " is now a hexahedron (its 8 corners, editable)");
  }
  Recheck(log);
  return true;
}

void Model::ReplaceShape(std::size_t index, NamedShape shape, harness::Log& log) {
  shape.id = current_.shapes[index].id;
  current_.shapes[index] = std::move(shape);
  Recheck(log);
}

void Model::Restore(const Model& snapshot, harness::Log& log) {
  initial_ = snapshot.initial_;
  current_ = snapshot.current_;
  source_ = snapshot.source_;
  mode_ = snapshot.mode_;
  Recheck(log);  // what was logged stays this model's: only changes are logged
}

// Logs each mismatch and each disagreement that is new, so a drag does not
// repeat the same line every frame.
void Model::Recheck(harness::Log& log) {
  ++revision_;
  results_ = Check();
  overlaps_ = Overlaps(current_.shapes, tests_);
  mismatch_log_.Update(results_, log);
  LogDisagreements(log);
  AnswerTheirs(log);
}

void Model::LogDisagreements(harness::Log& log) {
  std::set<IdPair> disagree;
  for (const auto& [i, j] : DisagreeingPairs()) {
    const NamedShape& a = current_.shapes[i];
    const NamedShape& b = current_.shapes[j];
    disagree.insert({a.id, b.id});
    if (!disagreements_.contains({a.id, b.id})) {
      log.Warning(DisagreementMessage(a, b, overlaps_.Of(i, j).exact));
    }
  }
  for (const IdPair& old : disagreements_) {
    if (!disagree.contains(old) && Find(old.first) && Find(old.second)) {
      log.Info("corner-volume and SAT agree again on box " + old.first + " vs box " + old.second);
    }
  }
  disagreements_ = std::move(disagree);
}

namespace {

// The shape `id` changed as its kind's entry changes the StaticShape it is,
// then put back; false when `change` refuses or the id is unknown. After a
// turn (`turns`), an oriented box's angles, which the panel edits beside
// its matrix, follow the matrix; a move or resize leaves them as typed.
template <typename Change>
bool ChangeThroughEntry(Model& model, const std::string& id, harness::Log& log,
                        const Change& change, bool turns = false) {
  const auto index = model.IndexOf(id);
  if (!index) {
    return false;
  }
  NamedShape s = model.shapes()[*index];
  collide::StaticShape shape = collide::AsStaticShape(s.shape);
  const harness::ShapeKindEntry* entry = harness::ShapeKindTable::Global().Find(shape.kind());
  if (entry == nullptr || !change(*entry, shape)) {
    return false;
  }
  std::optional<collide::SphereOrBox> solid = collide::SolidOf(shape);
  if (!solid) {
    return false;
  }
  s.shape = std::move(*solid);
  if (const auto* obb = std::get_if<collide::OrientedBox>(BoxOf(s)); turns && obb != nullptr) {
    s.rotation_deg = collide::EulerDegreesFromRotation(obb->rotation);
  }
  model.ReplaceShape(*index, std::move(s), log);
  return true;
}

}  // namespace

std::vector<harness::PickProxy> PickProxies(const Model& model) {
  std::vector<harness::PickProxy> proxies;
  proxies.reserve(model.shapes().size());
  for (const NamedShape& s : model.shapes()) {
    proxies.push_back(harness::PickProxyOf(collide::AsStaticShape(s.shape), s.id));
  }
  return proxies;
}

bool MoveShape(Model& model, const std::string& id, const Vec3& delta, harness::Log& log) {
  return collide::IsFinite(delta) &&
         ChangeThroughEntry(model, id, log, [&](const auto& entry, collide::StaticShape& shape) {
           std::vector<Vec3> no_handles;
           entry.translate(shape, delta, no_handles);
           return true;
         });
}

bool ResizeShape(Model& model, const std::string& id, double factor, harness::Log& log) {
  return factor > 0.0 && std::isfinite(factor) &&
         ChangeThroughEntry(model, id, log, [&](const auto& entry, collide::StaticShape& shape) {
           if (!entry.scale) {
             return false;
           }
           entry.scale(shape, factor);
           return true;
         });
}

bool RotateShape(Model& model, const std::string& id, const Vec3& axis, double angle,
                 harness::Log& log) {
  return std::isfinite(angle) && collide::IsFinite(axis) &&
         ChangeThroughEntry(
             model, id, log,
             [&](const auto& entry, collide::StaticShape& shape) {
               return entry.rotate && entry.rotate(shape, axis, angle);
             },
             /*turns=*/true);
}

bool EditShape(Model& model, const std::string& id, harness::ShapeEditor& editor,
               harness::Log& log) {
  return ChangeThroughEntry(
      model, id, log,
      [&](const auto& entry, collide::StaticShape& shape) {
        return entry.edit && entry.edit(shape, editor);
      },
      /*turns=*/true);
}

}  // namespace box_box
