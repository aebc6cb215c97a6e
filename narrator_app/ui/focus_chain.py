"""Tab reaches the controls a panel makes on the fly in their place (issue 23).

Qt puts a widget given a parent at the end of its window's focus chain: a night step's
options, the vote boxes of the nominees and defenders, a bomb's codes, made when their step
comes, would be reached by Tab after the side column. Each place that makes such controls
holds a :func:`tab_anchor` made with the panel (so it stands in the chain where the controls
are read); after making them, the panel calls :func:`chain_after` with them in reading
order. Only widgets of the same panel are ordered, right after they are made, and no
reference to a control is kept here (a control taken away leaves the chain by itself).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLayout, QWidget


def tab_anchor(parent: QWidget | None = None, layout: QLayout | None = None) -> QWidget:
    """A hidden widget that marks a place in the focus chain: made as a child of ``parent``
    or added to ``layout`` at the place where the controls made later are read. It is never
    shown, so Tab never stops on it."""
    anchor = QWidget(parent)
    anchor.setObjectName("tabAnchor")
    anchor.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    anchor.hide()
    if layout is not None:
        layout.addWidget(anchor)
    return anchor


def chain_after(anchor: QWidget, widgets: Iterable[QWidget]) -> None:
    """Put ``widgets`` (those Tab can reach, in the order given) right after ``anchor`` in
    the focus chain; what followed ``anchor`` follows the last of them. Widgets of another
    window, or that Tab does not reach, are left where they are."""
    prev = anchor
    window = anchor.window()
    for w in widgets:
        if w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.window() is window:
            QWidget.setTabOrder(prev, w)
            prev = w
