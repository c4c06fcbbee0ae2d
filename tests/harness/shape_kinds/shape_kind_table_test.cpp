// The shape-kind table (harness/shape_kinds/): one entry per kind, and each
// entry checked the same way, over every kind the table holds: a new shape
// is valid and reads back as written, moves by what it is dragged, grows
// about its centre, turns without changing size, is picked where it is,
// draws, and is edited through the editor it is given.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "harness/scene/scene.h"
#include "harness/scene/scene_writer.h"
#include "harness/shape_kinds/shape_kind_entry.h"
#include "test_host.h"

namespace harness {
namespace shape_kind_table_test {
namespace {

using collide::StaticShape;
using collide::Vec3;

const Vec3 kAt(1.5, -0.5, 2.0);

std::vector<const ShapeKindEntry*> Entries() {
  return ShapeKindTable::Global().All();
}

std::string IdOf(const ShapeKindEntry& entry) {
  return collide::ShapeKindId(entry.kind);
}

bool Near(const Vec3& a, const Vec3& b, double tolerance = 1e-9) {
  return glm::length(a - b) <= tolerance;
}

// An editor that types into the `target`th field it is shown (the first
// unless told; a vector or number moved by 0.5, a direction turned to (1, 2,
// 2) / 3) and leaves the rest.
class TypingEditor : public ShapeEditor {
 public:
  bool Vec3(const char*, collide::Vec3* value) override {
    return Type([&] { *value += 0.5; });
  }
  bool Vec3InRange(const char*, collide::Vec3* value, double, double, float) override {
    return Type([&] { *value += 0.5; });
  }
  bool Number(const char*, double* value, double, double) override {
    return Type([&] { *value += 0.5; });
  }
  bool Direction(const char*, collide::Vec3* unit) override {
    return Type([&] { *unit = collide::Vec3(1.0, 2.0, 2.0) / 3.0; });
  }
  bool Checkbox(const char*, bool*) override { return false; }
  void Text(const std::string&) override {}
  void Warn(const std::string& message) override { warnings.push_back(message); }
  std::vector<collide::Vec3>& Handles() override { return handles; }

  bool typing = true;  // false: only look
  int target = 1;
  int fields = 0;
  std::vector<std::string> warnings;
  std::vector<collide::Vec3> handles;

 private:
  template <typename Change>
  bool Type(Change change) {
    if (++fields != target || !typing) {
      return false;
    }
    change();
    return true;
  }
};

// The kinds' fixed numbers (shape_kind.h): 0-8 built in, 9 the triangle, 11
// the frustum, 12 the capsule, 13 the hull, 14 the sweep.
const std::vector<std::pair<int, std::string>> kKinds = {
    {0, "point"},  {1, "sphere"},   {2, "aabb"},     {3, "box"},      {4, "hexahedron"},
    {5, "plane"},  {6, "ray"},      {7, "segment"},  {8, "cylinder"}, {9, "triangle"},
    {10, "model"}, {11, "frustum"}, {12, "capsule"}, {13, "hull"},    {14, "sweep"}};

TEST(ShapeKindTable, EveryKindHasAnEntryARowAndAFormatInTheOrderOfTheirNumbers) {
  const auto entries = Entries();
  ASSERT_EQ(entries.size(), kKinds.size());
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const auto& [number, id] = kKinds[i];
    EXPECT_EQ(static_cast<int>(entries[i]->kind), number);
    EXPECT_EQ(IdOf(*entries[i]), id);
    const ShapeFormat* format = ShapeFormats::Global().Find(id);
    ASSERT_NE(format, nullptr) << id;
    EXPECT_EQ(format->kind, entries[i]->kind);
  }
}

TEST(ShapeKindTable, EachKindsNewShapeIsValidOfItsKindAndReadsBackAsWritten) {
  Scene scene;
  scene.sample = "playground";
  const auto entries = Entries();
  ASSERT_EQ(entries.size(), kKinds.size());
  for (const ShapeKindEntry* entry : entries) {
    const StaticShape shape = entry->make(kAt);
    EXPECT_EQ(shape.kind(), entry->kind) << IdOf(*entry);
    EXPECT_EQ(collide::Validate(shape), std::nullopt) << IdOf(*entry);
    SceneShape named;
    named.id = IdOf(*entry);
    named.shape = shape;
    scene.shapes.push_back(named);
  }
  const Scene read = ParseScene(WriteScene(scene), "every_kind.json");
  ASSERT_EQ(read.shapes.size(), entries.size());
  for (std::size_t i = 0; i < entries.size(); ++i) {
    EXPECT_EQ(read.shapes[i].shape, scene.shapes[i].shape) << scene.shapes[i].id;
  }
}

// A plane moves only along its normal: it has no edges to see it slide by.
TEST(ShapeKindTable, EachKindMovesEveryFramingPointByTheDelta) {
  const Vec3 delta(0.25, -1.0, 3.0);
  const auto entries = Entries();
  ASSERT_EQ(entries.size(), kKinds.size());
  for (const ShapeKindEntry* entry : entries) {
    StaticShape shape = entry->make(kAt);
    const std::vector<Vec3> before = entry->frame_points(shape, DrawContext{});
    std::vector<Vec3> handles;
    entry->translate(shape, delta, handles);
    const std::vector<Vec3> after = entry->frame_points(shape, DrawContext{});
    ASSERT_EQ(after.size(), before.size()) << IdOf(*entry);
    ASSERT_FALSE(before.empty()) << IdOf(*entry);
    Vec3 moved = delta;
    if (const auto* plane = shape.As<collide::BookPlane>()) {
      moved = plane->normal * glm::dot(plane->normal, delta);
    }
    for (std::size_t k = 0; k < before.size(); ++k) {
      EXPECT_TRUE(Near(after[k], before[k] + moved)) << IdOf(*entry) << " point " << k;
    }
  }
}

TEST(ShapeKindTable, APlaneMovesTheThreePointsItsEditorKeepsWithIt) {
  const ShapeKindEntry* plane = ShapeKindTable::Global().Find(collide::ShapeKind::kPlane);
  ASSERT_NE(plane, nullptr);
  StaticShape shape = collide::BookPlane{Vec3(0, 1, 0), 2.0};
  std::vector<Vec3> points = {Vec3(0, 2, 0), Vec3(1, 2, 0), Vec3(0, 2, 1)};
  plane->translate(shape, Vec3(5, 1.5, -2), points);
  EXPECT_EQ(shape.Get<collide::BookPlane>().distance, 3.5);
  ASSERT_EQ(points.size(), 3u);
  EXPECT_EQ(points[0], Vec3(0, 3.5, 0));
  EXPECT_EQ(points[1], Vec3(1, 3.5, 0));
  EXPECT_EQ(points[2], Vec3(0, 3.5, 1));
}

// Bounded kinds' bounds double about a centre that stays; a cylinder's
// radius doubles. The kinds without a size have no scale.
TEST(ShapeKindTable, EachKindWithASizeGrowsAboutItsCentre) {
  const std::vector<std::string> sized = {"sphere",   "aabb",  "box",     "hexahedron", "cylinder",
                                          "triangle", "model", "capsule", "hull",       "sweep"};
  std::vector<std::string> found;
  for (const ShapeKindEntry* entry : Entries()) {
    if (!entry->scale) {
      continue;
    }
    found.push_back(IdOf(*entry));
    StaticShape shape = entry->make(kAt);
    const Vec3 anchor = collide::AnchorOf(shape);
    const auto bounds = collide::BoundsOf(shape);
    entry->scale(shape, 2.0);
    EXPECT_EQ(collide::Validate(shape), std::nullopt) << IdOf(*entry);
    EXPECT_TRUE(Near(collide::AnchorOf(shape), anchor)) << IdOf(*entry);
    if (bounds) {
      const auto grown = collide::BoundsOf(shape);
      ASSERT_TRUE(grown.has_value());
      EXPECT_TRUE(Near(grown->max - grown->min, (bounds->max - bounds->min) * 2.0)) << IdOf(*entry);
    } else {
      EXPECT_EQ(shape.Get<collide::Cylinder>().radius, 2.0) << IdOf(*entry);
    }
  }
  EXPECT_EQ(found, sized);
}

// A quarter turn about z keeps the centre and the size (the bounds' largest
// extent of a turned box stays the box's diagonal, within its bounds).
TEST(ShapeKindTable, EachKindThatTurnsKeepsItsCentreAndStaysValid) {
  // A frustum turns about its eye, its anchor.
  const std::vector<std::string> turning = {"box",     "hexahedron", "triangle", "model",
                                            "frustum", "capsule",    "hull",     "sweep"};
  std::vector<std::string> found;
  for (const ShapeKindEntry* entry : Entries()) {
    if (!entry->rotate) {
      continue;
    }
    found.push_back(IdOf(*entry));
    StaticShape shape = entry->make(kAt);
    const StaticShape before = shape;
    const Vec3 anchor = collide::AnchorOf(shape);
    EXPECT_TRUE(entry->rotate(shape, Vec3(0, 0, 1), collide::kPi / 2.0)) << IdOf(*entry);
    EXPECT_FALSE(shape == before) << IdOf(*entry);
    EXPECT_EQ(collide::Validate(shape), std::nullopt) << IdOf(*entry);
    EXPECT_TRUE(Near(collide::AnchorOf(shape), anchor)) << IdOf(*entry);
  }
  EXPECT_EQ(found, turning);
}

TEST(ShapeKindTable, EachKindIsPickedAtItsAnchorAndOffersWhatItCanDo) {
  const auto entries = Entries();
  ASSERT_EQ(entries.size(), kKinds.size());
  for (const ShapeKindEntry* entry : entries) {
    const StaticShape shape = entry->make(kAt);
    const PickProxy proxy = entry->proxy(shape, DrawContext{4.0f, std::nullopt});
    EXPECT_TRUE(Near(proxy.center, collide::AnchorOf(shape))) << IdOf(*entry);
    EXPECT_EQ(proxy.resizable, static_cast<bool>(entry->scale)) << IdOf(*entry);
    EXPECT_EQ(proxy.rotatable, static_cast<bool>(entry->rotate)) << IdOf(*entry);
    EXPECT_FALSE(proxy.label.empty()) << IdOf(*entry);
  }
}

// `drawn` is `given`, or `given` faded towards the background (a sweep's
// end): on the line from the background's colour to the given one.
bool IsGivenOrFaded(const Color& drawn, const Color& given) {
  const glm::vec3 from(colors::kBackground.r, colors::kBackground.g, colors::kBackground.b);
  const glm::vec3 to = glm::vec3(given.r, given.g, given.b) - from;
  const glm::vec3 got = glm::vec3(drawn.r, drawn.g, drawn.b) - from;
  const float share = glm::dot(got, to) / glm::dot(to, to);
  return share > 0.05f && share <= 1.0f + 1e-6f && glm::length(got - to * share) < 1e-4f;
}

TEST(ShapeKindTable, EachKindDrawsInTheColourItIsGiven) {
  const auto entries = Entries();
  ASSERT_EQ(entries.size(), kKinds.size());
  for (const ShapeKindEntry* entry : entries) {
    testing::RecordingDraw draw;
    DrawShape(draw, entry->make(kAt), colors::kRed, 5.0f);
    // A model is drawn as a retained mesh.
    const std::size_t drawn =
        draw.lines.size() + draw.spheres.size() + draw.dots.size() + draw.mesh_draws.size();
    EXPECT_GT(drawn, 0u) << IdOf(*entry);
    for (const auto& line : draw.lines) {
      EXPECT_TRUE(IsGivenOrFaded(line.color, colors::kRed)) << IdOf(*entry);
    }
    for (const auto& mesh : draw.mesh_draws) {
      EXPECT_EQ(mesh.color.r, colors::kRed.r) << IdOf(*entry);
    }
  }
}

// Typing into the first field changes the shape and keeps it valid; an
// editor that only looks changes nothing, and the shape keeps sharing its
// value (an undo snapshot taken before still holds the same one). A
// hexahedron's first field is a corner, and one corner moved alone bends
// its three faces: that is refused, with a warning, and nothing changes.
TEST(ShapeKindTable, EachKindsEditorAppliesATypedValueAndOnlyThat) {
  const auto entries = Entries();
  ASSERT_EQ(entries.size(), kKinds.size());
  for (const ShapeKindEntry* entry : entries) {
    StaticShape shape = entry->make(kAt);
    const StaticShape before = shape;
    TypingEditor looking;
    looking.typing = false;
    EXPECT_FALSE(entry->edit(shape, looking)) << IdOf(*entry);
    EXPECT_TRUE(shape.SharesValueWith(before)) << IdOf(*entry);
    EXPECT_GT(looking.fields, 0) << IdOf(*entry);

    TypingEditor typing;
    const bool refused = entry->kind == collide::ShapeKind::kHexahedron;
    EXPECT_EQ(entry->edit(shape, typing), !refused) << IdOf(*entry);
    EXPECT_EQ(shape == before, refused) << IdOf(*entry);
    EXPECT_EQ(collide::Validate(shape), std::nullopt) << IdOf(*entry);
    EXPECT_EQ(typing.warnings.size(), refused ? 1u : 0u) << IdOf(*entry);
  }
}

// Not only the first field: a value typed into any field of any kind either
// changes the shape and says so (so the sample re-checks, and the change is
// an undo step), or is refused with a warning and changes nothing.
TEST(ShapeKindTable, EveryFieldOfEachKindsEditorReportsWhatItChanged) {
  const auto entries = Entries();
  ASSERT_EQ(entries.size(), kKinds.size());
  int typed = 0;
  for (const ShapeKindEntry* entry : entries) {
    TypingEditor looking;
    looking.typing = false;
    StaticShape shown = entry->make(kAt);
    entry->edit(shown, looking);
    for (int field = 1; field <= looking.fields; ++field) {
      SCOPED_TRACE(::testing::Message() << IdOf(*entry) << " field " << field);
      StaticShape shape = entry->make(kAt);
      const StaticShape before = shape;
      TypingEditor typing;
      typing.target = field;
      const bool changed = entry->edit(shape, typing);
      EXPECT_EQ(changed, !(shape == before));
      EXPECT_NE(changed, !typing.warnings.empty());
      ++typed;
    }
  }
  // Every kind shows at least one field.
  EXPECT_GE(typed, static_cast<int>(entries.size()));
}

// A sphere's radius typed in the panel: a change the sample must see (it
// re-checks and bumps its revision, which makes the undo step), and the
// centre stays.
TEST(ShapeKindTable, ASpheresTypedRadiusIsReportedAsAChange) {
  const ShapeKindEntry* sphere = ShapeKindTable::Global().Find(collide::ShapeKind::kSphere);
  ASSERT_NE(sphere, nullptr);
  StaticShape shape = sphere->make(kAt);
  ASSERT_EQ(shape.Get<collide::Sphere>().radius, 1.0);
  TypingEditor looking;
  looking.typing = false;
  sphere->edit(shape, looking);
  ASSERT_EQ(looking.fields, 2);  // centre, radius
  TypingEditor typing;
  typing.target = 2;
  EXPECT_TRUE(sphere->edit(shape, typing));
  EXPECT_EQ(shape.Get<collide::Sphere>().radius, 1.5);
  EXPECT_EQ(shape.Get<collide::Sphere>().center, kAt);
}

// An entry is not checked against collide's row when it is added: entries
// and rows register at start-up in no fixed order. That every entry has a
// row is EveryKindHasAnEntryARowAndAFormatInTheOrderOfTheirNumbers.
TEST(ShapeKindTable, AKindAlreadyInTheTableOrWithoutAFunctionIsRefused) {
  ShapeKindTable table;
  ShapeKindEntry sphere = *ShapeKindTable::Global().Find(collide::ShapeKind::kSphere);
  table.Add(sphere);
  EXPECT_THROW(table.Add(sphere), std::invalid_argument);
  ShapeKindEntry no_editor = sphere;
  no_editor.kind = collide::ShapeKind::kPoint;
  no_editor.edit = nullptr;
  EXPECT_THROW(table.Add(no_editor), std::invalid_argument);
}

// Every sample names a picked shape the same way: the kind, the id, then
// the entry's words in brackets.
TEST(ShapeKindTable, APickedShapeIsNamedByItsKindItsIdAndItsEntrysWords) {
  const PickProxy sphere =
      PickProxyOf(collide::StaticShape(collide::Sphere{collide::Vec3(1, 2, 3), 0.5}), "s");
  EXPECT_EQ(sphere.id, "s");
  EXPECT_EQ(sphere.label, "sphere s (r 0.500)");
  EXPECT_EQ(sphere.center, collide::Vec3(1, 2, 3));
}

}  // namespace
}  // namespace shape_kind_table_test
}  // namespace harness
