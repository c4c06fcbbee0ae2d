#!/bin/sh
# collision_lab/plugin.hpp's table names every function of plugin.h and no
# other, each with plugin.h's exact C signature: a plugin that defines every
# one through CL_PLUGIN_FUNCTION compiles warning-free as C++17 and as C++20
# (a row whose parameters differ from plugin.h's declaration is a
# "conflicting declaration" of the C function).
#   cpp_header_table_test.sh CXX_COMPILER INCLUDE_DIR WORK_DIR
set -eu
cxx=$1
include=$2
work=$3
mkdir -p "$work"

abi=$(sed -n 's/^CL_PLUGIN_EXPORT int \(cl_[a-z_]*\)(.*/\1/p' "$include/collision_lab/plugin.h" \
  "$include/collision_lab/plugin_contacts.h" | grep -vx cl_plugin_abi | sort)
table=$(sed -n 's/^#define CL_PLUGIN_PARAMS_\(cl_[a-z_]*\) .*/\1/p' "$include/collision_lab/plugin.hpp" \
  "$include/collision_lab/plugin_contacts.hpp" | sort)
count=$(echo "$abi" | wc -l)
if [ "$count" -lt 140 ]; then
  echo "FAIL: read $count functions from plugin.h and plugin_contacts.h, expected at least 140"
  exit 1
fi
if [ "$abi" != "$table" ]; then
  echo "FAIL: plugin.hpp's table and plugin.h's functions differ (< plugin.h, > plugin.hpp):"
  echo "$abi" >"$work/abi.txt"
  echo "$table" >"$work/table.txt"
  diff "$work/abi.txt" "$work/table.txt" || true
  exit 1
fi

# Every function, answering the kind of answer its name says.
source=$work/every_function.cpp
{
  echo '#include "collision_lab/plugin.hpp"'
  echo 'CL_PLUGIN_NAME("every");'
  for name in $abi; do
    case $name in
    cl_raycast_*_hit | cl_linetest_*_hit)
      answer='std::optional<cl_hit>(cl_hit{0.5, cl_vec3{1.0, 0.0, 0.0}, cl_vec3{0.0, 1.0, 0.0}})' ;;
    cl_raycast_* | cl_linetest_* | cl_ball_ball_time_of_impact) answer='std::optional<double>(0.5)' ;;
    cl_closest_point_*) answer='cl_vec3{1.0, 2.0, 3.0}' ;;
    cl_distance_*) answer='cl_distance_result{1.0, cl_vec3{0.0, 0.0, 0.0}, cl_vec3{1.0, 0.0, 0.0}}' ;;
    cl_penetration_*) answer='std::optional<cl_penetration>(cl_penetration{0.5, cl_vec3{1.0, 0.0, 0.0}})' ;;
    cl_contacts_*) answer='cl_contacts{}' ;;
    cl_cast_*) answer='std::optional<cl_cast>(cl_cast{0.5, cl_vec3{1.0, 0.0, 0.0}, cl_vec3{0.0, 1.0, 0.0}})' ;;
    *) answer='true' ;;
    esac
    echo "CL_PLUGIN_FUNCTION($name, [](const auto&...) { return $answer; });"
  done
} >"$source"
for std in c++17 c++20; do
  "$cxx" -std=$std -Wall -Wextra -Wpedantic -Werror -fsyntax-only -I"$include" "$source" ||
    { echo "FAIL: every function through plugin.hpp does not compile as $std"; exit 1; }
done
echo "PASS: $count functions"
