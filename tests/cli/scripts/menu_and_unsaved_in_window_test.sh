#!/usr/bin/env bash
# The main menu and "nothing lost without asking", in one window run of
# sphere-sphere at 1280x800, driven as a user would:
#   1. View > Labels (clicks): the labels are off at exit (settings.json);
#      Esc with the File menu open closes it and does not quit;
#   2. Add sphere (an edit), Esc: the app asks before quitting and runs on;
#      Esc again cancels, and it still runs;
#   3. Edit > Undo (clicks) undoes the edit: back as it started, P switches
#      (to sphere-plane) without asking, and N comes back without asking;
#   4. Add sphere, R: asks before restarting; S saves (the save dialog,
#      Enter) and then restarts; restarted, P and N ask nothing;
#   5. Add sphere, P: asks before switching; D discards and switches; N comes
#      back without asking;
#   6. Add sphere; Esc while typing a radius leaves the field only; the
#      window's close button (as a window manager sends it) asks before
#      quitting; Esc cancels; Esc, D discards and quits, status 0.
# Usage: menu_and_unsaved_in_window_test.sh path/to/collision-lab path/to/x_close_window
set -euo pipefail
app=$1
close_window=$2
# A display, $work (removed at exit), settings of its own, and the app
# ($pid) killed at exit if still running.
source "$(dirname "$0")/../../tools/window_test_lib.sh"
export XDG_DATA_HOME="$work/data"
settings=$XDG_CONFIG_HOME/collision-lab/settings.json

fail() {
  cat "$work/out" "$work/err"
  echo "FAIL: $*"
  exit 1
}
alive() { kill -0 "$pid" 2>/dev/null; }
count() { grep -cF -- "$1" "$work/out" || true; }
# Waits (up to 5 s) until the log has said `text` `n` times; fails with
# `why` otherwise. A frame or two after the input is enough: waiting for the
# line rather than sleeping keeps the test short and steady on a busy machine.
expect_log() {  # n text why
  local waited=0
  while (($(count "$2") < $1)); do
    ((waited++ < 100)) || fail "$3 (no \"$2\" x$1 in the log)"
    sleep 0.05
  done
}
# Keys go where the pointer is (no window manager): the view, clear of panels.
tap() {
  xdotool mousemove --window "$wid" 600 400
  sleep 0.05
  xdotool key "$1"
}
# The static panel's "Add sphere" (below the menu bar, in a 1280x800 window).
added=0
add_sphere() {
  xdotool mousemove --window "$wid" 993 73 click 1
  added=$((added + 1))
  expect_log "$added" "added sphere 4" "Add sphere did not add sphere 4"
}
# A menu of the bar, then one of its items: clicks, with a frame or two for
# the menu to open.
menu() {  # x of the menu's title, then x y of the item
  xdotool mousemove --window "$wid" "$1" 10 click 1
  sleep 0.2
  xdotool mousemove --window "$wid" "$2" "$3" click 1
}
sphere_sphere="-- Sphere vs sphere (sphere-sphere) --"

"$app" --sample sphere-sphere --width 1280 --height 800 --frames 100000000 \
  >"$work/out" 2>"$work/err" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --pid "$pid" --name "Collision Lab" | head -1)
expect_log 1 "$sphere_sphere" "the app did not start"
sleep 0.5  # a few frames, so ImGui has laid out its panels

# 1. View (at x 113) > Labels (L), its first item, 23 pixels down. Then File
# (at x 25) opened, and Esc closes it: it does not quit from under a menu.
menu 113 130 33
xdotool mousemove --window "$wid" 25 10 click 1
sleep 0.2
tap Escape
sleep 0.3
alive || fail "Esc with the File menu open quit"

# 2. An edit, then Esc asks; Esc on the prompt cancels.
add_sphere
tap Escape
expect_log 1 "unsaved edits: asking before quitting" "Esc did not ask"
alive || fail "Esc with an unsaved edit quit without asking"
tap Escape
expect_log 1 "unsaved edits kept: quitting cancelled" "Esc on the prompt did not cancel"
alive || fail "Cancel quit"

# 3. Edit (at x 68) > Undo: as it started, nothing is asked.
menu 68 80 33
expect_log 1 "undo (0 more)" "Edit > Undo did not undo"
tap p
expect_log 1 "-- Sphere and plane (sphere-plane) --" "P did not switch"
tap n
expect_log 2 "$sphere_sphere" "N did not come back"
[[ $(count "unsaved edits: asking") -eq 1 ]] || fail "asked about a sample undone to its start"

# 4. R asks; S saves through the dialog (Enter), then it restarts.
add_sphere
tap r
expect_log 1 "unsaved edits: asking before restarting the sample" "R did not ask"
tap s
expect_log 1 "unsaved edits: saving first" "S did not choose Save"
sleep 0.2  # the dialog opens in the next frame
tap Return
expect_log 1 "saved test case to $XDG_DATA_HOME/collision-lab/scenes/sphere-sphere-" \
  "Save did not save"
expect_log 3 "$sphere_sphere" "no restart after the save"
# Restarted, it has nothing unsaved: P switches without asking, N comes back.
tap p
expect_log 2 "-- Sphere and plane (sphere-plane) --" "P did not switch"
tap n
expect_log 4 "$sphere_sphere" "N did not come back"
[[ $(count "unsaved edits: asking") -eq 2 ]] || fail "asked about a sample just restarted"

# 5. P asks; D discards and switches; the fresh sample asks nothing.
add_sphere
tap p
expect_log 1 "unsaved edits: asking before switching to another sample" "P did not ask"
tap d
expect_log 1 "unsaved edits discarded: switching to another sample" "D did not discard"
expect_log 3 "-- Sphere and plane (sphere-plane) --" "D did not switch"
tap n
expect_log 5 "$sphere_sphere" "N did not come back"
[[ $(count "unsaved edits: asking") -eq 3 ]] || fail "asked on a sample without edits"

# 6. Esc while a value is typed only leaves the field (sphere 0's radius,
# Ctrl+click to type): no prompt, no quit. Then the close button asks like
# Esc; Cancel keeps the window open.
add_sphere
fold_static_pairs  # the shapes up, where the same shapes always put them
xdotool mousemove --window "$wid" 1028 188
sleep 0.05
xdotool keydown ctrl click 1 keyup ctrl
sleep 0.2
xdotool type 3
xdotool key Escape
sleep 0.3
alive || fail "Esc in a field quit"
[[ $(count "unsaved edits: asking before quitting") -eq 1 ]] || fail "Esc in a field asked to quit"
"$close_window" "$wid"
expect_log 2 "unsaved edits: asking before quitting" "the close button did not ask"
alive || fail "the close button quit without asking"
tap Escape
expect_log 2 "unsaved edits kept: quitting cancelled" "Esc did not cancel the close"
tap Escape
expect_log 3 "unsaved edits: asking before quitting" "Esc did not ask again"
tap d
wait_for_exit "$pid" 10
pid=
[[ $status -eq 0 ]] || fail "exit status $status"
[[ $(count "unsaved edits discarded: quitting") -eq 1 ]] || fail "D did not quit"
grep -q '"labels": false' "$settings" || fail "View > Labels did not turn the labels off"
echo "PASS"
