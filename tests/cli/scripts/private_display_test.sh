#!/usr/bin/env bash
# The window tests that send real input each get an X server of their own
# (tests/tools/window_test_lib.sh): DISPLAY is not the one they were started
# with, the server answers at 1920x1080, the app's window opens there, and
# the server is gone once the test ends.
# Usage: private_display_test.sh path/to/collision-lab
set -euo pipefail
app=$1
outer=${DISPLAY:-}
probe=$(mktemp)
trap 'rm -f "$probe"' EXIT

# A test's life, in a subshell: the library's exit trap runs when it ends.
(
  source "$(dirname "$0")/../../tools/window_test_lib.sh"
  [[ $DISPLAY != "$outer" ]] || { echo "FAIL: DISPLAY is still the outer $outer"; exit 1; }
  geometry=$(xdotool getdisplaygeometry)
  [[ $geometry == "1920 1080" ]] || { echo "FAIL: the display is $geometry, not 1920 1080"; exit 1; }
  "$app" --sample sphere-sphere --frames 100000000 --no-vsync >"$work/out" 2>&1 &
  pid=$!
  xdotool search --sync --onlyvisible --name "Collision Lab" >/dev/null
  echo "$DISPLAY $xvfb_pid" >"$probe"
)
read -r display xvfb_pid <"$probe"
for ((waited = 0; waited < 50; waited++)); do
  kill -0 "$xvfb_pid" 2>/dev/null || break
  sleep 0.1
done
if kill -0 "$xvfb_pid" 2>/dev/null; then
  echo "FAIL: the X server of $display (pid $xvfb_pid) outlived the test"
  exit 1
fi
echo "PASS: $display was the test's own and is gone"
