"""The End row beside the button that records the plain shot (X100-12): its words said
«reopen the mafia step ("Change") and record a plain Shot», the slow way, beside the one
click that does it (a narrator's trial, s1_n2fix)."""

from __future__ import annotations

import pytest

from narrator_app.ui.texts import tr

NAMAYANDE_10 = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer",
                "plain_citizen", "plain_citizen"]


def namayande_night_two(c) -> None:
    """Namayande at 10 to Night 2: 9 and 10 elected on Day 1, seat 9 mined on Night 1."""
    from narrator_app.engine import Setup

    assert c.new_game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11))), NAMAYANDE_10)
    assert c.end_phase() and c.end_phase(), c.last_error
    assert c.step("election", [9, 10]), c.last_error
    assert c.end_phase(), c.last_error
    assert c.step("mafia", {"shot": 7}) and c.step("miner", {"mine": 9}), c.last_error
    for key in ("hacker", "guide", "doctor", "bodyguard", "lawyer"):
        assert c.step(key, {}), c.last_error
    assert c.end_phase() and c.end_phase(), c.last_error

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_end_row_points_to_the_button_not_to_change(window, controller, table, lang):
    c, t, panel = controller, table, window.night_panel
    namayande_night_two(c)
    c.lang = lang
    assert c.step("hacker", {}), c.last_error
    assert c.step("mafia", {"shot": 9, "sacrifice": 2}), c.last_error
    for key, value in (("guide", {}), ("doctor", {"save": 9}), ("lawyer", {})):
        assert c.step(key, value), c.last_error
    panel.refresh()
    assert t.button("replaceStep", panel).isVisible()
    words = panel.picker_title.text()
    ch = c.choices()
    assert c.refusal(ch.end_refusal) not in words, words  # not «reopen … ("Change")»
    assert tr("The mine did not fire, so no mafia member leaves: record the plain shot with "
              "the button below.") in words, words
