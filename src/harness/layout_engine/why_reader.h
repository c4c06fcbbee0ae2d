#pragma once

// A Why being read: the explanation of one subject (a pair, a ray) and
// where the reader is in it (which question, which algorithm, which step),
// kept apart from how it is shown so that every sample's Why panel reads
// alike and its stepping can be tested with no window. A sample asks for
// the Why of what is selected each frame with Show; the explanation is made
// again only when the subject or its version (whatever changes when its
// answers may: a layout's revision, a world's step, the registry's
// generation) changes. A new version of the same subject (a drag, a world
// that moved on) keeps the step looked at; a new subject opens on its
// deciding step.

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "collide/trace/trace.h"
#include "collide/trace/trace_compare.h"
#include "harness/layout_engine/why.h"

namespace harness {

// Counters that together say whether a Why is still current (unused: 0).
using WhyVersion = std::array<std::uint64_t, 3>;

// The algorithms listed for `question`: the first and, where one disagrees
// with it and both are traced, another beside it (`partner` when it is one
// of the others, else the first that disagrees); else `chosen` (clamped).
std::vector<std::size_t> ShownAlgorithms(const WhyQuestion& question, std::size_t chosen,
                                         std::optional<std::size_t> partner = std::nullopt);
// Where the first algorithm and `other` part (collide::FirstParting), when
// both are traced and their answers differ; the question's own parting for
// the one it names.
std::optional<collide::TraceParting> PartingOf(const WhyQuestion& question, std::size_t other);
// The steps to walk through: the longest of the shown algorithms' traces.
std::size_t StepCount(const WhyQuestion& question, const std::vector<std::size_t>& shown);

class WhyReader {
 public:
  // Makes the Why of `subject` at `version` with `explain` unless it is the
  // one held; a WhyError it throws is kept as the reason it cannot be
  // explained. True when it was made again.
  bool Show(const std::string& subject, const WhyVersion& version,
            const std::function<Why()>& explain);
  // Nothing selected: nothing held, and the next Show opens on its decision.
  void Clear();

  const Why* why() const { return why_ ? &*why_ : nullptr; }
  const std::string& error() const { return error_; }
  const std::string& subject() const { return subject_; }
  bool empty() const { return !why_ && error_.empty(); }

  // The question read (clamped), or null with no Why.
  const WhyQuestion* question() const;
  std::size_t question_index() const { return question_; }
  void ChooseQuestion(std::size_t question);
  std::size_t chosen_algorithm() const { return algorithm_; }
  void ChooseAlgorithm(std::size_t algorithm) { algorithm_ = algorithm; }
  // Where two disagree and there are more than two (impact-search's four
  // searches): which one stands beside the first.
  void ChoosePartner(std::size_t algorithm) { partner_ = algorithm; }
  std::vector<std::size_t> shown() const;
  // Where the two listed part; none with one listed, or two that agree.
  std::optional<collide::TraceParting> parting() const;
  std::size_t step_count() const;
  // The current step, within the question's steps (0 with none).
  std::size_t step() const;
  // Left (-1) and Right (+1): false when there are no steps to walk.
  bool Step(int delta);
  void GoTo(std::size_t step);
  // The current step of each shown algorithm with steps (a shorter trace
  // stays on its last), for the view to draw.
  std::vector<const collide::TraceStep*> CurrentSteps() const;

  // Set when the current step moved by a key or a new subject, so that the
  // list scrolls to it once; the panel takes it.
  bool TakeScrollRequest();

 private:
  std::optional<Why> why_;
  std::string error_;
  std::string subject_;
  WhyVersion version_{};
  std::size_t question_ = 0;
  std::size_t algorithm_ = 0;
  std::optional<std::size_t> partner_;
  std::size_t step_ = 0;
  bool scroll_to_step_ = false;
};

}  // namespace harness
