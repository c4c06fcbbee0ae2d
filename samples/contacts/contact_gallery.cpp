// Contact gallery (issue 37): every pair of the convex kinds side by side,
// one resting on the other and sunk 0.1 into it, with its manifold, as
// Box2D's Manifold sample shows its pairs. In each, the kind below is the
// first of the pair (A) and the kind above the second (B), so every normal
// points up, from A to B, and every depth is 0.1.
//
// The expected points come from the features that face each other, worked
// out here by hand: a point or a sphere touches at one point; two cores
// side by side at their ends, crossing cores at one point; a core over a
// face at its ends (over the triangle, where its edges cut the core); a
// triangle on a square at its corners; two squares at their corners. Each
// lies on B's surface, the plane 0.1 below A's top. Pairs of two shapes
// with no volume (point, segment, triangle) share no depth and are left
// out: 30 pairs of the 36.
#include <array>
#include <functional>
#include <string>
#include <vector>

#include "collide/shapes/box.h"
#include "collide/shapes/capsule.h"
#include "collide/shapes/triangle.h"
#include "harness/layout_sample/spec.h"
#include "harness/outcomes/contact_outcomes.h"
#include "harness/scene/shared_hull.h"

namespace contact_gallery {
namespace {

using collide::Vec3;

// What a kind shows the shape above or below it.
enum class Feature { kPoint, kLineAlongX, kLineAlongZ, kTriangle, kSquare };

struct GalleryKind {
  std::string name;
  double half_height = 0.0;  // from its centre to its top and its bottom
  Feature feature = Feature::kPoint;
  bool solid = true;
  std::function<collide::StaticShape(const Vec3& centre)> make;
};

// The triangle's corners and the squares' half width, about a cell's centre.
const std::array<Vec3, 3> kTriangle = {Vec3(-0.4, 0, -0.4), Vec3(0.4, 0, -0.4), Vec3(0, 0, 0.4)};
constexpr double kSquareHalf = 0.5;
constexpr double kCoreHalf = 0.4;

std::vector<GalleryKind> Kinds() {
  const auto cube = [](double h) {
    std::vector<Vec3> corners;
    for (int i = 0; i < 8; ++i) {
      corners.push_back(Vec3(i & 1 ? h : -h, i & 2 ? h : -h, i & 4 ? h : -h));
    }
    return corners;
  };
  return {
      {"point", 0.0, Feature::kPoint, false, [](const Vec3& c) { return collide::Point{c}; }},
      {"segment", 0.0, Feature::kLineAlongZ, false,
       [](const Vec3& c) {
         return collide::Segment{c - Vec3(0, 0, kCoreHalf), c + Vec3(0, 0, kCoreHalf)};
       }},
      {"triangle", 0.0, Feature::kTriangle, false,
       [](const Vec3& c) {
         return collide::Triangle{{c + kTriangle[0], c + kTriangle[1], c + kTriangle[2]}};
       }},
      {"sphere", 0.5, Feature::kPoint, true,
       [](const Vec3& c) {
         return collide::Sphere{c, 0.5};
       }},
      {"capsule", 0.3, Feature::kLineAlongX, true,
       [](const Vec3& c) {
         return collide::Capsule{c - Vec3(kCoreHalf, 0, 0), c + Vec3(kCoreHalf, 0, 0), 0.3};
       }},
      {"box", 0.4, Feature::kSquare, true,
       [](const Vec3& c) {
         return collide::OrientedBox{c, Vec3(kSquareHalf, 0.4, kSquareHalf), collide::Mat3(1.0)};
       }},
      {"aabb", 0.5, Feature::kSquare, true,
       [](const Vec3& c) {
         return collide::Aabb{c - Vec3(0.5), c + Vec3(0.5)};
       }},
      {"hull", 0.5, Feature::kSquare, true,
       [cube](const Vec3& c) { return harness::HullOfPoints(cube(0.5), c); }},
  };
}

bool IsLine(Feature f) {
  return f == Feature::kLineAlongX || f == Feature::kLineAlongZ;
}

// The ends of a core along its axis.
std::vector<Vec3> LineEnds(Feature f) {
  const Vec3 along = f == Feature::kLineAlongX ? Vec3(kCoreHalf, 0, 0) : Vec3(0, 0, kCoreHalf);
  return {-along, along};
}

// Where the features `below` and `above` touch, about the cell's centre in
// the contact plane (see the file's opening).
std::vector<Vec3> TouchingPoints(Feature below, Feature above) {
  if (below == Feature::kPoint || above == Feature::kPoint) {
    return {Vec3(0)};
  }
  if (IsLine(below) && IsLine(above)) {
    return below == above ? LineEnds(below) : std::vector<Vec3>{Vec3(0)};
  }
  const Feature line = IsLine(below) ? below : above;
  const Feature other = IsLine(below) ? above : below;
  if (IsLine(line) && other == Feature::kTriangle) {
    // The triangle's slanted edges cross z = 0 at x = -0.2 and 0.2.
    return {Vec3(-0.2, 0, 0), Vec3(0.2, 0, 0)};
  }
  if (IsLine(line)) {
    return LineEnds(line);  // inside the square
  }
  if (below == Feature::kTriangle || above == Feature::kTriangle) {
    return {kTriangle.begin(), kTriangle.end()};  // inside the square
  }
  const double h = kSquareHalf;
  return {Vec3(-h, 0, -h), Vec3(h, 0, -h), Vec3(-h, 0, h), Vec3(h, 0, h)};
}

constexpr double kSink = 0.1;
constexpr double kCell = 2.5;
constexpr double kRowHeight = 3.0;

void AddPair(harness::StaticLayoutBuilder& b, const GalleryKind& below, const GalleryKind& above,
             const Vec3& centre, int number) {
  const std::string n = std::to_string(number);
  const std::string a = n + " " + below.name;
  const std::string b_id = n + " " + above.name + (above.name == below.name ? " 2" : "");
  b.Shape(a, below.make(centre));
  const double contact_y = centre.y + below.half_height - kSink;
  b.Shape(b_id, above.make(Vec3(centre.x, contact_y + above.half_height, centre.z)));
  const Vec3 up(0, 1, 0);
  b.Expect(a, b_id, harness::Overlapping(kSink, up));
  harness::ContactSet expected;
  const std::vector<Vec3> points = TouchingPoints(below.feature, above.feature);
  expected.min_count = expected.max_count = expected.point_count = static_cast<int>(points.size());
  expected.normal = up;
  for (std::size_t i = 0; i < points.size(); ++i) {
    expected.points[i] = Vec3(centre.x, contact_y, centre.z) + points[i];
  }
  b.Expect(a, b_id, expected);
}

// The cells stand on a wall in the x-y plane, which the camera faces, in
// reading order, six to a row: wider than tall, as a window is.
constexpr int kCellsPerRow = 6;

Vec3 CellCentre(int index) {
  return Vec3(kCell * (index % kCellsPerRow), 0.0 - kRowHeight * (index / kCellsPerRow), 0);
}

harness::StaticLayout Gallery() {
  harness::StaticLayoutBuilder b;
  const std::vector<GalleryKind> kinds = Kinds();
  int number = 0;
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    for (std::size_t j = i; j < kinds.size(); ++j) {
      if (!kinds[i].solid && !kinds[j].solid) {
        continue;
      }
      AddPair(b, kinds[i], kinds[j], CellCentre(number), number + 1);
      ++number;
    }
  }
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "contact-gallery",
    .category = "Contacts",
    .title = "Contact gallery",
    .about = "Shows the manifold of every pair of convex kinds: point, segment, triangle, "
             "sphere, capsule, box, AABB and hull, each resting on another and sunk 0.1 into "
             "it, the first kind of the pair below. Every normal points up, from A "
             "to B, every depth is 0.1; the points are where the facing features meet: one for "
             "a point or a sphere, two for a core on a face or beside a core, three for a "
             "triangle on a face, four for face on face. Select a pair to see it alone; drag a "
             "shape off the one below and watch its points go.",
    .seed = "",
    .layout = Gallery,
    .facing = collide::Vec3(0, 0, 1),
}};

}  // namespace
}  // namespace contact_gallery
