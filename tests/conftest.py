"""Shared pytest fixtures.

The one QApplication of the test session is made by Ravi's own
``create_application`` (fonts registered, Persian locale, right-to-left), by
overriding pytest-qt's session-scoped ``qapp`` fixture here and nowhere else.
``qtbot`` and every test that asks for ``qapp`` get this instance.
"""

from __future__ import annotations

import os
import tempfile

import pytest


def pytest_configure(config):
    """The user's own folders are never read by a test: the config, data, cache and state
    folders (platformdirs reads the XDG variables) point into a fresh folder of the session,
    so a narrator's settings on this machine (an archive folder added, a language chosen)
    cannot change what a test sees (a trial's added archive folder made a listing test count
    its games)."""
    home = tempfile.mkdtemp(prefix="ravi-tests-")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        os.environ[var] = os.path.join(home, var.lower())


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item):
    """After each test (its fixtures torn down, pytest-qt's widgets closed)."""
    _delete_closed_widgets()
    _faults_to_pytest(item.config)


def _delete_closed_widgets() -> None:
    """The widgets deleted with ``deleteLater`` are deleted now. Qt deletes them only when an
    event loop turns, and a test that runs none left its windows alive for the next tests
    (up to 60 main windows and 19 000 widgets at once in ``tests/ui``), each still getting
    the application's palette, font and language changes and its own timers' ticks."""
    import sys

    if "PySide6.QtCore" in sys.modules:
        from PySide6.QtCore import QCoreApplication, QEvent

        if QCoreApplication.instance() is not None:
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            # and what the test left is collected now, between tests, every time: a
            # players' display left in a cycle after its desk had made the app's one QScreen
            # wrapper its child, and collecting it deleted the screen (full runs crashed now
            # and then in a later window's construction: CF48-39; the display is now deleted
            # with its desk, CF49-10). Collected here, such a fault shows at once, every run
            import gc

            gc.collect()


def _faults_to_pytest(config) -> None:
    """:mod:`faulthandler` writes to pytest's own copy of stderr again. The app's crash log
    (``crash_log.start_logging``) points it at its file and, stopped, at fd 2, which pytest
    captures during a test: a segmentation fault in a later test then printed nothing (a CI
    run ended «Segmentation fault» with no traceback)."""
    import faulthandler

    try:
        from _pytest.faulthandler import fault_handler_stderr_fd_key
    except ImportError:  # another pytest: its own plugin's stream, whatever it is
        return
    fd = config.stash.get(fault_handler_stderr_fd_key, None)
    if fd is not None:
        faulthandler.enable(file=fd, all_threads=True)


@pytest.fixture(scope="session")
def qapp(qapp_args):
    from narrator_app.ui.app import create_application

    app = create_application(qapp_args, language="fa")
    yield app


@pytest.fixture(autouse=True)
def _collector_as_cpython_sets_it():
    """Every test leaves Python's garbage collector as CPython sets it: a test that puts the
    app's policy in place (``ui/collector.py``: the benchmarks' harness, the start path)
    would otherwise leave it for every later test, each new game a full collection of the
    whole test session's heap (the suite's ``tests/ui`` ran several times slower)."""
    yield
    import sys

    collector = sys.modules.get("narrator_app.ui.collector")
    if collector is not None and collector.installed():
        collector.uninstall()


@pytest.fixture(autouse=True)
def _app_as_it_starts(request):
    """Every test that uses the QApplication finds it as the app starts (light theme, the
    default font size) and leaves it so: a test that changes the theme or the font cannot
    change the layout another test measures."""
    yield
    if "qapp" not in request.fixturenames and "qtbot" not in request.fixturenames:
        return
    from PySide6.QtWidgets import QApplication

    from narrator_app.ui.settings import Settings
    from narrator_app.ui.theme import apply_font_size, apply_theme, current_theme

    app = QApplication.instance()
    if app is None:
        return
    default = Settings()
    if current_theme(app) != default.theme:
        apply_theme(app, default.theme)
    if app.font().pointSize() != default.font_size:
        apply_font_size(app, default.font_size)
