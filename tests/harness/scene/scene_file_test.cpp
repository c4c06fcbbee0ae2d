#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "fixtures.h"
#include "harness/sample_api/sample.h"
#include "harness/sample_api/scene_sample.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"
#include "test_host.h"

namespace harness {
namespace scene_file_test {
namespace {

constexpr const char* kValid = R"({
  "format": "collision-lab-scene/1", "sample": "sphere-sphere", "title": "two",
  "shapes": [
    {"id": "s0", "type": "sphere", "center": [0, 0, 0], "radius": 2},
    {"id": "s1", "type": "sphere", "center": [3, 0, 0], "radius": 1}
  ],
  "expect": [ {"a": "s0", "b": "s1", "intersects": true},
              {"a": "s0", "b": "s0", "algorithm": "squared-distance", "intersects": true} ]
})";

using testing::ParseError;

std::string Replace(std::string text, const std::string& from, const std::string& to) {
  const size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return text.replace(at, from.size(), to);
}

TEST(SceneFile, ParsesAValidScene) {
  const Scene scene = ParseScene(kValid, "test.json");
  EXPECT_EQ(scene.sample, "sphere-sphere");
  EXPECT_EQ(scene.title, "two");
  ASSERT_EQ(scene.shapes.size(), 2u);
  EXPECT_EQ(scene.shapes[1].id, "s1");
  EXPECT_EQ(scene.shapes[1].shape.Get<collide::Sphere>().center, collide::Vec3(3, 0, 0));
  ASSERT_EQ(scene.expect.size(), 2u);
  EXPECT_EQ(scene.expect[1].algorithm, "squared-distance");
  EXPECT_EQ(scene.expect[0].expected, Outcome(Intersects{true}));
}

TEST(SceneFile, TitleAndExpectationsAreOptional) {
  const Scene scene = ParseScene(
      R"({"format": "collision-lab-scene/1", "sample": "sphere-sphere", "shapes": []})", "f");
  EXPECT_TRUE(scene.title.empty());
  EXPECT_TRUE(scene.expect.empty());
}

TEST(SceneFile, MalformedJsonNamesLineAndColumn) {
  const InputError e = ParseError("{\n  \"format\": \"collision-lab-scene/1\",\n  \"sample\" ]\n}");
  EXPECT_EQ(e.file(), "test.json");
  EXPECT_EQ(e.where(), "line 3, column 12");
  EXPECT_NE(e.problem().find("malformed JSON"), std::string::npos);
}

TEST(SceneFile, EmptyFileSaysSo) {
  for (const char* empty : {"", " \n\t\r\n"}) {
    const InputError e = ParseError(empty);
    EXPECT_EQ(e.problem(), "the file is empty (a scene is a JSON object)");
  }
}

TEST(SceneFile, ByteOrderMarkIsSkipped) {
  const Scene scene = ParseScene("\xef\xbb\xbf" + std::string(kValid), "f");
  EXPECT_EQ(scene.shapes.size(), 2u);
}

TEST(SceneFile, Utf16IsRefusedWithAHint) {
  for (const char* bom : {"\xff\xfe", "\xfe\xff"}) {
    const InputError e = ParseError(std::string(bom) + "{\0}\0");
    EXPECT_NE(e.problem().find("UTF-16"), std::string::npos) << e.what();
  }
}

// nlohmann's lexer alone would stop at a NUL as if the file ended there, and
// accept a valid scene followed by anything.
TEST(SceneFile, NulByteIsMalformedNotTheEndOfTheFile) {
  const std::string valid = kValid;
  const InputError e = ParseError(valid + std::string("\0 not JSON ]]]", 14));
  const size_t lines = std::count(valid.begin(), valid.end(), '\n') + 1;
  const size_t column = valid.size() - valid.rfind('\n');
  EXPECT_EQ(e.where(), "line " + std::to_string(lines) + ", column " + std::to_string(column));
  EXPECT_NE(e.problem().find("NUL byte"), std::string::npos);
}

TEST(SceneFile, BinaryGarbageGivesAPrintableMessage) {
  std::string garbage;
  for (int i = 0; i < 4096; ++i) {
    garbage += static_cast<char>((i * 7919 + 13) % 256);
  }
  garbage[0] = '\x9b';  // a C1 control byte first: nlohmann quotes the bytes it read
  const InputError e = ParseError(garbage);
  EXPECT_NE(e.problem().find("malformed JSON"), std::string::npos);
  for (const char c : std::string(e.what())) {
    EXPECT_TRUE(c >= 0x20 && c < 0x7f) << "raw byte " << static_cast<int>(c) << " in " << e.what();
  }
}

TEST(SceneFile, MissingFormatIsAnError) {
  const InputError e = ParseError(Replace(kValid, R"("format": "collision-lab-scene/1",)", ""));
  EXPECT_EQ(e.where(), "format");
  EXPECT_EQ(e.problem(), "missing required field");
}

TEST(SceneFile, WrongFormatIsAnError) {
  const InputError e =
      ParseError(Replace(kValid, "collision-lab-scene/1", "collision-lab-scene/2"));
  EXPECT_EQ(e.where(), "format");
  EXPECT_NE(e.problem().find("unsupported format"), std::string::npos);
}

TEST(SceneFile, UnknownSampleListsTheKnownOnes) {
  const std::string text = Replace(kValid, "\"sphere-sphere\"", "\"teapot\"");
  try {
    ParseSampleScene(text, "teapot.json");
    ADD_FAILURE() << "an unknown sample was accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.file(), "teapot.json");
    EXPECT_EQ(e.where(), "sample");
    EXPECT_NE(e.problem().find("unknown sample \"teapot\""), std::string::npos);
    EXPECT_NE(e.problem().find("sphere-sphere"), std::string::npos);
  }
}

// The scene reader stands alone: it knows shapes and outcomes, not which
// samples this build has, so a file for another build's sample still reads.
TEST(SceneFile, TheReaderAloneDoesNotAskWhichSamplesExist) {
  const Scene scene = ParseScene(Replace(kValid, "\"sphere-sphere\"", "\"teapot\""), "t.json");
  EXPECT_EQ(scene.sample, "teapot");
}

TEST(SceneFile, UnknownTopLevelKeyIsAnError) {
  const InputError e = ParseError(Replace(kValid, R"("title": "two",)", R"("titel": "two",)"));
  EXPECT_EQ(e.where(), "titel");
  EXPECT_NE(e.problem().find("unknown key"), std::string::npos);
}

TEST(SceneFile, UnknownShapeKeyIsAnError) {
  const InputError e =
      ParseError(Replace(kValid, R"("radius": 1})", R"("radius": 1, "colour": 3})"));
  EXPECT_EQ(e.where(), "shapes[1].colour");
}

TEST(SceneFile, UnknownExpectationKeyIsAnError) {
  const InputError e =
      ParseError(Replace(kValid, R"("intersects": true},)", R"("intersects": true, "why": 1},)"));
  EXPECT_EQ(e.where(), "expect[0].why");
}

TEST(SceneFile, MissingFieldNamesItsPath) {
  const InputError e = ParseError(Replace(kValid, R"(, "radius": 1})", "}"));
  EXPECT_EQ(e.where(), "shapes[1].radius");
  EXPECT_EQ(e.problem(), "missing required field");
}

TEST(SceneFile, MistypedFieldsNameTheirPaths) {
  EXPECT_EQ(ParseError(Replace(kValid, R"("radius": 2)", R"("radius": "2")")).where(),
            "shapes[0].radius");
  EXPECT_EQ(ParseError(Replace(kValid, "[3, 0, 0]", "[3, 0]")).where(), "shapes[1].center");
  EXPECT_EQ(ParseError(Replace(kValid, "[3, 0, 0]", "[3, \"0\", 0]")).where(),
            "shapes[1].center[1]");
  EXPECT_EQ(ParseError(Replace(kValid, R"("intersects": true},)", R"("intersects": 1},)")).where(),
            "expect[0].intersects");
  EXPECT_EQ(ParseError(Replace(kValid, R"("id": "s0")", R"("id": 0)")).where(), "shapes[0].id");
  EXPECT_EQ(ParseError(R"({"format": "collision-lab-scene/1", "sample": "sphere-sphere",
                           "shapes": {}})")
                .where(),
            "shapes");
}

TEST(SceneFile, NonFiniteNumberIsAnError) {
  const InputError e = ParseError(Replace(kValid, "[3, 0, 0]", "[3, 1e999, 0]"));
  EXPECT_EQ(e.where(), "shapes[1].center[1]");
  EXPECT_NE(e.problem().find("not finite"), std::string::npos);
}

TEST(SceneFile, NegativeRadiusIsAnError) {
  const InputError e = ParseError(Replace(kValid, R"("radius": 1})", R"("radius": -1})"));
  EXPECT_EQ(e.where(), "shapes[1].radius");
  EXPECT_NE(e.problem().find(">= 0"), std::string::npos);
}

// Squared, 1e200 overflows to infinity, and inf <= inf would make two
// spheres 1e300 apart "intersect".
TEST(SceneFile, NumbersTooLargeToSquareAreAnError) {
  const InputError e = ParseError(Replace(kValid, "[3, 0, 0]", "[3, 0, 1e300]"));
  EXPECT_EQ(e.where(), "shapes[1].center[2]");
  EXPECT_NE(e.problem().find("1e+300 is above 1e+15"), std::string::npos) << e.problem();
  const InputError radius = ParseError(Replace(kValid, R"("radius": 1})", R"("radius": 1e200})"));
  EXPECT_EQ(radius.where(), "shapes[1].radius");
  // The bound itself is accepted, negative or positive.
  EXPECT_NO_THROW(ParseScene(Replace(kValid, "[3, 0, 0]", "[1e15, -1e15, 0]"), "f"));
}

TEST(SceneFile, MessagesShowTheNumberAsWritten) {
  const InputError e = ParseError(Replace(kValid, R"("radius": 1})", R"("radius": -1e-9})"));
  EXPECT_EQ(e.problem(), "must be >= 0, got -1e-09");
}

TEST(SceneFile, RepeatedOrContradictoryExpectationIsAnError) {
  const std::string contradiction =
      Replace(kValid, R"({"a": "s0", "b": "s0", "algorithm")",
              R"({"a": "s0", "b": "s1", "intersects": false}, {"a": "s0", "b": "s0", "algorithm")");
  const InputError e = ParseError(contradiction);
  EXPECT_EQ(e.where(), "expect[1]");
  EXPECT_NE(e.problem().find("repeats expect[0]"), std::string::npos) << e.problem();
  // The reverse order is another pair (the seed's table has both), and a
  // named algorithm is another expectation.
  EXPECT_NO_THROW(ParseScene(Replace(kValid, R"({"a": "s0", "b": "s0", "algorithm")",
                                     R"({"a": "s1", "b": "s0", "intersects": true}, )"
                                     R"({"a": "s0", "b": "s0", "algorithm")"),
                             "f"));
}

TEST(SceneFile, NegativeZeroRadiusIsZero) {
  const Scene scene = ParseScene(Replace(kValid, R"("radius": 1})", R"("radius": -0})"), "f");
  EXPECT_EQ(scene.shapes[1].shape.Get<collide::Sphere>().radius, 0.0);
}

TEST(SceneFile, IdsMayHoldAnyPrintableCharacters) {
  const auto renamed = [](const std::string& id) {
    return ParseScene(Replace(Replace(kValid, R"("id": "s1")", R"("id": ")" + id + "\""),
                              R"("b": "s1")", R"("b": ")" + id + "\""),
                      "f");
  };
  const Scene scene = renamed(R"(\u00e9t\u00e9 \ud83d\ude00 \"q\" [0].x\\ )");
  EXPECT_EQ(scene.shapes[1].id, "\xc3\xa9t\xc3\xa9 \xf0\x9f\x98\x80 \"q\" [0].x\\ ");
  EXPECT_EQ(scene.expect[0].b, scene.shapes[1].id);
  EXPECT_EQ(renamed(" ").shapes[1].id, " ");
}

// A NUL or an escape sequence in an id could not be shown in the panel, the
// log or a terminal.
TEST(SceneFile, ControlCharactersInIdsAreRefusedAndShownEscaped) {
  const InputError e = ParseError(Replace(kValid, R"("id": "s1")", R"("id": "a\u0000b\u001b[2J")"));
  EXPECT_EQ(e.where(), "shapes[1].id");
  EXPECT_EQ(e.problem(),
            "must not contain control characters (U+0000 to U+001F, U+007F), got "
            "\"a\\x00b\\x1b[2J\"");
}

TEST(SceneFile, ControlCharactersFromTheFileNeverReachAMessageRaw) {
  const InputError e =
      ParseError(Replace(kValid, R"("radius": 1})", R"("radius": 1, "\u001b[31mred\u0007": 1})"));
  EXPECT_EQ(e.where(), "shapes[1].\\x1b[31mred\\x07");
  EXPECT_EQ(std::string(e.what()).find('\x1b'), std::string::npos) << e.what();
}

TEST(SceneFile, DuplicateIdsAreAnError) {
  const InputError e = ParseError(Replace(kValid, R"("id": "s1")", R"("id": "s0")"));
  EXPECT_EQ(e.where(), "shapes[1].id");
  EXPECT_NE(e.problem().find("duplicate id"), std::string::npos);
}

TEST(SceneFile, ExpectationNamingAnUnknownIdIsAnError) {
  const InputError e = ParseError(Replace(kValid, R"("b": "s1")", R"("b": "s9")"));
  EXPECT_EQ(e.where(), "expect[0].b");
  EXPECT_NE(e.problem().find("\"s9\""), std::string::npos);
}

TEST(SceneFile, ExpectationWithoutOutcomeIsAnError) {
  const InputError e = ParseError(Replace(kValid, R"(, "intersects": true},)", "},"));
  EXPECT_EQ(e.where(), "expect[0]");
}

TEST(SceneFile, UnknownShapeTypeIsAnError) {
  const InputError e = ParseError(
      Replace(kValid, R"("type": "sphere", "center": [3)", R"("type": "teapot", "center": [3)"));
  EXPECT_EQ(e.where(), "shapes[1].type");
  EXPECT_NE(e.problem().find("unknown shape type"), std::string::npos);
}

TEST(SceneFile, DuplicateKeyIsAnError) {
  const InputError e =
      ParseError(Replace(kValid, R"("radius": 1})", R"("radius": 1, "radius": 2})"));
  EXPECT_EQ(e.where(), "shapes[1].radius");
  EXPECT_NE(e.problem().find("duplicate key"), std::string::npos);
}

TEST(SceneFile, DeepNestingIsRefusedNotACrash) {
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  const InputError e = ParseError(deep);
  EXPECT_NE(e.problem().find("nesting deeper"), std::string::npos);
}

TEST(SceneFile, RootMustBeAnObject) {
  EXPECT_EQ(ParseError("[1, 2]").where(), "$");
}

TEST(SceneFile, UnknownAlgorithmIsRejectedByTheSample) {
  const Scene scene = ParseScene(
      Replace(kValid, R"("algorithm": "squared-distance")", R"("algorithm": "gjk")"), "f");
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find("sphere-sphere")->create(host);
  try {
    sample->LoadScene(scene);
    FAIL() << "accepted an unknown algorithm";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "expect[1].algorithm");
    EXPECT_NE(e.problem().find("squared-distance"), std::string::npos);
  }
}

TEST(SceneFile, MissingFileIsAnError) {
  try {
    LoadSceneFile("/nonexistent/scene.json");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.file(), "/nonexistent/scene.json");
    EXPECT_NE(e.problem().find("cannot open"), std::string::npos);
  }
}

TEST(SceneFile, OversizedFileIsRefusedBeforeReading) {
  const std::string path = ::testing::TempDir() + "/huge_scene.json";
  {
    std::ofstream out(path, std::ios::binary);
    out.seekp(static_cast<std::streamoff>(kMaxJsonBytes) + 1);
    out.put(' ');
  }
  try {
    LoadSceneFile(path);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(e.problem().find("limit"), std::string::npos);
  }
  std::remove(path.c_str());
}

// A device or a pipe has no size to check first: /dev/zero would be read
// for ever.
TEST(SceneFile, EndlessStreamIsRefusedAtTheLimit) {
  try {
    LoadSceneFile("/dev/zero");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.file(), "/dev/zero");
    EXPECT_NE(e.problem().find("the limit for a scene file"), std::string::npos) << e.problem();
  }
}

TEST(SceneFile, SceneFromAPipeLoads) {
  const std::string fifo = ::testing::TempDir() + "/scene_fifo_" + std::to_string(getpid());
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  std::thread writer([&] {
    std::ofstream out(fifo, std::ios::binary);
    out << kValid;
  });
  const Scene scene = LoadSceneFile(fifo);
  writer.join();
  std::remove(fifo.c_str());
  EXPECT_EQ(scene.shapes.size(), 2u);
}

TEST(SceneFile, EveryShippedSceneLoads) {
  const std::string dir = std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes";
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".json") {
      continue;
    }
    ++count;
    const Scene scene = LoadSceneFile(entry.path().string());
    testing::TestHost host;
    auto sample = SampleRegistry::Get().Find(scene.sample)->create(host);
    EXPECT_NO_THROW(sample->LoadScene(scene)) << entry.path();
  }
  EXPECT_GT(count, 0);
}

// Paths in a scene are the scene's: a relative one is found beside the file
// wherever the program runs; an absolute one is kept.
TEST(ScenePaths, ARelativePathIsResolvedAgainstTheScenesFolder) {
  EXPECT_EQ(ResolveScenePath("/data/cases/rocks.json", "models/rock.obj"),
            "/data/cases/models/rock.obj");
  EXPECT_EQ(ResolveScenePath("/data/cases/rocks.json", "../shared/rock.obj"),
            "/data/shared/rock.obj");
  EXPECT_EQ(ResolveScenePath("/data/cases/rocks.json", "/opt/rock.obj"), "/opt/rock.obj");
  EXPECT_EQ(ResolveScenePath("relative/case.json", "rock.obj"), "relative/rock.obj");
  // In the working directory.
  EXPECT_EQ(ResolveScenePath("case.json", "rock.obj"), "rock.obj");
}

}  // namespace
}  // namespace scene_file_test
}  // namespace harness
