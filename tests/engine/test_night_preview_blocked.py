"""The trackers' preview of what a card's own step spends tonight
(:func:`counters_after_night`) takes tonight's block into account: a Leon blocked by the
Matador and shooting anyway keeps his bullet under the default ``blocked_consumes_resource
= false`` (A31), as End night then says; under ``true`` the bullet is spent. A narrator's
trial saw «تیر: ۱» all night, then «تیر: ۲» again at End night."""

from __future__ import annotations

from typing import Any

import pytest

from narrator_app.engine import Game, Setup, counters_after_night

GF_DEAL = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
           "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
LEON = 5


def _night_one(rules: dict[str, Any]) -> Game:
    g = Game(Setup("godfather_nostradamus", tuple(f"P{i}" for i in range(1, 12)), rules))
    g.deal(GF_DEAL)
    while g.state.phase != "night":
        if g.state.phase == "intro_night":
            g.step("nostradamus", {"pick": [4, 6, 7], "side": "city"})
        g.end_phase()
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
