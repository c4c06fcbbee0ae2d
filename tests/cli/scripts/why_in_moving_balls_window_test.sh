#!/usr/bin/env bash
# The Why panel in moving-balls (widgets/why_panel.h): with the room paused,
# a click on the row "3 4 analytic" of the expectations table opens the
# panel under the table on the deciding step ("this step decides:" in
# yellow in the panel), which draws nothing in the view (balls 3 and 4 move
# alike: no relative motion). Left, Left steps to the first step, which
# draws the centre line d from ball 3 to ball 4 and its label in the marks'
# yellow; Right steps on to the quadratic, which draws nothing again.
# Usage: why_in_moving_balls_window_test.sh path/to/collision-lab path/to/png_colour_count
set -euo pipefail
app=$1
count=$2
source "$(dirname "$0")/../../tools/window_test_lib.sh"

open_still_sample moving-balls

# The yellow pixels of the view (left of the panel) and of the panel below
# the table, in a screenshot taken with the pointer in an empty corner of
# the view.
yellow_now() {
  local shot
  shot=$(take_screenshot 870 620)
  [[ -n ${KEEP_SHOTS:-} ]] && cp "$shot" "$KEEP_SHOTS/$1.png"
  echo "$("$count" "$shot" 258 20 895 640 | awk '{print $8}')" \
    "$("$count" "$shot" 900 262 1280 640 | awk '{print $8}')"
}
tap() {
  xdotool keydown --window "$wid" "$1"
  sleep 0.15
  xdotool keyup --window "$wid" "$1"
  sleep 0.3
}

xdotool mousemove --window "$wid" 870 620
tap space  # paused: the balls stay where the marks are drawn
read -r view_none panel_none < <(yellow_now none)
xdotool mousemove --window "$wid" 1000 231 click 1  # the row "3 4 analytic"
sleep 0.5
read -r view_decides panel_decides < <(yellow_now decides)
xdotool mousemove --window "$wid" 870 620
tap Left
tap Left
read -r view_first panel_first < <(yellow_now first)
tap Right
read -r view_second panel_second < <(yellow_now second)
echo "yellow view/panel: none $view_none/$panel_none, deciding step $view_decides/$panel_decides," \
  "first step $view_first/$panel_first, second step $view_second/$panel_second"
((panel_decides > panel_none + 20)) || { echo "FAIL: the row opened no Why panel"; exit 1; }
((view_decides < view_none + 30)) || { echo "FAIL: the deciding step drew marks"; exit 1; }
((view_first > view_decides + 30)) || { echo "FAIL: Left drew no centre line"; exit 1; }
((view_second < view_first - 30)) || { echo "FAIL: Right did not move off the line"; exit 1; }
xdotool key --window "$wid" Escape  # ends the selection
sleep 0.3
grep -qF "cleared the selected pair" "$work/out" || { echo "FAIL: the row selected no pair"; exit 1; }
xdotool key --window "$wid" Escape
wait_for_exit "$pid" 20
pid=
[[ $status -eq 0 ]] || { echo "FAIL: exit status $status"; cat "$work/err"; exit 1; }
echo "PASS"
