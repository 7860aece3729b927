#!/bin/sh
# Adds Gomoku to the applications menu: a desktop entry that starts the game from this folder,
# and the game's icon, both under ~/.local/share (nothing outside the home folder is touched).
# Run it again after moving the folder; delete the two files it names to remove the entry.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
case $here in
  *'"'* | *'`'* | *'$'* | *'\'*)
    echo "the folder's path has a character a desktop entry cannot hold: $here" >&2
    exit 1 ;;
esac
data=${XDG_DATA_HOME:-$HOME/.local/share}
icon=$data/icons/hicolor/256x256/apps/gomoku.png
entry=$data/applications/gomoku.desktop
mkdir -p "$(dirname "$icon")" "$(dirname "$entry")"
cp "$here/gomoku.png" "$icon"
sed -e "s|^Exec=gomoku\$|Exec=\"$here/gomoku\"|" -e "s|^TryExec=gomoku\$|TryExec=$here/gomoku|" \
  "$here/gomoku.desktop" >"$entry"
echo "added $entry (starts $here/gomoku) and $icon"
