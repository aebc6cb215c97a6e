"""Every print preview of the app survives a garbage collection while it is open (issue 20,
item 1: «چاپ قوانین اعلام‌شده…» killed the window, exit 139, because the preview painted on
a ``QPrinter`` left a local of the function that opened it).

Each preview is opened the way the narrator opens it (the Game menu's actions, the New game
dialog's «Print rules…» button, the house rules dialog's print button), then the test
forces ``gc.collect()`` and makes the preview paint again (``updatePreview()`` and a
``grab()``). A freed printer is a segfault, which would kill pytest itself: so each preview
is driven in its own Python process (this file run as a script) and the test asserts that
the process exits 0 having painted at least one page, with no Qt warning.

The last test checks that no module of the app builds a ``QPrintPreviewDialog`` or a
``QPrinter`` anywhere but :class:`narrator_app.printing.preview.OwnedPrinterPreview`, the
one preview that owns its printer.
"""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import narrator_app

HERE = Path(__file__).resolve()
REPO = HERE.parents[2]
GF = "godfather_nostradamus"
NAMES = ("Ali", "Sara", "Reza", "مریم", "Leon", "Kaveh", "Nima", "Omid", "Pari", "Hadi",
         "Nasim")

#: How the narrator opens each preview (the argument of the driver below).
PREVIEWS = [
    "menu_role_cards",  # Game ▸ Print role cards…
    "menu_night_sheet",  # Game ▸ Print night sheet…
    "menu_announced_rules",  # Game ▸ Print rules announced before the game…
    "new_game_dialog_rules",  # New game ▸ Print rules…
    "house_rules_dialog_rules",  # Game ▸ House rules… ▸ Print rules announced…
]


@pytest.mark.parametrize("how", PREVIEWS)
def test_an_open_print_preview_survives_a_collection_and_paints(how, tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               PYTHONPATH=os.pathsep.join(
                   [str(REPO)] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep)
                                  if p]))
    run = subprocess.run([sys.executable, str(HERE), how, str(tmp_path / "ravi")],
                         capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, (run.returncode, run.stdout[-2000:], run.stderr[-2000:])
    pages = re.search(r"painted (\d+) pages", run.stdout)
    assert pages and int(pages.group(1)) >= 1, run.stdout


def _builders(tree: ast.AST, where: str = "") -> list[tuple[str, str]]:
    """(class the call is in, name) for each call of ``QPrintPreviewDialog``/``QPrinter``."""
    out = []
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name in ("QPrintPreviewDialog", "QPrinter"):
                out.append((where, name))
        out += _builders(node, node.name if isinstance(node, ast.ClassDef) else where)
    return out


def test_every_preview_owns_its_printer():
    """No module builds a print preview or a printer but the one that owns its printer."""
    root = Path(narrator_app.__file__).resolve().parent
    found = [
        (path.relative_to(root).as_posix(), *call)
        for path in sorted(root.rglob("*.py"))
        for call in _builders(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert found == [("printing/preview.py", "OwnedPrinterPreview", "QPrinter")], found
    from narrator_app.printing.preview import OwnedPrinterPreview, PrintPreview

    assert issubclass(PrintPreview, OwnedPrinterPreview)


# --------------------------------------------------------------------------------------
# the driver: run in its own process by the tests above
# --------------------------------------------------------------------------------------
def _drive(how: str, data: Path) -> int:
    import gc

    from PySide6.QtCore import QtMsgType, qInstallMessageHandler
    from PySide6.QtPrintSupport import QPrintPreviewDialog, QPrintPreviewWidget
    from PySide6.QtWidgets import QApplication, QMessageBox

    warnings: list[str] = []

    def on_message(kind, _context, text):
        if kind != QtMsgType.QtDebugMsg and "propagateSizeHints" not in text:
            warnings.append(text)

    qInstallMessageHandler(on_message)
    app = QApplication([])

    def never_block(*_args):  # a message box would wait for a hand: fail instead
        print("a message box was opened", flush=True)
        os._exit(3)

    QMessageBox.exec = never_block

    from narrator_app.engine import Setup
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.house_rules_dialog import HouseRulesDialog
    from narrator_app.ui.main_window import MainWindow
    from narrator_app.ui.new_game_dialog import NewGameDialog
    from narrator_app.ui.settings import Settings

    data.mkdir(parents=True, exist_ok=True)
    c = GameController(data)
    c.confirm = lambda *_a: True
    window = MainWindow(c, Settings(last_scenario=GF), settings_dir=data / "settings")
    window.resize(1366, 768)
    window.show()
    app.processEvents()
    if how.startswith("menu_") or how.startswith("house_rules"):
        assert c.new_game(Setup(GF, NAMES, {}))
    if how == "menu_role_cards":
        window.print_cards_action.trigger()
    elif how == "menu_night_sheet":
        window.print_sheet_action.trigger()
    elif how == "menu_announced_rules":
        window.print_rules_action.trigger()
    elif how == "new_game_dialog_rules":
        # the dialog shown, not exec'd: its own event loop would wait for a hand
        NewGameDialog.exec = lambda self: (self.show(), 0)[1]
        window.new_game()
        (dialog,) = window.findChildren(NewGameDialog)
        dialog.print_rules_button.click()
    elif how == "house_rules_dialog_rules":
        window.house_rules_action.trigger()
        (dialog,) = window.findChildren(HouseRulesDialog)
        dialog.preview_button.click()
    else:
        raise SystemExit(f"unknown preview {how!r}")
    app.processEvents()
    # whatever the opening function left to Python's collector goes now
    gc.collect()
    app.processEvents()
    previews = [w for w in window.findChildren(QPrintPreviewDialog) if w.isVisible()]
    assert len(previews) == 1, previews
    widget = previews[0].findChild(QPrintPreviewWidget)
    widget.updatePreview()  # paints on the dialog's printer again
    previews[0].grab()
    app.processEvents()
    pages = widget.pageCount()
    print(f"painted {pages} pages", flush=True)
    previews[0].close()
    window.close()
    app.processEvents()
    if warnings:
        print("Qt warnings:", warnings, flush=True)
        return 4
    return 0


if __name__ == "__main__":
    sys.exit(_drive(sys.argv[1], Path(sys.argv[2])))
