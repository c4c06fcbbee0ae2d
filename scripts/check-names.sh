#!/usr/bin/env bash
# Checks every C++ source file against the naming rule in .clang-tidy
# (docs/architecture.md, "Naming") with clang-tidy's
# readability-identifier-naming. Any violation fails.
#
#   scripts/check-names.sh BUILD_DIR    BUILD_DIR holds compile_commands.json
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${1:?usage: scripts/check-names.sh BUILD_DIR [--record]}
record=${2:-}
if [[ -n $record && $record != --record ]]; then
  echo "Error: unknown option $record (usage: scripts/check-names.sh BUILD_DIR [--record])" >&2
  exit 2
fi
build_dir=$(realpath "$build_dir")
record_file=$PWD/scripts/check-names-passed.txt
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
#
# A file passes once per content: clang-tidy spends seconds on each (its
# matchers walk every declaration of the standard library, GoogleTest and
# GLM), so a pass is remembered under a key: a hash of the file, every
# project header it includes (from the compiler's dependency file), its
# compile command, .clang-tidy and clang-tidy's version, with the checkout's
# and the build directory's paths taken out, so a key means the same in any
# clone. Passes are remembered in BUILD_DIR/check-names-passed/ and, for a
# fresh clone, in scripts/check-names-passed.txt, which `--record` rewrites
# with the keys of every file as it is (run it after a passing check, and
# commit the file). A file whose key is in neither is checked: a stale or
# missing record only makes the check slower, never lets a name through.
#
#   scripts/check-names.sh BUILD_DIR --record   check, then rewrite the record
commands_dir=$(mktemp -d)
trap 'rm -rf "$commands_dir"' EXIT
passed_dir="$build_dir/check-names-passed"
mkdir -p "$passed_dir"
# Only the version number: the rest of --version names the build and the
# machine's CPU ("Host CPU: skylake"), which differ between machines that
# run the same clang-tidy.
tidy_version=$("$tidy" --version | grep -o -m1 'version [0-9][0-9.]*')
mapfile -t keyed < <(python3 - "$build_dir/compile_commands.json" "$commands_dir/compile_commands.json" \
  "$PWD" "$build_dir" "$tidy_version" "${files[@]}" <<'PY'
import hashlib, json, os, re, subprocess, sys
source, target, root, build, version = sys.argv[1:6]
files = sys.argv[6:]
root = os.path.realpath(root)
build = os.path.realpath(build)

def portable(text):
    """TEXT with this checkout's and build directory's paths as placeholders."""
    return text.replace(build, "<build>").replace(root, "<root>")

def portable_command(command):
    """COMMAND's options, without the compiler's path before them (c++ or
    g++, a launcher such as ccache) and with portable paths."""
    words = command.split(" ")
    first_option = next((i for i, word in enumerate(words) if word.startswith("-")), 0)
    return portable(" ".join(words[first_option:]))

def per_source(entry):
    """ENTRY, or for a unity build's batch (Unity/unity_N_cxx.cxx, which
    includes each of its sources) one entry per source: the batch's command
    on that file alone, keeping the batch's object, whose dependency file
    names every header the batch read (a key that changes more often than
    the file's own headers would, never less often)."""
    batch = entry["file"]
    if not re.search(r"/Unity/unity_\d+_cxx\.cxx$", batch):
        return [entry]
    sources = re.findall(r'^#include "([^"]+)"', open(batch).read(), re.M)
    return [dict(entry, file=path, command=entry["command"].replace(batch, path))
            for path in sources]

commands = []
by_file = {}
for entry in json.load(open(source)):
    entry["command"] = re.sub(r" -Winvalid-pch| -include \S*cmake_pch\.hxx", "", entry["command"])
    for one in per_source(entry):
        commands.append(one)
        by_file[os.path.realpath(one["file"])] = one
json.dump(commands, open(target, "w"))

ninja_deps = None

def ninja_dependencies(obj):
    """What Ninja recorded that OBJ's compile read (it keeps the compiler's
    dependency files in .ninja_deps, not beside the objects), or None."""
    global ninja_deps
    if ninja_deps is None:
        ninja_deps = {}
        if os.path.exists(os.path.join(build, "build.ninja")):
            listing = subprocess.run(["ninja", "-C", build, "-t", "deps"], capture_output=True,
                                     text=True, check=False).stdout
            output = None
            for line in listing.splitlines():
                if line and not line[0].isspace():
                    output = line.split(":", 1)[0]
                    ninja_deps[output] = []
                elif line.strip() and output is not None:
                    ninja_deps[output].append(line.strip())
    return ninja_deps.get(obj)

def project_headers(entry):
    """The files under the project root the compiler read, or None without a
    record of them (a depfile beside the object, or Ninja's)."""
    match = re.search(r" -o (\S+)", entry["command"])
    if not match:
        return None
    depfile = os.path.join(entry["directory"], match.group(1) + ".d")
    try:
        text = open(depfile).read()
        paths = text.replace("\\\n", " ").split(":", 1)[-1].split()
    except OSError:
        paths = ninja_dependencies(match.group(1))
        if paths is None:
            return None
    # Relative to where the compiler ran: a depfile written through ccache
    # (its base_dir) names headers relative, one written without it absolute.
    resolved = {os.path.realpath(os.path.join(entry["directory"], p)) for p in paths}
    # Not what the build generated (the precompiled header's cmake_pch.hxx,
    # which clang-tidy does not read): it lies under the checkout only when
    # the build directory does, and a key must not depend on where that is.
    return sorted(p for p in resolved
                  if p.startswith(root + os.sep) and not p.startswith(build + os.sep))

def read(path):
    with open(path, "rb") as f:
        return f.read()

rules = read(os.path.join(root, ".clang-tidy"))
for name in files:
    path = os.path.realpath(name)
    entry = by_file.get(path)
    deps = project_headers(entry) if entry else None
    key = "-"
    if deps is not None:
        digest = hashlib.sha256(version.encode() + rules + portable_command(entry["command"]).encode())
        try:
            for dep in sorted(set(deps) | {path}, key=portable):
                digest.update(portable(dep).encode() + b"\0" + read(dep) + b"\0")
            key = digest.hexdigest()
        except OSError:  # a header gone since the build: check the file
            key = "-"
    print(name + " " + key)
PY
)
[[ ${#keyed[@]} -eq ${#files[@]} ]] || { echo "Error: keyed ${#keyed[@]} of ${#files[@]} files" >&2; exit 2; }
declare -A recorded=()
if [[ -r $record_file ]]; then
  while read -r key _; do
    [[ $key =~ ^[0-9a-f]{64}$ ]] && recorded[$key]=1
  done <"$record_file"
fi
work=()
for line in "${keyed[@]}"; do
  key=${line##* }
  if [[ $key == - || ! ( -e $passed_dir/$key || -n ${recorded[$key]:-} ) ]]; then
    work+=("$line")
  fi
done
echo "check-names: ${#files[@]} files, $((${#files[@]} - ${#work[@]})) passed before as they are," \
  "${#work[@]} to check"
if [[ ${#work[@]} -gt 0 ]]; then
  printf '%s\n' "${work[@]}" | cut -d' ' -f1 \
    | xargs -P "$(nproc)" -n 4 "$tidy" -p "$commands_dir" --quiet \
      --extra-arg=-Wno-unknown-warning-option 2>/dev/null
  for line in "${work[@]}"; do
    key=${line##* }
    [[ $key == - ]] || : >"$passed_dir/$key"
  done
fi
echo "check-names: no violations"
if [[ -n $record ]]; then
  {
    echo "# Keys of files that passed scripts/check-names.sh (see its header):"
    echo "# rewritten by scripts/check-names.sh BUILD_DIR --record"
    for line in "${keyed[@]}"; do
      [[ ${line##* } == - ]] || echo "${line##* } ${line% *}"
    done
  } >"$record_file.tmp"
  mv "$record_file.tmp" "$record_file"
  echo "check-names: recorded ${#keyed[@]} files in scripts/check-names-passed.txt"
fi
