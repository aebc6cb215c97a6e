"""Takavar's day guns read with the seat each was fired at (club_scenarios 2.6; FB5,
CF80-45): the players' display and the narrator's announcement read «The gun fired at Sara
was a blank.» / «The gun fired at Ali was a war gun.» then «Ali has left the game; the side
was mafia.» (the exit said once), as for Capo's gun, not the bare «Blank.» / «War.» of
before; a war gun the guard's armour stops reads
«… was a war gun.» (he stays: 2.6, TK10). The log keeps each shot, shooter and target.
Nothing secret reaches the display: no role, not the gunner, not the holders' guns.
Deal (seats 1..12): mafia_boss, nato, hostage_taker, simple_mafia, detective, doctor,
commando, guard, gunner, plain_citizen ×3.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_public_window import leaks

from narrator_app.engine import Setup, load_scenario, public_view
from narrator_app.messages import ANNOUNCE, player_label
from narrator_app.ui.texts import describe_choice

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

DEAL = ["mafia_boss", "nato", "hostage_taker", "simple_mafia", "detective", "doctor",
        "commando", "guard", "gunner", "plain_citizen", "plain_citizen", "plain_citizen"]
NAMES = ("Ali", "Sara", "رضا", "Maryam", "Kaveh", "Nima", "Omid", "Pari", "Hadi", "Nasim",
         "Taha", "")  # seat 12 unnamed: read by his seat


@pytest.fixture(params=["fa", "en"])
def desk(request, qapp, qtbot, controller):
    """The real main window in ``fa`` or ``en`` at 1280×696 (1280×720 under a title bar)."""
    from desk_driver import desk_in

    from narrator_app.ui.app import apply_language

    yield desk_in(qtbot, controller, request.param)
    apply_language(qapp, "fa")


def to_day_two(c, guns: dict[int, str]) -> dict:
    """A 12-seat game to night 1, where the gunner (seat 9) hands out ``guns``; then day 2.
    Returns the gunner's night choice (a secret)."""
    assert c.new_game(Setup("takavar", NAMES, {}), DEAL), c.last_error
    for _ in range(3):  # intro day, intro night, day 1
        assert c.end_phase(), c.last_error
    assert (c.state.phase, c.state.number) == ("night", 1)
    assert c.step("gunner", {"give": guns}), c.last_error
    given = dict(c.state.choices["gunner"])
    assert c.end_phase(), c.last_error
    assert (c.state.phase, c.state.number) == ("day", 2)
    return given


def public_display(qtbot, c):
    from narrator_app.ui.public_window import PublicWindow

    pw = PublicWindow(c)
    qtbot.addWidget(pw)
    pw.show()
    qtbot.waitExposed(pw)
    QApplication.processEvents()
    return pw


def logged(w, c) -> str:
    return "\n".join(w.log_panel.model.line_text(line) for line in c.state.log)


def no_secret(pw, c, text: str, given: dict) -> None:
    """Nothing secret on the display: no role's name, no gun holder who has not fired, not
    the gunner (seat 9), not last night's choice as the desk describes it."""
    assert leaks(pw, c) == []
    scen = load_scenario("takavar")
    for rid in set(DEAL):
        assert getattr(scen.role(rid).name, c.lang) not in text, rid
    assert player_label(NAMES, 9, c.lang) not in text  # the gunner
    assert describe_choice("gunner", given, scen, c.names, c.lang) not in text


def test_a_blank_and_a_war_gun_name_their_targets(qtbot, controller, desk):
    c, w = controller, desk
    lang = c.lang
    given = to_day_two(c, {9: "blank", 10: "war"})
    # the gunner's blank at Sara (NATO), then seat 10's war gun at Ali (the boss)
    assert c.step("guns", [{"shooter": 9, "target": 2}, {"shooter": 10, "target": 1}]), \
        c.last_error
    QApplication.processEvents()
    assert not c.state.player(1).alive and c.state.player(2).alive
    t = ANNOUNCE[lang]
    sara, ali = player_label(NAMES, 2, lang), player_label(NAMES, 1, lang)
    blank = t["gun_blank_at"].format(name=sara)
    war = t["gun_war_kept_at"].format(name=ali)  # his exit is the side's line: said once
    side = t["side_shown_mafia"].format(name=ali)
    twice = t["gun_war_at"].format(name=ali)

    # the narrator's announcement: the two shots, in order, then the side shown
    said = w.day_panel.extras.announce.text()
    assert said.index(blank) < said.index(war) < said.index(side), said
    assert twice not in said
    assert t["gun_war"] not in said.split("\n") and t["gun_blank"] not in said

    # the players' display: the same sentences, nothing secret
    pw = public_display(qtbot, c)
    shown = pw.announce.text()
    assert shown.index(blank) < shown.index(war) < shown.index(side), shown
    assert twice not in shown
    assert public_view(c.state).facts["gun_shots"] == [2, 1]
    for seat in (9, 10):  # the holders are not what the lines are about
        assert player_label(NAMES, seat, lang) not in shown
    no_secret(pw, c, shown, given)

    # the log: each shot, shooter and target, war or blank
    log = logged(w, c)
    for shooter, target in ((9, 2), (10, 1)):
        assert any(player_label(NAMES, shooter, lang) in line
                   and player_label(NAMES, target, lang) in line
                   for line in log.split("\n")), log


def test_a_war_gun_on_the_guard_breaks_his_armour_he_stays(qtbot, controller, desk):
    """The guard's armour stops a war gun (club_scenarios 2.6, TK10): the war gun is read
    with his name, but not «leaves the game»; then a blank at the unnamed seat 12."""
    c, w = controller, desk
    lang = c.lang
    given = to_day_two(c, {9: "blank", 11: "war"})
    assert c.step("guns", [{"shooter": 9, "target": 12}, {"shooter": 11, "target": 8}]), \
        c.last_error
    QApplication.processEvents()
    assert c.state.player(8).alive
    t = ANNOUNCE[lang]
    unnamed, guard = player_label(NAMES, 12, lang), player_label(NAMES, 8, lang)
    blank = t["gun_blank_at"].format(name=unnamed)
    war = t["gun_war_kept_at"].format(name=guard)
    said = w.day_panel.extras.announce.text()
    assert said.index(blank) < said.index(war), said
    assert t["gun_war_at"].format(name=guard) not in said
    pw = public_display(qtbot, c)
    shown = pw.announce.text()
    assert shown.index(blank) < shown.index(war), shown
    assert t["gun_war_at"].format(name=guard) not in shown
    no_secret(pw, c, shown, given)  # the guard's role is the narrator's to say, not here



def gun_lines(text: str, lang: str) -> list[tuple[str, str]]:
    """The display's gun sentences as (template key, the name read), bare calls too."""
    import re

    t, out = ANNOUNCE[lang], []
    for line in text.split("\n"):
        line = line.lstrip("\u200f\u200e")
        for key in ("gun_war_at", "gun_blank_at", "gun_war_kept_at"):
            pattern = re.escape(t[key]).replace(re.escape("{name}"), "(.+?)")
            m = re.fullmatch(pattern, line)
            if m:
                out.append((key, m.group(1)))
                break
        else:
            if line in (t["gun_war"], t["gun_blank"]):
                out.append(("bare", line))
    return out


def fire_every_gun(c, rng) -> None:
    """Today's guns, each holder's in turn, at a random player still in the game."""
    for _ in range(len(c.names)):
        step = next((s for s in c.choices().steps if s.key == "guns"), None)
        if step is None or not step.seats or c.state.winner is not None:
            return
        shooter = step.seats[0]
        targets = [s for s in c.state.alive_seats() if s != shooter]
        shots = list(c.state.choices.get("guns", []))
        if not c.step("guns", shots + [{"shooter": shooter, "target": rng.choice(targets)}]):
            return


def hand_out(c, rng) -> None:
    """The gunner's hand-out tonight: a war and a blank gun to two others, else a blank
    one (no war gun left), else nothing (refused: he may be out, held, blocked)."""
    st = c.state
    others = [s for s in st.alive_seats() if st.player(s).role != "gunner"]
    if len(others) < 2:
        return
    a, b = rng.sample(others, 2)
    for give in ({a: "war", b: "blank"}, {a: "blank"}):
        if c.step("gunner", {"give": give}):
            return


@pytest.mark.parametrize(("scenario", "seed"), [("takavar", s) for s in range(1, 6)]
                         + [("zodiac", s) for s in range(2)])
def test_no_secret_in_the_gun_sentences_of_random_games(qtbot, controller, scenario, seed):
    """Random 12-seat games with every gun handed out fired by day, the display open: at
    every state no secret on it (the leak check), each gun sentence names a seat a gun was
    fired at today (never a holder who was not), no bare «War.»/«Blank.»; last night's
    hand-out (who holds which gun) never on it by day."""
    import random

    from narrator_app.engine.simulate import random_deal, random_value

    c = controller
    rng = random.Random(seed)
    names = tuple(f"P{i}" for i in range(1, 13))
    deal = random_deal(load_scenario(scenario), 12, rng)
    assert c.new_game(Setup(scenario, names, {}), deal), c.last_error
    pw = public_display(qtbot, c)
    handed: list[str] = []
    seen = 0
    for _ in range(400):
        st = c.state
        if st.winner is not None:
            break
        if st.phase == "night" and "gunner" not in st.choices and any(
                s.key == "gunner" for s in c.choices().steps):
            hand_out(c, rng)
            st = c.state
        if st.phase == "night" and st.choices.get("gunner"):
            handed = [describe_choice("gunner", st.choices["gunner"], c.scenario, c.names,
                                      c.lang)]
        if st.phase == "day" and "guns" not in st.choices:
            fire_every_gun(c, rng)
            st = c.state
        QApplication.processEvents()
        assert leaks(pw, c) == []
        text = pw.announce.text()
        if st.phase == "day":
            fired_at = {player_label(names, line.data["target"], c.lang) for line in st.log
                        if (line.phase, line.number, line.kind) == ("day", st.number, "gun")}
            read = gun_lines(text, c.lang)
            assert all(key != "bare" for key, _ in read), text
            assert {name for _, name in read} <= fired_at, text
            seen += len(read)
            for h in handed:
                assert h not in text
        choice = random_value(c.game, rng)
        if choice is None:
            c.end_phase()
        else:
            c.step(*choice)
    assert seen > 0  # the walk read gun sentences
