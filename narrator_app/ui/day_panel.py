"""The day: the defense vote, the exit vote, the death lottery (the morning announcement
over it is ``announcement.py``'s :class:`~narrator_app.ui.announcement.AnnouncementBox`).

* :class:`DayPanel`: on the intro day only «End intro day». On a main day: the threshold
  («۶ votes of ۱۱ players»); nominees are added by clicking seats on the ring, each with a
  count typed in Persian or ASCII digits (``parse_count``); «Confirm votes» records
  ``votes``. The defenders are listed; the exit vote (with the eyes open/closed reminder of
  the house rule ``exit_vote_eyes``) records ``exit_votes``; a tie asks for the death lottery
  («Draw» uses ``secrets.choice``, or the narrator clicks the physical loser on the ring);
  the exit is shown; «End day» ends the phase.

The threshold, who defends, ties and exits all come from the engine (``state.day``).

The day never scrolls (issue 15; decisions T29): the section of the step the narrator is on
(``day_step_now``) is open, every other one (guns, status inquiry, votes, the Mayor, the
exit vote, the bomb) is folded to its title line and opens on a click on it or with
Ctrl+PageDown / Ctrl+PageUp (:meth:`DayPanel.open_section`).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QKeySequence
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from narrator_app.engine import IllegalAction
from narrator_app.messages import (
    announcement_lines,
    digits,
    lottery_text,
    narrator_notes,
    parse_count,
    role_name,
    typed_digits,
)
from narrator_app.ui.card_panel import CardPanel
from narrator_app.ui.controller import GameController
from narrator_app.ui.day_extras import DayExtras, fold_body, is_folded, set_folded
from narrator_app.ui.day_power_box import DayPowerBox
from narrator_app.ui.error_line import ErrorLine
from narrator_app.ui.focus_chain import chain_after, tab_anchor
from narrator_app.ui.procedure_box import ProcedureBox
from narrator_app.ui.shortcuts import REDO_KEYS
from narrator_app.ui.texts import (
    counts_kept,
    fill,
    plain_tip,
    seat_short,
    seats_and,
    seats_list,
    translate,
)
from narrator_app.ui.wrap_label import ItemsLabel, WrapLabel

if TYPE_CHECKING:
    from narrator_app.engine import ExitRounds, GameState, Player


def _app_lang() -> str:
    """The interface language now (``apply_language`` keeps it on the application)."""
    app = QApplication.instance()
    lang = app.property("ravi_language") if app is not None else None
    return lang if lang in ("fa", "en") else "fa"


#: The widgets a narrator types text or numbers into: the focus is not taken from them.
TYPING = (QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit)

class CountRow(QWidget):
    """A nominee or defender with a count box."""

    removeRequested = Signal(int)
    #: The count in the box is another number (or none): the row's seat.
    countChanged = Signal(int)

    def __init__(
        self,
        seat: int,
        label: str,
        cap: int,
        removable: bool,
        prefix: str = "count",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.seat, self.cap = seat, cap
        self.remove_button: QPushButton | None = None
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        # «۵ (Leon)» has no strong letter outside the name's isolate, so Qt would lay it out
        # left to right; a right-to-left mark keeps the seat number first in Persian
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        self.label = QLabel(("\u200f" if rtl else "") + label)
        self.label.setProperty("seatText", label)
        self.label.setStyleSheet("font-size: 13pt;")
        lay.addWidget(self.label, 1)
        self.edit = QLineEdit()
        self.edit.setObjectName(f"{prefix}_{seat}")
        self.edit.setMaximumWidth(80)
        self.edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.edit.setStyleSheet("font-size: 14pt;")
        # every change, not only the narrator's keys (``textEdited``): a count put in the
        # box another way (kept across a refresh, an accessibility tool, a test driver)
        # read «8» beside a typed «۹» (a narrator's trial, Y101-18): one rule, the
        # language's digits, whatever put the text there
        self.edit.textChanged.connect(self._language_digits)
        self._count = self.count()
        self.edit.textChanged.connect(self._count_changed)
        self.edit.installEventFilter(self)  # the game's undo and redo keys (eventFilter)
        lay.addWidget(self.edit)
        if removable:
            rm = self.remove_button = QPushButton()
            rm.setObjectName(f"remove_{seat}")
            rm.clicked.connect(lambda: self.removeRequested.emit(seat))
            lay.addWidget(rm)
        self.retranslate()

    def retranslate(self, label: str | None = None, lang: str | None = None) -> None:
        """The fixed texts, and the seat's label (``label``) and digits in ``lang``."""
        if label is not None:
            self.label.setProperty("seatText", label)
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        self.label.setText(("\u200f" if rtl else "") + self.label.property("seatText"))
        self.edit.setPlaceholderText(
            fill(translate("Ravi", "max %1"), digits(self.cap, lang or _app_lang()))
        )
        # a count typed before a language switch reads in the new language's digits
        self._language_digits(self.edit.text(), lang)
        if self.remove_button is not None:
            self.remove_button.setText(translate("Ravi", "Remove"))

    def _language_digits(self, text: str, lang: str | None = None) -> None:
        """Typed digits of either kind shown in the language's (``typed_digits``: Persian
        in Persian, Latin in English; same length: the cursor stays where it was)."""
        shown = typed_digits(text, lang or _app_lang())
        if shown != text:
            pos = self.edit.cursorPosition()
            self.edit.setText(shown)
            self.edit.setCursorPosition(pos)

    def count(self) -> int | None:
        return parse_count(self.edit.text())

    def _count_changed(self) -> None:
        """``countChanged`` when the box holds another count (not when only its digits'
        script changed: «8» shown as «۸» is the same count)."""
        count = self.count()
        if count != self._count:
            self._count = count
            self.countChanged.emit(self.seat)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt name)
        """The undo and redo keys in the count box are the game's (the window's Undo and
        Redo) while the box has no typing of its own to take back: it took Ctrl+Z and did
        nothing, the game's undo only from the toolbar (a narrator's trial, CR36-10). A
        click into the box selects its count (CF70-8)."""
        if (obj is self.edit and event.type() == QEvent.Type.FocusIn
                and event.reason() == Qt.FocusReason.MouseFocusReason):
            # clicked into: the count there is selected, and typing replaces it (a count
            # kept from before an undo took a «5» typed after it as «55», CF70-8); once the
            # click has placed the cursor
            QTimer.singleShot(0, self.edit, self.edit.selectAll)
        if obj is self.edit and event.type() == QEvent.Type.ShortcutOverride:
            combo = QKeySequence(event.keyCombination())
            undo = event.matches(QKeySequence.StandardKey.Undo)
            redo = event.matches(QKeySequence.StandardKey.Redo) or any(
                combo.matches(QKeySequence(k)) == QKeySequence.SequenceMatch.ExactMatch
                for k in REDO_KEYS)
            if (undo and not self.edit.isUndoAvailable()) or (
                    redo and not self.edit.isRedoAvailable()):
                return True  # not taken by the box: the window's shortcut runs
        return super().eventFilter(obj, event)


def exit_threshold_text(st: GameState, lang: str) -> str:
    """What today's exit vote takes (the engine's :func:`exit_vote_threshold`): «۷ votes to
    leave; ۱۲ players vote» for a lone defender; «the most votes leave; ۱۱ players vote on
    each» for several (the same cap, LY115-4); «leaves
    whatever the votes» when the house rule says so (WF32-3). A lone defender's voters are
    those who may vote on him, the engine's cap on his count (:func:`vote_cap`): never he
    himself (unless ``self_vote_allowed``), so the label and the refusal of a count over it
    («at most 8») say one number; it said «9 players vote» (a narrator's trial, LY114-4)."""
    from narrator_app.engine import exit_vote_threshold, vote_cap

    needs, voters = exit_vote_threshold(st)
    if needs is None:
        # several defenders: each may get the votes of those who may vote on him, the
        # engine's cap (never his own, unless ``self_vote_allowed``): «11 players vote»
        # with a box refusing 11 read as two rules (LY115-4)
        return counts_kept(fill(translate("Ravi", "Most votes leave; %1 players vote on each"),
                                digits(vote_cap(st, "exit_votes"), lang)))
    if needs == 0:
        return translate("Ravi", "The defender leaves whatever the votes")
    # not «… of %2 players»: the votes needed are counted of those present (the defence's
    # threshold), the voters leave the defender out; «5 of 8» read as a sum of the 8
    return counts_kept(fill(translate("Ravi", "%1 votes to leave; %2 players vote"),
                            digits(needs, lang), digits(vote_cap(st, "exit_votes"), lang)))


def defence_threshold_text(st: GameState, lang: str) -> str:
    """What today's defence vote takes: the votes that send a nominee to the defence
    (``st.day.threshold``, counted of those present, rules_spec 1.3) and how many players
    may vote on each nominee, the engine's cap on his count (:func:`vote_cap`: never
    himself, rules_spec 1.3, unless ``self_vote_allowed``): «6 votes to defend; 10 players
    vote on each». It said «6 votes of 11 players» while a nominee's box refused 11
    (LY115-4)."""
    from narrator_app.engine import vote_cap

    return counts_kept(fill(translate("Ravi", "%1 votes to defend; %2 players vote on each"),
                            digits(st.day.threshold, lang), digits(vote_cap(st, "votes"), lang)))


def vote_title(on: str) -> str:
    """The vote box's title for what today's vote is on (the engine's ``day_vote_on``):
    the representatives' vote on the accused (club_scenarios 4.8), else the defence vote."""
    if on == "accused":
        return translate("Ravi", "Vote on the accused")
    return translate("Ravi", "Defense vote")


class ReasonLabel(WrapLabel):
    """Why «End day» is greyed, beside it: no taller than the button (``limit``, px) at
    its width, its font a point smaller at a time (down to 7 pt) until the text fits, so
    the day's steps above keep their height (Y101-24: shown also while the holder's code's
    row is open, the busiest day's steps then scrolled by 8 px at 14 pt)."""

    def __init__(self) -> None:
        super().__init__()
        self.limit = 0
        self.fitting = False  # a new font resizes the label: not fitted again meanwhile

    def fit(self) -> None:
        """The font of the parent (the panel's), made smaller until the text's height at
        the label's width is within :attr:`limit`; the parent's when it fits or no limit."""
        if self.fitting:
            return
        self.fitting = True
        try:
            parent = self.parentWidget()
            font = QFont(parent.font() if parent is not None else self.font())
            width = self.width()
            if self.font() != font:
                self.setFont(font)
            if not self.text() or self.limit <= 0 or width <= 0:
                return
            pt = font.pointSizeF()
            while pt > 7 and self.heightForWidth(width) > self.limit:
                pt -= 1
                font.setPointSizeF(pt)
                self.setFont(font)
        finally:
            self.fitting = False

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit()


class DayPanel(QWidget):
    """The day's procedure (see the module docstring)."""

    targetsChanged = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dayPanel")
        self.c = controller
        self._shown: object | None = None  # the state last shown (kept: ids may be reused)
        self.nominees: dict[int, CountRow] = {}
        self.defenders: dict[int, CountRow] = {}
        self._picks_ordered = True  # what the last ring_targets() picked: in a meant order?
        # (intros over, players in the round) while the intro round is under way, else
        # None: the main window gives the timer's (``TimerPanel.unfinished_intro``).
        self.unfinished_intro: Callable[[], tuple[int, int] | None] = lambda: None
        self._build()

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = self.scroll_area = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        host = QWidget()
        lay = QVBoxLayout(host)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.setSpacing(4)
        scroll.setWidget(host)
        outer.addWidget(scroll, 1)
        self._card_due = False  # the card step just opened: keep it in view (eventFilter)
        self._fit_timer = QTimer(self)  # the day's scroll bar decided after a resize
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self._fit_scroll)
        host.installEventFilter(self)
        # The section the narrator opened himself (a click on its title, Ctrl+PageDown, a
        # nominee clicked on the ring), until the game changes; None: the current step's.
        self._open: str | None = None
        # The recorded votes the narrator reopened with «Change» (until the game changes):
        # a recorded vote is shown as its result, its fields only on a deliberate change.
        self._editing: set[str] = set()

        self.intro_note = WrapLabel()
        self.intro_note.setWordWrap(True)
        lay.addWidget(self.intro_note)

        # the other scenarios' day steps: guns, status inquiry, Mayor, bomb, chaos
        self.extras = DayExtras(self.c)
        self.extras.targetsChanged.connect(self.targetsChanged)
        self.extras.openRequested.connect(self.open_section)
        lay.addWidget(self.extras)
        # a day power's interrogation (its own widget: day_power_box.py)
        self.power_box = DayPowerBox(self.c)
        lay.addWidget(self.power_box)

        # a day procedure that replaces the vote (Capo's gun): procedure_box.py
        self.procedure = ProcedureBox(self.c)
        self.procedure.targetsChanged.connect(self.targetsChanged)
        lay.addWidget(self.procedure)

        # the defence's threshold and who may vote on each nominee (defence_threshold_text):
        # two lines beside the button where one is too narrow, as the exit vote's
        self.threshold_label = WrapLabel()
        self.threshold_label.setObjectName("thresholdLabel")
        self.threshold_label.setWordWrap(True)
        self.threshold_label.setStyleSheet("font-size: 15pt; font-weight: bold;")

        self.vote_box = QGroupBox()
        vb = fold_body(self.vote_box)
        # Tab: the nominees' boxes (made on the fly) here, before «Confirm votes»
        self._nominee_anchor = tab_anchor(layout=vb)
        # the button above the nominee rows: adding a row never moves it under the mouse
        self.votes_button = QPushButton()
        self.votes_button.setObjectName("confirmVotes")
        self.votes_button.clicked.connect(self.confirm_votes)
        # the threshold beside the button: one line for both
        row = QHBoxLayout()
        row.addWidget(self.threshold_label, 1)
        row.addWidget(self.votes_button)
        vb.addLayout(row)
        # the hint under the button, until the first nominee (it goes then without moving
        # the button under the mouse; the rows take its place)
        self.vote_hint = WrapLabel()
        self.vote_hint.setWordWrap(True)
        vb.addWidget(self.vote_hint)
        # the eyes for the defence vote where the rules name them (the engine's
        # defense_vote_eyes: Mafia Nights' eyes open, S2:L57), as the exit vote's are (Z105-5)
        self.defense_eyes_label = WrapLabel()
        self.defense_eyes_label.setObjectName("defenseEyesLabel")
        self.defense_eyes_label.setWordWrap(True)
        self.defense_eyes_label.setStyleSheet(
            "font-weight: bold; border: 2px dashed #2f4f8f; padding: 3px;"
        )
        self.defense_eyes_label.setVisible(False)
        vb.addWidget(self.defense_eyes_label)
        # the moves of the counts (the representatives' day: the Don's treason vote) while
        # the hands are counted; once recorded, under the result (CF80-54)
        self.moves_label = WrapLabel()
        self.moves_label.setObjectName("voteMovesLabel")
        self.moves_label.setWordWrap(True)
        vb.addWidget(self.moves_label)
        self.nominee_lay = QVBoxLayout()
        self.nominee_lay.setSpacing(2)
        vb.addLayout(self.nominee_lay)
        self.votes_error = ErrorLine("votesError")
        vb.addWidget(self.votes_error)
        # a recorded vote: its counts as text and «Change» (the fields come back on a click)
        self.votes_result, self.votes_change = self._result_row(vb, "votes")
        self.defense_label = WrapLabel()
        self.defense_label.setObjectName("defenseLabel")
        self.defense_label.setWordWrap(True)
        self.defense_label.setStyleSheet("font-weight: bold;")
        # the result stays when folded: in the box's own layout (fold_body's), not its body
        cast(QVBoxLayout, self.vote_box.layout()).addWidget(self.defense_label)
        lay.addWidget(self.vote_box)

        self.exit_box = QGroupBox()
        eb = fold_body(self.exit_box)
        self.eyes_label = WrapLabel()
        self.eyes_label.setObjectName("eyesLabel")
        self.eyes_label.setWordWrap(True)
        self.eyes_label.setStyleSheet(
            "font-weight: bold; border: 2px dashed #2f4f8f; padding: 3px;"
        )
        eb.addWidget(self.eyes_label)
        # a tied exit vote voted on again between the tied (house rule, A05), said
        self.revote_label = WrapLabel()
        self.revote_label.setObjectName("revoteLabel")
        self.revote_label.setWordWrap(True)
        self.revote_label.setStyleSheet("font-weight: bold;")
        self.revote_label.setVisible(False)
        eb.addWidget(self.revote_label)
        # Tab: the defenders' boxes (made on the fly) here, before «Confirm exit votes»
        self._defender_anchor = tab_anchor(layout=eb)
        # the exit vote folded to its result once another step is in front
        self.exit_summary = ItemsLabel()  # its seats never broken over two lines
        self.exit_summary.setObjectName("exitSummary")
        self.exit_summary.setWordWrap(True)
        self.exit_summary.setStyleSheet("font-weight: bold;")
        self.exit_summary.setVisible(False)
        cast(QVBoxLayout, self.exit_box.layout()).addWidget(self.exit_summary)  # fold_body's
        self.defender_lay = QVBoxLayout()
        self.defender_lay.setSpacing(2)
        eb.addLayout(self.defender_lay)
        self.exit_button = QPushButton()
        self.exit_button.setObjectName("confirmExitVotes")
        self.exit_button.clicked.connect(self.confirm_exit_votes)
        # what the exit takes beside the button, as the defence vote's threshold beside
        # its own (one line for both): the engine's rule (WF32-3)
        self.exit_threshold_label = WrapLabel()
        self.exit_threshold_label.setObjectName("exitThresholdLabel")
        self.exit_threshold_label.setWordWrap(True)
        self.exit_threshold_label.setStyleSheet("font-size: 15pt; font-weight: bold;")
        exit_row = QHBoxLayout()
        exit_row.addWidget(self.exit_threshold_label, 1)
        exit_row.addWidget(self.exit_button)
        eb.addLayout(exit_row)
        self.exit_error = ErrorLine("exitVotesError")  # below: the button stays put
        eb.addWidget(self.exit_error)
        self.exit_result, self.exit_change = self._result_row(eb, "exit_votes")
        lay.addWidget(self.exit_box)
        for box in (self.vote_box, self.exit_box):
            box.installEventFilter(self)

        self.lottery_box = QGroupBox()
        lb = QGridLayout(self.lottery_box)
        self.lottery_label = ItemsLabel()
        self.lottery_label.setWordWrap(True)
        lb.addWidget(self.lottery_label, 0, 0, 1, 2)
        self.lottery_button = QPushButton()
        self.lottery_button.setObjectName("drawLottery")
        self.lottery_button.clicked.connect(self.draw_lottery)
        lb.addWidget(self.lottery_button, 1, 0)
        lay.addWidget(self.lottery_box)

        # the last-move card (its own widget: card_panel.py)
        self.card_panel = CardPanel(self.c)
        self.card_panel.targetsChanged.connect(self.targetsChanged)
        lay.addWidget(self.card_panel)

        self.exit_label = WrapLabel()
        self.exit_label.setObjectName("exitLabel")
        self.exit_label.setWordWrap(True)
        self.exit_label.setStyleSheet("font-size: 14pt; font-weight: bold;")
        lay.addWidget(self.exit_label)
        lay.addStretch(1)

        # the latest refusal of the step in front, beside it and not only in the status bar
        # (issue 23); it goes when the game moves on (refresh)
        self.refusal_line = ErrorLine("dayRefusal")
        outer.addWidget(self.refusal_line)
        self.c.message.connect(self.show_refusal)
        # the refusal goes once the choice it was about is replaced (LY110-1)
        self.c.refusal_withdrawn.connect(self._drop_refusal)
        # why «End day» is greyed, said beside it (not only on its tooltip: a narrator's
        # trial, C99-3), on the button's row (the day's steps keep their height); gone,
        # and the button the row's whole width again, when the day may end
        self.end_reason = ReasonLabel()
        self.end_reason.setObjectName("endDayReason")
        self.end_reason.setWordWrap(True)
        self.end_reason.setEnabled(False)  # greyed: an explanation, not an error
        self.end_reason.setVisible(False)
        self.end_button = QPushButton()
        self.end_button.setObjectName("endDay")
        self.end_button.clicked.connect(self.end_day)
        end_row = QHBoxLayout()
        end_row.addWidget(self.end_button)
        end_row.addWidget(self.end_reason, 1)
        outer.addLayout(end_row)
        self.retranslate()

    def _result_row(self, lay: QVBoxLayout, key: str) -> tuple[QLabel, QPushButton]:
        """A recorded vote's counts (a label) and its «Change» button, added to ``lay``."""
        row = QHBoxLayout()
        label = ItemsLabel()
        label.setObjectName(f"{key}Result")
        label.setWordWrap(True)
        label.setStyleSheet("font-size: 13pt;")
        row.addWidget(label, 1)
        button = QPushButton()
        button.setObjectName("changeVotes" if key == "votes" else "changeExitVotes")
        button.clicked.connect(lambda: self.change_votes(key))
        row.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
        lay.addLayout(row)
        return label, button

    def _vote_on(self) -> str:
        """What today's vote is on (the engine's :func:`day_vote_on`; ``defense`` before a
        game)."""
        from narrator_app.engine import day_vote_on

        st = self.c.state
        return day_vote_on(st) if st is not None else "defense"

    def retranslate(self) -> None:
        """Every fixed text (at start and on ``QEvent.LanguageChange``); the rest is
        rendered by ``refresh()`` in the controller's language."""
        for b in (self.votes_change, self.exit_change):
            b.setText(translate("Ravi", "Change"))
            b.setToolTip(translate(
                "Ravi", "Reopen this recorded vote to correct it; confirming it again "
                "replaces the recorded one."))
        self._set_intro_note()
        set_folded(self.vote_box, is_folded(self.vote_box), vote_title(self._vote_on()))
        self.vote_hint.setText(
            translate("Ravi", "Click each nominee on the table, then type the votes.")
        )
        self.votes_button.setText(translate("Ravi", "Confirm votes"))
        set_folded(self.exit_box, is_folded(self.exit_box), translate("Ravi", "Exit vote"))
        self.exit_button.setText(translate("Ravi", "Confirm exit votes"))
        self.lottery_box.setTitle(translate("Ravi", "Death lottery"))
        self.lottery_button.setText(translate("Ravi", "Draw"))
        names, lang = self.c.names, self.c.lang
        for rows in (getattr(self, "nominees", {}), getattr(self, "defenders", {})):
            for seat, row in rows.items():
                row.retranslate(seat_short(seat, names, lang), lang)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- keyboard (shortcuts.py) --------------------------------------------------------
    def _box_open(self, box) -> bool:
        return box.isVisible() and box.isEnabled()

    def choice_buttons(self) -> list[QPushButton]:
        """The current step's choices (Alt+1, Alt+2 …): the day extras' or the card's."""
        if self.card_panel.active():
            return self.card_panel.choice_buttons()
        return self.extras.choice_buttons()

    def primary_button(self) -> QPushButton | None:
        """What Enter presses: the confirm button of the step now open."""
        if self.card_panel.active():
            return self.card_panel.confirm_button
        extra = self.extras.primary_button()
        if extra is not None:
            return extra
        for box in (self.power_box, self.procedure):  # the interrogation, Capo's gun
            button = box.primary_button()
            if button is not None:
                return button
        mode = self._mode()
        if mode == "votes":
            # not an empty vote on a stray Enter: «nobody reached the defense» is recorded
            # by a click on «Confirm votes» (a narrator's trial lost his redo so: CR36-8)
            return self.votes_button if self.nominees else None
        if mode == "lottery":
            return self.lottery_button
        if (self.exit_box.isVisible() and not self.exit_button.isHidden()
                and self.exit_button.isEnabled()):
            return self.exit_button
        return None

    def enter_hint(self) -> str | None:
        """What Enter says when it presses nothing (:meth:`primary_button` is None): the
        day's vote with no nominee yet; None otherwise."""
        if self._mode() == "votes" and not self.nominees and self.primary_button() is None:
            return translate("Ravi", "No nominee yet: click the nominees on the table. For a "
                                     "day with none, press «Confirm votes».")
        return None

    def focus_current_step(self) -> bool:
        """PageDown: the focus to the first empty vote box of the step now open (else its
        first one, else its first choice)."""
        first = self.power_box.first_input()  # the interrogation, before the day's vote
        if first is not None:
            first.setFocus(Qt.FocusReason.TabFocusReason)  # (a count's text selected)
            return True
        mode = self._mode()
        rows = self.nominees if mode == "votes" else (
            self.defenders if self.exit_box.isVisible() else {})
        edits = [r.edit for r in rows.values() if r.edit.isVisible() and r.edit.isEnabled()]
        target: QWidget | None = next((e for e in edits if not e.text()),
                                      edits[0] if edits else None)
        if target is None:
            target = next((b for b in self.choice_buttons()
                           if b.isVisible() and b.isEnabled()), None)
        if target is None and mode == "lottery":
            target = self.lottery_button
        now = self.c.choices()
        if target is None and now is not None and now.current is None:
            target = self.end_button  # every step done: «End day»
        if target is None or not (target.isVisible() and target.isEnabled()):
            return False
        target.setFocus(Qt.FocusReason.ShortcutFocusReason)
        return True

    def _follow_step(self) -> None:
        """After a confirmed step the keyboard focus goes to the next step's first input
        (:meth:`focus_current_step`): a digit typed next goes into the defenders' vote box,
        not to a seat on the table (issue 23). When the next step takes seats on the table
        (a nominee, a card's target) the focus leaves the finished step, so typed digits
        choose seats. The focus is moved only when it was in this panel (or nowhere)."""
        win = self.window()
        if not self.isVisible() or not getattr(self, "_focus_was_here", False):
            return
        if not self.focus_current_step():
            win.setFocus(Qt.FocusReason.OtherFocusReason)  # digits go to the table

    # --- refresh ------------------------------------------------------------------------
    def refresh(self) -> None:
        from narrator_app.engine import (
            day_step_now,
            defense_vote_eyes,
            exit_vote_eyes,
            exit_vote_rounds,
            intro_only_day,
            lottery_loser,
            lottery_open,
            revote_due,
        )

        st = self.c.state
        if st is None or st.phase not in ("day", "intro_day"):
            self._shown = None
            return
        fresh = self._shown is not st
        # where the keyboard focus was before this refresh hides the confirmed step's widgets
        # (Qt then moves it on along the chain, out of the panel): _follow_step
        win = self.window()
        was = win.focusWidget() if win is not None else None
        # a new day: the focus comes to its first step, unless the narrator is typing
        # elsewhere (a note)
        new_day = self._shown is None or self._day_of(self._shown) != self._day_of(st)
        self._focus_was_here = was is None or was is win or self.isAncestorOf(was) or (
            new_day and not isinstance(was, TYPING))
        self.card_panel.refresh()
        # a card played: its name and what to read aloud stay, its effect text folds away
        self.card_panel.card_effect.setVisible(self.card_panel.active())
        # and its header line too, once the card is drawn: its hint names who chooses, the
        # exit line below who drew it (the card, its hint and «Carry out the card» stay in
        # view at 1280×720 under a title bar: the day never scrolls, issue 23)
        self.card_panel.header.setVisible(self.card_panel._drawn() is None)
        self._shown = st
        lang, names = self.c.lang, self.c.names
        intro = st.phase == "intro_day"
        won = st.winner is not None
        over = self.c.frozen()  # nothing recorded now (won, or view only): controls disabled
        if fresh:
            self.refusal_line.show_text("")  # the game moved on: an old refusal goes
            self._open = None  # the game moved on: the current step comes in front again
            self._editing.clear()  # and a vote reopened for a change is its result again
        # the current step in front and whole, every other section folded to its title line
        # (1366×768 never scrolls the day; issue 15): the engine says which step is current
        section = self.open_key()
        # once a step after the lottery is in front (the card, the bomb's codes) or a card
        # was played, the votes and the lottery before it are their title lines (their
        # results are in the log and the card's lines, a click opens them): the step whole
        card_now = (day_step_now(st) in ("card", "bomb.guard_code", "bomb.holder_code")
                    or "card" in st.choices)
        self.extras.open_key = section
        self.extras.refresh()
        self.power_box.refresh()
        cards = self.card_panel
        if not cards.active() and cards.lines and self.extras.announce.isVisibleTo(self):
            # a card played: what it says aloud is in the day's announcements above, once
            said = self.extras.announce.text()
            cards.result.setVisible(not all(line in said for line in cards.lines))
        self._set_intro_note()
        self.intro_note.setVisible(intro or intro_only_day(st))
        self.procedure.refresh()
        self.vote_box.setVisible(self._has_vote(st))
        self.end_button.setText(
            translate("Ravi", "End intro day") if intro else translate("Ravi", "End day")
        )
        ch = self.c.choices()
        self.end_button.setEnabled(bool(ch and ch.end_refusal is None and not over))
        reason = (self.c.refusal(ch.end_refusal)
                  if ch and ch.end_refusal is not None and not over and not self.c.read_only
                  else "")
        self.end_button.setToolTip(
            plain_tip(self.c.read_only_text()) if self.c.read_only else plain_tip(reason)
        )
        # said beside the button whenever it is greyed, also when the step in front is the
        # one it waits for: Zodiac's End day after the vote, the holder's code's row open,
        # stood greyed with no reason beside it (a narrator's trial, Y101-24; C99-3 had
        # left it to that step's section)
        self.end_reason.setText(reason)
        self.end_reason.setVisible(bool(reason))
        self.end_reason.limit = self.end_button.sizeHint().height()
        self.end_reason.fit()
        if intro:
            for w in (self.exit_box, self.lottery_box, self.exit_label):
                w.setVisible(False)
            self.targetsChanged.emit()
            return
        day = st.day
        self.threshold_label.setText(defence_threshold_text(st, lang))
        votes = st.choices.get("votes")
        if fresh:
            shown = votes if votes is not None else self._undone(st, "votes")
            self._set_nominees(dict(shown) if isinstance(shown, dict) else {})
            self._set_defenders(st)
            self.votes_error.show_text("")
            self.exit_error.show_text("")
        # a recorded vote is its result (and «Change»); after the game nothing is editable
        votes_locked = over or (votes is not None and "votes" not in self._editing)
        # the hint until the first nominee is clicked (then his row says what to do)
        self.vote_hint.setVisible(not votes_locked and not self.nominees)
        eyes = defense_vote_eyes(st) if self._vote_on() == "defense" else None
        self.defense_eyes_label.setText(
            translate("Ravi", "Eyes OPEN for this vote.") if eyes == "open" else "")
        self.defense_eyes_label.setVisible(not votes_locked and eyes is not None)
        self.votes_button.setVisible(not votes_locked)
        for row in self.nominees.values():
            row.setVisible(not votes_locked)
            row.edit.setEnabled(not over)
        self.votes_result.setText(self._counts_text(votes or {}))
        self.votes_result.setVisible(votes_locked and bool(votes))
        self.votes_change.setVisible(votes_locked and votes is not None and not over)
        self.moves_label.setText("" if votes_locked else "\n".join(
            t for t in (self._moves_text(st, False), self._unfired_guns()) if t))
        self.moves_label.setVisible(bool(self.moves_label.text()))
        if votes is None:
            self.defense_label.setText("")
        elif day.defense:
            # folded under its title: the seats' numbers on one line (the exit vote below
            # names them; five names wrapped at 14 pt scrolled an 18-seat Day 1: audit32 F23)
            shown = names if section == "votes" else ()
            self.defense_label.setText("\n".join(t for t in (
                fill(translate("Ravi", "Defense: %1"), seats_list(day.defense, shown, lang)),
                self._moves_text(st, True)) if t))
        else:
            self.defense_label.setText(translate("Ravi", "Nobody reached the defense."))
        # the exit vote while the engine has it among today's steps: not once a day power
        # decided in its place (the Mayor's), but still after a decision with no effect (a
        # robbed or withdrawn Mayor's: the exit vote follows, rules_spec 6.9 S1, 6.10 S12)
        exit_step = ch is not None and any(s.key == "exit_votes" for s in ch.steps)
        self.exit_box.setVisible(
            bool(votes is not None and day.defense and exit_step)
            and not self.procedure.holds()  # the representatives' one vote decides
        )
        # folded: each vote box keeps its title and its result in one line
        from narrator_app.engine import day_vote_on

        votes_title = vote_title(day_vote_on(st))  # the engine says what the vote is on
        if votes is None and section != "votes":  # the threshold on the folded title line
            votes_title = fill("%1 — %2", votes_title, self.threshold_label.text())
        # once a card or a bomb code is in front, a folded vote's result is said on its
        # title line (no line of its own: the busiest day never scrolls, issue 23); it was
        # hidden, its box an empty strip under the title (Z103-21)
        on_title = card_now and section != "votes"
        if on_title and self.defense_label.text():
            votes_title = fill("%1 — %2", votes_title,
                               self.defense_label.text().split("\n")[0])
        self.defense_label.setVisible(bool(self.defense_label.text()) and not on_title)
        set_folded(self.vote_box, section != "votes", votes_title, self.defense_label)
        # the exit vote as the engine recorded it: after a revote (A05) both rounds, the
        # tied first one and the revote, as the log says them (it showed the revote alone)
        record = exit_vote_rounds(st)
        rounds = record.rounds if record is not None else ()
        exit_votes = rounds[-1] if rounds else {}
        self.exit_summary.setText(self._rounds_text(record))
        exit_done = "exit_votes" in st.choices and day.needs != "exit_votes"
        exit_locked = over or (exit_done and "exit_votes" not in self._editing)
        exit_title = translate("Ravi", "Exit vote")
        if card_now and section != "exit_votes" and exit_votes:  # its result on its title
            last = self._counts_text(exit_votes, False)
            if len(rounds) > 1:  # the deciding round, said to be the revote (short: a title)
                #: The folded exit vote's title after a revote: the revote's counts.
                last = fill(translate("Ravi", "revote: %1"), last)
            exit_title = fill("%1 — %2", exit_title, last)
        self.exit_summary.setVisible(section != "exit_votes" and bool(exit_votes)
                                     and not card_now)
        self.eyes_label.setVisible(not exit_locked)
        self.exit_threshold_label.setVisible(not exit_locked and bool(day.defense))
        self.exit_button.setVisible(not exit_locked)
        for row in self.defenders.values():
            row.setVisible(not exit_locked)
            row.edit.setEnabled(not over)
        self.exit_result.setText(self.exit_summary.text())
        self.exit_result.setVisible(exit_locked and bool(exit_votes))
        self.exit_change.setVisible(exit_locked and exit_done and not over)
        set_folded(self.exit_box, section != "exit_votes", exit_title, self.exit_summary)
        if day.defense:
            self.exit_threshold_label.setText(exit_threshold_text(st, lang))
            open_ = exit_vote_eyes(st) == "open"
            # «(more than one defender)» is the reason only under the house rule's option
            # that opens them for it (``open_if_multi``), not under plain «open» (Z103-12)
            self.eyes_label.setText(
                translate("Ravi", "Eyes OPEN for this vote (more than one defender).")
                if open_ and st.rules.get("exit_vote_eyes") == "open_if_multi"
                else translate("Ravi", "Eyes OPEN for this vote.")
                if open_
                else translate("Ravi", "Eyes CLOSED for this vote.")
            )
        self.exit_button.setEnabled(not over)
        # a tie voted on again first (the engine's revote_due): said, and no lottery yet
        revote = not exit_locked and revote_due(st)
        self.revote_label.setVisible(revote)
        if revote:
            self.revote_label.setText(fill(translate(
                "Ravi", "Tie between %1: vote again between them (revote); the death lottery "
                "only if this ties too."), seats_and(day.tied, names, lang)))
        # the lottery only when the engine takes it (lottery_open: not before the revote);
        # an interrogation's tie is drawn in its own box (day_power_box.py)
        lottery_due = ((lottery_open(st) and not self.power_box.tie_open())
                       or "lottery" in st.choices)
        # the card step names who draws (the loser): the lottery's line is said and done
        self.lottery_box.setVisible(lottery_due and not card_now)
        drawn = "lottery" in st.choices
        self.lottery_button.setVisible(not drawn)  # drawn: the loser only, on one line
        self.lottery_box.setTitle("" if drawn else translate("Ravi", "Death lottery"))
        self.lottery_box.setFlat(drawn)
        loser = lottery_loser(st)
        if loser is not None:  # the loser, read aloud
            self.lottery_label.setText(lottery_text(loser, names, lang))
        elif lottery_due:
            self.lottery_label.setText(
                fill(
                    translate(
                        "Ravi",
                        "Tie between %1: draw the death lottery, or click the loser on the table.",
                    ),
                    seats_list(day.tied, names, lang),
                )
            )
        self.lottery_button.setEnabled(lottery_open(st) and "lottery" not in st.choices
                                       and not over)
        role_step = self._role_step()
        if day.eliminated is not None and role_step is not None:
            # a role acts after the exit (the hunter's revenge): who, and how to record it
            # read in the order it happened: the vote's exit, what it brought with it (a
            # lover's heartbreak), then the role that acts now (CR38-9)
            ch = self.c.choices()
            step = next((s for s in ch.steps if s.key == role_step), None) if ch else None
            who = role_name(self.c.scenario, role_step, lang)
            if step is not None and step.seats:  # the engine's step names who acts
                who = fill("%1 — %2", who, seat_short(step.seats[0], names, lang))
            ask = (translate("Ravi", "%1: click on the table the player he takes with him, "
                                     "or End day if he passes.")
                   if step is not None and step.kind == "optional"  # he may pass (C8)
                   else translate("Ravi", "%1: click on the table the player he takes with him."))
            self.exit_label.setText("\n".join([
                self._exit_line(st, st.player(day.eliminated)), *self.extras.after_exit,
                fill(ask, who)]))
            self.exit_label.setVisible(True)
        elif day.eliminated is not None and day.needs is None:
            self.exit_label.setText("\n".join([*self._kept_lines(st), self._exit_line(
                st, st.player(day.eliminated)), *self.extras.after_exit]))
            notes = self._day_notes(st)  # the heir's inheritance, for the narrator
            if notes:
                self.exit_label.setText("\n".join([self.exit_label.text(), *notes]))
            self.exit_label.setVisible(True)
        elif votes is not None and not day.defense:
            self.exit_label.setText("\n".join([*self._kept_lines(st),
                                               translate("Ravi", "Nobody leaves today.")]))
            self.exit_label.setVisible(True)
        elif (
            "exit_votes" in st.choices  # (after a decision only when it had no effect)
            and day.eliminated is None
            and day.needs is None
            and not day.tied
        ):  # the exit vote is recorded and nobody reached it (or a tie that nobody leaves)
            self.exit_label.setText(translate("Ravi", "Nobody leaves the game."))
            self.exit_label.setVisible(True)
        else:
            self.exit_label.setVisible(False)
        if fresh and not won:
            self._follow_step()
        self._card_due = fresh and self.card_panel.active()
        if self._card_due:
            # the card step is the one now open: bring it into view (after the layout)
            QTimer.singleShot(0, self._show_card_step)
        self.targetsChanged.emit()

    @staticmethod
    def _day_of(st: object) -> tuple[str, int] | None:
        phase, number = getattr(st, "phase", None), getattr(st, "number", None)
        return (phase, number) if isinstance(phase, str) and isinstance(number, int) else None

    def _exit_line(self, st: GameState, p: Player) -> str:
        """The line read after today's vote for ``p``, the player the vote named: he
        leaves (dead, or half-dead for Constantine while the game goes on), with his role
        when the game shows roles on exit (``reveal_role_on_death``: Werewolf); or he
        stays, by a last-move card or by a vote that shows the role (Jack Sparrow's, A56;
        the Takavar guard's armour, club_scenarios 3.6), «no card is drawn» said only where
        the table has cards."""
        names, lang = self.c.names, self.c.lang
        who = seat_short(p.seat, names, lang)
        role = role_name(self.c.scenario, p.role, lang)
        if p.status != "alive":
            # once the game is won nobody comes back: a half-dead player is out (CF70-1)
            status = "dead" if st.winner is not None else p.status
            how = {
                "half_dead": translate("Ravi", "half-dead: Constantine may bring him back"),
                "dead": translate("Ravi", "out for good"),
            }.get(status, "")
            if p.role_public is True:  # the table is told the role (not its side only)
                line = fill(translate("Ravi", "%1 leaves the game (%2); the role was %3."),
                            who, how, role)
            else:
                line = fill(translate("Ravi", "%1 leaves the game (%2)."), who, how)
            from narrator_app.engine import deck_spent  # (the engine: after the first paint)

            if "card" not in st.choices and deck_spent(st):  # why no card (CF70-12)
                line += " " + translate("Ravi", "No last-move card is left to draw.")
            return line
        if "card" in st.choices:  # a last-move card kept him
            return fill(translate("Ravi", "%1 stays in the game (last-move card)."), who)
        if not st.rules.get("cards_enabled"):  # no deck at this table: no card to mention
            return fill(translate("Ravi", "%1 stays in the game: the vote shows the role, %2."),
                        who, role)
        return fill(translate("Ravi", "%1 stays in the game: the vote shows the role, %2; "
                                      "no card is drawn."), who, role)

    def _kept_lines(self, st: GameState) -> list[str]:
        """Today's sentences for a player the vote could not send out (``immune:s``, the
        lawyer's client who had votes: club_scenarios 4.6, 1.6), read before the exit."""
        rec = st.records[-1] if st.records else None
        if rec is None or (rec.phase, rec.number) != (st.phase, st.number):
            return []
        kept = [t for t in rec.announce if t.startswith("immune:")]
        if not kept:
            return []
        roles = [p.role for p in st.players]
        return announcement_lines(kept, self.c.scenario, roles, self.c.names, st.rules,
                                  self.c.lang, after_night=False)

    def _day_notes(self, st: GameState) -> list[str]:
        """Today's narrator-only sentences (an exit's private signals: the heir); a summons
        that lapsed today is said once, in the interrogation's box (``power_box``)."""
        rec = st.records[-1] if st.records else None
        if rec is None or (rec.phase, rec.number) != (st.phase, st.number):
            return []
        return narrator_notes(rec.private, self.c.scenario, self.c.lang, lapse=False)

    # --- folding ------------------------------------------------------------------------
    # The day step (``day_step_now``) → the section that holds it.
    SECTION_OF = {"guns": "guns", "status_inquiry": "status_inquiry", "votes": "votes",
                  "mayor": "mayor", "exit_votes": "exit_votes", "bomb.guard_code": "bomb",
                  "bomb.holder_code": "bomb"}

    def sections(self) -> list[str]:
        """The foldable sections the day has now, in the day's order (step keys)."""
        from narrator_app.engine import chaos_today

        st = self.c.state
        # a chaos day has the handshake alone (the engine's rule, rules_spec 3.3.5)
        if st is None or st.phase != "day" or chaos_today(st):
            return []
        ch = self.c.choices()
        keys = {s.key for s in ch.steps} if ch is not None else set()
        order = ("guns", "status_inquiry", "votes", "mayor", "exit_votes", "bomb")
        return [k for k in order if k in keys]

    def open_key(self) -> str | None:
        """The section open in front: the one the narrator opened, else the current step's
        (the engine's ``day_step_now``); None when no foldable section is (the lottery, a
        card, the end of the day)."""
        from narrator_app.engine import day_step_now

        st = self.c.state
        if st is None:
            return None
        have = self.sections()
        if self._open in have:
            return self._open
        return self.SECTION_OF.get(day_step_now(st) or "")

    def open_section(self, key: str) -> None:
        """Open the folded section ``key`` (a click on its title line); the others fold."""
        if key in self.sections():
            self._open = key
            self.refresh()

    def open_next_section(self, step: int = 1) -> bool:
        """Ctrl+PageDown / Ctrl+PageUp: open the next (previous) section of the day, round."""
        have = self.sections()
        if not have:
            return False
        now = self.open_key()
        i = have.index(now) + step if now in have else (0 if step > 0 else -1)
        self.open_section(have[i % len(have)])
        return True

    def _show_card_step(self) -> None:
        if self.card_panel.isVisible() and self.card_panel.active():
            self.scroll_area.ensureWidgetVisible(self.card_panel, 0, 0)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt name)
        if (
            event.type() == QEvent.Type.MouseButtonRelease
            and obj in (self.vote_box, self.exit_box)
            and is_folded(obj)
        ):  # a click on a folded vote opens it
            self.open_section("votes" if obj is self.vote_box else "exit_votes")
            return True
        # the rows added with the card step settle over a few layout passes: keep the card
        # in view while they do (until the next change of the game)
        if obj is self.scroll_area.widget() and event.type() == QEvent.Type.Resize:
            if self._card_due:
                QTimer.singleShot(0, self._show_card_step)
            self._fit_timer.start()  # once the layout has settled (a timer of its own:
            # a static singleShot with a Python callable crashed the suite now and then)
        return super().eventFilter(obj, event)

    def _fit_scroll(self) -> None:
        """No scroll bar while the day fits the panel's whole width: a bar shown for a
        taller state narrowed the day, its lines wrapped, and the bar stayed for a day
        that fits without it (18 seats at 14 pt, audit32 F23; decisions T29)."""
        area = self.scroll_area
        host = area.widget()
        lay = host.layout() if host is not None else None
        if lay is None:
            return
        need = (lay.totalHeightForWidth(area.width()) if lay.hasHeightForWidth()
                else lay.totalSizeHint().height())
        policy = (Qt.ScrollBarPolicy.ScrollBarAlwaysOff if need <= area.height()
                  else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        if area.verticalScrollBarPolicy() != policy:
            area.setVerticalScrollBarPolicy(policy)

    def _unfired_guns(self) -> str:
        """The gun holders who have not fired yet, while the defence vote is open: the guns
        are fired before it, and its confirmation closes their window (rules_spec 3.5.6
        step 2; CF50-15); a narrator's trial confirmed an empty vote and the Guns section
        was gone with a war gun unfired (C99-3). "" when no gun waits."""
        step = self.extras.steps.get("guns")
        if step is None or not step.seats:
            return ""
        return fill(translate("Ravi", "Guns not fired yet: %1. The guns are fired before the "
                              "defense vote: confirming it closes them."),
                    seats_list(step.seats, self.c.names, self.c.lang))

    def _moves_text(self, st: GameState, recorded: bool) -> str:
        """The moves of today's counts (the engine's ``vote_moves_today``: the Don's treason
        vote on an accused, club_scenarios 4.6, 4.8), one line each, marked narrator-only:
        «[narrator only, do not say it] Treason vote: 1 vote taken off the count against 5
        (Hossein).»; ``recorded``: the counts are recorded, and each line ends with the
        count as counted. It was said only in the log: the day
        panel showed «Defense: 5, 9» and nobody left (a narrator's trial, CF80-54)."""
        from narrator_app.engine import vote_moves_today

        moves, counted = vote_moves_today(st)
        lang, names = self.c.lang, self.c.names
        lines = []
        for seat, delta in sorted(moves.items()):
            text = fill(translate("Ravi", "Treason vote: %1 taken off the count against %2.")
                        if delta < 0 else
                        translate("Ravi", "Treason vote: %1 added to the count against %2."),
                        counts_kept(digits(self.tr("%n vote(s)", "", abs(delta)), lang)),
                        seat_short(seat, names, lang))
            if recorded and seat in counted:
                text = fill(translate("Ravi", "%1 Counted: %2."), text,
                            counts_kept(digits(self.tr("%n vote(s)", "", counted[seat]), lang)))
            # the Don's secret (it tells the table he used it): marked as every line the
            # narrator keeps to himself (a narrator's trial, Z103-11)
            lines.append(fill(translate("Ravi", "[narrator only, do not say it] %1"), text))
        return "\n".join(lines)

    def _counts_text(self, counts: dict, named: bool = True) -> str:
        """«۳ (رضا): ۸ رأی، ۹ (پری): ۷ رأی»: a recorded vote's counts on one line, each count
        with its word (a narrator's trial: «۴ (سارا): ۴، ۸ (لیلا): ۶» read as seats and
        counts mixed; CR36-4); ``named`` False: the seats' numbers only («۳: ۸ رأی»), for a
        title line."""
        lang, names = self.c.lang, (self.c.names if named else ())
        parts = []
        for seat, count in sorted(counts.items()):
            said = self.tr("%n vote(s)", "", count)  # «1 vote», «2 votes» (ravi_en.ts)
            parts.append(fill("%1: %2", seat_short(int(seat), names, lang),
                              counts_kept(digits(said, lang))))  # never «۵» | «رأی» (LY113-4)
        text = ("، " if lang == "fa" else ", ").join(parts)
        # a right-to-left line even when it starts with a number (U+200F)
        return "\u200f" + text if lang == "fa" and text else text

    def _rounds_text(self, record: ExitRounds | None) -> str:
        """The recorded exit vote's counts on one line (:meth:`_counts_text`, names shown):
        after a revote both rounds, «۳ (رضا): ۵ رأی، ۸ (لیلا): ۵ رأی (تساوی)؛ رأی‌گیری دوباره:
        ۳ (رضا): ۱ رأی، ۸ (لیلا): ۷ رأی»; one round that tied, «(tie)» after it (the
        engine's ``tied``); "" when nothing is recorded (``record`` the engine's
        ``exit_vote_rounds``, A05)."""
        if record is None or not record.rounds:
            return ""
        said = [self._counts_text(r) for r in record.rounds]
        if len(said) > 1:
            #: The folded exit vote after a revote (A05): %1 the tied first round's
            #: counts, %2 the revote's.
            return fill(translate("Ravi", "%1 (tie); revote: %2"), said[0], said[-1])
        if record.tied:
            #: The folded exit vote that tied (the revote still due, or no revote).
            return fill(translate("Ravi", "%1 (tie)"), said[0])
        return said[0]

    def change_votes(self, key: str) -> None:
        """«Change» on a recorded vote (``votes`` or ``exit_votes``): its fields come back,
        filled with the recorded counts; confirming records the change (the step's choice is
        replaced, game-script) or is refused with its reason. Nothing after the game."""
        st = self.c.state
        if st is None or st.winner is not None or key not in self.sections():
            return
        self._editing.add(key)
        self._open = key
        self.refresh()
        rows = self.nominees if key == "votes" else self.defenders
        for row in rows.values():
            row.show()
        first = next(iter(rows.values()), None)
        if first is not None:
            first.edit.setFocus()
        self.targetsChanged.emit()

    def _clear(self, rows: dict[int, CountRow]) -> None:
        for r in rows.values():
            r.hide()  # never shown again as a window of its own (a queued show)
            r.setParent(None)
            r.deleteLater()
        rows.clear()

    def _undone(self, st: GameState, key: str) -> Any:
        """The value of today's step ``key`` (``votes``, ``exit_votes``) that the narrator
        has just taken back, when it is the next action to redo: its counts are shown in the
        boxes again, to be corrected and confirmed (they were emptied, and every nominee had
        to be clicked and typed again: a narrator's trial). None otherwise."""
        game = self.c.game
        redo = game.redo_actions if game is not None and game.can_redo() else []
        if not redo:
            return None
        nxt = redo[0]
        if nxt.kind == "step" and nxt.phase == st.phase and nxt.key == key:
            return nxt.value
        return None

    def _set_nominees(self, votes: dict[int, int]) -> None:
        from narrator_app.engine import vote_cap

        st = self.c.state
        assert st is not None  # a vote: a game is on
        sig = (tuple(sorted(votes.items())), vote_cap(st, "votes"), tuple(self.c.names))
        old = getattr(self, "_nominee_sig", None)
        if self._kept("_nominee_sig", self.nominees, sig, old is not None
                      and old[0] == sig[0] and set(self.nominees) == set(votes)):
            return  # the same rows: keep the widgets (a repaint, not a rebuild)
        self._clear(self.nominees)
        for seat, n in sorted(votes.items()):
            self._add_nominee(seat, n)
        self._nominee_sig = sig
        self._chain_rows()

    def _kept(self, attr: str, rows: dict[int, CountRow], sig: tuple, same: bool) -> bool:
        """True when ``rows`` stay as they are (``same``: the same seats and counts as the
        signature kept under ``attr``); a new cap or new names in ``sig`` (a player left)
        are shown in them in place (:meth:`_recap`, the cap at ``sig[1]``) and ``sig`` kept."""
        if not same:
            return False
        if getattr(self, attr, None) != sig:
            setattr(self, attr, sig)
            self._recap(rows, sig[1])
        return True

    def _recap(self, rows: dict[int, CountRow], cap: int) -> None:
        """The rows' cap (their «max …» hint) and seat labels made anew in place: a player
        who left changes the cap, not the rows (they were made again at each action after
        an exit, the card's step among them)."""
        for seat, row in rows.items():
            row.cap = cap
            row.retranslate(seat_short(seat, self.c.names, self.c.lang), self.c.lang)

    def _chain_rows(self) -> None:
        """Tab reaches the nominees' and the defenders' boxes in the order shown, before the
        button that records them (focus_chain.py)."""
        for anchor, rows in ((self._nominee_anchor, self.nominees),
                             (self._defender_anchor, self.defenders)):
            chain_after(anchor, [w for r in rows.values()
                                 for w in (r.edit, r.remove_button) if w is not None])

    def _add_nominee(self, seat: int, count: int | None = None) -> CountRow:
        from narrator_app.engine import vote_cap

        st = self.c.state
        assert st is not None  # a vote: a game is on
        row = CountRow(
            seat, seat_short(seat, self.c.names, self.c.lang), vote_cap(st, "votes"), removable=True
        )
        if count is not None:
            row.edit.setText(digits(count, self.c.lang))
        row.removeRequested.connect(self._remove_nominee)
        row.countChanged.connect(lambda _seat: self._vote_replaced(self.votes_error))
        self.nominees[seat] = row
        self.nominee_lay.addWidget(row)
        return row

    def _remove_nominee(self, seat: int) -> None:
        row = self.nominees.pop(seat, None)
        if row is not None:
            row.hide()  # never shown again as a window of its own (a queued show)
            row.setParent(None)
            row.deleteLater()
            self._vote_replaced(self.votes_error)
        self._sync_hint()
        self.targetsChanged.emit()  # the seat is no longer marked picked on the table

    def _sync_hint(self) -> None:
        """The vote's hint while the vote is open and nobody is nominated yet."""
        self.vote_hint.setVisible(not self.votes_button.isHidden() and not self.nominees)

    def _set_defenders(self, st: GameState) -> None:
        """The exit vote's rows: the defenders with the recorded (or just undone) counts;
        on a revote (``engine.revote_due``) the tied alone, empty, for the second round."""
        from narrator_app.engine import revote_due, vote_cap

        revote = revote_due(st) and "exit_votes" not in self._editing
        ev = ({} if revote else st.choices.get("exit_votes")) or self._undone(
            st, "exit_votes") or {}
        if isinstance(ev, list):
            ev = ev[-1] if ev else {}
        seats = list(st.day.tied) if revote else list(st.day.defense)
        sig = (tuple(seats), vote_cap(st, "exit_votes"), tuple(sorted(ev.items())),
               tuple(self.c.names), revote)
        old = getattr(self, "_defender_sig", None)
        if self._kept("_defender_sig", self.defenders, sig, old is not None
                      and (old[0], old[2], old[4]) == (sig[0], sig[2], sig[4])
                      and list(self.defenders) == seats):
            return  # the same rows: keep the widgets
        self._defender_sig = sig
        self._clear(self.defenders)
        for seat in seats:
            row = CountRow(
                seat,
                seat_short(seat, self.c.names, self.c.lang),
                vote_cap(st, "exit_votes"),
                removable=False,
                prefix="exit_count",
            )
            if seat in ev:
                row.edit.setText(digits(ev[seat], self.c.lang))
            row.countChanged.connect(lambda _seat: self._vote_replaced(self.exit_error))
            self.defenders[seat] = row
            self.defender_lay.addWidget(row)
        self._chain_rows()

    # --- ring ---------------------------------------------------------------------------
    def _mode(self) -> str | None:
        st = self.c.state
        if st is None or st.phase != "day" or st.winner is not None:
            return None
        from narrator_app.engine import chaos_today

        if chaos_today(st):  # no normal vote: the handshake decides (the engine's rule)
            return None
        if st.day.tied and "lottery" not in st.choices and st.day.needs == "lottery":
            return "lottery"
        if self._role_step() is not None:
            return self._role_step()
        if ("votes" not in st.choices or "votes" in self._editing) and self._has_vote(st):
            return "votes"
        return None

    def _set_intro_note(self) -> None:
        """The intro line's text for the day shown: on the intro day «Introductions: each
        player speaks in turn. No vote and no challenge today.»; on Mafia Nights' Day 1
        played as an intro day only (the engine's
        :func:`~narrator_app.engine.intro_only_day`, A74) its own, «Introductions only
        today: no vote.» (its challenge follows ``intro_day_challenge``, a withdrawal stays
        open). That day's panel was blank once its vote box went (Z103-1, Z103-20)."""
        from narrator_app.engine import intro_only_day

        st = self.c.state
        if st is not None and intro_only_day(st):
            self.intro_note.setText(translate("Ravi", "Introductions only today: no vote."))
        else:
            self.intro_note.setText(translate(
                "Ravi",
                "Introductions: each player speaks in turn. No vote and no challenge today."
            ))

    def _has_vote(self, st: GameState) -> bool:
        """Whether the day ``st`` holds the day's vote (its box is shown and the ring takes
        its nominees): the engine's :func:`~narrator_app.engine.day_has_vote`, the rule in
        one place (not the intro day nor Mafia Nights' Day 1 played as one, a chaos day, a
        day whose interrogation stands in its place, nor one whose procedure replaces it
        without counting votes). With no vote the ring greyed every seat after the
        election, each refused by a vote that was not there (a narrator's trial, X100-4)."""
        from narrator_app.engine import day_has_vote

        return day_has_vote(st)

    def _role_step(self) -> str | None:
        """The role whose step after an exit is open (the engine's
        :func:`~narrator_app.engine.open_day_role`: the hunter's revenge, also when he may
        pass), None when there is none."""
        from narrator_app.engine import open_day_role

        st = self.c.state
        return open_day_role(st) if st is not None else None

    def picks_ordered(self) -> bool:
        """Whether the order of the seats the last :meth:`ring_targets` gave as picked means
        something: not for the day vote's nominees, whose counts are typed beside their
        names (CR36-6); for every other pick of the day it does (a card's places)."""
        return self._picks_ordered

    def ring_targets(self) -> tuple[dict[int, str | None] | None, list[int]]:
        from narrator_app.engine import options_for

        self._picks_ordered = True
        if self.c.read_only:  # view only: the ring takes no picks
            return None, []
        extra = self.extras.ring_targets() or self.procedure.ring_targets()
        if extra is not None:
            return extra
        if self.card_panel.active():
            return self.card_panel.ring_targets()
        mode = self._mode()
        st = self.c.state
        if mode is None or st is None:  # (no state: no mode)
            return None, []
        opts = options_for(st, mode)
        targets = {
            s: (None if e is None else self.c.refusal(e)) for s, e in opts[0].targets.items()
        }
        picked = list(self.nominees) if mode == "votes" else []
        self._picks_ordered = mode != "votes"
        return targets, picked

    def seat_clicked(self, seat: int) -> None:
        from narrator_app.engine import options_for

        if self.extras.seat_clicked(seat) or self.procedure.seat_clicked(seat):
            return
        if self.card_panel.active():
            self.card_panel.seat_clicked(seat)
            return
        mode = self._mode()
        st = self.c.state
        if mode is None or st is None:  # (no state: no mode)
            return
        opts = options_for(st, mode)
        err = opts[0].targets.get(seat)
        if isinstance(err, IllegalAction):
            self.c.message.emit(self.c.refusal(err))
            return
        if mode == "lottery":
            self.c.step("lottery", seat)
            return
        if mode == self._role_step():  # one seat: the table hears it at once, so asked
            # first like the day's other weighty steps (a slip of the mouse was announced
            # before Ctrl+Z: the hunter's day shot, club_scenarios 7.6, X100-14)
            if not self.c.confirm(
                role_name(self.c.scenario, mode, self.c.lang),
                fill(translate("Ravi", "%1 takes %2 with him: record it? The table is told "
                                       "at once."),
                     role_name(self.c.scenario, mode, self.c.lang),
                     seat_short(seat, self.c.names, self.c.lang)),
            ):
                return
            self.c.step(mode, opts[0].value([seat]))
            return
        if is_folded(self.vote_box):  # a nominee clicked: the narrator is on the vote now
            self.open_section("votes")
        if seat in self.nominees:
            self._remove_nominee(seat)
        else:
            row = self._add_nominee(seat)
            self._vote_replaced(self.votes_error)
            self._chain_rows()
            self._sync_hint()
            row.show()  # shown now (not on the next loop), so that it can take the focus
            row.edit.setFocus()
        self.targetsChanged.emit()

    def seat_typed(self, seat: int) -> None:
        """A seat's number typed while no box had the keys (``shortcuts.KeyboardDriver``).
        At a vote it goes to that seat's count box, never takes a row away: a nominee
        already in the vote's box, or a defender at the exit vote, gets the cursor with his
        count selected (a typed number was a click, and a click on a nominee takes his row
        and its count away: a narrator typing counts, CF80-2); a new nominee is added as a
        click adds him, his box taking the keys. A seat with no box at the exit vote is
        said so. Anything else is the click's."""
        rows = self._typed_rows()
        row = rows.get(seat) if rows is not None else None
        if row is not None and row.edit.isEnabled():
            row.edit.setFocus(Qt.FocusReason.TabFocusReason)
            row.edit.selectAll()
            return
        if rows is self.defenders:
            self.c.message.emit(fill(
                translate("Ravi", "%1 is not defending: the exit vote is for the defenders only."),
                seat_short(seat, self.c.names, self.c.lang)))
            return
        self.seat_clicked(seat)

    def _typed_rows(self) -> dict[int, CountRow] | None:
        """The count boxes a typed seat number goes to now: the nominees' at the day's vote,
        the defenders' at the exit vote; None while another pick takes seats first."""
        from narrator_app.engine import day_step_now

        st = self.c.state
        if st is None or self.card_panel.active() or self.procedure.active() or (
                self.extras.ring_targets() is not None):
            return None
        mode = self._mode()
        if mode == "votes":
            return self.nominees
        if mode is None and day_step_now(st) == "exit_votes" and self.defenders:
            return self.defenders
        return None

    # --- actions ------------------------------------------------------------------------
    def show_refusal(self, text: str) -> None:
        """A refusal (``controller.message``) said while this panel is the one in front: shown
        beside the day's steps until the game moves on (a vote's own refusal is shown in its
        box instead, :meth:`_confirm`)."""
        news = getattr(self.c, "reporting", False)  # a file's news stays in the status bar
        if self.isVisible() and self.c.state is not None and not news:
            self.refusal_line.show_text(text)

    def _drop_refusal(self) -> None:
        """The choice the refusal shown was about is replaced (``refusal_withdrawn``)."""
        self.refusal_line.show_text("")

    def _vote_replaced(self, error: ErrorLine) -> None:
        """A vote's choice is replaced (a nominee added or taken away, another count typed):
        the refusal of the counts before (in the vote's box ``error`` and the status bar)
        goes, as every picker's does (``controller.withdraw_refusal``, LY110-1)."""
        error.show_text("")
        self.c.withdraw_refusal()

    def _counts(self, rows: dict[int, CountRow], error: ErrorLine) -> dict[int, int] | None:
        out = {}
        for seat, row in rows.items():
            n = row.count()
            if n is None:
                text = fill(
                    translate("Ravi", "Type a number of votes for %1."),
                    seat_short(seat, self.c.names, self.c.lang),
                )
                error.show_text(text)
                self.c.message.emit(text)
                self.refusal_line.show_text("")  # said in the vote's box
                row.edit.setFocus()
                return None
            out[seat] = n
        return out

    def _confirm(self, key: str, rows: dict[int, CountRow], error: ErrorLine) -> bool:
        """Record ``key`` with the typed counts; a refusal (the engine's sentence, already
        in the status bar) is shown beside the boxes too."""
        counts = self._counts(rows, error)
        if counts is None:
            return False
        st = self.c.state
        if st is None or st.winner is not None:
            return False
        recorded = st.choices.get(key)
        if isinstance(recorded, list):  # a re-vote: its last round
            recorded = recorded[-1] if recorded else None
        if key == "exit_votes":  # a revote is the second round of the list (engine's)
            from narrator_app.engine import exit_votes_value

            value: Any = exit_votes_value(st, counts, change=key in self._editing)
        else:
            value = counts
        if key in self._editing and recorded is not None and dict(recorded) == counts:
            # the same counts again: nothing to record, and the narrator is told so
            text = translate("Ravi", "Nothing changed: these votes are already recorded.")
            self._editing.discard(key)
            self.refresh()
            error.show_text(text)
            self.c.message.emit(text)
            self.refusal_line.show_text("")  # said in the vote's box
            return False
        if self.c.step(key, value):
            error.show_text("")
            return True
        error.show_text(self.c.last_error)
        self.refusal_line.show_text("")  # said in the vote's box
        return False

    def confirm_votes(self) -> bool:
        return self._confirm("votes", self.nominees, self.votes_error)

    def confirm_exit_votes(self) -> bool:
        return self._confirm("exit_votes", self.defenders, self.exit_error)

    def draw_lottery(self) -> bool:
        st = self.c.state
        if st is None or not st.day.tied:
            return False
        return self.c.step("lottery", secrets.choice(list(st.day.tied)))

    def end_day(self) -> bool:
        """End the day. On the intro day with the intro round still under way
        (:attr:`unfinished_intro`, the timer's), the narrator is asked first, as before other
        ends the table cannot take back (TB30-4); a «no» keeps the day."""
        st = self.c.state
        left = self.unfinished_intro() if st is not None and st.phase == "intro_day" else None
        if left is not None and not self.c.confirm(
            translate("Ravi", "End intro day"),
            fill(translate("Ravi", "The intro round is not over: %1 of %2 players have "
                                   "spoken. End the intro day anyway?"),
                 digits(left[0], self.c.lang), digits(left[1], self.c.lang)),
        ):
            return False
        if self._vote_unrecorded() and not self.c.confirm(
            translate("Ravi", "End day"),
            translate("Ravi", "No vote was recorded today. End the day without a vote?"),
        ):
            return False  # one stray click no longer skips the day's vote (CR38-16)
        return self.c.end_phase()

    def _vote_unrecorded(self) -> bool:
        """The engine's :func:`~narrator_app.engine.vote_unrecorded` on the state shown."""
        from narrator_app.engine import vote_unrecorded

        return self.c.state is not None and vote_unrecorded(self.c.state)
