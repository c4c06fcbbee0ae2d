#include "harness/gl/gl_context.h"

#include "harness/gl/gl.h"

namespace harness {
namespace {

std::string GlString(GLenum name) {
  const GLubyte* text = glGetString(name);
  return text != nullptr ? reinterpret_cast<const char*>(text) : "";
}

}  // namespace

GlContextInfo CurrentGlContext() {
  return {GlString(GL_VENDOR), GlString(GL_RENDERER), GlString(GL_VERSION)};
}

std::string StartLines(const GlContextInfo& context) {
  return "GL vendor: " + context.vendor + "\nGL renderer: " + context.renderer +
         "\nGL version: " + context.version + "\n";
}

}  // namespace harness
