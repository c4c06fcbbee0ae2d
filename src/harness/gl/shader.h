#pragma once

// The GL programs the window draws with, compiled from shaders/ at run time
// (so a user can edit a shader and restart), and the error a missing or
// broken one raises, which ends a window run with status 2. GlDebugDraw,
// GlMeshes and the Application build their programs through it.

#include <filesystem>
#include <stdexcept>
#include <string>

#include "harness/gl/gl.h"

namespace harness {

// A shader that is missing or does not compile: the message names the file
// and carries the driver's log.
class ShaderError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Where shaders are read at run time: $COLLISION_LAB_SHADER_DIR when set,
// else the `shaders` directory beside the executable (the build's copy), else
// an installed app's ../share/collision-lab/shaders.
std::filesystem::path ShaderDirectory();

// Compiles and links a program from two files in `dir`; throws ShaderError.
GLuint BuildProgram(const std::filesystem::path& dir, const std::string& vertex_file,
                    const std::string& fragment_file);

}  // namespace harness
