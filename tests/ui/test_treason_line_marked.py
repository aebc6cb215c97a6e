"""The Don's treason vote (Namayande, club_scenarios 4.6, 4.8) on the day panel is the
narrator's alone: said aloud it tells the table the Don used it. Its lines, while the hands
are counted and once recorded with the count as counted, carry the narrator-only mark every
other secret line carries («[فقط راوی، نگویید]»; a narrator's trial, s5_nm_d2b, s5_nm_d2c,
Z103-11). Real window, offscreen."""

from __future__ import annotations

import pytest
from test_trial82 import namayande_night_one

from narrator_app.ui.texts import translate

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


def test_the_treason_lines_are_marked_narrator_only(window, controller, table):
    c, t, panel = controller, table, window.day_panel
    namayande_night_one(c)
    assert c.step("hacker", {}), c.last_error
    assert c.step("mafia", {"shot": 8, "treason": {"rep": 1, "delta": 1}}), c.last_error
    for key in ("guide", "doctor", "bodyguard", "miner", "lawyer"):
        assert c.step(key, {}), c.last_error
    assert c.end_phase(), c.last_error
    assert c.step("accused", [5, 6]), c.last_error
    mark = translate("Ravi", "[narrator only, do not say it] %1").replace("%1", "").strip()
    assert mark.startswith("[") and "راوی" in mark
    moves = panel.moves_label
    t.qtbot.waitUntil(moves.isVisible, timeout=1000)
    treason = [ln for ln in moves.text().split("\n") if "خیانت" in ln]
    assert treason and all(ln.startswith(mark) for ln in treason), moves.text()
    t.seat(5)
    t.type_count(5, "1")
    t.press("confirmVotes")
    assert c.last_error == ""
    said = panel.defense_label.text().split("\n")
    treason = [ln for ln in said if "خیانت" in ln]
    assert treason and all(ln.startswith(mark) for ln in treason), said
    assert "شمارش" in treason[0]  # the count as counted, in the marked line
