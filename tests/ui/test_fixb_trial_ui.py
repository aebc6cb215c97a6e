"""The fresh narrator's trial in the real window (fixb's items): the capo trackers."""

from __future__ import annotations

import re

from narrator_app.engine import Setup, flag_text
from narrator_app.ui.texts import tr

CAPO = ["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
        "heir", "plain_citizen", "plain_citizen"]


def _row(window, role_fa: str) -> str:
    return next(text for who, text in window.trackers.rows() if who.startswith(role_fa))


def test_the_capo_trackers_read_right_from_the_start(window, controller):
    """Item 9 (capo 6.6, 6.12): at the start the Don holds his antidote, the witch none (no line),
    the armoursmith's self-armour is there to use, and no counter shows a raw name; once the
    Don leaves by Capo's gun his antidote passes to the witch (C15)."""
    assert controller.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 11))), CAPO)
    held, spent = flag_text("antidote", True), flag_text("antidote", False)
    assert _row(window, "دن مافیا") == f"عضوگیری: {tr('available')}؛ پادزهر: {held}"
    # no antidote line until the Don's passes to her (CF80-34: it read «none left»)
    assert "پادزهر" not in _row(window, "جادوگر")
    assert _row(window, "زره‌ساز") == f"زره برای خود: {tr('available')}"
    for _who, text in window.trackers.rows():
        assert not re.search(r"[a-z]+_[a-z_]+", text), text
    assert controller.step("heir", {"heir_of": 9}) and controller.end_phase()
    assert controller.step("capo_gun", {"trustee": 9, "suspects": [1, 5], "real": 1})
    assert controller.state.view(1).status != "alive"
    assert _row(window, "دن مافیا").endswith(f"پادزهر: {spent}")
    assert _row(window, "جادوگر") == f"پادزهر: {held}"


def test_a_gun_handed_out_leaves_the_stock_on_the_trackers_before_end_night(window,
                                                                             controller):
    """Item 12 (club_scenarios 2.6, 9.5): once the gunner's step hands out the war gun,
    the trackers show the stock empty at once, not only after End night; taking the step
    back shows it full again."""
    from narrator_app.engine import load_scenario

    scen = load_scenario("takavar")
    deal = scen.size_table(10)
    assert controller.new_game(Setup("takavar", tuple(f"P{i}" for i in range(1, 11))), deal)
    gunner = deal.index("gunner") + 1
    name = scen.role("gunner").name.fa
    while controller.state.phase != "night":
        assert controller.end_phase(), controller.last_error
    assert _row(window, name) == "تفنگ جنگی در انبار: ۱"
    other = next(s for s in range(1, 11) if s != gunner)
    assert controller.step("gunner", {"give": {other: "war"}}), controller.last_error
    assert _row(window, name) == "تفنگ جنگی در انبار: ۰"
    assert controller.state.view(gunner).card.counters["war"] == 1  # the state: End night's


def test_the_mafia_call_no_longer_names_a_boss_who_has_left(window, controller):
    """Item 4 (club_scenarios 1.3): Negotiation, the boss voted out on day 1: the night's
    mafia row tells the narrator that the remaining members decide. The words said aloud
    stay the file's (CF50: changed words told the table the boss had left)."""
    from narrator_app.messages import mafia_call_text

    deal = ["mafia_boss", "negotiator", "simple_mafia", "doctor", "detective", "reporter",
            "sniper", "armoured", "plain_citizen", "plain_citizen"]
    assert controller.new_game(Setup("mozakere", tuple(f"P{i}" for i in range(1, 11))), deal)
    assert controller.end_phase() and controller.end_phase()
    assert controller.step("votes", {1: 6}) and controller.step("exit_votes", {1: 6})
    assert controller.end_phase() and controller.state.phase == "night"
    row = next(r for r in window.night_panel.rows if r.key == "mafia")
    filed = next(d for d in controller.scenario.night if d.key == "mafia").say.fa
    assert row.say.text() == filed  # the narrator is told apart (CF57)
    assert mafia_call_text("boss_out", "fa") in row.note.text()


def test_the_doctor_names_two_players_on_the_first_nights(window, table, controller):
    """Item 6 (club_scenarios 5.6, the doctor: two a night on nights 1-3): on night 1 two
    clicks on the ring name two players, the second does not replace the first."""
    deal = ["mafia_boss", "negotiator", "simple_mafia", "doctor", "detective", "reporter",
            "sniper", "armoured", "plain_citizen", "plain_citizen"]
    assert controller.new_game(Setup("mozakere", tuple(f"P{i}" for i in range(1, 11))), deal)
    assert controller.end_phase() and controller.end_phase()
    assert controller.step("votes", {3: 6}) and controller.step("exit_votes", {3: 6})
    assert controller.end_phase() and controller.state.phase == "night"
    table.night("mafia", "shot", 5)
    table.night("doctor", "save", 5, 7)
    assert controller.state.choices["doctor"] == {"save": [5, 7]}


def test_the_nato_guess_offers_city_roles_only(window, table, controller):
    """Item 13 (club_scenarios 2.6, 9.1 ``guessable = named_city_roles``): the role list of
    Takavar's NATO guess holds no mafia role (the engine refuses one anyway)."""
    from narrator_app.engine import load_scenario

    scen = load_scenario("takavar")
    deal = scen.size_table(10)
    assert controller.new_game(Setup("takavar", tuple(f"P{i}" for i in range(1, 11))), deal)
    while controller.state.phase != "night":
        assert controller.end_phase(), controller.last_error
    while controller.choices().current.key != "mafia":  # the guard wakes first (2.7)
        assert controller.step(controller.choices().current.key, {}), controller.last_error
    table.press("option_nato", window.night_panel)
    combo = window.night_panel.role_combo
    offered = [combo.itemData(i) for i in range(combo.count())]
    assert offered and all(scen.side_of(r) == "city" for r in offered), offered
    assert scen.roster.filler_city not in offered


def test_the_window_answers_a_reflected_detective_about_himself(window, table, controller):
    """Item 1 (capo 6.6, 6.7 step 3): the witch reflects the detective (seat 4); his
    inquiry about the executioner (seat 3) is answered «citizen» in his step's row."""
    assert controller.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 11))), CAPO)
    assert controller.step("heir", {"heir_of": 9}) and controller.end_phase()
    assert controller.step("capo_gun", {"trustee": 9, "suspects": [10, 5], "real": 10})
    assert controller.end_phase() and controller.state.phase == "night"
    assert controller.step("witch", {"reflect": 4}), controller.last_error
    assert controller.step("detective", {"inquire": 3}), controller.last_error
    row = next(r for r in window.night_panel.rows if r.key == "detective")
    answer = row.result.text().splitlines()[-1]
    assert "شهروند" in answer and "مافیا" not in answer, answer
