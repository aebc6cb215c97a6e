"""The trackers' preview of what a card's own step spends tonight
(:func:`counters_after_night`) takes tonight's block into account: a Leon blocked by the
Matador and shooting anyway keeps his bullet under the default ``blocked_consumes_resource
= false`` (A31), as End night then says; under ``true`` the bullet is spent. A narrator's
trial saw «تیر: ۱» all night, then «تیر: ۲» again at End night."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import at_day_one

from narrator_app.engine import Game, counters_after_night

LEON = 5  # the reference deal's Leon


def _night_one(rules: dict[str, Any]) -> Game:
    g = at_day_one(rules)
    g.end_phase()
    assert g.state.phase == "night"
    return g


@pytest.mark.parametrize("spends", [False, True])
def test_a_blocked_leon_s_bullet_is_previewed_as_end_night_spends_it(spends: bool) -> None:
    g = _night_one({"blocked_consumes_resource": spends})
    bullets = g.state.view(LEON).card.counters["bullets"]
    g.step("mafia", {"shot": 8})
    g.step("matador", {"block": LEON})
    g.step("leon", {"shoot": 9})
    preview = counters_after_night(g.state, LEON)
    shown = bullets if preview is None else preview["bullets"]
    g.end_phase()
    after = g.state.view(LEON).card.counters["bullets"]
    assert after == (bullets - 1 if spends else bullets)
    assert shown == after  # the preview said what End night did


def test_an_unblocked_leon_s_bullet_is_previewed_spent() -> None:
    g = _night_one({})
    bullets = g.state.view(LEON).card.counters["bullets"]
    g.step("mafia", {"shot": 8})
    g.step("matador", {"block": 9})
    g.step("leon", {"shoot": 10})
    preview = counters_after_night(g.state, LEON)
    assert preview is not None and preview["bullets"] == bullets - 1
    g.end_phase()
    assert g.state.view(LEON).card.counters["bullets"] == bullets - 1
