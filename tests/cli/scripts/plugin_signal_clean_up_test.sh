#!/usr/bin/env bash
# An app ended by SIGTERM, SIGINT or SIGHUP while a plugin call runs removes
# the plugin's temporary copy and kills its helper, as Esc or the end of
# --check does, and still ends as that signal ends a program (status 128+N).
# The misbehaving plugin's cl_sphere_sphere never returns: with a 60 s
# limit, the app is inside that call when the signal comes.
#   plugin_signal_clean_up_test.sh COLLISION_LAB MISBEHAVING.so
set -euo pipefail
app=$1
plugin=$2
work=$(mktemp -d)
helper=""
# A failed run leaves nothing behind either.
trap '[[ -z "$helper" ]] || kill -9 "$helper" 2>/dev/null; rm -rf "$work"' EXIT

for signal in TERM INT HUP; do
  mkdir -p "$work/tmp-$signal"
  # set -m: a job of its own, whose SIGINT is not ignored as a background
  # job's would be.
  set -m
  TMPDIR="$work/tmp-$signal" "$app" --check --sample sphere-sphere --plugin "$plugin" \
    --plugin-timeout 60 >"$work/out" 2>"$work/err" &
  pid=$!
  set +m
  # Wait for the helper to run the call: a copy in TMPDIR and a child process.
  for ((waited = 0; waited < 100; waited++)); do
    helper=$(pgrep -P "$pid" -f collision-lab-plugin-host || true)
    [[ -n "$helper" && -n "$(ls -A "$work/tmp-$signal")" ]] && break
    sleep 0.1
  done
  [[ -n "$helper" ]] || { echo "FAIL: SIG$signal: no helper started"; cat "$work/err"; exit 1; }
  sleep 0.2  # into the hanging call
  kill -s "$signal" "$pid"
  status=0
  wait "$pid" || status=$?
  expected=$((128 + $(kill -l "$signal")))
  [[ $status -eq $expected ]] ||
    { echo "FAIL: SIG$signal: exit status $status, not $expected"; cat "$work/err"; exit 1; }
  left=$(ls -A "$work/tmp-$signal")
  [[ -z "$left" ]] || { echo "FAIL: SIG$signal left the plugin's copy: $left"; exit 1; }
  for ((waited = 0; waited < 20; waited++)); do
    kill -0 "$helper" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$helper" 2>/dev/null; then
    echo "FAIL: SIG$signal left the helper $helper running"
    exit 1
  fi
  echo "SIG$signal: exit status $status, copy removed, helper gone"
  helper=""  # gone: its number may be another process's now
done
echo PASS
