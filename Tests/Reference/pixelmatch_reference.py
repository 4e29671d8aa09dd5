#!/usr/bin/env python3
"""Reference counts for Reel's PixelMatch, computed independently with the method pixelmatch
(version 7) publishes: YIQ colour distance (Kotsarenko and Ramos, 2010) against
35215 * threshold^2, and the anti-aliasing detector of Vysniauskas (2009).

It reads the image pairs in Tests/Reference/pixelmatch/ (NAME-a.png, NAME-b.png; 8-bit RGB or
RGBA PNG files, decoded here with zlib from the standard library) and prints, for each pair and
each setting, the number of different pixels and of anti-aliased pixels:

    NAME<TAB>threshold<TAB>antialiasing<TAB>different<TAB>antialiased

The output is kept as Tests/Reference/pixelmatch/expected.tsv; PixelMatchReferenceTests checks
Reel's counts against it. Run it again after adding a pair:

    python3 Tests/Reference/pixelmatch_reference.py > Tests/Reference/pixelmatch/expected.tsv
"""
import os
import struct
import sys
import zlib

SETTINGS = [(0.1, True), (0.1, False), (0.05, True), (0.2, True), (0.0, True), (0.5, False)]


def read_png(path):
    """Returns (width, height, rows) where rows[y][x] = (r, g, b, a), straight 8-bit."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    pos, idat, width = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, (path, depth, colour)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    rows = []
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + predictor) & 0xFF
        previous = line
        row = []
        for x in range(width):
            px = line[x * channels:(x + 1) * channels]
            row.append(tuple(px) if channels == 4 else (px[0], px[1], px[2], 255))
        rows.append(row)
    return width, height, rows


def delta(p, q, k, y_only):
    """Signed YIQ distance of p over q; k is the RGBA byte offset choosing the background."""
    r1, g1, b1, a1 = p
    r2, g2, b2, a2 = q
    dr, dg, db, da = r1 - r2, g1 - g2, b1 - b2, a1 - a2
    if dr == 0 and dg == 0 and db == 0 and da == 0:
        return 0.0
    if a1 < 255 or a2 < 255:
        rb = 48 + 159 * (k % 2)
        gb = 48 + 159 * (int(k / 1.618033988749895) % 2)
        bb = 48 + 159 * (int(k / 2.618033988749895) % 2)
        dr = (r1 * a1 - r2 * a2 - rb * da) / 255
        dg = (g1 * a1 - g2 * a2 - gb * da) / 255
        db = (b1 * a1 - b2 * a2 - bb * da) / 255
    y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    if y_only:
        return y
    i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    q_ = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    d = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q_ * q_
    return -d if y > 0 else d


def many_siblings(img, x1, y1, w, h):
    x0, y0, x2, y2 = max(x1 - 1, 0), max(y1 - 1, 0), min(x1 + 1, w - 1), min(y1 + 1, h - 1)
    value = img[y1][x1]
    same = 1 if (x1 == x0 or x1 == x2 or y1 == y0 or y1 == y2) else 0
    for x in range(x0, x2 + 1):
        for y in range(y0, y2 + 1):
            if x == x1 and y == y1:
                continue
            if img[y][x] == value:
                same += 1
            if same > 2:
                return True
    return False


def antialiased(img, other, x1, y1, w, h):
    x0, y0, x2, y2 = max(x1 - 1, 0), max(y1 - 1, 0), min(x1 + 1, w - 1), min(y1 + 1, h - 1)
    same = 1 if (x1 == x0 or x1 == x2 or y1 == y0 or y1 == y2) else 0
    darkest = brightest = 0.0
    dark_at = bright_at = (0, 0)
    k = (y1 * w + x1) * 4
    for x in range(x0, x2 + 1):
        for y in range(y0, y2 + 1):
            if x == x1 and y == y1:
                continue
            d = delta(img[y1][x1], img[y][x], k, True)
            if d == 0:
                same += 1
                if same > 2:
                    return False
            elif d < darkest:
                darkest, dark_at = d, (x, y)
            elif d > brightest:
                brightest, bright_at = d, (x, y)
    if darkest == 0 or brightest == 0:
        return False
    return (many_siblings(img, *dark_at, w, h) and many_siblings(other, *dark_at, w, h)) or \
        (many_siblings(img, *bright_at, w, h) and many_siblings(other, *bright_at, w, h))


def compare(a, b, w, h, threshold, detect_aa):
    limit = 35215 * threshold * threshold
    different = aa = 0
    for y in range(h):
        for x in range(w):
            p, q = a[y][x], b[y][x]
            d = 0.0 if p == q else delta(p, q, (y * w + x) * 4, False)
            if abs(d) > limit:
                if detect_aa and (antialiased(a, b, x, y, w, h) or antialiased(b, a, x, y, w, h)):
                    aa += 1
                else:
                    different += 1
    return different, aa


def main():
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pixelmatch")
    names = sorted(f[:-6] for f in os.listdir(folder) if f.endswith("-a.png"))
    print("# pair\tthreshold\tantialiasing\tdifferent\tantialiased  (written by pixelmatch_reference.py)")
    for name in names:
        wa, ha, a = read_png(os.path.join(folder, name + "-a.png"))
        wb, hb, b = read_png(os.path.join(folder, name + "-b.png"))
        assert (wa, ha) == (wb, hb), name
        for threshold, detect in SETTINGS:
            different, aa = compare(a, b, wa, ha, threshold, detect)
            print(f"{name}\t{threshold}\t{'true' if detect else 'false'}\t{different}\t{aa}")


if __name__ == "__main__":
    sys.exit(main())
