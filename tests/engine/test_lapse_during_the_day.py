"""Bazpors: a summoned player who leaves during the day, before the interrogation, lapses it
as one who left at night does (club_scenarios 3.6: held "if both are still in the game";
the use spent; CF45-3). The morning had announced the interrogation; the engine tells the
narrator alone that it is not held, once, in the day's record and a narrator-only line of the
game's log; a lapse at the day's start is the night record's, with its own line in the log
under the day's title (X100-1). The players see nothing of it."""

from __future__ import annotations

from narrator_app.engine import (
    Game,
    IllegalAction,
    Setup,
    legal_choices,
    public_view,
    today_record,
)
from narrator_app.messages import lapse_notes, narrator_notes

NAMES = tuple(f"P{i}" for i in range(1, 11))
DEAL = ["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher",
        "invulnerable", "interrogator", "plain_citizen", "plain_citizen"]


def _morning(shot: int = 10, link: int | None = None) -> Game:
    """Ten seats (the interrogator at 8, the researcher at 6) to Day 2: seats 2 and 9
    summoned on Night 1, the mafia's shot at ``shot``, the researcher's link at ``link``."""
    g = Game(Setup("bazpors", NAMES))
    g.deal(DEAL)
    for _ in range(3):
        g.end_phase()
    if link is not None:
        g.step("researcher", {"link": link})
    g.step("interrogator", {"summon": [2, 9]})
    g.step("mafia", {"shot": shot})
    g.end_phase()
    return g


def _lapse_lines(g: Game) -> list:
    return [x for x in g.state.log if x.kind == "private"
            and x.data.get("name") == "interrogation_lapsed"]


def test_a_summoned_player_who_withdraws_lapses_the_interrogation() -> None:
    g = _morning()
    st = g.state
    assert st.day.needs == "interrogation" and "interrogation" in st.records[-1].announce
    g.step("withdraw", [9])
    st = g.state
    assert st.day.needs != "interrogation"
    assert "interrogation" not in [s.key for s in legal_choices(st).steps]
    try:
        g.step("interrogation", {"held": False})
    except IllegalAction as exc:
        assert exc.code == "not_available"
    else:
        raise AssertionError("an interrogation after the summoned withdrew")
    interrogator = st.player(8)
    assert interrogator.card.counters["summons_left"] == 0  # the use stays spent
    rec = today_record(st)
    assert rec is not None and rec.private.get("interrogation_lapsed") == [9]
    lines = _lapse_lines(g)
    assert len(lines) == 1 and not lines[0].public
    assert (lines[0].phase, lines[0].number) == ("day", 2)
    assert lines[0].data == {"name": "interrogation_lapsed", "value": [9], "role": "interrogator"}
    fa = lapse_notes(rec.private, st.scenario, "fa", NAMES)
    en = lapse_notes(rec.private, st.scenario, "en", NAMES)
    assert len(fa) == 1 and "بازپرسی انجام نمی‌شود" in fa[0] and "صندلی ۹" in fa[0]
    assert len(en) == 1 and "No interrogation today" in en[0]
    assert "Seat 9" in en[0] and "P9" in en[0]
    # the day's other narrator-only notes may leave it to the interrogation's place
    assert narrator_notes(rec.private, st.scenario, "en", NAMES, lapse=False) == []
    assert "lapsed" not in repr(public_view(st))
    # told once, whatever the day records next; kept in the day's record after the day
    g.step("votes", {})
    assert len(_lapse_lines(g)) == 1
    g.end_phase()
    day = g.state.records[-1]
    assert (day.phase, day.number) == ("day", 2)
    assert day.private.get("interrogation_lapsed") == [9]
    assert len(_lapse_lines(g)) == 1


def test_a_summoned_player_taken_by_the_researchers_link_lapses_it() -> None:
    g = _morning(link=9)
    g.step("withdraw", [6])  # the researcher leaves the table; his link goes with him
    st = g.state
    assert st.view(9).status != "alive" and st.view(9).exit_cause == "link"
    assert today_record(st).private.get("interrogation_lapsed") == [9]
    assert len(_lapse_lines(g)) == 1


def test_both_summoned_withdraw_in_the_order_summoned() -> None:
    g = _morning()
    g.step("withdraw", [9, 2])
    assert today_record(g.state).private.get("interrogation_lapsed") == [2, 9]


def test_another_players_withdrawal_lapses_nothing() -> None:
    g = _morning()
    g.step("withdraw", [3])
    st = g.state
    assert st.day.needs == "interrogation"
    assert "interrogation_lapsed" not in today_record(st).private
    assert _lapse_lines(g) == []


def test_the_interrogation_vote_is_no_lapse() -> None:
    g = _morning()
    g.step("interrogation", {"held": True, "exit_votes": {2: 1, 9: 5}})
    st = g.state
    assert st.view(9).status != "alive"
    assert "interrogation_lapsed" not in today_record(st).private
    assert _lapse_lines(g) == []


def test_a_lapse_at_the_days_start_is_logged_under_the_days_title() -> None:
    g = _morning(shot=9)
    st = g.state
    assert st.records[-1].private.get("interrogation_lapsed") == [9]
    lines = _lapse_lines(g)
    assert len(lines) == 1 and not lines[0].public
    assert st.log[-1] is lines[0] and st.log[-2].kind == "phase"
    assert (lines[0].phase, lines[0].number) == ("day", 2)
    g.step("withdraw", [2])  # the other summoned leaves today: the morning said it already
    assert today_record(g.state).private.get("interrogation_lapsed") is None
    assert len(_lapse_lines(g)) == 1


def test_a_gun_in_the_gun_window_lapses_it_too() -> None:
    """A club's Bazpors with guns and a hunter (tests/engine/club_kind_cases): a war gun
    removes the hunter in the gun window, his shot takes summoned seat 3; the interrogation
    lapses and the day's record says so, seat 3 only (seat 2 leaves later, by the vote)."""
    from pathlib import Path

    from narrator_app.engine.scenario import use_club_folders

    use_club_folders([Path(__file__).resolve().parent / "club_kind_cases"
                      / "interrogation_after_chain"])
    try:
        g = Game(Setup("bzclub", tuple(f"P{i}" for i in range(1, 13))))
        g.deal(["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher",
                "invulnerable", "interrogator", "hunter", "gunner", "armoured", "sniper"])
        for _ in range(3):
            g.end_phase()
        for key, value in (("mafia", {"shot": 5}), ("doctor", {"save": 5}),
                           ("interrogator", {"summon": [3, 2]}),
                           ("gunner", {"give": {4: "war"}})):
            g.step(key, value)
        g.end_phase()
        assert g.state.day.needs == "interrogation"
        g.step("guns", [{"shooter": 4, "target": 9}])
        g.step("hunter", {"shoot": 3})
        st = g.state
        assert st.view(3).status != "alive"
        assert today_record(st).private.get("interrogation_lapsed") == [3]
        g.step("votes", {2: 7})
        g.step("exit_votes", {2: 7})
        assert today_record(g.state).private.get("interrogation_lapsed") == [3]
        assert len(_lapse_lines(g)) == 1
    finally:
        use_club_folders([])
