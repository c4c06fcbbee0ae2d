#include "collide/hunt/hunt_case.h"

namespace collide {

std::vector<StaticShape> GenerateCase(HuntRandom& random, const ShapeGenerators& generators,
                                      const ShapeGenerator& first, const ShapeGenerator& second) {
  const double unit = RandomUnit(random);
  const int count = random.Chance(0.25) ? 3 : 2;
  const bool second_first = random.Chance(0.5);
  std::vector<StaticShape> shapes;
  for (int index = 0; index < count; ++index) {
    const ShapeGenerator& kind = ((index % 2 == 0) != second_first) ? first : second;
    const double pick = random.Real(0.0, 1.0);
    if (index == 0 || pick >= 0.75) {
      shapes.push_back(kind.random(random, unit));
      continue;
    }
    const StaticShape& anchor = shapes[static_cast<std::size_t>(random.Int(0, index - 1))];
    if (pick < 0.1 && anchor.kind() == kind.kind) {
      shapes.push_back(anchor);  // coincident: the very same shape
      continue;
    }
    const SurfacePoint at = generators.Find(anchor.kind())->surface_point(random, anchor, unit);
    shapes.push_back(at.exact ? kind.touching(random, at, unit) : kind.random(random, unit));
  }
  return shapes;
}

}  // namespace collide
