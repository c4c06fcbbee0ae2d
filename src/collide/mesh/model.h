#pragma once

// A model (the tutorial's chapter 4): a shared triangle mesh placed in the
// world by a uniform scale, then a rotation, then a translation,
//   world = position + rotation * (scale * local).
// Many models may share one mesh: the mesh is held by a shared pointer to
// const, so placing it again copies nothing.
//
// Every query is of the surface: a shape wholly inside a closed mesh does
// not touch it. The queries go through the mesh's BVH: a shape is taken
// into the mesh's frame to choose the nodes, and each triangle a node
// holds is taken into the world for the triangle test, so the answers are
// the triangle tests' own (triangle.h), whatever the model's scale.

#include <cstring>
#include <memory>
#include <optional>
#include <string>

#include "collide/mesh/triangle_mesh.h"
#include "collide/shapes/book_plane.h"
#include "collide/shapes/box.h"
#include "collide/shapes/frustum.h"
#include "collide/shapes/ray.h"
#include "collide/shapes/shape_kind.h"
#include "collide/shapes/sphere.h"
#include "collide/shapes/triangle.h"
#include "collide/shapes/vec.h"

namespace collide {

// The smallest scale a model may have: below it, its triangles' tests lose
// their tolerances' meaning.
inline constexpr double kMinModelScale = 1e-6;

struct Model {
  std::shared_ptr<const TriangleMesh> mesh;
  // The file it was read from, as the scene names it: what a scene written
  // back says. Collide reads no files; this is only its name.
  std::string file;
  Vec3 position{0.0};
  Mat3 rotation{1.0};
  double scale = 1.0;  // at least kMinModelScale

  friend bool operator==(const Model& a, const Model& b) {
    return a.mesh == b.mesh && a.file == b.file &&
           std::memcmp(&a.position, &b.position, sizeof(Vec3)) == 0 &&
           std::memcmp(&a.rotation, &b.rotation, sizeof(Mat3)) == 0 &&
           std::memcmp(&a.scale, &b.scale, sizeof(double)) == 0;
  }
};

template <>
struct ShapeKindOf<Model> {
  static constexpr ShapeKind kValue{10};
};

Vec3 ToWorld(const Model& model, const Vec3& local);
Vec3 ToLocal(const Model& model, const Vec3& world);
Triangle WorldTriangle(const Model& model, int index);
// Where the model puts its mesh: what a traced walk draws its marks by.
inline MeshPlacement PlacementOf(const Model& model) {
  return MeshPlacement{model.position, model.rotation, model.scale};
}

// The book's bounds: the box around the eight corners of the mesh's box
// carried into the world, and the sphere about the mesh box's centre
// reaching its corners (radius: the half diagonal, times the scale).
Aabb WorldBounds(const Model& model);
Sphere BoundingSphere(const Model& model);

// The nearest hit on any triangle, t a distance along the ray; for a
// segment, t the distance from its start (as Linecast). `trace` counts the
// BVH nodes entered (bvh.h), in the mesh's frame.
struct ModelHit {
  double t = 0.0;
  Vec3 point{0.0};
  int triangle = -1;
};
std::optional<ModelHit> Raycast(const Model& model, const Ray& ray, BvhTrace* trace = nullptr);
std::optional<ModelHit> Linecast(const Model& model, const Segment& segment);
// The same, explained with a Trace (collide/trace/trace.h): the ray in the
// mesh's frame, then the BVH's walk (Bvh::Raycast), its numbers in that
// frame, its marks in the world. Defined for NoTrace and Trace.
template <typename Tracer>
std::optional<ModelHit> Raycast(const Model& model, const Ray& ray, Tracer& trace);
template <typename Tracer>
std::optional<ModelHit> Linecast(const Model& model, const Segment& segment, Tracer& trace);

// Whether the shape touches the model's surface: some triangle of it
// intersects the shape (triangle.h's tests).
bool Intersects(const Model& model, const Sphere& sphere);
bool Intersects(const Model& model, const Aabb& box);
bool Intersects(const Model& model, const BookPlane& plane);
bool Intersects(const Model& model, const Triangle& triangle);
bool Intersects(const Model& a, const Model& b);
// The same, explained with a Trace (collide/trace/trace.h): the shape's box
// in the mesh's frame, each BVH node entered or skipped, each triangle
// tested, deciding on the one that touches (or, when none does, the last
// step). Defined for NoTrace and Trace.
template <typename Tracer>
bool Intersects(const Model& model, const Sphere& sphere, Tracer& trace);
template <typename Tracer>
bool Intersects(const Model& model, const Aabb& box, Tracer& trace);
template <typename Tracer>
bool Intersects(const Model& model, const BookPlane& plane, Tracer& trace);
template <typename Tracer>
bool Intersects(const Model& model, const Triangle& triangle, Tracer& trace);
// Two models: each pair of nodes compared (B's box carried into A's frame),
// each pair of triangles from two leaves, by their boxes, then the SAT.
template <typename Tracer>
bool Intersects(const Model& a, const Model& b, Tracer& trace);

// Where the surface is against the frustum, exactly: inside when every
// triangle corner is inside; intersecting when some are and some are not,
// or when none is but a triangle passes through the frustum (Touches);
// else outside. Of the surface, as above: a frustum wholly within a closed
// model is outside it.
Inclusion Classify(const Frustum& frustum, const Model& model);
// The same, explained with a Trace: each triangle's corners inside the six
// planes ("triangle 0", ...), deciding where corners inside and outside have
// both been seen; when none is inside, the BVH's nodes entered or skipped
// and each triangle's SAT against the frustum (Touches' steps), deciding on
// the one that passes through. Defined for NoTrace and Trace.
template <typename Tracer>
Inclusion Classify(const Frustum& frustum, const Model& model, Tracer& trace);

}  // namespace collide
