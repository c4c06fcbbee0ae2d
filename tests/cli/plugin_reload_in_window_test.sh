#!/usr/bin/env bash
# A plugin rebuilt while the window runs (docs/plugins.md, "Reloading on
# rebuild"), in one app run: the buggy build's disagreement with ours is
# logged; a broken build is refused and the last good one keeps running; the
# fixed build is reloaded and the disagreement goes away.
#   plugin_reload_in_window_test.sh COLLISION_LAB BUGGY.so FIXED.so
set -euo pipefail
app=$1
buggy=$2
fixed=$3
source "$(dirname "$0")/../tools/window_test_lib.sh"

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
