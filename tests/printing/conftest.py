"""The printing tests need the application (fonts) the window tests use: a QApplication,
created by pytest-qt before the printing code could start a bare QGuiApplication."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _application(qapp):
    from narrator_app.printing import ensure_gui_app

    ensure_gui_app()  # registers the bundled fonts
    return qapp
