"""Last-move cards in the window: the draw (random or the physical card), the big card, the
choice by seat clicks, the announcement, undo, and the win check that waits for the card.

Reference deal, seats 1..11: godfather, saul_goodman, matador, dr_watson, leon, citizen_kane,
constantine, plain_citizen ×3, nostradamus. Cards are ON (the scenario's default).
"""

from __future__ import annotations

import pytest

from narrator_app.engine import Setup
from narrator_app.engine.scenario import load_cards
from narrator_app.messages import announcement_lines, refusal_text
from narrator_app.ui import card_panel as card_module
from narrator_app.ui.texts import fill, seat_short, tr

NAMES = ("Ali", "Sara", "Reza", "مریم", "Leon", "Kaveh", "Nima", "Omid", "Pari", "Hadi",
         "Nasim")
REFERENCE = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


def start_day_one(c) -> None:
    """A game with the scenario's default house rules (cards on), up to Day 1."""
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {}), REFERENCE)
    assert c.state.rules["cards_enabled"] is True
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    assert c.end_phase()
    assert c.state.phase == "day" and c.state.number == 1


def vote_out(t, seat: int) -> None:
    """Nominate ``seat`` by a click on the ring, type the votes, confirm both rounds."""
    t.seat(seat)
    t.type_count(seat, "۷")
    t.press("confirmVotes")
    t.type_count(seat, "7", box="exit_count")
    t.press("confirmExitVotes")
    assert t.c.last_error == ""


def test_whole_day_with_a_random_card_and_the_win_after_it(qtbot, window, controller, table,
                                                           monkeypatch):
    c, t, panel = controller, table, window.day_panel.card_panel
    start_day_one(c)
    # Days 1 and 2 through the controller: the Godfather and Saul leave by the vote
    for seat, card in ((1, {"draw": "identity_reveal"}),
                       (2, {"draw": "handcuffs", "handcuff": 8})):
        assert c.step("votes", {seat: 7}) and c.step("exit_votes", {seat: 7})
        assert c.step("card", card)
        assert c.end_phase() and c.end_phase()  # the day, then a quiet night
    assert c.state.phase == "day" and c.state.number == 3
    assert not panel.isVisible()

    # Day 3, by hand: the Matador, the last mafia, is voted out
    vote_out(t, 3)
    assert c.choices().current.key == "card"
    assert c.state.winner is None  # the win check waits for the card
    assert not window.winner_banner.isVisible()
    assert not t.w.day_panel.end_button.isEnabled()
    assert panel.isVisible()
    assert panel.header.text() == fill(tr("Last-move card: %1 draws one before leaving."),
                                       seat_short(3, NAMES))
    # the deck, less the two cards drawn: only those buttons are offered
    cards = load_cards()
    offered = ["silence_of_the_lambs", "face_off", "beautiful_mind"]
    for cid in ("handcuffs", "identity_reveal"):
        assert not panel.card_buttons[cid].isVisible()
    for cid in offered:
        assert t.button(f"card_{cid}").text() == cards[cid].name.fa

    seen = []

    def fake_choice(names):
        seen.append(list(names))
        return "silence_of_the_lambs"

    monkeypatch.setattr(card_module.secrets, "choice", fake_choice)
    t.press("drawCard")
    assert seen == [offered]
    # the draw is recorded first, on its own
    assert c.state.choices["card"] == {"draw": "silence_of_the_lambs"}
    assert c.game.actions[-1].value == {"draw": "silence_of_the_lambs"}
    assert not panel.draw_box.isVisible()
    assert panel.card_name.text() == "سکوت بره‌ها"
    assert cards["silence_of_the_lambs"].effect.fa in panel.card_effect.text()
    assert c.state.winner is None

    # the leaver cannot silence himself: refused with the engine's sentence, not picked
    t.seat(3)
    exc = c.choices().current.options[0].targets[3]
    assert c.last_error == "" and window.statusBar().currentMessage() == c.refusal(exc)
    assert "خود" in refusal_text(exc, c.scenario, list(NAMES), "fa")
    assert window.ring.picked() == []
    assert not t.button("confirmCard").isEnabled()
    t.seat(4)
    assert not t.button("confirmCard").isEnabled()  # two players to silence
    t.seat(6)
    t.seat(6)  # a second click un-picks
    t.seat(5)
    assert window.ring.picked() == [4, 5]
    t.press("confirmCard")
    assert c.last_error == ""
    assert c.state.choices["card"] == {"draw": "silence_of_the_lambs", "silence": [4, 5]}

    # the table hears who is silenced; then the win check: the city has won
    want = announcement_lines(["silenced:4", "silenced:5"], c.scenario,
                              [p.role for p in c.state.players], list(NAMES), c.state.rules,
                              "fa", after_night=False)
    assert panel.lines == want and len(want) == 2
    assert all(line in panel.result.text() for line in want)
    assert c.state.winner == "city"
    assert window.winner_banner.isVisible()
    assert not panel.card_buttons["face_off"].isVisible()


def test_physical_face_off_card_then_undo(qtbot, window, controller, table):
    c, t, panel = controller, table, window.day_panel.card_panel
    start_day_one(c)
    vote_out(t, 9)
    assert panel.isVisible()
    # every card is in the deck on Day 1; the narrator records the one the player drew
    for cid in load_cards():
        assert t.button(f"card_{cid}").isVisible()
    t.press("card_face_off")
    assert c.state.choices["card"] == {"draw": "face_off"}
    assert panel.card_name.text() == load_cards()["face_off"].name.fa
    assert panel.hint.isVisible()
    t.seat(4)
    t.seat(7)  # one seat only: the second click moves the choice
    assert window.ring.picked() == [7]
    t.press("confirmCard")
    assert c.state.player(7).role == "plain_citizen"
    assert c.state.player(9).role == "constantine"
    # a secret swap: nothing to read aloud, the narrator sees who holds the card now
    assert panel.lines == []
    assert panel.private.isVisible()
    assert seat_short(7, NAMES) in panel.private.text()

    # undo takes back the choice, then the draw
    t.undo_key()
    assert c.state.choices["card"] == {"draw": "face_off"}
    assert t.button("confirmCard").isVisible()
    assert c.state.player(7).role == "constantine"
    t.undo_key()
    assert "card" not in c.state.choices
    assert t.button("drawCard").isVisible()


def test_identity_reveal_needs_no_choice_and_is_announced(qtbot, window, controller, table):
    c, t, panel = controller, table, window.day_panel.card_panel
    start_day_one(c)
    vote_out(t, 10)
    t.press("card_identity_reveal")
    # nothing to choose: the draw alone resolves the card (the engine says the step is done)
    assert not panel.confirm_button.isVisible()
    assert panel.card_name.isVisible()
    assert c.state.choices["card"] == {"draw": "identity_reveal"}
    assert c.state.player(10).role_public
    want = announcement_lines(["role_shown:10"], c.scenario, [p.role for p in c.state.players],
                              list(NAMES), c.state.rules, "fa", after_night=False)
    assert panel.lines == want
    assert "شهروند" in want[0]
    assert window.day_panel.end_button.isEnabled()
    t.press("endDay")
    assert c.state.phase == "night"
    assert not panel.isVisible()
