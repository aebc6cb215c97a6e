"""The window's Game ▸ Print role cards… / Print night sheet…: preview and PDF export."""

from __future__ import annotations

import pypdf
import pytest
from pdf_reading import has_phrase, split_at, text_words
from PySide6.QtWidgets import QFileDialog

from narrator_app.engine import Setup

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


def _menu_action(window, name):
    game_menu = window.menuBar().actions()[0].menu()
    found = [a for a in game_menu.actions() if a.objectName() == name]
    assert found, name
    return found[0]


def test_cards_preview_exports_the_open_games_deal(qtbot, window, tmp_path, monkeypatch):
    assert window.c.new_game(Setup("godfather_nostradamus", NAMES, {"cards_enabled": False}),
                             REFERENCE)
    _menu_action(window, "actionPrintCards").trigger()
    dlg = window.print_preview
    qtbot.waitUntil(dlg.isVisible)
    assert dlg.scenario_box.currentData() == "godfather_nostradamus"
    assert dlg.players_box.value() == 11
    assert dlg.names_box.isVisible() and dlg.names_box.isChecked() and dlg.error == ""
    out = tmp_path / "deal.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    dlg.export_action.trigger()
    words = text_words(pypdf.PdfReader(out).pages[0])
    assert has_phrase(words, "مریم")  # seat 1's name on seat 1's card
    # without the names, and on Letter with backs: a plain deck of 11
    dlg.names_box.setChecked(False)
    dlg.paper_box.setCurrentIndex(dlg.paper_box.findData("letter"))
    dlg.backs_box.setChecked(True)
    dlg.export_action.trigger()
    reader = pypdf.PdfReader(out)
    assert len(reader.pages) == 4
    assert not has_phrase(text_words(reader.pages[0]), "مریم")
    dlg.close()


def test_sheet_preview_follows_the_chosen_scenario(qtbot, window, tmp_path, monkeypatch):
    _menu_action(window, "actionPrintNightSheet").trigger()
    dlg = window.print_preview
    qtbot.waitUntil(dlg.isVisible)
    assert not dlg.names_box.isVisible()  # no game dealt: no names to print
    dlg.scenario_box.setCurrentIndex(dlg.scenario_box.findData("zodiac"))
    assert (dlg.players_box.minimum(), dlg.players_box.value()) == (12, 12)
    out = tmp_path / "sheet.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    dlg.export_action.trigger()
    words = [w for p in pypdf.PdfReader(out).pages for w in text_words(p)]
    assert has_phrase(words, "زودیاک") and has_phrase(words, "شب معارفه")
    # a cancelled file dialog writes nothing
    out.unlink()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    dlg.export_action.trigger()
    assert not out.exists()
    dlg.close()


def test_sheet_preview_follows_the_open_games_house_rules(qtbot, window, tmp_path, monkeypatch):
    """A game with Jack waking after the mafia and Leon with three bullets: the night
    sheet printed from it lists Jack second and gives Leon three boxes; another scenario
    chosen in the preview goes back to that scenario's defaults."""
    from narrator_app.engine import load_scenario
    from narrator_app.printing.night_sheet import starting_counters

    scen = load_scenario("godfather_jack_sparrow")
    roster = scen.roster_for(scen.reference_size)
    rules = {"jack_wake_position": "after_mafia", "leon_bullets": 3, "cards_enabled": False}
    assert window.c.new_game(Setup(scen.id, NAMES[: len(roster)], rules), roster)
    _menu_action(window, "actionPrintNightSheet").trigger()
    dlg = window.print_preview
    qtbot.waitUntil(dlg.isVisible)
    job = dlg.job()
    assert job.scenario_id == scen.id
    assert job.house_rules["jack_wake_position"] == "after_mafia"
    assert dict(starting_counters(scen, roster, job.house_rules))["leon"]["bullets"] == 3
    out = tmp_path / "sheet.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    dlg.export_action.trigger()
    assert dlg.error == ""
    reader = pypdf.PdfReader(out)
    _, rest = split_at([w for p in reader.pages for w in text_words(p)], "شب‌های دیگر")
    joined = "".join(rest)  # the other nights (LY115-2: under the intro night where they fit)
    head = joined.find("انتظار")  # the table's header row ends the heading
    mafia, jack = (joined.find(title, head) for title in ("تیممافیا", "جکگنجشکه"))
    assert 0 <= head < mafia < jack
    dlg.scenario_box.setCurrentIndex(dlg.scenario_box.findData("godfather_nostradamus"))
    assert dlg.job().house_rules == {}
    dlg.close()
