// The docked layout in a window (scripts/test.sh provides Xvfb), at the
// tutorial's 800x600 and at 1920x1080, for every sample: the menu bar and
// the panels the app reports (--stats prints where ImGui drew them) tile the
// window without overlapping, the panels below the menu bar, and the
// screenshot agrees: the panels are where it says, the view is clear, and
// the sample's shapes (red and blue wireframes) lie inside the view, none
// reaching its edges.
#include <gtest/gtest.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <ostream>
#include <regex>
#include <string>

#include "harness/draw/rect.h"
#include "run_app.h"
#include "screenshot_image.h"

namespace layout_window_test {
namespace {

using cli_testing::Image;
using cli_testing::LoadPng;
using cli_testing::RunApp;
using harness::Rect;

// The view's background, colors::kBackground.
constexpr std::array<int, 3> kBackground = {95, 158, 160};

bool IsBackground(const unsigned char* p) {
  for (int k = 0; k < 3; ++k) {
    if (std::abs(p[k] - kBackground[k]) > 3) {
      return false;
    }
  }
  return true;
}

// The samples' shape colours: pure red (overlapping), pure blue (not).
bool IsShape(const unsigned char* p) {
  return (p[0] > 200 && p[1] < 60 && p[2] < 60) || (p[2] > 200 && p[0] < 60 && p[1] < 60);
}

// "layout (x y width height): menu 0 0 800 19 samples 0 19 190 461 sample
// ... log ... view ..."
std::map<std::string, Rect> ParseLayout(const std::string& out) {
  std::map<std::string, Rect> rects;
  std::smatch line;
  if (!std::regex_search(out, line, std::regex("layout \\(x y width height\\):(.*)"))) {
    return rects;
  }
  const std::string text = line[1];
  const std::regex item("([a-z]+) (-?[0-9]+) (-?[0-9]+) ([0-9]+) ([0-9]+)");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), item); it != std::sregex_iterator();
       ++it) {
    const std::smatch& m = *it;
    rects[m[1]] = Rect{std::stof(m[2]), std::stof(m[3]), std::stof(m[4]), std::stof(m[5])};
  }
  return rects;
}

struct Case {
  const char* sample;
  int width;
  int height;
};

void PrintTo(const Case& c, std::ostream* os) {
  *os << c.sample << " at " << c.width << "x" << c.height;
}

std::string Name(const ::testing::TestParamInfo<Case>& info) {
  std::string name = std::string(info.param.sample) + "_" + std::to_string(info.param.width) + "x" +
                     std::to_string(info.param.height);
  for (char& c : name) {
    c = c == '-' ? '_' : c;
  }
  return name;
}

class LayoutWindow : public ::testing::TestWithParam<Case> {};

TEST_P(LayoutWindow, PanelsTileTheWindowAndTheShapesLieInTheView) {
  REQUIRE_DISPLAY();
  const Case& c = GetParam();
  const std::string png =
      ::testing::TempDir() + "/layout_" + Name(::testing::TestParamInfo<Case>(c, 0)) + ".png";
  const auto run =
      RunApp({"--sample", c.sample, "--frames", "3", "--width", std::to_string(c.width), "--height",
              std::to_string(c.height), "--stats", "--screenshot", png});
  ASSERT_EQ(run.status, 0) << run.err;
  const Image image = LoadPng(png);
  ASSERT_EQ(image.width, c.width);
  ASSERT_EQ(image.height, c.height);

  const std::map<std::string, Rect> rects = ParseLayout(run.out);
  ASSERT_EQ(rects.size(), 5u) << run.out;
  const Rect window{0, 0, static_cast<float>(c.width), static_cast<float>(c.height)};
  float area = 0.0f;
  for (const auto& [name, r] : rects) {
    SCOPED_TRACE(name);
    EXPECT_FALSE(r.IsEmpty());
    EXPECT_GE(r.x, 0.0f);
    EXPECT_GE(r.y, 0.0f);
    EXPECT_LE(r.Right(), window.Right());
    EXPECT_LE(r.Bottom(), window.Bottom());
    area += r.width * r.height;
    for (const auto& [other_name, other] : rects) {
      if (other_name != name) {
        EXPECT_FALSE(r.Overlaps(other)) << name << " overlaps " << other_name;
      }
    }
  }
  // Nothing overlaps and nothing is left out: the menu bar, the panels and
  // the view tile the window.
  EXPECT_EQ(area, window.width * window.height);
  // The menu bar runs along the top, ImGui's frame height at 100% (a
  // 13-pixel font, 3 pixels of padding above and below); the panels and the
  // view start below it, none hidden under it.
  const Rect menu = rects.at("menu");
  EXPECT_EQ(menu.x, 0.0f);
  EXPECT_EQ(menu.y, 0.0f);
  EXPECT_EQ(menu.width, window.width);
  EXPECT_EQ(menu.height, 19.0f);
  for (const char* below : {"samples", "sample", "view"}) {
    EXPECT_EQ(rects.at(below).y, menu.Bottom()) << below;
  }
  const Rect view = rects.at("view");
  // A view worth the name: at least a third of the width, most of the height.
  EXPECT_GE(view.width, window.width / 3) << "view " << view.width << " wide";
  EXPECT_GE(view.height, window.height * 0.6f) << "view " << view.height << " tall";

  // The screenshot agrees: 3 pixels into each panel from each corner is
  // panel, not view background; the view's own corners are background.
  const auto corners = [](const Rect& r, float inset) {
    return std::array<glm::vec2, 4>{glm::vec2(r.x + inset, r.y + inset),
                                    glm::vec2(r.Right() - 1 - inset, r.y + inset),
                                    glm::vec2(r.x + inset, r.Bottom() - 1 - inset),
                                    glm::vec2(r.Right() - 1 - inset, r.Bottom() - 1 - inset)};
  };
  for (const char* panel : {"menu", "samples", "sample", "log"}) {
    for (const glm::vec2& p : corners(rects.at(panel), 3)) {
      EXPECT_FALSE(IsBackground(image.At(static_cast<int>(p.x), static_cast<int>(p.y))))
          << panel << " is not drawn at " << p.x << "," << p.y;
    }
  }
  for (const glm::vec2& p : corners(view, 3)) {
    EXPECT_TRUE(IsBackground(image.At(static_cast<int>(p.x), static_cast<int>(p.y))))
        << "the view is covered at " << p.x << "," << p.y;
  }

  // The shapes: plenty of red and blue in the view, none within 4 pixels of
  // its edges, so none runs on under a panel.
  constexpr int kBand = 4;
  int inside = 0;
  int at_edge = 0;
  for (int y = static_cast<int>(view.y); y < static_cast<int>(view.Bottom()); ++y) {
    for (int x = static_cast<int>(view.x); x < static_cast<int>(view.Right()); ++x) {
      if (!IsShape(image.At(x, y))) {
        continue;
      }
      ++inside;
      const bool near_edge = x < view.x + kBand || x >= view.Right() - kBand ||
                             y < view.y + kBand || y >= view.Bottom() - kBand;
      if (near_edge) {
        ++at_edge;
        ADD_FAILURE() << "shape pixel at " << x << "," << y << " on the view's edge";
        if (at_edge > 5) {
          return;
        }
      }
    }
  }
  EXPECT_GT(inside, 300) << "the sample's shapes are not in the view";
  EXPECT_EQ(at_edge, 0);
}

// The scene is drawn in the view only and the panels are opaque: three
// planes' lines run to the horizon, and none of them shows in the log's
// empty lower half, which is one flat colour.
TEST(LayoutWindowPanels, TheLogsEmptyAreaIsOneFlatColourUnderThreePlanes) {
  REQUIRE_DISPLAY();
  const std::string png = ::testing::TempDir() + "/three_planes_log.png";
  const auto run = RunApp({"--sample", "three-planes", "--frames", "3", "--width", "1280",
                           "--height", "800", "--stats", "--screenshot", png});
  ASSERT_EQ(run.status, 0) << run.err;
  const Image image = LoadPng(png);
  const std::map<std::string, Rect> rects = ParseLayout(run.out);
  ASSERT_EQ(rects.count("log"), 1u) << run.out;
  const Rect log = rects.at("log");
  ASSERT_GT(log.height, 100.0f);
  const unsigned char* first =
      image.At(static_cast<int>(log.x) + 4, static_cast<int>(log.Bottom()) - 4);
  int checked = 0;
  int other = 0;
  for (int y = static_cast<int>(log.y + log.height * 0.55f); y < static_cast<int>(log.Bottom()) - 4;
       ++y) {
    for (int x = static_cast<int>(log.x) + 4; x < static_cast<int>(log.Right()) - 4; ++x) {
      const unsigned char* p = image.At(x, y);
      ++checked;
      if (p[0] != first[0] || p[1] != first[1] || p[2] != first[2]) {
        if (++other <= 3) {
          ADD_FAILURE() << "the log's empty area differs at " << x << "," << y;
        }
      }
    }
  }
  EXPECT_GT(checked, 20000);
  EXPECT_EQ(other, 0);
}

// A start with no saved settings shows one line of hints ("F1: help ...") at
// the top of the view, in a dark box; the next start, with the settings the
// first one wrote at exit, does not.
TEST(LayoutWindowPanels, AFirstStartShowsAHintLineAtTheTopOfTheViewAndTheNextDoesNot) {
  REQUIRE_DISPLAY();
  const std::string config = ::testing::TempDir() + "/first_start_config";
  std::filesystem::remove_all(config);
  std::filesystem::create_directories(config);
  // Pixels darker than the view's background, the shapes and their labels:
  // the hint's box, in the view's top 60 rows.
  const auto dark_at_the_top = [&](const std::string& png) {
    const auto run = RunApp({"--sample", "sphere-sphere", "--frames", "3", "--width", "800",
                             "--height", "600", "--stats", "--screenshot", png},
                            {{"XDG_CONFIG_HOME", config}});
    EXPECT_EQ(run.status, 0) << run.err;
    const Image image = LoadPng(png);
    const Rect view = ParseLayout(run.out)["view"];
    EXPECT_GT(view.width, 300.0f) << run.out;
    int dark = 0;
    for (int y = static_cast<int>(view.y); y < static_cast<int>(view.y) + 60; ++y) {
      for (int x = static_cast<int>(view.x); x < static_cast<int>(view.Right()); ++x) {
        const unsigned char* p = image.At(x, y);
        dark += p[0] < 40 && p[1] < 40 && p[2] < 40;
      }
    }
    return dark;
  };
  const int first = dark_at_the_top(::testing::TempDir() + "/first_start.png");
  EXPECT_GT(first, 5000) << "no hint on the first start";
  const int next = dark_at_the_top(::testing::TempDir() + "/next_start.png");
  EXPECT_EQ(next, 0) << "the hint shows again with saved settings";
  std::filesystem::remove_all(config);
}

// --ui-scale is for its run only (--help says so): the scale saved before
// it is the one saved after it.
TEST(LayoutWindowPanels, AUiScaleOnTheCommandLineIsNotSaved) {
  REQUIRE_DISPLAY();
  const std::string config = ::testing::TempDir() + "/ui_scale_config";
  std::filesystem::remove_all(config);
  std::filesystem::create_directories(config + "/collision-lab");
  const std::string settings = config + "/collision-lab/settings.json";
  {
    std::ofstream out(settings);
    out << R"({"sample": "sphere-sphere", "ui_scale": 1.25})";
  }
  const auto run = RunApp({"--sample", "sphere-sphere", "--frames", "3", "--width", "800",
                           "--height", "600", "--ui-scale", "2"},
                          {{"XDG_CONFIG_HOME", config}});
  EXPECT_EQ(run.status, 0) << run.err;
  std::ifstream in(settings);
  const std::string saved((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(saved.find("\"ui_scale\": 1.25"), std::string::npos) << saved;
  EXPECT_EQ(saved.find("\"ui_scale\": 2"), std::string::npos) << saved;
  std::filesystem::remove_all(config);
}

INSTANTIATE_TEST_SUITE_P(EverySampleAtTwoSizes, LayoutWindow,
                         ::testing::Values(Case{"sphere-sphere", 800, 600},
                                           Case{"sphere-sphere", 1920, 1080},
                                           Case{"box-box", 800, 600}, Case{"box-box", 1920, 1080},
                                           Case{"moving-balls", 800, 600},
                                           Case{"moving-balls", 1920, 1080}),
                         Name);

}  // namespace
}  // namespace layout_window_test
