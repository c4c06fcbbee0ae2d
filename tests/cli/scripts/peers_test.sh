#!/usr/bin/env bash
# Runs every shipped sample and every scene in assets/scenes through a peer
# plugin (cl_fcl or cl_bullet, plugins/) with --check, and holds the
# plugin's mismatch lines to the list docs/peers.md gives for it (the block
# fenced as NAME-disagreements), each line once, with a scene's file name
# left out (a sample and its scene give the same line). A disagreement that
# is new, or one that is gone, fails with the difference.
# Usage: peers_test.sh path/to/collision-lab path/to/libcl_NAME.so NAME docs/peers.md assets/scenes
set -euo pipefail
app=$1 plugin=$2 name=$3 doc=$4 scenes=$5
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

scene_args=()
for file in "$scenes"/*.json; do scene_args+=(--scene "$file"); done
# Exit 1 is expected: the peers disagree with us somewhere.
"$app" --check --plugin "$plugin" >"$work/samples" 2>&1 || [[ $? -eq 1 ]]
"$app" --check --plugin "$plugin" "${scene_args[@]}" >"$work/scenes" 2>&1 || [[ $? -eq 1 ]]
grep -q "^plugin $name " "$work/samples" || { echo "FAIL: no summary line for plugin $name"; cat "$work/samples"; exit 1; }
cat "$work/samples" "$work/scenes" | grep -F "[plugin $name:" |
  sed -E 's/^([a-z-]+) \[[^]]*\]: /\1: /' | sort -u >"$work/found"
awk -v fence="\`\`\`$name-disagreements" '$0 == fence {on = 1; next} on && /^```/ {on = 0} on' \
  "$doc" | sort -u >"$work/listed"
[[ -s "$work/listed" ]] || { echo "FAIL: $doc has no block $name-disagreements"; exit 1; }
if ! diff -u "$work/listed" "$work/found"; then
  echo "FAIL: plugin $name's disagreements differ from $doc's list (- listed, + found)"
  exit 1
fi
echo "ok: $(wc -l <"$work/found") disagreements of $name, as $doc lists them"
