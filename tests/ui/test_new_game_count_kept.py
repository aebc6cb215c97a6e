"""A narrator's trial (c03; decision Z104-16): in the New game dialog the narrator typed 12
players, switched the scenario, and the count went back to the new scenario's reference
size (Capo's 10). A count the narrator chose stays when the new scenario plays it; a
scenario that does not falls back to its own reference size. The real dialog, driven by
keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit
from test_classic_ui import key_to

from narrator_app.engine import load_scenario
from narrator_app.ui.new_game_dialog import NewGameDialog
from narrator_app.ui.settings import Settings

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


def _typed(qtbot, d: NewGameDialog, n: int) -> None:
    d.count_spin.setFocus()
    d.count_spin.selectAll()
    for ch in str(n):
        qtbot.keyClick(d.count_spin, ch)
    qtbot.keyClick(d.count_spin, Qt.Key.Key_Tab)
    assert d.count_spin.value() == n


def test_a_typed_count_survives_a_switch_of_scenario(qtbot):
    d = NewGameDialog(Settings())
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    key_to(qtbot, d.scenario_combo, "godfather_nostradamus")
    assert d.count_spin.value() == load_scenario("godfather_nostradamus").reference_size
    _typed(qtbot, d, 12)
    key_to(qtbot, d.scenario_combo, "capo")  # plays 10 to 13: the 12 stays
    assert d.count_spin.value() == 12
    assert d.findChild(QLineEdit, "name_12") is not None  # the table has its 12 seats
    key_to(qtbot, d.scenario_combo, "werewolf")  # plays 12 too
    assert d.count_spin.value() == 12
    _typed(qtbot, d, 16)
    key_to(qtbot, d.scenario_combo, "capo")  # 16 is too many: its reference size
    assert d.count_spin.value() == load_scenario("capo").reference_size


def test_an_untouched_count_follows_the_scenario(qtbot):
    d = NewGameDialog(Settings())
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    key_to(qtbot, d.scenario_combo, "godfather_nostradamus")
    key_to(qtbot, d.scenario_combo, "mozakere")
    assert d.count_spin.value() == load_scenario("mozakere").reference_size
