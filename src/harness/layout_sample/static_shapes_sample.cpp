#include "harness/layout_sample/spec.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <type_traits>

#include "harness/layout_engine/draw_context_of.h"
#include "harness/layout_sample/static_shapes_sample.h"
#include "harness/origins/ask_origin.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

// A plane whose normal leans further from the vertical than this (its y
// below 0.9: the plane more than about 25 degrees from the ground) is faced.
constexpr float kMostUprightNormalY = 0.9f;
constexpr float kFlatSceneSwingDeg = 50.0f;

}  // namespace

StaticShapesSample::StaticShapesSample(SampleHost& host, StaticSampleSpec spec)
    : Sample(host),
      spec_(std::move(spec)),
      initial_(spec_.layout ? spec_.layout() : StaticLayout{}),
      current_(initial_),
      source_(spec_.about.empty() ? spec_.title : spec_.about),
      mismatch_log_(spec_.name_algorithm),
      selected_pair_(spec_.selected_pair) {
  initial_.test_every_pair = current_.test_every_pair = spec_.test_every_pair;
}

void StaticShapesSample::Initialize(int, int) {
  mismatch_log_.Forget();
  Recheck();
  FrameShapes();
}

void StaticShapesSample::Evaluate() {
  ++evaluations_;
  answered_generation_ = world_.registry().generation();
  results_ = world_.Check(current_);
  answers_ = world_.AnswerAll(current_);
  AskOthers();
  colour_choices_ = world_.ColourChoices(answers_);
  if (std::find(colour_choices_.begin(), colour_choices_.end(), colour_by_) ==
      colour_choices_.end()) {
    colour_by_.clear();  // its plugin, or the last shape its algorithm tests, is gone
  }
  colours_ = world_.Colours(current_, colour_by_);
  triple_answers_ = world_.AnswerTriples(current_, &triples_capped_);
  disagreements_ = FindDisagreements(answers_);
  legend_ = world_.Legend(answers_, spec_.legend, colour_by_);
  culling_ = world_.PartnerNotes(current_);
  draw_context_ = MeasureDrawContext();
}

void StaticShapesSample::AskOthers() {
  their_checks_.clear();
  OriginFunctions functions;
  functions.tests = &world_.registry();
  const std::vector<std::string> origins = OtherOrigins(functions);
  if (origins.empty()) {
    return;
  }
  const OriginQuestions questions = QuestionsForOthers();
  for (const std::string& origin : origins) {
    OriginChecks checks = AskOrigin(questions, origin, functions, &world_.tests());
    if (!checks.checks.empty()) {
      their_checks_.push_back(std::move(checks));
    }
  }
}

std::vector<collide::ShapeKind> StaticShapesSample::OfferedKinds() const {
  return spec_.kinds.empty() ? EngineKinds(world_.registry()) : spec_.kinds;
}

void StaticShapesSample::Recheck() {
  EvaluateAndLog();
  ++revision_;
}

void StaticShapesSample::EvaluateAndLog() {
  Evaluate();
  mismatch_log_.Update(results_, log());
  LogDisagreements();
}

// Each disagreement once, as a warning: where two algorithms differ is what
// a sample such as triangle-triangle exists to show, not a failure.
void StaticShapesSample::LogDisagreements() {
  std::vector<AnswersOfOnePair> now;
  now.reserve(disagreements_.size());
  for (const Disagreement& disagreement : disagreements_) {
    now.push_back(DescribeAnswers(current_, disagreement));
  }
  std::vector<AnswersOfOnePair> agreeing;
  if (!disagreement_log_.lines().empty()) {  // only then can one agree again
    for (const Disagreement& agreement : FindAgreements(answers_)) {
      agreeing.push_back(DescribeAnswers(current_, agreement));
    }
  }
  disagreement_log_.Update(now, agreeing, log());
}

void StaticShapesSample::RecheckIfRegistryChanged() {
  // Not Recheck: a plugin reloaded changes answers, not what the user made,
  // so it is no undo step and no edit to save before a switch.
  if (world_.registry().generation() != answered_generation_) {
    EvaluateAndLog();
  }
}

// Where rays hit belongs to the region planes are drawn across: a ray
// frames by its origin only.
DrawContext StaticShapesSample::MeasureDrawContext() const {
  std::vector<collide::Vec3> hits;
  for (const PairAnswer& answer : answers_) {
    if (const auto* hit = answer.answer.GetIf<std::optional<collide::RayHit>>()) {
      if (*hit && answer.error.empty()) {
        hits.push_back((*hit)->point);
      }
    }
  }
  return DrawContextOf(current_.shapes, hits);
}

// Aims the camera at what the sample holds. Sphere-sphere keeps the
// tutorial's camera, as the seed does (spec.frame_shapes false).
void StaticShapesSample::FrameShapes() {
  if (!spec_.frame_shapes) {
    return;
  }
  std::vector<glm::vec3> points;
  for (const NamedShape& shape : current_.shapes) {
    for (const collide::Vec3& point : FramePoints(shape.shape, draw_context_)) {
      points.push_back(glm::vec3(point));
    }
  }
  if (points.empty()) {
    return;  // the playground starts empty: the tutorial's camera
  }
  // Shapes that all lie in one upright plane (triangle-triangle's) are
  // faced, and auto-rotation swings within a range that keeps the plane
  // readable rather than turning it edge-on.
  CameraHome home;
  const std::optional<glm::vec3> normal =
      spec_.facing ? std::optional<glm::vec3>(glm::normalize(glm::vec3(*spec_.facing)))
                   : CommonPlaneNormal(points);
  if (normal && std::abs(normal->y) < kMostUprightNormalY) {
    home.yaw_deg = glm::degrees(std::atan2(normal->x, normal->z));
    camera().auto_rotate_swing_deg = kFlatSceneSwingDeg;
  }
  camera().FrameHome(home, std::move(points));
}

void StaticShapesSample::LoadScene(const Scene& scene) {
  if (!spec_.kinds.empty()) {
    std::string accepted;
    for (collide::ShapeKind kind : spec_.kinds) {
      accepted += (accepted.empty() ? "" : ", ") + collide::ShapeKindId(kind);
    }
    for (const SceneShape& shape : scene.shapes) {
      if (std::find(spec_.kinds.begin(), spec_.kinds.end(), shape.shape.kind()) ==
          spec_.kinds.end()) {
        RejectShapeType(scene, shape, spec_.id, accepted);
      }
    }
  }
  StaticLayout layout = StaticLayoutFromScene(scene);
  layout.test_every_pair = spec_.test_every_pair;
  initial_ = layout;
  shared_initial_.reset();
  current_ = std::move(layout);
  editor_handles_.clear();
  selected_.reset();
  selected_pair_.reset();
  source_ = scene.title.empty() ? scene.file : scene.title + " (" + scene.file + ")";
  if (!scene.description.empty()) {
    source_ += ". " + scene.description;
  }
  mismatch_log_.Forget();
  Evaluate();
  ++revision_;
}

std::string StaticShapesSample::AboutSentences() const {
  std::string about = spec_.about.empty() ? spec_.title : spec_.about;
  if (!about.empty()) {
    about[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(about[0])));
    if (!about.ends_with('.')) {
      about += '.';
    }
  }
  return about;
}

std::string StaticShapesSample::SeedSentence() const {
  return spec_.seed.empty() ? "Collision Lab's own, from no seed." : "From " + spec_.seed + ".";
}

std::string StaticShapesSample::About() const {
  return SeedSentence() + " " + AboutSentences();
}

// What the sample shows first, then where it comes from, what is loaded
// and what the colours say.
std::string StaticShapesSample::PanelAbout() const {
  return AboutSentences() + " " + SeedSentence() + "\nSource: " + source_ + "\n" + legend_;
}

std::optional<Scene> StaticShapesSample::SceneToSave(const std::string& title,
                                                     bool expect_what_is_shown) const {
  StaticLayout layout = current_;
  if (expect_what_is_shown) {
    layout.expect = world_.ExpectWhatIsShown(current_);
  }
  return SceneFromStaticLayout(layout, spec_.id, title);
}

std::unique_ptr<Sample> MakeStaticSample(SampleHost& host, StaticSampleSpec spec) {
  return std::make_unique<StaticShapesSample>(host, std::move(spec));
}

StaticSampleRegistration::StaticSampleRegistration(StaticSampleSpec spec) {
  SampleInfo info;
  info.id = spec.id;
  info.category = spec.category;
  info.title = spec.title;
  info.create = [spec = std::move(spec)](SampleHost& host) { return MakeStaticSample(host, spec); };
  SampleRegistry::Get().Add(std::move(info));
}

}  // namespace harness
