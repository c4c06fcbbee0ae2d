#pragma once

// The Application's side of "nothing lost without asking", without GL or
// ImGui so that a unit test reaches it: which shell commands drop the
// sample's state (a switch, a restart, a scene opened), gathered over a
// frame, and whether the gathered action runs at the next frame's start or
// waits for the UnsavedGuard's question because the undo history holds
// edits not saved as a test case. Quitting joins the gathered action from
// the window's close (Application::CatchWindowClose).

#include <cstdint>
#include <optional>

#include "harness/shell/shell_commands.h"
#include "harness/shell/undo_history.h"
#include "harness/shell/unsaved_guard.h"

namespace harness {

// Adds `action` to `gathered` when it drops the sample's state, and says
// whether it did. `current` is the shown sample's index among `count`: the
// next and previous sample wrap around, and so does a switch's index.
bool GatherStateDropping(const ShellAction& action, int current, int count,
                         StateDroppingAction* gathered);

// At a frame's start: takes what was gathered (leaving it empty) and gives
// it back to run now when `history` has nothing unsaved at the sample's
// `revision`; otherwise `guard` holds it and asks. Nothing gathered:
// nothing to run.
std::optional<StateDroppingAction> ReleaseStateDropping(StateDroppingAction* gathered,
                                                        UnsavedGuard& guard,
                                                        const UndoHistory& history,
                                                        std::uint64_t revision);

}  // namespace harness
