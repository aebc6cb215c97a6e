"""A narrator's trial of Capo and Takavar (stop 40's round; decisions TA43-6 … TA43-8).

TA43-6: the narrator-only lines of the morning box stand under a heading of their own and
fold with the morning's text. The box headed «با صدای بلند بخوانید (اعلام صبح)» ended with
«[فقط راوی] وارث اکنون کارت «کارآگاه» را دارد …», and once the defence vote began and the
morning's text folded, that secret was the only line left under «read aloud», all day.
TA43-7: the answer is shown to the heir holding the detective's card, not to the detective
out of the game. TA43-8: a hold's card shows its own tracker only.

Capo at 12 seats: don, witch, executioner, informant, detective, suspect, armoursmith,
herbalist, heir, kadkhoda, plain ×2."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.ui.texts import fill, option_label, tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

SEATS = ["don", "witch", "executioner", "informant", "detective", "suspect", "armoursmith",
         "herbalist", "heir", "kadkhoda", "plain_citizen", "plain_citizen"]


def detective_shot_on_night_one(c) -> None:
    """Capo at 12 seats: the heir picks the detective (seat 5) on the intro night, Capo's
    gun sends seat 12 out on Day 1, the team shoots the detective on Night 1 (every other
    step passed); the night's end is left to the test."""
    assert c.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 13)), {}), SEATS)
    assert c.step("heir", {"heir_of": 5}) and c.end_phase()
    assert c.step("capo_gun", {"trustee": 6, "suspects": [12, 3], "real": 12})
    assert c.end_phase()
    for key, value in (("mafia", {"shot": 5}), ("witch", {}), ("herbalist", {}),
                       ("detective", {}), ("armoursmith", {}), ("kadkhoda", {})):
        assert c.step(key, value), (key, c.last_error)


def test_the_heirs_note_has_its_heading_and_folds_with_the_morning(window, controller):
    c = controller
    detective_shot_on_night_one(c)
    assert c.end_phase(), c.last_error
    QApplication.processEvents()
    box = window.announcement
    assert box.private_lines and "[فقط راوی]" in box.private_lines[0]
    assert box.private.isVisible() and box.private_title.isVisible()
    assert box.private_title.text() == tr("Narrator only — not to be read aloud")
    # the heading stands between the morning's text and the narrator's lines
    assert box.body.geometry().bottom() < box.private_title.geometry().top()
    assert box.private_title.geometry().bottom() <= box.private.geometry().top()
    # the day begins: the morning's text folds, and the narrator's lines with it
    assert c.step("votes", {})
    QApplication.processEvents()
    assert box.folded()
    assert not box.private.isVisible() and not box.private_title.isVisible()
    # opened again by a click on its title: both come back
    box._opened_in = c.state
    box.refresh()
    QApplication.processEvents()
    assert box.private.isVisible() and box.private_title.isVisible()


def test_the_answer_goes_to_the_heir_holding_the_detectives_card(window, controller):
    """TA43-7: the heir (seat 9) inherited the card of the detective (seat 5, out of the
    game); at his inquiry the window named seat 5 as the player to be shown the answer."""
    from narrator_app.engine import signal_holder
    from narrator_app.ui.privacy import show_button_text

    c = controller
    detective_shot_on_night_one(c)
    assert c.end_phase() and c.step("votes", {}) and c.end_phase(), c.last_error
    assert c.state.view(9).card.role == "detective" and c.state.view(5).status != "alive"
    for key, value in (("mafia", {"shot": 11}), ("witch", {}), ("herbalist", {}),
                       ("detective", {"inquire": 3})):
        assert c.step(key, value), (key, c.last_error)
    assert signal_holder(c.state, "detective").seat == 9
    private = {"detective": "mafia"}
    text = show_button_text(private, c.state, c.scenario, c.names, c.lang)
    assert "۹" in text and "۵" not in text, text


@pytest.mark.parametrize(("sid", "role", "own", "other"), [
    ("takavar", "hostage_taker", "last_hold", "last_hack"),
    ("namayande", "hacker", "last_hack", "last_hold"),
])
def test_a_hold_shows_its_own_tracker_only(controller, qtbot, sid, role, own, other):
    """TA43-8: the hostage-taker's tracker read «گروگان دیشب: …؛ هک شب پیش: هیچ‌کس» (the
    hacker's line, a word Takavar does not have)."""
    from narrator_app.engine import load_scenario
    from narrator_app.engine.counter_words import counter_text
    from narrator_app.engine.simulate import random_deal, random_value
    from narrator_app.ui.trackers_panel import TrackersPanel

    c = controller
    scen = load_scenario(sid)
    deal = random_deal(scen, scen.roster.min_players, random.Random(3))
    assert role in deal
    assert c.new_game(Setup(sid, tuple(f"P{i}" for i in range(1, len(deal) + 1)), {}), deal)
    rng = random.Random(5)
    seat = deal.index(role) + 1
    for _ in range(300):  # random legal play until he has held someone
        if c.state.view(seat).card.counters.get(own) or c.state.winner is not None:
            break
        choice = random_value(c.game, rng)
        assert (c.end_phase() if choice is None else c.step(*choice)) or c.last_error
    assert c.state.view(seat).card.counters.get(own), "no hold in the game"
    panel = TrackersPanel(c)
    qtbot.addWidget(panel)
    panel.refresh()
    text = " ".join(t for title, t in panel.rows())
    words = {own: scen.counter_label(role, own, c.lang), other: counter_text(other, c.lang)}
    assert words[own] in text, text
    assert words[other] not in text, text


def test_the_heirs_pick_is_not_marked_as_the_heir(window, controller):
    """TA43-9: after the heir (seat 9) picked seat 2 on the intro night, seat 2's chip read
    «وارث», «the heir»: it now reads «انتخاب وارث», the heir's pick."""
    c = controller
    assert c.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 13)), {}), SEATS)
    assert c.step("heir", {"heir_of": 2})
    QApplication.processEvents()
    texts = " ".join(window.ring.seat_texts(2))
    heir = c.scenario.role("heir").name.fa
    assert "انتخاب وارث" in texts, texts
    assert heir not in texts.replace("انتخاب وارث", ""), texts


def test_once_the_don_is_out_the_mafia_row_no_longer_names_him(window, controller, table):
    """TA43-11: the Don out by Capo's gun; the team's row said the remaining members decide,
    and its hint line still «دن به هدف شلیک اشاره می‌کند (یا عضوگیری یا حدس جلاد)»."""
    from narrator_app.messages import mafia_call_text

    c = controller
    assert c.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 13)), {}), SEATS)
    assert c.step("heir", {"heir_of": 11}) and c.end_phase()
    assert c.step("capo_gun", {"trustee": 5, "suspects": [1, 3], "real": 1}), c.last_error
    assert c.end_phase()
    assert c.state.view(1).status != "alive"
    QApplication.processEvents()
    row = table.row("mafia")
    don = c.scenario.role("don").name.fa
    # the team's call, and the recruitment the Don brought said closed, without the reason
    # that names him (tests/ui/test_closed_team_actions.py)
    # the words said stay the file's (CF50: changed words told the table the Don had left);
    # the narrator is told beneath them
    filed = next(d for d in c.scenario.night if d.key == "mafia").say.fa
    assert row.say.text() == filed  # the words said, apart from the narrator's note (CF57)
    assert row.note.text() == "\n".join([
        "⚠ " + tr("[narrator only, do not say it] %1").replace(
            "%1", mafia_call_text("boss_out", "fa")),
        "⚠ " + tr("Closed tonight: %1").replace(
            "%1", option_label("recruit"))])
    assert row.gesture.text() == tr("The team decides together and points at the target; "
                                    "the actions closed tonight are greyed among the options.")
    assert don not in row.gesture.text()


def test_the_house_rules_dialog_offers_only_what_the_scenario_has(qtbot):
    """TA43-13: Capo's and Namayande's house rules dialog listed the last-move cards, the
    sixth sense's limit, Saul's half-dead trigger, Kane's and Constantine's rules and the
    intro day's timer: nothing of these scenarios."""
    from narrator_app.engine import load_scenario
    from narrator_app.ui.house_rules_dialog import HouseRulesDialog

    not_here = {"cards_enabled", "lottery_loser_draws", "beautiful_mind_guesser_returns",
                "kane_refund_scope", "kane_reveal_content", "constantine_pool",
                "sixth_sense_limit", "saul_trigger_counts_half_dead", "timer_intro_seconds",
                "intro_night_wake_city_roles"}
    capo = load_scenario("capo")
    d = HouseRulesDialog(capo, {"cards_enabled": False})
    qtbot.addWidget(d)
    assert not_here.isdisjoint(d.editors)
    assert {"cp_witch_mode", "tie_resolution", "sixth_sense_announce_role"} <= set(d.editors)
    # what is not offered is kept as it was given: a Setup's rules stay whole
    assert d.values() == {**capo.default_house_rules(), "cards_enabled": False}
    assert d.changes() == {}
    # the seeds' reference game offers every rule of its scope
    gf = load_scenario("godfather_nostradamus")
    d2 = HouseRulesDialog(gf)
    qtbot.addWidget(d2)
    assert set(d2.editors) == set(gf.default_house_rules())


def namayande_night_one(c) -> None:
    """Namayande at 10 seats (don, rebel, hacker, guide, doctor, miner, bodyguard, lawyer,
    plain ×2) at the start of Night 1, seats 9 and 10 elected on Day 1."""
    seats = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer",
             "plain_citizen", "plain_citizen"]
    assert c.new_game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11)), {}), seats)
    assert c.end_phase() and c.end_phase()
    assert c.step("election", [9, 10]) and c.end_phase()


def test_the_representatives_vote_shows_the_count_as_counted(window, controller):
    """TA43-17: the Don's treason vote took one vote from representative 2's accused; the
    log said «رأی‌گیری دفاع: ۳: ۵ … (حد نصاب …)» and nothing showed the count as counted
    (4.8): a raw tie sent one player out with no word why."""
    from narrator_app.ui.texts import seat_short

    c = controller
    namayande_night_one(c)
    assert c.step("mafia", {"shot": 8, "treason": {"rep": 2, "delta": -1}}), c.last_error
    while c.state.phase == "night":
        assert c.end_phase(), c.last_error
    assert c.step("accused", [2, 3]) and c.step("votes", {2: 3, 3: 5}), c.last_error
    line = next(ln for ln in reversed(list(c.state.log)) if ln.kind == "votes")
    assert line.data["counted"] == {3: 4}
    text = window.log_panel.model.line_text(line)
    assert text.startswith(tr("Vote on the accused: %1 (threshold %2)").split("%1")[0]), text
    assert text.endswith(" " + fill(tr("— counted: %1"), f"{seat_short(3, c.names, c.lang)}: ۴"))
    # the defence vote's own line is unchanged elsewhere
    assert not any(ln.data.get("counted") for ln in c.state.log if ln.kind == "votes"
                   and ln is not line)


def test_the_antidote_votes_count_alone_says_no_antidote_is_given(window, controller):
    """TA43-18: the antidote vote's option for a count with which the herbalist does not
    decide read «فقط شمارش رأی»: a narrator could not tell that no antidote is then given
    (club_scenarios 6.7 step 0; CP: without a majority the antidote is denied). A longer
    label («فقط شمارش (پادزهری داده نمی‌شود)») was cut at 1280×720 (a third narrator's
    check): the three buttons are whole there."""
    from PySide6.QtWidgets import QPushButton


    assert option_label("antidote_votes") == tr("Count, no antidote") == "شمارش، بی‌پادزهر"
    c = controller
    assert c.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 13)), {}), SEATS)
    assert c.step("heir", {"heir_of": 5}) and c.end_phase()
    assert c.step("capo_gun", {"trustee": 6, "suspects": [12, 3], "real": 12})
    assert c.end_phase()
    for key, value in (("mafia", {"shot": 11}), ("witch", {}), ("herbalist", {"poison": 2}),
                       ("detective", {}), ("armoursmith", {}), ("kadkhoda", {})):
        assert c.step(key, value), (key, c.last_error)
    assert c.end_phase() and c.step("votes", {}) and c.end_phase(), c.last_error
    assert c.choices().current.key == "antidote"
    window.resize(1280, 696)  # 1280×720 less a title bar
    QApplication.processEvents()
    buttons = [b for b in window.night_panel.findChildren(QPushButton)
               if b.objectName().startswith("option_antidote") and b.isVisible()]
    assert len(buttons) == 3
    for b in buttons:
        assert b.fontMetrics().horizontalAdvance(b.text()) + 12 <= b.width(), (b.text(),
                                                                                b.width())


def test_the_hacked_doctors_row_says_his_save_on_that_seat_fails(window, controller, table):
    """TA43-20: the hacker named the doctor and seat 9 (club_scenarios 4.6: the doctor's
    ability on 9 fails tonight); the doctor's row said nothing of it (a greyed chip on the
    ring only)."""
    from narrator_app.engine import hacked_tonight
    from narrator_app.ui.texts import seats_list

    c = controller
    namayande_night_one(c)
    assert c.step("hacker", {"hack": [5, 9]}), c.last_error
    assert hacked_tonight(c.state) == {5: (9, "hacker")}
    QApplication.processEvents()
    words = fill(tr("%1 voided this player's ability on %2 tonight: if he names that seat, "
                    "nothing happens to it."), c.scenario.role("hacker").name.fa,
                 seats_list([9], c.names, c.lang))
    assert words in table.row("doctor").note.text()  # the narrator's, not said (CF57)
    assert words not in table.row("doctor").say.text()
    assert all(words not in table.row(k).note.text() for k in ("guide", "bodyguard"))


def test_a_passed_inquiry_is_answered_nothing(window, controller, table):
    """TA43-22: the detective (or Namayande's guide) recorded «بدون اکشن», and the row and
    the answer box said «پاسخ به کارآگاه: اشارهٔ خنثی (بی‌اثر است).», kept in front through
    the next role's step: nothing was asked, so nothing is answered."""
    from narrator_app.engine import answer_now

    c = controller
    assert c.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 13)), {}), SEATS)
    assert c.step("heir", {"heir_of": 5}) and c.end_phase()
    assert c.step("capo_gun", {"trustee": 6, "suspects": [12, 3], "real": 12})
    assert c.end_phase()
    for key, value in (("mafia", {"shot": 11}), ("witch", {}), ("herbalist", {})):
        assert c.step(key, value), (key, c.last_error)
    table.night("detective", "none")
    QApplication.processEvents()
    neutral = tr("The %1's answer: neutral gesture (acts for nothing).").split("%1")[1]
    assert neutral not in table.row("detective").result.text()
    assert not window.night_panel.signal_label.isVisible()
    assert answer_now(c.state, c.choices().steps, "armoursmith") is None
    # an inquiry made is answered as before
    assert c.undo()
    table.night("detective", "inquire", 3)
    QApplication.processEvents()
    assert window.night_panel.signal_label.isVisible()
