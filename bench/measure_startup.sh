#!/usr/bin/env bash
# Start to first frames of collision-lab against a bare GLFW + ImGui window
# drawing three frames, both under one Xvfb server, with hyperfine; then the
# app's frame time and peak memory. Usage: bench/measure_startup.sh [build dir]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
missing=()
for p in hyperfine xvfb xauth libgl1-mesa-dri time; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [[ ${#missing[@]} -gt 0 ]]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" </dev/null
fi
cmake --build "$build" --target collision-lab bare_window >/dev/null

# One X server for every run, so its start-up is not part of either figure.
xvfb-run -a -s "-screen 0 1920x1080x24" bash -c "
  hyperfine --warmup 3 --runs 20 --export-markdown /tmp/startup.md \
    -n bare-window '$build/bench/bare_window' \
    -n 'collision-lab --frames 3' '$build/collision-lab --frames 3 >/dev/null'
  echo
  $build/collision-lab --frames 600 --no-vsync --stats | grep -E '^(frames|GL objects):'
  /usr/bin/time -f 'peak resident memory: %M KiB' $build/collision-lab --frames 3 >/dev/null
"
