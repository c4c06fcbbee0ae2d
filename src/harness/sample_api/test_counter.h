#pragma once

// The count behind the metrics panel's "collision tests per frame": each
// model or world that runs pair tests holds a TestCounter, and hands it to the
// shell through Sample::test_counter().

#include <cstddef>

namespace harness {

// Collision tests run, counted where they run: a model's or world's pair
// test adds one per call, and the shell reads and clears the count once a
// frame (Sample::test_counter) for the metrics panel. A formula
// over what a sample shows drifts from the code that tests (a panel or a
// drawing that re-tests pairs is missed); a count at the call cannot.
//
// The view and the panels test from const code, so Add is const, and so is
// Reset: the shell resets the count through the const pointer a sample
// gives. The count belongs to the object that ran the tests, not to its
// value: a copy (an undo snapshot) starts at zero and an assignment keeps
// the count it had.
class TestCounter {
 public:
  TestCounter() = default;
  TestCounter(const TestCounter& /*other*/) {}
  TestCounter& operator=(const TestCounter& /*other*/) { return *this; }

  void Add(std::size_t tests = 1) const { count_ += tests; }
  std::size_t count() const { return count_; }
  void Reset() const { count_ = 0; }

 private:
  mutable std::size_t count_ = 0;
};

}  // namespace harness
