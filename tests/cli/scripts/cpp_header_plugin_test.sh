#!/bin/sh
# A plugin written with collision_lab/plugin.hpp (tests/plugins/
# cpp_header_plugin.cpp: its own types, adapters, each form of answer)
# passes the tables: on each sample one of its functions serves, --check
# --plugin checks at least one expectation with it, every one holds, and it
# exits 0; and so does --check --plugin over everything.
#   cpp_header_plugin_test.sh COLLISION_LAB PLUGIN
set -eu
app=$1
plugin=$2
name=$(basename "$plugin")

check() {
  status=0
  out=$("$app" --check "$@" --plugin "$plugin") || status=$?
  if [ "$status" -ne 0 ]; then
    echo "$out"
    echo "FAIL: --check $* --plugin $name exited $status"
    exit 1
  fi
  served=$(echo "$out" | sed -n "s/^plugin cpp-header ($name): \([0-9]*\) checked, \([0-9]*\) held, 0 failed.*/\1 \2/p")
  set -- $served
  if [ $# -ne 2 ] || [ "$1" -eq 0 ] || [ "$1" -ne "$2" ]; then
    echo "$out"
    echo "FAIL: expected some expectations checked with the plugin, all held"
    exit 1
  fi
  echo "$1 checked, all held"
}

# cl_sphere_sphere, cl_aabb_aabb, cl_point_in_sphere and
# cl_closest_point_sphere, cl_point_in_aabb and cl_closest_point_aabb,
# cl_raycast_sphere, cl_ball_ball_time_of_impact, cl_distance_sphere_capsule
# and cl_penetration_capsule_capsule.
for sample in sphere-sphere aabb-aabb point-sphere point-aabb raycast-sphere moving-balls capsules; do
  printf '%s: ' "$sample"
  check --sample "$sample"
done
printf 'every sample: '
check
echo "PASS"
