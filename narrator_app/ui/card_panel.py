"""The last-move card step of the day (کارت حرکت آخر, rules_spec 1.4, 2.5, 4.3).

:class:`CardPanel` lives inside the day panel and shows itself while the day has a ``card``
step (``legal_choices(st)``): a player leaving by the vote, the death lottery or the Mayor
draws one card before he leaves.

1. **The draw** is recorded first, as its own action (``step("card", {"draw": id})``):
   «Draw at random» picks with :func:`secrets.choice` among the cards the engine offers
   (``current.options``: the deck, less Beautiful Mind while no independent is in the game),
   or the narrator records the physical card the player drew by clicking its button.
2. **The card** is shown large (its Persian name and effect text from
   ``scenarios/last_move_cards.toml``, to read aloud), with what it asks for: the leaving
   player's choice is made by clicking seats on the ring (two or one silenced players, the
   handcuffed player, the face-off partner, the Beautiful Mind guess; none for identity
   reveal). Per-seat legality and its refusal sentence come from the option's ``targets``.
3. **Confirm** records the complete value (``option.value(seats)``), which replaces the
   draw. What the table hears (``silenced``, ``role_shown``, ``left``, ``returned`` of the
   day's record) is rendered by :func:`~narrator_app.messages.announcement_lines`; what stays
   secret (who was handcuffed, with whom cards were swapped) is marked «narrator only».

The panel decides nothing: the engine holds the deck, the legality and the effect; the
win check waits in the engine until the card is resolved.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from narrator_app.engine import IllegalAction
from narrator_app.messages import announcement_lines, digits, face_off_note, para_mark
from narrator_app.ui.controller import GameController
from narrator_app.ui.texts import fill, seat_short, seats_list, translate
from narrator_app.ui.wrap_label import WrapLabel

if TYPE_CHECKING:
    from narrator_app.engine import Option, Step

#: The announcement tokens a card can add to the day's record (rules/cards.py).
CARD_TOKENS = ("silenced", "role_shown", "left", "returned", "jack_left")


class CardPanel(QFrame):
    """The card step: draw or record the card, show it, pick its seats, confirm."""

    targetsChanged = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardPanel")
        self.c = controller
        self._shown: object | None = None  # the state last shown (kept: ids may be reused)
        self._picked: list[int] = []
        self._build()
        self.setVisible(False)

    # --- building -------------------------------------------------------------------------
    def _build(self) -> None:
        from narrator_app.engine import CARDS

        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 4, 0, 4)
        lay.setSpacing(6)

        self.header = WrapLabel()
        self.header.setObjectName("cardHeader")
        self.header.setWordWrap(True)
        self.header.setStyleSheet("font-size: 13pt; font-weight: bold;")
        lay.addWidget(self.header)

        # 1. the draw
        self.draw_box = QWidget()
        db = QVBoxLayout(self.draw_box)
        db.setContentsMargins(0, 0, 0, 0)
        self.draw_button = QPushButton()
        self.draw_button.setObjectName("drawCard")
        self.draw_button.setStyleSheet("font-size: 13pt; padding: 6px;")
        self.draw_button.clicked.connect(self.draw_random)
        db.addWidget(self.draw_button)
        self.physical_label = WrapLabel()
        self.physical_label.setWordWrap(True)
        db.addWidget(self.physical_label)
        # the cards still in the deck, two a row, laid out again at each draw so that a card
        # drawn earlier leaves no hole (issue 23)
        self.card_grid = grid = QGridLayout()
        grid.setSpacing(4)
        self.card_buttons: dict[str, QPushButton] = {}
        for i, cid in enumerate(CARDS):
            b = QPushButton()
            b.setObjectName(f"card_{cid}")
            b.clicked.connect(lambda _=False, cid=cid: self.record_card(cid))
            grid.addWidget(b, i // 2, i % 2)
            self.card_buttons[cid] = b
        db.addLayout(grid)
        lay.addWidget(self.draw_box)

        # 2. the card itself
        self.face = QFrame()
        self.face.setObjectName("cardFace")
        self.face.setStyleSheet(
            "QFrame#cardFace { border: 3px solid #6b4f1d; border-radius: 10px; "
            "background: #fff8e6; }"
            "QFrame#cardFace QLabel { color: #1b1b1b; }"  # a paper card in both themes
        )
        fl = QVBoxLayout(self.face)
        fl.setContentsMargins(12, 8, 12, 10)
        self.card_name = WrapLabel()
        self.card_name.setObjectName("cardName")
        self.card_name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.card_name.setWordWrap(True)
        self.card_name.setStyleSheet("font-size: 22pt; font-weight: bold; color: #4a3510;")
        fl.addWidget(self.card_name)
        self.card_effect = WrapLabel()
        self.card_effect.setObjectName("cardEffect")
        self.card_effect.setWordWrap(True)
        self.card_effect.setStyleSheet("font-size: 15pt;")
        self.card_effect.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        fl.addWidget(self.card_effect)
        self.custom_note = WrapLabel()
        self.custom_note.setObjectName("cardCustomNote")
        self.custom_note.setWordWrap(True)
        self.custom_note.setStyleSheet("font-style: italic; color: #7a4a00;")
        fl.addWidget(self.custom_note)
        lay.addWidget(self.face)

        # 3. the choice
        self.hint = WrapLabel()
        self.hint.setObjectName("cardHint")
        self.hint.setWordWrap(True)
        lay.addWidget(self.hint)
        # who is chosen so far, on the line of «Carry out the card» (one line less: the
        # card and its button stay in view at 1280×720, issue 23)
        row = QHBoxLayout()
        self.confirm_button = QPushButton()
        self.confirm_button.setObjectName("confirmCard")
        self.confirm_button.clicked.connect(self.confirm)
        row.addWidget(self.confirm_button, 0, Qt.AlignmentFlag.AlignTop)
        self.picked_label = WrapLabel()
        self.picked_label.setObjectName("cardPicked")
        self.picked_label.setWordWrap(True)
        self.picked_label.setStyleSheet("font-weight: bold;")
        row.addWidget(self.picked_label, 1)
        lay.addLayout(row)

        # 4. what the table hears, and what stays with the narrator
        self.result = WrapLabel()
        self.result.setObjectName("cardResult")
        self.result.setWordWrap(True)
        self.result.setStyleSheet(
            "font-size: 14pt; border: 2px solid #2f4f8f; border-radius: 6px; "
            "background: palette(alternate-base); padding: 4px;"
        )
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.result)
        self.private = WrapLabel()
        self.private.setObjectName("cardPrivate")
        self.private.setWordWrap(True)
        self.private.setStyleSheet("font-style: italic; border-top: 1px dashed #555555;")
        lay.addWidget(self.private)

        #: The lines to read aloud after the card (for tests and the public view).
        self.lines: list[str] = []
        self.retranslate()

    def retranslate(self) -> None:
        """Every fixed text (at start and on ``QEvent.LanguageChange``); the rest is
        rendered by ``refresh()`` in the controller's language."""
        self.draw_button.setText(translate("Ravi", "Draw a card at random"))
        self.physical_label.setText(
            translate("Ravi", "…or record the card the player drew from the deck:")
        )
        self.custom_note.setText(
            translate(
                "Ravi",
                "House rule: the table's own card texts. The app records the card; "
                "carry out its effect by hand.",
            )
        )
        self.confirm_button.setText(translate("Ravi", "Carry out the card"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def choice_buttons(self) -> list[QPushButton]:
        """The card step's choices (Alt+1, Alt+2 …): draw at random, then each card."""
        return [self.draw_button, *self.card_buttons.values()]

    # --- reading the engine ---------------------------------------------------------------
    def _step(self) -> Step | None:
        ch = self.c.choices()
        if ch is None:
            return None
        return next((s for s in ch.steps if s.key == "card"), None)

    def _pending(self) -> Step | None:
        """The card step while it is the current step (draw or choice still to record)."""
        ch = self.c.choices()
        if ch is None or ch.current is None or ch.current.key != "card":
            return None
        return ch.current

    def _drawn(self) -> str | None:
        st = self.c.state
        value = st.choices.get("card") if st is not None else None
        return value.get("draw") if isinstance(value, dict) else None

    def _option(self) -> Option | None:
        """The drawn card's option while its choice is still to be made."""
        cur, drawn = self._pending(), self._drawn()
        if cur is None or drawn is None:
            return None
        return next((o for o in cur.options if o.name == drawn), None)

    def _lang(self) -> str:
        return self.c.lang if self.c.lang in ("fa", "en") else "fa"

    # --- refresh --------------------------------------------------------------------------
    def _close_up(self, offered: list[str]) -> None:
        """Put the ``offered`` cards' buttons in the grid's first cells, two a row, in the
        deck's order: no hole where a drawn card was."""
        grid = self.card_grid
        for b in self.card_buttons.values():
            grid.removeWidget(b)
        hidden = [cid for cid in self.card_buttons if cid not in offered]
        for i, cid in enumerate([*offered, *hidden]):
            grid.addWidget(self.card_buttons[cid], i // 2, i % 2)

    def refresh(self) -> None:
        from narrator_app.engine import load_cards, lottery_loser

        st = self.c.state
        step = self._step() if st is not None and st.phase == "day" else None
        self.setVisible(step is not None)
        if step is None or st is None:  # (no state: no step)
            self._shown = None
            self._picked = []
            self.lines = []
            return
        if self._shown is not st:
            self._shown = st
            self._picked = []
        lang, names = self._lang(), self.c.names
        leaver = step.seats[0] if step.seats else 0
        # the lottery's own line gives way to the card step (the busiest day fits
        # 1280×720): the card's line says whom the lottery fell on (a narrator's trial)
        self.header.setText(
            fill(
                translate("Ravi", "The death lottery fell on %1; last-move card: they "
                                  "draw one before leaving.")
                if leaver and lottery_loser(st) == leaver
                else translate("Ravi", "Last-move card: %1 draws one before leaving."),
                seat_short(leaver, names, lang),
            )
        )
        cur, drawn = self._pending(), self._drawn()
        cards = load_cards()

        # the draw
        drawing = cur is not None and drawn is None
        self.draw_box.setVisible(drawing)
        if drawing and cur is not None:  # (drawing: cur is set)
            offered = {o.name for o in cur.options}
            for cid, b in self.card_buttons.items():
                b.setText(getattr(cards[cid].name, lang))
                b.setVisible(cid in offered)
            self._close_up([cid for cid in self.card_buttons if cid in offered])
            self.draw_button.setEnabled(bool(offered) and not self.c.frozen())

        # the card
        self.face.setVisible(drawn is not None)
        if drawn is not None:
            card = cards[drawn]
            self.card_name.setText(getattr(card.name, lang))
            mark = para_mark(lang)
            self.card_effect.setText(mark + getattr(card.effect, lang))
            self.card_effect.setToolTip(fill(translate("Ravi", "Source: %1"), card.source))
            self.custom_note.setVisible(st.rules.get("card_effects_source") == "custom_text")

        # the choice
        opt = self._option()
        choosing = opt is not None
        self.hint.setVisible(choosing)
        self.picked_label.setVisible(opt is not None and opt.seats > 0)
        self.confirm_button.setVisible(choosing)
        if opt is not None:  # choosing
            self.hint.setText(self._hint(opt, leaver))
            self.picked_label.setText(
                fill(translate("Ravi", "Chosen: %1"), seats_list(self._picked, names, lang))
                if self._picked
                else translate("Ravi", "Chosen: nobody yet")
            )
            self.confirm_button.setEnabled(len(self._picked) == opt.seats
                                           and not self.c.frozen())

        # the outcome
        done = step.done
        self.lines = self._announcement() if done else []
        self.result.setVisible(done)
        if done and self.lines:
            mark = para_mark(lang)
            self.result.setText("\n".join([translate("Ravi", "Read aloud:"),
                                           *(mark + line for line in self.lines)]))
        elif done:  # nothing said: the narrator's alone, never under «Read aloud» (CF57)
            self.result.setText(fill(
                translate("Ravi", "[narrator only, do not say it] %1"),
                translate("Ravi", "Nothing to announce: the card's effect stays secret.")))
        secret = self._secret(step) if done else ""
        self.private.setText(secret)
        self.private.setVisible(bool(secret))
        self.targetsChanged.emit()

    def _hint(self, opt: Option, leaver: int) -> str:
        from narrator_app.engine import CHOICE_KEY

        who = seat_short(leaver, self.c.names, self._lang())
        key = CHOICE_KEY.get(opt.name)
        if opt.seats == 0:
            if opt.name == "beautiful_mind":
                return fill(
                    translate(
                        "Ravi",
                        "%1 is the independent himself: he returns to the game but loses his "
                        "shield. Confirm to carry it out.",
                    ),
                    who,
                )
            return translate("Ravi", "Nothing to choose. Confirm to carry out the card.")
        if key == "silence":  # the count in words: «۲ به ۲ بازیکن» read as a sum (Z103-13)
            if opt.seats == 1:
                return fill(translate(
                    "Ravi", "%1 points at one player to silence: click him on the table."), who)
            if opt.seats == 2:
                return fill(translate(
                    "Ravi", "%1 points at two players to silence: click them on the table."),
                    who)
            return fill(
                translate("Ravi", "%1 points at %2 players to silence: click them on the table."),
                who,
                digits(opt.seats, self._lang()),
            )
        if key == "handcuff":
            return fill(
                translate("Ravi", "%1 points at the player to handcuff: click him on the table."),
                who,
            )
        if key == "swap":
            return fill(
                translate(
                    "Ravi", "%1 swaps role cards with a living player: click him on the table."
                ),
                who,
            )
        return fill(
            translate("Ravi", "%1 guesses who the independent is: click the guess on the table."),
            who,
        )

    def _announcement(self) -> list[str]:
        st = self.c.state
        assert st is not None  # a card step is done: a game is on
        rec = st.records[-1] if st.records else None
        if rec is None or rec.phase != "day" or rec.number != st.number:
            return []
        tokens = [t for t in rec.announce if t.split(":")[0] in CARD_TOKENS]
        return announcement_lines(
            tokens,
            self.c.scenario,
            [p.role for p in st.players],
            list(self.c.names),
            st.rules,
            self._lang(),
            after_night=False,
        )

    def _secret(self, step: Step) -> str:
        """What only the narrator knows after the card (handcuffs, face-off)."""
        value = step.value if isinstance(step.value, dict) else {}
        lang, names = self._lang(), self.c.names
        st = self.c.state
        if "handcuff" in value and st is not None and st.winner is None:  # tonight's only
            return fill(
                translate("Ravi", "[narrator only] %1 is handcuffed: no ability tonight."),
                seat_short(value["handcuff"], names, lang),
            )
        if "handcuff" in value:
            return ""
        if "swap" in value:
            from narrator_app.engine import face_off_outcome

            # the engine's facts: the partner's new card, the card that left with the player
            # and whether its night call stops from tonight (X100-9; the narrator knew only
            # that a swap was made, and the table heard the missing call first)
            lines = face_off_note(face_off_outcome(st) if st is not None else None,
                                  self.c.scenario, names, lang,
                                  label=lambda s: seat_short(s, names, lang))
            if lines:
                return "\n".join(para_mark(lang) + line for line in lines)
            return fill(
                translate("Ravi", "[narrator only] %1 now holds the leaving player's card."),
                seat_short(value["swap"], names, lang),
            )
        return ""

    # --- the ring -------------------------------------------------------------------------
    def active(self) -> bool:
        """True while the card step is current (the ring belongs to the card)."""
        return self._pending() is not None

    def ring_targets(self) -> tuple[dict[int, str | None] | None, list[int]]:
        opt = self._option()
        if opt is None or opt.seats <= 0 or self.c.frozen():
            return None, []  # view only: nothing to pick
        targets = {s: (None if e is None else self.c.refusal(e)) for s, e in opt.targets.items()}
        return targets, list(self._picked)

    def seat_clicked(self, seat: int) -> None:
        from narrator_app.engine import toggle_pick

        picked = toggle_pick(self._option(), self._picked, seat)
        if isinstance(picked, IllegalAction):
            self.c.message.emit(self.c.refusal(picked))
        elif picked is not None:
            if picked != self._picked:  # another choice: the refusal of the last one goes
                self.c.withdraw_refusal()
            self._picked = picked
            self.refresh()

    # --- actions --------------------------------------------------------------------------
    def draw_random(self) -> bool:
        """Draw one of the offered cards at random (``secrets``) and record the draw."""
        cur = self._pending()
        if cur is None or self._drawn() is not None or not cur.options:
            return False
        return self.c.step("card", {"draw": secrets.choice([o.name for o in cur.options])})

    def record_card(self, card_id: str) -> bool:
        """Record the physical card the player drew."""
        if self._pending() is None or self._drawn() is not None:
            return False
        return self.c.step("card", {"draw": card_id})

    def confirm(self) -> bool:
        """Record the drawn card with its choice (replaces the draw)."""
        opt = self._option()
        if opt is None:
            return False
        if len(self._picked) != opt.seats:
            self.c.message.emit(
                fill(
                    translate("Ravi", "Click %1 players on the table first."),
                    digits(opt.seats, self._lang()),
                )
            )
            return False
        return self.c.step("card", opt.value(list(self._picked)))
