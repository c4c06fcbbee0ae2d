#pragma once

// The class behind spec.h, shared by the folder's source files:
// static_shapes_sample.cpp (state, checks, scenes), panel.cpp and table.cpp
// (the ImGui panel), pick.cpp (the mouse), render.cpp (what the view draws)
// and undo.cpp. Samples never include this; they declare a StaticSampleSpec.

#include <any>
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "harness/draw/draw_context.h"
#include "harness/layout_engine/disagreements.h"
#include "harness/layout_engine/pair_table_rows.h"
#include "harness/layout_engine/why.h"
#include "harness/layout_engine/why_reader.h"
#include "harness/layout_engine/world.h"
#include "harness/layout_sample/spec.h"
#include "harness/origins/their_checks.h"
#include "harness/sample_api/mismatch_log.h"
#include "harness/widgets/expectation_table.h"

namespace harness {

class StaticShapesSample final : public Sample, public Pickable, public Undoable {
 public:
  StaticShapesSample(SampleHost& host, StaticSampleSpec spec);

  void Initialize(int width, int height) override;
  void Render() override;
  void UpdatePanel() override;
  std::size_t ExpectationCount() const override { return current_.expect.size(); }
  std::vector<PairCheck> Check() const override { return world_.Check(current_); }
  const std::vector<OriginChecks>& OthersAnswers() const override { return their_checks_; }
  OriginQuestions QuestionsForOthers() const override {
    return world_.QuestionsForOthers(current_);
  }
  void LoadScene(const Scene& scene) override;
  std::optional<Scene> SceneToSave(const std::string& title,
                                   bool expect_what_is_shown) const override;
  // The spec's seed and about text, for the help overlay (F1).
  std::string About() const override;
  ShapeLook DefaultLook() const override { return spec_.look; }
  // The panel's About: the about text first (its first sentence is what
  // shows folded), the seed, the source and the colours' legend.
  std::string PanelAbout() const;
  // A static sample tests only when something changes (Evaluate): the
  // world counts each run.
  const TestCounter* test_counter() const override { return &world_.tests(); }
  Pickable* picking() override { return this; }
  Undoable* undo() override { return this; }

  // undo.cpp
  std::any Snapshot() const override;
  void Restore(const std::any& snapshot) override;
  std::uint64_t Revision() const override { return revision_; }

  // pick.cpp: the mouse (Pickable).
  std::vector<PickProxy> PickProxies() const override;
  void SetHovered(const std::optional<std::string>& id) override { hovered_ = id; }
  // nullopt (a click on empty space) clears the selected pair too.
  void Select(const std::optional<std::string>& id) override;
  void SelectAlso(const std::string& id) override;
  std::vector<std::string> SelectedShapes() const override;
  bool MoveShape(const std::string& id, const collide::Vec3& delta) override;
  bool ResizeShape(const std::string& id, double factor) override;
  // Oriented boxes and hexahedra turn about their centre.
  bool RotateShape(const std::string& id, const collide::Vec3& axis, double angle) override;
  ShapeMouse ShapeMouseActions() const override;
  std::string CannotSaveReason() const override { return ""; }

  // selection.cpp: M the next "Colour by" choice, [ and ] the previous and
  // next pair of the table.
  bool KeyPressed(int key) override;
  std::vector<ControlHelp> Controls() const override;
  // Turns the shape into `kind` where it stands (kind_change.h), as the
  // panel's "kind" choice does: logged, re-checked, an undo step. False
  // (and logged why) for an unknown id or a change kind_change.h refuses.
  bool ChangeShapeKind(const std::string& id, collide::ShapeKind kind);

  const StaticLayout& layout() const { return current_; }

 private:
  // Re-evaluates everything shown after any change: checks, colours, the
  // pair table's answers; logs mismatches that appeared or went away.
  void Recheck();
  // The same without counting a change of the sample (Revision).
  void EvaluateAndLog();
  // Checks, colours, answers and the scene's size, without logging.
  void Evaluate();
  // their_checks_, from every other origin the registry holds.
  void AskOthers();
  // Recheck when the registry changed since Evaluate (a plugin's test added
  // or removed): answers_ point into it, so the view and the panel call this
  // before they read them.
  void RecheckIfRegistryChanged();
  void FrameShapes();
  // The scene's size and region, for drawing planes and rays (which have
  // none). Measured at each re-check, not per shape drawn: a frame draws
  // every shape, and measuring walks them all.
  double SceneRadius() const { return draw_context_.scene_radius; }
  const DrawContext& draw_context() const { return draw_context_; }
  DrawContext MeasureDrawContext() const;
  // The kinds the panel adds and the mouse acts on: the sample's, or (the
  // playground) every kind the engine tests (EngineKinds).
  std::vector<collide::ShapeKind> OfferedKinds() const;
  // The spec's about text as sentences ("Chapter 2, ...: ... ."), and
  // where it comes from ("From seed 004 (...).").
  std::string AboutSentences() const;
  std::string SeedSentence() const;

  // panel.cpp
  // "Add sphere" where one kind is offered, else "Add shape...".
  std::string AddLabel() const;
  void AddMenu();
  void AddShape(collide::ShapeKind kind);
  void RemoveShape(std::size_t index);
  // "Clear": every shape and expectation gone, logged, an undo step.
  void ClearShapes();
  void ShapeEditors();
  bool EditShape(NamedShape& shape);
  void PairTable();
  void PairTableFilters();
  void AlgorithmNotes();

  // selection.cpp
  // The table's pairs of two shapes, each once, in its order.
  std::vector<std::pair<std::size_t, std::size_t>> TablePairs() const;
  // The next (step 1) or previous (-1) of TablePairs, cycling; the first or
  // last when none is selected.
  void SelectNextPair(int step);
  // Selects the pair, or clears the selection when it is the selected one.
  void ToggleSelectedPair(std::size_t a, std::size_t b);
  bool IsSelectedPair(std::size_t a, std::size_t b) const;
  // The next "Colour by" choice after the current one, "default" after the last.
  void NextColourBy();
  // The "kind" choice of a shape that can become another kind the sample offers.
  void KindChoice(std::size_t index);
  // The hovered row's pair, else the selected one: its marks are drawn.
  std::optional<std::pair<std::size_t, std::size_t>> ViewedPair() const;
  // Whether the view singles out ViewedPair: every other shape faded, and
  // with a selected pair (solo, not a hovered row) only its two labelled
  // and only its answers marked.
  struct Focus {
    std::size_t a = 0;
    std::size_t b = 0;
    bool solo = false;
    bool Holds(std::size_t i) const { return i == a || i == b; }
    bool IsPair(std::size_t x, std::size_t y) const {
      return (x == a && y == b) || (x == b && y == a);
    }
  };
  std::optional<Focus> CurrentFocus() const;

  // origins.cpp: "Colour by: default / <algorithm> / <plugin>", when some
  // pair shown has another algorithm of ours for its colouring query, or a
  // plugin's tests answer it (disagreements are marked as any two
  // algorithms': disagreements.h).
  void OriginControls();
  void SetColourBy(const std::string& colour_by);

  // why_panel.cpp: the Why of the selected pair (layout_engine/why.h), made
  // again when the layout, the selection or the registry changes, so it
  // follows a drag; read in widgets/why_panel.h's panel, stepped by the
  // arrow keys or the slider, the current step's marks drawn in the view.
  void ExplainSelectedPair();
  void WhyPanel();
  bool StepWhy(int step);
  void DrawWhyStep();
  WhyReader why_;

  // render.cpp
  void DrawShapesAndLabels(const std::optional<Focus>& focus);
  void DrawAnswers(const std::optional<Focus>& focus);
  void DrawCastGhost(const PairAnswer& answer);
  template <typename T>
  bool DeclaredOrSelected(const PairAnswer& answer) const;
  void DrawDisagreements(const std::optional<Focus>& focus);
  void DrawViewedPair();
  bool HasConvexPair() const;
  void LogDisagreements();
  void DrawMeetingLine(const collide::BookPlane& p, const collide::BookPlane& q,
                       const std::string& name);

  StaticSampleSpec spec_;
  StaticWorld world_;
  StaticLayout initial_;
  StaticLayout current_;
  std::string source_;
  std::vector<PairCheck> results_;
  std::vector<Color> colours_;  // per shape: StaticWorld::Colours
  std::vector<PairAnswer> answers_;
  std::vector<TripleAnswer> triple_answers_;
  // Other authors' (plugins') answers to the declared expectations, asked
  // as --check --plugin asks them: the status line's "your code" count and
  // the "your code" cell of every row that has a check.
  std::vector<OriginChecks> their_checks_;
  // Pairs on which two algorithms of one question differ (disagreements.h),
  // and the descriptions already logged, so a drag logs each once.
  std::vector<Disagreement> disagreements_;
  DisagreementLog disagreement_log_;
  // The registry's generation when answers_ were made.
  std::uint64_t answered_generation_ = 0;
  std::string culling_;          // PartnerNotes (a frustum's culling), made with the answers
  std::string legend_;           // StaticWorld::Legend of the answers, made with them
  bool triples_capped_ = false;  // more tested triples than kTriplesLimit
  MismatchLog mismatch_log_;
  // Whose answers colour the shapes: empty for ours, else a plugin's name.
  std::string colour_by_;                    // an algorithm id or an origin; empty: the defaults
  std::vector<std::string> colour_choices_;  // StaticWorld::ColourChoices of answers_
  DrawContext draw_context_;

  // The pair table's rows and column widths, made again only when what they
  // show changes (an evaluation, a filter, the selection): a scene of
  // thousands of pairs would otherwise build and measure every row every
  // frame.
  struct TableRows {
    std::uint64_t evaluation = 0;
    bool mismatches_only = false;
    bool selected_only = false;
    std::optional<std::string> selected;
    std::optional<std::pair<std::string, std::string>> selected_pair;
    std::vector<PairTableRow> rows;
    bool algorithm_column = false;
    bool made = false;
  };
  // table.cpp: the rows as of now, from table_rows_ when nothing changed.
  const TableRows& CurrentTableRows();
  TableRows table_rows_;
  widgets::ColumnWidthCache table_widths_;
  std::uint64_t evaluations_ = 0;  // bumped by Evaluate

  // The pair table's hovered row, drawn highlighted in the view.
  std::optional<std::pair<std::size_t, std::size_t>> hovered_pair_;
  // The pair a click on its row (or [ ]) selected, whose own marks show
  // (box_pair_marks.h's DrawPairMarks) and whose rows are marked. By ids, so
  // that it outlives an edit (and an undo) that keeps both shapes.
  std::optional<std::pair<std::string, std::string>> selected_pair_;
  // The shape whose editor is open; the table can show only its rows.
  std::optional<std::string> selected_;
  // Set by a click in the view: the next panel opens the shape's editor and
  // scrolls to it.
  bool scroll_to_selected_ = false;
  // The shape under the cursor, drawn brighter.
  std::optional<std::string> hovered_;
  bool mismatches_only_ = false;
  bool selected_only_ = false;
  // Draw GJK's simplex and EPA's polytope for the pair looked at (the
  // checkbox under the table, shown when the scene has two convex shapes).
  bool show_minkowski_ = false;
  // The points shape editors keep beside their shapes, per shape id
  // (ShapeEditor::Handles: a plane edited by three points, which a plane
  // alone does not remember).
  std::map<std::string, std::vector<collide::Vec3>> editor_handles_;

  // Bumped by Recheck (every change goes through it) and LoadScene.
  std::uint64_t revision_ = 0;
  // initial_ shared by every snapshot until a scene replaces it, so that a
  // step costs one layout, not two (null: not shared yet).
  mutable std::shared_ptr<const StaticLayout> shared_initial_;
};

}  // namespace harness
