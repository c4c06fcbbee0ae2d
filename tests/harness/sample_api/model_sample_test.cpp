// ModelSample forwards what a model-backed sample does with its state (the
// checks, scene loads, the test count and undo) to its model: a model that
// records every call shows the sample adds nothing of its own on the way.
#include "harness/sample_api/model_sample.h"

#include <gtest/gtest.h>

#include <any>
#include <cstdint>
#include <string>
#include <vector>

#include "test_host.h"

namespace harness {
namespace model_sample_test {
namespace {

// A model whose whole state is one number; what it was asked is counted.
class NumberModel {
 public:
  struct State {
    int number = 0;
  };

  std::size_t ExpectationCount() const { return 3; }
  std::vector<PairCheck> Check() const {
    PairCheck check;
    check.a = "n";
    check.b = std::to_string(number);
    return {check};
  }
  void LoadScene(const Scene& scene) {
    loaded_title = scene.title;
    ++revision_;
  }
  State Snapshot() const { return {number}; }
  void Restore(const State& state, Log& log) {
    number = state.number;
    ++revision_;
    log.Info("restored " + std::to_string(number));
  }
  std::uint64_t revision() const { return revision_; }
  const TestCounter& tests() const { return tests_; }

  int number = 0;
  std::string loaded_title;

 private:
  std::uint64_t revision_ = 0;
  TestCounter tests_;
};

class NumberSample final : public ModelSample<NumberModel> {
 public:
  using ModelSample::ModelSample;
  // What a panel edit does: changes the model directly.
  void Set(int number) { model_.number = number; }
};

TEST(ModelSample, SnapshotAndRestoreGoThroughTheModel) {
  testing::TestHost host;
  NumberSample sample(host);
  Undoable* undo = sample.undo();
  ASSERT_NE(undo, nullptr);
  sample.Set(5);
  const std::any five = undo->Snapshot();
  ASSERT_NE(std::any_cast<NumberModel::State>(&five), nullptr);
  sample.Set(9);
  const std::uint64_t revision = undo->Revision();
  undo->Restore(five);
  EXPECT_EQ(sample.model().number, 5);
  EXPECT_EQ(undo->Revision(), revision + 1);  // the model's revision, moved by its Restore
  // The model logs through the sample's host, as an edit would.
  ASSERT_FALSE(host.log().entries().empty());
  EXPECT_EQ(host.log().entries().back().text, "restored 5");
  // Another sample's snapshot changes nothing.
  undo->Restore(std::any(std::string("box-box's")));
  EXPECT_EQ(sample.model().number, 5);
  EXPECT_EQ(undo->Revision(), revision + 1);
}

TEST(ModelSample, ChecksScenesAndTheTestCountAreTheModels) {
  testing::TestHost host;
  NumberSample sample(host);
  sample.Set(7);
  EXPECT_EQ(sample.ExpectationCount(), 3u);
  const std::vector<PairCheck> checks = sample.Check();
  ASSERT_EQ(checks.size(), 1u);
  EXPECT_EQ(checks[0].b, "7");
  Scene scene;
  scene.title = "from a file";
  sample.LoadScene(scene);
  EXPECT_EQ(sample.model().loaded_title, "from a file");
  EXPECT_EQ(sample.undo()->Revision(), 1u);
  ASSERT_EQ(sample.test_counter(), &sample.model().tests());
  sample.model().tests().Add(4);
  EXPECT_EQ(sample.test_counter()->count(), 4u);
}

}  // namespace
}  // namespace model_sample_test
}  // namespace harness
