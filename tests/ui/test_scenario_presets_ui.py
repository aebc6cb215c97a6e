"""The house-rules screen offers the presets of the scenario file: a club's own preset is a
button with its label from the file; clicking it shows its values (issue 13)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from narrator_app.engine import load_scenario
from narrator_app.engine.scenario import use_club_folders
from narrator_app.ui.house_rules_dialog import HouseRulesDialog, rule_label, value_label

HARBOUR = (Path(__file__).resolve().parents[1] / "fixtures" / "scenarios" / "harbour.toml"
           ).read_text(encoding="utf-8")
PRESET = ('\n[presets.tournament]\nname = { fa = "قانون مسابقه", en = "Tournament" }\n'
          'rules = { challenge_seconds = 20, tie_resolution = "nobody_leaves" }\n'
          'sources = { challenge_seconds = "our club" }\n')


def test_a_club_preset_is_a_button_of_the_house_rules_screen(qtbot, tmp_path):
    (tmp_path / "harbour.toml").write_text(HARBOUR + PRESET, encoding="utf-8")
    use_club_folders([tmp_path])
    try:
        scen = load_scenario("harbour")
        d = HouseRulesDialog(scen, lang="fa")
        qtbot.addWidget(d)
        d.show()
        qtbot.waitExposed(d)
        button = d.findChild(QPushButton, "preset_tournament")
        assert button is not None and button.isVisible()
        assert button.text() == "قانون مسابقه"
        assert d.club_button is None  # the file has no «club practice» preset
        assert d.findChild(QPushButton, "presetClub") is None
        tip = button.toolTip().splitlines()
        assert tip[0] == f"{rule_label('challenge_seconds')}: {value_label(20, 'fa')} — our club"
        assert tip[1] == f"{rule_label('tie_resolution')}: {value_label('nobody_leaves', 'fa')}"
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert d.changes() == {"challenge_seconds": 20, "tie_resolution": "nobody_leaves"}
        qtbot.mouseClick(d.booklet_button, Qt.MouseButton.LeftButton)
        assert d.changes() == {}
        en = HouseRulesDialog(scen, lang="en")
        qtbot.addWidget(en)
        assert en.preset_buttons["tournament"].text() == "Tournament"
    finally:
        use_club_folders([])


def test_shipped_presets_keep_their_label_and_sources(qtbot):
    d = HouseRulesDialog(load_scenario("zodiac"), lang="fa")
    qtbot.addWidget(d)
    assert d.club_button.text() == "رویهٔ رایج باشگاه‌ها"
    assert d.club_button.objectName() == "presetClub"
    assert d.club_button.toolTip().splitlines()[1] == (
        f"{rule_label('zodiac_shoot_nights')}: {value_label('even', 'fa')} — A76 (G3)")
