"""The seat ring: the physical table as the narrator sees it, painted with QPainter.

Geometry (fixed, whatever the language or layout direction — the ring is never mirrored):

* The table is drawn from above, with **the narrator at the bottom centre** of the drawing
  (where the laptop stands). That place is marked «راوی / Narrator» and holds no seat.
* **Seat 1 is the narrator's left-hand neighbour**: the first place clockwise from the
  narrator, i.e. on the bottom edge just left of centre. Seats then run **clockwise** as
  seen from above (on screen: along the bottom to the left, up the left side, along the top
  to the right, down the right side), and the last seat is the narrator's right-hand
  neighbour, just right of centre on the bottom edge. Talk goes clockwise, so the order on
  screen is the order of speech.
* Places (n seats + the narrator's place) are spread at equal arc length along an ellipse
  filling the widget.

Each seat shows its number (Persian digits in Persian, Latin in English), the player's
name, the role (from the scenario), its status in words and style (in game: solid card;
half-dead: dotted border and «نیم‌مرده»; out: grey card, dashed border, struck-out name
and «بیرون» — never colour alone), tonight's tokens, and — while a picker is active —
whether it is a legal target (thick border) or not (dimmed; its tooltip is the refusal
sentence). "Hide roles" hides roles and tokens. Clicking a seat emits
``seatClicked(seat)``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from narrator_app.engine import token_text
from narrator_app.messages import digits
from narrator_app.ui.texts import plain_tip, status_label, token_label, translate

FELT = QColor("#22302a")
FELT_EDGE = QColor("#3d5247")
CARD = QColor("#f6f2e6")
CARD_OUT = QColor("#8d8d8d")
CARD_HALF = QColor("#d9d4c7")
INK = QColor("#1b1b1b")
LEGAL = QColor("#f0a500")
PICKED = QColor("#ffd66b")
BADGE = QColor("#2f4f8f")
TOKEN = QColor("#7a2f2f")


@dataclass
class SeatView:
    """What one seat shows (filled by the window from the game state)."""

    seat: int
    name: str
    role: str = ""  # display name (Persian from the scenario); "" before the deal
    status: str = "alive"  # alive | half_dead | dead
    tokens: list[str] = field(default_factory=list)  # token ids of tokens_tonight


class SeatRing(QWidget):
    """The table, seat 1 at the narrator's left (bottom, just left of centre), clockwise."""

    seatClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatRing")
        self.setMouseTracking(False)
        self.setMinimumSize(QSize(520, 460))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(translate("Ravi", "Table"))
        self._seats: list[SeatView] = []
        #: The language of the seat numbers (Persian or Latin digits); the window sets it.
        self.lang = "fa"
        self._hide_roles = False
        #: seat -> None (legal) or the refusal sentence; None when no picker is active.
        self._targets: dict[int, str | None] | None = None
        self._picked: list[int] = []
        self._center_text = ""

    # --- data ---------------------------------------------------------------------------
    def set_seats(self, seats: list[SeatView]) -> None:
        self._seats = list(seats)
        self.update()

    def seats(self) -> list[SeatView]:
        return list(self._seats)

    def set_center_text(self, text: str) -> None:
        self._center_text = text
        self.update()

    def set_hide_roles(self, hide: bool) -> None:
        self._hide_roles = bool(hide)
        self.update()

    def hide_roles(self) -> bool:
        return self._hide_roles

    def set_targets(
        self, targets: dict[int, str | None] | None, picked: list[int] | None = None
    ) -> None:
        """The active picker: every seat maps to None (legal) or its refusal sentence;
        ``None`` when nothing is being picked. ``picked``: seats chosen so far, in order."""
        self._targets = dict(targets) if targets is not None else None
        self._picked = list(picked or [])
        self.update()

    def targets(self) -> dict[int, str | None] | None:
        return None if self._targets is None else dict(self._targets)

    def picked(self) -> list[int]:
        return list(self._picked)

    def is_legal(self, seat: int) -> bool | None:
        """True/False while a picker is active, None when nothing is being picked."""
        if self._targets is None:
            return None
        return seat in self._targets and self._targets[seat] is None

    # --- geometry -----------------------------------------------------------------------
    def _places(self) -> int:
        return len(self._seats) + 1  # + the narrator's place

    def _layout(self) -> tuple[QSize, QRectF, list[QPointF]]:
        """Card size, ellipse and the centres of every place (cached per size and count).

        The card starts as large as the room per place allows and shrinks until no two
        cards overlap (the diagonals of an ellipse are the tight spots)."""
        key = (self.width(), self.height(), self._places())
        if getattr(self, "_cache_key", None) == key:
            return self._cache
        n = max(self._places(), 2)
        w, h = self.width(), self.height()
        a, b = max(w / 2 - 80, 10), max(h / 2 - 55, 10)
        per = math.pi * (3 * (a + b) - math.sqrt((3 * a + b) * (a + 3 * b)))  # Ramanujan
        spacing = per / n
        cw0 = max(96.0, min(170.0, spacing * 1.05, w / 4.0))
        ch0 = max(80.0, min(112.0, spacing * 0.8, h / 5.2))
        scale = 1.0
        while True:
            cs = QSize(int(cw0 * scale), int(ch0 * scale))
            track = self._track_for(cs)
            centres = self._centres_for(track, self._places())
            if scale <= 0.62 or not self._overlap(cs, centres):
                break
            scale -= 0.03
        self._cache_key, self._cache = key, (cs, track, centres)
        return self._cache

    def _track_for(self, cs: QSize) -> QRectF:
        """The ellipse's bounding rectangle for cards of size ``cs``."""
        m = 6
        return QRectF(
            m + cs.width() / 2,
            m + cs.height() / 2 + 14,
            max(self.width() - 2 * m - cs.width(), 1),
            max(self.height() - 2 * m - cs.height() - 14, 1),
        )

    @staticmethod
    def _overlap(cs: QSize, centres: list[QPointF]) -> bool:
        gap = 4
        for i, p in enumerate(centres):
            for q in centres[i + 1 :]:
                if abs(p.x() - q.x()) < cs.width() + gap and abs(p.y() - q.y()) < cs.height() + gap:
                    return True
        return False

    @staticmethod
    def _centres_for(r: QRectF, places: int) -> list[QPointF]:
        """``places`` points at equal arc length along the ellipse in ``r``, from the bottom
        centre, clockwise on screen (to the left first)."""
        steps = 720

        def point(t: float) -> QPointF:
            return QPointF(
                r.center().x() - r.width() / 2 * math.sin(t),
                r.center().y() + r.height() / 2 * math.cos(t),
            )

        pts = [point(2 * math.pi * i / steps) for i in range(steps + 1)]
        cum = [0.0]
        for p0, p1 in zip(pts, pts[1:], strict=False):
            cum.append(cum[-1] + math.hypot(p1.x() - p0.x(), p1.y() - p0.y()))
        total = cum[-1] or 1.0
        centres = []
        j = 0
        for k in range(places):
            target = total * k / places
            while j < steps - 1 and cum[j + 1] < target:
                j += 1
            seg = cum[j + 1] - cum[j] or 1.0
            f = (target - cum[j]) / seg
            p0, p1 = pts[j], pts[j + 1]
            centres.append(QPointF(p0.x() + (p1.x() - p0.x()) * f, p0.y() + (p1.y() - p0.y()) * f))
        return centres

    def _card_size(self) -> QSize:
        return self._layout()[0]

    def _track(self) -> QRectF:
        return self._layout()[1]

    def _place_center(self, place: int) -> QPointF:
        """Place 0 is the narrator's (bottom centre), place k is seat k."""
        centres = self._layout()[2]
        return QPointF(centres[place % len(centres)])

    def seat_center(self, seat: int) -> QPoint:
        """Where seat ``seat`` (1-based) is painted, in widget coordinates."""
        return self._place_center(seat).toPoint()

    def narrator_center(self) -> QPoint:
        return self._place_center(0).toPoint()

    def seat_rect(self, seat: int) -> QRectF:
        c = self._place_center(seat)
        cs = self._card_size()
        return QRectF(c.x() - cs.width() / 2, c.y() - cs.height() / 2, cs.width(), cs.height())

    def seat_at(self, pos: QPoint | QPointF) -> int | None:
        p = QPointF(pos)
        for v in self._seats:
            if self.seat_rect(v.seat).adjusted(0, -14, 0, 0).contains(p):
                return v.seat
        return None

    # --- what is shown ------------------------------------------------------------------
    def _view(self, seat: int) -> SeatView | None:
        return self._seats[seat - 1] if 0 < seat <= len(self._seats) else None

    def _token(self, token: str) -> str:
        """Tonight's token in words: the window's translation, else the engine's label in
        the ring's language (every token a scenario's abilities can put on a seat)."""
        label = token_label(token)
        return label if label != token else token_text(token, self.lang)

    def seat_texts(self, seat: int) -> list[str]:
        """Every text painted on the seat (number, name, role, status, tokens)."""
        v = self._view(seat)
        if v is None:
            return []
        out = [digits(v.seat, self.lang), v.name]
        if v.role and not self._hide_roles:
            out.append(v.role)
        out.append(status_label(v.status))
        if not self._hide_roles:
            out.extend(self._token(t) for t in v.tokens)
        return out

    def seat_tooltip(self, seat: int) -> str:
        """The refusal sentence for an illegal target; otherwise name (and role)."""
        if self._targets is not None and self._targets.get(seat):
            return self._targets[seat] or ""
        v = self._view(seat)
        if v is None:
            return ""
        parts = [f"{digits(v.seat, self.lang)} — {v.name}" if v.name else digits(v.seat, self.lang)]
        if v.role and not self._hide_roles:
            parts.append(v.role)
        parts.append(status_label(v.status))
        return "\n".join(parts)

    # --- events -------------------------------------------------------------------------
    def event(self, ev) -> bool:  # noqa: N802 - Qt override
        from PySide6.QtCore import QEvent

        if ev.type() == QEvent.Type.ToolTip:
            seat = self.seat_at(ev.pos())
            text = self.seat_tooltip(seat) if seat else ""
            if text:
                QToolTip.showText(ev.globalPos(), plain_tip(text), self)
            else:
                QToolTip.hideText()
                ev.ignore()
            return True
        return super().event(ev)

    def mouseReleaseEvent(self, ev: QMouseEvent) -> None:  # noqa: N802
        if ev.button() == Qt.MouseButton.LeftButton:
            seat = self.seat_at(ev.position())
            if seat is not None:
                self.seatClicked.emit(seat)
                ev.accept()
                return
        super().mouseReleaseEvent(ev)

    # --- painting -----------------------------------------------------------------------
    #: Margin around a seat's card in its cached picture (the number badge and the thick
    #: legal-target border reach outside the card).
    _PAD = 22

    def paintEvent(self, _ev) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_table(p)
        for v in self._seats:
            rect = self.seat_rect(v.seat)
            pix = self._seat_picture(v, rect)
            p.drawPixmap(QPointF(rect.left() - self._PAD, rect.top() - self._PAD), pix)
        p.end()

    def set_language(self, lang: str) -> None:
        """Seat numbers in Persian (``fa``) or Latin (``en``) digits; the ring itself is never
        mirrored."""
        if lang != self.lang:
            self.lang = lang
            self.setAccessibleName(translate("Ravi", "Table"))
            self.update()

    def _seat_picture(self, v: SeatView, rect: QRectF) -> QPixmap:
        """The seat painted once into a picture and reused while nothing it shows changes
        (a repaint after one action redraws only the seats that changed)."""
        picked = v.seat in self._picked
        order = self._picked.index(v.seat) if picked else -1
        key = (
            v.seat,
            v.name,
            v.role,
            v.status,
            tuple(v.tokens),
            self.is_legal(v.seat),
            picked,
            order,
            len(self._picked),
            self._hide_roles,
            round(rect.width(), 1),
            round(rect.height(), 1),
            self.font().toString(),
            self.devicePixelRatioF(),
            self.lang,
        )
        cache = self.__dict__.setdefault("_pictures", {})
        pix = cache.get(key)
        if pix is None:
            if len(cache) > 400:
                cache.clear()
            ratio = self.devicePixelRatioF()
            pad = self._PAD
            pix = QPixmap(
                int((rect.width() + 2 * pad) * ratio), int((rect.height() + 2 * pad) * ratio)
            )
            pix.setDevicePixelRatio(ratio)
            pix.fill(Qt.GlobalColor.transparent)
            q = QPainter(pix)
            q.setRenderHint(QPainter.RenderHint.Antialiasing)
            q.translate(pad - rect.left(), pad - rect.top())
            self._paint_seat(q, v)
            q.end()
            cache[key] = pix
        return pix

    def _font(self, delta: float, bold: bool = False) -> QFont:
        f = QFont(self.font())
        f.setPointSizeF(max(7.0, self.font().pointSizeF() + delta))
        f.setBold(bold)
        return f

    def _paint_table(self, p: QPainter) -> None:
        p.fillRect(self.rect(), QColor("#151b18"))
        cs = self._card_size()
        r = self._track().adjusted(
            cs.width() * 0.55, cs.height() * 0.6, -cs.width() * 0.55, -cs.height() * 0.6
        )
        if r.width() > 20 and r.height() > 20:
            p.setPen(QPen(FELT_EDGE, 3))
            p.setBrush(FELT)
            p.drawEllipse(r)
            if self._center_text:
                p.setPen(QColor("#e8e2cf"))
                p.setFont(self._font(5, True))
                p.drawText(
                    r, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._center_text
                )
        c = self._place_center(0)
        p.setPen(QColor("#c9c2ad"))
        p.setFont(self._font(0, True))
        p.drawText(
            QRectF(c.x() - 70, c.y() - 16, 140, 32),
            Qt.AlignmentFlag.AlignCenter,
            translate("Ravi", "Narrator"),
        )

    def _paint_seat(self, p: QPainter, v: SeatView) -> None:
        rect = self.seat_rect(v.seat)
        legal = self.is_legal(v.seat)
        picked = v.seat in self._picked
        p.save()
        if legal is False and not picked:
            p.setOpacity(0.38)
        fill = {"alive": CARD, "half_dead": CARD_HALF, "dead": CARD_OUT}.get(v.status, CARD)
        if picked:
            fill = PICKED
        border = QPen(INK, 1.5)
        if v.status == "half_dead":
            border = QPen(INK, 2.5, Qt.PenStyle.DotLine)
        elif v.status == "dead":
            border = QPen(QColor("#333333"), 2.5, Qt.PenStyle.DashLine)
        if legal:
            border = QPen(LEGAL, 5)
        p.setPen(border)
        p.setBrush(fill)
        p.drawRoundedRect(rect, 12, 12)

        # number badge, centred on the top edge
        bd = 30
        badge = QRectF(rect.center().x() - bd / 2, rect.top() - bd / 2 + 2, bd, bd)
        p.setPen(QPen(QColor("#ffffff"), 2))
        p.setBrush(BADGE if v.status == "alive" else QColor("#555555"))
        p.drawEllipse(badge)
        p.setFont(self._font(3, True))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, digits(v.seat, self.lang))

        inner = rect.adjusted(6, 16, -6, -4)
        y = inner.top()
        # the fonts step down together until the name, the role and the status row fit the
        # card (a table of 12 or more seats has smaller cards): never drawn over each other
        show_role = bool(v.role) and not self._hide_roles
        # "in the game" goes without saying on a crowded table; "out" and "half-dead" (and
        # tonight's tokens) are always written
        tokens = bool(v.tokens) and not self._hide_roles
        for shrink in (0.0, 1.0, 2.0, 3.0, 4.0):
            name_font = self._font(3.5 - shrink, True)
            role_font = self._font(0.5 - shrink)
            status_h = QFontMetrics(self._font(-1.5 - shrink)).height() + 2
            need = QFontMetrics(name_font).height() + (
                QFontMetrics(role_font).height() if show_role else 0
            )
            show_status = v.status != "alive" or tokens or need + status_h <= inner.height()
            if need + (status_h if show_status else 0) <= inner.height():
                break
        name_font.setStrikeOut(v.status == "dead")
        y = self._line(p, inner, y, v.name, name_font, INK)
        if show_role:
            y = self._line(p, inner, y, v.role, role_font, QColor("#3a3a3a"))
        if show_status:
            self._status_row(p, inner, y, v, shrink)
        if picked and v.seat in self._picked and len(self._picked) > 1:
            order = self._picked.index(v.seat) + 1
            corner = QRectF(rect.right() - 24, rect.top() + 4, 20, 20)
            p.setPen(QPen(INK, 1))
            p.setBrush(QColor("#ffffff"))
            p.drawRect(corner)
            p.setFont(self._font(-1, True))
            p.drawText(corner, Qt.AlignmentFlag.AlignCenter, digits(order, self.lang))
        p.restore()

    def _line(
        self, p: QPainter, inner: QRectF, y: float, text: str, font: QFont, color: QColor
    ) -> float:
        fm = QFontMetrics(font)
        h = fm.height()
        if y + h > inner.bottom() + 2:
            return y
        p.setFont(font)
        p.setPen(color)
        shown = fm.elidedText(text, Qt.TextElideMode.ElideRight, int(inner.width()))
        p.drawText(QRectF(inner.left(), y, inner.width(), h), Qt.AlignmentFlag.AlignCenter, shown)
        return y + h

    def _status_row(
        self, p: QPainter, inner: QRectF, y: float, v: SeatView, shrink: float = 0.0
    ) -> None:
        """The bottom row: the status in words, then tonight's tokens as small pills."""
        sfont = self._font(-1.5 - shrink, v.status != "alive")
        tfont = self._font(-2 - shrink, True)
        sfm, tfm = QFontMetrics(sfont), QFontMetrics(tfont)
        status = status_label(v.status)
        labels = [] if self._hide_roles else [self._token(t) for t in v.tokens]
        widths = [tfm.horizontalAdvance(t) + 10 for t in labels]
        sw = sfm.horizontalAdvance(status)
        total = sw + sum(w + 4 for w in widths)
        if total > inner.width() and labels and v.status == "alive":
            status, sw = "", -4  # "in the game" goes without saying beside tonight's tokens
            total = sum(w + 4 for w in widths)
        while total > inner.width() and len(labels) > 1:
            # keep what fits, and say that there is more
            labels, widths = labels[:-1], widths[:-1]
            labels[-1] += " …"
            widths[-1] = tfm.horizontalAdvance(labels[-1]) + 10
            total = max(sw, 0) + sum(w + 4 for w in widths)
        h = max(sfm.height(), tfm.height() + 2)
        y = min(y, inner.bottom() - h)
        x = inner.center().x() - min(total, inner.width()) / 2
        p.setFont(sfont)
        p.setPen(QColor("#202020") if v.status != "alive" else QColor("#4d6b4d"))
        p.drawText(QRectF(x, y, sw, h), Qt.AlignmentFlag.AlignCenter, status)
        x += sw + 4
        p.setFont(tfont)
        for label, w in zip(labels, widths, strict=True):
            r = QRectF(x, y + (h - tfm.height() - 2) / 2, w, tfm.height() + 2)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(TOKEN)
            p.drawRoundedRect(r, r.height() / 2, r.height() / 2)
            p.setPen(QColor("#ffffff"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, label)
            x += w + 4
