#!/usr/bin/env bash
# Installs what is missing, builds (Release) into build/ and starts the app.
# Extra arguments go to the app: ./scripts/run.sh --sample sphere-sphere
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh run
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)" --target collision-lab
exec build/collision-lab "$@"
