"""The miner's tracker on the night he lays the mine (Y101-1): a narrator's trial
(Namayande, Night 1, English, 1366×768, s1_n1g) read «Mine: none · Mine laid: used» from the
miner's step on seat 3 until the night ended. It now says where the mine lies and that it
was laid tonight; under «That night only» (4.10 C12) that it is for tonight only; from the
End the card's own counter (the seat, or none once the night-only mine is gone)."""

from __future__ import annotations

import pytest
from desk_driver import Table, desk_in

from narrator_app.ui.texts import seat_short

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

DEAL_13 = ["miner", "lawyer", "soldier", "plain_citizen", "rebel", "doctor", "plain_citizen",
           "plain_citizen", "nato", "guide", "hacker", "don", "bodyguard"]  # the trial's


@pytest.fixture
def en_desk(qapp, qtbot, controller):
    from narrator_app.ui.app import apply_language

    yield desk_in(qtbot, controller, "en", (1366, 768))
    apply_language(qapp, "fa")


def miner_line(w) -> str:
    return next(text for who, text in w.trackers.rows() if who.startswith("Miner"))


@pytest.mark.parametrize("lasts", ["until_fired", "that_night"])
def test_the_mine_laid_tonight_is_on_the_miner_s_tracker(en_desk, controller, qtbot, lasts):
    from narrator_app.engine import Setup

    c, w = controller, en_desk
    t = Table(qtbot, w)
    names = tuple(f"P{i}" for i in range(1, 14))
    assert c.new_game(Setup("namayande", names, {"nm_mine_duration": lasts}), DEAL_13)
    assert c.end_phase() and c.end_phase(), c.last_error  # the intro day and night
    assert c.step("election", [4, 7]), c.last_error
    assert c.end_phase(), c.last_error
    while c.choices().current.key != "miner":
        key = c.choices().current.key
        assert c.step(key, {"shot": 8} if key == "mafia" else {}), c.last_error
    w.trackers.refresh()
    assert miner_line(w) == "Mine: none · Mine laid: available"
    t.night("miner", "mine", 3)
    three = seat_short(3, c.names, "en")
    tonight = "laid tonight" if lasts == "until_fired" else "laid tonight, for tonight only"
    assert miner_line(w) == f"Mine: {three} — {tonight} · Mine laid: used"
    while c.choices().current is not None:
        t.night(c.choices().current.key, "none")
    assert miner_line(w) == f"Mine: {three} — {tonight} · Mine laid: used"
    t.press("endNight", w.night_panel)
    assert c.state.phase == "day", c.last_error
    left = three if lasts == "until_fired" else "none"
    assert miner_line(w) == f"Mine: {left} · Mine laid: used"
