#!/usr/bin/env bash
# Your code in the headline (issue 35): with a plugin that fails 2 of
# sphere-sphere's 16 expectations, the window's status line (--stats prints
# it as shown) says so beside ours, and its count and the table's orange
# "your code" cells equal what --check --plugin counts, on every sample the
# plugin serves. One window run per sample, no input.
# Usage: plugin_in_the_headline_test.sh path/to/collision-lab path/to/plugin.so
set -euo pipefail
app=$1
plugin=$2
[[ -n "${DISPLAY:-}" ]] || { echo "no DISPLAY: run through scripts/test.sh"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config"

failed=0
fail() {
  echo "FAIL: $*"
  failed=1
}

check_sample() {  # check_sample ID: the window against --check
  local id=$1 status=0
  "$app" --check --sample "$id" --plugin "$plugin" >"$work/check" 2>&1 || status=$?
  local tally
  tally=$(grep -E '^plugin [^ ]+ \(' "$work/check") || { fail "$id: no plugin tally"; cat "$work/check"; return; }
  [[ $tally =~ :\ ([0-9]+)\ checked,\ ([0-9]+)\ held,\ ([0-9]+)\ failed ]] || { fail "$id: $tally"; return; }
  local checked=${BASH_REMATCH[1]} failures=${BASH_REMATCH[3]}
  if ((failures > 0 && status != 1)); then
    fail "$id: --check exited $status with $failures plugin failures"
  fi
  "$app" --sample "$id" --plugin "$plugin" --frames 5 --no-vsync --stats >"$work/window" 2>&1 \
    || { fail "$id: the window run failed"; cat "$work/window"; return; }
  local word=disagree
  ((failures == 1)) && word=disagrees
  grep -qxF "status: ${3:-16/16} expectations hold · your code: $failures of $checked $word" "$work/window" \
    || { fail "$id: status is not '$failures of $checked $word'"; grep '^status' "$work/window"; }
  grep -qE "^table: .*your code column visible, $failures cells? orange$" "$work/window" \
    || { fail "$id: orange cells are not $failures"; grep '^table' "$work/window"; }
  [[ $failures -eq ${2} ]] || fail "$id: --check found $failures plugin failures, expected $2"
  [[ $failed -ne 0 ]] || echo "$id: window and --check agree: $failures of $checked"
}

# The plugin's one bug (< for <=) fails the two touching pairs, 0 and 2
# in both orders; every other row, self-pairs included, holds.
check_sample sphere-sphere 2 16/16
[[ $failed -eq 0 ]] || exit 1
echo "PASS: your code's count is the same in the window and in --check"
