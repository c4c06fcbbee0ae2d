#!/usr/bin/env bash
# Hostile values typed into a panel with real input (xdotool): text that is
# not a number (letters too, which the field drops as they are typed), both
# infinities (1e999), a negative radius and 1e30 must be
# refused with one message each, naming the field and the text, and the
# field keeps its last valid value (a typed value is read once, when the
# field is left: harness/shell/typed_field.h).
# Usage: panel_values_in_window_test.sh path/to/collision-lab
set -euo pipefail
app=$1
source "$(dirname "$0")/../tools/window_test_lib.sh"

"$app" --sample sphere-sphere --width 1280 --height 800 --frames 100000000 >"$work/out" 2>"$work/err" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --pid "$pid" --name "Collision Lab" | head -1)
sleep 1  # a few frames, so ImGui has laid out its panels

# Sphere 1's fields in the sample panel (docked right, x >= 896, in a
# 1280x800 window), with the panel's texts folded away.
fold_static_pairs
radius=(1026 257)
center_x=(943 234)
enter() {  # x y text: Ctrl+click turns the drag field into a text field
  xdotool mousemove --window "$wid" "$1" "$2"
  xdotool keydown ctrl click 1 keyup ctrl
  sleep 0.3
  xdotool type -- "$3"  # the field's text is selected on activation: replaced
  # ImGui 1.86 polls key state once a frame: a press and release within one
  # (slow, sanitized) frame would be lost, so Return is held a while.
  xdotool keydown Return
  sleep 0.2
  xdotool keyup Return
  sleep 0.4
}
# The last key and Enter in one frame, as fast typing (or a slow frame)
# gives: the field takes the key, then Enter leaves it. Often in one frame
# here, not always; TypedValues.ALetterTypedInTheFrameTheFieldIsLeftIsRefusedToo
# checks that case every time.
enter_in_one_frame() {  # x y text
  xdotool mousemove --window "$wid" "$1" "$2"
  xdotool keydown ctrl click 1 keyup ctrl
  sleep 0.3
  xdotool type --delay 0 -- "$3"  # type takes every argument after it as text
  xdotool keydown Return
  sleep 0.2
  xdotool keyup Return
  sleep 0.4
}
enter "${radius[@]}" "-5"        # negative radius: refused, 1 kept
enter "${radius[@]}" "2..5"      # not a number
enter "${radius[@]}" "-1e999"    # -inf
enter "${radius[@]}" "1e30"      # past the editable range
enter "${radius[@]}" "1e999"     # +inf
enter "${radius[@]}" "abc"       # letters, which the field drops as typed: refused all the same
enter "${center_x[@]}" "1e30"    # a coordinate past the range
enter_in_one_frame "${radius[@]}" "2x"  # "2x", not 2, nor a "2" applied
quit_discarding_edits  # off the panel: focus follows the pointer
wait_for_exit "$pid" 60
pid=

echo "exit status: $status"
grep -E "sphere 1 (radius|center)" "$work/err" || true
[[ $status -eq 0 ]] || { echo "FAIL: exit status $status"; cat "$work/err"; exit 1; }
messages=(
  "sphere 1 radius: -5 is outside \[0, 1e\+06\]; kept 1"
  "sphere 1 radius: \"2\.\.5\" is not a number; kept 1"
  "sphere 1 radius: -1e999 is not a finite number; kept 1"
  "sphere 1 radius: 1e30 is outside \[0, 1e\+06\]; kept 1"
  "sphere 1 radius: 1e999 is not a finite number; kept 1"
  "sphere 1 radius: \"abc\" is not a number; kept 1"
  "sphere 1 center\.x: 1e30 is outside \[-1e\+06, 1e\+06\]; kept 0"
  "sphere 1 radius: \"2x\" is not a number; kept 1")
for message in "${messages[@]}"; do
  grep -qE "^Error: $message$" "$work/err" || { echo "FAIL: not logged: $message"; exit 1; }
done
said=$(grep -cE "sphere 1 (radius|center)" "$work/err" || true)
[[ $said -eq ${#messages[@]} ]] || { echo "FAIL: $said lines about sphere 1, not ${#messages[@]}"; exit 1; }
if grep -qE "GL error|runtime error|Sanitizer" "$work/err"; then
  echo "FAIL: errors reported"; exit 1
fi

# Integer sliders (moving balls): a value typed past the range is refused
# and logged, never clamped silently.
"$app" --sample moving-balls --width 1280 --height 800 --frames 100000000 >"$work/out" 2>"$work/err" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --pid "$pid" --name "Collision Lab" | head -1)
sleep 1
enter 983 425 "99999"  # slices, below the table
enter 983 540 "-3"     # steps per frame
quit_discarding_edits
wait_for_exit "$pid" 60
pid=
[[ $status -eq 0 ]] || { echo "FAIL: moving-balls exit status $status"; cat "$work/err"; exit 1; }
for message in \
  "slices: 99999 is outside \[1, 2000\]; kept 150" \
  "steps per frame: -3 is outside \[1, 50\]; kept 1"; do
  grep -qE "^Error: $message$" "$work/err" || { echo "FAIL: not logged: $message"; cat "$work/err"; exit 1; }
done
if grep -qE "GL error|runtime error|Sanitizer" "$work/err"; then
  echo "FAIL: errors reported"; exit 1
fi
echo "PASS"
