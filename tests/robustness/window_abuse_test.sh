#!/usr/bin/env bash
# Window abuse under Xvfb: a storm of resizes (1x1, thin, huge, random),
# minimise/restore and unmap/map, then closing the window mid-run as a window
# manager would (WM_DELETE_WINDOW); a second run is closed at once, while it
# starts. Each run must exit 0 with no GL error and no sanitizer report.
# A third run has its window destroyed by another client (XDestroyWindow,
# `xdotool windowclose`): Xlib ends the app with status 1 and its own
# message ("X Error of failed request", or "XIO: fatal IO error"); exactly
# status 1, not a signal, not 0 as if nothing had happened, and no sanitizer
# report.
# Usage: window_abuse_test.sh path/to/collision-lab path/to/x_close_window
set -euo pipefail
app=$1
close_window=$2
source "$(dirname "$0")/../tools/window_test_lib.sh"

start_app() {
  "$app" --width 640 --height 480 --frames 100000000 --no-vsync --stats "$@" \
    >"$work/out" 2>"$work/err" &
  pid=$!
  wid=$(xdotool search --sync --onlyvisible --pid "$pid" --name "Collision Lab" | head -1)
}

finish() {  # name, expected status
  wait_for_exit "$pid" 60
  pid=
  echo "$1: exit status $status"
  grep -E "^(frames|GL objects):" "$work/out" || true
  if [[ $status -ne $2 ]]; then
    echo "FAIL: $1: exit status $status, expected $2"; cat "$work/err"; exit 1
  fi
  if grep -qE "GL error|runtime error|Sanitizer" "$work/err"; then
    echo "FAIL: $1: errors reported"; cat "$work/err"; exit 1
  fi
}

# 1. The storm, then a close.
start_app --screenshot "$work/storm.png"
sleep 0.5
sizes=("1 1" "1 480" "640 1" "2 2" "1 1" "1919 1079" "3000 2000" "1 1" "320 240")
for ((i = 0; i < 200; i++)); do
  if ((i % 4 == 0)); then
    size=${sizes[$((i / 4 % ${#sizes[@]}))]}
  else
    size="$((RANDOM % 1600 + 1)) $((RANDOM % 1000 + 1))"
  fi
  xdotool windowsize "$wid" $size
  ((i % 10)) || sleep 0.05  # let some frames render between bursts
done
for ((i = 0; i < 10; i++)); do
  xdotool windowminimize "$wid" || true  # no window manager: may change nothing
  xdotool windowunmap "$wid"            # hidden, as a minimised window is
  sleep 0.05
  xdotool windowmap "$wid"
  xdotool windowsize "$wid" 1 1
  sleep 0.05
  xdotool windowsize "$wid" 800 600
done
sleep 0.3
kill -0 "$pid" || { echo "FAIL: the app died during the storm"; cat "$work/err"; exit 1; }
"$close_window" "$wid"
finish "resize storm, then close" 0
[[ -s "$work/storm.png" ]] || { echo "FAIL: no screenshot at close"; exit 1; }

# 2. Closed while it starts.
start_app
"$close_window" "$wid"
finish "closed at once" 0

# 3. Destroyed by another client.
start_app
sleep 0.3
xdotool windowclose "$wid"
wait_for_exit "$pid" 60
pid=
echo "destroyed by another client: exit status $status; $(head -1 "$work/err")"
[[ $status -lt 128 ]] || { echo "FAIL: killed by signal $((status - 128))"; cat "$work/err"; exit 1; }
[[ $status -eq 1 ]] || { echo "FAIL: exit status $status, expected 1"; cat "$work/err"; exit 1; }
if ! grep -qE "X Error of failed request|XIO: +fatal IO error" "$work/err"; then
  echo "FAIL: no Xlib message"; cat "$work/err"; exit 1
fi
if grep -qE "runtime error|Sanitizer" "$work/err"; then
  echo "FAIL: sanitizer report"; cat "$work/err"; exit 1
fi
echo "PASS"
