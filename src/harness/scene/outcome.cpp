#include "harness/scene/outcome.h"

#include "collide/shapes/overloaded.h"

namespace harness {

std::string_view OutcomeKey(const Outcome& outcome) {
  return std::visit(collide::Overloaded{
                        [](const Intersects&) { return "intersects"; },
                        [](const ContactTime&) { return "contact_time"; },
                        [](const Contains&) { return "contains"; },
                        [](const ClosestPoint&) { return "closest_point"; },
                        [](const Side&) { return "side"; },
                        [](const Hit&) { return "hit"; },
                        [](const MeetingPoint&) { return "point"; },
                    },
                    outcome);
}

bool TakesTolerance(const Outcome& outcome) {
  if (const auto* hit = std::get_if<Hit>(&outcome)) {
    return hit->t.has_value();
  }
  return std::holds_alternative<ContactTime>(outcome) ||
         std::holds_alternative<ClosestPoint>(outcome) ||
         std::holds_alternative<MeetingPoint>(outcome);
}

double DefaultTolerance(const Outcome& outcome) {
  return std::holds_alternative<ContactTime>(outcome) || std::holds_alternative<Intersects>(outcome)
             ? kDefaultContactTimeTolerance
             : kDefaultPointOutcomeTolerance;
}

}  // namespace harness
