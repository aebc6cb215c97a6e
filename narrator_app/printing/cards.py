"""Printable role cards: one card per seat of a scenario's roster, laid out on A4 or Letter.

Each card: a colour band with the side's word and icon (colour is never the only sign: the
word and a distinct icon shape per side — a house for the city, a fedora for the mafia, a
star for the independent), the role's Persian name large and its English name small, the
role's short ability text from the scenario file, the role's picture (its side's icon,
large and pale: one size and place on every card of a print, CD106-1), the scenario's name,
and optionally the player's name and seat (when printing a dealt game). Cards sit in a
grid centred on the paper, first card at the top right in Persian (top left in English),
with cut marks in the margins on every card edge; an optional back page follows each front
page, mirrored for long-edge duplex printing.

Sizes: poker 63×88 mm (default), tarot 70×120 mm, A6 105×148 mm. When a size fits more
cards turned a quarter (A6 on A4: two instead of one), they are printed turned.
"""

from __future__ import annotations

import math
import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPagedPaintDevice,
    QPainter,
    QPainterPath,
    QPdfWriter,
    QPen,
    QPolygonF,
    QTransform,
)

from narrator_app.engine import Scenario, check_write_target, load_scenario
from narrator_app.messages import digits, isolate, parts_joined

from .layout import (
    PAPERS,
    Page,
    ensure_gui_app,
    fit_block,
    font,
    is_rtl,
    none_refs_guard,
    setup_device,
    text,
    text_block,
)

#: Card sizes in mm (width, height), portrait.
CARD_SIZES: dict[str, tuple[float, float]] = {
    "poker": (63.0, 88.0),
    "tarot": (70.0, 120.0),
    "a6": (105.0, 148.0),
}
#: Paper kept clear at every edge (most printers cannot print there), in mm.
MIN_MARGIN = 7.0
#: Space between cards when it fits; otherwise cards share their cut lines.
GAP = 4.0
#: Cut-mark length and its distance from the card, in mm.
MARK_LEN, MARK_OFFSET = 4.0, 1.0

SIDE_COLOURS = {"mafia": "#a3212b", "city": "#1f5fa8", "independent": "#b86e00"}
BORDER_COLOUR = "#8a8a8a"
TEXT_COLOUR = "#1a1a1a"
MUTED_COLOUR = "#5f5f5f"

#: The role's picture (its side's icon, large and pale, above the card's foot): its square's
#: side on a poker card (other sizes scale it by their width), the least a print shrinks it
#: to, all its cards alike, so that every ability fits above it at ABILITY_EVEN_PT, and the
#: space above and below it, in mm (CD106-1).
PICTURE_MM, PICTURE_MIN_MM, PICTURE_GAP_MM = 24.0, 12.0, 2.0
#: The ability's size in points; the size down to which a long one shrinks before the
#: print's pictures do; the least it shrinks to beside the least picture for any ability a
#: shipped scenario has.
ABILITY_PT, ABILITY_EVEN_PT, ABILITY_MIN_PT = 9.5, 7.0, 5.5
#: The last resort, in points, of a card's text longer than its place holds at its least
#: size (a club's file may give 2000 characters, a word wider than the card): set that
#: small rather than cut, a word too wide broken (CD106-2, CD106-3).
LAST_PT = 1.0


class PrintError(ValueError):
    """A print request that cannot be honoured (bad size, paper, scenario or player count);
    the message says why in plain English."""


@dataclass(frozen=True)
class CardJob:
    """What to print. ``roles`` is the deal per seat (default: the roster for ``players``);
    ``names`` the players' names per seat (printed only with a deal)."""

    scenario_id: str
    players: int | None = None
    size: str = "poker"
    paper: str = "a4"
    backs: bool = False
    roles: tuple[str, ...] | None = None
    names: tuple[str, ...] | None = None
    lang: str = "fa"


@dataclass(frozen=True)
class Slot:
    """Where one card goes on the paper, in mm from the top-left corner; ``turned``: the
    card is printed a quarter turn round (its width along the paper's height)."""

    x: float
    y: float
    w: float
    h: float
    turned: bool


def card_grid(paper: str, size: str, rtl: bool = True) -> list[Slot]:
    """The card places on one page, in reading order (right to left when ``rtl``)."""
    if paper not in PAPERS:
        raise PrintError(f"unknown paper {paper!r}; choose one of: {', '.join(PAPERS)}")
    if size not in CARD_SIZES:
        raise PrintError(f"unknown card size {size!r}; choose one of: {', '.join(CARD_SIZES)}")
    from PySide6.QtGui import QPageSize

    psize = QPageSize(PAPERS[paper]).size(QPageSize.Unit.Millimeter)
    pw, ph = psize.width(), psize.height()
    cw, ch = CARD_SIZES[size]
    best: tuple[int, int, float, bool, float, float] | None = None
    for turned in (False, True):
        w, h = (ch, cw) if turned else (cw, ch)
        for gap in (GAP, 0.0):
            cols = int((pw - 2 * MIN_MARGIN + gap) // (w + gap))
            rows = int((ph - 2 * MIN_MARGIN + gap) // (h + gap))
            if best is None or cols * rows > best[0] * best[1]:
                best = (cols, rows, gap, turned, w, h)
    assert best is not None
    cols, rows, gap, turned, w, h = best
    if cols * rows == 0:
        raise PrintError(f"{size} cards do not fit on {paper} paper")
    x0 = (pw - (cols * w + (cols - 1) * gap)) / 2
    y0 = (ph - (rows * h + (rows - 1) * gap)) / 2
    slots = []
    for r in range(rows):
        for c in range(cols):
            col = cols - 1 - c if rtl else c
            slots.append(Slot(x0 + col * (w + gap), y0 + r * (h + gap), w, h, turned))
    return slots


def resolve(job: CardJob) -> tuple[Scenario, list[str]]:
    """The scenario and the role of every card; raises :class:`PrintError` when the request
    cannot be printed."""
    from narrator_app.engine import IllegalAction, available_scenarios

    if job.scenario_id not in available_scenarios():
        from narrator_app.engine import unavailable_reason

        raise PrintError(unavailable_reason(str(job.scenario_id)))
    scen = load_scenario(job.scenario_id)
    card_grid(job.paper, job.size)  # checks paper and size
    if job.roles is not None:
        roles = list(job.roles)
        unknown = [r for r in roles if not scen.has_role(r)]
        if unknown:
            raise PrintError(f"{job.scenario_id} has no role {unknown[0]!r}")
        return scen, roles
    n = scen.reference_size if job.players is None else job.players
    try:
        return scen, scen.roster_for(n)
    except IllegalAction as exc:
        lo, hi = scen.roster.min_players, scen.roster.max_players
        raise PrintError(
            f"{job.scenario_id} cannot be dealt to {n} players "
            f"(it is played by {lo} to {hi})"
        ) from exc


def page_count(job: CardJob) -> int:
    """How many pages :func:`render_cards` prints for ``job`` (backs included)."""
    _, roles = resolve(job)
    per = len(card_grid(job.paper, job.size))
    fronts = math.ceil(len(roles) / per)
    return fronts * (2 if job.backs else 1)


# --- drawing ----------------------------------------------------------------------------
def _icon_path(side: str, r: QRectF) -> QPainterPath:
    """The side's icon inside ``r``: city a house, mafia a fedora, independent a star."""
    x, y, w, h = r.x(), r.y(), r.width(), r.height()

    def pt(u: float, v: float) -> QPointF:
        return QPointF(x + u * w, y + v * h)

    path = QPainterPath()
    if side == "city":
        path.addPolygon(
            QPolygonF([pt(0.5, 0.05), pt(0.95, 0.45), pt(0.82, 0.45), pt(0.82, 0.95),
                       pt(0.18, 0.95), pt(0.18, 0.45), pt(0.05, 0.45), pt(0.5, 0.05)])
        )
        path.closeSubpath()
        door = QPainterPath()
        door.addRect(QRectF(pt(0.42, 0.62), pt(0.58, 0.95)))
        path = path.subtracted(door)
    elif side == "mafia":
        crown = QPainterPath(pt(0.24, 0.68))
        crown.lineTo(pt(0.3, 0.22))
        crown.quadTo(pt(0.5, 0.36), pt(0.7, 0.22))
        crown.lineTo(pt(0.76, 0.68))
        crown.closeSubpath()
        brim = QPainterPath()
        brim.addEllipse(QRectF(pt(0.02, 0.6), pt(0.98, 0.84)))
        path = crown.united(brim)
        band = QPainterPath()
        band.addRect(QRectF(pt(0.2, 0.5), pt(0.8, 0.58)))
        path = path.subtracted(band)
    else:
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rad = 0.5 if i % 2 == 0 else 0.2
            pts.append(pt(0.5 + rad * math.cos(a), 0.55 + rad * math.sin(a)))
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()
    return path


def _foot_top(ch: float, s: float, dealt: bool) -> float:
    """Where a card's foot starts (mm from its top): the scenario's name, and above it the
    player's name and seat on a dealt print's cards."""
    return ch - 2.5 * s - 7.0 * s - (9.0 * s if dealt else 0.0)


def _names(
    painter: QPainter | None, page: Page, cw: float, s: float, scen: Scenario, role_id: str,
    lang: str,
) -> float:
    """The role's name large, its name in the other language small and a short rule in the
    side's colour under them, from under the band; returns where the ability starts (mm
    from the card's top). Measures only, drawing nothing, when ``painter`` is None."""
    role = scen.role(role_id)
    dev = page.device
    rtl = is_rtl(lang)
    other = "en" if lang == "fa" else "fa"
    pad = 3.5 * s
    inner_w = cw - 2 * pad
    y = 12.0 * s + 3.0 * s
    if painter is not None:
        painter.setPen(QColor(TEXT_COLOUR))
    h = fit_block(
        painter, dev, page.rect(pad, y, inner_w, 15.0 * s), getattr(role.name, lang),
        20.0 * s, bold=True, min_pt=9.0 * s, align=Qt.AlignmentFlag.AlignHCenter, rtl=rtl,
        last_pt=LAST_PT,
    )
    y += h / page.dpmm + 0.5 * s
    if painter is not None:
        painter.setPen(QColor(MUTED_COLOUR))
    h = fit_block(
        painter, dev, page.rect(pad, y, inner_w, 6.0 * s), getattr(role.name, other),
        8.0 * s, min_pt=5.0, align=Qt.AlignmentFlag.AlignHCenter, rtl=other == "fa",
        last_pt=LAST_PT,
    )
    y += h / page.dpmm + 1.5 * s
    if painter is not None:
        mm = page.mm
        painter.setPen(QPen(QColor(SIDE_COLOURS[role.side]), mm(0.3)))
        painter.drawLine(QPointF(mm(cw / 2 - 10 * s), mm(y)),
                         QPointF(mm(cw / 2 + 10 * s), mm(y)))
    return y + 2.5 * s


def _ability_height(page: Page, width: float, ability: str, lang: str, pt: float) -> float:
    """The height (mm) of the text ``ability`` wrapped to ``width`` mm at ``pt`` points."""
    rect = page.rect(0, 0, width, 1.0)
    return text_block(None, page.device, rect, ability, font(pt), align=_ability_align(lang),
                      rtl=is_rtl(lang), draw=False, anywhere=True) / page.dpmm


def _ability_align(lang: str) -> Qt.AlignmentFlag:
    return Qt.AlignmentFlag.AlignJustify | (
        Qt.AlignmentFlag.AlignRight if is_rtl(lang) else Qt.AlignmentFlag.AlignLeft)


def picture_size(
    page: Page, cw: float, ch: float, scen: Scenario, roles: Sequence[str], dealt: bool,
    lang: str,
) -> float:
    """The side (mm) of the square every card of one print shows its role's picture in
    (CD106-1): :data:`PICTURE_MM` on a poker card (scaled with the card's width), less where
    some card's ability, at :data:`ABILITY_EVEN_PT`, would not fit above it — never less
    than :data:`PICTURE_MIN_MM` scaled (the ability shrinks further then, to
    :data:`ABILITY_MIN_PT`).

    ``page``: millimetres on the device printed on (text is measured there); ``cw``,
    ``ch``: the card's upright width and height in mm; ``roles``: the role ids of the
    print's cards (any order); ``dealt``: the cards carry a seat (a larger foot); ``lang``:
    ``fa`` or ``en``, the cards' language.

    Raises:
        KeyError: a role id ``scen`` has not (:func:`resolve` refuses those first)."""
    s = cw / 63.0
    inner_w = cw - 2 * 3.5 * s
    bottom = _foot_top(ch, s, dealt) - PICTURE_GAP_MM * s
    size = PICTURE_MM * s
    for role_id in dict.fromkeys(roles):
        top = _names(None, page, cw, s, scen, role_id, lang)
        ability = getattr(scen.role(role_id).ability, lang)
        text_h = _ability_height(page, inner_w, ability, lang, ABILITY_EVEN_PT)
        size = min(size, bottom - (top + text_h + PICTURE_GAP_MM * s))
    return max(size, PICTURE_MIN_MM * s)


def _picture_path(side: str, r: QRectF) -> QPainterPath:
    """The side's icon (:func:`_icon_path`) as large as fits ``r`` in its own proportions,
    centred in it: every side's picture as wide as the square (the fedora's shape is wider
    than tall, the house's square), whatever margins the icon keeps in its own square."""
    path = _icon_path(side, QRectF(0, 0, 1000, 1000))
    b = path.boundingRect()
    k = min(r.width() / b.width(), r.height() / b.height())
    t = QTransform()
    t.translate(r.center().x(), r.center().y())
    t.scale(k, k)
    t.translate(-b.center().x(), -b.center().y())
    return t.map(path)


def _draw_card_front(
    painter: QPainter,
    page: Page,
    cw: float,
    ch: float,
    scen: Scenario,
    role_id: str,
    seat: int | None,
    name: str | None,
    lang: str,
    picture: float,
) -> None:
    """One card front in the painter's local coordinates (card's top-left at 0,0, mm→units
    through ``page``); ``picture``: the side of the role's picture (mm), the same on every
    card of the print (:func:`picture_size`)."""
    dev = page.device
    role = scen.role(role_id)
    rtl = is_rtl(lang)
    s = cw / 63.0
    pad = 3.5 * s
    colour = QColor(SIDE_COLOURS[role.side])
    mm = page.mm
    painter.setPen(Qt.PenStyle.NoPen)

    # colour band: the side's word and icon
    band_h = 12.0 * s
    painter.fillRect(page.rect(0, 0, cw, band_h), colour)
    icon_sz = band_h - 3.0 * s
    icon_x = pad if rtl else cw - pad - icon_sz
    painter.setBrush(QBrush(QColor("white")))
    painter.drawPath(_icon_path(role.side, page.rect(icon_x, 1.5 * s, icon_sz, icon_sz)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QColor("white"))
    word_x = pad + icon_sz + 2 * s if rtl else pad
    word = page.rect(word_x, 0, cw - pad - icon_sz - 2 * s - pad, band_h)
    side_word = scen.side_name(role.side, lang) or text(f"side.{role.side}", lang)
    fit_block(
        painter, dev, word, side_word, 12.0 * s, bold=True,
        align=Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft,
        rtl=rtl, valign_center=True, last_pt=LAST_PT,
    )
    # a thin strip of the same colour at the foot, so the side shows from both ends
    painter.fillRect(page.rect(0, ch - 2.5 * s, cw, 2.5 * s), colour)

    inner_w = cw - 2 * pad
    y = _names(painter, page, cw, s, scen, role_id, lang)
    foot_top = _foot_top(ch, s, bool(name or seat))
    # the role's picture (the side's icon, large and pale) at one size and place on every
    # card; the ability takes the room above it, smaller where it is long (CD106-1)
    pic_top = foot_top - PICTURE_GAP_MM * s - picture
    tint = QColor(colour)
    tint.setAlphaF(0.14)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(tint))
    painter.drawPath(_picture_path(role.side, page.rect((cw - picture) / 2, pic_top, picture,
                                                        picture)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QColor(TEXT_COLOUR))
    fit_block(
        painter, dev, page.rect(pad, y, inner_w, pic_top - PICTURE_GAP_MM * s - y),
        getattr(role.ability, lang), ABILITY_PT, min_pt=ABILITY_MIN_PT, last_pt=LAST_PT,
        align=_ability_align(lang), rtl=rtl,
    )

    fy = foot_top
    if name or seat:
        parts = []
        if name:
            parts.append(f"{text('player', lang)}: {isolate(name)}")
        if seat:
            parts.append(f"{text('seat', lang)} {digits(seat, lang)}")
        painter.setPen(QColor(TEXT_COLOUR))
        fit_block(
            painter, dev, page.rect(pad, fy, inner_w, 8.0 * s), parts_joined(parts, lang), 10.0 * s,
            bold=True, min_pt=6.0, align=Qt.AlignmentFlag.AlignHCenter, rtl=rtl,
            valign_center=True, last_pt=LAST_PT,
        )
        fy += 9.0 * s
    painter.setPen(QPen(QColor(BORDER_COLOUR), mm(0.15)))
    painter.drawLine(QPointF(mm(pad), mm(fy)), QPointF(mm(cw - pad), mm(fy)))
    painter.setPen(QColor(MUTED_COLOUR))
    fit_block(
        painter, dev, page.rect(pad, fy + 0.5 * s, inner_w, 6.0 * s),
        getattr(scen.name, lang), 7.0 * s, min_pt=5.0, align=Qt.AlignmentFlag.AlignHCenter,
        rtl=rtl, valign_center=True, last_pt=LAST_PT,
    )


def _draw_card_back(
    painter: QPainter, page: Page, cw: float, ch: float, scen: Scenario, lang: str
) -> None:
    """The back: the same for every card (a lattice, the app's and the scenario's names)."""
    s = cw / 63.0
    painter.save()
    painter.setClipRect(page.rect(0, 0, cw, ch))
    painter.setPen(QPen(QColor("#c9c9d6"), page.mm(0.3)))
    step = 6.0 * s
    k = -ch
    while k < cw + ch:
        painter.drawLine(QPointF(page.mm(k), 0), QPointF(page.mm(k + ch), page.mm(ch)))
        painter.drawLine(QPointF(page.mm(k + ch), 0), QPointF(page.mm(k), page.mm(ch)))
        k += step
    painter.restore()
    d = min(cw, ch) * 0.62
    circle = page.rect((cw - d) / 2, (ch - d) / 2, d, d)
    painter.setPen(QPen(QColor("#3b3b5c"), page.mm(0.6)))
    painter.setBrush(QBrush(QColor("white")))
    painter.drawEllipse(circle)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QColor("#3b3b5c"))
    rtl = is_rtl(lang)
    inner = page.rect((cw - d) / 2 + 3 * s, ch / 2 - d * 0.28, d - 6 * s, d * 0.32)
    fit_block(painter, page.device, inner, text("app", lang), 22.0 * s, bold=True,
              align=Qt.AlignmentFlag.AlignHCenter, rtl=rtl, valign_center=True)
    inner2 = page.rect((cw - d) / 2 + 4 * s, ch / 2 + d * 0.06, d - 8 * s, d * 0.22)
    fit_block(painter, page.device, inner2, getattr(scen.name, lang), 7.0 * s, min_pt=4.5,
              align=Qt.AlignmentFlag.AlignHCenter, rtl=rtl, valign_center=True,
              last_pt=LAST_PT)


def _draw_card_border(painter: QPainter, page: Page, cw: float, ch: float) -> None:
    """The card's outline: exactly the card's size (tests measure it from the PDF)."""
    painter.setPen(QPen(QColor(BORDER_COLOUR), page.mm(0.2)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(page.rect(0, 0, cw, ch))


def _draw_cut_marks(painter: QPainter, page: Page, slots: Sequence[Slot]) -> None:
    """Short lines in the margins on the line of every card edge (never across a card)."""
    if not slots:
        return
    painter.setPen(QPen(QColor("black"), page.mm(0.15)))
    left = min(s.x for s in slots)
    right = max(s.x + s.w for s in slots)
    top = min(s.y for s in slots)
    bottom = max(s.y + s.h for s in slots)
    xs = sorted({round(v, 3) for s in slots for v in (s.x, s.x + s.w)})
    ys = sorted({round(v, 3) for s in slots for v in (s.y, s.y + s.h)})
    size = page.size
    length_v = min(MARK_LEN, top - MARK_OFFSET - 1.0, size.height() - bottom - MARK_OFFSET - 1.0)
    length_h = min(MARK_LEN, left - MARK_OFFSET - 1.0, size.width() - right - MARK_OFFSET - 1.0)
    mm = page.mm

    def line(x1: float, y1: float, x2: float, y2: float) -> None:
        painter.drawLine(QPointF(mm(x1), mm(y1)), QPointF(mm(x2), mm(y2)))

    if length_v > 0.5:
        for x in xs:
            line(x, top - MARK_OFFSET - length_v, x, top - MARK_OFFSET)
            line(x, bottom + MARK_OFFSET, x, bottom + MARK_OFFSET + length_v)
    if length_h > 0.5:
        for y in ys:
            line(left - MARK_OFFSET - length_h, y, left - MARK_OFFSET, y)
            line(right + MARK_OFFSET, y, right + MARK_OFFSET + length_h, y)


def _in_slot(painter: QPainter, page: Page, slot: Slot) -> tuple[float, float]:
    """Move the painter to ``slot`` (turned if needed) and clip it there, so that nothing
    drawn for one card reaches its neighbours: a role's name too long to fit is cut at the
    card's edge, never printed on the next player's card (a hostile-input audit, CF47-26);
    returns the card's (width, height) in its own upright coordinates."""
    painter.translate(page.mm(slot.x), page.mm(slot.y))
    w, h = (slot.h, slot.w) if slot.turned else (slot.w, slot.h)
    if slot.turned:
        painter.translate(page.mm(slot.w), 0)
        painter.rotate(90)
    painter.setClipRect(QRectF(0, 0, page.mm(w), page.mm(h)))
    return w, h


def render_cards(device: QPagedPaintDevice, job: CardJob) -> int:
    """Paint the cards of ``job`` on ``device`` (a QPdfWriter or a QPrinter); returns the
    number of pages. The device's page layout is set here (paper, no margins)."""
    scen, roles = resolve(job)
    rtl = is_rtl(job.lang)
    slots = card_grid(job.paper, job.size, rtl)
    setup_device(device, job.paper)
    with none_refs_guard():
        return _render_cards(device, job, scen, roles, slots)


def _render_cards(
    device: QPagedPaintDevice, job: CardJob, scen: Scenario, roles: list[str], slots: list[Slot]
) -> int:
    page = Page(device)
    names = list(job.names or []) if job.roles is not None else []
    painter = QPainter()
    if not painter.begin(device):
        raise PrintError("the printer or file cannot be opened for writing")
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    card_w, card_h = CARD_SIZES[job.size]
    picture = picture_size(page, card_w, card_h, scen, roles, job.roles is not None, job.lang)
    pages = 0
    try:
        chunks = [
            list(range(i, min(i + len(slots), len(roles))))
            for i in range(0, len(roles), len(slots))
        ]
        for chunk in chunks:
            if pages:
                device.newPage()
            pages += 1
            for slot, i in zip(slots, chunk, strict=False):
                painter.save()
                cw, ch = _in_slot(painter, page, slot)
                seat = i + 1 if job.roles is not None else None
                name = names[i] if i < len(names) and names[i] else None
                _draw_card_front(painter, page, cw, ch, scen, roles[i], seat, name, job.lang,
                                 picture)
                _draw_card_border(painter, page, cw, ch)
                painter.restore()
            _draw_cut_marks(painter, page, slots[: len(chunk)])
            if job.backs:
                device.newPage()
                pages += 1
                pw = page.size.width()
                mirrored = [
                    Slot(pw - s.x - s.w, s.y, s.w, s.h, s.turned) for s in slots[: len(chunk)]
                ]
                for slot in mirrored:
                    painter.save()
                    cw, ch = _in_slot(painter, page, slot)
                    _draw_card_back(painter, page, cw, ch, scen, job.lang)
                    _draw_card_border(painter, page, cw, ch)
                    painter.restore()
                _draw_cut_marks(painter, page, mirrored)
    finally:
        painter.end()
    return pages


def write_pdf(path: str | os.PathLike[str], render, job, title: str) -> int:
    """Render ``job`` with ``render(device, job)`` into the PDF at ``path``, atomically:
    a failed request leaves no file (and an old file as it was).

    Raises:
        PrintError: ``path`` is there and is not a regular file (a device, a FIFO, a link:
            left as it is, CF47-15)."""
    try:
        check_write_target(path)
    except OSError as exc:
        raise PrintError(f"{path}: {exc}") from exc
    ensure_gui_app()
    target = Path(path)
    fd, tmp = tempfile.mkstemp(suffix=".pdf", dir=target.parent if target.parent.is_dir()
                               else None)
    os.close(fd)
    try:
        writer = QPdfWriter(tmp)
        writer.setResolution(1200)
        writer.setCreator("Ravi")
        writer.setTitle(title)
        pages = render(writer, job)
        del writer  # flush and close the file
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return pages


def write_cards_pdf(path: str | os.PathLike[str], job: CardJob) -> int:
    """Write the role cards of ``job`` as a PDF at ``path``; returns the page count.

    Raises:
        PrintError: unknown scenario, size or paper, or a player count the scenario cannot
            be dealt to; nothing is written then.
    """
    scen, _ = resolve(job)
    if not Path(path).parent.is_dir():
        raise PrintError(f"no such folder: {Path(path).parent}")
    return write_pdf(path, render_cards, job, f"{scen.name.fa} — {scen.name.en}")


__all__ = [
    "CARD_SIZES",
    "CardJob",
    "PrintError",
    "Slot",
    "card_grid",
    "page_count",
    "render_cards",
    "write_cards_pdf",
]
