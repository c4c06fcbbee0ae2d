#pragma once

// The command line walked one option at a time, for the parser
// (command_line.cpp): an option's value inline ("--frames=3") or the next
// argument ("--frames 3"), several for --merge DIR..., numbers read with
// their range, and the first thing wrong kept as the message the user sees.

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

namespace harness {

// "12" as 12; nullopt for anything but a whole decimal number that fits.
inline std::optional<int> ParseInt(const std::string& text) {
  int value = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end || text.empty()) {
    return std::nullopt;
  }
  return value;
}

// Walks the arguments one option at a time; a read that fails leaves the
// reason in error().
class ArgumentReader {
 public:
  explicit ArgumentReader(const std::vector<std::string>& args) : args_(args) {}

  // Moves to the next argument; false past the last.
  bool Next() {
    if (next_ >= args_.size()) {
      return false;
    }
    option_ = args_[next_++];
    inline_value_.reset();
    if (const size_t eq = option_.find('='); option_.starts_with("--") && eq != std::string::npos) {
      inline_value_ = option_.substr(eq + 1);
      option_ = option_.substr(0, eq);
    }
    return true;
  }

  // The current option's name, without an inline value.
  const std::string& option() const { return option_; }
  const std::string& error() const { return error_; }

  bool Fail(std::string message) {
    error_ = std::move(message);
    return false;
  }

  // The option as a switch: sets *target; a value is an error.
  bool Flag(bool* target) {
    if (inline_value_) {
      return Fail("option " + option_ + " takes no value");
    }
    *target = true;
    return true;
  }

  std::optional<std::string> Value() {
    if (inline_value_) {
      return inline_value_;
    }
    if (next_ >= args_.size()) {
      Fail("option " + option_ + " needs a value");
      return std::nullopt;
    }
    return args_[next_++];
  }

  // The value, then every argument after it up to the next option
  // (--merge DIR...); empty after Fail when there is none.
  std::vector<std::string> Values() {
    std::vector<std::string> values;
    if (const auto value = Value()) {
      values.push_back(*value);
      while (next_ < args_.size() && !args_[next_].starts_with("-")) {
        values.push_back(args_[next_++]);
      }
    }
    return values;
  }

  // A number above 0; the range is the reader's of the value to check.
  std::optional<float> PositiveValue() {
    const auto text = Value();
    if (!text) {
      return std::nullopt;
    }
    char* end = nullptr;
    const double number = std::strtod(text->c_str(), &end);
    if (text->empty() || end != text->c_str() + text->size() || !(number > 0.0) ||
        !std::isfinite(number)) {
      Fail("option " + option_ + " needs a number above 0, got \"" + *text + "\"");
      return std::nullopt;
    }
    return static_cast<float>(number);
  }

  std::optional<int> IntValue(int min, int max) {
    const auto text = Value();
    if (!text) {
      return std::nullopt;
    }
    const auto number = ParseInt(*text);
    if (!number || *number < min || *number > max) {
      Fail("option " + option_ + " needs a whole number from " + std::to_string(min) + " to " +
           std::to_string(max) + ", got \"" + *text + "\"");
      return std::nullopt;
    }
    return number;
  }

 private:
  const std::vector<std::string>& args_;
  size_t next_ = 0;
  std::string option_;
  std::optional<std::string> inline_value_;
  std::string error_;
};

}  // namespace harness
