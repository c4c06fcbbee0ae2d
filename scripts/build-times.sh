#!/usr/bin/env bash
# Where a build's time goes, in CPU seconds (user + sys), which other work on
# the machine changes far less than wall time. Configures BUILD_DIR (removed
# first: give it a new name) with every compile and link run through this
# script, which logs its CPU time, builds everything, and prints the
# seconds of the configure, of each target (its compiles, precompiled
# header and link; the fuzz sub-build's targets as fuzz:NAME) and of the
# rest (make or Ninja, archives, the fuzz sub-build's configure, GoogleTest's test
# discovery after each link).
#
#   scripts/build-times.sh BUILD_DIR [CMAKE_ARGS...]
#   scripts/build-times.sh BUILD_DIR -DCMAKE_BUILD_TYPE=Release -DCOLLISION_LAB_FUZZ=ON \
#     -DCOLLISION_LAB_FUZZ_BUILD_DIR=$PWD/BUILD_DIR-fuzz
#
# Internal: scripts/build-times.sh --wrap LOG COMMAND... runs COMMAND and
# appends "user sys output" to LOG.
set -euo pipefail
if [[ ${1:-} == --wrap ]]; then
  log=$2
  shift 2
  out=-
  args=("$@")
  for ((i = 0; i < ${#args[@]} - 1; i++)); do
    [[ ${args[i]} == -o ]] && out=${args[i + 1]}
  done
  [[ $out == /* ]] || out=$PWD/$out
  exec /usr/bin/time -a -o "$log" -f "%U %S $out" "$@"
fi
script=$(realpath "$0")
cd "$(dirname "$0")/.."
build_dir=${1:?usage: scripts/build-times.sh BUILD_DIR [CMAKE_ARGS...]}
shift
rm -rf "$build_dir"
mkdir -p "$build_dir"
build_dir=$(realpath "$build_dir")
log=$build_dir/build-times.log
wrap="$script;--wrap;$log"
cpu() { /usr/bin/time -a -o "$log.total" -f "%U %S $1" "${@:2}"; }
: >"$log"
: >"$log.total"
cpu configure cmake -S . -B "$build_dir" "$@" -DCMAKE_CXX_COMPILER_LAUNCHER="$wrap" \
  -DCMAKE_C_COMPILER_LAUNCHER="$wrap" -DCMAKE_CXX_LINKER_LAUNCHER="$wrap" \
  -DCMAKE_C_LINKER_LAUNCHER="$wrap" >/dev/null
fuzz_dir=$(sed -n 's/^COLLISION_LAB_FUZZ_BUILD_DIR:PATH=//p' "$build_dir/CMakeCache.txt")
[[ -z $fuzz_dir ]] || rm -rf "$fuzz_dir"
cpu build cmake --build "$build_dir" -j"$(nproc)" >/dev/null
python3 - "$log" "$log.total" "${fuzz_dir:-<none>}" <<'PY'
import collections, os, re, sys
log, total, fuzz_dir = sys.argv[1:4]
by_target = collections.Counter()
for line in open(log):
    user, system, out = line.split(" ", 2)
    out = out.strip()
    match = re.search(r"/CMakeFiles/([^/]+)\.dir/", out)
    # A compile's output lies in its target's CMakeFiles/NAME.dir; a link's
    # is the program, or libNAME.so.
    name = match.group(1) if match else re.sub(r"^lib(.*)\.so$", r"\1", os.path.basename(out))
    if out.startswith(fuzz_dir + "/"):
        name = "fuzz:" + name
    by_target[name] += float(user) + float(system)
steps = {}
for line in open(total):
    user, system, step = line.split(" ", 2)
    steps[step.strip()] = float(user) + float(system)
print(f"{'configure':40} {steps['configure']:8.1f}")
for name, seconds in by_target.most_common():
    print(f"{name:40} {seconds:8.1f}")
rest = steps["build"] - sum(by_target.values())
print(f"{'rest of the build':40} {rest:8.1f}")
print(f"{'total (configure + build)':40} {steps['configure'] + steps['build']:8.1f}")
PY
