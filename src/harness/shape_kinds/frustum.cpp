// A camera's view frustum (the tutorial's chapter 6): read and edited as the
// camera (eye, target, up, vertical fov_deg, aspect, near, far), drawn as its
// twelve edges over faint sides and the lines from the eye to the near
// corners (cut where the scene ends when its far plane lies well past it), picked by a
// handle at the eye, moved with its target and turned about the eye (it has
// no size to grow about a centre: the panel edits near and far). Its collide
// side (row, "inside" tests) is collide/kinds/frustum.cpp.
#include <algorithm>
#include <cmath>
#include <string>
#include <variant>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "collide/shapes/frustum.h"
#include "harness/shape_kinds/kind_helpers.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::Frustum;
using collide::Vec3;

Frustum ReadFrustum(ObjectReader& reader) {
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

void WriteFrustum(const Frustum& f, const std::string& where, SceneJson& out) {
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
bool EditFrustum(Frustum& f, ShapeEditor& editor) {
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

// How deep the frustum is drawn: to its far plane, or, when that lies past
// the scene's region (a camera's far plane is often a thousand times
// farther than what it sees), a little past the region's farthest corner
// along the view.
double DrawnDepth(const Frustum& f, const DrawContext& context) {
  if (!context.region) {
    return f.far_distance;
  }
  const Vec3 forward = glm::normalize(f.target - f.eye);
  const collide::BoxCorners corners = collide::Corners(collide::BoxShape(*context.region));
  double deepest = f.near_distance;
  for (const Vec3& corner : corners) {
    deepest = std::max(deepest, glm::dot(corner - f.eye, forward));
  }
  const double margin = 0.1 * glm::length(context.region->max - context.region->min);
  return std::clamp(deepest + margin, f.near_distance, f.far_distance);
}

// The four corners of the frustum's section at `depth` along the view, in
// the near face's order: each far corner's edge from the eye, cut there.
std::array<Vec3, 4> SectionAt(const Frustum& f, const std::array<Vec3, 8>& corners, double depth) {
  std::array<Vec3, 4> section;
  for (std::size_t k = 0; k < 4; ++k) {
    section[k] = f.eye + (corners[4 + k] - f.eye) * (depth / f.far_distance);
  }
  return section;
}

// The near cap, the far cap (or the section where the drawing stops, said
// in a label), the side edges and faint sides between them, and the apex.
void DrawFrustum(const Frustum& f, Draw& draw, const Color& color, const DrawContext& context) {
  const auto corners = collide::Corners(f);
  const double depth = DrawnDepth(f, context);
  const std::array<Vec3, 4> cap = SectionAt(f, corners, depth);
  const Color side{color.r, color.g, color.b, 0.12f};
  for (std::size_t k = 0; k < 4; ++k) {
    const std::size_t next = (k + 1) % 4;
    draw.Line(corners[k], corners[next], color);  // the near cap
    draw.Line(cap[k], cap[next], color);          // the far cap, or where it is cut
    draw.Line(corners[k], cap[k], color);         // a side edge
    draw.Line(f.eye, corners[k], color);          // the apex, to see the camera
    draw.Triangle(corners[k], corners[next], cap[next], side);
    draw.Triangle(corners[k], cap[next], cap[k], side);
  }
  draw.Triangle(corners[0], corners[1], corners[2], side);
  draw.Triangle(corners[0], corners[2], corners[3], side);
  if (depth < f.far_distance) {
    const Vec3 middle = (cap[0] + cap[1] + cap[2] + cap[3]) * 0.25;
    draw.Text(middle, "far plane at " + FormatNumber(f.far_distance) + ", drawn clipped", color);
  } else {
    draw.Triangle(cap[0], cap[1], cap[2], side);
    draw.Triangle(cap[0], cap[2], cap[3], side);
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

// "Frustum F: a draw would skip 5 of 12 shapes (outside) and draw 7: 4
// inside, 3 intersecting.": the shapes tested against the frustum, counted
// by where their "inside" test puts them.
std::string CullingNote(const std::string& id, const std::vector<collide::Answer>& answers) {
  std::size_t counts[3] = {0, 0, 0};  // inside, intersecting, outside
  for (const collide::Answer& answer : answers) {
    if (const auto* inclusion = answer.GetIf<collide::Inclusion>()) {
      ++counts[*inclusion == collide::Inclusion::kInside         ? 0
               : *inclusion == collide::Inclusion::kIntersecting ? 1
                                                                 : 2];
    }
  }
  const std::size_t total = counts[0] + counts[1] + counts[2];
  // Appended piece by piece: GCC 12's -Wstringop-overflow misfires on a
  // chain of + over std::to_string.
  std::string text = "Frustum ";
  text.append(id).append(": a draw would skip ").append(std::to_string(counts[2]));
  text.append(" of ").append(std::to_string(total)).append(total == 1 ? " shape" : " shapes");
  text.append(" (outside) and draw ").append(std::to_string(counts[0] + counts[1])).append(": ");
  text.append(std::to_string(counts[0])).append(" inside, ");
  text.append(std::to_string(counts[1])).append(" intersecting.");
  return text;
}

TypedShapeKind<Frustum> FrustumKind() {
  TypedShapeKind<Frustum> kind;
  kind.read = ReadFrustum;
  kind.write = WriteFrustum;
  kind.make = [](const Vec3& at) {
    return Frustum{at + Vec3(0.0, 1.0, 5.0), at, {0.0, 1.0, 0.0}, 60.0, 4.0 / 3.0, 0.5, 10.0};
  };
  kind.edit = EditFrustum;
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
  kind.partners_note = CullingNote;
  return kind;
}

const ShapeKindRegistration kFrustumRegistration(FrustumKind().Entry());

}  // namespace
}  // namespace harness
