#pragma once

// Shapes across the plugin ABI: a StaticShape as the doubles of its cl_
// struct (plugin.h), and as the words a report quotes it in, so that a crash
// names the inputs that caused it ("sphere {center (1, 0, 1), radius 2}").

#include <string>
#include <vector>

#include "collide/registry/static_shape.h"

namespace harness::plugins {

// Appends the shape's cl_ struct, field by field, to `doubles`; false for a
// kind plugin.h has no struct for (a hexahedron, a cylinder).
bool AppendAbiDoubles(const collide::StaticShape& shape, std::vector<double>& doubles);

// "sphere {center (1, 0, 1), radius 2}": the kind as plugin.h names it and
// its struct's fields, each number written so that it reads back the same.
std::string DescribeForReport(const collide::StaticShape& shape);

// A number that reads back the same: "0.1", "2", "nan".
std::string ExactNumber(double value);

}  // namespace harness::plugins
