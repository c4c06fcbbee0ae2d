#!/usr/bin/env bash
# A playground case born in the window: the playground opens with one shape
# of each kind; "Clear" empties it, then "Add shape..." adds a sphere, a ray and a plane from its menu (real clicks),
# Ctrl+S then Enter saves what is on screen, and the saved file passes
# --check with the four expectations the layout gives, worked out by hand:
#   sphere 0 at (2, 0, 0), r 1; ray 1 from (5, 2, 0) down (0, -1, 0);
#   plane 2 with normal (0, 1, 0), d 0 (where NewShape puts each, at x = 0,
#   then to the right of what is there).
#   - sphere and plane: the plane passes through the centre: intersects;
#   - ray and sphere: the ray runs at x = 5, 3 from the centre: a miss;
#   - ray and plane, one-sided and two-sided: the ray starts 2 above the
#     plane's front and heads straight at it: a hit at t = 2 for both.
# Usage: playground_in_window_test.sh path/to/collision-lab
set -euo pipefail
app=$1
# A display, $work (removed at exit), settings of its own, and the app
# ($pid) killed at exit if still running.
source "$(dirname "$0")/../../tools/window_test_lib.sh"

XDG_DATA_HOME="$work/data" "$app" --sample playground --width 1280 --height 800 --frames 100000 \
  >"$work/out" 2>"$work/err" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "Collision Lab" | head -1)
sleep 1
# In the 1280x800 window the panel's Reset, Clear and "Add shape..." buttons
# are at y 73, below the menu bar: Clear at x 975, "Add shape..." at 1052;
# its menu opens below the cursor with one row per kind: sphere at y 105,
# plane at 173, ray at 190.
xdotool mousemove --window "$wid" 975 73 click 1
sleep 0.4
grep -qF "cleared 7 shapes and 14 expectations" "$work/out" || { echo "FAIL: Clear"; cat "$work/out"; exit 1; }
add() {
  xdotool mousemove --window "$wid" 1052 73 click 1
  sleep 0.4
  xdotool mousemove --window "$wid" "$1" "$2" click 1
  sleep 0.4
}
add 1082 105   # sphere
add 1072 190   # ray
add 1078 173   # plane
save_test_case_and_quit
for line in "added sphere 0" "added ray 1" "added plane 2"; do
  grep -qF "$line (no expectations yet)" "$work/out" || { echo "FAIL: '$line' not logged"; exit 1; }
done
saved=$(find "$work/data/collision-lab/scenes" -name 'playground-*.json' 2>/dev/null)
[[ $(printf '%s\n' "$saved" | grep -c .) -eq 1 ]] || { echo "FAIL: expected one saved scene: $saved"; exit 1; }
"$app" --check --scene "$saved" >"$work/check" 2>&1 || { cat "$work/check"; echo "FAIL: --check"; exit 1; }
cat "$work/check"
grep -qF ": 4/4 expectations hold" "$work/check" || { echo "FAIL: not the 4 expectations"; exit 1; }
# What each was saved as (scene-format.md), in the saved file's own words.
python3 - "$saved" <<'PY'
import json, sys
scene = json.load(open(sys.argv[1]))
expect = scene["expect"]
print(json.dumps(expect))
assert len(expect) == 4, expect
def find(x, y, algorithm=None):
    found = [e for e in expect if {e["a"], e["b"]} == {x, y} and e.get("algorithm") == algorithm]
    assert len(found) == 1, (x, y, algorithm, expect)
    return found[0]
assert find("0", "2")["intersects"] is True
assert find("1", "0")["hit"] is False
for algorithm in (None, "two-sided"):  # the one-sided cast is the default
    e = find("1", "2", algorithm)
    assert e["hit"] is True and abs(e["t"] - 2.0) < 1e-12, e
PY
echo "PASS"
