#pragma once

// The drawing API. Everything a sample shows goes through Draw, never through
// GL, so one sample runs in the window (GlDebugDraw, harness/gl/), headless
// (NullDraw, below) and under test (a recording Draw). A Draw implements only
// the few pure virtual calls; the base class builds boxes, rings and markers
// from them and takes collide's doubles. docs/architecture.md, "Drawing".

#include <cstdint>
#include <glm/glm.hpp>
#include <glm/gtc/quaternion.hpp>
#include <span>
#include <string_view>

#include "collide/shapes/box.h"
#include "collide/shapes/capsule.h"
#include "collide/shapes/convex_hull.h"
#include "collide/shapes/sphere.h"
#include "collide/shapes/vec.h"

namespace harness {

struct Color {
  float r = 1, g = 1, b = 1, a = 1;
  bool operator==(const Color&) const = default;
};

// The colour a fraction `t` of the way from `a` to `b` (0: a, 1: b), opaque:
// a shape faded towards the background, a marker fading out.
inline Color Mix(const Color& a, const Color& b, float t) {
  return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, 1.0f};
}

namespace colors {
inline constexpr Color kRed{1, 0, 0};
inline constexpr Color kGreen{0, 1, 0};
inline constexpr Color kBlue{0, 0, 1};
inline constexpr Color kWhite{1, 1, 1};
inline constexpr Color kYellow{1, 1, 0};
inline constexpr Color kOrange{1, 0.55f, 0};
// The view's background: the tutorial's CadetBlue (95, 158, 160).
inline constexpr Color kBackground{95 / 255.0f, 158 / 255.0f, 160 / 255.0f};
}  // namespace colors

// collide computes in double, GL draws in float: the one place a point
// crosses over, for what takes glm's floats (the camera's framing points).
// Drawing needs no conversion: Draw takes collide's doubles too.
inline glm::vec3 ToFloat(const collide::Vec3& v) {
  return glm::vec3(v);
}

// How shapes with a volume show: as the tutorial draws them, by their edges
// alone, or as lit solids under their edges (View > Solid shapes, W). Each
// sample picks its default (Sample::DefaultLook); the Draw holds the look in
// use, and the Shape* calls below draw by it.
enum class ShapeLook { kWireframe, kSolid };

// The colour of a solid's faces under edges of `edge`: a lighter shade of
// the same hue, so that the verdict reads from the faces and the edges still
// read over them.
inline Color SolidFaceColor(const Color& edge) {
  Color face = Mix(edge, colors::kWhite, 0.45f);
  face.a = edge.a;
  return face;
}

// A triangle mesh the Draw keeps between frames (on the GPU in the
// window): made once with CreateMesh, drawn any number of times a frame with
// DrawMesh, each time one draw call, until ReleaseMesh or the Draw's end.
// kNone is never a mesh; drawing or releasing it does nothing.
enum class MeshId : uint32_t { kNone = 0 };

// The one drawing API samples use; they never call GL. The window's
// implementation batches everything into a fixed number of draw calls per
// frame, plus one per mesh drawn; headless runs use a Draw that discards,
// tests one that records.
class Draw {
 public:
  virtual ~Draw() = default;

  virtual void Line(const glm::vec3& a, const glm::vec3& b, const Color& color) = 0;
  // size in pixels.
  virtual void Point(const glm::vec3& p, float size, const Color& color) = 0;
  // Latitude and longitude rings, like the tutorial's wireframe spheres.
  virtual void WireSphere(const glm::vec3& center, float radius, const Color& color) = 0;
  // A label on top of the scene: `text` centred just above where `position`
  // shows, skipped when it is behind the camera. The window hides every
  // label when its "labels" toggle is off; headless runs discard them.
  virtual void Text(const glm::vec3& position, std::string_view text, const Color& color) = 0;
  // Labels a sample leaves out on purpose, `count` of them: a crowd names
  // only the shapes under the cursor and selected, and the view says how
  // many others are not named ("4,998 labels hidden"), as it says of labels
  // that found no room.
  virtual void LabelsLeftOut(int /*count*/) {}
  // A filled triangle in one flat colour, seen from both sides. Filled
  // triangles and meshes hide each other by depth; lines, points and
  // spheres show over them, so a shape's edges are never lost in its faces.
  // One with alpha below 1 is translucent: blended over what lies behind
  // it, it hides nothing.
  virtual void Triangle(const glm::vec3& a, const glm::vec3& b, const glm::vec3& c,
                        const Color& color) = 0;

  // A solid's face, filled in `color` and lit by its angle to a fixed light,
  // the same from both sides. Hides and is hidden by depth like Triangle's
  // and the meshes' faces; in the solid look, lines and points hidden behind
  // a solid still show, faint.
  virtual void LitTriangle(const glm::vec3& a, const glm::vec3& b, const glm::vec3& c,
                           const Color& color) = 0;
  // A sphere's solid surface, lit as LitTriangle (the window's is made of
  // instanced meshes by the sphere's size on screen, and a lit dot when it
  // is a few pixels across).
  virtual void LitSphere(const glm::vec3& center, float radius, const Color& color) = 0;

  // Keeps `vertices` and `indices` (three a triangle) as a mesh. Returns
  // kNone for an empty mesh or an index past the vertices.
  virtual MeshId CreateMesh(std::span<const glm::vec3> vertices,
                            std::span<const uint32_t> indices) = 0;
  // The mesh's vertices mapped by `model`, in `color`: in the solid look
  // filled and shaded by the angle of each face, so that its shape reads
  // without edges; in the wireframe look its triangles' edges.
  virtual void DrawMesh(MeshId mesh, const glm::mat4& model, const Color& color) = 0;
  // The mesh is gone; its id is never given again.
  virtual void ReleaseMesh(MeshId mesh) = 0;

  // collide's doubles, drawn in float.
  void Line(const collide::Vec3& a, const collide::Vec3& b, const Color& color);
  void Point(const collide::Vec3& p, float size, const Color& color);
  void WireSphere(const collide::Sphere& sphere, const Color& color);
  void Text(const collide::Vec3& position, std::string_view text, const Color& color);
  void Triangle(const collide::Vec3& a, const collide::Vec3& b, const collide::Vec3& c,
                const Color& color);
  // Scaled by `scale`, turned by `rotation`, then moved to `position`.
  void DrawMesh(MeshId mesh, const glm::vec3& position, const glm::quat& rotation,
                const glm::vec3& scale, const Color& color);

  ShapeLook shape_look() const { return shape_look_; }
  void set_shape_look(ShapeLook look) { shape_look_ = look; }

  // Shapes with a volume, as the look shows them: their edges in `color`,
  // and in the solid look their lit faces under them (SolidFaceColor).
  void ShapeSphere(const glm::vec3& center, float radius, const Color& color);
  void ShapeSphere(const collide::Sphere& sphere, const Color& color);
  void ShapeHexahedron(const glm::vec3 (&corners)[8], const Color& color);
  void ShapeBox(const collide::BoxShape& box, const Color& color);
  // A capsule: its end rings, four side lines and two half circles across
  // each cap (draw_convex.cpp). A hull: its edges, or its points when it has
  // none.
  void ShapeCapsule(const collide::Capsule& capsule, const Color& color);
  void ShapeHull(const collide::ConvexHull& hull, const Color& color);

  // A triangle's three edges.
  void WireTriangle(const glm::vec3& a, const glm::vec3& b, const glm::vec3& c, const Color& color);
  void WireTriangle(const collide::Vec3& a, const collide::Vec3& b, const collide::Vec3& c,
                    const Color& color);
  // Unit axes at `origin`, x red, y green, z blue.
  void Axes(const glm::vec3& origin, float length);
  // Twelve edges of a box-like solid given by its 8 corners in collide's
  // order (collide/shapes/box.h): bit 0 of the index picks the x side, bit 1
  // y, bit 2 z.
  void WireHexahedron(const glm::vec3 (&corners)[8], const Color& color);
  // Any of collide's boxes (an AABB, an oriented box, a hexahedron) by its
  // twelve edges.
  void WireBox(const collide::BoxShape& box, const Color& color);
  // A circle of `radius` around `center`, perpendicular to `normal`, as
  // `segments` lines.
  void Ring(const glm::vec3& center, const glm::vec3& normal, float radius, const Color& color,
            int segments = 24);
  // A plane through `point` as a square of half-size `half_size` across
  // `normal`, with a grid of `divisions` cells a side.
  void WirePlane(const glm::vec3& point, const glm::vec3& normal, float half_size,
                 const Color& color, int divisions = 4);
  // Where a contact happened: two rings around `point` across `normal`, a
  // line along it and, early in its life, a dot. `life` runs from 0 (new) to
  // 1 (gone): the rings grow, the line shrinks (fading is the caller's).
  void Marker(const glm::vec3& point, const glm::vec3& normal, float size, const Color& color,
              float life = 0.0f);

 private:
  ShapeLook shape_look_ = ShapeLook::kWireframe;
};

// Discards everything: what a sample draws when no window exists. Meshes
// get ids, so that a sample's bookkeeping runs as in the window.
class NullDraw final : public Draw {
 public:
  using Draw::DrawMesh;
  using Draw::Line;
  using Draw::Point;
  using Draw::Text;
  using Draw::Triangle;
  using Draw::WireSphere;

  void Line(const glm::vec3&, const glm::vec3&, const Color&) override {}
  void Point(const glm::vec3&, float, const Color&) override {}
  void WireSphere(const glm::vec3&, float, const Color&) override {}
  void Text(const glm::vec3&, std::string_view, const Color&) override {}
  void Triangle(const glm::vec3&, const glm::vec3&, const glm::vec3&, const Color&) override {}
  void LitTriangle(const glm::vec3&, const glm::vec3&, const glm::vec3&, const Color&) override {}
  void LitSphere(const glm::vec3&, float, const Color&) override {}
  MeshId CreateMesh(std::span<const glm::vec3> vertices,
                    std::span<const uint32_t> indices) override;
  void DrawMesh(MeshId, const glm::mat4&, const Color&) override {}
  void ReleaseMesh(MeshId) override {}

 private:
  uint32_t meshes_made_ = 0;
};

// What CreateMesh refuses: no triangle, a count of indices not a multiple of
// three, or an index past the vertices.
bool IsValidMesh(std::span<const glm::vec3> vertices, std::span<const uint32_t> indices);

}  // namespace harness
