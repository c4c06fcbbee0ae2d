#!/bin/sh
# The template a README reader starts from (templates/my-collisions/) builds
# with the README's two commands and its cl_sphere_sphere passes every
# sphere-sphere expectation, checked through --plugin.
#   template_plugin_test.sh COLLISION_LAB SOURCE_DIR BUILD_DIR C_COMPILER
set -eu
app=$1
source_dir=$2
build_dir=$3
compiler=$4

cmake -S "$source_dir/templates/my-collisions" -B "$build_dir" -DCMAKE_C_COMPILER="$compiler" \
  >"$build_dir.configure.log" 2>&1 || { cat "$build_dir.configure.log"; exit 1; }
cmake --build "$build_dir" >"$build_dir.build.log" 2>&1 || { cat "$build_dir.build.log"; exit 1; }

plugin="$build_dir/libmy_collisions.so"
status=0
out=$("$app" --check --sample sphere-sphere --plugin "$plugin") || status=$?
echo "$out"
if [ "$status" -ne 0 ]; then
  echo "FAIL: --check with the template's plugin exited $status"
  exit 1
fi
# As many plugin checks as the sample declares, all held.
declared=$(echo "$out" | sed -n 's/^sphere-sphere: [0-9]*\/\([0-9]*\) expectations hold$/\1/p')
if [ -z "$declared" ] || [ "$declared" -eq 0 ]; then
  echo "FAIL: no sphere-sphere expectations were checked"
  exit 1
fi
expected="plugin mine (libmy_collisions.so): $declared checked, $declared held, 0 failed; 0 not served (no function for their pair)"
if ! echo "$out" | grep -qxF "$expected"; then
  echo "FAIL: expected the line: $expected"
  exit 1
fi
echo "PASS"
