"""A night step may leave roles of its group unwoken (``without``; decision CR38-3):
Bazpors's mafia meet on the intro night without the charlatan, who wakes on his own step
afterwards and sees his team (club_scenarios 3.4; a narrator's trial: the meeting's wake
list named the charlatan while its words said «جز شیاد»)."""

from __future__ import annotations

from narrator_app.engine import Game, Setup, legal_choices, load_scenario


def _intro_night(n: int) -> Game:
    scen = load_scenario("bazpors")
    g = Game(Setup("bazpors", tuple(f"P{i}" for i in range(1, n + 1))))
    g.deal(list(scen.roster_for(n)))
    g.end_phase()  # the intro day
    assert g.state.phase == "intro_night"
    return g


def test_the_mafia_meet_leaves_the_charlatan_to_his_own_step():
    for n in (10, 12, 13):
        st = _intro_night(n).state
        meet = next(s for s in legal_choices(st).steps if s.key == "mafia_meet")
        mafia = [s for s in st.alive_seats() if st.side(s) == "mafia"]
        charlatan = next(s for s in mafia if st.view(s).card.role == "charlatan")
        assert meet.seats == [s for s in mafia if s != charlatan], (n, meet.seats)


def test_the_night_team_step_still_wakes_every_mafia_member():
    """``without`` is the meeting's alone: the team's night step lists the whole team."""
    g = _intro_night(10)
    g.end_phase()  # the intro night
    g.end_phase()  # Day 1, no vote
    st = g.state
    team = next(s for s in legal_choices(st).steps if s.key == "mafia")
    assert team.seats == [s for s in st.alive_seats() if st.side(s) == "mafia"]


def test_a_step_without_a_role_the_file_lacks_is_refused(tmp_path):
    from test_reminder_dealt import faults_of_edited

    faults = faults_of_edited(tmp_path, "bazpors", 'without = ["charlatan"]',
                              'without = ["charlatn"]')
    assert any(".without.0" in f.field and "charlatn" in f.reason for f in faults), faults


def test_takavar_s_team_wakes_without_the_hostage_taker():
    """Takavar's hostage-taker is called alone, before the team, and «does not wake with
    them» (club_scenarios 2.5; a narrator's trial: the team's wake list named him)."""
    scen = load_scenario("takavar")
    g = Game(Setup("takavar", tuple(f"P{i}" for i in range(1, 13))))
    g.deal(list(scen.roster_for(12)))
    g.end_phase()  # the intro day
    g.end_phase()  # the intro night
    g.end_phase()  # Day 1
    st = g.state
    assert st.phase == "night"
    team = next(s for s in legal_choices(st).steps if s.key == "mafia")
    taker = next(p.seat for p in st.players if p.role == "hostage_taker")
    mafia = [s for s in st.alive_seats() if st.side(s) == "mafia"]
    assert taker in mafia and team.seats == [s for s in mafia if s != taker]
