#!/usr/bin/env bash
# Every sample the app lists runs its share of TOTAL frames (at least 60)
# in a window, so the run's length stays the same as samples are added: exit status 0,
# no GL error, no sanitizer report, and no GL object left after teardown.
# --list is not trusted to name them all: it must name exactly the samples
# written out in tests/shipped_samples.txt, each once, and the run count must
# equal that list's, so a sample dropped from --list (or added without being
# listed there) fails here instead of silently not being run.
# Usage: every_sample_frames_test.sh path/to/collision-lab [TOTAL]
set -euo pipefail
app=$1
total=${2:-3000}
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
