"""House rules remembered between games: the last rules used with each scenario come back,
and named presets («قوانین باشگاه ما») are saved in the settings, chosen and printed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox

from narrator_app.ui.house_rules_dialog import HouseRulesDialog
from narrator_app.ui.new_game_dialog import NewGameDialog
from narrator_app.ui.settings import Settings

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

GF = "godfather_nostradamus"


def _dialog(qtbot, settings):
    d = NewGameDialog(settings)
    qtbot.addWidget(d)
    d.show()
    return d


def _toggle(qtbot, d, rule="leon_vest"):
    qtbot.mouseClick(d.house_rules_button, Qt.MouseButton.LeftButton)
    rd = [w for w in d.findChildren(HouseRulesDialog) if w.isVisible()][0]
    qtbot.mouseClick(rd.findChild(QCheckBox, f"rule_{rule}"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(rd.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)


def _choose(d, sid):
    d.scenario_combo.setCurrentIndex(d.scenario_combo.findData(sid))


def test_the_last_rules_of_each_scenario_come_back(qtbot, tmp_path):
    settings = Settings(last_scenario=GF)
    d = _dialog(qtbot, settings)
    _toggle(qtbot, d)
    d.accept()
    assert settings.last_house_rules[GF] == {"leon_vest": False}
    settings.save(tmp_path)
    again = Settings.load(tmp_path)  # the next session
    d2 = _dialog(qtbot, again)
    assert d2.result_setup().house_rules == {"leon_vest": False}
    _choose(d2, "zodiac")  # another scenario: its own (none remembered)
    assert d2.result_setup().house_rules == {}
    _choose(d2, GF)
    assert d2.result_setup().house_rules == {"leon_vest": False}


def test_a_remembered_rule_the_engine_refuses_is_dropped(qtbot):
    settings = Settings(last_scenario=GF, last_house_rules={GF: {"no_such_rule": True}})
    d = _dialog(qtbot, settings)
    assert d.result_setup().house_rules == {}


def test_a_named_preset_is_saved_chosen_and_printed(qtbot, tmp_path, monkeypatch):
    from PySide6.QtPrintSupport import QPrintPreviewDialog

    opened = []
    monkeypatch.setattr(QPrintPreviewDialog, "open", lambda self: opened.append(self))
    settings = Settings(last_scenario=GF)
    d = _dialog(qtbot, settings)
    saved = []
    d.presetSaved.connect(lambda: saved.append(True))
    _toggle(qtbot, d, "cards_enabled")
    d.preset_name.setText("قوانین باشگاه ما")
    qtbot.mouseClick(d.save_preset_button, Qt.MouseButton.LeftButton)
    assert saved == [True]
    assert [(p.name, p.rules) for p in settings.presets_for(GF)] == [
        ("قوانین باشگاه ما", {"cards_enabled": False})]
    settings.save(tmp_path)
    d2 = _dialog(qtbot, Settings.load(tmp_path))
    assert d2.preset_combo.itemText(0) == "— قوانین ذخیره‌شده —"
    _vest_rules = d2.result_setup().house_rules
    assert _vest_rules == {}  # never played with them: nothing remembered yet
    i = d2.preset_combo.findData("قوانین باشگاه ما")
    d2.preset_combo.activated.emit(i)
    assert d2.result_setup().house_rules == {"cards_enabled": False}
    preview = d2.print_rules()
    assert opened == [preview]
    from PySide6.QtGui import QTextDocument

    from narrator_app.engine import house_rules_for, load_scenario
    from narrator_app.ui.house_rules_dialog import announced_rules_html

    scen = load_scenario(GF)

    def text(rules):
        doc = QTextDocument()
        doc.setHtml(announced_rules_html(scen, house_rules_for(scen, 11, rules), "fa"))
        return doc.toPlainText()

    printed = preview._doc.toPlainText()
    assert printed == text({"cards_enabled": False}) != text({})  # the preset is what is printed
