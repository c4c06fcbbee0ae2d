// The "Models" category (the tutorial's chapter 4, with models of our
// own: scripts/make-models.py): model-bounds, model-raycast and
// model-vs-shapes. Each is a static-shapes declaration whose expected
// values are worked out by hand from the shipped models' geometry (the
// cube is [-1, 1]^3; the torus has ring radius 1 and tube radius 0.35 in
// the xz plane, its 48 x 24 vertices reaching exactly +-1.35 in x and z
// and +-0.35 in y), shown by ModelOverlaySample.

#include <cmath>
#include <memory>

#include "harness/sample_api/sample_registry.h"
#include "harness/scene/shipped_model.h"
#include "model_overlay_sample.h"

namespace models {
namespace {

using collide::StaticShape;
using collide::Vec3;
using harness::ShippedModel;

// The cube turned 45 degrees about z and scaled by 1.5: its box reaches
// 1.5 sqrt(2) in x and y, 1.5 in z; its sphere 1.5 sqrt(3). The torus:
// its box +-(1.35, 0.35, 1.35), its sphere sqrt(2 * 1.35^2 + 0.35^2).
harness::StaticLayout BoundsLayout() {
  harness::StaticLayoutBuilder b;
  const Vec3 cube_at(-3, 0, 0);
  const double reach = 1.5 * std::sqrt(2.0);
  b.Shape("cube", StaticShape(ShippedModel("cube.obj", cube_at, {0, 0, 45}, 1.5)));
  b.AabbCenter("cube box", cube_at, {reach, reach, 1.5});
  b.Sphere("cube sphere", cube_at, 1.5 * std::sqrt(3.0));
  const Vec3 torus_at(3, 0, 0);
  b.Shape("torus", StaticShape(ShippedModel("torus.obj", torus_at)));
  b.AabbCenter("torus box", torus_at, {1.35, 0.35, 1.35});
  b.Sphere("torus sphere", torus_at, std::sqrt(2 * 1.35 * 1.35 + 0.35 * 0.35));
  // Each model touches its box (its farthest corners or rims lie on the
  // box's faces) and its sphere (which holds it); a box 1% smaller inside
  // still cuts the surface, one beside the model does not.
  b.ExpectIntersects("cube", "cube box", true).ExpectIntersects("cube", "cube sphere", true);
  b.ExpectIntersects("torus", "torus box", true).ExpectIntersects("torus", "torus sphere", true);
  b.ExpectIntersects("cube", "torus box", false).ExpectIntersects("torus", "cube sphere", false);
  return b.Build();
}

// The cube at (4, 0, 0): its faces x = 3 and 5, y and z = +-1. The rock
// (about 1.25 across in y) at the origin.
harness::StaticLayout RaycastLayout() {
  harness::StaticLayoutBuilder b;
  b.Shape("cube", StaticShape(ShippedModel("cube.obj", {4, 0, 0})));
  b.Shape("rock", StaticShape(ShippedModel("rock.obj", {0, 0, 0})));
  b.Ray("R0", {0, 0.2, 0.3}, {1, 0, 0});
  b.Ray("R1", {4.5, 5, -0.5}, {0, -1, 0});
  b.Ray("R2", {4.5, 5, 1.5}, {0, -1, 0});
  b.Ray("R3", {0, 5, 0}, {0, -1, 0});
  b.Segment("L0", {0, 5, 0}, {0, 3, 0});
  b.Segment("L1", {6, 0.5, 0.5}, {4, 0.5, 0.5});
  // R0 starts inside the rock and leaves it, then meets the cube's face
  // x = 3 at t = 3 (the rock is first: a cast reports the nearest hit).
  b.ExpectHitAt("R0", "cube", 3.0);
  b.ExpectHitAt("R1", "cube", 4.0);  // down onto y = 1
  b.ExpectHit("R2", "cube", false);  // passes beside it (z = 1.5)
  b.ExpectHit("R3", "rock", true);   // straight down through its middle
  b.ExpectHit("L0", "rock", false);  // stops above it
  b.ExpectHitAt("L1", "cube", 1.0);  // from outside into the face x = 5
  return b.Build();
}

// The cube at the origin against one shape of each kind; a shape inside
// the cube does not touch its surface.
harness::StaticLayout ShapesLayout() {
  harness::StaticLayoutBuilder b;
  b.Shape("cube", StaticShape(ShippedModel("cube.obj", {0, 0, 0})));
  b.Sphere("inside", {0, 0, 0}, 0.5).Sphere("on face", {1.4, 0, 0}, 0.5);
  b.Sphere("apart", {0, 2.6, 0}, 0.5);
  b.AabbCorners("box on edge", {0.9, 0.9, -0.2}, {1.3, 1.3, 0.2});
  b.AabbCorners("box apart", {-2, -2, 1.2}, {-1.5, -1.5, 1.6});
  b.Plane("plane through", {0, 1, 0}, 0.5).Plane("plane above", {0, 1, 0}, 1.5);
  b.Shape("torus", StaticShape(ShippedModel("torus.obj", {0, 0, 0})));
  b.Shape("icosphere", StaticShape(ShippedModel("icosphere.obj", {0, 0, 3.5})));
  b.ExpectIntersects("cube", "inside", false).ExpectIntersects("cube", "on face", true);
  b.ExpectIntersects("cube", "apart", false);
  b.ExpectIntersects("cube", "box on edge", true).ExpectIntersects("cube", "box apart", false);
  b.ExpectIntersects("cube", "plane through", true).ExpectIntersects("cube", "plane above", false);
  // The torus (out to 1.35 in x and z) crosses the cube's faces; the
  // icosphere (radius 1 about z = 3.5) stops at z = 2.5, short of both.
  b.ExpectIntersects("cube", "torus", true).ExpectIntersects("cube", "icosphere", false);
  b.ExpectIntersects("torus", "icosphere", false);
  return b.Build();
}

const std::vector<collide::ShapeKind> kKinds = {
    collide::ShapeKind::kSphere,  collide::ShapeKind::kAabb,
    collide::ShapeKind::kPlane,   collide::ShapeKind::kRay,
    collide::ShapeKind::kSegment, collide::ShapeKindOf<collide::Model>::kValue};

harness::SampleInfo Info(std::string id, std::string title, harness::StaticSampleSpec spec,
                         OverlayOptions options) {
  spec.id = id;
  spec.category = "Models";
  spec.title = title;
  spec.seed = "the collision-detection tutorial's chapter 4, with models of our own";
  spec.kinds = kKinds;
  spec.look = harness::ShapeLook::kSolid;  // a mesh's edges hide its shape
  return harness::SampleInfo{std::move(id), "Models", std::move(title),
                             [spec, options](harness::SampleHost& host) {
                               return std::make_unique<ModelOverlaySample>(host, spec, options);
                             }};
}

const harness::SampleRegistration kBounds{Info(
    "model-bounds", "Model bounds",
    {.about = "A model's AABB and bounding sphere as the book computes them: the box around the "
              "mesh box's eight corners carried into the world, and the sphere about the mesh "
              "box's centre reaching its corners. Drawn in white over the cube (turned 45 degrees "
              "and scaled 1.5) and the torus; the layout's boxes and spheres are the same bounds "
              "worked out by hand, so each white outline lies on one of them. Shows the book's "
              "bounds of a "
              "turned and scaled model.",
     .layout = BoundsLayout},
    {.bounds = true})};

const harness::SampleRegistration kRaycast{Info(
    "model-raycast", "Model raycast",
    {.about = "Rays and segments against models through the mesh's BVH: the nearest hit over "
              "every triangle, filled yellow where the ray meets it. The cursor casts a ray "
              "too; add rays from the panel. Tick \"Show the BVH nodes\" to see the boxes each "
              "ray entered, and their count: a few dozen of the rock's 20,480 triangles' tree. "
              "Shows the nearest hit over all triangles and how little of the tree a ray visits.",
     .layout = RaycastLayout},
    {.rays = true})};

const harness::SampleRegistration kShapes{Info(
    "model-vs-shapes", "Model vs shapes",
    {.about = "A model against spheres, boxes, planes and other models, through its BVH: "
              "intersects means touching the surface, so the sphere inside the cube does not "
              "touch it. Model against model descends both BVHs together and tests triangle "
              "pairs with the robust SAT. Shows that touching a model means touching its surface.",
     .layout = ShapesLayout},
    {})};

}  // namespace
}  // namespace models
