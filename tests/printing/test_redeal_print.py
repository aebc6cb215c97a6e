"""Issue 20, item 10: the print preview of cards with names reads the deal as it stands: after
«اصلاح پخش» (Edit ▸ Correct the deal) seat 1's card says the corrected role."""

from __future__ import annotations

import pypdf
import pytest
from pdf_reading import has_phrase, text_words
from PySide6.QtWidgets import QFileDialog

from narrator_app.engine import Setup, load_scenario

REFERENCE = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
NAMES = ("مریم", "Sara", "Reza", "Ali", "Leon", "Kaveh", "Nima", "Omid", "Pari", "Hadi",
         "Nasim")


@pytest.fixture
def window(qtbot, tmp_path):
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.main_window import MainWindow

    c = GameController(tmp_path / "data")
    c.confirm = lambda title, text: True
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_the_cards_preview_prints_the_corrected_deal(qtbot, window, tmp_path, monkeypatch):
    c = window.c
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {"cards_enabled": False}),
                      REFERENCE)
    fixed = list(REFERENCE)
    fixed[0], fixed[7] = "plain_citizen", "godfather"  # seat 1 was dealt the wrong card
    assert c.redeal(fixed), c.last_error
    game_menu = window.menuBar().actions()[0].menu()
    (action,) = [a for a in game_menu.actions() if a.objectName() == "actionPrintCards"]
    action.trigger()
    dlg = window.print_preview
    qtbot.waitUntil(dlg.isVisible)
    job = dlg.job()
    assert job.roles is not None and job.roles[0] == "plain_citizen"
    assert job.roles[7] == "godfather" and job.names[0] == "مریم"
    out = tmp_path / "deal.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    dlg.export_action.trigger()
    assert dlg.error == ""
    scen = load_scenario("godfather_nostradamus")
    pages = [text_words(p) for p in pypdf.PdfReader(out).pages]
    assert any(has_phrase(words, scen.role("plain_citizen").name.fa) for words in pages)
    dlg.close()
