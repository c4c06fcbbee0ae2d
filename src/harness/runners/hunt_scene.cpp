#include "harness/runners/hunt_scene.h"

#include <cctype>

#include "collide/registry/contact_queries.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/outcome.h"
#include "harness/scene/outcome_words.h"
#include "harness/scene/shape_fields.h"

namespace harness {
namespace {

// The two shapes' ids in the file.
const std::string kFirstId = "a";
const std::string kSecondId = "b";

std::string Letters(const std::string& text) {
  std::string safe;
  for (const char c : text) {
    safe += std::isalnum(static_cast<unsigned char>(c)) != 0 ? c : '-';
  }
  return safe;
}

bool BothOurs(const collide::AlgorithmPair& algorithms) {
  return algorithms.theirs_origin == algorithms.ours_origin;
}

std::string Named(const std::string& id, const std::string& origin) {
  return "`" + id + "` (" + origin + ")";
}

Expectation ExpectationOf(const collide::HuntResult& result, const collide::Answer& answer,
                          std::optional<std::string> algorithm, std::size_t index) {
  Expectation e;
  e.path = "expect[" + std::to_string(index) + "]";
  e.a = kFirstId;
  e.b = kSecondId;
  e.algorithm = std::move(algorithm);
  e.expected = OutcomeOfAnswer(result.algorithms.query, answer);
  e.tolerance =
      TakesTolerance(e.expected) ? result.finding->tolerance : DefaultTolerance(e.expected);
  return e;
}

// A cast the other missed, or could not answer, is expected to hit at its
// t alone: where the shapes meet at a point of one, or land face on face,
// the point and the normal are not unique (collide/registry/cast_judge.h),
// ours is one right answer of many, and a plugin right on the case but for
// that choice would fail the file for what the hunt did not find. The
// expectation goes through the scene format's words, which leave them out.
Outcome OnlyWhatTheyDisagreeOn(const collide::HuntFinding& f, const Outcome& expected) {
  const auto hits = [](const collide::Answer& answer) {
    return answer.Is<collide::CastAnswer>() && answer.Get<collide::CastAnswer>().has_value();
  };
  if (QueryOf(expected) != collide::CastQuery() || !hits(f.ours) || (f.theirs && hits(*f.theirs))) {
    return expected;
  }
  SceneJson written = SceneJson::object();
  WriteOutcome(expected, "expect", written);
  written["cast"].erase("point");
  written["cast"].erase("normal");
  const nlohmann::json plain = nlohmann::json::parse(written.dump());
  ObjectReader reader(plain, "expect", "");
  return ReadOutcome(reader, "cast");
}

// A hit's point and normal, for a description whose two answers read the
// same without them (two hits may differ only there); empty otherwise.
std::string HitDetails(const collide::Answer& answer) {
  using MaybeHit = std::optional<collide::RayHit>;
  if (!answer.Is<MaybeHit>() || !answer.Get<MaybeHit>()) {
    return "";
  }
  const collide::RayHit& hit = *answer.Get<MaybeHit>();
  return " at " + OutcomePoint(hit.point) + " with the normal " + OutcomePoint(hit.normal);
}

std::string Description(const collide::HuntResult& result, const std::string& command) {
  const collide::AlgorithmPair& p = result.algorithms;
  const collide::HuntFinding& f = *result.finding;
  std::string ours = Describe(OutcomeOfAnswer(p.query, f.ours));
  std::string theirs =
      f.theirs ? Describe(OutcomeOfAnswer(p.query, *f.theirs)) : "an error: " + f.theirs_error;
  if (f.theirs && ours == theirs) {
    ours += HitDetails(f.ours);
    theirs += HitDetails(*f.theirs);
  }
  std::string text = "Found by `" + command + "`: on these shapes " +
                     Named(p.ours_id, p.ours_origin) + " answers " + ours + " and " +
                     Named(p.theirs_id, p.theirs_origin) + " answers " + theirs + ". ";
  text += BothOurs(p) ? "Each is expected to give its own answer, so the file passes --check "
                        "and records the disagreement."
                      : "The expectation is Collision Lab's answer: the file passes --check, "
                        "and fails with " +
                            p.theirs_origin + " loaded.";
  text += " Shrunk from a case of " + std::to_string(f.shapes_when_found) + " shapes (" +
          std::to_string(f.shrink_steps) + " changes kept).";
  return text;
}

}  // namespace

std::string HuntFileName(const collide::AlgorithmPair& algorithms) {
  std::string name = collide::ShapeKindId(algorithms.a) + "-" + collide::ShapeKindId(algorithms.b) +
                     "-" + std::string(collide::QueryId(algorithms.query)) + "-" +
                     algorithms.ours_id + "-vs-";
  if (!BothOurs(algorithms)) {
    name += algorithms.theirs_origin + "-";
  }
  return Letters(name + algorithms.theirs_id) + ".json";
}

Scene HuntFindingScene(const collide::HuntResult& result, const std::string& command) {
  const collide::AlgorithmPair& p = result.algorithms;
  const collide::HuntFinding& f = *result.finding;
  Scene scene;
  scene.sample = kHuntSceneSample;
  scene.title = "Hunt: " + collide::ShapeKindId(p.a) + "-" + collide::ShapeKindId(p.b) + " " +
                std::string(collide::QueryId(p.query)) + ", " + p.ours_id + " against " +
                p.theirs_id;
  scene.description = Description(result, command);
  scene.shapes.push_back({kFirstId, "shapes[0]", f.shapes[0], {}, {}});
  scene.shapes.push_back({kSecondId, "shapes[1]", f.shapes[1], {}, {}});
  if (BothOurs(p)) {
    scene.expect.push_back(ExpectationOf(result, f.ours, p.ours_id, 0));
    if (f.theirs) {
      scene.expect.push_back(ExpectationOf(result, *f.theirs, p.theirs_id, 1));
    }
  } else {
    scene.expect.push_back(ExpectationOf(
        result, f.ours, p.ours_is_default ? std::nullopt : std::optional(p.ours_id), 0));
    scene.expect.back().expected = OnlyWhatTheyDisagreeOn(f, scene.expect.back().expected);
  }
  return scene;
}

}  // namespace harness
