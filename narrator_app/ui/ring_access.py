"""The seat ring for a screen reader: the table «میز» with one accessible child per seat.

The ring paints its seats itself, so without help a screen reader sees one object. A
factory installed with ``QAccessible.installFactory`` gives every
:class:`~narrator_app.ui.seat_ring.SeatRing` a :class:`RingAccessible` (role: list, name:
«میز» / "Table") whose children are the seats (role: list item), each named by its number,
its player's name, its status, the marks of the ring (who speaks, who is silenced), and —
for the narrator, while the privacy cover is off — its role: «۴ — Sara، در بازی، دکتر
واتسون». Under the cover no role is exposed (the ring's ``hide_roles``).

Nothing in the ring's drawing code is changed: the children read the ring's public
methods (``seats``, ``seat_rect``, ``hide_roles``) and the marks'
(:mod:`narrator_app.ui.ring_marks`) when asked.
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from narrator_app.messages import digits, isolate
from narrator_app.ui.texts import status_label, translate


def seat_accessible_name(ring, seat: int) -> str:
    """What a screen reader says for ``seat`` (from 1): number — name, status, marks, and
    the role unless the ring hides roles."""
    view = next((v for v in ring.seats() if v.seat == seat), None)
    if view is None:
        return ""
    sep = "، " if ring.lang == "fa" else ", "
    head = digits(seat, ring.lang)
    if view.name:
        head = f"{head} — {isolate(view.name)}"
    parts = [head, status_label(view.status)]
    marks = ring.findChild(QWidget, "ringMarks")  # ring_marks.RingMarks, when installed
    if marks is not None and hasattr(marks, "mark_words"):
        parts += marks.mark_words(seat)
    if view.role and not ring.hide_roles():
        parts.append(view.role)
    return sep.join(parts)


class SeatAccessible(QAccessibleInterface):
    """One seat of the ring (``index`` from 0 among the ring's seats)."""

    def __init__(self, table: RingAccessible, index: int) -> None:
        super().__init__()
        self._table, self.index = table, index

    def _seat(self) -> int | None:
        seats = self._table.ring.seats()
        return seats[self.index].seat if self.index < len(seats) else None

    def isValid(self) -> bool:  # noqa: N802 (Qt name)
        return self._seat() is not None

    def object(self):
        return None

    def parent(self) -> QAccessibleInterface:
        return self._table

    def child(self, _index: int):
        return None

    def childCount(self) -> int:  # noqa: N802 (Qt name)
        return 0

    def indexOfChild(self, _child) -> int:  # noqa: N802 (Qt name)
        return -1

    def childAt(self, _x: int, _y: int):  # noqa: N802 (Qt name)
        return None

    def text(self, kind: QAccessible.Text) -> str:
        seat = self._seat()
        if seat is None:
            return ""
        if kind == QAccessible.Text.Name:
            return seat_accessible_name(self._table.ring, seat)
        return ""

    def setText(self, _kind, _text) -> None:  # noqa: N802 (Qt name)
        return None

    def rect(self) -> QRect:
        seat = self._seat()
        ring = self._table.ring
        if seat is None or not ring.isVisible():
            return QRect()
        r = ring.seat_rect(seat).toAlignedRect()
        return QRect(ring.mapToGlobal(r.topLeft()), r.size())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self):
        st = QAccessible.State()
        st.invisible = not self._table.ring.isVisible()
        return st


class RingAccessible(QAccessibleWidget):
    """The ring: a list named «میز» / "Table" with a child per seat."""

    def __init__(self, ring) -> None:
        super().__init__(ring, QAccessible.Role.List, translate("Ravi", "Table"))
        self.ring = ring
        self._kids: list[SeatAccessible] = []

    def _children(self) -> list[SeatAccessible]:
        n = len(self.ring.seats())
        while len(self._kids) < n:
            self._kids.append(SeatAccessible(self, len(self._kids)))
        return self._kids[:n]

    def childCount(self) -> int:  # noqa: N802 (Qt name)
        return len(self.ring.seats())

    def child(self, index: int):
        kids = self._children()
        return kids[index] if 0 <= index < len(kids) else None

    def indexOfChild(self, child) -> int:  # noqa: N802 (Qt name)
        for i, kid in enumerate(self._children()):
            if kid is child:
                return i
        return -1

    def childAt(self, x: int, y: int):  # noqa: N802 (Qt name)
        seat = self.ring.seat_at(self.ring.mapFromGlobal(QRect(x, y, 1, 1).topLeft()))
        if seat is None:
            return None
        index = next((i for i, v in enumerate(self.ring.seats()) if v.seat == seat), -1)
        return self.child(index)

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.ring.accessibleName() or translate("Ravi", "Table")
        return super().text(kind)


def _factory(key: str, obj):
    if key == "SeatRing":
        return RingAccessible(obj)
    return None


_installed = False


def install() -> None:
    """Install the ring's accessibility factory (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def notify_changed(ring) -> None:
    """Tell an active screen reader that the seats' names changed (after a refresh)."""
    if QAccessible.isActive():
        from PySide6.QtGui import QAccessibleEvent

        ev = QAccessibleEvent(ring, QAccessible.Event.NameChanged)
        QAccessible.updateAccessibility(ev)
