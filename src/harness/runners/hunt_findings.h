#pragma once

// What --hunt and the window's Hunt button (app/hunt_panel.h) share after a
// hunt (collide/hunt/hunt.h): where findings may be written, the line each
// pair of algorithms gets, and the finding written as a scene file
// (hunt_scene.h) that is read back and checked as --check would.

#include <string>
#include <utility>
#include <vector>

#include "collide/hunt/hunt.h"

namespace harness {

// "sphere-sphere": the kinds' ids, as --hunt takes them.
std::string HuntPairLabel(collide::ShapeKind a, collide::ShapeKind b);

// How to find a hunt's cases again: "collision-lab --hunt sphere-sphere
// --plugin libmine.so --cases 20000 --seed 1", with --tolerance,
// --hunt-every-pair and --shard when they are not the defaults.
std::string HuntCommand(const std::string& pair_label, const std::vector<std::string>& plugin_files,
                        const collide::HuntOptions& options);

// Makes `dir` when it is missing; empty when files can be written there,
// else why not, after `what` ("--hunt-out", "the hunt's folder").
std::string HuntDirectoryProblem(const std::string& dir, const std::string& what);

// "sphere-sphere intersects: squared-distance (collision-lab) vs
// plugin:strict (strict)": the pair of algorithms, `label` first.
std::string HuntPairHeading(const std::string& label, const collide::AlgorithmPair& algorithms);

// The heading, then ": 20000 cases, 3 disagreements".
std::string HuntCountsLine(const std::string& heading, long long cases, long long disagreements);

// A hunt's line for one pair of algorithms: HuntCountsLine of its heading.
std::string HuntResultLine(const std::string& label, const collide::HuntResult& result);

// Writes the result's finding into `dir` (HuntFileName), with `command`
// (how to find it again) in its description, and checks that the file
// passes as --check runs it. The path written; an empty string with the
// reason in *error when the file could not be written or does not pass.
std::string WriteHuntFinding(const collide::HuntResult& result, const std::string& dir,
                             const std::string& command, std::string* error);

}  // namespace harness
