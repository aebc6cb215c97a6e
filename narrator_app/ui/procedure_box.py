"""A day procedure that replaces the day's vote (club_scenarios 9.6: Capo's gun; the
representatives' election and accusations, 4.8), embedded in the day panel.

The engine says whether one holds today and what it asks (``day_procedure``: its step key
and its picks in click order), which seats each pick may take (``procedure_targets``) and
how the picks become the step's value (``options_for``). The narrator clicks the seats on
the ring, one pick after the other (each pick's line says whom to click); «Fire» records
the step; «Clear» starts the picks again. On the representatives' days the accusations are
followed by the day panel's vote box (their one vote among the accused). The box is a few
lines high, so the day never scrolls at 1366×768 (issue 22).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from narrator_app.engine import IllegalAction
from narrator_app.messages import digits
from narrator_app.ui.controller import GameController
from narrator_app.ui.texts import fill, seat_short, translate
from narrator_app.ui.wrap_label import WrapLabel


def pick_label(name: str) -> str:
    """The line of one pick (the engine's pick name) before its seat."""
    return {
        "trustee": translate("Ravi", "Trustee (the most named)"),
        "suspect_first": translate("Ravi", "First suspect (fired at first)"),
        "suspect_second": translate("Ravi", "Second suspect"),
        "real": translate("Ravi", "Real bullet (the mafia's secret choice at the midday nap)"),
        "rep_1": translate("Ravi", "Representative 1"),
        "rep_2": translate("Ravi", "Representative 2"),
        "accused_1": translate("Ravi", "Representative 1's accused"),
        "accused_2": translate("Ravi", "Representative 2's accused"),
        "target": translate("Ravi", "The rebel's target"),
    }.get(name, name)


def step_texts(key: str) -> tuple[str, str, str]:
    """The box's title, its hint and its button for the procedure's step ``key`` (Capo's gun,
    the representatives' election and accusations)."""
    if key == "election":
        return (translate("Ravi", "Electing the representatives"),
                translate("Ravi", "Click on the table the elected: representative 1 (the most "
                                  "named in round 1), then representative 2 (round 2)."),
                translate("Ravi", "Record the election"))
    if key == "accused":
        return (translate("Ravi", "The representatives' accusations"),
                translate("Ravi", "Click on the table representative 1's accused, then "
                                  "representative 2's (the same player twice if both name "
                                  "him); then the vote below."),
                translate("Ravi", "Record the accusations"))
    if key == "terror":
        return (translate("Ravi", "The rebel strikes"),
                translate("Ravi", "Click on the table the player the rebel takes with him "
                                  "(the bodyguard or his ward: the rebel leaves alone); the "
                                  "day then ends."),
                translate("Ravi", "Record the strike"))
    return (translate("Ravi", "Trust vote and the guns"),
            translate("Ravi", "Click on the table, in order: the trustee, the two suspects "
                              "(the first is fired at first), then the one whose gun holds "
                              "the real bullet."),
            translate("Ravi", "Fire"))


class ProcedureBox(QGroupBox):
    """Today's day procedure, while one holds (see the module docstring)."""

    targetsChanged = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("procedureBox")
        self.c = controller
        self.picked: list[int] = []
        self._shown: object | None = None
        self._start: object | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 2, 6, 2)
        lay.setSpacing(2)
        self.hint = WrapLabel()
        self.hint.setWordWrap(True)
        lay.addWidget(self.hint)
        # the file's words for the step now (``[[day]]``), as a night step's: the line read
        # aloud and the gesture (Capo's trust vote, the midday nap; CF80-36)
        self.say = WrapLabel()
        self.say.setObjectName("procedureSay")
        self.say.setWordWrap(True)
        self.say.setStyleSheet("font-weight: bold;")
        lay.addWidget(self.say)
        self.gesture = WrapLabel()
        self.gesture.setObjectName("procedureGesture")
        self.gesture.setWordWrap(True)
        self.gesture.setStyleSheet("font-style: italic;")
        lay.addWidget(self.gesture)
        self.lines: list[QLabel] = []
        self.lines_lay = QVBoxLayout()
        self.lines_lay.setSpacing(1)
        lay.addLayout(self.lines_lay)
        row = QHBoxLayout()
        self.fire_button = QPushButton()
        self.fire_button.setObjectName("procedureFire")
        self.fire_button.clicked.connect(self.fire)
        row.addWidget(self.fire_button)
        self.clear_button = QPushButton()
        self.clear_button.setObjectName("procedureClear")
        self.clear_button.clicked.connect(self.clear)
        row.addWidget(self.clear_button)
        # a kind's step before the procedure's own (the rebel's strike): its own picks
        self.opener: str | None = None
        self.opener_button = QPushButton()
        self.opener_button.setObjectName("procedureOpener")
        self.opener_button.clicked.connect(self.open_opener)
        row.addWidget(self.opener_button)
        row.addStretch(1)
        lay.addLayout(row)
        self.retranslate()
        self.setVisible(False)

    def retranslate(self) -> None:
        self._texts()
        self.clear_button.setText(translate("Ravi", "Clear"))
        self.opener_button.setText(translate("Ravi", "The rebel strikes"))
        self.refresh()

    def _openers(self) -> list[str]:
        from narrator_app.engine import day_openers

        st = self.c.state
        return day_openers(st) if st is not None else []

    def open_opener(self) -> None:
        """Take the picks of the day's opening step (the rebel's strike) instead."""
        openers = self._openers()
        self.opener = None if self.opener else (openers[0] if openers else None)
        self.picked = []
        self._shown = None
        self.refresh()
        self.targetsChanged.emit()

    def _texts(self) -> None:
        proc = self._procedure()
        title, hint, button = step_texts(proc[0] if proc is not None else "")
        self.setTitle(title)
        self.hint.setText(hint)
        self.fire_button.setText(button)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _procedure(self) -> tuple[str, tuple[str, ...]] | None:
        from narrator_app.engine import day_procedure

        st = self.c.state
        if st is not None and self.opener is not None and self.opener in self._openers():
            return self.opener, ("target",)
        return day_procedure(st) if st is not None else None

    def _targets(self) -> dict:
        """Each seat's refusal as the next pick (None: legal), from the engine."""
        from narrator_app.engine import options_for, procedure_targets

        st = self.c.state
        proc = self._procedure()
        if st is None:
            return {}
        if proc is not None and proc[0] == self.opener:
            opts = options_for(st, proc[0])
            return dict(opts[0].targets) if opts else {}
        return procedure_targets(st, self.picked)

    def holds(self) -> bool:
        """True when a procedure replaces today's vote."""
        return self._procedure() is not None

    def active(self) -> bool:
        """True while its step is still to be recorded (the ring takes its picks)."""
        proc, st = self._procedure(), self.c.state
        return (proc is not None and st is not None and not self.c.frozen()
                and proc[0] not in st.choices)

    def refresh(self) -> None:
        proc, st = self._procedure(), self.c.state
        self.setVisible(proc is not None)
        if proc is None or st is None:
            self._shown = None
            return
        if self._shown is not st:
            from narrator_app.engine import procedure_picked

            key = getattr(self, "_key", None)
            self._shown, self._key = st, proc[0]
            start = st.base or st  # the day's start: another day or game, fresh picks
            if start is not self._start or key != proc[0]:
                self._start, self.picked = start, []
            if proc[0] in st.choices:  # recorded: its picks as the engine has them
                self.picked = procedure_picked(st, proc[0])
            self._texts()
        while len(self.lines) < len(proc[1]):
            # wrapped: «Real bullet (the mafia's secret choice at the midday nap): 3 (…)» ran
            # past the panel's edge at 1280×720 (a narrator's trial, CF60)
            pick = WrapLabel()
            pick.setWordWrap(True)
            pick.setObjectName(f"procedurePick{len(self.lines)}")
            self.lines.append(pick)
            self.lines_lay.addWidget(pick)
        names, lang, live = self.c.names, self.c.lang, self.active()
        for label in self.lines[len(proc[1]):]:
            label.setVisible(False)
        for i, (label, name) in enumerate(zip(self.lines, proc[1], strict=False)):
            label.setVisible(True)
            seat = self.picked[i] if i < len(self.picked) else None
            now = i == len(self.picked) and self.active()
            if seat and live and len(self.picked) > 1:
                # the ring marks each picked seat with its place in the order, a bare «1 /
                # 2 / 3», while several are picked (a narrator's trial saw them on Capo's
                # Day 1 with nothing saying what they were, Z104-12): the line is its
                # legend, with the number that seat's card shows (its first pick: the real
                # bullet goes to a suspect already marked, a trial read «4» the ring never
                # showed)
                label.setText(fill(translate("Ravi", "%1 («%2» on the table): %3"),
                                   pick_label(name), digits(self.picked.index(seat) + 1, lang),
                                   seat_short(seat, names, lang)))
            else:
                label.setText(fill("%1: %2", pick_label(name),
                                   seat_short(seat, names, lang) if seat else "…"))
            label.setStyleSheet("font-weight: bold;" if now else "")
        self.opener_button.setVisible(live and bool(self._openers()))
        said = self._show_words(live)
        self.hint.setVisible(live and not said)  # the file's gesture says whom to click
        self.fire_button.setVisible(live)
        self.clear_button.setVisible(live)
        self.fire_button.setEnabled(len(self.picked) == len(proc[1]))

    def _show_words(self, live: bool) -> bool:
        """The file's words for the step now (the next pick's, else the step's), shown
        while the step is to be recorded; True when there are words to show."""
        from narrator_app.engine import procedure_words

        st = self.c.state
        words = (procedure_words(st, self.picked)
                 if live and st is not None and self.opener is None else None)
        lang = self.c.lang
        say = getattr(words.say, lang, "") if words is not None else ""
        gesture = getattr(words.gesture, lang, "") if words is not None else ""
        self.say.setText(say)
        self.say.setVisible(bool(say))
        self.gesture.setText(gesture)
        self.gesture.setVisible(bool(gesture))
        return bool(say or gesture)

    def defenders(self) -> list[int]:
        """The seats picked so far that defend before the step is recorded (Capo's two
        suspects: «Both suspects defend», club_scenarios 6.8), in firing order; none once
        it is recorded (the engine then has today's defence) or while no procedure is
        open."""
        from narrator_app.engine import procedure_defenders

        st, proc = self.c.state, self._procedure()
        if st is None or proc is None or proc[0] == self.opener or not self.active():
            return []  # (an opener's pick, the rebel's, is not the procedure's)
        return procedure_defenders(st, self.picked)

    def primary_button(self) -> QPushButton | None:
        """What Enter presses: «Fire», once every pick is made."""
        b = self.fire_button
        return b if self.active() and b.isVisibleTo(self) and b.isEnabled() else None

    def ring_targets(self) -> tuple[dict[int, str | None], list[int]] | None:
        """The seats the next pick may take (the engine's refusal for the others)."""
        st = self.c.state
        if st is None or not self.active():
            return None
        proc = self._procedure()
        if proc is not None and len(self.picked) >= len(proc[1]):
            return {}, list(self.picked)
        targets = {s: (None if e is None else self.c.refusal(e))
                   for s, e in self._targets().items()}
        return targets, list(self.picked)

    def seat_clicked(self, seat: int) -> bool:
        """A ring click while the procedure is open: the next pick; True when handled."""
        st = self.c.state
        if st is None or not self.active():
            return False
        proc = self._procedure()
        if proc is None or len(self.picked) >= len(proc[1]):
            return True
        err = self._targets().get(seat)
        if isinstance(err, IllegalAction):
            self.c.message.emit(self.c.refusal(err))
            return True
        self.picked.append(seat)
        self.c.withdraw_refusal()  # another choice: the refusal of the last one goes
        self.refresh()
        self.targetsChanged.emit()
        return True

    def clear(self) -> None:
        if self.picked:
            self.c.withdraw_refusal()
        self.picked = []
        self.refresh()
        self.targetsChanged.emit()

    def fire(self) -> bool:
        """Record the procedure's step from the picks (the engine builds the value)."""
        from narrator_app.engine import options_for

        proc, st = self._procedure(), self.c.state
        if proc is None or st is None:
            return False
        opts = options_for(st, proc[0])
        if not opts or len(self.picked) != len(proc[1]):
            return False
        done = self.c.step(proc[0], opts[0].value(list(self.picked)))
        if done:
            self.opener = None
        return done
