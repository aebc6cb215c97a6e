"""The words a widget shows of its own, for the tests that read every text on screen (the
privacy cover's, ``tests/ui/test_cover_everything.py``; the translations',
``tests/test_translations.py``): each adds what it reads beyond these (item views, window
titles, the seat ring)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTabBar,
    QWidget,
)


def own_texts(widget: QWidget) -> list[str]:
    """The texts ``widget`` shows by its kind — a label's or a button's text, a group box's
    title, a tab bar's tabs, a line edit's text and placeholder, a combo box's items — and
    its tooltip (empty ones included)."""
    out: list[str] = []
    if isinstance(widget, (QLabel, QAbstractButton)):
        out.append(widget.text())
    elif isinstance(widget, QGroupBox):
        out.append(widget.title())
    elif isinstance(widget, QTabBar):
        out += [widget.tabText(i) for i in range(widget.count())]
    elif isinstance(widget, QLineEdit):
        out += [widget.text(), widget.placeholderText()]
    elif isinstance(widget, QComboBox):
        out += [widget.itemText(i) for i in range(widget.count())]
    out.append(widget.toolTip())
    return out
