#include "collide/hunt/hunt_shrink.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>

#include "collide/hunt/hunt_judge.h"

namespace collide {
namespace {

// Enough tries to round every number of two hexahedra a few times over,
// few enough that a finding costs milliseconds.
constexpr int kShrinkBudget = 4000;

class Shrinker {
 public:
  Shrinker(const PairTest& ours, const PairTest& theirs, const ShapeGenerators& generators,
           std::vector<StaticShape> pair, double relative)
      : ours_(ours),
        theirs_(theirs),
        generators_(generators),
        pair_(std::move(pair)),
        relative_(relative) {}

  void MoveToOrigin();
  void ScaleTowardsOne();
  void RoundNumbers();

  const std::vector<StaticShape>& pair() const { return pair_; }
  int steps() const { return steps_; }

 private:
  // Keeps `candidate` when the two still disagree on it.
  bool TryKeep(const std::vector<StaticShape>& candidate) {
    if (budget_ <= 0) {
      return false;
    }
    --budget_;
    const double tolerance = CaseTolerance(generators_, candidate, relative_);
    if (!Judge(ours_, theirs_, candidate[0], candidate[1], tolerance).disagree) {
      return false;
    }
    pair_ = candidate;
    ++steps_;
    return true;
  }
  bool RoundOneNumber(std::size_t shape, std::size_t index);

  const PairTest& ours_;
  const PairTest& theirs_;
  const ShapeGenerators& generators_;
  std::vector<StaticShape> pair_;
  double relative_;
  int steps_ = 0;
  int budget_ = kShrinkBudget;
};

void Shrinker::MoveToOrigin() {
  for (const StaticShape& reference : std::vector<StaticShape>(pair_)) {
    const Vec3 anchor = AnchorOf(reference);
    for (const Vec3& offset : {-anchor, -glm::round(anchor)}) {
      if (offset == Vec3(0.0)) {
        continue;
      }
      std::vector<StaticShape> moved;
      for (const StaticShape& shape : pair_) {
        moved.push_back(generators_.Find(shape.kind())->moved(shape, offset));
      }
      if (TryKeep(moved)) {
        return;
      }
    }
  }
}

void Shrinker::ScaleTowardsOne() {
  for (int attempt = 0; attempt < 64; ++attempt) {
    // Powers of two keep a case on the grid exact: its size into [1, 16].
    const double size = CaseSize(generators_, pair_);
    double factor = 1.0;
    if (size > 16.0) {
      factor = std::exp2(-std::floor(std::log2(size / 16.0)));
    } else if (size > 0.0 && size < 1.0) {
      factor = std::exp2(std::ceil(std::log2(1.0 / size)));
    }
    std::vector<StaticShape> scaled;
    for (const StaticShape& shape : pair_) {
      scaled.push_back(generators_.Find(shape.kind())->scaled(shape, factor));
    }
    if (factor == 1.0 || !TryKeep(scaled)) {
      return;
    }
  }
}

std::vector<double> RounderCandidates(double x) {
  std::vector<double> candidates = {0.0, std::round(x), std::trunc(x)};
  for (int decimals = 1; decimals <= 6; ++decimals) {
    const double scale = std::pow(10.0, decimals);
    candidates.push_back(std::round(x * scale) / scale);
  }
  for (int digits = 1; digits <= 8; ++digits) {
    char text[40];
    std::snprintf(text, sizeof(text), "%.*g", digits, x);
    candidates.push_back(std::strtod(text, nullptr));
  }
  candidates.push_back(x / 2.0);
  return candidates;
}

// How far a number is from the size of 1, in powers of ten: 0 for 1 to 9.99
// and for zero, 2 for 0.005 or 300.
int DecimalDistance(double x) {
  return x == 0.0 ? 0 : static_cast<int>(std::abs(std::floor(std::log10(std::abs(x)))));
}

// Fewer significant digits, or as many nearer the size of 1: 3 is rounder
// than 2.5 and than 3e-12; 2 is not rounder than 4 (halving alone would
// walk a number down to 1e-300).
bool Rounder(double candidate, double x) {
  const int candidate_digits = SignificantDigits(candidate);
  const int digits = SignificantDigits(x);
  return std::isfinite(candidate) &&
         (candidate_digits < digits ||
          (candidate_digits == digits && DecimalDistance(candidate) < DecimalDistance(x)));
}

bool Shrinker::RoundOneNumber(std::size_t shape, std::size_t index) {
  const ShapeGenerator& generator = *generators_.Find(pair_[shape].kind());
  const std::vector<double> numbers = generator.numbers(pair_[shape]);
  for (const double candidate : RounderCandidates(numbers[index])) {
    if (!Rounder(candidate, numbers[index])) {
      continue;
    }
    std::vector<double> changed = numbers;
    changed[index] = candidate;
    const auto rebuilt = generator.with_numbers(pair_[shape], changed);
    if (!rebuilt) {
      continue;
    }
    std::vector<StaticShape> candidate_pair = pair_;
    candidate_pair[shape] = *rebuilt;
    if (TryKeep(candidate_pair)) {
      return true;
    }
  }
  return false;
}

void Shrinker::RoundNumbers() {
  for (int pass = 0; pass < 8; ++pass) {
    bool changed = false;
    for (std::size_t shape = 0; shape < pair_.size(); ++shape) {
      const std::size_t count = generators_.Find(pair_[shape].kind())->numbers(pair_[shape]).size();
      for (std::size_t index = 0; index < count; ++index) {
        changed |= RoundOneNumber(shape, index);
      }
    }
    if (!changed) {
      return;
    }
  }
}

}  // namespace

int SignificantDigits(double number) {
  char text[64];
  const auto [end, ec] = std::to_chars(text, text + sizeof(text), std::abs(number));
  if (ec != std::errc()) {
    return 17;
  }
  std::string mantissa(text, end);
  mantissa = mantissa.substr(0, mantissa.find('e'));
  std::string digits;
  for (const char c : mantissa) {
    if (c >= '0' && c <= '9') {
      digits += c;
    }
  }
  const auto first = digits.find_first_not_of('0');
  if (first == std::string::npos) {
    return 0;
  }
  const auto last = digits.find_last_not_of('0');
  return static_cast<int>(last - first + 1);
}

HuntFinding ShrinkFinding(const PairTest& ours, const PairTest& theirs,
                          const ShapeGenerators& generators, const std::vector<StaticShape>& shapes,
                          std::size_t i, std::size_t j, bool a_first, double relative) {
  std::vector<StaticShape> pair = {shapes[i], shapes[j]};
  if (!a_first) {
    std::swap(pair[0], pair[1]);
  }
  Shrinker shrinker(ours, theirs, generators, pair, relative);
  shrinker.MoveToOrigin();
  shrinker.ScaleTowardsOne();
  shrinker.RoundNumbers();

  HuntFinding finding;
  finding.shapes = shrinker.pair();
  finding.tolerance = CaseTolerance(generators, finding.shapes, relative);
  const Judgement judgement =
      Judge(ours, theirs, finding.shapes[0], finding.shapes[1], finding.tolerance);
  finding.ours = judgement.ours;
  finding.theirs = judgement.theirs;
  finding.theirs_error = judgement.theirs_error;
  finding.shapes_when_found = shapes.size();
  finding.shrink_steps = shrinker.steps() + (shapes.size() > 2 ? 1 : 0);
  return finding;
}

}  // namespace collide
