#pragma once

// The test-only kind, a "flag" (a point with a reach), added as a capsule
// would be (docs/architecture.md, "Where a change goes"), through three
// files: this one (the type and its kind number, as collide/kinds/<kind>.h),
// flag_collide_side.cpp (its row, pair tests and hunt generator, as
// collide/kinds/<kind>.cpp) and flag_harness_side.cpp (its scene fields,
// editor, drawing and picking, as harness/shape_kinds/<kind>.cpp). A test
// registers both sides at run time and takes them out again; nothing else
// of collide or the harness is told about it. It has no plugin type: the
// plugin ABI has no struct for it.

#include "collide/kinds/kind_registration.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness::testing {

struct Flag {
  collide::Vec3 at{0.0};
  double reach = 0.0;
};

// What the panel did with a flag's editor: how often it drew it, and
// whether the next draw types a value (100 along x).
struct FlagEdits {
  int count = 0;
  bool type_far = false;
};
FlagEdits& FlagEditsSeen();

// Its collide side: the row "flag", the flag-sphere tests "reach" and
// "reach-squared", and its generator. `strict_squared` makes
// "reach-squared" count touching as apart: a bug for the hunt to find.
collide::CollideKind FlagCollideSide(bool strict_squared = false);

// Its harness side.
ShapeKindEntry FlagHarnessSide();

}  // namespace harness::testing

template <>
struct collide::ShapeKindOf<harness::testing::Flag> {
  static constexpr ShapeKind kValue{90};
};
