#include "harness/scene/shared_hull.h"

#include <map>
#include <mutex>
#include <stdexcept>
#include <utility>
#include <variant>

#include "collide/manifold/hull_from_points.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/obj_file.h"
#include "harness/scene/scene.h"
#include "harness/scene/scene_list.h"

namespace harness {

using collide::ConvexHull;
using collide::Vec3;

namespace {

std::filesystem::path ShippedModelsDirectory() {
  return ShippedScenesDirectory().parent_path() / "models";
}

}  // namespace

std::shared_ptr<const ConvexHull> SharedObjHull(const std::filesystem::path& path) {
  const std::shared_ptr<const collide::TriangleMesh> mesh = SharedObjMesh(path);
  // Keyed by the mesh SharedObjMesh shares: a file changed since is a new
  // mesh, so a new hull.
  struct Held {
    std::weak_ptr<const collide::TriangleMesh> mesh;
    std::weak_ptr<const ConvexHull> hull;
  };
  static std::mutex mutex;
  static std::map<const collide::TriangleMesh*, Held> held;
  const std::lock_guard<std::mutex> lock(mutex);
  for (auto it = held.begin(); it != held.end();) {
    it = it->second.mesh.expired() ? held.erase(it) : std::next(it);
  }
  if (const auto found = held.find(mesh.get()); found != held.end()) {
    if (auto hull = found->second.hull.lock()) {
      return hull;
    }
  }
  auto built = collide::HullFromPoints(mesh->vertices());
  if (const std::string* refusal = std::get_if<std::string>(&built)) {
    throw InputError(path.string(), "", "its vertices make no hull: " + *refusal);
  }
  // The hull holds the mesh, so that SharedObjMesh gives the same mesh (and
  // this the same hull) while any hull of the file is held.
  const auto both =
      std::make_shared<const std::pair<std::shared_ptr<const collide::TriangleMesh>, ConvexHull>>(
          mesh, std::get<ConvexHull>(std::move(built)));
  std::shared_ptr<const ConvexHull> hull(both, &both->second);
  held[mesh.get()] = Held{mesh, hull};
  return hull;
}

std::filesystem::path HullObjPath(const std::string& scene_file, const std::string& name) {
  const std::filesystem::path beside = ResolveScenePath(scene_file, name);
  if (std::filesystem::exists(beside) || std::filesystem::path(name).is_absolute()) {
    return beside;
  }
  return (ShippedModelsDirectory() / name).lexically_normal();
}

collide::PlacedHull HullOfPoints(std::vector<Vec3> points, const Vec3& position,
                                 const collide::Mat3& rotation, const Vec3& scale) {
  auto built = collide::HullFromPoints(points);
  if (const std::string* refusal = std::get_if<std::string>(&built)) {
    throw std::invalid_argument(*refusal);
  }
  collide::PlacedHull placed;
  placed.hull = std::make_shared<const ConvexHull>(std::get<ConvexHull>(std::move(built)));
  placed.position = position;
  placed.rotation = rotation;
  placed.scale = scale;
  placed.points = std::make_shared<const std::vector<Vec3>>(std::move(points));
  return placed;
}

collide::PlacedHull ShippedHull(const std::string& name, const Vec3& position,
                                const collide::Mat3& rotation, const Vec3& scale) {
  const std::filesystem::path path = (ShippedModelsDirectory() / name).lexically_normal();
  collide::PlacedHull placed;
  placed.hull = SharedObjHull(path);
  placed.position = position;
  placed.rotation = rotation;
  placed.scale = scale;
  placed.file = path.string();
  return placed;
}

}  // namespace harness
