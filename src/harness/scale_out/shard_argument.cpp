#include "harness/scale_out/shard_argument.h"

#include <charconv>

namespace harness {
namespace {

// "12" as 12; nullopt for anything but a whole decimal number that fits.
std::optional<int> WholeNumber(const std::string& text) {
  int value = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (text.empty() || ec != std::errc() || ptr != end) {
    return std::nullopt;
  }
  return value;
}

}  // namespace

std::optional<collide::Shard> ParseShard(const std::string& text, std::string* error) {
  const std::size_t slash = text.find('/');
  const std::optional<int> k =
      slash == std::string::npos ? std::nullopt : WholeNumber(text.substr(0, slash));
  const std::optional<int> n =
      slash == std::string::npos ? std::nullopt : WholeNumber(text.substr(slash + 1));
  if (!k || !n || *n < 1 || *n > collide::kMaxShards || *k < 1 || *k > *n) {
    // Appended, not chained with +: GCC 12 misreads the chain (a false
    // -Warray-bounds under -Werror).
    std::string message = "option --shard needs K/N, the K-th of N shards, with 1 <= K <= N <= ";
    message.append(std::to_string(collide::kMaxShards))
        .append(", got \"")
        .append(text)
        .append("\"");
    *error = std::move(message);
    return std::nullopt;
  }
  return collide::Shard{*k, *n};
}

std::string ShardText(collide::Shard shard) {
  return std::to_string(shard.index) + "/" + std::to_string(shard.count);
}

std::string ShardArgument(collide::Shard shard) {
  return " --shard " + ShardText(shard);
}

}  // namespace harness
