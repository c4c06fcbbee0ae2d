// The mouse's state machine, fed frames by hand: hover, select, drag (free,
// along the view, along an axis), orbit, click to clear, Ctrl + wheel, and
// the camera held while anything drags.
#include "harness/shell/mouse_interaction.h"

#include <gtest/gtest.h>

#include <any>
#include <cstdint>
#include <utility>
#include <vector>

#include "collide/shapes/box.h"
#include "harness/shell/undo_history.h"
#include "test_host.h"

namespace harness {
namespace mouse_interaction_test {
namespace {

using collide::Vec3;

// One movable, resizable sphere "s" and what the mouse did to it.
class OneSphereSample final : public Sample, public Pickable, public Undoable {
 public:
  explicit OneSphereSample(SampleHost& host) : Sample(host) {}
  std::size_t ExpectationCount() const override { return 0; }
  std::vector<PairCheck> Check() const override { return {}; }
  void LoadScene(const Scene&) override {}

  std::vector<PickProxy> PickProxies() const override {
    PickProxy proxy{"s", "sphere s (r 1.000)", collide::Sphere{center, radius}, center};
    proxy.movable = movable;
    proxy.resizable = true;
    return {proxy};
  }
  void SetHovered(const std::optional<std::string>& id) override { hovered = id; }
  void Select(const std::optional<std::string>& id) override {
    selected = id;
    ++selects;
  }
  void SelectAlso(const std::string& id) override { selected_also = id; }
  bool MoveShape(const std::string& id, const Vec3& delta) override {
    if (id != "s") {
      return false;
    }
    center += delta;
    ++moves;
    return true;
  }
  bool ResizeShape(const std::string& id, double factor) override {
    radius *= id == "s" ? factor : 1.0;
    revision += id == "s" ? 1 : 0;
    return id == "s";
  }
  // Undo of the radius only: what the wheel changes.
  std::any Snapshot() const override { return radius; }
  void Restore(const std::any& snapshot) override { radius = std::any_cast<double>(snapshot); }
  std::uint64_t Revision() const override { return revision; }

  std::optional<std::string> selected_also;
  Vec3 center{0.0};
  double radius = 1.0;
  bool movable = true;
  std::optional<std::string> hovered;
  std::optional<std::string> selected{"old"};
  int selects = 0;
  int moves = 0;
  std::uint64_t revision = 0;
};

// The camera of picking_test's hand computations: at (0, 0, 10) looking at
// the origin, 90 degrees, a 200x100 view; at depth 10 a pixel is 0.2 units.
Camera FrontCamera() {
  Camera camera;
  CameraHome home;
  home.distance = 10.0f;
  home.yaw_deg = 0.0f;
  home.pitch_deg = 0.0f;
  home.fov_y_deg = 90.0f;
  camera.SetHome(home);
  camera.SetViewport(200, 100, Rect{0.0f, 0.0f, 200.0f, 100.0f});
  return camera;
}

MouseInput At(double x, double y, bool left = false) {
  MouseInput input;
  input.cursor = {x, y};
  input.view_height = 100.0f;
  input.left = left;
  return input;
}

void ExpectNear(const Vec3& actual, const Vec3& expected) {
  EXPECT_NEAR(actual.x, expected.x, 1e-4);
  EXPECT_NEAR(actual.y, expected.y, 1e-4);
  EXPECT_NEAR(actual.z, expected.z, 1e-4);
}

class MouseInteractionTest : public ::testing::Test {
 protected:
  testing::TestHost host_;
  OneSphereSample sample_{host_};
  Camera camera_ = FrontCamera();
  MouseInteraction mouse_;
};

TEST_F(MouseInteractionTest, HoverNamesTheShapeUnlessTheCursorIsOnAPanel) {
  mouse_.Update(At(100, 50), &sample_, camera_);  // the view's centre: on the sphere
  EXPECT_EQ(sample_.hovered, "s");
  EXPECT_EQ(mouse_.hover_label(), "sphere s (r 1.000)");
  MouseInput over_panel = At(100, 50);
  over_panel.over_ui = true;
  mouse_.Update(over_panel, &sample_, camera_);
  EXPECT_EQ(sample_.hovered, std::nullopt);
  EXPECT_EQ(mouse_.hover_label(), "");
  mouse_.Update(At(10, 10), &sample_, camera_);  // empty space
  EXPECT_EQ(sample_.hovered, std::nullopt);
  MouseInput outside = At(100, 50);  // as if: the rays there are the sphere's
  outside.in_window = false;
  mouse_.Update(outside, &sample_, camera_);
  EXPECT_EQ(sample_.hovered, std::nullopt);
}

TEST_F(MouseInteractionTest, ADragKeepsTheShapeUnderTheCursorAndHoldsTheCamera) {
  mouse_.Update(At(100, 50, true), &sample_, camera_);
  EXPECT_EQ(sample_.selected, "s");
  EXPECT_TRUE(camera_.held);
  // 50 pixels right, 10 up: (10, 2, 0) at depth 10.
  mouse_.Update(At(150, 40, true), &sample_, camera_);
  ExpectNear(sample_.center, {10, 2, 0});
  // A still cursor asks for nothing more.
  mouse_.Update(At(150, 40, true), &sample_, camera_);
  EXPECT_EQ(sample_.moves, 1);
  mouse_.Update(At(150, 40), &sample_, camera_);  // released
  EXPECT_FALSE(camera_.held);
  EXPECT_FALSE(mouse_.busy());
  ExpectNear(sample_.center, {10, 2, 0});
}

TEST_F(MouseInteractionTest, ShiftMovesAlongTheViewDirection) {
  MouseInput press = At(100, 50, true);
  press.shift = true;
  mouse_.Update(press, &sample_, camera_);
  MouseInput up = At(120, 40, true);  // 10 pixels up: 2 units away; across is ignored
  up.shift = true;
  mouse_.Update(up, &sample_, camera_);
  ExpectNear(sample_.center, {0, 0, -2});
}

TEST_F(MouseInteractionTest, AShiftClickAddsTheShapeToTheSelectionInsteadOfReplacingIt) {
  MouseInput press = At(100, 50, true);
  press.shift = true;
  mouse_.Update(press, &sample_, camera_);
  EXPECT_EQ(sample_.selected_also, "s");
  EXPECT_EQ(sample_.selects, 0);
  mouse_.Update(At(100, 50), &sample_, camera_);
  mouse_.Update(At(100, 50, true), &sample_, camera_);  // without Shift: a plain select
  EXPECT_EQ(sample_.selects, 1);
}

TEST_F(MouseInteractionTest, AnAxisKeyConstrainsTheMoveAndDrawsTheAxis) {
  MouseInput press = At(100, 50, true);
  press.axis = 0;
  mouse_.Update(press, &sample_, camera_);
  // The cursor at (150, 70) looks along (1, -0.4, -1): the x axis point
  // nearest that ray is x = 20 / 2.32 (picking_test's ClosestOnAxis).
  MouseInput moved = At(150, 70, true);
  moved.axis = 0;
  mouse_.Update(moved, &sample_, camera_);
  ExpectNear(sample_.center, {20.0 / 2.32, 0, 0});
  testing::RecordingDraw draw;
  mouse_.DrawOverlay(draw, camera_);
  ASSERT_EQ(draw.lines.size(), 1u);
  EXPECT_TRUE(testing::SameColor(draw.lines[0].color, colors::kRed));
  EXPECT_EQ(draw.lines[0].a.y, 0.0f);
  EXPECT_EQ(draw.lines[0].b.y, 0.0f);
  // X let go mid-drag: the free drag measures from here, no jump.
  const Vec3 before = sample_.center;
  mouse_.Update(At(150, 70, true), &sample_, camera_);
  ExpectNear(sample_.center, before);
  draw.Clear();
  mouse_.DrawOverlay(draw, camera_);
  EXPECT_TRUE(draw.lines.empty());
}

TEST_F(MouseInteractionTest, ADragOnEmptySpaceOrbitsAndAClickThereClears) {
  const float yaw = camera_.yaw_deg;
  mouse_.Update(At(10, 10, true), &sample_, camera_);
  mouse_.Update(At(30, 10, true), &sample_, camera_);  // 20 pixels: 6 degrees
  EXPECT_TRUE(camera_.held);
  EXPECT_NEAR(camera_.yaw_deg, yaw - 6.0f, 1e-4f);
  mouse_.Update(At(30, 10), &sample_, camera_);
  EXPECT_EQ(sample_.selected, "old");  // an orbit is not a click
  mouse_.Update(At(10, 10, true), &sample_, camera_);
  mouse_.Update(At(11, 10, true), &sample_, camera_);
  mouse_.Update(At(11, 10), &sample_, camera_);
  EXPECT_EQ(sample_.selected, std::nullopt);
  EXPECT_EQ(sample_.moves, 0);
}

TEST_F(MouseInteractionTest, AShapeThatCannotMoveIsSelectedAndTheDragOrbits) {
  sample_.movable = false;
  const float yaw = camera_.yaw_deg;
  mouse_.Update(At(100, 50, true), &sample_, camera_);
  mouse_.Update(At(120, 50, true), &sample_, camera_);
  EXPECT_EQ(sample_.selected, "s");
  EXPECT_EQ(sample_.moves, 0);
  EXPECT_NEAR(camera_.yaw_deg, yaw - 6.0f, 1e-4f);
}

TEST_F(MouseInteractionTest, APressOnAPanelIsImGuisUntilReleased) {
  MouseInput press = At(100, 50, true);
  press.over_ui = true;
  mouse_.Update(press, &sample_, camera_);
  mouse_.Update(At(150, 50, true), &sample_, camera_);  // dragged off the panel
  EXPECT_EQ(sample_.moves, 0);
  EXPECT_FALSE(camera_.held);
  EXPECT_EQ(sample_.selects, 0);
}

TEST_F(MouseInteractionTest, ControlWheelResizesOnlyOverAResizableShape) {
  EXPECT_TRUE(mouse_.ResizeUnderCursor(At(100, 50), 2.0, &sample_, camera_));
  EXPECT_NEAR(sample_.radius, 1.21, 1e-12);  // 1.1 per step
  EXPECT_FALSE(mouse_.ResizeUnderCursor(At(10, 10), 1.0, &sample_, camera_));
  MouseInput over_panel = At(100, 50);
  over_panel.over_ui = true;
  EXPECT_FALSE(mouse_.ResizeUnderCursor(over_panel, 1.0, &sample_, camera_));
  EXPECT_NEAR(sample_.radius, 1.21, 1e-12);
}

// A sample that overrides none of the capabilities: picking() is null.
class NoPickingSample final : public Sample {
 public:
  using Sample::Sample;
  std::size_t ExpectationCount() const override { return 0; }
  std::vector<PairCheck> Check() const override { return {}; }
  void LoadScene(const Scene&) override {}
};

TEST_F(MouseInteractionTest, WithoutPickingNothingIsHoveredOrDraggedAndTheCameraOrbits) {
  NoPickingSample sample(host_);
  Pickable* shapes = sample.picking();
  ASSERT_EQ(shapes, nullptr);
  // The view's centre, where the other tests' sphere is: no tooltip.
  mouse_.Update(At(100, 50), shapes, camera_);
  EXPECT_EQ(mouse_.hover_label(), "");
  // A left drag from there orbits: 20 pixels, 6 degrees.
  const float yaw = camera_.yaw_deg;
  mouse_.Update(At(100, 50, true), shapes, camera_);
  mouse_.Update(At(120, 50, true), shapes, camera_);
  EXPECT_TRUE(camera_.held);
  EXPECT_NEAR(camera_.yaw_deg, yaw - 6.0f, 1e-4f);
  EXPECT_EQ(mouse_.hover_label(), "");
  mouse_.Update(At(120, 50), shapes, camera_);  // released: a click would clear nothing
  EXPECT_FALSE(mouse_.busy());
  // Ctrl + wheel finds nothing to resize: the wheel zooms instead.
  EXPECT_FALSE(mouse_.ResizeUnderCursor(At(100, 50), 1.0, shapes, camera_));
  EXPECT_FALSE(mouse_.wheel_resizing());
}

// Frames as the Application runs them: the mouse, then the undo history
// told that a gesture is under way while a button is held or a Ctrl + wheel
// resize lasts (Application::EndFrameUndo).
class WheelUndoTest : public MouseInteractionTest {
 protected:
  WheelUndoTest() { history_.Reset(sample_.Snapshot(), sample_.Revision()); }
  void Frame(const MouseInput& input) {
    mouse_.Update(input, &sample_, camera_);
    history_.EndFrame({sample_.Revision(), input.left || mouse_.wheel_resizing(), false},
                      [&] { return sample_.Snapshot(); });
  }
  static MouseInput Ctrl(double x, double y, bool ctrl = true) {
    MouseInput input = At(x, y);
    input.ctrl = ctrl;
    return input;
  }
  // One notch over the view's centre (the sphere), between two frames as
  // GLFW's scroll callback comes.
  void Notch() {
    ASSERT_TRUE(mouse_.ResizeUnderCursor(Ctrl(100, 50), 1.0, &sample_, camera_));
    Frame(Ctrl(100, 50));
  }
  UndoHistory history_;
};

TEST_F(WheelUndoTest, FiveNotchesOnOneShapeAreOneUndoStepOnceCtrlIsLetGo) {
  Frame(Ctrl(100, 50));
  for (int i = 0; i < 5; ++i) {
    Notch();
  }
  EXPECT_EQ(history_.undo_count(), 0u);  // Ctrl still held: the gesture goes on
  EXPECT_TRUE(mouse_.wheel_resizing());
  Frame(Ctrl(100, 50, /*ctrl=*/false));
  EXPECT_FALSE(mouse_.wheel_resizing());
  EXPECT_EQ(history_.undo_count(), 1u);
  EXPECT_NEAR(sample_.radius, 1.61051, 1e-12);  // 1.1^5
  const std::any* before = history_.Undo();
  ASSERT_NE(before, nullptr);
  sample_.Restore(*before);
  EXPECT_EQ(sample_.radius, 1.0);
}

TEST_F(WheelUndoTest, LeavingTheShapeOrPressingAButtonEndsTheGesture) {
  Frame(Ctrl(100, 50));
  Notch();
  Notch();
  Frame(Ctrl(10, 10));  // off the sphere, Ctrl still held
  EXPECT_EQ(history_.undo_count(), 1u);
  Frame(Ctrl(100, 50));
  Notch();
  MouseInput press = Ctrl(100, 50);
  press.left = true;
  Frame(press);  // Ctrl + left press: a turn would start; the resize is over
  EXPECT_FALSE(mouse_.wheel_resizing());
  press.left = false;
  Frame(press);
  EXPECT_EQ(history_.undo_count(), 2u);
}

TEST_F(MouseInteractionTest, APickOnA2xDisplayIsExact) {
  // The framebuffer twice the window: the sphere (radius 1 at depth 9, so
  // about 5.6 window pixels wide) is under window pixel (100, 50), not
  // under framebuffer pixel (100, 50), which is the view's top-left quarter.
  camera_.SetViewport(400, 200, Rect{0.0f, 0.0f, 400.0f, 200.0f});
  MouseInput input = At(100, 50);
  input.content_scale = {2.0, 2.0};
  mouse_.Update(input, &sample_, camera_);
  EXPECT_EQ(sample_.hovered, "s");
  input.content_scale = {1.0, 1.0};
  mouse_.Update(input, &sample_, camera_);
  EXPECT_EQ(sample_.hovered, std::nullopt);
}

// A box "b" (half extents 2) at the origin that records its turns, with
// the revision and snapshot the undo history reads.
class OneBoxSample final : public Sample, public Pickable, public Undoable {
 public:
  explicit OneBoxSample(SampleHost& host) : Sample(host) {}
  std::size_t ExpectationCount() const override { return 0; }
  std::vector<PairCheck> Check() const override { return {}; }
  void LoadScene(const Scene&) override {}

  std::vector<PickProxy> PickProxies() const override {
    PickProxy proxy{"b", "box b", collide::BoxShape(box), box.center};
    proxy.rotatable = rotatable;
    return {proxy};
  }
  bool MoveShape(const std::string&, const Vec3& delta) override {
    box.center += delta;
    ++moves;
    ++revision;
    return true;
  }
  bool RotateShape(const std::string& id, const Vec3& axis, double angle) override {
    turns.push_back({id, axis, angle});
    collide::BoxShape shape = box;
    collide::RotateBox(shape, axis, angle);
    box = std::get<collide::OrientedBox>(shape);
    ++revision;
    return true;
  }
  std::any Snapshot() const override { return box; }
  void Restore(const std::any& snapshot) override {
    box = std::any_cast<collide::OrientedBox>(snapshot);
    ++revision;
  }
  std::uint64_t Revision() const override { return revision; }

  struct Turn {
    std::string id;
    Vec3 axis;
    double angle;
  };
  collide::OrientedBox box{Vec3(0.0), Vec3(2.0), collide::Mat3(1.0)};
  bool rotatable = true;
  std::vector<Turn> turns;
  int moves = 0;
  std::uint64_t revision = 0;
};

MouseInput CtrlAt(double x, double y, bool left = true) {
  MouseInput input = At(x, y, left);
  input.ctrl = true;
  return input;
}

class MouseRotateTest : public ::testing::Test {
 protected:
  testing::TestHost host_;
  OneBoxSample sample_{host_};
  Camera camera_ = FrontCamera();
  MouseInteraction mouse_;
};

TEST_F(MouseRotateTest, CtrlDragTurnsTheBoxByTheAngleTheCursorSweepsRoundItsCentre) {
  // The box's centre shows at (100, 50). Pressed 5 pixels right of it (at
  // angle 0), then above it, left of it and below it: three quarter turns
  // counter-clockwise as seen, each about z, the axis pointing back at the
  // camera. Below after left is +90 degrees, not -270: the turn goes on.
  mouse_.Update(CtrlAt(105, 50), &sample_, camera_);
  EXPECT_TRUE(camera_.held);
  EXPECT_TRUE(sample_.turns.empty());
  for (const auto& [x, y] : {std::pair{100.0, 45.0}, {95.0, 50.0}, {100.0, 55.0}}) {
    mouse_.Update(CtrlAt(x, y), &sample_, camera_);
  }
  ASSERT_EQ(sample_.turns.size(), 3u);
  for (const OneBoxSample::Turn& turn : sample_.turns) {
    EXPECT_EQ(turn.id, "b");
    ExpectNear(turn.axis, {0, 0, 1});
    EXPECT_NEAR(turn.angle, collide::kPi / 2.0, 1e-12);
  }
  EXPECT_EQ(sample_.moves, 0);
  // Within kRotatePivotPixels of the centre the angle means nothing: no turn.
  mouse_.Update(CtrlAt(101, 51), &sample_, camera_);
  EXPECT_EQ(sample_.turns.size(), 3u);
  mouse_.Update(CtrlAt(101, 51, false), &sample_, camera_);
  EXPECT_FALSE(camera_.held);
}

TEST_F(MouseRotateTest, WithoutCtrlOrOnAShapeThatCannotTurnTheDragMoves) {
  mouse_.Update(At(105, 50, true), &sample_, camera_);
  mouse_.Update(At(100, 45, true), &sample_, camera_);
  mouse_.Update(At(100, 45), &sample_, camera_);
  EXPECT_TRUE(sample_.turns.empty());
  EXPECT_EQ(sample_.moves, 1);
  sample_.rotatable = false;
  mouse_.Update(CtrlAt(100, 45), &sample_, camera_);
  mouse_.Update(CtrlAt(100, 40), &sample_, camera_);
  EXPECT_TRUE(sample_.turns.empty());
  EXPECT_EQ(sample_.moves, 2);
}

TEST_F(MouseRotateTest, ATurnIsOneUndoStepAndUndoRestoresItBitForBit) {
  UndoHistory history;
  history.Reset(sample_.Snapshot(), sample_.Revision());
  const auto frame = [&](const MouseInput& input) {
    mouse_.Update(input, &sample_, camera_);
    history.EndFrame({sample_.Revision(), input.left, false}, [&] { return sample_.Snapshot(); });
  };
  frame(CtrlAt(105, 50));
  for (double y = 49; y >= 40; y -= 1.0) {  // ten frames of turning
    frame(CtrlAt(105, y));
  }
  frame(CtrlAt(105, 40, false));
  ASSERT_EQ(sample_.turns.size(), 10u);
  EXPECT_EQ(history.undo_count(), 1u);
  EXPECT_NE(sample_.box.rotation, collide::Mat3(1.0));
  const std::any* before = history.Undo();
  ASSERT_NE(before, nullptr);
  sample_.Restore(*before);
  EXPECT_EQ(sample_.box.rotation, collide::Mat3(1.0));  // ==: every bit
}

}  // namespace
}  // namespace mouse_interaction_test
}  // namespace harness
