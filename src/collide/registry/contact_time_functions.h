#pragma once

// Ball-ball time-of-impact functions of other authors (a plugin's
// cl_ball_ball_time_of_impact), one per origin: what the pair-test
// registry is for shapes at rest, for balls that move. A sample whose
// expectations are contact times (moving balls) checks them again under
// an origin's function, as a static sample checks its pairs under an
// origin's pair tests.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "collide/motion/time_of_impact.h"

namespace collide {

struct ContactTimeFunction {
  std::string origin;  // whose: a plugin's name
  std::string name;    // the function, for messages: "cl_ball_ball_time_of_impact"
  // The first contact of a and b within [0, dt], or nullopt. May throw
  // PairTestError (pair_tests.h) when it could not answer.
  std::function<std::optional<double>(const MovingSphere& a, const MovingSphere& b, double dt)> run;
};

class ContactTimeFunctions {
 public:
  // The process-wide set that plugins add to and samples read.
  static ContactTimeFunctions& Global();

  // Throws std::invalid_argument when the origin already has one.
  void Add(ContactTimeFunction function);
  void Remove(const std::string& origin);
  // Valid until the next Add or Remove; nullptr when the origin has none.
  const ContactTimeFunction* Find(const std::string& origin) const;
  // Every origin with a function, in the order they were added.
  std::vector<std::string> Origins() const;
  // Counts the Adds and Removes that changed the set (a plugin loaded,
  // reloaded or dropped): a sample that checked under these functions
  // checks again when it differs from what it saw.
  std::uint64_t generation() const { return generation_; }

 private:
  std::vector<ContactTimeFunction> functions_;
  std::uint64_t generation_ = 0;
};

}  // namespace collide
