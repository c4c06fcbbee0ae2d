#pragma once

// Checks of a pair-finding answer (a broad phase's, a tree's) against a
// reference's (brute force's), pair by pair, so that each pair one of them
// misses or adds is a named failing check rather than a count: a sample's
// table holds one expectation per pair that the reference or any answer
// reports, expecting the reference's word, and each is answered by whether
// the answer under check holds the pair. Pairs are (lower id, higher id) of
// any integer ids; every list here is sorted.

#include <algorithm>
#include <cstddef>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "harness/sample_api/check.h"

namespace harness {

// One pair to check: whether the reference reports it.
template <typename Pair>
struct PairToCheck {
  Pair pair;
  bool in_reference = false;
};

// Every pair the sorted `reference` or any of `answers` reports, once each,
// in order.
template <typename Pair>
std::vector<PairToCheck<Pair>> PairsToCheck(const std::vector<Pair>& reference,
                                            const std::vector<std::vector<Pair>>& answers) {
  std::set<Pair> every(reference.begin(), reference.end());
  for (const std::vector<Pair>& answer : answers) {
    every.insert(answer.begin(), answer.end());
  }
  std::vector<PairToCheck<Pair>> pairs;
  pairs.reserve(every.size());
  for (const Pair& pair : every) {
    pairs.push_back({pair, std::binary_search(reference.begin(), reference.end(), pair)});
  }
  return pairs;
}

// Expectation `expectation`: `subject` (the pair's shapes, named by their
// ids) should intersect when `expected`, else not; judged by whether the
// sorted `found` holds the pair, under `algorithm`'s name.
template <typename Pair>
PairCheck PairInSetCheck(std::size_t expectation, const Pair& pair, bool expected,
                         const std::vector<Pair>& found, std::string subject,
                         std::string algorithm) {
  PairCheck check;
  check.expectation = expectation;
  check.a = std::to_string(pair.first);
  check.b = std::to_string(pair.second);
  check.subject = std::move(subject);
  check.algorithm = std::move(algorithm);
  check.expected = Intersects{expected};
  Judge(check, Intersects{std::binary_search(found.begin(), found.end(), pair)});
  return check;
}

}  // namespace harness
