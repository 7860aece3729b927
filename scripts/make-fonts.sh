#!/usr/bin/env bash
# Regenerates the interface's fonts in assets/fonts/ from Debian's Noto fonts (SIL OFL 1.1), cut
# down to the characters the game's text uses, so that no script's font ships whole:
#   NotoSans-subset.ttf        Noto Sans: printable ASCII and every Latin (Vietnamese's letters
#                              included), Cyrillic and punctuation character of the FTL files
#   NotoSansSC-subset.otf      Noto Sans CJK SC: the Simplified Chinese file's characters
#   NotoSansTC-subset.otf      Noto Sans CJK TC: the Traditional Chinese file's
#   NotoSansJP-subset.otf      Noto Sans CJK JP: the Japanese file's (Japanese glyph forms)
#   NotoSansKR-subset.otf      Noto Sans CJK KR: the Korean file's
#   LanguageNames-subset.otf   Noto Sans CJK SC: the CJK characters of the languages' own names,
#                              so the language menu reads in every language
# Each CJK subset also keeps printable ASCII, so it can draw a whole label alone (the board's
# Bevy text uses one font at a time).
#
# Usage: scripts/make-fonts.sh
# Environment:
#   NOTO_CJK_FONT   default /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc (fonts-noto-cjk)
#   NOTO_LATIN_FONT default /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf (fonts-noto-core)
#   PYTHON          default python3
# Needs fontTools (pyftsubset); installs it with pip if it is missing.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cjk_font="${NOTO_CJK_FONT:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}"
latin_font="${NOTO_LATIN_FONT:-/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf}"
python="${PYTHON:-python3}"

for font in "$cjk_font" "$latin_font"; do
  if [[ ! -f "$font" ]]; then
    echo "error: source font $font not found (apt-get install fonts-noto-cjk fonts-noto-core," \
      "or set NOTO_CJK_FONT / NOTO_LATIN_FONT)" >&2
    exit 1
  fi
done
if ! "$python" -c 'import fontTools.subset' 2>/dev/null; then
  user=--user
  "$python" -c 'import sys; sys.exit(sys.prefix == sys.base_prefix)' && user=
  echo "fontTools not found: installing it with '$python -m pip install ${user:+$user }fonttools'" >&2
  "$python" -m pip install $user --quiet fonttools || {
    echo "error: could not install fontTools (pip install fonttools, or apt-get install" \
      "python3-fonttools) and run this again" >&2
    exit 1
  }
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# 1. The code points each font keeps, one "U+XXXX" per line in $tmp/<font>.txt.
"$python" - "$root" "$tmp" <<'PY'
import glob, os, sys

root, tmp = sys.argv[1], sys.argv[2]
locales = os.path.join(root, "assets", "locales")

def text(path):
    with open(path, encoding="utf-8") as f:
        return f.read()

def is_cjk(cp):
    return (0x1100 <= cp <= 0x11FF or 0x2E80 <= cp <= 0x9FFF or 0xA960 <= cp <= 0xA97F
            or 0xAC00 <= cp <= 0xD7FF or 0xF900 <= cp <= 0xFAFF or 0xFE30 <= cp <= 0xFE4F
            or 0xFF00 <= cp <= 0xFFEF)

ascii = set(range(0x20, 0x7F))
ftl = {os.path.basename(p)[:-4]: text(p) for p in glob.glob(os.path.join(locales, "*.ftl"))}
sources = "".join(text(p) for p in glob.glob(os.path.join(root, "src", "**", "*.rs"), recursive=True))
everything = "".join(ftl.values()) + sources
latin = ascii | {ord(c) for c in everything if ord(c) > 0x7F and not is_cjk(ord(c))
                 and (c.isprintable() or c == "\u00a0")}
# The languages' own names, as src/i18n/mod.rs writes them.
names = {ord(c) for c in "简体中文繁體中文日本語한국어" }
fonts = {"NotoSans": latin, "LanguageNames": names}
for face, tag in [("SC", "zh-CN"), ("TC", "zh-TW"), ("JP", "ja"), ("KR", "ko")]:
    own = {ord(c) for c in ftl.get(tag, "") if ord(c) > 0x7F and c.isprintable()}
    fonts[face] = ascii | own
for name, points in fonts.items():
    with open(os.path.join(tmp, name + ".txt"), "w") as f:
        f.writelines(f"U+{cp:04X}\n" for cp in sorted(points))
    print(f"{name}: {len(points)} code points")
PY

# 2. The collection's face for each region (by PostScript name).
face_of() {
  "$python" - "$cjk_font" "$1" <<'PY'
import sys
from fontTools.ttLib import TTCollection
path, wanted = sys.argv[1], sys.argv[2]
for i, font in enumerate(TTCollection(path, lazy=True).fonts):
    if font["name"].getDebugName(6) == wanted:
        print(i)
        sys.exit()
sys.exit(f"no {wanted} face in {path}")
PY
}

# 3. Subset: no hinting, no layout tables (egui shapes nothing), no vertical metrics; keep the
#    copyright and licence names. Characters a font lacks are left out silently here: the
#    translations test (tests/game/translations.rs) names any that a language needs.
subset() { # source face-number unicodes-file output
  "$python" -m fontTools.subset "$1" --font-number="$2" --unicodes-file="$3" \
    --output-file="$4" --no-hinting --desubroutinize --layout-features='' \
    --drop-tables+=GSUB,GPOS,GDEF,BASE,VORG,vhea,vmtx,DSIG \
    --name-IDs=0,1,2,3,4,5,6,7,8,9,11,12,13,14 --name-languages=0x0409 \
    --no-glyph-names --notdef-outline
}
out="$root/assets/fonts"
mkdir -p "$out"
subset "$latin_font" 0 "$tmp/NotoSans.txt" "$out/NotoSans-subset.ttf"
subset "$cjk_font" "$(face_of NotoSansCJKsc-Regular)" "$tmp/LanguageNames.txt" "$out/LanguageNames-subset.otf"
for face in SC TC JP KR; do
  ps="NotoSansCJK$(echo "$face" | tr 'A-Z' 'a-z')-Regular"
  subset "$cjk_font" "$(face_of "$ps")" "$tmp/$face.txt" "$out/NotoSans$face-subset.otf"
done
for f in NotoSans-subset.ttf LanguageNames-subset.otf NotoSans{SC,TC,JP,KR}-subset.otf; do
  echo "wrote assets/fonts/$f ($(wc -c <"$out/$f") bytes)"
done
