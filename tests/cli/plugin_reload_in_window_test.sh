#!/usr/bin/env bash
# A plugin in the window (docs/plugins.md), in one app run: the buggy
# build's disagreement with ours is logged; "Colour by" its answers shows its
# bug in blue where ours is red; a rebuild that is broken is refused and the
# last good one keeps running; the fixed build is reloaded and the
# disagreement goes away.
#   plugin_reload_in_window_test.sh COLLISION_LAB BUGGY.so FIXED.so PNG_COLOUR_COUNT
set -euo pipefail
app=$1
buggy=$2
fixed=$3
count=$4
source "$(dirname "$0")/../tools/window_test_lib.sh"
export XDG_PICTURES_DIR="$work/pictures"
mkdir -p "$XDG_PICTURES_DIR"

plugin="$work/libmine.so"
cp "$buggy" "$plugin"
"$app" --sample sphere-sphere --plugin "$plugin" --width 1280 --height 800 --frames 100000 \
  >"$work/out" 2>"$work/err" &
pid=$!

# Waits up to 10 s for a line containing $2 in file $1.
wait_for_line() {
  local waited=0
  until grep -qF -- "$2" "$1"; do
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

# F12 as a user presses it, pointer in the view; prints the file it wrote.
screenshot() {
  local before
  before=$(grep -c "screenshot saved to" "$work/out" || true)
  xdotool mousemove --window "$wid" 600 300
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
# "red N blue M" as two numbers.
colours() { "$count" "$1" | awk '{print $2, $4}'; }

# Colour by the plugin: sphere 2 touches sphere 0 only, which the buggy `<`
# calls apart, so it turns from red to blue, in the view and its swatch.
wid=$(xdotool search --sync --onlyvisible --name "Collision Lab" | head -1)
read -r red_ours blue_ours < <(colours "$(screenshot)")
xdotool mousemove --window "$wid" 1062 95 click 1  # "Colour by: ( ) strict"
sleep 0.5
read -r red_theirs blue_theirs < <(colours "$(screenshot)")
echo "colour by ours: red $red_ours blue $blue_ours; by strict: red $red_theirs blue $blue_theirs"
((red_theirs < red_ours - 300 && blue_theirs > blue_ours + 300)) ||
  { echo "FAIL: colouring by the plugin did not turn sphere 2 blue"; exit 1; }

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
wait_for_line "$work/out" "algorithms agree again on 0 and 2: squared-distance touching, plugin:strict apart"
kill -0 "$pid" || { echo "FAIL: the app died on the reload"; exit 1; }
kill "$pid"
wait "$pid" 2>/dev/null || true
pid=
echo PASS
