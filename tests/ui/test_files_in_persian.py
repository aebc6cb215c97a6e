"""The file dialogs and file names of a Persian window (UX30, narrators' trials): Qt's own
words in the save and export dialogs in Persian, the name offered dated in the Persian
(Jalali) calendar, and a word in the status bar once a PDF is written."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import jdatetime
import pypdf
import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton

import narrator_app.printing.preview as preview_module
from narrator_app.file_names import file_date
from narrator_app.messages import path_text
from narrator_app.ui.widget_lists import windows

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

LATIN = re.compile(r"[A-Za-z]")


def _dialog_words(run) -> list[str]:
    """Every label and button text of the file dialog that ``run()`` opens (closed unseen)."""
    seen: list[str] = []

    def look() -> None:
        with windows() as tops:  # the collector paused: widget_lists
            shown = [w for w in tops if isinstance(w, QFileDialog) and w.isVisible()]
        if not shown:
            QTimer.singleShot(20, look)
            return
        dlg = shown[0]
        try:  # Qt's own dialog (the platform's does not follow the app's language)
            seen.extend(w.text() for w in dlg.findChildren(QLabel) if w.isVisible())
            seen.extend(w.text() for w in dlg.findChildren(QPushButton) if w.isVisible())
        finally:
            dlg.reject()

    QTimer.singleShot(20, look)
    run()
    return seen


def test_the_save_and_export_dialogs_speak_persian_whole(qtbot, window, reference_game):
    words = _dialog_words(window.save_game)
    assert len(words) >= 5, words  # look in, file name, type, save, cancel
    assert [w for w in words if LATIN.search(w)] == [], words
    assert "&جستجو در:" in words and "پرونده‌هایی از &نوع:" in words
    dlg = window.print_role_cards()
    qtbot.waitUntil(dlg.isVisible)
    words = _dialog_words(dlg.export_action.trigger)
    assert len(words) >= 5 and [w for w in words if LATIN.search(w)] == [], words
    dlg.close()


def test_the_persian_file_date_is_jalali_with_safe_characters():
    assert file_date(date(2026, 12, 3), "fa") == "1405-09-12"
    assert file_date(date(2026, 3, 21), "fa") == "1405-01-01"  # Nowruz
    assert file_date(date(2026, 12, 3), "en") == "2026-12-03"


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_save_and_pdf_offer_the_date_of_the_windows_calendar(qtbot, window, reference_game,
                                                             monkeypatch, tmp_path, lang):
    reference_game.lang = lang
    today = date.today()
    day = (jdatetime.date.fromgregorian(date=today).strftime("%Y-%m-%d") if lang == "fa"
           else today.isoformat())
    offered = []

    def fake(parent, title, start, filt):
        offered.append(Path(start).name)
        return "", filt

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    window.save_game()
    assert offered == [f"ravi-godfather_nostradamus-{day}.ravi"]
    assert re.fullmatch(r"[a-z_\-0-9.]+", offered[0])  # no «/», no bidi marks
    dlg = window.print_role_cards()
    qtbot.waitUntil(dlg.isVisible)
    monkeypatch.setattr(preview_module.QFileDialog, "getSaveFileName", fake)
    dlg.export_action.trigger()
    assert offered[-1] == f"ravi-cards-{day}.pdf"
    dlg.close()


def test_a_written_pdf_is_said_in_the_status_bar_with_its_place(qtbot, window,
                                                                reference_game, monkeypatch,
                                                                tmp_path):
    out = tmp_path / "deck.pdf"
    dlg = window.print_role_cards()
    qtbot.waitUntil(dlg.isVisible)
    monkeypatch.setattr(preview_module.QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(out), ""))
    dlg.export_action.trigger()
    assert len(pypdf.PdfReader(out).pages) >= 1
    said = f"پی‌دی‌اف ذخیره شد: {path_text(out)}"
    assert window.statusBar().currentMessage() == said
    note = dlg.findChild(QLabel, "printStatus")  # in the preview, where the narrator looks
    assert note.isVisible() and note.text() == said
    # a PDF that cannot be written is said too, and nothing is said saved
    window.statusBar().clearMessage()
    bad = tmp_path / "missing" / "deck.pdf"
    monkeypatch.setattr(preview_module.QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(bad), ""))
    dlg.export_action.trigger()
    assert not bad.exists() and dlg.error
    assert window.statusBar().currentMessage() == ""
    assert note.isVisible() and "ذخیره شد" not in note.text() and dlg.error in note.text()
    dlg.close()
