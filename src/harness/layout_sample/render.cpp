// What a static-shapes sample draws: every shape in its kind's way, in the
// colour the world gives it (StaticWorld::Colours: red when it touches a
// shape it is tested against, blue otherwise, a point tested against a plane
// green, blue or red by its side),
// the answers the book marks for the tested pairs and triples (hit points,
// closest points, where planes meet: the part of the line two planes share
// that lies on both their patches, the point three share, each named), and a yellow line for each
// failing expectation, so the view shows what the log says.
#include <algorithm>
#include <array>
#include <set>
#include <vector>

#include "collide/mesh/model.h"
#include "collide/queries/plane_intersections.h"
#include "collide/registry/box_box.h"
#include "collide/registry/contact_queries.h"
#include "collide/registry/sweep.h"
#include "harness/draw/box_pair_marks.h"
#include "harness/draw/contact_marks.h"
#include "harness/draw/label_placement.h"
#include "harness/draw/minkowski_marks.h"
#include "harness/draw/plane_patch.h"
#include "harness/layout_sample/static_shapes_sample.h"
#include "harness/outcomes/contact_outcomes.h"
#include "harness/sample_api/pair_focus.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

// The side a label prefers of a shape whose middle is empty: up, and
// towards the home camera (yaw 120 degrees: +x, -z), whose view every
// sample starts from.
const collide::Vec3 kLabelSide = glm::normalize(collide::Vec3(0.85, 1.0, -0.5));

// The point of `points` farthest towards kLabelSide.
template <typename Points>
collide::Vec3 FarthestTowardsLabelSide(const Points& points) {
  collide::Vec3 best = *points.begin();
  for (const collide::Vec3& p : points) {
    if (glm::dot(p, kLabelSide) > glm::dot(best, kLabelSide)) {
      best = p;
    }
  }
  return best;
}

// Where a shape's id is written, on a part of the shape that shows: just
// above a sphere's top, at a corner of a plane's patch (its outline; the
// patch's centre is often where another plane's is), at a box's top corner
// and a model's topmost vertex on the home camera's side (their centres
// are empty space, or another shape's: "A2" floated in an empty box, and a
// sphere inside the cube shared the cube's label), else its anchor.
collide::Vec3 LabelPosition(const NamedShape& shape, const DrawContext& context) {
  if (const auto* sphere = shape.shape.As<collide::Sphere>()) {
    return sphere->center + collide::Vec3(0.0, sphere->radius, 0.0);
  }
  if (const auto* plane = shape.shape.As<collide::BookPlane>()) {
    return PatchOf(*plane, context).Corners()[2];
  }
  if (const auto box = collide::BoxOf(shape.shape)) {
    return FarthestTowardsLabelSide(collide::Corners(*box));
  }
  if (const auto* model = shape.shape.As<collide::Model>()) {
    if (model->mesh && !model->mesh->vertices().empty()) {
      std::vector<collide::Vec3> placed;
      placed.reserve(model->mesh->vertices().size());
      for (const collide::Vec3& vertex : model->mesh->vertices()) {
        placed.push_back(collide::ToWorld(*model, vertex));
      }
      return FarthestTowardsLabelSide(placed);
    }
  }
  return collide::AnchorOf(shape.shape);
}

constexpr Color kMarkColor = colors::kYellow;
constexpr Color kClosestColor = colors::kWhite;
// A contact normal's arrow, in scene units.
constexpr double kContactArrow = 0.6;

// Two shapes of one kind are answered both ways round: their marks once.
bool FirstWayRound(const PairAnswer& answer, const std::vector<NamedShape>& shapes) {
  return answer.a < answer.b ||
         collide::KindOf(shapes[answer.a].shape) != collide::KindOf(shapes[answer.b].shape);
}
constexpr Color kMeetingColor = colors::kOrange;
// A meeting point's dot, as wide as the room PlaceLabels keeps clear round
// a label's anchor (kAnchorClearance each way): at 10 pixels it reached
// under the labels placed beside it and its own, and two meeting points'
// labels read as one run with their dots.
constexpr float kMeetingPointSize = 2.0f * kAnchorClearance;

}  // namespace

// Where the two planes' patches cross: a line with a dot at each end, named.
void StaticShapesSample::DrawMeetingLine(const collide::BookPlane& p, const collide::BookPlane& q,
                                         const std::string& name) {
  const auto line = collide::IntersectionLine(p, q);
  if (!line) {
    return;
  }
  const auto ends = PatchesMeet(PatchOf(p, draw_context_), PatchOf(q, draw_context_), line->point,
                                line->direction);
  if (!ends) {
    return;
  }
  draw().Line((*ends)[0], (*ends)[1], kMeetingColor);
  draw().Point((*ends)[0], kShapeEndSize, kMeetingColor);
  draw().Point((*ends)[1], kShapeEndSize, kMeetingColor);
  draw().Text(0.5 * ((*ends)[0] + (*ends)[1]), name, kMeetingColor);
}

// Whether a table declares an outcome of type T for the answer's pair, or
// one of its shapes is selected: drawing every pair's marks would hide the
// shapes.
template <typename T>
bool StaticShapesSample::DeclaredOrSelected(const PairAnswer& answer) const {
  const std::string& a = current_.shapes[answer.a].id;
  const std::string& b = current_.shapes[answer.b].id;
  if (selected_ == a || selected_ == b) {
    return true;
  }
  return std::any_of(results_.begin(), results_.end(), [&](const PairCheck& c) {
    return c.expected.Is<T>() && ((c.a == a && c.b == b) || (c.a == b && c.b == a));
  });
}

// Where a sweep first touches the other shape: its shape there, in the
// contact colour, with the point, the normal and t.
void StaticShapesSample::DrawCastGhost(const PairAnswer& answer) {
  const auto& hit = answer.answer.Get<collide::CastAnswer>();
  const auto& a = current_.shapes[answer.a].shape;
  const auto& b = current_.shapes[answer.b].shape;
  const collide::Sweep* sweep =
      a.Is<collide::Sweep>() ? a.As<collide::Sweep>() : b.As<collide::Sweep>();
  if (!hit || sweep == nullptr) {
    return;
  }
  DrawShape(draw(), collide::SweptTo(*sweep, hit->t), kContactColor, draw_context_);
  const double arrow = std::clamp(0.2 * glm::length(sweep->translation), 0.3, 1.5);
  DrawCastContact(draw(), *hit, arrow);
}

void StaticShapesSample::DrawAnswers(const std::optional<Focus>& focus) {
  for (const PairAnswer& answer : answers_) {
    const collide::Query query = answer.test->query;
    if (!answer.error.empty()) {
      continue;  // the row says why it has no answer
    }
    if (focus && focus->solo && !focus->IsPair(answer.a, answer.b)) {
      continue;  // solo: the pair's own answers only
    }
    if (query == collide::Query::kHit) {
      if (const auto& hit = answer.answer.Get<std::optional<collide::RayHit>>()) {
        draw().Point(hit->point, 10.0f, kMarkColor);
      }
    } else if (query == collide::Query::kClosestPoint) {
      // Only the closest points a table declares, or the selected shape's:
      // every point's line to every shape would hide the shapes.
      if (!DeclaredOrSelected<ClosestPoint>(answer)) {
        continue;
      }
      const collide::Vec3& closest = answer.answer.Get<collide::Vec3>();
      const auto& from = current_.shapes[answer.a].shape;
      const auto* point = from.As<collide::Point>();
      if (point != nullptr) {
        draw().Line(point->position, closest, kClosestColor);
      }
      draw().Point(closest, 7.0f, kClosestColor);
    } else if (query == collide::CastQuery() && answer.test->origin == collide::kOurOrigin) {
      DrawCastGhost(answer);
    } else if (query == collide::DistanceQuery() && answer.test->origin == collide::kOurOrigin &&
               FirstWayRound(answer, current_.shapes) && DeclaredOrSelected<Distance>(answer)) {
      DrawClosestPoints(draw(), answer.answer.Get<collide::ClosestPoints>());
    } else if (query == collide::ContactsQuery() && answer.test->origin == collide::kOurOrigin &&
               FirstWayRound(answer, current_.shapes) && DeclaredOrSelected<ContactSet>(answer)) {
      DrawManifold(draw(), answer.answer.Get<collide::Manifold>(), kContactArrow);
    } else if (query == collide::Query::kIntersects && answer.a < answer.b) {
      // Two planes that meet: the line they share.
      const auto* p = current_.shapes[answer.a].shape.As<collide::BookPlane>();
      const auto* q = current_.shapes[answer.b].shape.As<collide::BookPlane>();
      // Only for pairs a table names, or the selected plane's: ten planes
      // would otherwise draw 45 lines.
      const std::string& a = current_.shapes[answer.a].id;
      const std::string& b = current_.shapes[answer.b].id;
      // (A pair a three-plane check names is marked by its point instead.)
      const bool named = std::any_of(results_.begin(), results_.end(), [&](const PairCheck& c) {
        return c.c.empty() && ((c.a == a && c.b == b) || (c.a == b && c.b == a));
      });
      if (p != nullptr && q != nullptr && (named || selected_ == a || selected_ == b)) {
        DrawMeetingLine(*p, *q, a + ", " + b + " meet");
      }
    }
  }
  // Every tested triple's point: the declared ones, and in the playground
  // every three planes (up to kTriplesLimit).
  // Named once a triple, whatever the algorithms that answer it.
  const auto& shapes = current_.shapes;
  std::set<std::array<std::size_t, 3>> named;
  for (const TripleAnswer& answer : triple_answers_) {
    const bool of_focus =
        !focus || !focus->solo ||
        (focus->Holds(answer.a) + focus->Holds(answer.b) + focus->Holds(answer.c)) >= 2;
    if (answer.point && of_focus) {
      draw().Point(*answer.point, kMeetingPointSize, kMeetingColor);
      if (named.insert({answer.a, answer.b, answer.c}).second) {
        draw().Text(
            *answer.point,
            shapes[answer.a].id + ", " + shapes[answer.b].id + ", " + shapes[answer.c].id + " meet",
            kMeetingColor);
      }
    }
  }
}

// Two boxes: the pieces of each one's edges inside the other (what SAT sees
// and corner-volume misses); any other pair: an orange line between the two
// shapes, a dot at its middle and a label.
void StaticShapesSample::DrawDisagreements(const std::optional<Focus>& focus) {
  const auto& shapes = current_.shapes;
  for (const Disagreement& disagreement : disagreements_) {
    if (disagreement.b >= shapes.size() ||
        (focus && focus->solo && !focus->IsPair(disagreement.a, disagreement.b)))
      continue;
    const auto box_a = collide::BoxOf(shapes[disagreement.a].shape);
    const auto box_b = collide::BoxOf(shapes[disagreement.b].shape);
    if (box_a && box_b) {
      DrawBoxesDisagreement(draw(), *box_a, *box_b);
      continue;
    }
    const collide::Vec3 a = collide::AnchorOf(shapes[disagreement.a].shape);
    const collide::Vec3 b = collide::AnchorOf(shapes[disagreement.b].shape);
    const collide::Vec3 middle = 0.5 * (a + b);
    draw().Line(a, b, colors::kOrange);
    draw().Point(middle, kMeetingPointSize, colors::kOrange);
    // What each said is in the log and the status line's tooltip: a long
    // label here would hide the shapes it is about.
    draw().Text(middle, "disagree", colors::kOrange);
  }
}

std::optional<StaticShapesSample::Focus> StaticShapesSample::CurrentFocus() const {
  const auto pair = ViewedPair();
  if (!pair) {
    return std::nullopt;
  }
  const bool hovering = hovered_pair_ && hovered_pair_ == pair;
  return Focus{pair->first, pair->second, !hovering};
}

// Every shape in its colour and named; with a focus, the others faded
// towards the background, their names dimmed (a hovered row) or gone (solo).
void StaticShapesSample::DrawShapesAndLabels(const std::optional<Focus>& focus) {
  const auto& shapes = current_.shapes;
  for (std::size_t i = 0; i < shapes.size(); ++i) {
    Color color = i < colours_.size() ? colours_[i] : kApartColour;
    if (focus && !focus->Holds(i)) {
      color = Mix(color, colors::kBackground, kFadedShare);
    } else if (hovered_ == shapes[i].id) {
      color = HoverColor(color);
    }
    DrawShape(draw(), shapes[i].shape, color, draw_context_);
  }
  for (std::size_t i = 0; i < shapes.size(); ++i) {
    const bool other = focus && !focus->Holds(i);
    if (other && focus->solo) {
      continue;
    }
    draw().Text(LabelPosition(shapes[i], draw_context_), shapes[i].id,
                other ? Mix(colors::kWhite, colors::kBackground, kFadedShare) : colors::kWhite);
  }
}

void StaticShapesSample::Render() {
  RecheckIfRegistryChanged();
  DrawOrigin();
  const std::optional<Focus> focus = CurrentFocus();
  DrawShapesAndLabels(focus);
  DrawAnswers(focus);
  DrawDisagreements(focus);
  const auto index = [&](const std::string& id) {
    const NamedShape* shape = current_.Find(id);
    return shape ? static_cast<std::size_t>(shape - current_.shapes.data())
                 : current_.shapes.size();
  };
  for (const PairCheck& check : results_) {
    const std::size_t a = index(check.a);
    const std::size_t b = index(check.b);
    if (check.passed || a == b || a >= current_.shapes.size() || b >= current_.shapes.size() ||
        (focus && focus->solo && !focus->IsPair(a, b))) {
      continue;
    }
    draw().Line(collide::AnchorOf(current_.shapes[a].shape),
                collide::AnchorOf(current_.shapes[b].shape), colors::kYellow);
  }
  DrawViewedPair();
  DrawWhyStep();
}

// The hovered row's pair joined in white; the hovered or selected pair's own
// marks (two boxes apart: SAT's separating axis).
void StaticShapesSample::DrawViewedPair() {
  const auto& shapes = current_.shapes;
  if (hovered_pair_ && hovered_pair_->first < shapes.size() &&
      hovered_pair_->second < shapes.size()) {
    const collide::Vec3 a = collide::AnchorOf(shapes[hovered_pair_->first].shape);
    const collide::Vec3 b = collide::AnchorOf(shapes[hovered_pair_->second].shape);
    draw().Line(a, b, colors::kWhite);
    draw().Point(a, 8.0f, colors::kWhite);
    draw().Point(b, 8.0f, colors::kWhite);
  }
  if (const auto pair = ViewedPair(); pair && pair->first != pair->second) {
    if (DrawPairMarks(draw(), shapes[pair->first].shape, shapes[pair->second].shape)) {
      world_.tests().Add();  // the marks ran a test of their own
    }
    if (show_minkowski_ &&
        DrawMinkowskiMarks(draw(), shapes[pair->first].shape, shapes[pair->second].shape)) {
      world_.tests().Add();
    }
  }
}

}  // namespace harness
