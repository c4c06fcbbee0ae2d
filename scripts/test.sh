#!/usr/bin/env bash
# Installs what is missing, builds everything (Release, warnings as errors)
# into build/ and runs the whole suite with ctest. Without a display, the
# suite runs under a virtual one (xvfb-run) so window tests can open windows.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh test
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DCOLLISION_LAB_WERROR=ON
cmake --build build -j"$(nproc)"

ctest_args=(--test-dir build --output-on-failure -j"$(nproc)" --timeout 600)
if [[ -n "${DISPLAY:-}" ]]; then
  ctest "${ctest_args[@]}"
else
  # xvfb-run's default screen is 640x480 at 8 bits: too small and too few
  # colours for the window tests' pixel checks.
  xvfb-run -a -s "-screen 0 1920x1080x24" ctest "${ctest_args[@]}"
fi
