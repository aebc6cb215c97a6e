"""The controller: owns the :class:`~narrator_app.engine.Game` and is the window's only way
to change it.

Every narrator action (a confirmed step, the end of a phase, undo, redo, a new or opened
game) goes through here. A refused action (:class:`IllegalAction`) never escapes: its
Persian sentence (:func:`~narrator_app.messages.refusal_text`) is emitted on ``message`` and
the game is unchanged. After every change ``changed`` is emitted once, and the game is
autosaved to ``<data_dir>/autosave/<game id>.ravi`` (see ``engine/gamefile.py``).

Undo that takes back something the table has heard (``Game.heard_since(1)``) asks
``confirm(title, text) -> bool`` first; the default shows a QMessageBox, tests replace it.

One instance per data folder (``ui/data_lock.py``): a controller whose folder is locked by
another live instance is :attr:`~GameController.read_only` — it opens and shows games and
saves copies (export), but acts on nothing and never autosaves.

Every refusal has a stable code in :attr:`~GameController.last_code`: the rules' codes
(``invalid_target`` …), and ``save_failed``, ``data_locked``, ``bad_name``.

The autosave is the game's journal (``engine/journal.py``, file format 4): each change
appends its own line(s) and ``fsync`` s them (:class:`~narrator_app.engine.AutosaveJournal`),
so an autosave costs the same at the 50th action as at the 2 000th.

A game has one identity. Opening a file whose game id already has an autosave never writes
over a different history: an older copy (its record a strict prefix of the autosave's)
offers the newer record first (declined, the same game goes on from the copy, the newer
record kept whole as ``<id>.ravi.newer``); any other history is opened, as the narrator
chooses, to view only (:attr:`~GameController.viewing_only`: nothing is autosaved, every
action is refused with ``read_only_game``) or as a new branch (a new game id whose journal records
its parent). The notes of both are kept (``notes`` lines of the journal).

A damaged file's last good state (the journal up to its damage, or its ``.bak``) opens as a
copy (:meth:`~GameController.open_copy`): a new game id that records the damaged game as its
parent, autosaved as a new file; the damaged file is left byte-identical where it is.
"""

from __future__ import annotations

import secrets
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtWidgets import QWidget

import narrator_app.engine as _gamefile  # the facade's file functions: open_game, save_game, …
from narrator_app.engine import IllegalAction
from narrator_app.messages import (
    digits,
    journal_text,
    para_mark,
    path_text,
    refusal_text,
    torn_text,
)

if TYPE_CHECKING:
    # imported where a question is asked: its class and enums cost ≈ 6 M instructions at start
    from PySide6.QtWidgets import QMessageBox

    from narrator_app.engine import (
        AutosaveJournal,
        Choices,
        Game,
        GameState,
        LogLine,
        Scenario,
        Setup,
    )

#: ``translate("GameController", "literal")`` at each call, so lupdate extracts it.
translate = QCoreApplication.translate


def _actions_mark(game: Any) -> tuple[int, Any]:
    """The game's actions as saved: their number and the last one (an action is a value
    made once, so another action in its place is another object)."""
    actions = game.actions
    return len(actions), (actions[-1] if actions else None)


def _same_mark(mark: tuple[int, Any] | None, game: Any) -> bool:
    """True when ``game``'s actions are still those ``mark`` (:func:`_actions_mark`) saw."""
    if mark is None:
        return False
    n, last = _actions_mark(game)
    return n == mark[0] and last is mark[1]


#: Rounds of layout requests sent by :func:`lay_out_now`: a request goes up one level of
#: nested layouts a round.
LAYOUT_ROUNDS = 4


def lay_out_now() -> None:
    """Every layout Qt has been asked for, worked out now, before the paint that follows.
    A layout that changes a widget's size asks its parent's layout again, and Qt sends only
    the requests posted before it began: the parents' are sent here too
    (:data:`LAYOUT_ROUNDS`), not after the paint (a second layout and paint of the panels on
    the next turn of the event loop, PL32-5; a desk built in the shown frame painted blank,
    SU39-3)."""
    for _ in range(LAYOUT_ROUNDS):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


class GameController(QObject):
    """Owns the game, applies the narrator's actions, reports refusals, autosaves.

    Args:
        data_dir: the folder for autosaves (the app passes its user data folder, tests
            ``tmp_path``).
        lang: language of refusal sentences and announcements (``fa`` or ``en``).
    """

    #: Emitted once after every accepted action, undo, redo, new or opened game.
    changed = Signal()
    #: A sentence for the status bar (a refusal, a save error, "saved").
    message = Signal(str)
    #: The choice the last refusal was about is replaced (:meth:`withdraw_refusal`): the
    #: refusal shown beside the step and in the status bar goes.
    refusal_withdrawn = Signal()
    #: A save or autosave failed (the reason); the game goes on in memory.
    save_failed = Signal(str)
    #: A save or autosave succeeded (clears a failure shown before).
    save_ok = Signal()

    def __init__(self, data_dir: Path, parent: QObject | None = None, lang: str = "fa") -> None:
        super().__init__(parent)
        from narrator_app.ui import data_lock

        self.data_dir = Path(data_dir)
        self.lang = lang
        self.game: Game | None = None
        #: Where the game was last saved or opened by the narrator (not the autosave).
        self.path: Path | None = None
        #: The last refusal sentence (empty after an accepted action).
        self.last_error = ""
        #: True while ``message`` carries a file's news (``_report``), not a refusal.
        self.reporting = False
        #: The stable code of the last refusal (empty after an accepted action).
        self.last_code = ""
        #: True when the last change reached the disk (its autosave succeeded).
        self.last_saved = False
        #: When True (headless ``play``), an action whose autosave fails is taken back and
        #: refused with ``save_failed``: what is acknowledged is what is on disk.
        self.strict_saves = False
        self._save_error = ""
        #: True when the game is open to view only (another history of an autosaved game):
        #: nothing is autosaved, every action is refused with ``read_only_game``.
        self.viewing_only = False
        #: The torn last line of the file the game was opened from (reported), or None.
        self.torn = None
        #: The copy of a damaged journal's lines after its damage, kept when its last good
        #: state was opened (:meth:`open_copy`), or None.
        self.later_copy: Path | None = None
        #: Where the autosaved newer record was kept when the narrator reopened an older
        #: copy of the game and went on from it (:meth:`open_from`, RS32-1), or None.
        self.newer_copy: Path | None = None
        # what :meth:`open_from` says after «Opened» (the fate of a newer record)
        self._after_open: list[str] = []
        # the autosave journal of the current game (engine.AutosaveJournal), attached lazily
        self._journal: AutosaveJournal | None = None
        # the autosaves this controller recorded as written (engine.note_written): once each
        self._noted: set[Path] = set()
        #: The data folder's lock (``data_lock.LockResult``); read-only when another live
        #: instance holds it.
        self.lock = data_lock.acquire(self.data_dir)
        # given back by release_lock(), or when this controller is garbage collected
        self._unlock = (weakref.finalize(self, data_lock.release, self.data_dir)
                        if self.lock.held else None)
        if self.lock.held:
            self._tidy_data_folder()
        #: ``confirm(title, text) -> bool``; replace in tests so nothing blocks.
        self.confirm: Callable[[str, str], bool] = self._confirm_with_dialog
        #: Parent widget of the confirmation dialog (the main window sets itself).
        self.dialog_parent: QWidget | None = None
        #: The words of log lines (the log panel's, which the window sets): the undo's
        #: question names what the table heard and the undo takes back.
        self.line_words: Callable[[LogLine], str] | None = None
        # (state, its choices): the state itself is kept, so an id can never be reused
        self._choices_for: tuple[GameState, Choices] | None = None
        #: The game whose last autosave failed (its last moves in memory only), else None.
        self._behind: Game | None = None

    # --- reading ------------------------------------------------------------------------
    @property
    def state(self) -> GameState | None:
        return self.game.state if self.game is not None else None

    @property
    def scenario(self) -> Scenario | None:
        return self.game.scenario if self.game is not None else None

    @property
    def names(self) -> tuple[str, ...]:
        return self.game.setup.names if self.game is not None else ()

    def choices(self) -> Choices | None:
        """``legal_choices`` of the current state (computed once per state)."""
        from narrator_app.engine import legal_choices

        st = self.state
        if st is None or st.phase == "setup":
            return None
        if self._choices_for is None or self._choices_for[0] is not st:
            self._choices_for = (st, legal_choices(st))
        return self._choices_for[1]

    def refusal(self, exc: IllegalAction) -> str:
        """The sentence for ``exc`` in the controller's language."""
        return refusal_text(exc, self.scenario, list(self.names), self.lang)

    def can_undo(self) -> bool:
        """Undo never takes back the deal (the board would be empty); start a new game."""
        return self.game is not None and len(self.game.actions) > 1

    def can_redo(self) -> bool:
        return self.game is not None and self.game.can_redo()

    @property
    def read_only(self) -> bool:
        """True when the game cannot be acted on: another live instance holds this data
        folder, or its lock cannot be taken (games may be opened, viewed and exported; each
        action is refused with ``data_locked``), or the game is open to view only
        (:attr:`viewing_only`, ``read_only_game``)."""
        return self.lock.locked or self.viewing_only

    def release_lock(self) -> None:
        """Give the data folder's lock back (the window calls it when it closes)."""
        if self._unlock is not None:
            self._unlock()  # once only (a finalizer runs at most once)

    # --- acting -------------------------------------------------------------------------
    def new_game(self, setup: Setup, deal: list[str] | None = None) -> bool:
        """Start a game from ``setup`` (never changed here) and deal ``deal`` (role ids,
        seat 1 first) or at random. Returns False (and reports why) if refused: a name that
        is not valid text (``bad_name``, ``engine/names.py``), a locked folder, a save that
        failed in strict mode."""
        if self._refuse_if_locked():
            return False
        from narrator_app.engine import Game, name_problem

        for seat, name in enumerate(setup.names, 1):
            if name_problem(name) is not None:
                self._refuse_code("bad_name", journal_text("bad_name", self.lang,
                                                           seat=digits(seat, self.lang)))
                return False
        try:
            game = Game.new(setup)
            if deal is None:
                game.deal_random()
            else:
                game.deal(list(deal))
        except IllegalAction as exc:
            self._refused(exc)
            return False
        before = (self.game, self.path, self.viewing_only, self._journal, self.torn)
        self.game = game
        self.path = None
        self.viewing_only, self._journal, self.torn = False, None, None
        if not self._accepted() and self.strict_saves:
            self.game, self.path, self.viewing_only, self._journal, self.torn = before
            self.changed.emit()
            return self._save_refusal()
        return True

    def step(self, key: str, value: Any) -> bool:
        """Confirm one step of the current phase; False (reported) if refused. A gun fired
        past a holder whose turn came first (a gun window in seat order, club_scenarios 2.8)
        is taken, and the narrator is told whose turn has passed
        (:func:`engine.gun_turns_passed`; a narrator's trial: the window moved on in
        silence, CF49-19)."""
        from narrator_app.engine import gun_turns_passed

        before = gun_turns_passed(self.state) if key == "guns" and self.state else []
        if not self._act(lambda g: g.step(key, value)):
            return False
        passed = [s for s in gun_turns_passed(self.state) if s not in before] if (
            key == "guns" and self.state) else []
        if passed:
            from narrator_app.ui.texts import seats_list

            self.message.emit(translate(
                "GameController", "Guns are fired in seat order: the turn of %1 has passed.")
                .replace("%1", seats_list(passed, self.names, self.lang)))
        return True

    def end_phase(self) -> bool:
        """End the current day or night; False (reported) if refused."""
        return self._act(lambda g: g.end_phase())

    def withdraw(self, seat: int) -> bool:
        """Record that the player at ``seat`` (from 1) leaves the table now (rules_spec 6.9
        S10): the phase's ``withdraw`` step, with any seat already withdrawn in this phase
        kept. False (reported) if refused."""
        st = self.state
        if st is None:
            return False
        return self.step("withdraw", self._withdraw_value(seat))

    def _withdraw_value(self, seat: int) -> list[int]:
        """The ``withdraw`` step's value that records ``seat`` leaving now (this phase's
        earlier withdrawals kept)."""
        st = self.state
        earlier = [s for s in (st.choices.get("withdraw") or []) if s != seat] if st else []
        return [*earlier, seat]

    def withdraw_refused(self, seat: int) -> bool:
        """True when the engine would refuse :meth:`withdraw` of ``seat`` now: the very
        check the step meets (``apply`` on the current state, its result dropped), the
        refusal reported as the step reports it (``last_error``, ``message``); nothing is
        recorded. False when it would be accepted (or there is no game: :meth:`withdraw`
        says so). The seat's menu asks this before its question, so a withdrawal is not
        confirmed and then refused (a narrator's trial, Y101-21)."""
        from narrator_app.engine import Action, apply

        st = self.state
        if st is None or self.game is None or self.read_only:
            return False
        try:
            apply(st, Action("step", st.phase, "withdraw", self._withdraw_value(seat)))
        except IllegalAction as exc:
            self._refused(exc)
            return True
        return False

    def redeal(self, seats: list[str]) -> bool:
        """Correct the deal (``seats``: role ids, seat 1 first) and replay every later action
        on it (``Game.redeal``). When a later action no longer holds, nothing changes and
        :attr:`last_error` names it (its place, phase and step) with the rules' reason."""
        if self._refuse_if_read_only() or self.game is None:
            return False
        try:
            self.game.redeal(list(seats))
        except IllegalAction as exc:
            f = exc.facts
            if "redeal_action" not in f:
                self._refused(exc)
                return False
            from narrator_app.ui.texts import phase_title, step_title

            where = phase_title(f["redeal_phase"], f["redeal_number"], self.lang,
                                self.scenario)
            what = (
                step_title(f["redeal_key"], None, self.scenario, self.lang)
                if f.get("redeal_key")
                else translate("GameController", "end of the phase")
            )
            self._refuse_code(
                exc.code,
                translate(
                    "GameController",
                    "The corrected deal was not recorded: action %1 (%2, %3) no longer holds "
                    "on it: %4 Nothing was changed.",
                )
                .replace("%1", digits(f["redeal_action"], self.lang))
                .replace("%2", where)
                .replace("%3", what)
                .replace("%4", self.refusal(exc)),
            )
            return False
        if not self._accepted() and self.strict_saves:
            self.game.undo()
            self.changed.emit()
            return self._save_refusal()
        return True

    def undo(self) -> bool:
        if self._refuse_if_read_only() or self._no_game():
            return False
        if not self.can_undo():
            self._refuse_code("not_available", journal_text("nothing_to_undo", self.lang))
            return False
        assert self.game is not None
        if self.game.heard_since(1) and not self.confirm(
            translate("GameController", "Undo"),
            "\n".join([translate(
                "GameController",
                "The table has already heard what this undo takes back. Undo anyway?",
            ), *self._taken_back_words()]),
        ):
            return False
        self.game.undo()
        if not self._accepted() and self.strict_saves:
            self.game.redo()  # back to what is on disk
            self.changed.emit()
            return self._save_refusal()
        return True

    def _taken_back_words(self) -> list[str]:
        """The public lines the last action wrote (what the table heard and an undo takes
        back), in the log's words: the question named nothing (a narrator's trial, CF57).
        Each opens with the language's mark (:func:`para_mark`, CF70-11) and a bullet:
        «•» in English, «–» in Persian, where «• ۴» beside the digit read as «۴۰», seat 40
        (a narrator's trial, TR98-1). A line of several sentences (a morning's
        announcement) gives each its own bullet. A step heard by one player alone (the
        detective's answer signalled, rules_spec 6.10 S17) wrote no public line: its own
        lines are named then, in the log's words (the question is the narrator's, on the
        desk), and a step that wrote none is named by its title — the question named
        nothing (a narrator's trial, Y101-10)."""
        game, words = self.game, self.line_words
        if game is None or words is None or len(game.states) < 2:
            return []
        mark = para_mark(self.lang)  # the line's direction is the language's, not its
        # first name's: «left the game (out) 10 (فاطمه) •» in English (a narrator's trial)
        bullet = "–" if self.lang == "fa" else "•"
        taken = game.lines_since(1)  # a withdrawal's line comes before a replayed day's
        texts = [text for line in taken
                 if line.public and (text := self._phase_end_words(line) or words(line))][:6]
        if not texts:  # heard by one player: the step's own lines, or its title
            texts = [text for line in taken if (text := words(line))][:6]
        key = game.actions[-1].key if game.actions else None
        if not texts and key is not None and game.actions[-1].kind == "step":
            from narrator_app.ui.texts import step_title

            texts = [step_title(key, None, self.scenario, self.lang)]
        return [f"{mark}{bullet} {part}" for text in texts
                for part in text.split("\n") if part.strip()]

    def _phase_end_words(self, line: LogLine) -> str:
        """For the new phase's header line an undo takes back, what is taken back: «the
        end of Day 1 (the move to Night 1)» — it showed the bare header «— شب ۱ —», which
        said nothing (a narrator's trial, CF80-53); "" for another line."""
        from narrator_app.ui.texts import fill, phase_title

        game = self.game
        if line.kind != "phase" or game is None or len(game.states) < 2:
            return ""
        was, scen = game.states[-2], self.scenario
        d = line.data
        return fill(translate("GameController", "The end of %1 (the move to %2)"),
                    phase_title(was.phase, was.number, self.lang, scen),
                    phase_title(d.get("phase", line.phase), d.get("number", line.number),
                                self.lang, scen))

    def redo(self) -> bool:
        if self._refuse_if_read_only() or self._no_game():
            return False
        if not self.can_redo():
            self._refuse_code("not_available", journal_text("nothing_to_redo", self.lang))
            return False
        assert self.game is not None
        try:
            self.game.redo()
        except IllegalAction as exc:  # a redo the rules refuse now: report, keep the game
            self._refused(exc)
            return False
        if not self._accepted() and self.strict_saves:
            self.game.undo()  # back to what is on disk
            self.changed.emit()
            return self._save_refusal()
        return True

    def set_notes(self, text: str) -> bool:
        """The narrator's notes on the game (free text, kept whole; a ``notes`` line of the
        journal). False (reported) when there is no game, it cannot be acted on, the text
        holds a NUL character (``bad_name``), is longer than
        :data:`~narrator_app.engine.fields.MAX_NOTES_CHARS` characters (``notes_too_long``:
        the journal's reader would refuse it) or, in strict mode, the autosave failed."""
        if self._refuse_if_read_only() or self._no_game():
            return False
        assert self.game is not None
        if not isinstance(text, str) or "\x00" in text:
            self._refuse_code("bad_name", journal_text("notes_bad_text", self.lang))
            return False
        most = _gamefile.MAX_NOTES_CHARS
        if len(text) > most:
            self._refuse_code("notes_too_long", journal_text(
                "notes_too_long", self.lang, length=digits(len(text), self.lang),
                max=digits(most, self.lang)))
            return False
        before = self.game.notes
        self.game.notes = text
        if not self._accepted() and self.strict_saves:
            self.game.notes = before
            self.changed.emit()
            return self._save_refusal()
        return True

    def set_seat_note(self, seat: int, phase: str, text: str) -> bool:
        """The narrator's note on ``seat`` (from 1) for ``phase`` (a note's phase key:
        ``intro_day``, ``intro_night``, ``day_<k>``, ``night_<k>``; :func:`note_phase`);
        an empty ``text`` takes it away. Kept as a ``notes`` line of the journal with the
        seat and the phase (the autosave). False (reported) without a game, read-only, for
        a text of more than :data:`~narrator_app.engine.fields.MAX_NOTES_CHARS` characters
        (``notes_too_long``), a bad seat or phase, or when the strict autosave failed."""
        if self._refuse_if_read_only() or self.game is None:
            return False
        before = dict(self.game.seat_notes)
        try:
            _gamefile.set_seat_note_checked(self.game, seat, phase, text)
        except _gamefile.NotesTooLong as exc:
            self._refuse_code("notes_too_long", journal_text(
                "notes_too_long", self.lang, length=digits(exc.length, self.lang),
                max=digits(exc.max_chars, self.lang)))
            return False
        except ValueError:
            self._refuse_code("bad_name", journal_text("notes_bad_text", self.lang))
            return False
        if before == self.game.seat_notes:
            return True
        if not self._accepted() and self.strict_saves:
            self.game.seat_notes = before
            self.changed.emit()
            return self._save_refusal()
        return True

    def seat_notes_of(self, seat: int) -> list[tuple[str, str]]:
        """The notes on ``seat`` (from 1), ``(phase key, text)`` in the game's order of
        phases (intro day, intro night, then day/night by number)."""
        game = self.game
        if game is None:
            return []
        return sorted(((ph, t) for (s, ph), t in game.seat_notes.items() if s == seat),
                      key=lambda item: phase_order(item[0]))

    # --- files --------------------------------------------------------------------------
    @staticmethod
    def files_available() -> bool:
        """Saving and opening files are always available (kept for the window's menus)."""
        return True

    def save_to(self, path: Path) -> bool:
        """Save the game to ``path`` (atomic); False (reported) on failure."""
        if self.game is None:
            return False
        try:
            _gamefile.save_game(self.game, path)
        except Exception as exc:  # noqa: BLE001 — disk, encoding …: never escapes, always said
            text = translate("GameController", "Could not save the game: %1").replace(
                "%1", _reason(exc)
            )
            self._report(text)
            self.save_failed.emit(text)
            return False
        self.save_ok.emit()
        self.path = Path(path)
        self._saved_mark = _actions_mark(self.game)
        self._note_file()
        self._report(translate("GameController", "Saved: %1").replace("%1", path_text(path)))
        return True

    def open_from(self, path: Path) -> bool:
        """Open a saved game (replayed by the engine); False (reported) if it cannot be read.

        When the autosave folder already holds this game id (and ``path`` is another file):
        the same record opens as it is; an older copy (a strict prefix of the autosaved
        record) offers the newer record first (``confirm``; declined: the same game goes on
        from this file, the newer record kept whole as ``<id>.ravi.newer``, RS32-1); a
        record that continues the autosaved one replaces it; any other history opens to
        view only or as a new branch. A damaged autosave is moved aside
        (``<name>.damaged``, byte-identical), never overwritten. Notes are kept from both.
        A file with a time that is not an aware ISO 8601 time, a name that is not text or a
        game id that cannot be a file name is refused as damaged (nothing is written).
        """
        path = Path(path)
        game = self._read_checked(_gamefile.open_game, path, path)
        if game is None:
            return False
        self.viewing_only, self._journal, self.newer_copy = False, None, None
        self._after_open = []
        game, path, viewing = self._reconcile(game, path)
        self.game = game
        self.path = path
        self._saved_mark = _actions_mark(game)
        self.viewing_only = viewing
        self.torn = getattr(game, "torn", None)
        self._accepted()
        if not viewing:
            self._note_file()
        self._report(self._opened_words(path))
        if viewing:
            self._report(journal_text("viewing", self.lang))
        if self.torn is not None:
            self._report(torn_text(self.torn, path, self.lang))
        for text in self._after_open:  # what became of the newer record: said last
            self._report(text)
        return True

    def _opened_words(self, path: Path) -> str:
        """The status line of a game just opened from ``path``: «Opened: <path>» for the
        narrator's file (from the archive or a folder); for the autosave (the resume offer)
        the game resumed, its scenario, where it stands and when its last move was made:
        the autosave's name is a game id, an internal path that said nothing to the
        narrator (a narrator's trial, Y101-14)."""
        game = self.game
        if game is None or self.saved_file() is not None:
            return translate("GameController", "Opened: %1").replace("%1", path_text(path))
        from datetime import datetime

        from narrator_app.ui.dates import date_time_text
        from narrator_app.ui.texts import fill, phase_title

        st, scen = game.state, self.scenario
        name = getattr(scen.name, self.lang) if scen is not None else game.setup.scenario_id
        at = (game.actions[-1].at if game.actions else None) or game.created
        try:
            when = date_time_text(datetime.fromisoformat(at), self.lang)
        except ValueError:  # (an opened game's times are checked: never here)
            when = at
        return fill(translate("GameController", "Game resumed: %1, %2 (last move: %3)."),
                    name, phase_title(st.phase, st.number, self.lang, scen), when)

    def _read_checked(self, read, source, path: Path):
        """``read(source)`` — a game from a file — checked as an opened game must be (times,
        names, an id that makes a safe file name); None, reported, when it is refused."""
        try:
            game = read(source)
            _check_opened(game)
            _gamefile.autosave_path(self.data_dir, game)  # the id must make a safe file name
        except _gamefile.GameFileError as err:
            self._report(self._file_error_text(err))
            return None
        except Exception as exc:  # noqa: BLE001 — a reader failure or an unsafe id: refused
            self._report(self._file_error_text(_gamefile.GameFileError(
                "damaged", path, _reason(exc))))
            return None
        return game

    def open_copy(self, state) -> bool:
        """Open the last good state of a damaged file as a copy; False (reported) when it
        no longer opens, or when another instance holds the data folder.

        ``state`` is an :class:`~narrator_app.engine.ArchiveEntry` from
        :func:`~narrator_app.engine.last_good_state`: the journal up to its damage
        (``good_until``) or the ``.bak`` (``from_backup``). The copy is a new game id whose
        journal header records the damaged game as its parent (``parent_id``), autosaved as
        a new file; the damaged file (and its ``.bak``) are only read and stay byte-identical
        where they are (decision J12).
        """
        if self._refuse_if_locked():
            return False
        game = self._read_checked(_gamefile.open_last_good, state, state.path)
        if game is None:
            return False
        parent = game.game_id
        self._new_identity(game)
        game.parent_id = parent
        game.torn = None
        self.viewing_only, self._journal = False, None
        self.game = game
        self.path = None  # only in the autosave folder, under its new id
        self.torn = None
        kept = self._keep_later_lines(state)
        self._accepted()
        self._report(journal_text("copied", self.lang, file=Path(state.path).name,
                                  parent=parent) + (f" {kept}" if kept else ""))
        return True

    def _keep_later_lines(self, state) -> str:
        """When ``state`` is a damaged journal's last good state and complete lines follow
        its damaged line: keep that line and the later ones as ``<name>.from<line>`` beside
        it (never overwritten; the damaged file stays as it is; its path in
        :attr:`later_copy`). The sentence saying so, or "" (nothing after the damage, or
        the copy could not be written: reported)."""
        line = getattr(state, "good_until", None)
        if not isinstance(line, int):
            return ""
        try:
            tail = _gamefile.later_lines(state.path, line)
            if tail.count(b"\n") < 2:  # the damaged line alone
                return ""
            copy = _gamefile.keep_copy(Path(state.path), f".from{line}", tail)
        except (OSError, _gamefile.GameFileError) as exc:
            self._report(translate("GameController", "Autosave failed: %1").replace(
                "%1", _reason(exc)))
            return ""
        self.later_copy = copy
        return journal_text("later_kept", self.lang, later=digits(
            tail.count(b"\n") - 1, self.lang), line=digits(line, self.lang),
            copy=path_text(copy))

    def _reconcile(self, game: Game, path: Path) -> tuple[Game, Path, bool]:
        """The game to open, its path, and whether it is to view only, given the autosave of
        the same id (see open_from)."""
        target = _gamefile.autosave_path(self.data_dir, game)
        try:
            same = target.exists() and target.resolve() == path.resolve()
        except OSError:
            same = False
        if same or self.lock.locked or not target.exists():
            return game, path, False
        # the common case, the autosave holding this very record, is told from its lines
        # alone (its journal attached, nothing replayed: one game in memory, not two); the
        # journal is kept for the autosave that follows
        try:
            attached = _gamefile.AutosaveJournal.attach(target, game)
        except Exception:  # noqa: BLE001 — another game, damaged, unreadable: as below
            attached = None
        if (attached is not None and (attached.legacy is None or attached.legacy_version >= 3)
                and _record_of(attached.actions) == _record_of(game.actions)):
            game.notes = _merged_notes(attached.notes, game.notes)
            game.seat_notes = _merged_seat_notes(attached.seat_notes, game.seat_notes)
            self._journal = attached
            return game, path, False
        del attached
        try:
            kept = _gamefile.open_game(target)
        except _gamefile.GameFileError as exc:
            if exc.code != "newer":  # a damaged autosave: keep it aside, untouched
                self._move_aside(target)
                return game, path, False
            # a newer Ravi's autosave of this game: left as it is, where the archive lists
            # it; this file opens as a game of its own (audit31 F3)
            self._new_identity(game)
            self._report(translate(
                "GameController",
                "The autosave of this game was written by a newer Ravi; it is kept as it is, "
                "and this file opens as a separate game."))
            return game, path, False
        except Exception:  # noqa: BLE001 — a damaged autosave: keep it aside, untouched
            self._move_aside(target)
            return game, path, False
        mine, theirs = _record(game), _record(kept)
        if mine == theirs:
            game.notes = _merged_notes(kept.notes, game.notes)
            game.seat_notes = _merged_seat_notes(kept.seat_notes, game.seat_notes)
            return game, path, False
        if mine[0] != theirs[0] or mine[1][:1] != theirs[1][:1]:
            # another setup or another deal: another game that carries the same id
            self._new_identity(game)
            self._report(translate(
                "GameController",
                "This file's game differs from the autosaved game with the same id; it opens "
                "as a separate game and the autosaved one is kept.",
            ))
            return game, path, False
        n, m = len(mine[1]), len(theirs[1])
        if m > n and theirs[1][:n] == mine[1]:  # this file is an older copy
            return self._older_copy(game, path, kept, target)
        if n > m and mine[1][:m] == theirs[1]:  # this file continues the autosave
            game.notes = _merged_notes(kept.notes, game.notes)
            game.seat_notes = _merged_seat_notes(kept.seat_notes, game.seat_notes)
            return game, path, False
        # another history of the same game (same setup and deal): never written over the
        # autosave; to view only, or continued as a new branch that records its parent
        if self.confirm(journal_text("branch_title", self.lang),
                        journal_text("branch", self.lang)):
            return game, path, True
        parent = game.game_id
        self._new_identity(game)
        game.parent_id = parent
        self._report(journal_text("branched", self.lang, parent=parent))
        return game, path, False

    def _older_copy(self, game: Game, path: Path, kept: Game,
                    target: Path) -> tuple[Game, Path, bool]:
        """``path`` holds an older copy of the game autosaved at ``target`` (``kept``, whose
        record goes on past it): the narrator chooses (``confirm``). Yes: the autosaved
        record, at ``target``. No: the same game (same id: one game in the archive and the
        statistics) goes on from this file's point, and the autosave's bytes are first kept
        whole beside it as ``<id>.ravi.newer`` (named in the question; never ``*.ravi``, so
        never counted as a game of its own); its journal then takes the later actions back
        (``undo`` lines at the next autosave). When that copy cannot be written the file
        opens to view only and nothing is written (RS32-1). Notes of both are kept."""
        n, m, reason = len(game.actions), len(kept.actions), ""
        try:
            raw = target.read_bytes()
            copy: Path | None = _gamefile.copy_path(target, _gamefile.NEWER_SUFFIX, raw)
        except OSError as exc:
            raw, copy, reason = b"", None, _reason(exc)
        named = path_text(copy) if copy is not None else ""
        if self.confirm(journal_text("newer_title", self.lang),
                        journal_text("newer", self.lang, kept=m, mine=n, copy=named)):
            kept.notes = _merged_notes(kept.notes, game.notes)
            kept.seat_notes = _merged_seat_notes(kept.seat_notes, game.seat_notes)
            return kept, target, False
        if copy is not None:
            try:
                copy = _gamefile.keep_copy(target, _gamefile.NEWER_SUFFIX, raw)
            except OSError as exc:
                copy, reason = None, _reason(exc)
        if copy is None:
            self._after_open.append(journal_text("newer_not_kept", self.lang, reason=reason))
            return game, path, True
        game.notes = _merged_notes(kept.notes, game.notes)
        game.seat_notes = _merged_seat_notes(kept.seat_notes, game.seat_notes)
        self.newer_copy = copy
        self._after_open.append(journal_text("newer_kept", self.lang, kept=m, mine=n,
                                             copy=path_text(copy)))
        return game, path, False

    def _new_identity(self, game: Game) -> None:
        while True:
            game.game_id = secrets.token_hex(8)
            if not _gamefile.autosave_path(self.data_dir, game).exists():
                return

    @staticmethod
    def _move_aside(target: Path) -> None:
        for i in range(1000):
            aside = target.with_name(target.name + (".damaged" if i == 0 else f".damaged{i}"))
            if not aside.exists():
                try:
                    target.rename(aside)
                except OSError:
                    pass
                return

    def unsaved(self) -> bool:
        """True when the game has actions its narrator's own file (:meth:`saved_file`) does
        not hold: taken or taken back since he last saved it there or opened it from there
        (the autosave journal holds them; the file does not until he saves again). The
        window marks its title with it (Qt's ``[*]``). False without such a file."""
        if self.game is None or self.saved_file() is None:
            return False
        return not _same_mark(getattr(self, "_saved_mark", None), self.game)

    def keep_file(self, path: Path, held: int) -> None:
        """After the autosave of a game was opened (the resume offer): ``path`` is still
        the narrator's own file of it, holding its first ``held`` actions
        (``session_end.narrator_file``). The title names it, marked as not holding the later
        ones (:meth:`unsaved`), and Save writes them there."""
        if self.game is None or not 0 <= held < len(self.game.actions):
            return
        self.path = Path(path)
        self._saved_mark = (held, self.game.actions[held - 1] if held else None)
        self.changed.emit()
        # said after «Opened: …/autosave/<id>.ravi»: which file is the game's, and why «*»
        self._report(translate(
            "GameController", "Continued from the autosave: %1 does not hold the last moves "
                              "yet; Save writes them there.").replace("%1", path_text(path)))

    def saved_file(self) -> Path | None:
        """The file the narrator saved or opened this game as (None for a game only in the
        autosave folder: its name is a game id, not a name to offer or to show)."""
        if self.path is None or self.path.parent == Path(self.data_dir) / "autosave":
            return None
        return self.path

    def _note_file(self) -> None:
        """The narrator's file of this game remembered for the resume offer (RO29-2)."""
        saved = self.saved_file()
        if self.lock.held and self.game is not None and saved is not None:
            from narrator_app.ui import session_end

            session_end.note_file(self.data_dir, self.game.game_id, saved)

    def note_closed(self) -> None:
        """The window closes normally: the game open now (none when only viewed) is
        remembered, so the next start's offer does not say the app stopped (RO29-2)."""
        if self.lock.held:
            from narrator_app.ui import session_end

            session_end.note_closed(self.data_dir,
                                    None if self.viewing_only else self.game)

    def note_left(self) -> None:
        """The narrator leaves the game on the desk for another (he agreed to): an
        unfinished game is remembered as left at his word, so the next start's offer does
        not say the app stopped (:func:`session_end.note_left`)."""
        st = self.state
        if self.lock.held and not self.viewing_only and st is not None and st.winner is None:
            from narrator_app.ui import session_end

            session_end.note_left(self.data_dir, self.game)

    def autosave_file(self) -> Path | None:
        if self.game is None:
            return None
        return _gamefile.autosave_path(self.data_dir, self.game)

    # --- internals ----------------------------------------------------------------------
    def _act(self, fn: Callable[[Game], Any]) -> bool:
        if self._refuse_if_read_only() or self._no_game():
            return False
        assert self.game is not None
        try:
            fn(self.game)
        except IllegalAction as exc:
            self._refused(exc)
            return False
        if not self._accepted() and self.strict_saves:
            self.game.undo()  # back to what is on disk
            self.changed.emit()
            return self._save_refusal()
        return True

    def _accepted(self) -> bool:
        """After a change: ``changed`` (the windows refresh) and the window painted, then the
        autosave, so that the narrator sees the change before the disk is waited on; in
        strict mode (headless) the autosave first. True when the autosave is on disk."""
        self.last_error = ""
        self.last_code = ""
        if self.strict_saves:
            saved = self._autosave()
            self.changed.emit()
            return saved
        self.changed.emit()
        lay_out_now()  # the new state laid out and painted now
        # a widget shown (a page of the desk put in front) asks Qt to paint it with a posted
        # event: in this paint, not in a second one of the same pixels after it
        QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateLater)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateRequest)
        return self._autosave()

    def _no_game(self) -> bool:
        """True (reported: «no game has been started yet», ``not_available``) without a
        game."""
        if self.game is not None:
            return False
        self._refuse_code("not_available", journal_text("no_game", self.lang))
        return True

    def withdraw_refusal(self) -> None:
        """The narrator replaced the choice a refusal was said about (a seat picked after a
        refused one, another count typed, another option): :attr:`refusal_withdrawn` is
        emitted, and the panels and the status bar drop the refusal they show (it stayed in
        red under the new choice: a narrator's trial, LY110-1). Nothing is recorded;
        :attr:`last_error` still names the last refused action."""
        self.refusal_withdrawn.emit()

    def _refused(self, exc: IllegalAction) -> None:
        self._refuse_code(exc.code, self.refusal(exc))

    def _refuse_code(self, code: str, text: str) -> None:
        self.last_code = code
        self.last_error = text
        self.message.emit(text)

    def _save_refusal(self) -> bool:
        self.last_code = "save_failed"
        self.last_error = self._save_error
        return False

    def _refuse_if_read_only(self) -> bool:
        if self._refuse_if_locked():
            return True
        if not self.viewing_only:
            return False
        self._refuse_code("read_only_game", self.read_only_text())
        return True

    def read_only_text(self) -> str:
        """Why nothing can be recorded in this window (the sentence an action is refused
        with: another Ravi holds the data folder, or the game is open to view only); ""
        when actions are taken."""
        if self.lock.locked:
            return self.locked_text()
        return journal_text("viewing", self.lang) if self.viewing_only else ""

    def frozen(self) -> bool:
        """True when no action can be recorded now: no game, the game won, or the game
        cannot be acted on (:attr:`read_only`). The panels show their controls that
        record something disabled then: a click would only be refused."""
        st = self.state
        return st is None or st.winner is not None or self.read_only

    def _refuse_if_locked(self) -> bool:
        if not self.lock.locked:
            return False
        self._refuse_code("data_locked", self.locked_text())
        return True

    def locked_text(self) -> str:
        """The sentence for a data folder this instance may not write: held by another
        instance, or no lock could be taken (the reason, naming the path, is in it)."""
        if self.lock.problem:
            return translate(
                "GameController",
                "Ravi could not lock this data folder (%1), and never writes games without "
                "its lock. Here you can open, view and export games, but not play them.",
            ).replace("%1", self.lock.problem)
        text = translate(
            "GameController",
            "Another Ravi (process %1) is using this data folder. Here you can open, view and "
            "export games, but not play them.",
        )
        # the number in the sentence's own digits: Persian in the Persian sentence, Latin in
        # the English one (also the commands', which have no translator)
        persian = any("\u0600" <= ch <= "\u06ff" for ch in text)
        return text.replace("%1", digits(self.lock.owner_pid or "?", "fa" if persian else "en"))

    def _report(self, text: str) -> None:
        # a file's news (saved, opened), not a refusal: ``reporting`` is True while it is
        # said, so that the phase panels leave it to the status bar
        self.reporting = True
        try:
            self.message.emit(text)
        finally:
            self.reporting = False

    def _autosave(self) -> bool:
        """Write the autosave; True when it is on disk. A failure of any kind (disk full,
        read-only folder, a name that cannot be encoded, an unsafe id) never escapes: it is
        reported and ``save_failed`` shows the red banner."""
        self.last_saved = False
        if self.game is None or self.read_only:
            return False
        try:
            path = _gamefile.autosave_path(self.data_dir, self.game)
            _gamefile.ensure_private_dir(path.parent)
            self._append_journal(path)
        except Exception as exc:  # noqa: BLE001 — never swallowed: the narrator must know
            text = translate("GameController", "Autosave failed: %1").replace(
                "%1", _reason(exc))
            self._save_error = text
            self._behind = self.game  # its last moves are in memory only
            self._report(text)
            self.save_failed.emit(text)
            return False
        self.last_saved = True
        self._behind = None
        self.save_ok.emit()
        return True

    def memory_only(self) -> bool:
        """True when the game has confirmed moves no file holds: its last autosave failed
        (disk full, a folder made read-only …) and the narrator's own file, if he saved
        one, does not hold them either. Closing the window then loses them: it asks first
        (an auditor's disk filled after 13 moves; 68 more were lost at a plain close,
        CF57)."""
        if self.game is None or self._behind is not self.game:
            return False
        return self.saved_file() is None or self.unsaved()

    def _append_journal(self, path: Path) -> None:
        """Append the game's change to its journal at ``path`` (attached at first use: read
        once, or created). A file that is not this game's journal (another game, damaged, or
        changed under us) is moved aside (``.damaged``), never overwritten, and the journal
        starts again. Before the first write to a path, the path is recorded as written
        (``engine.note_written``, decision A11). Raises OSError when the disk refuses."""
        game = self.game
        assert game is not None  # a game is saved
        if path not in self._noted:
            # before its first write: the resume offer at the next start compares this
            # file with its archive index row even if that row is of a finished game
            from narrator_app.engine import note_written

            note_written(self.data_dir, path)
            self._noted.add(path)
        j = self._journal
        if j is None or j.path != path or j.game_id != game.game_id:
            j = self._journal = self._attach_journal(path)
        try:
            j.sync(game)
        except _gamefile.JournalConflict:
            self._journal = None
            j = self._journal = self._attach_journal(path)
            j.sync(game)

    def _attach_journal(self, path: Path) -> AutosaveJournal:
        assert self.game is not None  # a game is saved
        try:
            return _gamefile.AutosaveJournal.attach(path, self.game)
        except _gamefile.JournalConflict:
            self._move_aside(path)
            return _gamefile.AutosaveJournal.attach(path, self.game)

    def _tidy_data_folder(self) -> None:
        """With the lock held: the autosave folder owner-only, and the temporary files of
        saves a crash interrupted removed."""
        folder = _gamefile.autosave_dir(self.data_dir)
        if not folder.is_dir():
            return
        try:
            _gamefile.ensure_private_dir(folder)
        except OSError:
            pass
        _gamefile.clean_temp_files(folder)

    def _file_error_text(self, err: Exception) -> str:
        try:
            from narrator_app.messages import gamefile_error_text
        except ImportError:  # pragma: no cover
            return str(err)
        return gamefile_error_text(err, self.lang)

    def _confirm_with_dialog(self, title: str, text: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        return question_box(self.dialog_parent, title, text).exec() == (
            QMessageBox.StandardButton.Yes)


def question_box(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """The controller's yes/no question (:meth:`GameController.confirm`): Yes and No, with
    No the default, as the Quit question's «Stay»: every question asks before something
    that cannot be taken back lightly (an undo of what the table heard, another copy's
    history, a vote recorded without its exit), and Enter pressed out of habit undid a
    morning the table had heard (a narrator's trial, TR98-6)."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Question, title, text,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box


def _reason(exc: BaseException) -> str:
    """A short technical reason for a failure (the OS's sentence for an OSError)."""
    if isinstance(exc, OSError):
        return str(exc)
    return f"{type(exc).__name__}: {exc}"[:300]


def _check_opened(game: Game) -> None:
    """What the autosave and the archive need of an opened game, whatever the reader let
    through: aware ISO 8601 times, names that are text. Raises ValueError naming the field."""
    from narrator_app.engine import aware_time, name_problem

    aware_time(game.created, "created")
    for i, a in enumerate(game.actions):
        if a.at:
            aware_time(a.at, f"actions.{i}.at")
    for seat, name in enumerate(game.setup.names, 1):
        problem = name_problem(name)
        if problem:
            raise ValueError(f"setup.names.{seat - 1}: {problem}")


def _record(game: Game) -> tuple[tuple, list[tuple]]:
    """What makes a game's history: its setup and its actions without their times."""
    setup = (game.setup.scenario_id, tuple(game.setup.names),
             repr(sorted(game.house_rules.items())))
    return setup, _record_of(game.actions)


def _record_of(actions) -> list[tuple]:
    """The actions of a record without their times."""
    return [(a.kind, a.phase, a.key, repr(a.value)) for a in actions]


def phase_order(key: str) -> tuple[int, int]:
    """Sort key of a note's phase key: intro day, intro night, day 1, night 1, day 2 …"""
    if key == "intro_day":
        return (0, 0)
    if key == "intro_night":
        return (0, 1)
    kind, _, num = key.partition("_")
    return (int(num) if num.isdigit() else 0, 0 if kind == "day" else 1)


def _merged_seat_notes(kept: dict, other: dict) -> dict:
    """Both games' notes on seats, nothing lost: each seat and phase's two notes merged as
    :func:`_merged_notes` merges the game's notes."""
    return {key: _merged_notes(kept.get(key, ""), other.get(key, ""))
            for key in sorted(set(kept) | set(other))}


def _merged_notes(kept: str, other: str) -> str:
    """Both notes, nothing lost: one when the other is empty or contained in it."""
    kept, other = kept or "", other or ""
    if not other or other in kept:
        return kept
    if not kept or kept in other:
        return other
    return f"{kept}\n\n{other}"
