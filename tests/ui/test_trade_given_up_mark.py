"""Bazpors' trade gives up a teammate (club_scenarios 3.11): the checklist names him
(«فدا»), and the ring marks his seat like any other night mark, in both languages; the
players' display says nothing of it before the morning (a narrator's trial: the seat the
trade sacrificed showed nothing). Namayande's mine toll gives up a member the same way."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup, ring_tokens, tokens_tonight
from narrator_app.engine.tokens import token_text
from narrator_app.ui.public_window import PublicWindow

DEAL = ["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher",
        "invulnerable", "interrogator", "plain_citizen", "plain_citizen"]
NAMES = ("علی", "سارا", "رضا", "مریم", "کاوه", "نیما", "امید", "زهرا", "سیما", "بهار")


def traded(c) -> None:
    assert c.new_game(Setup("bazpors", NAMES, {}), DEAL)
    while c.state.phase != "night":
        assert c.end_phase(), c.last_error
    assert c.step("mafia", {"trade": {"sacrifice": 3, "recruit": 9}}), c.last_error
    QApplication.processEvents()


def test_the_seat_the_trade_gives_up_is_marked_on_the_ring(window, qtbot):
    c = window.c
    traded(c)
    assert ring_tokens(c.state)[3][0] == "sacrificed"
    assert "sacrificed" not in tokens_tonight(c.state).get(3, [])  # the engine's: unchanged
    assert "فدا" in window.ring.seat_texts(3), window.ring.seat_texts(3)
    assert "فدا" not in window.ring.seat_texts(9)  # the recruit: his own mark
    pw = PublicWindow(c)
    qtbot.addWidget(pw)
    pw.show()
    shown = " ".join(pw.shown_texts())
    assert "فدا" not in shown and token_text("sacrificed", "en") not in shown, shown
    assert c.end_phase(), c.last_error  # the morning: a day has no night mark
    QApplication.processEvents()
    assert "فدا" not in window.ring.seat_texts(3)


def test_the_mark_in_english(en_window):
    c = en_window.c
    traded(c)
    texts = en_window.ring.seat_texts(3)
    assert "sacrificed" in texts and "فدا" not in texts, texts


def test_the_replay_marks_it_too(qtbot, controller):
    from narrator_app.ui.replay_window import ReplayWindow

    traded(controller)
    w = ReplayWindow(controller.game, "fa")
    qtbot.addWidget(w)
    w.last()
    assert "فدا" in w.ring.seat_texts(3), w.ring.seat_texts(3)
