#include "harness/scene/obj_file.h"

#include <tiny_obj_loader.h>

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "collide/parallel/parallel_items.h"
#include "harness/scene/json_reader.h"

namespace harness {
namespace {

std::string LineName(int line) {
  return "line " + std::to_string(line);
}

std::string_view Trimmed(std::string_view text) {
  const std::size_t begin = text.find_first_not_of(" \t\r");
  if (begin == std::string_view::npos) {
    return {};
  }
  return text.substr(begin, text.find_last_not_of(" \t\r") + 1 - begin);
}

std::vector<std::string_view> Words(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t at = 0;
  while ((at = text.find_first_not_of(" \t\r", at)) != std::string_view::npos) {
    const std::size_t end = std::min(text.find_first_of(" \t\r", at), text.size());
    words.push_back(text.substr(at, end - at));
    at = end;
  }
  return words;
}

// What tinyobjloader does not check, by line: it reads "nan" or "1e999"
// as a number and an index past the vertices as a warning. This pass
// names the line; tinyobjloader then reads the vertices and faces.
class ObjChecker {
 public:
  explicit ObjChecker(std::string file) : file_(std::move(file)) {}

  void CheckLine(std::string_view raw, int line) {
    const std::vector<std::string_view> words = Words(Trimmed(raw));
    if (words.empty()) {
      return;
    }
    if (words[0] == "v") {
      CheckVertex(words, line);
    } else if (words[0] == "f") {
      CheckFace(words, line);
    }
  }

  void Finish(int lines) const {
    if (faces_ == 0) {
      throw InputError(file_, LineName(lines),
                       "the file ends with no face (`f` line): a model needs triangles");
    }
    if (highest_index_ > vertices_) {
      throw InputError(file_, LineName(highest_index_line_),
                       "face names vertex " + std::to_string(highest_index_) +
                           " but the file has " + std::to_string(vertices_) + " vertices");
    }
  }

 private:
  void CheckVertex(const std::vector<std::string_view>& words, int line) {
    if (words.size() < 4) {
      throw InputError(file_, LineName(line), "a vertex needs three coordinates (v x y z)");
    }
    for (std::size_t i = 1; i < 4; ++i) {
      const std::string word(words[i]);
      char* end = nullptr;
      const double value = std::strtod(word.c_str(), &end);
      if (end != word.c_str() + word.size() || !std::isfinite(value)) {
        throw InputError(file_, LineName(line),
                         "vertex coordinate `" + word + "` is not a finite number");
      }
    }
    ++vertices_;
  }

  void CheckFace(const std::vector<std::string_view>& words, int line) {
    if (words.size() < 4) {
      throw InputError(file_, LineName(line), "a face needs at least three corners");
    }
    // tinyobjloader counts a face's corners in a byte.
    if (words.size() > 256) {
      throw InputError(file_, LineName(line), "a face may have at most 255 corners");
    }
    for (std::size_t i = 1; i < words.size(); ++i) {
      const std::string_view corner = words[i].substr(0, words[i].find('/'));
      long long index = 0;
      const auto [end, error] =
          std::from_chars(corner.data(), corner.data() + corner.size(), index);
      if (error != std::errc() || end != corner.data() + corner.size() || index == 0) {
        throw InputError(file_, LineName(line),
                         "face corner `" + std::string(words[i]) +
                             "` does not name a vertex (1 is the first, -1 the last so far)");
      }
      if (index < 0 && -index > vertices_) {
        throw InputError(file_, LineName(line),
                         "face corner " + std::to_string(index) +
                             " reaches before the first of the " + std::to_string(vertices_) +
                             " vertices so far");
      }
      if (index > highest_index_) {
        highest_index_ = index;
        highest_index_line_ = line;
      }
    }
    ++faces_;
  }

  std::string file_;
  long long vertices_ = 0;
  long long faces_ = 0;
  long long highest_index_ = 0;
  int highest_index_line_ = 0;
};

void CheckText(const std::string& text, const std::string& file) {
  ObjChecker checker(file);
  int line = 0;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    checker.CheckLine(std::string_view(text).substr(at, end - at), ++line);
    at = end + 1;
  }
  checker.Finish(line);
}

std::string ReadAll(const std::filesystem::path& path, std::uintmax_t max_bytes) {
  const std::string file = path.string();
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error)) {
    throw InputError(file, "",
                     std::filesystem::exists(path, error) ? "is not a file" : "no such file");
  }
  const std::uintmax_t bytes = std::filesystem::file_size(path, error);
  if (error) {
    throw InputError(file, "", "cannot read its size: " + error.message());
  }
  if (bytes > max_bytes) {
    throw InputError(file, "",
                     "file is " + std::to_string(bytes) + " bytes; a model may have at most " +
                         std::to_string(max_bytes) + " bytes");
  }
  std::ifstream in(path, std::ios::binary);
  std::string text(static_cast<std::size_t>(bytes), '\0');
  if (!in.read(text.data(), static_cast<std::streamsize>(bytes))) {
    throw InputError(file, "", "cannot be read");
  }
  return text;
}

}  // namespace

std::shared_ptr<const collide::TriangleMesh> ReadObjMesh(const std::filesystem::path& path,
                                                         std::uintmax_t max_bytes) {
  const std::string file = path.string();
  const std::string text = ReadAll(path, max_bytes);
  CheckText(text, file);

  tinyobj::attrib_t attrib;
  std::vector<tinyobj::shape_t> shapes;
  std::vector<tinyobj::material_t> materials;
  std::string warning;
  std::string error;
  std::istringstream in(text);
  if (!tinyobj::LoadObj(&attrib, &shapes, &materials, &warning, &error, &in, nullptr,
                        /*triangulate=*/false)) {
    throw InputError(file, "", "not a readable OBJ file: " + error);
  }
  std::vector<collide::Vec3> vertices;
  vertices.reserve(attrib.vertices.size() / 3);
  for (std::size_t i = 0; i + 2 < attrib.vertices.size(); i += 3) {
    vertices.emplace_back(attrib.vertices[i], attrib.vertices[i + 1], attrib.vertices[i + 2]);
  }
  std::vector<collide::TriangleIndices> triangles;
  for (const tinyobj::shape_t& shape : shapes) {
    std::size_t corner = 0;
    for (const auto count : shape.mesh.num_face_vertices) {
      const auto& indices = shape.mesh.indices;
      for (std::size_t k = 1; k + 1 < std::size_t{count}; ++k) {
        triangles.push_back({static_cast<std::uint32_t>(indices[corner].vertex_index),
                             static_cast<std::uint32_t>(indices[corner + k].vertex_index),
                             static_cast<std::uint32_t>(indices[corner + k + 1].vertex_index)});
      }
      corner += count;
    }
  }
  try {
    // The BVH on every core (a model's load is mostly its build), or on
    // this thread alone where it is one of --check's workers already.
    return collide::TriangleMesh::Make(std::move(vertices), std::move(triangles),
                                       collide::JobsHere());
  } catch (const std::invalid_argument& problem) {
    throw InputError(file, "", problem.what());
  }
}

std::shared_ptr<const collide::TriangleMesh> SharedObjMesh(const std::filesystem::path& path) {
  struct Held {
    std::uintmax_t bytes = 0;
    std::filesystem::file_time_type time;
    std::weak_ptr<const collide::TriangleMesh> mesh;
  };
  static std::mutex mutex;
  static std::map<std::filesystem::path, Held> held;
  std::error_code error;
  const std::filesystem::path key = std::filesystem::absolute(path, error).lexically_normal();
  const std::uintmax_t bytes = std::filesystem::file_size(key, error);
  const std::filesystem::file_time_type time = std::filesystem::last_write_time(key, error);
  const std::lock_guard lock(mutex);
  if (!error) {
    const auto found = held.find(key);
    if (found != held.end() && found->second.bytes == bytes && found->second.time == time) {
      if (auto mesh = found->second.mesh.lock()) {
        return mesh;
      }
    }
  }
  auto mesh = ReadObjMesh(path);
  if (!error) {
    held[key] = Held{bytes, time, mesh};
  }
  return mesh;
}

}  // namespace harness
