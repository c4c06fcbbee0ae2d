#include "harness/runners/explain_runner.h"

#include <memory>
#include <optional>
#include <string>

#include "harness/layout_engine/layout.h"
#include "harness/layout_engine/why.h"
#include "harness/sample_api/headless_host.h"
#include "harness/sample_api/sample_registry.h"
#include "harness/sample_api/scene_sample.h"
#include "harness/scene/json_reader.h"

namespace harness {
namespace {

// The scene of the sample as it opens: what its shapes are and what it
// expects of them. Throws WhyError for an unknown sample or one that holds
// no static shapes (a simulation's balls are not pairs of the registry).
Scene SceneOfSample(const std::string& id) {
  const SampleInfo* info = SampleRegistry::Get().Find(id);
  if (info == nullptr) {
    throw WhyError("unknown sample \"" + id + "\"; valid ids: " + SampleRegistry::Get().IdList());
  }
  HeadlessHost host;
  const std::unique_ptr<Sample> sample = info->create(host);
  std::optional<Scene> scene = sample->SceneToSave("", false);
  if (!scene) {
    throw WhyError("sample \"" + id + "\" has no pairs of shapes at rest to explain (" +
                   sample->CannotSaveReason() + ")");
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

}  // namespace

int RunExplain(const Options& options, std::ostream& out, std::ostream& err) {
  try {
    const Scene scene = options.scenes.empty() ? SceneOfSample(options.sample)
                                               : LoadSampleScene(options.scenes.front());
    const StaticLayout layout = LayoutToExplain(scene);
    const std::optional<std::string> algorithm =
        options.algorithm.empty() ? std::nullopt : std::optional<std::string>(options.algorithm);
    const std::vector<std::string>& ids = options.pair;
    const Why why = ids.size() == 3 ? ExplainTriple(layout, ids[0], ids[1], ids[2], algorithm)
                                    : ExplainPair(layout, ids.at(0), ids.at(1), algorithm);
    for (const std::string& line : WhyLines(why))
      out << line << '\n';
    out.flush();
    return kExitOk;
  } catch (const WhyError& e) {
    err << "Error: " << e.what() << '\n';
  } catch (const InputError& e) {
    err << "Error: " << e.what() << '\n';
  }
  return kExitBadInput;
}

}  // namespace harness
