#!/usr/bin/env bash
# Every sample the app lists (--list, so a new sample is covered with no edit
# here) runs FRAMES frames in a window: exit status 0, no GL error, no
# sanitizer report, and no GL object left after teardown.
# Usage: every_sample_frames_test.sh path/to/collision-lab [FRAMES]
set -euo pipefail
app=$1
frames=${2:-600}
[[ -n "${DISPLAY:-}" ]] || { echo "no DISPLAY: run through scripts/test.sh"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mapfile -t ids < <("$app" --list | cut -f1)
[[ ${#ids[@]} -gt 0 ]] || { echo "FAIL: --list printed no sample"; exit 1; }
failed=0
for id in "${ids[@]}"; do
  status=0
  start=$SECONDS
  "$app" --sample "$id" --frames "$frames" --no-vsync --stats >"$work/out" 2>"$work/err" || status=$?
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
echo "PASS: ${#ids[@]} samples, $frames frames each"
