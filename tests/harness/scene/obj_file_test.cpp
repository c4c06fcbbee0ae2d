// Reading Wavefront OBJ models, and refusing bad ones by file and line.

#include "harness/scene/obj_file.h"

#include <gtest/gtest.h>

#include <unistd.h>
#include <filesystem>
#include <fstream>
#include <string>

#include "harness/scene/json_reader.h"

namespace harness {
namespace obj_file_test {
namespace {

namespace fs = std::filesystem;

class ObjFile : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("obj_file_test_" + std::to_string(::getpid()));
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  fs::path Write(const std::string& name, const std::string& text) {
    const fs::path path = dir_ / name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }

  // The error reading `path` gives; fails the test if it read.
  static InputError ReadError(const fs::path& path, std::uintmax_t max_bytes = kMaxObjBytes) {
    try {
      ReadObjMesh(path, max_bytes);
    } catch (const InputError& error) {
      return error;
    }
    ADD_FAILURE() << "read without error: " << path;
    return InputError("", "", "");
  }

  fs::path dir_;
};

const char* const kTwoTriangles =
    "# a unit square in z = 0\n"
    "v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\n"
    "f 1 2 3\nf 1 3 4\n";

TEST_F(ObjFile, ReadsVerticesAndTrianglesInFileOrder) {
  const auto mesh = ReadObjMesh(Write("square.obj", kTwoTriangles));
  ASSERT_EQ(mesh->TriangleCount(), 2);
  ASSERT_EQ(mesh->vertices().size(), 4u);
  EXPECT_EQ(mesh->TriangleAt(1)[1], collide::Vec3(1, 1, 0));
  EXPECT_EQ(mesh->TriangleAt(1)[2], collide::Vec3(0, 1, 0));
}

TEST_F(ObjFile, SplitsAQuadIntoTwoTrianglesAndReadsNegativeIndicesFromTheLast) {
  const auto mesh =
      ReadObjMesh(Write("quad.obj", "v 0 0 0\nv 2 0 0\nv 2 2 0\nv 0 2 0\nf -4/1/1 -3 -2 -1\n"));
  ASSERT_EQ(mesh->TriangleCount(), 2);
  EXPECT_EQ(mesh->TriangleAt(0)[0], collide::Vec3(0, 0, 0));
  EXPECT_EQ(mesh->TriangleAt(0)[2], collide::Vec3(2, 2, 0));
  EXPECT_EQ(mesh->TriangleAt(1)[2], collide::Vec3(0, 2, 0));
}

TEST_F(ObjFile, ReadsTheShippedCubeAsTwelveTrianglesWithinPlusMinusOne) {
  const auto mesh = ReadObjMesh(fs::path(COLLISION_LAB_SOURCE_DIR) / "assets/models/cube.obj");
  EXPECT_EQ(mesh->TriangleCount(), 12);
  EXPECT_EQ(mesh->bounds().min, collide::Vec3(-1.0));
  EXPECT_EQ(mesh->bounds().max, collide::Vec3(1.0));
}

TEST_F(ObjFile, RefusesAMissingFileNamingIt) {
  const InputError error = ReadError(dir_ / "nowhere.obj");
  EXPECT_NE(std::string(error.what()).find("nowhere.obj"), std::string::npos) << error.what();
  EXPECT_EQ(error.problem(), "no such file");
}

TEST_F(ObjFile, RefusesAFileWithNoFacesNamingItsLastLine) {
  const InputError error = ReadError(Write("points.obj", "v 0 0 0\nv 1 0 0\nv 1 1 0\n"));
  EXPECT_EQ(error.where(), "line 3");
  EXPECT_NE(error.problem().find("no face"), std::string::npos) << error.what();
}

TEST_F(ObjFile, RefusesAnIndexPastTheVerticesNamingItsLine) {
  const InputError error =
      ReadError(Write("past.obj", "v 0 0 0\nv 1 0 0\nv 1 1 0\nf 1 2 3\nf 1 2 4\n"));
  EXPECT_NE(std::string(error.what()).find("past.obj"), std::string::npos) << error.what();
  EXPECT_EQ(error.where(), "line 5");
  EXPECT_EQ(error.problem(), "face names vertex 4 but the file has 3 vertices");
}

TEST_F(ObjFile, RefusesAZeroOrANegativeIndexBeforeTheFirstVertex) {
  EXPECT_EQ(ReadError(Write("zero.obj", "v 0 0 0\nv 1 0 0\nv 1 1 0\nf 0 1 2\n")).where(), "line 4");
  EXPECT_EQ(ReadError(Write("minus.obj", "v 0 0 0\nv 1 0 0\nf -3 -2 -1\nv 1 1 0\n")).where(),
            "line 3");
}

TEST_F(ObjFile, RefusesANanOrInfiniteCoordinateNamingItsLine) {
  const InputError nan = ReadError(Write("nan.obj", "v 0 0 0\nv 1 nan 0\nv 1 1 0\nf 1 2 3\n"));
  EXPECT_EQ(nan.where(), "line 2");
  EXPECT_EQ(nan.problem(), "vertex coordinate `nan` is not a finite number");
  EXPECT_EQ(ReadError(Write("inf.obj", "v 0 0 0\nv 1 0 0\nv 1 1 1e999\nf 1 2 3\n")).where(),
            "line 3");
}

// A file past the limit is refused by its size, before a byte is read: the
// 2 GiB file is sparse, so it takes no disk and no time.
TEST_F(ObjFile, RefusesATwoGigabyteFileByItsSizeBeforeReadingIt) {
  const fs::path huge = dir_ / "huge.obj";
  std::ofstream(huge).close();
  fs::resize_file(huge, std::uintmax_t{2} << 30);
  const InputError error = ReadError(huge);
  EXPECT_NE(std::string(error.what()).find("huge.obj"), std::string::npos) << error.what();
  EXPECT_NE(error.problem().find("2147483648 bytes"), std::string::npos) << error.what();
}

TEST_F(ObjFile, RefusesAFileOneByteOverAGivenLimit) {
  const fs::path square = Write("square.obj", kTwoTriangles);
  const std::uintmax_t size = fs::file_size(square);
  EXPECT_EQ(ReadObjMesh(square, size)->TriangleCount(), 2);
  EXPECT_NE(ReadError(square, size - 1).problem().find("at most"), std::string::npos);
}

}  // namespace
}  // namespace obj_file_test
}  // namespace harness
