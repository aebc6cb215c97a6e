"""A format-2 scenario file in the window (issue 21 item 4): its own house rule in the
house-rules dialog with its name and values, and its reminder steps titled by their names
in the night checklist."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox, QGroupBox, QLabel

from narrator_app.engine.abilities import register, unregister
from narrator_app.engine.scenario import find_scenario, load_scenario, use_club_folders
from narrator_app.ui.house_rules_dialog import HouseRulesDialog
from narrator_app.ui.texts import step_title
from tests.engine.test_scenario_v2 import BASE, DOSER


@pytest.fixture
def harbour(tmp_path: Path):
    register(DOSER)
    folder = tmp_path / "scenarios"
    folder.mkdir()
    (folder / "harbour_two.toml").write_text(BASE, encoding="utf-8")
    use_club_folders([folder])
    entry = find_scenario("harbour_two")
    assert entry is not None and entry.refused is None, entry
    yield load_scenario("harbour_two")
    use_club_folders([])
    unregister("toy_dose")


@pytest.mark.parametrize(("lang", "label"), [("en", "The poisoner's doses"),
                                             ("fa", "دوزهای زهرزن")])
def test_the_file_s_own_house_rule_is_in_the_dialog(qtbot, harbour, lang: str,
                                                    label: str) -> None:
    d = HouseRulesDialog(harbour, lang=lang)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    assert d.findChild(QLabel, "label_doser_doses").text() == label
    combo = d.findChild(QComboBox, "rule_doser_doses")
    assert [combo.itemData(i) for i in range(combo.count())] == [1, 2]
    assert d.findChild(QGroupBox, "group_scenario").isAncestorOf(combo)
    assert "a test" in d.findChild(QLabel, "label_doser_doses").toolTip()
    combo.setCurrentIndex(1)
    assert d.changes() == {"doser_doses": 2}


def test_a_reminder_step_is_titled_by_its_name(harbour) -> None:
    assert step_title("mafia_talk", None, harbour, "fa") == "گفت‌وگوی مافیا"
    assert step_title("lights", None, harbour, "en") == "Lights"


def test_a_rule_without_values_takes_its_editor_from_the_parameter_s_type(qtbot, harbour,
                                                                         tmp_path) -> None:
    """``values`` left out: the kind's parameter type decides (an int: a number box)."""
    from PySide6.QtWidgets import QSpinBox

    folder = tmp_path / "more"
    folder.mkdir()
    (folder / "harbour_two.toml").write_text(BASE.replace("values = [1, 2]\n", "", 1),
                                             encoding="utf-8")
    use_club_folders([folder])
    scen = load_scenario("harbour_two")
    assert scen.own_house_rules()["doser_doses"].values == "int"
    d = HouseRulesDialog(scen, lang="en")
    qtbot.addWidget(d)
    spin = d.findChild(QSpinBox, "rule_doser_doses")
    assert spin is not None and spin.value() == 1
    spin.setValue(3)
    assert d.changes() == {"doser_doses": 3}


HARBOUR = (Path(__file__).resolve().parents[1] / "fixtures" / "scenarios" / "harbour.toml"
           ).read_text(encoding="utf-8")
REMINDER = ('\n[[night]]\nkey = "lights_out"\nreminder = true\n'
            'name = { fa = "خاموشی چراغ‌ها", en = "Lights out" }\n'
            'say = { fa = "چراغ‌ها را خاموش کنید.", en = "Put the lights out." }\n'
            'gesture = { fa = "دست روی کلید.", en = "Hand on the switch." }\n')


def test_a_reminder_step_is_a_line_of_the_night_checklist(table, controller, tmp_path):
    """A file's reminder step (no role, no engine action) is shown in the window's night
    checklist at its place, titled by its name, marked as a reminder (issue 21: the
    ``city_roles`` workaround was dropped from the checklist)."""
    from narrator_app.engine import Setup

    (tmp_path / "harbour.toml").write_text(HARBOUR + REMINDER, encoding="utf-8")
    use_club_folders([tmp_path])
    try:
        deal = ["boss", "thug", "seer", "medic", "thief", "sniper", "villager", "villager",
                "villager"]
        assert controller.new_game(Setup("harbour", tuple(f"P{i}" for i in range(1, 10))),
                                   deal)
        panel = table.w.night_panel
        table.press("endNight", panel)
        table.press("endDay")
        rows = {r.key: r for r in panel.rows}
        assert list(rows) == ["seer", "medic", "thief", "mafia", "sniper", "lights_out"]
        row = rows["lights_out"]
        assert row.state_name == "reminder" and row.title.text() == "خاموشی چراغ‌ها"
    finally:
        use_club_folders([])
