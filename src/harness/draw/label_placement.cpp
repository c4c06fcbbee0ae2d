#include "harness/draw/label_placement.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <optional>
#include <utility>

namespace harness {
namespace {

// Rectangles by the square cells of a grid over the area they cover, so
// that a box is tested against those near it only: a crowd's labels are
// tested against thousands of anchors.
class BoxGrid {
 public:
  static constexpr float kCell = 16.0f;

  explicit BoxGrid(const Rect& area)
      : area_(area),
        columns_(std::max(1, static_cast<int>(std::ceil(area.width / kCell)))),
        rows_(std::max(1, static_cast<int>(std::ceil(area.height / kCell)))),
        cells_(static_cast<size_t>(columns_) * static_cast<size_t>(rows_)) {}

  void Add(const Rect& box, int owner) {
    const auto id = static_cast<int>(boxes_.size());
    boxes_.push_back({box, owner});
    ForCells(box, [&](std::vector<int>& cell) {
      cell.push_back(id);
      return true;
    });
  }

  // Whether `box` overlaps a box of another owner than `owner`.
  bool Overlaps(const Rect& box, int owner) {
    bool overlaps = false;
    ForCells(box, [&](std::vector<int>& cell) {
      for (const int id : cell) {
        const auto& [other, other_owner] = boxes_[static_cast<size_t>(id)];
        if (other_owner != owner && other.Overlaps(box)) {
          overlaps = true;
          return false;
        }
      }
      return true;
    });
    return overlaps;
  }

 private:
  // Calls `visit` for each cell `box` covers while it returns true.
  template <typename Visit>
  void ForCells(const Rect& box, Visit visit) {
    const auto cell_of = [](float at, float from, int count) {
      return std::clamp(static_cast<int>(std::floor((at - from) / kCell)), 0, count - 1);
    };
    const int x0 = cell_of(box.x, area_.x, columns_);
    const int x1 = cell_of(box.Right(), area_.x, columns_);
    const int y0 = cell_of(box.y, area_.y, rows_);
    const int y1 = cell_of(box.Bottom(), area_.y, rows_);
    for (int y = y0; y <= y1; ++y) {
      for (int x = x0; x <= x1; ++x) {
        if (!visit(cells_[static_cast<size_t>(y) * static_cast<size_t>(columns_) +
                          static_cast<size_t>(x)])) {
          return;
        }
      }
    }
  }

  Rect area_;
  int columns_;
  int rows_;
  std::vector<std::vector<int>> cells_;
  std::vector<std::pair<Rect, int>> boxes_;
};

// Requests at one place: the first one's anchor, the members chained by
// `next` (request indices, -1 ends).
struct Group {
  glm::vec2 anchor{0.0f};
  int first = -1;
  int last = -1;
};

// Groups the requests inside `area` by place, in the order of their first
// request; `next` chains each group's members.
std::vector<Group> GroupByPlace(std::span<const LabelRequest> requests, const Rect& area,
                                std::vector<int>* next) {
  const float cell = kSamePlacePixels;
  const int columns = static_cast<int>(std::ceil(area.width / cell)) + 1;
  const int rows = static_cast<int>(std::ceil(area.height / cell)) + 1;
  // Each cell's groups, chained through group_next.
  std::vector<int> cell_head(static_cast<size_t>(columns) * static_cast<size_t>(rows), -1);
  std::vector<int> group_next;
  std::vector<Group> groups;
  next->assign(requests.size(), -1);
  for (size_t i = 0; i < requests.size(); ++i) {
    const glm::vec2 at = requests[i].anchor;
    if (!area.Contains(at)) {
      continue;
    }
    const int cx = static_cast<int>((at.x - area.x) / cell);
    const int cy = static_cast<int>((at.y - area.y) / cell);
    int found = -1;
    for (int y = std::max(0, cy - 1); y <= std::min(rows - 1, cy + 1) && found < 0; ++y) {
      for (int x = std::max(0, cx - 1); x <= std::min(columns - 1, cx + 1) && found < 0; ++x) {
        for (int g = cell_head[static_cast<size_t>(y * columns + x)]; g >= 0;
             g = group_next[static_cast<size_t>(g)]) {
          if (glm::distance(groups[static_cast<size_t>(g)].anchor, at) <= kSamePlacePixels) {
            found = g;
            break;
          }
        }
      }
    }
    const auto index = static_cast<int>(i);
    if (found >= 0) {
      Group& group = groups[static_cast<size_t>(found)];
      (*next)[static_cast<size_t>(group.last)] = index;
      group.last = index;
      continue;
    }
    int& head = cell_head[static_cast<size_t>(cy * columns + cx)];
    group_next.push_back(head);
    head = static_cast<int>(groups.size());
    groups.push_back({at, index, index});
  }
  return groups;
}

// The boxes a label of `size` may take around `anchor`, best first: just
// above it, centred (not moved); then beside it in eight directions, then
// the same a ring further out each time.
std::vector<Rect> Candidates(const glm::vec2& anchor, const glm::vec2& size) {
  const float w = size.x;
  const float h = size.y;
  const float g = kLabelGap;
  // Top left corners of the boxes next to the anchor, with their direction.
  const std::array<std::pair<glm::vec2, glm::vec2>, 8> around = {{
      {{-0.5f * w, -h - g}, {0, -1}},   // above
      {{-0.5f * w, g}, {0, 1}},         // below
      {{g + 2.0f, -0.5f * h}, {1, 0}},  // right
      {{-w - g - 2.0f, -0.5f * h}, {-1, 0}},
      {{g, -h - g}, {1, -1}},  // above right
      {{-w - g, -h - g}, {-1, -1}},
      {{g, g}, {1, 1}},
      {{-w - g, g}, {-1, 1}},
  }};
  std::vector<Rect> boxes;
  const float step = h + g;
  for (int ring = 0; ring < kLabelRings; ++ring) {
    for (const auto& [corner, direction] : around) {
      const glm::vec2 at = anchor + corner + direction * (step * static_cast<float>(ring));
      boxes.push_back({at.x, at.y, w, h});
    }
  }
  return boxes;
}

bool Inside(const Rect& box, const Rect& area) {
  return box.x >= area.x && box.y >= area.y && box.Right() <= area.Right() &&
         box.Bottom() <= area.Bottom();
}

struct Numbered {
  std::string_view prefix;
  std::optional<long long> number;
  std::string_view whole;
};

Numbered Split(std::string_view text) {
  size_t digits = text.size();
  while (digits > 0 && text[digits - 1] >= '0' && text[digits - 1] <= '9') {
    --digits;
  }
  const std::string_view tail = text.substr(digits);
  long long number = 0;
  if (tail.empty() || (tail.size() > 1 && tail[0] == '0') || tail.size() > 15 ||
      std::from_chars(tail.data(), tail.data() + tail.size(), number).ec != std::errc()) {
    return {text, std::nullopt, text};
  }
  return {text.substr(0, digits), number, text};
}

}  // namespace

glm::vec2 PlacedLabel::LeaderStart() const {
  return {std::clamp(anchor.x, box.x, box.Right()), std::clamp(anchor.y, box.y, box.Bottom())};
}

std::string SharedLabelText(std::span<const std::string_view> texts) {
  std::vector<Numbered> parts;
  for (const std::string_view text : texts) {
    if (std::none_of(parts.begin(), parts.end(),
                     [&](const Numbered& p) { return p.whole == text; })) {
      parts.push_back(Split(text));
    }
  }
  std::stable_sort(parts.begin(), parts.end(), [](const Numbered& a, const Numbered& b) {
    return std::pair(a.prefix, a.number.value_or(-1)) < std::pair(b.prefix, b.number.value_or(-1));
  });
  std::string out;
  for (size_t i = 0; i < parts.size();) {
    // The run of consecutive numbers of one prefix from i.
    size_t end = i + 1;
    while (parts[i].number && end < parts.size() && parts[end].number &&
           parts[end].prefix == parts[i].prefix &&
           *parts[end].number == *parts[end - 1].number + 1) {
      ++end;
    }
    if (!out.empty()) {
      out += ", ";
    }
    if (end - i >= 3) {
      out += std::string(parts[i].whole) + "-" + std::string(parts[end - 1].whole);
    } else {
      end = i + 1;
      out += parts[i].whole;
    }
    i = end;
  }
  return out;
}

std::string HiddenLabelsText(int hidden) {
  if (hidden <= 0) {
    return "";
  }
  const std::string digits = std::to_string(hidden);
  std::string grouped;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) {
      grouped += ',';
    }
    grouped += digits[i];
  }
  return grouped + (hidden == 1 ? " label hidden" : " labels hidden");
}

LabelLayout PlaceLabels(std::span<const LabelRequest> requests, const Rect& area,
                        const TextMeasure& measure) {
  LabelLayout layout;
  std::vector<int> next;
  const std::vector<Group> groups = GroupByPlace(requests, area, &next);
  BoxGrid taken(area);
  for (size_t g = 0; g < groups.size(); ++g) {
    const glm::vec2 at = groups[g].anchor;
    taken.Add({at.x - kAnchorClearance, at.y - kAnchorClearance, 2.0f * kAnchorClearance,
               2.0f * kAnchorClearance},
              static_cast<int>(g));
  }
  // Side by side, two labels keep a space apart: closer, "t1 meet" and
  // "t0, t1" read as one line, "t1 meett0, t1".
  const float word_gap = std::max(kLabelSpacing, measure(" ").x);
  int failed = 0;
  std::vector<std::string_view> texts;
  for (size_t g = 0; g < groups.size() && failed < kGiveUpAfter; ++g) {
    const Group& group = groups[g];
    texts.clear();
    PlacedLabel label;
    label.anchor = group.anchor;
    label.color = requests[static_cast<size_t>(group.first)].color;
    for (int i = group.first; i >= 0; i = next[static_cast<size_t>(i)]) {
      texts.push_back(requests[static_cast<size_t>(i)].text);
      if (!(requests[static_cast<size_t>(i)].color == label.color)) {
        label.color = colors::kWhite;
      }
      ++label.count;
    }
    label.text = SharedLabelText(texts);
    const std::vector<Rect> candidates = Candidates(group.anchor, measure(label.text));
    const auto free = std::find_if(candidates.begin(), candidates.end(), [&](const Rect& box) {
      return Inside(box, area) && !taken.Overlaps(box, static_cast<int>(g));
    });
    if (free == candidates.end()) {
      ++failed;
      continue;
    }
    label.box = *free;
    label.moved = free != candidates.begin();
    // Taken with a margin: the next label keeps kLabelSpacing from it above
    // and below, a space beside it.
    const Rect& box = label.box;
    taken.Add({box.x - word_gap, box.y - kLabelSpacing, box.width + 2.0f * word_gap,
               box.height + 2.0f * kLabelSpacing},
              static_cast<int>(g));
    layout.shown += label.count;
    layout.labels.push_back(std::move(label));
  }
  layout.hidden = static_cast<int>(requests.size()) - layout.shown;
  return layout;
}

}  // namespace harness
