"""The representatives stand on the ring from their election on (decision TA43-14;
club_scenarios 4.6, 4.8): a narrator's trial of Namayande found nothing after Day 1 that said
which seat held which slot, though the accusations, the treason vote («نماینده ۲، پایین»)
and the count name the slots."""

from __future__ import annotations

from narrator_app.engine import Game, Setup, load_scenario
from narrator_app.engine.choices import tokens_tonight
from narrator_app.engine.tokens import token_text


def test_the_slots_stand_on_the_ring_from_the_election_on():
    scen = load_scenario("namayande")
    g = Game(Setup("namayande", tuple(f"P{i}" for i in range(1, 13))))
    g.deal(list(scen.roster_for(12)))
    g.end_phase()  # the intro day
    g.end_phase()  # the intro night
    marks = lambda: {s: [t for t in toks if t.startswith("representative")]  # noqa: E731
                     for s, toks in tokens_tonight(g.state).items()}
    assert not any(marks().values())  # nobody elected yet
    g.step("election", [12, 11])
    assert marks()[12] == ["representative_1"] and marks()[11] == ["representative_2"]
    g.end_phase()  # night 1: still there
    assert g.state.phase == "night"
    assert marks()[12] == ["representative_1"] and marks()[11] == ["representative_2"]
    assert token_text("representative_2", "fa") == "نمایندهٔ ۲"
    # a representative out of the game holds no slot: his mark goes with him
    g.step("mafia", {"shot": 12})
    g.end_phase()
    assert (g.state.phase, g.state.view(12).status) == ("day", "dead")
    assert not marks().get(12) and marks()[11] == ["representative_2"]
