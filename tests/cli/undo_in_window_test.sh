#!/usr/bin/env bash
# Real input, end to end: type a new radius for sphere 1 (several keystrokes,
# each applied by ImGui as it is typed), then Ctrl+Z, Ctrl+Shift+Z and Ctrl+Z
# again. The typed value must be one step: one undo brings back radius 1 and
# the seed's colours (sphere 1 blue), the redo the red, the last undo the
# blue again, read back from the last frame. Then P and N: a sample switch
# clears the history, so a last Ctrl+Shift+Z redoes nothing.
# Usage: undo_in_window_test.sh path/to/collision-lab path/to/png_colour_count
set -euo pipefail
app=$1
count=$2
# A display, $work (removed at exit), settings of its own, and the app
# ($pid) killed at exit if still running.
source "$(dirname "$0")/../tools/window_test_lib.sh"

"$app" --sample sphere-sphere --width 1280 --height 800 --frames 100000 \
  --screenshot "$work/after.png" >"$work/out" 2>"$work/err" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "Collision Lab" | head -1)
sleep 1  # a few frames, so ImGui has laid out its panels

# ImGui 1.86 polls key state once a frame, and GLFW's key callback (where
# the undo keys are) sees a key only while the app's window has focus: every
# key is held a while, with the pointer over the view (without a window
# manager, keyboard focus follows the pointer).
hold() {  # keys...: pressed in order, released in reverse
  local key
  for key in "$@"; do xdotool keydown "$key"; done
  sleep 0.2
  for ((i = $#; i > 0; i--)); do xdotool keyup "${!i}"; done
  sleep 0.3
}

# Sphere 1's radius field in the sample panel (docked right, x >= 896, in a
# 1280x800 window), with the panel's texts folded away. "2.5" is typed as
# three values (2, 2., 2.5), each of which makes sphere 1 touch sphere 0.
fold_static_about
xdotool mousemove --window "$wid" 1026 257
xdotool keydown ctrl click 1 keyup ctrl
sleep 0.3
xdotool key ctrl+a
xdotool type 2.5
hold Return
xdotool mousemove --window "$wid" 600 300   # off the panel, into the view
sleep 0.2
hold ctrl z
hold ctrl shift z
hold ctrl z
# Away to the previous sample and back: the history is cleared, so the
# redo left over from the last undo is gone.
hold p
hold n
hold ctrl shift z
xdotool key Escape
status=0
wait "$pid" || status=$?
pid=

echo "exit status: $status"
cat "$work/out" "$work/err"
[[ $status -eq 0 ]] || { echo "FAIL: exit status $status"; exit 1; }
grep -qF "Error: sphere 0 and 1 should not intersect" "$work/err" ||
  { echo "FAIL: the edit did not take"; exit 1; }
# One typed value, one step: after the first undo none is left.
[[ $(grep -cF "undo (0 more)" "$work/out") -eq 2 ]] || { echo "FAIL: not two undos to 0"; exit 1; }
[[ $(grep -cF "redo (" "$work/out") -eq 1 ]] || { echo "FAIL: not one redo (none after the switch)"; exit 1; }
grep -qF "redo (0 more)" "$work/out" || { echo "FAIL: no redo"; exit 1; }
[[ $(grep -cF -- "-- Sphere vs sphere (sphere-sphere) --" "$work/out") -eq 2 ]] ||
  { echo "FAIL: did not switch away and back"; exit 1; }
# The undo logs what holds again, as any edit would.
grep -qF "holds again: sphere 0 and 1 should not intersect" "$work/out" ||
  { echo "FAIL: the undo did not recheck"; exit 1; }
# Sphere 1 blue again: about 1,700 blue pixels with its swatch in the panel;
# red everywhere leaves under 200 (edit_radius_in_window_test.sh).
read -r _ red _ blue < <("$count" "$work/after.png")
echo "last frame: $red red pixels, $blue blue"
[[ $blue -gt 1000 ]] || { echo "FAIL: $blue blue pixels: sphere 1 is not blue again"; exit 1; }
echo "PASS"
