// What a static-shapes sample draws: every shape in its kind's way, in the
// colour the world gives it (StaticWorld::Colours: red when it touches a
// shape it is tested against, blue otherwise, a point tested against a plane
// green, blue or red by its side),
// the answers the book marks for the tested pairs and triples (hit points,
// closest points, where planes meet), and a yellow line for each failing
// expectation, so the view shows what the log says.
#include <algorithm>

#include "collide/queries/plane_intersections.h"
#include "harness/static_sample/static_shapes_sample.h"

namespace harness {
namespace {

glm::vec3 F(const collide::Vec3& v) {
  return glm::vec3(v);
}

// Where a shape's id is written: just above a sphere's top, else its anchor.
glm::vec3 LabelPosition(const NamedShape& shape) {
  if (const auto* sphere = std::get_if<collide::Sphere>(&shape.shape)) {
    return F(sphere->center + collide::Vec3(0.0, sphere->radius, 0.0));
  }
  return F(collide::AnchorOf(shape.shape));
}

void DrawBox(Draw& draw, const collide::BoxShape& box, const Color& color) {
  const collide::BoxCorners corners = collide::Corners(box);
  glm::vec3 points[8];
  for (int i = 0; i < 8; ++i) {
    points[i] = F(corners[static_cast<std::size_t>(i)]);
  }
  draw.WireHexahedron(points, color);
}

constexpr Color kMarkColor = colors::kYellow;
constexpr Color kClosestColor = colors::kWhite;
constexpr Color kMeetingColor = colors::kOrange;

}  // namespace

void StaticShapesSample::DrawShape(const NamedShape& named, const Color& color) {
  const float extent = static_cast<float>(SceneRadius());
  const auto& shape = named.shape;
  if (const auto* point = std::get_if<collide::Point>(&shape)) {
    draw().Point(F(point->position), 8.0f, color);
  } else if (const auto* sphere = std::get_if<collide::Sphere>(&shape)) {
    draw().WireSphere(F(sphere->center), static_cast<float>(sphere->radius), color);
  } else if (const auto* aabb = std::get_if<collide::Aabb>(&shape)) {
    DrawBox(draw(), *aabb, color);
  } else if (const auto* box = std::get_if<collide::OrientedBox>(&shape)) {
    DrawBox(draw(), *box, color);
  } else if (const auto* hexahedron = std::get_if<collide::Hexahedron>(&shape)) {
    DrawBox(draw(), *hexahedron, color);
  } else if (const auto* plane = std::get_if<collide::BookPlane>(&shape)) {
    const glm::vec3 at = F(plane->normal * plane->distance);
    draw().WirePlane(at, F(plane->normal), extent * 0.75f, color);
    // The normal, so "in front" and a one-sided cast's side can be seen.
    draw().Line(at, at + F(plane->normal) * extent * 0.2f, color);
  } else if (const auto* ray = std::get_if<collide::Ray>(&shape)) {
    const glm::vec3 origin = F(ray->origin);
    draw().Line(origin, origin + F(ray->direction) * extent * 3.0f, color);
    draw().Point(origin, 6.0f, color);
  } else if (const auto* segment = std::get_if<collide::Segment>(&shape)) {
    draw().Line(F(segment->start), F(segment->end), color);
    draw().Point(F(segment->start), 6.0f, color);
    draw().Point(F(segment->end), 6.0f, color);
  }
}

void StaticShapesSample::DrawAnswers() {
  const float extent = static_cast<float>(SceneRadius());
  for (const PairAnswer& answer : answers_) {
    const collide::Query query = answer.test->query;
    if (query == collide::Query::kHit) {
      if (const auto& hit = std::get<std::optional<collide::RayHit>>(answer.answer)) {
        draw().Point(F(hit->point), 10.0f, kMarkColor);
      }
    } else if (query == collide::Query::kClosestPoint) {
      // Only the closest points a table declares, or the selected shape's:
      // every point's line to every shape would hide the shapes.
      const std::string& a = current_.shapes[answer.a].id;
      const std::string& b = current_.shapes[answer.b].id;
      const bool declared = std::any_of(results_.begin(), results_.end(), [&](const PairCheck& c) {
        return std::holds_alternative<ClosestPoint>(c.expected) &&
               ((c.a == a && c.b == b) || (c.a == b && c.b == a));
      });
      if (!declared && selected_ != a && selected_ != b) {
        continue;
      }
      const collide::Vec3& closest = std::get<collide::Vec3>(answer.answer);
      const auto& from = current_.shapes[answer.a].shape;
      const auto* point = std::get_if<collide::Point>(&from);
      if (point != nullptr) {
        draw().Line(F(point->position), F(closest), kClosestColor);
      }
      draw().Point(F(closest), 7.0f, kClosestColor);
    } else if (query == collide::Query::kIntersects && answer.a < answer.b) {
      // Two planes that meet: the line they share.
      const auto* p = std::get_if<collide::BookPlane>(&current_.shapes[answer.a].shape);
      const auto* q = std::get_if<collide::BookPlane>(&current_.shapes[answer.b].shape);
      // Only for pairs a table names, or the selected plane's: ten planes
      // would otherwise draw 45 lines.
      const std::string& a = current_.shapes[answer.a].id;
      const std::string& b = current_.shapes[answer.b].id;
      const bool named = std::any_of(results_.begin(), results_.end(), [&](const PairCheck& c) {
        return (c.a == a && c.b == b) || (c.a == b && c.b == a);
      });
      if (p != nullptr && q != nullptr && (named || selected_ == a || selected_ == b)) {
        if (const auto line = collide::IntersectionLine(*p, *q)) {
          const glm::vec3 at = F(line->point);
          const glm::vec3 along = F(line->direction) * extent;
          draw().Line(at - along, at + along, kMeetingColor);
        }
      }
    }
  }
  // Every tested triple's point: the declared ones, and in the playground
  // every three planes (up to kTriplesLimit).
  for (const TripleAnswer& answer : triple_answers_) {
    if (answer.point) {
      draw().Point(F(*answer.point), 10.0f, kMeetingColor);
    }
  }
}

void StaticShapesSample::Render() {
  RecheckIfRegistryChanged();
  DrawOrigin();
  const auto& shapes = current_.shapes;
  for (std::size_t i = 0; i < shapes.size(); ++i) {
    const Color color = i < colours_.size() ? colours_[i] : kApartColour;
    DrawShape(shapes[i], hovered_ == shapes[i].id ? HoverColor(color) : color);
  }
  for (const NamedShape& shape : shapes) {
    draw().Text(LabelPosition(shape), shape.id, colors::kWhite);
  }
  DrawAnswers();
  const auto anchor = [&](const std::string& id) {
    const NamedShape* shape = current_.Find(id);
    return shape ? F(collide::AnchorOf(shape->shape)) : glm::vec3(0.0f);
  };
  for (const PairCheck& check : results_) {
    if (!check.passed && check.a != check.b) {
      draw().Line(anchor(check.a), anchor(check.b), colors::kYellow);
    }
  }
  if (hovered_pair_ && hovered_pair_->first < shapes.size() &&
      hovered_pair_->second < shapes.size()) {
    const glm::vec3 a = F(collide::AnchorOf(shapes[hovered_pair_->first].shape));
    const glm::vec3 b = F(collide::AnchorOf(shapes[hovered_pair_->second].shape));
    draw().Line(a, b, colors::kWhite);
    draw().Point(a, 8.0f, colors::kWhite);
    draw().Point(b, 8.0f, colors::kWhite);
  }
}

}  // namespace harness
