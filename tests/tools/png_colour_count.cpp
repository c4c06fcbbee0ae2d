// Counts the pixels of a PNG that are the debug-draw's pure red (1, 0, 0) or
// pure blue (0, 0, 1), give or take blending at wire edges, so shell tests
// driven by xdotool can check what a window showed.
// Also the Why panel's trace colours (harness/draw/trace_marks.h): A's
// orange (1, 0.6, 0.2) and the marks' yellow (1, 0.95, 0.3).
// Usage: png_colour_count FILE.png [X0 Y0 X1 Y1]
//   ->  "red N blue M orange O yellow Y"
// With a rectangle, only its pixels x in [X0, X1), y in [Y0, Y1) count: the
// view apart from a panel whose text shares the marks' colours.
#include <stb_image.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
  if (argc != 2 && argc != 6) {
    std::fprintf(stderr, "usage: png_colour_count FILE.png [X0 Y0 X1 Y1]\n");
    return 2;
  }
  int width = 0;
  int height = 0;
  int channels = 0;
  unsigned char* pixels = stbi_load(argv[1], &width, &height, &channels, 3);
  if (pixels == nullptr) {
    std::fprintf(stderr, "png_colour_count: cannot read %s: %s\n", argv[1], stbi_failure_reason());
    return 2;
  }
  int x0 = 0;
  int y0 = 0;
  int x1 = width;
  int y1 = height;
  if (argc == 6) {
    x0 = std::clamp(std::atoi(argv[2]), 0, width);
    y0 = std::clamp(std::atoi(argv[3]), 0, height);
    x1 = std::clamp(std::atoi(argv[4]), x0, width);
    y1 = std::clamp(std::atoi(argv[5]), y0, height);
  }
  long red = 0;
  long blue = 0;
  long orange = 0;
  long yellow = 0;
  for (long i = 0; i < static_cast<long>(width) * height; ++i) {
    const long x = i % width;
    const long y = i / width;
    if (x < x0 || x >= x1 || y < y0 || y >= y1)
      continue;
    const unsigned char r = pixels[3 * i];
    const unsigned char g = pixels[3 * i + 1];
    const unsigned char b = pixels[3 * i + 2];
    red += r > 200 && g < 60 && b < 60;
    blue += b > 200 && r < 60 && g < 60;
    orange += r > 220 && g > 130 && g < 175 && b < 90;
    yellow += r > 220 && g > 215 && b < 120;
  }
  stbi_image_free(pixels);
  std::printf("red %ld blue %ld orange %ld yellow %ld\n", red, blue, orange, yellow);
  return 0;
}
