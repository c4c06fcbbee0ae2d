#!/usr/bin/env bash
# The sample panel is widened by dragging its splitter, and keeps the width:
# a drag of the handle left of the panel, 200 pixels to the left, makes the
# panel 200 pixels wider at once, in settings.json at exit and in the next
# run's layout (--stats).
# Usage: splitter_in_window_test.sh path/to/collision-lab
set -euo pipefail
app=$1
# A display, $work (removed at exit), settings of its own, and the app
# ($pid) killed at exit if still running.
source "$(dirname "$0")/../../tools/window_test_lib.sh"
fail() { echo "FAIL: $*"; cat "$work/err" 2>/dev/null; exit 1; }

# 1280x800: the sample panel is 384 wide from x 896 (30%), below the menu.
"$app" --sample sphere-sphere --width 1280 --height 800 --frames 100000 >"$work/out" 2>"$work/err" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "Collision Lab" | head -1)
sleep 1
xdotool mousemove --window "$wid" 893 400   # over the handle first: ImGui takes a
sleep 0.3                                   # press only on what it saw hovered
xdotool mousedown 1
sleep 0.1
for x in 850 800 750 693; do  # a drag in steps, as a hand makes it
  xdotool mousemove --window "$wid" "$x" 400
  sleep 0.05
done
sleep 0.2
xdotool mouseup 1
xdotool mousemove --window "$wid" 400 300   # into the view: the key is the app's
sleep 0.2
xdotool key Escape                           # nothing edited: quits at once
wait_for_exit "$pid" 30
pid=
[[ $status -eq 0 ]] || fail "exit status $status"
settings="$XDG_CONFIG_HOME/collision-lab/settings.json"
width=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["sample_panel_width"])' \
  "$settings") || fail "no sample_panel_width in $settings"
python3 -c 'import sys; w = float(sys.argv[1]); sys.exit(0 if 580 <= w <= 590 else 1)' "$width" \
  || fail "the panel was dragged from 384 to about 584 wide, settings say $width"

# The next start lays the panel out at that width: 1280 - 584 = 696 or so.
"$app" --sample sphere-sphere --width 1280 --height 800 --frames 3 --stats >"$work/out" 2>"$work/err" \
  || fail "second run's exit status $?"
layout=$(grep -E '^layout ' "$work/out") || fail "no layout line"
[[ $layout =~ sample\ ([0-9]+)\ [0-9]+\ ([0-9]+) ]] || fail "no sample rectangle in: $layout"
x=${BASH_REMATCH[1]} w=${BASH_REMATCH[2]}
((x >= 690 && x <= 700 && x + w == 1280)) || fail "the next run's sample panel: x $x, width $w"
echo "PASS: dragged to $width wide; the next run's panel from x $x, $w wide"
