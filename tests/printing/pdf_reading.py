"""Reading the printed PDFs back, independently of the printing code: the rectangles the
page strokes (in mm), its text as words, and its fonts. Uses pypdf only, so CI can run it.

Text: a PDF holds glyphs in visual order, and pypdf does no bidi reordering, so each line
of Persian comes out reversed; it is reversed back here (the checks only look for Persian
words). Qt's PDF also stores the shaped (presentation-form) letters, which NFKC folds
back to the plain letters («هٔ» and «ۀ» count as one); zero-width non-joiners and bidi
marks are dropped, and punctuation is not part of a word. pypdf may see a word gap
where a ZWNJ was («حرفه ای»), so a name is found when its letters equal consecutive
words of the text.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

import pypdf
from pypdf.generic import ContentStream

PT_TO_MM = 25.4 / 72.0
_DROP = dict.fromkeys(map(ord, "\u200c\u200d\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e"
                          "\u2066\u2067\u2068\u2069"), None)


@dataclass(frozen=True)
class Box:
    """A stroked rectangle in mm, from the page's top-left corner."""

    x: float
    y: float
    w: float
    h: float


def _mul(m, n):
    a, b, c, d, e, f = m
    a2, b2, c2, d2, e2, f2 = n
    return (a * a2 + b * c2, a * b2 + b * d2, c * a2 + d * c2, c * b2 + d * d2,
            e * a2 + f * c2 + e2, e * b2 + f * d2 + f2)


def stroked_rects(reader: pypdf.PdfReader, page: pypdf.PageObject) -> list[Box]:
    """Every rectangle (``re``) the page strokes, through the current transformation."""
    height = float(page.mediabox.height)
    ops = ContentStream(page.get_contents(), reader).operations
    ctm = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    stack: list[tuple] = []
    pending: list[Box] = []
    out: list[Box] = []
    for operands, op in ops:
        op = op.decode() if isinstance(op, bytes) else op
        if op == "q":
            stack.append(ctm)
        elif op == "Q":
            ctm = stack.pop()
        elif op == "cm":
            ctm = _mul(tuple(float(v) for v in operands), ctm)
        elif op == "re":
            x, y, w, h = (float(v) for v in operands)
            a, b, c, d, e, f = ctm
            pts = [(a * px + c * py + e, b * px + d * py + f)
                   for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h))]
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            pending.append(Box(min(xs) * PT_TO_MM, (height - max(ys)) * PT_TO_MM,
                               (max(xs) - min(xs)) * PT_TO_MM, (max(ys) - min(ys)) * PT_TO_MM))
        elif op in ("S", "s", "B", "B*", "b", "b*"):
            out.extend(pending)
            pending = []
        elif op in ("f", "F", "f*", "n", "W", "W*"):
            if op not in ("W", "W*"):
                pending = []
    return out


@dataclass(frozen=True)
class Fill:
    """A filled shape: its box in mm from the page's top-left corner (through its points,
    curves' control points included), its fill colour (the ``scn`` operands) and its fill
    opacity (the graphics state's ``/ca``)."""

    box: Box
    colour: tuple[float, ...]
    alpha: float


def filled_shapes(reader: pypdf.PdfReader, page: pypdf.PageObject) -> list[Fill]:
    """Every shape the page fills (``f``, ``f*``, ``B``…), through the current
    transformation, with its colour and opacity."""
    height = float(page.mediabox.height)
    states = page.get("/Resources", {}).get("/ExtGState", {})
    ops = ContentStream(page.get_contents(), reader).operations
    ctm = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    colour: tuple[float, ...] = (0.0,)
    alpha = 1.0
    stack: list[tuple] = []
    points: list[tuple[float, float]] = []
    out: list[Fill] = []

    def add(x: float, y: float) -> None:
        a, b, c, d, e, f = ctm
        points.append((a * x + c * y + e, b * x + d * y + f))

    for operands, op in ops:
        op = op.decode() if isinstance(op, bytes) else op
        if op == "q":
            stack.append((ctm, colour, alpha))
        elif op == "Q":
            ctm, colour, alpha = stack.pop()
        elif op == "cm":
            ctm = _mul(tuple(float(v) for v in operands), ctm)
        elif op in ("scn", "sc", "rg", "g"):
            colour = tuple(float(v) for v in operands if not isinstance(v, str))
        elif op == "gs":
            alpha = float(states[operands[0]].get_object().get("/ca", alpha))
        elif op in ("m", "l", "c", "v", "y"):
            for i in range(0, len(operands), 2):
                add(float(operands[i]), float(operands[i + 1]))
        elif op == "re":
            x, y, w, h = (float(v) for v in operands)
            for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h)):
                add(px, py)
        elif op in ("f", "F", "f*", "B", "B*", "b", "b*") and points:
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            out.append(Fill(Box(min(xs) * PT_TO_MM, (height - max(ys)) * PT_TO_MM,
                                (max(xs) - min(xs)) * PT_TO_MM, (max(ys) - min(ys)) * PT_TO_MM),
                            colour, alpha))
            points = []
        elif op in ("S", "s", "n"):
            points = []
    return out


@dataclass(frozen=True)
class Glyph:
    """Where the page shows text: the origin of one ``Tj`` / ``TJ`` (Qt's PDF shows each
    glyph by its own ``Td`` and ``Tj``) in mm from the page's top-left corner, the font's
    size there in mm (its em through the text and current matrices), and the box of the
    clip it is drawn in (None: not clipped)."""

    x: float
    y: float
    em: float
    clip: Box | None


def _box(points: list[tuple[float, float]], height: float) -> Box:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return Box(min(xs) * PT_TO_MM, (height - max(ys)) * PT_TO_MM,
               (max(xs) - min(xs)) * PT_TO_MM, (max(ys) - min(ys)) * PT_TO_MM)


def glyph_origins(reader: pypdf.PdfReader, page: pypdf.PageObject) -> list[Glyph]:
    """Every glyph the page shows (see :class:`Glyph`)."""
    height = float(page.mediabox.height)
    ops = ContentStream(page.get_contents(), reader).operations
    ctm = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    clip: Box | None = None
    stack: list[tuple] = []
    points: list[tuple[float, float]] = []
    tm = tlm = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    size = 0.0
    out: list[Glyph] = []

    def add(x: float, y: float) -> None:
        a, b, c, d, e, f = ctm
        points.append((a * x + c * y + e, b * x + d * y + f))

    for operands, op in ops:
        op = op.decode() if isinstance(op, bytes) else op
        if op == "q":
            stack.append((ctm, clip))
        elif op == "Q":
            ctm, clip = stack.pop()
        elif op == "cm":
            ctm = _mul(tuple(float(v) for v in operands), ctm)
        elif op in ("m", "l", "c", "v", "y"):
            for i in range(0, len(operands), 2):
                add(float(operands[i]), float(operands[i + 1]))
        elif op == "re":
            x, y, w, h = (float(v) for v in operands)
            for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h)):
                add(px, py)
        elif op in ("W", "W*") and points:
            clip = _box(points, height)  # Qt's clips here are rectangles, one at a time
        elif op in ("S", "s", "n", "f", "F", "f*", "B", "B*", "b", "b*"):
            points = []
        elif op == "BT":
            tm = tlm = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
        elif op == "Tf":
            size = float(operands[1])
        elif op == "Tm":
            tm = tlm = tuple(float(v) for v in operands)
        elif op in ("Td", "TD"):
            tx, ty = (float(v) for v in operands)
            tm = tlm = _mul((1.0, 0.0, 0.0, 1.0, tx, ty), tlm)
        elif op in ("Tj", "TJ", "'", '"'):
            a, b, c, d, e, f = _mul(tm, ctm)
            em = (abs(a * d - b * c) ** 0.5) * size
            out.append(Glyph(e * PT_TO_MM, (height - f) * PT_TO_MM, em * PT_TO_MM, clip))
    return out


def page_size_mm(page: pypdf.PageObject) -> tuple[float, float]:
    return float(page.mediabox.width) * PT_TO_MM, float(page.mediabox.height) * PT_TO_MM


def _words(s: str) -> list[str]:
    # «هٔ» is heh + hamza above in the scenario texts, one letter «ۀ» (U+06C0) in the font's
    # character map; NFKC does not unite them, so that is done here
    s = unicodedata.normalize("NFKC", s).translate(_DROP).replace("\u0647\u0654", "\u06c0")
    kept = "".join(ch if not unicodedata.category(ch).startswith("P") else " " for ch in s)
    return kept.split()


def text_words(page: pypdf.PageObject) -> list[str]:
    """The page's words in logical order (each extracted line reversed, see the module)."""
    lines = page.extract_text().splitlines()
    words: list[str] = []
    for line in lines:
        words.extend(_words(line[::-1]))  # reversed before NFKC splits ligatures (ﻻ)
    return words


def has_phrase(words: list[str], phrase: str) -> bool:
    """``phrase``'s letters equal those of consecutive ``words`` (word boundaries kept)."""
    target = "".join(_words(phrase))
    if not target:
        return False
    for i in range(len(words)):
        acc = ""
        for j in range(i, len(words)):
            acc += words[j]
            if acc == target:
                return True
            if len(acc) >= len(target) or not target.startswith(acc):
                break
    return False


def _starts_at(words: list[str], i: int, target: str) -> bool:
    acc = ""
    for j in range(i, len(words)):
        acc += words[j]
        if acc == target:
            return True
        if len(acc) >= len(target) or not target.startswith(acc):
            return False
    return False


def split_at(words: list[str], phrase: str) -> tuple[list[str], list[str]]:
    """``words`` before ``phrase``'s last occurrence, and from it on (a printed sheet's
    sections: the intro night, then the other nights). ValueError when it is not there."""
    target = "".join(_words(phrase))
    for i in range(len(words) - 1, -1, -1):
        if target and _starts_at(words, i, target):
            return words[:i], words[i:]
    raise ValueError(phrase)


def embedded_fonts(reader: pypdf.PdfReader) -> set[str]:
    """Base names of the fonts whose program is embedded in the file."""
    names: set[str] = set()
    for page in reader.pages:
        fonts = page.get("/Resources", {}).get("/Font", {})
        for ref in fonts.values():
            f = ref.get_object()
            for desc in [f, *[d.get_object() for d in f.get("/DescendantFonts", [])]]:
                fd = desc.get("/FontDescriptor")
                if fd is None:
                    continue
                fd = fd.get_object()
                if any(k in fd for k in ("/FontFile", "/FontFile2", "/FontFile3")):
                    names.add(str(desc.get("/BaseFont", "")).lstrip("/"))
    return names


def has_sentence(words: list[str], sentence: str) -> bool:
    """Like :func:`has_phrase` for a sentence, taken in pieces between its numbers: a
    number is a left-to-right run inside the line, which pypdf puts elsewhere."""
    pieces = [p for p in re.split(r"[0-9۰-۹]+", sentence) if _words(p)]
    return bool(pieces) and all(has_phrase(words, p) for p in pieces)
