"""The house rules dialog's defaults button says «Booklet defaults» only for a scenario of the
seed documents as shipped; a club scenario's (Werewolf's) is «Scenario defaults» (a
narrator's trial, s2_hr, Z103-15). Offscreen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from narrator_app.engine import booklet_scenario, load_scenario
from narrator_app.ui.house_rules_dialog import HouseRulesDialog

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


@pytest.mark.parametrize(("sid", "booklet"), [("godfather_nostradamus", True),
                                              ("classic", True), ("werewolf", False),
                                              ("bazpors", False)])
def test_the_defaults_button_names_their_source(qtbot, sid, booklet):
    scen = load_scenario(sid)
    assert booklet_scenario(scen) is booklet
    d = HouseRulesDialog(scen, lang="en")
    qtbot.addWidget(d)
    want = "Booklet defaults" if booklet else "Scenario defaults"
    assert d.booklet_button.text() == QCoreApplication.translate("HouseRules", want)
