#include "harness/plugins/plugin.h"

#include <sys/stat.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "collide/registry/contact_queries.h"
#include "collide/registry/contact_time_functions.h"
#include "collide/registry/sweep.h"
#include "collision_lab/plugin.h"
#include "harness/plugins/elf_exports.h"
#include "harness/plugins/narrow_phase_answers.h"
#include "harness/plugins/plugin_shapes.h"
#include "harness/plugins/temporary_copies.h"

namespace harness::plugins {
namespace {

namespace fs = std::filesystem;

// Refuses what is plainly not a shared library before a helper is started:
// dlopen's own words for these are less clear.
void CheckFile(const std::string& file) {
  std::error_code ec;
  const fs::file_status status = fs::status(file, ec);
  if (!fs::exists(status)) {
    throw PluginLoadError(file, "no such file");
  }
  if (fs::is_directory(status)) {
    throw PluginLoadError(file, "is a directory, not a shared library");
  }
  char magic[4] = {};
  std::ifstream in(file, std::ios::binary);
  if (!in.read(magic, sizeof magic) || magic[0] != 0x7f || magic[1] != 'E' || magic[2] != 'L' ||
      magic[3] != 'F') {
    throw PluginLoadError(file, "not a shared library (no ELF header)");
  }
}

// A folder of its own for the copy, so that the copy keeps the file's name
// (dlerror and the panel quote it) and two loads never share a path.
std::string CopyToFreshFolder(const std::string& file, std::string& folder) {
  const char* tmp = std::getenv("TMPDIR");
  std::string pattern =
      std::string(tmp != nullptr && *tmp != '\0' ? tmp : "/tmp") + "/collision-lab-plugin-XXXXXX";
  if (mkdtemp(pattern.data()) == nullptr) {
    throw PluginLoadError(file, "could not make a temporary folder for its copy (" + pattern + ")");
  }
  folder = pattern;
  const std::string copy = folder + "/" + fs::path(file).filename().string();
  std::error_code ec;
  if (!fs::copy_file(file, copy, ec)) {
    throw PluginLoadError(file, "could not copy it to " + copy + ": " + ec.message());
  }
  return copy;
}

std::string Inputs(const collide::StaticShape& a, const collide::StaticShape& b) {
  return " on " + DescribeForReport(a) + " and " + DescribeForReport(b);
}

[[noreturn]] void Fail(std::string_view function, const std::string& what,
                       const std::string& inputs,
                       collide::NoAnswer why = collide::NoAnswer::kBadAnswer) {
  throw collide::PairTestError(std::string(function) + " " + what + inputs, why);
}

// Why a call that did not answer failed, as the tables count it.
collide::NoAnswer NoAnswerOf(CallStatus status) {
  return status == CallStatus::kTimedOut ? collide::NoAnswer::kHung : collide::NoAnswer::kCrashed;
}

std::string Moving(const collide::MovingSphere& ball) {
  return DescribeForReport(collide::StaticShape(collide::Sphere{ball.center, ball.radius})) +
         " moving (" + ExactNumber(ball.velocity.x) + ", " + ExactNumber(ball.velocity.y) + ", " +
         ExactNumber(ball.velocity.z) + ")";
}

void AppendBall(const collide::MovingSphere& ball, std::vector<double>& arguments) {
  arguments.insert(arguments.end(), {ball.center.x, ball.center.y, ball.center.z, ball.radius,
                                     ball.velocity.x, ball.velocity.y, ball.velocity.z});
}

std::string VectorText(const collide::Vec3& v) {
  return "(" + ExactNumber(v.x) + ", " + ExactNumber(v.y) + ", " + ExactNumber(v.z) + ")";
}

// A cl_hit's point and normal, which must be finite, the normal of unit
// length (within 1e-6): what the harness compares with its own.
void ReadFullHit(const PluginFunction& function, const CallResult& result,
                 const std::string& inputs, collide::RayHit& hit) {
  const collide::Vec3 point(result.out[1], result.out[2], result.out[3]);
  const collide::Vec3 normal(result.out[4], result.out[5], result.out[6]);
  const auto finite = [](const collide::Vec3& v) {
    return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
  };
  if (!finite(point) || !finite(normal)) {
    Fail(function.name,
         "returned 1 with the point " + VectorText(point) + " and the normal " +
             VectorText(normal) + " (not finite)",
         inputs);
  }
  const double length = glm::length(normal);
  if (!(std::abs(length - 1.0) <= 1e-6)) {
    Fail(function.name,
         "returned 1 with the normal " + VectorText(normal) + " of length " + ExactNumber(length) +
             " (not a unit normal)",
         inputs);
  }
  hit.point = point;
  hit.normal = normal;
}

collide::Answer ReadAnswer(const PluginFunction& function, const CallResult& result,
                           const collide::StaticShape& a, const std::string& inputs) {
  if (result.value != 0 && result.value != 1) {
    Fail(function.name, "returned " + std::to_string(result.value) + " (not 0 or 1)", inputs);
  }
  switch (function.signature) {
    case Signature::kDistance:
    case Signature::kPenetration:
    case Signature::kContacts:
    case Signature::kShapeCast:
      return ReadNarrowPhaseAnswer(function, result, inputs);
    case Signature::kTest:
      return result.value == 1;
    case Signature::kClosestPoint: {
      const collide::Vec3 point(result.out[0], result.out[1], result.out[2]);
      if (result.value == 0) {
        Fail(function.name, "returned 0 (a closest point always exists)", inputs);
      }
      if (!std::isfinite(point.x) || !std::isfinite(point.y) || !std::isfinite(point.z)) {
        Fail(function.name,
             "gave the point (" + ExactNumber(point.x) + ", " + ExactNumber(point.y) + ", " +
                 ExactNumber(point.z) + "), which is not finite,",
             inputs);
      }
      return point;
    }
    case Signature::kCast:
    case Signature::kCastHit:
    case Signature::kTimeOfImpact:
      break;
  }
  if (result.value == 0) {
    return std::optional<collide::RayHit>();
  }
  const double t = result.out[0];
  if (!std::isfinite(t) || t < 0.0) {
    Fail(function.name, "returned 1 with t = " + ExactNumber(t) + " (not a finite t >= 0)", inputs);
  }
  collide::Vec3 origin(0.0);
  collide::Vec3 direction(0.0);
  if (const auto* ray = a.As<collide::Ray>()) {
    origin = ray->origin;
    direction = ray->direction;
  } else if (const auto* segment = a.As<collide::Segment>()) {
    origin = segment->start;
    const double length = glm::length(segment->end - segment->start);
    direction = length > 0.0 ? (segment->end - segment->start) / length : collide::Vec3(0.0);
  }
  collide::RayHit hit;
  hit.t = t;
  hit.point = origin + t * direction;  // and no normal: a t-only cast gives none
  if (function.signature == Signature::kCastHit) {
    ReadFullHit(function, result, inputs, hit);
  }
  return std::optional<collide::RayHit>(hit);
}

}  // namespace

FileStamp StampOf(const std::string& file) {
  FileStamp stamp;
  struct stat info {};
  if (stat(file.c_str(), &info) != 0) {
    return stamp;
  }
  stamp.exists = true;
  stamp.inode = info.st_ino;
  stamp.size = info.st_size;
  stamp.modified_ns =
      static_cast<std::int64_t>(info.st_mtim.tv_sec) * 1'000'000'000 + info.st_mtim.tv_nsec;
  return stamp;
}

std::string PluginTestId(const std::string& name) {
  return "plugin:" + name;
}

std::unique_ptr<Plugin> Plugin::Load(const std::string& file, const PluginSettings& settings) {
  CheckFile(file);
  std::unique_ptr<Plugin> plugin(new Plugin());
  plugin->file_ = file;
  plugin->stamp_ = StampOf(file);
  const std::string copy = CopyToFreshFolder(file, plugin->copy_dir_);
  plugin->copy_entry_ = RememberTemporaryCopy(plugin->copy_dir_, copy);
  plugin->process_ =
      std::make_unique<PluginProcess>(settings.host, copy, settings.timeout, settings.memory_mb);
  std::string why;
  const std::optional<HostHello> hello = plugin->process_->Start(why);
  if (!hello) {
    throw PluginLoadError(file, why);
  }
  if (!hello->loaded) {
    throw PluginLoadError(file, hello->name_or_reason);
  }
  if (hello->abi != CL_PLUGIN_ABI) {
    throw PluginLoadError(file, "it is ABI " + std::to_string(hello->abi) +
                                    "; this Collision Lab takes ABI " +
                                    std::to_string(CL_PLUGIN_ABI) +
                                    " (rebuild it against include/collision_lab/plugin.h)");
  }
  plugin->name_ =
      !hello->name_or_reason.empty() ? hello->name_or_reason : fs::path(file).stem().string();
  plugin->process_->set_output_label(plugin->name_);
  plugin->functions_ = hello->functions;
  plugin->warnings_ = UnknownAbiExports(ExportedFunctions(file));
  if (plugin->functions_.empty()) {
    // Nothing would be checked, and a check that checks nothing passes.
    std::string why = "it serves no function of the ABI (include/collision_lab/plugin.h)";
    for (const std::string& warning : plugin->warnings_) {
      why += "; " + warning;
    }
    throw PluginLoadError(file, why);
  }
  plugin->hung_.assign(PluginFunctions().size(), "");
  return plugin;
}

Plugin::~Plugin() {
  process_.reset();  // the helper first: it has the copy open
  if (!copy_dir_.empty()) {
    std::error_code ec;
    fs::remove_all(copy_dir_, ec);
  }
  ForgetTemporaryCopy(copy_entry_);
}

void Plugin::Register(collide::PairTestRegistry& registry,
                      collide::ContactTimeFunctions& contact_times) {
  for (std::size_t index : functions_) {
    if (AnsweredThrough(index)) {
      continue;  // its pair is checked through the same cast with the hit in full
    }
    try {
      if (PluginFunctions()[index].signature == Signature::kTimeOfImpact) {
        contact_times.Add(ContactTimeOf(index));
      } else if (std::optional<collide::PairTest> test = PairTestOf(index)) {
        registry.Add(std::move(*test));
      } else {
        continue;
      }
    } catch (const std::invalid_argument&) {
      Unregister(registry, contact_times);
      throw PluginLoadError(file_, "another plugin named \"" + name_ + "\" is loaded");
    }
    registered_.push_back(index);
  }
  for (collide::PairTest& test : CastTests()) {
    const collide::ShapeKind still = test.b;
    try {
      registry.Add(std::move(test));
    } catch (const std::invalid_argument&) {
      Unregister(registry, contact_times);
      throw PluginLoadError(file_, "another plugin named \"" + name_ + "\" is loaded");
    }
    cast_still_kinds_.push_back(still);
  }
}

std::optional<collide::PairTest> Plugin::PairTestOf(std::size_t index) {
  const PluginFunction& function = PluginFunctions()[index];
  const auto& kinds = collide::ShapeKinds::Global();
  if (!function.query || kinds.Find(function.a) == nullptr || kinds.Find(function.b) == nullptr) {
    return std::nullopt;  // a kind this build has not got yet (triangles before they land)
  }
  collide::PairTest test;
  test.id = PluginTestId(name_);
  test.a = function.a;
  test.b = function.b;
  test.query = *function.query;
  test.summary = std::string(function.name) + " from " + fs::path(file_).filename().string() +
                 ", run in a helper process";
  test.origin = name_;
  test.run = [this, index](const collide::StaticShape& a, const collide::StaticShape& b) {
    return Run(index, a, b);
  };
  return test;
}

collide::ContactTimeFunction Plugin::ContactTimeOf(std::size_t index) {
  collide::ContactTimeFunction function;
  function.origin = name_;
  function.name = PluginFunctions()[index].name;
  function.run = [this, index](const collide::MovingSphere& a, const collide::MovingSphere& b,
                               double dt) { return RunTimeOfImpact(index, a, b, dt); };
  return function;
}

void Plugin::Unregister(collide::PairTestRegistry& registry,
                        collide::ContactTimeFunctions& contact_times) {
  const auto table = PluginFunctions();
  for (std::size_t index : registered_) {
    if (table[index].signature == Signature::kTimeOfImpact) {
      contact_times.Remove(name_);
    } else {
      registry.Remove(table[index].a, table[index].b, *table[index].query, PluginTestId(name_));
    }
  }
  registered_.clear();
  for (collide::ShapeKind still : cast_still_kinds_) {
    registry.Remove(collide::ShapeKindOf<collide::Sweep>::kValue, still, collide::CastQuery(),
                    PluginTestId(name_));
  }
  cast_still_kinds_.clear();
}

std::optional<std::size_t> Plugin::AnsweredThrough(std::size_t index) const {
  const std::optional<std::size_t> full = FullHitFunctionOf(index);
  if (full && std::find(functions_.begin(), functions_.end(), *full) != functions_.end()) {
    return full;
  }
  return std::nullopt;
}

bool Plugin::Serves(std::size_t index) const {
  return std::find(registered_.begin(), registered_.end(), index) != registered_.end();
}

collide::Answer Plugin::Run(std::size_t index, const collide::StaticShape& a,
                            const collide::StaticShape& b) {
  std::vector<double> arguments;
  if (!AppendAbiDoubles(a, arguments) || !AppendAbiDoubles(b, arguments)) {
    arguments.clear();  // refused below, naming the kind
  }
  return Call(index, std::move(arguments), a, b);
}

collide::Answer Plugin::Call(std::size_t index, std::vector<double> arguments,
                             const collide::StaticShape& a, const collide::StaticShape& b) {
  const PluginFunction& function = PluginFunctions()[index];
  if (!hung_[index].empty()) {
    Fail(function.name,
         "was not called: it " + hung_[index] + " (it is called again once the plugin is rebuilt)",
         "", collide::NoAnswer::kOff);
  }
  if (arguments.empty() || !ArgumentOffsets(function, arguments)) {
    const std::string not_served =
        NotServedByPlugins(NotServedByPlugins(a.kind()).empty() ? b.kind() : a.kind());
    Fail(function.name, "cannot take these shapes" + (not_served.empty() ? "" : ": " + not_served),
         Inputs(a, b));
  }
  const CallResult result = process_->Call(index, arguments);
  if (result.status == CallStatus::kTimedOut) {
    hung_[index] = result.failure + Inputs(a, b);
  }
  if (result.status != CallStatus::kAnswered) {
    Fail(function.name, result.failure, Inputs(a, b), NoAnswerOf(result.status));
  }
  // The inputs in words only for an answer out of range: a hull's thousand
  // points cost more to write than the call (plugin_bench).
  try {
    return ReadAnswer(function, result, a, "");
  } catch (const collide::PairTestError& error) {
    throw collide::PairTestError(error.what() + Inputs(a, b), error.why);
  }
}

std::optional<double> Plugin::RunTimeOfImpact(std::size_t index, const collide::MovingSphere& a,
                                              const collide::MovingSphere& b, double dt) {
  const PluginFunction& function = PluginFunctions()[index];
  const std::string inputs =
      " on " + Moving(a) + " and " + Moving(b) + " within dt = " + ExactNumber(dt);
  if (!hung_[index].empty()) {
    Fail(function.name,
         "was not called: it " + hung_[index] + " (it is called again once the plugin is rebuilt)",
         "", collide::NoAnswer::kOff);
  }
  std::vector<double> arguments;
  AppendBall(a, arguments);
  AppendBall(b, arguments);
  arguments.push_back(dt);
  const CallResult result = process_->Call(index, arguments);
  if (result.status == CallStatus::kTimedOut) {
    hung_[index] = result.failure + inputs;
  }
  if (result.status != CallStatus::kAnswered) {
    Fail(function.name, result.failure, inputs, NoAnswerOf(result.status));
  }
  if (result.value != 0 && result.value != 1) {
    Fail(function.name, "returned " + std::to_string(result.value) + " (not 0 or 1)", inputs);
  }
  if (result.value == 0) {
    return std::nullopt;
  }
  const double t = result.out[0];
  if (!(t >= 0.0 && t <= dt)) {  // NaN fails too
    Fail(function.name, "returned 1 with t = " + ExactNumber(t) + " (not a time in [0, dt])",
         inputs);
  }
  return t;
}

std::string_view FunctionOfTest(const collide::PairTest* test) {
  // A sweep's cast calls the function that takes the sweep's shape: named
  // when one does for the still kind, cl_cast_* when several.
  if (test != nullptr && test->query == collide::CastQuery()) {
    const std::string_view summary(test->summary);
    const std::size_t space = summary.find(' ');
    return summary.substr(space).starts_with(" or ") ? "cl_cast_*" : summary.substr(0, space);
  }
  // Two functions answer a cast (cl_raycast_sphere and _hit): the test's
  // summary starts with the one it calls.
  for (const PluginFunction& function : PluginFunctions()) {
    if (test != nullptr && test->summary.starts_with(std::string(function.name) + " ")) {
      return function.name;
    }
  }
  for (const PluginFunction& function : PluginFunctions()) {
    const bool match = test == nullptr ? function.signature == Signature::kTimeOfImpact
                                       : function.query == test->query && function.a == test->a &&
                                             function.b == test->b;
    if (match) {
      return function.name;
    }
  }
  return "";
}

}  // namespace harness::plugins
