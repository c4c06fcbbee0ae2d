// A camera's view frustum (the tutorial's chapter 6): read and edited as the
// camera (eye, target, up, vertical fov_deg, aspect, near, far), drawn as its
// twelve edges and the lines from the eye to the near corners, picked by a
// handle at the eye, moved with its target and turned about the eye (it has
// no size to grow about a centre: the panel edits near and far). Registers
// the kind, its scene format and its "inside" tests: point, sphere and AABB
// against a frustum.
#include <algorithm>
#include <cmath>

#include "collide/registry/pair_tests.h"
#include "collide/shapes/frustum.h"
#include "harness/shape_kinds/kind_helpers.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::Frustum;
using collide::Vec3;

Frustum Read(ObjectReader& reader) {
  Frustum frustum;
  frustum.eye = reader.Vec3("eye");
  frustum.target = reader.Vec3("target");
  frustum.up = reader.Vec3("up");
  frustum.fov_deg = reader.Number("fov_deg");
  frustum.aspect = reader.Number("aspect");
  frustum.near_distance = reader.Number("near");
  frustum.far_distance = reader.Number("far");
  if (const auto fault = collide::CheckFrustum(frustum)) {
    reader.Fail(fault->field, fault->message);
  }
  return frustum;
}

void Write(const Frustum& f, const std::string& where, SceneJson& out) {
  out["eye"] = JsonVector(f.eye, where + ".eye");
  out["target"] = JsonVector(f.target, where + ".target");
  out["up"] = JsonVector(f.up, where + ".up");
  out["fov_deg"] = JsonNumber(f.fov_deg, where + ".fov_deg");
  out["aspect"] = JsonNumber(f.aspect, where + ".aspect");
  out["near"] = JsonNumber(f.near_distance, where + ".near");
  out["far"] = JsonNumber(f.far_distance, where + ".far");
}

// Edited on the entry's copy: a value that would make no frustum (far
// below near, up along the view) is refused with a warning and nothing
// changes.
bool Edit(Frustum& f, ShapeEditor& editor) {
  Frustum edited = f;
  bool changed = editor.Vec3("eye", &edited.eye);
  changed |= editor.Vec3("target", &edited.target);
  changed |= editor.Vec3("up", &edited.up);
  changed |= editor.Number("fov_deg", &edited.fov_deg, 0.001, 179.999);
  changed |= editor.Number("aspect", &edited.aspect, 0.001, 1000.0);
  changed |= editor.Number("near", &edited.near_distance, 1e-6, kMaxEditableMagnitude);
  changed |= editor.Number("far", &edited.far_distance, 1e-6, kMaxEditableMagnitude);
  if (!changed) {
    return false;
  }
  if (const auto fault = collide::CheckFrustum(edited)) {
    editor.Warn(fault->field + " " + fault->message + "; kept the previous frustum");
    return false;
  }
  f = edited;
  return true;
}

void DrawFrustum(const Frustum& f, Draw& draw, const Color& color, const DrawContext&) {
  const auto corners = collide::Corners(f);
  for (int k = 0; k < 4; ++k) {
    const auto at = [&](int i) { return corners[static_cast<std::size_t>(i)]; };
    draw.Line(at(k), at((k + 1) % 4), color);          // the near face
    draw.Line(at(4 + k), at(4 + (k + 1) % 4), color);  // the far face
    draw.Line(at(k), at(4 + k), color);                // a side edge
    draw.Line(f.eye, at(k), color);                    // the apex, to see the camera
  }
  draw.Line(f.eye, f.target, color);  // where it looks
  draw.Point(f.eye, kShapePointSize, color);
}

// The eye and the point it looks at (within near and far): what the camera
// sees, not its far face, which is often a thousand times farther than the
// shapes it sees; the frustum's edges run on out of the view.
std::vector<Vec3> FramePoints(const Frustum& f, const DrawContext&) {
  const Vec3 view = f.target - f.eye;
  const double distance = std::clamp(glm::length(view), f.near_distance, f.far_distance);
  return {f.eye, f.eye + glm::normalize(view) * distance};
}

TypedShapeKind<Frustum> FrustumKind() {
  TypedShapeKind<Frustum> kind;
  kind.read = Read;
  kind.write = Write;
  kind.make = [](const Vec3& at) {
    return Frustum{at + Vec3(0.0, 1.0, 5.0), at, {0.0, 1.0, 0.0}, 60.0, 4.0 / 3.0, 0.5, 10.0};
  };
  kind.edit = Edit;
  kind.draw = DrawFrustum;
  kind.frame_points = FramePoints;
  kind.proxy = [](const Frustum& f, const DrawContext&) {
    PickProxy proxy;
    proxy.shape = PickHandle{f.eye};
    proxy.center = f.eye;
    proxy.rotatable = true;
    proxy.label = kind_helpers::Format("fov %.4g, near %.4g, far %.4g", f.fov_deg, f.near_distance,
                                       f.far_distance);
    return proxy;
  };
  kind.translate = [](Frustum& f, const Vec3& delta, std::vector<Vec3>&) {
    f.eye += delta;
    f.target += delta;
  };
  // A camera turns about its eye: the view direction and up turn together.
  kind.rotate = [](Frustum& f, const Vec3& axis, double angle) {
    if (!(glm::length(axis) > 0.0)) {
      return false;
    }
    const collide::Mat3 turn = collide::RotationAboutAxis(axis, angle);
    f.target = f.eye + turn * (f.target - f.eye);
    f.up = turn * f.up;
    return true;
  };
  return kind;
}

collide::ShapeKindInfo FrustumInfo() {
  auto info = collide::MakeShapeKindInfo<Frustum>(
      "frustum", [](const Frustum& f) { return f.eye; },
      [](const Frustum& f) { return collide::Bounds(f); },
      [](const Frustum& f) -> std::optional<std::string> {
        if (const auto fault = collide::CheckFrustum(f)) {
          return "the frustum's " + fault->field + " " + fault->message;
        }
        return std::nullopt;
      });
  info.solid = true;
  return info;
}

void RegisterFrustumTests(collide::PairTestRegistry& registry) {
  using collide::Aabb;
  using collide::Query;
  using collide::Sphere;
  collide::AddPairTest<collide::Point, Frustum>(
      registry, "planes", Query::kInside,
      "In front of or on all six planes (n.p + d >= 0): inside, else outside; exact.",
      [](const collide::Point& p, const Frustum& f) { return collide::Classify(f, p.position); });
  collide::AddPairTest<Sphere, Frustum>(
      registry, "distance", Query::kInside,
      "Inside when the centre is at least r inside every plane; outside when its distance to the "
      "solid frustum exceeds r; exact, also beyond an edge or corner.",
      [](const Sphere& s, const Frustum& f) { return collide::Classify(f, s); });
  collide::AddPairTest<Sphere, Frustum>(
      registry, "planes", Query::kInside,
      "The book's test: outside only when the centre is more than r behind one plane, so a "
      "sphere just beyond an edge or corner reads as intersecting.",
      [](const Sphere& s, const Frustum& f) { return collide::ClassifyByPlanes(f, s); });
  collide::AddPairTest<Aabb, Frustum>(
      registry, "sat", Query::kInside,
      "Inside when all 8 corners are; outside when one of 27 axes (3 + 6 face normals, 18 edge "
      "crosses) separates them; exact.",
      [](const Aabb& b, const Frustum& f) { return collide::Classify(f, b); });
  collide::AddPairTest<Aabb, Frustum>(
      registry, "planes", Query::kInside,
      "The book's test: outside only when all 8 corners are behind one plane, so a box beyond "
      "an edge or corner reads as intersecting.",
      [](const Aabb& b, const Frustum& f) { return collide::ClassifyByPlanes(f, b); });
  collide::AddPairTest<collide::Triangle, Frustum>(
      registry, "sat", Query::kInside,
      "Inside when its 3 corners are; outside when one of the frustum's 6 face normals, the "
      "triangle's normal or an edge cross separates them; exact.",
      [](const collide::Triangle& t, const Frustum& f) { return collide::Classify(f, t); });
}

// The kind and its tests, registered once at start-up.
struct FrustumRegistration {
  FrustumRegistration() : kind(FrustumInfo(), FrustumKind().Entry()) {
    RegisterFrustumTests(collide::PairTestRegistry::Global());
  }
  ShapeKindRegistration kind;
};

const FrustumRegistration kRegistration;

}  // namespace
}  // namespace harness
