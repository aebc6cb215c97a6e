"""The translation pipeline (packaging/translations.py) and the Persian .qm it produces.

Every context must be complete: ``--check`` and a re-extraction of every UI source into a
copy of the .ts must find no unfinished message, so a new English string without its
Persian fails the suite. The main window, driven through a game in Persian, must show no
English text (see ``test_the_main_window_shows_no_english`` for the exemptions).
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from narrator_app.paths import resource_path

ROOT = resource_path()
SCRIPT = ROOT / "packaging" / "translations.py"
TS = resource_path("resources", "translations", "ravi_fa.ts")
QM = resource_path("resources", "translations", "ravi_fa.qm")
EN_TS = resource_path("resources", "translations", "ravi_en.ts")
EN_QM = resource_path("resources", "translations", "ravi_en.qm")
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


# --- every context ------------------------------------------------------------------------


def test_check_passes_for_every_context():
    done = subprocess.run([sys.executable, str(SCRIPT), "--check"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_ui_string_has_its_persian(tmp_path):
    """Re-extract every ``narrator_app/ui`` source into a copy of the .ts: nothing may be
    unfinished in any context (a string added to the code without its translation)."""
    mod = _pipeline()
    copy = tmp_path / "ravi_fa.ts"
    shutil.copy(TS, copy)
    mod.update("fa", ts_file=copy)
    missing = mod.unfinished_messages(copy)
    assert missing == [], "untranslated: " + "; ".join(f"[{m.context}] {m.source!r}"
                                                         for m in missing)



def test_every_plural_message_has_its_english_forms(tmp_path):
    """A message with plural forms (``self.tr("%n game(s)", "", n)``) has its English
    forms in ravi_en.ts («1 game», «2 games»): re-extract every source, plural messages
    only, into a copy of it; nothing may be unfinished."""
    mod = _pipeline()
    copy = tmp_path / "ravi_en.ts"
    shutil.copy(EN_TS, copy)
    mod.update("en", ts_file=copy)
    missing = mod.unfinished_messages(copy)
    assert missing == [], "no English plural forms: " + "; ".join(
        f"[{m.context}] {m.source!r}" for m in missing)
    root = ET.parse(copy).getroot()
    assert root.findall(".//message") and all(
        m.get("numerus") == "yes" for m in root.iter("message"))


def test_the_english_qm_gives_singular_and_plural(qapp):
    translator = QTranslator()
    assert translator.load(str(EN_QM))
    assert translator.translate("StatsWindow", "%n game(s)", "", 1) == "%n game"
    assert translator.translate("StatsWindow", "%n game(s)", "", 2) == "%n games"
    assert translator.translate("ArchiveModel", "%n day(s)", "", 1) == "%n day"

def _messages():
    """(context, source, translation) of every live message of the .ts."""
    out = []
    for ctx in ET.parse(TS).getroot().iter("context"):
        name = ctx.findtext("name", default="")
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is None or tr.get("type") in ("vanished", "obsolete"):
                continue
            forms = [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""]
            for form in forms:
                out.append((name, msg.findtext("source", default=""), form))
    return out


def test_translations_keep_placeholders_and_accelerators():
    bad = []
    for ctx, source, text in _messages():
        if sorted(re.findall(r"%(?:\d+|n)", source)) != sorted(re.findall(r"%(?:\d+|n)", text)):
            bad.append((ctx, source, text, "placeholders"))
        accel = re.compile(r"&(?!&)")
        n_source = len(accel.findall(source.replace("&&", "")))
        if n_source != len(accel.findall(text.replace("&&", ""))):
            bad.append((ctx, source, text, "accelerator"))
        if re.findall(r"<[^>]+>", source) != re.findall(r"<[^>]+>", text):
            bad.append((ctx, source, text, "markup"))
    assert bad == []


def test_persian_text_uses_zero_width_non_joiners():
    """«می‌شود», «نقش‌ها»: the prefix «می» and the plural «ها» are joined with a ZWNJ,
    never with a space or glued on."""
    bad = [(ctx, text) for ctx, _source, text in _messages()
           if re.search(r"(?:^|\s)(?:ن?می) \w|\w (?:ها|های|هایی)(?:\s|$|[.،؛:)])", text)]
    assert bad == []


def test_key_persian_texts(qapp):
    tr = QCoreApplication.translate
    assert tr("Ravi", "%1 votes of %2 players") == "%1 رأی از %2 نفر"
    assert tr("Ravi", "Intro day") == "روز معارفه"
    assert tr("Ravi", "Intro night") == "شب معارفه"
    assert tr("Ravi", "Night %1") == "شب %1"
    assert tr("Ravi", "Day %1") == "روز %1"
    assert tr("Ravi", "[private]") == "[محرمانه]"
    assert tr("Ravi", "Death lottery") == "قرعهٔ مرگ"
    assert tr("MainWindow", "&Privacy cover").replace("&", "") == "پردهٔ محرمانه"
    assert tr("GameController", "Undo") == "بازگرداندن"


def test_menu_accelerators_do_not_clash(qapp):
    """Within the menu bar and within each menu, no two entries share an accelerator."""
    tr = QCoreApplication.translate
    groups = [("&Game", "&Edit", "&View"),
              ("&New game…", "&Open…", "&Save…", "&Archive…", "Print role &cards…",
               "Print night &sheet…", "House &rules…",
               "&Print rules announced before the game…", "&Quit"),
              ("&Undo", "&Redo"), ("&Privacy cover", "P&ublic display")]
    for group in groups:
        keys = [re.search(r"&(.)", tr("MainWindow", s)).group(1) for s in group]
        assert len(set(keys)) == len(keys), (group, keys)


# --- the window in Persian ------------------------------------------------------------------

#: Latin names on purpose: a player's name is the one Latin text the window may show.
NAMES = ("Ali", "Sara", "Reza", "مریم", "Babak", "Kaveh", "Nima", "Omid", "Pari", "Hadi",
         "Nasim")
REFERENCE = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]
#: Latin that is meant to stay Latin: key sequences («Ctrl+N») and the file pattern
#: «*.ravi» of the open/save dialogs. Player names are removed before the check (they are
#: the narrator's input, not the app's text).
# a key sequence ends in a letter, a digit or a mark key («Ctrl+,», WF32-6)
LATIN_ALLOWED = re.compile(r"\b(?:Ctrl|Shift|Alt|Meta)\+(?:\w+|[,.;/=-])|\*\.ravi\b")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def _widget_texts(widget):
    """Every text a visible widget shows: labels, buttons, group box titles, tab texts, line
    edits and their placeholders, combo box items, list and item view rows, tooltips."""
    from PySide6.QtCore import QModelIndex, Qt
    from PySide6.QtWidgets import QAbstractItemView, QTabWidget
    from widget_texts import own_texts

    out = own_texts(widget)  # labels, buttons, boxes, tabs, fields, tooltips
    if isinstance(widget, QTabWidget):
        out += [widget.tabText(i) for i in range(widget.count())]
    if isinstance(widget, QAbstractItemView) and widget.model() is not None:
        model = widget.model()
        for row in range(model.rowCount(QModelIndex())):
            col = 0  # (a list model's columnCount is private in PySide)
            while (index := model.index(row, col)).isValid():
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = index.data(role)
                    if isinstance(value, str):
                        out.append(value)
                col += 1
    out += [widget.windowTitle(), widget.accessibleName()]
    return [t for t in out if t]


def _shown_texts(window):
    """(where, text) of everything the window shows now."""
    from PySide6.QtWidgets import QApplication, QWidget

    QApplication.processEvents()  # new rows of a shown layout are shown through the loop
    found = [("window title", window.windowTitle()),
             ("status bar", window.statusBar().currentMessage())]
    actions = list(window.actions())
    for menu_action in window.menuBar().actions():
        found.append(("menu", menu_action.text()))
        if menu_action.menu() is not None:
            actions += menu_action.menu().actions()
    found += [("action " + a.objectName(), t) for a in actions
              for t in (a.text(), a.toolTip(), a.statusTip()) if t]
    for w in window.findChildren(QWidget):
        if w.isVisible():
            where = f"{type(w).__name__} {w.objectName()}".strip()
            found += [(where, t) for t in _widget_texts(w)]
    ring = window.ring
    for view in ring.seats():
        found += [(f"seat {view.seat}", t) for t in ring.seat_texts(view.seat)]
        found.append((f"seat {view.seat} tooltip", ring.seat_tooltip(view.seat)))
    found.append(("ring centre", ring._center_text))
    return [(where, text.replace("&", "")) for where, text in found]


def _english(window, names):
    bad = []
    for where, text in _shown_texts(window):
        rest = LATIN_ALLOWED.sub("", text)
        for name in sorted(names, key=len, reverse=True):
            rest = rest.replace(name, "")
        if LATIN_WORD.search(rest):
            bad.append((where, text))
    return bad


def _assert_persian(window, stage):
    bad = _english(window, window.c.names)
    assert not bad, f"English shown at {stage}:\n" + "\n".join(f"  {w}: {t!r}" for w, t in bad)


@pytest.fixture
def persian_window(qtbot, tmp_path):
    """The real main window, shown offscreen at 1366×768, over a controller with no game
    (autosaves in ``tmp_path``; confirmations answered yes)."""
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.main_window import MainWindow

    c = GameController(tmp_path)
    c.confirm = lambda title, text: True
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_the_main_window_shows_no_english(persian_window):
    """No game, then intro day, intro night, a main night and a main day of a game started
    through the controller: no visible text may hold a run of three Latin letters, except
    player names and the keys and file pattern of ``LATIN_ALLOWED``."""
    from narrator_app.engine import Setup

    w = persian_window
    c = w.c
    _assert_persian(w, "no game")
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {"cards_enabled": False}), REFERENCE)

    def ok(step, key, value):
        assert c.step(key, value), (step, c.last_error)

    assert c.state.phase == "intro_day"
    _assert_persian(w, "intro day")
    assert c.end_phase()

    # intro night: Nostradamus's picker with the count and the side buttons
    assert c.state.phase == "intro_night"
    panel = w.night_panel
    for s in (2, 8, 9):
        panel.seat_clicked(s)
    assert panel.count_label.isVisible()
    _assert_persian(w, "intro night, Nostradamus picking")
    ok("intro night", "nostradamus", {"pick": [2, 8, 9], "side": "city"})
    _assert_persian(w, "intro night, done")
    assert c.end_phase()
    assert c.end_phase()  # day 1: nobody nominated

    # night 1: done steps with «Change», tonight's tokens, a dummy call (Watson blocked)
    assert (c.state.phase, c.state.number) == ("night", 1)
    ok("night 1", "mafia", {"shot": 8})
    ok("night 1", "matador", {"block": 4})
    assert c.choices().current.kind == "dummy"
    assert panel.dummy_note.isVisible()
    _assert_persian(w, "night 1, dummy call")
    for key, value in (("dr_watson", {}), ("leon", {"shoot": 1}),
                       ("citizen_kane", {"inquire": 2}), ("constantine", {})):
        ok("night 1", key, value)
    _assert_persian(w, "night 1, every step done")
    assert c.end_phase()

    # day 2: the morning announcement, two defenders, a tied exit vote, the death lottery
    assert (c.state.phase, c.state.number) == ("day", 2)
    assert w.announcement.isVisible()
    _assert_persian(w, "day 2, morning")
    ok("day 2", "votes", {2: 7, 5: 6})
    ok("day 2", "exit_votes", {2: 4, 5: 4})
    day = w.day_panel
    assert day.exit_box.isVisible() and day.lottery_box.isVisible()
    _assert_persian(w, "day 2, death lottery")
    ok("day 2", "lottery", 5)
    assert day.exit_label.isVisible()
    _assert_persian(w, "day 2, exit")


def test_the_english_check_finds_english(persian_window):
    """The check itself: an untranslated text on a label is reported; a name is not."""
    from PySide6.QtWidgets import QLabel

    w = persian_window
    label = QLabel("Defense vote", w.empty_page)
    label.show()
    assert ("QLabel", "Defense vote") in _english(w, ("Sara",))
    label.setText("Sara (Ctrl+N)")
    assert _english(w, ("Sara",)) == []
