#include "harness/scene/shipped_model.h"

#include <filesystem>

#include "harness/scene/obj_file.h"
#include "harness/scene/scene_list.h"

namespace harness {

collide::Model ShippedModel(const std::string& name, const collide::Vec3& position,
                            const collide::Vec3& rotation_deg, double scale) {
  // assets/models sits beside assets/scenes, wherever that was found.
  const std::filesystem::path path =
      (ShippedScenesDirectory().parent_path() / "models" / name).lexically_normal();
  return collide::Model{SharedObjMesh(path), path.string(), position,
                        collide::RotationFromEulerDegrees(rotation_deg), scale};
}

}  // namespace harness
