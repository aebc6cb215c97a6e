"""Qt's own file dialogs in a right-to-left window: their paths left to right (CF80-3).

In Persian the app uses Qt's own file dialogs (decisions L10, UX30-1), laid out right to
left with the rest of the window: the path bar read «tmp/probe/home/» for «/tmp/probe/home»,
a file name's parts and the dates of the file list came out of order, and the columns were
cut in the dialog's first size. A path and a file name are written left to right in any
language, so the widgets that show them (the «Look in» path bar, the file name's box, the
file list in both its views, their column headers with them) are laid out left to right;
the labels and buttons stay in the window's direction. The dialog is also opened wide
enough for the list's columns (within its screen).

The window and the printing call :func:`when_shown` just before a static ``QFileDialog``
function (``getSaveFileName``, ``getOpenFileName``, ``getExistingDirectory``): the dialog
runs its own event loop, where the queued call finds it up. Qt, nothing of the engine or
the window: the printing uses it too.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QComboBox, QFileDialog, QProxyStyle, QWidget

#: The widgets of Qt's own file dialog that show paths or file names (their object names in
#: Qt's ``qfiledialog.ui``).
PATH_WIDGETS = ("lookInCombo", "fileNameEdit", "fileTypeCombo", "listView", "treeView")

#: The least size the dialog is given for its list's columns (name, size, type, date),
#: within its screen.
LEAST_SIZE = (820, 520)


class LeftToRightText(QProxyStyle):
    """The application's style, its item texts (a combo box's shown path) laid out left to
    right: Qt paints a combo box's text in the application's direction, whatever the
    combo's own, so «/tmp/games» read «tmp/games/» in Persian."""

    def drawItemText(self, painter: QPainter, rect, flags: int,  # noqa: N802 (Qt name)
                     pal: QPalette | Qt.GlobalColor | QColor, enabled: bool, text: str,
                     role: QPalette.ColorRole = QPalette.ColorRole.NoRole) -> None:
        painter.save()
        painter.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        super().drawItemText(painter, rect, flags, pal, enabled, text, role)
        painter.restore()


def paths_left_to_right(dialog: QFileDialog) -> None:
    """``dialog``'s path bar, file name box and file list left to right, when the dialog is
    right to left (a Qt dialog in Persian); and wide enough for the list's columns."""
    if not dialog.isRightToLeft():
        return
    for name in PATH_WIDGETS:
        widget = dialog.findChild(QWidget, name)
        if widget is not None:
            widget.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        if isinstance(widget, QComboBox):  # its text too (LeftToRightText)
            style = LeftToRightText()
            style.setParent(widget)  # kept while the combo lives
            widget.setStyle(style)
    screen = dialog.screen() or QApplication.primaryScreen()
    room = screen.availableGeometry() if screen is not None else None
    width, height = LEAST_SIZE
    if room is not None:  # its frame's guess (borders, title bar) left outside
        width, height = min(width, room.width() - 8), min(height, room.height() - 38)
    if dialog.width() < width or dialog.height() < height:
        dialog.resize(max(dialog.width(), width), max(dialog.height(), height))
        if room is not None:
            frame = dialog.frameGeometry()
            frame.moveCenter(room.center())
            dialog.move(frame.topLeft())


def when_shown() -> None:
    """Called just before a static ``QFileDialog`` function: once its dialog is up (in its
    own event loop), :func:`paths_left_to_right` is applied to it."""
    QTimer.singleShot(0, _the_modal_dialog)


def _the_modal_dialog() -> None:
    dialog = QApplication.activeModalWidget()
    if isinstance(dialog, QFileDialog):
        paths_left_to_right(dialog)
