#!/usr/bin/env bash
# A shipped scene, checked headless: `collision-lab --check --scene FILE`
# exits 0 and prints exactly one `SAMPLE [FILE]: k/N expectations hold` line
# whose N is the number of entries in the file's "expect" array, read from the
# file by scene_expect_count (never a number kept here), and whose k is N.
# A runner that checks fewer (or more) expectations than the file declares,
# or prints no count, fails.
# Usage: scene_count_test.sh path/to/collision-lab path/to/scene_expect_count SCENE.json
set -euo pipefail
app=$1
count_tool=$2
scene=$3

declared=$("$count_tool" "$scene")
[[ "$declared" =~ ^[0-9]+$ ]] || { echo "FAIL: could not count the expectations of $scene"; exit 1; }

status=0
out=$("$app" --check --scene "$scene" 2>&1) || status=$?
echo "$out"
echo "declared in the file: $declared; exit status $status"
if [[ $status -ne 0 ]]; then
  echo "FAIL: exit status $status, expected 0"
  exit 1
fi

name=$(basename "$scene")
pattern="^[^ ]+ \[[^]]*${name//./\\.}\]: ([0-9]+)/([0-9]+) expectations hold$"
lines=$(grep -cE "$pattern" <<<"$out" || true)
if [[ $lines -ne 1 ]]; then
  echo "FAIL: expected exactly one '... [$name]: k/N expectations hold' line, got $lines"
  exit 1
fi
line=$(grep -E "$pattern" <<<"$out")
[[ "$line" =~ $pattern ]]
held=${BASH_REMATCH[1]}
total=${BASH_REMATCH[2]}
if [[ $total -ne $declared ]]; then
  echo "FAIL: --check counted $total expectations; the file declares $declared"
  exit 1
fi
if [[ $held -ne $total ]]; then
  echo "FAIL: $held of $total expectations hold"
  exit 1
fi
echo "PASS: $held/$declared expectations hold"
