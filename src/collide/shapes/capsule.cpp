#include "collide/shapes/capsule.h"

#include <cmath>

namespace collide {

std::optional<std::string> Validate(const Capsule& capsule) {
  if (!IsFinite(capsule.start)) {
    return "capsule start has a non-finite coordinate";
  }
  if (!IsFinite(capsule.end)) {
    return "capsule end has a non-finite coordinate";
  }
  if (!std::isfinite(capsule.radius)) {
    return "capsule radius is not finite";
  }
  if (capsule.radius < 0.0) {
    return "capsule radius is negative";
  }
  return std::nullopt;
}

}  // namespace collide
