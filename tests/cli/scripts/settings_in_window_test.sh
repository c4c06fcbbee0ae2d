#!/usr/bin/env bash
# Settings that persist (settings.h), through real windows under Xvfb
# (scripts/test.sh provides it), in a private XDG_CONFIG_HOME:
#   1. a window run with no --sample: F1 opens the help (Esc then closes it
#      rather than quitting), W makes sphere-sphere's shapes solid, auto-rotate unticked (View > Auto-rotate),
#      Ctrl+= twice, Ctrl+-, Ctrl+0, Ctrl+= twice, F12 writes a screenshot
#      into XDG_PICTURES_DIR,
#      N picks the next sample, a middle drag pans its camera, the window
#      moved to (210, 130), Esc quits;
#   2. the next start opens that sample, at that UI scale, with that camera
#      (not the sample's own framing), auto-rotate off, at (210, 130); and
#      sphere-sphere opens solid;
#   3. --sample wins over the saved sample, --reset-settings starts clean;
#   4. a corrupt settings file: one warning naming it, the defaults, exit 0,
#      and a good file written back at exit.
# Usage: settings_in_window_test.sh path/to/collision-lab
set -euo pipefail
app=$1
# A display, $work (removed at exit), settings of its own, and the app
# ($pid) killed at exit if still running.
source "$(dirname "$0")/../../tools/window_test_lib.sh"
export XDG_PICTURES_DIR="$work/pictures"
mkdir -p "$XDG_PICTURES_DIR"
settings=$XDG_CONFIG_HOME/collision-lab/settings.json

fail() { echo "FAIL: $*"; exit 1; }
# The id in the last "-- Title (id) --" line the log printed.
open_sample() { sed -n 's/^-- .* (\([a-z0-9-]*\))\( from .*\)\? --$/\1/p' "$1" | tail -1; }
# The JSON file's "camera" object, as written (one value a line).
camera_of() { sed -n '/"camera"/,/}/p' "$1"; }

# 1. Interactive.
"$app" --width 1280 --height 800 --frames 100000000 >"$work/out1" 2>"$work/err1" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --pid "$pid" --name "Collision Lab" | head -1)
sleep 1
xdotool mousemove --window "$wid" 600 300   # the view, clear of the panels
sleep 0.2
xdotool key --window "$wid" F1
sleep 0.3
xdotool key --window "$wid" Escape          # closes the help only
sleep 0.5
kill -0 "$pid" 2>/dev/null || fail "Esc with the help open quit the app"
xdotool key --window "$wid" w               # solid shapes, kept for sphere-sphere
sleep 0.3
# Auto-rotate off: the menu bar's View (at x 113), its second item, at 100%.
xdotool mousemove --window "$wid" 113 10 click 1
sleep 0.2
xdotool mousemove --window "$wid" 130 50 click 1
sleep 0.15
xdotool mousemove --window "$wid" 600 300
sleep 0.1
# The scale: up twice, down once, reset, up twice (steps 1.0, 1.1, 1.25).
for keys in ctrl+equal ctrl+equal ctrl+minus ctrl+0 ctrl+equal ctrl+equal; do
  xdotool key --window "$wid" "$keys"
  sleep 0.15
done
xdotool key --window "$wid" F12
sleep 0.5
xdotool key --window "$wid" n
sleep 0.5
# A pan: middle drag in the view's lower left, clear of the panels at 125%.
xdotool mousemove --window "$wid" 420 560 mousedown 2
sleep 0.2
for step in 1 2 3 4 5; do
  xdotool mousemove --window "$wid" $((420 + 12 * step)) $((560 - 8 * step))
  sleep 0.1
done
xdotool mouseup 2
sleep 0.2
# Where a window manager would put it when dragged by its title bar.
xdotool windowmove "$wid" 210 130
sleep 0.2
xdotool mousemove --window "$wid" 600 300
sleep 0.1
xdotool key --window "$wid" Escape
status=0
wait "$pid" || status=$?
pid=
cat "$work/out1" "$work/err1"
[[ $status -eq 0 ]] || fail "run 1: exit status $status"
chosen=$(open_sample "$work/out1")
[[ -n "$chosen" && "$chosen" != sphere-sphere ]] || fail "N opened no other sample ($chosen)"
scales=$(sed -n 's/^interface scale \([0-9]*%\)$/\1/p' "$work/out1" | tr '\n' ' ')
[[ "$scales" == "110% 125% 110% 100% 110% 125% " ]] ||
  fail "Ctrl+= twice, Ctrl+-, Ctrl+0, Ctrl+= twice gave $scales, not 110 125 110 100 110 125"
shot=$(find "$XDG_PICTURES_DIR" -name 'collision-lab-sphere-sphere-*.png' | head -1)
[[ -n "$shot" ]] || fail "F12 wrote no screenshot into $XDG_PICTURES_DIR"
grep -qF "screenshot saved to $shot" "$work/out1" || fail "the log does not name $shot"
[[ -f "$settings" ]] || fail "no $settings"
cat "$settings"
grep -q "\"sample\": \"$chosen\"" "$settings" || fail "settings do not name $chosen"
grep -q '"ui_scale": 1.25' "$settings" || fail "settings do not keep the UI scale"
grep -q '"auto_rotate": false' "$settings" || fail "settings do not keep auto-rotate off"
grep -A2 '"solid_shapes"' "$settings" | grep -q '"sphere-sphere": true' ||
  fail "settings do not keep W's solid shapes for sphere-sphere"
grep -q '"x": 210,' "$settings" && grep -q '"y": 130,' "$settings" ||
  fail "settings do not keep the window at (210, 130)"
[[ -f "$XDG_CONFIG_HOME/collision-lab/imgui.ini" ]] || fail "no imgui.ini beside the settings"
cp "$settings" "$work/settings1"

# 2. The next start: the chosen sample, the UI scale and the camera. Auto-
# rotation turns the camera about its target, so the target is compared:
# restored and untouched, run 2 saves the one run 1 saved, bit for bit;
# the sample's own framing (--reset-settings) aims elsewhere.
target_of() { camera_of "$1" | grep -A3 '"target"'; }
"$app" --frames 3 --stats >"$work/out2" 2>"$work/err2" || fail "run 2: exit status $?"
cat "$work/out2" "$work/err2"
[[ "$(open_sample "$work/out2")" == "$chosen" ]] || fail "run 2 opened $(open_sample "$work/out2"), not $chosen"
grep -q '^ui scale: 1.25 (screen 1.00, user 1.25)' "$work/out2" || fail "run 2 not at 125%"
[[ ! -s "$work/err2" ]] || fail "run 2 warned"
panned=$(target_of "$work/settings1")
[[ -n "$panned" ]] || fail "run 1 saved no camera"
[[ "$(target_of "$settings")" == "$panned" ]] || fail "run 2 did not restore the camera"
# With auto-rotate restored off, not even the yaw moved in run 2's frames;
# placed where run 1 left it, it saves that place back.
[[ "$(camera_of "$settings")" == "$(camera_of "$work/settings1")" ]] ||
  fail "run 2's camera turned: auto-rotate was not restored off"
grep -q '"auto_rotate": false' "$settings" || fail "run 2 did not keep auto-rotate off"
grep -q '"x": 210,' "$settings" && grep -q '"y": 130,' "$settings" ||
  fail "run 2 did not open at (210, 130)"
"$app" --sample sphere-sphere --frames 2 --stats >"$work/out2b" 2>&1 || fail "run 2b: $?"
grep -q '^look: solid;' "$work/out2b" || fail "sphere-sphere did not open solid as W left it"
"$app" --reset-settings --sample "$chosen" --frames 3 >/dev/null 2>&1 || fail "home run: $?"
[[ "$(target_of "$settings")" != "$panned" ]] || fail "the pan did not move the camera"

# 3. The command line wins; --reset-settings starts clean.
"$app" --sample point-sphere --frames 2 >"$work/out3" 2>&1 || fail "run 3: exit status $?"
[[ "$(open_sample "$work/out3")" == point-sphere ]] || fail "--sample did not win"
grep -q '"sample": "point-sphere"' "$settings" || fail "the sample open at exit was not saved"
"$app" --reset-settings --frames 2 --stats >"$work/out4" 2>&1 || fail "run 4: exit status $?"
[[ "$(open_sample "$work/out4")" == sphere-sphere ]] || fail "--reset-settings did not start clean"
grep -q '^ui scale: 1.00 (screen 1.00, user 1.00)' "$work/out4" || fail "--reset-settings kept the scale"
grep -q '^look: wireframe;' "$work/out4" || fail "--reset-settings kept sphere-sphere solid"

# 4. A corrupt file: one warning naming it, the defaults, a good file back.
printf '{"sample": "box-box", "ui_scale": ' >"$settings"
"$app" --frames 2 --stats >"$work/out5" 2>"$work/err5" || fail "corrupt settings: exit status $?"
cat "$work/err5"
# LeakSanitizer's register noise is not a line the app wrote (tests/cli/run_app.h).
[[ "$(grep -v '^==[0-9]*==Unable to get registers from thread' "$work/err5" | grep -c .)" -eq 1 ]] ||
  fail "expected exactly one line on stderr"
grep -qF "Warning: $settings: " "$work/err5" || fail "the warning does not name $settings"
grep -q "using the default settings" "$work/err5" || fail "the warning does not say what happens"
[[ "$(open_sample "$work/out5")" == sphere-sphere ]] || fail "corrupt settings: not the default sample"
grep -q '"sample": "sphere-sphere"' "$settings" || fail "no good settings written back"
# Not even JSON's shape: a binary file.
head -c 300 /dev/urandom >"$settings"
"$app" --frames 2 >"$work/out6" 2>"$work/err6" || fail "binary settings: exit status $?"
[[ "$(grep -c 'Warning: ' "$work/err6")" -eq 1 ]] || fail "binary settings: not one warning"
echo "PASS"
