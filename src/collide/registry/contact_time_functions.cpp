#include "collide/registry/contact_time_functions.h"

#include <algorithm>
#include <stdexcept>

namespace collide {

ContactTimeFunctions& ContactTimeFunctions::Global() {
  static ContactTimeFunctions functions;
  return functions;
}

void ContactTimeFunctions::Add(ContactTimeFunction function) {
  if (Find(function.origin) != nullptr) {
    throw std::invalid_argument("a ball-ball time of impact from \"" + function.origin +
                                "\" is already registered");
  }
  functions_.push_back(std::move(function));
  ++generation_;
}

void ContactTimeFunctions::Remove(const std::string& origin) {
  if (std::erase_if(functions_, [&](const ContactTimeFunction& function) {
        return function.origin == origin;
      }) > 0) {
    ++generation_;
  }
}

std::vector<std::string> ContactTimeFunctions::Origins() const {
  std::vector<std::string> origins;
  origins.reserve(functions_.size());
  for (const ContactTimeFunction& function : functions_) {
    origins.push_back(function.origin);
  }
  return origins;
}

const ContactTimeFunction* ContactTimeFunctions::Find(const std::string& origin) const {
  const auto found =
      std::find_if(functions_.begin(), functions_.end(),
                   [&](const ContactTimeFunction& function) { return function.origin == origin; });
  return found == functions_.end() ? nullptr : &*found;
}

}  // namespace collide
