// A model (kind 10): a triangle mesh read from a Wavefront OBJ file,
// placed by `position`, `rotation_deg` (the box's convention) and a
// uniform `scale`. Drawn as a retained mesh (one draw call however many
// triangles) and picked as the box around its mesh. Its collide side (row,
// tests through its BVH) is collide/kinds/model.cpp.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <utility>

#include "collide/mesh/model.h"
#include "harness/scene/obj_file.h"
#include "harness/scene/scene.h"
#include "harness/scene/scene_list.h"
#include "harness/shape_kinds/kind_helpers.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::Model;
using collide::Vec3;

constexpr double kMinScale = collide::kMinModelScale;

Model ReadModel(ObjectReader& reader) {
  Model model;
  const std::string file = reader.String("file");
  // Relative to the scene file; kept absolute, so that a scene saved
  // elsewhere (Save as test case) still finds it.
  const std::filesystem::path path =
      std::filesystem::absolute(ResolveScenePath(reader.file(), file)).lexically_normal();
  try {
    model.mesh = SharedObjMesh(path);
  } catch (const InputError& error) {
    reader.Fail("file", error.what());
  }
  model.file = path.string();
  model.position = reader.OptionalVec3("position").value_or(Vec3(0.0));
  model.rotation = ReadRotation(reader, "model");
  model.scale = reader.OptionalNumber("scale").value_or(1.0);
  if (!(model.scale >= kMinScale && model.scale <= kMaxEditableMagnitude)) {
    reader.Fail("scale", "a model's scale must be from 1e-06 to " +
                             FormatNumber(kMaxEditableMagnitude) + ", got " +
                             FormatNumber(model.scale));
  }
  return model;
}

// The mesh's GPU copy in each Draw, made on the first frame that shows it.
// A mesh no longer held by any model is released on the next frame.
MeshId MeshOf(const Model& model, Draw& draw) {
  struct Held {
    std::weak_ptr<const collide::TriangleMesh> mesh;
    MeshId id;
  };
  static std::map<std::pair<const Draw*, const collide::TriangleMesh*>, Held> held;
  for (auto it = held.begin(); it != held.end();) {
    if (it->first.first == &draw && it->second.mesh.expired()) {
      draw.ReleaseMesh(it->second.id);
      it = held.erase(it);
    } else {
      ++it;
    }
  }
  const auto key = std::make_pair(&draw, model.mesh.get());
  if (const auto found = held.find(key); found != held.end()) {
    return found->second.id;
  }
  std::vector<glm::vec3> vertices;
  vertices.reserve(model.mesh->vertices().size());
  for (const Vec3& v : model.mesh->vertices()) {
    vertices.push_back(ToFloat(v));
  }
  std::vector<uint32_t> indices;
  indices.reserve(model.mesh->triangles().size() * 3);
  for (const collide::TriangleIndices& t : model.mesh->triangles()) {
    indices.insert(indices.end(), t.begin(), t.end());
  }
  const MeshId id = draw.CreateMesh(vertices, indices);
  held[key] = Held{model.mesh, id};
  return id;
}

glm::mat4 Placement(const Model& model) {
  glm::mat4 matrix(1.0f);
  for (int column = 0; column < 3; ++column) {
    matrix[column] = glm::vec4(glm::vec3(model.rotation[column] * model.scale), 0.0f);
  }
  matrix[3] = glm::vec4(ToFloat(model.position), 1.0f);
  return matrix;
}

collide::OrientedBox PickBox(const Model& model) {
  const collide::Aabb& local = model.mesh->bounds();
  return collide::OrientedBox{collide::ToWorld(model, (local.min + local.max) * 0.5),
                              (local.max - local.min) * 0.5 * model.scale, model.rotation};
}

bool EditModel(Model& model, ShapeEditor& editor) {
  editor.Text(std::filesystem::path(model.file).filename().string() + ": " +
              std::to_string(model.mesh->TriangleCount()) + " triangles");
  bool changed = editor.Vec3("position", &model.position);
  Vec3 degrees = collide::EulerDegreesFromRotation(model.rotation);
  if (editor.Vec3InRange("rotation (deg)", &degrees, -360.0, 360.0, 0.5f)) {
    model.rotation = collide::RotationFromEulerDegrees(degrees);
    changed = true;
  }
  changed |= editor.Number("scale", &model.scale, kMinScale, kMaxEditableMagnitude);
  return changed;
}

TypedShapeKind<Model> ModelKind() {
  TypedShapeKind<Model> kind;
  kind.read = ReadModel;
  kind.write = [](const Model& m, const std::string& where, SceneJson& out) {
    out["file"] = m.file;
    out["position"] = JsonVector(m.position, where + ".position");
    WriteRotation(m.rotation, where, out);
    out["scale"] = JsonNumber(m.scale, where + ".scale");
  };
  kind.make = [](const Vec3& at) {
    const std::filesystem::path dir = ShippedScenesDirectory();
    Model model;
    model.mesh = SharedObjMesh(dir.parent_path() / "models" / "icosphere.obj");
    model.file = (dir.parent_path() / "models" / "icosphere.obj").lexically_normal().string();
    model.position = at;
    return model;
  };
  kind.edit = EditModel;
  kind.draw = [](const Model& m, Draw& draw, const Color& color, const DrawContext&) {
    draw.DrawMesh(MeshOf(m, draw), Placement(m), color);
  };
  kind.frame_points = [](const Model& m, const DrawContext&) {
    const collide::BoxCorners corners = collide::Corners(collide::BoxShape(PickBox(m)));
    return std::vector<Vec3>(corners.begin(), corners.end());
  };
  kind.proxy = [](const Model& m, const DrawContext&) {
    PickProxy proxy = kind_helpers::BoxProxy(
        PickBox(m), kind_helpers::Format("scale %.3f", m.scale), /*rotatable=*/true);
    proxy.center = m.position;
    return proxy;
  };
  kind.translate = [](Model& m, const Vec3& delta, std::vector<Vec3>&) { m.position += delta; };
  kind.scale = [](Model& m, double factor) {
    m.scale = std::clamp(m.scale * factor, kMinScale, kMaxEditableMagnitude);
  };
  kind.rotate = [](Model& m, const Vec3& axis, double angle) {
    if (!(glm::length(axis) > 0.0) || !std::isfinite(angle)) {
      return false;
    }
    m.rotation = collide::RotationAboutAxis(glm::normalize(axis), angle) * m.rotation;
    return true;
  };
  return kind;
}

const ShapeKindRegistration kModelRegistration(ModelKind().Entry());

}  // namespace
}  // namespace harness
