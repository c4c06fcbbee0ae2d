#!/usr/bin/env bash
# One pair at a time (issue 35): in raycast-sphere, whose seven spheres
# share one place, a click on the row "R1 S1" solos that pair: the other
# shapes fade towards the background, so the view's pure red (the debug
# draw's red of a hit) shrinks to ray R1's and sphere S1's. The first Esc
# ends the solo and every shape is red again; the second quits.
# Usage: solo_pair_in_window_test.sh path/to/collision-lab path/to/png_colour_count
set -euo pipefail
app=$1
count=$2
source "$(dirname "$0")/../../tools/window_test_lib.sh"

open_still_sample raycast-sphere

# The new screenshot's red pixels, taken with the pointer in an empty
# corner of the view (over a shape it would light it).
red_now() { "$count" "$(take_screenshot 880 625)" | awk '{print $2}'; }

all=$(red_now)
xdotool mousemove --window "$wid" 1000 174 click 1  # the row "R1 S1" of the pair table
sleep 0.3
solo=$(red_now)
xdotool key --window "$wid" Escape
sleep 0.3
back=$(red_now)
echo "red pixels: all shapes $all, R1 and S1 solo $solo, after Esc $back"
kill -0 "$pid" 2>/dev/null || { echo "FAIL: the first Esc quit instead of ending the solo"; exit 1; }
grep -qF "cleared the selected pair" "$work/out" || { echo "FAIL: Esc did not clear the pair"; exit 1; }
((solo < all / 2)) || { echo "FAIL: the other shapes did not fade ($solo of $all red)"; exit 1; }
((solo > 2000)) || { echo "FAIL: R1 and S1 faded too ($solo red)"; exit 1; }
((back > all * 9 / 10)) || { echo "FAIL: Esc did not bring every shape back ($back of $all)"; exit 1; }
xdotool key --window "$wid" Escape
wait_for_exit "$pid" 20
pid=
[[ $status -eq 0 ]] || { echo "FAIL: the second Esc: exit status $status"; cat "$work/err"; exit 1; }
echo "PASS"
