#pragma once

// A plane as it is drawn and picked: a square patch of it across the region
// the scene's other shapes occupy (DrawContext::region), not a sheet to the
// horizon; and that region for a scene of planes only, around where they
// meet.

#include <array>
#include <optional>
#include <span>

#include "collide/shapes/book_plane.h"
#include "collide/shapes/box.h"
#include "collide/shapes/vec.h"
#include "harness/draw/draw_context.h"

namespace harness {

// The region projected onto a plane grows by this fraction of its half size
// and at least by kPatchMinPadding, so that shapes at its edge lie inside.
inline constexpr double kPatchPadding = 0.25;
inline constexpr double kPatchMinPadding = 0.5;

// A square of a plane: `center` on it, `u` and `v` unit directions across it
// (collide::PerpendicularBasis of the normal), `half_size` half its side.
struct PlanePatch {
  collide::Vec3 center{0.0};
  collide::Vec3 normal{0.0, 0.0, 1.0};
  collide::Vec3 u{1.0, 0.0, 0.0};
  collide::Vec3 v{0.0, 1.0, 0.0};
  double half_size = 1.0;

  // Counter-clockwise seen from the front (the side the normal points to).
  std::array<collide::Vec3, 4> Corners() const;
};

// The smallest square of `plane` centred on the region's centre projected
// onto it that holds the projection of all of `region`, padded.
PlanePatch PatchAcross(const collide::BookPlane& plane, const collide::Aabb& region);

// The patch across `context.region`; without one, the square of half size
// 0.75 scene radii around the plane's point nearest the origin.
PlanePatch PatchOf(const collide::BookPlane& plane, const DrawContext& context);

// The planes scene's region where nothing else bounds it: the box around
// every point where three of them meet (collide::IntersectionPoint) and the
// points nearest the origin of the lines where two meet, leaving out points
// farther than kFarMeeting times the planes' own distance from the origin
// (nearly parallel planes meet far off). Empty for no planes; one plane, or
// planes that never meet, give their points nearest the origin.
inline constexpr double kFarMeeting = 4.0;
std::optional<collide::Aabb> PlanesMeetingRegion(std::span<const collide::BookPlane> planes);

// Where two planes' patches cross: the part of `line` (where the planes
// meet, collide::IntersectionLine) that lies on both patches, as its two
// ends; empty when the patches do not reach each other.
std::optional<std::array<collide::Vec3, 2>> PatchesMeet(const PlanePatch& a, const PlanePatch& b,
                                                        const collide::Vec3& line_point,
                                                        const collide::Vec3& line_direction);

}  // namespace harness
