"""Shared pytest fixtures.

The one QApplication of the test session is made by Ravi's own
``create_application`` (fonts registered, Persian locale, right-to-left), by
overriding pytest-qt's session-scoped ``qapp`` fixture here and nowhere else.
``qtbot`` and every test that asks for ``qapp`` get this instance.
"""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def qapp(qapp_args):
    from narrator_app.ui.app import create_application

    app = create_application(qapp_args, language="fa")
    yield app
