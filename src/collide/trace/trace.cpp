#include "collide/trace/trace.h"

#include <cmath>
#include <cstdio>
#include <utility>

namespace collide {

TraceStep& TraceStep::Mark(TraceMark mark) {
  marks.push_back(std::move(mark));
  return *this;
}

TraceStep& Trace::Step(std::string topic, std::string text, std::string finding) {
  steps_.push_back(TraceStep{std::move(topic), std::move(text), std::move(finding), {}, false});
  return steps_.back();
}

TraceStep& Trace::Decide(std::string topic, std::string text, std::string finding) {
  for (TraceStep& step : steps_)
    step.deciding = false;
  TraceStep& step = Step(std::move(topic), std::move(text), std::move(finding));
  step.deciding = true;
  return step;
}

std::size_t Trace::deciding() const {
  for (std::size_t i = 0; i < steps_.size(); ++i) {
    if (steps_[i].deciding)
      return i;
  }
  return steps_.empty() ? 0 : steps_.size() - 1;
}

std::string TraceNumber(double value) {
  if (value == 0.0)
    return "0";  // -0.0 too
  if (!std::isfinite(value))
    return value > 0.0 ? "inf" : (value < 0.0 ? "-inf" : "nan");
  char text[32];
  if (std::abs(value) < 0.005) {
    std::snprintf(text, sizeof text, "%.3g", value);
  } else {
    std::snprintf(text, sizeof text, "%.2f", value);
  }
  return text;
}

// Built by append: GCC 12 warns falsely (stringop-overflow) on a chain of
// operator+ that starts with a literal.
std::string TraceVector(const TraceVec& v) {
  std::string text = "(";
  text.append(TraceNumber(v.x)).append(", ").append(TraceNumber(v.y)).append(", ");
  text.append(TraceNumber(v.z)).append(")");
  return text;
}

std::string TraceRange(const TraceInterval& range) {
  std::string text = "[";
  text.append(TraceNumber(range.lo)).append(", ").append(TraceNumber(range.hi)).append("]");
  return text;
}

}  // namespace collide
