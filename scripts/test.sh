#!/usr/bin/env bash
# The whole test suite: formatting, lints, every test of every crate, and the benches compiled.
# Works on a fresh Debian machine with only Rust installed: rustfmt and clippy are added if
# missing, and the system libraries Bevy needs are installed (as root, with apt-get).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/linux-deps.sh

# CI builds once from a clean clone: incremental caches (~0.9 GB) and line tables (the Bevy
# code our crates instantiate carries them) would only fill its disk. Panics still name the
# file and line; only backtraces lose them.
if [ -n "${CI:-}" ]; then
  export CARGO_INCREMENTAL=0
  export CARGO_PROFILE_DEV_DEBUG=false
fi

for component in rustfmt clippy; do
  if ! rustup component list --installed 2>/dev/null | grep -q "^${component}"; then
    rustup component add "$component"
  fi
done

echo "== cargo fmt --check"
cargo fmt --all --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets --locked -- -D warnings
echo "== cargo test"
cargo test --workspace --all-targets --locked
cargo test --workspace --doc --locked
echo "== cargo clippy for the web (wasm32: the game and the engine's Web Worker)"
if ! rustup target list --installed 2>/dev/null | grep -q "^wasm32-unknown-unknown$"; then
  rustup target add wasm32-unknown-unknown
fi
cargo clippy -p gomoku -p gomoku-web-worker --target wasm32-unknown-unknown --locked -- -D warnings
echo "== cargo check of the engine and the lab for Windows and macOS (checking needs no cross linker)"
for target in x86_64-pc-windows-gnu aarch64-apple-darwin; do
  if ! rustup target list --installed 2>/dev/null | grep -q "^${target}$"; then
    rustup target add "$target"
  fi
  # Apart, so that the engine is also checked without the `lab` feature the lab turns on.
  cargo check -p gomoku-rules --all-targets --target "$target" --locked
  cargo check -p gomoku-engine --all-targets --target "$target" --locked
  cargo check -p gomoku-lab --all-targets --target "$target" --locked
done
echo "== all tests passed"
