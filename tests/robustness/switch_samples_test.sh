#!/usr/bin/env bash
# Switches samples COUNT times in a window with real key presses (N, sent by
# xdotool) and checks that memory stays flat and that no GL object leaks: the
# heap in use and resident memory between samples (read by the app at every
# switch, --stats) do not grow after the first 100 switches (resident memory
# by no more than allocator noise), the live GL objects at exit equal those after the
# first frame (beside the model meshes kept once shown, three objects per
# shipped model), and none is left once the app has torn down.
# Usage: switch_samples_test.sh path/to/collision-lab [COUNT [MAX_RSS_GROWTH_KIB]]
set -euo pipefail
app=$1
count=${2:-1000}
source "$(dirname "$0")/../tools/window_test_lib.sh"

# AddressSanitizer's quarantine holds freed memory back (256 MB by default),
# which would read as growth: in this run freed memory is reused at once.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=0"
# The heap in use between samples may grow by at most this much after switch
# 100, compared after the same sample (a leak of 1 KiB a switch reaches 900).
max_heap_growth_kib=256
# Resident memory is a backstop for what bypasses malloc (the GL driver's
# mappings). The app reads it at every switch too, where no sample is alive,
# and compares readings after the same sample: read by the shell at whatever
# moment it got to it, it swung by 9 MiB with the sample that happened to run
# (the crowd and the models hold more). It includes what the allocator keeps
# cached, so its limit is wider (8 MiB), and wider still under
# AddressSanitizer, whose allocator and shadow keep more mapped (the sanitized
# suite passes 32 MiB: see tests/robustness/CMakeLists.txt).
max_rss_growth_kib=${3:-8192}
[[ $max_rss_growth_kib =~ ^[0-9]+$ ]] ||
  { echo "FAIL: MAX_RSS_GROWTH_KIB must be a whole number of KiB, not '$3'"; exit 2; }

"$app" --width 800 --height 600 --frames 100000000 --no-vsync --stats >"$work/out" 2>"$work/err" &
pid=$!
wid=$(xdotool search --sync --onlyvisible --name "Collision Lab" | head -1)
sleep 1
# Without a window manager keyboard focus follows the pointer: keep it over
# the view (not a panel, which would take the keys).
xdotool mousemove --window "$wid" 400 120

started() { grep -c '^-- ' "$work/out" || true; }  # one line per sample started
rss_kib() { awk '/^VmRSS:/ {print $2}' "/proc/$pid/status"; }

# The shell's own readings, every 250 switches, are printed for a reader
# only: each is taken in whichever sample runs then.
target=$(($(started) + count))
first=$(($(started)))
rss_log=""
while true; do
  now=$(started)
  done_so_far=$((now - first))
  [[ $now -lt $target ]] || break
  kill -0 "$pid" 2>/dev/null || { echo "FAIL: the app exited after $done_so_far switches"; cat "$work/err"; exit 1; }
  batch=$((target - now < 25 ? target - now : 25))
  # One key per frame at most is a switch; extra presses in one frame are
  # lost, and the loop sends more until COUNT switches have happened. 20 ms
  # apart: most frames here are shorter (at 40 ms the keys alone took 40 s
  # of the run); a slower one only costs another batch.
  keys=()
  for ((i = 0; i < batch; i++)); do keys+=(n); done
  xdotool key --delay 20 "${keys[@]}"
  sleep 0.1
  if ((done_so_far / 250 != (done_so_far + batch) / 250)); then
    rss_log+=" $done_so_far:$(rss_kib)"
  fi
done
# No reading after the loop: the last sample would have run longer than any
# sample did between switches (the moving balls' trails grow), which is
# not growth across switches.
sleep 0.5
xdotool mousemove --window "$wid" 400 120 key Escape
wait_for_exit "$pid" 60
pid=

switches=$(($(started) - first))
echo "switches: $switches; VmRSS along the way (switches:KiB):$rss_log"
grep "^GL objects:" "$work/out" || true
grep -E "^(heap in use|resident memory) between samples:" "$work/out" || true
[[ $status -eq 0 ]] || { echo "FAIL: exit status $status"; cat "$work/err"; exit 1; }
if grep -qE "GL error|runtime error|Sanitizer" "$work/err"; then
  echo "FAIL: errors reported"; cat "$work/err"; exit 1
fi
[[ $switches -ge $count ]] || { echo "FAIL: only $switches switches"; exit 1; }
check_growth() {  # what ("heap in use", "resident memory"), limit in KiB
  local switches_read growth
  read -r switches_read growth < <(sed -nE \
    "s/^$1 between samples: ([0-9]+) switch(es)?; .* at most \\+([0-9]+) KiB.*\$/\\1 \\3/p" \
    "$work/out")
  [[ -n "${growth:-}" ]] || { echo "FAIL: no reading of the $1 between samples (--stats)"; exit 1; }
  [[ $switches_read -ge $count ]] ||
    { echo "FAIL: the $1 was read at $switches_read switches, not at each of $count"; exit 1; }
  [[ $growth -le $2 ]] ||
    { echo "FAIL: the $1 between samples grew by $growth KiB (at most $2)"; exit 1; }
}
check_growth "heap in use" "$max_heap_growth_kib"
check_growth "resident memory" "$max_rss_growth_kib"
read -r first_frame at_exit left < <(sed -nE \
  's/^GL objects: ([0-9]+) after the first frame, ([0-9]+) at exit, ([0-9]+) left after teardown$/\1 \2 \3/p' \
  "$work/out")
[[ -n "${left:-}" ]] || { echo "FAIL: no GL object counts (--stats)"; exit 1; }
# The model kind keeps each model file's mesh on the GPU once shown (a
# vertex array, a vertex buffer and an index buffer), as it keeps the file's
# mesh in memory: at most three objects per shipped model, however many
# switches. Anything more grows with the switches: a leak.
models=$(find "$(dirname "$0")/../../assets/models" -name '*.obj' | wc -l)
max_at_exit=$((first_frame + 3 * models))
((at_exit >= first_frame && at_exit <= max_at_exit)) ||
  { echo "FAIL: $first_frame GL objects after the first frame, $at_exit at exit" \
    "(at most $max_at_exit: three per shipped model's mesh)"; exit 1; }
[[ $left -eq 0 ]] || { echo "FAIL: $left GL objects left after teardown"; exit 1; }
echo "PASS"
