#!/usr/bin/env bash
# Regenerates assets/fonts/NotoSansSC-subset.otf: Noto Sans CJK SC (SIL OFL 1.1) cut down to
# printable ASCII plus every CJK character the game's Rust sources use, so egui can draw the
# Simplified Chinese UI without shipping the whole 19 MB font collection.
#
# Usage: scripts/make-cjk-font.sh [EXTRA_TEXT_FILE...]
#   Characters are collected from src/**/*.rs, from the engine's files whose text the game
#   shows (the renju openings' names), and from any extra files given (UTF-8 text).
#   Collected: U+3000-303F (CJK punctuation), U+4E00-9FFF (ideographs), U+FF00-FFEF
#   (full-width forms), and, when they occur, U+00A0-00FF and U+2000-206F (·, ×, “ ”, …, —).
# Environment:
#   NOTO_CJK_FONT  source font (default /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc,
#                  from Debian's fonts-noto-cjk; a single-face NotoSansCJKsc-Regular.otf or
#                  NotoSansSC-Regular.otf from github.com/notofonts/noto-cjk works too)
#   PYTHON         python interpreter to use (default python3)
# Needs fontTools (pyftsubset); installs it with pip if it is missing.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src_font="${NOTO_CJK_FONT:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}"
out="$root/assets/fonts/NotoSansSC-subset.otf"
python="${PYTHON:-python3}"

if [[ ! -f "$src_font" ]]; then
  echo "error: source font $src_font not found (apt-get install fonts-noto-cjk, or set NOTO_CJK_FONT)" >&2
  exit 1
fi
for f in "$@"; do
  [[ -f "$f" ]] || { echo "error: extra text file $f not found" >&2; exit 1; }
done
if ! "$python" -c 'import fontTools.subset' 2>/dev/null; then
  # Inside a virtualenv install into it; otherwise into the user's site-packages.
  user=--user
  "$python" -c 'import sys; sys.exit(sys.prefix == sys.base_prefix)' && user=
  echo "fontTools not found: installing it with '$python -m pip install ${user:+$user }fonttools'" >&2
  "$python" -m pip install $user --quiet fonttools || {
    echo "error: could not install fontTools; install it yourself (pip install fonttools," \
      "or apt-get install python3-fonttools) and run this again" >&2
    exit 1
  }
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# 1. The code points to keep, one "U+XXXX" per line.
mapfile -d '' rs_files < <(find "$root/src" -type f -name '*.rs' -print0 | sort -z)
rs_files+=("$root/engine/src/opening/canonical.rs")
"$python" - "$tmp/unicodes.txt" "${rs_files[@]}" "$@" <<'PY'
import sys

RANGES = [(0x3000, 0x303F), (0x4E00, 0x9FFF), (0xFF00, 0xFFEF),  # CJK
          (0x00A0, 0x00FF), (0x2000, 0x206F)]                     # Latin-1, general punctuation
out, files = sys.argv[1], sys.argv[2:]
chars = set(range(0x20, 0x7F))  # printable ASCII
cjk = set()
for path in files:
    with open(path, encoding="utf-8") as f:
        for ch in f.read():
            cp = ord(ch)
            if any(lo <= cp <= hi for lo, hi in RANGES):
                chars.add(cp)
                if cp >= 0x3000:
                    cjk.add(cp)
with open(out, "w") as f:
    f.writelines(f"U+{cp:04X}\n" for cp in sorted(chars))
print(f"{len(files)} files scanned: {len(cjk)} distinct CJK characters, {len(chars)} code points in all")
PY

# 2. Which face of the collection is Simplified Chinese (by PostScript name; 0 for a plain .otf).
face="$("$python" - "$src_font" <<'PY'
import sys
from fontTools.ttLib import TTCollection

path = sys.argv[1]
with open(path, "rb") as f:
    is_collection = f.read(4) == b"ttcf"
if not is_collection:
    print(0)
    sys.exit()
for i, font in enumerate(TTCollection(path, lazy=True).fonts):
    if font["name"].getDebugName(6) == "NotoSansCJKsc-Regular":
        print(i)
        sys.exit()
sys.exit(f"no NotoSansCJKsc-Regular face in {path}")
PY
)"

# 3. Subset. Plain OpenType/CFF (no WOFF2), no hinting, no subroutines, no layout tables (egui
#    needs no shaping features for CJK), no vertical metrics; keep the copyright/licence names.
mkdir -p "$(dirname "$out")"
"$python" -m fontTools.subset "$src_font" \
  --font-number="$face" \
  --unicodes-file="$tmp/unicodes.txt" \
  --output-file="$tmp/subset.otf" \
  --no-hinting \
  --desubroutinize \
  --layout-features='' \
  --drop-tables+=GSUB,GPOS,GDEF,BASE,VORG,vhea,vmtx,DSIG \
  --name-IDs=0,1,2,3,4,5,6,7,8,9,11,12,13,14 \
  --name-languages=0x0409 \
  --no-glyph-names \
  --notdef-outline
mv "$tmp/subset.otf" "$out"
echo "wrote ${out#"$root"/} ($(wc -c <"$out") bytes, face $face of $(basename "$src_font"))"
