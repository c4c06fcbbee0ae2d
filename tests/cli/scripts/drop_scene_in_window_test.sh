#!/usr/bin/env bash
# Real input, end to end: .json files dropped on the window. x_drop_files
# plays a file manager's part in the XDND protocol, so the files reach the
# app through GLFW's own drop callback. A broken file is refused with the
# very message --scene gives and changes nothing (no undo step), as is a
# file that does not exist; a good one
# of the same sample loads as one undo step; one of another sample switches
# to it, which is what the app has open at exit.
# Usage: drop_scene_in_window_test.sh path/to/collision-lab path/to/x_drop_files SCENE_DIR
set -euo pipefail
app=$1
drop=$2
scenes=$3
# A display, $work (removed at exit), settings of its own, and the app
# ($pid) killed at exit if still running.
source "$(dirname "$0")/../../tools/window_test_lib.sh"
export XDG_DATA_HOME="$work/data"

# A space in the name: the path travels as a percent-encoded file:// URI.
bad="$work/broken scene.json"
cat >"$bad" <<'EOF'
{"format": "collision-lab-scene/1", "sample": "sphere-sphere", "title": "broken on purpose",
 "shapes": [{"id": "0", "type": "sphere", "center": [0, 0, 0], "radius": "one"}], "expect": []}
EOF
expected=$("$app" --scene "$bad" 2>&1 >/dev/null || true)
[[ -n "$expected" ]] || { echo "FAIL: --scene accepted the broken file"; exit 1; }
missing="$work/no such scene.json"
expected_missing=$("$app" --scene "$missing" 2>&1 >/dev/null || true)
[[ -n "$expected_missing" ]] || { echo "FAIL: --scene accepted a missing file"; exit 1; }
same_sample="$scenes/sphere_sphere_edge_cases.json"
other_sample="$scenes/box_box_apart.json"

"$app" --sample sphere-sphere --width 1280 --height 800 --frames 100000 >"$work/out" 2>"$work/err" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "Collision Lab" | head -1)
sleep 1  # a few frames

"$drop" "$wid" "$bad" || { echo "FAIL: the window did not take the drop"; exit 1; }
sleep 0.4
"$drop" "$wid" "$missing" || { echo "FAIL: the window did not take the drop"; exit 1; }
sleep 0.4
"$drop" "$wid" "$same_sample" || { echo "FAIL: the window did not take the drop"; exit 1; }
sleep 0.4
# Keys reach the app with the pointer over the view (no window manager),
# held a while: ImGui 1.86 polls once a frame.
xdotool mousemove --window "$wid" 600 300
sleep 0.2
xdotool keydown ctrl keydown z
sleep 0.2
xdotool keyup z keyup ctrl
sleep 0.3
"$drop" "$wid" "$other_sample" || { echo "FAIL: the window did not take the drop"; exit 1; }
sleep 0.4
xdotool key Escape
status=0
wait "$pid" || status=$?
pid=

echo "exit status: $status"
cat "$work/out" "$work/err"
[[ $status -eq 0 ]] || { echo "FAIL: exit status $status"; exit 1; }
grep -qxF "$expected" "$work/err" || { echo "FAIL: not logged as --scene says: $expected"; exit 1; }
grep -qxF "$expected_missing" "$work/err" ||
  { echo "FAIL: not logged as --scene says: $expected_missing"; exit 1; }
! grep -qE "from .*(broken scene|no such scene).json" "$work/out" ||
  { echo "FAIL: a bad file was loaded"; exit 1; }
grep -qxF -- "-- Sphere vs sphere (sphere-sphere) from $same_sample --" "$work/out" ||
  { echo "FAIL: the dropped scene of the same sample was not loaded"; exit 1; }
# The good drop was the one step (the refused file made none); undone.
grep -qxF "undo (0 more)" "$work/out" || { echo "FAIL: the drop was not one undo step"; exit 1; }
grep -qE "^-- .* \(box-box\) from $other_sample --$" "$work/out" ||
  { echo "FAIL: the dropped scene of another sample was not opened"; exit 1; }
# What the app had open at exit: the last dropped file, in its sample.
settings="$XDG_CONFIG_HOME/collision-lab/settings.json"
grep -q '"sample": *"box-box"' "$settings" ||
  { echo "FAIL: not on box-box at exit"; cat "$settings"; exit 1; }
grep -qF "\"scene\": \"$other_sample\"" "$settings" ||
  { echo "FAIL: the dropped scene is not the one open at exit"; cat "$settings"; exit 1; }
echo "PASS"
