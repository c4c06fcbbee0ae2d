#pragma once

// A kind's collide side, registered in one place: its row (id, anchor,
// bounds, validation, plugin type), its pair tests and its hunt generator.
// Each kind's file in this folder (triangle.cpp, model.cpp, frustum.cpp)
// holds one as a static object; the folder is an object library, so the
// linker keeps every one even in a program that names none of them, and a
// program that links collide alone knows every kind. A test's kind, or a
// plugin's, makes one at run time and takes it out again with Unregister.
// The kind's harness side (scene fields, editor, drawing, picking) is its
// file in harness/shape_kinds/.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "collide/hunt/shape_generators.h"
#include "collide/registry/pair_tests.h"
#include "collide/registry/static_shape.h"

namespace collide {

struct CollideKind {
  ShapeKindInfo row;
  // Adds the kind's pair tests: against itself and the kinds before it
  // (a later kind's file adds its tests against this one). May be empty.
  std::function<void(PairTestRegistry&)> pair_tests;
  // Its shapes for the hunt; nullopt when it takes no part in hunts.
  std::optional<ShapeGenerator> generator;
};

class KindRegistration {
 public:
  // Into the process's tables. Throws std::invalid_argument as their Adds do
  // (a number, id or test already taken), having added nothing.
  explicit KindRegistration(CollideKind kind);
  KindRegistration(CollideKind kind, ShapeKinds& kinds, PairTestRegistry& registry,
                   ShapeGenerators& generators);

  // Takes out what the constructor put in.
  void Unregister();

 private:
  struct AddedTest {
    ShapeKind a;
    ShapeKind b;
    Query query;
    std::string id;
  };

  ShapeKind kind_;
  ShapeKinds* kinds_;
  PairTestRegistry* registry_;
  ShapeGenerators* generators_;
  std::vector<AddedTest> tests_;
  bool generator_added_ = false;
};

}  // namespace collide
