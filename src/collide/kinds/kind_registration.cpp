#include "collide/kinds/kind_registration.h"

#include <stdexcept>
#include <utility>

namespace collide {

KindRegistration::KindRegistration(CollideKind kind)
    : KindRegistration(std::move(kind), ShapeKinds::Global(), PairTestRegistry::Global(),
                       ShapeGenerators::Global()) {}

KindRegistration::KindRegistration(CollideKind kind, ShapeKinds& kinds, PairTestRegistry& registry,
                                   ShapeGenerators& generators)
    : kind_(kind.row.kind), kinds_(&kinds), registry_(&registry), generators_(&generators) {
  kinds.Add(std::move(kind.row));
  try {
    // Made apart first, so that what is added can be named and taken out.
    PairTestRegistry own;
    if (kind.pair_tests) {
      kind.pair_tests(own);
    }
    for (const PairTest& test : own.tests()) {
      registry.Add(test);
      tests_.push_back(AddedTest{test.a, test.b, test.query, test.id});
    }
    if (kind.generator) {
      if (kind.generator->kind != kind_) {
        throw std::invalid_argument("shape kind " + ShapeKindId(kind_) +
                                    ": its hunt generator makes " +
                                    ShapeKindId(kind.generator->kind) + " shapes");
      }
      generators.Add(std::move(*kind.generator));
      generator_added_ = true;
    }
  } catch (...) {
    Unregister();
    throw;
  }
}

void KindRegistration::Unregister() {
  if (generator_added_) {
    generators_->Remove(kind_);
    generator_added_ = false;
  }
  for (const AddedTest& test : tests_) {
    registry_->Remove(test.a, test.b, test.query, test.id);
  }
  tests_.clear();
  kinds_->Remove(kind_);
}

}  // namespace collide
