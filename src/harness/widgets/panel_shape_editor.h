#pragma once

// A shape kind's editor (shape_kinds/shape_editor.h) drawn with ImGui in a
// sample's panel: each field a drag that Ctrl+click types into, screened by
// the widgets, and every refusal logged with the shape's name.

#include <string>
#include <vector>

#include "harness/sample_api/log.h"
#include "harness/shape_kinds/shape_editor.h"

namespace harness::widgets {

class PanelShapeEditor : public ShapeEditor {
 public:
  // `name`: "sphere 3", the start of every log line; `handles`: the
  // points the panel keeps beside this shape.
  PanelShapeEditor(std::string name, Log& log, std::vector<collide::Vec3>& handles)
      : name_(std::move(name)), log_(log), handles_(handles) {}

  bool Vec3(const char* label, collide::Vec3* value) override;
  bool Vec3InRange(const char* label, collide::Vec3* value, double min, double max,
                   float drag_speed) override;
  bool Number(const char* label, double* value, double min, double max) override;
  bool Direction(const char* label, collide::Vec3* unit) override;
  bool Checkbox(const char* label, bool* value) override;
  void Text(const std::string& text) override;
  void Warn(const std::string& message) override;
  std::vector<collide::Vec3>& Handles() override { return handles_; }

 private:
  std::string What(const char* label) const { return name_ + " " + label; }

  std::string name_;
  Log& log_;
  std::vector<collide::Vec3>& handles_;
};

}  // namespace harness::widgets
