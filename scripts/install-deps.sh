#!/usr/bin/env bash
# Installs the Debian packages Collision Lab needs, only those missing, so a
# second run does nothing. Usage: scripts/install-deps.sh [run|test]
set -euo pipefail

# Qhull (reentrant): convex hulls of point clouds. Bullet and FCL: the peers' plugins (plugins/) that scripts/run.sh builds.
build_packages=(cmake make ninja-build g++ pkg-config libglfw3-dev libglm-dev libimgui-dev python3-glad
  libstb-dev nlohmann-json3-dev libgtest-dev libbenchmark-dev libtinyobjloader-dev libbullet-dev
  libfcl-dev libqhull-dev)
# Window tests run under a virtual X server with Mesa's software GL; xdotool
# sends them real input (libx11-dev: a helper that closes a window as a window
# manager would). The fuzz target needs clang and its libFuzzer runtime;
# clang-tidy checks the naming rule (scripts/check-names.sh). Bullet and FCL
# (above) are the peers: build/bench/peer_bench times them against our broad
# phases and SAT, and collide_tests uses FCL's box-box test as an oracle;
# Embree is the peer for model ray casts and BVH builds. All are optional:
# without them peer_bench says so and the oracle test is left out.
test_packages=(python3 xvfb xauth libgl1-mesa-dri xdotool libx11-dev clang libclang-rt-14-dev clang-tidy
  libembree-dev)

packages=("${build_packages[@]}")
if [[ "${1:-run}" == "test" ]]; then
  packages+=("${test_packages[@]}")
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

sudo=()
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "Error: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  sudo=(sudo)
fi
echo "Installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null
