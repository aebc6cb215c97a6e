"""Issue 15, English and bidi: each test failed before its fix."""

from __future__ import annotations

import pytest
from desk_driver import detective_answered
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.ui.settings import Settings
from narrator_app.ui.settings_dialog import apply_preferences

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

REFERENCE = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
NAMES = ("محمد", "Sara", "Reza", "مریم", "Leon", "Kaveh", "Nima", "Omid", "Pari", "Hadi",
         "Nasim")


@pytest.fixture
def english(qapp, controller):
    apply_preferences(Settings(language="en"), controller)
    yield
    apply_preferences(Settings(language="fa"), controller)
    QApplication.processEvents()


def _night_one(c):
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {"cards_enabled": False}),
                      REFERENCE)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}) and c.end_phase()
    assert c.end_phase()  # day 1, no vote


def test_an_english_line_starting_with_a_persian_name_reads_left_to_right(english, window,
                                                                           controller):
    c = controller
    _night_one(c)
    assert c.step("mafia", {"shot": 4}) and c.end_phase()  # مریم leaves
    QApplication.processEvents()
    lines = window.announcement.body.text().split("\n")
    line = next(x for x in lines if "مریم" in x)
    assert line.startswith("\u200e")  # the paragraph is left to right, whatever the name
    assert line.endswith("has left the game.")


def test_the_persian_log_translates_the_detectives_answer(window, controller):
    c = controller
    detective_answered(c)
    texts = [window.log_panel.model.line_text(line) for line in c.state.log
             if line.kind == "private"]
    assert texts and not any("detective" in t or "citizen" in t for t in texts)
    assert any("پاسخ کارآگاه" in t and "شهروند" in t for t in texts)


def test_english_settings_show_latin_digits(qtbot, controller):
    from narrator_app.ui.settings_dialog import SettingsDialog

    apply_preferences(Settings(language="fa"), controller)
    d = SettingsDialog(Settings(language="fa"), controller)
    qtbot.addWidget(d)
    d.show()
    assert d.font_box.text().startswith("۱۱")  # Persian digits in Persian
    try:
        apply_preferences(Settings(language="en"), controller)  # switched in the dialog
        QApplication.processEvents()
        assert d.font_box.text() == "11 pt"
    finally:
        apply_preferences(Settings(language="fa"), controller)


def test_the_settings_boxes_show_their_whole_text_after_a_language_switch(qtbot, controller):
    """Switched to English in the open dialog, the theme box shows «Dark (for a dim room)»
    whole: sized once for Persian it read «Dark (for a dim roo» (a narrator's trial,
    CR36-9)."""
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    from narrator_app.ui.settings_dialog import SettingsDialog

    apply_preferences(Settings(language="fa"), controller)
    d = SettingsDialog(Settings(language="fa", theme="dark"), controller)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    try:
        d.language_box.setCurrentIndex(d.language_box.findData("en"))  # switched in the dialog
        QApplication.processEvents()
        for box in (d.theme_box, d.language_box):
            opt = QStyleOptionComboBox()
            box.initStyleOption(opt)
            room = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                              QStyle.SubControl.SC_ComboBoxEditField, box)
            widest = max(box.fontMetrics().horizontalAdvance(box.itemText(i))
                         for i in range(box.count()))
            assert widest <= room.width(), (box.objectName(), widest, room.width())
        assert d.theme_box.currentText() == "Dark (for a dim room)"
    finally:
        apply_preferences(Settings(language="fa"), controller)


def test_the_key_sheet_uses_one_convention(qtbot):
    from narrator_app.ui.shortcuts import shortcut_rows

    keys = [k for k, _ in shortcut_rows()]
    assert "Ctrl+Z" in keys and "Ctrl+Enter" in keys
    assert not any("کنترل" in k for k in keys)


def test_the_replay_skip_icons_are_mirrored_in_persian(qtbot, controller):
    from PySide6.QtWidgets import QStyle

    from narrator_app.ui.replay_window import ReplayWindow

    _night_one(controller)
    w = ReplayWindow(controller.game, "fa")
    qtbot.addWidget(w)
    sp = QStyle.StandardPixmap
    assert w.isRightToLeft()
    assert w.skip_icons == (sp.SP_MediaSkipForward, sp.SP_MediaSkipBackward)


def test_a_file_path_is_isolated_left_to_right(controller, tmp_path):
    _night_one(controller)
    path = tmp_path / "g.ravi"
    assert controller.save_to(path)
    said = []
    controller.message.connect(said.append)
    assert controller.open_from(path)
    assert f"\u2066\u200e{path}\u200e\u2069" in said[-1]


def test_an_empty_player_name_is_said_not_accepted_silently(qtbot):
    from narrator_app.ui.new_game_dialog import NewGameDialog

    d = NewGameDialog(Settings(last_scenario="classic"))
    qtbot.addWidget(d)
    d.show()
    QApplication.processEvents()
    assert d.unnamed_note.isVisible()
    assert "شماره" in d.unnamed_note.text()
    edit = d._name_edits[2]
    assert edit.placeholderText() == "صندلی ۳ (بی‌نام)"
    for e in d._name_edits:
        e.setText("x")
    # every seat named: the note says so in the same place (nothing jumps, issue 23)
    assert d.unnamed_note.isVisible() and "شماره" not in d.unnamed_note.text()


def test_file_dialogs_are_qts_translated_ones_in_persian(qapp, controller):
    from PySide6.QtCore import QCoreApplication, Qt

    apply_preferences(Settings(language="fa"), controller)
    assert QApplication.testAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs)
    assert QCoreApplication.translate("QFileDialog", "File &name:") != "File &name:"
    apply_preferences(Settings(language="en"), controller)
    assert not QApplication.testAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs)
    apply_preferences(Settings(language="fa"), controller)


def test_the_undo_question_reads_as_natural_persian(controller):
    """UX30-5: before undoing a step whose answer a player was already given (Nostradamus's
    count), or what the table heard, the question is plain Persian, not a word-for-word
    «میز آنچه را این بازگرداندن پس می‌گیرد شنیده است»."""
    c = controller
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {"cards_enabled": False}),
                      REFERENCE)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}), c.last_error
    asked = len(c.confirmations)
    assert c.undo()
    question = "این قدم پیش‌تر به اطلاع بازیکنان رسیده است. با این حال بازگردانده شود؟"
    assert c.confirmations[asked:] == [question]
