"""The print preview's pages are pictures played back on screen; a text item recorded in a
picture is kept as its string and laid out again, left to right, on playback: the preview
showed «صندلی۳» without its space and full stops at the wrong end of a line, while the PDF
was right (a narrator's trial, CF45-11). Recorded into a picture, the printed text is now
drawn as the shaped glyphs' outlines: played back, its words sit where a direct paint puts
them."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPicture

from narrator_app.printing import layout as L

TEXT = "این یک نقش شهروند است. بازیکن: محمدرضا؛ صندلی ۳"
W, H = 400, 120


def _runs(flags: list[bool]) -> list[tuple[int, int]]:
    """The runs of true values in ``flags``, as (start, end) with ``end`` past the run."""
    out, i = [], 0
    while i < len(flags):
        if flags[i]:
            start = i
            while i < len(flags) and flags[i]:
                i += 1
            out.append((start, i))
        i += 1
    return out


def _ink_runs(img: QImage) -> list[list[tuple[int, int]]]:
    """For each band of rows holding ink (a line of text): the column spans with ink."""
    dark = [[img.pixelColor(x, y).lightness() < 140 for x in range(W)] for y in range(H)]
    out = []
    for top, bottom in _runs([any(r) for r in dark]):
        cols = [any(dark[r][x] for r in range(top, bottom)) for x in range(W)]
        out.append([s for s in _runs(cols) if s[1] - s[0] > 1])
    return out


def _paint(painter: QPainter, device) -> None:
    L.text_block(painter, device, QRectF(10, 10, 380, 100), TEXT, L.font(14, False))


def _image() -> QImage:
    img = QImage(W, H, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    return img


def test_a_recorded_page_plays_back_as_painted() -> None:
    direct = _image()
    p = QPainter(direct)
    _paint(p, direct)
    p.end()
    pic = QPicture()
    p = QPainter(pic)
    _paint(p, direct)
    p.end()
    played = _image()
    p = QPainter(played)
    pic.play(p)
    p.end()
    want, got = _ink_runs(direct), _ink_runs(played)
    assert len(want) == 2 and len(got) == 2, (want, got)  # two lines
    for line_w, line_g in zip(want, got, strict=True):
        assert len(line_w) == len(line_g), (line_w, line_g)  # the same words and gaps
        for (a, b), (c, d) in zip(line_w, line_g, strict=True):
            assert abs(a - c) <= 2 and abs(b - d) <= 2, (line_w, line_g)
