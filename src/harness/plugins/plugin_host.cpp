#include "harness/plugins/plugin_host.h"

#include <dlfcn.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <limits>
#include <vector>

#include "collision_lab/plugin.h"
#include "harness/plugins/plugin_functions.h"
#include "harness/plugins/plugin_wire.h"

namespace harness::plugins {
namespace {

// plugin.h's structs are doubles only, so a call's doubles are its structs;
// each signature is called through its own pointer type.
using TestFn = int (*)(const void*, const void*);
using OutFn = int (*)(const void*, const void*, void*);
using ImpactFn = int (*)(const void*, const void*, const void*, const void*, double, double*);
using CastFn = int (*)(const void*, const void*, const void*, void*);
using AbiFn = int (*)();
using NameFn = const char* (*)();

struct Loaded {
  void* library = nullptr;
  int abi = -1;
  std::string name_or_reason;
  std::vector<void*> functions;  // by PluginFunctions() index; null when absent
};

Loaded Load(const std::string& path) {
  Loaded loaded;
  // RTLD_NOW: a missing symbol fails here, named, not at the first call.
  loaded.library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (loaded.library == nullptr) {
    const char* why = dlerror();
    loaded.name_or_reason = why != nullptr ? why : "dlopen failed";
    return loaded;
  }
  const auto abi = reinterpret_cast<AbiFn>(dlsym(loaded.library, "cl_plugin_abi"));
  if (abi == nullptr) {
    loaded.name_or_reason = "it has no cl_plugin_abi function (not a Collision Lab plugin)";
    return loaded;
  }
  loaded.abi = abi();
  const auto name = reinterpret_cast<NameFn>(dlsym(loaded.library, "cl_plugin_name"));
  const char* named = name != nullptr ? name() : nullptr;
  loaded.name_or_reason = named != nullptr ? std::string(named) : "";
  for (const PluginFunction& function : PluginFunctions()) {
    loaded.functions.push_back(dlsym(loaded.library, std::string(function.name).c_str()));
  }
  return loaded;
}

bool SendHello(int fd, const Loaded& loaded) {
  const std::uint32_t ok = loaded.abi >= 0 ? 1 : 0;
  const std::int32_t abi = loaded.abi;
  std::vector<std::uint32_t> present;
  for (std::size_t i = 0; i < loaded.functions.size(); ++i) {
    if (loaded.functions[i] != nullptr) {
      present.push_back(static_cast<std::uint32_t>(i));
    }
  }
  const auto count = static_cast<std::uint32_t>(present.size());
  return WriteAll(fd, &kHelloMagic, sizeof kHelloMagic) && WriteAll(fd, &ok, sizeof ok) &&
         WriteAll(fd, &abi, sizeof abi) && WriteString(fd, loaded.name_or_reason) &&
         WriteAll(fd, &count, sizeof count) &&
         WriteAll(fd, present.data(), present.size() * sizeof(std::uint32_t));
}

// The argument at `at` as the C function takes it: a pointer into the
// call's doubles, or for a hull a cl_hull made in `hulls` pointing there.
const void* StructAt(collide::ShapeKind kind, const std::vector<double>& in, std::size_t at,
                     std::array<cl_hull, 2>& hulls, std::size_t& hull_count) {
  if (AbiKindName(kind) == "hull") {
    cl_hull& hull = hulls[hull_count++];
    hull.count = static_cast<int>(in[at]);
    hull.points = reinterpret_cast<const cl_vec3*>(in.data() + at + 1);
    return &hull;
  }
  return in.data() + at;
}

// A cl_contacts as the wire's 20 doubles: normal, points, depths, count.
void Flatten(const cl_contacts& contacts, std::vector<double>& out) {
  out.assign({contacts.normal.x, contacts.normal.y, contacts.normal.z});
  for (const cl_vec3& p : contacts.points) {
    out.insert(out.end(), {p.x, p.y, p.z});
  }
  out.insert(out.end(), std::begin(contacts.depths), std::end(contacts.depths));
  out.push_back(static_cast<double>(contacts.count));
}

std::int32_t Call(const PluginFunction& function, void* fn, const std::vector<double>& in,
                  const std::vector<std::size_t>& at, std::vector<double>& out) {
  std::array<cl_hull, 2> hulls{};
  std::size_t hull_count = 0;
  const void* a = StructAt(function.a, in, at[0], hulls, hull_count);
  switch (function.signature) {
    case Signature::kTest:
      return reinterpret_cast<TestFn>(fn)(a, StructAt(function.b, in, at[1], hulls, hull_count));
    case Signature::kClosestPoint:
    case Signature::kCast:
    case Signature::kCastHit:      // cl_hit is seven doubles
    case Signature::kDistance:     // cl_distance_result too
    case Signature::kPenetration:  // cl_penetration four
      return reinterpret_cast<OutFn>(fn)(a, StructAt(function.b, in, at[1], hulls, hull_count),
                                         out.data());
    case Signature::kContacts: {
      // Not doubles only (its count is an int): filled, then flattened.
      cl_contacts contacts{};
      contacts.count = -1;  // unset: the app reads it as out of range
      const std::int32_t result = reinterpret_cast<OutFn>(fn)(
          a, StructAt(function.b, in, at[1], hulls, hull_count), &contacts);
      Flatten(contacts, out);
      return result;
    }
    case Signature::kShapeCast:
      return reinterpret_cast<CastFn>(fn)(
          a, in.data() + at[1], StructAt(function.b, in, at[2], hulls, hull_count), out.data());
    case Signature::kTimeOfImpact:
      return reinterpret_cast<ImpactFn>(fn)(in.data(), in.data() + 4, in.data() + 7, in.data() + 11,
                                            in[14], out.data());
  }
  return -1;
}

}  // namespace

int ServePlugin(const std::string& path, int fd) {
  const Loaded loaded = Load(path);
  if (!SendHello(fd, loaded) || loaded.abi < 0) {
    return 1;
  }
  const auto functions = PluginFunctions();
  std::vector<double> in;
  std::vector<double> out;
  while (true) {
    std::uint32_t index = 0;
    if (ReadAll(fd, &index, sizeof index, std::nullopt) != ReadStatus::kOk) {
      return 0;  // the app closed its end: done
    }
    if (index >= functions.size() || loaded.functions[index] == nullptr) {
      return 1;  // the app sends only what the hello listed
    }
    const PluginFunction& function = functions[index];
    std::uint32_t count = 0;
    if (ReadAll(fd, &count, sizeof count, std::nullopt) != ReadStatus::kOk) {
      return 0;
    }
    if (count > kMaxCallDoubles) {
      return 1;  // not our app: the stream cannot be trusted
    }
    in.assign(count, 0.0);
    out.assign(ResultDoubles(function) + 1, std::numeric_limits<double>::quiet_NaN());
    if (ReadAll(fd, in.data(), in.size() * sizeof(double), std::nullopt) != ReadStatus::kOk) {
      return 0;
    }
    const std::optional<std::vector<std::size_t>> at = ArgumentOffsets(function, in);
    if (!at) {
      return 1;  // the app sends only calls that fit
    }
    const std::int32_t result = Call(function, loaded.functions[index], in, *at, out);
    if (!WriteAll(fd, &result, sizeof result) ||
        !WriteAll(fd, out.data(), ResultDoubles(function) * sizeof(double))) {
      return 0;
    }
  }
}

}  // namespace harness::plugins
