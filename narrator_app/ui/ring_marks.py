"""Marks on the seat ring: who speaks now, and who is silenced today.

A transparent layer over the ring (a child widget the size of the ring, transparent to
the mouse, so clicks, menus and tooltips reach the ring as before) paints a mark on a
seat's card: a cyan frame and the word «صحبت» / "speaks" on the seat that has the
floor (the timer panel's round: :meth:`~narrator_app.ui.timer_panel.TimerPanel.public_clock`),
and the word «ساکت» / "silenced" on a seat the engine silenced for today
(:func:`~narrator_app.engine.talk.silenced_today`, Silence of the Lambs and the
psychiatrist). The ring's own drawing is not changed: the layer only reads the ring's
``seat_rect``. Both facts are public (the table hears them), so the marks stay as they are
whatever the privacy cover.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QWidget

from narrator_app.ui.texts import translate

if TYPE_CHECKING:
    from narrator_app.ui.seat_ring import SeatRing

# The mark's colours: a cyan frame and pill with black ink (never the legal targets' amber
# border); silenced: slate with white ink.
SPEAKER = "#19c3e6"
SILENCED = "#37474f"


def mark_word(kind: str) -> str:
    """«صحبت» / "speaks" for ``speaker``, «ساکت» / "silenced" for ``silenced``."""
    return {"speaker": translate("Ravi", "speaks"),
            "silenced": translate("Ravi", "silenced")}.get(kind, kind)


class RingMarks(QWidget):
    """The marks layer over ``ring`` (it follows the ring's size)."""

    def __init__(self, ring: SeatRing) -> None:
        super().__init__(ring)
        self.setObjectName("ringMarks")
        self.ring = ring
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._speaker: int | None = None
        self._silenced: list[int] = []
        ring.installEventFilter(self)
        self.setGeometry(ring.rect())
        self.raise_()

    # --- data -------------------------------------------------------------------------
    def set_marks(self, speaker: int | None, silenced: list[int]) -> None:
        """The seat that has the floor (None: nobody) and today's silenced seats."""
        silenced = sorted(set(silenced))
        if (speaker, silenced) != (self._speaker, self._silenced):
            self._speaker, self._silenced = speaker, silenced
            self.update()

    def marks(self) -> dict[int, list[str]]:
        """seat -> its marks (``speaker``, ``silenced``), only seats of the ring."""
        seats = {v.seat for v in self.ring.seats()}
        out: dict[int, list[str]] = {}
        if self._speaker is not None and self._speaker in seats:
            out.setdefault(self._speaker, []).append("speaker")
        for s in self._silenced:
            if s in seats:
                out.setdefault(s, []).append("silenced")
        return out

    def mark_words(self, seat: int) -> list[str]:
        """The marks of ``seat`` in words (for its tooltip and a screen reader)."""
        return [mark_word(k) for k in self.marks().get(seat, [])]

    def mark_rects(self) -> dict[int, QRectF]:
        """seat -> the pill its mark words are painted in (widget coordinates)."""
        out = {}
        fm = QFontMetrics(self._font())
        for seat, kinds in self.marks().items():
            text = " · ".join(mark_word(k) for k in kinds)
            card = self.ring.seat_rect(seat)
            w = fm.horizontalAdvance(text) + 14
            h = fm.height() + 4
            # above the card's top right corner, clear of its texts and its number badge
            out[seat] = QRectF(card.right() - w + 4, card.top() - h + 2, w, h)
        return out

    # --- painting ---------------------------------------------------------------------
    def _font(self) -> QFont:
        f = QFont(self.ring.font())
        f.setPixelSize(max(11, QFontMetrics(self.ring.font()).height() - 3))
        f.setBold(True)
        return f

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:  # noqa: N802 (Qt name)
        if obj is self.ring and ev.type() == QEvent.Type.Resize:
            self.setGeometry(self.ring.rect())
        return False

    def paintEvent(self, _ev) -> None:  # noqa: N802 (Qt name)
        marks = self.marks()
        if not marks:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setFont(self._font())
        pills = self.mark_rects()
        for seat, kinds in marks.items():
            card = self.ring.seat_rect(seat)
            speaking = "speaker" in kinds
            colour = QColor(SPEAKER if speaking else SILENCED)
            if speaking:
                p.setPen(QPen(colour, 5))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(card.adjusted(-8, -8, 8, 8), 14, 14)
            pill = pills[seat]
            p.setPen(QPen(QColor("#ffffff"), 1.5))
            p.setBrush(colour)
            p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            p.setPen(QColor("#000000" if speaking else "#ffffff"))
            p.drawText(pill, Qt.AlignmentFlag.AlignCenter,
                       " · ".join(mark_word(k) for k in kinds))
        p.end()
