# Shared by the window tests that drive the app with xdotool (sourced, not
# run): each test gets an X server of its own ($DISPLAY, a 1920x1080 Xvfb
# started here), $work is a scratch directory removed at exit, and a
# still-running app ($pid) and the X server are stopped at exit.
#
# A display of its own, because these tests send real input: on a shared
# display a window another test opens could take the keyboard focus or lie
# under the pointer. So they need not run one at a time (RUN_SERIAL), and
# two can run side by side, each in its own server.
command -v Xvfb >/dev/null || { echo "Xvfb not found (scripts/install-deps.sh test installs it)"; exit 1; }
work=$(mktemp -d)
# Settings of its own (settings.h): a developer's saved sample, camera or UI
# scale must not move what a test clicks, and a test's must not stay behind.
export XDG_CONFIG_HOME="$work/config"
# The app before its X server; chmod: a test may leave a read-only
# directory in $work.
clean_up_window_test() {
  if [[ -n "${pid:-}" ]]; then kill "$pid" 2>/dev/null || true; fi
  if [[ -n "${xvfb_pid:-}" ]]; then kill "$xvfb_pid" 2>/dev/null || true; fi
  chmod -R u+w "$work" 2>/dev/null || true
  rm -rf "$work"
}
trap clean_up_window_test EXIT

# -displayfd: Xvfb picks a free display number and writes it once it
# accepts connections. 24-bit colour, as the pixel checks need. -noreset:
# an X server resets when its last client leaves, refusing connections
# meanwhile, so the probe's connection below, closed, would leave the next
# one to a server mid-reset (xdotool's "Can't open display", seen twice in
# the sanitized suite).
Xvfb -displayfd 3 -screen 0 1920x1080x24 -nolisten tcp -noreset 3>"$work/display" 2>"$work/xvfb.log" &
xvfb_pid=$!
for ((waited = 0; waited < 200; waited++)); do
  [[ -s $work/display ]] && break
  kill -0 "$xvfb_pid" 2>/dev/null || break
  sleep 0.05
done
[[ -s $work/display ]] || { echo "Xvfb did not start: $(cat "$work/xvfb.log")"; exit 1; }
export DISPLAY=":$(head -1 "$work/display")"
# The number is written as the server is ready, yet a connection was
# twice refused in the sanitized suite just after one had succeeded
# (xdotool: "Can't open display"): the test waits until two in a row,
# 50 ms apart, succeed, and says so if the server died instead.
connected=0
for ((waited = 0; waited < 200 && connected < 2; waited++)); do
  if xdotool getdisplaygeometry >/dev/null 2>&1; then
    connected=$((connected + 1))
  else
    connected=0
  fi
  kill -0 "$xvfb_pid" 2>/dev/null || { echo "Xvfb on $DISPLAY died: $(cat "$work/xvfb.log")"; exit 1; }
  sleep 0.05
done
((connected >= 2)) || { echo "no steady connection to Xvfb on $DISPLAY in 10 s"; exit 1; }

# Opens sample $1 at 1280x800 without auto-rotation (so that the same
# shapes show the same pixels in every shot), screenshots into
# $work/shots, its output in $work/out and $work/err; sets $pid and $wid
# and gives ImGui a second to lay out its panels.
open_still_sample() {
  mkdir -p "$work/shots" "$XDG_CONFIG_HOME/collision-lab"
  echo '{"version": 1, "auto_rotate": false}' >"$XDG_CONFIG_HOME/collision-lab/settings.json"
  XDG_PICTURES_DIR="$work/shots" "$app" --sample "$1" --width 1280 --height 800 \
    --frames 100000000 >"$work/out" 2>"$work/err" &
  pid=$!
  wid=$(xdotool search --sync --onlyvisible --pid "$pid" --name "Collision Lab" | head -1)
  sleep 1
}

# Waits up to $2 seconds for process $1 to exit; sets `status` (124 and kills
# it when it did not exit in time).
wait_for_exit() {
  local waited=0
  while kill -0 "$1" 2>/dev/null && ((waited < $2 * 10)); do
    sleep 0.1
    waited=$((waited + 1))
  done
  if kill -0 "$1" 2>/dev/null; then
    echo "the app did not exit within $2 s"
    kill "$1" 2>/dev/null || true
    status=124
    wait "$1" 2>/dev/null || true
    return
  fi
  status=0
  wait "$1" || status=$?
}

# The static samples' panel (harness/layout_sample/panel.cpp) in a 1280x800
# window, below the 19-pixel menu bar: its Reset / Add row sits at y 73 in
# every static sample, and below it the "Pairs" header, whose table's
# height differs from sample to sample. Folding that header (a click on it
# at y 96) puts the shapes' editors where the same shapes always put them:
# the "Shapes" header at y 119, the first shape's name row at y 142.
# A sample whose pairs have more than one algorithm (raycast-plane) has its
# "Colour by" row at y 96 and everything below one row (23 pixels) lower:
# fold_static_pairs 119. Needs $wid.
fold_static_pairs() {
  xdotool mousemove --window "$wid" 980 "${1:-96}" click 1
  sleep 0.3
}

# F12 as a user presses it, the pointer at ($1, $2) of the window (in the
# view, and away from a shape, which it would light); waits up to 10 s for
# the app's "screenshot saved to" line in $work/out and prints the file it
# names. Needs $wid; the app's output in $work/out.
take_screenshot() {
  local before
  before=$(grep -c "screenshot saved to" "$work/out" || true)
  xdotool mousemove --window "$wid" "$1" "$2"
  sleep 0.2
  xdotool keydown --window "$wid" F12
  sleep 0.2
  xdotool keyup --window "$wid" F12
  local waited=0
  until (($(grep -c "screenshot saved to" "$work/out" || true) > before)); do
    ((waited < 100)) || { echo "FAIL: F12 saved no screenshot" >&2; exit 1; }
    sleep 0.1
    waited=$((waited + 1))
  done
  grep "screenshot saved to" "$work/out" | tail -1 | sed 's/.*screenshot saved to //'
}

# Quits as a user who made edits and does not keep them: Esc from the view,
# then D (Discard) when the app asks about edits not saved as a test case.
# Needs $wid and $pid; does not wait for the exit.
quit_discarding_edits() {
  xdotool mousemove --window "$wid" 600 300
  sleep 0.2
  xdotool key --window "$wid" Escape
  sleep 0.5
  if kill -0 "$pid" 2>/dev/null; then
    xdotool key --window "$wid" d
  fi
}

# Saves what the window shows as a test case, as a user would: the pointer
# into the view (keyboard focus follows it), Ctrl+S, then Enter (the dialog's
# default: expect what is on screen), then Escape to quit. Waits up to 20 s
# for the app ($pid) to exit, prints its output ($work/out, $work/err) and
# fails unless it exited with 0. Needs $wid.
save_test_case_and_quit() {
  xdotool mousemove --window "$wid" 600 300
  sleep 0.2
  xdotool key --window "$wid" ctrl+s
  sleep 0.5
  xdotool key --window "$wid" Return
  sleep 0.5
  xdotool key --window "$wid" Escape
  wait_for_exit "$pid" 20
  pid=
  cat "$work/out" "$work/err"
  [[ $status -eq 0 ]] || { echo "FAIL: exit status $status"; exit 1; }
}
