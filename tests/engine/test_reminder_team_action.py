"""A reminder for a team action is listed once tonight's team step records it (decision
TA43-10; scenario files' ``team_action``): Takavar's and Namayande's «اگر تیم امشب حدس ناتو
را به کار برد … اعلام کنید» and Bazpors's trade announcement. A narrator's trial saw
Takavar's every night, NATO's guesses spent and NATO out of the game."""

from __future__ import annotations

import pytest

from narrator_app.engine.choices import legal_choices
from narrator_app.engine.scenario import load_scenario
from narrator_app.engine.simulate import random_game

REMINDERS = [("takavar", "nato_announced", "nato"), ("namayande", "nato_announced", "nato"),
             ("bazpors", "trade_announcement", "trade")]


@pytest.mark.parametrize(("sid", "key", "action"), REMINDERS)
def test_listed_exactly_when_the_team_used_the_action(sid, key, action):
    scen = load_scenario(sid)
    assert next(d for d in scen.night if d.key == key).team_action == action
    used = unused = 0
    for seed in range(40):
        game = random_game(sid, scen.roster.min_players + seed % 3, seed)
        for st in game.states:
            if st.phase != "night":
                continue
            listed = key in [s.key for s in legal_choices(st, options=False).steps]
            team = st.choices.get("mafia")
            holds = isinstance(team, dict) and action in team
            assert listed == holds, (seed, st.number, team)
            used += holds
            unused += not holds
    assert used and unused  # the games met both kinds of night


def test_a_club_file_naming_no_team_action_is_refused(tmp_path):
    from narrator_app.engine.scenario import find_scenario, scenarios_dir, use_club_folders

    text = (scenarios_dir() / "takavar.toml").read_text(encoding="utf-8")
    text = text.replace('id = "takavar"', 'id = "takavar_typo"', 1).replace(
        'team_action = "nato"', 'team_action = "natoo"')
    (tmp_path / "takavar_typo.toml").write_text(text, encoding="utf-8")
    use_club_folders([tmp_path])
    try:
        entry = find_scenario("takavar_typo")
        assert entry is not None and entry.refused is not None
        assert "team_action" in entry.refused and "natoo" in entry.refused
    finally:
        use_club_folders([])
