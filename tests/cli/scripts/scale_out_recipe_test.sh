#!/usr/bin/env bash
# docs/scale-out.md's recipes, run here on one machine: a hunt split into
# shards, run with GNU parallel (or, when `parallel` is not installed, the
# same commands in a bash loop, and this says so), and in the folders a
# GitHub Actions matrix leaves (one artifact folder per shard, downloaded
# side by side), then merged with --merge. The merged lines, files and exit
# status must be the whole run's, byte for byte.
# Usage: scale_out_recipe_test.sh path/to/collision-lab
set -euo pipefail
app=$(realpath "$1")
doc=$(realpath "$(dirname "$0")/../../../docs/scale-out.md")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
hunt=(--hunt box-box --cases 4000 --seed 7)
N=4

# The whole run, for comparison.
mkdir "$work/whole"
status=0
(cd "$work/whole" && "$app" "${hunt[@]}" --hunt-out hunt-cases >hunt.out) || status=$?
echo "whole run: exit status $status"

# Compares a merge's lines, files and exit status with the whole run's.
expect_whole() {
  local name=$1 dir=$2 merged_status=$3
  diff "$work/whole/hunt.out" "$dir/hunt.out" || { echo "FAIL: $name: lines differ"; exit 1; }
  diff -r "$work/whole/hunt-cases" "$dir/hunt-cases" || { echo "FAIL: $name: files differ"; exit 1; }
  [[ $merged_status -eq $status ]] ||
    { echo "FAIL: $name: merge exit status $merged_status, the whole run's $status"; exit 1; }
  echo "$name: the merge is the whole run, byte for byte"
}

# GNU parallel (docs/scale-out.md): each shard exits 1 when it finds a
# disagreement, so parallel's own status is not the hunt's; --merge's is.
mkdir "$work/parallel"
cd "$work/parallel"
if command -v parallel >/dev/null; then
  parallel --jobs 2 "$app" "${hunt[@]}" --jobs 1 --shard {}/$N --hunt-out shard-{} '>' log-{}.txt \
    ::: $(seq 1 $N) || true
else
  echo "GNU parallel is not installed here: the recipe's commands run in a bash loop instead"
  for k in $(seq 1 $N); do
    "$app" "${hunt[@]}" --jobs 1 --shard "$k/$N" --hunt-out "shard-$k" >"log-$k.txt" || true
  done
fi
merged=0
"$app" --merge shard-* --hunt-out hunt-cases >hunt.out || merged=$?
expect_whole "GNU parallel recipe" "$work/parallel" $merged

# The CI matrix: job K runs its shard into hunt-shard-K and uploads it; the
# merge job downloads every artifact, each into a folder of its name.
mkdir -p "$work/matrix/artifacts"
for k in $(seq 1 $N); do
  mkdir "$work/matrix/job-$k"
  (cd "$work/matrix/job-$k" &&
    "$app" "${hunt[@]}" --shard "$k/$N" --hunt-out "hunt-shard-$k" >/dev/null) || true
  mv "$work/matrix/job-$k/hunt-shard-$k" "$work/matrix/artifacts/"
done
cd "$work/matrix"
merged=0
"$app" --merge artifacts/hunt-shard-* --hunt-out hunt-cases >hunt.out || merged=$?
expect_whole "CI matrix recipe" "$work/matrix" $merged
# The recipes' YAML (the CI matrix, the Kubernetes Job) at least parses.
if python3 -c 'import yaml' 2>/dev/null; then
  python3 - "$doc" <<'PY' || { echo "FAIL: docs/scale-out.md's YAML does not parse"; exit 1; }
import re, sys, yaml
blocks = re.findall(r"```yaml\n(.*?)```", open(sys.argv[1]).read(), re.S)
assert len(blocks) == 2, f"{len(blocks)} YAML blocks, expected 2"
for block in blocks:
    yaml.safe_load(block)
print("the recipes' YAML parses")
PY
else
  echo "python3 has no yaml module here: the recipes' YAML is not parsed"
fi
echo "PASS"
