// The Why panel of the selected pair: its Why made again when the layout,
// the selection or the registry changes (so it follows a drag), read in the
// shared panel (widgets/why_panel.h), its current step drawn in the view.
#include <string>

#include "collide/registry/pair_tests.h"
#include "harness/layout_sample/static_shapes_sample.h"
#include "harness/widgets/why_panel.h"

namespace harness {

void StaticShapesSample::ExplainSelectedPair() {
  if (!selected_pair_) {
    why_.Clear();
    return;
  }
  const auto& [a, b] = *selected_pair_;
  const WhyVersion version{revision_, collide::PairTestRegistry::Global().generation(), 0};
  // A NUL cannot be in an id: "a\0b" names the pair and no other.
  why_.Show(a + '\0' + b, version,
            [&, a = a, b = b] { return ExplainPair(current_, a, b, std::nullopt); });
}

bool StaticShapesSample::StepWhy(int step) {
  return selected_pair_ && why_.Step(step);
}

void StaticShapesSample::WhyPanel() {
  ExplainSelectedPair();
  widgets::WhyPanel(why_);
}

void StaticShapesSample::DrawWhyStep() {
  ExplainSelectedPair();  // made again if a drag moved the pair since the panel made it
  if (selected_pair_)
    widgets::DrawWhyStep(draw(), why_, static_cast<float>(SceneRadius()));
}

}  // namespace harness
