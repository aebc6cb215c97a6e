"""A word-wrapped label that remembers the height its text needs at a width.

Qt asks a word-wrapped :class:`QLabel` for its height at a width (``heightForWidth``) each
time a layout around it is worked out, and :class:`QLabel` lays its text out again for
every answer: for a Persian sentence, shaping it with HarfBuzz and breaking its lines. The
desk's panels asked about a hundred times an action (every layout pass after a step, at
each width tried while a scroll bar comes and goes), 2.5–3.9 ms of the action, for a few
dozen texts that had not changed (PF33-4). :class:`WrapLabel` keeps the answers by what
they depend on — the width, the text and its format, the font, the margins and the frame —
so an answer is worked out once for each text and width.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel


class WrapLabel(QLabel):
    """A :class:`QLabel` whose ``heightForWidth`` answers are kept (a few widths per text:
    the list is emptied when it holds :data:`KEPT`). Use it for a word-wrapped label; it is
    a :class:`QLabel` in every other way."""

    #: Answers kept per label before the list starts again (a label shows one text at a
    #: time, at one or two widths: with and without a scroll bar beside it).
    KEPT = 8

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt name)
        """The height (px) the label's text needs at ``width`` px, as :class:`QLabel`
        works it out, kept for the same text, format, font, word wrap, margins and frame."""
        m = self.contentsMargins()
        key = (width, self.text(), self.textFormat(), self.font().key(), self.wordWrap(),
               self.margin(), self.indent(), self.frameWidth(),
               m.left(), m.top(), m.right(), m.bottom())
        kept = self.__dict__.setdefault("_heights", {})
        height = kept.get(key)
        if height is None:
            height = super().heightForWidth(width)
            if len(kept) >= self.KEPT:
                kept.clear()
            kept[key] = height
        return height
