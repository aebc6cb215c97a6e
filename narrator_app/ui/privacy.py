"""Privacy on the narrator's screen: the cover and the «show this player» card.

* :func:`signal_text` — the private signal of a phase record (``PhaseRecord.private``: the
  number Nostradamus was shown, the detective's answer, the guard's code) as the one word or
  number the player is shown, or None.
* :class:`ShowPlayerCard` — a full-screen, high-contrast card with only that word or number
  («۱», «مافیا»), readable across the table; Esc, a click or any key closes it.
* :class:`CoverPage` — what stands in the phase panel's place while the privacy cover is on
  (the main window's «Privacy cover», F12: roles, tokens, trackers, night choices and
  private log lines hidden).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from narrator_app.messages import digits
from narrator_app.ui.texts import side_label, translate

#: The private signals the card can show, in the order they are looked for.
SIGNAL_KEYS = ("nostradamus_count", "detective", "guard_code")


def signal_text(private: dict[str, Any] | None, lang: str = "fa") -> str | None:
    """The word or number to show the player for ``private`` (a ``PhaseRecord.private``)."""
    if not private:
        return None
    for key in SIGNAL_KEYS:
        if key not in private or private[key] is None:
            continue
        value = private[key]
        if isinstance(value, bool):  # a yes/no answer
            return translate("Ravi", "Yes") if value else translate("Ravi", "No")
        if isinstance(value, int):
            return digits(value, lang)
        if value == "citizen":
            return translate("Ravi", "Citizen")
        if value in ("city", "mafia", "independent"):
            return side_label(value)
        if value in ("positive", "negative"):
            return {
                "positive": translate("Ravi", "Positive"),
                "negative": translate("Ravi", "Negative"),
            }[value]
        return str(value)
    return None


class ShowPlayerCard(QWidget):
    """A full-screen card: ``text`` only, huge, white on black. Closed with Esc, any key or
    a click (``closed`` is emitted)."""

    closed = Signal()

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("showPlayerCard")
        self.setWindowTitle(translate("Ravi", "Show this player"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setStyleSheet("QWidget#showPlayerCard { background: #000000; }")
        self.setAutoFillBackground(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(20, 20, 20, 20)
        self.label = QLabel(text)
        self.label.setObjectName("cardText")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet(
            "color: #ffffff; background: #000000; font-size: 160pt; font-weight: bold;"
        )
        lay.addWidget(self.label, 1)
        self.hint = QLabel(translate("Ravi", "Esc or a click closes"))
        self.hint.setObjectName("cardHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setStyleSheet("color: #9a9a9a; background: #000000; font-size: 11pt;")
        lay.addWidget(self.hint)

    def text(self) -> str:
        return self.label.text()

    def open(self) -> None:
        """Show full screen and take the keyboard."""
        self.showFullScreen()
        self.raise_()
        self.activateWindow()
        self.setFocus()

    def keyPressEvent(self, ev: QKeyEvent) -> None:  # noqa: N802 - Qt override
        self.close()

    def mouseReleaseEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 - Qt override
        self.close()

    def closeEvent(self, ev) -> None:  # noqa: N802 - Qt override
        self.closed.emit()
        super().closeEvent(ev)


class CoverPage(QLabel):
    """Stands in the phase panel's place while the privacy cover is on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("privacyCover")
        self.retranslate()
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet(
            "QLabel#privacyCover { font-size: 15pt; border: 3px dashed #555555; "
            "background: palette(alternate-base); padding: 12px; }"
        )

    def retranslate(self) -> None:
        """The cover's text (at start and on ``QEvent.LanguageChange``)."""
        self.setText(
            translate(
                "Ravi",
                "Privacy cover: roles, night choices and trackers are hidden. "
                "Press F12 to show them again.",
            )
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
