"""Taking back a day step whose result the table heard at once asks first (decision
CR37-7; a narrator's trial: Zodiac's bomb code — «the bomb is defused» — and a gun's
«مشقی.» were undone without the «the table already heard this» question)."""

from __future__ import annotations

from narrator_app.engine.game import HEARD_STEPS, Game
from narrator_app.engine.simulate import random_game


def test_undoing_a_bomb_code_asks_first():
    checked = 0
    for seed in range(40):
        g = random_game("zodiac", 12, seed, house_rules={})
        for i, a in enumerate(g.actions):
            if a.kind == "step" and a.key == "bomb":
                played = Game.replay(g.setup, g.actions[: i + 1])
                assert played.heard_since(1), (seed, a.value)
                checked += 1
                quiet = Game.replay(g.setup, g.actions[:i])
                if quiet.actions[-1].kind == "step" and quiet.actions[-1].key == "votes":
                    assert not quiet.heard_since(1)  # a defense vote is not heard as such
        if checked >= 3:
            break
    assert checked >= 3
    assert {"guns", "bomb", "status_inquiry"} <= set(HEARD_STEPS)
