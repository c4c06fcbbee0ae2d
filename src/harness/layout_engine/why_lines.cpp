// WhyLines: the Why of a pair as the lines --explain prints.
#include <string>
#include <vector>

#include "collide/registry/queries.h"
#include "harness/layout_engine/why.h"

namespace harness {
namespace {

std::string Heading(const Why& why, const WhyQuestion& question) {
  std::string line = question.triple ? "point of " + why.a + ", " + why.b + " and " + why.c
                                     : std::string(collide::QueryId(question.query)) + " of " +
                                           why.a + " and " + why.b;
  if (!question.expected.empty()) {
    line.append(" (expected: ").append(question.expected).append(", checked by ");
    line.append(question.expected_algorithm).append(")");
  }
  return line;
}

void AddAlgorithm(const WhyAlgorithm& run, std::vector<std::string>& lines) {
  std::string title = run.id;
  if (run.origin != collide::kOurOrigin)
    title.append(" (").append(run.origin).append(")");
  lines.push_back(title + ":");
  if (!run.traced)
    lines.push_back("  (records no steps)");
  const auto& steps = run.trace.steps();
  for (std::size_t i = 0; i < steps.size(); ++i)
    lines.push_back("  " + StepLine(steps[i], i));
  lines.push_back("  answer: " + (run.error.empty() ? run.verdict : "no answer: " + run.error));
}

std::string StepName(const WhyAlgorithm& run, std::size_t step) {
  const collide::TraceStep& s = run.trace.steps().at(step);
  std::string name = "step " + std::to_string(step + 1);
  if (!s.topic.empty())
    name.append(" [").append(s.topic).append("]");
  return name;
}

std::string PartingLine(const WhyQuestion& question) {
  const WhyAlgorithm& first = question.algorithms.front();
  const WhyAlgorithm& other = question.algorithms.at(question.parting_with);
  const collide::TraceParting& part = *question.parting;
  if (part.same_topic) {
    return "they part at " + StepName(first, part.first) + ": " + first.id + " found \"" +
           first.trace.steps()[part.first].finding + "\", " + other.id + " found \"" +
           other.trace.steps()[part.second].finding + "\"";
  }
  return "they part where each decides: " + first.id + " at " + StepName(first, part.first) + ", " +
         other.id + " at " + StepName(other, part.second);
}

std::string Verdict(const WhyQuestion& question) {
  std::string line = "verdict: ";
  const bool one = question.algorithms.size() == 1;
  for (std::size_t i = 0; i < question.algorithms.size(); ++i) {
    const WhyAlgorithm& run = question.algorithms[i];
    if (i > 0)
      line.append("; ");
    if (!one)
      line.append(run.id).append(": ");
    line.append(run.error.empty() ? run.verdict : "no answer");
  }
  if (!question.expected.empty())
    line.append(" (expected: ").append(question.expected).append(")");
  return line;
}

}  // namespace

std::vector<std::string> WhyLines(const Why& why) {
  std::vector<std::string> lines;
  for (const WhyQuestion& question : why.questions) {
    lines.push_back(Heading(why, question));
    if (!question.triple)
      lines.push_back("A is " + question.named_a + ", B is " + question.named_b);
    for (const WhyAlgorithm& run : question.algorithms)
      AddAlgorithm(run, lines);
    if (question.parting)
      lines.push_back(PartingLine(question));
    lines.push_back(Verdict(question));
  }
  return lines;
}

}  // namespace harness
