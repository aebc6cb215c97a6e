"""A table header whose sort arrow says the order the rows are shown in (BD99-3).

Qt draws the sort indicator of an ascending column as a downward arrow and of a descending
one as an upward arrow (``QHeaderView`` gives the style ``SortDown`` for
``Qt.AscendingOrder``). The archive, newest game first, showed «▲» on its Date column, which
a narrator read as oldest first (a narrator's trial).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QStyleOptionHeader, QWidget

#: The arrow each way is drawn as: the other one (:class:`ShownOrderHeader`).
_TURNED = {
    QStyleOptionHeader.SortIndicator.SortUp: QStyleOptionHeader.SortIndicator.SortDown,
    QStyleOptionHeader.SortIndicator.SortDown: QStyleOptionHeader.SortIndicator.SortUp,
}


class ShownOrderHeader(QHeaderView):
    """A clickable header whose sort arrow points up («▲») when its column is sorted
    ascending (the smallest, the oldest, at the top) and down («▼») when descending (the
    newest game at the top), as a file manager draws it; Qt draws each the other way round.
    Only the arrow's picture changes: ``sortIndicatorOrder`` and the sort it asks for are
    Qt's."""

    def __init__(self, orientation: Qt.Orientation, parent: QWidget | None = None) -> None:
        super().__init__(orientation, parent)
        # what QTableView sets on the header it makes itself
        self.setSectionsClickable(True)
        self.setHighlightSections(True)

    def initStyleOptionForIndex(self, option: QStyleOptionHeader,  # noqa: N802 (Qt name)
                                logicalIndex: int) -> None:  # noqa: N803 (Qt name)
        """Qt's option for the section at ``logicalIndex``, its sort arrow turned over."""
        super().initStyleOptionForIndex(option, logicalIndex)
        option.sortIndicator = _TURNED.get(option.sortIndicator, option.sortIndicator)
