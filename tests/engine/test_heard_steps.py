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
                # the holder's code is said aloud; the guard's, at the noon sleep, is secret
                # (rules_spec 3.5.3): heard only through what it did (an exit line)
                if "holder_code" in a.value:
                    assert played.heard_since(1), (seed, a.value)
                    checked += 1
                quiet = Game.replay(g.setup, g.actions[:i])
                if quiet.actions[-1].kind == "step" and quiet.actions[-1].key == "votes":
                    assert not quiet.heard_since(1)  # a defense vote is not heard as such
        if checked >= 3:
            break
    assert checked >= 3
    assert {"guns", "bomb", "status_inquiry"} <= set(HEARD_STEPS)


def test_a_guard_s_secret_code_alone_is_not_heard():
    """The guard's code at the noon sleep is given secretly (rules_spec 3.5.3): taking it
    back does not say the table heard it — unless it removed a player (an exit is heard)."""
    from narrator_app.engine.game import Action, _heard_step

    assert not _heard_step(Action("step", "day", "bomb", {"guard_code": 2}))
    assert _heard_step(Action("step", "day", "bomb", {"holder_code": 2}))
    assert _heard_step(Action("step", "day", "guns", {"fire": [1, 2]}))
    assert not _heard_step(Action("step", "day", "votes", {"4": 2}))
