#pragma once

// The base of a sample whose state lives in a model of its own (box-box's,
// moving-balls'): a value with no GL and no ImGui that holds what a user
// changes and answers the checks. The base forwards the checks, scene
// loads, the test count and undo to the model, so the sample itself holds
// only its panel, keys, camera and drawing.

#include <any>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

#include "harness/sample_api/check.h"
#include "harness/sample_api/log.h"
#include "harness/sample_api/sample.h"
#include "harness/sample_api/test_counter.h"
#include "harness/sample_api/undoable.h"
#include "harness/scene/scene.h"

namespace harness {

// What a model gives its sample:
// - ExpectationCount(), Check(), LoadScene(scene): as Sample's;
// - Snapshot(): everything a user changes, as a value (often the model
//   itself); Restore(snapshot, log), or Restore(snapshot) for a model that
//   logs nothing, puts one back;
// - revision(): as Undoable::Revision;
// - tests(): the pair tests it has run (test_counter.h).
template <typename Model>
concept SampleModel = std::default_initializable<Model> &&
    requires(Model& model, const Model& state, const Scene& scene) {
  { state.ExpectationCount() } -> std::convertible_to<std::size_t>;
  { state.Check() } -> std::same_as<std::vector<PairCheck>>;
  model.LoadScene(scene);
  state.Snapshot();
  { state.revision() } -> std::convertible_to<std::uint64_t>;
  { state.tests() } -> std::same_as<const TestCounter&>;
};

template <SampleModel Model>
class ModelSample : public Sample, public Undoable {
 public:
  using ModelSnapshot = std::remove_cvref_t<decltype(std::declval<const Model&>().Snapshot())>;

  explicit ModelSample(SampleHost& host) : Sample(host) {}

  std::size_t ExpectationCount() const override { return model_.ExpectationCount(); }
  std::vector<PairCheck> Check() const override { return model_.Check(); }
  // A model whose expectations another author's functions can answer (a
  // plugin's: moving balls' contact times) checks them under theirs.
  OriginQuestions QuestionsForOthers() const override {
    if constexpr (requires { model_.QuestionsForOthers(); }) {
      return model_.QuestionsForOthers();
    } else {
      return Sample::QuestionsForOthers();
    }
  }
  const std::vector<OriginChecks>& OthersAnswers() const override {
    if constexpr (requires { model_.theirs().checks(); }) {
      return model_.theirs().checks();
    } else {
      return Sample::OthersAnswers();
    }
  }
  void LoadScene(const Scene& scene) override { model_.LoadScene(scene); }
  const TestCounter* test_counter() const override { return &model_.tests(); }

  Undoable* undo() override { return this; }
  std::any Snapshot() const override { return model_.Snapshot(); }
  void Restore(const std::any& snapshot) override {
    const auto* state = std::any_cast<ModelSnapshot>(&snapshot);
    if (state == nullptr) {
      return;
    }
    if constexpr (requires { model_.Restore(*state, log()); }) {
      model_.Restore(*state, log());
    } else {
      model_.Restore(*state);
    }
  }
  std::uint64_t Revision() const override { return model_.revision(); }

  const Model& model() const { return model_; }

 protected:
  Model model_;
};

}  // namespace harness
