#include "harness/plugins/plugin_host.h"

#include <dlfcn.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "harness/plugins/plugin_functions.h"
#include "harness/plugins/plugin_wire.h"

namespace harness::plugins {
namespace {

// plugin.h's structs are doubles only, so a call's doubles are its structs;
// each signature is called through its own pointer type.
using TestFn = int (*)(const void*, const void*);
using OutFn = int (*)(const void*, const void*, void*);
using ImpactFn = int (*)(const void*, const void*, const void*, const void*, double, double*);
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

std::int32_t Call(const PluginFunction& function, void* fn, const std::vector<double>& in,
                  std::vector<double>& out) {
  const std::size_t first = DoublesOf(function.a);
  switch (function.signature) {
    case Signature::kTest:
      return reinterpret_cast<TestFn>(fn)(in.data(), in.data() + first);
    case Signature::kClosestPoint:
    case Signature::kCast:
    case Signature::kCastHit:  // cl_hit is seven doubles
      return reinterpret_cast<OutFn>(fn)(in.data(), in.data() + first, out.data());
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
    in.assign(ArgumentDoubles(function), 0.0);
    out.assign(ResultDoubles(function) + 1, std::numeric_limits<double>::quiet_NaN());
    if (ReadAll(fd, in.data(), in.size() * sizeof(double), std::nullopt) != ReadStatus::kOk) {
      return 0;
    }
    const std::int32_t result = Call(function, loaded.functions[index], in, out);
    if (!WriteAll(fd, &result, sizeof result) ||
        !WriteAll(fd, out.data(), ResultDoubles(function) * sizeof(double))) {
      return 0;
    }
  }
}

}  // namespace harness::plugins
