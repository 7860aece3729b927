#!/usr/bin/env python3
"""Draws the game's icon: the corner of a wooden Gomoku board with a black and a white stone.

Everything is computed here from signed distances (no image library, no drawn or downloaded
art), so the icon is rebuilt with nothing but Python 3's standard library:

    python3 scripts/make-icon.py [OUTPUT_DIR]      (default: assets/icon)

Writes gomoku-SIZE.png for every size below and gomoku.ico (the same images, PNG-compressed
inside, for the Windows .exe's resource). Each size is drawn at its own resolution, with the
board's grain left out where it would only be noise, rather than scaled down from the largest.
"""

import math
import os
import struct
import sys
import zlib

SIZES = [16, 24, 32, 48, 64, 128, 180, 192, 256, 512]
ICO_SIZES = [16, 24, 32, 48, 64, 256]

# Unit coordinates: (0, 0) is the top-left corner of the icon, (1, 1) the bottom-right.
BOARD_MARGIN = 0.03
BOARD_RADIUS = 0.13
GRID = [0.16, 0.42, 0.68, 0.94]  # lines from the top-left corner of the grid to the edge
STONE_RADIUS = 0.165
BLACK_AT = (0.42, 0.42)
WHITE_AT = (0.68, 0.68)


def clamp(value, low=0.0, high=1.0):
    return max(low, min(high, value))


def mix(a, b, t):
    return tuple(x + (y - x) * t for x, y in zip(a, b))


def coverage(distance, pixel):
    """How much of a pixel lies inside a shape, from the signed distance of its centre
    (negative inside) in unit coordinates: a one-pixel ramp gives the anti-aliasing."""
    return clamp(0.5 - distance / pixel)


def rounded_box(x, y, low, high, radius):
    centre = (low + high) / 2
    half = (high - low) / 2 - radius
    dx = abs(x - centre) - half
    dy = abs(y - centre) - half
    outside = math.hypot(max(dx, 0.0), max(dy, 0.0))
    return outside + min(max(dx, dy), 0.0) - radius


def over(base, color, alpha):
    """`color` with opacity `alpha` painted over the straight-alpha pixel `base`."""
    r, g, b, a = base
    out_a = alpha + a * (1 - alpha)
    if out_a <= 0:
        return (0.0, 0.0, 0.0, 0.0)
    blend = [(c * alpha + bc * a * (1 - alpha)) / out_a for c, bc in zip(color, (r, g, b))]
    return (blend[0], blend[1], blend[2], out_a)


def wood(x, y, detail):
    """The board's colour: a warm gradient, with grain on the larger sizes."""
    light = (0.90, 0.72, 0.43)
    dark = (0.78, 0.55, 0.27)
    color = mix(light, dark, clamp((x + y) / 2))
    if detail:
        ring = math.sin((y * 2.6 + 0.06 * math.sin(x * 7.0)) * 34.0 + x * 3.0)
        shade = 0.035 * ring + 0.02 * math.sin(y * 83.0 + x * 5.0)
        color = tuple(clamp(c * (1 + shade)) for c in color)
    return color


def stone_color(x, y, centre, white):
    """A stone lit from the top left: a soft highlight that falls off to a darker rim."""
    hx = centre[0] - 0.35 * STONE_RADIUS
    hy = centre[1] - 0.40 * STONE_RADIUS
    t = clamp(math.hypot(x - hx, y - hy) / (1.55 * STONE_RADIUS))
    if white:
        return mix((1.0, 1.0, 1.0), (0.74, 0.75, 0.78), t**1.6)
    return mix((0.42, 0.43, 0.46), (0.04, 0.04, 0.05), t**0.8)


def pixel(x, y, size):
    step = 1.0 / size
    detail = size >= 48
    color = (0.0, 0.0, 0.0, 0.0)
    # The board, with a thin darker rim so it reads on light backgrounds too.
    board = rounded_box(x, y, BOARD_MARGIN, 1 - BOARD_MARGIN, BOARD_RADIUS)
    inside = coverage(board, step)
    if inside <= 0:
        return color
    rim = coverage(board + max(0.012, 0.6 * step), step)
    color = over(color, mix((0.55, 0.36, 0.16), wood(x, y, detail), rim), inside)
    # Grid lines: the board's top-left corner, lines running on to the edge.
    width = max(0.016, 0.9 * step) / 2
    line = 0.0
    first = GRID[0]
    for g in GRID:
        if y >= first - width:
            line = max(line, coverage(abs(x - g) - width, step))
        if x >= first - width:
            line = max(line, coverage(abs(y - g) - width, step))
    color = over(color, (0.24, 0.15, 0.07), line * 0.85 * inside)
    # Soft shadows under the stones, then the stones.
    for centre in (BLACK_AT, WHITE_AT):
        d = math.hypot(x - centre[0] - 0.022, y - centre[1] - 0.03) - STONE_RADIUS
        shadow = clamp(0.5 - d / max(0.035, 2 * step))
        color = over(color, (0.17, 0.09, 0.02), 0.45 * shadow * inside)
    for centre, white in ((BLACK_AT, False), (WHITE_AT, True)):
        d = math.hypot(x - centre[0], y - centre[1]) - STONE_RADIUS
        cover = coverage(d, step)
        if cover > 0:
            color = over(color, stone_color(x, y, centre, white), cover)
    return color


def render(size):
    rows = []
    for row in range(size):
        out = bytearray()
        for column in range(size):
            r, g, b, a = pixel((column + 0.5) / size, (row + 0.5) / size, size)
            out += bytes(round(clamp(v) * 255) for v in (r, g, b, a))
        rows.append(bytes(out))
    return rows


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def png(rows, size):
    """An 8-bit RGBA PNG; each row gets the filter with the smallest sum (the usual heuristic)."""
    data = bytearray()
    previous = bytes(len(rows[0]))
    for raw in rows:
        candidates = []
        for kind in range(5):
            out = bytearray([kind])
            for i, value in enumerate(raw):
                left = raw[i - 4] if i >= 4 else 0
                up = previous[i]
                corner = previous[i - 4] if i >= 4 else 0
                predict = (0, left, up, (left + up) // 2, paeth(left, up, corner))[kind]
                out.append((value - predict) & 0xFF)
            candidates.append(out)
        data += min(candidates, key=lambda c: sum(v if v < 128 else 256 - v for v in c[1:]))
        previous = raw

    def chunk(kind, body):
        return (
            struct.pack(">I", len(body))
            + kind
            + body
            + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
        )

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(bytes(data), 9))
        + chunk(b"IEND", b"")
    )


def ico(images):
    """A Windows icon file holding PNG images (read by Windows Vista and later, and windres)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries = b""
    for size, data in images:
        side = 0 if size >= 256 else size  # 0 means 256 in an icon directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(data for _, data in images)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "assets/icon"
    os.makedirs(out, exist_ok=True)
    pngs = {}
    for size in SIZES:
        pngs[size] = png(render(size), size)
        path = os.path.join(out, f"gomoku-{size}.png")
        with open(path, "wb") as file:
            file.write(pngs[size])
        print(f"{path}: {len(pngs[size])} bytes")
    path = os.path.join(out, "gomoku.ico")
    with open(path, "wb") as file:
        file.write(ico([(size, pngs[size]) for size in ICO_SIZES]))
    print(f"{path}: {os.path.getsize(path)} bytes")


if __name__ == "__main__":
    main()
