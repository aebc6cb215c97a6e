"""Issue 20, item 11: the privacy cover covers every window of the app, and the folded
morning text's tooltip shows a player's name as typed.

* F12 pressed while the New game dialog runs its own event loop (``exec()``, modal to the
  whole app) puts the cover on: the dialog's card-entry mode (every seat's role) is no
  longer on screen (the walker of ``test_cover_everything`` finds no role), the dialog is
  still open with what the narrator typed, and F12 again lifts the cover and shows it all
  again. The same from a dialog opened over it (the house rules) and for a message box
  running its own loop.
* A player called ``<b>Bold</b>`` or ``<img src=…>`` who died in the night: once a step of
  the day is recorded the morning text folds to its title, and its tooltip (the whole text)
  shows the name as typed, never rendered as HTML.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from test_cover_everything import leaks
from test_plain_names import BOLD, DEAL, img_name, names_with, shown  # noqa: F401 (fixture)

from narrator_app.engine import Setup
from narrator_app.ui.widget_lists import windows

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

GF = "godfather_nostradamus"


# --- (b) the folded morning text's tooltip ------------------------------------------------
def test_folded_morning_text_tooltip_shows_names_as_typed(qtbot, window, controller, table,
                                                          img_name):  # noqa: F811
    c, t = controller, table
    names = names_with(img_name)
    assert c.new_game(Setup(GF, names, {"cards_enabled": False}), DEAL)
    c.end_phase()
    assert c.step("nostradamus", {"pick": [1, 2, 9], "side": "city"})
    c.end_phase()  # day 1
    t.seat(3)
    t.type_count(3, "1")
    t.press("confirmVotes")
    c.end_phase()
    assert c.step("mafia", {"shot": 8}), c.last_error
    for key in ("matador", "dr_watson", "leon", "citizen_kane", "constantine"):
        c.step(key, {})
    assert c.end_phase(), c.last_error  # day 2: the morning names seat 8
    box = window.announcement
    assert any(img_name in line for line in box.lines)
    # a step of the day recorded: the morning text folds to its title line
    t.seat(2)
    t.type_count(2, "1")
    t.press("confirmVotes")
    QApplication.processEvents()
    assert box.property("folded")
    tip = box.toolTip()
    assert tip
    assert img_name in shown(tip, Qt.TextFormat.AutoText), tip


# --- (a) F12 from a dialog running its own event loop ------------------------------------
def _key(qtbot, w: QWidget, key=Qt.Key.Key_F12) -> None:
    """``key`` pressed in ``w`` (made the active window first, as a narrator's click does)."""
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2000)
    qtbot.keyClick(w, key)
    QApplication.processEvents()


def _in_exec(open_it, body) -> list:
    """Run ``body()`` inside the event loop of the dialog ``open_it()`` runs (``exec``);
    returns what went wrong in it (an exception, or the dialog left open)."""
    errors: list = []

    def run():
        try:
            body()
        except BaseException as exc:  # reported after exec returns
            errors.append(exc)
        finally:
            with windows() as tops:  # the collector paused: widget_lists
                for d in tops:
                    if (d.isVisible()
                            and d.windowModality() == Qt.WindowModality.ApplicationModal):
                        d.close()

    QTimer.singleShot(0, run)
    open_it()
    return errors


def test_f12_covers_the_new_game_dialog_in_card_entry_and_lifts_again(
        qtbot, window, controller, reference_game, tmp_path):
    from narrator_app.ui.house_rules_dialog import HouseRulesDialog
    from narrator_app.ui.new_game_dialog import NewGameDialog
    from narrator_app.ui.settings import Settings

    window.settings, window.settings_dir = Settings(last_scenario=GF), tmp_path
    seen: dict = {}

    def body():
        (d,) = [w for w in window.findChildren(NewGameDialog) if w.isVisible()]
        qtbot.waitExposed(d)
        assert d.windowModality() == Qt.WindowModality.ApplicationModal  # in exec()
        d._name_edits[0].setText("Typed by the narrator")
        qtbot.mouseClick(d.cards_radio, Qt.MouseButton.LeftButton)
        assert d.cards_radio.isChecked()
        assert leaks(window) != []  # card entry: every role of the scenario on screen
        _key(qtbot, d)  # F12 in the dialog
        assert window.hide_roles
        assert d.isVisible()  # still open (hiding it would end exec and lose the table)
        assert leaks(window) == []
        veils = d.findChildren(QWidget, "privacyVeil")  # privacy.WindowVeil
        assert len(veils) == 1 and veils[0].isVisible()
        assert veils[0].geometry() == d.rect()
        qtbot.keyClick(veils[0], Qt.Key.Key_Escape)  # no key ends the covered dialog
        QApplication.processEvents()
        assert d.isVisible() and window.hide_roles
        _key(qtbot, d)  # F12 again lifts it
        assert not window.hide_roles
        assert leaks(window) != []
        assert d._name_edits[0].text() == "Typed by the narrator"
        assert d.cards_radio.isChecked() and d._name_edits[0].isVisible()
        # a dialog opened over it (window-modal): F12 there covers both, F12 lifts both
        qtbot.mouseClick(d.house_rules_button, Qt.MouseButton.LeftButton)
        (rd,) = [w for w in d.findChildren(HouseRulesDialog) if w.isVisible()]
        qtbot.waitExposed(rd)
        _key(qtbot, rd)
        assert window.hide_roles and not rd.isVisible() and d.isVisible()
        assert leaks(window) == []
        _key(qtbot, d)
        assert not window.hide_roles and rd.isVisible()
        rd.close()
        seen["done"] = True

    errors = _in_exec(window.new_game, body)
    assert errors == []
    assert seen == {"done": True}


def test_f12_covers_a_message_box_in_exec(qtbot, window, controller, reference_game):
    role = controller.scenario.roles[0].name.fa
    box = QMessageBox(QMessageBox.Icon.Question, "Ravi", f"{role}?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, window)

    def body():
        qtbot.waitExposed(box)
        assert leaks(window) != []
        _key(qtbot, box)
        assert window.hide_roles and box.isVisible()
        assert leaks(window) == []
        _key(qtbot, box)
        assert not window.hide_roles
        assert leaks(window) != []

    errors = _in_exec(box.exec, body)
    assert errors == []


def test_a_window_opened_under_the_cover_is_covered_at_once(qtbot, window, controller,
                                                            reference_game):
    from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout

    role = controller.scenario.roles[0].name.fa
    _key(qtbot, window)
    assert window.hide_roles
    # a window of the app shown under the cover (not in exec): hidden at once
    side = QDialog(window)
    QVBoxLayout(side).addWidget(QLabel(f"{role} (seat 1)"))
    side.show()
    qtbot.waitUntil(lambda: not side.isVisible(), timeout=2000)
    assert leaks(window) == []
    # a question in exec() under the cover: veiled at once, F12 shows it (and the other)
    box = QMessageBox(QMessageBox.Icon.Question, "Ravi", f"{role}?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, window)

    def body():
        qtbot.waitUntil(lambda: bool(box.findChildren(QWidget, "privacyVeil")), timeout=2000)
        assert window.hide_roles and box.isVisible()
        assert leaks(window) == []
        _key(qtbot, box)
        assert not window.hide_roles and side.isVisible()
        assert any(role in t for t in [box.text()]) and leaks(window) != []

    errors = _in_exec(box.exec, body)
    assert errors == []
    side.close()
