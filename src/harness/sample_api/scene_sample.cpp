#include "harness/sample_api/scene_sample.h"

#include "harness/sample_api/sample_registry.h"
#include "harness/scene/json_reader.h"

namespace harness {

void RequireRegisteredSample(const Scene& scene) {
  const SampleRegistry& registry = SampleRegistry::Get();
  if (registry.Find(scene.sample) == nullptr) {
    throw InputError(scene.file, "sample",
                     "unknown sample \"" + scene.sample + "\" (known: " + registry.IdList() + ")");
  }
}

Scene LoadSampleScene(const std::string& path) {
  Scene scene = LoadSceneFile(path);
  RequireRegisteredSample(scene);
  return scene;
}

std::unique_ptr<Sample> MakeSceneSample(const Scene& scene, SampleHost& host) {
  RequireRegisteredSample(scene);
  std::unique_ptr<Sample> sample = SampleRegistry::Get().Find(scene.sample)->create(host);
  sample->LoadScene(scene);
  return sample;
}

Scene ParseSampleScene(std::string_view text, const std::string& file) {
  Scene scene = ParseScene(text, file);
  RequireRegisteredSample(scene);
  return scene;
}

}  // namespace harness
