// collision-lab's command line (harness/headless_main.h) with samples that
// exist only for tests: ones that misbehave in how they answer their
// expectations, and one whose step costs a known time. They live here, not
// in samples/, so the shipped app's --list never shows them, while the
// tests still run them through the parse, RunHeadlessChecks and RunBench a
// user's command line takes (tests/cli/test_samples_cli_test.cpp).
// No window: a command line that asks for one is refused with status 2.
#include <chrono>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include "harness/runners/headless_main.h"
#include "harness/sample_api/sample.h"

namespace harness {
namespace lab_with_test_samples {
namespace {

// A declared expectation as these samples keep it: just its pair.
struct TestPair {
  std::string a;
  std::string b;
};

// An answer that holds: the pair intersects, as every test scene declares.
PairCheck HeldCheck(std::size_t expectation, const TestPair& pair) {
  PairCheck check;
  check.expectation = expectation;
  check.a = pair.a;
  check.b = pair.b;
  check.subject = "shapes " + pair.a + " and " + pair.b;
  check.algorithm = "test";
  check.expected = Intersects{true};
  Judge(check, Intersects{true});
  return check;
}

// How a misbehaving sample answers its table of declared pairs.
enum class Misbehaviour {
  kDropsTheLast,      // answers every expectation but the last
  kAnswersOneTwice,   // answers expect[0] twice, the rest once
  kAnswersOtherPair,  // answers expect[1] with a check of expect[0]'s pair
};

// Declares its built-in table (or the loaded scene's expectations) honestly
// through ExpectationCount, then answers it wrongly in Check: the runner
// must count against the declaration, never against the answers.
class MisbehavingSample final : public Sample {
 public:
  MisbehavingSample(SampleHost& host, Misbehaviour how) : Sample(host), how_(how) {}

  std::size_t ExpectationCount() const override { return table_.size(); }

  std::vector<PairCheck> Check() const override {
    std::vector<PairCheck> checks;
    for (std::size_t i = 0; i < table_.size(); ++i) {
      if (how_ == Misbehaviour::kDropsTheLast && i + 1 == table_.size()) {
        break;
      }
      const bool other_pair = how_ == Misbehaviour::kAnswersOtherPair && i == 1;
      checks.push_back(HeldCheck(i, table_[other_pair ? 0 : i]));
      if (how_ == Misbehaviour::kAnswersOneTwice && i == 0) {
        checks.push_back(HeldCheck(i, table_[i]));
      }
    }
    return checks;
  }

  void LoadScene(const Scene& scene) override {
    table_.clear();
    for (const Expectation& e : scene.expect) {
      table_.push_back({e.a, e.b});
    }
  }

 private:
  Misbehaviour how_;
  // The built-in table: two pairs, so that each misbehaviour has a second
  // expectation to get wrong.
  std::vector<TestPair> table_{{"s1", "s2"}, {"s1", "s3"}};
};

// Each Update costs a known time: 1 ms of "broad phase" and 1 ms of
// "narrow phase", each timed and reported as LastStepStats does, so --bench
// must read an update of at least 2 ms (a sleep never returns early) and
// each phase at least 1 ms.
class SleepingSample final : public Sample {
 public:
  using Sample::Sample;

  std::size_t ExpectationCount() const override { return 0; }
  std::vector<PairCheck> Check() const override { return {}; }
  void LoadScene(const Scene& /*scene*/) override {}

  void Update(float /*dt*/) override {
    stats_.broadphase_ms = SleepMs(kPhaseMs);
    stats_.narrowphase_ms = SleepMs(kPhaseMs);
    stats_.pairs = 0;
  }
  StepStats LastStepStats() const override { return stats_; }

  static constexpr int kPhaseMs = 1;

 private:
  static double SleepMs(int ms) {
    const auto start = std::chrono::steady_clock::now();
    std::this_thread::sleep_for(std::chrono::milliseconds(ms));
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
  }

  StepStats stats_;
};

SampleInfo Misbehaving(const char* id, const char* title, Misbehaviour how) {
  return {id, "Test only", title,
          [how](SampleHost& host) { return std::make_unique<MisbehavingSample>(host, how); }};
}

const SampleRegistration kDrops{Misbehaving("test-drops-expectation", "Drops its last expectation",
                                            Misbehaviour::kDropsTheLast)};
const SampleRegistration kTwice{
    Misbehaving("test-answers-twice", "Answers expect[0] twice", Misbehaviour::kAnswersOneTwice)};
const SampleRegistration kOther{Misbehaving("test-answers-other-pair",
                                            "Answers expect[1] with another pair",
                                            Misbehaviour::kAnswersOtherPair)};
const SampleRegistration kSleeps{
    {"test-sleeps-2ms", "Test only", "Each step sleeps 2 ms",
     [](SampleHost& host) { return std::make_unique<SleepingSample>(host); }}};

}  // namespace
}  // namespace lab_with_test_samples
}  // namespace harness

int main(int argc, char** argv) {
  harness::Options options;
  if (const std::optional<int> status = harness::RunWithoutWindow(
          std::vector<std::string>(argv + 1, argv + argc), std::cout, std::cerr, options)) {
    return *status;
  }
  std::cerr << "Error: this test binary opens no window; use --check, --bench or --list\n";
  return harness::kExitBadInput;
}
