// A plugin's shape casts, cl_cast_A_B(a, translation, b, out): A moved by
// the translation against still B, asked of the sweep kind
// (collide/registry/sweep.h). The ABI names each pair once, the earlier
// kind first, so a sweep whose shape is the later kind is asked the other
// way round: the still shape moved by the opposite translation against the
// sweep's shape, which first touches at the same t; the point then lies
// t * translation back, and the normal is turned.
#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "collide/registry/contact_queries.h"
#include "collide/registry/sweep.h"
#include "harness/plugins/plugin.h"
#include "harness/plugins/plugin_shapes.h"

namespace harness::plugins {
namespace {

using collide::ShapeKind;

struct CastFunction {
  std::size_t index = 0;
  bool reversed = false;  // the ABI's A is the still shape
};

std::vector<double> CastArguments(const collide::StaticShape& moving, const collide::Vec3& by,
                                  const collide::StaticShape& still) {
  std::vector<double> arguments;
  if (!AppendAbiDoubles(moving, arguments)) {
    return {};
  }
  arguments.insert(arguments.end(), {by.x, by.y, by.z});
  if (!AppendAbiDoubles(still, arguments)) {
    return {};
  }
  return arguments;
}

}  // namespace

std::vector<collide::PairTest> Plugin::CastTests() {
  // Each still kind with the casts that take it, in either role.
  std::map<ShapeKind, std::vector<std::string_view>> by_still;
  for (std::size_t index : functions_) {
    const PluginFunction& function = PluginFunctions()[index];
    if (function.signature == Signature::kShapeCast) {
      by_still[function.b].push_back(function.name);
      if (function.a != function.b) {
        by_still[function.a].push_back(function.name);
      }
    }
  }
  std::vector<collide::PairTest> tests;
  for (const auto& [still, names] : by_still) {
    collide::PairTest test;
    test.id = PluginTestId(name_);
    test.a = collide::ShapeKindOf<collide::Sweep>::kValue;
    test.b = still;
    test.query = collide::CastQuery();
    // Begins with the functions' names: FunctionOfTest reads them there.
    for (std::size_t i = 0; i < names.size(); ++i) {
      test.summary += (i == 0 ? "" : " or ") + std::string(names[i]);
    }
    test.summary += " from " + file_ + ", run in a helper process";
    test.origin = name_;
    test.run = [this](const collide::StaticShape& sweep, const collide::StaticShape& other) {
      return RunCast(sweep, other);
    };
    tests.push_back(std::move(test));
  }
  return tests;
}

collide::Answer Plugin::RunCast(const collide::StaticShape& sweep_shape,
                                const collide::StaticShape& still) {
  const collide::Sweep& sweep = sweep_shape.Get<collide::Sweep>();
  const ShapeKind moving = sweep.shape.kind();
  std::optional<CastFunction> found;
  for (std::size_t index : functions_) {
    const PluginFunction& function = PluginFunctions()[index];
    if (function.signature != Signature::kShapeCast) {
      continue;
    }
    if (function.a == moving && function.b == still.kind()) {
      found = CastFunction{index, false};
    } else if (!found && function.a == still.kind() && function.b == moving) {
      found = CastFunction{index, true};
    }
  }
  if (!found) {
    throw collide::PairTestNotCovered(
        "the plugin exports no cast of a " + std::string(AbiKindName(moving)) + " and a " +
        std::string(AbiKindName(still.kind())) + " (cl_cast_" +
        std::string(AbiKindName(std::min(moving, still.kind()))) + "_" +
        std::string(AbiKindName(std::max(moving, still.kind()))) + ")");
  }
  if (!found->reversed) {
    return Call(found->index, CastArguments(sweep.shape, sweep.translation, still), sweep.shape,
                still);
  }
  const collide::Answer answer =
      Call(found->index, CastArguments(still, -sweep.translation, sweep.shape), still, sweep.shape);
  collide::CastAnswer hit = answer.Get<collide::CastAnswer>();
  if (hit) {
    hit->point += sweep.translation * hit->t;
    hit->normal = -hit->normal;
  }
  return hit;
}

}  // namespace harness::plugins
