#!/usr/bin/env bash
# The browser test: builds the web version (scripts/web.sh), serves it on localhost and plays it
# in headless Chromium through playwright-core: web/test/browser-test.mjs on a desktop, then
# web/test/devices-test.mjs on a phone, a tablet and a desktop, offline and through an update
# (it serves its own copy of the site). Installs Chromium, Node.js and npm with apt-get when
# missing. Screenshots and figures go to target/web-test/.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v chromium >/dev/null 2>&1 || bash scripts/linux-deps.sh chromium
command -v npm >/dev/null 2>&1 || bash scripts/linux-deps.sh nodejs npm

bash scripts/web.sh
(cd web/test && npm ci --no-audit --no-fund)
cargo build --release --locked -p gomoku-web-serve

port=${WEB_TEST_PORT:-8093}
"${CARGO_TARGET_DIR:-target}/release/gomoku-web-serve" "${WEB_OUT:-dist/web}" "$port" &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
out=${CARGO_TARGET_DIR:-target}/web-test
node web/test/browser-test.mjs "http://127.0.0.1:$port/" "$out"
kill $server 2>/dev/null || true
node web/test/devices-test.mjs "${WEB_OUT:-dist/web}" \
  "${CARGO_TARGET_DIR:-target}/release/gomoku-web-serve" "$out"
echo "== browser tests passed; screenshots in $out"
