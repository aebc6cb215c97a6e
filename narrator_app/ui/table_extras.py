"""What issue 23 adds to the main window, in one place (the window calls
:func:`install_table_extras` once, after its menus are made):

* the notes on seats: a «یادداشت‌ها» / "Notes" tab beside the trackers and the log
  (:class:`~narrator_app.ui.notes_panel.NotesPanel`), following the seat last clicked on the
  ring, and the notes in the seat's tooltip (:class:`~narrator_app.ui.notes_panel.NoteTips`);
* the marks of who speaks, who is silenced and who is on defence
  (:class:`~narrator_app.ui.ring_marks.RingMarks`);
* the seats for a screen reader (:mod:`narrator_app.ui.ring_access`);
* the rules at hand: F2 (and «Role and ability…» in a seat's menu) shows the selected
  seat's role and ability, F3 (Help menu) the scenario's rules summary
  (:mod:`narrator_app.ui.role_reference`), both narrator-only: refused under the privacy
  cover, and hidden by it;
* the public display on a chosen screen (View menu), full screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from narrator_app.ui import ring_access
from narrator_app.ui.notes_panel import NotesPanel, NoteTips
from narrator_app.ui.ring_marks import RingMarks, on_defense
from narrator_app.ui.texts import fill, seat_short, translate

if TYPE_CHECKING:
    from narrator_app.ui.role_reference import ReferenceWindow


class TableExtras(QObject):
    """The extras of one main window (``window``); see the module."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.w = window
        c = self.c = window.c
        ring = window.ring
        ring_access.install()
        # the notes
        self.notes_panel = NotesPanel(c)
        window.side_tabs.addTab(self.notes_panel, "")
        self.note_tips = NoteTips(ring, c)
        ring.seatClicked.connect(self.notes_panel.select_seat)
        # the marks
        self.marks = RingMarks(ring)
        window.timer_panel.ticked.connect(self.refresh_marks)
        c.changed.connect(self.refresh_marks)
        # the rules at hand
        self.reference: ReferenceWindow | None = None
        self.role_action = self._action("actionRoleReference", "F2", self.show_selected_role)
        self.rules_action = self._action("actionRulesSummary", "F3", self.show_rules)
        window.help_menu.addAction(self.rules_action)
        window.view_menu.addAction(self.role_action)
        ring.customContextMenuRequested.connect(self._seat_menu_opened)
        # the public display's screen
        self.screen_menu = QMenu(window.view_menu)
        self.screen_menu.setObjectName("publicScreenMenu")
        self.screen_menu.aboutToShow.connect(self.fill_screens)
        window.view_menu.addMenu(self.screen_menu)
        window.installEventFilter(self)
        self.retranslate()
        self.refresh_marks()

    def _action(self, name: str, key: str, slot) -> QAction:
        a = QAction(self.w)
        a.setObjectName(name)
        a.setShortcut(QKeySequence(key))
        a.triggered.connect(slot)
        self.w.addAction(a)
        return a

    def retranslate(self) -> None:
        tabs = self.w.side_tabs
        tabs.setTabText(tabs.indexOf(self.notes_panel), translate("Notes", "Notes"))
        self.role_action.setText(
            translate("RoleReference", "Role and ability of the selected seat"))
        self.rules_action.setText(translate("RoleReference", "Rules of this scenario"))
        self.screen_menu.setTitle(translate("Ravi", "Public display on screen"))

    def eventFilter(self, obj, ev) -> bool:  # noqa: N802 (Qt name)
        if obj is self.w and ev.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    # --- the marks ----------------------------------------------------------------------
    def refresh_marks(self) -> None:
        """The speaker (the timer's round), today's silenced seats and the seats on defence
        (the engine's day, :func:`~narrator_app.ui.ring_marks.on_defense`) on the ring."""
        st = self.c.state
        if st is None or st.phase == "setup":
            self.marks.set_marks(None, [])
            return
        from narrator_app.engine import silenced_today

        day = st.phase in ("day", "intro_day")
        clock = self.w.timer_panel.public_clock() if day else None
        speaker = clock["speaker"] if clock and self._turn_lasts(clock["kind"]) else None
        self.marks.set_marks(speaker, silenced_today(st), room=day and st.winner is None,
                             defense=on_defense(st))
        ring_access.notify_changed(self.w.ring)

    def _turn_lasts(self, kind: str) -> bool:
        """Whether the speaking turn of a round of ``kind`` still lasts: a talk round's until
        the day's vote begins (a nominee picked, or the votes recorded), the defense's
        until the exit vote is recorded; the intro day's all day."""
        st = self.c.state
        if kind == "defense":
            return "exit_votes" not in st.choices
        if kind == "talk":
            panel = self.w._day_panel
            return "votes" not in st.choices and not (panel is not None and panel.nominees)
        return True

    # --- the rules at hand ----------------------------------------------------------------
    def selected_seat(self) -> int | None:
        return self.notes_panel.seat()

    def show_role(self, seat: int) -> ReferenceWindow | None:
        """The role and ability of ``seat`` (from 1) in a window; None under the privacy
        cover or without a game."""
        st = self.c.state
        if self.w.hide_roles or st is None or st.phase == "setup" or not (
                0 < seat <= len(st.players)):
            return None
        from narrator_app.engine import seat_roles
        from narrator_app.ui.role_reference import role_text

        p = st.player(seat)
        # the card the ring shows (a player bought tonight: his new one)
        text = role_text(self.c.scenario, seat_roles(st)[seat], seat, p.name, self.c.lang)
        who = seat_short(seat, self.c.names, self.c.lang)
        return self._show(fill(translate("RoleReference", "Role of %1"), who), text)

    def show_selected_role(self) -> ReferenceWindow | None:
        """F2: the role of the seat selected (the last one clicked, or the notes' seat)."""
        seat = self.selected_seat()
        return self.show_role(seat) if seat else None

    def show_rules(self) -> ReferenceWindow | None:
        """F3: the scenario's rules summary; None under the cover or without a game."""
        if self.w.hide_roles or self.c.game is None:
            return None
        from narrator_app.ui.role_reference import rules_summary

        scen = self.c.scenario
        return self._show(getattr(scen.name, self.c.lang), rules_summary(scen, self.c.lang))

    def _show(self, title: str, text: str) -> ReferenceWindow:
        if self.reference is None:
            from narrator_app.ui.role_reference import ReferenceWindow

            self.reference = ReferenceWindow(self.w)
            self.reference.setWindowFlag(Qt.WindowType.Window, True)
        self.reference.show_text(title, text)
        return self.reference

    def _seat_menu_opened(self, pos) -> None:
        """A seat's menu (table_life.SeatMenu) gets «Note on this seat…» (the Notes tab
        opened on the seat: a narrator's trial looked for it there, CF50) and «Role and
        ability…» too."""
        menu = getattr(self.w.seat_menu, "menu", None)
        seat = self.w.ring.seat_at(pos)
        if menu is None or seat is None:
            return
        note = menu.addAction(translate("Notes", "Note on this seat…"))
        note.setObjectName("seatNoteAction")
        note.setEnabled(not self.c.read_only)
        note.triggered.connect(lambda: self.note_on(seat))
        if self.w.hide_roles:
            return
        a = menu.addAction(translate("RoleReference", "Role and ability…"))
        a.setObjectName("roleReferenceAction")
        a.triggered.connect(lambda: self.show_role(seat))

    def note_on(self, seat: int) -> None:
        """The Notes tab in front, on ``seat`` (seat from 1), its text box ready to type."""
        tabs = self.w.side_tabs
        tabs.setCurrentWidget(self.notes_panel)
        self.notes_panel.select_seat(seat)
        self.notes_panel.edit.setFocus()

    # --- the public display's screen --------------------------------------------------
    def fill_screens(self) -> None:
        """The View menu's list of screens; choosing one opens the public display there,
        full screen."""
        from narrator_app.ui.public_window import fill_screen_menu

        fill_screen_menu(self.screen_menu, self.w.public_window, self.show_public_on)

    def show_public_on(self, screen) -> None:
        self.w.open_public_display()
        self.w.public_window.show_on(screen)


def install_table_extras(window) -> TableExtras:
    """Add the extras to ``window`` (a MainWindow whose menus are made)."""
    return TableExtras(window)
