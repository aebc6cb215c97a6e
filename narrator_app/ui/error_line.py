"""Why the last confirm was refused, beside the boxes it is about (the night checklist's
step, the day's votes): :class:`ErrorLine`. Apart from the day procedure (``day_panel.py``),
which a night's checklist does not otherwise need (issue 25: peak memory with a game open).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QStyle, QWidget

from narrator_app.ui.wrap_label import WrapLabel


class ErrorLine(QWidget):
    """Why the last confirm was refused, beside the boxes it is about: a warning icon and
    the engine's sentence in red (the icon says it without the colour)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.icon = QLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        self.icon.setPixmap(
            self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size)
        )
        lay.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        self.text = WrapLabel()
        self.text.setObjectName(name)
        self.text.setWordWrap(True)
        self.text.setStyleSheet("color: #b00020; font-weight: bold;")
        lay.addWidget(self.text, 1)
        self.setVisible(False)

    def show_text(self, text: str) -> None:
        self.text.setText(text)
        self.setVisible(bool(text))
