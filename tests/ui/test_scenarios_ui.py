"""The four other scenarios, each played through the real window to a winner.

Clicks and key presses only (seats clicked where the ring paints them, buttons with the
mouse, vote counts typed, the Sherlock role guess chosen with the arrow keys). Fixed deals
(each scenario's reference roster) and scripted choices, with the scenario's own steps
checked on the way: Jack's curse link, Sherlock's swap and the chaos handshake, the Mayor
and the detective's answer, a war gun and the bomb.
"""

from __future__ import annotations

import pytest
from desk_driver import Table
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.messages import ANNOUNCE, player_label
from narrator_app.ui.texts import fill, tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

NAMES12 = (
    "Ali",
    "Sara",
    "Reza",
    "مریم",
    "Leon",
    "Kaveh",
    "Nima",
    "Omid",
    "Pari",
    "Hadi",
    "Nasim",
    "Bita",
)


def start(c, scenario: str, deal: list[str], rules=None) -> None:
    names = NAMES12[: len(deal)]
    assert c.new_game(Setup(scenario, names, rules or {"cards_enabled": False}), deal)


def nones(t, *keys: str) -> None:
    for k in keys:
        t.night(k, "none")


def end_night(t) -> None:
    t.press("endNight", t.w.night_panel)


vote_out = Table.vote_out  # nominate, then the exit vote (tests/ui/desk_driver.py)


def open_section(t, box) -> None:
    """Open a folded day section as a narrator does: a click on its title line."""
    from narrator_app.ui.day_extras import is_folded

    if is_folded(box):
        t.qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(box.width() // 2, 6))
    assert box.isVisible() and not is_folded(box)


def choose_role(t, role: str) -> None:
    """Pick ``role`` in the role-guess combo with the arrow keys."""
    combo = t.w.night_panel.role_combo
    assert combo.isVisible()
    combo.setFocus()
    for _ in range(combo.count() + 1):
        if combo.currentData() == role:
            return
        t.qtbot.keyClick(combo, Qt.Key.Key_Down)
    raise AssertionError(role)


# ---------------------------------------------------------------------------------------
def test_jack_sparrow_game(qtbot, window, controller, table):
    c, t = controller, table
    deal = [
        "godfather",
        "saul_goodman",
        "matador",
        "dr_watson",
        "leon",
        "citizen_kane",
        "constantine",
        "plain_citizen",
        "plain_citizen",
        "plain_citizen",
        "jack_sparrow",
    ]
    start(c, "godfather_jack_sparrow", deal)
    panel = window.night_panel
    t.press("endDay")
    # intro night: Jack curses; no pass option (the curse is required)
    assert [r.key for r in panel.rows][0] == "jack_sparrow"
    assert panel.findChild(type(t.button("option_curse", panel)), "option_none") is None
    t.night("jack_sparrow", "curse", 8)
    assert tr("cursed") in window.ring.seat_texts(8)
    end_night(t)
    # day 1: the vote only shows Jack
    vote_out(t, 11, 6)
    assert c.state.player(11).status == "alive"
    assert c.state.player(11).card.counters["revealed"] is True
    assert any("11" in who or "۱۱" in who for who, _ in window.trackers.rows())
    t.press("endDay")
    # night 1: no repeat curse; the mafia shoot the cursed player: Jack leaves with him
    t.press("option_curse", panel)
    assert window.ring.is_legal(8) is False
    t.night("jack_sparrow", "curse", 9)
    jack_row = next(text for who, text in window.trackers.rows() if "۱۱" in who)
    assert jack_row.startswith(fill(tr("current curse: %1"), "\u2067۸"))  # until the night ends
    assert tr("cursed") in window.ring.seat_texts(9)
    t.night("mafia", "shot", 9)
    nones(t, "matador", "dr_watson")
    t.night("leon", "shoot", 2)
    nones(t, "citizen_kane", "constantine")
    end_night(t)
    st = c.state
    assert st.records[-1].announce == ["left:2", "left:9", "jack_left"]
    # the file's name of Jack (TA43-3)
    jack = c.scenario.role("jack_sparrow").name.fa
    assert ANNOUNCE["fa"]["jack_left"].format(jack=jack) in window.announcement.body.text()
    assert st.player(11).status != "alive"
    vote_out(t, 1, 5)
    t.press("endDay")
    t.night("mafia", "shot", 10)
    nones(t, "matador", "dr_watson")
    t.night("leon", "shoot", 3)
    nones(t, "citizen_kane", "constantine")
    end_night(t)
    assert c.state.winner == "city"
    assert not panel.confirm_button.isEnabled()


# ---------------------------------------------------------------------------------------
def test_sherlock_game(qtbot, window, controller, table):
    c, t = controller, table
    deal = [
        "godfather",
        "saul_goodman",
        "matador",
        "dr_watson",
        "leon",
        "citizen_kane",
        "constantine",
        "plain_citizen",
        "plain_citizen",
        "plain_citizen",
        "sherlock_holmes",
    ]
    start(c, "godfather_sherlock", deal)
    panel = window.night_panel
    t.press("endDay")
    assert "sherlock_holmes" not in [r.key for r in panel.rows]  # no guess on night 0
    end_night(t)
    vote_out(t, 2, 6)
    t.press("endDay")
    # night 1: Sherlock guesses Leon right: the swap
    assert c.choices().current.key == "sherlock_holmes"
    t.press("option_guess", panel)
    t.seat(5)
    assert not panel.confirm_button.isEnabled()  # the role is still to choose
    choose_role(t, "leon")
    t.press("confirmStep", panel)
    assert c.state.choices["sherlock_holmes"] == {"guess": {"seat": 5, "role": "leon"}}
    assert tr("guessed") in window.ring.seat_texts(5)
    t.night("mafia", "shot", 4)
    nones(t, "matador", "dr_watson")
    # the former Sherlock now wakes as Leon
    assert c.choices().current.key == "leon" and c.choices().current.seats == [11]
    nones(t, "leon", "citizen_kane", "constantine")
    end_night(t)
    st = c.state
    assert "sherlock_left:5" in st.records[-1].announce
    # the sentence names the player who leaves with the Sherlock card (issue 23)
    sherlock = c.scenario.role("sherlock_holmes").name.fa  # the file's name (TA43-3)
    assert (ANNOUNCE["fa"]["sherlock_left"].format(name="\u2068Leon\u2069", sherlock=sherlock)
            in window.announcement.body.text())
    assert st.player(11).role == "leon" and st.player(5).role == "sherlock_holmes"
    assert st.player(5).status != "alive"
    # undo the morning; change the guess to a wrong one: no swap, Sherlock plays on
    t.undo_key()
    assert c.state.phase == "night"
    t.press("change_sherlock_holmes", panel)
    t.press("option_guess", panel)
    t.seat(5)
    choose_role(t, "plain_citizen")
    t.press("confirmStep", panel)
    assert c.state.choices["sherlock_holmes"]["guess"]["role"] == "plain_citizen"
    # Leon (seat 5 again) changes his recorded choice: he shoots the Matador
    assert [r.seats for r in c.choices().steps if r.key == "leon"] == [[5]]
    t.press("change_leon", panel)
    t.press("option_shoot", panel)
    t.seat(3)
    t.press("confirmStep", panel)
    assert c.state.choices["leon"] == {"shoot": 3}
    end_night(t)
    assert c.state.records[-1].announce == ["left:3", "left:4"]
    vote_out(t, 6, 5)
    t.press("endDay")
    t.night("sherlock_holmes", "none")
    t.night("mafia", "shot", 7)
    t.night("leon", "shoot", 8)  # a citizen: Leon leaves
    t.night("constantine", "none")
    end_night(t)
    vote_out(t, 8, 3)
    t.press("endDay")
    t.night("sherlock_holmes", "none")
    t.night("mafia", "shot", 9)
    end_night(t)
    # day 4: chaos — the handshake screen replaces the vote
    assert c.state.alive_seats() == [1, 10, 11]
    extras = window.day_panel.extras
    assert extras.chaos_box.isVisible()
    assert not window.day_panel.vote_box.isVisible()
    assert tr("Sherlock") in extras.chaos_table.text()
    # a 3-cycle first: no handshake, one more round
    t.press("point_1_10")
    t.press("point_10_11")
    t.press("point_11_1")
    t.press("confirmChaos")
    assert c.state.winner is None
    assert extras.chaos_round.isVisible()
    # the log's round in Persian: «۱ ← ۱۰», the arrow pointing as the line reads, right to
    # left («→» is not mirrored: it pointed back at the one who points, CF80-28)
    model = window.log_panel.model
    lines = [str(model.data(model.index(i, 0))) for i in range(model.rowCount())]
    pointed = [x for x in lines if "←" in x or "→" in x]
    assert pointed and not any("→" in x for x in pointed), pointed
    t.press("point_1_11")
    t.press("point_10_1")
    t.press("point_11_1")
    t.press("confirmChaos")
    assert c.state.winner == "sherlock_holmes"
    # the game over: the day had no defence vote, and its box stays hidden (a trial saw
    # «Defense vote — 2 votes of 3 players» on the game-over desk)
    assert not window.day_panel.vote_box.isVisible()


# ---------------------------------------------------------------------------------------
def test_mafia_nights_game(qtbot, window, controller, table):
    c, t = controller, table
    deal = [
        "godfather",
        "joker",
        "dr_lecter",
        "simple_mafia",
        "pickpocket",
        "mayor",
        "die_hard",
        "leon",
        "detective",
        "psychiatrist",
        "doctor",
        "plain_citizen",
    ]
    start(c, "mafia_nights", deal)
    panel = window.night_panel
    assert c.state.player(8).card.counters["bullets"] == 4  # Leon: one per mafia
    end_night(t)  # intro night: the mafia meet
    # day 1: two defenders; the Mayor sends the simple mafia out
    t.seat(4)
    t.type_count(4, "7")
    t.seat(12)
    t.type_count(12, "۷")
    t.press("confirmVotes")
    assert c.state.day.defense == [4, 12]
    extras = window.day_panel.extras
    assert extras.mayor_box.isVisible()
    t.press("mayorEliminate")
    t.seat(6)  # not a defender: refused
    assert "mayor" not in c.state.choices
    t.seat(4)
    assert c.state.choices["mayor"] == {"eliminate": 4}
    mayor = c.scenario.role("mayor").name.fa  # the file's name (TA43-3)
    assert ANNOUNCE["fa"]["mayor"].format(mayor=mayor) in extras.announce.text()
    assert not window.day_panel.exit_box.isVisible()
    assert c.state.player(4).status == "dead"  # no half-dead in this scenario
    t.press("endDay")
    # night 1
    t.night("mafia", "shot", 7)  # the die-hard's armour
    t.night("joker", "flip", 1)
    nones(t, "dr_lecter", "pickpocket", "doctor")
    t.night("detective", "inquire", 1)
    # the answer by gesture, right away: the Godfather looks citizen, the Joker flips it
    assert panel.signal_label.isVisible()
    # to the role by its name, in the app's words (the seeds name no sides: WW32-1)
    assert panel.signal_label.text() == "پاسخ به کارآگاه: مافیا (شست پایین)."
    t.night("leon", "shoot", 3)
    t.night("psychiatrist", "silence", 1)
    t.night("die_hard", "status")
    end_night(t)
    st = c.state
    assert st.records[-1].private == {"detective": "mafia"}
    assert st.records[-1].announce == ["left:3", "silenced:1", "status"]
    assert st.player(7).status == "alive"
    rows = dict(window.trackers.rows())
    assert any(tr("armour: %1").split(":")[0] in v for v in rows.values())
    vote_out(t, 2, 6)
    t.press("endDay")
    t.night("mafia", "shot", 12)
    nones(t, "pickpocket", "doctor")
    t.night("detective", "inquire", 1)
    assert panel.signal_label.text() == "پاسخ به کارآگاه: شهروند (شست بالا)."
    t.night("leon", "shoot", 1)
    nones(t, "psychiatrist", "die_hard")
    end_night(t)
    assert c.state.winner == "city"


# ---------------------------------------------------------------------------------------
def test_zodiac_game(qtbot, window, controller, table):
    c, t = controller, table
    deal = [
        "al_capone",
        "bomber",
        "magician",
        "guard",
        "ocean",
        "gunner",
        "leon",
        "detective",
        "doctor",
        "plain_citizen",
        "plain_citizen",
        "zodiac",
    ]
    start(c, "zodiac", deal, {})
    panel = window.night_panel
    t.press("endDay")
    end_night(t)
    # day 1: a status inquiry, then the Zodiac voted out with half the votes
    extras = window.day_panel.extras
    t.press("askStatus")
    assert c.state.extra["status_left"] == 1
    # the counts as announced (TA30-4), not the generic sentence
    assert "استعلام وضعیت: ۰ مافیا، ۰ شهروند و ۰ مستقل" in extras.announce.text()
    assert ANNOUNCE["fa"]["status"] not in extras.announce.text()
    vote_out(t, 12, 6)
    assert c.state.player(12).status == "dead"
    t.press("endDay")
    # night 1: the bomb with its code, two guns given
    t.night("mafia", "shot", 10)
    t.night("magician", "none")
    t.press("option_plant", panel)
    t.seat(11)
    assert not panel.confirm_button.isEnabled()  # no code yet
    t.press("number_3", panel)
    t.press("confirmStep", panel)
    assert c.state.choices["bomber"] == {"plant": 11, "code": 3}
    t.night("leon", "shoot", 3)
    t.night("doctor", "none")
    t.night("detective", "inquire", 1)
    t.press("option_give", panel)
    t.seat(7)
    t.seat(8)
    assert not panel.confirm_button.isEnabled()  # each gun's type first
    t.press("kind_7_war", panel)
    t.press("kind_8_blank", panel)
    t.press("confirmStep", panel)
    assert c.state.choices["gunner"] == {"give": {7: "war", 8: "blank"}}
    t.night("ocean", "none")
    end_night(t)
    st = c.state
    assert "bomb:11" in st.records[-1].announce
    assert extras.bomb_box.isVisible()
    # day 2: the war gun removes Al Capone, the blank does nothing
    assert extras.guns_box.isVisible()
    t.press("fireGun")
    t.seat(7)
    t.seat(1)
    t.press("confirmShot")
    assert c.state.player(1).status == "dead"
    # read with the seat it was fired at, as Capo's gun (club_scenarios 2.6; CF80-45)
    assert extras.announce.text().endswith(
        ANNOUNCE["fa"]["gun_war_at"].format(name=player_label(NAMES12, 1, "fa")))
    t.press("fireGun")
    t.seat(8)
    t.seat(2)
    t.press("confirmShot")
    assert c.state.player(2).status == "alive"
    assert extras.announce.text().endswith(
        ANNOUNCE["fa"]["gun_blank_at"].format(name=player_label(NAMES12, 2, "fa")))
    # the vote (nobody to the defense), then the noon sleep: the guard gives the right code
    # and defuses (the codes come after the vote, CF57)
    assert c.step("votes", {}), c.last_error
    open_section(t, extras.bomb_box)
    t.press("guard_code_3")
    assert c.state.extra["bomb"]["done"] is True
    assert c.state.player(4).status == "alive" and c.state.player(11).status == "alive"
    QApplication.processEvents()
    t.press("endDay")
    t.night("mafia", "shot", 9)
    t.night("leon", "shoot", 2)
    nones(t, "doctor", "detective", "gunner", "ocean")
    end_night(t)
    assert c.state.winner == "city"


def test_the_mayor_may_decide_nothing(qtbot, window, controller, table):
    """Mafia Nights' Mayor may leave the day to its exit vote: «بدون تصمیم» opens the exit
    vote, folded under his box (a narrator's trial: there was no «the Mayor passes», and
    the narrator had to find the folded exit vote himself; decision CR38-11)."""
    from narrator_app.ui.day_extras import is_folded

    c, t = controller, table
    deal = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor",
            "die_hard", "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]
    start(c, "mafia_nights", deal)
    end_night(t)
    t.seat(4)
    t.type_count(4, "7")
    t.seat(12)
    t.type_count(12, "7")
    t.press("confirmVotes")
    day = window.day_panel
    assert day.extras.mayor_box.isVisible() and is_folded(day.exit_box)
    t.press("mayorPass")
    assert day.open_key() == "exit_votes" and not is_folded(day.exit_box)
    assert is_folded(day.extras.mayor_box)
    assert "mayor" not in c.state.choices
    t.type_count(4, "8", "exit_count")
    t.type_count(12, "2", "exit_count")
    t.press("confirmExitVotes")
    assert c.state.player(4).status == "dead", c.last_error
