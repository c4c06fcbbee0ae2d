#!/usr/bin/env bash
# A plugin in the window (docs/plugins.md), in one app run: the buggy
# build's disagreement with ours is logged; "Colour by" its answers shows its
# bug in blue where ours is red; the Your code section's Hunt button
# ("Hunting in the window") finds the bug, writes the case where saved test
# cases go and, once the colour change is discarded, opens it in the
# playground, where the log marks the disagreement; a rebuild that is broken
# is refused and the last good one keeps running; the fixed build is
# reloaded, the disagreement goes away, and Hunt finds nothing. A hunt of a
# hundred million cases is cancelled by Cancel, another by a restart of the
# sample, and quitting during a third ends the app at once.
#   plugin_reload_in_window_test.sh COLLISION_LAB BUGGY.so FIXED.so PNG_COLOUR_COUNT
set -euo pipefail
app=$1
buggy=$2
fixed=$3
count=$4
source "$(dirname "$0")/../../tools/window_test_lib.sh"
export XDG_PICTURES_DIR="$work/pictures"
mkdir -p "$XDG_PICTURES_DIR"

plugin="$work/libmine.so"
cp "$buggy" "$plugin"
# Where saved test cases, and so the hunt's cases, go (save_path.h).
export XDG_DATA_HOME="$work/data"
found="$XDG_DATA_HOME/collision-lab/scenes/sphere-sphere-intersects-squared-distance-vs-strict-plugin-strict.json"
# 300 cases per pair: the buggy `<` is found in far fewer, and the hunt
# takes a fraction of a second.
"$app" --sample sphere-sphere --plugin "$plugin" --cases 300 --width 1280 --height 800 \
  --frames 100000 >"$work/out" 2>"$work/err" &
pid=$!

# Waits up to 10 s for $3 (default 1) lines containing $2 in file $1.
wait_for_line() {
  local waited=0
  until (($(grep -cF -- "$2" "$1") >= ${3:-1})); do
    if ((waited >= 100)) || ! kill -0 "$pid" 2>/dev/null; then
      echo "FAIL: no line with \"$2\" in $1"
      cat "$work/out" "$work/err"
      exit 1
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
}

# A rebuild as a linker does it: a new file put in the old one's place.
replace_plugin() {
  cp "$1" "$work/next.so"
  mv "$work/next.so" "$plugin"
}

# Spheres 0 and 2 of the book's table touch: the buggy `<` says apart.
disagreement="algorithms disagree on 0 and 2: squared-distance touching, plugin:strict apart"
wait_for_line "$work/err" "$disagreement"

# F12 with the pointer in the view; prints the file it wrote.
screenshot() { take_screenshot 600 300; }
# "red N blue M" as two numbers.
colours() { "$count" "$1" | awk '{print $2, $4}'; }

# Colour by the plugin: sphere 2 touches sphere 0 only, which the buggy `<`
# calls apart, so it turns from red to blue, in the view and its swatch.
wid=$(xdotool search --sync --onlyvisible --name "Collision Lab" | head -1)
read -r red_ours blue_ours < <(colours "$(screenshot)")
# "Colour by: ( ) strict", below the status line and your code's count
xdotool mousemove --window "$wid" 1062 112 click 1
sleep 0.5
read -r red_theirs blue_theirs < <(colours "$(screenshot)")
echo "colour by ours: red $red_ours blue $blue_ours; by strict: red $red_theirs blue $blue_theirs"
((red_theirs < red_ours - 300 && blue_theirs > blue_ours + 300)) ||
  { echo "FAIL: colouring by the plugin did not turn sphere 2 blue"; exit 1; }
# An edit, so that the hunt's case has edits to ask about: "Add sphere".
xdotool mousemove --window "$wid" 993 72 click 1
sleep 0.3

# The Hunt button in the Your code section, which a plugin puts at the top
# of the browser: first in the section, above the plugins' status (whose
# lines come and go), the Hunt button (and, while a hunt runs, its Cancel)
# is at (26, 82) in a 1280x800 window, the cases field beside it.
press_hunt() {
  xdotool mousemove --window "$wid" 26 82 click 1
  sleep 0.1
  xdotool mousemove --window "$wid" 600 300
}
line="sphere-sphere intersects: squared-distance (collision-lab) vs plugin:strict (strict): 300 cases"
press_hunt
wait_for_line "$work/err" "hunt: $line, "
grep -qF "disagreements; wrote $found" "$work/err" || { echo "FAIL: no case written"; cat "$work/err"; exit 1; }
wait_for_line "$work/out" "hunt: opening $found"
# Adding a sphere was an edit (colouring by the plugin is a view, not an
# edit): the app asks before opening the case.
wait_for_line "$work/out" "unsaved edits: asking before opening"
xdotool mousemove --window "$wid" 600 300
sleep 0.1
xdotool key --window "$wid" d
wait_for_line "$work/out" "-- Playground (playground) from $found --"
# The case as written: two spheres that touch, our answer expected.
grep -qF '"sample": "playground"' "$found" || { echo "FAIL: not a playground scene"; cat "$found"; exit 1; }
grep -qF '{"a": "a", "b": "b", "intersects": true}' "$found" || { echo "FAIL: not our answer"; cat "$found"; exit 1; }
disagreement="algorithms disagree on a and b: squared-distance touching, plugin:strict apart"
wait_for_line "$work/err" "$disagreement"

echo "not a shared library" >"$work/broken.so"
replace_plugin "$work/broken.so"
wait_for_line "$work/err" "libmine.so changed, but the new build did not load: not a shared library (no ELF header); the last good one keeps running"
kill -0 "$pid" || { echo "FAIL: the app died on a broken build"; exit 1; }
if grep -qF "agree again" "$work/out"; then
  echo "FAIL: the broken build changed the answers"
  exit 1
fi

replace_plugin "$fixed"
wait_for_line "$work/out" "reloaded libmine.so: 1 function"
wait_for_line "$work/out" "algorithms agree again on a and b: squared-distance touching, plugin:strict touching"
kill -0 "$pid" || { echo "FAIL: the app died on the reload"; exit 1; }
# The hunt loads the plugin file as it is now: the fixed build.
press_hunt
wait_for_line "$work/out" "hunt: $line, 0 disagreements"
wait_for_line "$work/out" "hunt: done: no case written"

# A hundred million cases (hours) do not hold the window: Cancel stops
# them, and quitting while such a hunt runs ends the app at once.
# A click in the field selects its number (ImGui's InputInt), typing
# replaces it.
xdotool mousemove --window "$wid" 90 82 click 1
sleep 0.2
xdotool type --window "$wid" --delay 30 "100000000"
sleep 0.1
press_hunt
wait_for_line "$work/out" "hunt: sphere-sphere, 100000000 cases per pair of algorithms"
press_hunt
wait_for_line "$work/out" "hunt: cancelled: "
# R restarts the sample (the case's scene again): that cancels a hunt too.
press_hunt
wait_for_line "$work/out" "hunt: sphere-sphere, 100000000 cases per pair of algorithms" 2
xdotool mousemove --window "$wid" 300 600 click 1
sleep 0.1
xdotool key --window "$wid" r
wait_for_line "$work/out" "hunt: cancelled, the sample changed"
wait_for_line "$work/out" "hunt: cancelled: " 2
press_hunt
wait_for_line "$work/out" "hunt: sphere-sphere, 100000000 cases per pair of algorithms" 3
xdotool mousemove --window "$wid" 300 600 click 1
sleep 0.1
xdotool key --window "$wid" Escape
wait_for_exit "$pid" 5
pid=
[[ $status -eq 0 ]] || { echo "FAIL: quitting during a hunt: exit status $status"; cat "$work/err"; exit 1; }
echo PASS
