// What a kind says of the shapes tested against one of its shapes
// (StaticWorld::PartnerNotes): the engine gathers their answers, the kind's
// entry words them (a frustum: what a draw culled by it would skip).
#include <string>
#include <vector>

#include "harness/layout_engine/world.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {

std::string StaticWorld::PartnerNotes(const StaticLayout& layout) const {
  const auto& shapes = layout.shapes;
  const TestedPairs tested(layout);
  std::string notes;
  for (std::size_t f = 0; f < shapes.size(); ++f) {
    const collide::ShapeKind kind = shapes[f].shape.kind();
    const ShapeKindEntry* entry = ShapeKindTable::Global().Find(kind);
    if (entry == nullptr || !entry->partners_note) {
      continue;
    }
    std::vector<collide::Answer> answers;
    for (std::size_t i = 0; i < shapes.size(); ++i) {
      if (i == f || !tested.Pair(i, f)) {
        continue;
      }
      const collide::ShapeKind partner = shapes[i].shape.kind();
      for (const collide::Query query : registry_.QueriesFor(partner, kind)) {
        tests_.Add();
        answers.push_back(collide::PairTestRegistry::Run(
            *registry_.Find(partner, kind, query).front(), shapes[i].shape, shapes[f].shape));
      }
    }
    const std::string note = entry->partners_note(shapes[f].id, answers);
    if (!note.empty()) {
      notes.append(notes.empty() ? "" : " ").append(note);
    }
  }
  return notes;
}

}  // namespace harness
