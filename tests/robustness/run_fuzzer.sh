#!/usr/bin/env bash
# Runs the scene-loader fuzz target for a bounded time. Fails on a crash, a
# sanitizer report, a leak, a hang (one input over 10 s) or memory over 2 GB:
# libFuzzer then stops, writes the input to WORK_DIR/artifacts/ and exits
# non-zero. The corpus grows in WORK_DIR/corpus across runs.
# Usage: run_fuzzer.sh FUZZER WORK_DIR SECONDS DICTIONARY SEED_DIR...
set -euo pipefail
fuzzer=$1
work=$2
seconds=$3
dict=$4
shift 4
mkdir -p "$work/corpus" "$work/artifacts"
status=0
"$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -dict="$dict" \
  -artifact_prefix="$work/artifacts/" -print_final_stats=1 "$work/corpus" "$@" \
  >"$work/log" 2>&1 || status=$?
# The log has a line per new coverage and ends with a dictionary; keep the
# start, the verdict and the stats.
grep -E '^INFO: (Seed|Loaded|seed corpus)|^#[0-9]+ *INITED' "$work/log" || true
grep -vE '^"|^######|^#[0-9]+ ' "$work/log" | grep -vE '^INFO: (Seed|Loaded|seed corpus)' | tail -n 40
if [[ $status -ne 0 ]]; then
  echo "FAIL: the fuzzer stopped with status $status; the input is in $work/artifacts/."
  echo "Minimise it:  $fuzzer -minimize_crash=1 -runs=100000 $work/artifacts/<file>"
  echo "then keep the result in tests/robustness/fuzz/regressions/ (docs/robustness.md)."
  exit 1
fi
echo "PASS: $seconds s of fuzzing, no crash, leak or hang"
