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


def _own_combos(d, scen) -> list[tuple[str, QComboBox]]:
    out = []
    for key in scen.own_house_rules():
        combo = d.findChild(QComboBox, f"rule_{key}")
        if combo is not None:
            out.append((key, combo))
    return out


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_no_raw_value_word_shows_for_any_shipped_scenario(qtbot, lang: str) -> None:
    """Every value of a scenario file's own house rule shows in words (the file's
    ``labels`` in the dialog's language), never the raw word (``by_table_size``, ``self``)."""
    import re

    from narrator_app.engine import shipped_entries

    snake, latin = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b"), re.compile(r"[A-Za-z]")
    seen = 0
    for entry in shipped_entries():
        scen = load_scenario(entry.id)
        d = HouseRulesDialog(scen, lang=lang)
        qtbot.addWidget(d)
        for key, combo in _own_combos(d, scen):
            rule = scen.own_house_rules()[key]
            for i in range(combo.count()):
                value, text = combo.itemData(i), combo.itemText(i)
                assert text and not snake.search(text), (entry.id, key, value, text)
                if isinstance(value, str):
                    assert text != value, (entry.id, key, value)
                    assert text == rule.value_text(value, lang), (entry.id, key, value, text)
                if lang == "fa":
                    assert not latin.search(text), (entry.id, key, value, text)
                seen += 1
        d.close()
    assert seen > 60
