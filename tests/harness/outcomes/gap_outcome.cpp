// The test-only "gap" outcome's row, registered beside its type: its scene
// key and tolerance, how a file gives it ("gap": a number) and how it is
// written back, how an answer is compared with it, and its words. With
// gap_query.h and gap_outcome.h, the whole of what the outcome costs
// (gap_outcome_test.cpp shows it reach a scene file, the pair table and
// --check).
#include "gap_outcome.h"

#include <string>

#include "gap_query.h"
#include "harness/scene/outcome.h"
#include "harness/scene/outcome_words.h"

namespace harness::testing {
namespace gap_outcome {
namespace {

const OutcomeRegistration<Gap> kGap({
    .key = "gap",
    .takes = "(a distance, negative when overlapping)",
    .query = GapQuery(),
    .default_tolerance = kDefaultPointOutcomeTolerance,
    .takes_tolerance = [](const Gap&) { return true; },
    .read = [](ObjectReader& reader) { return Gap{reader.Number("gap")}; },
    .write = [](const Gap& o, const std::string& where,
                SceneJson& out) { out["gap"] = JsonNumber(o.value, where + ".gap"); },
    .agrees = [](const Gap& e, const Gap& a,
                 double tolerance) { return Near(e.value, a.value, tolerance); },
    .describe = [](const Gap& o,
                   const Wording& wording) { return "gap " + OutcomeNumber(o.value, wording); },
    .should = [](const Gap& o,
                 const Wording&) { return " should be " + OutcomeNumber(o.value) + " apart"; },
    .of_answer = [](const collide::Answer& answer) { return Gap{answer.Get<double>()}; },
    .returned =
        [](const Gap& o, const std::function<std::string(double)>& number) {
          return "gave " + number(o.value);
        },
});

}  // namespace
}  // namespace gap_outcome
}  // namespace harness::testing
