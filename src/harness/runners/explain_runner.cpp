#include "harness/runners/explain_runner.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "harness/layout_engine/layout.h"
#include "harness/layout_engine/why.h"
#include "harness/moving_spheres/ball_layout.h"
#include "harness/moving_spheres/ball_why.h"
#include "harness/moving_spheres/sweep_layout.h"
#include "harness/moving_spheres/sweep_why.h"
#include "harness/sample_api/headless_host.h"
#include "harness/sample_api/sample_registry.h"
#include "harness/sample_api/scene_sample.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"

namespace harness {
namespace {

// Its spheres move against shapes at rest, each pair by four searches
// (moving_spheres/sweep_layout.h): not a ball world.
constexpr const char* kImpactSearchSample = "impact-search";

// The sample as it opens; throws WhyError for an unknown id.
std::unique_ptr<Sample> OpenSample(const std::string& id, HeadlessHost& host) {
  const SampleInfo* info = SampleRegistry::Get().Find(id);
  if (info == nullptr) {
    throw WhyError("unknown sample \"" + id + "\"; valid ids: " + SampleRegistry::Get().IdList());
  }
  return info->create(host);
}

// The scene of the sample as it opens: what its shapes are and what it
// expects of them. Throws WhyError for an unknown sample or one that holds
// no static shapes (a simulation's balls are not pairs of the registry).
Scene SceneOfSample(const Sample& sample, const std::string& id) {
  std::optional<Scene> scene = sample.SceneToSave("", false);
  if (!scene) {
    throw WhyError("sample \"" + id + "\" has no pairs of shapes at rest to explain (" +
                   sample.CannotSaveReason() + ")");
  }
  return *scene;
}

// The scene's shapes at rest; throws WhyError for a scene of moving shapes.
StaticLayout LayoutToExplain(const Scene& scene) {
  try {
    return StaticLayoutFromScene(scene);
  } catch (const InputError& e) {
    // A built-in sample's scene has no file to name: its message starts ": ".
    std::string why = e.what();
    if (why.starts_with(": "))
      why.erase(0, 2);
    throw WhyError("sample \"" + scene.sample + "\" has no pairs of shapes at rest to explain (" +
                   why + ")");
  }
}

// Whether the scene's shapes move (velocities, a step, gravity): a ball
// world's pairs are explained by their contact times.
bool HoldsMotion(const Scene& scene) {
  return scene.dt || scene.gravity ||
         std::any_of(scene.shapes.begin(), scene.shapes.end(),
                     [](const SceneShape& shape) { return shape.velocity.has_value(); });
}

// A pair of moving shapes: each contact-time method's steps, for a ball
// world (moving_spheres/ball_why.h) or impact-search's spheres against
// shapes at rest (sweep_why.h).
std::vector<std::string> ExplainMotion(const Scene& scene, const Options& options) {
  if (options.pair.size() != 2)
    throw WhyError("three planes' point is not asked of moving shapes; give --pair A,B");
  const std::optional<std::string> algorithm =
      options.algorithm.empty() ? std::nullopt : std::optional<std::string>(options.algorithm);
  const std::string& a = options.pair[0];
  const std::string& b = options.pair[1];
  if (scene.sample == kImpactSearchSample) {
    return ContactTimeWhyLines(
        ExplainSweep(SweepLayoutFromScene(scene, scene.sample), a, b, algorithm));
  }
  return ContactTimeWhyLines(
      ExplainBalls(BallLayoutFromScene(scene, scene.sample), a, b, algorithm));
}

// What a sample explains itself (Sample::ExplainLines: the octree's rays),
// else nothing.
std::optional<std::vector<std::string>> SamplesOwnLines(const Sample& sample,
                                                        const Options& options) {
  return sample.ExplainLines(options.pair, options.algorithm);
}

void Print(const std::vector<std::string>& lines, std::ostream& out) {
  for (const std::string& line : lines)
    out << line << '\n';
  out.flush();
}

}  // namespace

int RunExplain(const Options& options, std::ostream& out, std::ostream& err) {
  try {
    std::optional<Scene> opened;
    if (options.scenes.empty()) {
      HeadlessHost host;
      const std::unique_ptr<Sample> sample = OpenSample(options.sample, host);
      if (const auto lines = SamplesOwnLines(*sample, options)) {
        Print(*lines, out);
        return kExitOk;
      }
      opened = SceneOfSample(*sample, options.sample);
    }
    const Scene scene = opened ? *opened : LoadSampleScene(options.scenes.front());
    if (HoldsMotion(scene)) {
      Print(ExplainMotion(scene, options), out);
      return kExitOk;
    }
    const StaticLayout layout = LayoutToExplain(scene);
    const std::optional<std::string> algorithm =
        options.algorithm.empty() ? std::nullopt : std::optional<std::string>(options.algorithm);
    const std::vector<std::string>& ids = options.pair;
    const Why why = ids.size() == 3 ? ExplainTriple(layout, ids[0], ids[1], ids[2], algorithm)
                                    : ExplainPair(layout, ids.at(0), ids.at(1), algorithm);
    Print(WhyLines(why), out);
    return kExitOk;
  } catch (const WhyError& e) {
    err << "Error: " << e.what() << '\n';
  } catch (const InputError& e) {
    err << "Error: " << e.what() << '\n';
  } catch (const std::invalid_argument& e) {  // a sample's own (Sample::ExplainLines)
    err << "Error: " << e.what() << '\n';
  }
  return kExitBadInput;
}

}  // namespace harness
