// The book's chapter 3 "Raycast Plane" unit test (gdbooks/3DCollisions):
// seven rays against one plane under the book's one-sided cast, and the
// same rays (and one of ours) under the two-sided cast beside it.
#include <cmath>
#include <optional>

#include "harness/layout_sample/spec.h"

namespace raycast_plane {
namespace {

constexpr const char* kOneSided = "one-sided";
constexpr const char* kTwoSided = "two-sided";

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  // n (1, 1, 0), d 1: x + y = sqrt(2), the normal towards +x +y.
  b.Plane("P", {1, 1, 0}, 1);
  b.Ray("R0", {0, 0, 0}, {0, -1, 0});
  b.Ray("R1", {0.5, 0.5, 0}, {-1, -1, 0});
  b.Ray("R2", {1, 1, 0}, {1, 1, 0});
  b.Ray("R3", {1, 1, -3}, {0, 0, 1});
  b.Ray("R4", {2, 2, 3}, {0, -1, 0});
  b.Ray("R5", {3, 3, 3}, {-3, -3, -3});
  b.Ray("R6", {1, 1, 3}, {-2, -3, 1});
  // Ours: from behind the plane towards it, where the two casts differ.
  b.Ray("R7", {0, 0, 0}, {1, 0, 0});

  const double root2 = std::sqrt(2.0);
  // Where x + y reaches sqrt(2), worked out along each ray:
  // R4: x + y = 4 - t, t = 4 - sqrt(2).
  const double r4 = 4 - root2;
  // R5: x + y = 2 (3 - t / sqrt(3)), t = 3 sqrt(3) - sqrt(6) / 2.
  const double r5 = 3 * std::sqrt(3.0) - std::sqrt(6.0) / 2;
  // R6: x + y = 2 - 5 t / sqrt(14), t = (2 - sqrt(2)) sqrt(14) / 5.
  const double r6 = (2 - root2) * std::sqrt(14.0) / 5;
  // R7: x + y = t, t = sqrt(2).
  const double r7 = root2;

  // The book's table, one-sided: a ray misses unless it comes from the front
  // towards the plane. R0 and R1 start behind and point away, R2 starts in
  // front and points away, R3 runs parallel to it.
  for (const char* ray : {"R0", "R1", "R2", "R3"}) {
    b.ExpectHit(ray, "P", false, kOneSided);
  }
  b.ExpectHitAt("R4", "P", r4, kOneSided);
  b.ExpectHitAt("R5", "P", r5, kOneSided);
  b.ExpectHitAt("R6", "P", r6, kOneSided);
  b.ExpectHit("R7", "P", false, kOneSided);  // From behind: a miss.

  // Two-sided, the plane a sheet: the book's rays all point away from it,
  // run parallel, or come from the front, so only R7 answers otherwise.
  for (const char* ray : {"R0", "R1", "R2", "R3"}) {
    b.ExpectHit(ray, "P", false, kTwoSided);
  }
  b.ExpectHitAt("R4", "P", r4, kTwoSided);
  b.ExpectHitAt("R5", "P", r5, kTwoSided);
  b.ExpectHitAt("R6", "P", r6, kTwoSided);
  b.ExpectHitAt("R7", "P", r7, kTwoSided);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "raycast-plane",
    .category = "Rays and lines",
    .title = "Raycast plane",
    .about =
        "Chapter 3, Raycast Plane: the plane n (1, 1, 0), d 1 and seven rays. The book's "
        "cast is one-sided: it misses when direction.n >= 0, so a ray from behind the "
        "plane misses it, as does one parallel to it or pointing away; R4-R6 come from the "
        "front and hit. Beside it, the two-sided cast (the plane as a sheet) on the same "
        "rays and on R7, ours, which comes from behind: one-sided it misses, two-sided it "
        "hits at t = sqrt(2). Shows the difference between a one-sided and a two-sided plane cast.",
    .layout = BookLayout,
    .name_algorithm = true,
}};

}  // namespace
}  // namespace raycast_plane
