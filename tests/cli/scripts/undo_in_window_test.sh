#!/usr/bin/env bash
# Real input, end to end, in sphere-sphere: typed values as in any editor,
# then undo. Into sphere 1's radius (1): "1e999" and Enter is refused with
# one line in the log, and radius 1 is kept; "2.5" and Esc applies nothing
# (and does not quit); an F12 screenshot then shows sphere 1 still blue.
# "2.5" and Enter is applied once the field is left, one undo step, then
# Ctrl+Z, Ctrl+Shift+Z and Ctrl+Z again: one undo brings back radius 1 and
# the seed's colours (sphere 1 blue), the redo the red, the last undo the
# blue again, read back from the last frame. Then P and N: a sample switch
# clears the history, so a last Ctrl+Shift+Z redoes nothing.
# Usage: undo_in_window_test.sh path/to/collision-lab path/to/png_colour_count
set -euo pipefail
app=$1
count=$2
# A display, $work (removed at exit), settings of its own, and the app
# ($pid) killed at exit if still running.
source "$(dirname "$0")/../../tools/window_test_lib.sh"

XDG_PICTURES_DIR="$work/pictures" "$app" --sample sphere-sphere --width 1280 --height 800 \
  --frames 100000 \
  --screenshot "$work/after.png" >"$work/out" 2>"$work/err" &
pid=$!
mkdir -p "$work/pictures"  # where F12 puts its screenshot
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
# 1280x800 window), with the panel's texts folded away. Each value is typed
# after a Ctrl+click (the field's text selected, so replaced); "2.5" and each
# of its prefixes (2, 2.) would make sphere 1 touch sphere 0 if applied.
fold_static_pairs
type_radius() {  # text
  xdotool mousemove --window "$wid" 1026 257
  xdotool keydown ctrl click 1 keyup ctrl
  sleep 0.3
  xdotool key ctrl+a
  xdotool type "$1"
}
type_radius 1e999
hold Return
type_radius 2.5
hold Escape
kill -0 "$pid" 2>/dev/null || { echo "FAIL: Esc in a field quit the app"; cat "$work/err"; exit 1; }
xdotool mousemove --window "$wid" 600 300   # into the view: F12 is the app's
sleep 0.2
hold F12
type_radius 2.5
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
# The refused value: one line, naming the field, the text and the value
# kept, and no other line about the radius (no clamping).
[[ $(grep -cF "Error: sphere 1 radius: 1e999 is not a finite number; kept 1" "$work/err") -eq 1 ]] ||
  { echo "FAIL: 1e999 not refused with one line"; exit 1; }
[[ $(grep -cF "sphere 1 radius" "$work/err") -eq 1 ]] || { echo "FAIL: more said of the radius"; exit 1; }
# Sphere 1 touches sphere 0 twice: when 2.5 is applied and when it is
# redone; neither 1e999 nor the 2.5 Esc dropped (nor their prefixes) did.
[[ $(grep -cF "Error: sphere 0 and 1 should not intersect" "$work/err") -eq 2 ]] ||
  { echo "FAIL: not two mismatches of spheres 0 and 1 (an edit applied while typed?)"; exit 1; }
shots=("$work"/pictures/*.png)
[[ ${#shots[@]} -eq 1 && -s ${shots[0]} ]] || { echo "FAIL: not one F12 screenshot: ${shots[*]}"; exit 1; }
read -r _ red _ blue _ < <("$count" "${shots[0]}")
echo "after 1e999 and 2.5 Esc: $red red pixels, $blue blue"
[[ $blue -gt 1000 ]] || { echo "FAIL: $blue blue pixels: sphere 1 did not keep radius 1"; exit 1; }
# One typed value, one step (none for the refused or dropped ones): after
# the first undo none is left.
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
read -r _ red _ blue _ < <("$count" "$work/after.png")
echo "last frame: $red red pixels, $blue blue"
[[ $blue -gt 1000 ]] || { echo "FAIL: $blue blue pixels: sphere 1 is not blue again"; exit 1; }
echo "PASS"
