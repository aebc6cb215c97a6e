"""The morning announcement box over the phase panel: what to read aloud after a night
(``announcement_lines`` of the night's record) and, marked «narrator only», what the narrator
signals privately (Nostradamus's count), with the «show this player» card.

It stands over the night checklist and the day procedure alike, and is built with the desk:
it lives apart from the day procedure (``day_panel.py``) so that a desk opened at night does
not load the day's modules (issue 25: peak memory with a game open).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from narrator_app.messages import announcement_lines, narrator_notes, para_mark
from narrator_app.ui.controller import GameController
from narrator_app.ui.privacy import (
    ShowPlayerCard,
    show_button_text,
    signal_caption,
    signal_text,
)
from narrator_app.ui.texts import nostradamus_count_line, plain_tip, translate
from narrator_app.ui.wrap_label import WrapLabel


class AnnouncementBox(QFrame):
    """The morning announcement to read aloud, and the narrator-only signals."""

    # emitted just before the «show this player» card opens (the desk goes under the cover)
    cardOpening = Signal()
    # emitted when the card has closed (the desk stays under the cover)
    cardClosed = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("announcementBox")
        self.c = controller
        self.setStyleSheet(
            "QFrame#announcementBox { border: 2px solid #2f4f8f; "
            "border-radius: 6px; background: palette(alternate-base); }"
        )
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 4)
        lay.setSpacing(2)
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold;")
        lay.addWidget(self.title)
        self.body = WrapLabel()
        self.body.setObjectName("announcementText")
        self.body.setWordWrap(True)
        self.body.setStyleSheet("font-size: 14pt;")
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # its lines from the top when it keeps more room than they need (_keep_morning_height)
        self.body.setAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignTop)
        lay.addWidget(self.body)
        # the narrator-only lines under a heading of their own: never read as the end of
        # the morning's text (a narrator's trial read «[فقط راوی] وارث اکنون کارت …» under
        # «با صدای بلند بخوانید», alone there once the morning text had folded: TA43-6)
        self.private_title = QLabel()
        self.private_title.setObjectName("announcementPrivateTitle")
        self.private_title.setStyleSheet("border-top: 1px dashed #555555; font-weight: bold;")
        self.private = WrapLabel()
        self.private.setObjectName("announcementPrivate")
        self.private.setWordWrap(True)
        self.private.setStyleSheet("font-style: italic;")
        # the private line across the box, its button under it: the text is never squeezed
        # into a column one word wide beside a long button (issue 23)
        private_row = QVBoxLayout()
        private_row.addWidget(self.private_title)
        private_row.addWidget(self.private)
        # the private signal full screen, readable across the table (privacy.py)
        self.show_button = QPushButton()
        self.show_button.setObjectName("showPlayer")
        self.show_button.clicked.connect(self.show_player)
        private_row.addWidget(self.show_button, 0, Qt.AlignmentFlag.AlignLeading)
        lay.addLayout(private_row)
        self.lines: list[str] = []
        self.private_lines: list[str] = []
        #: The word or number the player is shown (``privacy.signal_text``), or None.
        self.signal: str | None = None
        #: What the signal is, in the player's words (``privacy.signal_caption``), or None.
        self.signal_caption: str | None = None
        self.card: ShowPlayerCard | None = None
        # The state in which the narrator opened the folded morning text again (a click).
        self._opened_in: object | None = None
        self.retranslate()

    def retranslate(self) -> None:
        """Every fixed text (at start and on ``QEvent.LanguageChange``); the rest is
        rendered by ``refresh()`` in the controller's language."""
        self.show_button.setText(translate("Ravi", "Show this player"))
        self.private_title.setText(translate("Ravi", "Narrator only — not to be read aloud"))

    def folded(self) -> bool:
        """True while the morning text is folded to its title: it was read when the day
        began, and the day's steps have started (issue 15: the day never scrolls)."""
        return bool(self.property("folded"))

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if self.folded():  # a click on the folded title shows the text again
            self._opened_in = self.c.state
            self.refresh()
            return
        super().mouseReleaseEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_player(self) -> None:
        """Open the full-screen «show this player» card with the private signal."""
        if self.signal:
            self.cardOpening.emit()
            if self.card is not None and self.card.isVisible():
                self.card.open()  # already up: never a second one
                return
            if self.card is not None:  # the last one, closed (kept until now for its closed)
                self.card.deleteLater()
            self.card = ShowPlayerCard(self.signal, self.window(), self.signal_caption)
            self.card.closed.connect(self.cardClosed)
            self.card.open()

    # The lines a day's morning text takes at least while it is open: the day's steps
    # under it (the vote's «Confirm votes») stand at one height on every day whose morning
    # says up to this many lines (CF80-2). A plain comment: lupdate reads «#:» as a note.
    MORNING_LINES = 3

    def _keep_morning_height(self, on: bool) -> None:
        """The morning text at least :data:`MORNING_LINES` lines high while ``on`` (a main
        day's morning, open): a one-line morning moved everything under it up by a line or
        two against a longer one, and a narrator clicks «Confirm votes» by where it was."""
        self.body.ensurePolished()  # its own font (the sheet's 14 pt) measured
        least = self.MORNING_LINES * self.body.fontMetrics().lineSpacing() if on else 0
        if self.body.minimumHeight() != least:
            self.body.setMinimumHeight(least)

    def refresh(self) -> None:
        st = self.c.state
        if st is not None:
            from narrator_app.engine import night_to_announce

            rec = night_to_announce(st)
        else:
            rec = None
        if rec is None or st is None:  # (no state: nothing to announce)
            self.lines, self.private_lines, self.signal = [], [], None
            self.setVisible(False)
            return
        lang = self.c.lang
        roles = [p.role for p in st.players]
        from narrator_app.engine import morning_tokens

        # what is read now: what was not read during the night, and nothing of a night whose
        # step ended the game and said it all (the engine's rule, Z104-13)
        tokens = morning_tokens(st, rec)
        self.lines = [] if tokens is None else announcement_lines(
            tokens,
            self.c.scenario,
            roles,
            list(self.c.names),
            st.rules,
            lang,
            after_night=rec.phase == "night",
            facts=rec.facts,  # the die-hard's answer is read with its numbers (6.9 S8)
        )
        self.private_lines = narrator_notes(rec.private, self.c.scenario, lang,
                                            list(self.c.names))
        count = rec.private.get("nostradamus_count")
        if count is not None:
            self.private_lines.append(
                nostradamus_count_line(count, self.c.scenario, lang, private=True))
        title = (
            translate("Ravi", "Read aloud (morning announcement)")
            if rec.phase == "night"
            else translate("Ravi", "After the intro night")
        )
        # once a step of the day is recorded the morning text folds to its title line, and
        # so does Day 1's «after the intro night» (an 18-seat Day 1 scrolled: audit32 F23)
        started = st.phase == "day" and rec.phase in ("night", "intro_night") and bool(
            set(st.choices) - {"withdraw"})
        fold = started and self._opened_in is not st
        self.setProperty("folded", fold)
        if fold:
            title = ("◂ " if self.isRightToLeft() else "▸ ") + title
        self.title.setText(title)
        # a right-to-left mark opens each Persian line, so a line that starts with a
        # (Latin) name still reads right to left
        mark = para_mark(lang)
        self.body.setText("\n".join(mark + line for line in self.lines))
        self.body.setVisible(bool(self.lines) and not fold)
        # not on a chaos day: it has no vote to hold in place (CF80-2's reason), and its
        # handshake needs the room (1280×720 scrolled, LY109-1; the engine's chaos_today)
        from narrator_app.engine import chaos_today

        self._keep_morning_height(st.phase == "day" and rec.phase == "night" and not fold
                                  and not chaos_today(st))
        # the folded text in full: a tooltip holding a player's name shows it as typed
        self.setToolTip(plain_tip("\n".join(mark + line for line in self.lines)) if fold else "")
        if fold:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
        self.private.setText("\n".join(self.private_lines))
        # folded with the morning's text: read then, and the night's checklist and trackers
        # carry it on (the heir wakes with his new card)
        self.private.setVisible(bool(self.private_lines) and not fold)
        self.private_title.setVisible(bool(self.private_lines) and not fold)
        # only a signal given by day is shown by day: a night step's (Nostradamus's count,
        # the detective's answer) was shown at its step, eyes closed (signals_by_day)
        from narrator_app.engine import signals_by_day

        shown = signals_by_day(rec.private)
        self.signal = signal_text(shown, lang, st)
        self.signal_caption = signal_caption(shown, st)
        # what the card shows and to whom: the button sits in the read-aloud box
        self.show_button.setText(
            show_button_text(shown, st, self.c.scenario, self.c.names, lang))
        self.show_button.setVisible(bool(self.signal))
        # an intro night with nothing to read, tell or show: no empty box
        self.setVisible(bool(self.lines or self.private_lines or self.signal))
