// The Why panel: the steps behind the selected pair's answers, the current
// one drawn in the view and the rest dimmed, the deciding step marked, and
// where two algorithms disagree, both traces with the step where they part.
#include <algorithm>
#include <string>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>

#include "collide/registry/pair_tests.h"
#include "harness/draw/trace_marks.h"
#include "harness/layout_sample/static_shapes_sample.h"
#include "harness/widgets/clip_meter.h"

namespace harness {
namespace {

// Side by side from this panel width (at scale 1) up; one above the other
// in a narrower panel, where two columns would wrap a word a line.
constexpr float kSideBySideWidth = 360.0f;
const ImVec4 kDecidingColour{1.0f, 0.9f, 0.3f, 1.0f};
const ImVec4 kPartingColour{1.0f, 0.55f, 0.2f, 1.0f};

std::size_t StepCount(const WhyQuestion& question, const std::vector<std::size_t>& shown) {
  std::size_t count = 0;
  for (const std::size_t i : shown) {
    count = std::max(count, question.algorithms[i].trace.steps().size());
  }
  return count;
}

}  // namespace

const Why* StaticShapesSample::SelectedWhy() {
  if (!selected_pair_) {
    why_.why.reset();
    return nullptr;
  }
  const std::uint64_t generation = collide::PairTestRegistry::Global().generation();
  if (why_.revision != revision_ || why_.generation != generation || why_.pair != *selected_pair_) {
    const bool same_pair = why_.pair == *selected_pair_;
    why_.revision = revision_;
    why_.generation = generation;
    why_.pair = *selected_pair_;
    why_.error.clear();
    try {
      why_.why = ExplainPair(current_, selected_pair_->first, selected_pair_->second, std::nullopt);
    } catch (const WhyError& e) {
      why_.why.reset();
      why_.error = e.what();
    }
    if (!same_pair) {  // a drag keeps the step looked at; a new pair starts at its decision
      why_.question = 0;
      why_.algorithm = 0;
      const WhyQuestion* question = ShownQuestion();
      why_.step = question != nullptr ? question->algorithms.front().trace.deciding() : 0;
      why_.scroll_to_step = true;
    }
  }
  return why_.why ? &*why_.why : nullptr;
}

const WhyQuestion* StaticShapesSample::ShownQuestion() {
  if (!why_.why || why_.why->questions.empty())
    return nullptr;
  why_.question = std::min(why_.question, why_.why->questions.size() - 1);
  return &why_.why->questions[why_.question];
}

std::vector<std::size_t> StaticShapesSample::ShownAlgorithms(const WhyQuestion& question) const {
  if (question.parting)
    return {0, question.parting_with};
  return {std::min(why_.algorithm, question.algorithms.size() - 1)};
}

bool StaticShapesSample::StepWhy(int step) {
  const WhyQuestion* question = selected_pair_ ? ShownQuestion() : nullptr;
  if (question == nullptr)
    return false;
  const std::size_t count = StepCount(*question, ShownAlgorithms(*question));
  if (count == 0)
    return false;
  const auto next = static_cast<long long>(why_.step) + step;
  why_.step = static_cast<std::size_t>(std::clamp(next, 0LL, static_cast<long long>(count) - 1));
  why_.scroll_to_step = true;
  return true;
}

void StaticShapesSample::WhySteps(const WhyQuestion& question, std::size_t algorithm,
                                  std::optional<std::size_t> parting) {
  const WhyAlgorithm& run = question.algorithms[algorithm];
  widgets::Paragraph(run.id + ": " + (run.error.empty() ? run.verdict : "no answer: " + run.error));
  if (!run.traced) {
    widgets::ParagraphDisabled("It records no steps (not our code, or not traced).");
    return;
  }
  // The steps scroll in a region of their own, so that stepping scrolls
  // them and never the panel (the table above stays where it is).
  const float lines =
      std::min(14.0f, 0.4f * ImGui::GetIO().DisplaySize.y / ImGui::GetTextLineHeightWithSpacing());
  ImGui::BeginChild(("steps of " + run.id).c_str(),
                    ImVec2(0.0f, lines * ImGui::GetTextLineHeightWithSpacing()), true);
  const auto& steps = run.trace.steps();
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const bool current = i == std::min(why_.step, steps.size() - 1);
    ImGui::PushID(static_cast<int>(i));
    if (parting && *parting == i) {
      ImGui::PushStyleColor(ImGuiCol_Text, kPartingColour);
      widgets::Paragraph(steps[i].deciding ? "they part here (and it decides):"
                                           : "they part here:");
      ImGui::PopStyleColor();
    } else if (steps[i].deciding) {
      ImGui::PushStyleColor(ImGuiCol_Text, kDecidingColour);
      widgets::Paragraph("this step decides:");
      ImGui::PopStyleColor();
    }
    const std::string line = StepLine(steps[i], i, /*mark_deciding=*/false);
    if (current) {
      widgets::Paragraph(line);
      if (why_.scroll_to_step)
        ImGui::SetScrollHereY(0.3f);
    } else {
      widgets::ParagraphDisabled(line);
    }
    if (ImGui::IsItemClicked())
      why_.step = i;
    ImGui::PopID();
  }
  ImGui::EndChild();
}

void StaticShapesSample::WhyQuestionPanel(const WhyQuestion& question) {
  std::string heading = std::string(collide::QueryId(question.query)) + ": A is " +
                        question.named_a + ", B is " + question.named_b;
  if (!question.expected.empty())
    heading += "; expected " + question.expected;
  widgets::Paragraph(heading);
  if (!question.parting && question.algorithms.size() > 1) {
    for (std::size_t i = 0; i < question.algorithms.size(); ++i) {
      const float width =
          ImGui::GetFrameHeight() + ImGui::CalcTextSize(question.algorithms[i].id.c_str()).x;
      if (i > 0)
        widgets::SameLineIfRoom(width);
      int chosen = static_cast<int>(why_.algorithm);
      ImGui::RadioButton(question.algorithms[i].id.c_str(), &chosen, static_cast<int>(i));
      why_.algorithm = static_cast<std::size_t>(chosen);
    }
  }
  const std::vector<std::size_t> shown = ShownAlgorithms(question);
  const std::size_t count = StepCount(question, shown);
  if (count > 1) {
    int step = static_cast<int>(std::min(why_.step, count - 1)) + 1;
    ImGui::SetNextItemWidth(widgets::FieldWidth(0.0f, "step (Left / Right)"));
    if (ImGui::SliderInt("step (Left / Right)", &step, 1, static_cast<int>(count))) {
      why_.step = static_cast<std::size_t>(step - 1);
    }
  }
  if (question.parting) {
    widgets::Paragraph(question.algorithms[shown[0]].id + " and " +
                       question.algorithms[shown[1]].id + " disagree; they part where marked.");
  }
  const bool side_by_side =
      shown.size() == 2 &&
      ImGui::GetContentRegionAvail().x >= kSideBySideWidth * ImGui::GetFontSize() / 13.0f;
  if (side_by_side)
    ImGui::Columns(2, "why columns", true);
  for (std::size_t k = 0; k < shown.size(); ++k) {
    std::optional<std::size_t> parting;
    if (question.parting)
      parting = k == 0 ? question.parting->first : question.parting->second;
    WhySteps(question, shown[k], parting);
    if (side_by_side && k == 0)
      ImGui::NextColumn();
    if (!side_by_side && k == 0 && shown.size() == 2)
      ImGui::Separator();
  }
  if (side_by_side)
    ImGui::Columns(1);
  why_.scroll_to_step = false;
}

void StaticShapesSample::WhyPanel() {
  if (!selected_pair_ || !ImGui::CollapsingHeader("Why?", ImGuiTreeNodeFlags_DefaultOpen)) {
    return;
  }
  const Why* why = SelectedWhy();
  if (why == nullptr) {
    widgets::Paragraph(why_.error);
    return;
  }
  if (why->questions.size() > 1) {
    for (std::size_t q = 0; q < why->questions.size(); ++q) {
      if (q > 0)
        ImGui::SameLine();
      int chosen = static_cast<int>(why_.question);
      ImGui::RadioButton(std::string(collide::QueryId(why->questions[q].query)).c_str(), &chosen,
                         static_cast<int>(q));
      why_.question = static_cast<std::size_t>(chosen);
    }
  }
  WhyQuestionPanel(*ShownQuestion());
}

void StaticShapesSample::DrawWhyStep() {
  const WhyQuestion* question = selected_pair_ ? ShownQuestion() : nullptr;
  if (question == nullptr)
    return;
  for (const std::size_t i : ShownAlgorithms(*question)) {
    const auto& steps = question->algorithms[i].trace.steps();
    if (!steps.empty()) {
      DrawTraceMarks(draw(), steps[std::min(why_.step, steps.size() - 1)],
                     static_cast<float>(SceneRadius()));
    }
  }
}

}  // namespace harness
