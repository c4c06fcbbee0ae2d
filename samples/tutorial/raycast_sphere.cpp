// The book's chapter 3 "Raycast Sphere" unit test (gdbooks/3DCollisions):
// seven rays, each against its own sphere.
#include <cmath>

#include "harness/layout_sample/spec.h"

namespace raycast_sphere {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.Ray("R0", {-2, 1, 0}, {2, 0, 0}).Sphere("S0", {2, 0, 0}, 2);
  b.Ray("R1", {-2, 0, 0}, {2, 0, 0}).Sphere("S1", {2, 2, 0}, 2);
  b.Ray("R2", {-2, 0, 0}, {2, 0, 0}).Sphere("S2", {0, 0, 0}, 2);
  b.Ray("R3", {-2, 2, 0}, {2, -1, 2}).Sphere("S3", {0, 0, 0}, 2);
  b.Ray("R4", {2, 1, 0}, {2, 0, 0}).Sphere("S4", {2, 0, 0}, 2);
  b.Ray("R5", {-2, 1, 0}, {-1, 0, 0}).Sphere("S5", {2, 0, 0}, 2);
  b.Ray("R6", {-5, 1, 0}, {2, 0.4, 0}).Sphere("S6", {2, 0, 0}, 2);
  const double root3 = std::sqrt(3.0);
  // Along y = 1: (x - 2)^2 + 1 = 4 enters at x = 2 - sqrt(3), 4 - sqrt(3)
  // from x = -2.
  b.ExpectHitAt("R0", "S0", 4 - root3);
  // Tangent at (2, 0, 0): the centre is 4 along the ray and 2 off it.
  b.ExpectHitAt("R1", "S1", 4);
  // Starts on the surface: t = 0.
  b.ExpectHitAt("R2", "S2", 0);
  // Direction (2, -1, 2) / 3: the centre is 2 along the ray, and
  // |(2, -2, 0)|^2 - 2^2 = 4 = r^2, so tangent at t = 2.
  b.ExpectHitAt("R3", "S3", 2);
  // Starts inside; leaves at x = 2 + sqrt(3).
  b.ExpectHitAt("R4", "S4", root3);
  // Points away from the sphere.
  b.ExpectHit("R5", "S5", false);
  // y = 1 + 0.2 (x + 5) passes 2.4 / sqrt(1.04) = 2.35 from the centre.
  b.ExpectHit("R6", "S6", false);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "raycast-sphere",
    .category = "Rays and lines",
    .title = "Raycast sphere",
    .about = "Chapter 3, Raycast Sphere: seven rays, each against its own sphere, the spheres at "
             "one place, so click a row (or a ray, then Shift+click its sphere) to see which ray "
             "meets which. A cast "
             "reports the first point of the surface at t >= 0: R1 and R3 are tangent (a hit), "
             "R2 starts on the surface (t = 0), R4 starts inside and hits where it leaves; R5 "
             "points away and R6 passes by. t is a distance along the ray. Shows the first surface "
             "point at t >= 0 for tangent rays, rays from on or inside the sphere, and misses.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace raycast_sphere
