"""The New game dialog opens without the house-rules screen: its table of the rules says
each rule and value in the words of :mod:`narrator_app.ui.rule_words`, and the house-rules
screen (its widgets, Qt's print support) is loaded when «House rules…» or «Print rules…» is
pressed, not when the dialog is first built (issue 25: start until usable)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

OPEN = r"""
import json, sys
from narrator_app.ui.app import create_application
from narrator_app.ui.settings import Settings

app = create_application(sys.argv[:1], language="fa")
from narrator_app.ui.new_game_dialog import NewGameDialog

dialog = NewGameDialog(Settings())
dialog.show()
app.processEvents()
rows = dialog.rules_table.rowCount()
print(json.dumps([rows, sorted(m for m in sys.modules
                               if m.startswith(("narrator_app.ui.", "PySide6.Qt")))]))
"""


def test_the_new_game_dialog_opens_without_the_house_rules_screen(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CACHE_HOME": str(tmp_path / "cache"), "XDG_STATE_HOME": str(tmp_path / "state")}
    out = subprocess.run([sys.executable, "-c", OPEN], capture_output=True, text=True,
                         env=env, cwd=ROOT, timeout=300, check=True)
    rows, modules = json.loads(out.stdout.strip().splitlines()[-1])
    assert rows > 0  # the table of the rules is filled, in words
    assert "narrator_app.ui.rule_words" in modules
    assert "narrator_app.ui.house_rules_dialog" not in modules
    assert "PySide6.QtPrintSupport" not in modules


def test_the_rules_words_are_the_house_rules_screen_s():
    """The house-rules screen says the rules with the same functions (one table of words)."""
    from narrator_app.ui import house_rules_dialog, rule_words

    for name in ("rule_label", "value_label", "scenario_rule_label", "scenario_value_label"):
        assert getattr(house_rules_dialog, name) is getattr(rule_words, name)


def test_the_card_boxes_build_their_lists_only_once_cards_are_entered(qtbot):
    """In random mode the seats' card boxes wait empty, in a hidden column, without their
    popup lists (each a frame, a list view and scroll bars: Qt built them when a box was put
    in the table, measured or given a current item); choosing «Enter the cards» fills them
    with the roles of the table as it is then, a card chosen before kept (a draft too)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QComboBox, QFrame

    from narrator_app.ui.new_game_dialog import COL_ROLE, NewGameDialog
    from narrator_app.ui.settings import Settings

    def popup(box: QComboBox) -> QFrame | None:
        return box.findChild(QFrame, options=Qt.FindChildOption.FindDirectChildrenOnly)

    d = NewGameDialog(Settings())
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.count_spin.setValue(d.count_spin.maximum())  # the table grown and shrunk, in random mode
    d.count_spin.setValue(d.count_spin.minimum())
    boxes = [d.seat_table.cellWidget(row, COL_ROLE) for row in range(d.seat_table.rowCount())]
    assert boxes and all(isinstance(box, QComboBox) for box in boxes)
    assert all(popup(box) is None and box.count() == 0 for box in boxes)

    d.cards_radio.setChecked(True)
    roles = list(dict.fromkeys(d._roster))
    for box in boxes:
        assert [box.itemData(i) for i in range(box.count())] == [None, *roles]
        assert box.currentIndex() == 0 and box.itemText(0) == d.tr("(no card)")
        assert popup(box) is not None  # built as Qt builds it: the box given an item
    boxes[2].setCurrentIndex(3)
    d.random_radio.setChecked(True)
    draft = d.draft()
    assert draft["roles"][2] == roles[2] and not draft["cards"]

    again = NewGameDialog(Settings(), draft=draft)  # random mode, a card chosen before
    qtbot.addWidget(again)
    assert again._chosen_roles()[2] == roles[2]
    again.cards_radio.setChecked(True)
    assert again.seat_table.cellWidget(2, COL_ROLE).currentData() == roles[2]


def test_a_label_s_kept_heights_are_qlabel_s_own(qapp):
    """The dialog's word-wrapped labels keep their height for each width they are asked
    about: the answers stay QLabel's own after each change to what they depend on."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QLabel

    from narrator_app.ui.new_game_dialog import _KeptHeightLabel

    kept, plain = _KeptHeightLabel(), QLabel()
    words = "نقش‌ها و توانایی‌هایشان پیش از پخش کارت‌ها گفته می‌شوند " * 3
    changes = [
        lambda label: label.setWordWrap(True),
        lambda label: label.setText(words),
        lambda label: label.setText(words + words),
        lambda label: label.setFont(QFont(label.font().family(), 15)),
        lambda label: label.setTextFormat(Qt.TextFormat.RichText),
        lambda label: label.setText("<b>" + words + "</b>: " + words),
        lambda label: label.setContentsMargins(3, 4, 9, 2),
        lambda label: label.setMargin(5),
        lambda label: label.setIndent(12),
        lambda label: label.setMinimumWidth(260),
        lambda label: label.setLayoutDirection(Qt.LayoutDirection.RightToLeft),
        lambda label: label.setWordWrap(False),
        lambda label: label.setText(""),
    ]
    for change in changes:
        for label in (kept, plain):
            change(label)
        for width in (60, 180, 180, 420, 60):
            assert kept.heightForWidth(width) == plain.heightForWidth(width), (change, width)


def test_the_rules_table_s_kept_row_heights_are_qtablewidget_s_own(qapp):
    """The table of the rules keeps each row's measured height for the columns' widths it
    was measured at: the answers stay QTableWidget's own after each change to what a row's
    height depends on (its items, the columns' widths, the font, wrapping, the grid, the
    direction, a style sheet, a hidden column, rows added and taken away)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem

    from narrator_app.ui.new_game_dialog import _RulesTable

    kept, plain = _RulesTable(0, 2), QTableWidget(0, 2)
    words = "نقش‌ها و توانایی‌هایشان پیش از پخش کارت‌ها گفته می‌شوند "

    def fill(table, rows, text):
        table.setRowCount(rows)
        for row in range(rows):
            for col in range(2):
                table.setItem(row, col, QTableWidgetItem(text * (1 + (row + col) % 4)))

    def bold(table):
        item = table.item(1, 1)
        font = QFont(item.font())
        font.setBold(True)
        item.setFont(font)

    changes = [
        lambda t: t.setWordWrap(True),
        lambda t: fill(t, 6, words),
        lambda t: (t.setColumnWidth(0, 90), t.setColumnWidth(1, 140)),
        lambda t: t.item(2, 0).setText(words * 5),
        lambda t: bold(t),
        lambda t: t.setColumnWidth(1, 260),
        lambda t: t.setFont(QFont(t.font().family(), 15)),
        lambda t: t.setShowGrid(False),
        lambda t: t.setLayoutDirection(Qt.LayoutDirection.RightToLeft),
        lambda t: t.setStyleSheet("QTableView::item { padding: 9px; }"),
        lambda t: t.setColumnHidden(0, True),
        lambda t: t.setColumnHidden(0, False),
        lambda t: fill(t, 3, "short "),
        lambda t: t.insertRow(1),
        lambda t: t.setItem(1, 1, QTableWidgetItem(words * 3)),
        lambda t: t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch),
        lambda t: t.resize(300, 200),
        lambda t: t.setWordWrap(False),
    ]
    for change in changes:
        for table in (kept, plain):
            change(table)
        for _ in range(2):  # measured, then kept
            assert ([kept.sizeHintForRow(r) for r in range(kept.rowCount())]
                    == [plain.sizeHintForRow(r) for r in range(plain.rowCount())]), change


def test_the_rules_rows_are_sized_to_their_contents_once_shown(qtbot):
    """The rules table sizes its rows to their contents from its first show (its header
    measured them at widths the columns never kept while the dialog laid itself out): once
    the dialog is shown, each row is as tall as its words at the columns' widths, and stays
    so when the dialog is resized or the rules change."""
    from PySide6.QtWidgets import QHeaderView, QTableWidget

    from narrator_app.ui.new_game_dialog import NewGameDialog
    from narrator_app.ui.settings import Settings

    dialog = NewGameDialog(Settings(language="fa"))
    qtbot.addWidget(dialog)
    table = dialog.rules_table

    def sized() -> bool:  # each row as its header's ResizeToContents makes it
        header = table.verticalHeader()
        heights = [table.rowHeight(r) for r in range(table.rowCount())]
        return heights == [
            min(max(header.minimumSectionSize(), QTableWidget.sizeHintForRow(table, r),
                    header.sectionSizeHint(r)), header.maximumSectionSize())
            for r in range(table.rowCount())]

    dialog.show()
    qtbot.waitExposed(dialog)
    assert (table.verticalHeader().sectionResizeMode(0)
            == QHeaderView.ResizeMode.ResizeToContents)
    assert table.rowCount() > 0 and sized()
    dialog.resize(dialog.width() - 120, dialog.height())
    qtbot.wait(20)
    assert sized()
    combo = dialog.scenario_combo
    combo.setCurrentIndex(combo.findData(dialog._playable_ids()[-1]))
    qtbot.wait(20)
    assert sized()
