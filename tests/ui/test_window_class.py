"""The window's class on the desktop is the program's name, not the file Python started
(decision TA43-1): started as ``python -m narrator_app`` (``./run``), X11 took Qt's first
argument, ``…/__main__.py``, for the window's class (``WM_CLASS "__main__.py", "Ravi"``),
which a taskbar or a window switcher shows and groups by."""

from __future__ import annotations

import sys

import pytest

from narrator_app import cli


class _Stop(Exception):
    """Raised by the stand-in application: the start goes no further."""


@pytest.mark.parametrize(("started_as", "expected"), [
    ("/repo/narrator_app/__main__.py", "ravi"),
    ("/usr/local/bin/ravi", "ravi"),
    ("/usr/local/bin/ravi-cli", "ravi-cli"),
])
def test_qt_gets_the_programs_name(monkeypatch, tmp_path, started_as, expected):
    import narrator_app.ui.app as ui_app

    seen: list[list[str]] = []

    def stand_in(argv, language="fa"):
        seen.append(list(argv))
        raise _Stop

    monkeypatch.setattr(ui_app, "create_application", stand_in)
    monkeypatch.setattr(sys, "argv", [started_as])
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var))
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    with pytest.raises(_Stop):
        cli.main(["--lang", "en"])
    assert seen == [[expected, "--lang", "en"]]
