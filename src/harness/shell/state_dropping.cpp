#include "harness/shell/state_dropping.h"

#include <utility>

namespace harness {
namespace {

int Wrapped(int index, int count) {
  return count == 0 ? 0 : ((index % count) + count) % count;
}

}  // namespace

bool GatherStateDropping(const ShellAction& action, int current, int count,
                         StateDroppingAction* gathered) {
  switch (action.command) {
    case ShellCommand::kOpenScene:
      gathered->scenes.push_back(action.scene);
      return true;
    case ShellCommand::kSwitchSample:
      gathered->switch_to = Wrapped(action.sample, count);
      return true;
    case ShellCommand::kNextSample:
      gathered->switch_to = Wrapped(current + 1, count);
      return true;
    case ShellCommand::kPreviousSample:
      gathered->switch_to = Wrapped(current - 1, count);
      return true;
    case ShellCommand::kRestart:
      gathered->restart = true;
      return true;
    default:
      return false;
  }
}

std::optional<StateDroppingAction> ReleaseStateDropping(StateDroppingAction* gathered,
                                                        UnsavedGuard& guard,
                                                        const UndoHistory& history,
                                                        std::uint64_t revision) {
  StateDroppingAction asked = std::exchange(*gathered, StateDroppingAction{});
  if (asked.empty()) {
    return std::nullopt;
  }
  return guard.Request(std::move(asked), history.HasUnsavedChanges(revision));
}

}  // namespace harness
