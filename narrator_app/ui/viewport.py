"""A scroll area's viewport handed to Python without PySide's search for its class (issue 25).

``QAbstractScrollArea.viewport()`` hands over a plain ``QWidget`` that Qt made, declared a
``QWidget``: when the declared class is the object's own, PySide asks every one of
``QWidget``'s subclasses whether the object is one of theirs, which makes each of their
Python classes (some 65, ≈ 73 M instructions at the window's start) the first time.
Handed over as a ``QObject`` (``findChild``), the object's own class is taken as it is; the
wrapper made then is the one ``viewport()`` returns ever after.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

#: the name Qt gives the viewport it makes (QAbstractScrollAreaPrivate::init)
QT_VIEWPORT_NAME = "qt_scrollarea_viewport"


def viewport_of(area: QAbstractScrollArea) -> QWidget:
    """``area.viewport()`` itself (the same object), its Python wrapper first made through
    a ``QObject`` hand-over of the area's direct child of Qt's viewport name, when there
    is one, so that PySide makes no class to find its own."""
    area.findChild(QObject, QT_VIEWPORT_NAME, Qt.FindChildOption.FindDirectChildrenOnly)
    return area.viewport()
