"""A whole 11-player Godfather–Nostradamus game driven through the real window.

Only clicks and key presses on visible widgets: seats are clicked where the ring paints
them (``seat_center``), buttons with the mouse, vote counts typed (one in Persian digits),
undo with Ctrl+Z. Reference deal, seats 1..11: godfather, saul_goodman, matador, dr_watson,
leon, citizen_kane, constantine, plain_citizen ×3, nostradamus.
"""

from __future__ import annotations

import pytest

from narrator_app.engine import Setup
from narrator_app.messages import announcement_lines, digits, para_mark, refusal_text
from narrator_app.ui.texts import counts_kept, fill, seats_list, tr

NAMES = ("Ali", "Sara", "Reza", "مریم", "Leon", "Kaveh", "Nima", "Omid", "Pari", "Hadi",
         "Nasim")
REFERENCE = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]


# QToolTip.showText raises its window; the headless plugin says it cannot (not Ravi's).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


def reference_setup() -> Setup:
    return Setup("godfather_nostradamus", NAMES, {"cards_enabled": False})


def test_whole_game_to_a_city_win(qtbot, window, controller, table):
    c = controller
    assert c.new_game(reference_setup(), REFERENCE)
    t = table
    st = c.state
    names = list(c.names)
    assert window.phase_label.text() == tr("Intro day")

    # --- intro day: just end it ---------------------------------------------------------
    assert t.button("endDay").text() == tr("End intro day")
    t.press("endDay")
    assert c.state.phase == "intro_night"
    assert window.phase_label.text() == tr("Intro night")

    # --- intro night: Nostradamus picks three and chooses his side -----------------------
    panel = window.night_panel
    assert [r.key for r in panel.rows] == ["nostradamus", "mafia_meet", "city_roles"]
    assert c.state.scenario.intro_night[0].say.fa in t.row("nostradamus").texts()
    t.press("option_pick", panel)
    for s in (2, 3, 8):  # Saul and the Matador: two mafia -> the city side is refused
        t.seat(s)
    assert panel.count_label.text() == fill(tr("Mafia count: %1"), "۲")
    assert not t.button("side_city", panel).isEnabled()
    t.seat(3)  # un-pick the Matador, pick a citizen
    t.seat(9)
    assert window.ring.picked() == [2, 8, 9]
    assert panel.count_label.isVisible()
    assert panel.count_label.text() == fill(tr("Mafia count: %1"), "۱")
    assert t.button("side_city", panel).isEnabled()
    t.press("side_city", panel)
    t.press("confirmStep", panel)
    assert c.state.choices["nostradamus"] == {"pick": [2, 8, 9], "side": "city"}
    # the count stays in his row once confirmed, as the detective's answer does (CR38-8)
    row = next(r for r in panel.rows if r.key == "nostradamus")
    assert row.result.text().splitlines()[-1] == fill(tr("Mafia count: %1"), "۱")
    t.press("endNight", panel)

    # --- day 1: the narrator-only count; nobody nominated ---------------------------------
    assert c.state.phase == "day" and c.state.number == 1
    assert window.phase_label.text() == fill(tr("Day %1"), "۱")
    box = window.announcement
    assert box.isVisible()
    assert box.private_lines == [fill(tr("[narrator only] Nostradamus was shown: %1 mafia"), "۱")]
    assert window.day_panel.threshold_label.text() == counts_kept(
        fill(tr("%1 votes to defend; %2 players vote on each"), "۶", "۱۰"))
    t.press("endDay")
    # nobody nominated and no vote recorded: the narrator is asked first (CR38-16)
    assert c.confirmations == [tr("No vote was recorded today. End the day without a vote?")]
    c.confirmations.clear()

    # --- night 1 ----------------------------------------------------------------------------
    assert c.state.phase == "night" and c.state.number == 1
    # the mafia may not shoot a teammate: tooltip = the refusal sentence, click does nothing
    t.press("option_shot", panel)
    exc = c.choices().current.options[0].targets[2]
    sentence = refusal_text(exc, c.scenario, names, "fa")
    assert "هم‌تیمی" in sentence
    assert window.ring.is_legal(2) is False and window.ring.is_legal(8) is True
    assert t.tooltip(2) == sentence
    before = c.state.fingerprint()
    t.seat(2)
    assert c.state.fingerprint() == before
    assert window.ring.picked() == []
    assert window.statusBar().currentMessage() == sentence
    assert not t.button("confirmStep", panel).isEnabled()
    t.night("mafia", "shot", 8)
    t.night("matador", "block", 4)
    # Dr Watson is blocked: his step is a dummy call
    assert c.choices().current.kind == "dummy"
    mark = t.row("dr_watson").mark.text()
    assert fill(tr("%1 · dummy call (%2)"), tr("Now"), tr("blocked")) == mark
    assert panel.dummy_note.isVisible()
    # the Matador's block shows the X sign (blocked_shown_x, A31)
    assert panel.dummy_note.text() == fill(tr(
        "Dummy call (%1): call the role as usual and show the X sign; "
        "the choice is recorded and ignored."), tr("blocked"))
    # tonight's tokens on the ring
    assert tr("shot") in window.ring.seat_texts(8)
    assert tr("blocked") in window.ring.seat_texts(4)
    t.night("dr_watson", "none")
    t.night("leon", "shoot", 1)  # the Godfather's vest takes it
    t.night("citizen_kane", "inquire", 2)  # Saul: mafia -> revealed in the morning
    # undo with Ctrl+Z restores the exact previous state
    before_constantine = c.state.fingerprint()
    t.night("constantine", "none")
    t.undo_key()
    assert c.state.fingerprint() == before_constantine
    assert c.confirmations == []  # a night choice is not heard by the table
    t.night("constantine", "none")
    assert not panel.confirm_button.isEnabled()
    t.press("endNight", panel)

    # --- day 2: the morning announcement, Saul voted out (count typed in Persian) ---------
    st = c.state
    assert (st.phase, st.number) == ("day", 2)
    assert st.records[-1].announce == ["left:8", "kane_reveal:2"]
    expected = announcement_lines(["left:8", "kane_reveal:2"], c.scenario,
                                  [p.role for p in st.players], names, st.rules, "fa")
    assert box.lines == expected
    assert "از بازی خارج شد" in box.body.text() and "Omid" in box.body.text()
    assert "همشهری کین" in box.body.text() and "Sara" in box.body.text()
    # undoing the end of the night takes back what the table heard: asks first
    t.undo_key()
    assert len(c.confirmations) == 1
    assert c.state.phase == "night"
    t.press("endNight", panel)
    assert c.state.phase == "day" and c.state.number == 2

    assert window.day_panel.threshold_label.text() == counts_kept(
        fill(tr("%1 votes to defend; %2 players vote on each"), "۶", "۹"))
    t.seat(2)
    t.type_count(2, "۷")
    t.press("confirmVotes")
    assert c.state.choices["votes"] == {2: 7}
    assert c.state.day.defense == [2]
    assert window.day_panel.eyes_label.text() == tr("Eyes CLOSED for this vote.")
    t.type_count(2, "8", "exit_count")
    t.press("confirmExitVotes")
    assert c.state.day.eliminated == 2
    assert c.state.player(2).status == "dead"  # his side is public: never half-dead
    t.press("endDay")

    # --- night 2: the Matador may not block Dr Watson again -------------------------------
    assert (c.state.phase, c.state.number) == ("night", 2)
    assert "kane_sacrifice" in [r.key for r in panel.rows]
    assert "citizen_kane" not in [r.key for r in panel.rows]  # coupon spent: not called
    assert not t.button("option_buy", panel).isEnabled()  # Saul is out
    t.night("mafia", "shot", 9)
    t.press("option_block", panel)
    exc = c.choices().current.options[0].targets[4]
    assert exc.code == "repeat_target"
    sentence = refusal_text(exc, c.scenario, names, "fa")
    assert t.tooltip(4) == sentence
    before = c.state.fingerprint()
    t.seat(4)
    assert c.state.fingerprint() == before and window.ring.picked() == []
    t.night("matador", "block", 5)
    t.night("dr_watson", "save", 9)
    assert c.choices().current.kind == "dummy"  # Leon is blocked
    t.night("leon", "none")
    t.night("constantine", "none")
    t.press("endNight", panel)
    assert c.state.records[-1].announce == ["left:6"]  # Kane leaves (the narrator's shot)
    assert box.lines == announcement_lines(["left:6"], c.scenario,
                                           [p.role for p in c.state.players], names,
                                           c.state.rules, "fa")

    # --- day 3: the Godfather is voted out (half-dead: Constantine could bring him back) --
    assert window.day_panel.threshold_label.text() == counts_kept(
        fill(tr("%1 votes to defend; %2 players vote on each"), "۵", "۷"))
    t.seat(1)
    t.type_count(1, "6")
    t.press("confirmVotes")
    t.type_count(1, "6", "exit_count")
    t.press("confirmExitVotes")
    assert c.state.player(1).status == "half_dead"
    assert tr("half-dead") in window.ring.seat_texts(1)
    t.press("endDay")

    # --- night 3: Leon shoots the Matador, the last mafia: the city wins ------------------
    t.night("mafia", "shot", 10)
    t.night("matador", "block", 7)
    t.night("dr_watson", "save", 10)
    t.night("leon", "shoot", 3)
    t.night("constantine", "none")  # blocked: a dummy call
    t.press("endNight", panel)
    st = c.state
    assert st.winner == "city"
    assert st.winning_seats == [4, 5, 6, 7, 8, 9, 10, 11]
    banner = window.winner_banner
    assert banner.isVisible()
    # Nostradamus (11) chose the city: named apart, «independent, playing with the city»;
    # the line opens with the language's mark (CF80-43)
    over = tr("Game over. Winner: %1. Winning seats: %2")
    assert banner.text() == para_mark("fa") + fill(
        over, tr("City"), seats_list(st.winning_seats[:-1], names, "fa")
    ) + ". " + fill(window.tr("With them %1: %2."), seats_list([11], names, "fa"),
                    tr("independent, playing with the city"))
    assert digits(11) in banner.text()
    # every action disabled but undo
    assert not panel.confirm_button.isEnabled() and not panel.end_button.isEnabled()
    assert all(not b.isEnabled() for b in panel.option_group.buttons())
    assert window.undo_action.isEnabled()
    assert window.ring.targets() is None
