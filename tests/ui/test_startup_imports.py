"""Start-up stays light: the modules imported before the main window's first paint.

The app is started the way ``python -m narrator_app`` starts it (settings, data folder, the
window shown and painted) in a fresh interpreter, which then lists ``sys.modules``. The print
preview and PDF code, the archive window and its index, the replay window and every dialog
are imported only when the narrator opens them; the engine's rules, models, game file,
archive and statistics (and the YAML reader, the Jalali calendar) when a game needs them;
the night checklist and the day procedure are built when first shown. None of them may be
among what is loaded or built before the first paint (issue "Fast at any game length and
any archive size").
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import subprocess
import sys
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

ROOT = Path(__file__).resolve().parents[2]

START = r"""
import json, sys
from narrator_app.cli import _create_main_window, import_before_qt
import_before_qt()
from PySide6.QtCore import QEvent, QObject
from narrator_app.ui.app import create_application
from narrator_app.ui.settings import Settings, default_folder

settings = Settings.load(default_folder())
app = create_application(sys.argv[:1], language=settings.language)
w = _create_main_window(settings)
painted = []

class Spy(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            painted.append(sys.modules.copy())
        return False

spy = Spy()
w.installEventFilter(spy)
w.show()
while not painted:
    app.processEvents()
print(json.dumps([w.findChild(QObject, name) is not None for name in ("nightPanel", "dayPanel")]))
print(json.dumps(sorted(painted[0])))
"""

#: Loaded only when the narrator opens them (prefixes of module names).
LATER = (
    "narrator_app.printing",
    "PySide6.QtPrintSupport",
    "PySide6.QtPdf",
    "narrator_app.ui.archive_window",
    "narrator_app.ui.replay_window",
    "narrator_app.ui.new_game_dialog",
    "narrator_app.ui.house_rules_dialog",
    "narrator_app.ui.settings_dialog",
    "narrator_app.ui.public_window",
    "sqlite3",  # the archive's index
    # the engine past its facade's light names (narrator_app/engine/__init__.py, _LATER)
    *(f"narrator_app.engine.{m}" for m in (
        "abilities", "actions", "archive", "archive_index", "cards", "choices", "day",
        "fields", "game", "gamefile", "house_rules", "journal", "night", "queries",
        "readers", "rules", "scenario", "script", "shapes", "simulate", "state", "stats",
        "table", "talk")),
    "yaml",  # game scripts and the readers' checks
    "jdatetime",  # the Jalali calendar: dates shown in the archive and the resume offer
    "narrator_app.ui.dates",
    "narrator_app.ui.night_panel",  # built when the first night is shown
    # the day procedure and its parts: built when the first day is shown (the morning
    # announcement over either panel and the refusal line are modules of their own)
    "narrator_app.ui.day_panel",
    "narrator_app.ui.day_extras",
    "narrator_app.ui.day_power_box",
    "narrator_app.ui.procedure_box",
    "narrator_app.ui.card_panel",
)


def first_paint(tmp_path: Path) -> tuple[list[bool], list[str]]:
    """Whether the night and the day panels exist at the first paint, and the modules."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    out = subprocess.run([sys.executable, "-c", START], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    panels, modules = out.stdout.strip().splitlines()[-2:]
    return json.loads(panels), json.loads(modules)


def test_no_dialog_printing_or_archive_module_before_the_first_paint(tmp_path):
    panels, modules = first_paint(tmp_path)
    assert "narrator_app.ui.main_window" in modules  # the list is the app's, not an empty one
    early = [m for m in modules if any(m == p or m.startswith(p + ".") for p in LATER)]
    assert early == [], f"imported before the first paint: {early}"
    assert panels == [False, False], "the night and day panels wait for their first use"


def test_the_window_is_built_in_the_narrators_font_not_polished_again(qapp, tmp_path,
                                                                       monkeypatch):
    """The saved theme and font size are applied before the first widget exists: building
    the window then has no widget of its own to polish again (a style-sheet pass each)."""

    from narrator_app.cli import _create_main_window
    from narrator_app.ui import theme
    from narrator_app.ui.settings import Settings
    from narrator_app.ui.widget_lists import widgets

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    size = qapp.font().pointSize()
    with widgets() as every:  # the collector paused: widget_lists
        before = set(every)
    polished_again = []
    real = theme._repolish_sheets

    def repolish(app):
        with widgets() as every:
            polished_again.extend(w for w in every if w not in before)
        real(app)

    monkeypatch.setattr(theme, "_repolish_sheets", repolish)
    try:
        window = _create_main_window(Settings(font_size=size + 3))
        assert qapp.font().pointSize() == size + 3  # the narrator's size is applied
        assert polished_again == []
        window.close()
        window.c.release_lock()
    finally:
        theme.apply_font_size(qapp, size)


#: ``python -m narrator_app`` itself (cli._run_gui): what is loaded when the window first
#: paints, and once its event loop has run on (the engine, loaded after that paint).
RUN = r"""
import gc, json, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
import narrator_app.cli as cli

seen = {}
real = cli._when_painted

class Spy(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "paint" not in seen:
            seen["paint"] = "narrator_app.engine.game" in sys.modules
            seen["collecting_at_paint"] = gc.isenabled()
        return False

def when_painted(window, then=None):
    window.installEventFilter(Spy(window))
    real(window, then)
    check = QTimer(window)  # until the engine is in and start-up is frozen (or 60 s)
    check.timeout.connect(lambda: (gc.get_freeze_count() or check.remainingTime() < 0)
                          and seen.setdefault("collecting", gc.isenabled()) is not None
                          and QApplication.instance().quit())
    check.start(20)
    QTimer.singleShot(60000, QApplication.instance().quit)

cli._when_painted = when_painted
cli._run_gui(cli.build_parser().parse_args([]), [])
seen["later"] = "narrator_app.engine.game" in sys.modules
seen["frozen"] = gc.get_freeze_count() > 0
print(json.dumps(seen))
"""


def test_the_app_paints_before_it_loads_the_engine_then_loads_it(tmp_path):
    """Started as ``python -m narrator_app`` starts it, the window paints without the
    engine's rules and files; they are loaded right after that paint (cli.after_first_paint),
    and start-up's objects are frozen out of the garbage collector's way; the collector,
    paused until then (SU25-1), runs again."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    out = subprocess.run([sys.executable, "-c", RUN], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.strip().splitlines()[-1]) == {
        "paint": False, "later": True, "frozen": True, "collecting_at_paint": False,
        "collecting": True}


#: ``ravi`` as the launcher starts it (``cli.main``: the command line read, the club's scenario
#: folders, then the window): the heavy modules at the first paint, and after it.
MAIN = RUN.replace(
    'cli._run_gui(cli.build_parser().parse_args([]), [])',
    'seen["paint"] = None\n'
    'class Early(QObject):\n'
    '    def eventFilter(self, obj, event):\n'
    '        if event.type() == QEvent.Type.Paint and seen["paint"] is None:\n'
    '            seen["paint"] = sorted(m for m in sys.modules if m.split(".")[0] in HEAVY\n'
    '                                   or m == "narrator_app.engine.scenario")\n'
    '        return False\n'
    'spied = cli._when_painted\n'
    'def when_painted_early(window, then=None):\n'
    '    window.installEventFilter(Early(window))\n'
    '    spied(window, then)\n'
    'cli._when_painted = when_painted_early\n'
    'cli.main([])\n'
    'from narrator_app.engine.scenario import club_folders, user_scenarios_folder\n'
    'seen["club"] = user_scenarios_folder() in club_folders()\n'
    'seen["openssl"] = "_hashlib" in sys.modules',
).replace("seen = {}", "seen = {}\nHEAVY = ('pydantic', 'pydantic_core', 'yaml', 'sqlite3')")


def test_the_launcher_paints_before_pydantic_and_the_scenario_module(tmp_path):
    """``ravi`` started through ``cli.main`` (not only ``_run_gui``): at the first paint
    neither pydantic (the settings are plain Python) nor the scenario module (the club's
    scenario folders are taken once the window has painted) is loaded; right after it the
    engine is, and the user's scenario folder is among the catalogue's folders. OpenSSL's
    digests (``_hashlib``, which pydantic's ``secrets`` would load) never are
    (cli.digests_without_openssl)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    out = subprocess.run([sys.executable, "-c", MAIN], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen == {"paint": [], "later": True, "frozen": True, "club": True,
                    "collecting": True, "openssl": False}, seen


#: :func:`narrator_app.cli.digests_without_openssl` in a fresh interpreter, then the digests
#: the app takes (files and journal lines: SHA-256; the index's rows: BLAKE2b) and ``hmac``.
DIGESTS = r"""
import json, sys
from narrator_app.cli import digests_without_openssl
digests_without_openssl()
import hashlib, hmac, secrets
seen = {
    "openssl": "_hashlib" in sys.modules,
    "sha256": hashlib.sha256(b"abc").hexdigest(),
    "sha256_parts": hashlib.sha256(b"a" + b"bc").hexdigest() == hashlib.sha256(b"abc").hexdigest(),
    "blake2b": hashlib.blake2b(b"abc", digest_size=12).hexdigest(),
    "hmac": hmac.new(b"key", b"abc", "sha256").hexdigest(),
    "compare": [secrets.compare_digest("ab", "ab"), hmac.compare_digest(b"a", b"b")],
}
import _hashlib  # still importable by whoever asks for it later
seen["importable"] = _hashlib.openssl_sha256(b"abc").hexdigest() == seen["sha256"]
print(json.dumps(seen))
"""


def run_json(code: str):
    """What ``code``, run in a fresh interpreter of the app, prints last, read as JSON."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_window_takes_pythons_own_digests_the_same_answers(tmp_path):
    """The window's process binds hashlib and hmac to CPython's own digest code (OpenSSL's
    libcrypto, ≈ 3.4 MiB resident, never loaded): the digests the app takes are the
    standard ones, and OpenSSL's module stays importable afterwards."""
    assert run_json(DIGESTS) == {
        "openssl": False,
        "sha256": "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
        "sha256_parts": True,
        "blake2b": hashlib.blake2b(b"abc", digest_size=12).hexdigest(),
        "hmac": hmac.new(b"key", b"abc", "sha256").hexdigest(),
        "compare": [True, False],
        "importable": True,
    }


#: The same, in a Python whose own digest code is missing (refused imports stand for a
#: distribution's build that leaves it out and relies on OpenSSL).
NO_BUILTIN_DIGESTS = r"""
import json, sys
for name in ("_sha256", "_sha2"):
    sys.modules[name] = None
from narrator_app.cli import digests_without_openssl
digests_without_openssl()
import hashlib, hmac
print(json.dumps({"openssl": "_hashlib" in sys.modules,
                  "sha256": hashlib.sha256(b"abc").hexdigest(),
                  "blake2b": hashlib.blake2b(b"abc", digest_size=12).hexdigest(),
                  "hmac": hmac.new(b"key", b"abc", "sha256").hexdigest()}))
"""


def test_a_python_without_its_own_digests_keeps_openssls(tmp_path):
    """:func:`narrator_app.cli.digests_without_openssl` in a Python built without its own
    digest code: hashlib and hmac are imported again with OpenSSL, and the app's digests
    are the standard ones (without it, ``hashlib.sha256`` is missing and the first save
    fails)."""
    assert run_json(NO_BUILTIN_DIGESTS) == {
        "openssl": True,
        "sha256": "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
        "blake2b": hashlib.blake2b(b"abc", digest_size=12).hexdigest(),
        "hmac": hmac.new(b"key", b"abc", "sha256").hexdigest(),
    }


@pytest.mark.parametrize("first", ["night", "day"])
def test_the_panels_built_late_keep_their_place_in_the_tab_order(window, first):
    """Built on first use, in either order, the night checklist and the day procedure take
    Tab where they would had they been built with the window: after the announcement box,
    the night's widgets, then the day's, then the speaking timer's."""
    assert window.findChild(QWidget, "nightPanel") is None  # not built with the window
    panels = [window.night_panel, window.day_panel]
    if first == "day":
        panels.reverse()
    order = {id(w): i for i, w in enumerate(tab_chain(window))}
    boxes = (window.announcement, window.night_panel, window.day_panel, window.timer_panel)
    places = [sorted(order[id(w)] for w in [b, *b.findChildren(QWidget)] if id(w) in order)
              for b in boxes]
    assert all(places), "each box has widgets Tab reaches"
    assert [p[0] for p in places] == sorted(p[0] for p in places)
    assert all(a[-1] < b[0] for a, b in pairwise(places)), places


def tab_chain(window) -> list:
    """The window's widgets in Tab order (those that take focus by Tab)."""
    from PySide6.QtCore import Qt

    out, w = [], window.nextInFocusChain()
    while w is not window:
        if w.focusPolicy() & Qt.FocusPolicy.TabFocus:
            out.append(w)
        w = w.nextInFocusChain()
    return out


#: ``ravi GAME.ravi`` through ``cli.main``: the modules loaded once the window has painted
#: with the game open and the whole engine is loaded (``cli.after_first_paint``).
OPENED = r"""
import json, sys
import narrator_app.cli as cli
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

real = cli.after_first_paint
seen = {}

def after_first_paint():
    real()
    seen["modules"] = sorted(sys.modules)
    seen["actions"] = len(cli_window[0].c.game.actions)
    QTimer.singleShot(0, QApplication.instance().quit)

made = cli._create_main_window
cli_window = []

def create(settings=None, desk_later=False):
    cli_window.append(made(settings, desk_later))
    return cli_window[0]

cli.after_first_paint = after_first_paint
cli._create_main_window = create
cli.main([sys.argv[1]])
print(json.dumps(seen))
"""

#: Not loaded by the window with a game open, its engine whole: the Jalali calendar (the
#: statistics' dates and records import it when they draw one, engine/stats.py), the
#: :mod:`html` package (the desk escapes names with ``ui/texts.escape``) and :mod:`wave`
#: (the speaking clock's alert is written when first needed, timers.write_beep_wav); the
#: peak memory of a game open (``memory_ratio_persian``).
NOT_WITH_A_GAME_OPEN = ("jdatetime", "html", "wave")


def test_a_game_opened_with_the_window_loads_no_calendar_nor_html_tables(tmp_path):
    """``ravi GAME.ravi``: once the window has painted with the game open and the engine
    is loaded whole, none of :data:`NOT_WITH_A_GAME_OPEN` (the Jalali calendar, the html
    package, the alert's wave writer) is loaded."""
    from benchmarks.long_games import long_game
    from narrator_app.engine import save_game

    game = tmp_path / "twelve.ravi"
    save_game(long_game(11, 12), game)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    out = subprocess.run([sys.executable, "-c", OPENED, str(game)], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["actions"] == 12
    assert "narrator_app.engine.stats" in seen["modules"]  # the engine is whole
    loaded = [m for m in seen["modules"]
              if any(m == p or m.startswith(p + ".") for p in NOT_WITH_A_GAME_OPEN)]
    assert loaded == []


@pytest.mark.parametrize("quote", [True, False])
def test_the_desks_escape_gives_htmls_answer(quote):
    """``ui/texts.escape`` writes the same text as :func:`html.escape`, quotes or not."""
    import html

    from narrator_app.ui.texts import escape

    samples = ["", "plain", "<b>Ali</b> & 'Reza' \"Sara\"", "&amp;", "<img src=x>",
               "علی <و> «رضا» & 'مریم'", "a\u00a0b<\n>&&", "'\"'\"", ">>><<<"]
    for s in samples:
        assert escape(s, quote=quote) == html.escape(s, quote=quote)
    assert escape("\"'") == html.escape("\"'")
