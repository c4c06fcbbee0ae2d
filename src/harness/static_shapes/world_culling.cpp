// What a draw culled by a frustum would skip: every shape tested against a
// frustum, counted by where its "inside" test puts it (StaticWorld::Culling).
#include <string>
#include <vector>

#include "collide/shapes/frustum.h"
#include "harness/static_shapes/world.h"

namespace harness {

std::vector<FrustumCulling> StaticWorld::Culling(const StaticLayout& layout) const {
  const auto& shapes = layout.shapes;
  const TestedPairs tested(layout);
  std::vector<FrustumCulling> culling;
  for (std::size_t f = 0; f < shapes.size(); ++f) {
    if (!shapes[f].shape.Is<collide::Frustum>()) {
      continue;
    }
    FrustumCulling count;
    count.frustum = shapes[f].id;
    for (std::size_t i = 0; i < shapes.size(); ++i) {
      if (i == f || !tested.Pair(i, f)) {
        continue;
      }
      const auto tests =
          registry_.Find(collide::KindOf(shapes[i].shape),
                         collide::ShapeKindOf<collide::Frustum>::kValue, collide::Query::kInside);
      if (tests.empty()) {
        continue;
      }
      tests_.Add();
      switch (collide::PairTestRegistry::Run(*tests.front(), shapes[i].shape, shapes[f].shape)
                  .Get<collide::Inclusion>()) {
        case collide::Inclusion::kInside:
          ++count.inside;
          break;
        case collide::Inclusion::kIntersecting:
          ++count.intersecting;
          break;
        case collide::Inclusion::kOutside:
          ++count.outside;
          break;
      }
    }
    culling.push_back(count);
  }
  return culling;
}

std::string CullingText(const std::vector<FrustumCulling>& culling) {
  // Appended piece by piece: GCC 12's -Wstringop-overflow misfires on a
  // chain of + over std::to_string.
  std::string text;
  for (const FrustumCulling& c : culling) {
    const std::size_t total = c.inside + c.intersecting + c.outside;
    if (!text.empty()) {
      text += ' ';
    }
    text += "Frustum ";
    text += c.frustum;
    text += ": a draw would skip ";
    text += std::to_string(c.outside);
    text += " of ";
    text += std::to_string(total);
    text += total == 1 ? " shape" : " shapes";
    text += " (outside) and draw ";
    text += std::to_string(c.inside + c.intersecting);
    text += ": ";
    text += std::to_string(c.inside);
    text += " inside, ";
    text += std::to_string(c.intersecting);
    text += " intersecting.";
  }
  return text;
}

}  // namespace harness
