#!/usr/bin/env bash
# Windows from this Linux machine: cross-builds gomoku.exe (the game), pbrain-gomoku.exe and
# gomoku-arena.exe for x86_64-pc-windows-gnu, checks that they need no DLL beyond what Windows
# ships, and smoke-tests them under Wine:
#   - the brain plays the protocol transcripts of engine/tests/pbrain.rs (START, INFO, BEGIN,
#     TURN, BOARD...DONE, TAKEBACK, YXSHOWFORBID under renju, YXNBEST, SWAP2BOARD, junk, END);
#   - the game starts under Xvfb and saves a screenshot through its own --screenshot.
# Installs what is missing (the rustup target; Debian's mingw-w64, wine, xvfb with apt-get as
# root or through sudo). Output: target/x86_64-pc-windows-gnu/release/*.exe and
# target/windows-test/ (the screenshot and the logs).
#
#   scripts/windows.sh              build all three, run both smoke tests
#   scripts/windows.sh --brain      the brain and the arena, and the brain test only
#   scripts/windows.sh --no-test    build only
set -euo pipefail
cd "$(dirname "$0")/.."

brain_only=0
run_tests=1
for argument in "$@"; do
  case $argument in
    --brain) brain_only=1 ;;
    --no-test) run_tests=0 ;;
    -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown option $argument (try --help)" >&2; exit 2 ;;
  esac
done

target=x86_64-pc-windows-gnu
out=${CARGO_TARGET_DIR:-target}/$target/release
report=${CARGO_TARGET_DIR:-target}/windows-test
mkdir -p "$report"

if ! rustup target list --installed 2>/dev/null | grep -q "^$target\$"; then
  rustup target add "$target"
fi
packages=(mingw-w64)
[ $run_tests -eq 1 ] && packages+=(wine wine64)
[ $run_tests -eq 1 ] && [ $brain_only -eq 0 ] && packages+=(xvfb mesa-vulkan-drivers)
bash scripts/linux-deps.sh "${packages[@]}"

echo "== building for $target (linker and static C runtime: .cargo/config.toml)"
# The brain on its own, as in the Linux package (the lab turns on the engine's `lab` feature).
cargo build --release --locked --target "$target" -p gomoku-engine --bin pbrain-gomoku
cargo build --release --locked --target "$target" -p gomoku-lab --bin gomoku-arena
programs=(pbrain-gomoku gomoku-arena)
if [ $brain_only -eq 0 ]; then
  cargo build --release --locked --target "$target" -p gomoku --bin gomoku
  programs+=(gomoku)
fi

echo "== DLLs each program imports (all must come with Windows)"
# Windows' own libraries; anything else (libgcc_s, libwinpthread, libstdc++...) would have to be
# shipped next to the .exe.
system='^(kernel32|user32|gdi32|advapi32|shell32|ole32|oleaut32|ws2_32|userenv|ntdll|msvcrt|bcrypt|bcryptprimitives|combase|rpcrt4|uiautomationcore|crypt32|secur32|imm32|winmm|dwmapi|uxtheme|opengl32|d3d11|d3d12|dxgi|dcomp|setupapi|hid|xinput1_4|xinput9_1_0|cfgmgr32|propsys|version|shlwapi|comctl32|comdlg32|powrprof|mmdevapi|avrt|ksuser|dinput8|api-ms-win-[a-z0-9-]+)\.dll$'
for program in "${programs[@]}"; do
  exe=$out/$program.exe
  dlls=$(x86_64-w64-mingw32-objdump -p "$exe" | sed -n 's/^\s*DLL Name: //p' | sort -fu)
  printf '%s (%s bytes): %s\n' "$program.exe" "$(stat -c %s "$exe")" "$(echo "$dlls" | tr '\n' ' ')"
  foreign=$(echo "$dlls" | grep -viE "$system" || true)
  if [ -n "$foreign" ]; then
    echo "$program.exe needs DLLs Windows does not ship: $foreign" >&2
    exit 1
  fi
done

[ $run_tests -eq 1 ] || exit 0

# A Wine prefix of our own, so the test never touches the user's. Rust's standard library
# takes its random numbers from ProcessPrng in bcryptprimitives.dll (Windows 10 and later);
# Wine 8 (Debian 12) lacks that DLL, so the prefix gets a stand-in built from
# scripts/wine/bcryptprimitives.c. Real Windows needs nothing: the DLL is part of it.
export WINEPREFIX=${WINEPREFIX:-$(realpath -m "${CARGO_TARGET_DIR:-target}/wine-prefix")}
export WINEDEBUG=${WINEDEBUG:--all}
export WINEDLLOVERRIDES="mscoree,mshtml=;bcryptprimitives=n,b"
# Debian puts the 64-bit loader outside PATH.
wine=$(command -v wine64 || echo /usr/lib/wine/wine64)
[ -x "$wine" ] || wine=$(command -v wine)
if [ ! -f "$WINEPREFIX/system.reg" ]; then
  echo "== creating the Wine prefix $WINEPREFIX"
  "$wine" wineboot --init >"$report/wineboot.log" 2>&1 || true
  wineserver -w 2>/dev/null || true
fi
system32=$WINEPREFIX/drive_c/windows/system32
if [ ! -f "$system32/bcryptprimitives.dll" ]; then
  x86_64-w64-mingw32-gcc -O2 -shared -o "$system32/bcryptprimitives.dll" \
    scripts/wine/bcryptprimitives.c -ladvapi32
fi

echo "== pbrain-gomoku.exe under Wine: the protocol transcripts"
exe=$(realpath "$out/pbrain-gomoku.exe")
"$wine" "$exe" --version
# The tests must really talk to the command given: with a brain that cannot start they fail.
if GOMOKU_TEST_BRAIN=false cargo test --locked -p gomoku-engine --test pbrain -- \
  start_sizes_about_and_restart >/dev/null 2>&1; then
  echo "the transcript tests ignore GOMOKU_TEST_BRAIN" >&2
  exit 1
fi
GOMOKU_TEST_BRAIN="$wine $exe" cargo test --locked -p gomoku-engine --test pbrain -- \
  --test-threads=1 2>&1 | tee "$report/pbrain.log" | grep -E '^test |^test result'
grep -q '^test result: ok' "$report/pbrain.log"
echo "== gomoku-arena.exe under Wine"
"$wine" "$(realpath "$out/gomoku-arena.exe")" --version

[ $brain_only -eq 0 ] || exit 0

echo "== gomoku.exe under Wine and Xvfb: a screenshot through --screenshot"
display=${WINDOWS_TEST_DISPLAY:-:97}
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true; wineserver -k 2>/dev/null || true' EXIT
sleep 1
report=$(realpath "$report")
shot=$report/gomoku-wine.png
rm -f "$shot"
(
  cd "$out"
  # wgpu finds no adapter through Wine's DX12; Vulkan goes through winevulkan to Mesa. Inside
  # a Wine virtual desktop, because winit panics on the display modes Wine reports for Xvfb.
  DISPLAY=$display WGPU_BACKEND=vulkan timeout 180 "$wine" explorer /desktop=gomoku,1280x800 gomoku.exe --screenshot "$(winepath -w "$shot")" \
    --at 8 --position h8i9h9
) >"$report/gomoku.log" 2>&1 || true
if [ -s "$shot" ]; then
  echo "screenshot: $shot ($(stat -c %s "$shot") bytes)"
else
  echo "gomoku.exe drew no screenshot under Wine; the end of its log ($report/gomoku.log):" >&2
  tail -20 "$report/gomoku.log" >&2
  exit 1
fi
echo "== Windows smoke tests passed"
