#pragma once

// peer_bench's cases: ours against Bullet's and FCL's, in one binary and one
// run (bench/peer_bench.cpp registers them). A peer that was not found at
// configure time is left out; COLLISION_LAB_HAVE_BULLET,
// COLLISION_LAB_HAVE_FCL and COLLISION_LAB_HAVE_EMBREE say which were.

namespace collide::peers {

// Crowd pair finding: one step of SphereCrowd's default motion, the bounds,
// the pairs and the exact sphere test, at N = 1,000, 10,000 and 100,000.
void RegisterCrowdBenchmarks();

// One oriented box pair: our SAT, Bullet's btBoxBoxDetector, FCL's collide.
void RegisterBoxBenchmarks();

// What the narrow phase answers for two boxes: penetration (ours by SAT,
// Bullet's GJK-EPA, FCL's contact request) and the contact manifold (ours,
// Bullet's btBoxBoxDetector, FCL's), on the same pairs.
void RegisterContactBenchmarks();

// Distance and closest points (contacts.h's Distance): box-box,
// capsule-capsule and hull-hull against FCL's fcl::distance and Bullet's
// btGjkEpaSolver2::Distance.
void RegisterDistanceBenchmarks();

// Models: ray casts on the rock (ours, Embree, Bullet, brute force), BVH
// builds (ours, Embree), rock against rock (ours, FCL).
void RegisterModelBenchmarks();

}  // namespace collide::peers
