"""Each exit is said once on the players' display and in the narrator's announcement: a
war gun's sentence says «… leaves the game» only when no line of its own says the exit.
Takavar's war hit announces the side (club_scenarios 2.6): «The gun fired at Ali was a war
gun.» then «Ali has left the game; the side was mafia.», not «… Ali leaves the game.» and
then «Ali has left the game; …» (CF80-57 said it twice). Capo's gun that ends the game:
the display reads the game's last exit (TR3) once. Zodiac's war gun (no side shown) keeps
«… leaves the game.», its only word of the exit. Nothing secret reaches the display.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication
from test_public_window import leaks

from narrator_app.engine import Setup, load_scenario
from narrator_app.engine.simulate import random_deal, random_value
from narrator_app.messages import ANNOUNCE, player_label

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

#: The sentences that say a seat's exit.
EXIT_KEYS = ("gun_war_at", "left", "side_shown_mafia", "side_shown_city",
             "side_shown_independent", "withdrew", "slaughtered")


def exits_said(text: str, names, seat: int, lang: str) -> int:
    """How many of ``text``'s lines say ``seat``'s exit."""
    t = ANNOUNCE[lang]
    said = {t[k].format(name=player_label(names, seat, lang), boss="", guesser="")
            for k in EXIT_KEYS}
    return sum(line.lstrip("\u200f\u200e") in said for line in text.split("\n"))


def display(qtbot, c):
    from narrator_app.ui.public_window import PublicWindow

    pw = PublicWindow(c)
    qtbot.addWidget(pw)
    pw.show()
    qtbot.waitExposed(pw)
    QApplication.processEvents()
    return pw


TAKAVAR = ["mafia_boss", "nato", "hostage_taker", "simple_mafia", "detective", "doctor",
           "commando", "guard", "gunner", "plain_citizen", "plain_citizen", "plain_citizen"]
CAPO = ["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
        "heir", "plain_citizen", "plain_citizen"]


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_takavar_s_war_hit_says_the_exit_once_with_its_side(qtbot, controller, lang):
    from desk_driver import desk_in

    from narrator_app.ui.app import apply_language

    c = controller
    w = desk_in(qtbot, c, lang)
    try:
        names = tuple(f"P{i}" for i in range(1, 13))
        assert c.new_game(Setup("takavar", names, {}), TAKAVAR), c.last_error
        for _ in range(3):
            assert c.end_phase(), c.last_error
        assert c.step("gunner", {"give": {10: "war"}}) and c.end_phase(), c.last_error
        assert c.step("guns", [{"shooter": 10, "target": 4}]), c.last_error
        QApplication.processEvents()
        t = ANNOUNCE[lang]
        p4 = player_label(names, 4, lang)
        said = w.day_panel.extras.announce.text()
        pw = display(qtbot, c)
        for text in (said, pw.announce.text()):
            assert exits_said(text, names, 4, lang) == 1, text
            assert text.index(t["gun_war_kept_at"].format(name=p4)) < text.index(
                t["side_shown_mafia"].format(name=p4)), text
        assert leaks(pw, c) == []
    finally:
        apply_language(QApplication.instance(), "fa")


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_capo_s_gun_that_ends_the_game_says_the_exit_once(qtbot, controller, lang):
    """Three citizens leave the table, then the real bullet takes a fourth: the mafia has
    parity by day, and the display reads what ended the game (TR3) with the exit once."""
    c = controller
    c.lang = lang
    names = tuple(f"P{i}" for i in range(1, 11))
    assert c.new_game(Setup("capo", names, {}), CAPO), c.last_error
    assert c.step("heir", {"heir_of": 1}) and c.end_phase(), c.last_error
    assert c.step("withdraw", [8, 9, 10]), c.last_error
    assert c.step("capo_gun", {"trustee": 4, "suspects": [5, 6], "real": 6}), c.last_error
    assert c.state.winner == "mafia"
    pw = display(qtbot, c)
    text = pw.announce.text()
    assert exits_said(text, names, 6, lang) == 1, text
    assert ANNOUNCE[lang]["gun_war_kept_at"].format(name=player_label(names, 6, lang)) in text
    assert leaks(pw, c) == []


@pytest.mark.parametrize(("scenario", "seed"), [("takavar", 3), ("takavar", 8),
                                                ("zodiac", 1), ("capo", 2)])
def test_no_exit_is_said_twice_in_random_games(qtbot, controller, scenario, seed):
    """Random 12-seat games with the display open: at every state no seat's exit is said
    twice on it, and nothing secret is."""
    from test_takavar_day_guns_read import fire_every_gun, hand_out

    c = controller
    rng = random.Random(seed)
    names = tuple(f"P{i}" for i in range(1, 13))
    deal = random_deal(load_scenario(scenario), 12, rng)
    assert c.new_game(Setup(scenario, names, {}), deal), c.last_error
    pw = display(qtbot, c)
    for _ in range(400):
        st = c.state
        if st.winner is not None:
            break
        if st.phase == "night" and "gunner" not in st.choices and any(
                s.key == "gunner" for s in c.choices().steps):
            hand_out(c, rng)
        if c.state.phase == "day" and "guns" not in c.state.choices:
            fire_every_gun(c, rng)
        QApplication.processEvents()
        text = pw.announce.text()
        for seat in range(1, 13):
            assert exits_said(text, names, seat, c.lang) <= 1, text
        assert leaks(pw, c) == []
        choice = random_value(c.game, rng)
        if choice is None:
            c.end_phase()
        else:
            c.step(*choice)
