"""The main window: the narrator's desk.

Layout (right to left in Persian; fits 1366×768): a header with the phase title («شب ۱»)
and the scenario's name, and a winner banner once the game is over; then three columns —
the phase panel (announcement box, night checklist or day procedure), the seat ring (the
table, never mirrored) and a column with the timer over the trackers and the game log (two
tabs). Refusal reasons and file messages go to the status bar.

Menus and toolbar (in the menu bar's row): New game, Open…, Save…, Undo (Ctrl+Z), Redo,
Hide roles, Quit. The window decides nothing about the rules: it shows what
:class:`GameController` and the engine say, and sends the narrator's clicks back through
the controller.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QSplitter,
    QStackedWidget,
    QToolBar,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from narrator_app.file_names import file_date
from narrator_app.messages import para_mark, path_text, role_name
from narrator_app.ui.menu_keys import MenuKeys
from narrator_app.ui.screen_fit import budget_of, fit_window, keep_within
from narrator_app.ui.texts import (
    PLAIN_LABELS,
    chosen_side_words,
    fill,
    game_over_line,
    game_title,
    phase_title,
    seats_list,
)
from narrator_app.ui.widget_lists import windows

# The desk's panels, the controller and the keys are imported where the desk is built
# (build_desk): the start path paints the window before it builds them (issue 25).
# So are the Qt classes only the desk or a later choice needs: PySide6 makes each class's
# enumerations when the class is first imported (QKeySequence's, QFileDialog's…).
if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence

    from narrator_app.ui.archive_window import IndexBuilder
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.day_panel import DayPanel
    from narrator_app.ui.night_panel import NightPanel
    from narrator_app.ui.public_window import PublicWindow
    from narrator_app.ui.recovery import OfferFinder
    from narrator_app.ui.table_life import RedealDialog


def act_key(window: QWidget, name: str, keys, slot) -> QAction:
    """A window-wide key without a menu entry (the desk's keys, see shortcuts.py)."""
    from PySide6.QtGui import QAction, QKeySequence

    a = QAction(window)
    a.setObjectName(name)
    a.setShortcuts([QKeySequence(k) for k in ([keys] if isinstance(keys, str) else keys)])
    a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    a.triggered.connect(lambda: slot())
    window.addAction(a)
    return a


def default_data_dir() -> Path:
    """The user data folder of the app (autosaves live in ``autosave/`` under it):
    :func:`engine.folders.user_data_folder`."""
    from narrator_app.engine import user_data_folder

    return user_data_folder()


def _own_data_folder(folder: Path) -> None:
    """The app's own data folder holds the roles: owner-only (0700), also when an older
    version made it world-readable. A failure is left to the autosave to report."""
    from narrator_app.engine import ensure_private_dir

    try:
        ensure_private_dir(folder)
    except OSError:
        pass


class PageStack(QStackedWidget):
    """A stack whose least size is its current page's, not the largest of all its pages
    (QStackedWidget's): the night checklist, built once and kept, does not hold the day's
    column — and the window's least height — at its own (issue 23: the window grew past a
    1280×720 screen)."""

    def __init__(self) -> None:
        super().__init__()
        self.currentChanged.connect(lambda _i: self.updateGeometry())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        page = self.currentWidget()
        if page is None:
            return super().minimumSizeHint()
        return page.minimumSizeHint().expandedTo(page.minimumSize())


def menu_text(text: str, keys: QKeySequence, direction: Qt.LayoutDirection) -> str:
    """An action's menu text: ``text`` as it is, except in a right-to-left menu whose key
    sequence ends in a mark («Ctrl+,»): there the keys follow a tab, closed by a
    left-to-right mark, which the menu shows in the shortcut's place (QMenu shows what
    follows a tab instead of the action's shortcut), so the comma stays after «Ctrl+»
    (WF32-6: «,Ctrl+» before); the shortcut itself is unchanged."""
    from PySide6.QtGui import QKeySequence

    shown = keys.toString(QKeySequence.SequenceFormat.NativeText)
    if (direction != Qt.LayoutDirection.RightToLeft or not shown
            or shown[-1].isalnum()):
        return text
    return f"{text}\t{shown}\u200e"


def _delete_now(widget: QWidget) -> None:
    """Delete ``widget``'s C++ object now, unless Qt already did."""
    import shiboken6

    if shiboken6.isValid(widget):
        shiboken6.delete(widget)


class MainWindow(QMainWindow):
    """The narrator's window over one :class:`GameController`.

    Args:
        controller: the controller (tests pass one with ``data_dir=tmp_path``); a new one
            over :func:`default_data_dir` when omitted.
        settings: the :class:`~narrator_app.ui.settings.Settings` for the New game dialog.
    """

    def __init__(
        self,
        controller: GameController | None = None,
        settings=None,
        parent: QWidget | None = None,
        settings_dir: Path | None = None,
        *,
        desk_later: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        # every label of the window and of the windows over it shows plain text: a
        # player's name is never rendered as HTML (texts.PLAIN_LABELS)
        self.setStyleSheet(PLAIN_LABELS)
        self.settings = settings
        #: Where the settings are saved after the New game dialog (None: the app's folder).
        self.settings_dir = settings_dir
        # The New game dialog's table as typed when it was last closed without a game
        # (``NewGameDialog.draft``; None after a game started from it): TB30-1.
        self.new_game_draft: dict | None = None
        #: The folder last used by the open/save dialogs (also in ``settings.last_folder``).
        self._last_folder = ""
        self.hide_roles = False
        #: The public display (a second top-level window), once opened.
        self.public_window: PublicWindow | None = None
        self.shortcut_sheet = None
        self.settings_dialog = None
        #: The damaged autosaves found by the last offer, and the file chosen in it.
        self.damaged_autosaves: list = []
        self.chosen_resume = None
        #: The archive window, once opened.
        self.archive_window = None
        #: The box that says the club's scenario folder where it could not be opened.
        self.scenario_folder_box: QWidget | None = None
        #: The worker reading many unindexed autosaves for the resume offer (while it runs).
        self.offer_finder: OfferFinder | None = None
        #: The worker building the archive index again after it was found damaged.
        self.index_rebuild: IndexBuilder | None = None
        # a status-bar message and the state it was said about (_drop_stale_message)
        self._message_state: tuple[str, object] = ("", None)
        # the controller's last refusal in the status bar, dropped once the choice it was
        # about is replaced (_drop_refusal); "" after a file's news
        self._refusal_said = ""
        # the frame drawn once the window is first shown, checked then (keep_on_screen)
        self._frame_check = QTimer(self)
        self._frame_check.setSingleShot(True)
        self._frame_check.setInterval(self.FRAME_CHECK_MS)
        self._frame_check.timeout.connect(self.keep_on_screen)
        #: ``ask_quit(title, text) -> bool``: the question before quitting mid-game
        #: (:meth:`may_quit`); the default shows a box whose «Stay» is the default answer,
        #: tests replace it (as the controller's ``confirm``) or answer the box.
        self.ask_quit: Callable[[str, str], bool] = self._ask_quit_with_dialog
        #: ``ask_save_quit(title, text) -> True | False | None``: the question before
        #: quitting while the narrator's own file lacks the last moves (:meth:`may_quit`):
        #: True «Save» (the default), False «Quit without saving», None «Stay» (Esc);
        #: tests replace it or answer the box.
        self.ask_save_quit: Callable[[str, str], bool | None] = (
            self._ask_save_quit_with_dialog)
        #: True while the Quit action closes the window (:meth:`quit_asking`).
        self._quitting = False
        #: True once the desk is built (:meth:`build_desk`): the controller, the panels,
        #: the menus and the keys.
        self.desk_built = False
        self._given_controller = controller
        if desk_later:
            self._frame_only()
        else:
            self.build_desk()

    def _frame_only(self) -> None:
        """The window before its desk (``desk_later``): its title and one line in its
        middle, at the size and place the desk will have. The start path shows it, and
        builds the desk once it has painted (``cli._when_painted``): the narrator sees the
        window as soon as a bare one would show, not after every panel is built (issue 25,
        ``first_paint_ratio``)."""
        note = QLabel(self.tr("Setting up the table…"))
        note.setObjectName("deskPending")
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        note.setStyleSheet("font-size: 14pt;")
        self.setCentralWidget(note)
        self.setWindowTitle(self.tr("Ravi"))
        self.fit_to_screen()  # its least size set too: the desk's layout will not raise it
        if self.settings is not None:
            self.restore_window_geometry()

    def build_desk(self, then: Callable[[], object] | None = None) -> None:
        """Build the desk: the controller over the data folder (its lock taken), the
        panels, the menus and toolbar, the keys, the settings' language, theme and font
        size; then show the controller's state, after ``then()`` when given (the start
        path opens a game file there: the desk's first paint shows it). Done by the
        constructor, or — for a window made with ``desk_later`` — once, when the start
        path calls it after the first paint; a second call does nothing."""
        if self.desk_built:
            return
        from narrator_app.ui.controller import GameController, lay_out_now

        framed = self.centralWidget() is not None  # made with desk_later: sized and placed
        controller, self._given_controller = self._given_controller, None
        if controller is None:
            _own_data_folder(default_data_dir())
        self.c = controller or GameController(default_data_dir(), self)
        self.c.dialog_parent = self
        # the frame stays on screen until the desk is whole: nothing of the desk is painted
        # half built (a blank window showed while the engine loaded, a narrator's trial)
        hold = framed and self.updatesEnabled()
        if framed:
            self._fit_frame()
        if hold:
            self.setUpdatesEnabled(False)
        try:
            self._build_desk(framed)
            if then is not None:
                then()
            if framed:
                lay_out_now()  # before its first paint: the whole desk, not a blank window
        finally:
            if hold:
                self.setUpdatesEnabled(True)  # the whole desk painted at once, laid out

    def _fit_frame(self) -> None:
        """Before the desk is built in the frame: the frame sized again with the window
        manager's frame and painted at its new size (not once the desk is up and the engine
        loading: a strip of the window left unpainted meanwhile), and a least size of the
        window's own set, so that Qt's layout never raises it (it would grow the shown
        window to the desk's; the desk's own, within the screen, follows its layout:
        :meth:`event`, :meth:`_cap_least_size`)."""
        size = self.size()
        self.keep_on_screen()
        if self.size() != size:
            self.repaint()
        self.setMinimumSize(self.minimumSize().expandedTo(QSize(1, 1)))

    def _build_desk(self, framed: bool) -> None:
        self._build()
        self._make_actions()
        # the notes on seats (a side tab), the ring's marks, its seats for a screen reader,
        # the role reference and the rules summary (table_extras.py, issue 23)
        from narrator_app.ui.shortcuts import KeyboardDriver
        from narrator_app.ui.table_extras import install_table_extras

        self.extras = install_table_extras(self)
        #: The desk's keys: seat numbers, Alt+n, Enter, PageDown, Esc (shortcuts.py).
        self.keys = KeyboardDriver(self)
        # keys a focused list or scroll area would take for itself: window shortcuts
        self.focus_step_action = act_key(self, "actionFocusStep", "PgDown", self.keys.focus_step)
        self.end_phase_action = act_key(self, "actionEndPhase", ["Ctrl+Return", "Ctrl+Enter"],
                                        self.keys.end_phase)
        self.retranslate()
        self.c.changed.connect(self.refresh)
        self.c.changed.connect(self._drop_stale_message)
        self.c.message.connect(self._said)
        self.c.refusal_withdrawn.connect(self._drop_refusal)
        self.c.save_failed.connect(self.show_save_failure)
        self.c.save_ok.connect(self.clear_save_failure)
        self._ask_with_dialogs()
        if not framed:
            self.fit_to_screen()
        self.desk_built = True
        self._apply_settings(restore_geometry=not framed)
        self.refresh()

    def _ask_with_dialogs(self) -> None:
        #: ``ask_resume(entry) -> bool``: the resume offer at start (recovery.py); tests
        #: replace it so nothing blocks.
        from narrator_app.ui.recovery import ask_recover_with_dialog, ask_resume_with_dialog
        from narrator_app.ui.session_end import closed_normally

        self.ask_resume = lambda entry: ask_resume_with_dialog(
            self, entry, self.c.lang, self.damaged_autosaves,
            closed_normally(self.c.data_dir, entry))
        #: ``ask_recover(damaged) -> Path | None``: the offer when only damaged autosaves
        #: are left (their reasons, their last good states; recovery.py).
        self.ask_recover = lambda damaged: ask_recover_with_dialog(self, damaged, self.c.lang)

    def _apply_settings(self, restore_geometry: bool) -> None:
        """The settings' language, theme and font size for the controller too, and (with
        ``restore_geometry``) the window's last size and place; a damaged settings file said
        in the status bar; the banner of a data folder another Ravi holds."""
        settings = self.settings
        if settings is not None:
            from narrator_app.ui.app import apply_preferences

            apply_preferences(settings, self.c)  # language, theme, font size
            if restore_geometry:
                self.restore_window_geometry()
            if getattr(settings, "load_problem", None):  # a damaged settings.json, moved aside
                self.statusBar().showMessage(fill(self.tr(
                    "The settings file was damaged and was moved aside (settings.json.bad); "
                    "the default settings are used. %1"), settings.load_problem))
        if self.c.read_only:  # another Ravi holds the data folder: view and export only
            from narrator_app.ui.recovery import make_alert_banner

            self.lock_banner, self.lock_banner_text = make_alert_banner("dataLockedBanner",
                                                                        "warning")
            # its own strip at the top of the desk's column, above the header (the central
            # widget is the desk/cover stack: a page added there is painted over the desk)
            cast(QVBoxLayout, self.desk.layout()).insertWidget(0, self.lock_banner)  # _build's
            self.lock_banner_text.setText(self.c.locked_text())
            self.lock_banner.setVisible(True)

    # --- building -----------------------------------------------------------------------
    def _build(self) -> None:
        """The desk's widgets, built from the top down: each box is put in its place before
        its own widgets are added to it, under a stack that is the window's child from the
        start (made the central widget last, when it is whole, as before). The same widgets
        in the same places and order as a box-by-box build, but Qt works out each widget's
        style, font and palette once as it is added, not again at every level its box is
        added at (a widget put under a new parent is re-styled with all it holds: built
        from the bottom up, each widget of the desk was re-styled six times, ≈ 40 % of the
        desk's build)."""
        from narrator_app.ui.announcement import AnnouncementBox
        from narrator_app.ui.log_panel import LogPanel
        from narrator_app.ui.privacy import DeskCover, WindowVeil
        from narrator_app.ui.recovery import make_alert_banner
        from narrator_app.ui.seat_ring import SeatRing
        from narrator_app.ui.table_life import SeatMenu
        from narrator_app.ui.timer_panel import TimerPanel
        from narrator_app.ui.trackers_panel import TrackersPanel
        from narrator_app.ui.wrap_label import WrapLabel

        # the privacy cover (F12) stands in the whole desk's place: every panel, banner and
        # label of the desk — and any added later — is hidden with it (privacy.py); the
        # stack is the window's own child (not yet its central widget) while the desk is
        # built in it
        self.desk_stack = QStackedWidget(self)
        self.desk_stack.setObjectName("deskStack")
        central = QWidget()
        self.desk_stack.addWidget(central)
        outer = QVBoxLayout(central)
        outer.setContentsMargins(6, 4, 6, 2)
        outer.setSpacing(4)

        # the header: the phase, the scenario and — once the game is over — the winner
        # banner, in a strip of fixed height: the banner never pushes the table down (the
        # ring keeps its size and every seat its place while the roles are read out)
        self.header = QWidget()
        self.header.setObjectName("deskHeader")
        header = QHBoxLayout(self.header)
        header.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.header)
        self.phase_label = QLabel()
        self.phase_label.setObjectName("phaseTitle")
        self.phase_label.setStyleSheet("font-size: 20pt; font-weight: bold;")
        header.addWidget(self.phase_label)
        self.scenario_label = QLabel()
        self.scenario_label.setObjectName("scenarioLabel")
        self.scenario_label.setStyleSheet("font-size: 12pt;")
        header.addWidget(self.scenario_label)

        from narrator_app.ui.fit_label import FitLabel

        # every winning seat with its name in the header's two lines: a smaller font when
        # they need more (18 seats of long names, issue 23)
        self.winner_banner = FitLabel(
            "font-size: {pt}pt; font-weight: bold; padding: 1px 6px; border: 3px double #1b1b1b;"
            "background: #ffe08a; color: #1b1b1b;",
            largest=12,
            least=8,
        )
        self.winner_banner.setObjectName("winnerBanner")
        self.winner_banner.setVisible(False)
        # a game whose scenario file changed since it was saved (it still replays): a
        # warning in the header's own height, never a strip that takes the table's rows (an
        # app update that rewrites a shipped scenario flags every older game: the trial's
        # 18 seats at 1280×720 lost a tracker card to the strip)
        self.scenario_banner, self.scenario_banner_text = make_alert_banner(
            "scenarioChangedBanner", "warning"
        )
        self.scenario_banner.setMaximumWidth(560)
        self.scenario_banner_text.setStyleSheet("font-size: 9pt;")
        cast(QHBoxLayout, self.scenario_banner.layout()).setContentsMargins(4, 1, 4, 1)
        header.addWidget(self.scenario_banner, 0)
        header.addWidget(self.winner_banner, 1)
        header.addStretch(0)
        self._fit_header()

        # a failed save or autosave: red, with an icon, until the next good save
        self.save_banner, self.save_banner_text = make_alert_banner("saveFailedBanner", "error")
        outer.addWidget(self.save_banner)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        outer.addWidget(self.splitter, 1)

        side = QWidget()
        self.splitter.addWidget(side)
        side_lay = QVBoxLayout(side)
        side_lay.setContentsMargins(0, 0, 0, 0)
        self.announcement = AnnouncementBox(self.c)
        side_lay.addWidget(self.announcement)
        self.stack = PageStack()
        side_lay.addWidget(self.stack, 1)
        self.empty_page = WrapLabel()
        self.empty_page.setWordWrap(True)
        self.empty_page.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack.addWidget(self.empty_page)
        # the night checklist and the day procedure: built when first shown (or asked for)
        self._night_panel: NightPanel | None = None
        self._day_panel: DayPanel | None = None
        self._night_tail: QWidget | None = None  # the night's last widget Tab reaches
        side.setMinimumWidth(380)

        self.ring = SeatRing()
        self.ring.seatClicked.connect(self._seat_clicked)
        # the seat's menu: «Leaves the table…» (table_life.py)
        self.seat_menu = SeatMenu(self.ring, self.c, self)
        self.splitter.addWidget(self.ring)

        column = QSplitter(Qt.Orientation.Vertical)
        column.setChildrenCollapsible(False)  # the log never shrinks to nothing
        self.splitter.addWidget(column)
        self.trackers = TrackersPanel(self.c)
        self.log_panel = LogPanel(self.c)
        self.c.line_words = self.log_panel.model.line_text  # the undo names what it takes back
        # the speaking round's timer (days only), over the trackers and the log
        self.timer_panel = TimerPanel(self.c)
        column.addWidget(self.timer_panel)
        # the trackers and the log: one box with two tabs under a timer of steady height,
        # so each shows a dozen lines at 1366×768 instead of three or four (decisions T30)
        from PySide6.QtWidgets import QTabWidget

        self.side_tabs = QTabWidget()
        self.side_tabs.setObjectName("sideTabs")
        self.side_tabs.setDocumentMode(True)
        column.addWidget(self.side_tabs)
        self.side_tabs.addTab(self.trackers, "")
        self.side_tabs.addTab(self.log_panel, "")
        self.side_tabs.tabBar().setStyleSheet("QTabBar::tab { font-weight: bold; }")
        self._tab_before_cover: int | None = None
        column.setStretchFactor(0, 0)
        column.setStretchFactor(1, 1)
        column.setSizes([300, 400])
        column.setMinimumWidth(260)

        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setStretchFactor(2, 0)
        self.splitter.setSizes([430, 620, 300])
        self.desk = central
        self.cover_page = DeskCover()
        self.desk_stack.addWidget(self.cover_page)
        self.setCentralWidget(self.desk_stack)
        self.timer_panel.ticked.connect(self._refresh_cover)
        # the «show this player» card: the desk goes under the cover before it opens and
        # stays there when it closes (the narrator lifts it with F12)
        self.announcement.cardOpening.connect(lambda: self.set_hide_roles(True))
        self.announcement.cardClosed.connect(self._card_closed)
        # windows of this app hidden by the cover, shown again when it is lifted; the veils
        # over those it cannot hide (a dialog in exec()), lifted with it
        self._hidden_by_cover: list[QWidget] = []
        self._veils: list[WindowVeil] = []
        self.statusBar().messageChanged.connect(self._status_changed)

    @property
    def night_panel(self) -> NightPanel:
        """The night checklist (night_panel.py), built the first time it is needed: a window
        without a game paints without it."""
        if self._night_panel is None:
            from narrator_app.ui.night_panel import NightPanel

            panel = self._night_panel = NightPanel(self.c)
            panel.hide_roles = self.hide_roles
            self.stack.insertWidget(1, panel)
            self._night_tail = self._keep_tab_order(panel, self.announcement)
            # the «show this player» card: the desk goes under the cover (see _build)
            panel.cardOpening.connect(lambda: self.set_hide_roles(True))
            panel.cardClosed.connect(self._card_closed)
            panel.targetsChanged.connect(self._update_ring_targets)
        return self._night_panel

    @property
    def day_panel(self) -> DayPanel:
        """The day procedure (day_panel.py), built the first time it is needed."""
        if self._day_panel is None:
            from narrator_app.ui.day_panel import DayPanel

            panel = self._day_panel = DayPanel(self.c)
            panel.unfinished_intro = self.timer_panel.unfinished_intro  # TB30-4
            # Capo's suspects defend before the gun's step is recorded: the timer's defence
            # round follows the procedure box's picks (CR38-20)
            self.timer_panel.pending_defense = panel.procedure.defenders
            panel.procedure.targetsChanged.connect(self.timer_panel.refresh)
            self.stack.insertWidget(1 + (self._night_panel is not None), panel)
            self._keep_tab_order(panel, self._night_panel or self.announcement)
            panel.targetsChanged.connect(self._update_ring_targets)
        return self._day_panel

    def _keep_tab_order(self, panel: QWidget, before: QWidget) -> QWidget | None:
        """Tab reaches a panel built late where it would had it been built with the window:
        its widgets right after those of ``before`` (the announcement box, then the night
        checklist, then the day procedure). Returns the panel's last widget Tab reaches."""

        def own_part(root: QWidget) -> list[QWidget]:
            # a widget's own stretch of the chain (itself, then its descendants), as built
            out: list[QWidget] = []
            w: QWidget | None = root
            while w is not None and (w is root or root.isAncestorOf(w)):  # (a chain: a cycle)
                if w.focusPolicy() & Qt.FocusPolicy.TabFocus:
                    out.append(w)
                w = w.nextInFocusChain()
            return out

        # the night checklist was moved into place: its own stretch is not where it stands
        anchor: QWidget | None
        if before is self.announcement:
            part = own_part(before)
            anchor = part[-1] if part else None
        else:
            anchor = self._night_tail
        moved = own_part(panel)
        if anchor is not None:
            for w in moved:
                QWidget.setTabOrder(anchor, w)
                anchor = w
        return moved[-1] if moved else anchor

    def _make_actions(self) -> None:
        from PySide6.QtGui import QAction, QKeySequence

        from narrator_app.ui.privacy import CoverKeys
        from narrator_app.ui.shortcuts import REDO_KEYS, save_as_key

        def act(name: str, text: str, slot, key=None, checkable=False) -> QAction:
            a = QAction(text, self)
            a.setObjectName(name)
            if key is not None:
                a.setShortcut(QKeySequence(key))
            a.setCheckable(checkable)
            a.triggered.connect(slot)
            self.addAction(a)
            return a

        self.new_action = act("actionNew", "", self.new_game, QKeySequence.StandardKey.New)
        self.open_action = act("actionOpen", "", self.open_game, QKeySequence.StandardKey.Open)
        self.save_action = act("actionSave", "", self.save_game, QKeySequence.StandardKey.Save)
        self.save_as_action = act("actionSaveAs", "", self.save_game_as,
                                  QKeySequence(save_as_key()))
        self.undo_action = act("actionUndo", "", self.c.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = act("actionRedo", "", self.c.redo, QKeySequence.StandardKey.Redo)
        redo_keys = [self.redo_action.shortcut(), *map(QKeySequence, REDO_KEYS)]  # shown: 1st
        self.redo_action.setShortcuts(list(dict.fromkeys(redo_keys)))
        # the privacy cover (F12, also Ctrl+H): one key hides every secret on screen
        self.hide_action = act(
            "actionHideRoles", "", self.set_hide_roles, QKeySequence("F12"), checkable=True
        )
        self.hide_action.setShortcuts([QKeySequence("F12"), QKeySequence("Ctrl+H")])
        # from any window of the app (a print preview, the archive): they are hidden too
        self.hide_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        # and from every window over this one, at any depth, also a dialog in exec()
        self._cover_keys = CoverKeys(self.hide_action, self._window_shown, self)
        self.privacy_action = self.hide_action
        self.public_action = act("actionPublicDisplay", "", self.open_public_display)
        for a in self.timer_panel.key_actions():
            self.addAction(a)
        self.house_rules_action = act("actionHouseRules", "", self.show_house_rules)
        self.print_rules_action = act("actionPrintRules", "", self.print_announced_rules)
        # Ctrl+P (the platform's Print key): the role cards, the open game's deal and names
        self.print_cards_action = act(
            "actionPrintCards", "", self.print_role_cards, QKeySequence.StandardKey.Print
        )
        self.print_sheet_action = act("actionPrintNightSheet", "", self.print_night_sheet)
        self.archive_action = act("actionArchive", "", self.open_archive)
        self.scenario_folder_action = act("actionScenarioFolder", "", self.open_scenario_folder)
        self.settings_action = act(
            "actionSettings", "", self.open_settings, QKeySequence.StandardKey.Preferences
        )
        if self.settings_action.shortcut().isEmpty():  # no platform key (Linux, Windows)
            self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.help_action = act(
            "actionShortcuts", "", self.show_shortcuts, QKeySequence.StandardKey.HelpContents
        )
        if self.help_action.shortcut().isEmpty():
            self.help_action.setShortcut(QKeySequence("F1"))
        self.quit_action = act("actionQuit", "", self.quit_asking,
                               QKeySequence.StandardKey.Quit)
        if self.quit_action.shortcut().isEmpty():  # no platform key (Windows)
            self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))

        game_menu = self.game_menu = self.menuBar().addMenu("")
        for a in (self.new_action, self.open_action, self.save_action, self.save_as_action,
                  self.archive_action):
            game_menu.addAction(a)
        game_menu.addSeparator()
        game_menu.addAction(self.print_cards_action)
        game_menu.addAction(self.print_sheet_action)
        game_menu.addSeparator()
        game_menu.addAction(self.house_rules_action)
        game_menu.addAction(self.print_rules_action)
        game_menu.addAction(self.scenario_folder_action)
        game_menu.addSeparator()
        game_menu.addAction(self.settings_action)
        game_menu.addSeparator()
        game_menu.addAction(self.quit_action)
        edit_menu = self.edit_menu = self.menuBar().addMenu("")
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        self.redeal_action = act("actionRedeal", "", self.correct_deal)
        edit_menu.addAction(self.redeal_action)
        view_menu = self.view_menu = self.menuBar().addMenu("")
        view_menu.addAction(self.hide_action)
        view_menu.addAction(self.public_action)
        help_menu = self.help_menu = self.menuBar().addMenu("")
        self.menu_keys = MenuKeys(self)
        help_menu.addAction(self.help_action)

        # the toolbar in the menu bar's row (its far corner), not a row of its own: the
        # desk keeps that height on a 1280×720 screen (issue 23)
        tb = self.toolbar = QToolBar(self)
        tb.setObjectName("mainToolBar")
        tb.setMovable(False)
        self.menuBar().setCornerWidget(tb, Qt.Corner.TopRightCorner)
        for action in (
            self.new_action,
            self.open_action,
            self.save_action,
            None,
            self.undo_action,
            self.redo_action,
            None,
            self.hide_action,
        ):
            if action is None:
                tb.addSeparator()
            else:
                tb.addAction(action)

    def retranslate(self) -> None:
        """Every fixed text of the window (at start and on ``QEvent.LanguageChange``); the
        panels re-set their own, and :meth:`refresh` renders the game in ``c.lang``."""
        self.scenario_banner_text.setText(
            self.tr(
                "Warning: this game's scenario file has changed since the game was saved. "
                "It still replays, but check the roles and rules."
            )
        )
        self.empty_page.setText(
            # another Ravi plays in this data folder: no new game here (a narrator's trial)
            self.tr("No game here. Another Ravi is playing in this data folder: open a saved "
                    "game (Ctrl+O) to view it.") if self.c.lock.locked
            else self.tr("No game yet. Start a new game (Ctrl+N) or open one."))
        self.side_tabs.setTabText(0, self.tr("Trackers"))
        self.side_tabs.setTabText(1, self.tr("Game log"))
        for action, text in (
            (self.new_action, self.tr("&New game…")),
            (self.open_action, self.tr("&Open…")),
            (self.save_action, self.tr("&Save")),
            (self.save_as_action, self.tr("Sa&ve as…")),
            (self.undo_action, self.tr("&Undo")),
            (self.redo_action, self.tr("&Redo")),
            (self.redeal_action, self.tr("Correct the &deal…")),
            (self.hide_action, self.tr("&Privacy cover")),
            (self.public_action, self.tr("P&ublic display")),
            (self.house_rules_action, self.tr("House &rules…")),
            (self.print_rules_action, self.tr("&Print rules announced before the game…")),
            (self.print_cards_action, self.tr("Print role &cards…")),
            (self.print_sheet_action, self.tr("Print night &sheet…")),
            (self.archive_action, self.tr("&Archive…")),
            (self.scenario_folder_action, self.tr("Club scenario &folder…")),
            (self.settings_action, self.tr("Se&ttings…")),
            (self.help_action, self.tr("&Keyboard shortcuts")),
            (self.quit_action, self.tr("&Quit")),
        ):
            action.setText(menu_text(text, action.shortcut(), self.layoutDirection()))
        self.hide_action.setToolTip(
            self.tr("Privacy cover (F12): hide roles, night choices and trackers")
        )
        self.public_action.setToolTip(
            self.tr("A second window for a TV or projector: public facts only")
        )
        self.archive_action.setToolTip(
            self.tr("The saved games: search by player, notes, replay a finished game")
        )
        self.scenario_folder_action.setToolTip(
            self.tr("Open the folder where the club's own scenario files go")
        )
        self.game_menu.setTitle(self.tr("&Game"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        # the English Alt keys in every language: a Persian title's «&» is a Persian letter
        self.menu_keys.follow([(self.game_menu, "&Game"), (self.edit_menu, "&Edit"),
                               (self.view_menu, "&View"), (self.help_menu, "&Help")])
        self.toolbar.setWindowTitle(self.tr("Main"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange and self.desk_built:
            self.retranslate()
            if self.c.state is not None:
                self.refresh()  # titles, ring and sentences in the new language
            self._rebuild_archive()
        super().changeEvent(event)

    def _rebuild_archive(self) -> None:
        """The archive (and its replays) hold no game: on a language switch it is built
        again in the new language, and shown again if it was open."""
        old = self.archive_window
        if old is None or getattr(old, "lang", self.c.lang) == self.c.lang:
            return
        shown = old.isVisible()
        self.archive_window = None
        old.close()
        old.deleteLater()
        if shown:
            self.open_archive()

    def childEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Every window opened over this one (a print preview, a dialog, the archive, the
        New game dialog running its own event loop) and over those, at any depth, takes the
        privacy cover's key too, so F12 works even while it blocks this window; the «show
        this player» card does not (it takes no key but a held Esc). See
        :class:`~narrator_app.ui.privacy.CoverKeys`."""
        if event.type() == QEvent.Type.ChildPolished:
            w = event.child()
            keys = getattr(self, "_cover_keys", None)  # from _make_actions on
            if keys is not None and isinstance(w, QWidget) and w.isWindow():
                keys.watch(w)
        super().childEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt name)
        """The keys no focused widget took: seat numbers, Alt+n, Enter, PageDown, Esc
        (none of them while the privacy cover is on: the desk they act on is hidden)."""
        if self.hide_roles:
            event.accept()
            return
        if self.desk_built and self.keys.key_press(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def show_shortcuts(self):
        """F1: the sheet of every key (stays open beside the window)."""
        from narrator_app.ui.shortcuts import ShortcutSheet

        if self.shortcut_sheet is None:
            self.shortcut_sheet = ShortcutSheet(self)
        if self.shortcut_sheet.isVisible():
            self.shortcut_sheet.raise_()
        else:
            self.shortcut_sheet.show()
        return self.shortcut_sheet

    def open_settings(self):
        """Language, theme and font size, applied live (settings_dialog.py); saved on close."""
        from narrator_app.ui.settings_dialog import SettingsDialog

        if self.settings is None:
            from narrator_app.ui.settings import Settings, default_folder

            self.settings = Settings.load(self.settings_dir or default_folder())
        if self.settings_dialog is None:
            self.settings_dialog = SettingsDialog(self.settings, self.c, self)
            self.settings_dialog.finished.connect(lambda _r: self._save_settings(self.settings))
        self.settings_dialog.open()
        return self.settings_dialog

    # The size the desk is laid out for (the README's laptop); the smallest supported
    # screen is 1280×720, where the window fits (docs/decisions.md T18).
    DESK_SIZE = (1366, 768)
    SMALLEST_SCREEN = (1280, 720)

    #: The frame a window manager adds around the window (borders, title bar) in px, taken
    #: while the window has none yet (before it is first shown): what a desktop's title bar
    #: and borders need, so that the first window is whole on screen.
    FRAME_GUESS = (8, 38)
    #: How long after its first show the window's frame is checked (ms, keep_on_screen).
    FRAME_CHECK_MS = 200

    def _frame(self) -> tuple[int, int]:
        """The window manager's frame (width, height) in px: measured once the window has
        one, else :data:`FRAME_GUESS`."""
        fw = self.frameGeometry().width() - self.geometry().width()
        fh = self.frameGeometry().height() - self.geometry().height()
        return (fw, fh) if fw > 0 or fh > 0 else self.FRAME_GUESS

    def _own_screen(self):
        """The screen the window is on (its native window's), else the primary one: a window
        not shown yet has no native window. Asked through the widget (``QWidget.screen``),
        PySide makes the app's one ``QScreen`` wrapper the widget's child, and a widget
        collected in a cycle takes the screen with it (the players' display did: CF49-10)."""
        handle = self.windowHandle()
        return (handle.screen() if handle is not None else None) or QApplication.primaryScreen()

    def fit_to_screen(self, available: QRect | None = None) -> None:
        """Open at 1366×768, or smaller where the screen is: the window with its frame
        (title bar and borders, :meth:`_frame`) within ``available`` — the screen's available
        geometry (without panels and docks; the window's screen by default) — and placed
        in its middle, so that the whole window, status bar included, is on screen."""
        if available is None:
            screen = self._own_screen()
            available = screen.availableGeometry() if screen is not None else None
        w, h = self.DESK_SIZE
        if available is not None and available.isValid():
            frame_w, frame_h = self._frame()
            w = min(w, available.width() - frame_w)
            h = min(h, available.height() - frame_h)
            #: The most the window's least size may reach (px): the screen's available
            #: geometry less the frame (_cap_least_size).
            self._size_budget = (available.width() - frame_w, available.height() - frame_h)
            self._cap_least_size()
            self.resize(w, h)
            self._fitted_size, self._fitted_frame = (w, h), (frame_w, frame_h)
            self.move(available.left() + max((available.width() - w - frame_w) // 2, 0),
                      available.top() + max((available.height() - h - frame_h) // 2, 0))
            return
        self.resize(w, h)

    def _cap_least_size(self) -> None:
        """The window's least size is what its widgets need (its layout's minimum), never
        more than the screen's available geometry less the frame: no panel whose text
        grows (a wrapped line, a longer list) can push the window — and the status bar at
        its foot — past the screen's edge (issue 23). The panels are laid out to need less
        than a 1280×720 screen gives at every phase (tests/ui/test_window_budget.py); this
        cap holds should one not."""
        budget = getattr(self, "_size_budget", None)
        if budget is None or min(budget) <= 0:
            return
        need = self.minimumSizeHint()
        if need.isEmpty():  # a layout not worked out yet (a desk just built) says nothing
            return
        least = (min(need.width(), budget[0]), min(need.height(), budget[1]))
        if (self.minimumWidth(), self.minimumHeight()) != least:
            # set explicitly: Qt's layout no longer raises it by itself (event())
            self.setMinimumSize(*least)

    def event(self, ev: QEvent) -> bool:  # noqa: D102 - Qt override
        done = super().event(ev)
        if ev.type() == QEvent.Type.LayoutRequest:  # a widget's least size changed
            self._cap_least_size()
        return done

    def keep_on_screen(self) -> None:
        """Size the window :meth:`fit_to_screen` sized again once the window manager has
        framed it, with the frame it drew (larger or smaller than the guess), or bring it
        back within the screen's available geometry where it sticks out. A window given
        its size and place by the settings (the last session's) is only moved back within
        the screen where its frame sticks out (a window manager may put it back a few px
        lower than it was: a narrator's trial saw its foot 5 px under the screen's edge),
        never resized. A window without a frame (no window manager), sized since (by the
        user or a test), maximised or full screen is left alone."""
        screen = self._own_screen()
        framed = self.frameGeometry() != self.geometry()  # a window manager framed it
        fitted = getattr(self, "_fitted_size", None) == (self.width(), self.height())
        restored = getattr(self, "_restored_size", None) == (self.width(), self.height())
        if (screen is None or not framed or not (fitted or restored) or self.isMaximized()
                or self.isFullScreen()):
            return
        available = screen.availableGeometry()
        if not fitted:  # the settings' size and place: moved back within, never resized
            if available.isValid() and not available.contains(self.frameGeometry()):
                keep_within(self, available)
            return
        guessed = getattr(self, "_fitted_frame", None) != self._frame()
        if available.isValid() and (guessed or not available.contains(self.frameGeometry())):
            self.fit_to_screen(available)  # with the frame the window manager drew

    def showEvent(self, ev) -> None:  # noqa: N802 - Qt override
        super().showEvent(ev)
        if not getattr(self, "_shown_once", False):
            self._shown_once = True
            # the window manager frames the window after it is shown: check it then
            self._frame_check.start()

    def frame_check_pending(self) -> bool:
        """True from the first show until :meth:`keep_on_screen` has run
        (:data:`FRAME_CHECK_MS` after it): a window sized before then may be sized again."""
        return self._frame_check.isActive()

    def restore_window_geometry(self) -> None:
        """The size and place the window had when it was last closed (Settings)."""
        raw = getattr(self.settings, "window_geometry", "")
        if raw and raw.isascii():
            from PySide6.QtCore import QByteArray

            if self.restoreGeometry(QByteArray.fromBase64(raw.encode("ascii"))):
                # kept within the screen once framed (keep_on_screen), never resized
                self._restored_size = (self.width(), self.height())

    def save_window_geometry(self) -> None:
        if self.settings is not None:
            self.settings.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode(
                "ascii")

    # --- refresh ------------------------------------------------------------------------
    def refresh(self) -> None:
        """Show the controller's current state everywhere (after every change). The ring's
        targets are worked out once, at the end, not again for each panel that refreshes."""
        self._refreshing = True
        try:
            self._refresh_all()
        finally:
            self._refreshing = False
        self._update_ring_targets()
        if self._night_panel is not None and self._active_panel() is self._night_panel:
            self._night_panel.settle()

    def _refresh_all(self) -> None:
        from narrator_app.ui import collector

        collector.game_changed(self.c.game)  # another game: collected once, here (PL25-10)
        st, lang = self.c.state, self.c.lang
        self.ring.set_language(lang)
        if st is None or st.phase == "setup":
            self.phase_label.setText(phase_title("setup", 0, lang))
            self.scenario_label.setText("")
            self.stack.setCurrentWidget(self.empty_page)
            self.ring.set_seats([])
            self.ring.set_center_text("")
            self.setWindowTitle(self.tr("Ravi"))
        else:
            from narrator_app.engine import (
                ring_tokens,
                role_token_words,
                seat_roles,
                standing_marks,
                token_words,
            )
            from narrator_app.ui.seat_ring import SeatView

            title = game_title(st.phase, st.number, st.winner, lang, st.scenario)
            self.phase_label.setText(title)
            scenario = self.c.scenario
            assert scenario is not None  # a state: a game is on
            self.scenario_label.setText(getattr(scenario.name, lang))
            saved = self.c.saved_file()
            self.setWindowTitle(
                f"{title} — {saved.name}[*] — {self.tr('Ravi')}" if saved is not None
                else f"{title} — {self.tr('Ravi')}"
            )
            # the narrator's file no longer holds every action: «*» after its name (Qt)
            self.setWindowModified(self.c.unsaved())
            night = st.phase in ("night", "intro_night")
            early = night and self.stack.currentWidget() is not self._night_panel
            if early:
                # a new night: its rows and picker made while the checklist is out of sight
                # (each row's parts shown or hidden without a layout or a paint of their
                # own), then put in front, laid out and painted once (PL25-8)
                self.night_panel.refresh()
            self.stack.setCurrentWidget(self.night_panel if night else self.day_panel)
            # tonight's tokens, a mark two roles put named by whose it is (ring_tokens)
            tokens = ring_tokens(st)
            # the scenario's words (a frozen model) worked out once a scenario and language,
            # not on every action (PL25-7)
            words = getattr(self, "_scenario_words", None)
            if (words is None or words[0] is not scenario or words[1] != lang
                    or words[4] is not st.rules):  # a game's rules: a role's token (HR107-1)
                fresh: dict[str | None, str] = {}
                said = token_words(scenario, lang) | role_token_words(scenario, lang, st.rules)
                words = self._scenario_words = (scenario, lang, said, fresh, st.rules)
            names_of = words[3]
            # the role the engine says each seat shows now (a player bought tonight: his
            # new card from the team's step on, not from the morning)
            roles = seat_roles(st)
            for role in roles.values():
                if role not in names_of:
                    names_of[role] = role_name(scenario, role, lang)
            self.ring.token_words = words[2]
            self.ring.standing = {seat: frozenset(marks)
                                  for seat, marks in standing_marks(st).items()}
            self.ring.set_seats(
                [
                    SeatView(
                        p.seat,
                        p.name,
                        names_of[roles[p.seat]],
                        # under the privacy cover a half-dead player shows as out
                        "dead" if self.hide_roles and p.status == "half_dead" else p.status,
                        tokens.get(p.seat, []),
                    )
                    for p in st.players
                ]
            )
            self.ring.set_center_text(title)
            if not early:
                self.night_panel.refresh()
            if self._day_panel is not None:
                self._day_panel.refresh()
        self.announcement.refresh()
        self.trackers.refresh()
        self.log_panel.refresh()
        self.timer_panel.refresh()
        self._refresh_banner()
        self._apply_cover()
        changed = bool(getattr(self.c.game, "scenario_changed", False))
        self.scenario_banner.setVisible(changed)
        # beside the winner banner the warning keeps its icon and says its sentence as a tip:
        # the winning seats' two lines need the header's width
        over = self.c.state is not None and self.c.state.winner is not None
        self.scenario_banner_text.setVisible(changed and not over)
        self.scenario_banner.setToolTip(self.scenario_banner_text.text() if over else "")
        self._update_actions()

    def _refresh_banner(self) -> None:
        st = self.c.state
        if st is None or st.winner is None:
            self.winner_banner.setVisible(False)
            self.winner_banner.setText("")
            return
        from narrator_app.engine import chosen_sides

        # an independent who won with the side he chose is named apart, in the trackers'
        # words («independent, playing with the city»), not as one of the side (issue 23)
        chosen = {s: side for s, side in chosen_sides(st).items() if s in st.winning_seats}
        text = para_mark(self.c.lang) + game_over_line(  # the language's direction (CF80-43)
            st.winner, st.scenario,
            seats_list([s for s in st.winning_seats if s not in chosen], self.c.names,
                       self.c.lang),
            self.c.lang,
        )
        for seat, side in chosen.items():
            text += ". " + fill(self.tr("With them %1: %2."),
                               seats_list([seat], self.c.names, self.c.lang),
                               chosen_side_words(side))
        self.winner_banner.setText(text)
        self.winner_banner.setVisible(True)
        self.winner_banner.setToolTip(self.winner_banner.text())

    def _fit_header(self) -> None:
        """The header's one height, banner or not: the phase title's line, or the banner's
        two lines (12 pt) where that is taller."""
        banner = self.winner_banner
        banner.ensurePolished()
        lines = 2 * banner.fontMetrics().lineSpacing() + 2 + 6 + 2  # padding, border, margin
        self.phase_label.ensurePolished()
        title = self.phase_label.sizeHint().height()
        banner.setFixedHeight(max(lines, title))
        self.header.setFixedHeight(max(lines, title))

    def _active_panel(self):
        w = self.stack.currentWidget()
        return w if w is not None and (w is self._night_panel or w is self._day_panel) else None

    def _update_ring_targets(self) -> None:
        if getattr(self, "_refreshing", False):
            return  # refresh() does it once at its end
        extras = getattr(self, "extras", None)
        if extras is not None:  # a nominee picked ends the speaking turn's mark
            extras.refresh_marks()
        panel = self._active_panel()
        if panel is None or self.c.state is None or self.hide_roles:
            self.ring.set_targets(None)
            return
        targets, picked = panel.ring_targets()
        ordered = getattr(panel, "picks_ordered", lambda: True)()  # the day's: not its votes
        self.ring.set_targets(targets, picked, ordered)

    def _update_actions(self) -> None:
        has, acting = self.c.state is not None, not self.c.read_only
        # under the privacy cover the game is not changed unseen: undo and redo wait for
        # the desk, like the phase's end (a narrator's trial found undo enabled there)
        seen = not self.hide_roles
        self.undo_action.setEnabled(acting and seen and self.c.can_undo())
        self.redo_action.setEnabled(acting and seen and self.c.can_redo())
        self.save_action.setEnabled(has and self.c.files_available())
        self.save_as_action.setEnabled(has and self.c.files_available())
        self.open_action.setEnabled(self.c.files_available())
        # under the privacy cover nothing that shows roles or the deal opens
        open_ok = not self.hide_roles
        # a game open to view only does not stop a new game; another Ravi holding the folder does
        self.new_action.setEnabled(not self.c.lock.locked and open_ok)
        self.archive_action.setEnabled(open_ok)
        self.print_cards_action.setEnabled(open_ok)
        self.print_sheet_action.setEnabled(open_ok)
        self.house_rules_action.setEnabled(open_ok and self.c.game is not None)
        self.print_rules_action.setEnabled(open_ok and self.c.game is not None)
        self.focus_step_action.setEnabled(open_ok)
        self.end_phase_action.setEnabled(open_ok)
        # «Correct the deal…» changes the game: not where it cannot be acted on (it was
        # enabled in a second window and did nothing: a narrator's check)
        self.redeal_action.setEnabled(open_ok and acting and self.c.game is not None)

    def _seat_clicked(self, seat: int) -> None:
        """A seat clicked on the ring (or typed): the panel in front takes it as a pick. A
        game that cannot be acted on takes no picks: its reason is said once, in the status
        bar (a picked seat was shown, and a day's nominee row made, in a second window)."""
        if self.c.read_only:
            self.show_message(self.c.read_only_text())
            return
        panel = self._active_panel()
        if panel is not None:
            panel.seat_clicked(seat)

    def _seat_typed(self, seat: int) -> None:
        """A seat's number typed at the table (``shortcuts.KeyboardDriver``): as a click,
        but at a vote the panel sends it to the seat's count box (``DayPanel.seat_typed``)."""
        if self.c.read_only:
            self.show_message(self.c.read_only_text())
            return
        panel = self._active_panel()
        if panel is not None:
            getattr(panel, "seat_typed", panel.seat_clicked)(seat)

    def show_message(self, text: str) -> None:
        """A refusal or file message in the status bar for 15 s (dropped under the cover)."""
        if self.hide_roles:
            return
        self.statusBar().showMessage(text, 15000)
        # the state it was said about: once the game has moved on (an action, an undo), a
        # refusal of an earlier choice no longer applies (_drop_stale_message)
        self._message_state = (text, self.c.state)

    def _said(self, text: str) -> None:
        """The controller's sentence (``message``) in the status bar; a refusal, not a
        file's news (``reporting``), is kept to be dropped by :meth:`_drop_refusal`."""
        self.show_message(text)
        self._refusal_said = "" if self.c.reporting else text

    def _drop_refusal(self) -> None:
        """The choice the refusal in the status bar was about is replaced
        (``refusal_withdrawn``): the refusal goes (another message stays)."""
        said, self._refusal_said = self._refusal_said, ""
        if said and self.statusBar().currentMessage() == said:
            self.statusBar().clearMessage()

    def _drop_stale_message(self) -> None:
        text, state = self._message_state
        if text and state is not None and self.c.state is not state:
            if self.statusBar().currentMessage() == text:
                self.statusBar().clearMessage()
            self._message_state = ("", None)

    def _status_changed(self, text: str) -> None:
        if text and self.hide_roles:  # anything written there while covered is wiped
            self.statusBar().clearMessage()

    def show_save_failure(self, text: str) -> None:
        """A save failed: the red banner stays until the next good save."""
        self.save_banner_text.setText(
            fill(self.tr("%1 — the game goes on in memory; free some space or save elsewhere."),
                 text)
        )
        self.save_banner.setVisible(True)

    def clear_save_failure(self) -> None:
        self.save_banner.setVisible(False)
        self.save_banner_text.setText("")

    # --- saved games --------------------------------------------------------------------
    def offer_resume(self) -> bool:
        """At start: offer to resume the newest unfinished autosaved game (``ask_resume``);
        True when it was resumed. Older unfinished games are listed in the archive.

        When many autosaves are not yet in the archive index (a first start over many saved
        games, an index set aside as damaged), they are read on a worker thread
        (:class:`~narrator_app.ui.recovery.OfferFinder`, progress in the status bar) and the
        offer is made once they are: False is returned at once, :meth:`resume_pending` is
        True until then, and the window stays responsive meanwhile."""
        from narrator_app.ui.recovery import READ_AT_START, resume_offer

        if self.c.read_only:  # another instance plays these games
            return False
        if self.offer_finder is not None:  # already being looked for
            return False
        problems: list = []
        # no game is open yet: the record of autosaves written can go once compared
        found = resume_offer(self.c.data_dir, READ_AT_START, problems=problems,
                             forget_written=self.c.game is None)
        self._index_troubles(problems)
        if found is None:
            self._find_offer_in_background()
            return False
        return self._offer(*found)

    def _index_troubles(self, problems: list) -> None:
        """The archive index could not be used for the offer: said in the status bar; a
        damaged one (set aside) is built again on a worker thread
        (:class:`~narrator_app.ui.archive_window.IndexBuilder`)."""
        from narrator_app.ui.recovery import index_trouble_text

        # an index that cannot be created at all (a read-only data folder) is not news here
        problems = [p for p in problems if p.kind != "unusable"]
        if not problems:
            return
        self.statusBar().showMessage(index_trouble_text(problems[-1]))
        if self.index_rebuild is None and any(p.moved_to is not None for p in problems):
            from narrator_app.engine import index_path
            from narrator_app.ui.archive_window import IndexBuilder

            self.index_rebuild = IndexBuilder(index_path(self.c.data_dir),
                                              [Path(self.c.data_dir) / "autosave"], self)
            self.index_rebuild.finished.connect(self._index_rebuilt)
            from PySide6.QtCore import QThread

            self.index_rebuild.start(QThread.Priority.LowPriority)

    def _index_rebuilt(self) -> None:
        builder, self.index_rebuild = self.index_rebuild, None
        if builder is not None:
            builder.wait()
            builder.deleteLater()

    def resume_pending(self) -> bool:
        """True while the autosaves are being read for the resume offer (on a worker thread);
        the offer is made when they are."""
        return self.offer_finder is not None

    def _find_offer_in_background(self) -> None:
        from narrator_app.ui.recovery import OfferFinder

        # the status bar says «Reading saved games: 0 of N» from the worker's first progress
        self.offer_finder = OfferFinder(self.c.data_dir, self)
        # slots of the window: called on the GUI thread (queued from the worker's signals)
        self.offer_finder.progressed.connect(self._offer_progress)
        self.offer_finder.finished.connect(self._found_offer)
        from PySide6.QtCore import QThread

        self.offer_finder.start(QThread.Priority.LowPriority)

    def _offer_progress(self, done: int, total: int) -> None:
        from narrator_app.ui.recovery import reading_text

        if self.offer_finder is not None and (done % 25 == 0 or done == total):
            self.statusBar().showMessage(reading_text(done, total, self.c.lang))

    def _found_offer(self) -> None:
        """The worker has read the autosaves: the offer, as :meth:`offer_resume` makes it
        (nothing once the window is closing)."""
        finder, self.offer_finder = self.offer_finder, None
        if finder is None:
            return
        finder.wait()
        finder.deleteLater()
        self.statusBar().clearMessage()
        self._index_troubles(finder.problems)
        if finder.offer is not None:
            self._offer_when_free(finder.offer)

    def _offer_when_free(self, offer: tuple) -> None:
        """The offer found on the worker, made once no dialog is open: a New game being
        filled in, a file being chosen or the settings are never covered by it (checked
        again every 300 ms). Dropped when a game was started or opened meanwhile (the
        unfinished game stays in the archive) or the window is closing."""
        if self.c.game is not None or not self.isVisible():
            return
        if QApplication.activeModalWidget() is not None:
            QTimer.singleShot(300, self, lambda: self._offer_when_free(offer))
            return
        self._offer(*offer)

    def _offer(self, entry, damaged: list) -> bool:
        from narrator_app.ui.recovery import open_offered

        self.damaged_autosaves = damaged
        if self.c.game is not None:
            return False
        self.chosen_resume = None
        if entry is None:  # only damaged autosaves: offered with their reasons
            path = self.ask_recover(self.damaged_autosaves) if self.damaged_autosaves else None
            return path is not None and open_offered(self.c, path, self.damaged_autosaves)
        if not self.ask_resume(entry):
            return False
        # a damaged autosave's last good state opens as a copy (recovery.open_offered); the
        # game itself from the narrator's own file when that holds the very record of the
        # autosave (saved, nothing played after): its name in the title, Save writes to it
        mine = None
        if self.chosen_resume is None or self.chosen_resume == entry.path:
            from narrator_app.ui.session_end import narrator_file

            mine = narrator_file(self.c.data_dir, entry)
            if mine is not None and mine.whole and self.c.open_from(mine.path):
                return True  # else (gone since) the autosave, as below
        opened = open_offered(self.c, self.chosen_resume or entry, self.damaged_autosaves)
        if opened and mine is not None and not mine.whole and self.c.saved_file() is None:
            # played on after the save: the autosave opens, the file is still his (UX40-5)
            self.c.keep_file(mine.path, mine.holds)
        return opened

    def open_archive(self):
        """The archive window (saved games, search, notes, replay)."""
        from narrator_app.ui.archive_window import ArchiveWindow

        if self.archive_window is None:
            self.archive_window = ArchiveWindow(self.c, self.settings, self.settings_dir, self)
        self.archive_window.reload()
        self.archive_window.show()
        self.archive_window.raise_()
        return self.archive_window

    def open_scenario_folder(self) -> Any:
        """«Club scenario folder…»: the club's scenario folder of the user data folder
        (:func:`engine.folders.user_scenarios_folder`, made if missing) opened in the
        system's file manager. Where it cannot be made or opened, a box over the window
        (a ``QMessageBox``, window-modal, never blocking; returned) says its path to copy.
        None when opened."""
        from PySide6.QtCore import QUrl
        from PySide6.QtGui import QDesktopServices
        from PySide6.QtWidgets import QMessageBox

        from narrator_app.engine import user_scenarios_folder

        folder = user_scenarios_folder()
        try:
            user_scenarios_folder(make=True)
        except OSError:
            opened = False
        else:
            opened = QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
        if opened:
            return None
        box = self.scenario_folder_box = QMessageBox(
            QMessageBox.Icon.Information, self.tr("Club scenario folder"),
            fill(self.tr("The club's own scenario files go in this folder (it could not be "
                         "opened here):\n%1"), path_text(str(folder))),
            QMessageBox.StandardButton.Ok, self)
        box.setObjectName("scenarioFolderBox")
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()
        return box

    # --- actions ------------------------------------------------------------------------
    def correct_deal(self) -> RedealDialog | None:
        """«Correct the deal…»: the dialog, window-modal (never blocking); None without a
        game or under the privacy cover (it shows every role)."""
        if self.c.game is None or self.hide_roles or self.c.read_only:
            return None
        from narrator_app.ui.table_life import RedealDialog

        dlg = self.redeal_dialog = RedealDialog(self.c, self)
        dlg.setWindowModality(Qt.WindowModality.WindowModal)
        dlg.open()
        return dlg

    def set_hide_roles(self, hide: bool) -> None:
        """The privacy cover (F12 / Ctrl+H): hide the whole desk, or show it again.

        Covered, the central area shows only :class:`~narrator_app.ui.privacy.DeskCover`
        (the phase title and the speaking clock), the status bar is emptied and hidden,
        tooltips are put away, the app's other windows (print previews, the archive, dialogs
        — all but the public display and the «show this player» card) are hidden until the
        cover is lifted (a dialog running its own event loop, such as the New game dialog,
        is veiled instead: :class:`~narrator_app.ui.privacy.WindowVeil`; a window opened
        under the cover is covered at once), the actions that would open roles or the deal
        are disabled and the desk's keys do nothing. The ring, the log and the night
        checklist also drop their secrets (roles, tokens, half-dead, private lines) as a
        second line of defence."""
        self.hide_roles = bool(hide)
        if self.hide_action.isChecked() != self.hide_roles:
            self.hide_action.setChecked(self.hide_roles)
        self.ring.set_hide_roles(self.hide_roles)
        tabs = self.side_tabs
        if self.hide_roles and tabs.isTabVisible(0):  # the trackers' tab goes away
            self._tab_before_cover = tabs.currentIndex()
            tabs.setTabVisible(0, False)
        elif not self.hide_roles and not tabs.isTabVisible(0):
            tabs.setTabVisible(0, True)
            tabs.setCurrentIndex(self._tab_before_cover or 0)
        self.log_panel.set_show_private(not self.hide_roles)
        if self._night_panel is not None:  # else it is built with the window's setting
            self._night_panel.hide_roles = self.hide_roles
        if self.hide_roles:
            self.statusBar().clearMessage()
            QToolTip.hideText()
            self._hide_other_windows()
        self.statusBar().setVisible(not self.hide_roles)
        self.refresh()
        if not self.hide_roles:
            self._show_other_windows()
            if self.player_card_open():  # behind the desk now, its secret still up
                self.statusBar().showMessage(self.tr(
                    "A card shown to a player is still open behind the desk: its button brings "
                    "it back; hold Esc on it or use its close button to close it."), 15000)

    def _card_closed(self) -> None:
        """The «show this player» card closed: the desk stays under the privacy cover and
        comes back to the front with the keyboard once the card is gone (the window system
        gave the front to the next window, the public display, which hid the checklist: a
        narrator's trial, X100-3); the display stays open behind it (CF80-5)."""
        self.set_hide_roles(True)
        QTimer.singleShot(0, self, self.bring_to_front)

    def bring_to_front(self) -> None:
        """Raise the desk over the app's other windows and give it the keyboard."""
        self.raise_()
        self.activateWindow()

    def _hide_other_windows(self) -> None:
        """Cover each of this window's other visible windows (kept to show them again)."""
        with windows() as tops:  # walked with the collector paused (widget_lists)
            for w in tops:
                if w is not self and w.isVisible() and self._owns(w):
                    self._cover_window(w)

    def _cover_window(self, w: QWidget) -> None:
        """Under the cover: hide ``w`` (a window of this app), or veil it when it runs its
        own event loop (hiding would end it); the public display and the «show this player»
        card stay."""
        from narrator_app.ui.privacy import ShowPlayerCard, WindowVeil

        if not self.hide_roles or w is self.public_window or isinstance(w, ShowPlayerCard):
            return
        if w.windowModality() == Qt.WindowModality.ApplicationModal:
            if not w.findChildren(WindowVeil, options=Qt.FindChildOption.FindDirectChildrenOnly):
                self._veils.append(WindowVeil(w))  # a dialog in exec(): veiled, not hidden
            return
        w.hide()
        if w not in self._hidden_by_cover:
            self._hidden_by_cover.append(w)

    def _window_shown(self, w: QWidget) -> None:
        """A window of this app was shown: under the cover it is covered at once."""
        if self.hide_roles and w.isWindow() and w.isVisible() and self._owns(w):
            # once it is up (a dialog entering exec() is modal by then); dropped with ``w``
            QTimer.singleShot(0, w, lambda: self._cover_window(w) if w.isVisible() else None)

    def _show_other_windows(self) -> None:
        veils, self._veils = self._veils, []
        for veil in veils:
            try:
                veil.lift()
            except RuntimeError:  # deleted with its window meanwhile
                continue
        hidden, self._hidden_by_cover = self._hidden_by_cover, []
        for w in hidden:
            try:
                w.show()
            except RuntimeError:  # deleted meanwhile
                continue

    def _close_player_cards(self) -> None:
        """Quitting closes every «show this player» card still open (a narrator's trial: the
        answer shown on Night 1 stayed full screen after the desk was quit, and the app ran
        on with no desk). A card's ``closed`` puts the cover on, as every card's close does."""
        from narrator_app.ui.privacy import ShowPlayerCard

        for card in self.findChildren(ShowPlayerCard):
            if card.isVisible():
                card.dismiss()

    def player_card_open(self) -> bool:
        """True while a «show this player» card is open (shown, perhaps behind the desk)."""
        from narrator_app.ui.privacy import ShowPlayerCard

        return any(card.isVisible() for card in self.findChildren(ShowPlayerCard))

    def _owns(self, w: QWidget) -> bool:
        p = w.parentWidget()
        while p is not None:
            if p is self:
                return True
            p = p.parentWidget()
        return False

    def _apply_cover(self) -> None:
        """Under the privacy cover the whole desk gives way to the cover page."""
        covered = self.hide_roles
        self.desk_stack.setCurrentWidget(self.cover_page if covered else self.desk)
        for name in ("private", "show_button"):
            w = getattr(self.announcement, name, None)
            if w is not None and covered:
                w.setVisible(False)
        self._refresh_cover()

    def _refresh_cover(self) -> None:
        """The cover's public facts: the phase title and the speaking clock."""
        if not self.hide_roles:
            return
        st, lang = self.c.state, self.c.lang
        if st is None or st.phase == "setup":
            self.cover_page.show_public(phase_title("setup", 0, lang), None, lang)
            return
        clock = self.timer_panel.public_clock() if st.phase in ("day", "intro_day") else None
        self.cover_page.show_public(
            game_title(st.phase, st.number, st.winner, lang, st.scenario), clock, lang)

    def open_public_display(self) -> None:
        """Open (or bring back) the public display: a second window for a TV or projector."""
        if self.public_window is None:
            from narrator_app.ui.public_window import PublicWindow

            display = self.public_window = PublicWindow(self.c, self.timer_panel)
            # No Qt parent (a window of its own for the TV), yet deleted with its desk, at
            # once: left to Python, a display outliving its desk in a reference cycle had
            # made PySide's one QScreen wrapper its child (``QWidget.screen()``), and the
            # collector freeing that cycle deleted the application's QScreen: the next
            # window's construction crashed (CF48-39, CF49-10)
            self.destroyed.connect(lambda *_: _delete_now(display))
        display = self.public_window
        # on a second screen full screen, the desk keeping the keyboard (Y101-4); on the
        # desk's own screen in front of it with the keyboard, as asked (it opened behind
        # the desk and had to be chosen twice, LY110-2); Esc on it brings the desk back
        shown = display.isVisible() and not display.isMinimized()
        display.open_beside(self)
        there = display.screen()
        if not shown and display.isFullScreen() and there is not self.screen():
            # on the second screen, full screen: the table's (Y101-4)
            from PySide6.QtGui import QGuiApplication

            from narrator_app.ui.public_window import screen_label

            place = QGuiApplication.screens().index(there) + 1
            self.show_message(fill(self.tr(
                "The public display is on the other screen, full screen (%1); the desk keeps "
                "the keyboard. View → Public display on screen moves it."),
                screen_label(place, there)))
        elif not shown:
            self.show_message(self.tr(
                "Public display opened: Esc on it brings the desk back; View → Public "
                "display on screen puts it on a TV."))

    def show_house_rules(self):
        """The running game's house rules, locked (window-modal, never blocking)."""
        if self.c.game is None:
            return None
        from narrator_app.ui.house_rules_dialog import HouseRulesDialog

        dlg = HouseRulesDialog(self.c.scenario, dict(self.c.game.house_rules), True, self.c.lang,
                               self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.open()
        return dlg

    def print_announced_rules(self):
        """Print preview (print or PDF) of the rules announced before this game."""
        if self.c.game is None:
            return None
        from narrator_app.ui.house_rules_dialog import print_announced_rules

        return print_announced_rules(self, self.c.scenario, dict(self.c.game.house_rules),
                                     self.c.lang)

    def new_game(self) -> None:
        try:
            from narrator_app.ui.new_game_dialog import NewGameDialog
        except ImportError:
            self.show_message(self.tr("The new game dialog is not available yet."))
            return
        if not self._leave_running_game():
            return
        settings = self.settings
        if settings is None:
            from narrator_app.ui.settings import Settings, default_folder

            settings = self.settings = Settings.load(default_folder())
        # the table as typed when the dialog was last closed without a game (TB30-1)
        dialog = NewGameDialog(settings, self, draft=self.new_game_draft)
        preset_saved = getattr(dialog, "presetSaved", None)  # a named house-rule preset
        if preset_saved is not None:
            preset_saved.connect(lambda: self._save_settings(settings))
        if dialog.exec():
            self.new_game_draft = None
            started = self.c.new_game(dialog.result_setup(), dialog.result_deal())
            if started:
                self._save_settings(settings)
        else:
            self.new_game_draft = dialog.draft()

    def _leave_running_game(self, opening: bool = False) -> bool:
        """Before a new game (or, with ``opening``, another game's file): True when no game
        is on the desk, or it is over, or the narrator agrees to leave it (it stays
        autosaved in the archive); False keeps it. Opening a file asks as a new game does
        (a narrator's trial: Ctrl+O replaced the running game without a word, CF49-20)."""
        st = self.c.state
        if self.c.game is None or st is None:
            return True
        if self.c.memory_only():  # «it is autosaved» would not be true (audit58, CF57)
            if not self.keep_memory_moves():
                return False
            self.c.note_left()
            return True
        if st.winner is not None:
            return True
        title, question = ((self.tr("Open game"), self.tr(
            "A game is on the desk. It is autosaved and stays in the archive. "
            "Open the other game instead?")) if opening else (self.tr("New game"), self.tr(
                "A game is on the desk. It is autosaved and stays in the archive. "
                "Start a new game instead?")))
        if not self.c.confirm(title, question):
            return False
        self.c.note_left()  # left at his word: the next start does not say «the app stopped»
        return True

    def _save_settings(self, settings) -> None:
        """The dialog wrote the table into ``settings``; keep it for next time."""
        folder = self.settings_dir
        if folder is None:
            from narrator_app.ui.settings import default_folder

            folder = default_folder()
        try:
            settings.save(folder)
        except OSError as exc:  # never swallowed: say it
            self.show_message(fill(self.tr("Could not save the settings: %1"), str(exc)))

    def print_role_cards(self):
        """Print preview of the role cards (PDF export there); the open game's by default."""
        return self._open_preview("cards")

    def print_night_sheet(self):
        """Print preview of the narrator's night sheet (PDF export there)."""
        return self._open_preview("sheet")

    def _open_preview(self, kind: str):
        """The print preview of ``kind`` (``cards``, ``sheet``: :func:`open_preview`) for the
        open game, as tall as the screen allows up to 1000 px and at least as wide as its
        options (``screen_fit.fit_window``): Qt opened it 533 px high, the page a thumbnail
        on a 1280×720 screen (CR36-2)."""
        from narrator_app.printing.preview import open_preview

        def fit(d) -> None:  # sized and placed before it is shown (CR38-10)
            fit_window(d, max(d.minimumSizeHint().width(), 1100), 1000)

        def refit(d) -> None:  # once framed: as tall as the real frame allows, kept on screen
            budget = budget_of(d)
            if budget is not None and d.height() != min(1000, budget[1]):
                d.resize(d.width(), min(1000, budget[1]))
            keep_within(d)

        self.print_preview = dlg = open_preview(kind, self, self.c, self.c.lang, fit)
        QTimer.singleShot(self.FRAME_CHECK_MS, dlg, lambda: refit(dlg))
        dlg.exported.connect(self._pdf_written)
        return dlg

    def _pdf_written(self, path: str) -> None:
        """A PDF of the print preview is on disk: said in the status bar with its place, as
        a saved game is (UX30-3)."""
        self.show_message(fill(self.tr("PDF saved: %1"), path_text(path)))

    # --- files --------------------------------------------------------------------------
    def files_folder(self) -> Path:
        """Where the open and save dialogs start: the folder last used (kept in the
        settings), else the user's Documents folder, else home — never the autosave folder."""
        last = getattr(self.settings, "last_folder", "") or self._last_folder
        if last and Path(last).is_dir():
            return Path(last)
        from PySide6.QtCore import QStandardPaths

        docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        if docs and Path(docs).is_dir():
            return Path(docs)
        return Path.home()

    def default_save_path(self) -> Path:
        """The file the save dialog offers: the game's own file when it has one, else a
        readable name in :meth:`files_folder` (``ravi-<scenario>-<date>.ravi``, the date in
        the window's calendar: :func:`~narrator_app.file_names.file_date`)."""
        saved = self.c.saved_file()
        if saved is not None:
            return saved
        scen = self.c.scenario.id if self.c.scenario is not None else "game"
        day = file_date(date.today(), self.c.lang)
        return self.files_folder() / f"ravi-{scen}-{day}.ravi"

    def _remember_folder(self, path: Path) -> None:
        self._last_folder = str(path.parent)
        if self.settings is not None:
            self.settings.last_folder = str(path.parent)
            if self.settings_dir is not None:
                self._save_settings(self.settings)

    def open_game(self) -> None:
        if not self.c.files_available():
            return
        from PySide6.QtWidgets import QFileDialog

        from narrator_app.file_dialogs import when_shown

        when_shown()  # its paths left to right in Persian (CF80-3)
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open game"), str(self.files_folder()), self.tr("Ravi games (*.ravi)")
        )
        if path and self._leave_running_game(opening=True):
            self._remember_folder(Path(path))
            self.c.open_from(Path(path))

    def save_game(self) -> None:
        """Save (Ctrl+S): into the file the game was saved as or opened from, at once, as
        every desktop program saves; a game that has no file of its own yet (only its
        autosave) asks where, as :meth:`save_game_as` (a narrator's trial: Ctrl+S asked for
        a file and to overwrite it every time)."""
        if self.c.game is None or not self.c.files_available():
            return
        own = self.c.saved_file()
        if own is None:
            self.save_game_as()
        elif self.c.save_to(own):
            self.refresh()  # the title's unsaved mark goes

    def save_game_as(self) -> None:
        """Save as… (Ctrl+Shift+S): ask for the file (the game's own offered, else a new
        name in the folder last used), then save into it."""
        if self.c.game is None or not self.c.files_available():
            return
        from PySide6.QtWidgets import QFileDialog

        from narrator_app.file_dialogs import when_shown

        when_shown()  # its paths left to right in Persian (CF80-3)
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save game"), str(self.default_save_path()),
            self.tr("Ravi games (*.ravi)")
        )
        if path:
            if not path.endswith(".ravi"):
                path += ".ravi"
            self._remember_folder(Path(path))
            if self.c.save_to(Path(path)):
                self.refresh()  # the file name in the title

    def keep_memory_moves(self) -> bool:
        """Before the game leaves the desk (the window closes, a new game or another file
        takes its place): True when that loses nothing, or the narrator chose so. A game
        whose last moves are in memory only (:meth:`GameController.memory_only`) asks
        first (the controller's ``confirm``): Yes closes and loses them; No opens «Save
        as…», and the game leaves only once a file holds them."""
        if not self.desk_built or not self.c.memory_only():
            return True
        if self.c.confirm(self.tr("Moves in memory only"), self.tr(
                "The last moves of this game are only in memory: the autosave could not "
                "write them. Leave the game and lose them? Choose No to save it elsewhere "
                "first.")):
            return True
        self.save_game_as()
        return not self.c.memory_only()

    def quit_asking(self) -> None:
        """The Quit action (Ctrl+Q): the window closes and the app quits; mid-game only
        once the narrator agrees (:meth:`may_quit`, asked by :meth:`closeEvent`)."""
        self._quitting = True
        try:
            self.close()
        finally:
            self._quitting = False

    def may_quit(self) -> bool:
        """Before the narrator quits by hand, whether the window may close. True at once
        with no game in progress (none, not dealt, or won with its file whole), a game not
        autosaved here (open to view only, or another instance holds the data folder) or
        one whose last moves are in memory only (:meth:`keep_memory_moves` asks its own
        question). When the narrator's own file of the game lacks its last moves, won or
        not: whether to save them there first (:meth:`_save_before_quit`). Else, mid-game,
        the narrator's answer to «the game is saved, you can go on next time: quit?»
        (:attr:`ask_quit`): a narrator who hit Ctrl+Q by mistake at the table was startled
        by the desk vanishing."""
        c = self.c
        st = c.state if self.desk_built else None
        if st is None or st.phase == "setup" or c.read_only or c.memory_only():
            return True
        own = c.saved_file()
        if own is not None and c.unsaved():
            return self._save_before_quit(own)
        if st.winner is not None:
            return True
        return self.ask_quit(self.tr("Quit"), self.tr(
            "The game is saved and you can go on with it next time. Quit?"))

    def _save_before_quit(self, own: Path) -> bool:
        """The narrator's own file ``own`` lacks the game's last moves (the autosave holds
        them, :meth:`GameController.unsaved`), won or not: «Save» writes them there first,
        «Quit without saving» leaves the file as it is, «Stay» keeps the window (a narrator's
        trial: the file he had saved as went out of date, and Quit asked nothing, CF70-7).
        True when the window may close."""
        answer = self.ask_save_quit(self.tr("Save before quitting?"), fill(self.tr(
            "%1 does not hold the last moves of this game (the autosave does). Save them "
            "there before quitting?"), path_text(own.name)))
        if answer is True:
            return self.c.save_to(own) and not self.c.unsaved()
        return answer is False

    def _ask_save_quit_with_dialog(self, title: str, text: str) -> bool | None:
        """The question of :meth:`_save_before_quit` in a box over the window: «Save» (the
        default), «Quit without saving» or «Stay» (Esc): True, False or None."""
        from PySide6.QtWidgets import QMessageBox

        role = QMessageBox.ButtonRole
        chosen = self._question_box("saveQuitQuestion", title, text, [
            (self.tr("Save"), "saveAndQuit", role.AcceptRole),
            (self.tr("Quit without saving"), "quitWithoutSaving", role.DestructiveRole),
            (self.tr("Stay"), "stayInGame", role.RejectRole)], default=0)
        return None if chosen not in (0, 1) else chosen == 0

    def _ask_quit_with_dialog(self, title: str, text: str) -> bool:
        """The question of :meth:`may_quit` in a box over the window: «Quit» or «Stay»
        (the default, and Esc). True when the narrator chose «Quit»."""
        from PySide6.QtWidgets import QMessageBox

        role = QMessageBox.ButtonRole
        return self._question_box("quitQuestion", title, text, [
            (self.tr("Quit"), "quitAnyway", role.AcceptRole),
            (self.tr("Stay"), "stayInGame", role.RejectRole)], default=1) == 0

    def _question_box(self, name: str, title: str, text: str,
                      answers: list[tuple[str, str, Any]], default: int) -> int | None:
        """A modal question over the window, its plain ``text`` answered by one of
        ``answers`` (word, object name, :class:`QMessageBox.ButtonRole`), ``default`` the
        index Return chooses, the last one Esc's: the index chosen (None: the box closed
        otherwise)."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName(name)
        box.setTextFormat(Qt.TextFormat.PlainText)
        buttons = []
        for word, object_name, role in answers:
            button = box.addButton(word, role)
            button.setObjectName(object_name)
            buttons.append(button)
        box.setDefaultButton(buttons[default])
        box.setEscapeButton(buttons[-1])
        box.exec()
        clicked = box.clickedButton()
        box.deleteLater()
        return next((i for i, b in enumerate(buttons) if b is clicked), None)

    def closeEvent(self, ev: QCloseEvent) -> None:  # noqa: N802
        # the narrator's own gestures ask first mid-game: Ctrl+Q (the Quit action) and the
        # window's close button (a close the window system sends); the app's own close()
        # (the resume question's Quit, tests) never waits on a question
        by_hand = self._quitting or ev.spontaneous()
        if not self.keep_memory_moves() or (by_hand and not self.may_quit()):
            ev.ignore()
            return
        if self.settings is not None and self.settings_dir is not None:
            self.save_window_geometry()  # kept by Qt as bytes, stored as base64 in Settings
            self._save_settings(self.settings)
        if self.public_window is not None:
            self.public_window.close()
        if self.archive_window is not None:
            self.archive_window.close()
        self._close_player_cards()
        finder, self.offer_finder = self.offer_finder, None
        if finder is not None:  # stops between two files; what was read stays indexed
            finder.requestInterruption()
            finder.wait()
        builder, self.index_rebuild = self.index_rebuild, None
        if builder is not None:  # the same: the rest is read by the next reader
            builder.requestInterruption()
            builder.wait()
        super().closeEvent(ev)
        if ev.isAccepted() and self.desk_built:
            self.c.note_closed()
            self.c.release_lock()
