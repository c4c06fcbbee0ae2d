#include "collide/hunt/shard.h"

namespace collide {

ItemSlice ShardSlice(std::int64_t items, Shard shard) {
  // items is at most a hunt's 100 million cases or a folder's scenes, and
  // count at most kMaxShards: the products fit in 64 bits.
  const std::int64_t count = shard.count;
  return {(shard.index - 1) * items / count, shard.index * items / count};
}

}  // namespace collide
