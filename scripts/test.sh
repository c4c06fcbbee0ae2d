#!/usr/bin/env bash
# Installs what is missing, builds everything (Release, warnings as errors)
# into build/ and runs the whole suite with ctest. Without a display, the
# suite runs under a virtual one (xvfb-run) so window tests can open windows.
#
#   scripts/test.sh              the normal suite, in build/
#   scripts/test.sh --sanitize   the same suite built with AddressSanitizer
#                                and UndefinedBehaviorSanitizer in
#                                build-sanitize/: any report fails the run
#
# Both include the robustness tests: every sample for its share of 3000
# frames in a window, --check on every scene, long runs, window abuse. The
# sanitized suite also builds the fuzz target with clang in build-fuzz/ and
# fuzzes it (ctest label fuzz): that second build of every library belongs
# where the sanitizers are, so .ci/run, which runs both, fuzzes once. See
# docs/robustness.md.
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
  "")
    build_dir=build
    config=(-DCMAKE_BUILD_TYPE=Release -DCOLLISION_LAB_FUZZ=OFF)
    ;;
  --sanitize)
    build_dir=build-sanitize
    # -g1: line tables only, which is all a report's stack needs (file:line);
    # full debug info made each file about a quarter slower to compile.
    # -Og: GCC compiles a library's batch in well under half the CPU time of
    # -O1 with the sanitizers on (collide_convex's: 97 -> 40 s), and the
    # sanitized tests ran as fast or faster (their checks cost more than
    # the optimisations missed): docs/robustness.md, "Where the time goes".
    config=(-DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-Og -g1 -DNDEBUG"
      -DCOLLISION_LAB_SANITIZE=ON -DCOLLISION_LAB_BENCH=OFF
      -DCOLLISION_LAB_FUZZ=ON -DCOLLISION_LAB_FUZZ_BUILD_DIR="$PWD/build-fuzz")
    # Stop at the first report and find leaks too. intercept_tls_get_addr=0:
    # GCC 12's LeakSanitizer misreads glibc 2.36's dynamic TLS and crashes
    # scanning it ("Tracer caught signal 11", google/sanitizers#1322); static
    # TLS, stacks, globals and the heap are still scanned. Leaks inside the
    # GL driver and the X libraries may be suppressed, by library only, in
    # one documented file (docs/robustness.md).
    # exitcode=86: a report never passes for the app's own status 1 or 2,
    # which some tests expect.
    export ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:check_initialization_order=1:strict_init_order=1:intercept_tls_get_addr=0:exitcode=86
    export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:exitcode=86
    export LSAN_OPTIONS=suppressions=$PWD/tests/robustness/lsan.supp:print_suppressions=0:exitcode=86
    ;;
  *)
    echo "Usage: scripts/test.sh [--sanitize]" >&2
    exit 2
    ;;
esac

scripts/install-deps.sh test
# Ninja for a new build directory (one made before keeps its generator):
# it compiles a target's files while the libraries it links are still being
# built, where Make waits for each library first.
export CMAKE_GENERATOR=${CMAKE_GENERATOR:-Ninja}
cmake -S . -B "$build_dir" "${config[@]}" -DCOLLISION_LAB_WERROR=ON
cmake --build "$build_dir" -j"$(nproc)"

ctest_args=(--test-dir "$build_dir" --output-on-failure -j"$(nproc)" --timeout 600)
if [[ -n "${DISPLAY:-}" ]]; then
  ctest "${ctest_args[@]}"
else
  # xvfb-run's default screen is 640x480 at 8 bits: too small and too few
  # colours for the window tests' pixel checks.
  xvfb-run -a -s "-screen 0 1920x1080x24" ctest "${ctest_args[@]}"
fi
