"""What the window tests share beside their fixtures: the reference deal and names, games
stopped part-way, and :class:`Table`, a small driver of what a narrator's hands do. The
window tests import these from here, never from ``conftest`` (issue 21: a test module imports
nothing from a conftest)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent, QKeyEvent, QTextDocument, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QPushButton, QToolTip

from narrator_app.engine import Game, Setup
from narrator_app.engine.simulate import random_game
from narrator_app.ui.controller import GameController
from narrator_app.ui.main_window import MainWindow
from tests.engine.zodiac_trial import NAMES as ZODIAC_NAMES
from tests.engine.zodiac_trial import ZODIAC

REFERENCE = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
NAMES = ("Ali", "Sara", "Reza", "مریم", "Leon", "Kaveh", "Nima", "Omid", "Pari", "Hadi",
         "Nasim")


def reference_setup() -> Setup:
    """The reference game's setup: Godfather–Nostradamus, :data:`NAMES`, no cards."""
    return Setup("godfather_nostradamus", NAMES, {"cards_enabled": False})


def unfinished(seed: int, n: int, scenario: str = "zodiac", players: int = 12) -> Game:
    """A random game of ``scenario`` stopped after ``n`` actions, before any winner."""
    full = random_game(scenario, players, seed)
    g = Game.replay(full.setup, full.actions[:n], full.scenario)
    assert g.state.winner is None
    return g


def older(g: Game, n: int) -> Game:
    """The same game (same id and creation time) as it stood after ``n`` actions."""
    return Game.replay(g.setup, g.actions[:n], g.scenario, g.game_id, g.created)


def detective_answered(c: GameController) -> None:
    """A 12-player Mafia Nights game on the desk of ``c``, its detective's answer on night 1
    given (he inquired about seat 12, a plain citizen) and the night ended."""
    deal = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor",
            "die_hard", "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]
    assert c.new_game(Setup("mafia_nights", tuple(f"P{i}" for i in range(1, 13)), {}), deal)
    assert c.end_phase() and c.end_phase()
    assert c.step("detective", {"inquire": 12}) and c.end_phase()


def zodiac_night_one(c: GameController) -> None:
    """The trial's 12-player Zodiac table (``tests/engine/zodiac_trial.py``) on the desk of
    ``c`` at night 1, Al Capone (seat 1) voted out on day 1."""
    assert c.new_game(Setup("zodiac", ZODIAC_NAMES, {}), ZODIAC)
    for _ in range(2):  # intro day, intro night
        assert c.end_phase()
    assert c.step("votes", {1: 7}) and c.step("exit_votes", {1: 7})
    assert c.end_phase()


def desk_in(qtbot, controller: GameController, lang: str,
            size: tuple[int, int] = (1280, 696)) -> MainWindow:
    """The real main window over ``controller`` with the app in ``lang`` (``fa``/``en``:
    its translation and direction), shown at ``size`` (1280×720 under a title bar by
    default), exposed, its first frame check done (it would size again a window a test fits
    to another screen). The caller puts Persian back (``apply_language(app, "fa")``)."""
    from narrator_app.ui.app import apply_language

    apply_language(QApplication.instance(), lang)
    controller.lang = lang
    w = MainWindow(controller)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    # a generous wait: a loaded machine once took longer than 5 s to lay an 18-seat desk out
    qtbot.waitUntil(lambda: not w.frame_check_pending(), timeout=20000)
    return w


def shown_window(qtbot, data: Path) -> MainWindow:
    """The real main window over a controller of the data folder ``data`` (confirmations
    answered yes), shown at 1366×768 and exposed."""
    c = GameController(data)
    c.confirm = lambda title, text: True
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    return w


def to_day_one(table: Table) -> None:
    """A new reference game played by clicks to day 1: the intro day ended, Nostradamus's
    prophecy (seats 2, 8, 9, the city's side) confirmed, the intro night ended."""
    c, t = table.c, table
    assert c.new_game(reference_setup(), REFERENCE)
    t.press("endDay")
    panel = t.w.night_panel
    t.press("option_pick", panel)
    for s in (2, 8, 9):
        t.seat(s)
    t.press("side_city", panel)
    t.press("confirmStep", panel)
    t.press("endNight", panel)
    assert (c.state.phase, c.state.number) == ("day", 1), c.last_error


def card_day_one(c: GameController) -> None:
    """A new reference game with last-move cards on (the scenario's own house rules),
    through the controller to Day 1 after a night of every role's step (the Matador's block
    on seat 4, the team's shot on 8): the day's vote and exit vote are next."""
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {}), REFERENCE)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    assert c.end_phase() and c.end_phase()
    for key, value in (("mafia", {"shot": 8}), ("matador", {"block": 4}), ("dr_watson", {}),
                       ("leon", {}), ("citizen_kane", {"inquire": 2}), ("constantine", {})):
        assert c.step(key, value), (key, c.last_error)
    assert c.end_phase()


class Table:
    """Small driver: what a narrator's hands do."""

    def __init__(self, qtbot, window):
        self.qtbot, self.w, self.c = qtbot, window, window.c

    def seat(self, seat: int) -> None:
        self.qtbot.mouseClick(self.w.ring, Qt.MouseButton.LeftButton,
                              pos=self.w.ring.seat_center(seat))

    def vote_out(self, seat: int, n: int) -> None:
        """Nominate ``seat`` with ``n`` votes, then the exit vote with ``n``."""
        self.seat(seat)
        self.type_count(seat, str(n))
        self.press("confirmVotes")
        assert self.c.state.day.defense == [seat], self.c.last_error
        self.type_count(seat, str(n), "exit_count")
        self.press("confirmExitVotes")
        assert self.c.last_error == ""

    def button(self, name: str, parent=None) -> QPushButton:
        QApplication.processEvents()  # new widgets in a shown layout are shown (queued)
        btn = (parent or self.w).findChild(QPushButton, name)
        assert btn is not None, name
        assert btn.isVisible(), name
        return btn

    def press(self, name: str, parent=None) -> None:
        btn = self.button(name, parent)
        assert btn.isEnabled(), f"{name} is disabled: {btn.toolTip()}"
        self.qtbot.mouseClick(btn, Qt.MouseButton.LeftButton)

    def night(self, key: str, option: str, *seats: int) -> None:
        """Confirm the current night step ``key`` with ``option`` and ``seats``."""
        assert self.c.choices().current.key == key
        self.press(f"option_{option}", self.w.night_panel)
        for s in seats:
            self.seat(s)
        self.press("confirmStep", self.w.night_panel)
        assert self.c.last_error == ""
        assert key in self.c.state.choices

    def type_count(self, seat: int, text: str, box: str = "count") -> None:
        """Type ``text`` into the vote count of ``seat`` (``box``: count / exit_count)."""
        QApplication.processEvents()
        edit = self.w.findChild(QLineEdit, f"{box}_{seat}")
        assert edit is not None and edit.isVisible()
        edit.clear()
        edit.setFocus()
        for ch in text:
            if ch.isascii():
                self.qtbot.keyClicks(edit, ch)
            else:  # QTest.keyClicks knows ASCII only: send the key events ourselves
                for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                    QApplication.sendEvent(edit, QKeyEvent(kind, ord(ch),
                                                           Qt.KeyboardModifier.NoModifier, ch))

    def tooltip(self, seat: int) -> str:
        ring = self.w.ring
        pos = ring.seat_center(seat)
        ev = QHelpEvent(QEvent.Type.ToolTip, pos, ring.mapToGlobal(pos))
        QApplication.sendEvent(ring, ev)
        return QToolTip.text()

    def undo_key(self) -> None:
        """Ctrl+Z (QKeySequence.Undo) on the active window."""
        self.w.activateWindow()
        self.qtbot.waitUntil(lambda: QApplication.activeWindow() is self.w, timeout=2000)
        self.qtbot.keyClick(self.w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)

    def row(self, key: str):
        return next(r for r in self.w.night_panel.rows if r.key == key)




def new_game_twice(monkeypatch, window: MainWindow, first, second) -> None:
    """Open the New game dialog from ``window`` twice, each time run by a script instead of
    its own event loop (``first(dialog)``, then ``second(dialog)``, each returning the
    dialog's result): what the first closed with, the second opens with."""
    from narrator_app.ui.new_game_dialog import NewGameDialog

    opened: list[NewGameDialog] = []
    scripts = [first, second]
    monkeypatch.setattr(NewGameDialog, "exec",
                        lambda self: (opened.append(self), scripts[len(opened) - 1](self))[1])
    window.new_game()
    window.new_game()
    assert len(opened) == 2


def shown_lines(label: QLabel, width: int | None = None) -> list[str]:
    """The lines of what ``label`` shows, broken at its width (or ``width`` px) as a
    word-wrapped label breaks them (what Qt shows: ``QLabel.text``, not an ``ItemsLabel``'s
    text as set); a rich text's lines without its tags (:func:`_rich_lines`)."""
    text = QLabel.text(label)
    at = label.contentsRect().width() if width is None else width
    if label.textFormat() == Qt.TextFormat.RichText:
        return _rich_lines(label, text, at)
    layout = QTextLayout(text, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    option.setTextDirection(label.layoutDirection())
    layout.setTextOption(option)
    layout.beginLayout()
    out = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(at)
        out.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return out


def _rich_lines(label: QLabel, html: str, width: int) -> list[str]:
    """The lines of the rich text ``html`` as ``label`` lays it out at ``width`` px (a
    document without margins, as a QLabel lays its rich text out), each its plain text."""
    doc = QTextDocument()
    doc.setDefaultFont(label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    option.setTextDirection(label.layoutDirection())
    doc.setDefaultTextOption(option)
    doc.setDocumentMargin(0)
    doc.setHtml(html)
    doc.setTextWidth(width)
    doc.size()  # laid out whole now (a document lays itself out lazily)
    out = []
    block = doc.begin()
    while block.isValid():
        layout, text = block.layout(), block.text()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            out.append(text[line.textStart():line.textStart() + line.textLength()])
        block = block.next()
    return out


def ring_of_18(qtbot, qapp, lang: str, theme: str,
               seats: dict[int, tuple[str, list[str]]]):
    """A shown :class:`~narrator_app.ui.seat_ring.SeatRing` of 18 plain citizens as an 18-seat
    desk lays it at 1280×720 (530×559 px), in ``lang`` ("fa"/"en") and the ring colours of
    ``theme`` ("normal"/"contrast"); ``seats``: seat (from 1) → (status, tokens) where it is
    not ("alive", [])."""
    from narrator_app.ui.app import apply_language
    from narrator_app.ui.seat_ring import SeatRing, SeatView

    apply_language(qapp, lang)
    qapp.setProperty("ravi_theme", theme)
    ring = SeatRing()
    qtbot.addWidget(ring)
    ring.set_language(lang)
    ring.resize(530, 559)  # the ring of an 18-seat desk at 1280×720
    role = "شهروند ساده" if lang == "fa" else "Plain citizen"
    ring.set_seats([SeatView(s, "", role, *seats.get(s, ("alive", []))) for s in range(1, 19)])
    ring.show()
    qtbot.waitExposed(ring)
    QApplication.processEvents()
    return ring
