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
# Clippy's lints in the test build itself: `cargo clippy` is clippy-driver as the workspace's
# compiler wrapper over `cargo check`, which would compile every dependency (Bevy) a second
# time, as metadata only. Here the same wrapper and lint flags (`-D warnings`) compile our
# crates while the build the tests need compiles the dependencies once: every target that
# `cargo clippy --all-targets` checks is linted, and a lint fails the build.
export RUSTC_WORKSPACE_WRAPPER="$(rustc --print sysroot)/bin/clippy-driver"
export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
# The canary: a lint clippy has always had must fail this wrapper, or the build below would
# pass unlinted.
canary="$(mktemp -d)"
printf 'pub fn one() -> u8 {\n    return 1;\n}\n' > "$canary/lib.rs"
if "$RUSTC_WORKSPACE_WRAPPER" rustc "$canary/lib.rs" --crate-type lib --edition 2021 \
    --emit=metadata --out-dir "$canary" 2>/dev/null; then
  echo "clippy-driver let clippy::needless_return through: the build would not be linted" >&2
  exit 1
fi
rm -rf "$canary"
echo "== cargo test, linted by clippy (-D warnings)"
cargo test --workspace --all-targets --locked
cargo test --workspace --doc --locked
unset RUSTC_WORKSPACE_WRAPPER CLIPPY_ARGS
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
