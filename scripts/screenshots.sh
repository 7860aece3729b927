#!/usr/bin/env bash
# Screenshots of the game in each language, to look at after a translation or a layout change:
# the new-game menu, a game with the side panel, a finished game's review, a puzzle, a renju
# opening step (Taraguchi-10's tentative black placing stone 2), and the phone layout, for every
# language given (default: all seven). Under Xvfb when no display is set.
#
# Usage: scripts/screenshots.sh [--binary PATH] [--out DIR] [TAG...]
#   --binary  the game to run (default target/release/gomoku, built if missing)
#   --out     where the PNGs go (default target/screenshots), named TAG-SCREEN.png
set -euo pipefail
cd "$(dirname "$0")/.."
binary=target/release/gomoku
out=target/screenshots
tags=()
while (($#)); do
  case "$1" in
    --binary) binary=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    -*) echo "unknown option $1 (see the header of $0)" >&2; exit 2 ;;
    *) tags+=("$1"); shift ;;
  esac
done
((${#tags[@]})) || tags=(en zh-CN zh-TW ja ko vi ru)
[[ -x $binary ]] || cargo build --release --locked -p gomoku
mkdir -p "$out"
if [[ -z ${DISPLAY:-} ]]; then
  command -v Xvfb >/dev/null || bash scripts/linux-deps.sh xvfb mesa-vulkan-drivers
  Xvfb :97 -screen 0 1280x900x24 >/dev/null 2>&1 &
  xvfb=$!
  trap 'kill $xvfb 2>/dev/null || true' EXIT
  export DISPLAY=:97
  sleep 1
fi
game="h8i9h9i8h7h10h6h5g8f8j10"
shots=(
  "menu|--screen menu"
  "play|--position $game --mode hotseat --screen play"
  "review|--position h8i9h9i8h7h10h6h5g8f8g9j9f10e11g10g11f9 --mode hotseat --review"
  "puzzle|--puzzle r-0004"
  "opening|--rule renju --opening taraguchi10 --seat proposer --mode human --screen play"
  "phone|--position $game --mode hotseat --screen play --window-size 390x844"
)
for tag in "${tags[@]}"; do
  for shot in "${shots[@]}"; do
    name=${shot%%|*}
    # shellcheck disable=SC2086 # the options are words
    "$binary" --language "$tag" ${shot#*|} --screenshot "$out/$tag-$name.png" --at 8 \
      >"$out/$tag-$name.log" 2>&1 || echo "$tag $name: the game failed (see $out/$tag-$name.log)" >&2
  done
  echo "$tag: $(ls "$out/$tag"-*.png | wc -l) screenshots in $out"
done
