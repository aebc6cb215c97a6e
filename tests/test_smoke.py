"""Smoke tests of the scaffolding: bundled resources, application set-up, CLI."""

from __future__ import annotations

import pytest

from narrator_app import __version__
from narrator_app.paths import resource_path

FONTS = ("Vazirmatn-Regular.ttf", "Vazirmatn-Bold.ttf")


@pytest.mark.parametrize("name", FONTS)
def test_resource_path_finds_bundled_fonts(name):
    path = resource_path("resources", "fonts", name)
    assert path.is_absolute()
    assert path.is_file()
    assert path.read_bytes()[:4] in (b"\x00\x01\x00\x00", b"true")  # TrueType magic


def test_resource_path_root_holds_top_level_folders():
    root = resource_path()
    assert (root / "resources").is_dir()
    assert (root / "narrator_app").is_dir()


def test_create_application_registers_vazirmatn(qapp):
    from PySide6.QtGui import QFontDatabase

    from narrator_app.ui.app import register_fonts

    families = register_fonts()
    assert any("Vazirmatn" in f for f in families)
    assert any("Vazirmatn" in f for f in QFontDatabase.families())
    assert "Vazirmatn" in qapp.font().family()
    assert qapp.applicationName() == "Ravi"
    assert qapp.organizationName() == "Ravi"


def test_language_switch_sets_direction_and_locale(qapp):
    from PySide6.QtCore import QLocale, Qt

    from narrator_app.ui.app import apply_language

    assert qapp.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert QLocale().language() == QLocale.Language.Persian
    try:
        apply_language(qapp, "en")
        assert qapp.layoutDirection() == Qt.LayoutDirection.LeftToRight
        assert QLocale().language() == QLocale.Language.English
    finally:
        apply_language(qapp, "fa")
    assert qapp.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert QLocale().language() == QLocale.Language.Persian


def test_apply_language_rejects_unknown(qapp):
    from narrator_app.ui.app import apply_language

    with pytest.raises(ValueError):
        apply_language(qapp, "xx")


def test_cli_self_check(qapp, capsys, tmp_path, monkeypatch):
    # its main window reads the user's settings and data folder: a home of its own, so a
    # language saved by the machine's user (English) never reaches the session's app
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from narrator_app import cli

    assert cli.main(["--self-check"]) == 0
    assert "self-check ok" in capsys.readouterr().out


def test_cli_version(capsys):
    from narrator_app import cli

    with pytest.raises(SystemExit) as exc:
        cli.main(["--version"])
    assert exc.value.code == 0
    assert __version__ in capsys.readouterr().out


def test_the_window_s_light_parser_reads_an_empty_command_line_as_the_whole_one():
    """``ravi`` alone (and ``ravi GAME.ravi``, the file set aside first) is read by the
    parser without its commands (SP32-1): the same namespace as the whole parser's; any
    argument goes to the whole parser (``cli.main``)."""
    from unittest import mock

    from narrator_app import cli

    whole = vars(cli.build_parser().parse_args([]))
    assert vars(cli.build_parser(commands=False).parse_args([])) == whole
    assert whole["command"] is None and whole["func"] is None
    seen = []
    with mock.patch.object(cli, "_run_gui", lambda args, argv: seen.append(vars(args)) or 0):
        assert cli.main([]) == 0
        assert cli.main(["--lang", "en"]) == 0
    assert seen[0] == {**whole, "game_file": None}
    assert seen[1] == {**whole, "lang": "en", "game_file": None}


def test_qt_calls_do_not_lose_references_to_none(qapp) -> None:
    """PySide6 6.12.0 lost a reference to None on every call returning nothing; Python 3.11
    then aborts mid-game. pyproject.toml excludes it; this catches any version that does it."""
    import sys

    from PySide6.QtGui import QFont, QImage, QPainter

    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    font = QFont()
    before = sys.getrefcount(None)
    for _ in range(2000):
        painter.save()
        painter.restore()
        font.setPointSizeF(11.0)
    after = sys.getrefcount(None)
    painter.end()
    assert before - after < 100, f"{before - after} references to None lost"


#: The top level the product's owner fixed: these folders and files, beside them only the
#: README, ``.ci/``, ``docs/``, ``benchmarks/`` and the two set-up commands (and git's own).
TOP_LEVEL = {
    "pyproject.toml", "narrator_app", "resources", "scenarios", "tests", "packaging",
    "README.md", ".ci", "docs", "benchmarks", "run", "test", ".gitignore",
}


def test_the_committed_top_level_is_the_fixed_layout():
    """Every committed path starts with one of :data:`TOP_LEVEL` (a scratch folder committed
    by mistake fails here); checked on a git checkout only, the installed wheel has no top."""
    import shutil
    import subprocess

    root = resource_path()
    git = shutil.which("git")
    if git is None or not (root / ".git").exists():
        pytest.skip("not a git checkout")
    out = subprocess.run([git, "ls-files", "-z"], cwd=root, capture_output=True, check=True)
    tops = {p.split("/", 1)[0] for p in out.stdout.decode().split("\0") if p}
    assert "narrator_app" in tops
    assert tops <= TOP_LEVEL, sorted(tops - TOP_LEVEL)
