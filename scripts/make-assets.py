#!/usr/bin/env python3
"""Draws the gallery's images (scene S4: a background and a row of thumbnails) into
Assets/Gallery/. Standard library only: pixels are computed here and written as PNG
with zlib + struct. Re-running it rewrites the same files byte for byte."""

import math
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Assets", "Gallery")


def write_png(path, width, height, pixel):
    """Writes an 8-bit RGB PNG; `pixel(x, y)` returns (r, g, b) floats in 0…255."""
    raw = bytearray()
    for y in range(height):
        row = bytearray()
        for x in range(width):
            r, g, b = pixel(x, y)
            row += bytes((clamp(r), clamp(g), clamp(b)))
        # Filter 1 (Sub): smooth gradients become small, repetitive deltas that deflate well.
        raw.append(1)
        prev = (0, 0, 0)
        for i in range(0, len(row), 3):
            cur = (row[i], row[i + 1], row[i + 2])
            raw += bytes(((c - p) & 0xFF) for c, p in zip(cur, prev))
            prev = cur

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n"
    png += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(raw), 9))
    png += chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)
    return len(png)


def clamp(v):
    return max(0, min(255, int(round(v))))


def mix(a, b, t):
    t = max(0.0, min(1.0, t))
    return tuple(x + (y - x) * t for x, y in zip(a, b))


def smooth(edge0, edge1, v):
    """0 below edge0, 1 above edge1, a smooth step between (a cheap anti-aliased edge)."""
    if edge0 == edge1:
        return 0.0 if v < edge0 else 1.0
    t = max(0.0, min(1.0, (v - edge0) / (edge1 - edge0)))
    return t * t * (3 - 2 * t)


def disc(x, y, cx, cy, r):
    """Coverage of a disc at (x, y), with a one-pixel soft edge."""
    return 1.0 - smooth(r - 0.75, r + 0.75, math.hypot(x - cx, y - cy))


def hex_rgb(h):
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


# ---------------------------------------------------------------- thumbnails (300×400)

W, H = 300, 400


def lavender(x, y):
    """Lavender field at dusk: pink-violet sky, low sun, purple rows running to the horizon."""
    horizon = 170
    if y < horizon:
        c = mix(hex_rgb("6a5acd"), hex_rgb("ffb6c1"), y / horizon)
        c = mix(c, hex_rgb("fff1c1"), disc(x, y, 200, horizon - 10, 38))
        return c
    depth = (y - horizon) / (H - horizon)  # 0 at the horizon, 1 at the bottom
    # Rows converge on a vanishing point at (150, horizon).
    u = (x - 150) / max(1.0, (y - horizon)) * 6
    stripe = 0.5 + 0.5 * math.cos(u * math.pi)
    purple = mix(hex_rgb("4b2a7b"), hex_rgb("9b6fd6"), stripe)
    soil = hex_rgb("3d5a2a")
    c = mix(soil, purple, smooth(0.25, 0.6, stripe))
    return mix(mix(c, hex_rgb("c9a3e6"), 0.35), c, depth)


def mountain_lake(x, y):
    """Blue sky, snow-capped peaks and their reflection in a still lake."""
    horizon = 240

    def ridge(px):
        return min(horizon - abs(px - 95) * 1.25 - 0, horizon) if abs(px - 95) < 120 else horizon

    def ridge2(px):
        return horizon - max(0.0, 150 - abs(px - 215) * 1.4)

    yy = y if y < horizon else 2 * horizon - y
    peak1 = horizon - max(0.0, 150 - abs(x - 95) * 1.2)
    peak2 = ridge2(x)
    sky = mix(hex_rgb("4aa3df"), hex_rgb("d6f0ff"), yy / horizon)
    c = sky
    c = mix(c, (255, 255, 255), disc(x, yy, 60, 60, 22) * 0.9)
    c = mix(c, (255, 255, 255), disc(x, yy, 82, 52, 26) * 0.9)
    if yy > peak2:
        rock = hex_rgb("5b6b7a")
        c = mix(rock, (245, 248, 255), smooth(peak2 + 45, peak2 + 38, yy))
    if yy > peak1:
        rock = hex_rgb("44515e")
        c = mix(rock, (250, 252, 255), smooth(peak1 + 40, peak1 + 32, yy))
    if y >= horizon:
        water = hex_rgb("1f6f8b")
        ripple = 0.5 + 0.5 * math.sin(y * 0.9 + math.sin(x * 0.05) * 2)
        c = mix(c, water, 0.45 + 0.1 * ripple)
    return c


def basil(x, y):
    """A large basil leaf with veins on a fresh green-to-lime background."""
    bg = mix(hex_rgb("e8f7c8"), hex_rgb("9ccc65"), (x + y) / (W + H))
    # Leaf: an ellipse-like shape pointed at both ends, tilted.
    a = math.radians(-30)
    cx, cy = 150, 205
    u = (x - cx) * math.cos(a) - (y - cy) * math.sin(a)
    v = (x - cx) * math.sin(a) + (y - cy) * math.cos(a)
    length, width = 165, 85
    if abs(u) < length:
        half = width * math.sin(math.acos(u / length)) ** 1.4
    else:
        half = -1
    inside = 1.0 - smooth(half - 1, half + 1, abs(v)) if half > 0 else 0.0
    leaf = mix(hex_rgb("2e7d32"), hex_rgb("66bb6a"), 0.5 + v / (2 * width))
    vein = 1.0 - smooth(1.0, 2.5, abs(v))
    side = 0.0
    for k in range(-4, 5):
        offset = k * 32
        side = max(side, 1.0 - smooth(0.8, 2.0, abs((u - offset) - abs(v) * 0.9)))
    leaf = mix(leaf, hex_rgb("c5e1a5"), max(vein, side * 0.6 * smooth(4, 12, abs(v))))
    stem = 1.0 - smooth(2, 4, abs(v)) if length - 5 < -u < length + 45 else 0.0
    c = mix(bg, leaf, inside)
    return mix(c, hex_rgb("33691e"), stem)


def dunes(x, y):
    """Desert dunes under a setting sun."""
    sky = mix(hex_rgb("ff7043"), hex_rgb("ffe082"), y / 220)
    c = mix(sky, hex_rgb("fffde7"), disc(x, y, 90, 150, 45))
    layers = [
        (200, 28, 0.018, 0.0, "ffb74d", "f57c00"),
        (260, 34, 0.012, 1.7, "ffa726", "e65100"),
        (320, 30, 0.016, 3.1, "fb8c00", "bf360c"),
    ]
    for base, amp, freq, phase, light, dark in layers:
        crest = base + amp * math.sin(x * freq + phase)
        if y > crest:
            shade = 0.5 + 0.5 * math.sin(x * freq + phase + 1.2)
            c = mix(hex_rgb(light), hex_rgb(dark), shade * 0.7 + (y - crest) / 400)
    return c


def lemons(x, y):
    """Lemons and leaves on a teal background."""
    c = mix(hex_rgb("00897b"), hex_rgb("4db6ac"), y / H)
    for lx, ly, rx, ry, ang in [(95, 120, 70, 52, 20), (205, 235, 78, 58, -25), (110, 320, 62, 48, 40)]:
        a = math.radians(ang)
        u = (x - lx) * math.cos(a) + (y - ly) * math.sin(a)
        v = -(x - lx) * math.sin(a) + (y - ly) * math.cos(a)
        # leaf beside each lemon
        lu, lv = u - rx * 0.9, v + ry * 0.9
        leaf = (lu / (rx * 0.55)) ** 2 + (lv / (ry * 0.28)) ** 2
        c = mix(c, hex_rgb("1b5e20"), 1.0 - smooth(0.9, 1.05, leaf))
        d = (u / rx) ** 2 + (v / ry) ** 2
        tip = (abs(u) - rx) / 8
        shade = mix(hex_rgb("fff59d"), hex_rgb("fbc02d"), (u + v) / (rx + ry) + 0.5)
        c = mix(c, shade, 1.0 - smooth(0.96, 1.04, d - max(0, 0.25 - tip * tip) * 0))
        c = mix(c, (255, 255, 240), disc(u, v, -rx * 0.35, -ry * 0.4, 9) * 0.7)
    return c


# ---------------------------------------------------------------- background (393×852)

BW, BH = 393, 852


def background(x, y):
    """A calm dusk landscape: deep blue to peach sky, stars, and layered hills at the bottom."""
    c = mix(hex_rgb("1a237e"), hex_rgb("ffccbc"), (y / BH) ** 1.3)
    # a few stars in the upper sky, placed by a fixed pattern
    for i in range(24):
        sx = (i * 97 + 31) % BW
        sy = (i * 53 + 17) % 300
        c = mix(c, (255, 255, 255), disc(x, y, sx, sy, 1.4) * (1 - y / 400))
    c = mix(c, hex_rgb("fff8e1"), disc(x, y, 300, 160, 34))
    for base, amp, freq, phase, color in [
        (610, 40, 0.014, 0.5, "7e57c2"),
        (680, 34, 0.02, 2.0, "5e35b1"),
        (750, 30, 0.017, 4.0, "4527a0"),
        (810, 22, 0.025, 1.0, "311b92"),
    ]:
        crest = base + amp * math.sin(x * freq + phase)
        c = mix(c, hex_rgb(color), smooth(crest - 0.75, crest + 0.75, y))
    return c


def main():
    os.makedirs(OUT, exist_ok=True)
    jobs = [
        ("background.png", BW, BH, background),
        ("thumb1.png", W, H, lavender),
        ("thumb2.png", W, H, mountain_lake),
        ("thumb3.png", W, H, basil),
        ("thumb4.png", W, H, dunes),
        ("thumb5.png", W, H, lemons),
    ]
    total = 0
    for name, w, h, fn in jobs:
        size = write_png(os.path.join(OUT, name), w, h, fn)
        total += size
        print(f"{name}: {w}x{h}, {size} bytes")
    print(f"total {total} bytes")


if __name__ == "__main__":
    main()
