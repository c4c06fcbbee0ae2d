#include "harness/command_line.h"

#include <unistd.h>

#include <charconv>
#include <filesystem>
#include <optional>

namespace harness {
namespace {

std::optional<int> ParseInt(const std::string& text) {
  int value = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end || text.empty()) {
    return std::nullopt;
  }
  return value;
}

// Checked up front so a long window run cannot end in a lost screenshot.
std::string ScreenshotPathProblem(const std::string& path) {
  namespace fs = std::filesystem;
  if (fs::path(path).extension() != ".png") {
    return "--screenshot: \"" + path + "\" must end in .png";
  }
  fs::path dir = fs::path(path).parent_path();
  if (dir.empty()) {
    dir = ".";
  }
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) {
    return "--screenshot: directory \"" + dir.string() + "\" does not exist";
  }
  if (access(dir.c_str(), W_OK) != 0) {
    return "--screenshot: directory \"" + dir.string() + "\" is not writable";
  }
  if (fs::is_directory(path, ec)) {
    return "--screenshot: \"" + path + "\" is a directory";
  }
  return "";
}

}  // namespace

std::string UsageText() {
  return R"(Usage: collision-lab [options]

Opens a window on a sample (sphere-sphere unless --sample or --scene names
another), or checks expectations headless with --check.

Options:
  --sample ID          open (or, with --check, check only) the sample ID
  --scene FILE.json    load shapes and expectations from a scene file into the
                       sample it names; with --check it may be repeated
  --check              run expectations headless (no window, no display) and
                       end with "N passed, N failed"
  --list               print every sample as id<TAB>category<TAB>title
  --frames N           render N frames, then exit (fixed 1/60 s steps)
  --screenshot FILE    write the last frame to FILE (.png) at exit
  --width W, --height H  window size in pixels (default 1280x800)
  --no-vsync           do not wait for vertical sync
  --stats              print frame count, mean frame time and draw calls at exit
  --help               show this text
  --version            print the version

Exit status: 0 success, 1 an expectation did not hold, 2 bad usage or bad
input (or no display for a window: use --check, or run under xvfb-run -a).
)";
}

ParsedCommandLine ParseCommandLine(const std::vector<std::string>& args) {
  ParsedCommandLine parsed;
  Options& o = parsed.options;
  auto fail = [&](std::string message) {
    parsed.error = std::move(message);
    return parsed;
  };

  for (size_t i = 0; i < args.size(); ++i) {
    std::string arg = args[i];
    std::optional<std::string> inline_value;
    if (const size_t eq = arg.find('='); arg.starts_with("--") && eq != std::string::npos) {
      inline_value = arg.substr(eq + 1);
      arg = arg.substr(0, eq);
    }
    const auto flag = [&](bool* target) {
      if (inline_value) {
        parsed.error = "option " + arg + " takes no value";
        return false;
      }
      *target = true;
      return true;
    };
    const auto value = [&]() -> std::optional<std::string> {
      if (inline_value) {
        return inline_value;
      }
      if (i + 1 >= args.size()) {
        parsed.error = "option " + arg + " needs a value";
        return std::nullopt;
      }
      return args[++i];
    };
    const auto int_value = [&](int min, int max) -> std::optional<int> {
      const auto text = value();
      if (!text) {
        return std::nullopt;
      }
      const auto number = ParseInt(*text);
      if (!number || *number < min || *number > max) {
        parsed.error = "option " + arg + " needs a whole number from " + std::to_string(min) +
                       " to " + std::to_string(max) + ", got \"" + *text + "\"";
        return std::nullopt;
      }
      return number;
    };

    bool ok = true;
    if (arg == "--help" || arg == "-h") {
      ok = flag(&o.help);
    } else if (arg == "--version") {
      ok = flag(&o.version);
    } else if (arg == "--list") {
      ok = flag(&o.list);
    } else if (arg == "--check") {
      ok = flag(&o.check);
    } else if (arg == "--stats") {
      ok = flag(&o.stats);
    } else if (arg == "--no-vsync") {
      bool no_vsync = false;
      ok = flag(&no_vsync);
      o.vsync = !no_vsync;
    } else if (arg == "--sample") {
      const auto v = value();
      ok = v.has_value();
      if (ok) {
        o.sample = *v;
      }
    } else if (arg == "--scene") {
      const auto v = value();
      ok = v.has_value();
      if (ok) {
        o.scenes.push_back(*v);
      }
    } else if (arg == "--screenshot") {
      const auto v = value();
      ok = v.has_value();
      if (ok) {
        o.screenshot = *v;
      }
    } else if (arg == "--frames") {
      const auto v = int_value(1, 100'000'000);
      ok = v.has_value();
      if (ok) {
        o.frames = *v;
      }
    } else if (arg == "--width" || arg == "--height") {
      const auto v = int_value(1, 16384);
      ok = v.has_value();
      if (ok) {
        (arg == "--width" ? o.width : o.height) = *v;
      }
    } else if (arg.starts_with("-")) {
      return fail("unknown option " + arg);
    } else {
      return fail("unexpected argument \"" + arg + "\"");
    }
    if (!ok) {
      return parsed;
    }
  }

  if (o.scenes.size() > 1 && !o.check) {
    return fail("--scene may be given once for a window (several only with --check)");
  }
  if (o.check && (o.frames != 0 || !o.screenshot.empty())) {
    return fail("--check opens no window, so --frames and --screenshot do not apply");
  }
  if (!o.screenshot.empty()) {
    if (std::string problem = ScreenshotPathProblem(o.screenshot); !problem.empty()) {
      return fail(problem);
    }
  }
  return parsed;
}

}  // namespace harness
