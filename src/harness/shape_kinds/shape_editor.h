#pragma once

// What a shape kind's editor (ShapeKindEntry::edit) asks of the panel it is
// drawn in: fields for numbers and vectors, without saying how they are
// drawn. The static-shapes panel answers with ImGui; a test answers with
// values it types in. Every field refuses what it cannot take (a NaN, a
// number past the editable range, a zero direction), says so in the log
// and keeps the old value.

#include <string>
#include <vector>

#include "collide/shapes/vec.h"

namespace harness {

// The largest coordinate or size a panel accepts: far beyond any scene the
// tool draws, yet small enough that squared distances stay finite in double.
inline constexpr double kMaxEditableMagnitude = 1e6;

class ShapeEditor {
 public:
  virtual ~ShapeEditor() = default;

  // Each returns true when the user has committed a new value.
  virtual bool Vec3(const char* label, collide::Vec3* value) = 0;
  // `drag_speed`: units per pixel dragged; 0 for the panel's usual speed.
  virtual bool Vec3InRange(const char* label, collide::Vec3* value, double min, double max,
                           float drag_speed) = 0;
  virtual bool Number(const char* label, double* value, double min, double max) = 0;
  // A unit direction: what is typed is normalised; a zero one is refused.
  virtual bool Direction(const char* label, collide::Vec3* unit) = 0;
  virtual bool Checkbox(const char* label, bool* value) = 0;
  virtual void Text(const std::string& text) = 0;
  // A warning in the log, prefixed with the shape's name.
  virtual void Warn(const std::string& message) = 0;

  // Points the editor keeps beside the shape from frame to frame (a plane's
  // three points): empty until an editor fills them; they move with the
  // shape (ShapeKindEntry::translate), go with it into undo snapshots and
  // are dropped with it.
  virtual std::vector<collide::Vec3>& Handles() = 0;
};

}  // namespace harness
