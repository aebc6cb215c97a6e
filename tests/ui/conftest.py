"""Fixtures for the window tests: a controller over a temporary data folder (confirmation
dialogs answered by the test, never shown) and the real main window, shown offscreen. What the
tests share beside fixtures (the reference deal, :class:`desk_driver.Table`) is in
``desk_driver``."""

from __future__ import annotations

import pytest
from desk_driver import REFERENCE, Table, desk_in, reference_setup


@pytest.fixture
def controller(qapp, tmp_path):
    from narrator_app.ui.controller import GameController

    c = GameController(tmp_path)
    c.confirmations = []

    def confirm(title, text):
        c.confirmations.append(text)
        return True

    c.confirm = confirm
    return c


@pytest.fixture
def window(qtbot, controller):
    from narrator_app.ui.main_window import MainWindow

    w = MainWindow(controller)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def en_window(qapp, qtbot, controller):
    """The real main window in English at 1280×696 (1280×720 under a title bar), shown
    offscreen (:func:`desk_driver.desk_in`); Persian put back after."""
    from narrator_app.ui.app import apply_language

    yield desk_in(qtbot, controller, "en")
    apply_language(qapp, "fa")


@pytest.fixture
def reference_game(controller):
    """Start the reference game (fixed deal) through the controller; returns the controller."""
    assert controller.new_game(reference_setup(), REFERENCE)
    return controller


@pytest.fixture
def table(qtbot, window):
    return Table(qtbot, window)
