#pragma once

// Why a moving sphere of an impact-search layout first touches its target
// when it does: the book's four searches (collide::ImpactMethod: sliced,
// linear, binary, analytic) run traced on the pair with the layout's
// settings, their verdicts, and where the first and the first one
// disagreeing with it part (collide::FirstParting). What --explain prints
// for a scene of impact-search. One question per pair: the contact times the
// layout expects of it, by whichever methods, are listed together as what
// is expected.

#include <optional>
#include <string>
#include <vector>

#include "harness/layout_engine/why.h"
#include "harness/moving_spheres/sweep_layout.h"

namespace harness {

// `a` and `b` name the moving sphere and the shape at rest, in either order.
// Throws WhyError: a shape that is not there, two that move or two at rest,
// an algorithm that is not one of the four.
Why ExplainSweep(const SweepLayout& layout, const std::string& a, const std::string& b,
                 const std::optional<std::string>& algorithm);

}  // namespace harness
