#pragma once

// A plugin's narrow-phase answers (plugin.h's cl_distance_result,
// cl_penetration, cl_contacts, cl_cast, as the helper sends them back) read
// as the pair-test registry's (collide/convex/contacts.h), after checking
// them: an answer out of range (a return other than 0 or 1, NaN or an
// infinity, a negative distance or depth, a count outside 0..4, a normal
// not of unit length within 1e-6, a t outside [0, 1]) is the plugin's
// error, never an answer, thrown as collide::PairTestError naming the
// function, what was wrong and the inputs.

#include <string>

#include "collide/registry/answer.h"
#include "harness/plugins/plugin_functions.h"
#include "harness/plugins/plugin_process.h"

namespace harness::plugins {

// How far a unit normal's length may be from 1.
inline constexpr double kUnitNormalSlack = 1e-6;

// The answer of `function` (a kDistance, kPenetration, kContacts or
// kShapeCast signature) in `result`: a collide::ClosestPoints, a
// collide::PenetrationAnswer (nothing when it returned 0: apart), a
// collide::Manifold (count 0 when it returned 0 or said count 0), or a
// std::optional<collide::ShapeCastHit>. `inputs` ends every message
// (" on sphere {...} and capsule {...}"). A penetration's deepest points,
// which cl_penetration has not, are left at the origin.
collide::Answer ReadNarrowPhaseAnswer(const PluginFunction& function, const CallResult& result,
                                      const std::string& inputs);

}  // namespace harness::plugins
