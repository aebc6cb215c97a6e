"""The narrator's keyboard: every action of the desk without the mouse, and the F1 sheet.

Keys (the sheet, :class:`ShortcutSheet`, lists the same table, translated):

* **Seat numbers** — type a seat's number (Latin or Persian digits) to act as a click on
  that seat for the current picker (a night target, a nominee, the lottery's loser, a card's
  target). A number is taken at once when no longer seat can start with it (with 11 players
  «2» is seat 2 at once, «1» waits for a second digit); otherwise after
  :data:`SEAT_TIMEOUT_MS` or on Enter. Digits typed into a text box (a vote count) stay
  there: Esc leaves the box and gives the keys back to the table. At a vote a typed seat
  goes to its count box (a nominee is added, never taken away by a typed number).
* **Alt+1 … Alt+9** — the current step's choices, in the order shown (the options of a night
  step, then a side, a code number or a gun type).
* **PageDown** — the keyboard focus to the current step (its first choice, or its first
  vote box); **Tab** moves on from there as usual.
* **Ctrl+PageDown / Ctrl+PageUp** — by day, open the next (previous) folded section of the
  day (guns, status inquiry, votes, the Mayor, the exit vote, the bomb); the others fold.
* **Enter** — confirm the current step (the highlighted button); **Ctrl+Enter** — end the
  night or the day.
* **Ctrl+Z / Ctrl+Shift+Z** (the platform's undo/redo) — undo, redo.
* **Space, R, N, C** — the day timer: start/pause, reset, next speaker, challenge.
* **F12** (or Ctrl+H) — the privacy cover; **F1** — this sheet; **Ctrl+,** — settings;
  **Ctrl+P** (the platform's Print key) — the role cards' print preview.

The window holds no rule here: a typed seat goes through the same ``seat_clicked`` as a
click, and the panels say which buttons are the current step's choices and which one
confirms it (``choice_buttons()``, ``primary_button()``, ``focus_current_step()``).
"""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from narrator_app.messages import digits, isolate
from narrator_app.ui.texts import fill

translate = QCoreApplication.translate

#: How long a typed digit waits for a second one (two-digit seats), in milliseconds.
SEAT_TIMEOUT_MS = 700


def digit_of(event: QKeyEvent) -> int | None:
    """The digit a key press types (0–9, Latin, Persian or Arabic-Indic), else None."""
    text = event.text()
    if len(text) == 1:
        try:
            return unicodedata.digit(text)
        except (TypeError, ValueError):
            pass
    key = event.key()
    if Qt.Key.Key_0.value <= key <= Qt.Key.Key_9.value:
        return key - Qt.Key.Key_0.value
    return None


class KeyboardDriver(QObject):
    """The desk's keys for ``window`` (a :class:`~narrator_app.ui.main_window.MainWindow`),
    called from its ``keyPressEvent`` with the keys no focused widget took."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.w = window
        #: The digits typed so far for a seat number.
        self.buffer = ""
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(SEAT_TIMEOUT_MS)
        self.timer.timeout.connect(self.commit)

    # --- seats --------------------------------------------------------------------------
    def seat_count(self) -> int:
        return len(self.w.c.names) if self.w.c.state is not None else 0

    def type_digit(self, d: int) -> bool:
        n = self.seat_count()
        if n == 0:
            return False
        self.buffer += str(d)
        value = int(self.buffer)
        if value * 10 > n or len(self.buffer) >= len(str(n)):
            self.commit()  # no longer seat starts with these digits
        else:
            self.timer.start()
            self.w.statusBar().showMessage(
                fill(translate("Keys", "Seat %1…"), digits(value, self.w.c.lang)), SEAT_TIMEOUT_MS
            )
        return True

    def commit(self) -> bool:
        """Take the typed number as a seat (a click on it); False when nothing was typed."""
        self.timer.stop()
        text, self.buffer = self.buffer, ""
        if not text:
            return False
        seat = int(text)
        if 1 <= seat <= self.seat_count():
            self.w.statusBar().clearMessage()
            self.w._seat_typed(seat)
        else:
            self.w.show_message(
                fill(translate("Keys", "No seat %1 at this table."), digits(seat, self.w.c.lang))
            )
        return True

    # --- the current step ---------------------------------------------------------------
    def panel(self):
        return self.w._active_panel()

    def choose(self, n: int) -> bool:
        """Alt+n: the n-th choice of the current step as shown (1-based); a refused one
        says why in the status bar, as hovering it would."""
        panel = self.panel()
        if panel is None or n < 1:
            return False
        buttons = [b for b in panel.choice_buttons() if b.isVisible()]
        if n > len(buttons):
            return True
        button = buttons[n - 1]
        if button.isEnabled():
            button.click()
        elif button.toolTip():
            self.w.show_message(button.toolTip())
        return True

    def confirm(self) -> bool:
        panel = self.panel()
        button = panel.primary_button() if panel is not None else None
        if button is None or not button.isVisible() or not button.isEnabled():
            hint = getattr(panel, "enter_hint", lambda: None)() if button is None else None
            if hint:  # Enter pressed nothing, on purpose: said why (an empty day vote)
                self.w.show_message(hint)
                return True
            return False
        button.click()
        return True

    def end_phase(self) -> bool:
        if self.w.c.state is None:
            return False
        self.commit()
        panel = self.panel()
        button = getattr(panel, "end_button", None) if panel is not None else None
        if button is None or not button.isVisible():
            return False
        if button.isEnabled():
            button.click()
        else:
            self.w.show_message(button.toolTip())
        return True

    def focus_step(self) -> bool:
        if self.w.c.state is None:
            return False
        self.commit()
        panel = self.panel()
        return bool(panel is not None and panel.focus_current_step())

    def open_section(self, step: int) -> bool:
        """Ctrl+PageDown (``step`` 1) / Ctrl+PageUp (-1): the day's next (previous) section
        opened, the others folded; False outside a day."""
        panel = self.panel()
        opener = getattr(panel, "open_next_section", None)
        return bool(opener is not None and opener(step))

    def release_focus(self) -> bool:
        """Esc: leave a text box; typed digits go to the table again."""
        self.buffer = ""
        self.timer.stop()
        self.w.ring.setFocus(Qt.FocusReason.ShortcutFocusReason)
        return True

    # --- dispatch -----------------------------------------------------------------------
    def key_press(self, event: QKeyEvent) -> bool:
        """Handle ``event`` if it is one of the desk's keys; True when handled."""
        if self.w.c.state is None:
            return False
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        key = event.key()
        d = digit_of(event)
        if d is not None and mods == Qt.KeyboardModifier.NoModifier:
            return self.type_digit(d)
        if d is not None and mods == Qt.KeyboardModifier.AltModifier:
            return self.choose(d)
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if mods & Qt.KeyboardModifier.ControlModifier:
                return self.end_phase()
            if self.buffer:
                return self.commit()
            return self.confirm()
        if key == Qt.Key.Key_Escape:
            return self.release_focus()
        if key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp) and (
            mods == Qt.KeyboardModifier.ControlModifier
        ):
            return self.open_section(1 if key == Qt.Key.Key_PageDown else -1)
        if key == Qt.Key.Key_PageDown:
            return self.focus_step()
        return False


def key_text(seq: str | QKeySequence.StandardKey) -> str:
    """A key sequence as printed on the keys, in one convention with the sheet's other
    rows («Ctrl+Z» beside «Ctrl+Enter», never «کنترل+Z»: Qt's native text is translated);
    on macOS the platform's own symbols (⌘Z)."""
    import sys

    ks = QKeySequence(seq)
    if sys.platform == "darwin":
        return ks.toString(QKeySequence.SequenceFormat.NativeText)
    return ks.toString(QKeySequence.SequenceFormat.PortableText)


# Redo's keys on every platform, beside the platform's own (Ctrl+Shift+Z on Linux and macOS,
# Ctrl+Y on Windows): a narrator used to Windows pressed Ctrl+Y on Linux and nothing happened
# (a narrator's trial). A plain comment: Qt's lupdate reads a «#:» comment as the next
# message's note to the translator.
REDO_KEYS = ("Ctrl+Shift+Z", "Ctrl+Y")


def save_as_key() -> str:
    """Save as…'s key: the platform's, else Ctrl+Shift+S (Windows has none of its own)."""
    return key_text(QKeySequence.StandardKey.SaveAs) or "Ctrl+Shift+S"


def shortcut_rows() -> list[tuple[str, str]]:
    """(keys, what they do) for the sheet, in the current language."""
    undo = key_text(QKeySequence.StandardKey.Undo)
    redo = key_text(QKeySequence.StandardKey.Redo)
    return [
        (
            translate("Keys", "1 … 99"),
            translate(
                "Keys",
                "The seat with that number: acts as a click on it "
                "(a target, a nominee, the lottery's loser)",
            ),
        ),
        (
            translate("Keys", "Enter"),
            translate("Keys", "Confirm the current step (also takes a typed seat number at once)"),
        ),
        ("Alt+1 … Alt+9", translate("Keys", "Choose the current step's first, second … option")),
        (
            translate("Keys", "PageDown"),
            translate("Keys", "Move the keyboard focus to the current step"),
        ),
        (
            "Ctrl+PageDown, Ctrl+PageUp",
            translate("Keys", "By day: open the next (previous) folded step"),
        ),
        ("Esc", translate("Keys", "Leave a vote box: digits choose seats again")),
        ("Ctrl+Enter", translate("Keys", "End the night or the day")),
        (undo, translate("Keys", "Undo")),
        (redo, translate("Keys", "Redo")),
        *([(", ".join(k for k in REDO_KEYS if k != redo), translate("Keys", "Redo"))]
          if any(k != redo for k in REDO_KEYS) else []),
        (translate("Keys", "Space"), translate("Keys", "Timer: start, pause, resume")),
        ("R", translate("Keys", "Timer: reset")),
        ("N", translate("Keys", "Timer: next speaker")),
        ("C", translate("Keys", "Timer: challenge")),
        ("F12, Ctrl+H", translate("Keys", "Privacy cover: hide every secret, or show it again")),
        (key_text(QKeySequence.StandardKey.New), translate("Keys", "New game")),
        (key_text(QKeySequence.StandardKey.Open), translate("Keys", "Open a saved game")),
        (key_text(QKeySequence.StandardKey.Save), translate("Keys", "Save the game")),
        (save_as_key(), translate("Keys", "Save the game in a file you choose")),
        # the menu's own words (Game ▸ Print role cards…), already translated
        (
            key_text(QKeySequence.StandardKey.Print),
            translate("MainWindow", "Print role &cards…").replace("&", ""),
        ),
        ("Ctrl+,", translate("Keys", "Settings: language, theme, font size")),
        ("F2", translate("Keys", "The selected seat's role and ability")),
        ("F3", translate("Keys", "The scenario's rules in short")),
        ("F11", translate("Keys", "In the public display: full screen, or back")),
        ("F1", translate("Keys", "This sheet")),
        # in every language: a Persian title's own «&» letter cannot be typed on a Latin
        # keyboard (ui/menu_keys.py, W98-3)
        ("Alt+G, Alt+E, Alt+V, Alt+H",
         translate("Keys", "Open the Game, Edit, View or Help menu")),
    ]


class ShortcutSheet(QDialog):
    """F1: every key of the desk, in the current language (never modal: it stays open
    beside the window while the narrator learns the keys).

    The keys are laid out in two halves side by side (columns «Keys, Action, Keys,
    Action»: the first half of :func:`shortcut_rows` in columns 0–1, the second in 2–3),
    so that the whole sheet, every action whole, fits a 1280×720 screen without
    scrolling (one long column of 23 rows did not: the fresh narrator's trial)."""

    #: The columns of the keys (each followed by the column of their action).
    KEY_COLUMNS = (0, 2)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutSheet")
        lay = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        lay.addWidget(self.intro)
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("shortcutTable")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setWordWrap(True)
        # every action whole: a row as tall as its wrapped text at the column's width of
        # the moment (rows sized once, before the sheet had its width, cut the long ones
        # to «…»)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        header = self.table.horizontalHeader()
        # the keys' columns sized in retranslate: the keys' width and room to spare (a
        # column exactly as wide as «Alt+1 … Alt+9» lost its first letter in Persian)
        for col in self.KEY_COLUMNS:
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
            header.setSectionResizeMode(col + 1, QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.table, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        lay.addWidget(self.buttons)
        self.retranslate()
        screen = self.screen()
        self.fit_to(screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 696))

    #: The height a window manager's title bar and frame take, in pixels (a window not yet
    #: shown has no frame to measure).
    FRAME = 32

    def retranslate(self) -> None:
        """Every text (at start and on ``QEvent.LanguageChange``)."""
        self.setWindowTitle(translate("Keys", "Keyboard shortcuts"))
        self.intro.setText(
            translate(
                "Keys",
                "Every action of the desk has a key. Digits pick seats; a vote box keeps "
                "its digits until Esc.",
            )
        )
        self.table.setHorizontalHeaderLabels(
            [translate("Keys", "Keys"), translate("Keys", "Action")] * 2
        )
        rows = shortcut_rows()
        half = (len(rows) + 1) // 2
        self.table.clearContents()
        self.table.setRowCount(half)
        for i, (keys, what) in enumerate(rows):
            r, first = i % half, self.KEY_COLUMNS[i // half]
            # the keys isolated: «Ctrl+,» is not turned into «،Ctrl+» in Persian
            for col, text in enumerate((isolate(keys), what), first):
                item = QTableWidgetItem(text)
                if col == first:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, col, item)
        for col in self.KEY_COLUMNS:
            self.table.resizeColumnToContents(col)
            self.table.setColumnWidth(
                col,
                self.table.columnWidth(col) + self.table.fontMetrics().horizontalAdvance("MM"))
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(translate("Keys", "Close"))

    def items(self) -> list[tuple[QTableWidgetItem, QTableWidgetItem]]:
        """(keys, action) items of every row of :func:`shortcut_rows`, in its order."""
        t = self.table
        out = []
        for col in self.KEY_COLUMNS:
            for r in range(t.rowCount()):
                keys, what = t.item(r, col), t.item(r, col + 1)
                if keys is not None and what is not None:
                    out.append((keys, what))
        return out

    def fit_to(self, available: QRect) -> None:
        """Size the sheet to show every row whole, without scrolling, when ``available``
        (the screen's free area; 1280×720: 1280×696 under a task bar) has the room: as
        wide as each half's longest action on one line, at most the area's width, and as
        tall as the rows then are (measured once shown: :meth:`showEvent`), at most the
        area's height under a title bar."""
        self._area = QRect(available)
        t = self.table
        lay = self.layout()
        assert lay is not None  # (made in __init__)
        margins = lay.contentsMargins()
        pad = 2 * (t.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, t) + 1)
        room = t.fontMetrics().horizontalAdvance("MM")
        want = 2 * t.frameWidth() + margins.left() + margins.right()
        for col in self.KEY_COLUMNS:
            actions = [it.text() for r in range(t.rowCount())
                       if (it := t.item(r, col + 1)) is not None]
            widest = max((t.fontMetrics().horizontalAdvance(a) for a in actions), default=0)
            want += t.columnWidth(col) + widest + pad + room
        self.resize(min(want, available.width() - 20), min(560, available.height() - self.FRAME))
        if self.isVisible():
            self._fit_height()

    def _fit_height(self) -> None:
        """As tall as the header and the rows at the columns' widths of the moment, at most
        the area of :meth:`fit_to` under a title bar."""
        t = self.table
        t.resizeRowsToContents()
        rows = sum(t.rowHeight(r) for r in range(t.rowCount()))
        need = t.horizontalHeader().height() + rows + 2 * t.frameWidth()
        height = min(self.height() + need - t.height(), self._area.height() - self.FRAME)
        self.resize(self.width(), max(height, self.minimumSizeHint().height()))

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        self._fit_height()  # the columns have their widths now, the rows their heights

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if hasattr(self, "_area"):  # (a change during __init__ comes before fit_to)
                self.fit_to(self._area)  # the other language's texts: their own widths
        super().changeEvent(event)
