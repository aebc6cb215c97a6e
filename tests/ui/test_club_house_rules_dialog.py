"""The club scenarios' house rules added in issue 22 are in the house-rules dialog: each with
its name, its values (the default first) and its source on the tooltip, in the scenario's own
group; choosing another value is the table's change."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QGroupBox, QLabel

from narrator_app.engine.scenario import load_scenario
from narrator_app.ui.house_rules_dialog import HouseRulesDialog

COMBOS = [
    ("bazpors", "bz_trade_sacrifice_on_fail", ["leaves", "stays"], "C6"),
    ("bazpors", "bz_trade_invulnerable", ["by_table_size", "always", "never"], "C7"),
    ("bazpors", "bz_trade_announcement", ["night_every_attempt", "none"], "C8"),
    ("capo", "cp_armoursmith_mode", ["any", "self"], "C11"),
    ("mozakere", "mz_reporter_mode", ["converted", "conversion_result"], "C5"),
]


@pytest.mark.parametrize(("scenario", "key", "values", "item"), COMBOS)
def test_the_rule_is_in_the_dialog(qtbot, scenario: str, key: str, values: list,
                                   item: str) -> None:
    scen = load_scenario(scenario)
    d = HouseRulesDialog(scen, lang="en")
    qtbot.addWidget(d)
    label = d.findChild(QLabel, f"label_{key}")
    assert label is not None and label.text() == scen.own_house_rules()[key].name.en
    assert item in label.toolTip()
    combo = d.findChild(QComboBox, f"rule_{key}")
    assert [combo.itemData(i) for i in range(combo.count())] == values
    assert combo.currentData() == values[0]
    assert d.findChild(QGroupBox, "group_scenario").isAncestorOf(combo)
    combo.setCurrentIndex(1)
    assert d.changes() == {key: values[1]}


def test_the_don_s_recruitment_is_a_check_box(qtbot) -> None:
    d = HouseRulesDialog(load_scenario("capo"), lang="fa")
    qtbot.addWidget(d)
    assert d.findChild(QLabel, "label_cp_recruit").text() == "عضوگیری دن"
    assert d.findChild(QCheckBox, "rule_cp_recruit") is None
    combo = d.findChild(QComboBox, "rule_cp_recruit")
    assert [combo.itemData(i) for i in range(combo.count())] == [True, False]
    assert [combo.itemText(i) for i in range(combo.count())] != ["True", "False"]
    assert combo.currentData() is True
    combo.setCurrentIndex(1)
    assert d.changes() == {"cp_recruit": False}
