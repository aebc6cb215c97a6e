"""A day power's interrogation in the day panel (club_scenarios 3.6, 3.8): shown while the
engine lists the day step ``interrogation`` (``legal_choices(state).steps``), with the two
summoned seats the step names.

The narrator types the interrogation vote's count for each summoned seat and confirms it
(«Vote held»), or records that the vote is not held; on a tie the death lottery is drawn
between them. Each choice is one ``controller.step`` built by the step's options
(``options_for``): who was summoned, whether «not held» is allowed and what a held vote does
to the rest of the day all come from the engine.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import (
    QApplication,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from narrator_app.messages import digits, lapse_notes, parse_count, typed_digits
from narrator_app.ui.controller import GameController
from narrator_app.ui.texts import fill, plain_tip, seat_short, seats_list, translate
from narrator_app.ui.wheel_guard import guard_wheel
from narrator_app.ui.wrap_label import WrapLabel

if TYPE_CHECKING:
    from narrator_app.engine import Option, Step

# The day step this box records (the game script's key, not a role or kind).
STEP = "interrogation"


def _lang() -> str:
    """The interface language now (``apply_language`` keeps it on the application)."""
    app = QApplication.instance()
    lang = app.property("ravi_language") if app is not None else None
    return lang if lang in ("fa", "en") else "fa"


class CountSpin(QSpinBox):
    """A vote count typed with digits of either kind (Persian, Arabic-Indic or Latin) and
    shown in the language's as it is typed, as the desk writes every number
    (``messages.typed_digits``): Qt's box kept «12» typed in Persian until it lost the
    focus, beside «۰» in the other box (a narrator's trial)."""

    def textFromValue(self, value: int) -> str:  # noqa: N802 (Qt name)
        return digits(value, _lang())

    def valueFromText(self, text: str) -> int:  # noqa: N802 (Qt name)
        n = parse_count(text)
        return n if n is not None else self.minimum()

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        shown = typed_digits(text, _lang())
        if not shown.strip():
            return QValidator.State.Intermediate, shown, pos
        n = parse_count(shown)
        if n is None:
            return QValidator.State.Invalid, text, pos
        if n > self.maximum():  # beyond the voters: refused as Qt's own box refuses it
            return QValidator.State.Invalid, text, pos
        state = (QValidator.State.Acceptable if n >= self.minimum()
                 else QValidator.State.Intermediate)
        return state, shown, pos

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            line = self.lineEdit()
            if line is not None:  # the count shown, in the new language's digits
                line.setText(typed_digits(line.text(), _lang()))
        super().changeEvent(event)


class DayPowerBox(QGroupBox):
    """The interrogation of two summoned players: their vote counts, «Vote held», «Not
    held», the lottery on a tie, and the outcome once recorded."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("interrogationBox")
        self.c = controller
        self.spins: dict[int, CountSpin] = {}
        self.row_labels: dict[int, QLabel] = {}
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 2, 6, 2)
        lay.setSpacing(2)
        self.note = WrapLabel()
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        self.rows = QHBoxLayout()
        lay.addLayout(self.rows)
        buttons = QHBoxLayout()
        self.held_button = QPushButton()
        self.held_button.setObjectName("interrogationHeld")
        self.held_button.clicked.connect(self.confirm_held)
        self.not_held_button = QPushButton()
        self.not_held_button.setObjectName("interrogationNotHeld")
        self.not_held_button.clicked.connect(self.confirm_not_held)
        self.lottery_button = QPushButton()
        self.lottery_button.setObjectName("interrogationLottery")
        self.lottery_button.clicked.connect(self.draw_lottery)
        for b in (self.held_button, self.not_held_button, self.lottery_button):
            buttons.addWidget(b)
        lay.addLayout(buttons)
        self.result = WrapLabel()
        self.result.setObjectName("interrogationResult")
        self.result.setWordWrap(True)
        self.result.setStyleSheet("font-weight: bold;")
        lay.addWidget(self.result)
        # a summons that lapsed today (a summoned player left before the interrogation):
        # the engine's note, for the narrator alone, where the interrogation would have been
        self.lapse = WrapLabel()
        self.lapse.setObjectName("interrogationLapsed")
        self.lapse.setWordWrap(True)
        self.lapse.setStyleSheet("font-style: italic;")
        self.lapse.setVisible(False)
        lay.addWidget(self.lapse)
        self.retranslate()
        self.setVisible(False)

    def retranslate(self) -> None:
        self.held_button.setText(translate("Ravi", "Vote held: confirm"))
        self.not_held_button.setText(translate("Ravi", "Not held"))
        self.lottery_button.setText(translate("Ravi", "Draw the death lottery"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- the engine's step ------------------------------------------------------------
    def step(self) -> Step | None:
        """Today's interrogation step, as the engine lists it (None: none today)."""
        ch = self.c.choices()
        if ch is None or self.c.state is None or self.c.state.phase != "day":
            return None
        return next((s for s in ch.steps if s.key == STEP), None)

    def _option(self, name: str) -> Option | None:
        from narrator_app.engine import options_for

        st = self.c.state
        if st is None:
            return None
        return next((o for o in options_for(st, STEP) if o.name == name), None)

    def lapse_lines(self) -> list[str]:
        """Today's lapsed summons, for the narrator alone: the engine's note in today's
        record (a summoned player left the game today before the interrogation: it is not
        held and the use is spent, club_scenarios 3.6; X100-1); [] when there is none. A
        summons that lapsed before the day is the morning box's (TR99-4)."""
        st = self.c.state
        if st is None or st.phase != "day":
            return []
        from narrator_app.engine import today_record

        rec = today_record(st)
        return lapse_notes(rec.private, self.c.scenario, self.c.lang,
                           list(self.c.names)) if rec is not None else []

    def refresh(self) -> None:
        """Show the box while the engine lists the step: the summoned seats' counts and the
        buttons until it is recorded, then its outcome on one line; or, when the summons
        lapsed today, the engine's note alone."""
        s = self.step()
        lapsed = self.lapse_lines() if s is None else []
        self.setVisible(s is not None or bool(lapsed))
        self.lapse.setText("\n".join(lapsed))
        self.lapse.setVisible(bool(lapsed))
        if s is None:
            if lapsed:
                self._show_lapse()
            return
        st = self.c.state
        assert st is not None
        lang, names = self.c.lang, self.c.names
        self.setTitle(fill(translate("Ravi", "Interrogation: %1"),
                           seats_list(s.seats, names, lang)))
        self._set_rows(s.seats)
        over = self.c.frozen()  # nothing recorded now (won, or view only)
        value = st.choices.get(STEP)
        tie = bool(st.day.tied) and isinstance(value, dict) and value.get("held") is True
        open_ = not s.done and not over
        self.note.setVisible(open_ and not tie)
        self.note.setText(translate(
            "Ravi", "Each defends twice, 30 seconds each; then the vote is held or not, as the "
                    "player who summoned them signals. Type each one's votes."))
        held = self._option("held")
        counted = held is not None and held.seats < 0  # else the two join the defence
        # the counts while they are typed; once recorded (or tied) the result line says it
        for seat, spin in self.spins.items():
            spin.setEnabled(open_ and not tie)
            spin.setVisible(counted and open_ and not tie)
            self.row_labels[seat].setVisible(spin.isVisibleTo(self))
        self.held_button.setVisible(open_ and not tie)
        self.lottery_button.setVisible(open_ and tie)
        not_held = self._option("not_held")
        refusal = not_held.refusal if not_held is not None else None
        self.not_held_button.setVisible(open_ and not tie)
        self.not_held_button.setEnabled(refusal is None)
        self.not_held_button.setToolTip(plain_tip(self.c.refusal(refusal)) if refusal else "")
        self.result.setText(self._result_text(s, tie))
        self.result.setVisible(bool(self.result.text()))

    def _show_lapse(self) -> None:
        """The box with the lapse's note only: no counts, buttons or outcome."""
        self.setTitle(translate("Ravi", "Interrogation (narrator only)"))
        for w in (self.note, self.held_button, self.not_held_button, self.lottery_button,
                  self.result, *self.spins.values(), *self.row_labels.values()):
            w.setVisible(False)

    def _result_text(self, s: Step, tie: bool) -> str:
        st = self.c.state
        assert st is not None
        lang, names = self.c.lang, self.c.names
        value = st.choices.get(STEP)
        if tie:
            return fill(translate("Ravi", "Tie between %1: draw the death lottery."),
                        seats_list(st.day.tied, names, lang))
        if not s.done or not isinstance(value, dict):
            return ""
        if value.get("held") is not True:
            return translate("Ravi", "The interrogation vote is not held.")
        out = [p.seat for p in st.players if p.seat in s.seats and p.status != "alive"]
        if out:
            return fill(translate("Ravi", "%1 leaves the game by the interrogation vote."),
                        seat_short(out[0], names, lang))
        return translate("Ravi", "The interrogation vote is held.")

    def _set_rows(self, seats: list[int]) -> None:
        if sorted(self.spins) == sorted(seats):
            return
        while self.rows.count():
            item = self.rows.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.deleteLater()
        self.spins, self.row_labels = {}, {}
        st = self.c.state
        voters = len(st.alive_seats()) if st is not None else 0
        for seat in seats:
            label = QLabel(seat_short(seat, self.c.names, self.c.lang))
            spin = CountSpin()
            spin.setObjectName(f"interrogation_{seat}")
            spin.setRange(0, max(voters, 1))
            guard_wheel(spin)  # scrolling the day never changes a count
            spin.setToolTip(fill(translate("Ravi", "Votes for %1"),
                                 digits(seat, self.c.lang)))
            self.rows.addWidget(label)
            self.rows.addWidget(spin)
            self.spins[seat] = spin
            self.row_labels[seat] = label

    def tie_open(self) -> bool:
        """True while a held interrogation vote's tie waits for its death lottery (drawn in
        this box, not in the day's own lottery box)."""
        s, st = self.step(), self.c.state
        if s is None or s.done or st is None:
            return False
        value = st.choices.get(STEP)
        return bool(st.day.tied) and isinstance(value, dict) and value.get("held") is True

    # --- the keyboard -------------------------------------------------------------------
    def first_input(self) -> QWidget | None:
        """The interrogation's first input while it is the step open (the first summoned
        player's count, or «Draw the death lottery» on a tie), else None: where the focus
        goes after a confirmed step and at the day's start, so typed digits are the
        interrogation vote's counts, not seats on the table (issue 23)."""
        s = self.step()
        if s is None or s.done or not self.isVisible():
            return None
        spins = [sp for sp in self.spins.values() if sp.isVisibleTo(self) and sp.isEnabled()]
        for w in (*spins[:1], self.lottery_button, self.held_button):
            if w.isVisibleTo(self) and w.isEnabled():
                return w
        return None

    def primary_button(self) -> QPushButton | None:
        """What Enter presses while the interrogation is open: «Vote held», or the lottery."""
        s = self.step()
        if s is None or s.done:
            return None
        for b in (self.lottery_button, self.held_button):
            if b.isVisibleTo(self) and b.isEnabled():
                return b
        return None

    # --- the narrator's choices ---------------------------------------------------------
    def counts(self) -> dict[int, int]:
        return {seat: spin.value() for seat, spin in self.spins.items()}

    def confirm_held(self) -> bool:
        """Record the interrogation vote as held, with the typed counts. When no vote was
        typed (every count 0, the boxes' preset; a cleared box goes back to 0) the narrator
        is asked first, No the default: a 0–0 tie sends the two to the death lottery, and a
        player could leave on a vote nobody cast (a narrator's trial, Y101-20). The rule is
        unchanged: a yes records the 0–0 tie as before."""
        opt = self._option("held")
        if opt is None:
            return False
        counts = self.counts() if opt.seats < 0 else None
        if counts is not None and not any(counts.values()) and not self.c.confirm(
                translate("Ravi", "Interrogation vote"),
                translate("Ravi", "No votes were typed: record a 0–0 tie (the death "
                                  "lottery)?")):
            return False
        return self.c.step(STEP, opt.value([], counts=counts))

    def confirm_not_held(self) -> bool:
        opt = self._option("not_held")
        return opt is not None and self.c.step(STEP, opt.value([]))

    def draw_lottery(self) -> bool:
        """The death lottery between the tied (a seat drawn among those the engine offers)."""
        opt = self._option("lottery")
        if opt is None or not opt.legal_seats():
            return False
        return self.c.step(STEP, opt.value([secrets.choice(opt.legal_seats())]))
