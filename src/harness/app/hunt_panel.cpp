#include "harness/app/hunt_panel.h"

#include <imgui.h>

#include <chrono>
#include <filesystem>

#include "collide/hunt/shape_generators.h"
#include "harness/runners/hunt_findings.h"
#include "harness/widgets/widgets.h"

namespace harness {
namespace {

std::string Labels(const std::vector<KindPair>& pairs) {
  std::string text;
  for (const auto& [a, b] : pairs) {
    text += (text.empty() ? "" : ", ") + HuntPairLabel(a, b);
  }
  return text;
}

// How to find a finding again from the command line.
std::string CommandOf(const collide::HuntResult& result, const HuntJobSettings& settings) {
  collide::HuntOptions options;
  options.cases = settings.cases;
  options.seed = settings.seed;
  options.every_pair = settings.every_pair;
  options.tolerance = settings.tolerance;
  return HuntCommand(HuntPairLabel(result.algorithms.a, result.algorithms.b), settings.plugin_files,
                     options);
}

void Wrapped(const std::string& text) {
  widgets::PushTextWrapAtVisibleEdge();
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
}

void WrappedDisabled(const std::string& text) {
  widgets::PushTextWrapAtVisibleEdge();
  ImGui::TextDisabled("%s", text.c_str());
  ImGui::PopTextWrapPos();
}

}  // namespace

HuntPanel::HuntPanel(const Options& options, plugins::PluginSettings plugin_settings)
    : plugin_files_(options.plugins),
      plugin_settings_(std::move(plugin_settings)),
      seed_(options.seed),
      every_pair_(options.hunt_every_pair),
      tolerance_(options.tolerance),
      hunt_out_(options.hunt_out_given ? options.hunt_out : std::string()),
      cases_(options.cases),
      jobs_(options.jobs) {}

void HuntPanel::SampleChanged(Log& log) {
  plan_.reset();
  if (job_ != nullptr && !job_->done() && !job_->cancelling()) {
    job_->Cancel();
    log.Info("hunt: cancelled, the sample changed");
  }
}

const SampleHuntPlan& HuntPanel::Plan(const Sample& sample, std::uint64_t revision) {
  const auto& registry = collide::PairTestRegistry::Global();
  if (!plan_ || planned_sample_ != &sample || planned_revision_ != revision ||
      planned_generation_ != registry.generation()) {
    plan_ =
        PlanSampleHunt(ShapeKindsOfSample(sample), registry, collide::ShapeGenerators::Global());
    planned_sample_ = &sample;
    planned_revision_ = revision;
    planned_generation_ = registry.generation();
  }
  return *plan_;
}

std::string HuntPanel::Poll(Log& log) {
  return job_ != nullptr && job_->done() ? Finish(log) : std::string();
}

std::string HuntPanel::Draw(const Sample& sample, std::uint64_t revision, Log& log) {
  ImGui::PushID("hunt");
  ImGui::Separator();
  if (job_ != nullptr) {
    RunningControls();
  } else {
    IdleControls(Plan(sample, revision), log);
  }
  const std::string open = LastHunt();
  ImGui::PopID();
  return open;
}

void HuntPanel::IdleControls(const SampleHuntPlan& plan, Log& log) {
  const std::string cases_problem = HuntCasesProblem(cases_);
  const bool can_hunt = !plan.pairs.empty() && cases_problem.empty();
  ImGui::BeginDisabled(!can_hunt);
  const bool pressed = ImGui::Button("Hunt");
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
  ImGui::InputInt("cases per pair", &cases_, 0);
  if (!cases_problem.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.4f, 0.4f, 1.0f));
    Wrapped(cases_problem);
    ImGui::PopStyleColor();
  }
  if (plan.pairs.empty()) {
    WrappedDisabled("Nothing to hunt: " + plan.nothing_because + ".");
  } else {
    WrappedDisabled("Searches " + Labels(plan.pairs) +
                    " for a case on which ours and another algorithm disagree.");
  }
  // The playground's many kinds leave many pairs out: a list to unfold.
  if (!plan.left_out.empty() &&
      ImGui::TreeNode("not hunted", "Not hunted (%zu)", plan.left_out.size())) {
    for (const std::string& left_out : plan.left_out) {
      WrappedDisabled(left_out);
    }
    ImGui::TreePop();
  }
  const std::string dir = WindowHuntDirectory(hunt_out_);
  WrappedDisabled(dir.empty() ? "No folder for findings (no HOME): start with --hunt-out DIR."
                              : "Findings go to " + dir + ".");
  if (pressed && can_hunt) {
    Start(plan, log);
  }
}

void HuntPanel::Start(const SampleHuntPlan& plan, Log& log) {
  lines_.clear();
  findings_.clear();
  disagreements_ = 0;
  problem_.clear();
  job_dir_ = WindowHuntDirectory(hunt_out_);
  if (job_dir_.empty()) {
    problem_ =
        "the hunt has no folder for what it finds: XDG_DATA_HOME and HOME are unset "
        "(start with --hunt-out DIR)";
  } else {
    problem_ = HuntDirectoryProblem(job_dir_, "the hunt's folder");
  }
  if (!problem_.empty()) {
    log.Error("hunt: " + problem_);
    return;
  }
  HuntJobSettings settings;
  settings.pairs = plan.pairs;
  settings.cases = cases_;
  settings.seed = seed_;
  settings.every_pair = every_pair_;
  settings.tolerance = tolerance_;
  settings.jobs = jobs_;
  settings.plugin_files = plugin_files_;
  settings.plugin_settings = plugin_settings_;
  job_label_ = Labels(plan.pairs);
  log.Info("hunt: " + job_label_ + ", " + std::to_string(cases_) +
           " cases per pair of algorithms on " + std::to_string(jobs_) +
           (jobs_ == 1 ? " thread" : " threads") + "; findings go to " + job_dir_);
  job_ = std::make_unique<HuntJob>(std::move(settings),
                                   OurTestsOf(collide::PairTestRegistry::Global()));
}

void HuntPanel::RunningControls() {
  if (job_->cancelling()) {
    ImGui::TextDisabled("Stopping the hunt...");
    return;
  }
  // Where Hunt was: a second click stops what the first started.
  if (ImGui::Button("Cancel")) {
    job_->Cancel();
  }
  Wrapped("Hunting " + job_label_ + ": " + std::to_string(job_->settings().cases) +
          " cases per pair of algorithms, " + std::to_string(job_->cases_tried()) + " tried");
}

std::string HuntPanel::Finish(Log& log) {
  const std::unique_ptr<HuntJob> job = std::move(job_);
  const HuntJobOutcome& outcome = job->outcome();
  if (!outcome.error.empty()) {
    problem_ = outcome.error;
    log.Error("hunt: " + problem_);
    return "";
  }
  disagreements_ = 0;
  for (const collide::HuntResult& result : outcome.results) {
    std::string line =
        HuntResultLine(HuntPairLabel(result.algorithms.a, result.algorithms.b), result);
    disagreements_ += result.disagreements;
    if (result.finding) {
      std::string error;
      const std::string path =
          WriteHuntFinding(result, job_dir_, CommandOf(result, job->settings()), &error);
      if (path.empty()) {
        line += "; no file written: " + error;
        log.Error("hunt: " + line);
        lines_.push_back(line);
        continue;
      }
      line += "; wrote " + path;
      findings_.push_back({std::filesystem::path(path).filename().string(), path});
    }
    if (result.finding) {
      log.Warning("hunt: " + line);
    } else {
      log.Info("hunt: " + line);
    }
    lines_.push_back(line);
  }
  if (outcome.results.empty()) {
    problem_ = "nothing to compare: no pair of algorithms for " + job_label_;
  }
  const std::size_t n = findings_.size();
  log.Info(std::string(outcome.cancelled ? "hunt: cancelled: " : "hunt: done: ") +
           (n == 0
                ? "no case written"
                : std::to_string(n) + (n == 1 ? " case" : " cases") + " written to " + job_dir_));
  if (n == 1 && !outcome.cancelled) {
    log.Info("hunt: opening " + findings_.front().path);
    return findings_.front().path;
  }
  return "";
}

std::string HuntPanel::LastHunt() const {
  if (!problem_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.4f, 0.4f, 1.0f));
    Wrapped(problem_);
    ImGui::PopStyleColor();
  }
  for (const std::string& line : lines_) {
    Wrapped(line);
  }
  std::string open;
  for (const Finding& finding : findings_) {
    ImGui::PushID(finding.path.c_str());
    if (ImGui::SmallButton("Open")) {
      open = finding.path;
    }
    ImGui::SameLine();
    ImGui::TextUnformatted(finding.name.c_str());
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", finding.path.c_str());
    }
    ImGui::PopID();
  }
  if (!lines_.empty() && disagreements_ == 0) {
    ImGui::TextDisabled("No disagreement found.");
  }
  return open;
}

}  // namespace harness
