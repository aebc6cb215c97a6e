"""HR106-1 in the real New game dialog: house rules each allowed alone that a role of the
club's file cannot be played with together are refused when the narrator takes them in the
house-rules screen (its red line, the engine's refusal in the dialog's language), before
any game starts; the table's rules stay as they were, and a combination that plays is
taken."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from narrator_app.engine.scenario import load_scenario, scenario_catalogue, use_club_folders
from narrator_app.messages import REFUSALS, role_name
from narrator_app.ui.new_game_dialog import NewGameDialog
from narrator_app.ui.settings import Settings
from tests.engine.toy_role import write_clash as write

SID = "toy_together"


@pytest.fixture
def dialog(qtbot, tmp_path: Path) -> Iterator[NewGameDialog]:
    write(tmp_path, SID, seed=False)  # its defaults play together
    use_club_folders([tmp_path])
    scenario_catalogue()  # read now: the dialog lists the club's file at once
    d = NewGameDialog(Settings())
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    yield d
    use_club_folders([])


def _choose(rules, key: str, value: object) -> None:
    """``value`` shown in the editor of ``key`` (its check box or its list)."""
    rules.editors[key].set_value(value)
    assert rules.values()[key] == value


def test_a_combination_the_role_cannot_take_is_refused_in_the_dialog(qtbot, dialog) -> None:
    combo = dialog.scenario_combo
    combo.setCurrentIndex(combo.findData(SID))
    assert dialog.result_setup().scenario_id == SID
    rules = dialog.open_house_rules()
    qtbot.waitExposed(rules)
    _choose(rules, "toy_seed_form", True)  # with the default chooser: they clash
    ok = rules.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    lang = dialog._lang()
    said = REFUSALS[lang]["bad_script/house_rules_clash"].format(
        role=role_name(load_scenario(SID), "poisoner", lang))
    assert rules.isVisible() and rules.error_label.isVisible()
    assert rules.error_label.text() == said
    assert dialog.result_setup().house_rules == {}  # the table's rules: as they were
    _choose(rules, "toy_chooser", "holder_nightly")  # the other chooser: they play
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not rules.isVisible())
    assert dialog.result_setup().house_rules == {"toy_seed_form": True,
                                                 "toy_chooser": "holder_nightly"}
