"""Shared helpers of the printed sheets: the Qt application and fonts, millimetres on a
paint device, right-to-left text blocks, paper sizes, and the printed texts in fa/en.

The printing module is not a widget: its few fixed words (headings of the night sheet, side
words) live in :data:`TEXTS` as Persian and English literals, chosen by the
``lang`` argument, not in Qt's .ts files. A printed sheet is a document in one language, and
the command line prints it without a translator installed. What belongs to a scenario (role
names, the night steps' titles, the counters' names) comes from its file.

Text is shaped by Qt (QTextLayout, Vazirmatn, right to left). Vazirmatn's contextual
alternates (``calt``) are switched off: Qt's PDF writer cannot map those alternate glyphs
(e.g. the medial yeh after kaf in «کین») back to a character, so the letter vanished from the
PDF's text (copy, search, screen readers). The letters still join as usual without it.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPaintEngine,
    QPainter,
    QTextLayout,
    QTextOption,
)

from narrator_app.fonts import FONT_FAMILY, register_fonts

#: Paper sizes by CLI name.
PAPERS: dict[str, QPageSize.PageSizeId] = {
    "a4": QPageSize.PageSizeId.A4,
    "letter": QPageSize.PageSizeId.Letter,
}

#: The printed words, by key and language. Role and scenario names come from the scenario.
TEXTS: dict[str, dict[str, str]] = {
    "side.mafia": {"fa": "مافیا", "en": "Mafia"},
    "side.city": {"fa": "شهروند", "en": "City"},
    "side.independent": {"fa": "مستقل", "en": "Independent"},
    "player": {"fa": "بازیکن", "en": "Player"},
    "seat": {"fa": "صندلی", "en": "Seat"},
    "app": {"fa": "راوی", "en": "Ravi"},
    "sheet.title": {"fa": "برگهٔ شب گرداننده", "en": "Narrator's night sheet"},
    "sheet.players": {"fa": "{n} بازیکن", "en": "{n} players"},
    "sheet.intro": {"fa": "شب معارفه", "en": "Intro night"},
    "sheet.other": {"fa": "شب‌های دیگر", "en": "Other nights"},
    "sheet.every": {"fa": "هر شب", "en": "Every night"},
    "sheet.step": {"fa": "نوبت", "en": "Step"},
    "sheet.role": {"fa": "نقش", "en": "Role"},
    "sheet.say": {"fa": "چه بگوییم", "en": "What to say"},
    "sheet.gesture": {"fa": "اشارهٔ مورد انتظار", "en": "Gesture to expect"},
    "sheet.counters": {"fa": "شمارنده‌ها", "en": "Counters"},
    "sheet.counter": {"fa": "شمارنده", "en": "Counter"},
    "sheet.start": {"fa": "از آغاز (تیک بزنید)", "en": "At start (tick when spent)"},
    "sheet.night_n": {"fa": "شب {n}", "en": "Night {n}"},
    "sheet.counters_note": {
        "fa": "هر خانه یک بار مصرف است: با مصرف، یک خانه را خط بزنید. "
        "در ستون‌های شب، شمارهٔ صندلی هدف یا ساید را بنویسید.",
        "en": "One box per use: cross one out when spent. "
        "In the night columns, write the target's seat or the side.",
    },
    "sheet.page": {"fa": "صفحهٔ {n}", "en": "Page {n}"},
    # the title of a team's or the narrator's step a file names no ``name`` for (a club's
    # file printed the raw key «mafia», CF44-17); the window's checklist says the same
    "sheet.key.mafia": {"fa": "تیم مافیا", "en": "Mafia team"},
    "sheet.key.mafia_meet": {"fa": "آشنایی مافیا", "en": "Mafia meet each other"},
    # the same two where the file names the team (``[sides]``: Werewolf's «گرگینه‌ها»,
    # LY115-3): the file's word, never «مافیا»
    "sheet.key.mafia.own": {"fa": "{team}", "en": "{team}"},
    "sheet.key.mafia_meet.own": {"fa": "آشنایی {team}", "en": "{team} meet each other"},
    "sheet.key.city_roles": {"fa": "لایک نقش‌های شهر", "en": "City roles show a like"},
    "sheet.key.purchase_announcement": {"fa": "اعلام خرید", "en": "Announce the purchase"},
    "sheet.key.bought_player": {"fa": "بیدار کردن خریده‌شده", "en": "Wake the bought player"},
    "sheet.key.kane_sacrifice": {"fa": "شلیک راوی به همشهری کین",
                                 "en": "The narrator's shot on Citizen Kane"},
}


def text(key: str, lang: str = "fa", **fmt: object) -> str:
    """The printed word ``key`` in ``lang`` (the key itself if unknown)."""
    entry = TEXTS.get(key)
    if entry is None:
        return key.split(".", 1)[-1]
    s = entry.get(lang) or entry["en"]
    return s.format(**fmt) if fmt else s


def ensure_gui_app() -> QGuiApplication:
    """A Qt GUI application with the bundled fonts registered (printing needs both).

    Reuses the running application (the window's); from the command line without a display
    it starts one on the offscreen platform.
    """
    app = QGuiApplication.instance()
    if app is None:
        if not os.environ.get("QT_QPA_PLATFORM") and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
        ) and sys.platform.startswith("linux"):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        app = QGuiApplication([sys.argv[0] if sys.argv else "ravi"])
    register_fonts()
    return app  # type: ignore[return-value]


_base_font: list[QFont] = []


@contextmanager
def none_refs_guard() -> Iterator[None]:
    """Around a block of Qt painting, make up for a PySide6 6.12 defect.

    PySide6 6.12.0 drops a reference to None on every call of a method that returns
    nothing (QPainter.fillRect, QPainter.save, QFont.setPointSizeF, …). Where None is not
    immortal (Python 3.11), a few thousand such calls make the interpreter abort ("none_dealloc:
    deallocating None"), and one page of cards makes about a thousand. This keeps ample
    headroom while the block runs, then gives None back at least the references it lost, for
    good (held by a list that is never freed, so not even at interpreter exit). Giving more
    than was lost is harmless. A no-op on Python 3.12+ (None is immortal there).
    """
    if sys.version_info >= (3, 12):
        yield
        return
    headroom = [None] * 1_000_000
    before = sys.getrefcount(None)
    try:
        yield
    finally:
        lost = max(0, before - sys.getrefcount(None))
        if lost:  # only on a PySide6 with the defect (pyproject.toml excludes 6.12)
            keep = [None] * (2 * lost + 10_000)
            ctypes.pythonapi.Py_IncRef(ctypes.py_object(keep))  # never freed
        del headroom


def font(size_pt: float, bold: bool = False) -> QFont:
    """Vazirmatn at ``size_pt`` points, contextual alternates off (see the module text)."""
    if not _base_font:
        base = QFont(FONT_FAMILY)
        with none_refs_guard():
            base.setFeature(QFont.Tag("calt"), 0)
        _base_font.append(base)
    f = QFont(_base_font[0])  # copies keep the feature
    f.setPointSizeF(size_pt)
    f.setBold(bold)
    return f


def setup_device(device: QPagedPaintDevice, paper: str, landscape: bool = False) -> None:
    """Paper size, orientation and no margins: the painter's origin is the paper's corner."""
    layout = QPageLayout(
        QPageSize(PAPERS[paper]),
        QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait,
        QMarginsF(0, 0, 0, 0),
        QPageLayout.Unit.Millimeter,
    )
    layout.setMode(QPageLayout.Mode.FullPageMode)
    device.setPageLayout(layout)


@dataclass
class Page:
    """Millimetres on a paint device: ``mm(x)`` gives device units, ``size`` the paper."""

    device: QPagedPaintDevice

    @property
    def dpmm(self) -> float:
        return self.device.logicalDpiX() / 25.4

    def mm(self, x: float) -> float:
        return x * self.dpmm

    def rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        """A rectangle given in mm from the paper's top-left corner, in device units."""
        k = self.dpmm
        return QRectF(x * k, y * k, w * k, h * k)

    @property
    def size(self) -> QSizeF:
        """The paper's size in mm (orientation applied)."""
        return self.device.pageLayout().fullRect(QPageLayout.Unit.Millimeter).size()


def is_rtl(lang: str) -> bool:
    return lang == "fa"


def _laid_out(
    device: QPagedPaintDevice, width: float, s: str, f: QFont, align: Qt.AlignmentFlag,
    rtl: bool, anywhere: bool,
) -> tuple[QTextLayout, float, float]:
    """``s`` laid out in lines of ``width`` (device units): the layout, its height and its
    widest line's natural width (more than ``width`` where a word is wider than a line)."""
    layout = QTextLayout(s, f, device)
    opt = QTextOption(align)
    opt.setTextDirection(Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight)
    opt.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere if anywhere
                    else QTextOption.WrapMode.WordWrap)
    layout.setTextOption(opt)
    fm = QFontMetricsF(f, device)
    leading = fm.leading()
    y = widest = 0.0
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        line.setPosition(QPointF(0, y))
        y += line.height() + leading
        widest = max(widest, line.naturalTextWidth())
    layout.endLayout()
    return layout, (y - leading if y else 0.0), widest


def text_block(
    painter: QPainter | None,
    device: QPagedPaintDevice,
    rect: QRectF,
    s: str,
    f: QFont,
    *,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignRight,
    rtl: bool = True,
    draw: bool = True,
    anywhere: bool = False,
) -> float:
    """Lay out ``s`` wrapped to ``rect``'s width from its top; draw it unless ``draw`` is
    false. Returns the height used (device units); the caller keeps it inside the rect
    (:func:`fit_block` shrinks the font until it fits). Lines break between words; with
    ``anywhere``, a word wider than the rect also breaks inside (else it runs past it)."""
    layout, height, _ = _laid_out(device, rect.width(), s, f, align, rtl, anywhere)
    if draw and painter is not None:
        if records_pictures(painter.paintEngine()):
            _draw_as_paths(painter, layout, rect.topLeft())
        else:
            layout.draw(painter, rect.topLeft())
    return height


def records_pictures(engine: QPaintEngine | None) -> bool:
    """True when ``engine`` records into a picture rather than paints: the print preview's
    (its pages are pictures, played back on screen), where a text item is kept as its
    string and laid out again left to right on playback: «صندلی ۳» lost its space and a
    line's full stop moved to its other end (a narrator's trial, CF45-11)."""
    return engine is not None and engine.type() == QPaintEngine.Type.Picture


def _draw_as_paths(painter: QPainter, layout: QTextLayout, origin: QPointF) -> None:
    """Draw the shaped glyphs of ``layout`` at ``origin`` as filled outlines (what the
    layout draws, with nothing left to lay out again); the pen's colour."""
    color = painter.pen().color()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for run in layout.glyphRuns():
        raw = run.rawFont()
        for index, pos in zip(run.glyphIndexes(), run.positions(), strict=False):
            path = raw.pathForGlyph(index)
            painter.fillPath(path.translated(origin + pos), color)
    painter.restore()


def _sizes(high: float, low: float) -> list[float]:
    """From ``high`` down to ``low`` in steps of half a point, both included."""
    sizes = [high]
    while sizes[-1] > low:
        sizes.append(max(low, sizes[-1] - 0.5))
    return sizes


def fit_block(
    painter: QPainter | None,
    device: QPagedPaintDevice,
    rect: QRectF,
    s: str,
    size_pt: float,
    *,
    bold: bool = False,
    min_pt: float = 5.0,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignRight,
    rtl: bool = True,
    valign_center: bool = False,
    last_pt: float | None = None,
) -> float:
    """Draw ``s`` in ``rect`` at the largest size from ``size_pt`` down to ``min_pt`` (in
    steps of half a point) that fits its height; returns the height used (device units),
    more than the rect's where even ``min_pt`` does not fit.

    With ``last_pt`` (a club file's text on a printed card, CD106-2, CD106-3) nothing is
    cut where ``last_pt`` is small enough: a size fits only when every word fits the rect's
    width too; where none down to ``min_pt`` does, the words wider than the rect break
    inside, at the largest size down to ``min_pt`` whose height then fits, else down to
    ``last_pt``."""
    width, room = rect.width(), rect.height()
    tries = [(_sizes(size_pt, min_pt), False)]
    if last_pt is not None:
        tries += [(_sizes(size_pt, min_pt), True), (_sizes(min_pt, last_pt)[1:], True)]
    chosen: tuple[QFont, float, bool] | None = None
    for sizes, anywhere in tries:
        for pt in sizes:
            f = font(pt, bold)
            _, h, widest = _laid_out(device, width, s, f, align, rtl, anywhere)
            # (half a device unit of slack: a line Qt wrapped to the width is no wider)
            if h <= room and (last_pt is None or anywhere or widest <= width + 0.5):
                chosen = (f, h, anywhere)
                break
        if chosen is not None:
            break
    if chosen is None:  # too long even at the least size: drawn at it, running past the rect
        anywhere = last_pt is not None
        f = font(min_pt if last_pt is None else last_pt, bold)
        chosen = (f, _laid_out(device, width, s, f, align, rtl, anywhere)[1], anywhere)
    f, h, anywhere = chosen
    top = rect.top() + ((room - h) / 2 if valign_center and h < room else 0)
    text_block(
        painter, device, QRectF(rect.left(), top, width, h), s, f, align=align, rtl=rtl,
        anywhere=anywhere,
    )
    return h
