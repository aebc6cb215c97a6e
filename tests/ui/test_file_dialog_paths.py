"""The file dialogs in Persian (Qt's own, right to left): the path bar, the file name's
box and the file list left to right, the dialog wide enough for the list's columns
(CF80-3). A path is written left to right in any language: «/tmp/games» read «tmp/games/»."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QFileDialog, QLineEdit, QWidget

LTR = Qt.LayoutDirection.LeftToRight


def _look(found: dict) -> None:
    dialog = QApplication.activeModalWidget()
    if not isinstance(dialog, QFileDialog):  # not up yet: ask again
        QTimer.singleShot(20, lambda: _look(found))
        return
    QApplication.processEvents()
    from narrator_app.file_dialogs import LEAST_SIZE, LeftToRightText

    combo = dialog.findChild(QComboBox, "lookInCombo")
    room = dialog.screen().availableGeometry()
    found.update(
        labels_rtl=dialog.isRightToLeft(),
        combo=(combo.layoutDirection(), combo.findChild(LeftToRightText) is not None),
        name=dialog.findChild(QLineEdit, "fileNameEdit").layoutDirection(),
        # the type filter too: «Ravi games (*.ravi)» read «(ravi.*)» (a second trial)
        types=dialog.findChild(QComboBox, "fileTypeCombo").layoutDirection(),
        lists=[dialog.findChild(QWidget, n).layoutDirection() for n in ("listView", "treeView")],
        wide=dialog.width() >= min(LEAST_SIZE[0], room.width() - 8),
    )
    dialog.reject()


def test_save_as_in_persian_shows_its_paths_left_to_right(window, reference_game):
    assert window.isRightToLeft()
    found: dict = {}
    QTimer.singleShot(0, lambda: _look(found))
    window.save_game_as()  # the real static dialog, answered by _look
    assert found == {"labels_rtl": True, "combo": (LTR, True), "name": LTR, "types": LTR,
                     "lists": [LTR, LTR], "wide": True}


def test_open_in_persian_too(window):
    found: dict = {}
    QTimer.singleShot(0, lambda: _look(found))
    window.open_game()
    assert found["combo"] == (LTR, True) and found["lists"] == [LTR, LTR]
