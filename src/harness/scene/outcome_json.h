#pragma once

// An expectation's outcome in a scene file: which key it is given by, and
// its value read and written.

#include <string>
#include <string_view>

#include "harness/scene/outcome.h"
#include "harness/scene/shape_fields.h"

namespace harness {

// The one outcome key the object gives; refuses none and several, naming
// every key there is.
std::string OnlyOutcomeKey(const ObjectReader& reader);

// The outcome given by `key` (from OnlyOutcomeKey), with what only it
// takes: a hit's `t`. A ContactTime's step is the scene's dt, set once the
// whole scene is read.
Outcome ReadOutcome(ObjectReader& reader, std::string_view key);

// The outcome's key and value (and a hit's t) into `out`; throws
// std::invalid_argument for a number that is not finite.
void WriteOutcome(const Outcome& outcome, const std::string& where, SceneJson& out);

}  // namespace harness
