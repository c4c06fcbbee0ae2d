#include "harness/layout_engine/layout.h"

#include <set>
#include <stdexcept>
#include <utility>

#include "collide/shapes/aabb_extents.h"
#include "collide/shapes/book_plane.h"
#include "collide/shapes/ray.h"

namespace harness {

const NamedShape* StaticLayout::Find(const std::string& id) const {
  for (const NamedShape& shape : shapes) {
    if (shape.id == id) {
      return &shape;
    }
  }
  return nullptr;
}

NamedShape* StaticLayout::Find(const std::string& id) {
  return const_cast<NamedShape*>(std::as_const(*this).Find(id));
}

StaticLayoutBuilder& StaticLayoutBuilder::Shape(std::string id, const collide::StaticShape& shape) {
  if (const auto problem = collide::Validate(shape)) {
    problems_.push_back("shape \"" + id + "\": " + *problem);
  }
  layout_.shapes.push_back({std::move(id), shape});
  return *this;
}

StaticLayoutBuilder& StaticLayoutBuilder::Point(std::string id, const collide::Vec3& position) {
  return Shape(std::move(id), collide::Point{position});
}

StaticLayoutBuilder& StaticLayoutBuilder::Sphere(std::string id, const collide::Vec3& center,
                                                 double radius) {
  return Shape(std::move(id), collide::Sphere{center, radius});
}

StaticLayoutBuilder& StaticLayoutBuilder::AabbCorners(std::string id, const collide::Vec3& a,
                                                      const collide::Vec3& b) {
  return Shape(std::move(id), collide::AabbFromCorners(a, b));
}

StaticLayoutBuilder& StaticLayoutBuilder::AabbCenter(std::string id, const collide::Vec3& center,
                                                     const collide::Vec3& half_extents) {
  return Shape(std::move(id), collide::AabbFromCenter(center, half_extents));
}

StaticLayoutBuilder& StaticLayoutBuilder::Plane(std::string id, const collide::Vec3& normal,
                                                double distance) {
  const auto plane = collide::MakeBookPlane(normal, distance);
  if (!plane) {
    problems_.push_back("plane \"" + id + "\": its normal is zero or not finite");
    return *this;
  }
  return Shape(std::move(id), *plane);
}

StaticLayoutBuilder& StaticLayoutBuilder::PlaneThroughPoints(std::string id, const collide::Vec3& a,
                                                             const collide::Vec3& b,
                                                             const collide::Vec3& c) {
  const auto plane = collide::MakeBookPlaneFromPoints(a, b, c);
  if (!plane) {
    problems_.push_back("plane \"" + id + "\": its three points are collinear");
    return *this;
  }
  return Shape(std::move(id), *plane);
}

StaticLayoutBuilder& StaticLayoutBuilder::Ray(std::string id, const collide::Vec3& origin,
                                              const collide::Vec3& direction) {
  const auto ray = collide::MakeRay(origin, direction);
  if (!ray) {
    problems_.push_back("ray \"" + id + "\": its direction is zero or not finite");
    return *this;
  }
  return Shape(std::move(id), *ray);
}

StaticLayoutBuilder& StaticLayoutBuilder::Segment(std::string id, const collide::Vec3& start,
                                                  const collide::Vec3& end) {
  return Shape(std::move(id), collide::Segment{start, end});
}

namespace {

// A tolerance the outcome does not take is its default, as a scene file
// read back gives it.
Expectation Declared(std::string a, std::string b, Outcome outcome,
                     std::optional<std::string> algorithm, double tolerance) {
  Expectation e;
  e.a = std::move(a);
  e.b = std::move(b);
  e.tolerance = TakesTolerance(outcome) ? tolerance : DefaultTolerance(outcome);
  e.expected = std::move(outcome);
  e.algorithm = std::move(algorithm);
  return e;
}

}  // namespace

StaticLayoutBuilder& StaticLayoutBuilder::Expect(std::string a, std::string b, Outcome outcome,
                                                 std::optional<std::string> algorithm,
                                                 std::optional<double> tolerance) {
  const double given = tolerance.value_or(DefaultTolerance(outcome));
  layout_.expect.push_back(
      Declared(std::move(a), std::move(b), std::move(outcome), std::move(algorithm), given));
  return *this;
}

StaticLayoutBuilder& StaticLayoutBuilder::ExpectIntersects(std::string a, std::string b, bool value,
                                                           std::optional<std::string> algorithm) {
  layout_.expect.push_back(Declared(std::move(a), std::move(b), Intersects{value},
                                    std::move(algorithm), kDefaultPointOutcomeTolerance));
  return *this;
}

StaticLayoutBuilder& StaticLayoutBuilder::ExpectContains(std::string point, std::string shape,
                                                         bool value) {
  layout_.expect.push_back(Declared(std::move(point), std::move(shape), Contains{value},
                                    std::nullopt, kDefaultPointOutcomeTolerance));
  return *this;
}

StaticLayoutBuilder& StaticLayoutBuilder::ExpectClosestPoint(std::string point, std::string shape,
                                                             const collide::Vec3& closest,
                                                             double tolerance) {
  layout_.expect.push_back(
      Declared(std::move(point), std::move(shape), ClosestPoint{closest}, std::nullopt, tolerance));
  return *this;
}

StaticLayoutBuilder& StaticLayoutBuilder::ExpectSide(std::string point, std::string plane,
                                                     int side) {
  layout_.expect.push_back(Declared(std::move(point), std::move(plane), Side{side}, std::nullopt,
                                    kDefaultPointOutcomeTolerance));
  return *this;
}

StaticLayoutBuilder& StaticLayoutBuilder::ExpectInside(std::string shape, std::string frustum,
                                                       collide::Inclusion inclusion,
                                                       std::optional<std::string> algorithm) {
  layout_.expect.push_back(Declared(std::move(shape), std::move(frustum), Inside{inclusion},
                                    std::move(algorithm), kDefaultPointOutcomeTolerance));
  return *this;
}

StaticLayoutBuilder& StaticLayoutBuilder::ExpectHit(std::string caster, std::string shape,
                                                    bool value,
                                                    std::optional<std::string> algorithm) {
  layout_.expect.push_back(Declared(std::move(caster), std::move(shape), Hit{value, {}},
                                    std::move(algorithm), kDefaultPointOutcomeTolerance));
  return *this;
}

StaticLayoutBuilder& StaticLayoutBuilder::ExpectHitAt(std::string caster, std::string shape,
                                                      double t,
                                                      std::optional<std::string> algorithm,
                                                      double tolerance) {
  layout_.expect.push_back(
      Declared(std::move(caster), std::move(shape), Hit{true, t}, std::move(algorithm), tolerance));
  return *this;
}

StaticLayoutBuilder& StaticLayoutBuilder::ExpectMeetingPoint(std::string a, std::string b,
                                                             std::string c,
                                                             std::optional<collide::Vec3> point,
                                                             double tolerance) {
  Expectation e =
      Declared(std::move(a), std::move(b), MeetingPoint{point}, std::nullopt, tolerance);
  e.c = std::move(c);
  layout_.expect.push_back(std::move(e));
  return *this;
}

StaticLayout StaticLayoutBuilder::Build() const {
  std::vector<std::string> problems = problems_;
  std::set<std::string> ids;
  for (const NamedShape& shape : layout_.shapes) {
    if (!ids.insert(shape.id).second) {
      problems.push_back("duplicate shape id \"" + shape.id + "\"");
    }
  }
  for (std::size_t i = 0; i < layout_.expect.size(); ++i) {
    const Expectation& e = layout_.expect[i];
    for (const std::string* id : {&e.a, &e.b, &e.c}) {
      if ((id != &e.c || !id->empty()) && !ids.contains(*id)) {
        problems.push_back(ExpectationPath(i) + " names no shape \"" + *id + "\"");
      }
    }
  }
  if (!problems.empty()) {
    std::string message = "invalid built-in layout:";
    for (const std::string& problem : problems) {
      message += " " + problem + ";";
    }
    throw std::logic_error(message);
  }
  return layout_;
}

}  // namespace harness
