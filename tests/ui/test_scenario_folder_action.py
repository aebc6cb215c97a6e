"""«Club scenario folder…» in the Game menu (trial 107, SC107-3): the window opens the
club's scenario folder of the user data folder, the one :func:`engine.folders.
user_scenarios_folder` names (made if missing); where the system cannot open it, a box
says its path. The tests' user data folder is a fresh one (conftest's XDG variables)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QDesktopServices

from narrator_app.engine.folders import user_scenarios_folder

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


@pytest.fixture(params=["fa", "en"])
def desk(request, qapp, qtbot, controller):
    from desk_driver import desk_in

    from narrator_app.ui.app import apply_language

    yield desk_in(qtbot, controller, request.param)
    apply_language(qapp, "fa")


def test_the_game_menu_opens_the_club_scenario_folder(desk, monkeypatch):
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    action = desk.scenario_folder_action
    assert action in desk.game_menu.actions()
    assert action.text()
    action.trigger()
    folder = user_scenarios_folder()
    assert [u.toLocalFile() for u in opened] == [str(folder)]
    assert folder.is_dir()
    assert desk.scenario_folder_box is None


def test_a_folder_the_system_cannot_open_is_said_with_its_path(desk, qtbot, monkeypatch):
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: False)
    desk.scenario_folder_action.trigger()
    box = desk.scenario_folder_box
    assert box is not None
    qtbot.waitUntil(box.isVisible, timeout=3000)
    assert str(user_scenarios_folder()) in box.text()
    box.close()
