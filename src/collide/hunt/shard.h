#pragma once

// One of N deterministic slices of numbered work, for batch engines that
// run the same command on many machines (docs/scale-out.md): `--shard K/N`
// takes the K-th contiguous slice of the hunt's case numbers (each pair of
// algorithms the same slice) and of --check's scenes. The slices of
// K = 1 .. N are disjoint and cover every item, in order, so their findings
// together are a whole run's, and the earliest shard that found something
// holds the run's first finding.

#include <cstdint>

namespace collide {

// The most slices --shard takes: more than any batch engine's array.
inline constexpr int kMaxShards = 100000;

// The K-th of N slices: 1 <= index <= count <= kMaxShards.
struct Shard {
  int index = 1;
  int count = 1;
};

// Items [begin, end) of a numbered whole.
struct ItemSlice {
  std::int64_t begin = 0;
  std::int64_t end = 0;
};

// The slice of items 0 .. items - 1 that `shard` takes: from
// floor((K - 1) * items / N) to floor(K * items / N), so slices differ in
// length by one at most, and a slice is empty when there are fewer items
// than shards.
ItemSlice ShardSlice(std::int64_t items, Shard shard);

}  // namespace collide
