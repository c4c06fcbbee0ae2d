#pragma once

// A Scene written back as a scene file, the reverse of scene.h's
// ParseScene: the save dialog ("Save as test case") and the hunt's findings
// write through it, and the tests read what it wrote back to the same values.

#include <string>

#include "harness/scene/scene.h"

namespace harness {

// The scene as a collision-lab-scene/1 file that ParseScene reads back to the
// same values, bit for bit: numbers are printed in their shortest form that
// reads back as the same double (0.1, 1e-300, -0.0, 0.3333333333333333).
// Each shape's fields are its kind's (shape_formats.h): a plane as
// `normal` + `distance`, an AABB as `min` + `max`, a box's rotation as
// `rotation_deg` when the angles give back the same matrix bit for bit, else
// as `axes`. A tolerance equal to the outcome's default is left out, as is a
// title that is empty.
//
// `scene` must be one ParseScene could return. What the format cannot hold
// throws std::invalid_argument: a velocity
// or mass on a shape that is not a sphere, a number that is not finite, a
// shape of a kind the format lacks.
std::string WriteScene(const Scene& scene);

}  // namespace harness
