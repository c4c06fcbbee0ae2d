#!/usr/bin/env bash
# Every sample the app lists runs its share of TOTAL frames (at least 60)
# in a window, so the run's length stays the same as samples are added: exit status 0,
# no GL error, no sanitizer report, and no GL object left after teardown.
# --list is not trusted to name them all: it must name exactly the samples
# written out in tests/shipped_samples.txt, each once, and the run count must
# equal that list's, so a sample dropped from --list (or added without being
# listed there) fails here instead of silently not being run.
# With --one-run, all samples run in turn in one app (--every-sample), each
# for its share: the sanitized suite's way, where an app's start and exit
# cost seconds and the monkey already starts every sample in an app of its
# own. The run must then open each sample once, in --list's order.
# Usage: every_sample_frames_test.sh path/to/collision-lab [TOTAL [--one-run]]
set -euo pipefail
app=$1
total=${2:-3000}
one_run=0
case "${3:-}" in
  "") ;;
  --one-run) one_run=1 ;;
  *) echo "FAIL: the third argument may only be --one-run, not '$3'"; exit 2 ;;
esac
shipped_list="$(dirname "$0")/../shipped_samples.txt"
[[ -n "${DISPLAY:-}" ]] || { echo "no DISPLAY: run through scripts/test.sh"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config"  # never the developer's saved settings

[[ -r "$shipped_list" ]] || { echo "FAIL: cannot read $shipped_list"; exit 1; }
mapfile -t shipped < <(grep -vE '^[[:space:]]*(#|$)' "$shipped_list" | tr -d '\r')
[[ ${#shipped[@]} -gt 0 ]] || { echo "FAIL: $shipped_list names no sample"; exit 1; }
list_status=0
"$app" --list >"$work/list" || list_status=$?
[[ $list_status -eq 0 ]] || { echo "FAIL: --list exit status $list_status"; exit 1; }
mapfile -t ids < <(cut -f1 "$work/list")
if [[ "$(printf '%s\n' "${ids[@]}" | sort)" != "$(printf '%s\n' "${shipped[@]}" | sort)" ]]; then
  echo "FAIL: --list names ${#ids[@]} samples (${ids[*]}); $shipped_list names" \
    "${#shipped[@]} (${shipped[*]})"
  exit 1
fi
frames=$((total / ${#shipped[@]}))
((frames >= 60)) || frames=60

if ((one_run)); then
  status=0
  "$app" --every-sample --frames "$frames" --no-vsync --stats >"$work/out" 2>"$work/err" ||
    status=$?
  grep -E "^(frames|GL objects):" "$work/out" || true
  [[ $status -eq 0 ]] || { echo "FAIL: exit status $status"; cat "$work/err"; exit 1; }
  if grep -qE "GL error|runtime error|Sanitizer|LeakSanitizer" "$work/err"; then
    echo "FAIL: error output"; cat "$work/err"; exit 1
  fi
  # Each sample's start prints "-- Name (id) --".
  mapfile -t opened < <(sed -nE 's/^-- .* \(([a-z0-9-]+)\) --$/\1/p' "$work/out")
  [[ "${opened[*]}" == "${ids[*]}" ]] ||
    { echo "FAIL: opened ${#opened[@]} samples (${opened[*]}), not --list's ${#ids[@]}"; exit 1; }
  grep -qE "^frames: $((frames * ${#ids[@]})),?" "$work/out" ||
    { echo "FAIL: did not render $frames frames for each of ${#ids[@]} samples"; exit 1; }
  grep -qE ", 0 left after teardown$" "$work/out" ||
    { echo "FAIL: GL objects left after teardown"; exit 1; }
  echo "PASS: ${#ids[@]} samples (every one in $shipped_list) in one run, $frames frames each"
  exit 0
fi
ran=0
failed=0
for id in "${ids[@]}"; do
  status=0
  start=$SECONDS
  "$app" --sample "$id" --frames "$frames" --no-vsync --stats >"$work/out" 2>"$work/err" || status=$?
  ran=$((ran + 1))
  summary=$(grep -E "^(frames|GL objects):" "$work/out" | tr '\n' ' ')
  echo "$id: exit status $status in $((SECONDS - start)) s; $summary"
  problem=""
  if [[ $status -ne 0 ]]; then
    problem="exit status $status"
  elif grep -qE "GL error|runtime error|Sanitizer|LeakSanitizer" "$work/err"; then
    problem="error output"
  elif ! grep -qE "^frames: $frames," "$work/out"; then
    problem="did not render $frames frames"
  elif ! grep -qE "left after teardown 0$|, 0 left after teardown$" "$work/out"; then
    problem="GL objects left after teardown"
  fi
  if [[ -n "$problem" ]]; then
    echo "FAIL: $id: $problem"
    cat "$work/err"
    failed=1
  fi
done
[[ $failed -eq 0 ]] || exit 1
if [[ $ran -ne ${#shipped[@]} ]]; then
  echo "FAIL: ran $ran samples; $shipped_list names ${#shipped[@]}"
  exit 1
fi
echo "PASS: $ran samples (every one in $shipped_list), $frames frames each"
