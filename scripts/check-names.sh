#!/usr/bin/env bash
# Checks every C++ source file against the naming rule in .clang-tidy
# (docs/architecture.md, "Naming") with clang-tidy's
# readability-identifier-naming. Any violation fails.
#
#   scripts/check-names.sh BUILD_DIR    BUILD_DIR holds compile_commands.json
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${1:?usage: scripts/check-names.sh BUILD_DIR}
[[ -f "$build_dir/compile_commands.json" ]] || {
  echo "Error: $build_dir/compile_commands.json not found: configure with CMake first" >&2
  exit 2
}
tidy=$(command -v clang-tidy-14 || command -v clang-tidy) || {
  echo "Error: clang-tidy not found (scripts/install-deps.sh test installs it)" >&2
  exit 2
}
# The files the build compiles (headers are checked through them), less the
# fuzz target, which only the clang sub-build compiles.
mapfile -t files < <(git ls-files --cached --others --exclude-standard 'src/*.cpp' 'samples/*.cpp' 'tests/*.cpp' 'bench/*.cpp' \
  | grep -v -e '^tests/robustness/fuzz/' -e '^src/sanitize/' | sort -u)
[[ ${#files[@]} -gt 0 ]] || { echo "Error: no source files found" >&2; exit 2; }
# GCC's precompiled headers mean nothing to clang-tidy: it reads the
# compile commands without them (each file includes what it uses anyway),
# and ignores GCC-only warning options (-Wno-restrict, in tests).
commands_dir=$(mktemp -d)
trap 'rm -rf "$commands_dir"' EXIT
python3 - "$build_dir/compile_commands.json" "$commands_dir/compile_commands.json" <<'PY'
import json, re, sys
commands = json.load(open(sys.argv[1]))
for entry in commands:
    entry["command"] = re.sub(r" -Winvalid-pch| -include \S*cmake_pch\.hxx", "", entry["command"])
json.dump(commands, open(sys.argv[2], "w"))
PY
echo "check-names: ${#files[@]} files"
printf '%s\n' "${files[@]}" \
  | xargs -P "$(nproc)" -n 4 "$tidy" -p "$commands_dir" --quiet \
    --extra-arg=-Wno-unknown-warning-option 2>/dev/null
echo "check-names: no violations"
