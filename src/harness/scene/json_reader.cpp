#include "harness/scene/json_reader.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <vector>

namespace harness {
namespace {

using nlohmann::json;

bool IsControlCharacter(unsigned char byte) {
  return byte < 0x20 || byte == 0x7f;
}

// `text` with every byte for which `escape(byte)` holds written as \xNN.
template <typename Predicate>
std::string EscapeBytes(std::string_view text, Predicate escape) {
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (escape(byte)) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\x%02x", byte);
      out += escaped;
    } else {
      out += c;
    }
  }
  return out;
}

// nlohmann quotes the bytes it choked on; binary garbage must not reach a
// terminal raw, so everything but printable ASCII is escaped.
std::string Printable(std::string_view text) {
  return EscapeBytes(text,
                     [](unsigned char byte) { return IsControlCharacter(byte) || byte > 0x7f; });
}

std::string ChildPath(const std::string& parent, std::string_view key) {
  return parent.empty() ? std::string(key) : parent + "." + std::string(key);
}

std::string IndexPath(const std::string& parent, size_t index) {
  return (parent.empty() ? std::string("$") : parent) + "[" + std::to_string(index) + "]";
}

// Builds the document like nlohmann's own DOM parser, but stops at the first
// duplicate key, non-finite number or excessive depth, remembering where.
class StrictDomBuilder : public nlohmann::json_sax<json> {
 public:
  json root;
  std::string error_where;
  std::string error_what;
  size_t error_byte = std::string::npos;

  bool null() override { return Put(nullptr); }
  bool boolean(bool v) override { return Put(v); }
  bool number_integer(number_integer_t v) override { return Put(v); }
  bool number_unsigned(number_unsigned_t v) override { return Put(v); }
  bool number_float(number_float_t v, const string_t& text) override {
    if (!std::isfinite(v)) {
      return Fail(NextPath(), "number " + text + " is not finite once parsed");
    }
    return Put(v);
  }
  bool string(string_t& v) override { return Put(std::move(v)); }
  bool binary(binary_t&) override { return Fail(NextPath(), "binary values are not JSON"); }

  bool start_object(std::size_t) override { return Open(json::object()); }
  bool start_array(std::size_t) override { return Open(json::array()); }
  bool end_object() override { return Close(); }
  bool end_array() override { return Close(); }

  bool key(string_t& k) override {
    const Frame& frame = stack_.back();
    if (frame.value->contains(k)) {
      return Fail(ChildPath(frame.path, k), "duplicate key \"" + k + "\"");
    }
    key_ = k;
    return true;
  }

  bool parse_error(std::size_t position, const std::string& last_token,
                   const nlohmann::detail::exception& ex) override {
    // nlohmann's lexer reports an overflowing number (1e999) as error 406.
    if (ex.id == 406) {
      return Fail(NextPath(), "number " + last_token + " is not finite once parsed");
    }
    error_byte = position;
    // The text reads "[json.exception.parse_error.101] parse error at line
    // 1, column 2: syntax error ..."; keep what follows the position.
    std::string what = ex.what();
    if (const size_t column = what.find(", column "); column != std::string::npos) {
      if (const size_t colon = what.find(": ", column); colon != std::string::npos) {
        what = what.substr(colon + 2);
      }
    }
    error_what = Printable(what);
    return false;
  }

 private:
  struct Frame {
    json* value;
    std::string path;
  };

  std::string NextPath() const {
    if (stack_.empty()) {
      return "$";
    }
    const Frame& frame = stack_.back();
    return frame.value->is_array() ? IndexPath(frame.path, frame.value->size())
                                   : ChildPath(frame.path, key_);
  }

  json* Insert(json&& v) {
    if (stack_.empty()) {
      root = std::move(v);
      return &root;
    }
    json* parent = stack_.back().value;
    if (parent->is_array()) {
      parent->push_back(std::move(v));
      return &parent->back();
    }
    json& slot = (*parent)[key_];
    slot = std::move(v);
    return &slot;
  }

  bool Put(json&& v) {
    Insert(std::move(v));
    return true;
  }

  bool Open(json&& container) {
    if (stack_.size() >= kMaxJsonDepth) {
      return Fail(NextPath(), "nesting deeper than " + std::to_string(kMaxJsonDepth) + " levels");
    }
    std::string path = NextPath();
    if (path == "$") {
      path.clear();
    }
    json* value = Insert(std::move(container));
    stack_.push_back({value, std::move(path)});
    return true;
  }

  bool Close() {
    stack_.pop_back();
    return true;
  }

  bool Fail(std::string where, std::string what) {
    error_where = std::move(where);
    error_what = std::move(what);
    return false;
  }

  std::vector<Frame> stack_;
  std::string key_;
};

std::string LineColumn(std::string_view text, size_t byte) {
  // nlohmann reports the position just past the offending character.
  const size_t end = std::min(byte > 0 ? byte - 1 : 0, text.size());
  size_t line = 1;
  size_t column = 1;
  for (size_t i = 0; i < end; ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

}  // namespace

std::string EscapeControlCharacters(std::string_view text) {
  return EscapeBytes(text, IsControlCharacter);
}

// Keys, ids and values quoted from a file reach the terminal: no control
// character (an escape sequence, a NUL) goes out raw.
InputError::InputError(std::string file, std::string where, std::string what)
    : std::runtime_error(EscapeControlCharacters(file) + ": " +
                         (where.empty() ? std::string() : EscapeControlCharacters(where) + ": ") +
                         EscapeControlCharacters(what)),
      file_(std::move(file)),
      where_(EscapeControlCharacters(where)),
      problem_(EscapeControlCharacters(what)) {}

std::string TooLargeProblem(size_t bytes) {
  return "file is " + std::to_string(bytes) + " bytes; the limit is " +
         std::to_string(kMaxJsonBytes) + " bytes (16 MiB)";
}

json ParseStrictJson(std::string_view text, const std::string& file) {
  if (text.size() > kMaxJsonBytes) {
    throw InputError(file, "", TooLargeProblem(text.size()));
  }
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
    throw InputError(file, "", "the file is empty (a scene is a JSON object)");
  }
  if (text.starts_with("\xff\xfe") || text.starts_with("\xfe\xff")) {
    throw InputError(
        file, "", "the file is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8");
  }
  // nlohmann's lexer takes a NUL byte for the end of the input, which would
  // silently drop whatever follows it; JSON has no raw NUL anywhere. The
  // first problem is reported: a syntax error before the NUL, or the NUL.
  const size_t nul = text.find('\0');
  const auto fail_at_nul = [&] {
    throw InputError(file, LineColumn(text, nul + 1),
                     "malformed JSON: a NUL byte (is this a binary file?)");
  };
  StrictDomBuilder builder;
  const bool ok = json::sax_parse(text, &builder, json::input_format_t::json, true, false);
  if (ok) {
    if (nul != std::string_view::npos) {
      fail_at_nul();
    }
    return std::move(builder.root);
  }
  if (builder.error_byte != std::string::npos) {
    if (nul != std::string_view::npos && builder.error_byte > nul) {
      fail_at_nul();  // where the lexer thought the input ended
    }
    throw InputError(file, LineColumn(text, builder.error_byte),
                     "malformed JSON: " + builder.error_what);
  }
  throw InputError(file, builder.error_where, builder.error_what);
}

std::string JsonTypeName(const json& value) {
  if (value.is_number()) {
    return "a number";
  }
  if (value.is_string()) {
    return "a string";
  }
  if (value.is_boolean()) {
    return "a boolean";
  }
  if (value.is_array()) {
    return "an array";
  }
  if (value.is_object()) {
    return "an object";
  }
  return "null";
}

double ReadFiniteNumber(const json& value, const std::string& path, const std::string& file) {
  if (!value.is_number()) {
    throw InputError(file, path, "expected a number, got " + JsonTypeName(value));
  }
  const double number = value.get<double>();
  if (!std::isfinite(number)) {
    throw InputError(file, path, "number is not finite");
  }
  if (std::abs(number) > kMaxSceneMagnitude) {
    throw InputError(file, path,
                     "magnitude of " + FormatNumber(number) + " is above " +
                         FormatNumber(kMaxSceneMagnitude) +
                         ", the largest a scene takes (squared, it would overflow)");
  }
  return number;
}

std::string FormatNumber(double number) {
  char text[32];
  const auto [end, error] = std::to_chars(text, text + sizeof text, number);
  return error == std::errc() ? std::string(text, end) : std::to_string(number);
}

collide::Vec3 ReadVec3(const json& value, const std::string& path, const std::string& file) {
  if (!value.is_array() || value.size() != 3) {
    throw InputError(file, path,
                     "expected an array of 3 numbers, got " +
                         (value.is_array() ? "an array of " + std::to_string(value.size())
                                           : JsonTypeName(value)));
  }
  collide::Vec3 v;
  for (int i = 0; i < 3; ++i) {
    v[i] = ReadFiniteNumber(value[i], IndexPath(path, i), file);
  }
  return v;
}

ObjectReader::ObjectReader(const json& value, std::string path, const std::string& file)
    : object_(value), path_(std::move(path)), file_(file) {
  if (!value.is_object()) {
    throw InputError(file_, path_.empty() ? "$" : path_,
                     "expected an object, got " + JsonTypeName(value));
  }
}

bool ObjectReader::Has(std::string_view key) const {
  return object_.contains(key);
}

std::string ObjectReader::PathOf(std::string_view key) const {
  return ChildPath(path_, key);
}

void ObjectReader::Fail(std::string_view key, const std::string& what) const {
  throw InputError(file_, key.empty() ? path_ : PathOf(key), what);
}

const json* ObjectReader::Member(std::string_view key) {
  const auto it = object_.find(key);
  if (it == object_.end()) {
    return nullptr;
  }
  read_.emplace(key);
  return &*it;
}

const json& ObjectReader::Require(std::string_view key) {
  const json* member = Member(key);
  if (member == nullptr) {
    Fail(key, "missing required field");
  }
  return *member;
}

std::string ObjectReader::String(std::string_view key) {
  const json& value = Require(key);
  if (!value.is_string()) {
    Fail(key, "expected a string, got " + JsonTypeName(value));
  }
  return value.get<std::string>();
}

std::optional<std::string> ObjectReader::OptionalString(std::string_view key) {
  if (!Has(key)) {
    return std::nullopt;
  }
  return String(key);
}

double ObjectReader::Number(std::string_view key) {
  return ReadFiniteNumber(Require(key), PathOf(key), file_);
}

std::optional<double> ObjectReader::OptionalNumber(std::string_view key) {
  if (!Has(key)) {
    return std::nullopt;
  }
  return Number(key);
}

bool ObjectReader::Bool(std::string_view key) {
  const json& value = Require(key);
  if (!value.is_boolean()) {
    Fail(key, "expected true or false, got " + JsonTypeName(value));
  }
  return value.get<bool>();
}

collide::Vec3 ObjectReader::Vec3(std::string_view key) {
  return ReadVec3(Require(key), PathOf(key), file_);
}

std::optional<collide::Vec3> ObjectReader::OptionalVec3(std::string_view key) {
  if (!Has(key)) {
    return std::nullopt;
  }
  return Vec3(key);
}

void ObjectReader::Finish() const {
  for (const auto& [key, value] : object_.items()) {
    if (!read_.contains(key)) {
      Fail(key, "unknown key \"" + key + "\"");
    }
  }
}

}  // namespace harness
