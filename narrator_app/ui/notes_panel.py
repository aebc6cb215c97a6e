"""The narrator's notes on seats during the game: one note per seat and phase.

A small box beside the ring (a tab of the side column): the seat (the last seat clicked on
the ring, or chosen in the box), the current phase, the note. «Keep note» (or Ctrl+Return
in the note, which there does not end the phase) — and choosing another seat, or the phase
ending — keeps it through
:meth:`~narrator_app.ui.controller.GameController.set_seat_note`: a ``notes`` line of the
journal with ``seat`` and ``phase`` (game-script.md, "journal line kinds"). An empty note
takes the seat's note of that phase away.

The notes are the narrator's only: they are shown in the seat's tooltip on the ring
(:class:`NoteTips`) and in the archive, never on the public display or the «show this
player» card, and the privacy cover hides them with the whole desk (the tooltip also stays
silent while roles are hidden). A seat with a note carries a «یادداشت» / "note" mark on its
card on the ring (:meth:`NoteTips.refresh`, :meth:`~narrator_app.ui.seat_ring.SeatRing.set_noted`),
hidden with the roles.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTextEdit,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from narrator_app.ui.controller import GameController, phase_order
from narrator_app.ui.texts import phase_title, plain_tip, seat_short, translate
from narrator_app.ui.viewport import viewport_of
from narrator_app.ui.wrap_label import WrapLabel


def phase_of_key(key: str, lang: str, scenario: Any = None) -> str:
    """«شب ۲» / "Night 2" for a note's phase key (``night_2``, ``intro_day`` …), said as
    the narrator says it in ``scenario`` (:func:`phase_title`)."""
    if key in ("intro_day", "intro_night"):
        return phase_title(key, 0, lang)
    kind, _, num = key.partition("_")
    return phase_title(kind, int(num) if num.isdigit() else 0, lang, scenario)


def current_phase_key(c: GameController) -> str | None:
    """The note phase key of the game's current phase, None before the deal."""
    st = c.state
    if st is None or st.phase == "setup":
        return None
    from narrator_app.engine import note_phase

    try:
        return note_phase(st.phase, st.number)
    except ValueError:
        return None


def seat_notes_text(c: GameController, seat: int) -> str:
    """The notes on ``seat``, one phase a paragraph: «شب ۲: …» (empty without notes)."""
    return "\n".join(f"{phase_of_key(key, c.lang, c.scenario)}: {text}"
                     for key, text in c.seat_notes_of(seat))


class NoteEdit(QTextEdit):
    """A box of plain text (pasted rich text comes in plain) whose every paragraph stands
    by its own direction: a Persian note at the right, an English one at the left. Qt's
    plain text box set a Persian note at the left in a right-to-left window (a narrator's
    trial, CF50); the rich text box reads each paragraph's direction."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptRichText(False)
        self._hint = ""
        viewport_of(self)  # its wrapper made without PySide's class search

    def setPlaceholderText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        """The hint an empty box shows, painted by :meth:`paintEvent` wrapped at the box's
        width (Qt's own drew one line, cut: «یادداشتی درباره‌ی این بازیکن در این», a
        narrator's trial)."""
        self._hint = text
        self.viewport().update()

    def placeholderText(self) -> str:  # noqa: N802 (Qt's name)
        return self._hint

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        super().paintEvent(event)
        if not self._hint or not self.document().isEmpty():
            return
        painter = QPainter(self.viewport())
        painter.setPen(self.palette().placeholderText().color())
        m = int(self.document().documentMargin())
        room = self.viewport().rect().adjusted(m, m, -m, -m)
        # leading edge, top: the right in a right-to-left window
        painter.drawText(room, int(Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
                         self._hint)
        painter.end()

    def appendPlainText(self, text: str) -> None:  # noqa: N802 (the plain text box's name)
        """``text`` as a new paragraph at the end, read as plain text (never as HTML)."""
        # imported at the first note: its class is not built before the window is usable
        from PySide6.QtGui import QTextCursor

        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        if not self.document().isEmpty():
            cursor.insertBlock()
        cursor.insertText(text)


class NotesPanel(QWidget):
    """The notes box: the seat, the phase, the note and «Keep note»."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notesPanel")
        # the tab never asks the side column for room of its own: the trackers and the log
        # keep their heights, the ring its width (it takes what the tab box is given)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.c = controller
        # (seat, phase key) the editor shows, None without a game; and the game it is of
        # (a note typed in one game is never kept in the next: CF45-13)
        self._shown: tuple[int, str] | None = None
        self._game: object | None = None
        self._loading = False
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        row = QHBoxLayout()
        self.seat_box = QComboBox()
        self.seat_box.setObjectName("noteSeat")
        self.seat_box.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.seat_box.setMinimumContentsLength(10)
        self.seat_box.currentIndexChanged.connect(self._seat_chosen)
        row.addWidget(self.seat_box, 1)
        self.phase_label = QLabel()
        self.phase_label.setObjectName("notePhase")
        row.addWidget(self.phase_label)
        lay.addLayout(row)
        self.edit = NoteEdit()
        self.edit.setObjectName("seatNoteEdit")
        lay.addWidget(self.edit, 1)
        self.keep_button = QPushButton()
        self.keep_button.setObjectName("keepSeatNote")
        self.keep_button.clicked.connect(self.keep_now)
        lay.addWidget(self.keep_button)
        self.earlier = WrapLabel()
        self.earlier.setObjectName("seatNotesEarlier")
        self.earlier.setWordWrap(True)
        self.earlier.setTextFormat(Qt.TextFormat.PlainText)
        # the earlier notes take what is left: the seat, the note and «Keep note» come first
        self.earlier.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        lay.addWidget(self.earlier)
        self.edit.installEventFilter(self)  # Ctrl+Return keeps the note
        # «Keep note» says «Note kept ✓» once the narrator kept it, until the note changes
        # (a narrator's trial: nothing told him it was kept)
        self._kept = False
        self.edit.textChanged.connect(self._unkept)
        self._fit_edit()
        self.retranslate()
        controller.changed.connect(self.refresh)
        self.refresh()

    def retranslate(self) -> None:
        self.edit.setPlaceholderText(
            translate("Notes", "A note on this player for this phase (narrator only)"))
        self.keep_button.setText(translate("Notes", "Note kept ✓") if self._kept
                                 else translate("Notes", "Keep note"))
        self.keep_button.setToolTip(translate("Notes", "Kept in the game file (Ctrl+Return)"))

    # The lines of text the note's box always shows (by day at 18 seats and 14 pt it was
    # squeezed to one cut line under the timer: audit32 F22).
    EDIT_LINES = 3

    def _fit_edit(self) -> None:
        """The note's box at least :data:`EDIT_LINES` lines high at the current font: the
        side column's splitter takes the room from the timer above (down to its own
        minimum), never from the note."""
        fm = self.edit.fontMetrics()
        frame = 2 * self.edit.frameWidth() + 2 * int(self.edit.document().documentMargin())
        self.edit.setMinimumHeight(self.EDIT_LINES * fm.lineSpacing() + frame)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_edit()
        super().changeEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        self._make_room()

    def room_wanted(self) -> int:
        """The height (px) the box needs to be read whole: the seat, three lines of note and
        «Keep note» (its minimum). The timer above leaves it while the box is shown
        (``timer_panel._room_below``): a day's timer squeezed it under «Keep note»."""
        return self.minimumSizeHint().height()

    def _make_room(self) -> None:
        """While shown, at least the box's own minimum height (the seat, three lines of
        note, «Keep note»): the tab never asks for room of its own, so the side column's
        splitter moves its handle up, taking the room from the pane above (the timer) down
        to that pane's minimum; the narrator may move it back."""
        need = self.minimumSizeHint().height() - self.height()
        if not self.isVisible() or need <= 0:
            return
        child: QWidget | None = self
        while child is not None and not isinstance(child.parentWidget(), QSplitter):
            child = child.parentWidget()
        if child is None:
            return
        split = child.parentWidget()
        assert isinstance(split, QSplitter)
        at = split.indexOf(child)
        if at <= 0:
            return
        sizes = split.sizes()
        above = split.widget(at - 1)
        if above is None:
            return
        give = min(need, sizes[at - 1] - above.minimumSizeHint().height())
        if give > 0:
            sizes[at - 1] -= give
            sizes[at] += give
            split.setSizes(sizes)

    def eventFilter(self, obj, ev) -> bool:  # noqa: N802 (Qt name)
        """Ctrl+Return in the note keeps it (the desk's Ctrl+Return, end of the phase, is
        not triggered while a note is being typed)."""
        if (obj is self.edit
                and ev.type() in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride)
                and ev.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and ev.modifiers() & Qt.KeyboardModifier.ControlModifier):
            ev.accept()
            if ev.type() == QEvent.Type.KeyPress:
                self.keep_now()
            return True
        return False

    # --- the seat ---------------------------------------------------------------------
    def seat(self) -> int | None:
        """The seat (from 1) the box shows, None without a game."""
        data = self.seat_box.currentData()
        return int(data) if data else None

    def select_seat(self, seat: int) -> None:
        """Show ``seat``'s note of the current phase (the one shown before is kept)."""
        i = self.seat_box.findData(seat)
        if i >= 0:
            self.seat_box.setCurrentIndex(i)

    def _seat_chosen(self) -> None:
        if not self._loading:
            self.keep()
            self._load()

    # --- showing ----------------------------------------------------------------------
    def refresh(self) -> None:
        """After every change of the game: the seats' names, the phase, the note."""
        c = self.c
        key = current_phase_key(c)
        if key is None or c.game is None:
            self._loading = True
            self.seat_box.clear()
            self._loading = False
            self._shown = None
            self.edit.clear()
            self.edit.setEnabled(False)
            self.keep_button.setEnabled(False)
            self.phase_label.setText("")
            self.earlier.setText("")
            return
        if self._game is not c.game:  # another game: its editor starts afresh
            self._shown = None
        if self._shown is not None and self._shown[1] != key:
            self.keep()  # the phase ended with a note typed: kept for its own phase
        seat = self.seat() or 1
        names = c.names
        self._loading = True
        if self.seat_box.count() != len(names) or [
                self.seat_box.itemText(i) for i in range(self.seat_box.count())] != [
                seat_short(s, names, c.lang) for s in range(1, len(names) + 1)]:
            self.seat_box.clear()
            for s in range(1, len(names) + 1):
                self.seat_box.addItem(seat_short(s, names, c.lang), s)
            self.select_seat(min(seat, len(names)))
        self._loading = False
        self.phase_label.setText(phase_of_key(key, c.lang, c.scenario))
        editable = not getattr(c, "read_only", False)
        self.edit.setEnabled(editable)
        self.keep_button.setEnabled(editable)
        if self._shown != (self.seat(), key):
            self._load()
        else:
            self._show_earlier()

    def _load(self) -> None:
        seat, key = self.seat(), current_phase_key(self.c)
        if seat is None or key is None or self.c.game is None:
            return
        self._shown = (seat, key)
        self._game = self.c.game
        self.edit.setPlainText(self.c.game.seat_notes.get((seat, key), ""))
        self._unkept()  # the same text shown again sends no textChanged
        self._show_earlier()

    def _show_earlier(self) -> None:
        seat = self.seat()
        key = current_phase_key(self.c)
        rest = [(k, t) for k, t in self.c.seat_notes_of(seat or 0) if k != key]
        rest.sort(key=lambda kt: phase_order(kt[0]))
        self.earlier.setText("\n".join(
            f"{phase_of_key(k, self.c.lang, self.c.scenario)}: {t}" for k, t in rest))

    # --- keeping ----------------------------------------------------------------------
    def keep_now(self) -> bool:
        """«Keep note» (or Ctrl+Return): :meth:`keep`, and the button says «Note kept ✓»
        until the note, the seat or the phase changes. False when it was not kept."""
        kept = self.keep()
        if kept and self._shown is not None:
            self._kept = True
            self.retranslate()
        return kept

    def _unkept(self) -> None:
        if self._kept:
            self._kept = False
            self.retranslate()

    def keep(self) -> bool:
        """Keep the typed note for the seat and phase it was typed for (a ``notes`` line
        of the journal when it changed). False when nothing is shown or it was refused."""
        if self._shown is None or self.c.game is None or self.c.game is not self._game:
            return False  # typed in another game: never kept in this one
        seat, key = self._shown
        text = self.edit.toPlainText()
        if self.c.game.seat_notes.get((seat, key), "") == text:
            return True
        return self.c.set_seat_note(seat, key, text)


def notes_lines(notes: dict[tuple[int, str], str], names, lang: str,
                scenario: Any = None) -> list[str]:
    """«۴ — Sara — شب ۲: …», one a note, by seat then phase; each phase said as the
    narrator says it in ``scenario`` (:func:`phase_of_key`; None: as the engine counts)."""
    items = sorted(notes.items(), key=lambda kv: (kv[0][0], phase_order(kv[0][1])))
    return [f"{seat_short(seat, names, lang)} — {phase_of_key(key, lang, scenario)}: {text}"
            for (seat, key), text in items]


class ArchiveSeatNotes(QWidget):
    """The archive's view of a saved game's notes on seats (read-only; hidden when the game
    has none). They are read from the file's ``notes`` lines without replaying it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("archiveSeatNotesBox")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(translate("Notes", "Notes on players, during the game:"))
        lay.addWidget(self.title)
        self.text = NoteEdit()
        self.text.setObjectName("archiveSeatNotes")
        self.text.setReadOnly(True)
        self.text.setMaximumHeight(140)
        lay.addWidget(self.text)
        self.setVisible(False)

    def show_entry(self, entry, lang: str) -> None:
        """Show the notes on seats of ``entry`` (an ArchiveEntry, None: nothing), each
        phase numbered as the game's scenario says it (a night-first game's Day 1 is the
        engine's day 2, WW32-4); as the engine counts when that scenario is not found."""
        from narrator_app.engine import (
            GameFileError,
            ScenarioError,
            load_scenario,
            read_seat_notes,
        )

        notes: dict[tuple[int, str], str] = {}
        scenario = None
        if entry is not None and not entry.error:
            try:
                notes = read_seat_notes(entry.path)
            except (GameFileError, OSError):
                notes = {}
            if notes and entry.scenario_id:
                try:
                    scenario = load_scenario(entry.scenario_id)
                except (ScenarioError, OSError, ValueError):  # a club file gone or damaged
                    scenario = None
        self.text.setPlainText("\n".join(notes_lines(notes, entry.names if entry else (),
                                                     lang, scenario)))
        self.setVisible(bool(notes))


def noted_seats(c: GameController) -> set[int]:
    """The seats (from 1) with a note that is not blank, in any phase of the game."""
    game = c.game
    if game is None:
        return set()
    return {seat for (seat, _key), text in game.seat_notes.items() if text.strip()}


class NoteTips(QObject):
    """The ring's tooltip with the seat's notes under the seat's own lines (an event
    filter on the ring: the ring's tooltip code is not changed), and the ring's mark on
    each seat with a note (:meth:`refresh`, after every change of the game: a note kept or
    emptied, undo, redo, another game opened). Silent about notes while the ring hides
    roles (the privacy cover), which also hides the mark."""

    def __init__(self, ring, controller: GameController) -> None:
        super().__init__(ring)
        self.ring, self.c = ring, controller
        ring.installEventFilter(self)
        controller.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Mark on the ring the seats that have a note now (:func:`noted_seats`)."""
        self.ring.set_noted(noted_seats(self.c))

    def tip(self, seat: int) -> str:
        """The tooltip of ``seat``: the ring's own, then «یادداشت‌ها» and the notes."""
        base = self.ring.seat_tooltip(seat)
        if self.ring.hide_roles() or (self.ring.targets() or {}).get(seat):
            return base
        notes = seat_notes_text(self.c, seat)
        if not notes:
            return base
        title = translate("Notes", "Notes")
        return f"{base}\n— {title} —\n{notes}"

    def eventFilter(self, obj, ev) -> bool:  # noqa: N802 (Qt name)
        if obj is self.ring and ev.type() == QEvent.Type.ToolTip:
            seat = self.ring.seat_at(ev.pos())
            text = self.tip(seat) if seat else ""
            if text:
                QToolTip.showText(ev.globalPos(), plain_tip(text), self.ring)
                return True
        return False


__all__ = ["ArchiveSeatNotes", "NoteTips", "NotesPanel", "current_phase_key", "notes_lines",
           "noted_seats", "phase_of_key", "seat_notes_text"]
