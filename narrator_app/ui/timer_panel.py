"""The speaking round on the narrator's desk: who speaks, for how long, who is next.

:class:`TimerPanel` drives a :class:`narrator_app.timers.SpeakingRound` (the order from the
engine's ``speaking_order``, the seconds from the house rules). The remaining time always
comes from the round's monotonic clock; the panel's ``QTimer`` only repaints it. Keys (as
actions on the main window, see :meth:`TimerPanel.key_actions`): Space start / pause /
resume, R reset, N next speaker, C challenge (C again ends the challenge).

At zero the panel flashes, says «Time is up» in words (never colour alone) and sounds the
alert (:class:`AlertSound`: the system beep plus a short WAV played by a system player,
never blocking — see docs/decisions.md for why not QtMultimedia).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QHelpEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QTabWidget,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from narrator_app.messages import digits
from narrator_app.timers import (
    DONE,
    PAUSED,
    RUNNING,
    Clock,
    RoundOver,
    SpeakingRound,
    clock_text,
    player_command,
    write_beep_wav,
)
from narrator_app.ui.controller import GameController
from narrator_app.ui.texts import (
    escape,
    fill,
    item_isolate,
    list_text,
    plain_tip,
    rich_label,
    seat_short,
    translate,
)
from narrator_app.ui.viewport import viewport_of
from narrator_app.ui.wheel_guard import guard_wheel
from narrator_app.ui.wrap_label import WrapLabel

#: Repaint interval while a clock runs (the time itself comes from the monotonic clock).
TICK_MS = 100
#: How long the zero alert flashes, and how fast.
FLASH_MS, FLASH_TIMES = 250, 12


def __getattr__(name: str) -> Any:
    """``QProcess`` (this module's name for Qt's class, which plays the alert's sound) is
    imported when first asked for, here or at the first sound (:meth:`AlertSound.play`):
    PySide builds its class and its enums (with ``QIODeviceBase``'s, ≈ 7 M instructions)
    at the import, which no start needs. Any other name: AttributeError, as for a module
    without this function."""
    if name == "QProcess":
        from PySide6.QtCore import QProcess

        return QProcess
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class AlertSound(QObject):
    """The alert at zero: ``QApplication.beep()`` and a short WAV played by the first system
    player found (``paplay``, ``pw-play``, ``aplay``, ``afplay``) as a detached process, or
    ``winsound`` (asynchronous) on Windows. The WAV ships as ``resources/sounds/alert.wav``;
    only if it is missing is one written (with the standard library) under a private, random
    temporary name (``tempfile.mkstemp``: never a fixed name another user could plant a
    symlink on)."""

    def __init__(
        self,
        parent: QObject | None = None,
        which: Callable[[str], str | None] = shutil.which,
        platform: str = sys.platform,
    ) -> None:
        super().__init__(parent)
        self._which, self._platform = which, platform
        self._wav: Path | None = None
        #: How many times the alert sounded (for tests and the curious).
        self.played = 0

    def wav(self) -> Path:
        """The WAV to play (raises OSError only when it must be written and cannot be)."""
        if self._wav is None or not self._wav.exists():
            from narrator_app.paths import resource_path

            shipped = resource_path("resources", "sounds", "alert.wav")
            if shipped.is_file():
                self._wav = shipped
            else:
                fd, name = tempfile.mkstemp(prefix="ravi-alert-", suffix=".wav")
                os.close(fd)
                self._wav = write_beep_wav(Path(name))
        return self._wav

    def command(self) -> list[str] | None:
        return player_command(self.wav(), self._which, self._platform)

    def play(self) -> None:
        self.played += 1
        QApplication.beep()
        try:
            wav = self.wav()
        except OSError:  # no temporary folder: the beep alone
            return
        if self._platform.startswith("win"):  # pragma: no cover - Windows only
            import winsound

            sound: Any = winsound  # its stubs name PlaySound on Windows only (read elsewhere)
            sound.PlaySound(str(wav), sound.SND_FILENAME | sound.SND_ASYNC)
            return
        cmd = player_command(wav, self._which, self._platform)
        if cmd:
            # imported at the first sound (see the module's __getattr__)
            from PySide6.QtCore import QProcess

            QProcess.startDetached(cmd[0], cmd[1:])


class OrderArea(QScrollArea):
    """The speaking order (a word-wrapped rich label) in at most :data:`LINES` lines, at
    least :data:`LEAST_LINES` where the column is short: a longer order (18 seats with long
    names, a large font) scrolls inside it, the current speaker scrolled into view, instead
    of growing the timer — and with it the window's least height — past a 1280×720 screen
    (issue 23). Its height for a width is the label's, capped at :data:`LINES` lines; an
    empty order takes none."""

    LINES = 4
    LEAST_LINES = 1

    def __init__(self, label: QLabel) -> None:
        super().__init__()
        self.setObjectName("orderArea")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWidget(label)
        viewport_of(self).setAutoFillBackground(False)
        label.setAutoFillBackground(False)

    def cap(self, lines: int | None = None) -> int:
        """The most height in px: ``lines`` (default :data:`LINES`) lines of the label's
        font."""
        label = self.widget()
        assert label is not None  # set in __init__
        m = label.contentsMargins()
        return (lines or self.LINES) * label.fontMetrics().lineSpacing() + m.top() + m.bottom() + 2

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt name)
        label = self.widget()
        if not isinstance(label, QLabel) or not label.text():
            return 0
        return min(label.heightForWidth(max(width, 1)), self.cap())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(super().sizeHint().width(), self.heightForWidth(max(self.width(), 100)))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(0, self.least(max(self.width(), 100)))

    def least(self, width: int) -> int:
        """The least height at ``width`` (px): the order's, :data:`LEAST_LINES` at most."""
        return min(self.heightForWidth(width), self.cap(self.LEAST_LINES))

    def refit(self) -> None:
        """After the label's text is set: its height asked again, and with no order no
        scroll bar (nothing to scroll; as needed otherwise). Left «as needed» over an empty
        order, the bar came up in the layout of a new day and went again on the next turn
        of the event loop: the timer laid out and painted twice (PL32-4)."""
        label = self.widget()
        policy = (Qt.ScrollBarPolicy.ScrollBarAsNeeded
                  if isinstance(label, QLabel) and label.text()
                  else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        if self.verticalScrollBarPolicy() != policy:
            self.setVerticalScrollBarPolicy(policy)
        self.updateGeometry()

    def show_seat(self, index: int, count: int) -> None:
        """Scroll the ``index``-th of ``count`` speakers (from 0) into view."""
        bar = self.verticalScrollBar()
        if count > 1 and bar.maximum() > 0:
            bar.setValue(round(bar.maximum() * index / (count - 1)))


class SeatBox(QComboBox):
    """A box of seats (each item's data its seat, from 1; its text the seat whole, «1
    (Jacqueline Montgomery-Smith)») whose closed face shows the chosen seat whole where the
    box is wide enough, else in the longest form that fits and still tells the seat from
    the table's others (:func:`~narrator_app.ui.seat_ring.fitted_seat`: «1 (Jacqueline M.)»,
    else «1 (Jacqueline…Smith)», LY107-1), the whole text on its tooltip. Qt clipped the
    text at the box's edge («1 (Jacqueline Montgomery-Smit», a narrator's trial at
    1280×720 and 1366×768, LY109-2). The open list is as wide as its widest item."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: The table's names (seats from 1) and the language the items are in.
        self.names: tuple[str, ...] = ()
        self.lang = "fa"

    def face_text(self) -> str:
        """The text the closed box shows for its current item at its present width."""
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        seat = self.currentData()
        if not isinstance(seat, int) or not self.names:
            return opt.currentText
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        room = field.width() - 4  # the label's own margin inside the field (QCommonStyle)
        fm = self.fontMetrics()
        from narrator_app.ui.seat_ring import fitted_seat

        return fitted_seat(seat, self.names, self.lang,
                           lambda text: fm.horizontalAdvance(text) <= room)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        painter = QStylePainter(self)
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, opt)
        opt.currentText = self.face_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, opt)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and self.currentText() != self.face_text():
            QToolTip.showText(cast(QHelpEvent, event).globalPos(),
                              plain_tip(self.currentText()), self)
            return True
        return super().event(event)

    def fill(self, items: list[tuple[str, int]]) -> None:
        """The items (text, seat), the open list as wide as the widest of them."""
        self.clear()
        for text, seat in items:
            self.addItem(text, seat)
        fm = self.view().fontMetrics()
        widest = max((fm.horizontalAdvance(text) for text, _seat in items), default=0)
        self.view().setMinimumWidth(widest + 2 * fm.averageCharWidth() + 24)


def _room_below(split: QSplitter) -> int:
    """The height (px) the pane under the timer in ``split`` asks for while it shows a
    page that must not be squeezed: the page's ``room_wanted()`` (the notes box,
    :meth:`~narrator_app.ui.notes_panel.NotesPanel.room_wanted`) plus what its tab box
    adds around it (the tabs, the frame); 0 for any other page, or none shown."""
    below = split.widget(1)
    page = below.currentWidget() if isinstance(below, QTabWidget) else below
    wanted = getattr(page, "room_wanted", None)
    if below is None or page is None or wanted is None or not page.isVisible():
        return 0
    return int(wanted()) + max(0, below.height() - page.height())


class TimerPanel(QFrame):
    """The speaking round (see the module docstring).

    Args:
        controller: the game's controller (the state gives the order and the house rules).
        clock: the monotonic clock (tests pass a fake one).
        sound: called once when a clock reaches zero (default: :class:`AlertSound`).
    """

    #: Emitted on every repaint and change (the public display follows it).
    ticked = Signal()

    def __init__(
        self,
        controller: GameController,
        parent: QWidget | None = None,
        clock: Clock = time.monotonic,
        sound: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("timerPanel")
        self.c = controller
        self.clock = clock
        self.alert_sound = AlertSound(self)
        self.sound = sound or self.alert_sound.play
        self.round: SpeakingRound | None = None
        self._day: tuple[str, int] | None = None  # the day the round belongs to
        #: The game the first-speaker list was last filled for: another game starts the
        #: list at its first seat (a trial saw the last game's «First: 2» carried over).
        self._game: object | None = None
        self._alerted: object | None = None  # the countdown whose zero was announced
        self._flashes = 0
        self._challengers_for: tuple | None = None  # (round, index) the list was made for
        #: The seats (from 1) a day procedure has picked to defend before its step is
        #: recorded (Capo's two suspects, club_scenarios 6.8): the main window gives the
        #: day panel's procedure box's; none by default.
        self.pending_defense: Callable[[], list[int]] = lambda: []
        self.repaint_timer = QTimer(self)
        self.repaint_timer.setInterval(TICK_MS)
        self.repaint_timer.timeout.connect(self.tick)
        self.flash_timer = QTimer(self)
        self.flash_timer.setInterval(FLASH_MS)
        self.flash_timer.timeout.connect(self._flash)
        self._build()
        self._make_actions()
        self.refresh()

    # --- building -----------------------------------------------------------------------
    def _build(self) -> None:
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "QFrame#timerPanel { border: 2px solid #4a5a2f; border-radius: 6px; }"
            "QLabel#clockLabel { font-size: 30pt; font-weight: bold; padding: 0 8px; }"
            'QLabel#clockLabel[alert="true"] { background: #b00020; color: #ffffff; }'
            'QLabel#clockLabel[alert="flash"] { background: #ffe08a; color: #000000; }'
        )
        lay = QVBoxLayout(self)
        # tight: the panel's least height counts against a 1280×720 screen (issue 23)
        lay.setContentsMargins(6, 2, 6, 2)
        lay.setSpacing(2)

        self.title = QLabel()
        self.title.setObjectName("timerTitle")
        self.title.setStyleSheet("font-weight: bold;")
        lay.addWidget(self.title)

        # the first speaker on a row of its own: a whole name fits (it was cut off beside
        # the two round buttons in Persian at 1366×768)
        first_row = QHBoxLayout()
        self.first_label = QLabel()
        first_row.addWidget(self.first_label)
        self.first_combo = SeatBox()
        self.first_combo.setObjectName("firstSpeaker")
        guard_wheel(self.first_combo)
        self.first_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.first_label.setBuddy(self.first_combo)
        first_row.addWidget(self.first_combo, 1)
        lay.addLayout(first_row)
        setup = QHBoxLayout()
        self.talk_button = QPushButton()
        self.talk_button.setObjectName("startTalk")
        self.talk_button.clicked.connect(lambda: self.start_round("talk"))
        setup.addWidget(self.talk_button)
        self.defense_button = QPushButton()
        self.defense_button.setObjectName("startDefense")
        self.defense_button.clicked.connect(lambda: self.start_round("defense"))
        setup.addWidget(self.defense_button)
        lay.addLayout(setup)

        # the speaker's line across the panel's whole width (beside the clock a long name
        # with «(paused)» or a challenge took three to five lines and grew the window past
        # a 1280×720 screen, issue 23); the clock and the next speaker under it
        self.speaker_label = WrapLabel()
        self.speaker_label.setObjectName("speakerLabel")
        self.speaker_label.setWordWrap(True)
        self.speaker_label.setStyleSheet("font-size: 13pt; font-weight: bold;")
        lay.addWidget(self.speaker_label)
        mid = QHBoxLayout()
        self.clock_label = QLabel()
        self.clock_label.setObjectName("clockLabel")
        self.clock_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        mid.addWidget(self.clock_label)
        self.next_label = WrapLabel()
        self.next_label.setObjectName("nextLabel")
        self.next_label.setWordWrap(True)
        mid.addWidget(self.next_label, 1)
        lay.addLayout(mid)

        self.order_label = WrapLabel()
        self.order_label.setObjectName("orderLabel")
        self.order_label.setWordWrap(True)
        rich_label(self.order_label)  # the names in it are escaped (_order_html)
        # at most four lines: a longer order scrolls (the window fits 1280×720, issue 23)
        self.order_area = OrderArea(self.order_label)
        lay.addWidget(self.order_area)

        grid = QGridLayout()
        grid.setSpacing(3)

        def button(name: str, text: str, slot) -> QPushButton:
            b = QPushButton(text)
            b.setObjectName(name)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space stays the timer's key
            b.clicked.connect(slot)
            return b

        self.toggle_button = button("timerToggle", translate("Ravi", "Start"), self.toggle)
        self.reset_button = button("timerReset", "", self.reset)
        self.next_button = button("timerNext", "", self.next_speaker)
        self.challenge_button = button(
            "timerChallenge", translate("Ravi", "Challenge"), self.challenge
        )
        grid.addWidget(self.toggle_button, 0, 0)
        grid.addWidget(self.reset_button, 0, 1)
        grid.addWidget(self.next_button, 0, 2)
        grid.addWidget(self.challenge_button, 1, 0)
        self.challenger_combo = QComboBox()
        self.challenger_combo.setObjectName("challenger")
        guard_wheel(self.challenger_combo)
        grid.addWidget(self.challenger_combo, 1, 1, 1, 2)
        lay.addLayout(grid)

    def _make_actions(self) -> None:
        def act(name: str, text: str, key: str, slot) -> QAction:
            a = QAction(self)
            a.setObjectName(name)
            a.setShortcut(QKeySequence(key))
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            a.triggered.connect(slot)
            return a

        self.toggle_action = act("actionTimerToggle", "", "Space", self.toggle)
        self.reset_action = act("actionTimerReset", "", "R", self.reset)
        self.next_action = act("actionNextSpeaker", "", "N", self.next_speaker)
        self.challenge_action = act("actionChallenge", "", "C", self.challenge)
        self.retranslate()

    def retranslate(self) -> None:
        """Every fixed text (at start and on ``QEvent.LanguageChange``); the rest is
        rendered by ``refresh()`` in the controller's language."""
        keys = translate(
            "Ravi", "Keys: Space start, pause, resume · R reset · N next speaker · C challenge"
        )
        self.setToolTip(keys)
        for b in (self.toggle_button, self.reset_button, self.next_button,
                  self.challenge_button):
            b.setToolTip(keys)
        self.first_label.setText(translate("Ravi", "First:"))
        self.talk_button.setText(translate("Ravi", "Talk round"))
        self.defense_button.setText(translate("Ravi", "Defense"))
        self.reset_button.setText(translate("Ravi", "Reset"))
        self.next_button.setText(translate("Ravi", "Next"))
        self.challenger_combo.setToolTip(translate("Ravi", "Who takes the challenge (optional)"))
        self.toggle_action.setText(translate("Ravi", "Start, pause or resume the timer"))
        self.reset_action.setText(translate("Ravi", "Reset the timer"))
        self.next_action.setText(translate("Ravi", "Next speaker"))
        self.challenge_action.setText(translate("Ravi", "Challenge"))
        self._challengers_for = None  # the challenger list is made again, in this language

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def key_actions(self) -> list[QAction]:
        """The keyboard actions, for the main window to add (so the keys work anywhere in it)."""
        return [self.toggle_action, self.reset_action, self.next_action, self.challenge_action]

    # --- the game -----------------------------------------------------------------------
    def _defenders(self, st) -> list[int]:
        """Today's defenders (the engine's), else the two today's interrogation summoned
        before its decision (:func:`~narrator_app.engine.summoned_today`), else those a day
        procedure has picked so far to defend before its step is recorded
        (:attr:`pending_defense`: Capo's suspects)."""
        from narrator_app.engine import summoned_today

        return (list(st.day.defense) or summoned_today(st)
                or list(self.pending_defense()))

    def _kind_today(self) -> str | None:
        st = self.c.state
        if st is None or st.winner is not None:
            return None
        return {"intro_day": "intro", "day": "talk"}.get(st.phase)

    def refresh(self) -> None:
        """After every change of the game: a new day drops the old round; the first-speaker
        and challenger lists follow the players in the game."""
        st = self.c.state
        kind = self._kind_today()
        day = (st.phase, st.number) if st is not None and kind else None
        # once the defense is over its round no longer says a defender is speaking, here
        # or on the players' display (the engine's :func:`defense_over`)
        over = False
        if self.round is not None and self.round.kind == "defense" and st is not None:
            from narrator_app.engine import defense_over

            over = defense_over(st)
        if day != self._day or over:
            self._day = day
            self.round = None
            self._alerted = None
            self._stop_flash()
        self.setVisible(kind is not None)
        if kind is None or st is None:  # (no state: no kind of day)
            self.repaint_timer.stop()
            self._update()
            return
        if self.round is not None:
            # a player who left the game during the round is skipped: who is in, the
            # engine says (its speaking order; the fresh narrator's trial)
            from narrator_app.engine import speaking_order

            self.round.keep({s.seat for s in speaking_order(st, 1)})
        combo = self.first_combo
        items = [(seat_short(seat, self.c.names, self.c.lang), seat) for seat in st.alive_seats()]
        # the same seats as listed: the list is left as it is (filled again, the box is laid
        # out and painted again on every action: PL25-6)
        another = self.c.game is not self._game
        self._game = self.c.game
        # the table's names: the closed box's shortened forms tell its seat from them
        combo.names, combo.lang = tuple(self.c.names), self.c.lang
        if another or items != [(combo.itemText(i), combo.itemData(i))
                                for i in range(combo.count())]:
            current = None if another else combo.currentData()
            combo.blockSignals(True)
            combo.fill(items)
            i = combo.findData(current)
            combo.setCurrentIndex(max(i, 0))
            combo.blockSignals(False)
        self.talk_button.setText(
            translate("Ravi", "Intro round") if kind == "intro" else translate("Ravi", "Talk round")
        )
        self.defense_button.setVisible(kind == "talk")
        self.defense_button.setEnabled(bool(kind == "talk" and self._defenders(st)))
        self._update()

    def start_round(self, kind: str = "talk", first: int | None = None) -> SpeakingRound | None:
        """A new round from ``first`` (default: the chosen first speaker)."""
        today = self._kind_today()
        st = self.c.state
        if today is None or st is None:  # (no state: no kind of day)
            return None
        defenders = None
        if kind == "defense":
            defenders = self._defenders(st)
            if today != "talk" or not defenders:
                return None
        else:
            kind = today
        if first is None:
            first = self.first_combo.currentData() or 1
        self.round = SpeakingRound.for_state(st, kind, first, clock=self.clock,
                                             defenders=defenders)
        if kind == "defense" and self.round.order:
            # the list shows the round's first speaker: the first defender, not the talk
            # round's first speaker (TB30-5)
            combo = self.first_combo
            combo.blockSignals(True)
            combo.setCurrentIndex(max(combo.findData(self.round.order[0].seat), 0))
            combo.blockSignals(False)
        self._alerted = None
        self._stop_flash()
        self._update()
        return self.round

    # --- keys ---------------------------------------------------------------------------
    def _ensure_round(self) -> SpeakingRound | None:
        if self.round is None:
            self.start_round("talk")
        return self.round

    def toggle(self) -> None:
        """Space: start, pause or resume the clock that runs now."""
        r = self._ensure_round()
        if r is None:
            return
        r.toggle()
        self._update()

    def reset(self) -> None:
        """R: the clock that runs now back to full."""
        if self.round is None:
            return
        self.round.reset()
        self._alerted = None
        self._stop_flash()
        self._update()

    def unfinished_intro(self) -> tuple[int, int] | None:
        """(players whose intro is over, players in the round) while the intro day's talk
        round is under way and not finished; None when it is finished or was never started
        here (the narrator keeps the time some other way): TB30-4."""
        r = self.round
        if r is None or r.kind != "intro" or r.finished or self._kind_today() != "intro":
            return None
        return len(r.spoken()), len(r.order)

    def next_speaker(self) -> None:
        """N: the floor to the next speaker (silenced players skipped)."""
        if self.round is None:
            return
        self.round.next()
        self._alerted = None
        self._stop_flash()
        self._update()

    def challenge(self) -> None:
        """C: the speaker grants a challenge; during a challenge, C ends it."""
        r = self.round
        if r is None:
            return
        if r.challenge is not None:
            r.end_challenge()
        else:
            try:
                r.grant_challenge(self.challenger_combo.currentData())
            except RoundOver as why:
                self.c.message.emit(self._refusal(why.reason))
                return
        self._alerted = None
        self._stop_flash()
        self._update()

    @staticmethod
    def _refusal(reason: str) -> str:
        return {
            "no_speaker": translate("Ravi", "Nobody has the floor."),
            "no_challenges": translate("Ravi", "No challenge in this round."),
            "limit": translate("Ravi", "This speaker's challenge is used."),
            "silenced": translate("Ravi", "A silenced player is not given the floor today."),
            "not_a_speaker": translate(
                "Ravi", "Only another player who speaks today may be given the challenge."),
        }.get(reason, reason)

    # --- showing ------------------------------------------------------------------------
    def remaining(self) -> float | None:
        """Seconds left on the clock that runs now (None without a round)."""
        r = self.round
        if r is None or r.current is None:
            return None
        return r.active().remaining()

    def public_clock(self) -> dict | None:
        """The public facts of the round for the public display: the remaining seconds, the
        speaker's seat, the challenger's (or None), whether it is a challenge, the kind."""
        r = self.round
        if r is None or r.current is None:
            return None
        return {
            "remaining": r.active().remaining(),
            "speaker": r.current.seat,
            "challenge": r.challenge is not None,
            "challenger": r.challenger,
            "kind": r.kind,
            "running": r.active().running,
        }

    def tick(self) -> None:
        """Repaint (and sound the alert once when the running clock reaches zero)."""
        self._update()

    def _label(self, seat: int | None) -> str:
        return seat_short(seat, self.c.names, self.c.lang) if seat else ""

    def _update(self) -> None:
        r = self.round
        lang = self.c.lang
        titles = {
            "intro": translate("Ravi", "Intro talk"),
            "talk": translate("Ravi", "Talk round"),
            "defense": translate("Ravi", "Defense speeches"),
        }
        kind = r.kind if r is not None else self._kind_today()
        self.title.setText(
            fill(translate("Ravi", "Timer — %1"), titles.get(kind or "", ""))
            if kind
            else translate("Ravi", "Timer")
        )
        if r is None:
            self.clock_label.setText(digits(clock_text(0), lang))
            self.speaker_label.setText(translate("Ravi", "Choose the first speaker."))
            self.next_label.setText("")
            self.order_label.setText("")
            self.order_area.refit()
        else:
            self._show_round(r, lang)
        self._update_buttons()
        running = r is not None and r.current is not None and r.active().running
        if running and not self.repaint_timer.isActive():
            self.repaint_timer.start()
        elif not running and self.repaint_timer.isActive():
            self.repaint_timer.stop()
        self._fit_height()
        self.ticked.emit()

    def _fit_height(self) -> None:
        """Keep one steady height: the height of the panel's largest state in this language at
        its width (a challenge after «time is up», the whole table's speaking order), so the
        trackers and the log below never jump between phases (decisions T30). When the lines
        of the state now need more (a narrower column), the panel grows to them: nothing is
        cut. Its minimum stays what the state now needs (the window's least size)."""
        lay = self._layout()
        width = max(self.width(), self.minimumSizeHint().width())

        def height() -> int:
            return (lay.totalHeightForWidth(width) if lay.hasHeightForWidth()
                    else lay.totalSizeHint().height())

        # the speaking order may scroll in fewer lines where the column is short
        inner = width - lay.contentsMargins().left() - lay.contentsMargins().right()
        area = self.order_area
        need = height() - max(0, area.heightForWidth(inner) - area.least(inner))
        key = (self.c.lang, width, tuple(self.c.names))
        if getattr(self, "_steady_key", None) != key:
            self._steady_key, self._steady = key, self._largest_height(height)
        steady = max(need, self._steady)
        if need > 0 and (self.minimumHeight(), self.maximumHeight()) != (need, steady):
            # at least what the state now needs (the window's least size stays small), at
            # most the steady height, which the column gives it (main_window)
            self.setMinimumHeight(need)
            self.setMaximumHeight(steady)
            self._settle()

    def _settle(self) -> None:
        """Give the timer its steady height in the side column's splitter (its maximum),
        the pane below the rest; but never over a note box shown below, which keeps its
        lines and «Keep note» (:func:`_room_below`; a narrator's trial: the day's timer,
        shown again at its old height, squeezed it, CF70-2). Down to the timer's minimum."""
        split = self.parentWidget()
        if not isinstance(split, QSplitter) or split.indexOf(self) != 0:
            return
        sizes = split.sizes()
        goal = max(self.minimumHeight(),
                   min(self.maximumHeight(), sum(sizes) - _room_below(split)))
        if sizes[0] != goal and sum(sizes) > goal:
            split.setSizes([goal, sum(sizes) - goal] + [0] * (len(sizes) - 2))

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        # the splitter gives a pane shown again its old height: settled once laid out
        QTimer.singleShot(0, self, self._settle)

    def _layout(self) -> QLayout:
        lay = self.layout()
        assert lay is not None  # set when the panel is built
        return lay

    def _largest_height(self, height: Callable[[], int]) -> int:
        """The height (``height()``, of the layout at the panel's width) with the longest texts
        of a round filled in: the speaker line of a challenge after «time is up», the next
        speaker, and every seat of the table in the speaking order (at most four lines of
        it: :class:`OrderArea`). The texts shown now are put back."""
        labels = (self.speaker_label, self.next_label, self.order_label)
        kept = [w.text() for w in labels]
        seats = list(range(1, len(self.c.names) + 1)) or [1]
        longest = max(seats, key=lambda s: len(self._label(s)))
        who = self._label(longest)
        self.speaker_label.setText(
            translate("Ravi", "Time is up!") + " " + self._challenge_text(who, who))
        self.next_label.setText(fill(translate("Ravi", "Next: %1"), who))
        self.order_label.setText(list_text(
            [f"<b><u>{escape(self._label(s), quote=False)}</u></b>" for s in seats],
            self.c.lang))
        self.order_area.refit()
        try:
            # the order takes four lines at most (OrderArea): a table of long names does
            # not push the trackers and the log off a small screen
            return height()
        finally:
            for w, text in zip(labels, kept, strict=True):
                w.setText(text)
            self.order_area.refit()

    @staticmethod
    def _challenge_text(challenger: str, speaker: str) -> str:
        """The speaker line of a challenge: the challenger (``challenger``) in the turn of
        ``speaker``, one level of brackets (each seat's own «۵ (حمید)», no «(در نوبت ۱
        (علی))»). The one sentence both the panel and its steady height measure."""
        return fill(translate("Ravi", "Challenge: %1, in the turn of %2"), challenger, speaker)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self._fit_height()

    def _show_round(self, r: SpeakingRound, lang: str) -> None:
        cur = r.current
        if cur is None:
            self.clock_label.setText(digits(clock_text(0), lang))
            self.speaker_label.setText(translate("Ravi", "The round is over."))
            self.next_label.setText("")
        else:
            clock = r.active()
            self.clock_label.setText(digits(clock_text(clock.remaining()), lang))
            if r.challenge is not None:
                who = self._label(r.challenger) or translate("Ravi", "the challenger")
                text = self._challenge_text(who, self._label(cur.seat))
            else:
                text = fill(translate("Ravi", "Speaking: %1"), self._label(cur.seat))
            if clock.done:
                text = translate("Ravi", "Time is up!") + " " + text
                if self._alerted is not clock:
                    self._alerted = clock
                    self._start_flash()
                    self.sound()
            elif clock.status() == PAUSED:
                text += " " + translate("Ravi", "(paused)")
            self.speaker_label.setText(text)
            nxt = r.next_speaker
            self.next_label.setText(
                fill(translate("Ravi", "Next: %1"), self._label(nxt.seat))
                if nxt
                else translate("Ravi", "Last speaker of the round.")
            )
        self.clock_label.setProperty(
            "alert", "true" if cur is not None and r.active().done else "false"
        )
        self._restyle(self.clock_label)
        self.order_label.setText(self._order_html(r))
        self.order_area.refit()
        self.order_area.show_seat(r.index, len(r.order))

    def _order_html(self, r: SpeakingRound) -> str:
        parts = []
        silenced = translate("Ravi", "silenced")
        for i, t in enumerate(r.order):
            label = escape(self._label(t.seat), quote=False).replace("\u00a0", "&nbsp;")
            if t.silenced:
                # «(silenced)» inside the item's isolate (the seat's own is nested in it)
                parts.append(item_isolate(f"<s>{label}</s>&nbsp;({silenced})", self.c.lang))
            elif i == r.index:
                parts.append(f"<b><u>{label}</u></b>")
            elif i < r.index:
                parts.append(f"<span style='color:#777777'>{label}</span>")
            else:
                parts.append(label)
        # each item in the language's isolate (seat_short), the line opened by the
        # language's mark: Qt's rich text took an English order of Persian names for a
        # right-to-left line («(silenced) (رضا) 3, (سارا) 4», BD29)
        return list_text(parts, self.c.lang)

    def _update_buttons(self) -> None:
        r = self.round
        today = self._kind_today() is not None
        # the round while someone has the floor (None otherwise)
        turn = r if r is not None and r.current is not None else None
        has_turn = turn is not None
        status = turn.active().status() if turn is not None else None
        self.toggle_button.setText(
            translate("Ravi", "Pause")
            if status == RUNNING
            else translate("Ravi", "Resume")
            if status == PAUSED
            else translate("Ravi", "Start")
        )
        self.toggle_button.setEnabled(today and (r is None or (has_turn and status != DONE)))
        self.reset_button.setEnabled(has_turn)
        self.next_button.setEnabled(has_turn)
        in_challenge = turn is not None and turn.challenge is not None
        self.challenge_button.setText(
            translate("Ravi", "End challenge") if in_challenge else translate("Ravi", "Challenge")
        )
        self.challenge_button.setEnabled(
            turn is not None and (in_challenge or turn.can_challenge() is None))
        self.challenger_combo.setEnabled(turn is not None and turn.can_challenge() is None)
        speaker = turn.current if turn is not None else None
        if turn is not None and speaker is not None and self._challengers_for != (turn, turn.index):
            self._challengers_for = (turn, turn.index)
            current = self.challenger_combo.currentData()
            self.challenger_combo.blockSignals(True)
            self.challenger_combo.clear()
            self.challenger_combo.addItem("—", None)
            for seat in turn.challengers():  # the round's rule (none silenced, A71)
                self.challenger_combo.addItem(self._label(seat), seat)
            self.challenger_combo.setCurrentIndex(max(self.challenger_combo.findData(current), 0))
            self.challenger_combo.blockSignals(False)
        for a in self.key_actions():
            a.setEnabled(today)

    # --- the alert ----------------------------------------------------------------------
    @staticmethod
    def _restyle(w: QWidget) -> None:
        w.style().unpolish(w)
        w.style().polish(w)

    def _start_flash(self) -> None:
        self._flashes = 0
        self.flash_timer.start()

    def _stop_flash(self) -> None:
        self.flash_timer.stop()
        self._flashes = 0

    def _flash(self) -> None:
        self._flashes += 1
        r = self.round
        done = r is not None and r.current is not None and r.active().done
        if self._flashes >= FLASH_TIMES or not done:
            self.flash_timer.stop()
            self.clock_label.setProperty("alert", "true" if done else "false")
        else:
            self.clock_label.setProperty("alert", "flash" if self._flashes % 2 else "true")
        self._restyle(self.clock_label)

    def flashing(self) -> bool:
        return self.flash_timer.isActive()
