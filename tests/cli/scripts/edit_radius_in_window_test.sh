#!/usr/bin/env bash
# Real input, end to end: type a new radius for sphere 1 into its panel with
# xdotool, quit with Esc, and check that the new mismatches were logged and
# that the last frame shows no blue sphere left.
# Usage: edit_radius_in_window_test.sh path/to/collision-lab path/to/png_colour_count
set -euo pipefail
app=$1
count=$2
# A display, $work (removed at exit), settings of its own, and the app
# ($pid) killed at exit if still running.
source "$(dirname "$0")/../../tools/window_test_lib.sh"

"$app" --sample sphere-sphere --width 1280 --height 800 --frames 100000 \
  --screenshot "$work/after.png" >"$work/out" 2>"$work/err" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "Collision Lab" | head -1)
sleep 1  # a few frames, so ImGui has laid out its panels

# Sphere 1's radius field in the sample panel (docked right, x >= 896, in a
# 1280x800 window), with the panel's texts folded away.
fold_static_pairs
xdotool mousemove --window "$wid" 1026 257
xdotool keydown ctrl click 1 keyup ctrl
sleep 0.3
xdotool key ctrl+a
xdotool type 3
# ImGui 1.86 polls key state once a frame: a press and release within one
# (slow, sanitized) frame would be lost, so Return is held a while.
xdotool keydown Return
sleep 0.2
xdotool keyup Return
sleep 0.5
# Without a window manager, keyboard focus follows the pointer: off the
# panel, into the view.
quit_discarding_edits
status=0
wait "$pid" || status=$?
pid=

echo "exit status: $status"
cat "$work/err"
[[ $status -eq 0 ]] || { echo "FAIL: exit status $status"; exit 1; }
for line in "sphere 0 and 1 should not intersect" "sphere 1 and 0 should not intersect" \
  "sphere 1 and 3 should not intersect" "sphere 3 and 1 should not intersect"; do
  grep -qF "Error: $line" "$work/err" || { echo "FAIL: not logged: $line"; exit 1; }
done
[[ -s "$work/after.png" ]] || { echo "FAIL: no screenshot"; exit 1; }
# Sphere 1 was the one blue sphere (about 1,700 blue pixels with its swatch
# in the panel); with radius 3 it reaches the others and turns red. What
# blue is left is the origin's short z axis (under 100 pixels).
read -r _ red _ blue _ < <("$count" "$work/after.png")
echo "last frame: $red red pixels, $blue blue"
[[ $blue -lt 200 ]] || { echo "FAIL: $blue blue pixels left: sphere 1 was not recoloured"; exit 1; }
[[ $red -gt 2000 ]] || { echo "FAIL: only $red red pixels: the spheres are not drawn red"; exit 1; }
echo "PASS"
