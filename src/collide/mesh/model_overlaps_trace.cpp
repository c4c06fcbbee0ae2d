// The model walks traced (model_overlap_walks.h): their step writers and
// their Trace instantiations, compiled apart from the untraced ones.

#include <string>

#include "collide/mesh/bvh_trace.h"
#include "collide/mesh/model.h"
#include "collide/mesh/model_overlap_walks.h"
#include "collide/shapes/frustum.h"
#include "collide/trace/trace.h"

namespace collide {
namespace model_walk {

void TraceNodePair(Trace& trace, const Model& a, const Model& b, int ia, const Aabb& box_a, int ib,
                   const Aabb& box_b, const Aabb& carried_b, bool overlap) {
  const std::string topic = "nodes " + std::to_string(ia) + ", " + std::to_string(ib);
  std::string text = "A's node " + std::to_string(ia);
  text.append(" ").append(TraceBoxText(box_a)).append(" and B's node ").append(std::to_string(ib));
  text.append(" ").append(TraceBoxText(carried_b)).append(" (in A's frame): ");
  text.append(overlap ? "overlap: entered" : "apart: skipped");
  TraceStep& step = trace.Step(topic, std::move(text), overlap ? "entered" : "skipped");
  step.Mark(PlacedBox(PlacementOf(a), box_a, overlap, "A's node " + std::to_string(ia)));
  step.Mark(PlacedBox(PlacementOf(b), box_b, overlap, "B's node " + std::to_string(ib)));
}

void TraceTrianglePair(Trace& trace, int index_a, const Triangle& ta, int index_b,
                       const Triangle& tb, bool boxes_overlap, bool touching) {
  const std::string topic = "triangles " + std::to_string(index_a) + ", " + std::to_string(index_b);
  std::string text = "A's triangle " + std::to_string(index_a);
  text.append(" and B's triangle ").append(std::to_string(index_b)).append(": ");
  if (!boxes_overlap) {
    text.append("their boxes are apart: skipped");
  } else {
    text.append(touching ? "they touch (robust SAT)" : "apart (robust SAT)");
  }
  TraceStep& step = touching ? trace.Decide(topic, std::move(text), "touching")
                             : trace.Step(topic, std::move(text), "apart");
  step.Mark(TriangleMark{ta[0], ta[1], ta[2], "A's triangle " + std::to_string(index_a)});
  step.Mark(TriangleMark{tb[0], tb[1], tb[2], "B's triangle " + std::to_string(index_b)});
}

void StepTriangleCorners(Trace& trace, int index, const Triangle& t, int inside, bool crossing) {
  const std::string topic = "triangle " + std::to_string(index);
  std::string text = topic;
  text.append(" (").append(TraceVector(t[0])).append(", ").append(TraceVector(t[1]));
  text.append(", ").append(TraceVector(t[2])).append("): ").append(std::to_string(inside));
  text.append(" of 3 corners inside all six planes");
  const char* finding = inside == 3 ? "inside" : (inside == 0 ? "outside" : "partly inside");
  if (crossing) {
    text.append("; corners inside and outside: the surface crosses B: intersecting");
  }
  TraceStep& step = crossing ? trace.Decide(topic, std::move(text), "intersecting")
                             : trace.Step(topic, std::move(text), finding);
  step.Mark(TriangleMark{t[0], t[1], t[2], topic});
}

}  // namespace model_walk

template bool Intersects<Trace>(const Model&, const Sphere&, Trace&);
template bool Intersects<Trace>(const Model&, const Aabb&, Trace&);
template bool Intersects<Trace>(const Model&, const Triangle&, Trace&);
template bool Intersects<Trace>(const Model&, const BookPlane&, Trace&);
template bool Intersects<Trace>(const Model&, const Model&, Trace&);
template Inclusion Classify<Trace>(const Frustum&, const Model&, Trace&);

}  // namespace collide
