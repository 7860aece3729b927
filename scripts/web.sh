#!/usr/bin/env bash
# Builds the browser version into dist/web (WEB_OUT overrides): the game for wasm32 + WebGL2,
# the engine's Web Worker and the page, with a Brotli (`.br`) and a gzip (`.gz`) copy beside every
# file for servers that send precompressed files, and prints every file's size raw, gzipped and in
# Brotli. `scripts/web.sh --serve [PORT]` then serves it on http://127.0.0.1:PORT/ (8080 by
# default). The compression and the server are `gomoku-web-serve` (web/serve, plain Rust), so
# nothing beyond Rust is needed. Installs what is missing: the wasm32 target (rustup)
# and wasm-bindgen-cli at the version in Cargo.lock (cargo install). There is no wasm-opt pass:
# after LTO at opt-level "z" it saved 0.6% here (binaryen 132 from npm, 13 minutes), and
# Debian's binaryen 108 breaks wasm-bindgen's externref table.
set -euo pipefail
cd "$(dirname "$0")/.."

serve=false
port=8080
case "${1:-}" in
  "") ;;
  --serve) serve=true; port=${2:-8080} ;;
  *) echo "usage: scripts/web.sh [--serve [PORT]]" >&2; exit 2 ;;
esac
out=${WEB_OUT:-dist/web}
wasm_dir=${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown

if ! rustup target list --installed 2>/dev/null | grep -q "^wasm32-unknown-unknown$"; then
  rustup target add wasm32-unknown-unknown
fi
bindgen_version=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')
if ! wasm-bindgen --version 2>/dev/null | grep -q " ${bindgen_version}$"; then
  echo "== installing wasm-bindgen-cli ${bindgen_version}"
  cargo install wasm-bindgen-cli --version "$bindgen_version"
fi

echo "== building the game and the engine worker for wasm32"
cargo build --profile web-release --target wasm32-unknown-unknown -p gomoku --locked
cargo build --profile web-worker --target wasm32-unknown-unknown -p gomoku-web-worker --locked

rm -rf "$out"
mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" "$wasm_dir/web-release/gomoku.wasm"
wasm-bindgen --target web --no-typescript --out-dir "$out" \
  "$wasm_dir/web-worker/gomoku_web_worker.wasm"
cp web/index.html web/engine-worker.js web/manifest.webmanifest "$out/"
# The game's icon (assets/icon) as the tab's icon, the home-screen icon and the manifest's.
# 32 pixels: what a tab shows on a high-density screen (16 on others); the first load counts it.
cp assets/icon/gomoku-32.png "$out/favicon.png"
for size in 180 192 512; do
  cp "assets/icon/gomoku-$size.png" "$out/icon-$size.png"
done
# The fonts of the scripts other than Latin: the game fetches one when its language is first
# chosen (src/fonts.rs); the Latin one is compiled into the game.
mkdir -p "$out/fonts"
for face in SC TC JP KR; do
  cp "assets/fonts/NotoSans$face-subset.otf" "$out/fonts/"
done
# The service worker caches the whole site under a version key: a hash of every file (the page
# and the worker itself as written in web/, before the key goes into them), so any change to the
# site is a new version that replaces the cached one whole.
# The home-screen icons are left out: the browser fetches them when the game is installed. So
# are the fonts: the service worker keeps the one a language fetched (each adds, with Brotli, the
# size the compress step prints for it), so an English player downloads none.
files=$(cd "$out" && find . -type f ! -name sw.js ! -name 'icon-*' ! -path './fonts/*' | sed 's|^\./||' | LC_ALL=C sort)
fonts=$(cd "$out" && find fonts -type f | LC_ALL=C sort)
version=$({ (cd "$out" && sha256sum $files $fonts); sha256sum web/sw.js; } | sha256sum | cut -c1-16)
file_list=$(printf '"%s",' $files)
sed -e "s|__GOMOKU_SITE_VERSION__|$version|" -e "s|__GOMOKU_SITE_FILES__|[${file_list%,}]|" \
  web/sw.js >"$out/sw.js"
sed -i "s|__GOMOKU_SITE_VERSION__|$version|" "$out/index.html"
echo "== site version $version ($(wc -w <<<"$files") files cached for offline play)"

# Release build: Brotli at quality 11 takes about a minute for the game's wasm even so.
cargo build --release --locked -p gomoku-web-serve
serve_bin=${CARGO_TARGET_DIR:-target}/release/gomoku-web-serve
echo "== $out: Brotli and gzip copies (bytes; a first visit downloads the Brotli column)"
"$serve_bin" compress "$out"

if $serve; then
  "$serve_bin" "$out" "$port"
fi
