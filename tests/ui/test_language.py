"""English beside Persian: every window and dialog in both languages, and the live switch.

In Persian no visible text may hold a run of three Latin letters (except player names, key
names and file patterns) and every window is right to left; in English every window is left
to right and no visible text holds Persian letters (except the players' own names). The
switch happens live: a game stays open, its texts, digits and direction change, no restart.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from narrator_app.engine import Setup
from narrator_app.engine.scenario import load_scenario
from narrator_app.ui.settings import Settings
from narrator_app.ui.settings_dialog import LANGUAGE_NAMES, SettingsDialog, apply_preferences
from tests.test_translations import _widget_texts

NAMES = ("Ali", "Sara", "Reza", "مریم", "Babak", "Kaveh", "Nima", "Omid", "Pari", "Hadi",
         "Nasim")
REFERENCE = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
#: Latin meant to stay Latin in Persian: key names and file patterns.
LATIN_ALLOWED = re.compile(
    r"\b(?:Ctrl|Shift|Alt|Meta)\+[\w,]+|\bF\d+\b|\bEsc\b|\bPageDown\b|\*\.\w+\b"
    r"|(?:[A-Za-z]:)?[/\\][^\s\u2069]*"  # a path (the archive's folders and files)
)
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
PERSIAN = re.compile(r"[\u0600-\u06FF]")


def shown_texts(top: QWidget) -> list[tuple[str, str]]:
    """(where, text) of everything a top-level window shows now (menus and actions too)."""
    QApplication.processEvents()
    found = [("title", top.windowTitle())]
    actions = list(top.actions())
    menubar = getattr(top, "menuBar", None)
    if menubar is not None:
        for m in menubar().actions():
            found.append(("menu", m.text()))
            if m.menu() is not None:
                actions += m.menu().actions()
        found.append(("status", top.statusBar().currentMessage()))
    found += [("action " + a.objectName(), t) for a in actions
              for t in (a.text(), a.toolTip()) if t]
    for w in top.findChildren(QWidget):
        if w.isVisible() and w.window() is top:
            found += [(f"{type(w).__name__} {w.objectName()}", t) for t in _widget_texts(w)]
    ring = getattr(top, "ring", None)
    if ring is not None:
        for view in ring.seats():
            found += [(f"seat {view.seat}", t) for t in ring.seat_texts(view.seat)]
        found.append(("ring centre", ring._center_text))
    return [(where, t.replace("&", "")) for where, t in found if t]


def _strip_names(text: str) -> str:
    """Without the players' names and the languages' own names («فارسی», «English»: each
    written in its own script on purpose, so that a narrator can find his language)."""
    for name in sorted((*NAMES, *LANGUAGE_NAMES.values()), key=len, reverse=True):
        text = text.replace(name, "")
    return text


#: What a house rule's tooltip cites on purpose: its source (seed lines, rules_spec
#: sections, PUBLIC / PROPOSED) and its key, as written in the files.
CITATIONS = re.compile(r"^(?:Source|منبع): .*$|^[a-z0-9_]+$", re.MULTILINE)


def check(top: QWidget, lang: str, stage: str) -> None:
    want = Qt.LayoutDirection.RightToLeft if lang == "fa" else Qt.LayoutDirection.LeftToRight
    assert top.layoutDirection() == want, (stage, top.layoutDirection())
    bad = []
    for where, text in shown_texts(top):
        rest = CITATIONS.sub("", _strip_names(text))
        if lang == "fa":
            if LATIN_WORD.search(LATIN_ALLOWED.sub("", rest)):
                bad.append((where, text))
        elif PERSIAN.search(rest):
            bad.append((where, text))
    assert not bad, f"{lang} {stage}:\n" + "\n".join(f"  {w}: {t!r}" for w, t in bad)


@pytest.fixture(params=["fa", "en"])
def lang(request, qapp, controller):
    """Run in both languages; Persian is restored afterwards for the rest of the suite."""
    apply_preferences(Settings(language=request.param), controller)
    yield request.param
    apply_preferences(Settings(language="fa"), controller)
    QApplication.processEvents()


def play_to_day_two(c) -> list[str]:
    stages = []
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {"cards_enabled": False}),
                      REFERENCE)
    stages.append("intro day")
    assert c.end_phase()
    stages.append("intro night")
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    assert c.end_phase() and c.end_phase()
    for key, value in (("mafia", {"shot": 8}), ("matador", {"block": 4})):
        assert c.step(key, value), c.last_error
    return stages


def test_the_main_window_through_a_night_and_a_day(lang, window, controller):
    c = controller
    check(window, lang, "no game")
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {"cards_enabled": False}),
                      REFERENCE)
    check(window, lang, "intro day")
    assert c.end_phase()
    for s in (2, 8, 9):
        window.night_panel.seat_clicked(s)
    check(window, lang, "intro night, Nostradamus picking")
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    assert c.end_phase() and c.end_phase()
    for key, value in (("mafia", {"shot": 8}), ("matador", {"block": 4})):
        assert c.step(key, value), c.last_error
    check(window, lang, "night 1, a dummy call")
    for key, value in (("dr_watson", {}), ("leon", {"shoot": 1}),
                       ("citizen_kane", {"inquire": 2}), ("constantine", {})):
        assert c.step(key, value), c.last_error
    assert c.end_phase()
    check(window, lang, "day 2, morning")
    assert c.step("votes", {2: 7, 5: 6}) and c.step("exit_votes", {2: 4, 5: 4})
    check(window, lang, "day 2, death lottery")
    assert c.step("lottery", 5)
    check(window, lang, "day 2, exit")


def test_the_last_move_card_and_the_other_scenarios(lang, window, controller):
    c = controller
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {}), REFERENCE)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    assert c.end_phase()
    assert c.step("votes", {3: 7}) and c.step("exit_votes", {3: 7})
    assert window.day_panel.card_panel.isVisible()
    check(window, lang, "day 1, the card step")


def test_dialogs_and_windows(lang, qtbot, window, controller, tmp_path):
    from narrator_app.ui.house_rules_dialog import HouseRulesDialog
    from narrator_app.ui.new_game_dialog import NewGameDialog
    from narrator_app.ui.public_window import PublicWindow
    from narrator_app.ui.shortcuts import ShortcutSheet

    def shown(w, stage):
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
        check(w, lang, stage)
        w.close()

    shown(NewGameDialog(Settings(language=lang)), "new game dialog")
    shown(HouseRulesDialog(load_scenario("godfather_nostradamus"), lang=lang), "house rules")
    shown(ShortcutSheet(), "shortcut sheet")
    shown(SettingsDialog(Settings(language=lang), controller), "settings")
    play_to_day_two(controller)
    shown(PublicWindow(controller, window.timer_panel), "public display")
    from narrator_app.ui.archive_window import ArchiveWindow

    archive = ArchiveWindow(controller, Settings(), tmp_path)
    archive.reload()
    shown(archive, "archive")
    from narrator_app.ui.replay_window import ReplayWindow

    shown(ReplayWindow(controller.game, lang), "replay")
    from narrator_app.engine.archive import unfinished_autosaves
    from narrator_app.ui.recovery import ResumeDialog

    (entry,) = unfinished_autosaves(controller.data_dir)
    shown(ResumeDialog(entry, lang), "resume offer")
    from narrator_app.printing.preview import PrintPreview

    for kind in ("cards", "sheet"):
        shown(PrintPreview(kind, scenario_id="godfather_nostradamus", lang=lang),
              f"print preview ({kind})")


def test_live_switch_with_a_game_open(qtbot, window, controller, tmp_path):
    """fa → en → fa with a game open: texts, digits and direction follow, no restart."""
    c = controller
    window.settings, window.settings_dir = Settings(), tmp_path
    play_to_day_two(c)
    title_fa = window.phase_label.text()
    assert title_fa == "شب ۱"
    dialog = window.open_settings()
    qtbot.addWidget(dialog)
    try:
        dialog.language_box.setCurrentIndex(dialog.language_box.findData("en"))
        QApplication.processEvents()
        assert c.lang == "en" and window.settings.language == "en"
        assert window.phase_label.text() == "Night 1"
        assert window.menuBar().actions()[0].text() == "&Game"
        assert window.layoutDirection() == Qt.LayoutDirection.LeftToRight
        assert dialog.windowTitle() == "Settings"
        check(window, "en", "after the switch to English")
        dialog.language_box.setCurrentIndex(dialog.language_box.findData("fa"))
        QApplication.processEvents()
        assert window.phase_label.text() == title_fa
        assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
        check(window, "fa", "back to Persian")
        dialog.close()
        assert (tmp_path / "settings.json").is_file()  # saved when the dialog closes
        assert Settings.load(tmp_path).language == "fa"
    finally:
        apply_preferences(Settings(language="fa"), c)
