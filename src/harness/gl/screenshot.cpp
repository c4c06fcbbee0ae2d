#include "harness/gl/screenshot.h"

#include <stb_image_write.h>

#include <algorithm>
#include <vector>

#include "harness/gl/gl.h"
#include "harness/scene/atomic_file.h"

namespace harness {

bool SaveFramebufferPng(const std::string& path, int width, int height, std::string* error) {
  if (width <= 0 || height <= 0) {
    *error = "the window has no pixels (minimised?), nothing to capture";
    return false;
  }
  const size_t row = static_cast<size_t>(width) * 3;
  std::vector<unsigned char> pixels(row * static_cast<size_t>(height));
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_BACK);
  glReadPixels(0, 0, width, height, GL_RGB, GL_UNSIGNED_BYTE, pixels.data());

  // GL's rows run bottom to top; PNG's top to bottom.
  std::vector<unsigned char> flipped(pixels.size());
  for (int y = 0; y < height; ++y) {
    std::copy_n(pixels.begin() + static_cast<std::ptrdiff_t>(row * (height - 1 - y)), row,
                flipped.begin() + static_cast<std::ptrdiff_t>(row * y));
  }
  std::string png;
  const auto append = [](void* context, void* data, int size) {
    static_cast<std::string*>(context)->append(static_cast<const char*>(data),
                                               static_cast<size_t>(size));
  };
  if (!stbi_write_png_to_func(append, &png, width, height, 3, flipped.data(),
                              static_cast<int>(row))) {
    *error = "PNG encoding failed";
    return false;
  }
  return WriteFileAtomically(path, png, error);
}

}  // namespace harness
