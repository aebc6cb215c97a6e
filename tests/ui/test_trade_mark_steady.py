"""The teammate-given-up mark (W99-1) is one of the scenario's own token words where the
team may give one up (Bazpors' trade, Namayande's mine toll): the ring keeps room for it
from the night's start, as for the others (RG98-1), so that it widens no card when put."""

from __future__ import annotations

import pytest
from desk_driver import desk_in
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup, load_scenario, token_words
from narrator_app.engine.scenario import shipped_entries

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

DEAL = ["mafia_boss", "nato", "charlatan", "detective", "doctor", "researcher",
        "invulnerable", "interrogator", "plain_citizen", "plain_citizen", "plain_citizen",
        "sniper"]


def test_listed_where_a_teammate_may_be_given_up():
    for entry in shipped_entries():
        words = token_words(load_scenario(entry.id), "en")
        assert ("sacrificed" in words) is (entry.id in ("bazpors", "namayande")), entry.id
    assert token_words(load_scenario("bazpors"), "fa")["sacrificed"] == "فدا"


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_ring_keeps_its_room_from_the_night_s_start(qapp, qtbot, controller, lang):
    from narrator_app.ui.app import apply_language

    w = desk_in(qtbot, controller, lang, (1366, 744))
    try:
        c = controller
        assert c.new_game(Setup("bazpors", tuple(f"P{i}" for i in range(1, 13))), DEAL)
        while c.state.phase != "night":
            assert c.end_phase(), c.last_error
        QApplication.processEvents()
        word = "sacrificed" if lang == "en" else "فدا"
        assert w.ring.token_words["sacrificed"] == word  # room kept before any is put
        assert c.step("mafia", {"trade": {"sacrifice": 2, "recruit": 9}}), c.last_error
        QApplication.processEvents()
        assert word in w.ring.seat_texts(2)
    finally:
        apply_language(qapp, "fa")
