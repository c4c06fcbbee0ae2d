#include "harness/runners/bench_runner.h"
#include "harness/sample_api/headless_host.h"
#include "harness/sample_api/scene_sample.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <memory>
#include <numeric>

#include "harness/runners/body_count.h"
#include "harness/runners/check_runner.h"
#include "harness/scene/atomic_file.h"
#include "harness/scene/json_reader.h"

namespace harness {
namespace {

std::string Fixed(double value, int decimals) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  return text;
}

// A cell of a measured value: empty when the sample has none (negative).
std::string Cell(double value, int decimals) {
  return value >= 0.0 && std::isfinite(value) ? Fixed(value, decimals) : "";
}

std::string Cell(long long value) {
  return value >= 0 ? std::to_string(value) : "";
}

// An extra value as the sample gave it, to 10 significant digits.
std::string ExtraCell(double value) {
  if (!(value >= 0.0) || !std::isfinite(value)) {
    return "";
  }
  char text[64];
  std::snprintf(text, sizeof text, "%.10g", value);
  return text;
}

// RFC 4180: a name with a comma, quote or line break goes in quotes.
std::string CsvName(const std::string& name) {
  if (name.find_first_of(",\"\r\n") == std::string::npos) {
    return name;
  }
  std::string quoted = "\"";
  for (char c : name) {
    quoted += c == '"' ? "\"\"" : std::string(1, c);
  }
  return quoted + "\"";
}

// The sample a run steps, made and loaded; nullptr after printing why not.
struct BenchSubject {
  std::string id;
  std::unique_ptr<Sample> sample;
};

BenchSubject MakeSubject(const Options& options, SampleHost& host, std::ostream& err) {
  const SampleRegistry& registry = SampleRegistry::Get();
  if (!options.sample.empty() && registry.Find(options.sample) == nullptr) {
    err << "Error: unknown sample \"" << options.sample << "\"; valid ids: " << registry.IdList()
        << '\n';
    return {};
  }
  BenchSubject subject;
  subject.id = options.sample.empty() ? kDefaultBenchSampleId : options.sample;
  try {
    std::unique_ptr<Scene> scene;
    if (!options.scenes.empty()) {
      scene = std::make_unique<Scene>(LoadSampleScene(options.scenes.front()));
      if (!options.sample.empty() && scene->sample != options.sample) {
        throw InputError(
            scene->file, "sample",
            "names sample \"" + scene->sample + "\" but --sample is \"" + options.sample + "\"");
      }
      subject.id = scene->sample;
    }
    const SampleInfo* info = registry.Find(subject.id);
    if (info == nullptr) {  // only a default that is not registered
      err << "Error: --bench: no sample \"" << subject.id << "\"; valid ids: " << registry.IdList()
          << '\n';
      return {};
    }
    subject.sample = scene ? MakeSceneSample(*scene, host) : info->create(host);
  } catch (const InputError& e) {
    err << "Error: " << e.what() << '\n';
    return {};
  }
  const std::string problem = ApplyBodyCount(*subject.sample, subject.id, options.count);
  if (!problem.empty()) {
    err << "Error: " << problem << '\n';
    return {};
  }
  ApplyJobs(*subject.sample, options.jobs);
  return subject;
}

std::string CountText(Sample& sample, const Options& options) {
  const Scalable* scale = sample.scale();
  if (scale == nullptr) {
    return "-";
  }
  if (scale->BodyCount() >= 0) {
    return std::to_string(scale->BodyCount());
  }
  return options.count > 0 ? std::to_string(options.count) : "-";
}

}  // namespace

double NearestRankPercentile(std::vector<double> values, double p) {
  if (values.empty()) {
    return 0.0;
  }
  const auto n = static_cast<double>(values.size());
  const auto rank = static_cast<std::size_t>(std::max(1.0, std::ceil(p / 100.0 * n)));
  const std::size_t index = std::min(rank, values.size()) - 1;
  std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(index),
                   values.end());
  return values[index];
}

std::string BenchSummaryLine(const std::string& sample_id, const std::string& count,
                             const std::vector<double>& update_ms, long long last_pairs) {
  const double mean = update_ms.empty() ? 0.0
                                        : std::accumulate(update_ms.begin(), update_ms.end(), 0.0) /
                                              static_cast<double>(update_ms.size());
  return "bench: sample=" + sample_id + " count=" + count +
         " frames=" + std::to_string(update_ms.size()) + " update_ms mean=" + Fixed(mean, 3) +
         " p50=" + Fixed(NearestRankPercentile(update_ms, 50.0), 3) +
         " p99=" + Fixed(NearestRankPercentile(update_ms, 99.0), 3) +
         " pairs=" + (last_pairs >= 0 ? std::to_string(last_pairs) : "-");
}

std::string BenchCsv(const std::vector<BenchFrame>& frames) {
  const std::vector<std::string> no_names;
  const std::vector<std::string>& extra_names =
      frames.empty() ? no_names : frames.front().stats.extra_names;
  std::string csv = "frame,update_ms,broadphase_ms,narrowphase_ms,pairs";
  for (const std::string& name : extra_names) {
    csv += ',';
    csv += CsvName(name);
  }
  csv += '\n';
  for (std::size_t i = 0; i < frames.size(); ++i) {
    const BenchFrame& frame = frames[i];
    for (const std::string& cell :
         {std::to_string(i + 1), Fixed(frame.update_ms, 6), Cell(frame.stats.broadphase_ms, 6),
          Cell(frame.stats.narrowphase_ms, 6), Cell(frame.stats.pairs)}) {
      csv += cell;
      csv += ',';
    }
    csv.pop_back();  // the last cell's comma
    for (std::size_t k = 0; k < extra_names.size(); ++k) {
      const auto& values = frame.stats.extra_values;
      csv += ',';
      if (k < values.size()) {
        csv += ExtraCell(values[k]);
      }
    }
    csv += '\n';
  }
  return csv;
}

int RunBench(const Options& options, std::ostream& out, std::ostream& err) {
  HeadlessHost host;
  // stdout holds the summary line only; the sample's log is not the report.
  host.log().set_echo_to_console(false);
  BenchSubject subject = MakeSubject(options, host, err);
  if (!subject.sample) {
    return kExitBadInput;
  }
  Sample& sample = *subject.sample;
  sample.Initialize(options.width, options.height);

  const int frame_count = options.frames > 0 ? options.frames : kDefaultBenchFrames;
  const bool keep_rows = !options.csv.empty();
  std::vector<double> update_ms;
  update_ms.reserve(static_cast<std::size_t>(frame_count));
  std::vector<BenchFrame> rows;
  StepStats last;
  using Clock = std::chrono::steady_clock;
  for (int i = 0; i < frame_count; ++i) {
    const auto start = Clock::now();
    sample.Update(kBenchStep);
    const auto end = Clock::now();
    update_ms.push_back(std::chrono::duration<double, std::milli>(end - start).count());
    last = sample.LastStepStats();
    if (keep_rows) {
      rows.push_back({update_ms.back(), last});
      if (i > 0) {  // BenchCsv reads the first frame's names only
        rows.back().stats.extra_names.clear();
      }
    }
  }
  sample.Shutdown();

  int status = kExitOk;
  if (keep_rows) {
    std::string error;
    if (!WriteFileAtomically(options.csv, BenchCsv(rows), &error)) {
      err << "Error: --csv " << options.csv << " not written: " << error << '\n';
      status = kExitBadInput;
    }
  }
  out << BenchSummaryLine(subject.id, CountText(sample, options), update_ms, last.pairs)
      << std::endl;
  return status;
}

}  // namespace harness
