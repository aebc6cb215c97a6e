"""Render the app icon from resources/icons/ravi.svg into PNG, ICO and ICNS files.

    .venv/bin/python packaging/make_icons.py          # (re)write the files, then commit them
    .venv/bin/python packaging/make_icons.py --check  # exit 1 if a file is missing or stale

Outputs (beside the SVG): ``ravi-N.png`` for N in SIZES (Linux hicolor theme, window icon),
``ravi.ico`` (Windows: PNG-compressed entries 16…256) and ``ravi.icns`` (macOS: PNG entries
16…1024). The ICO and ICNS containers are written here by hand — both are a short header and a
table of PNG blobs — so no image tool beyond Qt is needed. Rendering uses Qt's QSvgRenderer
(QtSvg ships in PySide6-Essentials; the app itself does not import it).

``--check`` compares the pixel sizes and the container layouts, not the bytes: another Qt
version may anti-alias a pixel differently and that is not a stale icon.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SVG = ICONS / "ravi.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, with their pixel size (Apple's icns format).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    """The SVG drawn on a transparent ``size``×``size`` square, as PNG bytes."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buf, "PNG"):
        raise RuntimeError(f"cannot encode the {size} px PNG")
    buf.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are the given PNGs (Windows Vista and later read them)."""
    head = struct.pack("<HHH", 0, 1, len(pngs))
    table, blobs = b"", b""
    offset = 6 + 16 * len(pngs)
    for size, png in sorted(pngs.items()):
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICO directory
        table += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return head + table + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file with one PNG element per entry of ICNS_TYPES."""
    body = b""
    for kind, size in ICNS_TYPES:
        png = pngs[size]
        body += kind + struct.pack(">I", 8 + len(png)) + png
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def png_size(data: bytes) -> tuple[int, int]:
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    return struct.unpack(">II", data[16:24])


def read_ico(data: bytes) -> list[int]:
    """Pixel sizes of the PNG entries of an ICO file (raises ValueError if malformed)."""
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    if reserved != 0 or kind != 1:
        raise ValueError("not an ICO file")
    sizes = []
    for i in range(count):
        w, h, _, _, _, _, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        pw, ph = png_size(data[offset : offset + length])
        if (w or 256, h or 256) != (pw, ph):
            raise ValueError(f"ICO entry {i} says {w}×{h}, its PNG is {pw}×{ph}")
        sizes.append(pw)
    return sizes


def read_icns(data: bytes) -> list[tuple[bytes, int]]:
    """(type, pixel size) of every element of an ICNS file (raises ValueError if malformed)."""
    if data[:4] != b"icns" or struct.unpack(">I", data[4:8])[0] != len(data):
        raise ValueError("not an ICNS file (or a wrong length)")
    out, pos = [], 8
    while pos < len(data):
        kind, length = data[pos : pos + 4], struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        out.append((kind, png_size(data[pos + 8 : pos + length])[0]))
        pos += length
    return out


def build() -> dict[str, bytes]:
    """File name → content of every generated icon file."""
    _app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 — QImage needs it
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise RuntimeError(f"{SVG} is not a valid SVG")
    pngs = {size: render_png(renderer, size) for size in (*SIZES, 1024)}
    files = {f"ravi-{size}.png": pngs[size] for size in SIZES}
    files["ravi.ico"] = ico_bytes({s: pngs[s] for s in ICO_SIZES})
    files["ravi.icns"] = icns_bytes(pngs)
    return files


def check() -> list[str]:
    """Problems with the committed files (empty when they match the SVG's layout)."""
    problems = []
    for size in SIZES:
        path = ICONS / f"ravi-{size}.png"
        if not path.is_file():
            problems.append(f"{path.name}: missing")
        elif png_size(path.read_bytes()) != (size, size):
            problems.append(f"{path.name}: not {size}×{size}")
    try:
        if read_ico((ICONS / "ravi.ico").read_bytes()) != list(ICO_SIZES):
            problems.append("ravi.ico: wrong sizes")
    except (OSError, ValueError, struct.error) as exc:
        problems.append(f"ravi.ico: {exc}")
    try:
        if read_icns((ICONS / "ravi.icns").read_bytes()) != list(ICNS_TYPES):
            problems.append("ravi.icns: wrong elements")
    except (OSError, ValueError, struct.error) as exc:
        problems.append(f"ravi.icns: {exc}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="check the files, write nothing")
    args = parser.parse_args(argv)
    if args.check:
        problems = check()
        for line in problems:
            print(line, file=sys.stderr)
        return 1 if problems else 0
    for name, data in build().items():
        (ICONS / name).write_bytes(data)
        print(f"{ICONS / name}: {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
