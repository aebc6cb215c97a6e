"""The public display: a second window for a TV or projector the whole table sees.

It shows only public facts, and it is built only from them: every game fact comes from the
engine's :func:`~narrator_app.engine.talk.public_view` (phase and number, players' names,
seats still in the game, the last public announcement, the winner), and the clock from the
timer panel's :meth:`~narrator_app.ui.timer_panel.TimerPanel.public_clock` (remaining
seconds, the speaker and challenger seats). :meth:`PublicWindow.show_view` never sees the
game state, so no role, counter or night choice can reach the screen.

Large text, dark background, Persian, right to left. F11 (inside it) takes it to full
screen and back; its context menu (right click) and the main window's «Public display on
screen» menu list the screens (``QGuiApplication.screens()``) and put it, full screen, on
the one chosen (:meth:`PublicWindow.show_on`).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QKeySequence,
    QScreen,
    QShortcut,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QMenu,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from narrator_app.engine import PublicView, public_view
from narrator_app.messages import (
    announcement_lines,
    digits,
    isolate,
    para_mark,
    player_label,
    role_name,
)
from narrator_app.timers import clock_text
from narrator_app.ui.controller import GameController
from narrator_app.ui.screen_fit import budget_of, cap_least_size, fit_window, keep_within
from narrator_app.ui.texts import (
    PLAIN_LABELS,
    fill,
    game_title,
    key_isolate,
    seat_short,
    translate,
    winner_label,
)

STYLE = """
QWidget#publicWindow { background: #101418; }
QLabel { color: #f2f2f2; background: transparent; }
QLabel#publicPhase { font-size: 40pt; font-weight: bold; color: #ffd36b; }
QLabel#publicClock { font-size: 72pt; font-weight: bold; }
QLabel#publicClock[alert="true"] { color: #ff5a5a; }
QLabel#publicSpeaker { font-size: 26pt; font-weight: bold; }
QLabel#publicAnnounce { font-size: 22pt; }
QLabel#publicOffices { font-size: 18pt; color: #b9c4cf; }
QLabel#publicWinner { font-size: 30pt; font-weight: bold; color: #101418;
                      background: #ffd36b; padding: 8px; }
QLabel[seat="true"] { border: 2px solid #5b6b7b; border-radius: 8px;
                      padding: 4px 10px; }
QLabel#publicBackHint { font-size: 11pt; color: #8795a3; }
QFrame#publicSeats { border-top: 2px solid #3a4550; }
"""
STYLE += PLAIN_LABELS  # a player's name is shown as typed, never rendered as HTML

#: The seat chips' font sizes (points), largest first: the largest whose chips fit the width
#: in at most :data:`CHIP_ROWS` rows is used (issue 23: at 18 players 20 pt cut every name).
CHIP_POINTS = (20, 18, 16, 15, 14, 13, 12)
CHIP_ROWS = 4
#: A chip's room beside its text (pixels): the style's padding (10 each side), border (2 each
#: side) and a little air, so that «Seyedmahmoud 2» is never cut on either side.
CHIP_EXTRA = 2 * 10 + 2 * 2 + 8
#: The clock's font sizes (points), largest first: the largest at which the window's facts
#: fit its height is used (:meth:`PublicWindow.fit_height`): the clock yields room before the
#: seats' chips are squeezed (at 1280×720, a running timer beside three lines of news cut
#: every name in half, a narrator's trial, TR98-8). The first is the style's.
CLOCK_POINTS = (72, 60, 48, 40)
#: How long the keys' hint («Esc: back to the desk · F11: full screen») stays on the
#: display each time it is shown (ms): the narrator reads it as the window opens; the table
#: no longer reads it on the TV all game long. The keys keep working without it.
HINT_MS = 8000
#: The public posts the display names (``PublicView.offices``' tokens): the representatives'
#: two slots, «Representative 1: …» (the slot's number is the token's last character).
OFFICE_TOKENS = ("representative_1", "representative_2")


class PublicWindow(QWidget):
    """The public display over ``controller``; follows ``timer_panel`` (optional)."""

    def __init__(
        self,
        controller: GameController,
        timer_panel=None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self._fitting = False  # fit_content at work (its resizes ask again)
        self.setObjectName("publicWindow")
        self.c = controller
        self.timer_panel = timer_panel
        self.setStyleSheet(STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.view: PublicView | None = None
        self.seat_labels: list[QLabel] = []
        #: The chips' largest size the window's height allows (None: the width's), and
        #: whether that fit is being applied (:meth:`fit_height`).
        self._chip_cap: int | None = None
        self._fitting_height = False
        #: The display was behind another window or put away since it was last in front:
        #: brought forward, it shows its keys' hint again (:meth:`changeEvent`).
        self._away = True
        self._build()
        self.retranslate()
        controller.changed.connect(self.refresh)
        if timer_panel is not None:
            timer_panel.ticked.connect(self.refresh_clock)
        fit_window(self, 1280, 720)  # within a smaller screen with its frame (WF32-2)
        # F11: full screen and back (the window's own key: the TV's window has the focus)
        self.full_screen_key = QShortcut(QKeySequence(Qt.Key.Key_F11), self)
        self.full_screen_key.setContext(Qt.ShortcutContext.WindowShortcut)
        self.full_screen_key.activated.connect(self.toggle_full_screen)
        # Esc: back to the desk (issue 23: on a single screen the window manager may give the
        # display the whole screen, and the title bar's ✕ was the only way back)
        self.back_key = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.back_key.setContext(Qt.ShortcutContext.WindowShortcut)
        self.back_key.activated.connect(self.back_to_desk)
        #: The desk window to bring back with Esc (the main window sets it), or None.
        self.desk: QWidget | None = None
        self._chip_fit: tuple[int, int] | None = None
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._context_menu)
        # The menu last opened by a right click (kept for tests).
        self.menu: QMenu | None = None
        self.refresh()

    # --- the screen -----------------------------------------------------------------------
    def toggle_full_screen(self) -> None:
        """F11: full screen on the window's screen, or back to a normal window."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def back_to_desk(self) -> None:
        """Esc: leave full screen, put the display away (hidden, not closed: it opens again
        as it was) and give the desk the keyboard."""
        if self.isFullScreen():
            self.showNormal()
        self.hide()
        if self.desk is not None:
            self.desk.show()
            self.desk.raise_()
            self.desk.activateWindow()

    def open_beside(self, desk: QWidget) -> None:
        """Open (or bring back) the display for the ``desk`` window.

        Opened (not on view) while another screen than the desk's is attached (a TV, a
        projector: :func:`other_screen`), it goes there, full screen — the table's, no
        keys' hint — and the desk keeps the front and the keyboard (Y101-4: it opened
        behind the desk on the narrator's own screen, CF80-5, and the TV stayed empty).
        Else, on the desk's screen, a normal window of two thirds of that screen, in its
        middle, never full screen, brought to the front with the keyboard and its keys'
        hint («Esc: back to the desk · F11: full screen»): the narrator asked to see it
        (it opened behind the desk and had to be asked for twice, LY110-2, which revises
        CF80-5); Esc puts it away and gives the desk back the keyboard, the desk's edges
        stay in view around it, and F11 or «Show on screen» put it full screen on a TV."""
        self.desk = desk
        here = desk.screen()
        tv = None if self.isVisible() else other_screen(here)
        if tv is not None:
            self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, True)
            self.show_on(tv)
            self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, False)
            desk.raise_()
            desk.activateWindow()
            return
        if not self.isVisible() and not self.isFullScreen():
            area = here.availableGeometry()
            w, h = area.width() * 2 // 3, area.height() * 2 // 3
            self.resize(w, h)
            # taller where its facts need it (a winner, a long announcement, 18
            # seats), never past the screen with its frame (WF32-2)
            self.fit_content(area)
            fit_window(self, self.width(), self.height(), area)
        self.show()
        self.raise_()
        self.activateWindow()

    def show_on(self, screen: QScreen, full: bool = True) -> None:
        """Put the window on ``screen`` (one of ``QGuiApplication.screens()``), full screen
        unless ``full`` is False."""
        if self.isFullScreen():
            self.showNormal()
        self.setScreen(screen)
        area = screen.availableGeometry()
        self.move(area.topLeft())
        if full:
            self.showFullScreen()
        else:
            self.show()
        self.raise_()

    def screen_menu(self, parent: QWidget | None = None) -> QMenu:
        """A menu of the screens, «1: name (1920×1080)», the window's screen checked;
        choosing one puts the window there, full screen."""
        menu = QMenu(translate("Ravi", "Show on screen"), parent or self)
        menu.setObjectName("publicScreenMenu")
        fill_screen_menu(menu, self)
        return menu

    def _context_menu(self, pos: QPoint) -> QMenu:
        if self.menu is not None:
            self.menu.deleteLater()
        menu = self.menu = QMenu(self)
        full = menu.addAction(translate("Ravi", "Full screen (F11)"))
        full.setObjectName("publicFullScreen")
        full.setCheckable(True)
        full.setChecked(self.isFullScreen())
        full.triggered.connect(self.toggle_full_screen)
        menu.addMenu(self.screen_menu(menu))
        menu.popup(self.mapToGlobal(pos))
        return menu

    def _build(self) -> None:
        self.main_layout = lay = QVBoxLayout(self)
        lay.setContentsMargins(30, 20, 30, 20)
        lay.setSpacing(12)
        self.phase = QLabel()
        self.phase.setObjectName("publicPhase")
        self.phase.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.phase)
        self.winner = QLabel()
        self.winner.setObjectName("publicWinner")
        self.winner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winner.setWordWrap(True)
        lay.addWidget(self.winner)
        self.clock = QLabel()
        self.clock.setObjectName("publicClock")
        self.clock_points = CLOCK_POINTS[0]  # its font size now (fit_height)
        self.clock.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.clock)
        self.speaker = QLabel()
        self.speaker.setObjectName("publicSpeaker")
        self.speaker.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.speaker.setWordWrap(True)
        lay.addWidget(self.speaker)
        self.announce = QLabel()
        self.announce.setObjectName("publicAnnounce")
        self.announce.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.announce.setWordWrap(True)
        lay.addWidget(self.announce)
        # the standing public posts (the representatives the table elected, X100-8)
        self.offices = QLabel()
        self.offices.setObjectName("publicOffices")
        self.offices.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.offices.setWordWrap(True)
        lay.addWidget(self.offices)
        lay.addStretch(1)
        self.seats_title = QLabel()
        self.seats_title.setObjectName("publicSeatsTitle")
        self.seats_title.setStyleSheet("font-size: 18pt; color: #b9c4cf;")
        lay.addWidget(self.seats_title)
        self.seats_box = QFrame()
        self.seats_box.setObjectName("publicSeats")
        self.seats_grid = QGridLayout(self.seats_box)
        self.seats_grid.setSpacing(8)
        lay.addWidget(self.seats_box)
        self.back_hint = QLabel()
        self.back_hint.setObjectName("publicBackHint")
        self.back_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.back_hint)
        # hidden HINT_MS after each show (showEvent); its room kept, so that the seats
        # above it do not move when it goes
        keep = self.back_hint.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.back_hint.setSizePolicy(keep)
        self.hint_timer = QTimer(self)
        self.hint_timer.setSingleShot(True)
        self.hint_timer.setInterval(HINT_MS)
        self.hint_timer.timeout.connect(self.back_hint.hide)

    # --- refresh ------------------------------------------------------------------------
    def retranslate(self) -> None:
        """The fixed texts (at start and on ``QEvent.LanguageChange``); the direction
        follows the application's (right to left in Persian)."""
        # the title ends with the application's display name (app.apply_language), so the
        # platform does not add it a second time (issue 23: «Ravi — public display — Ravi»)
        self.setWindowTitle(translate("Ravi", "Public display — Ravi"))
        self.seats_title.setText(translate("Ravi", "In the game"))
        # the keys isolated and the line's direction the language's: «Esc: …» read right to
        # left in Persian, never «… :Esc» (TB30-2)
        self.back_hint.setText(para_mark(self.c.lang) + fill(
            translate("Ravi", "%1: back to the desk · %2: full screen"),
            key_isolate("Esc"), key_isolate("F11")))

    def show_hint(self) -> None:
        """The keys' hint on the display for :data:`HINT_MS` from now (again, if shown)."""
        self.back_hint.show()
        self.hint_timer.start()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Each time the app shows the display as a window: the keys' hint for
        :data:`HINT_MS`; shown straight to full screen it is the table's (a TV: W99-3), no
        hint."""
        super().showEvent(event)
        # not a window manager's restore of a minimized one
        if not event.spontaneous() and not self.isFullScreen():
            self.show_hint()

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().hideEvent(event)
        if not event.spontaneous():  # put away (Esc, closed): the next show is an opening
            self._away = True

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        """The language; and the keys' hint again when the display is brought forward (it
        showed its :data:`HINT_MS` while behind the desk, CF80-5, where the narrator did not
        see it, TR98-8): activated after it was behind or put away, as a window of its own
        (at full screen it is the table's; a full-screen switch is no opening, W98-4, and
        puts the hint away at once)."""
        kind = event.type()
        if kind == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()
        elif kind == QEvent.Type.ActivationChange:
            if not self.isActiveWindow():
                if not self.isFullScreen():  # another window in front: the display behind
                    self._away = True
            elif self._away:
                self._away = False
                if not self.isFullScreen():
                    self.show_hint()
        elif kind == QEvent.Type.WindowStateChange and self.isFullScreen():
            self._away = False  # a full-screen switch: no opening, and no hint on the TV
            self.hint_timer.stop()
            self.back_hint.hide()
        super().changeEvent(event)

    def refresh(self) -> None:
        """Re-read the public facts of the game (after every change)."""
        st = self.c.state
        view = public_view(st) if st is not None and st.phase != "setup" else None
        self.show_view(view)

    def show_view(self, view: PublicView | None) -> None:
        """Show ``view`` (and the clock): the only way game facts reach this window."""
        self.view = view
        lang = self.c.lang
        if view is None:
            self.phase.setText(translate("Ravi", "Ravi"))
            self.winner.setVisible(False)
            self.announce.setText("")
            self.offices.setVisible(False)
            self._set_seats(())
            self.refresh_clock()
            return
        self.phase.setText(game_title(view.phase, view.number, view.winner, lang,
                                      self.c.scenario))
        if view.winner:
            # a side, an independent who won alone (Sherlock, Jack, the Zodiac) or the lovers:
            # the desk's words (the table read «not chosen wins», a narrator's trial)
            self.winner.setText(fill(translate("Ravi", "Winner: %1"),  # a plural side too (Z105-2)
                                     winner_label(view.winner, self.c.scenario, lang)))
        self.winner.setVisible(bool(view.winner))
        # a role shown by the vote (Jack's card, a broken armour) is not in the public view:
        # that sentence is left to the narrator's voice (TR3, CF70-5); the one role the view
        # holds is the identity-reveal card's, told to the whole table (rules_spec 4.3, X100-8)
        reveal = view.facts.get("card_reveal") or {}
        roles = [""] * len(view.names)
        told = ""
        if 0 < reveal.get("seat", 0) <= len(roles):
            told = f"role_shown:{reveal['seat']}"
            roles[reveal["seat"] - 1] = role_name(self.c.scenario, reveal.get("role"), lang)

        def said(tokens: tuple[str, ...], after_night: bool) -> list[str]:
            return announcement_lines(
                [t for t in tokens if t.split(":")[0] != "role_shown" or t == told],
                None,  # no scenario: no seat's role is looked up here
                roles,
                view.names,
                {},
                lang,
                after_night=after_night,
                facts=view.facts,  # the status inquiry's counts, as announced (TA30-4)
                # a role the sentence is about (the sixth sense's holder, the role guess,
                # Kane …), not a seat's: named as the file names it (TA43-3)
                names_from=self.c.scenario,
            )

        # the morning's news first, with its «nobody left last night» when nobody did, then
        # the day's lines in the order they happened, read as the day's (the «nobody»
        # sentence, added at the end of the whole list, came after them)
        lines = said(view.announce[:view.morning], view.after_night) + said(
            view.announce[view.morning:], False)
        mark = para_mark(lang)
        self.announce.setText("\n".join(mark + line for line in lines))
        self.announce.setVisible(bool(lines))
        posts = [fill(translate("Ravi", "Representative %1: %2"), digits(int(tok[-1]), lang),
                      player_label(view.names, seat, lang))
                 for seat, tok in view.offices if tok in OFFICE_TOKENS]
        self.offices.setText(mark + "  ·  ".join(posts))
        self.offices.setVisible(bool(posts))
        self._set_seats([(s, view.names[s - 1]) for s in view.in_game])
        self.refresh_clock()

    def _set_seats(self, seats) -> None:
        for w in self.seat_labels:
            w.hide()  # never shown again as a window of its own (a queued show)
            w.setParent(None)
            w.deleteLater()
        self.seat_labels = []
        self.seats_title.setVisible(bool(seats))
        for seat, name in seats:
            # the language's mark: the number on the same side of every name, Latin or
            # Persian («1 علی», «13 Sara» in English; it read «Sara 13»: CF80-43)
            w = QLabel(f"{para_mark(self.c.lang)}{digits(seat, self.c.lang)}\u00a0{isolate(name)}")
            w.setProperty("seat", "true")
            w.setAlignment(Qt.AlignmentFlag.AlignCenter)
            # its width is the grid's column, chosen for the whole text (chip_fit): a chip
            # never makes the window wider than its screen
            w.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            self.seat_labels.append(w)
        self._chip_fit = None
        self._place_chips()

    def chip_fit(self, width: int, cap: int | None = None) -> tuple[int, int, int]:
        """The chips' (point size, columns, chip width in pixels) for a row ``width`` pixels
        wide: the largest of :data:`CHIP_POINTS` (none above ``cap``, the height's limit:
        :meth:`fit_height`) at which every chip, its seat number and its whole name (12
        characters and more), fits in at most :data:`CHIP_ROWS` rows; the smallest size, in
        more rows, when none does."""
        texts = [w.text() for w in self.seat_labels]
        spacing = max(0, self.seats_grid.spacing())
        points = [pt for pt in CHIP_POINTS if cap is None or pt <= cap] or [CHIP_POINTS[-1]]
        fit = (points[-1], 1, 0)
        for pt in points:
            font = QFont(self.font())
            font.setPointSize(pt)
            fm = QFontMetrics(font)
            chip = max((fm.horizontalAdvance(t) for t in texts), default=0) + CHIP_EXTRA
            cols = max(1, min(len(texts) or 1, (width + spacing) // (chip + spacing)))
            fit = (pt, cols, chip)
            if math.ceil(len(texts) / cols) <= CHIP_ROWS:
                break
        return fit

    def _chips_width(self) -> int:
        """The width the chips' rows have (px)."""
        m = self.main_layout.contentsMargins()
        g = self.seats_grid.contentsMargins()
        return self.width() - m.left() - m.right() - g.left() - g.right()

    def _place_chips(self) -> None:
        """Lay the chips out in the grid at the size :meth:`chip_fit` gives for the width
        the window has now (again when it changes), never above the height's limit."""
        pt, cols, chip = self.chip_fit(self._chips_width(), self._chip_cap)
        if self._chip_fit == (pt, cols) and all(
                self.seats_grid.indexOf(w) >= 0 for w in self.seat_labels):
            return
        self._chip_fit = (pt, cols)
        for w in self.seat_labels:
            self.seats_grid.removeWidget(w)
        for i, w in enumerate(self.seat_labels):
            w.setStyleSheet(f"font-size: {pt}pt;")
            self.seats_grid.addWidget(w, i // cols, i % cols)

    def _chips_tall(self, pt: int) -> int:
        """The chips' rows' height (px) at ``pt`` points and the present width."""
        if not self.seat_labels:
            return 0
        _pt, cols, _chip = self.chip_fit(self._chips_width(), pt)
        rows = math.ceil(len(self.seat_labels) / cols)
        font = QFont(self.font())
        font.setPointSize(pt)
        chip = QFontMetrics(font).height() + 2 * 4 + 2 * 2  # the style's padding, border
        return rows * chip + (rows - 1) * max(0, self.seats_grid.spacing())

    def fit_height(self) -> None:
        """The clock's and the chips' sizes for the window's height: the largest clock of
        :data:`CLOCK_POINTS` at which the window's facts need no more than its height
        (:meth:`needed_height`), with the chips at the size their width allows; when even
        the smallest clock leaves too little, the chips' size is lowered too, down to the
        smallest of :data:`CHIP_POINTS`. The news, the speaker and the phase keep theirs.
        A running timer beside three lines of news cut every name in half on a 1280×720
        screen (a narrator's trial, TR98-8)."""
        if self._fitting_height:
            return
        needed = self.needed_height()
        if (needed <= self.height() and self.clock_points == CLOCK_POINTS[0]
                and self._chip_cap is None):
            return  # everything at its own size fits (most windows, most of the time)
        clock_on = self.clock.isVisibleTo(self)
        font = QFont(self.clock.font())

        def tall(pt: int) -> int:
            if not clock_on:
                return 0
            font.setPointSize(pt)
            return QFontMetrics(font).height()

        widest = self.chip_fit(self._chips_width())[0]
        now = self._chip_fit[0] if self._chip_fit is not None else widest
        others = needed - tall(self.clock_points) - self._chips_tall(now)
        room = self.height()
        chips = self._chips_tall(widest)
        choice: tuple[int, int | None] | None = None
        for pt in CLOCK_POINTS if clock_on else (self.clock_points,):
            if others + tall(pt) + chips <= room:
                choice = (pt, None)
                break
        if choice is None:
            least = CLOCK_POINTS[-1] if clock_on else self.clock_points
            chip_pt = next((p for p in CHIP_POINTS if p < widest
                            and others + tall(least) + self._chips_tall(p) <= room),
                           CHIP_POINTS[-1])
            choice = (least, chip_pt)
        clock_pt, cap = choice
        self._fitting_height = True
        try:
            if clock_pt != self.clock_points:
                self.clock_points = clock_pt
                self.clock.setStyleSheet(
                    "" if clock_pt == CLOCK_POINTS[0] else f"font-size: {clock_pt}pt;")
            if cap != self._chip_cap:
                self._chip_cap = cap
                self._place_chips()
        finally:
            self._fitting_height = False

    def needed_height(self) -> int:
        """The height the window's facts need at its present width (px): its layout's
        height for that width (the wrapped lines, the chips' rows), or its least height."""
        lay = self.main_layout
        need = self.minimumSizeHint().height()
        if lay.hasHeightForWidth():
            need = max(need, lay.totalHeightForWidth(self.width()))
        return need

    def fit_content(self, available: QRect | None = None) -> None:
        """Make the window as tall as its facts need, never larger than its screen's
        ``available`` geometry less the frame, and back within the screen where it grew
        past an edge (WF32-2). A window full screen or maximised is left alone."""
        if self.isFullScreen() or self.isMaximized() or self._fitting:
            return
        budget = budget_of(self, available)
        if budget is None:
            return
        self._fitting = True
        try:
            cap_least_size(self, budget)
            size = (min(self.width(), budget[0]),
                    min(max(self.height(), self.needed_height()), budget[1]))
            if size != (self.width(), self.height()):
                self.resize(*size)
            keep_within(self, available)
        finally:
            self._fitting = False

    def event(self, ev: QEvent) -> bool:  # noqa: D102 - Qt override
        done = super().event(ev)
        if ev.type() == QEvent.Type.LayoutRequest:
            # more lines or seats never push the window past its screen (WF32-2), and the
            # clock yields room where they still do not fit (TR98-8)
            self.fit_content()
            self.fit_height()
        return done

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self._place_chips()
        self.fit_height()

    def refresh_clock(self) -> None:
        """The running timer and who speaks (from the timer panel's public facts only)."""
        info = self.timer_panel.public_clock() if self.timer_panel is not None else None
        view = self.view
        if info is None or view is None or view.phase not in ("day", "intro_day"):
            self.clock.setVisible(False)
            self.speaker.setVisible(False)
            return
        lang = self.c.lang
        remaining = info["remaining"]
        self.clock.setText(digits(clock_text(remaining), lang))
        alert = "true" if remaining <= 0 else "false"
        if self.clock.property("alert") != alert:
            self.clock.setProperty("alert", alert)
            self.clock.style().unpolish(self.clock)
            self.clock.style().polish(self.clock)
        names = view.names
        who = seat_short(info["speaker"], names, lang)
        if info["challenge"]:
            challenger = info["challenger"]
            text = (
                fill(translate("Ravi", "Challenge: %1"), seat_short(challenger, names, lang))
                if challenger
                else fill(translate("Ravi", "Challenge in %1's turn"), who)
            )
        else:
            text = fill(translate("Ravi", "Speaking: %1"), who)
        if remaining <= 0:
            text = translate("Ravi", "Time is up!") + " " + text
        self.speaker.setText(text)
        self.clock.setVisible(True)
        self.speaker.setVisible(True)

    # --- for tests ----------------------------------------------------------------------
    def screen_actions(self) -> list[QAction]:
        """The entries of :meth:`screen_menu` (for tests)."""
        return self.screen_menu().actions()

    def shown_texts(self) -> list[str]:
        """Every text this window shows now (visible labels and the title)."""
        out = [self.windowTitle()]
        for w in self.findChildren(QLabel):
            if w.isVisibleTo(self) and w.text():
                out.append(w.text())
        return out


def other_screen(here: QScreen | None) -> QScreen | None:
    """The first screen of ``QGuiApplication.screens()`` apart from ``here`` (the desk's)
    and showing none of it (a mirrored output shares the desk's picture: no table screen);
    None on one screen."""
    if here is None:
        return None
    mine = here.geometry()
    return next((sc for sc in QGuiApplication.screens()
                 if sc is not here and not sc.geometry().intersects(mine)), None)


def screen_label(i: int, screen: QScreen) -> str:
    """«1: HDMI-1 (1920×1080)»: a screen's place in the list (from 1), name and size."""
    size = screen.geometry().size()
    return f"{i}: {screen.name() or screen.model() or '?'} ({size.width()}×{size.height()})"


def fill_screen_menu(menu: QMenu, window: PublicWindow | None, choose=None) -> None:
    """Fill ``menu`` with one entry per screen of ``QGuiApplication.screens()`` (the
    display's screen checked); an entry calls ``choose(screen)``, by default
    ``window.show_on(screen)``."""
    menu.clear()
    here = window.screen() if window is not None and window.isVisible() else None
    for i, screen in enumerate(QGuiApplication.screens(), start=1):
        act = menu.addAction(screen_label(i, screen))
        act.setObjectName(f"publicScreen{i}")
        act.setCheckable(True)
        act.setChecked(screen is here)
        act.setData(i - 1)
        if choose is not None:
            act.triggered.connect(lambda _=False, sc=screen: choose(sc))
        elif window is not None:
            act.triggered.connect(lambda _=False, sc=screen: window.show_on(sc))
