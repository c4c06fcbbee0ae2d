#!/usr/bin/env bash
# Real input, end to end: the browser's Scenes list. A broken saved scene is
# refused with the very message --scene gives and changes nothing; a shipped
# scene loads as one undo step, and Ctrl+Z takes it back.
# Usage: open_scene_in_window_test.sh path/to/collision-lab
set -euo pipefail
app=$1
# A display, $work (removed at exit), settings of its own, and the app
# ($pid) killed at exit if still running.
source "$(dirname "$0")/../../tools/window_test_lib.sh"

# The user's saved scenes: one, broken.
saved="$work/data/collision-lab/scenes"
mkdir -p "$saved"
cat >"$saved/bad.json" <<'EOF'
{"format": "collision-lab-scene/1", "sample": "sphere-sphere", "title": "broken on purpose",
 "shapes": [{"id": "0", "type": "sphere", "center": [0, 0, 0], "radius": "one"}], "expect": []}
EOF
expected=$("$app" --scene "$saved/bad.json" 2>&1 >/dev/null || true)
[[ -n "$expected" ]] || { echo "FAIL: --scene accepted the broken file"; exit 1; }

XDG_DATA_HOME="$work/data" "$app" --sample sphere-sphere --width 1280 --height 800 \
  --frames 100000 >"$work/out" 2>"$work/err" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "Collision Lab" | head -1)
sleep 1  # a few frames, so ImGui has laid out its panels

# In the browser (docked left, 1280x800): the closed "Scenes (3)" header
# below the sample list; opened, the shipped scenes by name, then the saved.
# The sample list fills the panel: close "Points", "Rays and lines", "Static
# intersections" and "Triangles" first, as a user would (rows are 17 px; each
# click moves the headers below it up). The key hint above the list takes
# two lines. "Contacts" (three samples) is closed first, under "Camera".
xdotool mousemove --window "$wid" 40 144 click 1     # "Contacts"
sleep 0.4
xdotool mousemove --window "$wid" 40 313 click 1     # "Points"
sleep 0.4
xdotool mousemove --window "$wid" 40 330 click 1     # "Rays and lines"
sleep 0.4
xdotool mousemove --window "$wid" 40 381 click 1     # "Static intersections"
sleep 0.4
xdotool mousemove --window "$wid" 40 432 click 1     # "Triangles"
sleep 0.4
xdotool mousemove --window "$wid" 70 448 click 1     # "Scenes (3)"
sleep 0.4
xdotool mousemove --window "$wid" 40 523 click 1     # bad.json (saved)
sleep 0.4
xdotool mousemove --window "$wid" 60 468 click 1     # sphere_sphere_edge_cases.json
sleep 0.4
# Keys reach the app with the pointer over the view (no window manager),
# held a while: ImGui 1.86 polls once a frame.
xdotool mousemove --window "$wid" 600 300
sleep 0.2
xdotool keydown ctrl keydown z
sleep 0.2
xdotool keyup z keyup ctrl
sleep 0.3
xdotool key Escape
status=0
wait "$pid" || status=$?
pid=

echo "exit status: $status"
cat "$work/out" "$work/err"
[[ $status -eq 0 ]] || { echo "FAIL: exit status $status"; exit 1; }
grep -qxF "$expected" "$work/err" || { echo "FAIL: not logged as --scene says: $expected"; exit 1; }
! grep -q "from .*bad.json" "$work/out" || { echo "FAIL: the broken scene was loaded"; exit 1; }
grep -qE "^-- Sphere vs sphere \(sphere-sphere\) from .*/sphere_sphere_edge_cases.json --$" \
  "$work/out" || { echo "FAIL: the shipped scene was not loaded"; exit 1; }
# The load was the one step (the refused file made none); undone.
grep -qxF "undo (0 more)" "$work/out" || { echo "FAIL: the load was not undone"; exit 1; }
echo "PASS"
