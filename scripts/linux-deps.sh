#!/usr/bin/env bash
# The system libraries Bevy needs on Linux (sound, gamepads, X11/Wayland windows), or the
# Debian packages named as arguments. Installs whatever is missing with apt-get when run as
# root (or through sudo); otherwise says what to install. Does nothing elsewhere.
set -euo pipefail
[ "$(uname -s)" = Linux ] || exit 0
command -v dpkg-query >/dev/null 2>&1 || exit 0

packages=(pkg-config libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev)
[ $# -gt 0 ] && packages=("$@")
missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "== installing ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  apt_get=(apt-get)
elif command -v sudo >/dev/null 2>&1; then
  apt_get=(sudo apt-get)
else
  echo "missing system packages: ${missing[*]}; install them with apt-get as root" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${apt_get[@]}" update -qq
"${apt_get[@]}" install -y -qq --no-install-recommends "${missing[@]}"
