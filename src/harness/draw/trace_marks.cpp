#include "harness/draw/trace_marks.h"

#include <algorithm>
#include <array>
#include <string>
#include <variant>

#include "harness/draw/draw.h"

namespace harness {
namespace {

using collide::TraceNumber;
using collide::TraceVec;

constexpr Color kSkippedColor{0.55f, 0.55f, 0.55f};
constexpr Color kGapMarkColor{1.0f, 0.3f, 0.3f};

// A vector perpendicular to `d`, to set A's and B's intervals a little
// apart where they overlap on the axis.
TraceVec Across(const TraceVec& d) {
  const TraceVec helper = std::abs(d.y) < 0.9 ? TraceVec(0.0, 1.0, 0.0) : TraceVec(1.0, 0.0, 0.0);
  return glm::normalize(glm::cross(d, helper));
}

void DrawAxis(Draw& draw, const collide::AxisMark& m, float scene_radius) {
  const TraceVec d = m.direction;
  const double lo = std::min(m.a.lo, m.b.lo) - 0.25 * scene_radius;
  const double hi = std::max(m.a.hi, m.b.hi) + 0.25 * scene_radius;
  draw.Line(m.origin + d * lo, m.origin + d * hi, kTraceColorMark);
  const TraceVec offset = Across(d) * (0.03 * scene_radius);
  const auto interval = [&](const collide::TraceInterval& i, const TraceVec& side, const Color& c,
                            const char* name) {
    const TraceVec from = m.origin + d * i.lo + side;
    const TraceVec to = m.origin + d * i.hi + side;
    draw.Line(from, to, c);
    draw.Point(from, 6.0f, c);
    draw.Point(to, 6.0f, c);
    draw.Text((from + to) * 0.5 + side, std::string(name) + " " + collide::TraceRange(i), c);
  };
  interval(m.a, offset, kTraceColorA, "A");
  interval(m.b, -offset, kTraceColorB, "B");
  const double gap = std::max(m.b.lo - m.a.hi, m.a.lo - m.b.hi);
  if (gap > 0.0) {
    const double from = m.b.lo > m.a.hi ? m.a.hi : m.b.hi;
    draw.Line(m.origin + d * from, m.origin + d * (from + gap), kGapMarkColor);
    draw.Text(m.origin + d * (from + 0.5 * gap) + offset * 3.0, "gap " + TraceNumber(gap),
              kGapMarkColor);
  }
}

void DrawPlane(Draw& draw, const collide::PlaneMark& m, float scene_radius) {
  const TraceVec foot = m.point - m.normal * m.signed_distance;
  draw.WirePlane(ToFloat(foot), ToFloat(m.normal), 0.5f * scene_radius, kTraceColorMark);
  draw.Line(foot, m.point, kTraceColorA);
  draw.Point(m.point, 7.0f, kTraceColorA);
  draw.Text(m.point, "distance " + TraceNumber(m.signed_distance), kTraceColorA);
}

void DrawSlab(Draw& draw, const collide::SlabMark& m, float scene_radius) {
  // Each face of the slab where the ray's line crosses it (else near its origin).
  const double along = glm::dot(m.ray_direction, m.normal);
  for (const double face : {m.slab.lo, m.slab.hi}) {
    const double t = along != 0.0 ? (face - glm::dot(m.ray_origin, m.normal)) / along : 0.0;
    const TraceVec at = m.ray_origin + m.ray_direction * t;
    draw.WirePlane(ToFloat(at), ToFloat(m.normal), 0.35f * scene_radius, kTraceColorMark, 2);
  }
  const bool empty = m.t.lo > m.t.hi;
  const TraceVec from = m.ray_origin + m.ray_direction * m.t.lo;
  const TraceVec to = m.ray_origin + m.ray_direction * m.t.hi;
  draw.Line(from, to, empty ? kGapMarkColor : kTraceColorA);
  draw.Point(from, 6.0f, kTraceColorA);
  draw.Point(to, 6.0f, kTraceColorA);
  draw.Text((from + to) * 0.5, "t " + collide::TraceRange(m.t), kTraceColorA);
}

void DrawBox(Draw& draw, const collide::BoxMark& m) {
  const Color colour = m.entered ? kTraceColorMark : kSkippedColor;
  std::array<TraceVec, 8> c;
  for (int i = 0; i < 8; ++i) {
    c[static_cast<std::size_t>(i)] = {(i & 1) ? m.max.x : m.min.x, (i & 2) ? m.max.y : m.min.y,
                                      (i & 4) ? m.max.z : m.min.z};
  }
  for (int i = 0; i < 8; ++i) {
    for (const int bit : {1, 2, 4}) {
      if ((i & bit) == 0)
        draw.Line(c[static_cast<std::size_t>(i)], c[static_cast<std::size_t>(i | bit)], colour);
    }
  }
  if (!m.label.empty())
    draw.Text(m.max, m.label, colour);
}

}  // namespace

void DrawTraceMarks(Draw& draw, const collide::TraceStep& step, float scene_radius) {
  for (const collide::TraceMark& mark : step.marks) {
    std::visit(
        [&](const auto& m) {
          using M = std::decay_t<decltype(m)>;
          if constexpr (std::is_same_v<M, collide::AxisMark>) {
            DrawAxis(draw, m, scene_radius);
          } else if constexpr (std::is_same_v<M, collide::PlaneMark>) {
            DrawPlane(draw, m, scene_radius);
          } else if constexpr (std::is_same_v<M, collide::SlabMark>) {
            DrawSlab(draw, m, scene_radius);
          } else if constexpr (std::is_same_v<M, collide::PointMark>) {
            draw.Point(m.position, 8.0f, kTraceColorMark);
            if (!m.label.empty())
              draw.Text(m.position, m.label, kTraceColorMark);
          } else if constexpr (std::is_same_v<M, collide::SegmentMark>) {
            draw.Line(m.from, m.to, kTraceColorMark);
            if (!m.label.empty())
              draw.Text((m.from + m.to) * 0.5, m.label, kTraceColorMark);
          } else if constexpr (std::is_same_v<M, collide::BoxMark>) {
            DrawBox(draw, m);
          } else if constexpr (std::is_same_v<M, collide::TriangleMark>) {
            draw.WireTriangle(m.a, m.b, m.c, kTraceColorMark);
            if (!m.label.empty())
              draw.Text((m.a + m.b + m.c) / 3.0, m.label, kTraceColorMark);
          } else {
            draw.WireSphere(collide::Sphere{m.center, m.radius}, kTraceColorMark);
            if (!m.label.empty())
              draw.Text(m.center, m.label, kTraceColorMark);
          }
        },
        mark);
  }
}

}  // namespace harness
