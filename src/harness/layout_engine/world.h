#pragma once

// Evaluates a static layout through the pair-test registry: every declared
// expectation (Check), which shapes touch a shape they are tested against
// (colours), and every tested pair's and triple's answer under every
// algorithm (the pair table, the view's marks, "expect what is on screen").
// No GL, no ImGui: --check runs it headless.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "harness/draw/draw.h"
#include "harness/layout_engine/bounds_pairs.h"
#include "harness/layout_engine/layout.h"
#include "harness/sample_api/check.h"
#include "harness/sample_api/origin_question.h"
#include "harness/sample_api/test_counter.h"

namespace harness {

// One pair's answer to one query under one algorithm.
struct PairAnswer {
  std::size_t a = 0;  // indexes into the layout's shapes, in the test's order
  std::size_t b = 0;
  const collide::PairTest* test = nullptr;
  collide::Answer answer;
  // Why the test could not answer (a plugin's crash); `answer` is then a
  // placeholder and means nothing. ({}: a PairAnswer may be brace-made
  // without it.)
  std::string error{};
};

// The origins other than ours (collide::kOurOrigin) among `answers`'
// tests, each once, in order: whose answers the pair table's "your code"
// column and the colour-by toggle offer.
std::vector<std::string> OriginsAmong(const std::vector<PairAnswer>& answers);

// Which of `tests` (one pair of kinds and one query, in the registry's
// order) colours: the one whose id or origin is `colour_by`, else the first
// (the default); nullptr when there are none.
const collide::PairTest* ColouringTestOf(const std::vector<const collide::PairTest*>& tests,
                                         const std::string& colour_by);

// One tested triple's meeting point under one algorithm.
struct TripleAnswer {
  std::size_t a = 0;  // indexes into the layout's shapes, a < b < c
  std::size_t b = 0;
  std::size_t c = 0;
  const collide::TripleTest* test = nullptr;
  std::optional<collide::Vec3> point;
};

// Which pairs and triples of a layout's shapes are tested, and so coloured,
// listed in the pair table and marked in the view. The book's tables name
// the pairs they test (sphere-aabb tests the sphere against each box, never
// two boxes), so a shape is red only when it touches one of those: the pairs
// the expectations declare, a three-plane expectation declaring its three
// planes' pairs and its triple. A shape that no expectation names (every
// shape of the playground, a shape added in the panel) is tested against
// every other shape, and in every triple. An expectation naming a shape that
// is gone declares nothing.
class TestedPairs {
 public:
  explicit TestedPairs(const StaticLayout& layout);

  // i != j, in either order.
  bool Pair(std::size_t i, std::size_t j) const;
  // Distinct indexes, in any order.
  bool Triple(std::size_t i, std::size_t j, std::size_t k) const;
  // Whether an expectation of shapes i and j, in either order, asks `query`.
  bool Declares(std::size_t i, std::size_t j, collide::Query query) const;
  // Whether a declared expectation names shape i.
  bool Named(std::size_t i) const { return named_[i]; }
  // Whether every pair is tested (no shape named: the playground).
  bool All() const { return !any_named_; }
  // The declared triples, each sorted, in order.
  const std::set<std::array<std::size_t, 3>>& declared_triples() const { return triples_; }

 private:
  // Records which queries the expectations ask of which pairs.
  void DeclareQueries(const StaticLayout& layout);

  std::size_t count_ = 0;
  std::vector<bool> named_;
  bool any_named_ = false;
  std::unordered_set<std::uint64_t> pairs_;  // min * count + max
  std::set<std::array<std::size_t, 3>> triples_;
  std::set<std::pair<std::uint64_t, int>> queries_;  // (pair as in pairs_, query index)
};

// Up to this many tested triples are answered: every three of 19 planes
// (969), the first of more in the shapes' order, and every declared one.
inline constexpr std::size_t kTriplesLimit = 1000;

// The colours Colours gives (colors:: in draw.h).
inline constexpr Color kTouchingColour = colors::kRed;
inline constexpr Color kApartColour = colors::kBlue;
inline constexpr Color kOnPlaneColour = colors::kGreen;
// A shape against a frustum: green inside it, orange intersecting it, blue
// (as apart) outside it.
inline constexpr Color kInsideColour = colors::kGreen;
inline constexpr Color kIntersectingColour = colors::kOrange;
inline constexpr Color kOutsideColour = kApartColour;
// The frustum itself, when a shape is tested against it: the camera.
inline constexpr Color kFrustumColour = colors::kWhite;
inline Color InclusionColour(collide::Inclusion inclusion) {
  return inclusion == collide::Inclusion::kInside         ? kInsideColour
         : inclusion == collide::Inclusion::kIntersecting ? kIntersectingColour
                                                          : kOutsideColour;
}

// The pairs (i, j), i < j, whose answers can be positive: bounds that
// overlap, found by a broad phase (touching counts), and every pair with an
// unbounded shape (a plane or a ray).
std::vector<std::pair<std::size_t, std::size_t>> PairsThatCanTouch(const StaticLayout& layout);

class StaticWorld {
 public:
  explicit StaticWorld(
      const collide::PairTestRegistry& registry = collide::PairTestRegistry::Global())
      : registry_(registry) {}

  // One check per expectation, in order, each naming its index. An
  // expectation whose shapes or test are gone (removed in the panel) is
  // answered as failing, with a subject saying so, never skipped.
  std::vector<PairCheck> Check(const StaticLayout& layout) const;

  // The expectations another author's test may answer, as questions
  // (harness/origins/ask_origin.h asks them): each about a pair and a
  // query. One that names an algorithm other than our default for the
  // pair (often that algorithm's known miss: box-box's corner-volume), or
  // three planes, is not about the pair; one that names the default (sat)
  // is, as one that names none.
  OriginQuestions QuestionsForOthers(const StaticLayout& layout) const;

  // Per shape, its colour, from the default algorithm's answers for the
  // pairs it is tested in (TestedPairs):
  // - green (kOnPlaneColour): on a plane, by a "side" test answering 0;
  // - red (kTouchingColour): its pair's colouring query
  //   (collide::ColouringQuery) is positive with another shape, or a "side"
  //   test puts it behind a plane (-1);
  // - blue (kApartColour): neither: touching nothing, in front of (+1)
  //   every plane it is tested against.
  // Green wins over red and red over blue. A shape tested against a
  // frustum ("inside") takes the colour of the most it is in any of them
  // (InclusionColour: green inside, orange intersecting, blue outside),
  // over the rules above; the frustum itself is white (kFrustumColour)
  // unless it is tested against a frustum too. The "side" rule colours the
  // shape whose side is asked (the test's first kind: a point), as the
  // book's Point on Plane does; the plane itself is coloured as any shape
  // (red with a point on it). Any pair of kinds with a "side" test gets it.
  // With `colour_by`, an algorithm's id ("plain-sat") or an origin (a
  // plugin's name), a pair that has a colouring test of that id or origin is
  // coloured by its answer instead of the default's: the window's "Colour
  // by" toggle, so a user sees the plain SAT's blind spot, or their own
  // bug, in red and blue.
  std::vector<Color> Colours(const StaticLayout& layout, const std::string& colour_by = "") const;

  // What "Colour by" offers besides the default, from `answers` (AnswerAll's):
  // for every answered pair of kinds whose colouring query has more than one
  // algorithm of ours, the others' ids ("plain-sat" beside robust-sat), then
  // each other origin (OriginsAmong), each once, in the order first met.
  std::vector<std::string> ColourChoices(const std::vector<PairAnswer>& answers) const;

  // The panel's line on colours: `custom` (a sample's own legend) or the
  // engine's general one, then the "side" rule's colours when some tested
  // pair answers "side" (`answers` as AnswerAll gives them), then, for every
  // tested pair of kinds whose colouring query (or side) has more than one
  // algorithm, that colour shows the default's answer only, naming it and
  // the others ("ray-plane hit by one-sided (the pair table also shows
  // two-sided)").
  // With `colour_by` (as Colours takes it), a pair of kinds that has a test
  // of that id or origin is named as coloured by it, the default among the
  // others the table also shows.
  std::string Legend(const std::vector<PairAnswer>& answers, const std::string& custom = "",
                     const std::string& colour_by = "") const;

  // Every tested ordered pair (i, j), i != j, whose kinds a test takes in
  // that order (for two shapes of one kind, both orders), under every query
  // and algorithm. Above kAllPairsLimit shapes, only the pairs that can
  // touch: bounds that overlap (a broad phase), and every pair with a plane
  // or ray; a far pair's closest point is then left out.
  std::vector<PairAnswer> AnswerAll(const StaticLayout& layout) const;

  // Every tested triple whose kinds a triple test takes, under every triple
  // algorithm: the declared triples, then the others in the shapes' order up
  // to kTriplesLimit. `capped` (if given) is set when some were left out.
  std::vector<TripleAnswer> AnswerTriples(const StaticLayout& layout, bool* capped = nullptr) const;

  // What each shape's kind says of the shapes tested against it
  // (ShapeKindEntry::partners_note: a frustum's culling count), from the
  // default algorithm's answers for every query of each such pair, whatever
  // its bounds; in the shapes' order, joined by spaces; empty when no kind
  // says anything.
  std::string PartnerNotes(const StaticLayout& layout) const;

  // "sphere 1 and 3", "point p and sphere s", "planes 0, 1 and 2".
  static std::string Subject(const StaticLayout& layout, const std::string& a, const std::string& b,
                             const std::string& c = "");

  // The expectations that would make the current answers pass: for every
  // pair in AnswerAll and triple in AnswerTriples, every query, every
  // algorithm (the default one named by none).
  std::vector<Expectation> ExpectWhatIsShown(const StaticLayout& layout) const;

  const collide::PairTestRegistry& registry() const { return registry_; }
  // Every pair and triple test run by the calls above, one per run.
  const TestCounter& tests() const { return tests_; }

 private:
  // Whether `algorithm` is our default test of the pair for `query` (the
  // first of ours registered), so an expectation naming it is about the pair.
  bool NamesTheDefault(const NamedShape& a, const NamedShape& b, collide::Query query,
                       const std::string& algorithm) const;
  const collide::PairTestRegistry& registry_;
  TestCounter tests_;
};

}  // namespace harness
