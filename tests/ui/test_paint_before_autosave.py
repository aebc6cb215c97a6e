"""One action: the window shows the new state before the autosave waits on the disk."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication


class Order(QObject):
    """Records "paint" for each paint of the watched widget and "save" for each autosave."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def eventFilter(self, obj, event):  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.Paint:
            self.seen.append("paint")
        return False


def test_the_new_phase_is_painted_before_the_autosave(window, reference_game):
    c = reference_game
    QApplication.processEvents()
    order = Order()
    window.phase_label.installEventFilter(order)
    save = c._autosave

    def autosave():
        order.seen.append("save")
        return save()

    c._autosave = autosave
    before = c.state.phase
    assert c.end_phase()
    assert c.state.phase != before
    assert c.last_saved and c.autosave_file().is_file()
    assert "save" in order.seen
    assert "paint" in order.seen[: order.seen.index("save")], order.seen


def test_strict_saves_still_write_before_they_acknowledge(controller):
    from narrator_app.engine import Setup

    c = controller
    c.strict_saves = True
    assert c.new_game(Setup("godfather_nostradamus", tuple(f"P{i}" for i in range(1, 12)), {}))
    assert c.last_saved and c.autosave_file().is_file()
