"""The controller: owns the :class:`~narrator_app.engine.Game` and is the window's only way
to change it.

Every narrator action (a confirmed step, the end of a phase, undo, redo, a new or opened
game) goes through here. A refused action (:class:`IllegalAction`) never escapes: its
Persian sentence (:func:`~narrator_app.messages.refusal_text`) is emitted on ``message`` and
the game is unchanged. After every change ``changed`` is emitted once, and the game is
autosaved to ``<data_dir>/autosave/<game id>.ravi`` (see ``engine/gamefile.py``).

Undo that takes back something the table has heard (``Game.heard_since(1)``) asks
``confirm(title, text) -> bool`` first; the default shows a QMessageBox, tests replace it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from narrator_app.engine import (
    Choices,
    Game,
    GameState,
    IllegalAction,
    Scenario,
    Setup,
    legal_choices,
)
from narrator_app.messages import refusal_text

try:  # the saved-file module lands separately; the window works without it
    import narrator_app.engine as _gamefile  # the facade: open_game, save_game, autosave_path
except ImportError:  # pragma: no cover - only before gamefile.py exists
    _gamefile = None


#: ``translate("GameController", "literal")`` at each call, so lupdate extracts it.
translate = QCoreApplication.translate


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
    #: A save or autosave failed (the reason); the game goes on in memory.
    save_failed = Signal(str)
    #: A save or autosave succeeded (clears a failure shown before).
    save_ok = Signal()

    def __init__(self, data_dir: Path, parent: QObject | None = None, lang: str = "fa") -> None:
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self.lang = lang
        self.game: Game | None = None
        #: Where the game was last saved or opened by the narrator (not the autosave).
        self.path: Path | None = None
        #: The last refusal sentence (empty after an accepted action).
        self.last_error = ""
        #: ``confirm(title, text) -> bool``; replace in tests so nothing blocks.
        self.confirm: Callable[[str, str], bool] = self._confirm_with_dialog
        #: Parent widget of the confirmation dialog (the main window sets itself).
        self.dialog_parent: QWidget | None = None
        # (state, its choices): the state itself is kept, so an id can never be reused
        self._choices_for: tuple[GameState, Choices] | None = None

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

    # --- acting -------------------------------------------------------------------------
    def new_game(self, setup: Setup, deal: list[str] | None = None) -> bool:
        """Start a game from ``setup`` (never changed here) and deal ``deal`` (role ids,
        seat 1 first) or at random. Returns False (and reports why) if refused."""
        try:
            game = Game(setup)
            if deal is None:
                game.deal_random()
            else:
                game.deal(list(deal))
        except IllegalAction as exc:
            self._refused(exc)
            return False
        self.game = game
        self.path = None
        self._accepted()
        return True

    def step(self, key: str, value: Any) -> bool:
        """Confirm one step of the current phase; False (reported) if refused."""
        return self._act(lambda g: g.step(key, value))

    def end_phase(self) -> bool:
        """End the current day or night; False (reported) if refused."""
        return self._act(lambda g: g.end_phase())

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        assert self.game is not None
        if self.game.heard_since(1) and not self.confirm(
            translate("GameController", "Undo"),
            translate(
                "GameController",
                "The table has already heard what this undo takes back. Undo anyway?",
            ),
        ):
            return False
        self.game.undo()
        self._accepted()
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        assert self.game is not None
        try:
            self.game.redo()
        except IllegalAction as exc:  # a redo the rules refuse now: report, keep the game
            self._refused(exc)
            return False
        self._accepted()
        return True

    # --- files --------------------------------------------------------------------------
    @staticmethod
    def files_available() -> bool:
        return _gamefile is not None

    def save_to(self, path: Path) -> bool:
        """Save the game to ``path`` (atomic); False (reported) on failure."""
        if self.game is None or _gamefile is None:
            return False
        try:
            _gamefile.save_game(self.game, path)
        except OSError as exc:
            text = translate("GameController", "Could not save the game: %1").replace(
                "%1", str(exc)
            )
            self._report(text)
            self.save_failed.emit(text)
            return False
        self.save_ok.emit()
        self.path = Path(path)
        self._report(translate("GameController", "Saved: %1").replace("%1", str(path)))
        return True

    def open_from(self, path: Path) -> bool:
        """Open a saved game (replayed by the engine); False (reported) if it cannot be read."""
        if _gamefile is None:
            return False
        try:
            game = _gamefile.open_game(path)
        except _gamefile.GameFileError as err:
            self._report(self._file_error_text(err))
            return False
        self.game = game
        self.path = Path(path)
        self._accepted()
        self._report(translate("GameController", "Opened: %1").replace("%1", str(path)))
        return True

    def saved_file(self) -> Path | None:
        """The file the narrator saved or opened this game as (None for a game only in the
        autosave folder: its name is a game id, not a name to offer or to show)."""
        if self.path is None or self.path.parent == Path(self.data_dir) / "autosave":
            return None
        return self.path

    def autosave_file(self) -> Path | None:
        if self.game is None or _gamefile is None:
            return None
        return _gamefile.autosave_path(self.data_dir, self.game)

    # --- internals ----------------------------------------------------------------------
    def _act(self, fn: Callable[[Game], Any]) -> bool:
        if self.game is None:
            return False
        try:
            fn(self.game)
        except IllegalAction as exc:
            self._refused(exc)
            return False
        self._accepted()
        return True

    def _accepted(self) -> None:
        self.last_error = ""
        self._autosave()
        self.changed.emit()

    def _refused(self, exc: IllegalAction) -> None:
        self.last_error = self.refusal(exc)
        self.message.emit(self.last_error)

    def _report(self, text: str) -> None:
        self.message.emit(text)

    def _autosave(self) -> None:
        path = self.autosave_file()
        if path is None:
            return
        try:
            _gamefile.save_game(self.game, path)
        except OSError as exc:  # never swallowed: the narrator must know
            text = translate("GameController", "Autosave failed: %1").replace("%1", str(exc))
            self._report(text)
            self.save_failed.emit(text)
            return
        self.save_ok.emit()

    def _file_error_text(self, err: Exception) -> str:
        try:
            from narrator_app.messages import gamefile_error_text
        except ImportError:  # pragma: no cover
            return str(err)
        return gamefile_error_text(err, self.lang)

    def _confirm_with_dialog(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self.dialog_parent, title, text)
        return answer == QMessageBox.StandardButton.Yes
