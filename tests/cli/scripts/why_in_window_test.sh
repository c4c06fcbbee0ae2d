#!/usr/bin/env bash
# The Why panel in the window (issue 38): a click on the row "0 2" of
# sphere-sphere selects the pair and the Why panel opens on its deciding
# step, whose marks the view draws: the centre line with A's projection in
# orange and B's. Left steps back to the first step, the centres joined in
# yellow, and A's orange interval goes; Right brings it back.
# Usage: why_in_window_test.sh path/to/collision-lab path/to/png_colour_count
set -euo pipefail
app=$1
count=$2
source "$(dirname "$0")/../../tools/window_test_lib.sh"

open_still_sample sphere-sphere

# "red N blue M orange O yellow Y": the orange and the yellow pixels of a
# screenshot taken with the pointer in an empty corner of the view.
marks_now() { "$count" "$(take_screenshot 870 620)" | awk '{print $6, $8}'; }
tap() {
  xdotool keydown --window "$wid" "$1"
  sleep 0.15
  xdotool keyup --window "$wid" "$1"
  sleep 0.3
}

read -r orange_none yellow_none < <(marks_now)
xdotool mousemove --window "$wid" 1100 215 click 1  # the row "0 2" of the pair table
sleep 0.5
read -r orange_decides yellow_decides < <(marks_now)
tap Left
read -r orange_first yellow_first < <(marks_now)
tap Right
read -r orange_back yellow_back < <(marks_now)
echo "orange/yellow: none $orange_none/$yellow_none, deciding step $orange_decides/$yellow_decides," \
  "first step $orange_first/$yellow_first, back $orange_back/$yellow_back"
((orange_decides > orange_none + 100)) || { echo "FAIL: the deciding step drew no axis"; exit 1; }
((orange_first < orange_decides / 2)) || { echo "FAIL: Left did not move off the axis"; exit 1; }
((yellow_first > yellow_none + 50)) || { echo "FAIL: the first step drew no centre line"; exit 1; }
((orange_back > orange_decides * 8 / 10)) || { echo "FAIL: Right did not come back"; exit 1; }
xdotool key --window "$wid" Escape  # ends the selection (a selection is not an edit)
sleep 0.3
grep -qF "cleared the selected pair" "$work/out" || { echo "FAIL: the row selected no pair"; exit 1; }
xdotool key --window "$wid" Escape
wait_for_exit "$pid" 20
pid=
[[ $status -eq 0 ]] || { echo "FAIL: exit status $status"; cat "$work/err"; exit 1; }
echo "PASS"
