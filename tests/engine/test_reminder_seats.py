"""A reminder step names the seats it wakes (fresh-narrator trial, section 4): Werewolf's
«the lovers wake» reminder lists cupid's two lovers once he has chosen them (club_scenarios
7.9), and none before."""

from __future__ import annotations

from narrator_app.engine import Game, Setup, legal_choices, load_scenario


def test_the_lovers_reminder_wakes_cupids_pair():
    deal = list(load_scenario("werewolf").roster.sizes[10])
    g = Game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(tuple(deal))
    assert g.state.phase == "night"  # Werewolf opens with a full night (7.4)

    def lovers_step():
        return next(s for s in legal_choices(g.state).steps if s.key == "lovers")

    assert lovers_step().kind == "reminder" and lovers_step().seats == []
    g.step("cupid", {"lovers": [9, 3]})
    assert lovers_step().seats == [3, 9]
