"""After a crash: the offer to resume the unfinished game, and the alert banners.

At start the window asks :func:`resume_offer` (read from the archive index: only the
autosaves changed since the index last saw them are read, i.e. the game being played when
the app stopped) for the newest autosaved game with no winner and the autosaves that cannot
be read. With no damaged autosave it calls ``MainWindow.ask_resume(entry)`` — by default
:func:`ask_resume_with_dialog`, a small dialog naming the scenario, the players, the phase
and the time of the last change. "Resume" opens the file through the controller
(``open_from``): the engine replays it, so the phase, the current checklist step and every
counter are exactly as they were. Older unfinished games are listed in the archive.

A damaged autosave is offered, not hidden: the dialog lists each damaged autosave with its
reason and — when it has a last good state (:func:`~narrator_app.engine.last_good_state`:
the journal up to its first damaged line, or the ``.bak``) — a button that opens that state
as a copy (:func:`open_offered` → ``GameController.open_copy``: a new game id that records
the damaged game as its parent, autosaved as a new file; the damaged file stays
byte-identical where it is). A damaged autosave whose game already has such a copy (or a
branch) in the archive is no longer offered at start; the archive keeps listing it with its
reason (decision J13). When no readable game is left to offer,
``MainWindow.ask_recover(damaged)`` (by default :func:`ask_recover_with_dialog`) shows the
same dialog without a game.

The archive index is a cache, never a gate: when it is damaged (set aside and built again
on a worker thread) or busy (another program writes to it), the offer is made from the
newest autosaves read directly and the status bar says what happened to the index
(:func:`index_trouble_text`).

:func:`make_alert_banner` builds the red (error) or amber (warning) strip with an icon that
the window shows for a failed save and for a game whose scenario file changed.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, Qt, QThread, Signal
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from narrator_app.messages import digits, gamefile_error_text, journal_text, para_mark
from narrator_app.ui.texts import (
    fill,
    item_isolate,
    phase_title,
    players_line,
    unnamed_seats,
)
from narrator_app.ui.wrap_label import ItemsLabel

if TYPE_CHECKING:
    from datetime import datetime

    from narrator_app.engine import ArchiveEntry

translate = QCoreApplication.translate

_BANNER_STYLES = {
    "error": ("#b00020", "#fde7ea", QStyle.StandardPixmap.SP_MessageBoxCritical),
    "warning": ("#8a5a00", "#fff4d6", QStyle.StandardPixmap.SP_MessageBoxWarning),
}


def make_alert_banner(name: str, kind: str = "error") -> tuple[QFrame, QLabel]:
    """A hidden strip with an icon and a word-wrapped text: ``(frame, text label)``.
    ``kind`` is ``error`` (red) or ``warning`` (amber); colour is never the only sign."""
    border, back, icon = _BANNER_STYLES[kind]
    frame = QFrame()
    frame.setObjectName(name)
    frame.setStyleSheet(
        f"QFrame#{name} {{ border: 2px solid {border}; border-radius: 4px; background: {back}; }}"
        f"QFrame#{name} QLabel {{ color: {border}; font-weight: bold; border: none; }}"
    )
    lay = QHBoxLayout(frame)
    lay.setContentsMargins(8, 4, 8, 4)
    pic = QLabel()
    pic.setObjectName(name + "Icon")
    style = QApplication.style()
    pic.setPixmap(style.standardIcon(icon).pixmap(28, 28))
    lay.addWidget(pic, 0, Qt.AlignmentFlag.AlignTop)
    text = QLabel()
    text.setObjectName(name + "Text")
    text.setWordWrap(True)
    text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    lay.addWidget(text, 1)
    frame.setVisible(False)
    return frame, text


def newest_unfinished(data_dir: str | Path) -> ArchiveEntry | None:
    """The unfinished autosaved game played last (by its last action's time), or None; a
    damaged autosave is replaced by its last good state (``entry.last_good``)."""
    offer = resume_offer(data_dir)
    assert offer is not None  # None only with read_at_most
    return offer[0]


#: At most this many autosaves not yet in the archive index (after a crash: the game being
#: played) are read at start before the offer; more (a first start over many saved games,
#: an index set aside as damaged) are read by :class:`OfferFinder` on its own thread.
READ_AT_START = 8


def resume_offer(data_dir: str | Path, read_at_most: int | None = None,
                 progress=None, cancelled=None, problems: list | None = None,
                 forget_written: bool = False) -> tuple[
        ArchiveEntry | None, list[tuple[ArchiveEntry, ArchiveEntry | None]]] | None:
    """``(the game to offer, [(damaged autosave, its last good state or None)])`` from one
    look at the archive index. The game to offer is the unfinished one played last, among
    the readable autosaves and the last good states of the damaged ones (``last_good``: it
    opens as a copy, :func:`open_offered`), as
    :func:`~narrator_app.engine.archive.unfinished_autosaves` orders them. A damaged autosave
    whose last good state's game already has a copy or a branch in the archive index
    (:func:`~narrator_app.engine.copies_of`) is left out: it was dealt with (decision J13);
    the archive still lists it with its reason.

    None when more than ``read_at_most`` autosaves would have to be read first (nothing is
    read then: ask again off the GUI thread, :class:`OfferFinder`). ``progress(done,
    total)`` and ``cancelled()``: see :func:`~narrator_app.engine.resume_candidates`. An
    archive index that cannot be used (damaged: set aside; busy) never stops the offer: the
    newest autosaves are read directly, and the trouble is appended to ``problems``
    (:func:`index_trouble_text` says it). ``forget_written``: see
    :func:`~narrator_app.engine.resume_candidates` (the window's start, no game open)."""
    from narrator_app.engine import copies_of, last_good_state, resume_candidates

    found = resume_candidates(data_dir, read_at_most, progress, cancelled, problems,
                              forget_written)
    if found is None:
        return None
    damaged = []
    for e in found:
        if e.error is None:
            continue
        good = last_good_state(e)
        if good is not None and copies_of(data_dir, good.game_id):
            continue
        damaged.append((e, good))
    offer = [e for e in found if e.error is None]
    offer += [g for _e, g in damaged if g is not None and not g.finished]
    offer.sort(key=lambda e: cast("datetime", e.last_played or e.created),  # read: it has one
               reverse=True)
    return (offer[0] if offer else None), damaged


class OfferFinder(QThread):
    """:func:`resume_offer` of ``data_dir`` on its own thread (its own SQLite connection):
    the autosaves not yet in the archive index are read and indexed while the window stays
    responsive. ``progressed(done, total)`` after each file read; ``finished`` at the end,
    with ``offer`` (what :func:`resume_offer` returned) or ``error`` (why it failed) set.
    Interrupted (``requestInterruption``), it stops between two files: what was read is
    kept in the index and no offer is made (``offer`` stays None)."""

    progressed = Signal(int, int)

    def __init__(self, data_dir: str | Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self.offer: tuple | None = None
        self.error = ""
        #: The archive index's troubles met (``archive_index.IndexTrouble``).
        self.problems: list = []

    def run(self) -> None:  # noqa: D102 - QThread
        try:
            offer = resume_offer(self.data_dir, None,
                                 lambda done, total: self.progressed.emit(done, total),
                                 self.isInterruptionRequested, self.problems)
            if not self.isInterruptionRequested():
                self.offer = offer
        except Exception as exc:  # noqa: BLE001 — no offer then; every file stays as it is
            self.error = f"{type(exc).__name__}: {exc}"


def index_trouble_text(trouble) -> str:
    """What the status bar (and the archive window) say about an archive index that could
    not be used as it was (an :class:`~narrator_app.engine.archive_index.IndexTrouble`):
    the saved games are read from their files all the same."""
    from narrator_app.messages import path_text

    if trouble.kind == "busy":
        return translate("Recovery", "The archive index is busy (another program is writing "
                                     "to it); the saved games are read from their files.")
    if trouble.kind == "damaged" and trouble.moved_to is not None:
        return fill(translate("Recovery", "The archive index was damaged: it was set aside as "
                                          "%1 and is built again from the saved games."),
                    path_text(trouble.moved_to))
    if trouble.kind == "damaged":
        return translate("Recovery", "The archive index is damaged; the saved games are read "
                                     "from their files.")
    return translate("Recovery", "The archive index cannot be opened; the saved games are "
                                 "read from their files.")


def reading_text(done: int, total: int, lang: str = "fa") -> str:
    """«Reading saved games: done of total» for the status bar while :class:`OfferFinder`
    reads the autosaves (the archive window's own words)."""
    text = translate("Archive", "Reading saved games: %v of %m")
    return text.replace("%v", digits(done, lang)).replace("%m", digits(total, lang))


def damaged_text(entry: ArchiveEntry, lang: str = "fa") -> str:
    """Why a damaged autosave cannot be read: the sentence naming its file, then the
    technical reason."""
    from narrator_app.engine import GameFileError

    text = gamefile_error_text(GameFileError(entry.error or "damaged", entry.path.name), lang)
    return f"{text}\n{entry.detail}" if entry.detail else text


def local_time_text(at: str | datetime | None, lang: str = "fa") -> str:
    """«۱۴:۰۵» in local time, with the Persian date (``dates.date_time_text``); "" for none."""
    if at is None or at == "":
        return ""
    from narrator_app.ui.dates import date_time_text  # the Jalali calendar: only when shown

    return date_time_text(datetime.fromisoformat(at) if isinstance(at, str) else at, lang)


def describe_unfinished(entry: ArchiveEntry, lang: str = "fa") -> list[tuple[str, str]]:
    """(label, value) lines for the resume offer: scenario, players, phase, last change.

    Said from ``entry`` itself (its archive index row, or the summary of a last good
    state): the players, the phase and number where the game stood and the last action's
    time are what the replay of its file gave when the row was made (the row is compared
    with its file before it is offered), so the game is not replayed here; its scenario is
    loaded for its name and the way it counts its days. Nothing to describe (``[]``) when
    that scenario cannot be loaded: the game cannot be opened either."""
    from narrator_app.engine import load_scenario

    try:
        scenario = load_scenario(entry.scenario_id)
    except Exception:  # noqa: BLE001 — its scenario is gone or refused: nothing to describe
        return []
    count = digits(len(entry.names), lang)
    line = players_line(entry.names, lang)  # unnamed seats by number (WF32-5)
    # no name typed: the archive's words, «11 seats (unnamed)», not the count alone
    # (it read «Players: 11»; Z103-16, Z104-4)
    last = entry.last_played or entry.created
    backup = [(translate("Recovery", "File"), last_good_text(entry, lang))]
    return [
        (translate("Recovery", "Scenario"), getattr(scenario.name, lang)),
        (
            translate("Recovery", "Players"),
            fill(translate("Recovery", "%1 players: %2"), count, line) if line
            else unnamed_seats(len(entry.names), lang),
        ),
        (translate("Recovery", "Where it stood"), phase_title(entry.phase, entry.number, lang,
                                                               scenario)),
        (translate("Recovery", "Last change"), local_time_text(last, lang)),
    ] + (backup if entry.last_good else [])


def last_good_text(state: ArchiveEntry, lang: str = "fa") -> str:
    """What a last good state is: the ``.bak`` of a damaged autosave, or the damaged
    journal up to its first damaged line; either opens as a copy."""
    if state.good_until is not None:
        return journal_text("good_until", lang, line=digits(state.good_until, lang))
    return journal_text("good_from_bak", lang)


def open_copy_text(state: ArchiveEntry, lang: str = "fa") -> str:
    """The button's text: «Open its last good state as a copy (N actions, time)»."""
    return journal_text("open_copy", lang, actions=digits(state.actions, lang),
                        when=local_time_text(state.last_played or state.created, lang))


def open_offered(controller, choice: ArchiveEntry | Path,
                 damaged: list[tuple[ArchiveEntry, ArchiveEntry | None]]) -> bool:
    """Open what the narrator chose in the resume offer: a last good state (an entry with
    ``last_good``, or the path of one of ``damaged``'s last good states) opens as a copy
    (``controller.open_copy``); any other file through ``controller.open_from``. True when
    a game was opened."""
    from narrator_app.engine import ArchiveEntry

    if isinstance(choice, ArchiveEntry):
        if choice.last_good:
            return controller.open_copy(choice)
        return controller.open_from(choice.path)
    goods = {Path(g.path): g for _bad, g in damaged if g is not None}
    good = goods.get(Path(choice))
    return controller.open_copy(good) if good is not None else controller.open_from(Path(choice))


class ResumeDialog(QDialog):
    """«Resume the unfinished game?» with what it was; Resume / Not now.

    ``damaged``: autosaves that cannot be read, each with its last good state (or None):
    listed with their reason; a last good state has its own «Open … as a copy» button.
    ``chosen`` is the file to open once accepted (the game's, or a last good state's: the
    ``.bak``, or the damaged journal itself), for :func:`open_offered`. ``closed``: the
    game was closed normally (nothing stopped), so the heading does not say it stopped."""

    #: The least width of the dialog's texts (px).
    MIN_TEXT_WIDTH = 440

    def __init__(self, entry: ArchiveEntry | None, lang: str = "fa",
                 parent: QWidget | None = None,
                 damaged: list[tuple[ArchiveEntry, ArchiveEntry | None]] | None = None,
                 closed: bool = False):
        super().__init__(parent)
        self.chosen: Path | None = entry.path if entry is not None else None
        self.backup_buttons: list = []
        self.reasons: list[QLabel] = []
        self.setObjectName("resumeDialog")
        self.setWindowTitle(translate("Recovery", "Resume the unfinished game?"))
        lay = QVBoxLayout(self)
        # word-wrapped reasons get the height they need (never clipped)
        lay.setSizeConstraint(QVBoxLayout.SizeConstraint.SetMinimumSize)
        # a game closed normally is unfinished too, but nothing stopped: not said (RO29-2);
        # nor that it was closed (a deliberate quit read «closed before it ended», and a
        # close is not always told from a stop): words true of both, with where it was left
        self.lines = describe_unfinished(entry, lang) if entry is not None else []
        stood = translate("Recovery", "Where it stood")
        where = next((value for label, value in self.lines if label == stood), "")
        head = QLabel(
            (fill(translate("Recovery", "The last game is not finished: it was left at %1. "
                            "Continue it where it stood?"), where) if where else
             translate("Recovery", "The last game is not finished. Continue it where it "
                       "stood?")) if closed else translate(
                "Recovery",
                "The last game was not finished (the app was closed or the computer stopped). "
                "Resume it where it stood?",
            )
        )
        head.setWordWrap(True)
        head.setStyleSheet("font-weight: bold;")
        # the dialog's least width (its layout sets the dialog's least size to its own): a
        # game of unnamed seats, whose lines are short, opened it 200 px wide, its title cut
        # to «بازی نا…» and the date broken over two lines (a narrator's trial)
        head.setMinimumWidth(self.MIN_TEXT_WIDTH)
        lay.addWidget(head)
        if entry is None:
            head.setText(translate(
                "Recovery", "An autosaved game cannot be read. Its file is kept as it is."))
        self.lang = lang
        players = translate("Recovery", "Players")
        for label, value in self.lines:
            # the language's mark first, the value in the language's isolate: a line of
            # Persian names in English (or Latin ones in Persian) keeps the language's
            # direction on each of its lines (CF80-43)
            if label == players:
                # the names' line broken between names at each width, as every list of
                # seats is (ItemsLabel; LY109-4): each name is its own item in the
                # language's isolate after the language's mark (texts.players_line), the
                # line not one more isolate around them, which would be one item
                row: QLabel = ItemsLabel(f"{para_mark(lang)}{label}: {value}")
            else:
                row = QLabel(f"{para_mark(lang)}{label}: {item_isolate(value, lang)}")
            row.setWordWrap(True)
            lay.addWidget(row)
        self._add_damaged(lay, damaged or [], lang)
        later = QLabel(
            translate("Recovery", "Not now keeps the file; it stays listed in the archive.")
        )
        later.setWordWrap(True)  # in the theme's text colour: a fixed grey was lost on dark
        lay.addWidget(later)
        box = QDialogButtonBox()
        self.resume_button = box.addButton(
            translate("Recovery", "Resume"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.resume_button.setObjectName("resumeButton")
        self.later_button = box.addButton(
            translate("Recovery", "Not now"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.later_button.setObjectName("notNowButton")
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        self.resume_button.setDefault(True)
        self.resume_button.setVisible(entry is not None)
        lay.addWidget(box)
        #: True when the narrator quit the app from the question (the app's Quit keys,
        #: Ctrl+Q): «Not now», then the window closes (:func:`ask_resume_with_dialog`).
        self.quit_asked = False
        from PySide6.QtGui import QKeySequence, QShortcut

        QShortcut(QKeySequence(QKeySequence.StandardKey.Quit), self, self._quit)

    def _quit(self) -> None:
        """The app's Quit keys while the question is open (the window's Quit action does not
        reach a modal dialog: a narrator's trial found Ctrl+Q doing nothing here): answered
        «Not now», which keeps the file, and the app quits."""
        self.quit_asked = True
        self.reject()

    def _add_damaged(self, lay: QVBoxLayout, damaged: list, lang: str) -> None:
        from PySide6.QtWidgets import QPushButton

        if not damaged:
            return
        title = QLabel(translate("Recovery", "Autosaves that cannot be read:"))
        title.setStyleSheet("font-weight: bold; color: #b00020;")
        lay.addWidget(title)
        for i, (bad, good) in enumerate(damaged):
            text = QLabel(damaged_text(bad, lang))
            text.setObjectName(f"damagedAutosave{i}Text")
            text.setWordWrap(True)
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            text.setStyleSheet(
                "QLabel { color: #b00020; background: #fde7ea; border: 2px solid #b00020;"
                " border-radius: 4px; padding: 4px; }")
            lay.addWidget(text)
            self.reasons.append(text)
            if good is None:
                none = QLabel(translate("Recovery", "No earlier good copy of it was found."))
                none.setWordWrap(True)
                lay.addWidget(none)
                continue
            button = QPushButton(open_copy_text(good, lang))
            button.setObjectName(f"openLastGood{i}")
            button.clicked.connect(lambda _c=False, p=good.path: self._open_backup(p))
            lay.addWidget(button)
            self.backup_buttons.append(button)

    def resizeEvent(self, event) -> None:  # noqa: N802
        """A top-level window does not lay out height-for-width: give each word-wrapped
        label (the heading, the described lines, the reasons) the height its width needs,
        never clipped (the «Players:» line lost its last line, LY109-4)."""
        super().resizeEvent(event)
        for label in self.findChildren(QLabel):
            if not label.wordWrap() or label.isHidden():
                continue
            need = label.heightForWidth(label.width())
            if need > 0 and label.minimumHeight() != need:
                label.setMinimumHeight(need)

    def _open_backup(self, path: Path) -> None:
        self.chosen = path
        self.accept()


def ask_resume_with_dialog(parent: QWidget | None, entry: ArchiveEntry, lang: str = "fa",
                           damaged: list | None = None, closed: bool = False) -> bool:
    """The default ``ask_resume``: a modal :class:`ResumeDialog` (replaced in tests); ``closed``:
    the game was closed normally (``session_end.closed_normally``). When a damaged
    autosave's last good state was chosen, it is left in ``parent.chosen_resume``."""
    dlg = ResumeDialog(entry, lang, parent, damaged, closed)
    ok = dlg.exec() == QDialog.DialogCode.Accepted
    if ok and parent is not None:
        cast(Any, parent).chosen_resume = dlg.chosen  # the main window's (not imported here)
    _quit_if_asked(dlg, parent)
    return ok


def _quit_if_asked(dlg: ResumeDialog, parent: QWidget | None) -> None:
    """The narrator quit from the question (:attr:`ResumeDialog.quit_asked`): ``parent``
    (the main window) is closed once the offer's caller has returned, as its Quit action
    closes it (the app ends with its last window)."""
    if dlg.quit_asked and parent is not None:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, parent, parent.close)


def ask_recover_with_dialog(parent: QWidget | None, damaged: list,
                            lang: str = "fa") -> Path | None:
    """The default ``ask_recover``: a modal :class:`ResumeDialog` with no game, listing the
    damaged autosaves; the file to open (a last good state), or None."""
    dlg = ResumeDialog(None, lang, parent, damaged)
    chosen = dlg.chosen if dlg.exec() == QDialog.DialogCode.Accepted else None
    _quit_if_asked(dlg, parent)
    return chosen
