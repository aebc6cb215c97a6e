"""The translation pipeline (packaging/translations.py) and the Persian .qm it produces.

Only the contexts this part of the app owns are required to be complete (``OWNED``), so a
string another window adds later without a translation does not break these tests.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from narrator_app.paths import resource_path

ROOT = resource_path()
SCRIPT = ROOT / "packaging" / "translations.py"
TS = resource_path("resources", "translations", "ravi_fa.ts")
QM = resource_path("resources", "translations", "ravi_fa.qm")
OWNED = ("NewGameDialog",)


def _pipeline():
    spec = importlib.util.spec_from_file_location("ravi_translations", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses need the module registered
    spec.loader.exec_module(mod)
    return mod


def test_qm_gives_the_persian_of_the_new_game_dialog(qapp):
    assert QM.is_file()
    translator = QTranslator()
    assert translator.load(str(QM))
    assert translator.translate("NewGameDialog", "New game") == "بازی تازه"
    assert translator.translate("NewGameDialog", "Number of players") == "تعداد بازیکنان"
    assert translator.translate("NewGameDialog", "Enter the cards the players drew") == (
        "ورود کارت\u200cهایی که بازیکنان کشیدند")


def test_the_app_loads_the_qm_at_start(qapp):
    # conftest makes the session's app with create_application(language="fa").
    assert QCoreApplication.translate("NewGameDialog", "Table rules") == "قوانین میز"
    assert QCoreApplication.translate("NewGameDialog", "Scenario") == "سناریو"


def test_check_passes_for_the_owned_contexts():
    args = [sys.executable, str(SCRIPT), "--check"]
    for ctx in OWNED:
        args += ["--context", ctx]
    done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_ts_covers_every_string_of_the_owned_sources(tmp_path):
    """Re-extract the dialog's strings into a copy of the .ts: nothing new may be untranslated."""
    mod = _pipeline()
    copy = tmp_path / "ravi_fa.ts"
    shutil.copy(TS, copy)
    mod.update("fa", ts_file=copy, sources=[ROOT / "narrator_app" / "ui" / "new_game_dialog.py"])
    missing = mod.unfinished_messages(copy, set(OWNED))
    assert missing == [], missing


def test_check_lists_unfinished_messages(tmp_path):
    mod = _pipeline()
    ts = tmp_path / "x.ts"
    ts.write_text("""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>A</name>
    <message><source>done</source><translation>انجام</translation></message>
    <message><source>todo</source><translation type="unfinished"></translation></message>
    <message><source>empty</source><translation></translation></message>
    <message><source>gone</source><translation type="vanished">رفته</translation></message>
    <message numerus="yes"><source>%n seats</source>
        <translation><numerusform></numerusform></translation></message>
</context>
<context>
    <name>B</name>
    <message><source>other</source><translation type="unfinished"></translation></message>
</context>
</TS>
""", encoding="utf-8")
    found = [(m.context, m.source) for m in mod.unfinished_messages(ts)]
    assert found == [("A", "todo"), ("A", "empty"), ("A", "%n seats"), ("B", "other")]
    assert [m.source for m in mod.unfinished_messages(ts, {"B"})] == ["other"]


@pytest.mark.parametrize("tool", ["lupdate", "lrelease"])
def test_the_qt_tools_are_installed(tool):
    cmd = _pipeline().tool_command(tool)
    done = subprocess.run([*cmd, "-help"], capture_output=True, text=True, timeout=60)
    assert tool in (done.stdout + done.stderr)
