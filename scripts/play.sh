#!/usr/bin/env bash
# Plays the game: installs the system libraries Bevy needs on Linux if they are missing, then
# builds and starts the release build. Extra arguments go to the game (`--help` lists them).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/linux-deps.sh
exec cargo run --release --locked -p gomoku -- "$@"
