"""The archive: the club's saved games, searchable by player name, with notes and replay.

The list is read from the archive index (:class:`narrator_app.engine.ArchiveIndex`, SQLite
in the data folder) for the autosave folder (``<data_dir>/autosave``) and every folder the
narrator added (kept in ``Settings.archive_folders``), newest first, each file once. On
(re)load the list answers from the index at once: the files added or removed are found by
their names (a folder whose directories kept their times is not listed again); a few of
them are read at once, more (a cold build: a new folder, a first start) on a background
thread with a progress bar, the list filling in as the build goes; the window never waits
for it. Each row read for the list is compared with its file first (a changed file read
again, a gone one dropped), and the selected row again before it is opened; every other row
is compared on a background thread right after the list is painted; the statistics count
the files as they are (decisions AW1–AW9).
Sorting (a click on a column's header) and the search are queries of the index.

Columns: the date in the Persian calendar with Persian digits and in the Gregorian one, and
the clock time the game began («۸ آذر ۱۴۰۵ — ۲۰۲۶-۱۱-۲۹، ۱۴:۰۵», local time: two games of one
evening told apart), the scenario's name from its file, the players,
the winning side and the length (days, actions). A file that cannot be opened is listed
(never hidden, never changed) with its refusal sentence
(:func:`narrator_app.messages.gamefile_error_text`).

The search box keeps the games with a player whose name (or the notes) contains the text
(:func:`narrator_app.engine.fold_text`: ZWNJ, kashida, case, Arabic/Persian yeh and kaf and
Persian/Latin digits do not matter).

Opening: a finished game opens in a read-only :class:`~narrator_app.ui.replay_window.ReplayWindow`;
an unfinished one is resumed in the main window through the controller. A file whose
scenario changed since it was saved opens with a visible warning (the engine refuses it if it
no longer replays). A damaged file with a last good state
(:func:`narrator_app.engine.last_good_state`: the journal up to its first damaged line, or
its ``.bak``) has «Open its last good state as a copy»: a new game in the main window that
records the damaged game as its parent (``GameController.open_copy``); the damaged file is
left byte-identical where it is, and its row says which copies of it exist.

The notes box of the selected game is the only thing here that writes a file: the game is
opened and a ``notes`` line appended to its journal with
:func:`narrator_app.engine.write_notes` (fsync'd; nothing in the file is rewritten).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import datetime
from pathlib import Path
from time import monotonic
from typing import Any, cast

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QThread,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from narrator_app.engine import (
    ArchiveEntry,
    ArchiveIndex,
    GameFileError,
    JournalConflict,
    NotesTooLong,
    Scenario,
    ScenarioError,
    copies_of,
    last_good_state,
    load_scenario,
    narrated_days,
    open_game,
    open_index,
    scan_archive,
    scenario_or_none,
    search_archive,
    write_notes,
)
from narrator_app.messages import (
    digits,
    gamefile_error_text,
    isolate,
    journal_text,
    para_mark,
    path_text,
)
from narrator_app.ui.dates import date_time_text
from narrator_app.ui.recovery import index_trouble_text, make_alert_banner
from narrator_app.ui.screen_fit import cap_on_layout_request, fit_window
from narrator_app.ui.sort_header import ShownOrderHeader
from narrator_app.ui.texts import fill, plain_tip, players_line, unnamed_seats, winner_label
from narrator_app.ui.theme import pad_cells

translate = QCoreApplication.translate

#: Custom role: the row's :class:`ArchiveEntry`.
EntryRole = Qt.ItemDataRole.UserRole + 1

DATE, SCENARIO, PLAYERS, WINNER, LENGTH = range(5)
#: The index's sort key of each column.
SORT_KEYS = {DATE: "created", SCENARIO: "scenario", PLAYERS: "players", WINNER: "winner",
             LENGTH: "length"}
#: At most this many changed files are read at once on (re)load; more go to the background.
READ_AT_ONCE = 8
#: Milliseconds after a listing before every row is compared with its file in the
#: background (the list is painted first).
CHECK_AFTER_MS = 150


class IndexBuilder(QThread):
    """Brings the index up to date for ``folders`` on its own thread (its own SQLite
    connection): every file compared with its row (``stat``), the changed ones read again.
    ``progressed(done, total)`` after each file; ``finished`` at the end (also when
    interrupted: what was read is kept). ``changed``: how many rows it found to read again
    or to remove (the window lists again when any)."""

    progressed = Signal(int, int)

    def __init__(self, db_path: Path, folders: list[Path], parent=None) -> None:
        super().__init__(parent)
        self.db_path, self.folders = db_path, list(folders)
        self.error = ""
        self.changed = 0

    def run(self) -> None:  # noqa: D102 - QThread
        try:
            # on its own thread: it may wait for the other readers' short writes
            with ArchiveIndex(self.db_path, busy_timeout=10) as index:
                found = index.stale(self.folders)
                self.changed = len(found[0]) + len(found[1])
                index.refresh(self.folders, lambda d, t: self.progressed.emit(d, t),
                              self.isInterruptionRequested, found=found)
        except Exception as exc:  # noqa: BLE001 — a failed build leaves the files as they are
            self.error = f"{type(exc).__name__}: {exc}"


def scenario_name(scenario_id: str, lang: str = "fa") -> str:
    """The scenario's name from its file (the id if the file is missing)."""
    try:
        return getattr(load_scenario(scenario_id).name, lang)
    except ScenarioError:
        return scenario_id


def refusal_text(entry: ArchiveEntry, lang: str = "fa") -> str:
    """Why ``entry`` cannot be opened, as a sentence naming its file."""
    return gamefile_error_text(GameFileError(entry.error or "damaged", entry.path.name), lang)


def refusal_detail(entry: ArchiveEntry, lang: str = "fa") -> str:
    """The sentence and, on a second line, the technical reason (field, exception)."""
    text = refusal_text(entry, lang)
    # the technical reason (English) as a left-to-right island in a Persian line
    return f"{text}\n{path_text(entry.detail)}" if getattr(entry, "detail", "") else text


#: Rows the archive's model reads from the index at a time (a page of the listing).
PAGE = 100
#: Pages the model keeps; more are read again when scrolled back to.
KEPT_PAGES = 40
#: Rows below those in view a column is fitted to (the first page holds them).
FIT_ROWS = 60
#: Seconds a page read from the index is shown without looking at its files again; after
#: that, the next time it is asked for, each of its rows is compared with its file.
PAGE_FRESH_S = 2.0


#: The roles :meth:`ArchiveModel.data` answers (any other: None, without reading a row).
_ROLES = frozenset((EntryRole, Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
                    Qt.ItemDataRole.DecorationRole, Qt.ItemDataRole.ForegroundRole))


class ArchiveModel(QAbstractTableModel):
    """The archive entries as a table (thin: every value comes from the entry).

    Two ways to fill it: :meth:`set_entries` (a list, e.g. the files read directly) or
    :meth:`set_listing` (the archive index: the model asks it for the number of rows and
    reads only the pages of :data:`PAGE` rows that are shown, sorted and searched in
    SQLite). Every page read is compared with its files first (``ArchiveIndex.checked_games``:
    a row whose file changed or is gone is read again or dropped before it is shown), and
    again when it is shown :data:`PAGE_FRESH_S` after that. ``trouble``: called with the
    exception when a page cannot be read from the index (the row is then empty);
    ``fixed``: called when rows were read again (the count and order may have changed)."""

    def __init__(self, lang: str = "fa", parent=None) -> None:
        super().__init__(parent)
        self.lang = lang
        self._all: list[ArchiveEntry] = []
        self._rows: list[ArchiveEntry] = []
        self._filter = ""
        self._names: dict[str, str] = {}
        #: Each scenario read once (``_scenario``): a row's winner and days in its words.
        self._scenarios: dict[str, Scenario | None] = {}
        #: The index listing (index, folders, order, descending) while paged, else None.
        self._listing: tuple | None = None
        self._count = 0
        self._pages: dict[int, list[ArchiveEntry]] = {}
        self._read_at: dict[int, float] = {}
        #: Display texts already made: ``{(id(entry), column): (entry, text)}`` (emptied on
        #: each reset; the entry kept so its id is never another's: two rows of one file, a
        #: row read again, are each their own).
        self._texts: dict[tuple[int, int], tuple[ArchiveEntry, str]] = {}
        self.trouble: Callable[[BaseException], object] | None = None
        self.fixed: Callable[[], object] | None = None

    def _scenario(self, scenario_id: str) -> Scenario | None:
        """The scenario of a row, read once per listing (None: its file is gone)."""
        if scenario_id not in self._scenarios:
            self._scenarios[scenario_id] = scenario_or_none(scenario_id)
        return self._scenarios[scenario_id]

    def _days(self, e: ArchiveEntry) -> int:
        """The last day ``e`` reached, as the narrator counts its scenario's days
        (:func:`said_days`: Werewolf's first day is Day 1, WW32-4), the day an unfinished
        game stands at counted (:func:`days_reached`, TR98-4)."""
        return narrated_days(e, self._scenario(e.scenario_id))

    # --- filling ------------------------------------------------------------------------
    def set_entries(self, entries: list[ArchiveEntry]) -> None:
        self.beginResetModel()
        self._listing, self._pages, self._texts = None, {}, {}
        self._all = list(entries)
        self._rows = search_archive(self._all, self._filter)
        self.endResetModel()

    def set_listing(self, index, folders: list[Path], text: str, order: str,
                    descending: bool, count: int,
                    first: list[ArchiveEntry] | None = None) -> None:
        """Show the games of ``index`` (an :class:`ArchiveIndex`) under ``folders`` whose
        names or notes contain ``text``, sorted by ``order``: ``count`` rows (the index's
        own count), read a page at a time when shown (``first``: the first page, already
        read)."""
        self.beginResetModel()
        self._listing = (index, list(folders), order, descending)
        self._filter, self._count = text, count
        self._pages = {} if first is None else {0: list(first)}
        self._read_at = {0: monotonic()}
        self._texts = {}
        self._all, self._rows = [], []
        self.endResetModel()

    def set_filter(self, text: str) -> None:
        """Keep the games with a player whose name contains ``text``."""
        self.beginResetModel()
        self._filter = text
        self._rows = search_archive(self._all, text)
        self.endResetModel()

    @property
    def paged(self) -> bool:
        """True while the rows are read from the index a page at a time."""
        return self._listing is not None

    @property
    def entries(self) -> list[ArchiveEntry]:
        """Every row (in the paged way, every page is read: for tests and small uses)."""
        if self._listing is None:
            return list(self._rows)
        return [e for r in range(0, self._count, PAGE) for e in self._page(r // PAGE)]

    def entry(self, row: int) -> ArchiveEntry | None:
        if self._listing is None:
            return self._rows[row] if 0 <= row < len(self._rows) else None
        if not 0 <= row < self._count:
            return None
        page = self._page(row // PAGE)
        return page[row % PAGE] if row % PAGE < len(page) else None

    def _page(self, n: int) -> list[ArchiveEntry]:
        """Page ``n`` of the index listing (read once while kept; each file listed once)."""
        page = self._pages.get(n)
        index, folders, order, desc = cast(tuple, self._listing)
        if page is not None and monotonic() - self._read_at.get(n, 0.0) > PAGE_FRESH_S:
            try:  # shown again a while later: its files looked at again
                stale = bool(index.differing(page))
            except Exception:  # noqa: BLE001 — read again below
                stale = True
            if stale:
                page = None
            else:
                self._read_at[n] = monotonic()
        if page is None:
            try:
                page, fixed = index.checked_games(folders, self._filter, order, desc,
                                                  limit=PAGE, offset=n * PAGE)
                index.check_listing(page, complete=False, files=False)
            except Exception as exc:  # noqa: BLE001 — the index is a cache: said, not raised
                if self.trouble is not None:
                    self.trouble(exc)
                return []
            if len(self._pages) >= KEPT_PAGES:
                self._pages.clear()
            self._pages[n] = page
            self._read_at[n] = monotonic()
            if fixed:
                self._texts = {}
                if self.fixed is not None:
                    self.fixed()
        return page

    def row_of(self, path: Path) -> int:
        if self._listing is not None:
            index, folders, order, desc = self._listing
            try:
                return index.position(path, folders, self._filter, order, desc)
            except Exception as exc:  # noqa: BLE001 — the index is a cache: said, not raised
                if self.trouble is not None:
                    self.trouble(exc)
                return -1
        for i, e in enumerate(self._rows):
            if e.path == path:
                return i
        return -1

    # --- Qt -----------------------------------------------------------------------------
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008,N802
        if parent.isValid():
            return 0
        return self._count if self._listing is not None else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008,N802
        return 0 if parent.isValid() else 5

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return digits(section + 1, self.lang)
        return {
            DATE: translate("Archive", "Date"),
            SCENARIO: translate("Archive", "Scenario"),
            PLAYERS: translate("Archive", "Players"),
            WINNER: translate("Archive", "Winner"),
            LENGTH: translate("Archive", "Length"),
        }.get(section)

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role not in _ROLES:  # (the view asks for many roles)
            return None
        e = self.entry(index.row())
        if e is None or not 0 <= index.column() < 5:
            return None
        if role == EntryRole:
            return e
        if role == Qt.ItemDataRole.DisplayRole:
            key = (id(e), index.column())
            made = self._texts.get(key)
            if made is None:
                made = self._texts[key] = (e, self._text(e, index.column()))
            return made[1]
        if role == Qt.ItemDataRole.ToolTipRole:
            if e.error:
                return refusal_detail(e, self.lang)
            if index.column() == PLAYERS:  # names shown as typed, never as HTML
                # each line in the window's direction, whatever the name's letters
                mark = para_mark(self.lang)
                return plain_tip("\n".join(f"{mark}{digits(i, self.lang)}. {isolate(n)}"
                                           for i, n in enumerate(e.names, 1)))
            return path_text(e.path)
        if role == Qt.ItemDataRole.DecorationRole and index.column() == DATE and e.error:
            return QApplication.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        if role == Qt.ItemDataRole.ForegroundRole and e.error:
            from PySide6.QtGui import QColor

            return QColor("#b00020")
        return None

    def _text(self, e: ArchiveEntry, col: int) -> str:
        lang = self.lang
        if e.error:
            if col == DATE:
                return e.path.name
            if col == SCENARIO:
                return refusal_text(e, lang)
            return ""
        if col == DATE:
            return date_time_text(e.created, lang) if e.created else ""
        if col == SCENARIO:
            if e.scenario_id not in self._names:
                self._names[e.scenario_id] = scenario_name(e.scenario_id, lang)
            return self._names[e.scenario_id]
        if col == PLAYERS:
            line = players_line(e.names, lang)
            if not line:  # no name typed: the seats counted, said unnamed (WF32-5; the
                # count alone, «12», read as nothing under «Players»: Z103-16)
                return unnamed_seats(e.players, lang)
            # the line opens in the language's direction, whatever script the names are in
            # (a row of isolated names has no strong letter outside them; CF80-43)
            return para_mark(lang) + fill(
                translate("Archive", "%1: %2"), digits(e.players, lang), line)
        if col == WINNER:
            if not e.finished:
                return translate("Archive", "Unfinished")
            return winner_label(e.winner, self._scenario(e.scenario_id), lang)
        if col == LENGTH:
            # «1 day», «2 days»: Qt's plural forms by %n (ravi_en.ts holds the English
            # ones; self.tr, as lupdate marks a plural message only there)
            return fill(translate("Archive", "%1, %2"),
                        digits(self.tr("%n day(s)", "", self._days(e)), lang),
                        digits(self.tr("%n action(s)", "", e.actions), lang))
        return ""


class EndElided(QStyledItemDelegate):
    """A column cut at its end («علی، سارا، رض…»), not in its middle: the players column cut in
    the middle joined the head of one name to the tail of another, and the two read as one
    name (a narrator's trial, CF50)."""

    def initStyleOption(self, option: QStyleOptionViewItem,  # noqa: N802 (Qt name)
                        index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        option.textElideMode = Qt.TextElideMode.ElideRight  # the logical end: left in RTL


class ArchiveWindow(QWidget):
    """The archive (a top-level window): folders, search, the list, notes, open.

    Args:
        controller: the main window's controller (its data folder; unfinished games are
            resumed through it).
        settings: the app's Settings (``archive_folders``); saved to ``settings_dir``.
    """

    def __init__(self, controller, settings=None, settings_dir: Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("archiveWindow")
        self.c = controller
        self.lang = controller.lang
        if settings is None:
            from narrator_app.ui.settings import Settings, default_folder

            settings = Settings.load(settings_dir or default_folder())
        self.settings = settings
        self.settings_dir = settings_dir
        #: ``choose_folder() -> str``: the folder to add ("" for none); tests replace it.
        self.choose_folder: Callable[[], str] = self._choose_folder_with_dialog
        #: Replay windows opened from here (kept referenced).
        self.replays: list = []
        #: The index (None when it cannot be opened: the files are then read directly).
        problems: list = []
        self.index = open_index(self.c.data_dir, problems)
        #: The background build, while one runs.
        self.builder: IndexBuilder | None = None
        #: The background check of every row against its file after a listing, while one
        #: runs (an :class:`IndexBuilder` without a progress bar), and whether another is
        #: wanted when it ends.
        self.checker: IndexBuilder | None = None
        self._check_again = False
        #: Starts the background check once the list has been painted.
        self._check_timer = QTimer(self)
        self._check_timer.setSingleShot(True)
        self._check_timer.setInterval(CHECK_AFTER_MS)
        self._check_timer.timeout.connect(self._start_check)
        self._check_folders: list[Path] = []
        self._waiting_for = None  # the main window's start-up reader, while it is shown here
        #: The statistics window, once opened.
        self.stats_window = None
        self._filter = ""
        self._order = ("created", True)
        self.setWindowTitle(translate("Archive", "Archive of saved games — Ravi"))
        self._build()
        # within the screen, title bar included, in its middle: at 1366×768 it reached the
        # screen's foot (a narrator's trial)
        fit_window(self, 1100, 640)
        problems = [p for p in problems if p.kind != "unusable"]  # (read-only: as before)
        if problems:
            self._say_index(index_trouble_text(problems[-1]))

    def event(self, ev: QEvent) -> bool:  # noqa: D102 - Qt override
        done = super().event(ev)
        cap_on_layout_request(self, ev)  # a longer text: never past the screen
        return done

    # --- building -----------------------------------------------------------------------
    def _build(self) -> None:
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(translate("Archive", "Search by player:")))
        self.search_box = QLineEdit()
        self.search_box.setObjectName("archiveSearch")
        self.search_box.setPlaceholderText(translate("Archive", "a player's name"))
        self.search_box.setClearButtonEnabled(True)
        self.search_box.textChanged.connect(self._search)
        top.addWidget(self.search_box, 1)
        self.add_folder_button = QPushButton(translate("Archive", "Add folder…"))
        self.add_folder_button.setObjectName("addFolder")
        self.add_folder_button.clicked.connect(self.add_folder)
        top.addWidget(self.add_folder_button)
        self.reload_button = QPushButton(translate("Archive", "Reload"))
        self.reload_button.setObjectName("reloadArchive")
        self.reload_button.clicked.connect(self.reload)
        top.addWidget(self.reload_button)
        self.stats_button = QPushButton(translate("Archive", "Statistics…"))
        self.stats_button.setObjectName("openStats")
        self.stats_button.clicked.connect(self.open_stats)
        top.addWidget(self.stats_button)
        lay.addLayout(top)

        self.progress = QProgressBar()
        self.progress.setObjectName("archiveProgress")
        self.progress.setFormat(translate("Archive", "Reading saved games: %v of %m"))
        self.progress.setVisible(False)
        lay.addWidget(self.progress)

        #: What became of the archive index (damaged, set aside, busy): kept until closed.
        self.index_banner, self.index_banner_text = make_alert_banner("archiveIndexWarning",
                                                                      "warning")
        lay.addWidget(self.index_banner)

        self.folders_label = QLabel()
        self.folders_label.setObjectName("archiveFolders")
        self.folders_label.setWordWrap(True)
        self.folders_label.setStyleSheet("font-style: italic;")
        lay.addWidget(self.folders_label)

        split = QSplitter(Qt.Orientation.Vertical)
        self.model = ArchiveModel(self.lang, self)
        self.view = QTableView()
        self.view.setObjectName("archiveTable")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        pad_cells(self.view)  # the cells' text off their borders (TR99-5)
        self.view.setWordWrap(False)
        self.view.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.players_delegate = EndElided(self.view)  # names cut at the end, never joined
        self.view.setItemDelegateForColumn(PLAYERS, self.players_delegate)
        # no row numbers: at the right of a right-to-left table the first row's «1» read as
        # the start of its date («۱ ۱۴ آذر ۱۴۰۵ …», a narrator's trial: TA43-12)
        self.view.verticalHeader().setVisible(False)
        # the Date column's arrow points down while the newest game is first (BD99-3)
        self.view.setHorizontalHeader(ShownOrderHeader(Qt.Orientation.Horizontal, self.view))
        head = self.view.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        # a column fitted to its content measures the rows in view and FIT_ROWS more, not
        # every game of a large archive (each measure asks the model, on the GUI thread):
        # the first page read to list, no second one (decisions AW9)
        head.setResizeContentsPrecision(FIT_ROWS)
        head.setStretchLastSection(False)
        head.setSectionResizeMode(PLAYERS, QHeaderView.ResizeMode.Stretch)
        head.setSectionsClickable(True)
        head.setSortIndicatorShown(True)
        head.setSortIndicator(DATE, Qt.SortOrder.DescendingOrder)
        head.sortIndicatorChanged.connect(self._sort)
        self.view.doubleClicked.connect(lambda _i: self.open_selected())
        self.view.selectionModel().selectionChanged.connect(lambda *_: self._selected())
        # a search that keeps no game says so, over the empty list (the fresh narrator's
        # trial: an empty list and no word)
        listing = QWidget()
        ll = QVBoxLayout(listing)
        ll.setContentsMargins(0, 0, 0, 0)
        self.no_match = QLabel()
        self.no_match.setObjectName("archiveNoMatch")
        self.no_match.setWordWrap(True)
        self.no_match.setStyleSheet("font-weight: bold;")
        self.no_match.setVisible(False)
        ll.addWidget(self.no_match)
        ll.addWidget(self.view, 1)
        for signal in (self.model.modelReset, self.model.rowsInserted, self.model.rowsRemoved,
                       self.model.layoutChanged):
            signal.connect(self._say_no_match)
        split.addWidget(listing)

        detail = QWidget()
        dl = QVBoxLayout(detail)
        dl.setContentsMargins(0, 0, 0, 0)
        self.warning, self.warning_text = make_alert_banner("archiveWarning", "warning")
        dl.addWidget(self.warning)
        self.detail_label = QLabel()
        self.detail_label.setObjectName("archiveDetail")
        self.detail_label.setWordWrap(True)
        self.detail_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        dl.addWidget(self.detail_label)
        dl.addWidget(QLabel(translate("Archive", "Notes on this game:")))
        from narrator_app.ui.notes_panel import ArchiveSeatNotes, NoteEdit

        self.notes = NoteEdit()  # each paragraph by its own direction (CF50)
        self.notes.setObjectName("archiveNotes")
        self.notes.setPlaceholderText(
            translate("Archive", "Who played well, disputes, the club's remarks…")
        )
        self.notes.textChanged.connect(self._notes_edited)
        dl.addWidget(self.notes, 1)
        # the narrator's notes on seats, typed during the game (read-only here; issue 23)
        self.seat_notes = ArchiveSeatNotes()
        dl.addWidget(self.seat_notes)
        buttons = QHBoxLayout()
        self.save_notes_button = QPushButton(translate("Archive", "Save notes"))
        self.save_notes_button.setObjectName("saveNotes")
        self.save_notes_button.clicked.connect(self.save_notes)
        buttons.addWidget(self.save_notes_button)
        #: What went well (the notes saved), said plainly beside its button; a problem
        #: goes to the warning banner (:meth:`_say`).
        self.status = QLabel()
        self.status.setObjectName("archiveStatus")
        buttons.addWidget(self.status)
        buttons.addStretch(1)
        #: A damaged row's last good state (``last_good_state``), while one is selected.
        self.last_good: ArchiveEntry | None = None
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("openLastGoodCopy")
        self.copy_button.clicked.connect(self.open_last_good_copy)
        self.copy_button.setVisible(False)
        buttons.addWidget(self.copy_button)
        self.open_button = QPushButton(translate("Archive", "Open"))
        self.open_button.setObjectName("openGame")
        self.open_button.clicked.connect(self.open_selected)
        buttons.addWidget(self.open_button)
        dl.addLayout(buttons)
        split.addWidget(detail)
        split.setSizes([420, 200])
        lay.addWidget(split, 1)
        self._selected()

    # --- folders and listing ------------------------------------------------------------
    def folders(self) -> list[Path]:
        """The autosave folder, then the folders the narrator added (each once)."""
        out = [Path(self.c.data_dir) / "autosave"]
        for f in self.settings.archive_folders:
            p = Path(f)
            if p not in out:
                out.append(p)
        return out

    def reload(self) -> None:
        """List the games from the index at once, then check it against the files: the
        files added or removed since the folders were last listed are found by their names
        (``ArchiveIndex.new_and_gone``: a folder whose directories kept their modification
        times is not listed again); a few are read at once, more on the background thread
        (the list fills in as it goes). The rows shown are each compared with their file
        when read (``ArchiveIndex.checked_games``); every other row is compared on the
        background thread right after (:attr:`checker`), and the list made again when it
        found a change. Files are only read; the selection is kept when possible
        (decisions AW1–AW4)."""
        folders = [f for f in self.folders() if f.is_dir()]
        starting = next((t for t in (getattr(self.parent(), "offer_finder", None),
                                     getattr(self.parent(), "index_rebuild", None))
                         if t is not None and t.isRunning()), None)
        if starting is not None:
            # the window's start is reading the autosaves for its resume offer: shown here,
            # not read a second time; the rest is brought up to date once it is done
            if self._waiting_for is not starting:
                self._waiting_for = starting
                starting.progressed.connect(self._built_some)
                starting.finished.connect(self._start_reading_done)
                self.progress.setRange(0, 0)
                self.progress.setVisible(True)
        elif self.index is not None and self.builder is None:
            try:
                found = self.index.new_and_gone(folders)
                if len(found[0]) <= READ_AT_ONCE:
                    self.index.refresh(folders, found=found)  # the files are not looked at again
                else:
                    self._build_in_background(folders)
            except Exception as exc:  # noqa: BLE001 — the index is a cache: the files are read
                self._index_failed(exc)
        self._relist()
        if self.index is not None and self.builder is None and starting is None:
            self._check_in_background(folders)
        sep = "، " if self.lang == "fa" else ", "
        self.folders_label.setText(
            fill(translate("Archive", "Folders: %1"),
                 sep.join(path_text(f) for f in self.folders()))
        )

    def _build_in_background(self, folders: list[Path]) -> None:
        assert self.index is not None  # an open index is brought up to date
        self.builder = IndexBuilder(self.index.path, folders, self)
        self.builder.progressed.connect(self._built_some)
        self.builder.finished.connect(self._built)
        self.progress.setRange(0, 0)
        self.progress.setVisible(True)
        self.builder.start(QThread.Priority.LowPriority)

    def _check_in_background(self, folders: list[Path]) -> None:
        """Compare every row of ``folders`` with its file on the background thread (a full
        ``stale``: one ``stat`` per file; the changed files read again), started
        :data:`CHECK_AFTER_MS` later (the list is painted first: the thread takes the
        interpreter's lock in turns with the window); when it found anything, the list is
        made again. One at a time: asked again while one runs, one more runs after it."""
        if self.index is None:
            return
        self._check_folders = list(folders)
        if self.checker is not None:
            self._check_again = True
            return
        self._check_timer.start()

    def _start_check(self) -> None:
        if self.index is None or self.checker is not None:
            return
        self._check_again = False
        self.checker = IndexBuilder(self.index.path, self._check_folders, self)
        self.checker.finished.connect(self._checked)
        self.checker.start(QThread.Priority.LowPriority)

    def _checked(self) -> None:
        checker, self.checker = self.checker, None
        if checker is None:
            return
        checker.wait()
        checker.deleteLater()
        if checker.error:
            from narrator_app.engine import IndexTrouble

            kind = "busy" if "locked" in checker.error else "damaged"
            self._index_failed(IndexTrouble(checker.error, kind))
            self._relist()
        elif checker.changed:
            self._relist()
        if self._check_again and self.isVisible():
            self._check_in_background([f for f in self.folders() if f.is_dir()])

    def checking(self) -> bool:
        """True while every row is being compared with its file in the background (or is
        about to be)."""
        return self.checker is not None or self._check_timer.isActive()

    def _stop_checking(self) -> None:
        self._check_timer.stop()
        if self.checker is not None:
            self.checker.requestInterruption()
            self.checker.wait()
            self._checked()

    def _start_reading_done(self) -> None:
        self._waiting_for = None
        self.progress.setVisible(False)
        if self.isVisible():
            self.reload()

    def _built_some(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        # the readers commit every 200 files: the first ones listed at once, then every
        # 1 000 (each listing of thousands of rows holds the window a moment)
        if done == 200 or (done and done % 1000 == 0):
            self._relist()

    def _built(self) -> None:
        self.progress.setVisible(False)
        error = ""
        if self.builder is not None:
            self.builder.wait()
            self.builder.deleteLater()
            error = self.builder.error
        self.builder = None
        if error:  # the build met a damaged or busy index: said, the files read meanwhile
            from narrator_app.engine import IndexTrouble

            kind = "busy" if "locked" in error else "damaged"
            self._index_failed(IndexTrouble(error, kind))
        self._relist()

    def _index_failed(self, exc: BaseException) -> None:
        """The index failed while it was used: a damaged one is closed, set aside and
        opened again empty (the next reload builds it in the background); a busy one is
        kept (the files are read directly meanwhile). Said in the banner."""
        from narrator_app.engine import as_index_trouble, index_path, set_aside_index

        trouble = as_index_trouble(exc)
        if trouble.kind == "damaged" and self.index is not None:
            if self.builder is not None and self.builder.isRunning():
                self.builder.requestInterruption()
                self.builder.wait()
            if self.checker is not None:
                self.checker.requestInterruption()
                self.checker.wait()
            self.index.close()
            self.index = None
            trouble.moved_to = set_aside_index(index_path(self.c.data_dir))
            if trouble.moved_to is not None:
                self.index = open_index(self.c.data_dir)
        self._say_index(index_trouble_text(trouble))

    def building(self) -> bool:
        """True while a background build runs (until its end has been shown)."""
        return self.builder is not None

    def _relist(self) -> None:
        """The list from the index (search and order applied there; only the rows shown
        are read, a page at a time), selection kept; from the files when the index
        cannot be used."""
        current = self.selected_entry()
        folders = [f for f in self.folders() if f.is_dir()]
        if self.index is not None and self._list_from_index(folders):
            self._keep_selection(current)
            return
        # no usable index: read the files (slower, same result)
        seen: set[Path] = set()
        entries: list[ArchiveEntry] = []
        for folder in folders:
            for e in scan_archive(folder):
                if e.path.resolve() not in seen:
                    seen.add(e.path.resolve())
                    entries.append(e)
        good = sorted((e for e in entries if e.error is None),  # read: it has its time
                      key=lambda e: cast(datetime, e.created), reverse=True)
        entries = search_archive(good, self._filter) + [e for e in entries if e.error]
        self.model.set_entries(entries)
        self._fit_columns({e.scenario_id for e in entries if e.error is None},
                          [i for i, e in enumerate(entries) if e.error is not None])
        self._keep_selection(current)

    def _keep_selection(self, current: ArchiveEntry | None) -> None:
        if current is not None and self.model.row_of(current.path) >= 0:
            self.select_path(current.path)
        else:
            self._selected()

    def _list_from_index(self, folders: list[Path]) -> bool:
        """List from the index: its count and its first page read now (each file once:
        the files may change while the window is open, a row older than its file is read
        again at the next reload, not damage), the other pages when shown. False when the
        index failed (said; a damaged one set aside)."""
        assert self.index is not None
        order, desc = self._order
        try:  # the first page compared with its files (and fixed) before it is counted
            first, _fixed = self.index.checked_games(folders, self._filter, order, desc,
                                                     limit=PAGE)
            self.index.check_listing(first, complete=False, files=False)
            total, bad, ids = self.index.listed(folders, self._filter)
        except Exception as exc:  # noqa: BLE001 — the index is a cache: the files are read
            self._index_failed(exc)
            return False
        self.model.set_listing(self.index, folders, self._filter, order, desc, total, first)
        self.model.trouble = self._page_failed
        self.model.fixed = self._rows_fixed
        self._fit_columns(set(ids), range(total - bad, total))
        return True

    def _page_failed(self, exc: BaseException) -> None:
        """A page of the listing could not be read from the index (found while shown):
        the index is set aside (when damaged) and the list made again, once Qt is done
        asking for the rows."""
        if getattr(self, "_relisting", False):
            return
        self._relisting = True

        def again() -> None:
            self._relisting = False
            self._index_failed(exc)
            self._relist()

        QTimer.singleShot(0, again)

    def _rows_fixed(self) -> None:
        """Rows of a page were read again from their changed files (found while shown):
        the list is made again (its count and order), once Qt is done asking for rows."""
        if getattr(self, "_refixing", False):
            return
        self._refixing = True

        def again() -> None:
            self._refixing = False
            self._relist()

        QTimer.singleShot(0, again)

    def _sort(self, column: int, order: Qt.SortOrder) -> None:
        self._order = (SORT_KEYS.get(column, "created"), order == Qt.SortOrder.DescendingOrder)
        self._relist()

    def all_entries(self) -> list[ArchiveEntry]:
        """Every game of the archive's folders (no search), from the index once every row
        was compared with its file (the background build and check waited for, the files
        changed since read again: ``ArchiveIndex.every_game``); from the files when the
        index cannot be used. What the statistics count."""
        folders = [f for f in self.folders() if f.is_dir()]
        if self.builder is not None:
            self.builder.wait()
            self._built()
        self._stop_checking()
        if self.index is not None:
            try:
                return self.index.every_game(folders)
            except Exception as exc:  # noqa: BLE001 — the index is a cache: the files are read
                self._index_failed(exc)
        return [e for f in folders for e in scan_archive(f)]

    def open_stats(self):
        """The club's statistics over the archive's games (a window of its own)."""
        from narrator_app.ui.stats_window import StatsWindow

        if self.stats_window is None:
            self.stats_window = StatsWindow(self.lang, self)
        self.stats_window.set_entries(self.all_entries())
        self.stats_window.show()
        self.stats_window.raise_()
        return self.stats_window

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Esc closes the window, as it closes the statistics window and a dialog (BD29: the
        fresh narrator's trial pressed it in vain); a key its field or list takes (a search
        typed) never reaches here. Notes typed and not yet saved keep it open: an Esc slipped
        in while writing them does not lose them."""
        if event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            if not self.save_notes_button.isEnabled():
                self.close()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802
        if self.builder is not None and self.builder.isRunning():
            self.builder.requestInterruption()
            self.builder.wait(5000)
        self._check_again = False
        self._check_timer.stop()
        if self.checker is not None:
            self.checker.requestInterruption()
            self.checker.wait()
        super().closeEvent(event)

    def _fit_columns(self, scenario_ids: Iterable[str], damaged_rows: Iterable[int]) -> None:
        """Columns as wide as their content (the rows in view and :data:`FIT_ROWS` more); the
        scenario column as wide as the longest name of ``scenario_ids`` (each measured once); a
        refused file's reason (``damaged_rows``) spans the columns after its name (it never
        widens the scenario column)."""
        self.view.clearSpans()
        for col in (DATE, SCENARIO, WINNER, LENGTH):
            self.view.resizeColumnToContents(col)
        widths = {SCENARIO: 120}
        fm = self.view.fontMetrics()
        for sid in sorted(scenario_ids):
            name = scenario_name(sid, self.lang)
            widths[SCENARIO] = max(widths[SCENARIO], fm.horizontalAdvance(name) + 24)
        self.view.setColumnWidth(SCENARIO, min(widths[SCENARIO], 320))
        for row in damaged_rows:
            self.view.setSpan(row, SCENARIO, 1, 4)

    def add_folder(self) -> None:
        """Add a folder of saved games (remembered in the settings)."""
        folder = self.choose_folder()
        if not folder:
            return
        if folder not in self.settings.archive_folders:
            self.settings.archive_folders = [*self.settings.archive_folders, folder]
            self._save_settings()
        self.reload()

    def _save_settings(self) -> None:
        from narrator_app.ui.settings import default_folder

        try:
            self.settings.save(self.settings_dir or default_folder())
        except OSError as exc:
            self._say(fill(translate("Archive", "Could not save the settings: %1"), str(exc)))

    def _choose_folder_with_dialog(self) -> str:
        from narrator_app.file_dialogs import when_shown

        when_shown()  # its paths left to right in Persian (CF80-3)
        return QFileDialog.getExistingDirectory(
            self, translate("Archive", "Add a folder of saved games"), str(Path.home())
        )

    def _search(self, text: str) -> None:
        self._filter = text
        self._relist()
        self._say_no_match()

    def _say_no_match(self, *_args) -> None:
        """«No game matches …» while a search keeps no game (hidden otherwise)."""
        text = self.search_box.text().strip()
        empty = bool(text) and self.model.rowCount() == 0
        self.no_match.setVisible(empty)
        self.no_match.setText(
            fill(translate("Archive", "No game matches «%1»."), isolate(text)) if empty else "")

    # --- selection ----------------------------------------------------------------------
    def selected_entry(self) -> ArchiveEntry | None:
        rows = self.view.selectionModel().selectedRows()
        return self.model.entry(rows[0].row()) if rows else None

    def checked_selection(self) -> ArchiveEntry | None:
        """The selected row, compared with its file first: a file changed since its row
        was read has its row read again, a file gone has its row dropped, and the list is
        made again, before anything is opened or written from it (decisions AW3). Returns
        the row as it is now (None when nothing is selected, or its file is gone: said)."""
        e = self.selected_entry()
        if e is None or self.index is None or not self.model.paged:
            return e  # (files read directly: the entry was read from its file)
        try:
            if not self.index.differing([e]):
                return e
            self.index.fix([e.path])
        except Exception as exc:  # noqa: BLE001 — the index is a cache: said, listed again
            self._index_failed(exc)
            self._relist()
            return None
        self._relist()
        if not self.select_path(e.path):
            if not e.path.exists():  # (else it no longer matches the search: not listed)
                self._say(gamefile_error_text(GameFileError("unreadable", e.path.name),
                                              self.lang))
            return None
        return self.selected_entry()

    def select_path(self, path: Path) -> bool:
        row = self.model.row_of(Path(path))
        if row < 0:
            return False
        self.view.selectRow(row)
        self.view.setCurrentIndex(self.model.index(row, 0))
        self._selected()
        return True

    def _selected(self) -> None:
        e = self.selected_entry()
        self._loading_notes = True
        self.seat_notes.show_entry(None, self.lang)
        self.warning.setVisible(False)
        self.status.setText("")
        self.last_good = None
        self.copy_button.setVisible(False)
        if e is None:
            self.detail_label.setText(translate("Archive", "Select a game."))
            self.notes.setPlainText("")
            self.notes.setEnabled(False)
            self.open_button.setEnabled(False)
            self.save_notes_button.setEnabled(False)
        elif e.error:
            # each line in the window's direction (the technical reason is English)
            self.detail_label.setText("\n".join(
                para_mark(self.lang) + line for line in self._damaged_detail(e).split("\n")))
            self.notes.setPlainText("")
            self.notes.setEnabled(False)
            self.open_button.setEnabled(False)
            self.save_notes_button.setEnabled(False)
        else:
            state = (translate("Archive", "finished: opens as a read-only replay")
                     if e.finished
                     # another Ravi holds the data folder: this window only shows it
                     else translate("Archive", "unfinished: opens in the main window, to view "
                                               "only (another Ravi plays these games)")
                     if getattr(getattr(self.c, "lock", None), "locked", False)
                     else translate("Archive", "unfinished: opens in the main window to resume"))
            # the line opens in the window's direction, not the path's (a Persian line
            # beginning with a path was laid out left to right)
            self.detail_label.setText(f"{para_mark(self.lang)}{path_text(e.path)} — {state}")
            self.notes.setPlainText(e.notes)
            self.notes.setEnabled(True)
            # another Ravi holds the data folder (or the game on the desk is viewed only):
            # the notes are read, not written (Save notes was enabled and then refused)
            locked = bool(getattr(self.c, "read_only", False))
            self.notes.setReadOnly(locked)
            self.save_notes_button.setToolTip(self.c.read_only_text() if locked else "")
            self.seat_notes.show_entry(e, self.lang)
            self.open_button.setEnabled(True)
            self.save_notes_button.setEnabled(False)
        self._loading_notes = False

    def _damaged_detail(self, e: ArchiveEntry) -> str:
        """A damaged row's reason and its last good state (the button shows it), or that it
        has none; the copies of it already made (decision J13)."""
        from narrator_app.ui.recovery import last_good_text, open_copy_text

        lines = [refusal_detail(e, self.lang)]
        good = self.last_good = last_good_state(e)
        if good is None:
            lines.append(translate("Recovery", "No earlier good copy of it was found."))
            return "\n".join(lines)
        lines.append(last_good_text(good, self.lang))
        self.copy_button.setText(open_copy_text(good, self.lang))
        self.copy_button.setVisible(True)
        self.copy_button.setEnabled(not getattr(self.c, "read_only", False))
        made = copies_of(self.c.data_dir, good.game_id)
        if made:
            sep = "، " if self.lang == "fa" else ", "
            lines.append(journal_text("has_copy", self.lang, copies=sep.join(
                isolate(path_text(c.path)) for c in made)))
        return "\n".join(lines)

    def _notes_edited(self) -> None:
        if not getattr(self, "_loading_notes", False):
            self.save_notes_button.setEnabled(self.selected_entry() is not None)
            self.status.setText("")  # «Notes saved.» no longer holds

    # --- writing notes ------------------------------------------------------------------
    def save_notes(self) -> bool:
        """Save the notes box into the selected game's file: a ``notes`` line appended to
        its journal (a v1/v2 file becomes a journal, the old one kept as ``.v1``/``.v2``).
        A file whose scenario changed is not rewritten (its record would be stamped with the
        new scenario): its notes are refused with a sentence."""
        e = self.checked_selection()
        if e is None or e.error:
            return False
        if getattr(self.c, "read_only", False):  # another Ravi holds the data folder
            self._say(self.c.locked_text())
            return False
        text = self.notes.toPlainText()
        try:
            game = open_game(e.path)
        except GameFileError as err:
            self._say(gamefile_error_text(err, self.lang))
            return False
        if getattr(game, "scenario_changed", False):
            self._say(translate(
                "Archive",
                "This game's scenario file has changed since it was saved; its file is kept "
                "as it is and its notes cannot be changed.",
            ))
            return False
        try:
            write_notes(e.path, game, text)
        except NotesTooLong as exc:  # the journal's reader would refuse them
            self._say(journal_text("notes_too_long", self.lang, length=digits(
                exc.length, self.lang), max=digits(exc.max_chars, self.lang)))
            return False
        except (OSError, JournalConflict) as exc:
            self._say(fill(translate("Archive", "Could not save the notes: %1"), str(exc)))
            return False
        running = self.c.game
        if running is not None and running.game_id == game.game_id:
            running.notes = text  # the next autosave keeps them
        self.save_notes_button.setEnabled(False)
        path = e.path
        self.reload()
        self.select_path(path)
        self._tell(translate("Archive", "Notes saved."))
        return True

    def _say_index(self, text: str) -> None:
        """Say what became of the archive index (stays shown while the window is open)."""
        self.index_banner_text.setText(text)
        self.index_banner.setVisible(True)

    def _say(self, text: str) -> None:
        """A problem (a refusal, a file that could not be written): the warning banner."""
        self.status.setText("")
        self.warning_text.setText(text)
        self.warning.setVisible(True)

    def _tell(self, text: str) -> None:
        """News that something went well («Notes saved.»): a plain status line, never the
        warning banner (an earlier warning goes)."""
        self.warning.setVisible(False)
        self.status.setText(text)

    # --- opening ------------------------------------------------------------------------
    def open_last_good_copy(self) -> bool:
        """The selected damaged file's last good state, opened as a copy in the main window
        (a new game id that records the damaged game as its parent); the damaged file is
        left byte-identical where it is. True when it was opened."""
        e = self.checked_selection()
        good = self.last_good  # (made again when the row was)
        if e is None or not e.error or good is None:
            return False
        running = self.c.game
        if running is not None and not self.c.confirm(
            translate("Archive", "Resume a saved game"),
            translate(
                "Archive",
                "The game on the desk is autosaved and stays in the archive. Resume the "
                "selected game instead?",
            ),
        ):
            return False
        if not self.c.open_copy(good):
            self._say(self.c.locked_text() if getattr(self.c, "read_only", False)
                      else journal_text("not_copied", self.lang, file=e.path.name))
            return False
        self.reload()
        self.select_path(e.path)
        parent = self.parentWidget()
        if parent is not None:
            parent.raise_()
            parent.activateWindow()
        return True

    def open_selected(self):
        """A finished game: a read-only replay window (returned). An unfinished one: resumed
        in the main window (returns True when it was)."""
        e = self.checked_selection()
        if e is None or e.error:
            return None
        try:
            game = open_game(e.path)
        except GameFileError as err:  # changed on disk since the scan
            self._say(gamefile_error_text(err, self.lang))
            self.reload()
            return None
        if game.state.winner is not None:
            from narrator_app.ui.replay_window import ReplayWindow

            win = ReplayWindow(game, self.lang, e.path, self)
            self.replays = [w for w in self.replays if w.isVisible()]
            self.replays.append(win)
            win.show()
            win.raise_()
            return win
        running = self.c.game
        if (
            running is not None
            and running.game_id != game.game_id
            and not self.c.confirm(
                translate("Archive", "Resume a saved game"),
                translate(
                    "Archive",
                    "The game on the desk is autosaved and stays in the archive. Resume the "
                    "selected game instead?",
                ),
            )
        ):
            return False
        ok = self.c.open_from(e.path)
        if ok and self.parentWidget() is not None:
            self.parentWidget().raise_()
            self.parentWidget().activateWindow()
        return ok
