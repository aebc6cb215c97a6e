"""Every text a Werewolf game shows the narrator names the file's team, never «مافیا» /
«mafia» (LY115-3).

A fresh narrator's trial still read «مافیا» where the Werewolf file names its sides
(``[sides]``: «گرگینه‌ها» / «روستا», club_scenarios 0.4): the log's words (a side in a
signal's or an event's words), «Nostradamus was shown: %1 mafia» and the printed night
sheet's title of a team step the file gives no name. Here the log's lines that name the
team are read in the real window in both languages, the night sheet is printed in both,
and the team's steps without a ``name`` (a club's copy of the file) are titled on the
sheet and the checklist."""

from __future__ import annotations

import re

import pypdf
import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup, load_scenario
from narrator_app.engine.state import LogLine
from narrator_app.printing import SheetJob, write_night_sheet_pdf
from narrator_app.printing.night_sheet import step_title as sheet_title
from narrator_app.ui.texts import step_title

MAFIA = re.compile(r"مافیا|mafia", re.IGNORECASE)
WW = "werewolf"


def _no_mafia(texts: list[str]) -> list[str]:
    return [t for t in texts if MAFIA.search(t)]


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_logs_words_for_the_team_are_the_files(qtbot, controller, lang) -> None:
    """The log's word for a side a signal names (a club's kind telling a side) and a club's
    Werewolf with Nostradamus: his count, in the team's words. (The lines random Werewolf
    games write: tests/ui/test_werewolf_says_no_mafia.py.)"""
    from narrator_app.ui.app import apply_language
    from narrator_app.ui.main_window import MainWindow

    apply_language(QApplication.instance(), lang)
    controller.lang = lang
    try:
        w = MainWindow(controller)
        qtbot.addWidget(w)
        ww = load_scenario(WW)
        assert controller.new_game(Setup(WW, tuple(f"P{i}" for i in range(1, 11)), {}),
                                   ww.roster_for(10))
        w.log_panel.set_show_private(True)
        team = ww.side_name("mafia", lang)
        for data in ({"name": "nostradamus_count", "value": 2},
                     {"name": "side", "value": "mafia"}):
            line = LogLine(kind="private", phase="night", number=1, public=False, data=data)
            text = w.log_panel.model.line_text(line)
            assert _no_mafia([text]) == [] and team in text, text
    finally:
        apply_language(QApplication.instance(), "fa")


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_nostradamus_count_in_the_files_words(qapp, lang) -> None:
    from narrator_app.ui.texts import nostradamus_count_line

    ww = load_scenario(WW)
    team = ww.side_name("mafia", lang)
    for private in (False, True):
        text = nostradamus_count_line(2, ww, lang, private)
        assert team in text and not MAFIA.search(text), text
    # a file that does not name its team keeps the app's word
    assert MAFIA.search(nostradamus_count_line(2, load_scenario("godfather_nostradamus"), "en"))


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_werewolf_night_sheet_says_no_mafia(tmp_path, lang) -> None:
    out = tmp_path / "sheet.pdf"
    write_night_sheet_pdf(out, SheetJob(WW, lang=lang))
    words = " ".join(p.extract_text() for p in pypdf.PdfReader(out).pages)
    assert words and not MAFIA.search(words)


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_an_unnamed_team_step_is_titled_by_the_files_team(qapp, lang) -> None:
    """A club's copy of the Werewolf file whose team steps have no ``name``: the sheet
    printed «تیم مافیا» («Mafia team»); the sheet and the checklist say the file's team."""
    ww = load_scenario(WW)
    team = ww.side_name("mafia", lang)
    step = next(d for d in ww.night if d.key == "mafia").model_copy(update={"name": None})
    meet = step.model_copy(update={"key": "mafia_meet"})
    club = ww.model_copy(update={"night": [step if d.key == "mafia" else d for d in ww.night],
                                 "intro_night": [meet]})
    for title in (sheet_title(club, step, lang), sheet_title(club, meet, lang),
                  step_title("mafia", None, club, lang), step_title("mafia_meet", None, club,
                                                                      lang)):
        assert team in title and not MAFIA.search(title), title
