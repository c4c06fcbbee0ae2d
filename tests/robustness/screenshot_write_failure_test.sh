#!/usr/bin/env bash
# Nothing lost: a screenshot that cannot be written leaves the old file
# intact and no temporary file behind, and the app says why (exit status 2).
#   a. a file-size limit (ulimit -f): the write fails with EFBIG;
#   b. a full disk (a small tmpfs, filled up): ENOSPC; needs permission to
#      mount (as root, or in a user namespace);
#   c. the directory made read-only while the app runs (the up-front check
#      passed): the temporary file cannot be created. As root this part runs
#      the app as nobody (root writes anywhere).
# A part that cannot run here is reported and the script ends with 77 (ctest:
# skipped) once the others passed.
# Usage: screenshot_write_failure_test.sh path/to/collision-lab
set -euo pipefail
app=$1
source "$(dirname "$0")/../tools/window_test_lib.sh"
chmod 755 "$work"

skipped=()
old="old contents: must survive"

check() {  # part, status, stderr file, directory, expected reason
  local part=$1 status=$2 err=$3 dir=$4 reason=$5
  echo "$part: exit status $status; $(grep 'screenshot' "$err" || true)"
  [[ $status -eq 2 ]] || { echo "FAIL: $part: exit status $status, expected 2"; cat "$err"; exit 1; }
  grep -q "Error: screenshot .* not written: .*$reason" "$err" ||
    { echo "FAIL: $part: no message naming \"$reason\""; cat "$err"; exit 1; }
  [[ "$(cat "$dir/shot.png")" == "$old" ]] || { echo "FAIL: $part: the old file changed"; exit 1; }
  if ls -A "$dir" | grep -q '^\.shot\.png\.'; then
    echo "FAIL: $part: a temporary file was left behind"; ls -A "$dir"; exit 1
  fi
}

# a. File-size limit: 1 KiB, well under any 1280x800 PNG. Output goes through
# a pipe, which the limit does not apply to.
mkdir "$work/a"
printf '%s' "$old" >"$work/a/shot.png"
set +e
(ulimit -f 1; exec "$app" --frames 2 --screenshot "$work/a/shot.png" 2>&1 >/dev/null) | cat >"$work/a.err"
status=${PIPESTATUS[0]}
set -e
check "a. ulimit -f 1" "$status" "$work/a.err" "$work/a" "File too large"

# b. A full tmpfs.
mkdir "$work/b"
namespace=()
if unshare -m true 2>/dev/null; then
  namespace=(unshare -m)
elif unshare -Urm true 2>/dev/null; then
  namespace=(unshare -Urm)
fi
if [[ ${#namespace[@]} -gt 0 ]] &&
  "${namespace[@]}" sh -c 'mount -t tmpfs -o size=64k tmpfs "$1"' sh "$work/b" 2>/dev/null; then
  set +e
  "${namespace[@]}" sh -c '
    dir=$1 app=$2 out=$3 old=$4
    mount -t tmpfs -o size=256k tmpfs "$dir" || exit 99
    printf "%s" "$old" >"$dir/shot.png"
    dd if=/dev/zero of="$dir/filler" bs=1k 2>/dev/null   # until the disk is full
    "$app" --frames 2 --screenshot "$dir/shot.png" >/dev/null 2>"$out.err"
    status=$?
    cp "$dir/shot.png" "$out.shot.png"
    ls -A "$dir" >"$out.listing"
    exit $status' sh "$work/b" "$app" "$work/b-result" "$old"
  status=$?
  set -e
  mkdir "$work/b-view"
  cp "$work/b-result.shot.png" "$work/b-view/shot.png"
  if grep -q '^\.shot\.png\.' "$work/b-result.listing"; then
    echo "FAIL: b: a temporary file was left behind"; cat "$work/b-result.listing"; exit 1
  fi
  check "b. full tmpfs" "$status" "$work/b-result.err" "$work/b-view" "No space left on device"
else
  echo "b. full tmpfs: SKIPPED (cannot mount a tmpfs here)"
  skipped+=(b)
fi

# c. The directory becomes read-only while the app runs.
mkdir "$work/c"
printf '%s' "$old" >"$work/c/shot.png"
as_user=()
if [[ $(id -u) -eq 0 ]]; then
  as_user=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
  chown nobody "$work/c" "$work/c/shot.png"
  if [[ -n "${XAUTHORITY:-}" ]]; then  # xvfb-run's cookie is readable by root only
    install -m 644 "$XAUTHORITY" "$work/xauthority"
    export XAUTHORITY=$work/xauthority
  fi
fi
if "${as_user[@]}" test -x "$app" 2>/dev/null; then
  "${as_user[@]}" "$app" --width 640 --height 480 --frames 100000000 \
    --screenshot "$work/c/shot.png" >/dev/null 2>"$work/c.err" &
  pid=$!
  wid=$(xdotool search --sync --onlyvisible --pid "$pid" --name "Collision Lab" | head -1)
  sleep 0.5
  chmod 555 "$work/c"
  xdotool mousemove --window "$wid" 290 200 key Escape  # over the view, clear of the panels
  wait_for_exit "$pid" 60
  pid=
  check "c. directory made read-only" "$status" "$work/c.err" "$work/c" "Permission denied"
else
  echo "c. read-only directory: SKIPPED (cannot run the app as an unprivileged user)"
  skipped+=(c)
fi

if [[ ${#skipped[@]} -gt 0 ]]; then
  echo "PASS, but skipped: ${skipped[*]}"
  exit 77
fi
echo "PASS"
