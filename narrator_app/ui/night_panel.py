"""The night checklist: every step of ``legal_choices(state).steps`` in order, and the
picker for the current step.

Each line shows who wakes, the sentence to say (``step.say``) and the gesture; the current
step is marked «now», done steps show their recorded choice, reminders say what to do, and
dummy calls are marked «dummy call» with the reason (blocked / slaughtered). Under the list,
the current step's options (one button each, as ``options_for`` gives them; a refused
option is disabled with its reason as tooltip), the seats picked on the ring, the role
guess (sixth sense), Nostradamus's count signal and side, and «Confirm»: one
``controller.step(key, value)``. «End night» asks the controller to end the phase.

The panel holds no rule: legal targets, whether an option is open, the count and whether
the side is forced all come from the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, cast

from PySide6.QtCore import QEvent, QPoint, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QButtonGroup,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from narrator_app.engine import IllegalAction
from narrator_app.messages import (
    announcement_lines,
    digits,
    mafia_call_text,
    no_target_text,
    role_name,
    seat_label,
)
from narrator_app.ui.controller import GameController
from narrator_app.ui.error_line import ErrorLine
from narrator_app.ui.focus_chain import chain_after, tab_anchor
from narrator_app.ui.texts import (
    answer_words,
    button_label,
    describe_choice,
    extra_label,
    fill,
    gun_label,
    item_isolate,
    list_text,
    no_extra_label,
    option_label,
    place_label,
    plain_tip,
    seat_short,
    seats_list,
    side_label,
    step_title,
    translate,
)
from narrator_app.ui.theme import FONT_CHANGES, sized_sheet
from narrator_app.ui.viewport import viewport_of
from narrator_app.ui.wheel_guard import guard_wheel
from narrator_app.ui.wrap_label import ItemsLabel, WrapLabel

if TYPE_CHECKING:
    from narrator_app.engine import Choices, NostradamusSides, Option, Replacement, Step
    from narrator_app.ui.privacy import ShowPlayerCard

STEP_STYLE = """
QLabel#stepTitle { font-weight: bold; }
QPushButton:checked { background: #d08a00; color: #ffffff; font-weight: bold; }
QLabel#stepSay { font-size: %SAY%pt; }
QLabel#stepGesture { font-style: italic; }
QLabel#stepMark { font-weight: bold; }
"""

#: The current step's colour: its row's frame, its mark's badge, a checked option.
CURRENT = "#d08a00"
#: A row's frame by its state (PF41-2): the frame's colour, its width (px), the palette's
#: colour filling the row, and whether the frame is dashed. The rows paint it themselves
#: (:meth:`StepRow.paintEvent`); it was the style sheet's, by the row's ``state`` property,
#: and each change of state had Qt work the row's and its mark's style out again.
ROW_LOOK: dict[str, tuple[str, int, QPalette.ColorRole, bool]] = {
    "current": (CURRENT, 3, QPalette.ColorRole.AlternateBase, False),
    "done": ("#b9b4a6", 1, QPalette.ColorRole.Window, False),
    "reminder": ("#b9b4a6", 1, QPalette.ColorRole.Base, True),
}
#: The frame of a row in any other state (a step to come).
ROW_LOOK_OTHER = ("#b9b4a6", 1, QPalette.ColorRole.Base, False)
#: A row's rounded corners and its mark's (px, the outer edge).
ROW_RADIUS, MARK_RADIUS = 6, 4

#: Checklist rows kept out of sight when a night has fewer steps than the last, for a later
#: night (:meth:`NightPanel._put_aside`): a night's steps vary by a few.
ROWS_ASIDE = 6

#: The line read aloud is this many points larger than the window's text, at every font
#: size the narrator chooses (it was a fixed 12 pt: below the rest of the row at 14 pt, a
#: narrator's trial).
SAY_LARGER = 1


def step_style(points: int) -> str:
    """The checklist's style sheet for a window text of ``points`` pt."""
    return STEP_STYLE.replace("%SAY%", str(points + SAY_LARGER))


class RowSpec(NamedTuple):
    """What one checklist line shows: the step's key and kind, its state (``current``,
    ``done``, ``reminder``, ``pending``), its words, and whether it offers «Change»."""

    key: str
    kind: str
    state: str
    title: str
    mark: str
    say: str
    gesture: str
    result: str
    can_change: bool
    #: What the narrator alone must know at this step, marked «[narrator only, do not say
    #: it]», apart from the words said (CF57: inside the spoken line it was read out)
    note: str = ""


class StepMark(QLabel):
    """A row's mark («Now», «Done», «Later» …) on its badge: a 1 px grey frame with rounded
    corners, 4 px of room beside the text, filled with the window's base colour, or with
    :data:`CURRENT` and written in white on the current step (PF41-2: painted here, not by
    the style sheet, so that a row's new state costs no style worked out again)."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.current = False
        self.setContentsMargins(1 + 4, 1, 1 + 4, 1)  # the frame, and the room beside the text

    def set_current(self, current: bool) -> None:
        """Show the badge of the current step (True) or of any other (False)."""
        if current != self.current:
            self.current = current
            self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = QPalette(self.palette())
        fill = QColor(CURRENT) if self.current else pal.color(QPalette.ColorRole.Base)
        p.setPen(QPen(QColor("#555555"), 1))
        p.setBrush(fill)
        r = MARK_RADIUS - 0.5
        p.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), r, r)
        if self.current:
            pal.setColor(QPalette.ColorRole.WindowText, QColor("#ffffff"))
        align = QStyle.visualAlignment(self.layoutDirection(), self.alignment())
        self.style().drawItemText(p, self.contentsRect(), int(align.value), pal,
                                  self.isEnabled(), self.text(), QPalette.ColorRole.WindowText)


class StepRow(QFrame):
    """One checklist line. :meth:`set_spec` shows another line's words in it (a row is
    updated in place, not made again, when a step changes: issue 25)."""

    changeRequested = Signal(str)

    def __init__(self, spec: RowSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stepRow")
        self.state_name = ""
        self._lay = lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 4)
        lay.setSpacing(1)
        self._top = top = QHBoxLayout()
        top.setSpacing(8)  # a nested layout takes the row's 1px spacing otherwise
        self.mark = StepMark(spec.mark)
        self.mark.setObjectName("stepMark")
        self.title = ItemsLabel(spec.title)  # its seats never broken over two lines
        self.title.setObjectName("stepTitle")
        self.title.setWordWrap(True)
        self.dummy = False
        self.mark.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        top.addWidget(self.title, 1)
        self._place_mark(spec.kind == "dummy")
        self.change_button: QPushButton | None = None
        lay.addLayout(top)
        self.say = WrapLabel(spec.say, self)  # parented: setVisible never makes a window
        self.say.setObjectName("stepSay")
        self.say.setWordWrap(True)
        lay.addWidget(self.say)
        self.note = WrapLabel(spec.note, self)
        self.note.setObjectName("stepNote")
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        self.gesture = WrapLabel(spec.gesture, self)
        self.gesture.setObjectName("stepGesture")
        self.gesture.setWordWrap(True)
        lay.addWidget(self.gesture)
        self.result = WrapLabel(spec.result, self)
        self.result.setObjectName("stepResult")
        self.result.setWordWrap(True)
        lay.addWidget(self.result)
        self.spec = spec
        self._show_parts(spec)

    def _place_mark(self, dummy: bool) -> None:
        """The mark where a step of this kind has it: a dummy call's «Now · dummy call
        (blocked)» on a line of its own, over the role's (beside it the role and its seats
        were squeezed into a column a word wide, issue 23), at the reading start; any other
        step's beside the title, one line high at its first line however many lines the
        title wraps onto (stretched beside a two-line title it read as a badge of two
        lines). A row shows a dummy call and a plain step in turn by moving its mark: it
        is never made again for that (issue 25)."""
        if dummy == self.dummy and self.mark.parentWidget() is self:
            return
        self._lay.removeWidget(self.mark)
        self._top.removeWidget(self.mark)
        if dummy:
            self._lay.insertWidget(0, self.mark, 0, Qt.AlignmentFlag.AlignLeft)
        else:
            self._top.insertWidget(0, self.mark, 0, Qt.AlignmentFlag.AlignTop)
        self.dummy = dummy

    def set_spec(self, spec: RowSpec) -> None:
        """Show ``spec``: only the words that differ are set, and the mark moved when a
        dummy call takes the place of another step or the other way round.
        The row's layout is off meanwhile: a part shown or hidden lays the row out at once
        (Qt), so a row whose text and parts change was laid out once for each part
        (PF33-3); now once, at the end, as Qt would have left it."""
        lay = self._lay
        lay.setEnabled(False)
        try:
            self._set_spec(spec)
        finally:
            lay.setEnabled(True)
            lay.invalidate()
            lay.activate()

    def relayout(self) -> None:
        """Its layout worked out again for the words it shows now."""
        self._lay.invalidate()
        self._lay.activate()
        self.updateGeometry()

    def _set_spec(self, spec: RowSpec) -> None:
        old, self.spec = self.spec, spec
        self._place_mark(spec.kind == "dummy")
        for label, was, now in ((self.mark, old.mark, spec.mark),
                                (self.title, old.title, spec.title),
                                (self.say, old.say, spec.say),
                                (self.note, old.note, spec.note),
                                (self.gesture, old.gesture, spec.gesture),
                                (self.result, old.result, spec.result)):
            if was != now:
                label.setText(now)
        self._show_parts(spec)

    def _show_parts(self, spec: RowSpec) -> None:
        self.key = spec.key
        if spec.state != self.state_name:
            self.state_name = spec.state
            width = self.look()[1]
            # the frame inside the row's rectangle, as the style sheet's border was
            self.setContentsMargins(width, width, width, width)
            self.mark.set_current(spec.state == "current")
            self.update()
        self.say.setVisible(bool(spec.say))
        self.note.setVisible(bool(spec.note))
        self.gesture.setVisible(bool(spec.gesture) and spec.state != "done")
        self.result.setVisible(bool(spec.result))
        btn = self.change_button
        if spec.can_change and btn is None:
            btn = self.change_button = QPushButton(translate("Ravi", "Change"), self)
            btn.clicked.connect(lambda: self.changeRequested.emit(self.key))
            self._top.addWidget(btn)
        if btn is not None:
            btn.setObjectName(f"change_{spec.key}" if spec.can_change else "")
            if spec.can_change:  # a kept row's button made in the language of an earlier game
                btn.setText(translate("Ravi", "Change"))
            btn.setVisible(spec.can_change)

    def texts(self) -> list[str]:
        return [
            w.text()
            for w in (self.mark, self.title, self.say, self.note, self.gesture, self.result)
            if w.isVisibleTo(self) and w.text()
        ]

    def look(self) -> tuple[str, int, QPalette.ColorRole, bool]:
        """The row's frame now (:data:`ROW_LOOK`): colour, width, fill, dashed."""
        return ROW_LOOK.get(self.state_name, ROW_LOOK_OTHER)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        colour, width, fill, dashed = self.look()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(colour), width)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(self.palette().color(fill))
        half = width / 2
        p.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half),
                          ROW_RADIUS - half, ROW_RADIUS - half)


class NightPanel(QWidget):
    """The night checklist and the current step's picker."""

    #: The ring's targets or picked seats changed (the window re-reads :meth:`ring_targets`).
    targetsChanged = Signal()
    # emitted just before the «show this player» card opens, and when it has closed
    cardOpening = Signal()
    cardClosed = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("nightPanel")
        self.c = controller
        self.hide_roles = False
        self._shown: object | None = None  # the state last shown (kept: ids may be reused)
        self._override: str | None = None  # a done step reopened with «Change»
        self._step: Step | None = None
        self._options: list[Option] = []
        self._option_of: dict[QAbstractButton, Option] = {}  # each option button's option now
        self._option: Option | None = None
        self._picked: list[int] = []
        self._side: str | None = None
        self._number: int | None = None  # a bomb code
        self._kinds: dict[int, str] = {}  # a gun's type per picked seat
        self._extra: object | None = None  # the extra field's value chosen (a treason vote)
        self._extra_shown: tuple | None = None  # the extra buttons' choices as last built
        self.rows: list[StepRow] = []
        self._aside: list[StepRow] = []  # rows out of the list, kept for a later step
        self._chained: list[QPushButton | None] = []  # the rows' «Change» in the Tab chain
        self._build()

    # --- layout -------------------------------------------------------------------------
    def _build(self) -> None:
        sized_sheet(self, step_style)  # the line read aloud: above the narrator's size
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list_host = QWidget()
        self.list_lay = QVBoxLayout(self.list_host)
        self.list_lay.setContentsMargins(2, 2, 2, 2)
        self.list_lay.setSpacing(4)
        self.list_lay.addStretch(1)
        self._list_anchor = tab_anchor(self.list_host)  # Tab: the rows' «Change», made later
        self.scroll_area.setWidget(self.list_host)
        lay.addWidget(self.scroll_area, 1)
        # the view or the list changes size after a refresh (the picker below grows, rows
        # wrap): the current step is brought whole into view again
        viewport_of(self.scroll_area).installEventFilter(self)
        self.list_host.installEventFilter(self)

        box = QFrame()
        box.setObjectName("pickerBox")
        box.setFrameShape(QFrame.Shape.StyledPanel)
        box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        b = QVBoxLayout(box)
        b.setContentsMargins(8, 6, 8, 6)
        b.setSpacing(4)
        self.picker_title = WrapLabel()
        self.picker_title.setObjectName("pickerTitle")
        self.picker_title.setStyleSheet("font-weight: bold; font-size: 13pt;")
        self.picker_title.setWordWrap(True)
        b.addWidget(self.picker_title)
        # the End's refusal mended in one click where it is said: a mine toll named and no
        # mine fired records the team's step again as its plain shot on the same seat (the
        # engine's ``void_toll_replacement``); the narrator scrolled back to «Change» (X100-2)
        self.replace_button = QPushButton()
        self.replace_button.setObjectName("replaceStep")
        self.replace_button.clicked.connect(self.record_replacement)
        self.replace_button.setVisible(False)
        b.addWidget(self.replace_button)
        self._replacement: Replacement | None = None
        self.dummy_note = WrapLabel()
        self.dummy_note.setObjectName("dummyNote")
        self.dummy_note.setWordWrap(True)
        self.dummy_note.setStyleSheet(
            "font-weight: bold; border: 2px dashed #7a2f2f; padding: 3px;"
        )
        b.addWidget(self.dummy_note)
        # a step with nobody to choose (Constantine with nobody to bring back): say so
        self.no_target_note = WrapLabel()
        self.no_target_note.setObjectName("noTargetNote")
        self.no_target_note.setWordWrap(True)
        self.no_target_note.setStyleSheet("font-weight: bold;")
        b.addWidget(self.no_target_note)
        # the antidote vote's counts, each with the option it takes (Z104-13)
        self.ranges_note = WrapLabel()
        self.ranges_note.setObjectName("antidoteRanges")
        self.ranges_note.setWordWrap(True)
        b.addWidget(self.ranges_note)
        self._option_anchor = tab_anchor(layout=b)  # Tab: the step's options, made later
        self.option_row = QHBoxLayout()
        self.option_group = QButtonGroup(self)
        self.option_group.setExclusive(True)
        b.addLayout(self.option_row)
        # an extra field carried beside the chosen option (the team's treason vote,
        # club_scenarios 4.6): its name, «no …» and one button per value, each open or
        # refused with its reason as the engine says (Option.extra_choices)
        self.extra_host = QWidget()
        self.extra_host.setObjectName("extraField")
        extra_lay = QVBoxLayout(self.extra_host)
        extra_lay.setContentsMargins(0, 0, 0, 0)
        extra_lay.setSpacing(2)
        self.extra_label = WrapLabel()
        self.extra_label.setObjectName("extraLabel")
        self.extra_label.setWordWrap(True)
        extra_lay.addWidget(self.extra_label)
        self._extra_anchor = tab_anchor(self.extra_host)  # Tab: its buttons, made later
        self.extra_grid = QGridLayout()
        self.extra_grid.setContentsMargins(0, 0, 0, 0)
        extra_lay.addLayout(self.extra_grid)
        self.extra_group = QButtonGroup(self)
        self.extra_group.setExclusive(False)  # the panel keeps one checked itself
        self.extra_host.setVisible(False)
        b.addWidget(self.extra_host)
        # the guessed role (sixth sense, Sherlock): a label, and a placeholder until chosen
        self.role_host = QWidget()
        role_row = QHBoxLayout(self.role_host)
        role_row.setContentsMargins(0, 0, 0, 0)
        self.role_label = QLabel()
        self.role_label.setObjectName("roleGuessLabel")
        role_row.addWidget(self.role_label)
        self.role_combo = QComboBox()
        self.role_combo.setObjectName("roleGuess")
        guard_wheel(self.role_combo)  # scrolling the checklist never changes the guess
        self.role_combo.currentIndexChanged.connect(self._update_confirm)
        self.role_combo.currentIndexChanged.connect(self._replaced)  # another role named
        self.role_label.setBuddy(self.role_combo)
        role_row.addWidget(self.role_combo, 1)
        b.addWidget(self.role_host)
        self.picked_label = WrapLabel()
        self.picked_label.setObjectName("pickedLabel")
        self.picked_label.setWordWrap(True)
        b.addWidget(self.picked_label)
        # a number (the bomb's code, the antidote vote's count): one button per allowed
        # number, in a row under its label (beside eleven counts the label was cut to
        # «رأی موافق» at 1280×720: CR38-6)
        self.number_host = QWidget()
        number_lay = QVBoxLayout(self.number_host)
        number_lay.setContentsMargins(0, 0, 0, 0)
        number_lay.setSpacing(2)
        self.number_label = QLabel()
        number_lay.addWidget(self.number_label)
        # the antidote vote's majority as the engine asks it («۶ رأی از ۱۱ نفر»), as the
        # defence vote shows its threshold: the narrator counted hands with no number to
        # reach (a narrator's trial)
        self.number_threshold = QLabel()
        self.number_threshold.setObjectName("antidoteThreshold")
        self.number_threshold.setStyleSheet("font-size: 15pt; font-weight: bold;")
        self.number_threshold.setVisible(False)
        number_lay.addWidget(self.number_threshold)
        self.number_row = QHBoxLayout()
        number_lay.addLayout(self.number_row)
        self._number_anchor = tab_anchor(self.number_host)  # Tab: the codes, made later
        self.number_group = QButtonGroup(self)
        b.addWidget(self.number_host)
        # a type per picked seat (the gunner's guns)
        self.kinds_host = QWidget()
        self.kinds_lay = QVBoxLayout(self.kinds_host)
        self.kinds_lay.setContentsMargins(0, 0, 0, 0)
        self.kinds_lay.setSpacing(2)
        self._kinds_anchor = tab_anchor(self.kinds_host)  # Tab: the gun types, made later
        b.addWidget(self.kinds_host)
        self.count_label = QLabel()
        self.count_label.setObjectName("countLabel")
        self.count_label.setStyleSheet("font-size: 15pt; font-weight: bold;")
        # above the card's button: the count is shown before he gives his side
        b.addWidget(self.count_label)
        # the narrator's private answer (the detective's gesture), shown once confirmed
        self.signal_label = WrapLabel()
        self.signal_label.setObjectName("signalLabel")
        self.signal_label.setWordWrap(True)
        self.signal_label.setStyleSheet(
            "font-size: 15pt; font-weight: bold; border: 2px solid #2f4f8f; padding: 3px;"
        )
        # the signal across the panel, its button under it: a long role (Leon the
        # Professional) is never squeezed beside the button and cut (issue 23)
        signal_row = QVBoxLayout()
        signal_row.addWidget(self.signal_label)
        # a private signal to show the player full screen while he is awake: Nostradamus's
        # count once his three picks are in (S0:L7), the detective's answer, Sherlock's
        # right/wrong and new card (6.9 S7): the «show this player» card (privacy.py)
        self.show_signal_button = QPushButton()
        self.show_signal_button.setObjectName("showSignal")
        self.show_signal_button.clicked.connect(self.show_signal)
        self.show_signal_button.setVisible(False)
        signal_row.addWidget(self.show_signal_button, 0, Qt.AlignmentFlag.AlignLeading)
        b.addLayout(signal_row)
        #: The text the «show this player» card shows now (``signal_card_text``), or None.
        self.signal_card: str | None = None
        #: What the card's value is, in the player's words («Number of mafia»), or None.
        self.signal_card_caption: str | None = None
        self.card: ShowPlayerCard | None = None
        side_row = QHBoxLayout()
        self.side_group = QButtonGroup(self)
        # not exclusive: the panel keeps one side checked itself, and an exclusive group
        # could not uncheck «city» when the count forces the mafia side
        self.side_group.setExclusive(False)
        self.side_buttons: dict[str, QPushButton] = {}
        for side in ("city", "mafia"):
            btn = QPushButton(side_label(side))
            btn.setObjectName(f"side_{side}")
            btn.setCheckable(True)
            btn.clicked.connect(lambda _=False, s=side: self._choose_side(s))
            self.side_group.addButton(btn)
            self.side_buttons[side] = btn
            side_row.addWidget(btn)
        b.addLayout(side_row)
        # why «city» is disabled: two mafia among the picks force the mafia side
        self.forced_note = WrapLabel()
        self.forced_note.setObjectName("forcedNote")
        self.forced_note.setWordWrap(True)
        self.forced_note.setStyleSheet("font-weight: bold;")
        b.addWidget(self.forced_note)
        # the latest refusal of this step, beside it and not only in the status bar (issue
        # 23); it goes when the game moves on (refresh) or the choice it was about is
        # replaced (_replaced: another seat, option, number…; LY110-1)
        self.refusal_line = ErrorLine("nightRefusal")
        b.addWidget(self.refusal_line)
        self.c.message.connect(self.show_refusal)
        self.c.refusal_withdrawn.connect(self._drop_refusal)
        row = QHBoxLayout()
        self.confirm_button = QPushButton()
        self.confirm_button.setObjectName("confirmStep")
        self.confirm_button.setDefault(True)
        self.confirm_button.clicked.connect(self.confirm)
        row.addWidget(self.confirm_button, 1)
        self.end_button = QPushButton()
        self.end_button.setObjectName("endNight")
        self.end_button.clicked.connect(self.end_night)
        row.addWidget(self.end_button, 1)
        b.addLayout(row)
        lay.addWidget(box)
        self.retranslate()

    def retranslate(self) -> None:
        """Every fixed text (at start and on ``QEvent.LanguageChange``); the rest is
        rendered by ``refresh()`` in the controller's language."""
        self.number_label.setText(translate("Ravi", "Code:"))
        self.role_label.setText(translate("Ravi", "Guessed role:"))
        self.role_combo.setPlaceholderText(translate("Ravi", "— choose the role —"))
        for side, btn in self.side_buttons.items():
            btn.setText(side_label(side))
        self.confirm_button.setText(translate("Ravi", "Confirm"))
        self.show_signal_button.setText(translate("Ravi", "Show this player"))
        self.end_button.setText(translate("Ravi", "End night"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() in FONT_CHANGES:
            sized_sheet(self, step_style)  # the narrator's new size
        super().changeEvent(event)

    # --- keyboard (shortcuts.py) --------------------------------------------------------
    def choice_buttons(self) -> list[QPushButton]:
        """The current step's choices in the order shown (Alt+1, Alt+2 …): its options,
        the extra field's values (a treason vote), then a side, a code number or a gun
        type."""
        out = list(self.option_group.buttons()) + list(self.extra_group.buttons())
        out += list(self.side_buttons.values())
        out += list(self.number_group.buttons())
        out += self.kinds_host.findChildren(QPushButton)
        return cast(list[QPushButton], out)  # the groups hold push buttons only

    def primary_button(self) -> QPushButton:
        """What Enter presses: the step's confirm button."""
        return self.confirm_button

    def focus_current_step(self) -> bool:
        """PageDown: the keyboard focus to the current step's first open choice."""
        for btn in self.choice_buttons():
            if btn.isVisible() and btn.isEnabled():
                btn.setFocus(Qt.FocusReason.ShortcutFocusReason)
                return True
        if self.role_combo.isVisible():
            self.role_combo.setFocus(Qt.FocusReason.ShortcutFocusReason)
            return True
        return False

    # --- state --------------------------------------------------------------------------
    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Shown again (the privacy cover lifted, the night's panel back in front): each
        row lays its words out afresh. A row whose words changed while the panel was hidden
        (the cover takes the seats out of the titles) kept the heights it had then, and its
        lines drew over one another (a narrator's trial, CF57)."""
        super().showEvent(event)
        for row in self.rows:
            row.relayout()

    def refresh(self) -> None:
        """Rebuild from the controller's state (called after every change)."""
        st = self.c.state
        if st is None or st.phase not in ("night", "intro_night"):
            self._shown = None
            return
        moved = self._shown is not st
        if moved:
            self._shown = st
            self._override = None
            self._reset_picker()
            self.refusal_line.show_text("")  # the game moved on: an old refusal goes
        self._rebuild_rows()
        self._rebuild_picker()
        if moved:
            self._show_undone()

    def settle(self) -> None:
        """Once the window has refreshed every panel: the layouts its refresh asked for done
        now (they come first on the next turn of the event loop anyway), then the step now
        brought whole into view. The picker keeps its option buttons (PL25-9), so the list's
        view is as short at once as it will stay: a picture taken right after a confirmation
        shows the step now whole."""
        if self.isVisible():
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            self._show_current(tries=0)

    def show_refusal(self, text: str) -> None:
        """A refusal (``controller.message``) said while the night checklist is in front:
        shown in the picker, beside the step, until the game moves on."""
        news = getattr(self.c, "reporting", False)  # a file's news stays in the status bar
        if self.isVisible() and self.c.state is not None and not news:
            self.refusal_line.show_text(text)

    def _drop_refusal(self) -> None:
        """The choice the refusal shown was about is replaced (``refusal_withdrawn``)."""
        self.refusal_line.show_text("")

    def _show_undone(self) -> None:
        """The current step's choice the narrator has just taken back, when it is the next
        action to redo: shown chosen again, not confirmed, to be changed or confirmed as it
        is (as the day panel's ``_undone`` does with a vote's counts; the seat was gone and
        «Click 1 seat(s)» asked again: a narrator's trial). Any new action empties the redo,
        and with it what is shown."""
        from narrator_app.engine import read_choice

        game, st, step = self.c.game, self.c.state, self._step
        if game is None or st is None or step is None or self.c.read_only or not game.can_redo():
            return
        nxt = game.redo_actions[0]
        if nxt.kind != "step" or nxt.phase != st.phase or nxt.key != step.key:
            return
        reading = read_choice(self._options, nxt.value)
        if reading is None:
            return
        self._choose_option(reading.option)
        self._picked, self._side, self._number = list(reading.seats), reading.side, reading.number
        self._kinds = dict(zip(reading.seats, reading.kinds, strict=False))
        self._extra = reading.extra
        self.option_group.setExclusive(False)
        for btn in self.option_group.buttons():
            btn.setChecked(self._option_of.get(btn) is reading.option)
        self.option_group.setExclusive(True)
        if reading.role is not None:
            self.role_combo.setCurrentIndex(self.role_combo.findData(reading.role))
        self._sync()

    def _reset_picker(self) -> None:
        self._option = None
        self._picked = []
        self._side = None
        self._number = None
        self._kinds = {}
        self._extra = None

    def _lang(self) -> str:
        return self.c.lang

    def _active_step(self) -> Step | None:
        ch = self.c.choices()
        if ch is None or ch.winner is not None:
            return None
        if self._override:
            for s in ch.steps:
                if s.key == self._override:
                    return s
        return ch.current

    def _rebuild_rows(self) -> None:
        """The checklist's rows for the night's steps now. A row whose words and state are
        the same as the one shown at its place is kept: a step changes two rows (the step
        done, the next one now), not every row."""
        ch = self.c.choices()
        specs = self._row_specs(ch) if ch is not None else []
        keep = 0
        while (keep < min(len(specs), len(self.rows))
               and self.rows[keep].spec == specs[keep]):
            keep += 1
        same_tail = 0  # rows kept at the end too (a step's own row changed in the middle)
        while (same_tail < min(len(specs), len(self.rows)) - keep
               and self.rows[-1 - same_tail].spec == specs[-1 - same_tail]):
            same_tail += 1
        middle = self.rows[keep:len(self.rows) - same_tail]
        tail = self.rows[len(self.rows) - same_tail:]
        self.rows = self.rows[:keep]
        new_rows, gone = [], []
        for i, spec in enumerate(specs[keep:len(specs) - same_tail], keep):
            if middle:  # shown in place: no widget made again
                row = middle.pop(0)
                if row.spec != spec:
                    row.set_spec(spec)
            else:
                row = self._spare_row(spec)
                self.list_lay.insertWidget(i, row)
                new_rows.append(row)
            self.rows.append(row)
        for r in middle:  # rows no step needs now
            self._put_aside(r)
            gone.append(r)
        self.rows += tail
        if new_rows and self.list_host.isVisible():
            # shown and placed now, not on the next turn of the event loop: a picture of the
            # panel taken at once (a screenshot right after a confirmation) has every row
            for row in new_rows:
                row.show()
            self.list_lay.activate()
        else:
            for row in new_rows:  # a row put aside was hidden: shown with the list
                row.setHidden(False)
        buttons = [r.change_button for r in self.rows if r.spec.can_change]
        if gone or new_rows or buttons != self._chained:
            # Tab: each row's «Change» in the list's order, before the picker (focus_chain.py)
            chain_after(self._list_anchor, [b for b in buttons if b is not None])
            self._chained = buttons
        # the whole current step in view: now, and again after the layout has settled
        self._show_current(tries=0)
        QTimer.singleShot(0, self, self._show_current)  # dropped with the panel

    def _spare_row(self, spec: RowSpec) -> StepRow:
        """A row showing ``spec``, not yet in the list: one put aside earlier
        (:meth:`_put_aside`) when there is one, else a new one. A row made costs about
        twice one shown again, and one let go as much again: a night with fewer or more
        steps than the last one (a role out, the purchase's announcement) took or gave
        back rows at the day's end (issue 25)."""
        if self._aside:
            row = self._aside.pop()
            row.set_spec(spec)
            return row
        row = StepRow(spec, self.list_host)
        row.hide()  # shown with the list, or at once (_rebuild_rows)
        row.changeRequested.connect(self._reopen)
        return row

    def _put_aside(self, row: StepRow) -> None:
        """``row``, which no step needs now, out of the list and out of sight, kept for a
        later one (at most :data:`ROWS_ASIDE`; any more are let go). Its words are emptied:
        a row out of sight holds no role's name or choice."""
        self.list_lay.removeWidget(row)
        row.hide()  # never shown again as a window of its own (a queued show)
        if len(self._aside) >= ROWS_ASIDE:
            row.setParent(None)
            row.deleteLater()
            return
        row.set_spec(RowSpec("", row.spec.kind, "aside", "", "", "", "", "", False))
        self._aside.append(row)

    def _row_specs(self, ch: Choices) -> list[RowSpec]:
        """What each row of the checklist shows, step by step (:class:`RowSpec`)."""
        from narrator_app.engine import (
            hacked_tonight,
            mafia_call_notes,
            self_cured,
            step_rules,
            turned_back_tonight,
        )

        scen, names, lang = self.c.scenario, self.c.names, self._lang()
        assert scen is not None  # choices: a game is on
        active = self._active_step()
        over = ch.winner is not None
        turned = turned_back_tonight(self.c.state) if self.c.state is not None else {}
        hacked = hacked_tonight(self.c.state) if self.c.state is not None else {}
        specs = []
        for s in ch.steps:
            title = step_title(s.key, s.role, scen, lang)
            if s.seats and not self.hide_roles:
                # the players the step wakes, or (a narrator's step, eyes open) names
                title = fill(
                    translate("Ravi", "%1 — wake: %2") if s.wakes else "%1 — %2", title,
                    seats_list(s.seats, names, lang)
                )
            if active is not None and s.key == active.key:
                state, mark = "current", translate("Ravi", "Now")
            elif s.kind == "reminder":
                state, mark = "reminder", translate("Ravi", "Reminder")
            elif s.done:
                state, mark = "done", translate("Ravi", "Done")
            else:
                state, mark = "pending", translate("Ravi", "Later")
            if s.kind == "dummy":
                mark = fill(translate("Ravi", "%1 · dummy call (%2)"), mark, self._why(s.why_dummy))
            say = getattr(s.say, lang, "") if s.say else ""
            notes: list[str] = []  # the narrator's alone, apart from the words said
            gesture = getattr(s.gesture, lang, "") if s.gesture else ""
            if s.key == "mafia" and self.c.state is not None:
                replaced = False
                # the call names the Godfather: once he is out the team decides; a
                # handcuffed Godfather's sixth sense will fail (mafia_call_notes)
                st = self.c.state
                for note in mafia_call_notes(st):
                    if note in ("godfather_out", "boss_out"):  # the team decides now
                        # the words said stay the file's (the table must not learn the boss
                        # left: CF50); the narrator is told beneath them
                        notes.append(mafia_call_text(note, lang, scen, st.rules))
                        replaced = True
                        # the file's gesture names the boss («دن به هدف شلیک اشاره می‌کند»):
                        # the team's instead (a narrator's trial, TA43-11)
                        gesture = translate(
                            "Ravi", "The team decides together and points at the target; "
                                    "the actions closed tonight are greyed among the options.")
                    else:
                        notes.append(mafia_call_text(note, lang, scen, st.rules))
                notes += self._closed_actions_lines(ch, s, reasons=not replaced)
            if not s.wakes and not s.done and not self.hide_roles and self.c.state is not None:
                # the antidote vote: the narrator is told now what the step will announce
                # when the poisoned player's own antidote cures him (CR38-18; said at the
                # step, not in the morning: CF50)
                cured = self_cured(self.c.state)
                if cured is not None and cured in s.seats:
                    notes.append(fill(translate(
                        "Ravi", "%1 holds his own antidote: if the vote and the herbalist do "
                                "not cure him, it does, and you announce here that he took "
                                "the antidote."), seats_list([cured], names, lang)))
            if s.note == "failed":  # every attempt announced: the call as on a success
                notes.append(translate(
                    "Ravi", "The attempt failed: say these words as on a success, wake "
                            "nobody, and wait as long as a meeting takes."))
                gesture = ""  # nobody to point out (audit58)
            elif s.note == "without_alone":  # the file's words leave out all who are left (CF60)
                notes.append(fill(translate(
                    "Ravi", "Only %1 is left of this group: wake him for this step, and "
                            "leave out the words that tell him not to wake."),
                    seats_list(s.seats, names, lang)))
            elif s.note == "silent_wake":  # no attempt announced: nothing said at all
                notes.append(translate(
                    "Ravi", "This game announces no attempt: say nothing; wake him with a "
                            "touch and show him the team."))
                say = ""
            # a role's own step: what tonight's other steps do to it, said on its row
            holder = (s.seats[0] if s.role and s.seats and s.kind == "input"
                      and not self.hide_roles else None)
            back = turned.get(holder) if holder is not None else None
            if holder is not None and back is not None:
                # the witch turned his action back (capo 6.6): where it lands, or that it
                # comes to nothing, and then nobody is woken for it (C10; a narrator's trial)
                notes.append(self._turned_back_text(back, holder))
                if back.comes_to_nothing:
                    gesture = ""
            pair = hacked.get(holder) if holder is not None else None
            if pair is not None:
                # his ability on one seat fails tonight (the hacker's pair, club_scenarios
                # 4.6): the ring's chip on that seat is greyed, now his row says why (TA43-20)
                notes.append(fill(translate(
                    "Ravi", "%1 voided this player's ability on %2 tonight: if he names "
                            "that seat, nothing happens to it."),
                    role_name(scen, pair[1], lang), seats_list([pair[0]], names, lang)))
            if self.c.state is not None and s.kind != "reminder" and not s.done:
                # the step's rule before the choice, in the words of its refusal (issue 23:
                # Nostradamus's forced side was said only once broken)
                rules = [fill(translate("Ravi", "Rule: %1"), self.c.refusal(rule))
                         for rule in step_rules(self.c.state, s.key)]
                gesture = "\n".join(t for t in (gesture, *rules) if t)
            result = self._row_result(s, state, over)
            # no «Change» where nothing can be recorded (the game won, or view only)
            can_change = (s.done and s.kind != "reminder" and not over and state != "current"
                          and not self.c.read_only)
            # marked once, at its start: a line of its own made the current row taller
            # than a 1366×768 checklist shows whole
            note = "\n".join("⚠ " + (fill(translate("Ravi", "[narrator only, do not say it] "
                                                        "%1"), n) if i == 0 else n)
                             for i, n in enumerate(notes))
            specs.append(RowSpec(s.key, s.kind, state, title, mark, say, gesture, result,
                                 can_change, note))
        return specs

    def _closed_actions_lines(self, ch: Choices, step: Any, reasons: bool = True) -> list[str]:
        """The narrator's lines for the team's call now being made: each of its actions the
        engine refuses outright tonight (``Option.refusal``: Saul's purchase spent, no Saul,
        …), greyed among the options. The file's sentence that names it («… شلیک، حس ششم یا
        خرید») is still said as it is: leaving an action out told the table that a mafia
        member had left, or which (an auditor, CF57; a narrator's trial had asked for it).
        The reason is left out with the roles hidden (it may name the player who holds the
        role) and without ``reasons``: the boss is out (the note above says so), and the
        reason names him (TA43-11)."""
        current = ch.current
        if current is None or current is not step or not current.options:
            return []
        why = reasons and not self.hide_roles
        lines = []
        for o in current.options:
            if o.name == "none" or o.refusal is None:
                continue
            lines.append(
                fill(translate("Ravi", "Closed tonight: %1 (%2)"),
                     option_label(o.name, None, self.c.scenario),
                     self.c.refusal(o.refusal).rstrip(".")) if why else
                fill(translate("Ravi", "Closed tonight: %1"),
                     option_label(o.name, None, self.c.scenario)))
        return lines

    def _turned_back_text(self, back: Any, seat: int) -> str:
        """The line on the row of the player at ``seat`` whose action the witch turned back
        tonight (``engine.turned_back_tonight``): it lands on himself (or on the witch), or
        it is spent and does nothing."""
        scen, names, lang = self.c.scenario, self.c.names, self._lang()
        witch = role_name(scen, back.by, lang)
        if back.comes_to_nothing:
            return fill(translate("Ravi", "%1 turned this action back tonight: it is spent "
                                          "and does nothing; wake nobody for it."), witch)
        if back.lands_on == seat:
            return fill(translate("Ravi", "%1 turned this action back tonight: it lands on "
                                          "the player himself, whoever he points at."), witch)
        return fill(translate("Ravi", "%1 turned this action back tonight: it lands on %2, "
                                      "whoever he points at."), witch,
                    seats_list([back.lands_on], names, lang))

    def _row_result(self, s: Step, state: str, over: bool) -> str:
        """A row's last line: the choice recorded, and the answer to signal."""
        result = ""
        if s.done and s.kind != "reminder":
            what = describe_choice(s.key, s.value, self.c.scenario, self.c.names, self._lang())
            result = fill(translate("Ravi", "Recorded: %1"), what)
            if s.kind == "dummy":
                result += " " + translate("Ravi", "(ignored)")
            # a dummy call that showed the X sign gives no other answer (TA30-3), nor does
            # a step passed: nothing was asked (TA43-22)
            form = (None if (s.kind == "dummy" and s.show_x) or not s.value
                    else self._signal_form(s.key))
            if form == "side_answer" and not over:
                result += "\n" + self._detective_signal(s.key)
            if form == "right_wrong" and not over:
                result += "\n" + self._sherlock_signal()
            if form == "guide_answer" and not over:
                result += "\n" + self._guide_signal(s.key)
            if form == "yes_no" and not over:
                result += "\n" + self._yes_no_signal(s.key)
            count = self._count_signal(s.key) if form == "count" and not over else ""
            if count:
                result += "\n" + count
            said = self._said_at_step(s.key)
            if said:  # the step's own announcement (the antidote vote's), to read now
                result += "\n" + fill(translate("Ravi", "Read aloud: %1"), said)
        if self._signal_form(s.key) == "victim_shown" and not over and state in (
                "current", "done"):
            result = "\n".join(t for t in (result, self._victim_signal(s.key)) if t)
        return result

    def _said_at_step(self, key: str) -> str:
        """The sentence the step ``key`` announced at once tonight (the engine's
        ``step_announced``), in the narrator's language; "" when none."""
        from narrator_app.engine import step_announced

        st = self.c.state
        tokens = step_announced(st, key) if st is not None else []
        if st is None or not tokens:
            return ""
        return " ".join(announcement_lines(tokens, self.c.scenario,
                                           [p.role for p in st.players], list(self.c.names),
                                           st.rules, self._lang(), after_night=False))

    def _show_current(self, tries: int = 3) -> None:
        row = next((r for r in getattr(self, "rows", []) if r.state_name == "current"), None)
        if row is not None:
            self._show_whole(row, tries)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.Resize and obj in (self.scroll_area.viewport(),
                                                          self.list_host):
            QTimer.singleShot(0, self, self._show_current)
        return super().eventFilter(obj, event)

    def _show_whole(self, row: QWidget, tries: int = 3) -> None:
        """Scroll so that ``row`` is entirely visible (its top first when it is taller than
        the view): the current night step is never half shown (issue 15). The reminders
        just before it (the purchase announcement, the bought player's call, the lovers'),
        said before its call, are shown with it when both fit: a narrator following the
        «Now» row passed them unread, scrolled out above it (CF80-56)."""
        if row not in self.rows:
            return  # replaced by a newer refresh
        if not row.isVisible():  # new rows are shown on a later event
            if tries > 0 and self.isVisible():
                QTimer.singleShot(0, self, lambda: self._show_current(tries - 1))
            return
        host = self.list_host  # the scroll area's widget
        self.list_lay.activate()
        bar = self.scroll_area.verticalScrollBar()
        top = row.mapTo(host, QPoint(0, 0)).y()
        bottom = top + row.height()
        view = self.scroll_area.viewport().height()
        lead = self._reminders_before(row)
        if lead is not None and bottom - lead.mapTo(host, QPoint(0, 0)).y() <= view:
            top = lead.mapTo(host, QPoint(0, 0)).y()
        value = bar.value()
        if bottom > value + view:
            value = bottom - view
        if top < value:
            value = top
        if value > bar.maximum() and tries > 0:
            # the scroll range follows the list's new size on a later event: try again
            QTimer.singleShot(0, self, lambda: self._show_current(tries - 1))
        bar.setValue(value)

    def _reminders_before(self, row: QWidget) -> QWidget | None:
        """The first of the reminder rows right before ``row`` (none between), or None."""
        i = next(n for n, r in enumerate(self.rows) if r is row)  # a row of the list
        first = None
        while i > 0 and self.rows[i - 1].state_name == "reminder":
            i -= 1
            first = self.rows[i]
        return first

    @staticmethod
    def _why(why: str | None) -> str:
        return {
            "blocked": translate("Ravi", "blocked"),
            "slaughtered": translate("Ravi", "slaughtered"),
            "handcuffed": translate("Ravi", "handcuffed"),
            "stolen": translate("Ravi", "pickpocketed"),
            "held": translate("Ravi", "held hostage"),
            "hacked": translate("Ravi", "hacked"),
        }.get(why or "", why or "")

    def _signal_form(self, key: str) -> str | None:
        """How the player woken at step ``key`` is given his answer (the engine's
        ``signal_form``, by the role's ability kind): ``side_answer``, ``right_wrong``,
        ``count`` or None."""
        from narrator_app.engine import signal_form

        return signal_form(self.c.state, key) if self.c.state is not None else None

    def _detective_signal(self, key: str) -> str:
        """The inquiry's answer at step ``key``, to give by gesture right away
        (``signal_for``): to the role by its name in the file, in the file's words for the
        answer (``answer_word``: Werewolf's seer is answered «werewolf» / «village»), else
        the app's «mafia» / «citizen»; thumb down for mafia, up for citizen."""
        from narrator_app.engine import signal_for

        st, lang = self.c.state, self._lang()
        sig = signal_for(st, key) if st is not None else None
        who = role_name(self.c.scenario, key, lang)
        if sig is None:
            # said as the other answer lines are, not as an order to him (Z103-4; Y101-25)
            return fill(translate("Ravi", "The %1's answer: neutral gesture (acts for "
                                          "nothing)."), who)
        said = self._side_answer(key, who, "mafia" if "mafia" in sig.values() else "citizen")
        return "\n".join([said, *self._won_over_note(key)])

    def _won_over_note(self, key: str) -> list[str]:
        """The narrator's line under an answer about a seat tonight's negotiation won over
        (the engine's ``asked_before_won_over``): the ring shows his new card, the answer
        reads the card he held at the night's start (club_scenarios 1.5 step 10, TR98-7);
        it read «citizen» beside «Simple mafia» with no word why (a narrator's trial,
        Y101-15). [] otherwise. The desk's only: the player's card shows the answer."""
        from narrator_app.engine import asked_before_won_over

        st = self.c.state
        seat = asked_before_won_over(st, key) if st is not None else None
        if seat is None:
            return []
        return [fill(translate(
            "Ravi", "Narrator only: %1 joined the mafia tonight; the answer reads the card "
                    "he held at the night's start."), seat_short(seat, self.c.names,
                                                                  self._lang()))]

    def _side_answer(self, key: str, who: str, value: str) -> str:
        """«Answer ``who``: ``value`` (thumb down / up).»: a side answer (``mafia`` /
        ``citizen``) of step ``key`` in the scenario's words for that role
        (``answer_words``), with its gesture."""
        lang = self._lang()
        word = answer_words(self.c.state, key, value, lang)
        if lang != "fa":
            word = word.upper()
        if value == "mafia":
            return fill(translate("Ravi", "The %1's answer: %2 (thumb down)."), who, word)
        return fill(translate("Ravi", "The %1's answer: %2 (thumb up)."), who, word)

    def _guide_signal(self, key: str) -> str:
        """The guide's answer at step ``key``, to give right away (``signal_for``,
        club_scenarios 4.6): a city pick's question answered to the pick («پاسخ به ۹
        (محمد): مافیا (شست پایین).»; to the guide himself under ``nm_guide_answer =
        to_guide``, when his value names no question), a mafia pick shown the guide
        («به ۳ (…) نشان دهید که ۱۰ (…) راهنما است.»); a neutral gesture when it acts for
        nothing."""
        from narrator_app.engine import signal_for, signal_holder

        st, lang = self.c.state, self._lang()
        sig = signal_for(st, key) if st is not None else None
        value = (st.choices.get(key) if st is not None else None) or {}
        pick = value.get("pick") if isinstance(value, dict) else None
        answer = next(iter(sig.values()), None) if sig else None
        if answer == "exposed" and isinstance(pick, int):
            holder = signal_holder(st, key) if st is not None else None
            role = role_name(self.c.scenario, key, lang)
            picked = seat_label(pick, self._name(pick), lang)
            if holder is None:
                return fill(translate("Ravi", "Show %1: %2"), picked, role)
            # what to do, said whole: «Show seat 8 that seat 9 is the Guide.» (it read
            # «Show Seat 8: Seat 9», a narrator's trial, X100-5)
            return fill(translate("Ravi", "Show %1 that %2 is the %3."), picked,
                        seat_label(holder.seat, self._name(holder.seat), lang), role)
        asked = value.get("inquire") if isinstance(value, dict) else None
        if answer in ("mafia", "citizen") and isinstance(pick, int) and isinstance(asked, int):
            # the pick is told about the player he asked about: both said, so the answer is
            # not read as the pick's own side (a narrator's trial, CF80-52)
            who = fill(translate("Ravi", "%1 about %2"), seat_label(pick, self._name(pick), lang),
                       seat_label(asked, self._name(asked), lang))
            return self._side_answer(key, who, answer)
        return self._detective_signal(key)

    def _yes_no_signal(self, key: str) -> str:
        """A yes / no answer at step ``key``, to give right away (``signal_for``: the
        reporter's «did he join the mafia by negotiation?», club_scenarios 5.6, or «did
        tonight's negotiation work?»): «پاسخ به خبرنگار: بله، پیوسته است (شست پایین).», no
        with thumb up — won over by the mafia is the thumb down «mafia» is in every shipped
        answer (decision Z104-11); a neutral gesture when it acts for nothing."""
        from narrator_app.engine import signal_for

        st, lang = self.c.state, self._lang()
        sig = signal_for(st, key) if st is not None else None
        answer = next(iter(sig.values()), None) if sig else None
        if not isinstance(answer, bool):
            return self._detective_signal(key)
        who = role_name(self.c.scenario, key, lang)
        # with its gesture, as a side answer is given (a trial: the bare «بله» gave none)
        if answer:
            return fill(translate("Ravi", "The %1's answer: %2 (thumb down)."), who,
                        translate("Ravi", "yes, he joined"))
        return fill(translate("Ravi", "The %1's answer: %2 (thumb up)."), who,
                    translate("Ravi", "no, he did not join"))

    def _count_signal(self, key: str) -> str:
        """The count to signal at step ``key`` (``signal_for``: Nostradamus's mafia among
        his three picks, S0:L7), kept in his row once confirmed as the detective's answer
        is (a narrator's trial: shown only before «Confirm»; CR38-8); empty when none."""
        from narrator_app.engine import signal_for

        st = self.c.state
        sig = signal_for(st, key) if st is not None else None
        count = next(iter(sig.values()), None) if sig else None
        if not isinstance(count, int) or isinstance(count, bool):
            return ""
        return fill(translate("Ravi", "Mafia count: %1"), digits(count, self._lang()))

    def _name(self, seat: int) -> str:
        """The name typed for ``seat`` (from 1), empty when none."""
        return self.c.names[seat - 1] if 0 < seat <= len(self.c.names) else ""

    def _victim_signal(self, key: str) -> str:
        """«Show the witch: seat N (name)»: tonight's team victim, shown to the player woken
        at step ``key`` before she chooses (the engine's ``signal_for``, club_scenarios
        7.6); empty when she is shown nothing (she acts for nothing tonight)."""
        from narrator_app.engine import signal_for

        st = self.c.state
        sig = signal_for(st, key) if st is not None else None
        if not sig:
            return ""
        seat = next(iter(sig.values()))
        who = step_title(key, key, self.c.scenario, self._lang())
        if not isinstance(seat, int):
            return fill(translate("Ravi", "Show %1: nobody (no victim tonight)."), who)
        return fill(translate("Ravi", "Show %1: %2"), who,
                    seat_label(seat, self._name(seat), self._lang()))

    def _sherlock_signal(self) -> str:
        """Sherlock's right/wrong, to signal at once (6.9 S7, ``sherlock_signal``); on a
        right guess, the card he is shown."""
        from narrator_app.engine import sherlock_signal

        sig = sherlock_signal(self.c.state) if self.c.state is not None else None
        if sig is None:
            return translate("Ravi", "Sherlock's answer: neutral gesture (acts for nothing).")
        if sig.result == "wrong":
            return translate("Ravi", "Sherlock's answer: WRONG (thumb down).")
        return fill(
            translate("Ravi", "Sherlock: RIGHT (thumb up); show him his new card: %1"),
            role_name(self.c.scenario, sig.new_role, self._lang()),
        )

    def signal_card_text(self) -> str | None:
        """What the «show this player» card shows Sherlock after tonight's guess: «right»
        and his new role, or «wrong»; None when there is nothing to show (6.9 S7)."""
        from narrator_app.engine import sherlock_signal

        sig = sherlock_signal(self.c.state) if self.c.state is not None else None
        if sig is None:
            return None
        if sig.result == "wrong":
            return translate("Ravi", "Wrong")
        return (
            translate("Ravi", "Right")
            + "\n"
            + role_name(self.c.scenario, sig.new_role, self._lang())
        )

    def _answer_now(self) -> tuple[str, str] | None:
        """The answer the narrator gives now, its form and its step's key (the engine's
        ``answer_now`` for the step in front); None when there is none."""
        from narrator_app.engine import answer_now

        ch, st = self.c.choices(), self.c.state
        if ch is None or st is None:
            return None
        return answer_now(st, ch.steps, self._step.key if self._step is not None else None)

    def _set_signal_card(self, sherlock: bool, detective: str | None) -> None:
        """The «show this player» card's value and its button, for the player awake now:
        Nostradamus's count once his picks are in (before his side: S0:L7, S0:L14), the
        detective's answer at step ``detective`` once confirmed, Sherlock's right/wrong
        (``sherlock``); none otherwise. The button says what and to whom."""
        from narrator_app.engine import signal_for
        from narrator_app.ui.privacy import show_button_text, signal_caption, signal_text

        st, lang = self.c.state, self._lang()
        sides = self._sides()
        private = None
        if sides is not None:
            private = {"nostradamus_count": sides.count}
        elif detective is not None and st is not None:
            private = signal_for(st, detective)
        if private:
            self.signal_card = signal_text(private, lang, st)
            self.signal_card_caption = signal_caption(private, st)
            self.show_signal_button.setText(
                show_button_text(private, st, self.c.scenario, self.c.names, lang))
        else:
            self.signal_card = self.signal_card_text() if sherlock else None
            self.signal_card_caption = None
            self.show_signal_button.setText(translate("Ravi", "Show this player"))
        self.show_signal_button.setVisible(bool(self.signal_card))

    def show_signal(self) -> None:
        """Open the full-screen «show this player» card with the private signal."""
        from narrator_app.ui.privacy import ShowPlayerCard

        if not self.signal_card:
            return
        self.cardOpening.emit()
        if self.card is not None and self.card.isVisible():
            self.card.open()
            return
        if self.card is not None:
            self.card.deleteLater()
        self.card = ShowPlayerCard(self.signal_card, self.window(), self.signal_card_caption)
        self.card.closed.connect(self.cardClosed)
        self.card.open()

    def _rebuild_picker(self) -> None:
        from narrator_app.engine import (
            no_legal_target,
            options_for,
            preselected_option,
        )

        # the option buttons shown are kept and given the new options' words (PL25-9);
        # with the keyboard focus on one of them they are made again, as before: Qt moves
        # the focus on along the chain when each goes
        old = self.option_group.buttons()
        focus = QApplication.focusWidget()
        keep = [] if focus is not None and focus in old else old
        for btn in old:
            if btn in keep:
                continue
            self.option_group.removeButton(btn)
            btn.hide()  # never shown again as a window of its own (a queued show)
            btn.setParent(None)
            btn.deleteLater()
        ch = self.c.choices()
        step = self._active_step()
        self._step = step
        self._options = []
        if step is not None:
            assert ch is not None and self.c.state is not None  # a step: a game is on
            self._options = (
                step.options
                if step.options and step is ch.current
                else options_for(self.c.state, step.key)
            )
        scen, lang = self.c.scenario, self._lang()
        self._show_replacement(None if step is not None or ch is None or ch.winner is not None
                               else ch.end_refusal)
        if step is None:
            done = (translate("Ravi", "Every step is done.") if ch and ch.winner is None
                    else translate("Ravi", "The game is over."))
            if self._replacement is not None:
                # the button below mends it: the words point to it, not to «Change» (X100-12)
                done = "\n".join([done, translate(
                    "Ravi", "The mine did not fire, so no mafia member leaves: record the "
                    "plain shot with the button below.")])
            elif ch is not None and ch.winner is None and ch.end_refusal is not None:
                # what still keeps the night from ending, said where the narrator looks,
                # not only in the End button's tooltip (the mine's toll: CR37-10)
                done = "\n".join([done, self.c.refusal(ch.end_refusal)])
            self.picker_title.setText(done)
        else:
            self.picker_title.setText(
                fill(
                    translate("Ravi", "Choose for: %1"), step_title(step.key, step.role, scen, lang)
                )
            )
        self.dummy_note.setVisible(step is not None and step.kind == "dummy")
        if step is not None and step.kind == "dummy":
            # the X sign only where the hold shows it (``Step.show_x``: the Matador's block
            # under ``blocked_shown_x``): a slaughtered or handcuffed player shown it would
            # be told he is blocked (CR38-12)
            self.dummy_note.setText(
                fill(
                    translate(
                        "Ravi",
                        "Dummy call (%1): call the role as usual and show the X sign; "
                        "the choice is recorded and ignored.",
                    ) if step.show_x else translate(
                        "Ravi",
                        "Dummy call (%1): call the role as usual; the choice is recorded "
                        "and ignored.",
                    ),
                    self._why(step.why_dummy),
                )
            )
        # nobody to choose for any option taking seats: say so, and offer only «none»
        nobody = step is not None and no_legal_target(self._options)
        why = self._no_target(self._options) if nobody else ""
        self.no_target_note.setVisible(nobody)
        self.no_target_note.setText(why)
        ranges = self._count_ranges(self._options)
        self.ranges_note.setVisible(bool(ranges))
        self.ranges_note.setText(ranges)
        for btn in keep[len(self._options):]:  # more buttons than options now
            self.option_group.removeButton(btn)
            btn.hide()
            btn.setParent(None)
            btn.deleteLater()
        for i, opt in enumerate(self._options):
            if i < len(keep):
                btn = keep[i]
                if btn.text() != button_label(opt, None, self.c.scenario):
                    btn.setText(button_label(opt, None, self.c.scenario))
            else:
                btn = QPushButton(button_label(opt, None, self.c.scenario))
                btn.setCheckable(True)
                btn.clicked.connect(lambda _=False, b=btn: self._choose_option(
                    self._option_of[b]))
                self.option_group.addButton(btn)
                self.option_row.addWidget(btn)
            self._option_of[btn] = opt
            btn.setObjectName(f"option_{opt.name}")
            tip = ""
            if opt.refusal is not None:
                tip = plain_tip(self.c.refusal(opt.refusal))
            elif nobody and opt.seats > 0:
                tip = plain_tip(why)
            btn.setEnabled(not tip)
            if btn.toolTip() != tip:
                btn.setToolTip(tip)
        self._option_of = {b: self._option_of[b] for b in self.option_group.buttons()}
        chain_after(self._option_anchor, self.option_group.buttons())
        # keep the narrator's option; else the engine's: the first one that can be filled
        # (the usual case), or «none» when nobody can be chosen
        if self.c.read_only:  # view only: no option chosen, nor a seat asked for
            self._option, self._picked = None, []
        else:
            if self._option is not None:
                self._option = next((o for o in self._options
                                     if o.name == self._option.name), None)
            if self._option is None:
                self._option = preselected_option(self._options)
        # (an exclusive group does not let its checked button be unchecked: a kept button
        # checked for the last step is unchecked with the group open)
        self.option_group.setExclusive(False)
        for btn in self.option_group.buttons():
            btn.setChecked(
                self._option is not None and btn.objectName() == f"option_{self._option.name}"
            )
        self.option_group.setExclusive(True)
        self._fill_roles()
        self._sync()

    def _count_ranges(self, options: list[Any]) -> str:
        """Which option each count of hands takes at the antidote vote (``Option.number``
        of the options whose ``number_word`` is ``antidote_votes``, club_scenarios 6.6):
        «Count the hands first: 0–4: Count, no antidote; 5–8: Antidote given / Antidote
        withheld». A trial chose «Count, no antidote» first and was then offered only 0–4
        against «5 votes of 8 players» (Z104-13): the engine's ranges, said before a
        choice. "" for any other step."""
        lang = self._lang()
        by_range: dict[tuple[int, int], list[str]] = {}
        for o in options:
            if o.number_word == "antidote_votes" and o.number:
                by_range.setdefault(tuple(o.number), []).append(
                    button_label(o, None, self.c.scenario))
        if not by_range:
            return ""
        parts = [fill(translate("Ravi", "%1: %2"),
                      digits(lo, lang) if lo == hi else fill(translate("Ravi", "%1–%2"),
                                                             digits(lo, lang), digits(hi, lang)),
                      " / ".join(labels))
                 for (lo, hi), labels in sorted(by_range.items())]
        return fill(translate("Ravi", "Count the hands first, then choose by the count — %1"),
                    ("؛ " if lang == "fa" else "; ").join(parts))

    def _show_replacement(self, refusal: IllegalAction | None) -> None:
        """The button that mends the End's ``refusal`` (None: hidden), as the engine says
        (:func:`engine.void_toll_replacement`): «Record a plain Shot on 2 (Sara) instead»."""
        from narrator_app.engine import void_toll_replacement

        st = self.c.state
        rep = None if refusal is None or st is None or self.c.frozen() else (
            void_toll_replacement(st, refusal))
        self._replacement = rep
        self.replace_button.setVisible(rep is not None)
        if rep is not None:
            self.replace_button.setText(fill(
                translate("Ravi", "Record a plain %1 on %2 instead"),
                option_label(rep.option, None, self.c.scenario),
                seat_short(rep.seat, self.c.names, self._lang())))

    def record_replacement(self) -> bool:
        """Record the step that mends the End's refusal (:meth:`_show_replacement`): the
        team's step again, as «Change» and a new choice would; False when there is none or
        it is refused (reported)."""
        rep = self._replacement
        if rep is None:
            return False
        return self.c.step(rep.key, rep.value)

    def _fill_roles(self) -> None:
        """The role list of a role guess: the roles the chosen option may name (a NATO guess
        names city roles only; the sixth sense any role of the table), less those only the
        guesser's own seats hold (Sherlock's own card; the team's, for a team guess)."""
        from narrator_app.engine import guessable_roles

        scen, lang = self.c.scenario, self._lang()
        self.role_combo.blockSignals(True)
        self.role_combo.clear()
        if scen is not None and self.c.state is not None:
            opt = self._option.name if self._option is not None else None
            step = self._active_step()  # the guesser's own cards are not offered
            for r in guessable_roles(self.c.state, opt, step.key if step else None):
                self.role_combo.addItem(role_name(scen, r, lang), r)
        self.role_combo.setCurrentIndex(-1)
        self.role_combo.blockSignals(False)

    def _no_target(self, options: list[Option]) -> str:
        """Why no option taking seats can be filled: the rules' refusal of the option as a
        whole (Leon has no bullets), else the sentence for its ability (``no_target_text``)."""
        seated = [o for o in options if o.seats > 0]
        refused = next((o.refusal for o in seated if o.refusal is not None), None)
        if refused is not None:
            return self.c.refusal(refused)
        return no_target_text(seated[0].name if seated else None, self._lang())

    # --- picking ------------------------------------------------------------------------
    def _reopen(self, key: str) -> None:
        self._override = key
        self._reset_picker()
        self._rebuild_rows()
        self._rebuild_picker()
        self._keep_recorded_extra(key)

    def _keep_recorded_extra(self, key: str) -> None:
        """A step chosen again («Change») starts with its recorded extra field chosen (the
        treason vote): choosing another shot does not drop it unseen."""
        opt, ch = self._option, self.c.choices()
        step = next((s for s in ch.steps if s.key == key), None) if ch is not None else None
        value = step.value if step is not None else None
        if opt is None or opt.extra_key is None or not isinstance(value, dict):
            return
        arg = value.get(opt.extra_key)
        if arg is not None and arg in opt.legal_extras():
            self._extra = arg
            self._sync()

    def _choose_option(self, opt: Option) -> None:
        if self._option is None or opt.name != self._option.name:
            self._picked = []
            self._side = None
            self._number = None
            self._kinds = {}
        changed = self._option is None or opt.name != self._option.name
        self._option = opt
        if changed:
            self._fill_roles()
            # the refusal was of the choice being changed: «… chose Seat 3 last night»
            # stayed in red over «no action» (a narrator's trial, CF60)
            self._replaced()
        self._sync()

    def _replaced(self) -> None:
        """The step's choice is replaced (another option, seat, number, gun type, side,
        extra or role): the refusal said about the one before goes, beside the step and
        in the status bar (``controller.withdraw_refusal``; it stayed in red under
        «Chosen: 1 (Ali)» after a refused seat, a narrator's trial, LY110-1)."""
        self.c.withdraw_refusal()

    def _choose_number(self, n: int) -> None:
        if n != self._number:
            self._replaced()
        self._number = n
        self._sync()

    def _choose_kind(self, seat: int, kind: str) -> None:
        if self._kinds.get(seat) != kind:
            self._replaced()
        self._kinds[seat] = kind
        self._sync()

    def _rebuild_numbers(self) -> None:
        """One checkable button per number of the option's range (``number_<n>``)."""
        for btn in self.number_group.buttons():
            self.number_group.removeButton(btn)
            btn.hide()  # never shown again as a window of its own (a queued show)
            btn.setParent(None)
            btn.deleteLater()
        opt = self._option
        self.number_host.setVisible(bool(opt and opt.number))
        if not (opt and opt.number):
            return
        # what the number is, as the engine says (``Option.number_word``): the count of
        # hands at the antidote vote (Capo 6.6), else a code (the bomb's, Zodiac)
        antidote = opt.number_word == "antidote_votes"
        self.number_label.setText(
            translate("Ravi", "Votes for the antidote:") if antidote
            else translate("Ravi", "Code:"))
        self._show_majority(antidote)
        lo, hi = opt.number
        for n in range(lo, hi + 1):
            btn = QPushButton(digits(n, self._lang()))
            btn.setObjectName(f"number_{n}")
            btn.setCheckable(True)
            btn.setChecked(self._number == n)
            btn.clicked.connect(lambda _=False, n=n: self._choose_number(n))
            self.number_group.addButton(btn)
            self.number_row.addWidget(btn)
        chain_after(self._number_anchor, self.number_group.buttons())

    def _show_majority(self, antidote: bool) -> None:
        """The antidote vote's majority (the engine's ``antidote_majority``) under its label
        while its count is asked, the way the day shows the defence vote's threshold; hidden
        when the count gives the herbalist no say or a say at any count."""
        from narrator_app.engine import antidote_majority

        st = self.c.state
        found = antidote_majority(st) if antidote and st is not None else None
        if found is not None:
            lang = self._lang()
            self.number_threshold.setText(fill(translate("Ravi", "%1 votes of %2 players"),
                                               digits(found[0], lang), digits(found[1], lang)))
        self.number_threshold.setVisible(found is not None)

    def _rebuild_kinds(self) -> None:
        """For an option with ``kinds`` (guns): a row per picked seat, one button per kind
        (``kind_<seat>_<kind>``)."""
        while self.kinds_lay.count():
            item = self.kinds_lay.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()  # never shown again as a window of its own (a queued show)
                w.setParent(None)
                w.deleteLater()
        opt = self._option
        show = bool(opt and opt.kinds and self._picked)
        self.kinds_host.setVisible(show)
        if not show or opt is None:  # (no option: not shown)
            return
        for seat in self._picked:
            row = QWidget()
            h = QHBoxLayout(row)
            h.setContentsMargins(0, 0, 0, 0)
            h.addWidget(QLabel(seats_list([seat], self.c.names, self._lang())), 1)
            group = QButtonGroup(row)
            for kind in opt.kinds_for(seat):  # the types this seat may take tonight
                btn = QPushButton(gun_label(kind))
                btn.setObjectName(f"kind_{seat}_{kind}")
                btn.setCheckable(True)
                btn.setChecked(self._kinds.get(seat) == kind)
                btn.clicked.connect(lambda _=False, s=seat, k=kind: self._choose_kind(s, k))
                group.addButton(btn)
                h.addWidget(btn)
            self.kinds_lay.addWidget(row)
        chain_after(self._kinds_anchor, self.kinds_host.findChildren(QPushButton))

    def _rebuild_extras(self) -> None:
        """For an option with an extra field (``Option.extra_key``: the treason vote):
        «no …» and one checkable button per value (``<key>_none``, ``<key>_<values>``:
        ``treason_1_-1``), two a row; a value the rules refuse now is disabled with its
        reason as tooltip. Made again only when the choices change."""
        opt = self._option
        over = self.c.state is None or self.c.state.winner is not None
        key = opt.extra_key if opt is not None and not over else None
        self.extra_host.setVisible(key is not None)
        if opt is None or key is None:
            self._extra = None
            return
        if self._extra is not None and self._extra not in opt.legal_extras():
            self._extra = None  # no longer open (the game moved on)
        shown = (key, self._lang(), tuple(
            (repr(ch.arg), None if ch.refusal is None else self.c.refusal(ch.refusal))
            for ch in opt.extra_choices))
        if shown != self._extra_shown:
            self._extra_shown = shown
            for btn in self.extra_group.buttons():
                self.extra_group.removeButton(btn)
                btn.hide()  # never shown again as a window of its own (a queued show)
                btn.setParent(None)
                btn.deleteLater()
            self.extra_label.setText(fill(translate("Ravi", "%1 (with the choice above, "
                                                    "optional):"), option_label(key)))
            none = QPushButton(no_extra_label(key, self._lang()))
            none.setObjectName(f"{key}_none")
            none.setProperty("extra_arg", None)
            none.clicked.connect(lambda _=False: self._choose_extra(None))
            buttons = [none]
            for ch in opt.extra_choices:
                btn = QPushButton(extra_label(ch.arg, self._lang()))
                words = ch.arg.values() if isinstance(ch.arg, dict) else [ch.arg]
                btn.setObjectName("_".join([key, *(str(w) for w in words)]))
                btn.setEnabled(ch.refusal is None)
                btn.setToolTip("" if ch.refusal is None
                               else plain_tip(self.c.refusal(ch.refusal)))
                btn.clicked.connect(lambda _=False, a=ch.arg: self._choose_extra(a))
                buttons.append(btn)
            for i, btn in enumerate(buttons):
                btn.setCheckable(True)
                self.extra_group.addButton(btn)
                if i == 0:
                    self.extra_grid.addWidget(btn, 0, 0, 1, 2)
                else:
                    self.extra_grid.addWidget(btn, 1 + (i - 1) // 2, (i - 1) % 2)
            chain_after(self._extra_anchor, buttons)
        args = [None, *(ch.arg for ch in opt.extra_choices)]
        for btn, arg in zip(self.extra_group.buttons(), args, strict=True):
            btn.setChecked(arg == self._extra)

    def _choose_extra(self, arg: object | None) -> None:
        if arg != self._extra:
            self._replaced()
        self._extra = arg
        self._sync()

    def _choose_side(self, side: str) -> None:
        if side != self._side:
            self._replaced()
        self._side = side
        self._sync()

    def seat_clicked(self, seat: int) -> None:
        """A seat was clicked on the ring: pick it if it is a legal target."""
        from narrator_app.engine import toggle_pick

        if self._moved_to(seat):
            return
        picked = toggle_pick(self._option, self._picked, seat)
        if isinstance(picked, IllegalAction):
            self.c.message.emit(self.c.refusal(picked))
            return
        if picked is None or self._option is None:  # (no option: nothing picked)
            return
        if self._option.seats > 1 and seat in self._picked and seat not in picked:
            self._kinds.pop(seat, None)  # an un-picked seat drops its gun type and the side
            self._side = None
        if picked != self._picked:
            self._replaced()
        self._picked = picked
        self._sync()

    def _moved_to(self, seat: int) -> bool:
        """A seat that, picked in this option, takes the narrator to another option of the
        step with it at the first place (the engine's ``Option.moves_to``: Namayande's plain
        shot on a seat mined on an earlier night goes to «shot and mine toll», the toll
        named while the mafia are awake, CF80-55), the reason said; True when moved."""
        opt, step = self._option, self._step
        move = opt.moves_to.get(seat) if opt is not None and not self._picked else None
        other = next((o for o in step.options if o.name == move[0]), None) if (
            move is not None and step is not None) else None
        if move is None or other is None or other.refusal is not None:
            return False
        self._choose_option(other)
        for btn in self.option_group.buttons():
            btn.setChecked(btn.objectName() == f"option_{other.name}")
        if other.targets_at([]).get(seat) is None:
            self._picked = [seat]
        self._sync()
        why = self.c.refusal(move[1])
        self.refusal_line.show_text(why)
        self.c.message.emit(why)
        return True

    def ring_targets(self) -> tuple[dict[int, str | None] | None, list[int]]:
        """The active picker for the ring: seat -> None or refusal sentence, and the picks."""
        opt = self._option
        if opt is None or opt.seats <= 0 or self.c.frozen():
            return None, []  # nothing to pick: no game, the game won, or view only
        targets = {s: (None if e is None else self.c.refusal(e))
                   for s, e in opt.targets_at(self._picked).items()}
        return targets, list(self._picked)

    def _sides(self) -> NostradamusSides | None:
        """The count and the open sides for Nostradamus's picks, once all are chosen."""
        from narrator_app.engine import nostradamus_sides

        if (
            self._option is not None
            and self._option.side_choice
            and len(self._picked) == self._option.seats
            and self.c.state is not None
        ):
            return nostradamus_sides(self.c.state, self._picked)
        return None

    def _sync(self) -> None:
        """Show/enable the picker's widgets for the chosen option and picks (disabled while
        nothing can be recorded: the game won, or open to view only)."""
        opt, lang = self._option, self._lang()
        over = self.c.frozen()
        self.role_host.setVisible(bool(opt and opt.role_guess))
        self._rebuild_numbers()
        self._rebuild_kinds()
        self._rebuild_extras()
        # the answer of the step just confirmed, shown until the next step is: the engine
        # says which one it is and its form (``answer_now``, TA30-3)
        form, given = self._answer_now() or (None, "")
        done_det = form == "side_answer"
        done_sherlock = form == "right_wrong"
        texts = []
        if done_det:
            texts.append(self._detective_signal(given))
        if done_sherlock:
            texts.append(self._sherlock_signal())
        if form == "guide_answer":
            texts.append(self._guide_signal(given))
        if form == "yes_no":
            texts.append(self._yes_no_signal(given))
        count = self._count_signal(given) if form == "count" else ""
        if count:
            texts.append(count)
        self.signal_label.setVisible(bool(texts))
        self.signal_label.setText("\n".join(texts))
        self._set_signal_card(done_sherlock, given if done_det else None)
        if opt is None:
            self.picked_label.setText("")
        elif opt.seats > 0:
            if self._picked and opt.kinds:
                self.picked_label.setText(
                    fill(
                        translate("Ravi", "Chosen: %1 — choose each gun's type."),
                        seats_list(self._picked, self.c.names, lang),
                    )
                )
            elif self._picked:
                self.picked_label.setText(self._chosen_text(opt))
            elif opt.kinds or opt.up_to:  # up to ``seats`` seats (choices.Option)
                self.picked_label.setText(self._up_to_prompt(opt))
            else:
                # «Click 1 seat on the table.», «Click 2 seats …»: Qt's plural forms by %n
                # (ravi_en.ts; it read «Click 1 seat(s)», Y101-18)
                self.picked_label.setText(
                    digits(self.tr("Click %n seat(s) on the table.", "", opt.seats), lang))
        else:
            self.picked_label.setText(translate("Ravi", "No seat to choose."))
        sides = self._sides()
        self.count_label.setVisible(sides is not None)
        show_side = sides is not None
        forced = sides is not None and sides.forced is not None
        if sides is not None and sides.forced is not None:
            self._side = sides.forced  # the engine forces the side: choose it for him
        for side, btn in self.side_buttons.items():
            refused = sides.refused.get(side) if sides is not None else None
            btn.setVisible(show_side)
            btn.setChecked(self._side == side)
            btn.setEnabled(show_side and refused is None)
            btn.setToolTip(plain_tip(self.c.refusal(refused)) if refused is not None else "")
        self.forced_note.setVisible(forced)
        if sides is not None:
            self.count_label.setText(
                fill(translate("Ravi", "Mafia count: %1"), digits(sides.count, lang))
            )
            self.forced_note.setText(
                " ".join(self.c.refusal(e) for e in sides.refused.values())
            )
        self._update_confirm()
        ch = self.c.choices()
        can_end = bool(ch and ch.complete and ch.end_refusal is None and not over)
        self.end_button.setEnabled(can_end)
        if self.c.read_only:  # why the night's buttons are disabled
            self.end_button.setToolTip(plain_tip(self.c.read_only_text()))
        elif ch is not None and ch.end_refusal is not None:
            self.end_button.setToolTip(plain_tip(self.c.refusal(ch.end_refusal)))
        elif ch is not None and not ch.complete:
            self.end_button.setToolTip(translate("Ravi", "Confirm every step first."))
        else:
            self.end_button.setToolTip("")
        for option_btn in self.option_group.buttons():
            if over:
                option_btn.setEnabled(False)
        self.targetsChanged.emit()

    def _up_to_prompt(self, opt: Option) -> str:
        """«Click up to 2 seats on the table.»; for an option whose places differ, which
        place the first click takes and which the second (the guide's pick, then the player
        he asks about: the prompt did not say it, CF80-52)."""
        lang = self._lang()
        words = opt.place_words()
        if len(words) != 2:
            return fill(translate("Ravi", "Click up to %1 seats on the table."),
                        digits(opt.seats, lang))
        return fill(translate("Ravi", "Click up to %1 seats on the table: first %2, then %3."),
                    digits(opt.seats, lang), place_label(words[0], lang),
                    place_label(words[1], lang))

    def _chosen_text(self, opt: Option) -> str:
        """«Chosen: 8 (Zahra)»; for an option whose places differ (the trade), each seat
        with its place's word and the place still to choose: «Chosen: Sacrifice: 8 (Zahra)
        — next: Recruit» (it said only «Chosen: 8 (Zahra)», CF80-44)."""
        lang, names = self._lang(), self.c.names
        words = opt.place_words()
        if not words:
            return fill(translate("Ravi", "Chosen: %1"), seats_list(self._picked, names, lang))
        chosen = list_text([item_isolate(f"{place_label(w, lang)}: {seat_short(s, names, lang)}",
                                         lang) for w, s in zip(words, self._picked, strict=False)],
                           lang)
        if len(self._picked) >= len(words):
            return fill(translate("Ravi", "Chosen: %1"), chosen)
        return fill(translate("Ravi", "Chosen: %1 — next: %2"), chosen,
                    place_label(words[len(self._picked)], lang))

    def _ready_value(self):
        """The step's value as chosen (None: not ready): the option's, with its extra field
        (the treason vote) when one of its open values is chosen."""
        value = self._ready_action()
        opt = self._option
        if value is None or opt is None or self._extra not in opt.legal_extras():
            return value
        return opt.carrying(value, self._extra)

    def _ready_action(self):
        opt = self._option
        if opt is None or self._step is None:
            return None
        if opt.kinds:  # up to ``seats`` seats, each with a type
            if not self._picked or any(s not in self._kinds for s in self._picked):
                return None
            return opt.value(self._picked, kinds=[self._kinds[s] for s in self._picked])
        if opt.seats > 0 and not (
            len(self._picked) == opt.seats or (opt.up_to and self._picked)
        ):
            return None  # exactly ``seats`` seats, or one up to ``seats`` (Option.up_to)
        if opt.number and self._number is None:
            return None
        role = self.role_combo.currentData() if opt.role_guess else None
        if opt.role_guess and not role:
            return None
        if opt.side_choice and self._side is None:
            return None
        if opt.number:
            return opt.value(self._picked, role=role, side=self._side, number=self._number)
        return opt.value(self._picked, role=role, side=self._side)

    def _update_confirm(self) -> None:
        self.confirm_button.setEnabled(not self.c.frozen() and self._ready_value() is not None)

    # --- actions ------------------------------------------------------------------------
    def confirm(self) -> bool:
        value = self._ready_value()
        if value is None or self._step is None:
            return False
        return self.c.step(self._step.key, value)

    def end_night(self) -> bool:
        return self.c.end_phase()
