"""The second fresh-narrator trial (issue 23): Godfather–Nostradamus, 18 players, English,
1280×720 under a window manager (/work/wt/TRIAL-reader-1.md).

The game the narrator played is ``tests/fixtures/trial23/nostradamus-18.ravi`` (its
autosave), opened through the controller as a narrator would open it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.ui.app import apply_language
from narrator_app.ui.public_window import PublicWindow

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

GAME = Path(__file__).resolve().parent.parent / "fixtures" / "trial23" / "nostradamus-18.ravi"
#: The trial's names, the 14-character one cut to the 12 the narrator is asked to keep to.
NAMES = ("Mohammadreza", "Seyedmahmoud", "Amirmohammad", "Mohammadamin", "Mohammadhadi",
         "Fatemehzahra", "Seyedhossein", "Amirabbas K.", "Mohammadtaha", "Hosseinzadeh",
         "Maximilian W", "Golnar Mirza", "Bahareh Wali", "Shahrzad M.", "Kourosh", "Zahra",
         "Ali", "Mahmoudabadi")


@pytest.fixture
def english(qapp):
    apply_language(qapp, "en")
    yield qapp
    apply_language(qapp, "fa")


def eighteen(controller, lang="en"):
    controller.lang = lang
    assert controller.new_game(Setup("godfather_nostradamus", NAMES, {}))
    return controller


# --- 1. the public display's chips show every name and seat whole ----------------------
@pytest.mark.parametrize("lang", ["en", "fa"])
def test_public_chips_show_each_name_and_seat_whole_at_18(qtbot, controller, qapp, lang):
    if lang == "en":
        apply_language(qapp, "en")
    try:
        c = eighteen(controller, lang)
        pw = PublicWindow(c)
        qtbot.addWidget(pw)
        # the window manager gives it the whole 1280×720 screen, whatever it would like
        pw.setFixedSize(1280, 720)
        pw.show()
        qtbot.waitExposed(pw)
        QApplication.processEvents()
        assert pw.minimumSizeHint().width() <= 1280
        assert len(pw.seat_labels) == 18
        for lab in pw.seat_labels:
            assert lab.isVisible()
            need = lab.fontMetrics().horizontalAdvance(lab.text()) + 2 * 10 + 2 * 2
            assert lab.width() >= need, (lab.text(), lab.width(), need)
            box = lab.geometry().translated(lab.parentWidget().mapTo(pw, lab.pos()) - lab.pos())
            assert pw.rect().contains(box), (lab.text(), box, pw.rect())
            assert lab.fontInfo().pointSize() >= 12
        pw.grab().save(f"/tmp/t23/public-{lang}.png")
    finally:
        apply_language(qapp, "fa")


# --- 2. the public display is a window beside the desk, its title said once -------------
@pytest.mark.parametrize("lang", ["en", "fa"])
def test_public_title_names_the_app_once(qtbot, controller, qapp, lang):
    apply_language(qapp, lang)
    try:
        pw = PublicWindow(eighteen(controller, lang))
        qtbot.addWidget(pw)
        name = QGuiApplication.applicationDisplayName()
        title = pw.windowTitle()
        # the platform adds the display name to a title that does not end with it
        assert title.endswith(name), (title, name)
        assert title.count(name) == 1 and "Ravi" not in title.replace(name, ""), title
        assert title.count("راوی") + title.count("Ravi") == 1, title
    finally:
        apply_language(qapp, "fa")


def test_public_display_leaves_the_desk_reachable_and_esc_brings_it_back(
        qtbot, window, reference_game):
    window.open_public_display()
    pw = window.public_window
    qtbot.waitExposed(pw)
    area = window.screen().availableGeometry()
    assert not pw.isFullScreen()
    assert pw.width() < area.width() and pw.height() < area.height()
    assert window.isVisible()
    pw.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is pw, timeout=2000)
    qtbot.keyClick(pw, Qt.Key.Key_Escape)
    assert not pw.isVisible()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    # it says how, on its own face
    window.open_public_display()
    qtbot.waitExposed(pw)
    assert pw.back_hint.isVisible() and "Esc" in pw.back_hint.text()
    pw.close()


# --- 3. after the win: the public display says what ended it; the header says so -------
def open_trial_game(controller, tmp_path, lang="en"):
    import shutil

    controller.lang = lang
    copy = tmp_path / GAME.name
    shutil.copy(GAME, copy)
    assert controller.open_from(copy), controller.last_error
    st = controller.state
    assert (st.phase, st.number, st.winner) == ("day", 4, "city")
    return controller


def test_public_display_after_the_win_reads_the_exit_that_ended_it(
        qtbot, controller, english, tmp_path):
    c = open_trial_game(controller, tmp_path)
    pw = PublicWindow(c)
    qtbot.addWidget(pw)
    pw.show()
    qtbot.waitExposed(pw)
    text = "".join(ch for ch in pw.announce.text() if ch not in "\u2068\u2069\u200e\u200f")
    assert pw.announce.isVisible() and "Mohammadamin has left the game." in text, text
    # the morning of day 4 is old news once the game is over
    assert "Amirmohammad" not in text and "Mohammadtaha" not in text, text
    assert pw.phase.text() == "Game over" and pw.winner.text() == "City wins"
    pw.grab().save("/tmp/t23/public-end.png")


def test_header_and_title_say_the_game_is_over(qtbot, window, english, tmp_path):
    c = open_trial_game(window.c, tmp_path)
    QApplication.processEvents()
    assert window.phase_label.text() == "Game over"
    assert window.windowTitle().startswith("Game over — ")
    assert "Day 4" not in window.windowTitle()
    assert window.winner_banner.isVisible()
    # undone: the day again
    assert c.undo()
    QApplication.processEvents()
    assert window.phase_label.text() == "Day 4"


def test_the_winner_banner_is_whole_at_18_players(qtbot, window, english, tmp_path):
    """«Game over» is wider than «Day 4»: the banner beside it keeps every winning seat in
    its two lines (a smaller font when needed), nothing cut."""
    window.resize(1280, 720)
    open_trial_game(window.c, tmp_path)
    QApplication.processEvents()
    banner = window.winner_banner
    assert banner.isVisible() and "16\xa0(\u2068Zahra\u2069)" in banner.text()
    assert banner.heightForWidth(banner.width()) <= banner.height()
    assert banner.fontInfo().pointSize() >= 8
    window.grab().save("/tmp/t23/main-end.png")
