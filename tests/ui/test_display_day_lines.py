"""The players' display says what the narrator told the whole table by day (a narrator's
trial, Godfather–Sherlock Holmes and Namayande, 1366×768): the exit by the vote, the role
the identity-reveal card told (rules_spec 4.3), the representatives the table elected; in
English the lawyer's client reads «(Lawyer's client)». Nothing secret: the display's leak
check (``test_public_window.leaks``) holds, and still finds a role named anywhere else
(X100-8)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_public_window import leaks

from narrator_app.engine import PublicView, Setup, load_scenario
from narrator_app.messages import ANNOUNCE, digits, player_label
from narrator_app.ui.public_window import PublicWindow

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

REFERENCE = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
NAMES = ("Ali", "Sara", "Reza", "مریم", "Leon", "Kaveh", "Nima", "Omid", "Pari", "Hadi",
         "Nasim")
NAMAYANDE = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer",
             "plain_citizen", "plain_citizen"]


def _day_one(c, lang: str) -> None:
    c.lang = lang
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {}), REFERENCE), c.last_error
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}) and c.end_phase()
    assert c.state.phase == "day"


def _display(qtbot, c) -> PublicWindow:
    pw = PublicWindow(c)
    qtbot.addWidget(pw)
    pw.show()
    qtbot.waitExposed(pw)
    QApplication.processEvents()
    return pw


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_display_says_the_card_s_reveal_and_the_vote_s_exit(qtbot, controller, lang):
    c = controller
    _day_one(c, lang)
    pw = _display(qtbot, c)
    assert c.step("votes", {8: 6}) and c.step("exit_votes", {8: 6})
    left = ANNOUNCE[lang]["left"].format(name=player_label(NAMES, 8, lang))
    assert left not in pw.announce.text()  # the card comes first: he has not left yet
    assert c.step("card", {"draw": "identity_reveal"}), c.last_error
    role = getattr(load_scenario("godfather_nostradamus").role("plain_citizen").name, lang)
    told = ANNOUNCE[lang]["role_shown"].format(name=player_label(NAMES, 8, lang), role=role)
    lines = pw.announce.text().split("\n")
    assert [line.lstrip("\u200e\u200f") for line in lines][-2:] == [told, left]
    assert pw.announce.isVisibleTo(pw)
    assert leaks(pw, c) == []
    # the leak check still finds the same role anywhere else on the display
    pw.announce.setText(pw.announce.text() + "\n" + role)
    assert leaks(pw, c)


def test_a_role_the_vote_shows_stays_the_narrator_s(qtbot, controller):
    """Jack voted out stays and his role is shown (S2:L62): the display says nothing of it
    (TR3, CF70-5), and he is still in the game."""
    from narrator_app.engine.simulate import random_game

    game = random_game("godfather_jack_sparrow", 11, 7, house_rules={"cards_enabled": True},
                       max_actions=200)
    c = controller
    assert c.new_game(game.setup, list(game.actions[0].value)), c.last_error
    for a in game.actions[1:40]:
        assert (c.step(a.key, a.value) if a.kind == "step" else c.end_phase()), c.last_error
    st = c.state
    shown = [t for r in st.records if r.phase == "day" and r.number == st.number
             for t in r.announce if t.startswith("role_shown")]
    assert shown, "the seed's day 2 shows Jack by the vote"
    pw = _display(qtbot, c)
    seat = int(shown[0].split(":")[1])
    assert player_label(c.names, seat, c.lang) not in pw.announce.text()
    assert leaks(pw, c) == []


def test_the_display_names_the_representatives(qtbot, controller):
    c = controller
    assert c.new_game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11)), {}),
                      NAMAYANDE), c.last_error
    assert c.end_phase() and c.end_phase()
    pw = _display(qtbot, c)
    assert not pw.offices.isVisibleTo(pw)
    assert c.step("election", [8, 4]), c.last_error
    text = pw.offices.text()
    assert pw.offices.isVisibleTo(pw)
    assert f"نمایندهٔ {digits(1)}: \u2068P8\u2069" in text
    assert f"نمایندهٔ {digits(2)}: \u2068P4\u2069" in text
    assert leaks(pw, c) == []


def test_the_lawyer_s_client_reads_well_in_english(qtbot, controller):
    c = controller
    c.lang = "en"
    assert c.new_game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11)), {}),
                      NAMAYANDE), c.last_error
    pw = _display(qtbot, c)
    names = tuple(f"P{i}" for i in range(1, 11))
    pw.show_view(PublicView("day", 2, names, tuple(range(1, 11)), ("immune:3",)))
    lawyer = load_scenario("namayande").role("lawyer").name.en
    assert "(the client of" not in pw.announce.text()
    assert f"({lawyer}'s client)" in pw.announce.text()
