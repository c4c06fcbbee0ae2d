#include "harness/gl/gl_errors.h"

#include <string>

#include "harness/gl/gl.h"

namespace harness {
namespace {

void GLAPIENTRY OnDebugMessage(GLenum, GLenum type, GLuint, GLenum severity, GLsizei,
                               const GLchar* message, const void* user) {
  if (type == GL_DEBUG_TYPE_ERROR || severity == GL_DEBUG_SEVERITY_HIGH) {
    static_cast<GlErrorMonitor*>(const_cast<void*>(user))->Report("GL debug output", message);
  }
}

const char* ErrorName(GLenum error) {
  switch (error) {
    case GL_INVALID_ENUM:
      return "GL_INVALID_ENUM";
    case GL_INVALID_VALUE:
      return "GL_INVALID_VALUE";
    case GL_INVALID_OPERATION:
      return "GL_INVALID_OPERATION";
    case GL_INVALID_FRAMEBUFFER_OPERATION:
      return "GL_INVALID_FRAMEBUFFER_OPERATION";
    case GL_OUT_OF_MEMORY:
      return "GL_OUT_OF_MEMORY";
    default:
      return "unknown GL error";
  }
}

}  // namespace

GlErrorMonitor::GlErrorMonitor(Log& log) : log_(log) {
  if (GLAD_GL_KHR_debug) {
    glEnable(GL_DEBUG_OUTPUT);
    glEnable(GL_DEBUG_OUTPUT_SYNCHRONOUS);
    glDebugMessageCallback(OnDebugMessage, this);
    debug_output_ = true;
  }
}

GlErrorMonitor::~GlErrorMonitor() {
  if (debug_output_) {
    glDebugMessageCallback(nullptr, nullptr);
  }
}

void GlErrorMonitor::CheckFrame() {
  const bool already_reported = reported_since_check_ > 0;
  // Bounded: a lost context can report errors forever.
  for (int i = 0; i < 16; ++i) {
    const GLenum error = glGetError();
    if (error == GL_NO_ERROR) {
      break;
    }
    if (!already_reported) {
      Report("glGetError", ErrorName(error));
    }
  }
  reported_since_check_ = 0;
}

void GlErrorMonitor::Report(const char* source, const char* message) {
  ++error_count_;
  ++reported_since_check_;
  log_.Error(std::string("GL error (") + source + "): " + message);
}

GlObjectCounts CountLiveGlObjects(unsigned max_name) {
  GlObjectCounts counts;
  for (GLuint name = 1; name <= max_name; ++name) {
    counts.buffers += glIsBuffer(name) == GL_TRUE;
    counts.vertex_arrays += glIsVertexArray(name) == GL_TRUE;
    counts.programs += glIsProgram(name) == GL_TRUE;
    counts.shaders += glIsShader(name) == GL_TRUE;
    counts.textures += glIsTexture(name) == GL_TRUE;
    counts.framebuffers += glIsFramebuffer(name) == GL_TRUE;
    counts.renderbuffers += glIsRenderbuffer(name) == GL_TRUE;
  }
  return counts;
}

}  // namespace harness
