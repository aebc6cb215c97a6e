"""The new-game dialog, driven like the narrator drives it: clicks and key presses."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QLineEdit

from narrator_app.engine import Game, IllegalAction, load_scenario
from narrator_app.messages import refusal_text
from narrator_app.ui.app import apply_language
from narrator_app.ui.new_game_dialog import NewGameDialog
from narrator_app.ui.settings import Settings

SCEN = "godfather_nostradamus"


@pytest.fixture
def settings():
    return Settings()


@pytest.fixture
def dialog(qtbot, settings):
    d = NewGameDialog(settings)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.activateWindow()
    qtbot.waitActive(d)
    return d


def name_edit(d: NewGameDialog, seat: int) -> QLineEdit:
    edit = d.findChild(QLineEdit, f"name_{seat}")
    assert edit is not None, seat
    return edit


def role_combo(d: NewGameDialog, seat: int) -> QComboBox:
    combo = d.findChild(QComboBox, f"role_{seat}")
    assert combo is not None, seat
    return combo


def type_text(widget, text: str) -> None:
    """Key presses carrying ``text`` one character at a time (QTest.keyClicks aborts on
    characters outside ASCII, such as Persian letters)."""
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, ch))


def type_name(qtbot, d, seat: int, text: str) -> None:
    edit = name_edit(d, seat)
    edit.setFocus()
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)  # select all
    type_text(edit, text)


def click_seat(qtbot, d, seat: int) -> None:
    table = d.seat_table
    rect = table.visualItemRect(table.item(seat - 1, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def choose_role(d, seat: int, role: str | None) -> None:
    combo = role_combo(d, seat)
    idx = combo.findData(role)
    assert idx >= 0, role
    combo.setCurrentIndex(idx)


def seat_names(d) -> list[str]:
    return [name_edit(d, s).text() for s in range(1, d.seat_table.rowCount() + 1)]


def test_default_is_the_reference_table_of_eleven(dialog):
    scen = load_scenario(SCEN)
    assert dialog.scenario_combo.currentData() == SCEN
    assert dialog.scenario_combo.currentText() == scen.name.fa
    assert dialog.count_spin.value() == 11
    assert dialog.seat_table.rowCount() == 11
    # Seat numbers in Persian digits.
    assert dialog.seat_table.item(0, 0).text() == "۱"
    assert dialog.seat_table.item(10, 0).text() == "۱۱"
    assert dialog.roster_summary.text() == (
        "۳ مافیا، ۷ شهروند، ۱ مستقل که با سایدی که شب معارفه انتخاب می‌کند بازی می‌کند")
    assert dialog.random_radio.isChecked()
    assert dialog.seat_table.isColumnHidden(2)  # no card column for a random deal
    assert dialog.ok_button.isEnabled()


def test_ten_players_cannot_be_chosen_and_the_note_says_why(qtbot, dialog):
    spin = dialog.count_spin
    assert (spin.minimum(), spin.maximum()) == (11, 18)
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_Down)
    assert spin.value() == 11
    assert dialog.seat_table.rowCount() == 11
    spin.setValue(10)
    assert spin.value() == 11
    scen = load_scenario(SCEN)
    with pytest.raises(IllegalAction) as exc:
        scen.roster_for(10)
    assert dialog.count_note.text() == refusal_text(exc.value, scen, (), "fa")
    assert "۱۰" in dialog.count_note.text()


def test_more_players_add_seats_and_scale_the_roster(qtbot, dialog):
    spin = dialog.count_spin
    spin.setFocus()
    for _ in range(4):
        qtbot.keyClick(spin, Qt.Key.Key_Up)
    assert spin.value() == 15
    assert dialog.seat_table.rowCount() == 15
    assert dialog.roster_summary.text() == (
        "۴ مافیا، ۱۰ شهروند، ۱ مستقل که با سایدی که شب معارفه انتخاب می‌کند بازی می‌کند")
    for _ in range(10):
        qtbot.keyClick(spin, Qt.Key.Key_Up)
    assert spin.value() == 18
    assert dialog.seat_table.rowCount() == 18


def test_a_table_with_no_independent_says_no_zero_of_them(dialog):
    """A narrator's trial read «۳ مافیا، ۹ شهروند، ۰ مستقل» for a table with no independent:
    the summary names the sides dealt."""
    dialog.scenario_combo.setCurrentIndex(dialog.scenario_combo.findData("classic"))
    QApplication.processEvents()
    sides = Counter(dialog._scenario.side_of(r) for r in dialog._roster)
    assert sides["independent"] == 0
    text = dialog.roster_summary.text()
    assert "مستقل" not in text and "۰" not in text
    assert text == f"{sides['mafia']:d} مافیا، {sides['city']:d} شهروند".translate(
        str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))


def test_typed_names_become_the_setup_names(qtbot, dialog, settings):
    type_name(qtbot, dialog, 1, "علی")
    type_name(qtbot, dialog, 2, "Sara")
    type_name(qtbot, dialog, 11, "  رضا ")
    setup = dialog.result_setup()
    assert setup.scenario_id == SCEN
    assert len(setup.names) == 11
    assert setup.names[0] == "علی"
    assert setup.names[1] == "Sara"
    assert setup.names[10] == "رضا"
    assert setup.names[2] == ""
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert settings.recent_names[:2] == ["علی", "Sara"]
    assert settings.last_scenario == SCEN
    assert settings.last_player_count == 11


def test_recent_names_prefill_the_seats(qtbot):
    s = Settings(recent_names=["a", "b", "c"], last_player_count=12)
    d = NewGameDialog(s)
    qtbot.addWidget(d)
    assert d.count_spin.value() == 12
    assert seat_names(d)[:4] == ["a", "b", "c", ""]
    # Shrinking then growing keeps the names that were there.
    d.count_spin.setValue(11)
    d.count_spin.setValue(12)
    assert seat_names(d)[:3] == ["a", "b", "c"]


def test_names_beyond_the_table_come_back_when_it_grows(qtbot):
    names = [f"p{i}" for i in range(1, 14)]
    d = NewGameDialog(Settings(recent_names=names))
    qtbot.addWidget(d)
    assert d.count_spin.value() == 11
    assert seat_names(d) == names[:11]
    d.count_spin.setValue(13)
    assert seat_names(d) == names


def test_names_beyond_a_smaller_table_are_remembered(qtbot):
    """A narrator's trial (CF45-23): after a game of 11, the next game of 13 had seats 12
    and 13 to name again: only the table's names were remembered."""
    names = [f"p{i}" for i in range(1, 14)]
    s = Settings(recent_names=names)
    d = NewGameDialog(s)
    qtbot.addWidget(d)
    assert d.count_spin.value() == 11
    d.accept()
    assert s.recent_names == names
    again = NewGameDialog(s)
    qtbot.addWidget(again)
    again.count_spin.setValue(13)
    assert seat_names(again) == names


def test_move_up_and_down_change_the_seat_order(qtbot, dialog):
    for seat, name in ((1, "A"), (2, "B"), (3, "C")):
        type_name(qtbot, dialog, seat, name)
    click_seat(qtbot, dialog, 2)
    assert dialog.up_button.isEnabled() and dialog.down_button.isEnabled()
    qtbot.mouseClick(dialog.up_button, Qt.MouseButton.LeftButton)
    assert dialog.result_setup().names[:3] == ("B", "A", "C")
    # The moved player stays selected: seat 1 now, so "move up" is off.
    assert not dialog.up_button.isEnabled()
    qtbot.mouseClick(dialog.down_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.down_button, Qt.MouseButton.LeftButton)
    assert dialog.result_setup().names[:3] == ("A", "C", "B")
    click_seat(qtbot, dialog, 11)
    assert not dialog.down_button.isEnabled()
    assert dialog.up_button.isEnabled()


def test_focusing_a_name_selects_its_seat(qtbot, dialog):
    type_name(qtbot, dialog, 4, "D")
    edit = name_edit(dialog, 4)
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.seat_table.currentRow() == 3)
    qtbot.mouseClick(dialog.up_button, Qt.MouseButton.LeftButton)
    assert dialog.result_setup().names[2] == "D"


def test_random_deal_returns_none(qtbot, dialog):
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.result_deal() is None


def test_setup_starts_with_the_scenario_defaults_cards_on(qtbot, dialog):
    assert dialog.result_setup().house_rules == {}  # only changed keys; none changed
    qtbot.mouseClick(dialog.cards_radio, Qt.MouseButton.LeftButton)
    assert dialog.result_setup().house_rules == {}
    # The list shows the scenario's rules with their defaults: last-move cards on.
    rows = {dialog.rules_table.item(r, 0).text(): dialog.rules_table.item(r, 1).text()
            for r in range(dialog.rules_table.rowCount())}
    from narrator_app.ui.house_rules_dialog import rule_label

    assert rows[rule_label("cards_enabled")] == "بله"
    assert rows[rule_label("leon_bullets")] == "۲"
    assert set(rows) == {rule_label(k) for k in load_scenario(SCEN).default_house_rules()}
    assert dialog.rules_note.text() == dialog.tr("Locked when the game starts.")
    assert dialog.house_rules_button.isVisible()


def test_entered_cards_must_match_the_roster(qtbot, dialog):
    scen = load_scenario(SCEN)
    roster = scen.roster_for(11)
    qtbot.mouseClick(dialog.cards_radio, Qt.MouseButton.LeftButton)
    assert not dialog.seat_table.isColumnHidden(2)
    assert not dialog.ok_button.isEnabled()  # no card entered yet

    # A wrong multiset: a fourth plain citizen instead of Nostradamus.
    wrong = roster[:-1] + ["plain_citizen"]
    for seat, role in enumerate(wrong, start=1):
        choose_role(dialog, seat, role)
    assert not dialog.ok_button.isEnabled()
    line = dialog.status_line.text()
    assert "۱ نوستراداموس کم است" in line
    assert "۱ شهروند ساده زیاد است" in line
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() != QDialog.DialogCode.Accepted

    # Two plain citizens missing (seats 8 and 9 hold plain citizens in roster order).
    choose_role(dialog, 11, "nostradamus")
    choose_role(dialog, 8, "godfather")
    choose_role(dialog, 9, "godfather")
    assert "۲ شهروند ساده کم است" in dialog.status_line.text()
    assert "۲ پدرخوانده زیاد است" in dialog.status_line.text()

    # A seat with no card is named.
    choose_role(dialog, 10, None)
    assert "صندلی‌های بدون کارت: ۱۰" in dialog.status_line.text()

    # The right multiset, in a shuffled seat order.
    right = ["plain_citizen", "nostradamus", "godfather", "leon", "plain_citizen", "matador",
             "dr_watson", "saul_goodman", "citizen_kane", "plain_citizen", "constantine"]
    assert Counter(right) == Counter(roster)
    for seat, role in enumerate(right, start=1):
        choose_role(dialog, seat, role)
    assert dialog.ok_button.isEnabled()
    assert "کم است" not in dialog.status_line.text()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.result_deal() == right

    # The engine accepts the deal the dialog returns.
    game = Game(dialog.result_setup())
    game.deal(dialog.result_deal())


def test_moving_a_player_takes_the_card_along(qtbot, dialog):
    qtbot.mouseClick(dialog.cards_radio, Qt.MouseButton.LeftButton)
    type_name(qtbot, dialog, 1, "A")
    type_name(qtbot, dialog, 2, "B")
    choose_role(dialog, 1, "godfather")
    choose_role(dialog, 2, "leon")
    click_seat(qtbot, dialog, 1)
    qtbot.mouseClick(dialog.down_button, Qt.MouseButton.LeftButton)
    assert seat_names(dialog)[:2] == ["B", "A"]
    assert role_combo(dialog, 1).currentData() == "leon"
    assert role_combo(dialog, 2).currentData() == "godfather"


def test_role_choices_follow_the_table_size(qtbot, dialog):
    qtbot.mouseClick(dialog.cards_radio, Qt.MouseButton.LeftButton)
    choose_role(dialog, 1, "godfather")
    assert role_combo(dialog, 1).findData("simple_mafia") < 0  # not in the 11-seat roster
    dialog.count_spin.setValue(15)
    assert role_combo(dialog, 15).findData("simple_mafia") >= 0
    assert role_combo(dialog, 1).currentData() == "godfather"  # kept
    assert "۱ مافیای ساده کم است" in dialog.status_line.text()


def test_cancel_leaves_settings_alone(qtbot, dialog, settings):
    type_name(qtbot, dialog, 1, "X")
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert settings.recent_names == []


def test_texts_are_persian_and_right_to_left(dialog):
    assert dialog.windowTitle() == "بازی تازه"
    assert dialog.isRightToLeft()
    assert dialog.count_label.text() == "تعداد بازیکنان"
    assert dialog.random_radio.text().startswith("پخش تصادفی نقش\u200cها")


def test_fits_a_small_laptop_screen(dialog):
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1366 and hint.height() <= 700
    dialog.count_spin.setValue(18)
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1366 and hint.height() <= 700


def test_enter_in_a_name_goes_to_the_next_seat_and_never_starts_the_game(qtbot, dialog):
    edit = name_edit(dialog, 1)
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    type_text(edit, "Ali")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert name_edit(dialog, 1).text() == "Ali"
    assert QApplication.focusWidget() is name_edit(dialog, 2)
    type_text(name_edit(dialog, 2), "Sara")
    qtbot.keyClick(name_edit(dialog, 2), Qt.Key.Key_Enter)
    assert QApplication.focusWidget() is name_edit(dialog, 3)
    assert dialog.names()[:2] == ("Ali", "Sara")
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert not dialog.ok_button.isDefault()


def test_clicking_a_name_and_typing_replaces_it(qtbot, dialog):
    edit = name_edit(dialog, 4)
    edit.setText("Old name")
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: edit.selectedText() == "Old name", timeout=1000)
    type_text(edit, "New")
    assert edit.text() == "New"


def test_club_scenarios_are_listed_and_a_refused_one_says_why(qtbot, settings, tmp_path):
    """A club's valid file is offered beside the shipped ones; an invalid one is listed,
    greyed, with its reason (issue 13)."""
    from narrator_app.engine.scenario import scenarios_dir, use_club_folders

    good = (scenarios_dir() / "classic.toml").read_text(encoding="utf-8")
    (tmp_path / "club.toml").write_text(
        good.replace('id = "classic"', 'id = "club_classic"'), encoding="utf-8"
    )
    (tmp_path / "broken.toml").write_text('id = "broken"\n[name\n', encoding="utf-8")
    use_club_folders([tmp_path])
    try:
        d = NewGameDialog(settings)
        qtbot.addWidget(d)
        combo = d.scenario_combo
        # the club's files are read on a worker thread and join the list when read (on a
        # loaded machine after the dialog has opened, CATALOGUE_WAIT_SECONDS)
        qtbot.waitUntil(lambda: not d.reading_scenarios(), timeout=30_000)
        data = [combo.itemData(i) for i in range(combo.count())]
        assert "club_classic" in data and "classic" in data
        refused = [i for i in range(combo.count()) if "broken.toml" in combo.itemText(i)]
        assert len(refused) == 1
        i = refused[0]
        assert not combo.model().item(i).isEnabled()
        assert "not valid TOML" in combo.itemData(i, Qt.ItemDataRole.ToolTipRole)
    finally:
        use_club_folders([])


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("points", [11, 14, 16, 24])
@pytest.mark.parametrize("screen", [(1280, 720), (1366, 768)])
def test_start_and_cancel_are_on_the_screen_at_every_font_size(qtbot, lang, points, screen):
    """At every font size the settings allow up to 24 pt, on the smallest supported screen
    and the laptop's, the dialog with its title bar lies within the screen and «Start game»
    and «Cancel» are whole inside it; the body above them scrolls when, and only when, it
    does not fit whole (CR36-1: at 14 pt on 1280×720 the dialog needed 716 px under a title
    bar of 30 and its buttons were partly below the screen). Scrolled to its end, the last
    row of the house rules (the preset's name and «save») comes into view."""
    from PySide6.QtCore import QRect

    from narrator_app.ui.app import apply_language
    from narrator_app.ui.screen_fit import within
    from narrator_app.ui.theme import apply_font_size

    app = QApplication.instance()
    old_pt = app.font().pointSize()
    apply_language(app, lang)
    apply_font_size(app, points)
    try:
        area = QRect(0, 0, *screen)
        d = NewGameDialog(Settings(language=lang, last_player_count=18))
        qtbot.addWidget(d)
        d.fit_to_screen(area)
        d.show()
        qtbot.waitExposed(d)
        QApplication.processEvents()
        assert d.count_spin.value() == 18
        assert within(d, area), (d.frameGeometry(), area)
        inside = d.rect()
        for button in (d.ok_button, d.cancel_button):
            assert button.isVisible()
            box = QRect(button.mapTo(d, button.rect().topLeft()), button.size())
            assert inside.contains(box), (button.text(), box, inside)
        bar = d.body_scroll.verticalScrollBar()
        need = d.whole_size(d.width()).height()
        assert bar.isVisible() == (need > d.height()), (need, d.height())
        if points == 11:  # the default size: the body is whole, nothing to scroll
            assert not bar.isVisible()
        bar.setValue(bar.maximum())
        QApplication.processEvents()
        viewport = d.body_scroll.viewport()
        for w in (d.save_preset_button, d.preset_name):
            top = w.mapTo(viewport, w.rect().topLeft())
            assert 0 <= top.y() and top.y() + w.height() <= viewport.height(), w.objectName()
    finally:
        apply_font_size(app, old_pt)
        apply_language(app, "fa")


def test_every_scenario_s_house_rules_are_listed_in_words(qtbot, dialog):
    """The dialog's table of house rules names a scenario file's own rules and their values
    in the file's words, as the rules dialog does: Capo's «cp_recruit» / «reflect» /
    «binding» were shown as keys (a narrator's trial; decision CR38-7). No cell of any
    shipped scenario's table is a bare identifier."""
    import re

    from test_classic_ui import key_to

    from narrator_app.engine import available_scenarios

    bare = re.compile(r"^[a-z][a-z0-9_]*$")
    for sid in available_scenarios():
        key_to(qtbot, dialog.scenario_combo, sid)
        table = dialog.rules_table
        cells = [table.item(r, c).text() for r in range(table.rowCount()) for c in (0, 1)]
        assert cells and not [t for t in cells if bare.match(t)], (sid, cells)
    key_to(qtbot, dialog.scenario_combo, "capo")
    rows = {dialog.rules_table.item(r, 0).text(): dialog.rules_table.item(r, 1).text()
            for r in range(dialog.rules_table.rowCount())}
    assert rows["اثر جادوگر"] == "توانایی به صاحبش برمی‌گردد"


def test_the_rules_dialog_says_a_file_rule_s_default_in_the_file_s_words(qtbot):
    """«پیش‌فرض: reflect» read the value's key (CR38-7)."""
    from narrator_app.ui.house_rules_dialog import HouseRulesDialog

    d = HouseRulesDialog(load_scenario("capo"))
    qtbot.addWidget(d)
    assert d.default_labels["cp_witch_mode"].text() == "پیش‌فرض: توانایی به صاحبش برمی‌گردد"


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("leave", ["enter", "tab"])
def test_a_typed_count_below_the_range_is_said_where_it_is_typed(qtbot, qapp, settings, lang,
                                                                  leave):
    """A narrator's trial (C99-2): Zodiac plays 12–18; «10» typed in the count is the start
    of a number to Qt, and at Enter (or Tab) the count went back to 12 without a word. The
    note beside the count says why, in the window's language, and Enter starts no game."""
    apply_language(qapp, lang)
    try:
        said_where_typed(qtbot, settings, lang, leave)
    finally:
        apply_language(qapp, "fa")


def said_where_typed(qtbot, settings, lang: str, leave: str) -> None:
    d = NewGameDialog(settings)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.activateWindow()
    qtbot.waitActive(d)
    d.scenario_combo.setCurrentIndex(d.scenario_combo.findData("zodiac"))
    spin = d.count_spin
    assert (spin.minimum(), spin.value()) == (12, 12)
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(spin, "10")
    if leave == "enter":
        qtbot.keyClick(spin, Qt.Key.Key_Return)
    else:  # Tab to the next field (the offscreen platform's window may not be active)
        QApplication.sendEvent(spin, QFocusEvent(QEvent.Type.FocusOut,
                                                 Qt.FocusReason.TabFocusReason))
    assert d.isVisible() and d.result() == 0  # no game started with a count put back
    assert spin.value() == 12 and spin.text() in ("12", "۱۲")
    scen = load_scenario("zodiac")
    with pytest.raises(IllegalAction) as exc:
        scen.roster_for(10)
    assert d.count_note.isVisible()
    assert d.count_note.text() == refusal_text(exc.value, scen, (), lang)
    assert ("۱۰" if lang == "fa" else "10") in d.count_note.text()
