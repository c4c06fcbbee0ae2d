#include "harness/layout_engine/why_reader.h"

#include <algorithm>
#include <utility>

namespace harness {

std::vector<std::size_t> ShownAlgorithms(const WhyQuestion& question, std::size_t chosen,
                                         std::optional<std::size_t> partner) {
  if (question.algorithms.empty())
    return {};
  if (question.parting) {
    const bool other = partner && *partner > 0 && *partner < question.algorithms.size();
    return {0, other ? *partner : question.parting_with};
  }
  return {std::min(chosen, question.algorithms.size() - 1)};
}

std::optional<collide::TraceParting> PartingOf(const WhyQuestion& question, std::size_t other) {
  if (question.parting && other == question.parting_with)
    return question.parting;
  const WhyAlgorithm& first = question.algorithms.front();
  const WhyAlgorithm& second = question.algorithms.at(other);
  if (other == 0 || !first.traced || !second.traced || second.agrees_with_first)
    return std::nullopt;
  return collide::FirstParting(first.trace, second.trace);
}

std::size_t StepCount(const WhyQuestion& question, const std::vector<std::size_t>& shown) {
  std::size_t count = 0;
  for (const std::size_t i : shown)
    count = std::max(count, question.algorithms[i].trace.steps().size());
  return count;
}

bool WhyReader::Show(const std::string& subject, const WhyVersion& version,
                     const std::function<Why()>& explain) {
  const bool same_subject = !empty() && subject == subject_;
  if (same_subject && version == version_)
    return false;
  subject_ = subject;
  version_ = version;
  error_.clear();
  try {
    why_ = explain();
  } catch (const WhyError& e) {
    why_.reset();
    error_ = e.what();
  }
  if (!same_subject) {
    question_ = 0;
    algorithm_ = 0;
    partner_.reset();
    const WhyQuestion* opened = question();
    step_ = opened != nullptr && !opened->algorithms.empty()
                ? opened->algorithms.front().trace.deciding()
                : 0;
    scroll_to_step_ = true;
  }
  return true;
}

void WhyReader::Clear() {
  why_.reset();
  error_.clear();
  subject_.clear();
}

const WhyQuestion* WhyReader::question() const {
  if (!why_ || why_->questions.empty())
    return nullptr;
  return &why_->questions[std::min(question_, why_->questions.size() - 1)];
}

void WhyReader::ChooseQuestion(std::size_t question) {
  if (question != question_)
    scroll_to_step_ = true;
  question_ = question;
}

std::vector<std::size_t> WhyReader::shown() const {
  const WhyQuestion* read = question();
  return read != nullptr ? ShownAlgorithms(*read, algorithm_, partner_)
                         : std::vector<std::size_t>{};
}

std::optional<collide::TraceParting> WhyReader::parting() const {
  const std::vector<std::size_t> listed = shown();
  if (listed.size() != 2)
    return std::nullopt;
  return PartingOf(*question(), listed[1]);
}

std::size_t WhyReader::step_count() const {
  const WhyQuestion* read = question();
  return read != nullptr ? StepCount(*read, shown()) : 0;
}

std::size_t WhyReader::step() const {
  const std::size_t count = step_count();
  return count == 0 ? 0 : std::min(step_, count - 1);
}

bool WhyReader::Step(int delta) {
  const std::size_t count = step_count();
  if (count == 0)
    return false;
  const auto next = static_cast<long long>(step()) + delta;
  step_ = static_cast<std::size_t>(std::clamp(next, 0LL, static_cast<long long>(count) - 1));
  scroll_to_step_ = true;
  return true;
}

void WhyReader::GoTo(std::size_t step) {
  step_ = step;
}

std::vector<const collide::TraceStep*> WhyReader::CurrentSteps() const {
  std::vector<const collide::TraceStep*> current;
  const WhyQuestion* read = question();
  if (read == nullptr)
    return current;
  for (const std::size_t i : shown()) {
    const auto& steps = read->algorithms[i].trace.steps();
    if (!steps.empty())
      current.push_back(&steps[std::min(step(), steps.size() - 1)]);
  }
  return current;
}

bool WhyReader::TakeScrollRequest() {
  return std::exchange(scroll_to_step_, false);
}

}  // namespace harness
