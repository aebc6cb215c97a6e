"""The Settings dialog has its own size and nothing to resize (CF80-4): resizable, it got
the window manager's resize handle, a strip along its bottom edge under «Close» (a
narrator's trial at 1280×720, openbox: seen and gone in a real window). A language or
font changed while it is open sizes it again, its text whole."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from narrator_app.ui.app import apply_preferences
from narrator_app.ui.settings import Settings


def _fixed_and_whole(d) -> None:
    QApplication.processEvents()
    assert d.minimumSize() == d.maximumSize() == d.size() == d.sizeHint()
    note = d.note
    assert note.height() >= note.heightForWidth(note.width())
    assert d.buttons.geometry().bottom() < d.height()


def test_the_settings_dialog_keeps_its_own_size(qtbot, controller):
    from narrator_app.ui.settings_dialog import SettingsDialog

    apply_preferences(Settings(language="fa"), controller)
    d = SettingsDialog(Settings(language="fa"), controller)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    try:
        _fixed_and_whole(d)
        d.language_box.setCurrentIndex(d.language_box.findData("en"))  # in the dialog
        _fixed_and_whole(d)
        d.font_box.setValue(16)
        _fixed_and_whole(d)
    finally:
        apply_preferences(Settings(language="fa"), controller)
