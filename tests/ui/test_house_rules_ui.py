"""The house-rules screen: every option of the scenario, grouped, with default and source;
presets; editable from the New game dialog (only changed keys reach the Setup), locked in a
running game; the printable rules announced before the game."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QDialogButtonBox, QSpinBox

from narrator_app.engine import Setup, load_scenario
from narrator_app.engine.house_rules import REGISTRY
from narrator_app.ui.house_rules_dialog import (
    HouseRulesDialog,
    announced_rules_html,
    club_practice,
    export_announced_pdf,
)
from narrator_app.ui.settings import Settings

GF = "godfather_nostradamus"


@pytest.fixture
def rules_dialog(qtbot):
    d = HouseRulesDialog(load_scenario(GF), lang="fa")
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def ok(qtbot, d) -> None:
    qtbot.mouseClick(d.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)


def test_every_option_of_the_scenario_grouped_with_default_and_source(rules_dialog):
    d, scen = rules_dialog, load_scenario(GF)
    assert set(d.editors) == set(scen.default_house_rules())
    assert d.values() == scen.default_house_rules()
    assert d.changes() == {}
    for key, ed in d.editors.items():
        box = d.group_boxes[REGISTRY[key].group]
        assert box.isAncestorOf(ed)
        assert REGISTRY[key].source in d.findChild(type(d.lock_label), f"label_{key}").toolTip()
    assert d.default_labels["leon_bullets"].text().endswith("۲")
    assert d.findChild(QCheckBox, "rule_cards_enabled").isChecked()
    # Zodiac: the engine refuses cards, so the box cannot be ticked
    z = HouseRulesDialog(load_scenario("zodiac"))
    assert not z.findChild(QCheckBox, "rule_cards_enabled").isEnabled()
    assert not z.findChild(QCheckBox, "rule_cards_enabled").isChecked()
    z.deleteLater()


def test_edit_presets_and_changes(qtbot, rules_dialog):
    d = rules_dialog
    combo = d.findChild(QComboBox, "rule_tie_resolution")
    combo.setCurrentIndex(combo.findData("nobody_leaves"))
    qtbot.mouseClick(d.findChild(QCheckBox, "rule_cards_enabled"), Qt.MouseButton.LeftButton)
    spin = d.findChild(QSpinBox, "rule_challenge_seconds")
    spin.setValue(30)
    assert d.changes() == {"tie_resolution": "nobody_leaves", "cards_enabled": False,
                           "challenge_seconds": 30}
    assert "bold" in d.default_labels["tie_resolution"].styleSheet()
    qtbot.mouseClick(d.club_button, Qt.MouseButton.LeftButton)
    assert d.changes() == club_practice(load_scenario(GF)) == {
        "defense_threshold_rule": "half_minus_one", "sixth_sense_limit": "once",
        "doctor_consecutive_same_target": "forbidden"}
    qtbot.mouseClick(d.booklet_button, Qt.MouseButton.LeftButton)
    assert d.changes() == {}
    # a fixed quorum: the number box appears with the choice
    q = d.findChild(QComboBox, "rule_defense_threshold_rule")
    n = d.findChild(QSpinBox, "rule_defense_threshold_rule_n")
    assert not n.isVisible()
    q.setCurrentIndex(q.findData("fixed:N"))
    assert n.isVisible()
    n.setValue(5)
    assert d.changes() == {"defense_threshold_rule": "fixed:5"}


def test_new_game_dialog_starts_with_cards_on_and_passes_only_changes(qtbot):
    from narrator_app.ui.new_game_dialog import NewGameDialog

    settings = Settings()
    settings.last_scenario = GF
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.result_setup().house_rules == {}
    qtbot.mouseClick(dialog.house_rules_button, Qt.MouseButton.LeftButton)
    rd = dialog.findChild(HouseRulesDialog)
    assert rd is not None and rd.isVisible() and not rd.locked
    qtbot.mouseClick(rd.findChild(QCheckBox, "rule_leon_vest"), Qt.MouseButton.LeftButton)
    ok(qtbot, rd)
    assert dialog.result_setup().house_rules == {"leon_vest": False}
    rows = {dialog.rules_table.item(r, 0).text(): dialog.rules_table.item(r, 1).text()
            for r in range(dialog.rules_table.rowCount())}
    # the rules in words, as the house-rules dialog names them
    from narrator_app.ui.house_rules_dialog import rule_label, value_label

    assert rows[rule_label("leon_vest")] == value_label(False)
    assert rows[rule_label("cards_enabled")] == value_label(True)
    # reopened: it shows the table's choice; Cancel keeps it
    qtbot.mouseClick(dialog.house_rules_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    rd2 = [w for w in dialog.findChildren(HouseRulesDialog) if w.isVisible()][0]
    assert rd2.changes() == {"leon_vest": False}  # reopened with the table's choice
    qtbot.mouseClick(rd2.buttons.button(QDialogButtonBox.StandardButton.Cancel),
                     Qt.MouseButton.LeftButton)
    assert dialog.result_setup().house_rules == {"leon_vest": False}


def test_running_game_rules_are_locked_and_saved_with_the_game(qtbot, window, controller,
                                                                tmp_path):
    c = controller
    names = tuple(f"P{i}" for i in range(1, 12))
    assert c.new_game(Setup(GF, names, {"defense_threshold_rule": "half_minus_one"}))
    assert window.house_rules_action.isEnabled()
    window.house_rules_action.trigger()
    d = window.findChild(HouseRulesDialog)
    assert d is not None and d.isVisible() and d.locked
    assert d.values()["defense_threshold_rule"] == "half_minus_one"
    assert not d.findChild(QComboBox, "rule_defense_threshold_rule").isEnabled()
    assert not d.findChild(QCheckBox, "rule_cards_enabled").isEnabled()
    assert not d.club_button.isEnabled() and not d.booklet_button.isEnabled()
    assert d.buttons.button(QDialogButtonBox.StandardButton.Ok) is None
    d.apply_club()  # refused while locked
    assert d.values()["sixth_sense_limit"] == "unlimited"
    assert "قفل" in d.lock_label.text() or "Locked" in d.lock_label.text()
    d.close()
    # saved with the game: the file replays with the same rules
    path = tmp_path / "g.ravi"
    assert c.save_to(path)
    assert c.open_from(path)
    assert c.game.house_rules["defense_threshold_rule"] == "half_minus_one"
    assert c.state.rules["defense_threshold_rule"] == "half_minus_one"


def test_announced_rules_text_and_pdf(tmp_path):
    scen = load_scenario(GF)
    text = announced_rules_html(scen, {"defense_threshold_rule": "half_minus_one"}, "fa")
    for card in ("سکوت بره‌ها", "دستبند", "افشای هویت", "تغییر چهره", "ذهن زیبا"):
        assert card in text
    # the role-claim ban, without its source codes: the players read this sheet (CF45-12)
    assert "ادعای نقش" in text and "S0:L25" not in text and "S2:L38" not in text
    assert ";" not in text.split("<body")[1].split(">", 1)[1]  # Persian semicolons
    nights = announced_rules_html(load_scenario("mafia_nights"), {"cards_enabled": True}, "fa")
    # no independent in Mafia Nights: its game never draws Beautiful Mind (A93)
    assert "سکوت بره‌ها" in nights and "ذهن زیبا" not in nights
    off = announced_rules_html(scen, {"cards_enabled": False}, "fa")
    assert "سکوت بره‌ها" not in off
    z = announced_rules_html(load_scenario("zodiac"), {}, "fa")
    assert "ذهن زیبا" not in z
    pdf = tmp_path / "rules.pdf"
    export_announced_pdf(pdf, scen, {}, "fa")
    assert pdf.read_bytes().startswith(b"%PDF")
    if Path("/usr/bin/pdftotext").exists():
        out = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout
        assert out.strip() and "S0:L25" not in out


def test_print_action_opens_a_preview(window, controller, monkeypatch):
    from PySide6.QtPrintSupport import QPrintPreviewDialog

    opened = []
    monkeypatch.setattr(QPrintPreviewDialog, "open", lambda self: opened.append(self))
    assert not window.print_rules_action.isEnabled()
    assert controller.new_game(Setup(GF, tuple(f"P{i}" for i in range(1, 12)), {}))
    window.print_rules_action.trigger()
    assert len(opened) == 1


def test_the_preview_shows_each_page_as_an_image(qtbot):
    """The announced rules' print preview draws each page as one image (its pages are
    pictures, whose text Qt lays out again left to right on playback: a narrator's trial
    saw «:حد نصاب», CF45-11); a PDF or a printer gets the text itself."""
    from PySide6.QtGui import QPaintEngine
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget

    from narrator_app.ui import house_rules_dialog as hr

    printer = QPrinter()
    widget = QPrintPreviewWidget(printer)
    qtbot.addWidget(widget)
    doc = hr._document(load_scenario(GF), {}, "fa")
    seen: list[tuple[object, int]] = []
    drawn: list[str] = []

    def paint(p):
        seen.append((p.paintEngine().type(), doc.pageCount()))
        hr.print_document(doc, p)

    widget.paintRequested.connect(paint)
    real_print = doc.print_
    doc.print_ = lambda p: (drawn.append("text"), real_print(p))  # type: ignore[method-assign]
    widget.show()
    widget.updatePreview()
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    assert seen[0][0] == QPaintEngine.Type.Picture
    assert drawn == [] and widget.pageCount() >= 1  # images, not the text items
