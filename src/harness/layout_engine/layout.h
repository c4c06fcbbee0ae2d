#pragma once

// What a static-shapes sample holds: named shapes of any kind in
// collide/static_shape.h, and the expectations declared on them. A tutorial
// sample is one of these, declared with StaticLayoutBuilder; a scene file
// loads into one (StaticLayoutFromScene) and a layout saves as one
// (SceneFromStaticLayout).

#include <optional>
#include <string>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "collide/registry/static_shape.h"
#include "harness/sample_api/check.h"
#include "harness/scene/scene.h"

namespace harness {

struct NamedShape {
  std::string id;
  collide::StaticShape shape;
};

struct StaticLayout {
  std::vector<NamedShape> shapes;
  // Intersects, Contains, ClosestPoint, Side, Hit or MeetingPoint, each
  // through the pair-test registry (the algorithm: a PairTest's id).
  std::vector<Expectation> expect;
  // Every pair and triple is tested (coloured, tabled, marked) whatever the
  // expectations name: the playground's rule, kept when a scene with a few
  // expectations is loaded into it. Otherwise the declared ones are
  // (TestedPairs).
  bool test_every_pair = false;

  const NamedShape* Find(const std::string& id) const;
  NamedShape* Find(const std::string& id);
};

// Declares a layout in a few lines, the way the tutorial's samples do:
//   StaticLayoutBuilder b;
//   b.Sphere("s", {1, 1, 0}, 2).Point("p0", {1, 0, 0});
//   b.ExpectContains("p0", "s", true);
// Planes are the book's (normal normalised, d as given); rays normalise
// their direction; AABBs are given by two corners in any order (the book's
// constructor) or by centre and half extents.
class StaticLayoutBuilder {
 public:
  StaticLayoutBuilder& Point(std::string id, const collide::Vec3& position);
  StaticLayoutBuilder& Sphere(std::string id, const collide::Vec3& center, double radius);
  StaticLayoutBuilder& AabbCorners(std::string id, const collide::Vec3& a, const collide::Vec3& b);
  StaticLayoutBuilder& AabbCenter(std::string id, const collide::Vec3& center,
                                  const collide::Vec3& half_extents);
  StaticLayoutBuilder& Plane(std::string id, const collide::Vec3& normal, double distance);
  StaticLayoutBuilder& PlaneThroughPoints(std::string id, const collide::Vec3& a,
                                          const collide::Vec3& b, const collide::Vec3& c);
  StaticLayoutBuilder& Ray(std::string id, const collide::Vec3& origin,
                           const collide::Vec3& direction);
  StaticLayoutBuilder& Segment(std::string id, const collide::Vec3& start,
                               const collide::Vec3& end);
  StaticLayoutBuilder& Shape(std::string id, const collide::StaticShape& shape);

  // Any outcome, a new one's among them; without a tolerance, its default.
  StaticLayoutBuilder& Expect(std::string a, std::string b, Outcome outcome,
                              std::optional<std::string> algorithm = std::nullopt,
                              std::optional<double> tolerance = std::nullopt);
  StaticLayoutBuilder& ExpectIntersects(std::string a, std::string b, bool value,
                                        std::optional<std::string> algorithm = std::nullopt);
  StaticLayoutBuilder& ExpectContains(std::string point, std::string shape, bool value);
  StaticLayoutBuilder& ExpectClosestPoint(std::string point, std::string shape,
                                          const collide::Vec3& closest,
                                          double tolerance = kDefaultPointOutcomeTolerance);
  StaticLayoutBuilder& ExpectSide(std::string point, std::string plane, int side);
  // Where the shape is against the frustum (the "inside" outcome).
  StaticLayoutBuilder& ExpectInside(std::string shape, std::string frustum,
                                    collide::Inclusion inclusion,
                                    std::optional<std::string> algorithm = std::nullopt);
  // A miss, or a hit anywhere (no t).
  StaticLayoutBuilder& ExpectHit(std::string caster, std::string shape, bool value,
                                 std::optional<std::string> algorithm = std::nullopt);
  StaticLayoutBuilder& ExpectHitAt(std::string caster, std::string shape, double t,
                                   std::optional<std::string> algorithm = std::nullopt,
                                   double tolerance = kDefaultPointOutcomeTolerance);
  StaticLayoutBuilder& ExpectMeetingPoint(std::string a, std::string b, std::string c,
                                          std::optional<collide::Vec3> point,
                                          double tolerance = kDefaultPointOutcomeTolerance);

  // The layout; throws std::logic_error for a declaration that could never
  // load (a duplicate id, an expectation naming no shape, a zero direction):
  // a built-in sample's table is code, and the suite builds every one.
  StaticLayout Build() const;

 private:
  StaticLayout layout_;
  std::vector<std::string> problems_;
};

// The kinds the engine tests, in the order of their numbers: those some
// pair or triple test in `registry` takes, a plugin's among them (a
// cylinder has none). A scene's other shapes are refused, and the
// playground offers these.
std::vector<collide::ShapeKind> EngineKinds(const collide::PairTestRegistry& registry);

// The scene's shapes and expectations as a static layout. Throws InputError
// (file, JSON path, problem) for what the engine cannot take: a cylinder, an
// outcome the pair's kinds do not answer ("contains" for two spheres), an
// algorithm the registry lacks for the pair (naming those it has), motion.
StaticLayout StaticLayoutFromScene(const Scene& scene);

// The layout as a scene of `sample`, which StaticLayoutFromScene reads back
// to the same layout, bit for bit.
Scene SceneFromStaticLayout(const StaticLayout& layout, const std::string& sample,
                            const std::string& title);

}  // namespace harness
