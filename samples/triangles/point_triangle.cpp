// The book's chapter 4 "Point in Triangle" unit test: the triangle
// (-1, 1, 1), (0, -1, 1), (1, 1, 1) against a grid of points.
#include <algorithm>
#include <string>

#include "collide/shapes/triangle.h"
#include "harness/layout_sample/spec.h"

namespace point_triangle {
namespace {

// The book numbers its grid point (i, j, k) as (i + 2) 20 + (j + 2) 4 +
// (k + 1), for i, j in -2..2 and k in -1..2.
int BookIndex(int i, int j, int k) {
  return (i + 2) * 20 + (j + 2) * 4 + (k + 1);
}

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.Shape("T", collide::Triangle{
                   {collide::Vec3(-1, 1, 1), collide::Vec3(0, -1, 1), collide::Vec3(1, 1, 1)}});
  // The 25 grid points in the triangle's plane z = 1 (k = 0 of the book's
  // index is z = -1; the 75 points off the plane are all outside, and
  // tests/collide/shapes/triangle_test.cpp checks the whole table), and the book's
  // three extra points 100-102.
  for (int i = -2; i <= 2; ++i) {
    for (int j = -2; j <= 2; ++j) {
      b.Point(std::to_string(BookIndex(i, j, 1)), {i, j, 1});
    }
  }
  b.Point("100", {0.5, 0.5, 1}).Point("101", {0.5, -0.25, 1}).Point("102", {-0.25, -0.25, 1});
  // Two off the plane, above and below the inside: the plane matters.
  b.Point("49", {0, 0, 0}).Point("51", {0, 0, 2});
  const std::string inside[] = {"34", "46", "50", "54", "74", "100", "102"};
  for (int i = -2; i <= 2; ++i) {
    for (int j = -2; j <= 2; ++j) {
      const std::string id = std::to_string(BookIndex(i, j, 1));
      b.ExpectContains(id, "T",
                       std::find(std::begin(inside), std::end(inside), id) != std::end(inside));
    }
  }
  b.ExpectContains("100", "T", true).ExpectContains("101", "T", false);
  b.ExpectContains("102", "T", true);
  b.ExpectContains("49", "T", false).ExpectContains("51", "T", false);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "point-triangle",
    .category = "Triangles",
    .title = "Point in triangle",
    .about = "Chapter 4, Point in Triangle: the triangle (-1, 1, 1), (0, -1, 1), (1, 1, 1) and "
             "the book's grid points in its plane, named by the book's index. Corners (34, 46, "
             "74) and edge points (50, 54) count as inside, as do 100 and 102; 101 lies just "
             "right of the edge from (0, -1) to (1, 1). 49 and 51 sit below and above the "
             "inside: a point must be on the plane (within 0.00001). The 75 grid points off "
             "the plane are checked by the unit tests."
             " Shows a point-in-triangle test that counts edges and corners as inside.",
    .layout = BookLayout,
    .facing = collide::Vec3(0, 0, 1),
}};

}  // namespace
}  // namespace point_triangle
