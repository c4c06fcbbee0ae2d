#include "collide/manifold/manifold_trace.h"

#include <string>

namespace collide {
namespace {

std::string FeatureName(int count) {
  if (count >= 3) {
    return "a face of " + std::to_string(count) + " points";
  }
  return count == 2 ? "an edge" : "a vertex";
}

std::string AxisName(const BoxContactAxis& axis) {
  static constexpr const char* kLocal[3] = {"x", "y", "z"};
  if (axis.face_axis_a >= 0) {
    return std::string("A's face ") + kLocal[axis.face_axis_a];
  }
  if (axis.face_axis_b >= 0) {
    return std::string("B's face ") + kLocal[axis.face_axis_b];
  }
  std::string name = "A's edge ";
  name.append(kLocal[axis.edge_axis_a]).append(" × B's edge ").append(kLocal[axis.edge_axis_b]);
  return name;
}

}  // namespace

void MarkFeature(TraceStep& step, const Vec3* points, int count, const char* label) {
  if (count >= 3) {
    for (int i = 1; i + 1 < count; ++i) {
      step.Mark(TriangleMark{points[0], points[i], points[i + 1], label});
    }
  } else if (count == 2) {
    step.Mark(SegmentMark{points[0], points[1], label});
  } else if (count == 1) {
    step.Mark(PointMark{points[0], label});
  }
}

void RecordFeatures(Trace& trace, const Vec3& normal, const Vec3* a, int a_count, const Vec3* b,
                    int b_count) {
  std::string text = "A's supporting feature along n ";
  text.append(TraceVector(normal)).append(": ").append(FeatureName(a_count));
  text.append("; B's along -n: ").append(FeatureName(b_count));
  TraceStep& step = trace.Step("features", std::move(text), "features");
  MarkFeature(step, a, a_count, "A's feature");
  MarkFeature(step, b, b_count, "B's feature");
}

void RecordReference(Trace& trace, bool a_is_reference, double cosine_a, double cosine_b,
                     const Vec3* reference, int reference_count, const Vec3* incident,
                     int incident_count) {
  std::string text = "reference face: ";
  text.append(a_is_reference ? "A's" : "B's").append(" (its normal against n: A's ");
  text.append(TraceNumber(cosine_a)).append(", B's ").append(TraceNumber(cosine_b));
  text.append("); incident: ").append(a_is_reference ? "B's " : "A's ");
  text.append(FeatureName(incident_count).substr(incident_count == 2 ? 3 : 2));
  TraceStep& step = trace.Step("reference face", std::move(text), a_is_reference ? "A's" : "B's");
  MarkFeature(step, reference, reference_count, "reference");
  MarkFeature(step, incident, incident_count, "incident");
}

void RecordClipPlane(Trace& trace, int plane, const Vec3& side, int remaining) {
  std::string text = "side plane ";
  text.append(std::to_string(plane)).append(" of the reference face, normal ");
  text.append(TraceVector(side / glm::length(side))).append(": ");
  text.append(std::to_string(remaining))
      .append(remaining == 1 ? " point remains" : " points remain");
  trace.Step("clip plane " + std::to_string(plane), std::move(text),
             std::to_string(remaining) + " remain");
}

void RecordCandidate(Trace& trace, int index, const Vec3& point, double depth, bool kept) {
  std::string text = "clipped point ";
  text.append(TraceVector(point)).append(": depth ").append(TraceNumber(depth));
  text.append(kept ? " below the reference face: kept" : ", above the reference face: dropped");
  TraceStep& step =
      trace.Step("point " + std::to_string(index), std::move(text), kept ? "kept" : "dropped");
  step.Mark(PointMark{point, "depth " + TraceNumber(depth)});
}

void RecordEdgeContacts(Trace& trace, const char* how, const ContactPoint* points, int count) {
  std::string text = how;
  text.append(": ").append(std::to_string(count)).append(count == 1 ? " point" : " points");
  TraceStep& step = trace.Step("edges", std::move(text), std::to_string(count) + " points");
  for (int i = 0; i < count; ++i) {
    step.Mark(PointMark{points[i].point, "depth " + TraceNumber(points[i].depth)});
  }
}

void RecordReduction(Trace& trace, int candidates, const Manifold& manifold, bool fallback) {
  std::string text;
  if (fallback) {
    text = "no candidates: B's deepest point with the depth, 1 point";
  } else if (candidates <= 4) {
    text.append(std::to_string(candidates)).append(" candidates: all kept");
  } else {
    text.append(std::to_string(candidates)).append(" candidates reduced to ");
    text.append(std::to_string(manifold.count));
    text.append(": the deepest, the farthest from it, the widest on their line, the fourth corner");
  }
  TraceStep& step =
      trace.Decide("reduction", std::move(text), std::to_string(manifold.count) + " points");
  for (int i = 0; i < manifold.count; ++i) {
    const ContactPoint& p = manifold.points[static_cast<std::size_t>(i)];
    step.Mark(PointMark{p.point, "depth " + TraceNumber(p.depth)});
  }
}

void RecordBoxAxis(Trace& trace, const std::optional<BoxContactAxis>& axis) {
  if (!axis) {
    trace.Decide("least overlap", "the 15 axes: one separates the boxes: no contact", "separated");
    return;
  }
  std::string text = "the 15 axes: least overlap ";
  text.append(TraceNumber(axis->depth)).append(" along ").append(AxisName(*axis));
  text.append(", n = ").append(TraceVector(axis->normal));
  trace.Step("least overlap", std::move(text), "overlap");
}

void RecordDirectPath(Trace& trace, bool taken, const Manifold& manifold) {
  if (!taken) {
    trace.Step("direct path",
               "not a face against a corner nor two crossing edges: the general path", "general");
    return;
  }
  std::string text = "a face against a corner or two crossing edges: one point ";
  text.append(TraceVector(manifold.points[0].point)).append(", depth ");
  text.append(TraceNumber(manifold.points[0].depth));
  trace.Decide("direct path", std::move(text), "1 point")
      .Mark(PointMark{manifold.points[0].point, "depth " + TraceNumber(manifold.points[0].depth)});
}

void RecordMethod(Trace& trace, const char* method) {
  trace.Step("method", method, "method");
}

void RecordSatAnswer(Trace& trace, const std::optional<Penetration>& penetration, bool cores,
                     double radii) {
  std::string text = cores ? "SAT on the cores: " : "SAT: ";
  if (!penetration) {
    if (cores) {
      trace.Step("sat", text.append("an axis separates them"), "separated");
    } else {
      trace.Decide("sat", text.append("an axis separates them: apart"), "separated");
    }
    return;
  }
  text.append("least overlap ");
  if (cores) {
    text.append(TraceNumber(penetration->depth - radii)).append(" ");
  }
  text.append("along ").append(TraceVector(penetration->normal));
  if (cores) {
    text.append(", plus the radii ").append(TraceNumber(radii));
  }
  text.append(": depth ").append(TraceNumber(penetration->depth));
  TraceStep& step = trace.Decide("sat", std::move(text), "overlap");
  step.Mark(PointMark{penetration->on_a, "A's deepest"});
  step.Mark(PointMark{penetration->on_b, "B's deepest"});
}

}  // namespace collide
