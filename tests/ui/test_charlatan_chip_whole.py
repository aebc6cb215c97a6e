"""The charlatan's token on the detective's seat (Bazpors, tamper_inquiry forcing «citizen»,
club_scenarios 3.11) reads whole on a 12-seat English ring at 1366×768: it read «reads
citi…» (a narrator's trial, s5_bz_n1b, Z103-13). Real window, offscreen."""

from __future__ import annotations

import pytest
from desk_driver import desk_in
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

SEATS = ["mafia_boss", "plain_citizen", "charlatan", "detective", "doctor", "interrogator",
         "simple_mafia", "invulnerable", "researcher", "plain_citizen", "sniper", "nato"]
NAMES = ("Alice", "Bob", "Cyrus", "Dara", "Elham", "Farid", "Goli", "Hadi", "Iman", "Jamal",
         "Kourosh", "Mahnaz")


def test_the_charlatan_token_reads_whole(qtbot, controller):
    from narrator_app.ui.app import apply_language

    c = controller
    w = desk_in(qtbot, c, "en", (1366, 740))
    try:
        assert c.new_game(Setup("bazpors", NAMES), SEATS), c.last_error
        while c.state.phase != "night" or c.state.number < 1:
            assert c.end_phase(), c.last_error
        for key, value in (("mafia", {"shot": 10}), ("charlatan", {"pick": 4})):
            assert c.step(key, value), c.last_error
        QApplication.processEvents()
        ring = w.ring
        chips = [t for k, t, *_ in ring._items(ring._view(4)) if k == "token"]
        assert chips and not any("…" in t for t in chips), chips
    finally:
        apply_language(QApplication.instance(), "fa")
