// Models against the peers, on the shipped 20,480-triangle rock
// (assets/models/rock.obj) and the same 100,000 random rays (fixed seed;
// each starts outside the rock's bounding sphere, even ones aimed at a
// random point of a random triangle, odd ones pointing away: half hit),
// cycled through one ray a call:
// - ModelRay/ours: Bvh::Raycast (collide/mesh/bvh.h), nearest hit;
// - ModelRay/embree: rtcIntersect1 on a scene of one triangle geometry,
//   device "threads=1", default build quality (Embree 3, single precision);
// - ModelRay/bullet: btBvhTriangleMeshShape::performRaycast (quantized
//   AABB tree) with a callback that keeps the nearest hit, over a segment
//   long enough to cross the rock;
// - ModelRay/brute: every triangle, the BVH's own ray-triangle test.
// BvhBuild/ours builds our BVH from the rock's vertices and triangles' indices, as loading a model
// does (on one thread; BvhBuild/ours-2-threads on two, timed by the clock); BvhBuild/embree makes
// and commits an Embree scene over the same as shared buffers. ModelModel: two rocks, the second
// moved along x by 1.33 (about a quarter of their volume overlaps) and turned, asked whether they
// touch: ours (Intersects(Model, Model)) and FCL's BVHModel<OBBRSS> collide with a boolean request.
// Counter `hit_share`: the share of rays that hit (0.5 expected);
// `disagreements`: rays on which the case and ours differ in hit or miss.

#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>
#include <random>
#include <vector>

#include "collide/mesh/model.h"
#include "harness/scene/obj_file.h"
#include "peers/peers.h"

#ifdef COLLISION_LAB_HAVE_EMBREE
#include <embree3/rtcore.h>
#endif
#ifdef COLLISION_LAB_HAVE_BULLET
#include <BulletCollision/CollisionShapes/btBvhTriangleMeshShape.h>
#include <BulletCollision/CollisionShapes/btTriangleIndexVertexArray.h>
#include <BulletCollision/NarrowPhaseCollision/btRaycastCallback.h>
#endif
#ifdef COLLISION_LAB_HAVE_FCL
#include <fcl/geometry/bvh/BVH_model.h>
#include <fcl/narrowphase/collision.h>
#include <fcl/narrowphase/collision_object.h>
#endif

namespace collide::peers {
namespace {

constexpr std::size_t kRayCount = 100'000;

const TriangleMesh& Rock() {
  static const auto kRock = harness::ReadObjMesh(std::filesystem::path(COLLISION_LAB_SOURCE_DIR) /
                                                 "assets/models/rock.obj");
  return *kRock;
}

double RockRadius() {
  const Aabb& box = Rock().bounds();
  return glm::length(box.max - box.min) * 0.5;
}

const std::vector<Ray>& Rays() {
  static const std::vector<Ray> kRays = [] {
    const TriangleMesh& rock = Rock();
    std::mt19937_64 random(26);
    std::normal_distribution<double> normal;
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::uniform_int_distribution<int> pick(0, rock.TriangleCount() - 1);
    const auto random_unit = [&] {
      return glm::normalize(Vec3(normal(random), normal(random), normal(random)));
    };
    const Vec3 centre = (rock.bounds().min + rock.bounds().max) * 0.5;
    std::vector<Ray> rays;
    for (std::size_t i = 0; i < kRayCount; ++i) {
      const Vec3 origin = centre + 2.5 * RockRadius() * random_unit();
      Vec3 direction;
      if (i % 2 == 0) {
        const Triangle t = rock.TriangleAt(pick(random));
        const double a = std::sqrt(unit(random));
        const double b = unit(random);
        direction = (1 - a) * t[0] + a * (1 - b) * t[1] + a * b * t[2] - origin;
      } else {
        direction = random_unit();
        if (glm::dot(direction, centre - origin) > 0.0) {
          direction = -direction;
        }
      }
      rays.push_back(*MakeRay(origin, direction));
    }
    return rays;
  }();
  return kRays;
}

std::vector<Triangle> RockTriangles() {
  std::vector<Triangle> triangles;
  for (int i = 0; i < Rock().TriangleCount(); ++i) {
    triangles.push_back(Rock().TriangleAt(i));
  }
  return triangles;
}

// Runs `cast(ray)` (true on a hit) one ray a call, counting hits and the
// rays on which it and our BVH differ.
template <typename Cast>
void CastRays(benchmark::State& state, Cast&& cast) {
  const std::vector<Ray>& rays = Rays();
  std::size_t i = 0;
  std::int64_t hits = 0;
  for (auto _ : state) {
    const bool hit = cast(rays[i]);
    hits += hit ? 1 : 0;
    benchmark::DoNotOptimize(hit);
    i = i + 1 == rays.size() ? 0 : i + 1;
  }
  std::int64_t disagreements = 0;
  for (const Ray& ray : rays) {
    disagreements += cast(ray) != Rock().bvh().Raycast(ray).has_value() ? 1 : 0;
  }
  state.counters["hit_share"] = static_cast<double>(hits) / static_cast<double>(state.iterations());
  state.counters["disagreements"] = static_cast<double>(disagreements);
}

void OursRay(benchmark::State& state) {
  const Bvh& bvh = Rock().bvh();
  CastRays(state, [&](const Ray& ray) { return bvh.Raycast(ray).has_value(); });
}

void BruteRay(benchmark::State& state) {
  const std::vector<Triangle> triangles = RockTriangles();
  CastRays(state, [&](const Ray& ray) {
    double best = kInfinity;
    bool hit = false;
    for (const Triangle& t : triangles) {
      if (const auto found =
              RayTriangleT(ray.origin, ray.direction, t[0], t[1] - t[0], t[2] - t[0], best)) {
        best = *found;
        hit = true;
      }
    }
    return hit;
  });
}

void OursBuild(benchmark::State& state, int jobs) {
  const std::vector<Vec3>& vertices = Rock().vertices();
  const std::vector<TriangleIndices>& triangles = Rock().triangles();
  for (auto _ : state) {
    Bvh bvh(vertices, triangles, jobs);
    benchmark::DoNotOptimize(bvh.nodes().data());
  }
  state.counters["nodes"] = static_cast<double>(Bvh(vertices, triangles).nodes().size());
}

Model PlacedRock(const Vec3& position, const Vec3& degrees) {
  static const auto kShared = harness::ReadObjMesh(std::filesystem::path(COLLISION_LAB_SOURCE_DIR) /
                                                   "assets/models/rock.obj");
  return Model{kShared, "rock.obj", position, RotationFromEulerDegrees(degrees), 1.0};
}
const Vec3 kSecondRockAt{1.33, 0.0, 0.0};
const Vec3 kSecondRockTurn{20.0, 35.0, 10.0};

void OursModelModel(benchmark::State& state) {
  const Model a = PlacedRock(Vec3(0.0), Vec3(0.0));
  const Model b = PlacedRock(kSecondRockAt, kSecondRockTurn);
  for (auto _ : state) {
    benchmark::DoNotOptimize(Intersects(a, b));
  }
  state.counters["touching"] = Intersects(a, b) ? 1.0 : 0.0;
}

#ifdef COLLISION_LAB_HAVE_EMBREE
struct EmbreeRock {
  std::vector<float> vertices;
  std::vector<unsigned> indices;
  RTCDevice device = rtcNewDevice("threads=1");

  EmbreeRock() {
    for (const Vec3& v : Rock().vertices()) {
      vertices.insert(vertices.end(),
                      {static_cast<float>(v.x), static_cast<float>(v.y), static_cast<float>(v.z)});
    }
    vertices.push_back(0.0f);  // Embree reads 16 bytes at the last vertex
    for (const TriangleIndices& t : Rock().triangles()) {
      indices.insert(indices.end(), t.begin(), t.end());
    }
  }
  ~EmbreeRock() { rtcReleaseDevice(device); }

  RTCScene Build() const {
    RTCScene scene = rtcNewScene(device);
    RTCGeometry geometry = rtcNewGeometry(device, RTC_GEOMETRY_TYPE_TRIANGLE);
    rtcSetSharedGeometryBuffer(geometry, RTC_BUFFER_TYPE_VERTEX, 0, RTC_FORMAT_FLOAT3,
                               vertices.data(), 0, 3 * sizeof(float), Rock().vertices().size());
    rtcSetSharedGeometryBuffer(geometry, RTC_BUFFER_TYPE_INDEX, 0, RTC_FORMAT_UINT3, indices.data(),
                               0, 3 * sizeof(unsigned), Rock().triangles().size());
    rtcCommitGeometry(geometry);
    rtcAttachGeometry(scene, geometry);
    rtcReleaseGeometry(geometry);
    rtcCommitScene(scene);
    return scene;
  }
};

void EmbreeRay(benchmark::State& state) {
  const EmbreeRock rock;
  RTCScene scene = rock.Build();
  RTCIntersectContext context;
  rtcInitIntersectContext(&context);
  CastRays(state, [&](const Ray& ray) {
    RTCRayHit hit{};
    hit.ray.org_x = static_cast<float>(ray.origin.x);
    hit.ray.org_y = static_cast<float>(ray.origin.y);
    hit.ray.org_z = static_cast<float>(ray.origin.z);
    hit.ray.dir_x = static_cast<float>(ray.direction.x);
    hit.ray.dir_y = static_cast<float>(ray.direction.y);
    hit.ray.dir_z = static_cast<float>(ray.direction.z);
    hit.ray.tnear = 0.0f;
    hit.ray.tfar = std::numeric_limits<float>::infinity();
    hit.ray.mask = ~0u;
    hit.hit.geomID = RTC_INVALID_GEOMETRY_ID;
    rtcIntersect1(scene, &context, &hit);
    return hit.hit.geomID != RTC_INVALID_GEOMETRY_ID;
  });
  rtcReleaseScene(scene);
}

void EmbreeBuild(benchmark::State& state) {
  const EmbreeRock rock;
  for (auto _ : state) {
    RTCScene scene = rock.Build();
    benchmark::DoNotOptimize(scene);
    rtcReleaseScene(scene);
  }
}
#endif

#ifdef COLLISION_LAB_HAVE_BULLET
struct NearestHit : btTriangleRaycastCallback {
  using btTriangleRaycastCallback::btTriangleRaycastCallback;
  bool hit = false;
  btScalar reportHit(const btVector3&, btScalar fraction, int, int) override {
    hit = true;
    return fraction;  // later triangles must be nearer
  }
};

void BulletRay(benchmark::State& state) {
  std::vector<btScalar> vertices;
  for (const Vec3& v : Rock().vertices()) {
    vertices.insert(vertices.end(), {v.x, v.y, v.z});
  }
  std::vector<int> indices;
  for (const TriangleIndices& t : Rock().triangles()) {
    indices.insert(indices.end(),
                   {static_cast<int>(t[0]), static_cast<int>(t[1]), static_cast<int>(t[2])});
  }
  btTriangleIndexVertexArray array(Rock().TriangleCount(), indices.data(), 3 * sizeof(int),
                                   static_cast<int>(Rock().vertices().size()), vertices.data(),
                                   3 * sizeof(btScalar));
  btBvhTriangleMeshShape shape(&array, /*useQuantizedAabbCompression=*/true);
  const double reach = 5.0 * RockRadius();
  CastRays(state, [&](const Ray& ray) {
    const Vec3 end = ray.origin + reach * ray.direction;
    const btVector3 from(ray.origin.x, ray.origin.y, ray.origin.z);
    const btVector3 to(end.x, end.y, end.z);
    NearestHit callback(from, to);
    shape.performRaycast(&callback, from, to);
    return callback.hit;
  });
}
#endif

#ifdef COLLISION_LAB_HAVE_FCL
std::shared_ptr<fcl::BVHModel<fcl::OBBRSSd>> FclRock() {
  auto model = std::make_shared<fcl::BVHModel<fcl::OBBRSSd>>();
  std::vector<fcl::Vector3d> points;
  for (const Vec3& v : Rock().vertices()) {
    points.emplace_back(v.x, v.y, v.z);
  }
  std::vector<fcl::Triangle> triangles;
  for (const TriangleIndices& t : Rock().triangles()) {
    triangles.emplace_back(t[0], t[1], t[2]);
  }
  model->beginModel();
  model->addSubModel(points, triangles);
  model->endModel();
  return model;
}

void FclModelModel(benchmark::State& state) {
  const auto rock = FclRock();
  const Mat3 turn = RotationFromEulerDegrees(kSecondRockTurn);
  fcl::Matrix3d rotation;
  for (int row = 0; row < 3; ++row) {
    for (int column = 0; column < 3; ++column) {
      rotation(row, column) = turn[column][row];
    }
  }
  fcl::Transform3d placed = fcl::Transform3d::Identity();
  placed.linear() = rotation;
  placed.translation() = fcl::Vector3d(kSecondRockAt.x, kSecondRockAt.y, kSecondRockAt.z);
  fcl::CollisionObjectd a(rock, fcl::Transform3d::Identity());
  fcl::CollisionObjectd b(rock, placed);
  fcl::CollisionRequestd request;  // boolean: one contact, no contact data
  bool touching = false;
  for (auto _ : state) {
    fcl::CollisionResultd result;
    fcl::collide(&a, &b, request, result);
    touching = result.isCollision();
    benchmark::DoNotOptimize(touching);
  }
  state.counters["touching"] = touching ? 1.0 : 0.0;
}
#endif

}  // namespace

void RegisterModelBenchmarks() {
  benchmark::RegisterBenchmark("ModelRay/ours", OursRay);
#ifdef COLLISION_LAB_HAVE_EMBREE
  benchmark::RegisterBenchmark("ModelRay/embree", EmbreeRay);
#endif
#ifdef COLLISION_LAB_HAVE_BULLET
  benchmark::RegisterBenchmark("ModelRay/bullet", BulletRay);
#endif
  benchmark::RegisterBenchmark("ModelRay/brute", BruteRay);
  benchmark::RegisterBenchmark("BvhBuild/ours", OursBuild, 1)->Unit(benchmark::kMillisecond);
  // Real time, and the CPU time of both threads summed (the calling
  // thread's alone would leave the other's work out).
  benchmark::RegisterBenchmark("BvhBuild/ours-2-threads", OursBuild, 2)
      ->Unit(benchmark::kMillisecond)
      ->UseRealTime()
      ->MeasureProcessCPUTime();
#ifdef COLLISION_LAB_HAVE_EMBREE
  benchmark::RegisterBenchmark("BvhBuild/embree", EmbreeBuild)->Unit(benchmark::kMillisecond);
#endif
  benchmark::RegisterBenchmark("ModelModel/ours", OursModelModel);
#ifdef COLLISION_LAB_HAVE_FCL
  benchmark::RegisterBenchmark("ModelModel/fcl", FclModelModel);
#endif
}

}  // namespace collide::peers
