#!/usr/bin/env bash
# The monkey: every sample in --list gets its share of SECONDS of random
# clicks, drags (some with Shift, Ctrl or an axis key held), wheel turns
# (some with Ctrl) and keys, through xdotool in a real window. It must see no
# crash, no sanitizer report and no GL error (the app exits 1 on one). The
# seed is printed first: `monkey_test.sh APP SECONDS SEED` replays a run.
# Usage: monkey_test.sh path/to/collision-lab [SECONDS] [SEED]
set -euo pipefail
app=$1
seconds=${2:-120}
seed=${3:-$(date +%s)}
source "$(dirname "$0")/../tools/window_test_lib.sh"
echo "monkey seed: $seed (replay: $0 $app $seconds $seed)"
RANDOM=$seed
export XDG_DATA_HOME="$work/data" XDG_PICTURES_DIR="$work/pictures"
mkdir -p "$XDG_PICTURES_DIR"

width=1280
height=800
mapfile -t samples < <("$app" --list | cut -f1)
((${#samples[@]} > 0)) || { echo "FAIL: --list printed no sample"; exit 1; }
share_ms=$((seconds * 1000 / ${#samples[@]}))
echo "${#samples[@]} samples, ${share_ms} ms of input each"

# Keys a user presses; Escape is sent only to end a sample's turn, and N/P
# (switch sample) are left out so each sample gets its share.
keys=(space s r l plus minus F1 F1 F12 Tab Return BackSpace Delete ctrl+z ctrl+shift+z ctrl+y
  ctrl+s ctrl+equal ctrl+minus ctrl+0 Left Right Up Down 1 5 0 period minus)
now_ms() { date +%s%3N; }
random_x() { echo $((RANDOM % width)); }
random_y() { echo $((RANDOM % height)); }

for sample in "${samples[@]}"; do
  "$app" --sample "$sample" --width $width --height $height --frames 100000000 \
    >"$work/out" 2>"$work/err" &
  pid=$!
  wid=$(xdotool search --sync --onlyvisible --name "Collision Lab" | head -1)
  end=$(($(now_ms) + share_ms))
  actions=0
  while (($(now_ms) < end)); do
    actions=$((actions + 1))
    # A window that closed mid-action (a crash) makes xdotool fail: the
    # exit status below says what happened.
    case $((RANDOM % 6)) in
      0) xdotool mousemove --window "$wid" "$(random_x)" "$(random_y)" click 1 || true ;;
      1)  # a drag, sometimes with a modifier or an axis key held
        mod=""
        case $((RANDOM % 5)) in 0) mod=shift ;; 1) mod=ctrl ;; 2) mod=x ;; 3) mod=z ;; esac
        {
          xdotool mousemove --window "$wid" "$(random_x)" "$(random_y)"
          [[ -z "$mod" ]] || xdotool keydown "$mod"
          xdotool mousedown 1 mousemove --window "$wid" "$(random_x)" "$(random_y)"
          sleep 0.05
          xdotool mousemove --window "$wid" "$(random_x)" "$(random_y)" mouseup 1
          [[ -z "$mod" ]] || xdotool keyup "$mod"
        } || true
        ;;
      2)  # the wheel, sometimes with Ctrl
        {
          xdotool mousemove --window "$wid" "$(random_x)" "$(random_y)"
          if ((RANDOM % 2)); then xdotool keydown ctrl; fi
          xdotool click $((4 + RANDOM % 2))
          xdotool keyup ctrl
        } || true
        ;;
      3) xdotool mousemove --window "$wid" "$(random_x)" "$(random_y)" click 3 || true ;;
      *)
        key=${keys[$((RANDOM % ${#keys[@]}))]}
        xdotool key "$key" || true
        ;;
    esac
    sleep 0.02
    kill -0 "$pid" 2>/dev/null || break
  done
  # End the turn: an open menu, the help, an edit field and a solo'd pair
  # may each hold an Escape before the one that quits, and with edits not
  # saved the app asks: D discards them. A click in the view first closes
  # any popup the monkey left open.
  if kill -0 "$pid" 2>/dev/null; then
    xdotool mousemove --window "$wid" 640 300 || true
    xdotool click 1 || true
    sleep 0.2
    for _ in 1 2 3 4 5 6; do
      kill -0 "$pid" 2>/dev/null || break
      xdotool key Escape || true
      sleep 0.3
      kill -0 "$pid" 2>/dev/null || break
      xdotool key d || true
      sleep 0.3
    done
  fi
  wait_for_exit "$pid" 20
  pid=
  if ((status != 0)) || grep -qE "AddressSanitizer|runtime error|LeakSanitizer|GL error" "$work/err"; then
    echo "-- its log's last lines:"
    tail -15 "$work/out"
    tail -30 "$work/err"
    echo "FAIL: $sample after $actions actions, exit status $status (seed $seed)"
    exit 1
  fi
  echo "$sample: $actions actions, exit 0"
done
echo "PASS"
