#include "harness/gl/shader.h"

#include <unistd.h>

#include <fstream>
#include <sstream>
#include <vector>

namespace harness {
namespace {

std::string ReadShaderFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw ShaderError("shader file " + path.string() + " is missing or unreadable");
  }
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Shaders and programs report their logs through twin functions.
std::string InfoLog(GLuint object, PFNGLGETSHADERIVPROC get_length,
                    PFNGLGETSHADERINFOLOGPROC get_log) {
  GLint length = 0;
  get_length(object, GL_INFO_LOG_LENGTH, &length);
  std::vector<char> log(static_cast<size_t>(std::max(length, 1)), '\0');
  get_log(object, length, nullptr, log.data());
  return log.data();
}

GLuint Compile(GLenum stage, const std::filesystem::path& path) {
  const std::string source = ReadShaderFile(path);
  const GLuint shader = glCreateShader(stage);
  const char* text = source.c_str();
  glShaderSource(shader, 1, &text, nullptr);
  glCompileShader(shader);
  GLint ok = GL_FALSE;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (ok != GL_TRUE) {
    const std::string log = InfoLog(shader, glGetShaderiv, glGetShaderInfoLog);
    glDeleteShader(shader);
    throw ShaderError("shader " + path.string() + " failed to compile:\n" + log);
  }
  return shader;
}

}  // namespace

std::filesystem::path ShaderDirectory() {
  if (const char* dir = std::getenv("COLLISION_LAB_SHADER_DIR"); dir != nullptr && *dir) {
    return dir;
  }
  std::error_code ec;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  const std::filesystem::path exe_dir = ec ? std::filesystem::current_path() : exe.parent_path();
  // An installed app (`cmake --install`) keeps its data in
  // <prefix>/share/collision-lab, beside its bin/, wherever the prefix went.
  const std::filesystem::path installed =
      exe_dir.parent_path() / "share" / "collision-lab" / "shaders";
  if (!std::filesystem::is_directory(exe_dir / "shaders", ec) &&
      std::filesystem::is_directory(installed, ec)) {
    return installed;
  }
  return exe_dir / "shaders";
}

GLuint BuildProgram(const std::filesystem::path& dir, const std::string& vertex_file,
                    const std::string& fragment_file) {
  const GLuint vertex = Compile(GL_VERTEX_SHADER, dir / vertex_file);
  GLuint fragment = 0;
  try {
    fragment = Compile(GL_FRAGMENT_SHADER, dir / fragment_file);
  } catch (...) {
    glDeleteShader(vertex);
    throw;
  }
  const GLuint program = glCreateProgram();
  glAttachShader(program, vertex);
  glAttachShader(program, fragment);
  glLinkProgram(program);
  glDeleteShader(vertex);
  glDeleteShader(fragment);
  GLint ok = GL_FALSE;
  glGetProgramiv(program, GL_LINK_STATUS, &ok);
  if (ok != GL_TRUE) {
    const std::string log = InfoLog(program, glGetProgramiv, glGetProgramInfoLog);
    glDeleteProgram(program);
    throw ShaderError("shaders " + (dir / vertex_file).string() + " and " +
                      (dir / fragment_file).string() + " failed to link:\n" + log);
  }
  return program;
}

}  // namespace harness
