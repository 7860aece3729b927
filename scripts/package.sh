#!/usr/bin/env bash
# Builds the downloadable packages into dist/ (release builds), VERSION being the game's version
# in Cargo.toml:
#   gomoku-VERSION-linux-x86_64.tar.gz   gomoku, pbrain-gomoku, gomoku-arena, assets/, README.md,
#                                        docs/, LICENSE, gomoku.desktop, gomoku.png and
#                                        install-desktop-entry.sh
#   gomoku-VERSION-windows-x86_64.zip    gomoku.exe, pbrain-gomoku.exe, gomoku-arena.exe (built by
#                                        scripts/windows.sh --no-test), assets/, README.md, docs/, LICENSE
#   gomoku-VERSION-web.zip               the site from scripts/web.sh, with its .br and .gz copies
# Each archive holds one folder of the archive's name. The programs are stripped of symbols.
# The game has its font, sounds and icon built in; assets/ carries their sources and licences.
# README.md is the player's manual; docs/ holds the files it links to.
# Prints how long each build took, every archive's size and the files in it.
#
#   scripts/package.sh                     all three
#   scripts/package.sh --only linux        one of linux, windows, web (repeat for more)
#   scripts/package.sh --no-build          package what is already built
#
# Installs what is missing through the scripts it calls (Linux libraries, MinGW, the wasm32
# target, wasm-bindgen-cli). Archives are written with zip, or with Python's zipfile when zip is
# missing; with neither, zip is installed with apt-get.
set -euo pipefail
cd "$(dirname "$0")/.."

only=()
build=1
while [ $# -gt 0 ]; do
  case $1 in
    --only)
      case ${2:-} in
        linux|windows|web) only+=("$2"); shift ;;
        *) echo "--only takes linux, windows or web (got '${2:-}')" >&2; exit 2 ;;
      esac ;;
    --no-build) build=0 ;;
    -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown option $1 (try --help)" >&2; exit 2 ;;
  esac
  shift
done
[ ${#only[@]} -gt 0 ] || only=(linux windows web)
wanted() { [[ " ${only[*]} " == *" $1 "* ]]; }

version=$(sed -n '/^\[package\]/,/^\[/s/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
[ -n "$version" ] || { echo "no version in Cargo.toml's [package]" >&2; exit 1; }
target=${CARGO_TARGET_DIR:-target}
stage=$target/package
dist=dist
mkdir -p "$dist"
# Every file in an archive gets the last commit's time, so the same sources give the same bytes.
epoch=$(git log -1 --format=%ct 2>/dev/null || date +%s)

timings=()
# timed NAME COMMAND...: runs a build step and keeps how long it took.
timed() {
  local name=$1 start=$SECONDS
  shift
  "$@"
  timings+=("$name: $((SECONDS - start)) s")
}

# fresh NAME: an empty staging folder for the archive NAME; prints its path.
fresh() {
  rm -rf "${stage:?}/$1"
  mkdir -p "$stage/$1"
  echo "$stage/$1"
}

# common DIR: what every desktop package holds besides the programs.
common() {
  cp -R assets "$1/assets"
  cp -R docs "$1/docs"
  cp README.md LICENSE "$1/"
}

# settle DIR: fixed times and permissions on everything in DIR.
settle() {
  find "$1" -exec touch -h -d "@$epoch" {} +
  find "$1" -type d -exec chmod 755 {} +
  find "$1" -type f ! -perm -u+x -exec chmod 644 {} +
  find "$1" -type f -perm -u+x -exec chmod 755 {} +
}

# zip_dir DIR OUT: DIR (a folder under $stage) into the zip archive OUT, folder name included.
zip_dir() {
  local out=$PWD/$2 name
  name=$(basename "$1")
  rm -f "$out"
  if ! command -v zip >/dev/null 2>&1 && ! command -v python3 >/dev/null 2>&1; then
    bash scripts/linux-deps.sh zip
  fi
  if command -v zip >/dev/null 2>&1; then
    (cd "$stage" && find "$name" -print | LC_ALL=C sort | zip -q -X -9 "$out" -@)
  else
    (cd "$stage" && python3 - "$out" "$name" <<'PY'
import os, sys, zipfile
out, top = sys.argv[1], sys.argv[2]
paths = [top]
for root, dirs, files in os.walk(top):
    paths += [os.path.join(root, name) for name in dirs + files]
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
    for path in sorted(paths):
        archive.write(path)
PY
    )
  fi
}

# show FILE: the archive's size and every file in it with its size.
show() {
  local bytes
  bytes=$(stat -c %s "$1")
  echo
  printf '== %s: %s bytes (%s MB)\n' "$1" "$bytes" "$(awk "BEGIN { printf \"%.2f\", $bytes / 1e6 }")"
  case $1 in
    *.tar.gz) tar -tvzf "$1" | awk '$1 !~ /^d/ { printf "%12s  %s\n", $3, $6 }' ;;
    *.zip)
      if command -v unzip >/dev/null 2>&1; then
        unzip -l "$1" | awk 'NR > 3 && $4 != "" && $4 !~ /\/$/ && $1 ~ /^[0-9]+$/ { printf "%12s  %s\n", $1, $4 }'
      else
        python3 -c 'import sys, zipfile
for item in zipfile.ZipFile(sys.argv[1]).infolist():
    if not item.is_dir():
        print(f"{item.file_size:12}  {item.filename}")' "$1"
      fi ;;
  esac
}

archives=()

if wanted linux; then
  arch=$(uname -m)
  name=gomoku-$version-linux-$arch
  if [ $build -eq 1 ]; then
    bash scripts/linux-deps.sh
    echo "== building the game, the brain and the arena for Linux (release)"
    timed "Linux: gomoku (release)" cargo build --release --locked -p gomoku --bin gomoku
    # The brain on its own: built with the lab, it would get the engine's `lab` feature.
    timed "Linux: pbrain-gomoku (release)" cargo build --release --locked \
      -p gomoku-engine --bin pbrain-gomoku
    timed "Linux: gomoku-arena (release)" cargo build --release --locked \
      -p gomoku-lab --bin gomoku-arena
  fi
  dir=$(fresh "$name")
  for program in gomoku pbrain-gomoku gomoku-arena; do
    cp "$target/release/$program" "$dir/"
    if command -v strip >/dev/null 2>&1; then strip "$dir/$program"; fi
  done
  common "$dir"
  cp packaging/linux/gomoku.desktop packaging/linux/install-desktop-entry.sh "$dir/"
  cp assets/icon/gomoku-256.png "$dir/gomoku.png"
  settle "$dir"
  out=$dist/$name.tar.gz
  tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner -cf - "$name" \
    | gzip -9 -n >"$out"
  archives+=("$out")
fi

if wanted windows; then
  name=gomoku-$version-windows-x86_64
  windows=$target/x86_64-pc-windows-gnu/release
  if [ $build -eq 1 ]; then
    timed "Windows: gomoku.exe, pbrain-gomoku.exe, gomoku-arena.exe (cross, release)" \
      bash scripts/windows.sh --no-test
  fi
  dir=$(fresh "$name")
  for program in gomoku pbrain-gomoku gomoku-arena; do
    cp "$windows/$program.exe" "$dir/"
    if command -v x86_64-w64-mingw32-strip >/dev/null 2>&1; then
      # Without SOURCE_DATE_EPOCH, strip writes the current time into the PE header.
      SOURCE_DATE_EPOCH=$epoch x86_64-w64-mingw32-strip "$dir/$program.exe"
    fi
  done
  common "$dir"
  settle "$dir"
  out=$dist/$name.zip
  zip_dir "$dir" "$out"
  archives+=("$out")
fi

if wanted web; then
  name=gomoku-$version-web
  site=${WEB_OUT:-dist/web}
  if [ $build -eq 1 ]; then
    timed "Web: the game and the engine worker (wasm32, web-release) and the compressed copies" \
      bash scripts/web.sh
  fi
  [ -f "$site/index.html" ] || { echo "no site in $site: run scripts/web.sh" >&2; exit 1; }
  dir=$(fresh "$name")
  cp -R "$site/." "$dir/"
  settle "$dir"
  out=$dist/$name.zip
  zip_dir "$dir" "$out"
  archives+=("$out")
fi

for archive in "${archives[@]}"; do
  show "$archive"
done
if [ ${#timings[@]} -gt 0 ]; then
  echo
  echo "== build times"
  printf '%s\n' "${timings[@]}"
fi
