#!/usr/bin/env bash
# Ctrl+S then Enter in a window writes a test case that --check passes
# (scripts/test.sh provides Xvfb); Enter saves after a radio button was
# clicked too. The playground is loaded with a scene of
# every kind, saved "expecting what is on screen" (the dialog's default),
# into a private XDG_DATA_HOME; the saved file must pass --check as it is,
# and declare more than the scene did (every pair, every algorithm).
set -euo pipefail
app=$1
scene=$2
# A display, $work (removed at exit), settings of its own, and the app
# ($pid) killed at exit if still running.
source "$(dirname "$0")/../../tools/window_test_lib.sh"

XDG_DATA_HOME="$work/data" "$app" --sample playground --scene "$scene" --width 1280 --height 800 \
  --frames 100000 >"$work/out" 2>"$work/err" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "Collision Lab" | head -1)
sleep 1
xdotool mousemove --window "$wid" 600 300   # the view, clear of the panels
sleep 0.2
xdotool key --window "$wid" ctrl+s
sleep 0.5
# A tap (press and release between two frames): ImGui 1.86 polls keys, and
# the app must still show it the key (harness/key_taps.h).
xdotool key --window "$wid" Return
sleep 0.5
xdotool key --window "$wid" Escape
status=0
wait "$pid" || status=$?
pid=

cat "$work/out" "$work/err"
[[ $status -eq 0 ]] || { echo "FAIL: exit status $status"; exit 1; }

# Again, and a tapped Escape closes the dialog without saving; the next quits.
XDG_DATA_HOME="$work/data2" "$app" --sample playground --scene "$scene" --width 1280 --height 800 \
  --frames 100000 >"$work/out2" 2>"$work/err2" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "Collision Lab" | head -1)
sleep 1
xdotool mousemove --window "$wid" 600 300
xdotool key --window "$wid" ctrl+s
sleep 0.5
xdotool key --window "$wid" Escape
sleep 0.5
xdotool key --window "$wid" Escape
for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
if kill -0 "$pid" 2>/dev/null; then
  echo "FAIL: still running 10 s after two tapped Escapes (the first should close the dialog)"
  exit 1
fi
status=0
wait "$pid" || status=$?
pid=
[[ $status -eq 0 ]] || { cat "$work/err2"; echo "FAIL: exit status $status"; exit 1; }
[[ -z "$(find "$work/data2" -name '*.json' 2>/dev/null)" ]] || { echo "FAIL: Escape saved a file"; exit 1; }
# Again, choosing "keep the current expectations" with a click, then a
# tapped Enter: Enter saves wherever the dialog's focus is, not only in its
# text fields. The dialog opens centred in the 1280x800 window, its radio
# buttons below the path field: the second one's label is at (450, 432).
XDG_DATA_HOME="$work/data3" "$app" --sample playground --scene "$scene" --width 1280 --height 800 \
  --frames 100000 >"$work/out3" 2>"$work/err3" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "Collision Lab" | head -1)
sleep 1
xdotool mousemove --window "$wid" 600 300
sleep 0.2
xdotool key --window "$wid" ctrl+s
sleep 0.5
xdotool mousemove --window "$wid" 450 432 click 1
sleep 0.5
xdotool key --window "$wid" Return
sleep 0.5
xdotool mousemove --window "$wid" 600 300
xdotool key --window "$wid" Escape
for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
if kill -0 "$pid" 2>/dev/null; then
  echo "FAIL: still running 10 s after Enter and Escape (Enter did not close the dialog)"
  exit 1
fi
status=0
wait "$pid" || status=$?
pid=
[[ $status -eq 0 ]] || { cat "$work/err3"; echo "FAIL: exit status $status"; exit 1; }
kept=$(find "$work/data3/collision-lab/scenes" -name 'playground-*.json' 2>/dev/null | head -1)
[[ -n "$kept" ]] || { cat "$work/out3"; echo "FAIL: Enter after clicking a radio button saved nothing"; exit 1; }
grep -qF "saved test case to $kept (with the declared expectations)" "$work/out3" ||
  { cat "$work/out3"; echo "FAIL: the radio button's choice was not saved"; exit 1; }
"$app" --check --scene "$scene" >"$work/check_scene" 2>&1 || true
"$app" --check --scene "$kept" >"$work/check_kept" 2>&1 || true
count() { sed -n 's/.*: \([0-9]*\)\/\([0-9]*\) expectations hold/\2/p' "$1"; }
[[ -n "$(count "$work/check_kept")" && "$(count "$work/check_kept")" == "$(count "$work/check_scene")" ]] ||
  { cat "$work/check_scene" "$work/check_kept"; echo "FAIL: kept expectations differ in number"; exit 1; }

saved=$(find "$work/data/collision-lab/scenes" -name 'playground-*.json' 2>/dev/null | head -1)
[[ -n "$saved" ]] || { echo "FAIL: no scene under $work/data/collision-lab/scenes"; exit 1; }
grep -qF "saved test case to $saved" "$work/out" || { echo "FAIL: the log does not say where"; exit 1; }
"$app" --check --scene "$saved" >"$work/check" 2>&1 || { cat "$work/check"; echo "FAIL: --check"; exit 1; }
cat "$work/check"
declared=$(sed -n 's/.*: \([0-9]*\)\/\([0-9]*\) expectations hold/\2/p' "$work/check")
[[ "$declared" -gt 14 ]] || { echo "FAIL: only $declared expectations saved"; exit 1; }
echo "PASS"
