"""A narrator's trial of Takavar and Namayande (round twenty-three, CF80-51 on): what the
window says before a step is confirmed, in the real window driven by clicks."""

from __future__ import annotations

import pytest

from narrator_app.ui.texts import tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

TAKAVAR_12 = ["mafia_boss", "nato", "hostage_taker", "simple_mafia", "detective", "doctor",
              "commando", "guard", "gunner", "plain_citizen", "plain_citizen", "plain_citizen"]


def takavar_gun_day(c) -> None:
    """Takavar at 12 to Day 2: the gunner (seat 9) gave a war gun to 10, a blank to 12."""
    from narrator_app.engine import Setup

    assert c.new_game(Setup("takavar", tuple(f"P{i}" for i in range(1, 13))), TAKAVAR_12)
    for _ in range(3):  # the intro day and night, Day 1
        assert c.end_phase(), c.last_error
    for key in ("guard", "hostage_taker", "mafia", "detective", "doctor"):
        assert c.step(key, {}), c.last_error
    assert c.step("gunner", {"give": {10: "war", 12: "blank"}}), c.last_error
    assert c.end_phase(), c.last_error


def test_a_gun_fired_out_of_turn_is_told_before_the_confirm(window, controller, table):
    """club_scenarios 2.8 «each holder may fire once, in seat order»: picking seat 12 to
    fire while 10 has not says, before «Confirm», that 10's turn passes (it said so only
    after, and 10's war gun was lost: a narrator's trial); picking 10 says nothing of it."""
    c, t = controller, table
    takavar_gun_day(c)
    label = window.day_panel.extras.shot_label
    t.press("fireGun")
    t.seat(12)
    assert "P10" in label.text(), label.text()  # 10's turn passes: said now
    t.seat(3)
    assert "P10" in label.text(), label.text()  # still said with the target picked
    assert "guns" not in c.state.choices  # nothing recorded yet
    t.press("fireGun")  # put down: choose again, 10 first
    t.press("fireGun")
    t.seat(10)
    assert "P12" not in label.text() and "P10" in label.text()
    t.seat(3)
    t.press("confirmShot")
    assert c.last_error == ""
    t.press("fireGun")
    t.seat(12)  # 10 has fired: no turn passes now
    assert "P10" not in label.text(), label.text()


NAMAYANDE_10 = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer",
                "plain_citizen", "plain_citizen"]


def namayande_night_one(c, reps: tuple[int, int] = (9, 10)) -> None:
    """Namayande at 10 (seat i named Pi) to Night 1, ``reps`` elected on Day 1."""
    from narrator_app.engine import Setup

    assert c.new_game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11))), NAMAYANDE_10)
    assert c.end_phase() and c.end_phase(), c.last_error  # the intro day and night
    assert c.step("election", list(reps)), c.last_error
    assert c.end_phase(), c.last_error


def test_the_guide_s_prompt_and_answer_say_who_is_asked_about(window, controller, table):
    """club_scenarios 4.6: the guide picks a player, who asks about another and is told.
    The prompt says which click is which, and the answer names both: «Answer 9 about 3:
    MAFIA» (it read «Answer 9: MAFIA», taken for seat 9's side: a narrator's trial)."""
    from narrator_app.ui.texts import fill, place_label

    c, t, panel = controller, table, window.night_panel
    namayande_night_one(c)
    for key in ("hacker", "mafia"):
        assert c.step(key, {}), c.last_error
    t.press("option_pick_player", panel)
    prompt = panel.picked_label.text()
    assert prompt == fill(tr("Click up to %1 seats on the table: first %2, then %3."), "۲",
                          place_label("pick"), place_label("inquire")), prompt
    assert "بیدار" in prompt and "درباره" in prompt  # the Persian words, not the keys
    t.seat(9)
    assert place_label("inquire") in panel.picked_label.text()  # next: the one asked about
    t.seat(3)
    t.press("confirmStep", panel)
    assert c.state.choices["guide"] == {"pick": 9, "inquire": 3}, c.last_error
    answer = panel.signal_label.text()
    assert "P9" in answer and "P3" in answer and "مافیا" in answer, answer
    assert answer.index("P9") < answer.index("P3") < answer.index("مافیا"), answer


def test_the_undo_question_says_the_phase_end_it_takes_back(window, controller):
    """Undoing the end of Day 1 (Night 1 just begun) asks first, the table having heard it;
    the question says what is taken back, «پایان روز ۱ (رفتن به شب ۱)», not the bare header
    «— شب ۱ —» (a narrator's trial); the end of a night likewise, after its announcement."""
    from PySide6.QtCore import QCoreApplication

    from narrator_app.ui.texts import fill, phase_title

    said = QCoreApplication.translate("GameController", "The end of %1 (the move to %2)")

    c = controller
    namayande_night_one(c)
    assert c.undo()
    (question,) = c.confirmations
    end_day = fill(said, phase_title("day", 1),
                   phase_title("night", 1))
    assert end_day in question and "— شب ۱ —" not in question, question
    assert "پایان روز ۱" in end_day and "شب ۱" in end_day
    assert c.end_phase(), c.last_error
    for key in ("hacker", "mafia", "guide", "doctor", "bodyguard", "miner", "lawyer"):
        assert c.step(key, {}), c.last_error
    assert c.end_phase(), c.last_error
    assert c.undo()
    question = c.confirmations[-1]
    assert fill(said, phase_title("night", 1),
                phase_title("day", 2)) in question, question
    assert "— روز ۲ —" not in question


def test_the_treason_vote_s_move_is_on_the_day_panel(window, controller, table):
    """club_scenarios 4.6, 4.8: the Don's treason vote (−1 on representative 1's accused)
    moves that count. The day panel says it while the hands are counted and after, with
    the count as counted (it said only «Defense: 5, 6», and nobody left; the move was in
    the log alone: a narrator's trial)."""
    c, t, panel = controller, table, window.day_panel
    namayande_night_one(c)
    assert c.step("hacker", {}), c.last_error
    assert c.step("mafia", {"shot": 8, "treason": {"rep": 1, "delta": -1}}), c.last_error
    for key in ("guide", "doctor", "bodyguard", "miner", "lawyer"):
        assert c.step(key, {}), c.last_error
    assert c.end_phase(), c.last_error
    assert c.step("accused", [5, 6]), c.last_error
    moves = panel.moves_label
    t.qtbot.waitUntil(moves.isVisible, timeout=1000)
    assert "P5" in moves.text() and "P6" not in moves.text(), moves.text()
    assert "خیانت" in moves.text() and "۱" in moves.text(), moves.text()
    threshold = c.state.day.threshold
    t.seat(5)
    t.type_count(5, str(threshold))
    t.press("confirmVotes")
    assert c.last_error == ""
    assert c.state.player(5).alive  # one vote short once moved
    said = panel.defense_label.text()
    assert "P5" in said and "خیانت" in said, said
    from narrator_app.messages import digits

    assert digits(threshold - 1, "fa") in said.split("خیانت")[1], said


def test_a_mine_from_an_earlier_night_is_shown_and_its_toll_asked_awake(window, controller,
                                                                      table):
    """club_scenarios 4.6: on Night 2 the ring still marks the seat mined on Night 1, and a
    plain «Shot» clicked on it takes the narrator, with the reason, to «Shot and mine
    toll» with the seat placed, while the mafia are awake; it was taken, and the toll
    asked only at the night's end (a narrator's trial)."""
    c, t, panel = controller, table, window.night_panel
    seen: list[str] = []
    c.message.connect(seen.append)
    namayande_night_one(c)
    assert c.step("mafia", {"shot": 7}) and c.step("miner", {"mine": 9}), c.last_error
    for key in ("hacker", "guide", "doctor", "bodyguard", "lawyer"):
        assert c.step(key, {}), c.last_error
    assert c.end_phase() and c.end_phase(), c.last_error
    assert (c.state.phase, c.state.number) == ("night", 2)
    assert "مین" in window.ring.seat_texts(9), window.ring.seat_texts(9)
    assert c.step("hacker", {}), c.last_error
    t.press("option_shot", panel)
    t.seat(4)  # another seat: the plain shot as before
    assert panel._option.name == "shot" and panel._picked == [4] and not seen
    t.press("option_none", panel)
    t.press("option_shot", panel)
    t.seat(9)  # the mined seat: the toll's option, 9 at its first place, the reason said
    assert panel._option.name == "shot_sacrifice" and panel._picked == [9], panel._option
    assert t.button("option_shot_sacrifice", panel).isChecked()
    assert any("قربانی مین" in m and "P9" in m for m in seen), seen
    assert "قربانی مین" in panel.refusal_line.text.text()
    t.seat(2)
    t.press("confirmStep", panel)
    assert c.state.choices["mafia"] == {"shot": 9, "sacrifice": 2}, c.last_error
