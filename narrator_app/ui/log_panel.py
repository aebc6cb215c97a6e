"""The game log: ``state.log`` as a thin list model and a list view.

Public lines (what the table heard or saw) and narrator-only lines are told apart by a
«[private]» tag at the start of the line (and an italic font), not by colour alone. With
"hide roles" on, narrator-only lines are left out (they name roles and targets).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    QStringListModel,
    Qt,
)
from PySide6.QtGui import QCursor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from narrator_app.engine import token_text
from narrator_app.messages import announcement_lines, digits, log_word, role_name
from narrator_app.ui.controller import GameController
from narrator_app.ui.texts import (
    answer_words,
    arrow,
    describe_choice,
    fill,
    nostradamus_count_line,
    phase_title,
    seat_short,
    seats_list,
    side_label,
    status_label,
    step_title,
    translate,
    winner_label,
)
from narrator_app.ui.viewport import viewport_of

if TYPE_CHECKING:
    from narrator_app.engine import LogLine

#: Custom role: True for a public line.
PublicRole = Qt.ItemDataRole.UserRole + 1


def _shared_prefix(log: Sequence[Any], shown: Sequence[Any], limit: int) -> int:
    """How many lines ``log`` and ``shown`` begin with as the same objects (at most
    ``limit``). A log line is made once, appended at the end of one state's log, and reaches
    another state's log only with every line before it (states share their common past:
    ``engine.state.Chain``), so the lines held in common are a prefix: bisection finds where
    it ends in a few comparisons, where a loop over 10 000 lines cost a millisecond an
    action (PL25-5)."""
    lo, hi = 0, limit
    while lo < hi:
        mid = (lo + hi) // 2
        if log[mid] is shown[mid]:
            lo = mid + 1
        else:
            hi = mid
    return lo


class LogModel(QStringListModel):
    """One row per shown log line; DisplayRole is the line's text.

    The rows are counted by Qt's own string list model (one empty string a row): a view
    lays its rows out asking the model for an index of every row, and each such question
    answered in Python (``rowCount`` of a Python list model) cost more than the rest of the
    layout (``flags`` too: left to Qt, so a view showing it sets no edit triggers); ``data``
    (asked for the rows drawn) answers from :attr:`_lines`."""

    def __init__(self, controller: GameController, parent=None) -> None:
        super().__init__(parent)
        self.c = controller
        self.show_private = True
        self._lines: list[tuple[bool, str]] = []
        #: The log lines shown, as objects: states share the lines of their common past,
        #: so a refresh re-renders only what changed after the longest shared prefix.
        self._source: Sequence[LogLine] = []
        self._rows_per_line: list[int] = []
        self._private_shown = True

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        public, text = self._lines[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return text if public else translate("Ravi", "[private]") + " " + text
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                translate("Ravi", "Heard by the table")
                if public
                else translate("Ravi", "Narrator only")
            )
        if role == PublicRole:
            return public
        return None

    def refresh(self) -> None:
        st = self.c.state
        log: Sequence[LogLine] = st.log if st is not None else []
        keep = 0
        if self._private_shown == self.show_private:
            keep = _shared_prefix(log, self._source, min(len(log), len(self._source)))
        kept_rows = sum(self._rows_per_line[:keep])
        if kept_rows < len(self._lines):
            self.removeRows(kept_rows, len(self._lines) - kept_rows)
            del self._lines[kept_rows:]
        new_rows: list[tuple[bool, str]] = []
        counts = self._rows_per_line[:keep]
        for line in log[keep:]:
            text = self.line_text(line) if (line.public or self.show_private) else ""
            counts.append(1 if text else 0)
            if text:
                new_rows.append((line.public, text))
        if new_rows:
            first = len(self._lines)
            self._lines.extend(new_rows)  # ready before the view hears of them
            self.insertRows(first, len(new_rows))
        self._source = log[:]  # the lines shown (a list: the state's log may grow on)
        self._rows_per_line = counts
        self._private_shown = self.show_private

    def retranslate(self) -> None:
        """Render every line again (the language changed): forget the rendered rows."""
        self._lines, self._source, self._rows_per_line = [], [], []
        self.setStringList([])  # a reset of the model
        self.refresh()

    def _private_text(self, d: dict, lang: str) -> str:
        """A private signal in words, in the window's language («detective: citizen» was
        the raw record): by how the engine says the signal is given (``private_form``: a
        role's answer by its kind, so a renamed detective's reads as the detective's), an
        inquiry's side answer under the role's name in the club's file."""
        from narrator_app.engine import private_form

        name, value = d.get("name"), d.get("value")
        form = private_form(self.c.state, str(name))
        if form == "side_answer":
            # in the scenario's words (Werewolf's seer: «werewolf» / «village», WW32-1)
            answer = answer_words(self.c.state, str(name), str(value), lang)
            text = fill(translate("Ravi", "%1's answer: %2"), self._word(name, lang), answer)
            if isinstance(d.get("target"), int):
                # «answer — seat (name)»: never a seat's brackets inside brackets (TB30-3)
                text += " — " + seat_short(d["target"], self.c.names, lang)
            return text
        if form == "right_wrong":
            return fill(
                translate("Ravi", "Sherlock was signalled: %1"),
                translate("Ravi", "Right") if value == "right" else translate("Ravi", "Wrong"),
            )
        if form == "code":
            from narrator_app.engine import signal_holder  # the signal's role, by its name

            holder = signal_holder(self.c.state, str(name)) if self.c.state else None
            return fill(translate("Ravi", "The %1 was told the code: %2"),
                        role_name(self.c.scenario, holder.card.role if holder else None, lang),
                        digits(value, lang))
        return fill(translate("Ravi", "%1: %2"), self._word(name, lang), self._word(value, lang))

    def _word(self, word: Any, lang: str) -> str:
        """A word of a kind's log line (a signal's name or value, an event) for the
        narrator: a role's name, a number in the language's digits, a seat list, the
        kinds' word (``messages.log_word``, the ring's token words), else the word itself."""
        scen = self.c.scenario
        if isinstance(word, bool):  # a yes / no answer (the reporter's, club_scenarios 5.6)
            return translate("Ravi", "Yes") if word else translate("Ravi", "No")
        if word is None:
            return str(word)
        if isinstance(word, int):
            return digits(word, lang)
        if isinstance(word, list):
            return ("، " if lang == "fa" else ", ").join(self._word(w, lang) for w in word)
        word = str(word)
        if scen is not None and scen.has_role(word):
            return role_name(scen, word, lang)
        if scen is not None and word in ("mafia", "city") and scen.side_name(word, lang):
            return side_label(word, scen, lang)  # the file's side (Werewolf's: LY115-3)
        return log_word(word, lang) or token_text(word, lang)

    def _event_text(self, k: str, d: dict, lang: str) -> str:
        """An event of a kind this panel has no sentence for: its word and its seats
        («shooter → target», a seat list, a kind word), never raw data."""
        names = self.c.names
        out = self._word(k, lang)
        if isinstance(d.get("shooter"), int) and isinstance(d.get("target"), int):
            out += ": " + seat_short(d["shooter"], names, lang) + arrow(lang) \
                + seat_short(d["target"], names, lang)
        elif isinstance(d.get("seats"), list):
            out += ": " + seats_list([s for s in d["seats"] if isinstance(s, int)], names, lang)
        if isinstance(d.get("type"), str):
            out += f" ({self._word(d['type'], lang)})"
        return out

    def _announce_text(self, line: LogLine) -> str:
        """A phase's announcements: after a night, what was read during the night (the
        purchase, at the mafia's call) and the morning's sentence — the one the morning box
        reads (``engine.morning_announcement``, by the game's house rules)."""
        from narrator_app.engine import morning_announcement, night_announcement

        c, lang = self.c, self.c.lang
        st = c.state
        roles = [p.role for p in st.players] if st else []
        rules = st.rules if st else {}
        tokens = list(line.data.get("tokens", []))
        # a step's own announcement (the antidote vote's, at the night's start) is no
        # morning: no «nobody left last night» after it
        after_night = line.phase == "night" and not line.data.get("at_step")

        def said(part: list[str], after: bool) -> str:
            return " ".join(announcement_lines(part, c.scenario, roles, list(c.names), rules,
                                               lang, after_night=after))

        out = []
        if after_night and night_announcement(tokens, rules):
            out.append(fill(translate("Ravi", "Read aloud during the night: %1"),
                            said(night_announcement(tokens, rules), False)))
            tokens = morning_announcement(tokens, rules)
        text = said(tokens, after_night)
        if text:
            out.append(fill(translate("Ravi", "Announced: %1"), text))
        return "\n".join(out)

    def _decision_text(self, d: dict, lang: str) -> str:
        """A decision on the day's exit (``exit_decision`` line, the Mayor's): the role's
        name (never his seat, A73), what he decided, and «no effect» for a robbed or
        withdrawn holder's (6.9 S1, 6.10 S12)."""
        scen, names = self.c.scenario, self.c.names
        role = str(d.get("role", ""))
        who = role_name(scen, role, lang) if scen is not None and scen.has_role(role) else role
        if d.get("decision") == "cancel":
            text = fill(translate("Ravi", "%1's decision: the exit is cancelled, nobody "
                                          "leaves today"), who)
        else:
            text = fill(translate("Ravi", "%1's decision: %2 leaves without the exit vote"),
                        who, seat_short(d["seat"], names, lang)
                        if isinstance(d.get("seat"), int) else "—")
        if d.get("effect") is False:
            text = fill(translate("Ravi", "%1 (no effect: the exit vote decides)"), text)
        return text

    def _card_choice_text(self, d: dict, lang: str) -> str:
        """A last-move card's choice (``card_choice`` line): the card's name (its file's),
        who drew it and whom it names."""
        from narrator_app.engine import load_cards

        names = self.c.names
        card = load_cards().get(d.get("card", ""))
        title = getattr(card.name, lang) if card else str(d.get("card", ""))
        who = seat_short(d.get("seat", 0), names, lang)
        if "guess" in d:
            what = fill(translate("Ravi", "%1 guesses %2"), who,
                        seat_short(d["guess"], names, lang))
        elif "handcuff" in d:
            what = fill(translate("Ravi", "%1 handcuffs %2 for tonight"), who,
                        seat_short(d["handcuff"], names, lang))
        elif "swap" in d:
            what = fill(translate("Ravi", "%1 swaps cards with %2"), who,
                        seat_short(d["swap"], names, lang))
        elif "silence" in d:
            what = fill(translate("Ravi", "%1 silences %2"), who,
                        seats_list(list(d["silence"]), names, lang))
        else:
            return self._event_text("card_choice", d, lang)
        return f"{title}: {what}"

    def line_text(self, line: LogLine) -> str:
        c, lang = self.c, self.c.lang
        names, scen, d = c.names, c.scenario, line.data
        k = line.kind
        if k == "phase":
            title = phase_title(d.get("phase", line.phase), d.get("number", line.number), lang,
                                scen)
            return f"— {title} —"
        if k == "choice":
            key = d.get("key", "")
            what = describe_choice(key, d.get("value"), scen, names, lang)
            return f"{step_title(key, key, scen, lang)}: {what}"
        if k == "private":
            if d.get("name") == "interrogation_lapsed":  # a summons that lapsed (X100-1)
                return fill(
                    translate("Ravi", "No interrogation today: %1 has left the game; the "
                                      "%2's summons is spent"),
                    seats_list([s for s in d.get("value", []) if isinstance(s, int)], names,
                               lang),
                    role_name(scen, str(d.get("role", "")), lang),  # the summons' holder
                )
            if d.get("name") == "nostradamus_count":
                return nostradamus_count_line(d.get("value"), scen, lang)
            return self._private_text(d, lang)
        if k == "announce":
            return self._announce_text(line)
        if k == "exit":
            return fill(
                translate("Ravi", "%1 left the game (%2)"),
                seat_short(d.get("seat", 0), names, lang),
                status_label(d.get("status", "dead")),
            )
        if k == "votes":
            sep = "، " if lang == "fa" else ", "
            counts = sep.join(
                f"{seat_short(s, names, lang)}: {digits(n, lang)}"
                for s, n in sorted(d.get("votes", {}).items())
            ) or translate("Ravi", "no votes")  # «Defense vote:  (threshold 5)»: a trial
            if not d.get("accused"):
                return fill(
                    translate("Ravi", "Defense vote: %1 (threshold %2)"),
                    counts,
                    digits(d.get("threshold", 0), lang),
                )
            # the representatives' vote on their accused (club_scenarios 4.8), with the
            # counts the treason vote or a keep-out moved (TA43-17)
            text = fill(translate("Ravi", "Vote on the accused: %1 (threshold %2)"),
                        counts, digits(d.get("threshold", 0), lang))
            moved = d.get("counted") or {}
            if moved:
                text += " " + fill(translate("Ravi", "— counted: %1"), sep.join(
                    f"{seat_short(s, names, lang)}: {digits(n, lang)}"
                    for s, n in sorted(moved.items())))
            return text
        if k == "exit_votes":
            # a revote (A05) is logged as its rounds: the tied first one and the revote
            from narrator_app.engine import exit_rounds_of

            record = exit_rounds_of(d)
            said = [("، " if lang == "fa" else ", ").join(
                f"{seat_short(s, names, lang)}: {digits(n, lang)}" for s, n in sorted(r.items())
            ) or translate("Ravi", "no votes") for r in record.rounds or ({},)]
            if len(said) > 1:
                return fill(translate("Ravi", "Exit vote: %1 (tie); revote: %2"),
                            said[0], said[-1])
            if record.tied:  # the engine's record of the tie (not the counts; Z103-22)
                return fill(translate("Ravi", "Exit vote: %1 (tie)"), said[0])
            return fill(translate("Ravi", "Exit vote: %1"), said[0])
        if k == "interrogation":  # a day power's interrogation (the game script's day key)
            return fill(translate("Ravi", "Interrogation of %1: %2"),
                        seats_list(d.get("seats", []), names, lang),
                        translate("Ravi", "the vote is held") if d.get("held")
                        else translate("Ravi", "the vote is not held"))
        if k == "exit_decision":  # a day power's decision on the day's exit (the Mayor's)
            return self._decision_text(d, lang)
        if k == "lottery":
            return fill(
                translate("Ravi", "Death lottery: %1"), seat_short(d.get("seat", 0), names, lang)
            )
        if k == "winner":
            return fill(
                translate("Ravi", "Winner: %1 — seats %2"),
                winner_label(d.get("winner"), self.c.scenario, lang),
                seats_list(d.get("seats", []), names, lang),
            )
        if k == "card":
            from narrator_app.engine import load_cards

            card = load_cards().get(d.get("card", ""))
            name = getattr(card.name, lang) if card else str(d.get("card", ""))
            if isinstance(d.get("role"), str):  # the role the identity-reveal card showed
                return fill(
                    translate("Ravi", "Last-move card: %1 drew %2; the role revealed: %3"),
                    seat_short(d.get("seat", 0), names, lang),
                    name,
                    role_name(self.c.scenario, d["role"], lang),
                )
            return fill(
                translate("Ravi", "Last-move card: %1 drew %2"),
                seat_short(d.get("seat", 0), names, lang),
                name,
            )
        if k == "card_choice":
            return self._card_choice_text(d, lang)
        if k == "chaos":
            pairs = ("، " if lang == "fa" else ", ").join(
                seat_short(a, names, lang) + arrow(lang) + seat_short(b, names, lang)
                for a, b in sorted(d.get("point", {}).items())
            )
            return fill(translate("Ravi", "Chaos, round %1: %2"), digits(d.get("round", 1), lang),
                        pairs)
        # an event this panel does not know yet: its kind's words, never raw data
        return self._event_text(k, d, lang)


#: Pixels a log row is given beyond its measured text (see :meth:`RowSizes._measure`).
ROW_SLACK = 2


class RowSizes(QStyledItemDelegate):
    """The log's rows drawn as usual, each row's height measured once per view width.

    The view asks a row's height again whenever it lays its rows out (each append);
    measuring a wrapped line is the costly part, so the size of each row is kept (by row,
    for the width it was measured at) and forgotten for the rows that change: rows removed
    or inserted from some row on, all on a reset, a new font or style."""

    def __init__(self, model: QAbstractListModel, view: QTreeView) -> None:
        super().__init__(view)
        self._view = view
        #: width → the sizes of rows 0, 1, … measured at that width (the view asks at more
        #: than one width while it lays out: with and without the scroll bar). A new font or
        #: style forgets them all (LogPanel.changeEvent).
        self._sizes: dict[int, list[QSize | None]] = {}
        #: How many times a row was really measured (a figure for tests and profiles).
        self.measured = 0
        model.rowsRemoved.connect(lambda _p, first, _l: self.forget_from(first))
        model.rowsInserted.connect(lambda _p, first, _l: self.forget_from(first))
        model.modelReset.connect(lambda: self.forget_from(0))
        model.dataChanged.connect(lambda first, *_: self.forget_from(first.row()))

    def forget_from(self, row: int) -> None:
        for sizes in self._sizes.values():
            del sizes[max(row, 0):]

    def sizeHint(  # noqa: N802 (Qt name)
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        key = option.rect.width()
        if key <= 0:  # asked without a width: the one column's, where the line wraps
            key = self._view.columnWidth(0)
        row = index.row()
        sizes = self._sizes.get(key)
        if sizes is not None and row < len(sizes):
            size = sizes[row]
            if size is not None:
                return size
        return self._measure(option, index, key)

    def _measure(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex, key: int
    ) -> QSize:
        # The row is measured at the column's width, the width it is painted in: the style
        # takes the text margin off each side itself, when it measures (QCommonStyle's item
        # size: the focus frame's margin + 1) as when it paints. It was measured at the
        # width less that margin, narrowed twice: a line within two margins (6 px) of
        # fitting was measured as two and drawn in a row of two lines (a Namayande vote's
        # line in Persian on a real screen, Z104-5). A tree view asks with a rect of no
        # height, and the style wraps a line only in a valid rect: it gets a line's height.
        option = QStyleOptionViewItem(option)
        option.rect.setWidth(max(key, 1))
        option.rect.setHeight(max(option.rect.height(), option.fontMetrics.lineSpacing()))
        sizes = self._sizes.get(key)
        if sizes is None:
            if len(self._sizes) >= 8:  # the window was resized: the oldest width goes
                del self._sizes[next(iter(self._sizes))]
            sizes = self._sizes[key] = []
        row = index.row()
        if row >= len(sizes):  # painting asks for the rows in sight only: the rows before
            sizes.extend([None] * (row + 1 - len(sizes)))  # them stay unknown
        size = super().sizeHint(option, index)
        # and a little room more: a line's height is rounded with its fonts (a Persian line
        # with Latin digits or a fallback font for a symbol), and the same line laid out
        # again at paint took a pixel more on a real screen: Qt then cut it with «…» (a
        # fresh narrator's trial at 1280×720, 11 pt, on X: audit37 F1)
        size = sizes[row] = QSize(size.width(), size.height() + ROW_SLACK)
        self.measured += 1
        return size


class LogView(QTreeView):
    """The log's rows, one column, no header or branches: a list whose rows keep the height
    their wrapped text needs, laid out lazily.

    A tree view scrolling by item asks a row for its height only when it is drawn or
    needed to fill the last page (``QListView`` with rows of different heights lays every
    row out again on each append and each scroll to the bottom: at 10 000 lines most of an
    action's time). A new width (the window or the scroll bar) lays the rows out again, so a
    wrapped line is never cut."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        viewport_of(self)  # its wrapper made without PySide's class search (paints read it)
        self.setHeaderHidden(True)
        self.setRootIsDecorated(False)
        self.setItemsExpandable(False)
        self.setIndentation(0)
        self.setUniformRowHeights(False)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerItem)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.header().setStretchLastSection(True)
        # the column's new width (the window, the scroll bar): wrapped rows take another
        # height, measured again as they are drawn
        self.header().sectionResized.connect(lambda *_: self.scheduleDelayedItemsLayout())
        #: Each row as drawn, kept by what it shows (see drawRow), newest last.
        self._pictures: dict[tuple, QPixmap] = {}
        # The view at its last line stays there when it gets shorter (the day's timers take
        # room at each day's start) or its rows taller: scrolling by item, a shorter view
        # needs a larger scroll range, and the value kept left the newest lines out of sight.
        bar = self.verticalScrollBar()
        self._at_end = True
        bar.valueChanged.connect(self._note_place)
        bar.rangeChanged.connect(self._keep_end)

    def _note_place(self, value: int) -> None:
        self._at_end = value >= self.verticalScrollBar().maximum()

    def _keep_end(self, _low: int, high: int) -> None:
        if self._at_end:
            self.verticalScrollBar().setValue(high)

    def at_end(self) -> bool:
        """Whether the view shows the log's last line (it follows new lines then)."""
        return self._at_end

    #: Pictures of rows kept (a page of rows is a few dozen; each action scrolls the page).
    PICTURES = 256
    #: The facts of the paint in progress (:meth:`_paint_facts`), else None.
    _paint: tuple | None = None

    def _paint_facts(self) -> tuple:
        """(current index, the selection model when something is selected, the mouse in
        the viewport's coordinates, the pixel ratio, what every row's picture is drawn
        with: alternating colours, ratio, palette, font, word wrap, the private lines' tag
        — and the :class:`LogModel`'s rows, (public, text), when it is the view's model,
        else None)."""
        view = self.viewport()
        model = self.selectionModel()
        ratio = view.devicePixelRatioF()
        rows = self.model()
        return (self.currentIndex(), model if model is not None and model.hasSelection()
                else None, view.mapFromGlobal(QCursor.pos()), ratio,
                (self.alternatingRowColors(), ratio, self.palette().cacheKey(),
                 self.font().key(), self.wordWrap(), translate("Ravi", "[private]")),
                rows._lines if isinstance(rows, LogModel) else None)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self._paint = self._paint_facts()
        try:
            super().paintEvent(event)
        finally:
            self._paint = None

    def drawRow(self, painter: QPainter, option: QStyleOptionViewItem,  # noqa: N802 (Qt)
                index: QModelIndex | QPersistentModelIndex) -> None:
        """A row drawn as the tree view draws it, once: its picture is kept and drawn again
        while nothing it shows changes (its text, its width and height, its shade of the
        alternating colours, the view's state, palette, font, direction and pixel ratio).
        Each action scrolls the log, so every row in sight is drawn again; laying out a
        wrapped Persian line was most of that (PL25-2). A row selected, current or under
        the mouse is drawn directly."""
        rect = option.rect
        view = self.viewport()
        # what is the same for every row of one paint, asked once a paint (PL32-3)
        paint = self._paint or self._paint_facts()
        current, selection, mouse, ratio, same, lines = paint
        if (rect.width() <= 0 or rect.height() <= 0 or index == current
                or (selection is not None and selection.isSelected(index))
                or rect.contains(mouse)):
            super().drawRow(painter, option, index)
            return
        row = index.row()
        # the row's words: the model's (public, text), which with the private tag in
        # ``same`` is its DisplayRole, read without a call through Qt into the model
        shown = (lines[row] if lines is not None and 0 <= row < len(lines)
                 else index.data(Qt.ItemDataRole.DisplayRole))
        key = (shown, row & 1,
               rect.width(), rect.height(), rect.x(),
               option.state.value, option.features.value, option.direction, same)
        pix = self._pictures.pop(key, None)
        if pix is None:
            pix = QPixmap(round(rect.width() * ratio), round(rect.height() * ratio))
            pix.setDevicePixelRatio(ratio)
            # what the viewport fills its background with before any row is drawn
            pix.fill(view.palette().color(view.backgroundRole()))
            p = QPainter(pix)
            p.setRenderHints(painter.renderHints())
            p.translate(-rect.x(), -rect.y())
            super().drawRow(p, option, index)
            p.end()
            while len(self._pictures) >= self.PICTURES:
                del self._pictures[next(iter(self._pictures))]
        self._pictures[key] = pix
        painter.drawPixmap(rect.topLeft(), pix)


class LogPanel(QWidget):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("logPanel")
        self.model = LogModel(controller, self)
        self.view = LogView()
        self.view.setObjectName("logView")
        self.view.setModel(self.model)
        self.sizes = RowSizes(self.model, self.view)
        self.view.setItemDelegate(self.sizes)
        self.view.setWordWrap(True)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.view)

    def retranslate(self) -> None:
        """Every line in the new language (on ``QEvent.LanguageChange``)."""
        self.model.retranslate()
        self.view.scrollToBottom()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange,
                              QEvent.Type.ApplicationFontChange):
            self.sizes.forget_from(0)
        super().changeEvent(event)

    def set_show_private(self, show: bool) -> None:
        self.model.show_private = show
        self.refresh()

    def refresh(self) -> None:
        self.model.refresh()
        self.view.scrollToBottom()
