"""Marks on the seat ring: who speaks now, who is silenced today, and who is on defence.

The word «صحبت» / "speaks" on the seat that has the floor while its speaking turn lasts
(the timer panel's round, :meth:`~narrator_app.ui.timer_panel.TimerPanel.public_clock`,
until the day's vote begins: see ``table_extras.refresh_marks``), and «ساکت» / "silenced"
on a seat the engine silenced for today (:func:`~narrator_app.engine.talk.silenced_today`,
Silence of the Lambs and the psychiatrist), and «دفاع» / "defends" on each seat of the day's
defence while its exit vote is awaited (:func:`on_defense`, the engine's ``day.defense``).
The words are pills the ring paints in the
seat's own card, in its column of pills (:meth:`SeatRing.set_marks`: by day every card
keeps room for one, so nothing is laid out again when the floor moves, and no mark covers
a neighbour's card — issue 23). A transparent layer over the ring (transparent to the
mouse, so clicks, menus and tooltips reach the ring as before) adds the speaker's cyan
frame just inside his card's edge. The three facts are public (the table hears them), so
the marks stay as they are whatever the privacy cover.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

# the marks' words and colours live with the ring that paints them
from narrator_app.ui.seat_ring import (
    DEFENSE,
    MARK_COLOURS,
    SILENCED,
    SPEAKER,
    SeatRing,
    mark_word,
)

__all__ = ["DEFENSE", "MARK_COLOURS", "SILENCED", "SPEAKER", "RingMarks", "mark_word",
           "on_defense"]


def on_defense(st) -> list[int]:
    """The seats on defence now (seats from 1), from the engine's state alone: by day, the
    day's defence (``day.defense``, those the defence vote sent there, rules_spec 3.1.6) —
    or, on a revote, the tied among them (``day.tied``) — while the exit vote is awaited
    (``day.needs == "exit_votes"``; a Mayor's decision still to come counts); none once the
    exit vote or a decision in its place is recorded, at night, or once the game is won.
    Public: the table voted them there (UX30-4)."""
    if st is None or st.phase != "day" or st.winner is not None:
        return []
    day = st.day
    if day.needs != "exit_votes":
        # the two today's interrogation summoned, who defend before its decision (3.6;
        # :func:`~narrator_app.engine.summoned_today`: public, the morning named them)
        from narrator_app.engine import summoned_today

        return summoned_today(st)
    return sorted(day.tied or day.defense)


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
        self._defense: list[int] = []
        self._room = False
        ring.installEventFilter(self)
        self.setGeometry(ring.rect())
        self.raise_()

    # --- data -------------------------------------------------------------------------
    def set_marks(self, speaker: int | None, silenced: list[int], room: bool = False,
                  defense: list[int] | None = None) -> None:
        """The seat that has the floor (None: nobody), today's silenced seats and the seats
        on defence (:func:`on_defense`; seats from 1); ``room``: a day, when the ring's cards
        keep room for a mark."""
        silenced, defense = sorted(set(silenced)), sorted(set(defense or ()))
        changed = ((speaker, silenced, defense, room)
                   != (self._speaker, self._silenced, self._defense, self._room))
        self._speaker, self._silenced, self._room = speaker, silenced, room
        self._defense = defense
        # Always handed to the ring (it repaints only when its marks differ): which marks
        # it shows depends on its seats too, and those may be set after the facts — a game
        # opened in a fresh window has its marks worked out before the ring has seats, and
        # a cache of the facts alone kept the silenced badges off the ring (RO29-1).
        self.ring.set_marks(self.marks(), room)
        if changed:
            self.update()

    def marks(self) -> dict[int, list[str]]:
        """seat -> its marks (``speaker``, ``silenced``, ``defense``, in this order), only
        seats of the ring."""
        seats = {v.seat for v in self.ring.seats()}
        out: dict[int, list[str]] = {}
        if self._speaker is not None and self._speaker in seats:
            out.setdefault(self._speaker, []).append("speaker")
        for s in self._silenced:
            if s in seats:
                out.setdefault(s, []).append("silenced")
        for s in self._defense:
            if s in seats:
                out.setdefault(s, []).append("defense")
        return out

    def mark_words(self, seat: int) -> list[str]:
        """The marks of ``seat`` in words (for its tooltip and a screen reader)."""
        return [mark_word(k) for k in self.marks().get(seat, [])]

    def mark_rects(self) -> dict[int, QRectF]:
        """seat -> the pill its (first) mark is painted in, inside its card (widget
        coordinates): what the ring laid out."""
        out = {}
        for seat in self.marks():
            boxes = self.ring.pill_boxes(seat, "mark")
            if boxes:
                out[seat] = boxes[0]
        return out

    # --- painting ---------------------------------------------------------------------
    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:  # noqa: N802 (Qt name)
        if obj is self.ring and ev.type() == QEvent.Type.Resize:
            self.setGeometry(self.ring.rect())
        return False

    def paintEvent(self, _ev) -> None:  # noqa: N802 (Qt name)
        """The speaker's frame: cyan, 3 px, just inside his card's edge (the pills are the
        ring's)."""
        if self._speaker is None or self._speaker not in self.marks():
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(SPEAKER), 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(self.ring.seat_rect(self._speaker).adjusted(1.5, 1.5, -1.5, -1.5),
                          9, 9)
        p.end()
