"""The mouse wheel scrolls the page; it never changes a value the pointer passes over.

A combo box or a spin box takes the wheel whenever the pointer is over it, focused or not:
scrolling the house rules passed over «tie in the exit vote» and turned it from the death
lottery to «nobody leaves», unseen (a narrator's trial). A guarded box takes the wheel only
once it has the keyboard focus (clicked or tabbed to); until then the wheel goes to the
scroll area it stands in, as if the box were not there.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QWidget


class _WheelGuard(QObject):
    """A guarded box's event filter (:func:`guard_wheel`), a child of the box: it goes with
    it."""

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if ev.type() != QEvent.Type.Wheel or not isinstance(obj, QWidget) or obj.hasFocus():
            return False
        area = obj.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is not None:  # the page it stands in scrolls instead
            QCoreApplication.sendEvent(area.viewport(), ev)
        return True  # never the box's own value


def guard_wheel(*boxes: QWidget) -> None:
    """Each of ``boxes`` (combo boxes, spin boxes) takes the mouse wheel only while it has
    the keyboard focus; a click or Tab gives it (its focus policy becomes
    ``StrongFocus``: the wheel no longer gives focus)."""
    for box in boxes:
        box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        box.installEventFilter(_WheelGuard(box))
