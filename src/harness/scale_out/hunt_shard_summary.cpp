#include "harness/scale_out/hunt_shard_summary.h"

#include <nlohmann/json.hpp>

#include "harness/scene/json_reader.h"

namespace harness {
namespace {

nlohmann::ordered_json PairJson(const ShardPairSummary& pair) {
  nlohmann::ordered_json json;
  json["heading"] = pair.heading;
  json["cases_tried"] = pair.cases_tried;
  json["disagreements"] = pair.disagreements;
  json["first_case"] = pair.first_case;
  json["file"] = pair.file;
  json["file_error"] = pair.file_error;
  return json;
}

// A member of `json` (an object) of the type asked, or an InputError.
template <typename T>
T Member(const nlohmann::json& json, const std::string& key, const std::string& path,
         const std::string& file) {
  if (!json.is_object() || !json.contains(key)) {
    throw InputError(file, path, "is missing \"" + key + "\"");
  }
  try {
    return json.at(key).get<T>();
  } catch (const nlohmann::json::exception&) {
    throw InputError(file, path + "." + key, "has the wrong type");
  }
}

}  // namespace

std::string WriteShardSummary(const ShardSummary& summary) {
  nlohmann::ordered_json json;
  json["format"] = kHuntShardSummaryFormat;
  json["hunt"] = summary.hunt;
  json["command"] = summary.command;
  json["seed"] = summary.seed;
  json["cases"] = summary.cases;
  json["shard"] = summary.shard.index;
  json["shards"] = summary.shard.count;
  json["exit_status"] = summary.exit_status;
  json["nothing_to_compare"] = summary.nothing_to_compare;
  json["pairs"] = nlohmann::ordered_json::array();
  for (const ShardPairSummary& pair : summary.pairs) {
    json["pairs"].push_back(PairJson(pair));
  }
  return json.dump(2) + "\n";
}

ShardSummary ReadShardSummary(const std::string& text, const std::string& file) {
  const nlohmann::json json = ParseStrictJson(text, file);
  if (Member<std::string>(json, "format", "summary", file) != kHuntShardSummaryFormat) {
    throw InputError(file, "format",
                     std::string("is not \"") + kHuntShardSummaryFormat + "\" (another version?)");
  }
  ShardSummary summary;
  summary.hunt = Member<std::string>(json, "hunt", "summary", file);
  summary.command = Member<std::string>(json, "command", "summary", file);
  summary.seed = Member<std::uint64_t>(json, "seed", "summary", file);
  summary.cases = Member<long long>(json, "cases", "summary", file);
  summary.shard = {Member<int>(json, "shard", "summary", file),
                   Member<int>(json, "shards", "summary", file)};
  summary.exit_status = Member<int>(json, "exit_status", "summary", file);
  summary.nothing_to_compare = Member<std::string>(json, "nothing_to_compare", "summary", file);
  const auto pairs = Member<std::vector<nlohmann::json>>(json, "pairs", "summary", file);
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    const std::string path = "pairs[" + std::to_string(i) + "]";
    summary.pairs.push_back({Member<std::string>(pairs[i], "heading", path, file),
                             Member<long long>(pairs[i], "cases_tried", path, file),
                             Member<long long>(pairs[i], "disagreements", path, file),
                             Member<long long>(pairs[i], "first_case", path, file),
                             Member<std::string>(pairs[i], "file", path, file),
                             Member<std::string>(pairs[i], "file_error", path, file)});
  }
  if (summary.shard.count < 1 || summary.shard.count > collide::kMaxShards) {
    throw InputError(file, "shards", "is not from 1 to " + std::to_string(collide::kMaxShards));
  }
  if (summary.shard.index < 1 || summary.shard.index > summary.shard.count) {
    throw InputError(file, "shard", "is not from 1 to \"shards\"");
  }
  return summary;
}

}  // namespace harness
