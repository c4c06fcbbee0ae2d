#pragma once

// The static-shapes sample: shapes of any kind, a table of expectations,
// red or blue, editing in the panel. Every tutorial sample of chapters 1-3,
// sphere-sphere and the playground are this one class with another
// declaration (StaticSampleSpec), so a sample file is a few dozen lines:
//
//   const harness::StaticSampleRegistration kRegistration{{
//       .id = "point-sphere",
//       .category = "Points",
//       .title = "Point in sphere",
//       .about = "Chapter 1 ...",
//       .layout = [] { harness::StaticLayoutBuilder b; ...; return b.Build(); },
//   }};

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "collide/registry/static_shape.h"

#include "harness/layout_engine/layout.h"
#include "harness/sample_api/sample.h"
#include "harness/sample_api/sample_registry.h"

namespace harness {

struct StaticSampleSpec {
  std::string id{};        // "point-sphere"
  std::string category{};  // "Points", "Static intersections", "Rays and lines", ...
  std::string title{};     // "Point in sphere"
  // Where it comes from and what it shows, for the panel's About text.
  std::string about{};
  // The seed it ports, for the help overlay's About; empty: Collision Lab's
  // own (the playground).
  std::string seed = "the collision-detection tutorial of seeds 000/001";
  // The built-in layout; an empty one (the playground) starts with nothing.
  std::function<StaticLayout()> layout{};
  // Whether the log names the algorithm in each mismatch (samples that test
  // a pair with more than one algorithm).
  bool name_algorithm = false;
  // The panel's line on colours; empty: the engine's general one.
  std::string legend{};
  // The kinds a scene loaded into this sample may hold and the panel adds;
  // empty: every kind (collide::ShapeKind). With one kind the panel has an
  // "Add <kind>" button, else an "Add shape..." menu.
  std::vector<collide::ShapeKind> kinds{};
  // Whether every pair is tested whatever a loaded scene's expectations name
  // (StaticLayout::test_every_pair): the playground.
  bool test_every_pair = false;
  // Whether the camera frames the shapes at start; false keeps the
  // tutorial's camera (sphere-sphere, as in the seed).
  bool frame_shapes = true;
  // The pair selected at start (two shape ids), solo'd as a click on its
  // row would; none by default: a sample opens whole.
  std::optional<std::pair<std::string, std::string>> selected_pair{};
  // The normal of the plane the shapes mostly lie in (triangle-triangle's
  // z = 0): the view faces it and auto-rotation swings 50 degrees either
  // side instead of turning it edge-on. Shapes that all lie in one upright
  // plane are faced without it.
  std::optional<collide::Vec3> facing{};
  // A "Clear" button beside Reset: every shape and expectation removed (an
  // undo step), for a sample that opens with an example to start from.
  bool clear_button = false;
  // How the shapes show at start (Sample::DefaultLook).
  ShapeLook look = ShapeLook::kWireframe;
};

std::unique_ptr<Sample> MakeStaticSample(SampleHost& host, StaticSampleSpec spec);

// Registers a static-shapes sample at start-up, as SampleRegistration does.
class StaticSampleRegistration {
 public:
  explicit StaticSampleRegistration(StaticSampleSpec spec);
};

}  // namespace harness
