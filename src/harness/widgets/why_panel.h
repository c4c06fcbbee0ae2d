#pragma once

// The Why? panel every sample shows under its table for the selected pair
// (or ray): the steps behind each answer (layout_engine/why_reader.h), one
// current and the rest dimmed, stepped by Left / Right or the slider, the
// deciding step marked ("this step decides"), and where two algorithms
// disagree both traces, side by side in a wide panel, with the first step
// where they part marked. The view draws the current step's marks with
// DrawWhyStep. A sample owns its WhyReader and says what it explains; the
// panel and the drawing are the same for all.

#include <string_view>

#include "harness/draw/draw.h"
#include "harness/layout_engine/why_reader.h"

namespace harness::widgets {

// A "Why?" header (open at first) and under it the reader's Why, or why it
// cannot be explained; nothing when the reader holds nothing.
// `question_word` names what is asked in the heading ("contact_time");
// empty: the question's query id ("intersects"). `note`, when given, is
// said first, dimmed: what the Why is of ("the balls as they are now").
void WhyPanel(WhyReader& reader, std::string_view question_word = {}, std::string_view note = {});

// The current step's marks of each algorithm listed (trace_marks.h).
void DrawWhyStep(Draw& draw, const WhyReader& reader, float scene_radius);

}  // namespace harness::widgets
