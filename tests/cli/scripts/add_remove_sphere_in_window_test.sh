#!/usr/bin/env bash
# Real input, end to end: press "Add sphere", then "remove" on sphere 0, quit
# with Esc; the log must say what happened and the remaining seed
# expectations must still hold (no error logged).
# Usage: add_remove_sphere_in_window_test.sh path/to/collision-lab
set -euo pipefail
app=$1
# A display, $work (removed at exit), settings of its own, and the app
# ($pid) killed at exit if still running.
source "$(dirname "$0")/../../tools/window_test_lib.sh"

"$app" --sample sphere-sphere --width 1280 --height 800 --frames 100000 >"$work/out" 2>"$work/err" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "Collision Lab" | head -1)
sleep 1
xdotool mousemove --window "$wid" 993 73 click 1     # "Add sphere"
sleep 0.3
fold_static_pairs
xdotool mousemove --window "$wid" 1019 142 click 1   # "remove" beside sphere 0
sleep 0.3
# Without a window manager, keyboard focus follows the pointer.
quit_discarding_edits
status=0
wait "$pid" || status=$?
pid=

cat "$work/out" "$work/err"
[[ $status -eq 0 ]] || { echo "FAIL: exit status $status"; exit 1; }
grep -qF "added sphere 4 (no expectations yet)" "$work/out" || { echo "FAIL: add not logged"; exit 1; }
grep -qF "removed sphere 0 and its 7 expectations" "$work/out" || { echo "FAIL: remove not logged"; exit 1; }
! grep -q "should" "$work/err" || { echo "FAIL: a mismatch was logged"; exit 1; }
echo "PASS"
