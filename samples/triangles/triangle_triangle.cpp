// Triangle against triangle (the book's chapter 4 "Triangle Triangle" and
// "Robust SAT" pages, which draw but have no table): our own table, worked
// out by hand, under the plain SAT and the robust one, with the pairs on
// which the two disagree.
#include "collide/shapes/triangle.h"
#include "harness/layout_sample/spec.h"

namespace triangle_triangle {
namespace {

using collide::Triangle;
using collide::Vec3;

constexpr const char* kRobust = "robust-sat";
constexpr const char* kPlain = "plain-sat";

harness::StaticLayout OwnLayout() {
  harness::StaticLayoutBuilder b;
  // A in z = 0; each other triangle is placed against it.
  b.Shape("A", Triangle{{Vec3(0, 0, 0), Vec3(1, 0, 0), Vec3(0, 1, 0)}});
  // B stands through A's inside at (0.2, 0.2, 0).
  b.Shape("B", Triangle{{Vec3(0.2, 0.2, -1), Vec3(0.2, 0.2, 1), Vec3(1.5, 1.5, 0)}});
  // C touches A at its corner (1, 0, 0) only.
  b.Shape("C", Triangle{{Vec3(1, 0, 0), Vec3(2, 0, 1), Vec3(2, 1, 1)}});
  // D lies over A, one unit up: A's normal separates them.
  b.Shape("D", Triangle{{Vec3(0, 0, 1), Vec3(1, 0, 1), Vec3(0, 1, 1)}});
  // E is in A's plane and overlaps it: its corner (0.5, 0.25, 0) is in A.
  b.Shape("E", Triangle{{Vec3(0.5, 0.25, 0), Vec3(1.5, 0.25, 0), Vec3(0.5, -1, 0)}});
  // F is in A's plane, a unit beyond A's corner (1, 0, 0): apart. Every axis
  // of the plain SAT is the common normal or zero; along both, A and F
  // project to 0, so it reports them touching.
  b.Shape("F", Triangle{{Vec3(2, 0, 0), Vec3(3, 0, 0), Vec3(2, -1, 0)}});
  // G has zero area: the point (-1, -1, 0), in A's plane, outside A.
  b.Shape("G", Triangle{{Vec3(-1, -1, 0), Vec3(-1, -1, 0), Vec3(-1, -1, 0)}});
  for (const char* algorithm : {kRobust, kPlain}) {
    b.ExpectIntersects("A", "B", true, algorithm);
    b.ExpectIntersects("A", "C", true, algorithm);
    b.ExpectIntersects("A", "D", false, algorithm);
    b.ExpectIntersects("A", "E", true, algorithm);
  }
  // Where the plain SAT is wrong, its row says what it answers.
  b.ExpectIntersects("A", "F", false, kRobust).ExpectIntersects("A", "F", true, kPlain);
  b.ExpectIntersects("A", "G", false, kRobust).ExpectIntersects("A", "G", true, kPlain);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "triangle-triangle",
    .category = "Triangles",
    .title = "Triangle and triangle",
    .about = "Chapter 4, Triangle Triangle and Robust SAT: A in the plane z = 0 against six "
             "triangles, under two separating-axis tests. The plain SAT tries 11 axes, the two "
             "normals and the nine edge crosses. B crosses A, C touches a corner, D lies "
             "above, E overlaps in A's plane: both agree. F is in A's plane and apart, and G "
             "is a zero-area triangle (a point) beside A: every axis the plain SAT has is the "
             "common normal or zero, so it calls them touching. The robust SAT adds the axes "
             "across each edge in the common plane and treats a zero-area triangle as its "
             "segment or point; it is the default. Rows of the plain SAT on F and G expect "
             "its wrong answer, so the table shows where the two disagree."
             " Shows where the plain SAT fails and the robust SAT does not.",
    .layout = OwnLayout,
    .name_algorithm = true,
    .facing = collide::Vec3(0, 0, 1),
}};

}  // namespace
}  // namespace triangle_triangle
