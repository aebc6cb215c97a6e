"""The seeds' pickpocket and psychiatrist as kinds of their own modules (issue 21, design
point 1; decision PP21-1): each registers its check, its stage's effect (first at its
stage), its trackers and the house rules it scopes; the night plays them as before."""

from __future__ import annotations

from typing import Any

from helpers import play, refused

from narrator_app.engine import Game, Setup, load_scenario
from narrator_app.engine.abilities import (
    KINDS,
    Kind,
    pickpocket,
    psychiatrist,
    register,
    unregister,
)
from narrator_app.engine.abilities.registry import stage_effects, tracker_rank, trackers_of
from narrator_app.engine.house_rules import NEEDS, relevant

MN = list(load_scenario("mafia_nights").roster.reference)


def _game() -> Game:
    """A Mafia Nights game of the reference roster on its first main night."""
    g = Game(Setup("mafia_nights", tuple(f"P{i}" for i in range(1, len(MN) + 1)), {}))
    g.deal(MN)
    play(g, "intro_night")
    play(g, "day")
    return g


def test_the_kinds_come_from_their_modules() -> None:
    for mod, stage in ((pickpocket, "theft"), (psychiatrist, "day_effects")):
        k = KINDS[mod.NAME]
        assert k.check is not None and k.check.__module__ == mod.__name__
        assert k.effect is not None and k.stage == stage and k.first_at_stage
        assert stage_effects()[stage][0] is k  # before the other kinds of its stage
    assert trackers_of("pickpocket") == (("steal_used", "used"),)
    assert trackers_of("psychiatrist") == (("silence_left", "count"),)
    # the trackers panel keeps their places: after Dr Lecter, before the doctor / die-hard
    assert tracker_rank("dr_lecter") < tracker_rank("pickpocket") < tracker_rank("doctor")
    assert tracker_rank("doctor") < tracker_rank("psychiatrist") < tracker_rank("die_hard")


def test_their_house_rules_matter_only_with_them() -> None:
    assert relevant("pickpocket_effect", {"pickpocket"})
    assert relevant("pickpocket_announce", {"pickpocket"})
    assert not relevant("pickpocket_announce", {"save", "inquiry"})
    assert relevant("psychiatrist_silence_includes_defense", {"psychiatrist"})
    assert not relevant("psychiatrist_silence_includes_defense", {"pickpocket"})


def test_a_kind_first_at_its_stage_and_its_scoped_rules() -> None:
    def nothing(night: Any, holder: Any, value: Any) -> None:
        """No effect."""

    toy = Kind("a toy", action="nudge", step=True, stage="day_effects", name="toy_first",
               check=lambda *a: None, effect=nothing, scoped_rules=("toy_rule",),
               first_at_stage=True)
    later = Kind("a toy", action="poke", step=True, stage="day_effects", name="toy_later",
                 check=lambda *a: None, effect=nothing, scoped_rules=("toy_rule",))
    register(toy)
    register(later)
    try:
        names = [k.name for k in stage_effects()["day_effects"]]
        assert names[:2] == ["psychiatrist", "toy_first"] and names[-1] == "toy_later"
        assert NEEDS["toy_rule"] == ("toy_first", "toy_later")
        assert not relevant("toy_rule", {"save"}) and relevant("toy_rule", {"toy_later"})
    finally:
        unregister("toy_first")
        unregister("toy_later")
    assert "toy_rule" not in NEEDS
    assert [k.name for k in stage_effects()["day_effects"]][0] == "psychiatrist"


def test_a_second_theft_is_refused_and_the_silence_announced() -> None:
    g = _game()
    play(g, "night", {"pickpocket": {"steal": 11}, "psychiatrist": {"silence": 9}})
    assert g.state.player(11).stolen_night == 1 and g.state.player(9).silenced_day == 2
    assert "silenced:9" in g.state.records[-1].announce
    assert g.state.find("psychiatrist").card.counters["silence_left"] == 1
    play(g, "day")
    assert refused(g.step, "pickpocket", {"steal": 8}) == "no_uses_left"
