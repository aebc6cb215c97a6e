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


def test_the_preview_reads_the_whole_night_where_his_own_steps_need_another():
    """TA43-19: Namayande, the team's shot on a mined player with the mine's toll and the
    Don's treason vote: the team's step alone is refused (no mine fired without the miner's
    step), so the preview gave nothing and the Don's tracker read «رأی خیانت: هیچ‌کس» all
    night after «تغییر»; the whole night as confirmed so far resolves."""
    from narrator_app.engine import Game, Setup
    from narrator_app.engine.night_preview import counters_after_night

    seats = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer",
             "plain_citizen", "plain_citizen"]
    g = Game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11)), {}))
    g.deal(seats)
    g.end_phase()
    g.end_phase()
    g.step("election", [4, 5])
    g.end_phase()
    treason = {"rep": 2, "delta": -1}
    g.step("mafia", {"shot": 9, "treason": treason})
    assert counters_after_night(g.state, 1)["treason"] == treason
    g.step("miner", {"mine": 9})
    g.step("mafia", {"shot": 9, "sacrifice": 2, "treason": treason})
    assert counters_after_night(g.state, 1)["treason"] == treason
    g.end_phase()  # End night agrees
    assert g.state.view(1).card.counters["treason"] == treason
