#!/bin/sh
# Collision Lab installed as a package (docs/plugins.md, "Installed"):
# `cmake --install` of this build into a temporary prefix, which is then
# moved (nothing may point back at the build or the source tree), holds the
# app, its helper, its data, the headers, the CMake package and the
# templates. The C template, copied out of the prefix, builds with no -D
# (the prefix in CMAKE_PREFIX_PATH) and the installed app, through its own
# helper, passes its cl_sphere_sphere on every sphere-sphere expectation, as
# do the template's own two CTest checks (--check and --hunt); so does the C++
# template. Copied out of the source tree instead, the template
# builds with its one documented -D and without it says what to give. The
# installed app reads its data from the prefix: its window draws with the
# installed shaders (when there is a display), and a sample that places a
# model fails naming the prefix's models folder once that is removed.
#   install_test.sh BUILD_DIR SOURCE_DIR WORK_DIR C_COMPILER CXX_COMPILER
set -eu
build_dir=$1
source_dir=$2
work=$3
export CC=$4
export CXX=$5
# The window's settings stay in the test's folder.
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"

fail() {
  echo "FAIL: $*"
  exit 1
}
# Runs a command quietly, printing its output only when it fails.
quietly() {
  log="$work/last.log"
  "$@" >"$log" 2>&1 || { cat "$log"; fail "$*"; }
}

rm -rf "$work"
mkdir -p "$work"
quietly cmake --install "$build_dir" --prefix "$work/installed"
mv "$work/installed" "$work/prefix"
prefix=$work/prefix

for file in bin/collision-lab bin/collision-lab-plugin-host include/collision_lab/plugin.h \
  include/collision_lab/plugin.hpp share/cmake/CollisionLab/CollisionLabConfig.cmake \
  share/cmake/CollisionLab/CollisionLabConfigVersion.cmake \
  share/collision-lab/templates/my-collisions/README.md \
  share/collision-lab/templates/my-collisions/my_collisions.c \
  share/collision-lab/templates/my-collisions-cpp/my_collisions.cpp \
  share/collision-lab/shaders/lines.vert share/collision-lab/assets/scenes/sphere_sphere_seed.json \
  share/collision-lab/assets/models/icosphere.obj share/doc/collision-lab/plugins.md; do
  [ -f "$prefix/$file" ] || fail "the install has no $file"
done
app=$prefix/bin/collision-lab

# "plugin mine (libmy_collisions.so): N checked, N held, 0 failed" for the
# N sphere-sphere expectations, and status 0.
expect_sphere_sphere_held() {
  plugin=$1
  name=$2
  status=0
  out=$("$app" --check --sample sphere-sphere --plugin "$plugin") || status=$?
  [ "$status" -eq 0 ] || { echo "$out"; fail "--check --plugin $plugin exited $status"; }
  declared=$(echo "$out" | sed -n 's/^sphere-sphere: [0-9]*\/\([0-9]*\) expectations hold$/\1/p')
  [ -n "$declared" ] && [ "$declared" -gt 0 ] || { echo "$out"; fail "no sphere-sphere expectations"; }
  line="plugin $name ($(basename "$plugin")): $declared checked, $declared held, 0 failed"
  echo "$out" | grep -qF "$line" || { echo "$out"; fail "expected: $line"; }
}

# The installed package, found through CMAKE_PREFIX_PATH: no -D.
cp -r "$prefix/share/collision-lab/templates/my-collisions" "$work/mine"
CMAKE_PREFIX_PATH=$prefix quietly cmake -S "$work/mine" -B "$work/mine/build"
grep -qx "CollisionLab_DIR:PATH=$prefix/share/cmake/CollisionLab" "$work/mine/build/CMakeCache.txt" ||
  fail "the template did not find the installed package"
quietly cmake --build "$work/mine/build"
expect_sphere_sphere_held "$work/mine/build/libmy_collisions.so" mine
# The template's own CI checks, with the installed app.
quietly ctest --test-dir "$work/mine/build"
grep -q "100% tests passed, 0 tests failed out of 2" "$log" || { cat "$log"; fail "the template's ctest"; }

cp -r "$prefix/share/collision-lab/templates/my-collisions-cpp" "$work/mine-cpp"
CMAKE_PREFIX_PATH=$prefix quietly cmake -S "$work/mine-cpp" -B "$work/mine-cpp/build"
quietly cmake --build "$work/mine-cpp/build"
expect_sphere_sphere_held "$work/mine-cpp/build/libmy_collisions_cpp.so" mine-cpp

# Not installed: the source tree's template copied out, with its one -D.
cp -r "$source_dir/templates/my-collisions" "$work/from-source"
status=0
cmake -S "$work/from-source" -B "$work/from-source/nothing" -DCMAKE_DISABLE_FIND_PACKAGE_CollisionLab=ON \
  >"$work/no-package.log" 2>&1 || status=$?
[ "$status" -ne 0 ] || fail "the template configured with no package and no -D"
tr -s ' \n' ' ' <"$work/no-package.log" | grep -qF "configure with -DCOLLISION_LAB_INCLUDE_DIR=<Collision Lab>/include" ||
  { cat "$work/no-package.log"; fail "the template did not say which -D to give"; }
quietly cmake -S "$work/from-source" -B "$work/from-source/build" \
  -DCOLLISION_LAB_INCLUDE_DIR="$source_dir/include"
quietly cmake --build "$work/from-source/build"
expect_sphere_sphere_held "$work/from-source/build/libmy_collisions.so" mine

# The data: shaders from the prefix (the window starts and draws), models
# from the prefix (gone, a sample placing one says where it looked).
if [ -n "${DISPLAY:-}" ]; then
  quietly "$app" --sample sphere-sphere --frames 2 --width 320 --height 240
else
  echo "no display: the installed window is not tried"
fi
rm -r "$prefix/share/collision-lab/assets/models"
status=0
out=$("$app" --check --sample frustum 2>&1) || status=$?
[ "$status" -ne 0 ] || fail "frustum passed with the prefix's models removed: they came from elsewhere"
echo "$out" | grep -qF "$prefix/share/collision-lab/assets/models/" ||
  { echo "$out"; fail "the missing model is not named under the prefix"; }
rm -rf "$work"
echo "PASS"
