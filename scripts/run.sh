#!/usr/bin/env bash
# Installs what is missing, builds (Release) into build/ the app and the FCL
# and Bullet plugins (build/plugins/, `--plugin build/plugins/libcl_fcl.so`),
# and starts the app.
# Extra arguments go to the app: ./scripts/run.sh --sample sphere-sphere
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh run
# Ninja for a new build directory (one made before keeps its generator):
# it compiles a target's files while the libraries it links are still being
# built, where Make waits for each library first.
export CMAKE_GENERATOR=${CMAKE_GENERATOR:-Ninja}
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)" --target collision-lab peer-plugins
exec build/collision-lab "$@"
