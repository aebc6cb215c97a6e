"""A word-wrapped label that remembers the height its text needs at a width.

Qt asks a word-wrapped :class:`QLabel` for its height at a width (``heightForWidth``) each
time a layout around it is worked out, and :class:`QLabel` lays its text out again for
every answer: for a Persian sentence, shaping it with HarfBuzz and breaking its lines. The
desk's panels asked about a hundred times an action (every layout pass after a step, at
each width tried while a scroll bar comes and goes; 150 at a phase's end), 2.5–3.9 ms of
the action, for a few dozen texts that had not changed (PF33-4). :class:`WrapLabel` keeps
the answers by what they depend on — the width, the text and its format, the frame, and
the font, word wrap, alignment, margins and indent (:meth:`WrapLabel._facts`, worked out
again after any change to them) — so an answer is worked out once for each text and width.
The answers are kept in one table for every label (:data:`_HEIGHTS`), each under all it
depends on, the label's least size and its screen's resolution too: a checklist row shows
the words another row showed at an earlier step or night (a step done, then current, then
done again), and its labels found them measured already (≈ 25 measures an action, 7 % of
its instructions, were words measured before by another label).

It also keeps room for ink beside its text. Qt breaks a line by the letters' advances, but
the ink of a Persian line's last letters reaches past that, to the left: up to 4 px at the
day panel's 14-pt bold, 3 px at 10 pt. A line that filled the label lost that ink at the
label's edge (a narrator's trial saw «را» cut from the exit line). A :class:`WrapLabel`
adds :func:`ink_room` px to the contents margins it is given, on the side where its lines
end (its ``contentsMargins()`` answers the sum), worked out again for each new font and
direction.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QMargins, Qt
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QLabel

#: The change events after which a label's facts are worked out again.
_CHANGES = frozenset({QEvent.Type.FontChange, QEvent.Type.StyleChange,
                      QEvent.Type.ContentsRectChange, QEvent.Type.LayoutDirectionChange})
#: The change events after which the ink's room is worked out again.
_ROOM_CHANGES = frozenset({QEvent.Type.FontChange, QEvent.Type.LayoutDirectionChange})


def ink_room(font: QFont, right_to_left: bool = True) -> int:
    """The px kept beside a label's text in ``font``, on the side where its lines end: for
    right-to-left text a quarter of the font's pixel size, rounded up (5 px at 14 pt, 4 px
    at 10 pt, on a 96-dpi screen); for left-to-right text, whose letters hardly reach past
    their advance, a sixteenth (2 px at 14 pt)."""
    return math.ceil(QFontInfo(font).pixelSize() / (4 if right_to_left else 16))


#: The heights worked out, for every label: key → px (:meth:`WrapLabel.heightForWidth`).
_HEIGHTS: dict[tuple, int] = {}
#: Answers kept before the table starts again (a few hundred texts at two or three widths).
KEPT_HEIGHTS = 4096


class WrapLabel(QLabel):
    """A :class:`QLabel` whose ``heightForWidth`` answers are kept (in :data:`_HEIGHTS`,
    shared by every label, emptied when it holds :data:`KEPT_HEIGHTS`). Use it for a
    word-wrapped label; it is a :class:`QLabel` in every other way."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        #: The text and its format, as last set (read by :meth:`heightForWidth` without a
        #: call into Qt for each: it is asked about a hundred times an action).
        self._text: str | None = super().text()  # None: a picture shown, not a text
        self._format = super().textFormat()
        self._given = QMargins()
        self._room: tuple[int, bool] | None = None
        self._make_room()

    def _make_room(self) -> None:
        """The contents margins given, with :func:`ink_room` added where lines end: on the
        left for a right-to-left label, else on the right."""
        rtl = self.isRightToLeft()
        room = (ink_room(self.font(), rtl), rtl)
        if room != self._room:
            self._room = room
            g = self._given
            left, right = (room[0], 0) if rtl else (0, room[0])
            super().setContentsMargins(g.left() + left, g.top(), g.right() + right,
                                       g.bottom())

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt name)
        """The height (px) the label's text needs at ``width`` px, as :class:`QLabel`
        works it out, kept for the same text, format, frame and facts."""
        d = self.__dict__
        facts = d.get("_facts_now")
        if facts is None:
            facts = d["_facts_now"] = self._facts()
        text = d["_text"]
        if not text:
            # no text (a picture, or cleared) or an empty one: QLabel's own answer, which for
            # an empty text depends on whether the label ever had one
            return super().heightForWidth(width)
        key = (width, text, d["_format"], self.frameWidth(), facts)
        height = _HEIGHTS.get(key)
        if height is None:
            height = super().heightForWidth(width)
            if len(_HEIGHTS) >= KEPT_HEIGHTS:
                _HEIGHTS.clear()
            _HEIGHTS[key] = height
        return height

    def _facts(self) -> tuple:
        """The font, word wrap, alignment, direction, margin, indent and contents margins,
        the least size (QLabel widens the width asked to it, and the height it answers),
        how the text can be selected (a selectable plain text is laid out as a document),
        whether a buddy shows its «&» shortcut and the screen's resolution (what else
        :class:`QLabel`'s measure of its text depends on)."""
        m = self.contentsMargins()
        return (self.font().key(), self.wordWrap(), int(self.alignment().value),
                self.isRightToLeft(), self.margin(), self.indent(),
                m.left(), m.top(), m.right(), m.bottom(),
                self.minimumWidth(), self.minimumHeight(),
                int(self.textInteractionFlags().value), self.buddy() is not None,
                self.logicalDpiX(), self.logicalDpiY())

    def _changed(self) -> None:
        self.__dict__.pop("_facts_now", None)

    def changeEvent(self, e: QEvent) -> None:  # noqa: N802 (Qt name)
        # a new font, style sheet, contents margins or direction: the facts again
        if e.type() in _CHANGES:
            self._changed()
            if e.type() in _ROOM_CHANGES and "_room" in self.__dict__:
                self._make_room()
        super().changeEvent(e)

    # the text and its format, kept as set (every setter of either, in Qt's QLabel)
    def setText(self, text: str) -> None:  # noqa: N802 (Qt name)
        super().setText(text)
        self._text = text

    def clear(self) -> None:
        super().clear()
        self._text = None  # no text at all (QLabel's «not a text label»)

    def setNum(self, number) -> None:  # noqa: N802 (Qt name)
        super().setNum(number)
        self._text = super().text()

    def setTextFormat(self, fmt) -> None:  # noqa: N802 (Qt name)
        super().setTextFormat(fmt)
        self._format = fmt

    def setContentsMargins(self, *margins) -> None:  # noqa: N802 (Qt name)
        """The margins (``QMargins`` or left, top, right, bottom px) around the text, with
        :func:`ink_room` added on the side where lines end."""
        self._given = QMargins(margins[0]) if len(margins) == 1 else QMargins(*margins)
        self._room = None
        self._make_room()
        self._changed()

    def setFont(self, font) -> None:  # noqa: N802 (Qt name)
        super().setFont(font)  # its FontChange event makes the ink's room again
        self._changed()


def _then(name: str, after: Callable[[WrapLabel], None]) -> Callable[..., None]:
    """:class:`QLabel`'s setter ``name``, then ``after(label)``."""
    base = getattr(QLabel, name)

    def setter(self: WrapLabel, *args: Any) -> None:
        base(self, *args)
        after(self)

    setter.__name__ = setter.__qualname__ = name
    return setter


def _no_text(label: WrapLabel) -> None:
    label._text = None  # a picture shown, not a text: measured by QLabel


#: QLabel's setters that change a fact of :meth:`WrapLabel._facts` without an event of their
#: own: each forgets the facts after it.
FACT_SETTERS = ("setWordWrap", "setAlignment", "setMargin", "setIndent",
                "setTextInteractionFlags", "setBuddy", "setMinimumSize", "setMinimumWidth",
                "setMinimumHeight", "setFixedSize", "setFixedWidth", "setFixedHeight")
#: What a label shows instead of a text (never a WrapLabel's).
PICTURE_SETTERS = ("setPixmap", "setPicture", "setMovie")
for _name in FACT_SETTERS:
    setattr(WrapLabel, _name, _then(_name, WrapLabel._changed))
for _name in PICTURE_SETTERS:
    setattr(WrapLabel, _name, _then(_name, _no_text))


#: The characters that open a bidi isolate (LRI, RLI, FSI), and the one that closes it (PDI).
_OPENERS, _PDI = "\u2066\u2067\u2068", "\u2069"


def _item_start(text: str, at: int) -> int | None:
    """Where the outermost isolate open at ``at`` in ``text`` starts (a seat of a list:
    «۴ (مریم)» in its isolate, ``texts.seat_short``), or None when none is open there."""
    depth, start = 0, None
    for i, ch in enumerate(text[:at]):
        if ch in _OPENERS:
            if depth == 0:
                start = i
            depth += 1
        elif ch == _PDI and depth:
            depth -= 1
    return start if depth else None


def _item_cut(text: str, starts: list[int]) -> int | None:
    """Where the first isolated item that a line of ``text`` ends inside starts (its lines
    start at ``starts``), so that a break there starts the item's line whole; None when no
    line breaks inside one that could start a line of its own (an item that starts its
    line, longer than a line, is left to wrap; one after a break already made stays)."""
    for previous, start in zip(starts, starts[1:], strict=False):
        item = _item_start(text, start)
        if item is not None and item > previous and text[item - 1] != "\u2028":
            return item
    return None


def _cut_or_shortened(text: str, starts: list[int]) -> tuple[int | None, str | None]:
    """The first mend ``text``'s lines (starting at ``starts``) need: where an isolated item
    that a line ends inside starts (:func:`_item_cut`'s answer), or, for an item that starts
    its line and is still broken (longer than a line), the text with that item's name in
    its short form (:func:`_shortened_item`, LY114-1); ``(None, None)`` when none."""
    for previous, start in zip(starts, starts[1:], strict=False):
        item = _item_start(text, start)
        if item is None:
            continue
        if item > previous and text[item - 1] != "\u2028":
            return item, None
        shorter = _shortened_item(text, item)
        if shorter is not None:
            return None, shorter
    return None, None


def broken_between_items(text: str, font: QFont, width: int, right_to_left: bool) -> str:
    """``text`` as a word-wrapped label of ``width`` px in ``font`` shows it, with a line
    separator (U+2028: the same paragraph, its direction kept) before each isolated item
    (a seat and its name) that the label would break inside, so that the item starts the
    next line whole; an item longer than a line shows its name's short form
    (:func:`_shortened_item`, LY114-1), and wraps only if that too is longer. Out: the text
    to show."""
    from PySide6.QtGui import QTextLayout, QTextOption

    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    option.setTextDirection(Qt.LayoutDirection.RightToLeft if right_to_left
                            else Qt.LayoutDirection.LeftToRight)
    for _ in range(64):  # one more break a pass (a list of 18 seats: a few lines)
        layout = QTextLayout(text, font)
        layout.setTextOption(option)
        layout.beginLayout()
        starts = []
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            starts.append(line.textStart())
        layout.endLayout()
        cut, shorter = _cut_or_shortened(text, starts)
        if shorter is not None:
            text = shorter
        elif cut is None:
            return text
        else:
            text = text[:cut].rstrip(" ") + "\u2028" + text[cut:]
    return text


def _shortened_item(text: str, item: int) -> str | None:
    """``text`` with the name of the item that opens at ``item`` (its first isolate inside,
    FSI … PDI: ``texts.seat_short``) in its short form, the first word and the initials of
    the others («1 (Maximilian-Alexander R.)», ``seat_ring.short_name``, LY106-1); None when
    it has no name of two words or more. An item longer than a line broke inside its name,
    and the brackets of a name in the other script then face outward on both lines:
    «Maximilian-Alexander) ۱» over «(Rostami» in a Persian step title (LY114-1)."""
    from narrator_app.ui.seat_ring import short_name

    opened = text.find("\u2068", item)
    closed = text.find(_PDI, opened + 1)
    if opened < 0 or closed < 0:
        return None
    name = text[opened + 1:closed]
    short = short_name(name)
    if short == name:
        return None
    return text[:opened + 1] + short + text[closed:]


def rich_broken_between_items(html: str, font: QFont, width: int, right_to_left: bool) -> str:
    """``html`` (a rich text whose seats are isolated items, each name escaped) as a
    word-wrapped rich-text label of ``width`` px in ``font`` shows it, with a ``<br>`` before
    each isolated item (a seat and its name: ``texts.seat_short``) that a line would break
    inside, so that the item starts the next line whole; an item longer than a line is left
    to wrap (:func:`broken_between_items` for a plain text). The item is found in the HTML
    by its opening isolate: tags and escaped names hold none. Out: the HTML to show."""
    from PySide6.QtGui import QTextDocument, QTextOption

    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    option.setTextDirection(Qt.LayoutDirection.RightToLeft if right_to_left
                            else Qt.LayoutDirection.LeftToRight)
    for _ in range(64):  # one more break a pass
        doc = QTextDocument()
        doc.setDefaultFont(font)
        doc.setDefaultTextOption(option)
        doc.setDocumentMargin(0)  # as a QLabel lays its rich text out
        doc.setHtml(html)
        doc.setTextWidth(width)
        doc.size()  # laid out whole now (a document lays itself out lazily)
        cut = None
        block = doc.begin()
        while block.isValid() and cut is None:
            text, layout = block.text(), block.layout()
            item = _item_cut(text, [layout.lineAt(i).textStart()
                                    for i in range(layout.lineCount())])
            if item is not None:  # the item's opener, counted from the document's start
                before = doc.toPlainText()[:block.position() + item]
                cut = sum(before.count(ch) for ch in _OPENERS)
            block = block.next()
        if cut is None:
            return html
        at = _openers_at(html)[cut]  # the same opener in the HTML (tags and names have none)
        html = html[:at].rstrip(" ") + "<br>" + html[at:]
    return html


def _openers_at(text: str) -> list[int]:
    """The places of ``text``'s isolate openers (:data:`_OPENERS`), in order."""
    return [i for i, ch in enumerate(text) if ch in _OPENERS]


class ItemsLabel(WrapLabel):
    """A word-wrapped label of a text that lists seats (each in its isolate: «4 (Jacqueline
    Montgomery-Jones)»), whose lines break between them, never inside one: at 18 seats
    «4 (Jacqueline» ended a line and «Montgomery-Jones)» began the next, «13 (Alexander
    Hamilton-» / «Jones)» (a narrator's trial of the tied exit vote and its lottery at
    1280×720, LY109-5; the night's step titles and the trackers' lines, LY111-1).
    :meth:`text` answers the text as set; the label shows it with line separators where a
    seat would be broken (a rich text with ``<br>``: :func:`rich_broken_between_items`),
    worked out again at each width."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._source = QLabel.text(self)

    def text(self) -> str:  # noqa: D102 (QLabel's): the text as set, without the breaks
        return self._source

    def setText(self, text: str) -> None:  # noqa: N802 (Qt name)
        self._source = text
        super().setText(text)
        self._break()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self._break()

    def _break(self) -> None:
        self.ensurePolished()  # the style sheet's font measured
        width = self.contentsRect().width()
        if width <= 0 or not self._source:
            return
        fit = (rich_broken_between_items if self.textFormat() == Qt.TextFormat.RichText
               else broken_between_items)
        shown = fit(self._source, self.font(), width, self.isRightToLeft())
        if shown != QLabel.text(self):
            WrapLabel.setText(self, shown)
