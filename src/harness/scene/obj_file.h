#pragma once

// Reading a triangle mesh from a Wavefront OBJ file (Debian's
// tinyobjloader parses it). Only the vertices (`v`) and faces (`f`) count;
// a face of more than three corners is split into a fan of triangles.
// A file this refuses is reported, never half read: a missing file, one
// larger than the limit (checked before reading a byte), a vertex
// coordinate that is not a finite number, a face index that is zero, not
// a number or past the vertices, and a file with no faces each throw an
// InputError naming the file and the line.

#include <cstdint>
#include <filesystem>
#include <memory>

#include "collide/mesh/triangle_mesh.h"

namespace harness {

// 256 MiB: about 8 million triangles, far past what a model here needs.
inline constexpr std::uintmax_t kMaxObjBytes = std::uintmax_t{256} << 20;

std::shared_ptr<const collide::TriangleMesh> ReadObjMesh(const std::filesystem::path& path,
                                                         std::uintmax_t max_bytes = kMaxObjBytes);

// ReadObjMesh once per file: a file already read, unchanged since (same
// size and modification time) and still held by some model, is given again
// rather than read and built a second time, so a scene that places one
// model many times holds one mesh.
std::shared_ptr<const collide::TriangleMesh> SharedObjMesh(const std::filesystem::path& path);

}  // namespace harness
