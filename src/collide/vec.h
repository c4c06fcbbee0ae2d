#pragma once

// collide works in double precision: scenes may place small shapes at large
// coordinates (1e6), where float's 24-bit mantissa turns touching into apart.
#include <glm/glm.hpp>

namespace collide {

using Vec3 = glm::dvec3;
using Mat3 = glm::dmat3;

}  // namespace collide
