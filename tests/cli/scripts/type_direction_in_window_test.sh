#!/usr/bin/env bash
# A direction typed into a panel keeps what was typed: in raycast-plane, 3
# typed into ray R0's direction x (Ctrl+click, then a second and a half
# of frames with the text typed, then Enter) makes the direction
# (3, -1, 0) / sqrt(10) = (0.94868, -0.31623, 0), not a vector drifting
# towards x (harness/direction_draft.h). Read back from the test case that
# Ctrl+S then saves.
# Usage: type_direction_in_window_test.sh path/to/collision-lab
set -euo pipefail
app=$1
# A display, $work (removed at exit), settings of its own, and the app
# ($pid) killed at exit if still running.
source "$(dirname "$0")/../../tools/window_test_lib.sh"

XDG_DATA_HOME="$work/data" "$app" --sample raycast-plane --width 1280 --height 800 --frames 100000 \
  >"$work/out" 2>"$work/err" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "Collision Lab" | head -1)
sleep 1
# R0's direction x field in the 1280x800 window's panel, its texts folded,
# below the "Colour by: default / two-sided" row.
fold_static_pairs 119
xdotool mousemove --window "$wid" 943 303
xdotool keydown ctrl
sleep 0.1
xdotool click 1
sleep 0.1
xdotool keyup ctrl
sleep 0.3
xdotool key --window "$wid" ctrl+a
sleep 0.2
xdotool type --delay 100 "3"
sleep 1.5
xdotool key --window "$wid" Return
sleep 0.3
save_test_case_and_quit
saved=$(find "$work/data/collision-lab/scenes" -name 'raycast-plane-*.json' 2>/dev/null)
[[ $(printf '%s\n' "$saved" | grep -c .) -eq 1 ]] || { echo "FAIL: expected one saved scene: $saved"; exit 1; }
python3 - "$saved" <<'PY'
import json, math, sys
scene = json.load(open(sys.argv[1]))
rays = [s for s in scene["shapes"] if s["id"] == "R0"]
assert len(rays) == 1, scene["shapes"]
d = rays[0]["direction"]
print("R0 direction", d)
want = (3 / math.sqrt(10), -1 / math.sqrt(10), 0.0)
assert all(abs(a - b) < 1e-12 for a, b in zip(d, want)), (d, want)
PY
echo "PASS"
