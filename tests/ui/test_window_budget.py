"""The window never grows past its screen (issue 23, a fresh narrator's trial of main).

At 1280×720 under a title bar the window grew to 713 px mid-game, its status bar — where
refusals are written — off the screen: the timer's least height grew with the speaking
order of 18 seats and a wrapped «(paused)», the day panel's with the defense. Here a game of
18 (Godfather–Nostradamus with its cards) is walked at 1280×720 and 1366×768 — offscreen,
the window fitted to that screen's available geometry as at its start — in both languages,
at the default look and at 14 pt in the dark theme, with the speaking timer paused on every
day: the intro day, the intro night, the first day, a night with tonight's tokens, a day
with a defense, a tied exit vote, the death lottery and a last-move card with targets, and
the game's end. At every phase the window keeps its size, its least size (what its panels
need) fits the screen less the frame, nothing in it is squeezed below its least size, and
the status bar is inside the window.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication
from test_table_legibility import SCRIPT

from narrator_app.engine import Setup, day_step_now

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

#: (screen width, screen height, language, "<font pt>-<theme>")
LOOKS = ((1280, 720, "fa", "11-light"), (1280, 720, "en", "14-dark"),
         (1280, 720, "fa", "14-dark"), (1366, 768, "en", "11-light"),
         (1366, 768, "fa", "14-dark"))


@pytest.fixture
def desk(qtbot, controller, request, monkeypatch):
    from PySide6.QtGui import QScreen

    from narrator_app.ui.app import apply_language
    from narrator_app.ui.main_window import MainWindow
    from narrator_app.ui.theme import apply_font_size, apply_theme

    width, height, lang, look = request.param
    app = QApplication.instance()
    old_pt = app.font().pointSize()
    apply_language(app, lang)
    pt, theme = look.split("-")
    apply_theme(app, theme)
    apply_font_size(app, int(pt))
    controller.lang = lang
    # the screen's available geometry (the window fits itself to it at its start, and
    # again once it is framed)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, width, height))
    w = MainWindow(controller)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    # the window manager's frame measured (offscreen draws one of its own): fitted again
    qtbot.waitUntil(lambda: w._fitted_frame == w._frame(), timeout=2000)
    QApplication.processEvents()
    # its least height must fit under a window manager's title bar too (the window's own
    # guess of a frame, larger than openbox's): the window is never squeezed there either
    yield w, height - max(w._frame()[1], w.FRAME_GUESS[1])
    apply_language(app, "fa")
    apply_theme(app, "light")
    apply_font_size(app, old_pt)


def check(w, budget: int, size: tuple[int, int], what: str) -> None:
    for _ in range(3):  # the layout settles (its requests are posted)
        QApplication.processEvents()
    assert (w.width(), w.height()) == size, (what, w.height(), w.minimumSizeHint().height())
    need = w.minimumSizeHint().height()
    assert need <= budget, (what, need, budget)
    desk = w.centralWidget()
    assert desk.height() >= desk.minimumSizeHint().height(), (what, desk.height())
    for col in (w.splitter.widget(i) for i in range(w.splitter.count())):
        assert col.height() >= col.minimumSizeHint().height(), (what, col.objectName())
    bar = w.statusBar()
    assert bar.isVisible()
    assert bar.mapTo(w, QPoint(0, bar.height())).y() <= w.height(), what


def paused_round(w, kind: str = "talk") -> None:
    """The day's speaking round started and paused («(paused)» on the speaker line)."""
    timer = w.timer_panel
    assert timer.start_round(kind) is not None, kind
    timer.toggle()
    timer.toggle()
    assert "(" in timer.speaker_label.text()


@pytest.mark.parametrize("desk", LOOKS, indirect=True,
                         ids=[f"{a}x{b}-{lang}-{look}" for a, b, lang, look in LOOKS])
def test_a_game_of_18_never_grows_the_window_past_its_screen(qtbot, desk):
    from narrator_app.engine.simulate import random_game

    w, budget = desk
    c = w.c
    size = (w.width(), w.height())
    screen = w.screen().availableGeometry()
    assert w.frameGeometry().bottom() <= screen.bottom()
    lang = c.lang
    roles = SCRIPT.deal("godfather_nostradamus", 18)
    seat = {r: i + 1 for i, r in reversed(list(enumerate(roles)))}
    plain = [i + 1 for i, r in enumerate(roles) if r == "plain_citizen"]
    assert c.new_game(Setup("godfather_nostradamus", SCRIPT.NAMES[lang][:18],
                            {"cards_enabled": True}), roles)
    w.refresh()
    paused_round(w)
    check(w, budget, size, "intro day")
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, plain[0], plain[1]], "side": "city"})
    check(w, budget, size, "intro night")
    assert c.end_phase()
    paused_round(w)
    check(w, budget, size, "day 1")
    assert c.end_phase()
    for key, value in (("mafia", {"shot": plain[0]}), ("matador", {"block": seat["dr_watson"]}),
                       ("dr_watson", {"save": plain[0]}), ("leon", {"shoot": plain[0]}),
                       ("citizen_kane", {"inquire": seat["saul_goodman"]}),
                       ("constantine", {})):
        assert c.step(key, value), (key, c.last_error)
    check(w, budget, size, "night 1 with tokens")
    assert c.end_phase()
    paused_round(w)
    check(w, budget, size, "day 2, talk paused")
    timer = w.timer_panel
    longest = max(range(2, 19), key=lambda s: len(c.names[s - 1]))
    timer.challenger_combo.setCurrentIndex(timer.challenger_combo.findData(longest))
    timer.challenge()  # the longest name's challenge in the first speaker's turn
    assert c.names[longest - 1] in timer.speaker_label.text()
    check(w, budget, size, "day 2, a challenge")
    timer.challenge()
    a, b = plain[-1], plain[-2]
    present = len([p for p in c.state.players if p.status == "alive"])
    assert c.step("votes", {a: present // 2 + 1, b: present // 2 + 1}), c.last_error
    paused_round(w, "defense")
    check(w, budget, size, "defense, paused")
    assert c.step("exit_votes", {a: 4, b: 4}), c.last_error
    check(w, budget, size, "the death lottery")
    assert c.step("lottery", a), c.last_error
    assert day_step_now(c.state) == "card"
    w.day_panel.card_panel.setFocus()
    check(w, budget, size, "the last-move card")
    c.game = random_game("godfather_nostradamus", 18, 5)
    assert c.state.winner is not None
    w.refresh()
    check(w, budget, size, "the game's end")
