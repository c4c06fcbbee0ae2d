// Counts the pixels of a PNG that are the debug-draw's pure red (1, 0, 0) or
// pure blue (0, 0, 1), give or take blending at wire edges, so shell tests
// driven by xdotool can check what a window showed.
// Also the Why panel's trace colours (harness/draw/trace_marks.h): A's
// orange (1, 0.6, 0.2) and the marks' yellow (1, 0.95, 0.3).
// Usage: png_colour_count FILE.png  ->  "red N blue M orange O yellow Y"
#include <stb_image.h>

#include <cstdio>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: png_colour_count FILE.png\n");
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
  long red = 0;
  long blue = 0;
  long orange = 0;
  long yellow = 0;
  for (long i = 0; i < static_cast<long>(width) * height; ++i) {
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
