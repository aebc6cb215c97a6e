"""A word-wrapped label that keeps its whole text inside a fixed height by a smaller font.

The winner banner holds every winning seat with its name (18 at most) in the header's two
lines; when they do not fit at its font size the size steps down (to :attr:`FitLabel.least`
points), so no line is cut off (issue 23: at 18 players with long names the third line was
cut).
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget


class FitLabel(QLabel):
    """A word-wrapped :class:`QLabel` whose style sheet is ``style`` with ``{pt}`` the font
    size in points: the largest size from ``largest`` down to ``least`` at which its text
    fits its height (:meth:`fits`); ``least`` when none does."""

    def __init__(self, style: str, largest: int = 12, least: int = 8,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.style_template = style
        self.largest, self.least = largest, least
        self.point_size = largest
        self.setStyleSheet(style.replace("{pt}", str(largest)))

    def fits(self) -> bool:
        """True when the wrapped text at the present font needs no more than the height."""
        return self.heightForWidth(self.width()) <= self.height()

    def _use(self, pt: int) -> None:
        if pt != self.point_size:
            self.point_size = pt
            self.setStyleSheet(self.style_template.replace("{pt}", str(pt)))
            self.ensurePolished()

    def fit(self) -> None:
        """Choose the font size for the text and size the label has now."""
        if not self.text() or self.width() <= 0:
            self._use(self.largest)
            return
        for pt in range(self.largest, self.least - 1, -1):
            self._use(pt)
            if self.fits():
                return

    def setText(self, text: str) -> None:  # noqa: N802 (Qt name)
        super().setText(text)
        self.fit()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self.fit()
