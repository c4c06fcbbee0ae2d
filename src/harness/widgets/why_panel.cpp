#include "harness/widgets/why_panel.h"

#include <imgui.h>

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "harness/draw/trace_marks.h"
#include "harness/widgets/clip_meter.h"

namespace harness::widgets {
namespace {

// Side by side from this panel width (at scale 1) up; one above the other
// in a narrower panel, where two columns would wrap a word a line.
constexpr float kSideBySideWidth = 360.0f;
const ImVec4 kDecidingColour{1.0f, 0.9f, 0.3f, 1.0f};
const ImVec4 kPartingColour{1.0f, 0.55f, 0.2f, 1.0f};

// One algorithm's verdict and its steps, in a region of their own that
// scrolls, so that stepping scrolls them and never the panel (the table
// above stays where it is); `share` of the usual height.
void Steps(WhyReader& reader, const WhyQuestion& question, std::size_t algorithm,
           std::optional<std::size_t> parting, bool scroll_to_step, float share) {
  const WhyAlgorithm& run = question.algorithms[algorithm];
  Paragraph(run.id + ": " + (run.error.empty() ? run.verdict : "no answer: " + run.error));
  if (!run.traced) {
    ParagraphDisabled("It records no steps (not our code, or not traced).");
    return;
  }
  const float lines =
      std::max(5.0f, share * std::min(14.0f, 0.4f * ImGui::GetIO().DisplaySize.y /
                                                 ImGui::GetTextLineHeightWithSpacing()));
  ImGui::BeginChild(("steps of " + run.id).c_str(),
                    ImVec2(0.0f, lines * ImGui::GetTextLineHeightWithSpacing()), true);
  const auto& steps = run.trace.steps();
  const std::size_t current = std::min(reader.step(), steps.size() - 1);
  for (std::size_t i = 0; i < steps.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    if (parting && *parting == i) {
      ImGui::PushStyleColor(ImGuiCol_Text, kPartingColour);
      Paragraph(steps[i].deciding ? "they part here (and it decides):" : "they part here:");
      ImGui::PopStyleColor();
    } else if (steps[i].deciding) {
      ImGui::PushStyleColor(ImGuiCol_Text, kDecidingColour);
      Paragraph("this step decides:");
      ImGui::PopStyleColor();
    }
    const std::string line = StepLine(steps[i], i, /*mark_deciding=*/false);
    if (i == current) {
      // Scrolled from where the step starts: a step of several lines reads
      // from its first.
      if (scroll_to_step)
        ImGui::SetScrollHereY(0.25f);
      Paragraph(line);
    } else {
      ParagraphDisabled(line);
    }
    if (ImGui::IsItemClicked())
      reader.GoTo(i);
    ImGui::PopID();
  }
  ImGui::EndChild();
}

// The algorithms to choose from: one to list when they agree; when two
// disagree, the one beside the first (where there are more than two).
void AlgorithmChoice(WhyReader& reader, const WhyQuestion& question) {
  const std::size_t count = question.algorithms.size();
  if (count < 2 || (question.parting && count < 3))
    return;
  const std::size_t from = question.parting ? 1 : 0;
  if (question.parting)
    Paragraph("beside " + question.algorithms.front().id + ":");
  const std::vector<std::size_t> shown = reader.shown();
  for (std::size_t i = from; i < count; ++i) {
    const float width =
        ImGui::GetFrameHeight() + ImGui::CalcTextSize(question.algorithms[i].id.c_str()).x;
    if (i > from)
      SameLineIfRoom(width);
    int chosen = static_cast<int>(shown.back());
    if (ImGui::RadioButton(question.algorithms[i].id.c_str(), &chosen, static_cast<int>(i))) {
      if (question.parting)
        reader.ChoosePartner(static_cast<std::size_t>(chosen));
      else
        reader.ChooseAlgorithm(static_cast<std::size_t>(chosen));
    }
  }
}

// A question's radio button: its query ("intersects", "contains"), or,
// for questions that all ask `question_word`, the row that asks it ("sliced
// row"), else its number.
std::string QuestionLabel(const WhyQuestion& question, std::size_t index,
                          std::string_view question_word) {
  if (question_word.empty())
    return std::string(collide::QueryId(question.query));
  if (!question.expected_algorithm.empty())
    return question.expected_algorithm + " row";
  return std::string(question_word) + " " + std::to_string(index + 1);
}

void Question(WhyReader& reader, const WhyQuestion& question, std::string_view question_word) {
  std::string heading = (question_word.empty() ? std::string(collide::QueryId(question.query))
                                               : std::string(question_word)) +
                        ": A is " + question.named_a + ", B is " + question.named_b;
  if (!question.expected.empty())
    heading += "; expected " + question.expected;
  Paragraph(heading);
  AlgorithmChoice(reader, question);
  const std::vector<std::size_t> shown = reader.shown();
  const std::size_t count = reader.step_count();
  if (count > 1) {
    int step = static_cast<int>(reader.step()) + 1;
    ImGui::SetNextItemWidth(FieldWidth(0.0f, "step (Left / Right)"));
    if (ImGui::SliderInt("step (Left / Right)", &step, 1, static_cast<int>(count)))
      reader.GoTo(static_cast<std::size_t>(step - 1));
  }
  const std::optional<collide::TraceParting> parting = reader.parting();
  if (shown.size() == 2) {
    const std::string pair =
        question.algorithms[shown[0]].id + " and " + question.algorithms[shown[1]].id;
    Paragraph(parting ? pair + " disagree; they part where marked."
              : question.algorithms[shown[1]].agrees_with_first ? pair + " agree."
                                                                : pair + " disagree.");
  }
  const bool side_by_side =
      shown.size() == 2 &&
      ImGui::GetContentRegionAvail().x >= kSideBySideWidth * ImGui::GetFontSize() / 13.0f;
  if (side_by_side)
    ImGui::Columns(2, "why columns", true);
  const bool scroll_to_step = reader.TakeScrollRequest();
  for (std::size_t k = 0; k < shown.size(); ++k) {
    std::optional<std::size_t> parts_at;
    if (parting)
      parts_at = k == 0 ? parting->first : parting->second;
    // Two lists one above the other share the height one would take.
    const float share = shown.size() == 2 && !side_by_side ? 0.6f : 1.0f;
    Steps(reader, question, shown[k], parts_at, scroll_to_step, share);
    if (side_by_side && k == 0)
      ImGui::NextColumn();
    if (!side_by_side && k == 0 && shown.size() == 2)
      ImGui::Separator();
  }
  if (side_by_side)
    ImGui::Columns(1);
}

}  // namespace

void WhyPanel(WhyReader& reader, std::string_view question_word, std::string_view note) {
  if (reader.empty() || !ImGui::CollapsingHeader("Why?", ImGuiTreeNodeFlags_DefaultOpen))
    return;
  if (!note.empty())
    ParagraphDisabled(note);
  const Why* why = reader.why();
  if (why == nullptr) {
    Paragraph(reader.error());
    return;
  }
  if (why->questions.size() > 1) {
    for (std::size_t q = 0; q < why->questions.size(); ++q) {
      const std::string label = QuestionLabel(why->questions[q], q, question_word);
      if (q > 0)
        SameLineIfRoom(ImGui::GetFrameHeight() + ImGui::CalcTextSize(label.c_str()).x);
      int chosen = static_cast<int>(std::min(reader.question_index(), why->questions.size() - 1));
      if (ImGui::RadioButton(label.c_str(), &chosen, static_cast<int>(q)))
        reader.ChooseQuestion(static_cast<std::size_t>(chosen));
    }
  }
  if (const WhyQuestion* question = reader.question())
    Question(reader, *question, question_word);
}

void DrawWhyStep(Draw& draw, const WhyReader& reader, float scene_radius) {
  for (const collide::TraceStep* step : reader.CurrentSteps())
    DrawTraceMarks(draw, *step, scene_radius);
}

}  // namespace harness::widgets
