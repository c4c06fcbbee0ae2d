#!/usr/bin/env bash
# Real input (issue 37): a capsule dragged with the mouse into a box changes
# the contact manifold between them. The scene (capsule_drag.json) holds a
# capsule at the origin between two slabs placed symmetrically, so the
# capsule is the centre of what the camera frames and shows at the view's
# centre (576, 329.5 in a 1280x800 window) whichever way auto-rotation has
# turned the camera about it. Apart from both at start (no contact points,
# 0.7 from each), it is dragged 42 pixels down, into the lower slab's top:
# its expectations against that slab then fail (logged), --stats' status
# line counts them as the window shows, and the layout saved as it shows
# has two contact points between them (a capsule lying along a face), which
# --check of the saved file holds.
# Usage: drag_capsule_in_window_test.sh path/to/collision-lab path/to/capsule_drag.json
set -euo pipefail
app=$1
scene=$2
source "$(dirname "$0")/../../tools/window_test_lib.sh"
# The moved layout is saved before quitting (an unsaved edit would ask).
export XDG_DATA_HOME=$work/data

"$app" --scene "$scene" --width 1280 --height 800 --frames 100000 --stats \
  >"$work/out" 2>"$work/err" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "Collision Lab" | head -1)
sleep 1

xdotool mousemove --window "$wid" 576 330
sleep 0.3
xdotool mousedown 1
sleep 0.3
for step in 1 2 3 4 5 6; do
  xdotool mousemove --window "$wid" 576 $((330 + 7 * step))
  sleep 0.1
done
sleep 0.3
xdotool mouseup 1
sleep 0.5
# Saved (Ctrl+S, Enter) from an empty spot of the view, off every shape,
# then Esc ends the drag's selection and quits.
xdotool mousemove --window "$wid" 300 600
sleep 0.3
xdotool key --window "$wid" ctrl+s
sleep 0.3
xdotool key --window "$wid" Return
sleep 0.3
for _ in 1 2 3; do
  kill -0 "$pid" 2>/dev/null || break
  xdotool key Escape
  sleep 0.5
done
wait_for_exit "$pid" 20
pid=
cat "$work/err"
grep -E "^(status|table)" "$work/out" || true
saved=$(find "$XDG_DATA_HOME" -name '*.json' | head -1)
[[ -n $saved ]] || { echo "FAIL: nothing saved"; exit 1; }
grep -qF "capsule C and box B should be apart (clipping)" "$work/err" ||
  { echo "FAIL: the drag did not bring the capsule into contact with the lower slab"; exit 1; }
grep -qE "^status: 1/4 expectations hold" "$work/out" ||
  { echo "FAIL: the status line does not count the failing expectations as the window shows"; exit 1; }
# Saved expecting what is on screen: the manifold the window shows.
grep -qF '{"a": "B", "b": "C", "contacts": {"count": 2, "normal": [' "$saved" ||
  { cat "$saved"; echo "FAIL: the capsule lying on the slab does not touch it at two points"; exit 1; }
"$app" --check --scene "$saved" >"$work/check.out" 2>&1 ||
  { cat "$work/check.out"; echo "FAIL: the saved layout does not pass --check"; exit 1; }
echo "PASS"
