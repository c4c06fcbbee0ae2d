#pragma once

// The functions of the plugin ABI (include/collision_lab/plugin.h) as a
// table both sides of the helper process read: each function's name, how it
// is called, what its arguments are, and which pair of shape kinds and which
// query of the pair-test registry it answers. Its index in the table is its
// number on the wire (plugin_wire.h), so the table only ever grows at the end.
// A function names its arguments by their cl_ structs; the kind each is,
// and how a shape becomes one, is the kind's plugin type in collide's kind
// table (collide::PluginType), so no kind's number is written here.

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "collide/registry/pair_tests.h"

namespace harness::plugins {

// How a function is called, as plugin.h declares it.
enum class Signature {
  kTest,          // int f(const A*, const B*)
  kClosestPoint,  // int f(const cl_vec3*, const B*, cl_vec3* out)
  kCast,          // int f(const A*, const B*, double* t)
  kCastHit,       // int f(const A*, const B*, cl_hit* hit): t, point, normal
  kTimeOfImpact,  // int f(const cl_sphere*, const cl_vec3*, const cl_sphere*, const cl_vec3*,
                  //       double dt, double* t)
  kDistance,      // int f(const A*, const B*, cl_distance_result* out)
  kPenetration,   // int f(const A*, const B*, cl_penetration* out)
  kContacts,      // int f(const A*, const B*, cl_contacts* out)
  kShapeCast,     // int f(const A*, const cl_vec3* translation, const B*, cl_cast* out)
};

struct PluginFunction {
  std::string_view name;  // "cl_sphere_aabb"
  Signature signature = Signature::kTest;
  collide::ShapeKind a = collide::ShapeKind::kPoint;  // the first argument's kind
  collide::ShapeKind b = collide::ShapeKind::kPoint;  // the second's
  // The registry's query it answers; nullopt for the time of impact and the
  // shape cast, which no pair test answers yet.
  std::optional<collide::Query> query;
};

// The kinds of the narrow phase's functions (cl_distance_*,
// cl_penetration_*, cl_contacts_*, cl_cast_*), as plugin.h names them, in
// the order their pairs are named: the earlier first, a kind with itself too.
inline constexpr std::array<std::string_view, 7> kNarrowPhaseKinds = {
    "sphere", "aabb", "obb", "segment", "triangle", "capsule", "hull"};

// Every function of ABI 1, in wire order, its kinds looked up in
// collide's kind table on the first call (std::logic_error if a struct has
// no kind: a build that lost a kind's registration). The narrow phase's
// come last, by question (distance, penetration, contacts, cast), each over
// the pairs of kNarrowPhaseKinds in order.
std::span<const PluginFunction> PluginFunctions();

// Its index, or nullopt for a name the ABI does not have.
std::optional<std::size_t> PluginFunctionIndex(std::string_view name);

// The index of the function that answers what `index` answers with the hit
// in full (cl_raycast_sphere's: cl_raycast_sphere_hit's), or nullopt.
std::optional<std::size_t> FullHitFunctionOf(std::size_t index);

// How many doubles a shape of `kind` is on the wire and in the C struct (every
// cl_ struct but cl_hull is doubles only, without padding), from its plugin
// type: 3 for a point, 4 for a sphere, 6 for an AABB, 15 for an oriented
// box, 7 for a capsule, ... 0 for a kind the ABI has no struct for. For a
// hull, whose struct is a pointer and a count, the wire carries the count
// and then the points (3 doubles each): this is 1, its shortest.
std::size_t DoublesOf(collide::ShapeKind kind);

// The most doubles one call may send (a hull of about a million points):
// the host refuses a longer call as a broken stream.
inline constexpr std::size_t kMaxCallDoubles = std::size_t{1} << 22;

// Where each argument starts in a call's doubles, in the C function's order
// (both shapes; for the time of impact both spheres, both velocities and dt;
// for a cast A, the translation and B), and the end; nullopt when
// `doubles` is not a well-formed call of `function` (too short or long, a
// hull's count that is not a whole number in [0, kMaxCallDoubles / 3]).
std::optional<std::vector<std::size_t>> ArgumentOffsets(const PluginFunction& function,
                                                        std::span<const double> doubles);

// The doubles a call answers: 0, 1, 3, 4, 7 or 20 (a cl_contacts: the
// normal, four points, four depths, the count as a double).
std::size_t ResultDoubles(const PluginFunction& function);

// "sphere", "aabb", "obb", "point", ...: a kind as plugin.h names it;
// "shape" for a kind it has no struct for.
std::string_view AbiKindName(collide::ShapeKind kind);

// Why plugins are never asked about `kind`, a sentence naming it, when the
// ABI has no struct for it (a hexahedron, a frustum, a test's kind); empty
// when it has one.
std::string NotServedByPlugins(collide::ShapeKind kind);

}  // namespace harness::plugins
