#pragma once

// A shape kind's editor (harness/shape_kinds/shape_editor.h) standing for a
// user who types one value into one field of a panel: the field named
// `label` takes `value` (a number or a vector), every other field is left
// as it is, and what the editor warns about is kept.

#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "harness/shape_kinds/shape_editor.h"

namespace harness::testing {

class TypeInto : public ShapeEditor {
 public:
  TypeInto(std::string label, double value) : label_(std::move(label)), value_(value) {}
  TypeInto(std::string label, collide::Vec3 value) : label_(std::move(label)), value_(value) {}

  bool Vec3(const char* label, collide::Vec3* value) override { return Type(label, value); }
  bool Vec3InRange(const char* label, collide::Vec3* value, double, double, float) override {
    return Type(label, value);
  }
  bool Number(const char* label, double* value, double, double) override {
    return Type(label, value);
  }
  bool Direction(const char*, collide::Vec3*) override { return false; }
  bool Checkbox(const char*, bool*) override { return false; }
  void Text(const std::string&) override {}
  void Warn(const std::string& message) override { warnings.push_back(message); }
  std::vector<collide::Vec3>& Handles() override { return handles_; }

  std::vector<std::string> warnings;

 private:
  template <typename T>
  bool Type(const char* label, T* field) {
    const T* typed = std::get_if<T>(&value_);
    if (label != label_ || typed == nullptr) {
      return false;
    }
    *field = *typed;
    return true;
  }

  std::string label_;
  std::variant<double, collide::Vec3> value_;
  std::vector<collide::Vec3> handles_;
};

}  // namespace harness::testing
