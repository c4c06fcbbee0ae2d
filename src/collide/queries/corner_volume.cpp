#include "collide/queries/corner_volume.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "collide/trace/trace.h"

namespace collide {
namespace {

// What the point test needs from a box, computed once per box rather than
// once per corner tested against it.
struct PreparedBox {
  const BoxCorners* corners = nullptr;
  int dimension = 3;
  // Dimension 3: the faces' outward vector areas times two.
  std::array<Vec3, 6> face_normals{};
  // Dimensions 2, 1, 0: the rectangle's corners in cyclic order, the segment's
  // two ends, or the point.
  std::array<int, 4> outline{};
  Vec3 unit_normal{0.0};     // dimension 2: of the rectangle; 1: along the segment
  double measure = 0.0;      // volume, area, length
  double off_tolerance = 0;  // dimensions 2, 1: allowed distance off the plane / line
};

// Face pyramid volumes from an apex at the origin; corners are given relative
// to the apex, so subtracting the apex (exact for nearby doubles) keeps the
// digits of small boxes at large coordinates.
double PyramidSum(const std::array<Vec3, 6>& face_normals, const BoxCorners& relative) {
  double sum = 0.0;
  for (size_t f = 0; f < 6; ++f) {
    const auto& idx = kBoxFaces[f];
    const Vec3 face_sum =
        relative[static_cast<size_t>(idx[0])] + relative[static_cast<size_t>(idx[1])] +
        relative[static_cast<size_t>(idx[2])] + relative[static_cast<size_t>(idx[3])];
    // base area * height / 3 = (twice the vector area) . (face centre) / 6.
    sum += std::abs(glm::dot(face_normals[f], face_sum)) / 24.0;
  }
  return sum;
}

std::array<Vec3, 6> FaceNormals(const BoxCorners& box) {
  std::array<Vec3, 6> normals;
  for (size_t f = 0; f < 6; ++f) {
    const auto& idx = kBoxFaces[f];
    normals[f] = glm::cross(box[static_cast<size_t>(idx[2])] - box[static_cast<size_t>(idx[0])],
                            box[static_cast<size_t>(idx[3])] - box[static_cast<size_t>(idx[1])]);
  }
  return normals;
}

BoxCorners RelativeTo(const BoxCorners& box, const Vec3& origin) {
  BoxCorners relative;
  for (size_t i = 0; i < 8; ++i) {
    relative[i] = box[i] - origin;
  }
  return relative;
}

Vec3 CornerMean(const BoxCorners& box) {
  Vec3 sum(0.0);
  for (const Vec3& c : box) {
    sum += c - box[0];
  }
  return box[0] + sum / 8.0;
}

PreparedBox Prepare(const BoxCorners& box) {
  PreparedBox prepared;
  prepared.corners = &box;
  int kept[3];
  int kept_count = 0;
  for (int bit = 1; bit <= 4; bit <<= 1) {
    bool collapsed = true;
    for (int i = 0; i < 8 && collapsed; ++i) {
      if (!(i & bit)) {
        collapsed = box[static_cast<size_t>(i)] == box[static_cast<size_t>(i | bit)];
      }
    }
    if (!collapsed) {
      kept[kept_count++] = bit;
    }
  }
  prepared.dimension = kept_count;
  const Vec3 mean = CornerMean(box);
  if (kept_count < 3) {
    double radius = 0.0;
    for (const Vec3& c : box) {
      radius = std::max(radius, glm::length(c - mean));
    }
    prepared.off_tolerance = kCornerVolumeRelativeTolerance * radius;
  }

  if (kept_count == 3) {
    prepared.face_normals = FaceNormals(box);
    prepared.measure = PyramidSum(prepared.face_normals, RelativeTo(box, mean));
  } else if (kept_count == 2) {
    prepared.outline = {0, kept[0], kept[0] | kept[1], kept[1]};
    const Vec3 n = glm::cross(box[static_cast<size_t>(prepared.outline[2])] - box[0],
                              box[static_cast<size_t>(prepared.outline[3])] -
                                  box[static_cast<size_t>(prepared.outline[1])]);
    const double twice_area = glm::length(n);
    prepared.measure = 0.5 * twice_area;
    prepared.unit_normal = twice_area > 0.0 ? n / twice_area : Vec3(0.0);
  } else if (kept_count == 1) {
    prepared.outline = {0, kept[0], 0, 0};
    const Vec3 d = box[static_cast<size_t>(kept[0])] - box[0];
    prepared.measure = glm::length(d);
    prepared.unit_normal = d / prepared.measure;
  }
  return prepared;
}

// Which corner a step looks at: corner `index` of `owner` ("A" or "B"), in
// the other box, `other`.
struct CornerLabel {
  int index;
  const char* owner;
  const char* other;
};

// The step for one corner: what was summed against what, and the verdict.
void RecordCorner(Trace& trace, const CornerLabel& label, const Vec3& point,
                  const std::string& reason, bool inside) {
  const std::string topic =
      "corner " + std::to_string(label.index) + " of " + std::string(label.owner);
  std::string text = topic;
  text.append(" ").append(TraceVector(point)).append(": ").append(reason);
  text.append(inside ? ": inside" : ": outside");
  const char* finding = inside ? "inside" : "outside";
  TraceStep& step = inside ? trace.Decide(topic, text, finding) : trace.Step(topic, text, finding);
  step.Mark(PointMark{point, topic + ": " + finding});
}

// "sum to 8.40 against B's volume 8.00".
std::string SumAgainst(const char* what, double sum, const char* other, const char* measure,
                       double value) {
  std::string text = what;
  text.append(" sum to ").append(TraceNumber(sum)).append(" against ").append(other);
  text.append("'s ").append(measure).append(" ").append(TraceNumber(value));
  return text;
}

// `off` from the other box's plane or line, against the distance allowed.
std::string OffBy(double off, const char* other, const char* what, double allowed) {
  std::string text = TraceNumber(off) + " off " + other + "'s " + what;
  text.append(" (allowed ").append(TraceNumber(allowed)).append(")");
  return text;
}

template <typename Tracer>
bool ContainsInRectangle(const PreparedBox& box, const Vec3& point, double allowed, Tracer& trace,
                         const CornerLabel& label) {
  const BoxCorners& c = *box.corners;
  Vec3 q[4];
  for (size_t k = 0; k < 4; ++k) {
    q[k] = c[static_cast<size_t>(box.outline[k])] - point;
  }
  // Height of the point above the plane; then the point's foot in it.
  const double height = -glm::dot(box.unit_normal, q[0]);
  if (std::abs(height) > box.off_tolerance) {
    if constexpr (Tracer::kOn) {
      RecordCorner(trace, label, point,
                   OffBy(std::abs(height), label.other, "plane", box.off_tolerance), false);
    }
    return false;
  }
  double area_sum = 0.0;
  for (size_t k = 0; k < 4; ++k) {
    area_sum += 0.5 * glm::length(glm::cross(q[k] + height * box.unit_normal,
                                             q[(k + 1) % 4] + height * box.unit_normal));
  }
  const bool inside = area_sum <= allowed;
  if constexpr (Tracer::kOn) {
    RecordCorner(trace, label, point,
                 SumAgainst("four triangles", area_sum, label.other, "area", box.measure), inside);
  }
  return inside;
}

template <typename Tracer>
bool ContainsInSegment(const PreparedBox& box, const Vec3& point, double allowed, Tracer& trace,
                       const CornerLabel& label) {
  const BoxCorners& c = *box.corners;
  const Vec3 to_start = c[0] - point;
  const Vec3 to_end = c[static_cast<size_t>(box.outline[1])] - point;
  const double along_start = glm::dot(to_start, box.unit_normal);
  const Vec3 off_line = to_start - along_start * box.unit_normal;
  if (glm::length(off_line) > box.off_tolerance) {
    if constexpr (Tracer::kOn) {
      RecordCorner(trace, label, point,
                   OffBy(glm::length(off_line), label.other, "line", box.off_tolerance), false);
    }
    return false;
  }
  const double length_sum = std::abs(along_start) + std::abs(glm::dot(to_end, box.unit_normal));
  const bool inside = length_sum <= allowed;
  if constexpr (Tracer::kOn) {
    RecordCorner(
        trace, label, point,
        SumAgainst("the distances to the ends", length_sum, label.other, "length", box.measure),
        inside);
  }
  return inside;
}

// The seed's point test; with a recording tracer, one step for the point.
// Inlined into the corner loops, as it was before it took a tracer (GCC
// otherwise keeps it out of line: 3% slower in box_bench).
template <typename Tracer>
[[gnu::always_inline]] inline bool Contains(const PreparedBox& box, const Vec3& point,
                                            Tracer& trace, const CornerLabel& label) {
  const BoxCorners& c = *box.corners;
  const double allowed = box.measure * (1.0 + kCornerVolumeRelativeTolerance);
  switch (box.dimension) {
    case 3: {
      const double sum = PyramidSum(box.face_normals, RelativeTo(c, point));
      const bool inside = sum <= allowed;
      if constexpr (Tracer::kOn) {
        RecordCorner(trace, label, point,
                     SumAgainst("six pyramids", sum, label.other, "volume", box.measure), inside);
      }
      return inside;
    }
    case 2:
      return ContainsInRectangle(box, point, allowed, trace, label);
    case 1:
      return ContainsInSegment(box, point, allowed, trace, label);
    default: {
      const bool inside = c[0] == point;
      if constexpr (Tracer::kOn) {
        RecordCorner(trace, label, point,
                     std::string(inside ? "is " : "is not ") + label.other + "'s only point",
                     inside);
      }
      return inside;
    }
  }
}

bool Contains(const PreparedBox& box, const Vec3& point) {
  NoTrace& untraced = Untraced();
  return Contains(box, point, untraced, CornerLabel{0, "A", "B"});
}

}  // namespace

double SixPyramidVolume(const BoxCorners& box, const Vec3& apex) {
  return PyramidSum(FaceNormals(box), RelativeTo(box, apex));
}

double BoxVolume(const BoxCorners& box) {
  return SixPyramidVolume(box, CornerMean(box));
}

bool CornerVolumeContains(const BoxCorners& box, const Vec3& point) {
  return Contains(Prepare(box), point);
}

template <typename Tracer>
CornerVolumeResult CornerVolumeTest(const BoxCorners& a, const BoxCorners& b, Tracer& trace) {
  const PreparedBox prepared_a = Prepare(a);
  const PreparedBox prepared_b = Prepare(b);
  for (int i = 0; i < 8; ++i) {
    if (Contains(prepared_b, a[static_cast<size_t>(i)], trace, CornerLabel{i, "A", "B"})) {
      return {true, 0, i};
    }
  }
  for (int i = 0; i < 8; ++i) {
    if (Contains(prepared_a, b[static_cast<size_t>(i)], trace, CornerLabel{i, "B", "A"})) {
      return {true, 1, i};
    }
  }
  if constexpr (Tracer::kOn) {
    trace.Decide("verdict", "no corner inside: apart", "apart");
  }
  return {};
}

CornerVolumeResult CornerVolumeTest(const BoxCorners& a, const BoxCorners& b) {
  NoTrace& untraced = Untraced();
  return CornerVolumeTest(a, b, untraced);
}

template <typename Tracer>
CornerVolumeResult CornerVolumeTest(const BoxShape& a, const BoxShape& b, Tracer& trace) {
  return CornerVolumeTest(Corners(a), Corners(b), trace);
}

CornerVolumeResult CornerVolumeTest(const BoxShape& a, const BoxShape& b) {
  NoTrace& untraced = Untraced();
  return CornerVolumeTest(a, b, untraced);
}

template CornerVolumeResult CornerVolumeTest<NoTrace>(const BoxCorners&, const BoxCorners&,
                                                      NoTrace&);
template CornerVolumeResult CornerVolumeTest<Trace>(const BoxCorners&, const BoxCorners&, Trace&);
template CornerVolumeResult CornerVolumeTest<NoTrace>(const BoxShape&, const BoxShape&, NoTrace&);
template CornerVolumeResult CornerVolumeTest<Trace>(const BoxShape&, const BoxShape&, Trace&);

}  // namespace collide
