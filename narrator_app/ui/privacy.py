"""Privacy on the narrator's screen: the cover and the «show this player» card.

* :func:`signal_text` — the private signal of a phase record (``PhaseRecord.private``: the
  number Nostradamus was shown, the detective's answer, the guard's code) as the one word or
  number the player is shown, or None; :func:`signal_caption` says what it is in the
  player's words («تعداد مافیاها», «پاسخ»), :func:`show_button_text` whom the narrator shows
  it to («نشان دادن پاسخ کارآگاه به ۳ (سارا)»).
* :class:`ShowPlayerCard` — a full-screen, high-contrast card with only that word or number
  («۱», «مافیا») under its caption («تعداد مافیاها»), readable across the table; only the
  narrator closes it (Esc held for one second, or its close button and a confirmation), and
  the desk is then under the cover.
* :class:`DeskCover` — what stands in the whole desk's place while the privacy cover is on
  (the main window's «Privacy cover», F12): the phase title and the speaking clock only.
* :class:`WindowVeil` — what covers a window the cover cannot hide (a dialog running its own
  event loop, such as the New game dialog); :class:`CoverKeys` gives the cover's key to
  every window of the app, at any depth, so that F12 works from each of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QChildEvent, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from narrator_app.messages import digits, role_name
from narrator_app.timers import clock_text
from narrator_app.ui.texts import answer_words, fill, seat_short, side_label, translate

if TYPE_CHECKING:  # imported where the question is asked (its enums ≈ 6 M instructions at start)
    from PySide6.QtWidgets import QMessageBox

#: How the private signals the card can show are given, in the order they are looked for
#: (the engine's ``private_form``: a count, an inquiry's side answer, a code).
CARD_FORMS = ("count", "side_answer", "code")


def _signal_key(private: dict[str, Any] | None, state: Any = None) -> str | None:
    """The key of ``private`` the card shows: the first signal given (not None) whose
    form (``engine.private_form``, by what the engine says the signal is: a renamed
    detective's answer is a ``side_answer`` whatever its id) the card shows, in the order
    of :data:`CARD_FORMS`; None when there is none."""
    from narrator_app.engine import private_form

    found = [(CARD_FORMS.index(form), i, key)
             for i, (key, value) in enumerate((private or {}).items())
             if value is not None and (form := private_form(state, key)) in CARD_FORMS]
    return min(found)[2] if found else None


def _form(key: str | None, state: Any = None) -> str | None:
    from narrator_app.engine import private_form

    return private_form(state, key) if key else None


def signal_caption(private: dict[str, Any] | None, state: Any = None) -> str | None:
    """What the card shows, in the player's words, above the value: «Number of mafia» for
    Nostradamus's count (3.4.11), «Answer» for the detective's (3.4.5), «Code» for the
    guard's; None when ``private`` holds no signal. Names no seat, role or side. ``state``:
    the game (a role's signal is known by its kind), None: by the signals' names only."""
    form = _form(_signal_key(private, state), state)
    if form == "count":
        return translate("Ravi", "Number of mafia")
    if form == "side_answer":
        return translate("Ravi", "Answer")
    if form == "code":
        return translate("Ravi", "Code")
    return None


def show_button_text(private: dict[str, Any] | None, state: Any, scenario: Any,
                     names, lang: str = "fa") -> str:
    """The narrator's button for the card: what it shows and to whom («Show the
    Detective's answer to 3 (Sara)»; seats from 1, the holder of the signal's card in
    ``state``); «Show this player» when the holder is not found."""
    from narrator_app.engine import signal_holder

    key = _signal_key(private, state)
    holder = signal_holder(state, key) if key and state is not None else None
    if holder is None:
        return translate("Ravi", "Show this player")
    to = seat_short(holder.seat, names, lang)
    form = _form(key, state)
    if form == "count":
        return fill(translate("Ravi", "Show the number of mafia to %1"), to)
    if form == "side_answer":
        return fill(translate("Ravi", "Show the %1's answer to %2"),
                    role_name(scenario, holder.card.role, lang), to)
    return fill(translate("Ravi", "Show the code to %1"), to)


def signal_text(private: dict[str, Any] | None, lang: str = "fa",
                state: Any = None) -> str | None:
    """The word or number to show the player for ``private`` (a ``PhaseRecord.private``);
    ``state`` the game (a role's signal is known by its kind), None: by the signals' names
    only."""
    key = _signal_key(private, state)
    if private is None or key is None:
        return None
    value = private[key]
    if isinstance(value, bool):  # a yes/no answer
        return translate("Ravi", "Yes") if value else translate("Ravi", "No")
    if isinstance(value, int):
        return digits(value, lang)
    if value in ("citizen", "mafia") and _form(key, state) == "side_answer":
        # an inquiry's answer in the scenario's words (Werewolf's seer: «werewolf» /
        # «village», WW32-1), else the app's
        return answer_words(state, key, value, lang)
    if value == "citizen":
        return translate("Ravi", "Citizen")
    if value in ("city", "mafia", "independent"):
        return side_label(value, state.scenario if state is not None else None, lang)
    if value in ("positive", "negative"):
        return {
            "positive": translate("Ravi", "Positive"),
            "negative": translate("Ravi", "Negative"),
        }[value]
    return str(value)


class ShowPlayerCard(QWidget):
    """A full-screen card: ``text`` only, huge, white on black, readable across the table.

    It closes only on a deliberate narrator gesture (issue 12, item 1): **Esc held for one
    second** (:data:`HOLD_MS`; a release before that cancels it, the keyboard's auto-repeat
    never restarts it, even where the window system's repeats reach Qt as plain releases
    and presses: LY115-6) or **its own close button** followed by a confirmation
    (:attr:`confirm_box`, opened window-modal, never blocking; «Keep it open» is its default
    button). Every other key, click and close request (Alt+F4, the window manager) is
    ignored. ``closed`` is emitted once, when it really closes; the main window puts the
    desk under the privacy cover before the card opens and again when it closes.
    """

    closed = Signal()

    # how long Esc must be held to close the card, in milliseconds
    HOLD_MS = 1000
    # how long after an Esc release a new press counts as the same hold (an auto-repeat's
    # release + press pair), in milliseconds: X repeats a held key every 40 ms or so
    REPEAT_GAP_MS = 100

    def __init__(self, text: str, parent: QWidget | None = None,
                 caption: str | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("showPlayerCard")
        self.setWindowTitle(translate("Ravi", "Show this player"))
        self.setStyleSheet("QWidget#showPlayerCard { background: #000000; }")
        self.setAutoFillBackground(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._closing = False  # set only by the two deliberate gestures
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.setInterval(self.HOLD_MS)
        self._hold.timeout.connect(self._held)
        # an Esc release waits this long for the key's next press (LY115-6): X's auto-repeat
        # of a held key comes as release + press pairs, which Qt does not always mark as
        # auto-repeat (a narrator's trial under xdotool: every pair restarted the count)
        self._released = QTimer(self)
        self._released.setSingleShot(True)
        self._released.setInterval(self.REPEAT_GAP_MS)
        self._released.timeout.connect(self._let_go)
        self._due = False  # the second passed during a release's wait
        # the confirmation after the close button, while it is open (None otherwise)
        self.confirm_box: QMessageBox | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(20, 20, 20, 20)
        top = QHBoxLayout()
        self.close_button = QPushButton(translate("Ravi", "Close"))
        self.close_button.setObjectName("cardClose")
        # a key never presses it (Space on a focused button): only the narrator's click
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.setAutoDefault(False)
        self.close_button.setStyleSheet(
            "QPushButton { color: #9a9a9a; background: #1b1b1b; border: 1px solid #555555; "
            "padding: 4px 12px; font-size: 11pt; }"
        )
        self.close_button.clicked.connect(self.ask_close)
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignLeading)
        top.addStretch(1)
        lay.addLayout(top)
        # what the value is, in the player's words (signal_caption): never a bare «۱»
        self.caption = QLabel(caption or "")
        self.caption.setObjectName("cardCaption")
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setStyleSheet(
            "color: #ffffff; background: #000000; font-size: 48pt; font-weight: bold;"
        )
        self.caption.setVisible(bool(caption))
        lay.addWidget(self.caption)
        self.label = QLabel()
        self.label.setObjectName("cardText")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setText(text)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # its size follows the card (fit_text), never the card its text's size
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self._points = 0  # the text's size, fitted to the screen (_fit)
        self._fit(self.MAX_POINTS)
        lay.addWidget(self.label, 1)
        self.hint = QLabel(
            translate("Ravi", "Narrator: hold Esc for one second, or use the close button.")
        )
        self.hint.setObjectName("cardHint")
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setStyleSheet("color: #9a9a9a; background: #000000; font-size: 11pt;")
        lay.addWidget(self.hint)

    #: The text's largest size in points (a number, «Yes»); a longer text gets smaller.
    MAX_POINTS = 160

    def _fit(self, points: int) -> None:
        self._points = points
        self.label.setStyleSheet(
            f"color: #ffffff; background: #000000; font-size: {points}pt; font-weight: bold;"
        )

    def fit_text(self) -> int:
        """The text's size in points: the largest up to :data:`MAX_POINTS` at which each of
        its lines (a long role: «Right» / «Leon the Professional») is whole across the
        card and all of them fit its height (issue 23: never cut). Returns the size."""
        lines = self.label.text().split("\n") or [""]
        lay = self.layout()
        assert lay is not None  # made with the card
        margins = lay.contentsMargins()
        # full screen: the screen's size, also before the window system has resized it
        size = (self.screen().geometry().size()
                if self.windowState() & Qt.WindowState.WindowFullScreen else self.size())
        width = size.width() - margins.left() - margins.right() - 8
        others = sum((w.sizeHint().height() + lay.spacing()
                      for w in (self.close_button, self.caption, self.hint) if not w.isHidden()),
                     0)
        height = size.height() - margins.top() - margins.bottom() - others - 8
        font = QFont(self.label.font())
        font.setBold(True)
        points = self.MAX_POINTS
        while points > 8:
            font.setPointSize(points)
            fm = QFontMetrics(font)
            if (max(fm.horizontalAdvance(line) for line in lines) <= width
                    and fm.lineSpacing() * len(lines) <= height):
                break
            points -= max(1, points // 12)
        if points != self._points:
            self._fit(points)
        return points

    def resizeEvent(self, ev) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(ev)
        self.fit_text()

    def text(self) -> str:
        return self.label.text()

    def open(self) -> None:
        """Show full screen and take the keyboard."""
        self.showFullScreen()
        self.fit_text()
        self.raise_()
        self.activateWindow()
        self.setFocus()

    def holding(self) -> bool:
        """True while Esc is held and the one-second count runs."""
        return self._hold.isActive() or self._due

    # --- the Esc hold -----------------------------------------------------------------
    def keyPressEvent(self, ev: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if ev.key() == Qt.Key.Key_Escape and not ev.isAutoRepeat():
            if self._released.isActive():  # the same hold: a repeat's release + press
                self._released.stop()
                if self._due:
                    self.dismiss()
            elif not self._hold.isActive():
                self._hold.start()
        ev.accept()  # every key is taken here and does nothing else

    def keyReleaseEvent(self, ev: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if ev.key() == Qt.Key.Key_Escape and not ev.isAutoRepeat() and self._hold.isActive():
            self._released.start()  # let go unless the key's next press follows at once
        ev.accept()

    def _held(self) -> None:
        """The second has passed: close, unless Esc was just released (then close only if
        its next press follows at once, :meth:`keyPressEvent`)."""
        if self._released.isActive():
            self._due = True
        else:
            self.dismiss()

    def _let_go(self) -> None:
        """Esc was released and not pressed again: the hold is over."""
        self._stop_hold()

    def _stop_hold(self) -> None:
        self._hold.stop()
        self._released.stop()
        self._due = False

    def focusOutEvent(self, ev) -> None:  # noqa: N802 - Qt override
        self._stop_hold()  # the release would never come
        super().focusOutEvent(ev)

    def event(self, ev: QEvent) -> bool:
        if ev.type() == QEvent.Type.WindowDeactivate:
            self._stop_hold()
        elif ev.type() == QEvent.Type.ShortcutOverride:
            ev.accept()  # no window shortcut fires while the card has the keyboard
            return True
        return super().event(ev)

    # --- clicks -----------------------------------------------------------------------
    def mousePressEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 - Qt override
        ev.accept()

    def mouseReleaseEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 - Qt override
        ev.accept()

    def mouseDoubleClickEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 - Qt override
        ev.accept()

    # --- the close button and its confirmation ------------------------------------------
    def ask_close(self) -> QMessageBox:
        """The close button: a window-modal confirmation (returned, never blocking)."""
        if self.confirm_box is not None:
            return self.confirm_box
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self)
        box.setObjectName("cardCloseConfirm")
        box.setIcon(QMessageBox.Icon.Question)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setWindowTitle(translate("Ravi", "Close the card?"))
        box.setText(
            translate(
                "Ravi",
                "Close the card? The desk stays under the privacy cover until you press F12.",
            )
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        self.confirm_yes = box.button(QMessageBox.StandardButton.Yes)
        self.confirm_yes.setText(translate("Ravi", "Close the card"))
        self.confirm_yes.setObjectName("confirmCloseCard")
        self.confirm_no = box.button(QMessageBox.StandardButton.No)
        self.confirm_no.setText(translate("Ravi", "Keep it open"))
        self.confirm_no.setObjectName("keepCardOpen")
        box.setDefaultButton(cast(QPushButton, self.confirm_no))  # a standard button: a push
        box.setEscapeButton(self.confirm_no)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.finished.connect(lambda r, box=box: self._confirmed(box, r))
        self.confirm_box = box
        box.open()
        return box

    def _confirmed(self, box: QMessageBox, result: int) -> None:
        from PySide6.QtWidgets import QMessageBox

        clicked = box.clickedButton()
        yes = clicked is self.confirm_yes or (
            clicked is None
            and result in (QDialog.DialogCode.Accepted.value, QMessageBox.StandardButton.Yes.value)
        )
        self.confirm_box = None
        box.deleteLater()
        if yes:
            self.dismiss()

    def dismiss(self) -> None:
        """Close the card for good: the held Esc, the confirmed close button, and the app
        itself when the desk is quit (a card holds a secret: it never outlives the desk)."""
        self._stop_hold()
        self._closing = True
        self.close()

    def closeEvent(self, ev) -> None:  # noqa: N802 - Qt override
        if not self._closing:
            ev.ignore()  # Alt+F4 or the window manager: not a narrator's gesture
            return
        if self.confirm_box is not None:
            self.confirm_box.hide()
        self.closed.emit()
        super().closeEvent(ev)


# The privacy cover's look, dark in every theme (a dim room), its text light: contrast
# about 15:1 (``#e8e8e8`` on ``#121212``). ``{name}``: the frame's object name.
COVER_BACKGROUND = "#121212"
COVER_INK = "#e8e8e8"
COVER_STYLE = (
    "QFrame#{name} {{ border: 3px dashed #3a3a3a; background: " + COVER_BACKGROUND + "; }}"
    " QFrame#{name} QLabel {{ color: " + COVER_INK + "; background: transparent; }}"
)


class DeskCover(QFrame):
    """What stands in the whole desk's place while the privacy cover is on (F12).

    The main window's central area is a stack of two pages, the desk and this cover, so
    every panel of the desk — and any label added to it later — is hidden by construction
    while the cover is on. The cover itself is built only from public facts: the phase
    title, and by day the speaking round's clock with the speaker's seat number (the timer
    panel's :meth:`~narrator_app.ui.timer_panel.TimerPanel.public_clock`); it never sees a
    role, a counter, a night choice or a player's name.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("privacyCover")
        # dark in every theme (a dim room: the table sees the laptop), its text light
        self.setStyleSheet(COVER_STYLE.format(name="privacyCover"))
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(24, 24, 24, 24)
        lay.addStretch(1)
        self.phase = self._label("coverPhase", "font-size: 28pt; font-weight: bold;")
        lay.addWidget(self.phase)
        self.message = self._label("coverMessage", "font-size: 16pt;")
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        self.clock = self._label("coverClock", "font-size: 48pt; font-weight: bold;")
        lay.addWidget(self.clock)
        self.speaker = self._label("coverSpeaker", "font-size: 18pt;")
        lay.addWidget(self.speaker)
        lay.addStretch(1)
        self.clock.setVisible(False)
        self.speaker.setVisible(False)
        self.retranslate()

    @staticmethod
    def _label(name: str, style: str) -> QLabel:
        w = QLabel()
        w.setObjectName(name)
        w.setTextFormat(Qt.TextFormat.PlainText)
        w.setAlignment(Qt.AlignmentFlag.AlignCenter)
        w.setStyleSheet(style)
        return w

    def retranslate(self) -> None:
        """The cover's text (at start and on ``QEvent.LanguageChange``)."""
        self.message.setText(cover_message())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_public(self, title: str, clock: dict | None, lang: str = "fa") -> None:
        """Show ``title`` (the phase, «روز ۲») and ``clock`` (``public_clock()``: remaining
        seconds and the speaker's seat, or None when no round runs)."""
        self.phase.setText(title)
        self.clock.setVisible(clock is not None)
        self.speaker.setVisible(clock is not None)
        if clock is None:
            self.clock.setText("")
            self.speaker.setText("")
            return
        self.clock.setText(digits(clock_text(clock["remaining"]), lang))
        self.speaker.setText(
            fill(translate("Ravi", "Speaking: %1"), digits(clock["speaker"], lang))
        )


def cover_message() -> str:
    """The cover's sentence: what is hidden and how to show it again (F12)."""
    return translate(
        "Ravi", "Privacy cover: the narrator's desk is hidden. Press F12 to show it again."
    )


class WindowVeil(QFrame):
    """Covers ``window``, a window of the app the privacy cover cannot hide: a dialog running
    its own event loop (``exec()``, modal to the whole app, such as the New game dialog with
    its card-entry mode showing every seat's role, or a confirmation). Hiding it would end
    that loop and lose what the narrator typed, so instead its own widgets are hidden (and
    remembered) and the veil fills it, showing only :func:`cover_message`.

    The veil takes the keyboard focus and swallows every key, so no key reaches a hidden
    field or ends the dialog (Esc); F12 still works, as a shortcut of the window (see
    :class:`CoverKeys`). :meth:`lift` shows the widgets again, gives the focus back and
    removes the veil; nothing of the window is lost.
    """

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("privacyVeil")
        self.setStyleSheet(COVER_STYLE.format(name="privacyVeil"))
        self.setAutoFillBackground(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._window = window
        self._focus = window.focusWidget()
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        self._hidden = [
            w for w in window.findChildren(QWidget, options=direct)
            if w is not self and not w.isWindow() and not w.isHidden()
        ]
        for w in self._hidden:
            w.hide()
        lay = QVBoxLayout(self)
        self.message = QLabel(cover_message())
        self.message.setObjectName("veilMessage")
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("font-size: 14pt;")
        lay.addWidget(self.message)
        self.setGeometry(window.rect())
        window.installEventFilter(self)
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if obj is self._window and event.type() == QEvent.Type.Resize:
            self.setGeometry(self._window.rect())  # the whole window, always
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt name)
        event.accept()  # nothing reaches the covered window (Esc would cancel a dialog)

    def lift(self) -> None:
        """Show the window's widgets again (as they were), give the focus back, go away."""
        try:
            self._window.removeEventFilter(self)
            self.hide()
            for w in self._hidden:
                w.show()
            if self._focus is not None:
                self._focus.setFocus(Qt.FocusReason.OtherFocusReason)
            self.deleteLater()
        except RuntimeError:  # the window (and the veil with it) was deleted meanwhile
            pass


class CoverKeys(QObject):
    """Gives ``action`` (the privacy cover, F12) to every window opened over the main window,
    and over those windows, at any depth, except the «show this player» card (it takes no
    key but a held Esc).

    The main window's shortcut alone is not enough: Qt blocks an application shortcut of a
    window while a dialog modal to the whole app runs (the New game dialog), and a dialog
    opened over that one is not the main window's child. So each window gets the action as
    its own, and this object watches each window for windows opened over it
    (``ChildPolished``). ``shown(window)`` is called when a watched window is shown (the
    main window covers it when the cover is on).
    """

    def __init__(self, action, shown, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._action = action
        self._shown = shown

    def watch(self, window: QWidget) -> None:
        """Give ``window`` the cover's key and watch the windows opened over it."""
        if isinstance(window, ShowPlayerCard) or self._action in window.actions():
            return
        window.addAction(self._action)
        window.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        kind = event.type()
        if kind == QEvent.Type.ChildPolished:
            child = cast(QChildEvent, event).child()  # a ChildPolished event's own class
            if isinstance(child, QWidget) and child.isWindow():
                self.watch(child)
        elif kind == QEvent.Type.Show and isinstance(obj, QWidget):
            self._shown(obj)
        return False
