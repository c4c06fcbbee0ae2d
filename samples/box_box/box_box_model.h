#pragma once

// The box-box sample's model: everything a user changes (shapes,
// expectations, the selected pair, the colour mode), every change the panel
// and keys make, and what the view and the pair table read, with no ImGui and
// no camera. A Model is a value: a copy is a snapshot that can be restored by
// assignment and compared with ==.

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "box_box/box_box_overlaps.h"
#include "box_box/box_box_theirs.h"
#include "box_box/box_box_world.h"
#include "harness/draw/camera.h"
#include "harness/origins/their_checks.h"
#include "harness/sample_api/check.h"
#include "harness/sample_api/log.h"
#include "harness/sample_api/mismatch_log.h"
#include "harness/sample_api/picking.h"
#include "harness/sample_api/test_counter.h"
#include "harness/scene/scene.h"
#include "harness/shape_kinds/shape_editor.h"

namespace box_box {

inline constexpr const char* kSampleId = "box-box";

// Which test colours the view: ours, or (with a plugin that has a test for
// some pair) the first of another author's tests (box_box_theirs.h).
enum class ColorMode { kSat, kCornerVolume, kBoth, kYours };
inline constexpr int kColorModeCount = 4;  // kYours only while a plugin answers
// "sat", "corner-volume" (the algorithms' ids), "both", "your code".
std::string ColorModeName(ColorMode mode);

enum class RowStatus { kMismatch, kDisagree, kOk, kNotChecked };

// One row of the pair table: an unordered pair, what its expectations say
// and what the tests find. An expected value is the row's failing check's
// when one fails, so a row never reads "ok" while an expectation fails.
struct PairRow {
  IndexPair shapes;
  bool boxes = false;                  // two boxes: corner-volume applies
  std::optional<bool> exact_expected;  // nullopt: no expectation under the exact test
  bool exact = false;                  // what the exact test finds
  std::optional<bool> corner_volume_expected;
  std::optional<bool> corner_volume;  // two boxes only
  bool disagree = false;              // two boxes on which the tests differ
  // Other authors' (plugins') answers for the "your code" column; empty
  // when none has a test for the pair's kinds (box_box_theirs.h).
  std::string yours;
  bool yours_disagree = false;  // one is not our exact answer, or could not answer
  bool selected = false;
  RowStatus status = RowStatus::kNotChecked;
  bool operator==(const PairRow&) const = default;
};

// Where the camera starts: its angles, and the points it must frame.
struct Framing {
  harness::CameraHome home;
  std::vector<glm::vec3> points;
};

class Model {
 public:
  // The default layout (seed 004's blind spot), checked.
  Model();

  const Layout& layout() const { return current_; }
  const std::vector<NamedShape>& shapes() const { return current_.shapes; }
  const std::optional<IdPair>& selected() const { return current_.selected; }
  const std::string& source() const { return source_; }
  ColorMode color_mode() const { return mode_; }
  // Check() as of the last change.
  const std::vector<harness::PairCheck>& results() const { return results_; }

  std::size_t ExpectationCount() const { return current_.expect.size(); }
  // Every expectation evaluated, in order; pure.
  std::vector<harness::PairCheck> Check() const;
  // --check --plugin's second pass: each expectation of our exact test as
  // another author's "intersects" test is asked it (corner-volume's are
  // about that test's own misses, not the pair; box_box_theirs.cpp).
  harness::OriginQuestions QuestionsForOthers() const;
  // Answers every row's pair again under other authors' tests when the
  // registry changed since the last time (a plugin loaded, rebuilt or
  // dropped), logging what now disagrees or agrees again; no revision, as
  // it is no edit. True when it answered again.
  bool RecheckTheirs(harness::Log& log);
  // The registry's generation the rows' "your code" answers are of: the
  // table is worked out again when this or revision() changes.
  std::uint64_t their_generation() const { return their_generation_; }
  const NamedShape* Find(const std::string& id) const;
  std::optional<std::size_t> IndexOf(const std::string& id) const;

  // Unordered pairs in table order: those with expectations in the order
  // they were written, then the rest (up to harness::kAllPairsLimit shapes
  // every pair, above it the pairs whose bounds touch, the only ones any
  // test can find overlapping); a shape with itself only when expected.
  std::vector<IndexPair> Rows() const;
  // The rows with what the tests found, read from overlaps(): no pair of
  // two shapes is tested again.
  std::vector<PairRow> Table() const;
  bool Disagree(std::size_t i, std::size_t j) const { return overlaps_.Disagree(i, j); }
  const std::vector<IndexPair>& DisagreeingPairs() const { return overlaps_.disagreeing(); }
  // The pairs on which another author's test is not our exact one (or could
  // not answer), marked in the view as DisagreeingPairs are.
  std::vector<IndexPair> TheirDisagreeingPairs() const;
  // The colour the view draws shape i in, by the colour mode.
  harness::Color ColorOf(std::size_t i) const;
  // What the tests find on every pair that can overlap, as of the last
  // change of the shapes.
  const Overlaps& overlaps() const { return overlaps_; }
  // Every shape framed, whichever way the auto-rotation turns it: boxes by
  // their corners, spheres by their extremes along the axes.
  Framing HomeFraming() const;

  // Changes. Each keeps results() current and logs what a user reads:
  // mismatches and disagreements once each, when they appear.

  // Replaces the layout with a scene's and checks it, logging nothing;
  // throws InputError for a shape type or algorithm the sample does not take.
  void LoadScene(const harness::Scene& scene);
  // Forgets what was logged and logs every mismatch and disagreement anew.
  void Start(harness::Log& log);
  // Back to the layout the sample or scene started with.
  void Reset(harness::Log& log);
  void SetColorMode(ColorMode mode) {
    if (mode != mode_) {
      mode_ = mode;
      ++revision_;
    }
  }
  // sat, corner-volume, both, (your code while a plugin answers,) sat, ...
  void NextColorMode(harness::Log& log);
  // Some other author's test answers some pair: "your code" can colour.
  bool HasTheirs() const { return !theirs_.empty(); }
  // The next (step 1) or previous (step -1) row of two different shapes,
  // cycling; the first or last when none is selected.
  void SelectNextPair(int step, harness::Log& log);
  // Selects the pair, or clears the selection when it is the selected one.
  void ToggleSelection(const IndexPair& pair);
  // A unit oriented box (collide::ShapeKind::kBox) or sphere (kSphere)
  // right of every shape, with the lowest free number as its id; returns
  // the id. Any other kind is refused (logged) and returns "".
  std::string AddShape(collide::ShapeKind kind, harness::Log& log);
  // Drops the shape with its expectations and disagreements.
  void RemoveShape(std::size_t index, harness::Log& log);
  // Turns a box into another kind with the same centre: an oriented or
  // axis-aligned box takes the old one's axis-aligned bounds, a hexahedron its
  // corners. False when already that kind or refused (logged).
  // `kind` is collide's: kBox, kAabb or kHexahedron; any other is refused.
  bool ChangeKind(std::size_t index, collide::ShapeKind kind, harness::Log& log);
  // An edited shape in place of shape `index`; it keeps its id.
  void ReplaceShape(std::size_t index, NamedShape shape, harness::Log& log);
  // The state of `snapshot` (an earlier copy: undo, redo), logging what
  // that changes as an edit would.
  void Restore(const Model& snapshot, harness::Log& log);
  // A Model is a value: a copy is the snapshot.
  Model Snapshot() const { return *this; }

  // Every pair test the model has run (Check, the overlaps of each change of
  // the shapes, a table row of a shape with itself), counted per call: the sample's test_counter.
  // The view adds its own (the selected pair's separating axis) through the const Add.
  const harness::TestCounter& tests() const { return tests_; }

  // Changes with every change above (a colour mode or selection too), never
  // with a call that changes nothing; the sample's Revision.
  std::uint64_t revision() const { return revision_; }

  // The same state: layouts (current and as started), source and colour
  // mode. results() follows from them; what has been logged is not state.
  friend bool operator==(const Model& a, const Model& b) {
    return a.current_ == b.current_ && a.initial_ == b.initial_ && a.source_ == b.source_ &&
           a.mode_ == b.mode_;
  }

 private:
  // Every pair test goes through here, to be counted.
  bool Test(const NamedShape& a, const NamedShape& b, const collide::PairTest& test) const {
    tests_.Add();
    return Intersects(a, b, test);
  }
  // `checks`: the results on this pair, in order.
  PairRow RowOf(const IndexPair& pair, const std::vector<harness::PairCheck>& checks) const;
  // The shapes' index by id, for a walk over the expectations.
  std::unordered_map<std::string, std::size_t> IndexById() const;
  // Re-evaluates after a change and logs what is new.
  void Recheck(harness::Log& log);
  void LogDisagreements(harness::Log& log);
  // Other authors' answers on every row's pair, and their log.
  void AnswerTheirs(harness::Log& log);

  Layout initial_;
  Layout current_;
  std::string source_ = "seed 004's box-box test and its blind spot";
  ColorMode mode_ = ColorMode::kSat;
  std::vector<harness::PairCheck> results_;
  harness::MismatchLog mismatch_log_{/*name_algorithm=*/true};
  std::set<IdPair> disagreements_;            // as last logged
  Overlaps overlaps_;                         // of current_.shapes: recomputed wherever they change
  std::map<IndexPair, TheirAnswers> theirs_;  // by row pair, where some test of theirs fits
  harness::DisagreementLog their_log_;
  std::vector<char> their_hits_;  // by shape: the first test of theirs finds an overlap
  std::uint64_t their_generation_ = 0;
  std::uint64_t revision_ = 0;
  harness::TestCounter tests_;
};

// The model under the mouse (harness::Sample's picking hooks): its spheres
// and boxes as the kinds' entries (harness/shape_kinds) pick, move, resize
// and turn them, each change through Model::ReplaceShape, so colours, the
// pair table, the log and the disagreement marks follow every frame.
std::vector<harness::PickProxy> PickProxies(const Model& model);
// False for an unknown id or a delta that is not finite.
bool MoveShape(Model& model, const std::string& id, const Vec3& delta, harness::Log& log);
// About the shape's centre: a sphere's radius, a box's extents (a
// hexahedron's corners). False for an unknown id or a factor <= 0.
bool ResizeShape(Model& model, const std::string& id, double factor, harness::Log& log);
// About the shape's centre by `angle` radians about the unit `axis`: an
// oriented box's rotation, a hexahedron's corners. False for an unknown id,
// a sphere or an AABB.
bool RotateShape(Model& model, const std::string& id, const Vec3& axis, double angle,
                 harness::Log& log);
// Through its kind's editor, as every sample's panel edits a shape: the
// fields `editor` shows (a box's angles then follow its matrix). False for
// an unknown id, or when nothing changed or the editor refused the change.
bool EditShape(Model& model, const std::string& id, harness::ShapeEditor& editor,
               harness::Log& log);

}  // namespace box_box
