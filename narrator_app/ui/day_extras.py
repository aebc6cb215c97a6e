"""The day steps of the other scenarios, embedded in the day panel: Zodiac's guns and status
inquiries and bomb codes, the Mafia Nights Mayor, and Sherlock's chaos (کی‌آس) handshake.

Each box is shown while its step is in ``legal_choices(state).steps``; every choice is one
``controller.step(key, value)`` built by the step's :class:`Option` (``options_for``), so
who holds a gun, which defender the Mayor may send out, what a code may be and who wins a
handshake all come from the engine. The boxes that need seats (a shot: shooter then target;
the Mayor's defender) take clicks on the ring through :meth:`DayExtras.ring_targets` and
:meth:`DayExtras.seat_clicked`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)

from narrator_app.messages import (
    announcement_lines,
    bomb_text,
    digits,
    para_mark,
    role_name,
)
from narrator_app.ui.controller import GameController
from narrator_app.ui.focus_chain import chain_after, tab_anchor
from narrator_app.ui.texts import (
    arrow,
    fill,
    plain_tip,
    rich_label,
    seat_short,
    seats_list,
    side_label,
    translate,
)
from narrator_app.ui.wrap_label import WrapLabel

if TYPE_CHECKING:
    from narrator_app.engine import GameState, Option, Step

RTL = "\u200f"


def fold_body(box: QGroupBox) -> QVBoxLayout:
    """Give ``box`` a body that folds away (``box.body``) and return the body's layout; the
    box's title line stays (issue 15: the day never scrolls, the steps not in front fold)."""
    outer = QVBoxLayout(box)
    outer.setContentsMargins(6, 2, 6, 2)
    body = QWidget()
    inner = QVBoxLayout(body)
    inner.setContentsMargins(0, 0, 0, 0)
    outer.addWidget(body)
    cast(Any, box).body = body  # an attribute of ours on Qt's box (read by set_folded)
    box.setProperty("baseTitle", "")
    return inner


def set_folded(
    box: QGroupBox, folded: bool, title: str | None = None, summary: QWidget | None = None
) -> None:
    """Fold ``box`` to its title line (an arrow before it) or open it. ``title``: the box's
    title (kept from the last call when None); ``summary``: a line of the box outside its
    body that stays under the folded title while it is not hidden (the vote's result). A
    folded box opens on a click (the panel's event filter)."""
    if title is not None:
        box.setProperty("baseTitle", title)
    base = box.property("baseTitle") or ""
    arrow = "▾" if not folded else ("◂" if box.isRightToLeft() else "▸")
    box.setTitle(f"{arrow} {base}")
    cast(Any, box).body.setVisible(not folded)  # fold_body's
    # the title line only: no empty frame under a folded title
    line = folded and (summary is None or summary.isHidden())
    box.setMaximumHeight(box.fontMetrics().height() + 6 if line else 16777215)
    box.setProperty("folded", folded)
    if folded:
        box.setCursor(Qt.CursorShape.PointingHandCursor)
        box.setToolTip(translate("Ravi", "Click to open this step"))
    else:
        box.unsetCursor()
        box.setToolTip("")


def is_folded(box: QGroupBox) -> bool:
    return bool(box.property("folded"))


def _clear(lay) -> None:
    while lay.count():
        item = lay.takeAt(0)
        w = item.widget()
        if w is not None:
            w.hide()  # never shown again as a window of its own (a queued show)
            w.setParent(None)
            w.deleteLater()
        elif item.layout() is not None:
            _clear(item.layout())


def point_forms(seat: int, names: tuple[str, ...] | list[str], lang: str) -> list[str]:
    """The texts a handshake button may show for ``seat`` (from 1), longest first: the
    seat's forms (:func:`~narrator_app.ui.seat_ring.seat_forms`: «17 (Alexander
    Hamilton-Jones)», then «17 (Alexander H.)», the ring's forms that tell the name from the
    table's others, LY106-1), last its number alone («17»). A name is never cut inside a
    word."""
    from narrator_app.ui.seat_ring import seat_forms

    out = seat_forms(seat, names, lang)
    number = digits(seat, lang)
    return out if number in out else [*out, number]


def _number_width(button: QPushButton, text: str) -> int:
    """The width (px) of a handshake button showing a seat's number alone (``text``): the
    number with an em of room, at least two ems; not the style's least width for a text
    button (80 px), which left a pointer's name too little room (LY113-5)."""
    fm = button.fontMetrics()
    return min(_button_width(button, text),
               max(fm.horizontalAdvance(text) + fm.height(), 2 * fm.height()))


def _button_width(button: QPushButton, text: str) -> int:
    """The width (px) ``button`` asks for with ``text``, as its own ``sizeHint`` works it out
    (the style's room around the text, its least width for a text button)."""
    opt = QStyleOptionButton()
    button.initStyleOption(opt)
    opt.text = text
    fm = button.fontMetrics()
    size = QSize(fm.horizontalAdvance(text), fm.height())
    return button.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, opt, size,
                                           button).width()


class DayExtras(QWidget):
    """The boxes for the ``guns``, ``status_inquiry``, ``mayor``, ``bomb`` and ``chaos``
    day steps, and the day's announcements so far (war / blank, the Mayor, the status)."""

    targetsChanged = Signal()
    # A folded section was clicked: its step key (the day panel opens it).
    openRequested = Signal(str)
    KEYS = ("chaos", "guns", "status_inquiry", "mayor", "bomb")

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dayExtras")
        self.c = controller
        self._shown: object | None = None
        self._said: list[str] = []  # the day's read-aloud lines at the last refresh
        self._latest: list[str] = []  # those the latest step added (shown)
        self._mode: str | None = None  # "shot" / "mayor" while seats are clicked
        self._picked: list[int] = []
        self._points: dict[int, int] = {}  # chaos: who points at whom (this round)
        # the handshake's rows (:meth:`_fit_chaos`): the pointers' names and «points at»;
        # where each points: the button, its column, its forms (:func:`point_forms`)
        self._chaos_names: list[tuple[WrapLabel, QLabel, list[str]]] = []
        self._chaos_buttons: list[tuple[QPushButton, int, list[str]]] = []
        self.steps: dict[str, Step] = {}
        #: The lines the latest step added that the day's exit set off (a lover's
        #: heartbreak, the hunter's shot: ``engine.day_exit_place``): the day panel reads
        #: them under the exit's line.
        self.after_exit: list[str] = []
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)

        # announcements of the day so far (read aloud)
        self.announce = WrapLabel()
        self.announce.setObjectName("dayAnnouncement")
        self.announce.setWordWrap(True)
        self.announce.setStyleSheet(
            "font-size: 14pt; border: 2px solid #2f4f8f; border-radius: 6px;"
            " background: palette(alternate-base); padding: 3px;"
        )
        lay.addWidget(self.announce)

        # chaos handshake
        self.chaos_box = QGroupBox()
        self.chaos_box.setObjectName("chaosBox")
        cb = QVBoxLayout(self.chaos_box)  # the chaos day has no other step: never folded
        self.chaos_hint = WrapLabel()
        self.chaos_hint.setWordWrap(True)
        cb.addWidget(self.chaos_hint)
        self.chaos_round = QLabel()
        self.chaos_round.setObjectName("chaosRound")
        self.chaos_round.setStyleSheet("font-weight: bold;")
        cb.addWidget(self.chaos_round)
        self._chaos_anchor = tab_anchor(layout=cb)  # Tab: the grid's buttons, made later
        self.chaos_grid = QGridLayout()
        cb.addLayout(self.chaos_grid)
        self.chaos_button = QPushButton()
        self.chaos_button.setObjectName("confirmChaos")
        self.chaos_button.clicked.connect(self.confirm_chaos)
        cb.addWidget(self.chaos_button)
        self.chaos_table = WrapLabel()
        self.chaos_table.setObjectName("chaosTable")
        self.chaos_table.setWordWrap(True)
        rich_label(self.chaos_table)  # fixed texts only, no names
        cb.addWidget(self.chaos_table)
        lay.addWidget(self.chaos_box)
        self.chaos_box.installEventFilter(self)  # its width: the buttons' forms (_fit_chaos)

        # guns
        self.guns_box = QGroupBox()
        self.guns_box.setObjectName("gunsBox")
        gb = fold_body(self.guns_box)
        self.guns_label = WrapLabel()
        self.guns_label.setObjectName("gunsLabel")
        self.guns_label.setWordWrap(True)
        gb.addWidget(self.guns_label)
        row = QHBoxLayout()
        self.fire_button = QPushButton()
        self.fire_button.setObjectName("fireGun")
        self.fire_button.setCheckable(True)
        self.fire_button.clicked.connect(self._start_shot)
        row.addWidget(self.fire_button)
        self.shot_button = QPushButton()
        self.shot_button.setObjectName("confirmShot")
        self.shot_button.clicked.connect(self.confirm_shot)
        row.addWidget(self.shot_button)
        gb.addLayout(row)
        self.shot_label = WrapLabel()
        self.shot_label.setObjectName("shotLabel")
        self.shot_label.setWordWrap(True)
        gb.addWidget(self.shot_label)
        lay.addWidget(self.guns_box)

        # status inquiry
        self.status_box = QGroupBox()
        self.status_box.setObjectName("statusBox")
        sb = fold_body(self.status_box)
        self.status_button = QPushButton()
        self.status_button.setObjectName("askStatus")
        self.status_button.clicked.connect(self.ask_status)
        sb.addWidget(self.status_button)
        lay.addWidget(self.status_box)

        # the Mayor
        self.mayor_box = QGroupBox()
        self.mayor_box.setObjectName("mayorBox")
        mb = fold_body(self.mayor_box)
        self.mayor_label = WrapLabel()
        self.mayor_label.setObjectName("mayorLabel")
        self.mayor_label.setWordWrap(True)
        mb.addWidget(self.mayor_label)
        row = QHBoxLayout()
        self.mayor_cancel = QPushButton()
        self.mayor_cancel.setObjectName("mayorCancel")
        self.mayor_cancel.clicked.connect(self.mayor_cancel_exit)
        row.addWidget(self.mayor_cancel)
        self.mayor_send = QPushButton()
        self.mayor_send.setObjectName("mayorEliminate")
        self.mayor_send.setCheckable(True)
        self.mayor_send.clicked.connect(self._start_mayor)
        row.addWidget(self.mayor_send)
        # the Mayor decides nothing: on to the exit vote, folded under this box (CR38-11)
        self.mayor_pass = QPushButton()
        self.mayor_pass.setObjectName("mayorPass")
        self.mayor_pass.clicked.connect(lambda: self.openRequested.emit("exit_votes"))
        row.addWidget(self.mayor_pass)
        mb.addLayout(row)
        lay.addWidget(self.mayor_box)

        # the bomb
        self.bomb_box = QGroupBox()
        self.bomb_box.setObjectName("bombBox")
        bb = fold_body(self.bomb_box)
        self.bomb_label = WrapLabel()
        self.bomb_label.setObjectName("bombLabel")
        self.bomb_label.setWordWrap(True)
        bb.addWidget(self.bomb_label)
        self._bomb_anchor = tab_anchor(layout=bb)  # Tab: the codes, made later
        self.bomb_rows = QVBoxLayout()
        bb.addLayout(self.bomb_rows)
        lay.addWidget(self.bomb_box)
        # The foldable sections by step key.
        self.boxes = {
            "guns": self.guns_box,
            "status_inquiry": self.status_box,
            "mayor": self.mayor_box,
            "bomb": self.bomb_box,
        }
        for box in self.boxes.values():
            box.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        """Every fixed text (at start and on ``QEvent.LanguageChange``); the rest is
        rendered by ``refresh()`` in the controller's language."""
        self.chaos_box.setTitle(translate("Ravi", "Chaos: the handshake"))
        self.chaos_hint.setText(
            translate(
                "Ravi",
                "Short talk; then all three close their eyes and each points at one of the "
                "other two. Click where each one points.",
            )
        )
        self.chaos_button.setText(translate("Ravi", "Confirm the handshake"))
        set_folded(self.guns_box, is_folded(self.guns_box), translate("Ravi", "Guns"))
        self.fire_button.setText(translate("Ravi", "Fire a gun"))
        self.shot_button.setText(translate("Ravi", "Confirm the shot"))
        set_folded(self.status_box, is_folded(self.status_box), translate("Ravi", "Status inquiry"))
        self.status_button.setText(translate("Ravi", "The table asks for the status"))
        set_folded(
            self.mayor_box, is_folded(self.mayor_box), translate("Ravi", "The Mayor's decision")
        )
        self.mayor_cancel.setText(translate("Ravi", "Cancel the exit"))
        self.mayor_send.setText(translate("Ravi", "Send a defender out"))
        self.mayor_pass.setText(translate("Ravi", "No decision"))
        self.mayor_pass.setToolTip(plain_tip(translate(
            "Ravi", "The Mayor decides nothing today: the exit vote decides.")))
        set_folded(self.bomb_box, is_folded(self.bomb_box), translate("Ravi", "The bomb"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt name)
        if obj is self.chaos_box and event.type() == QEvent.Type.Resize:
            self._fit_chaos()
        # a click on a folded section opens it
        if event.type() == QEvent.Type.MouseButtonRelease and is_folded(obj):
            key = next((k for k, b in self.boxes.items() if b is obj), None)
            if key is not None:
                self.openRequested.emit(key)
                return True
        return super().eventFilter(obj, event)

    # --- keyboard (shortcuts.py) --------------------------------------------------------
    def choice_buttons(self) -> list[QPushButton]:
        """The open day steps' choices in the order shown (Alt+1, Alt+2 …)."""
        out: list[QPushButton] = []
        for box, skip in (
            (self.chaos_box, self.chaos_button),
            (self.guns_box, self.shot_button),
            (self.status_box, None),
            (self.mayor_box, None),
            (self.bomb_box, None),
        ):
            if box.isVisible() and not is_folded(box):
                out += [b for b in box.findChildren(QPushButton) if b is not skip]
        return out

    def primary_button(self) -> QPushButton | None:
        """What Enter presses while a day extra is open (None: the day panel decides)."""
        if self.chaos_box.isVisible() and self.chaos_button.isEnabled():
            return self.chaos_button
        if self._mode == "shot" and self.shot_button.isEnabled():
            return self.shot_button
        return None

    # --- refresh ------------------------------------------------------------------------
    def active(self) -> bool:
        return any(k in self.steps for k in self.KEYS)

    # Set by the day panel: the step key of the section open in front (``guns``,
    # ``status_inquiry``, ``mayor``, ``bomb``), or None; the others fold to their title.
    open_key: str | None = None

    def refresh(self) -> None:
        from narrator_app.engine import (
            announced_facts,
            bomb_outcome,
            day_exit_place,
            day_tokens,
            today_record,
        )

        st = self.c.state
        ch = self.c.choices()
        self.steps = {}
        self.after_exit = []
        if st is None or st.phase != "day" or ch is None:
            self._shown = None
            self.setVisible(False)
            return
        if self._shown is not st:
            self._shown = st
            self._mode, self._picked, self._points = None, [], {}
        self.steps = {s.key: s for s in ch.steps if s.key in self.KEYS}
        over = self.c.frozen()  # nothing recorded now (won, or view only): no control
        lang, names = self.c.lang, self.c.names
        rec = today_record(st)
        lines = []
        heard = day_tokens(rec) if rec is not None else []  # the lapse's word too (X100-11)
        if rec is not None and heard:
            lines = announcement_lines(
                heard,
                self.c.scenario,
                [p.role for p in st.players],
                list(names),
                st.rules,
                lang,
                after_night=False,
                # the status inquiry's counts as announced (TA30-4); the seats the day's
                # guns were fired at (Capo's, the holders': FB5, CF80-45)
                facts=announced_facts(st, rec),
            )
        outcome = bomb_outcome(st)
        if outcome is not None:  # a bomb code is recorded: what happened, read aloud
            lines.append(bomb_text(outcome.by, outcome.left, names, lang))
        # what the latest step added is read aloud now; the day's earlier lines were read
        # when they happened (they stay in the tooltip and the log): the box stays short
        steps = tuple(st.choices)
        if lines != self._said:
            grown = len(lines) > len(self._said) and lines[: len(self._said)] == self._said
            self._latest = lines[len(self._said):] if grown else lines[-2:]
            self._said = lines
            self._said_at = steps
        # and once a later step is recorded (the vote after the status inquiry), it was
        # read: it goes (the log keeps it), the step in front stays whole (issue 23)
        latest = [x for x in self._latest if x] if steps == getattr(
            self, "_said_at", steps) else []
        # what the day's exit set off (a lover's heartbreak, a link's exit, the hunter's
        # shot recorded after it) is read after that exit's own line: the day panel says
        # it there, under the exit (CR38-9), not above the votes; which of today's tokens
        # those are is the engine's one rule, the players' display's too (X100-10)
        if steps and st.day.eliminated is not None and rec is not None:
            after = heard[day_exit_place(st, heard):]
            gone = set(announcement_lines(after, self.c.scenario, [p.role for p in st.players],
                                          list(names), st.rules, lang, after_night=False)
                       ) if after else set()
            self.after_exit = [x for x in latest if x in gone]
            latest = [x for x in latest if x not in gone]
        mark = para_mark(lang)
        self.announce.setText("\n".join(mark + x for x in latest))
        self.announce.setToolTip(  # names as typed (plain_tip), never rendered as HTML
            plain_tip("\n".join(mark + x for x in lines))
            if len(lines) > len(latest) else "")
        self.announce.setVisible(bool(latest))
        self._refresh_chaos(st, over)
        self._refresh_guns(st, over)
        self._refresh_status(st, over)
        self._refresh_mayor(st, over)
        self._refresh_bomb(st, over)
        for key, box in self.boxes.items():  # the step in front open, the rest folded
            set_folded(box, key != self.open_key)
        self.setVisible(bool(latest) or self.active())
        self.targetsChanged.emit()

    def _refresh_chaos(self, st: GameState, over: bool) -> None:
        step = self.steps.get("chaos")
        self.chaos_box.setVisible(step is not None)
        if step is None:
            return
        lang, names = self.c.lang, self.c.names
        rounds = (
            step.value if isinstance(step.value, list) else ([step.value] if step.value else [])
        )
        retry = bool(rounds) and not step.done and not over
        self.chaos_round.setText(
            translate("Ravi", "No handshake: one more round.")
            if retry
            else translate("Ravi", "First round.")
        )
        self.chaos_round.setVisible(retry)
        # the second round says so in the hint's place (read in the first): the round's
        # line under the hint scrolled the chaos day at 1280×720 (LY109-1)
        self.chaos_hint.setVisible(not retry)
        _clear(self.chaos_grid)
        made: list[QPushButton] = []
        self._chaos_names, self._chaos_buttons = [], []
        for r, seat in enumerate(step.seats):
            # the pointer's name whole, wrapped at a space where the row is short of room
            mark = RTL if lang == "fa" else ""
            who = WrapLabel(mark + seat_short(seat, names, lang))
            who.setWordWrap(True)
            who.setStyleSheet("font-weight: bold;")
            self.chaos_grid.addWidget(who, r, 0)
            points = QLabel(translate("Ravi", "points at"))
            # its shortened forms, for a row short of room (LY113-5): never the number alone
            shorter = point_forms(seat, names, lang)[1:-1]
            self._chaos_names.append((who, points, [who.text(), *(mark + f for f in shorter)]))
            self.chaos_grid.addWidget(points, r, 1)
            for col, other in enumerate(o for o in step.seats if o != seat):
                btn = QPushButton(seat_short(other, names, lang))
                btn.setObjectName(f"point_{seat}_{other}")
                btn.setCheckable(True)
                btn.setChecked(self._points.get(seat) == other)
                btn.setEnabled(not over and not step.done)
                btn.clicked.connect(lambda _=False, a=seat, b=other: self._point(a, b))
                self.chaos_grid.addWidget(btn, r, 2 + col)
                made.append(btn)
                self._chaos_buttons.append((btn, 2 + col, point_forms(other, names, lang)))
        self._fit_chaos()
        chain_after(self._chaos_anchor, made)  # Tab: row by row, before «Confirm»
        self.chaos_button.setEnabled(
            not over and not step.done and len(self._points) == len(step.seats)
        )
        # the outcome table, by side (the seeds' three examples)
        mafia = side_label("mafia")
        city = side_label("city")
        sher = translate("Ravi", "Sherlock")
        rows = [
            (f"{mafia} – {city}", mafia),
            (f"{sher} – {mafia}", sher),
            (f"{sher} – {city}", city),
            (translate("Ravi", "no handshake"), translate("Ravi", "one more round, then mafia")),
        ]
        # compact: no head row, each handshake's outcome after an arrow (with the pointers'
        # rows the chaos day scrolled at 1280×720, LY109-1); a size smaller than the panel's
        # (relative: it follows the font size), the first two handshakes on one row (its
        # four rows scrolled the day at 14 pt, LY113-5)
        cells = [f"<small>{a}{arrow(lang)}{b}</small>" for a, b in rows]
        html = "<table border='1' cellpadding='1' cellspacing='0'>"
        html += "<tr>" + "".join(f"<td>{c}</td>" for c in cells[:2]) + "</tr>"
        html += "".join(f"<tr><td colspan='2'>{c}</td></tr>" for c in cells[2:]) + "</table>"
        self.chaos_table.setText(html)

    def _fit_chaos(self) -> None:
        """The handshake's buttons in the longest forms (:func:`point_forms`: the same for
        all) with which every row (the pointer's name unwrapped, «points at», two buttons)
        fits the box's width; where none does, the seat numbers, with the pointers' names in
        the longest of their shortened forms (the same level for all; never the number
        alone) with which every row fits on one line; where none does, the names whole,
        wrapped at a space. The day panel never scrolls sideways (a narrator's trial: «1
        (Jacqueline Montgomery-Smith)» beside two such buttons overflowed a 1366×768 desk,
        LY109-1), nor down for a name wrapped over three lines (at 14 pt, 1280×720,
        LY113-5); a shortened text's full form is on its tooltip."""
        buttons = self._chaos_buttons
        outer = self.chaos_box.layout()
        if not buttons or not self._chaos_names or outer is None:
            return
        m = outer.contentsMargins()
        room = self.chaos_box.contentsRect().width() - m.left() - m.right()
        gap = self.chaos_grid.horizontalSpacing()
        if gap < 0:
            gap = self.chaos_box.style().pixelMetric(QStyle.PixelMetric.PM_LayoutHorizontalSpacing)
        points = 0
        for label, point, _forms in self._chaos_names:
            label.ensurePolished()  # the style sheet's bold measured
            points = max(points, point.sizeHint().width())

        def head(level: int) -> int:  # the widest pointer's name at ``level``
            out = 0
            for label, _point, forms in self._chaos_names:
                lm = label.contentsMargins()
                out = max(out, label.fontMetrics().horizontalAdvance(
                    forms[min(level, len(forms) - 1)]) + lm.left() + lm.right())
            return out

        def row(level: int) -> int:  # the buttons' columns at ``level``, gaps included
            cols: dict[int, int] = {}
            for b, col, forms in buttons:
                text = forms[min(level, len(forms) - 1)]
                width = (_number_width if text == forms[-1] else _button_width)(b, text)
                cols[col] = max(cols.get(col, 0), width)
            return points + sum(cols.values()) + gap * (1 + len(cols))

        levels = max(len(forms) for _b, _col, forms in buttons)
        chosen, named = levels - 1, 0
        for level in range(levels):
            if head(0) + row(level) <= room:
                chosen = level
                break
        else:  # the seat numbers on the buttons: the pointers' names shortened to fit
            shortest = row(levels - 1)
            named = next((k for k in range(1, max(len(f) for _l, _p, f in self._chaos_names))
                          if head(k) + shortest <= room), 0)
        for label, _point, forms in self._chaos_names:
            text = forms[min(named, len(forms) - 1)]
            if label.text() != text:
                label.setText(text)
            label.setToolTip("" if text == forms[0] else plain_tip(forms[0]))
        for b, _col, forms in buttons:
            text = forms[min(chosen, len(forms) - 1)]
            if b.text() != text:
                b.setText(text)
            b.setToolTip("" if text == forms[0] else plain_tip(forms[0]))
            b.setMaximumWidth(_number_width(b, text) if text == forms[-1] else 16777215)

    def _turns_passing(self, st: GameState) -> str:
        """Before the shot is confirmed: the holders whose turn would pass were the picked
        shooter to fire now (the engine's ``gun_turns_passed_by``, club_scenarios 2.8: in
        seat order); "" when none (a narrator's trial: told only after, CF80-51)."""
        from narrator_app.engine import gun_turns_passed_by

        if not self._picked:
            return ""
        passing = gun_turns_passed_by(st, self._picked[0])
        if not passing:
            return ""
        return fill(translate("Ravi", "Guns are fired in seat order: if %1 fires now, the "
                                      "turn of %2 passes (no shot for them today)."),
                    seat_short(self._picked[0], self.c.names, self.c.lang),
                    seats_list(passing, self.c.names, self.c.lang))

    def _point(self, a: int, b: int) -> None:
        self._points[a] = b
        self.refresh()

    def _refresh_guns(self, st: GameState, over: bool) -> None:
        step = self.steps.get("guns")
        self.guns_box.setVisible(step is not None)
        if step is None:
            return
        lang, names = self.c.lang, self.c.names
        self.guns_label.setText(
            fill(translate("Ravi", "Gun holders today: %1"), seats_list(step.seats, names, lang))
            if step.seats
            else translate("Ravi", "Every gun has been fired.")
        )
        self.fire_button.setChecked(self._mode == "shot")
        self.fire_button.setEnabled(not over and bool(step.seats))
        ready = self._mode == "shot" and len(self._picked) == 2
        self.shot_button.setVisible(self._mode == "shot")
        self.shot_button.setEnabled(ready and not over)
        if self._mode == "shot":
            if not self._picked:
                text = translate("Ravi", "Click the shooter on the table.")
            elif len(self._picked) == 1:
                text = fill(
                    translate("Ravi", "Shooter: %1. Click the target."),
                    seat_short(self._picked[0], names, lang),
                )
            else:
                text = fill(
                    translate("Ravi", "%1 shoots at %2."),
                    seat_short(self._picked[0], names, lang),
                    seat_short(self._picked[1], names, lang),
                )
            self.shot_label.setText("\n".join(t for t in (text, self._turns_passing(st)) if t))
        else:
            self.shot_label.setText("")
        self.shot_label.setVisible(self._mode == "shot")

    def _refresh_status(self, st: GameState, over: bool) -> None:
        from narrator_app.engine import status_inquiries_left

        step = self.steps.get("status_inquiry")
        self.status_box.setVisible(step is not None)
        if step is None:
            return
        left = status_inquiries_left(st)
        set_folded(
            self.status_box,
            is_folded(self.status_box),
            fill(translate("Ravi", "Status inquiry (%1 left)"), digits(left, self.c.lang)),
        )
        self.status_button.setEnabled(not over and not step.done)

    def _refresh_mayor(self, st: GameState, over: bool) -> None:
        step = self.steps.get("mayor")
        self.mayor_box.setVisible(step is not None)
        if step is None:
            return
        from narrator_app.engine import decision_void

        lang, names = self.c.lang, self.c.names
        title = translate("Ravi", "The Mayor's decision")
        if step.done:
            v = step.value or {}
            text = (
                translate("Ravi", "The Mayor cancelled today's exit.")
                if v.get("cancel")
                else fill(
                    translate("Ravi", "The Mayor sent %1 out."),
                    seat_short(v.get("eliminate", 0), names, lang),
                )
            )
            if decision_void(st):  # robbed, or gone from the table: the exit vote decides
                text = fill(translate("Ravi", "%1 No effect: the exit vote decides."), text)
            # the decision stays on the folded title line (the step is done: it folds)
            title = fill("%1 — %2", title, text)
        elif self._mode == "mayor":
            text = translate("Ravi", "Click the defender the Mayor sends out.")
        else:
            text = fill(
                translate(
                    "Ravi",
                    "The Mayor, %1, may cancel the exit or send a defender out instead of "
                    "the exit vote.",
                ),
                seat_short(step.seats[0], names, lang) if step.seats else "",
            )
        self.mayor_label.setText(text)
        set_folded(self.mayor_box, is_folded(self.mayor_box), title)
        self.mayor_send.setChecked(self._mode == "mayor")
        for b in (self.mayor_cancel, self.mayor_send, self.mayor_pass):
            b.setEnabled(not over and not step.done)

    def _refresh_bomb(self, st: GameState, over: bool) -> None:
        from narrator_app.engine import bomb_codes_now, day_step_now, options_for

        step = self.steps.get("bomb")
        self.bomb_box.setVisible(step is not None)
        _clear(self.bomb_rows)
        if step is None:
            self.bomb_label.setText("")  # nothing of the bomb kept, even out of sight
            return
        lang, names = self.c.lang, self.c.names
        holder = step.seats[0] if step.seats else 0
        self.bomb_label.setText(
            fill(
                translate("Ravi", "A bomb is in front of %1 (code 1 to 5)."),
                seat_short(holder, names, lang),
            )
        )
        if step.done or over:
            return
        asked = bomb_codes_now(st)
        # the defuser by his scenario's name (Zodiac's «محافظ» / «Guard»), never a word
        # written here (Takavar's «نگهبان» once stood in the Persian, Z104-10)
        guard = self._code_holder(st, "guard_code")
        if day_step_now(st) not in ("bomb.guard_code", "bomb.holder_code"):
            # the codes come in the day's order (3.5.6 steps 6-7), after the vote: a code
            # pressed at the day's start ended the bomb before anyone spoke (a narrator's
            # trial, CF57); said only while a code is still to come (audit58)
            if asked:
                self.bomb_label.setText("\n".join([self.bomb_label.text(), fill(translate(
                    "Ravi", "The codes come after the vote: the %1's at the noon sleep, "
                            "the holder's at the end of the day."), guard)]))
            return
        texts = {
            "guard_code": fill(translate(
                "Ravi", "Noon sleep: the %1's code, if he tries (he defuses or dies):"), guard),
            "holder_code": translate("Ravi", "End of the day: the holder's code:"),
        }
        # the codes the engine asks now: the guard's at the noon sleep (he may pass) with
        # the holder's at the end of the day under it, then the holder's alone
        made: list[QPushButton] = []
        for opt in options_for(st, "bomb"):
            if not opt.number or opt.name not in asked:
                continue
            row = QHBoxLayout()
            lab = WrapLabel(texts.get(opt.name, opt.name))
            lab.setWordWrap(True)
            row.addWidget(lab, 1)
            lo, hi = opt.number
            for n in range(lo, hi + 1):
                btn = QPushButton(digits(n, lang))
                btn.setObjectName(f"{opt.name}_{n}")
                btn.setMaximumWidth(44)
                btn.clicked.connect(lambda _=False, o=opt, n=n: self._bomb_code(o, n))
                row.addWidget(btn)
                made.append(btn)
            self.bomb_rows.addLayout(row)
            if opt.name == "guard_code":
                # the guard **may** defuse (S2:L118) and the rules have no «did not try»
                # value: he did not when the holder's code is entered (a narrator's trial
                # found no way to say so, Y101-12)
                none = WrapLabel(fill(translate(
                    "Ravi", "If the %1 does not try, press nothing here: the holder's "
                            "code below ends the bomb."), guard))
                none.setObjectName("guardNoTry")
                none.setWordWrap(True)
                self.bomb_rows.addWidget(none)
        chain_after(self._bomb_anchor, made)  # Tab: the codes in the order shown

    def _code_holder(self, st: GameState, code: str) -> str:
        """The role told the bomb's ``code`` (``guard_code``: Zodiac's defuser) by his
        scenario's name (the engine's ``signal_holder``): «محافظ» / «Guard»."""
        from narrator_app.engine import signal_holder

        holder = signal_holder(st, code)
        return role_name(self.c.scenario, holder.card.role if holder is not None else None,
                         self.c.lang)

    # --- ring ---------------------------------------------------------------------------
    def _option(self, key: str, name: str) -> Option | None:
        from narrator_app.engine import options_for

        if self.c.state is None:
            return None
        return next((o for o in options_for(self.c.state, key) if o.name == name), None)

    def ring_targets(self) -> tuple[dict[int, str | None], list[int]] | None:
        """The ring's targets while a shot or the Mayor's defender is being picked."""
        from narrator_app.engine import gun_shot_targets

        st = self.c.state
        if st is None or st.winner is not None or self._mode is None:
            return None
        if self._mode == "shot":
            if self.steps.get("guns") is None:
                return None
            # first the shooter (a gun holder), then his target: the engine says who may
            shooter = self._picked[0] if self._picked else None
            targets = {
                s: (None if e is None else self.c.refusal(e))
                for s, e in gun_shot_targets(st, shooter).items()
            }
            return targets, list(self._picked)
        if self._mode == "mayor":
            opt = self._option("mayor", "eliminate")
            if opt is None:
                return None
            return {
                s: (None if e is None else self.c.refusal(e)) for s, e in opt.targets.items()
            }, []
        return None

    def seat_clicked(self, seat: int) -> bool:
        """Handle a ring click while picking; True when handled here."""
        t = self.ring_targets()
        if t is None:
            return False
        targets, _ = t
        err = targets.get(seat)
        if seat not in targets or err is not None:
            if err:
                self.c.message.emit(err)
            return True
        if self._mode == "shot":
            if len(self._picked) >= 2:
                self._picked = [seat]
            elif seat not in self._picked:
                self._picked.append(seat)
            self.c.withdraw_refusal()  # another choice: the refusal of the last one goes
            self.refresh()
        elif self._mode == "mayor":
            opt = self._option("mayor", "eliminate")
            if opt is not None:
                self._mode = None
                self.c.step("mayor", opt.value([seat]))
        return True

    # --- actions ------------------------------------------------------------------------
    def _start_shot(self) -> None:
        self._mode = None if self._mode == "shot" else "shot"
        self._picked = []
        self.refresh()

    def _start_mayor(self) -> None:
        self._mode = None if self._mode == "mayor" else "mayor"
        self._picked = []
        self.refresh()

    def confirm_shot(self) -> bool:
        opt = self._option("guns", "fire")
        if opt is None or len(self._picked) != 2:
            return False
        value = opt.value(list(self._picked))
        self._mode, self._picked = None, []
        return self.c.step("guns", value)

    def ask_status(self) -> bool:
        """Record the table's status inquiry (Zodiac, S2:L111; A87). When nobody has left
        the game (the engine's ``status_counts`` all 0) the answer says nothing the table
        does not know: the narrator is asked first, No the default (it was spent on Day 1
        with no warning, «0 mafia, 0 citizens and 0 independents are out», a narrator's
        trial, Y101-16); the rule is unchanged, a yes records it."""
        from narrator_app.engine import status_counts, status_inquiries_left

        opt = self._option("status_inquiry", "ask")
        st = self.c.state
        if opt is None or st is None:
            return False
        if not any(status_counts(st).values()) and not self.c.confirm(
                translate("Ravi", "Status inquiry"),
                fill(translate("Ravi", "Nobody has left the game yet: the answer would be 0 "
                                       "of every side, and it spends one of the %1 status "
                                       "inquiries left. Spend it anyway?"),
                     digits(status_inquiries_left(st), self.c.lang))):
            return False
        return self.c.step("status_inquiry", opt.value())

    def mayor_cancel_exit(self) -> bool:
        opt = self._option("mayor", "cancel")
        self._mode = None
        return opt is not None and self.c.step("mayor", opt.value())

    def _bomb_code(self, opt: Option, n: int) -> bool:
        return self.c.step("bomb", opt.value(number=n))

    def confirm_chaos(self) -> bool:
        step = self.steps.get("chaos")
        opt = self._option("chaos", "point")
        if step is None or opt is None or len(self._points) != len(step.seats):
            return False
        value: Any = opt.value([self._points[s] for s in step.seats])
        earlier = step.value
        if earlier:  # a second round after no handshake
            first = earlier[0] if isinstance(earlier, list) else earlier
            value = [first, value]
        self._points = {}
        return self.c.step("chaos", value)
