"""Command line of Ravi (placeholder until the engine's commands land).

Add a subcommand by writing a ``_cmd_NAME(args) -> int`` function and
registering it in :func:`build_parser` with ``sub.add_parser("NAME", ...)``
and ``set_defaults(func=_cmd_NAME)``. With no subcommand the GUI starts.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

from narrator_app import __version__

#: The end of ``ravi --help``: examples and what each exit code means.
HELP_EPILOG = """\
examples:
  ravi                                 open the window (in the saved language, Persian at first)
  ravi --lang en                       open it in English
  ravi ~/games/1405-01-12.ravi         open a saved game (as a double click on it does)
  ravi --self-check                    check the installation (no display needed)
  ravi cards --scenario classic --out cards.pdf       print the role cards
  ravi sheet --scenario zodiac --out night-sheet.pdf  the narrator's night sheet
  ravi check game.ravi                 one line about a saved game
  ravi export game.ravi --out game.yaml               a saved game as a game script
  ravi cases tests/rule_cases          replay the rule cases and check them
  ravi stats ~/games --from 1405-01-01 --csv stats.csv
  eval "$(ravi-cli completion bash)"   complete commands and options in bash
  (ravi-cli is the same program for a terminal: on Windows, ravi shows no output)

exit codes:
  0  done
  1  a check failed: --self-check (or there was no display to check the window on),
     or a rule case of `cases`
  2  wrong arguments, or a file or request refused (the reason is on stderr; no file is
     changed)
  3  play: another Ravi holds the data folder (nothing was saved)
"""


def _prog() -> str:
    """``ravi-cli`` when started by that name, else ``ravi``."""
    from pathlib import Path

    return "ravi-cli" if Path(sys.argv[0]).stem == "ravi-cli" else "ravi"


def build_parser(commands: bool = True) -> argparse.ArgumentParser:
    """The command line's parser. ``commands=False``: without the commands' subparsers
    (``command`` and ``func`` None), the same answer for an empty command line — what the
    window's start reads (:func:`main`) without building a dozen parsers first (SP32-1)."""
    parser = argparse.ArgumentParser(
        prog=_prog(),
        description="Ravi (راوی): a narrator's desk for live Iranian Mafia games.",
        epilog=HELP_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--lang",
        choices=("fa", "en"),
        default="fa",
        help="interface language (default: fa)",
    )
    parser.add_argument(
        "--self-check",
        action="store_true",
        help="check the installation (scenarios, fonts, translation, a card PDF, the main "
        "window); exit 0, or 1 with each failure's reason (with no display: all but the "
        "window, then exit 1 saying so)",
    )
    parser.add_argument(
        "--scenarios",
        action="append",
        default=[],
        metavar="DIR",
        help="a folder of the club's own scenario files, beside the shipped ones and those of "
        "the user data folder (may be given more than once)",
    )
    if not commands:
        parser.set_defaults(command=None, func=None)
        return parser
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    cases = sub.add_parser("cases", help="replay game scripts (rule cases) and check them")
    cases.add_argument("paths", nargs="+", help="script files or folders of *.yaml")
    _scenarios_option(cases)
    cases.set_defaults(func=_cmd_cases)
    scn = sub.add_parser("scenario", help="scenario files: check one before using it")
    scn_sub = scn.add_subparsers(dest="scenario_command", metavar="ACTION", required=True)
    scn_chk = scn_sub.add_parser(
        "check", help="validate scenario files; print every fault (file, line, field); exit 2"
    )
    scn_chk.add_argument("files", nargs="+", help="scenario files (.toml)")
    _scenarios_option(scn_chk)
    scn_chk.set_defaults(func=_cmd_scenario_check)
    scn_ls = scn_sub.add_parser(
        "list", help="list the scenarios that can be played, then every refused club file "
        "with its reason"
    )
    _scenarios_option(scn_ls)
    scn_ls.set_defaults(func=_cmd_scenario_list)
    scn_dir = scn_sub.add_parser(
        "folder", help="print the folder of the user data folder where the club's own "
        "scenario files go (made if missing)"
    )
    scn_dir.set_defaults(func=_cmd_scenario_folder)
    exp = sub.add_parser("export", help="write a saved game as a game script")
    exp.add_argument("game", help="a .ravi game file")
    exp.add_argument("--out", required=True, help="the script file to write (.yaml)")
    exp.set_defaults(func=_cmd_export)
    imp = sub.add_parser("import", help="replay a game script into a saved game")
    imp.add_argument("script", help="a game script (.yaml)")
    imp.add_argument("--out", required=True, help="the game file to write (.ravi)")
    imp.set_defaults(func=_cmd_import)
    chk = sub.add_parser("check", help="open a saved game and print a one-line summary")
    chk.add_argument("game", help="a .ravi game file")
    chk.set_defaults(func=_cmd_check)
    crd = sub.add_parser("cards", help="write the printable role cards of a scenario as a PDF")
    crd.add_argument("--scenario", required=True, help="scenario id (e.g. godfather_nostradamus)")
    crd.add_argument("--players", type=int, help="player count (default: the scenario's own)")
    crd.add_argument("--size", choices=("poker", "tarot", "a6"), default="poker",
                     help="card size: poker 63×88 mm (default), tarot 70×120 mm, a6 105×148 mm")
    crd.add_argument("--paper", choices=("a4", "letter"), default="a4", help="default: a4")
    crd.add_argument("--backs", action="store_true", help="a card-back page after each page")
    crd.add_argument("--out", required=True, help="the PDF file to write")
    _scenarios_option(crd)
    crd.set_defaults(func=_cmd_cards)
    sht = sub.add_parser("sheet", help="write the narrator's night sheet of a scenario as a PDF")
    sht.add_argument("--scenario", required=True, help="scenario id (e.g. zodiac)")
    sht.add_argument("--players", type=int, help="player count (default: the scenario's own)")
    sht.add_argument("--paper", choices=("a4", "letter"), default="a4", help="default: a4")
    sht.add_argument("--out", required=True, help="the PDF file to write")
    _scenarios_option(sht)
    sht.set_defaults(func=_cmd_sheet)
    arc = sub.add_parser(
        "archive", help="list the saved games of folders from the archive index (built if needed)"
    )
    arc.add_argument("dirs", nargs="+", metavar="DIR", help="folders of saved games (.ravi)")
    arc.add_argument("--json", action="store_true", help="one JSON object on stdout")
    arc.add_argument("--data", help="the data folder that keeps the index (default: the "
                     "user's data folder)")
    arc.set_defaults(func=_cmd_archive)
    sts = sub.add_parser("stats", help="the club's statistics of folders of saved games")
    sts.add_argument("dirs", nargs="+", metavar="DIR", help="folders of saved games (.ravi)")
    sts.add_argument("--json", action="store_true", help="one JSON object on stdout")
    sts.add_argument("--csv", metavar="FILE", help="also write the statistics as CSV")
    sts.add_argument("--from", dest="since", metavar="YYYY-MM-DD",
                     help="first day (Jalali calendar, e.g. 1405-01-01), included")
    sts.add_argument("--to", dest="until", metavar="YYYY-MM-DD",
                     help="last day (Jalali calendar), included")
    sts.add_argument("--data", help="the data folder that keeps the index (default: the "
                     "user's data folder)")
    sts.set_defaults(func=_cmd_stats)
    ply = sub.add_parser(
        "play",
        help="headless play for automation: JSON actions on stdin, autosaved like the window",
        description="Headless play for automation, autosaved like the window: reads "
        + PLAY_LINES.replace("%", "%%") + "; answers «ack N» or «refused CODE reason».",
    )
    ply.add_argument("--data", required=True, help="the data folder (autosaves in autosave/)")
    ply.add_argument(
        "--resume", action="store_true", help="resume the newest unfinished autosaved game"
    )
    ply.set_defaults(func=_cmd_play)
    cmp = sub.add_parser("completion", help="print the shell completion script (bash)")
    cmp.add_argument("shell", choices=("bash",), help="the shell (bash)")
    cmp.set_defaults(func=_cmd_completion)
    parser.set_defaults(func=None)
    return parser


def _cmd_completion(args: argparse.Namespace) -> int:
    """Print the completion script of ``args.shell`` (bash) on stdout; exit 0."""
    from narrator_app.completion import bash_script
    from narrator_app.engine import available_scenarios

    print(bash_script(build_parser(), list(available_scenarios())), end="")
    return 0


def _scenarios_option(cmd: argparse.ArgumentParser) -> None:
    """``--scenarios DIR`` after a command too (``ravi cases --scenarios DIR PATH``)."""
    cmd.add_argument(
        "--scenarios",
        action="append",
        default=argparse.SUPPRESS,
        metavar="DIR",
        help="a folder of the club's own scenario files (may be given more than once)",
    )


#: The window's ``--scenarios`` folders, until they are taken (:func:`_take_scenario_folders`):
#: the scenario module (pydantic's models) is not loaded before the first paint.
_pending_scenario_folders: list[str] | None = None


def _use_scenario_folders(args: argparse.Namespace, later: bool = False) -> None:
    """The club's scenario files: the user data folder's ``scenarios/``, then each
    ``--scenarios DIR``; their valid files join the shipped ones (a shipped id wins).
    ``later``: kept until :func:`_take_scenario_folders` (the window's start: after its
    first paint, or before it opens a game file)."""
    global _pending_scenario_folders
    folders = [str(f) for f in getattr(args, "scenarios", [])]
    for folder in folders:  # a folder the narrator named is never passed over in silence
        if not os.path.isdir(folder):
            print(f"--scenarios {folder}: no such folder", file=sys.stderr)
    if later:
        _pending_scenario_folders = folders
        return
    from narrator_app.engine.scenario import use_club_folders, user_scenarios_folder

    _pending_scenario_folders = None
    use_club_folders([user_scenarios_folder(), *folders])


def _take_scenario_folders() -> None:
    """The window's club scenario folders, kept by ``_use_scenario_folders(later=True)``,
    are used now (once)."""
    if _pending_scenario_folders is not None:
        _use_scenario_folders(argparse.Namespace(scenarios=_pending_scenario_folders))


def _cmd_scenario_check(args: argparse.Namespace) -> int:
    """Validate scenario files: each fault on its own line (file, line where the TOML parser
    gives one, field path, reason) and exit 2; ``FILE: ok`` and exit 0 when all are valid.
    Never a traceback."""
    from narrator_app.engine.scenario import check_scenario_file

    bad = False
    for f in args.files:
        try:
            faults = check_scenario_file(f)
        except Exception as exc:  # noqa: BLE001 - a bad file is reported, never a traceback
            print(f"{f}: cannot be checked: {type(exc).__name__}", file=sys.stderr)
            bad = True
            continue
        for fault in faults:
            print(str(fault), file=sys.stderr)
        if faults:
            bad = True
        else:
            print(f"{f}: ok")
    return 2 if bad else 0


def _cmd_scenario_folder(args: argparse.Namespace) -> int:
    """Print the club's scenario folder of the user data folder
    (:func:`~narrator_app.engine.folders.user_scenarios_folder`), made if missing; exit 0.
    A folder that cannot be made is still printed, the reason on stderr, exit 1."""
    from narrator_app.engine.folders import user_scenarios_folder

    folder = user_scenarios_folder()
    print(folder)
    try:
        user_scenarios_folder(make=True)
    except OSError as exc:
        print(f"{folder}: cannot be made: {exc.strerror or type(exc).__name__}",
              file=sys.stderr)
        return 1
    return 0


def _cmd_scenario_list(args: argparse.Namespace) -> int:
    """The catalogue (:func:`~narrator_app.engine.scenario.scenario_catalogue`): one line a
    scenario that can be played (``id  shipped|club  file``), then one line a refused club
    file (``refused  file: reason``). Exit 0."""
    from narrator_app.engine.scenario import playable_ids, scenario_catalogue

    entries = scenario_catalogue()
    by_id = {e.id: e for e in entries if e.refused is None}
    for sid in playable_ids(entries):
        e = by_id[sid]
        print(f"{sid}  {e.origin}  {e.path}")
    for e in entries:
        if e.refused is not None:
            print(f"refused  {e.refused}")
    return 0


def digests_without_openssl() -> None:
    """The window's process binds :mod:`hashlib` and :mod:`hmac` to CPython's own digest
    code, never loading OpenSSL's ``libcrypto`` (``_hashlib``): the app hashes only files
    and journal lines (SHA-256, BLAKE2b), whose digests are the same from either code, while
    loading OpenSSL keeps ≈ 3.4 MiB of it resident for the whole session (pydantic imports
    ``secrets``, which imports ``hmac`` and ``hashlib``; the window's peak memory with a
    game open, ``memory_ratio_persian``). Done before anything imports either module; a
    process that has already imported one (a test run, the command line's tools) keeps
    its bindings. ``_hashlib`` itself stays importable afterwards. A Python built without
    its own digest code (some distributions leave it out and rely on OpenSSL) has no
    ``hashlib.sha256`` that way: hashlib and hmac are then imported again, with OpenSSL."""
    if "hashlib" in sys.modules or "hmac" in sys.modules or "_hashlib" in sys.modules:
        return
    sys.modules["_hashlib"] = None  # type: ignore[assignment]  # import refused: ImportError
    try:
        import hashlib
        import hmac  # noqa: F401
    finally:
        del sys.modules["_hashlib"]
    if not all(hasattr(hashlib, name) for name in ("sha256", "blake2b")):
        for name in ("hmac", "hashlib"):
            del sys.modules[name]
        import hashlib  # noqa: F811 — again, with OpenSSL's digests
        import hmac  # noqa: F401,F811


def import_before_qt() -> None:
    """Import the Qt-free modules the window's first paint needs (the engine's facade, the
    messages, the settings, platformdirs) before PySide6: PySide6 reads the source of every
    module imported after it (looking for its ``__feature__`` switch). Done first, they
    cost neither that time at start nor that memory. The engine's rules, models and files
    are not among them: the facade loads them on first use, after the first paint
    (``narrator_app/engine/__init__.py``); nor is what only the desk needs (the speaking
    clock's ``narrator_app.timers``), imported as the desk is built, once PySide6's reading
    is made light. First of all, the window's digests are bound to Python's own
    (:func:`digests_without_openssl`); last, ``shiboken6`` is imported with PySide's look at
    each later module's source made light (``ui/pyside_sources.py``), so that neither
    PySide6's own modules nor the window's first ones are read into memory and kept, and
    PySide's ``__feature__`` switch (which the app never uses) is taken out of every later
    import statement (``plain_imports``)."""
    digests_without_openssl()
    import platformdirs  # noqa: F401

    import narrator_app.engine  # noqa: F401
    import narrator_app.messages  # noqa: F401
    import narrator_app.ui.settings  # noqa: F401
    from narrator_app.ui.pyside_sources import light_source_check, plain_imports

    light_source_check()
    plain_imports()


def after_first_paint() -> None:
    """Once the window is up with its desk: the scenario cache's folder and the club's
    scenario folders are taken, the engine's modules, which the window painted without (its
    facade loads them on first use), are loaded; then start-up's objects (modules, models,
    widgets) are moved out of the garbage collector's sight (never scanned again) and its
    policy is put in place (``ui/collector.py``), the collector paused for the start runs
    again, and the module sources PySide6 read at import time are let go."""
    import linecache

    import narrator_app.engine as engine

    _use_scenario_cache()  # the scenario files found valid at an earlier start
    _take_scenario_folders()  # the club's scenario files, before anything lists them
    for name in engine.__all__:
        getattr(engine, name)
        linecache.clearcache()  # each module's source as soon as PySide6 has read it
    from narrator_app.ui import collector

    collector.install()  # freezes what is alive now, and after every full collection
    collector.resume_after_start()  # after the freeze: start-up's objects never scanned


def _when_painted(window, then=None, build=None) -> None:
    """From the event loop: once ``window`` has painted without its desk (made with
    ``desk_later``), ``build()`` (default: its ``build_desk``); once it has painted with
    its desk, :func:`after_first_paint`, then ``then()``, if given."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    def while_open(step):
        # the window closed meanwhile (the narrator quit as it came up): nothing more is
        # built or offered (the offer came over an empty desktop, a narrator's trial)
        return lambda: step() if window.isVisible() else None

    class FirstPaint(QObject):
        building = False  # the build queued (once, however often the frame paints)

        def eventFilter(self, obj, event):  # noqa: N802 (Qt name)
            if event.type() != QEvent.Type.Paint:
                return False
            if not window.desk_built:
                if not self.building:
                    self.building = True
                    QTimer.singleShot(0, while_open(build or window.build_desk))
            else:
                window.removeEventFilter(self)
                self.deleteLater()
                QTimer.singleShot(0, after_first_paint)
                if then is not None:
                    QTimer.singleShot(0, while_open(then))
            return False

    window.installEventFilter(FirstPaint(window))  # the window owns it until it fires


def _create_main_window(settings=None, desk_later: bool = False):
    """The real main window, over the user's data folder (autosaves) and settings (the
    narrator's language, theme, font size and window geometry). With ``desk_later`` the
    window is made without its desk (``MainWindow.build_desk``; the start path builds it
    once the window has painted: :func:`_when_painted`)."""
    from narrator_app.ui.app import apply_preferences
    from narrator_app.ui.main_window import MainWindow
    from narrator_app.ui.settings import Settings, default_folder

    folder = default_folder()
    settings = settings or Settings.load(folder)
    # theme and font size before the first widget: nothing built has to be polished again
    apply_preferences(settings)
    return MainWindow(settings=settings, settings_dir=folder, desk_later=desk_later)


def display_available(env: dict[str, str] | None = None, platform: str | None = None) -> bool:
    """False when the window has nowhere to go: on Linux and the BSDs, no ``DISPLAY``, no
    ``WAYLAND_DISPLAY`` and no ``QT_QPA_PLATFORM`` (e.g. ``offscreen``) in ``env`` (the
    process environment by default). Windows and macOS always have a display."""
    import os

    env = dict(os.environ) if env is None else env
    platform = sys.platform if platform is None else platform
    if platform.startswith(("win", "darwin", "cygwin")):
        return True
    return any(env.get(k) for k in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))


def _run_gui(args: argparse.Namespace, argv: Sequence[str]) -> int:
    if args.self_check:
        return _run_window(args, argv)
    from narrator_app.ui import collector  # gc only: nothing of Qt

    collector.pause_for_start()  # until after the first paint (after_first_paint)
    try:
        return _run_window(args, argv)
    finally:
        collector.resume_after_start()  # a window that never painted, or a failed start


def without_pydantic_plugins(env: dict[str, str] | os._Environ[str] | None = None) -> None:
    """The window's process looks for no pydantic plugin: ``PYDANTIC_DISABLE_PLUGINS`` set
    to ``__all__`` in ``env`` (the process environment by default), pydantic's documented
    switch, unless it is set already (a value given from outside is kept). Ravi has no
    plugin of its own; without the switch, pydantic's first validator lists the entry points
    of every installed distribution (``importlib.metadata``) to find none: ≈ 11 M
    instructions before the New game dialog answers. Pydantic reads the switch at each
    validator it builds, and a plugin would only watch validations: no answer changes."""
    env = os.environ if env is None else env
    env.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")


def _run_window(args: argparse.Namespace, argv: Sequence[str]) -> int:
    without_pydantic_plugins()
    import_before_qt()
    from narrator_app.ui.app import create_application

    if args.self_check:
        _take_scenario_folders()
        return _self_check(args, argv)
    from narrator_app.ui.settings import Settings, default_folder

    settings = Settings.load(default_folder())
    if any(a == "--lang" or a.startswith("--lang=") for a in argv):
        settings.language = args.lang  # given on the command line: it wins over the saved one
    if not display_available():  # before Qt: its own hint (a missing xcb package) misleads
        from narrator_app.messages import no_display_text

        print(no_display_text(settings.language), file=sys.stderr)
        return 2
    app = create_application([_prog(), *argv], language=settings.language)
    game_file = getattr(args, "game_file", None)
    # the window painted first, its desk built right after
    window = _create_main_window(settings, desk_later=True)
    _report_crashes(window)
    if game_file:
        # the game opened on the desk before the desk is painted: the frame, then the game
        _when_painted(window, build=lambda: _open_on_desk(window, game_file))
    else:
        # after a crash: offer to resume the unfinished game, once the window is up
        _when_painted(window, then=window.offer_resume)
    window.show()
    return app.exec()


def _open_on_desk(window, game_file: str) -> None:
    """``ravi GAME.ravi``: the window's desk built, then the game file opened on it (a
    refusal is shown in the window), in one go: the desk's first paint shows the game."""
    from pathlib import Path

    def open_game() -> None:
        _use_scenario_cache()
        _take_scenario_folders()  # the game's scenario may be a club's
        from narrator_app.ui import collector

        collector.resume_after_start()  # a game's replay leaves garbage behind
        window.c.open_from(Path(game_file))

    window.build_desk(then=open_game)


def _use_scenario_cache() -> None:
    """The window keeps the scenario files it found valid in the user's cache folder
    (``<cache>/scenarios``, :mod:`narrator_app.engine.scenario_cache`): the next start
    lists them without parsing and checking them again."""
    import os

    import platformdirs

    from narrator_app.engine.scenario_cache import use_cache_folder

    use_cache_folder(os.path.join(platformdirs.user_cache_dir("Ravi", appauthor=False),
                                  "scenarios"))


def _report_crashes(window) -> None:
    """The log file in the user's log folder, faulthandler into it, and the window's crash
    dialog (ui/crash_report.py). A log that cannot be made is said on stderr; the window
    runs without it."""
    from narrator_app.crash_log import log_dir_for
    from narrator_app.ui.crash_report import install
    from narrator_app.ui.main_window import default_data_dir

    # the controller's folder (a window made without its desk has no controller yet)
    data_dir = window.c.data_dir if window.desk_built else default_data_dir()
    try:
        window.crash_report = install(window, log_dir_for(data_dir))
    except OSError as exc:
        print(f"ravi: no log file: {exc}", file=sys.stderr)


#: The self-check's last line when there is no display (Linux, no ``DISPLAY``, no
#: ``WAYLAND_DISPLAY``, no ``QT_QPA_PLATFORM``).
SELF_CHECK_NO_DISPLAY = (
    "ravi {version}: the main window could not be checked, as there is no display "
    "(DISPLAY and WAYLAND_DISPLAY are empty); the {checked} other checks ran offscreen "
    "(run it in a graphical session, or with QT_QPA_PLATFORM=offscreen, to check it all)."
)


def _self_check(args: argparse.Namespace, argv: Sequence[str]) -> int:
    """Check an installation (the PyInstaller bundle above all) without a person.

    Each check prints ``ok: …`` or ``FAIL: … — reason``; a failed check does not stop the
    others. Exit 0 when all pass, 1 otherwise (the last line says how many failed). With no
    display (see :func:`display_available`) every check but the main window's runs on Qt's
    offscreen platform, and the last line, :data:`SELF_CHECK_NO_DISPLAY`, says what could
    not be checked: exit 1, never Qt's abort.
    """
    import os
    import tempfile
    import traceback
    from pathlib import Path

    from narrator_app.paths import resource_path

    failures: list[str] = []
    checked: list[str] = []
    # No display (a club checking an install over SSH): Qt would abort on the default
    # platform. What needs no screen (scenarios, fonts, translation, a card PDF) is checked
    # on the offscreen platform; the main window is not, and the last line says so (exit 1).
    no_display = not display_available()
    if no_display:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"

    def check(name: str, fn) -> object:
        checked.append(name)
        try:
            detail = fn()
        except Exception as exc:  # noqa: BLE001 — every failure is reported, none is fatal
            last = traceback.extract_tb(exc.__traceback__)[-1]
            where = f"{Path(last.filename).name}:{last.lineno}"
            failures.append(name)
            print(f"FAIL: {name} — {type(exc).__name__}: {exc} ({where})", flush=True)
            return None
        print(f"ok: {name}" + (f" ({detail})" if detail else ""), flush=True)
        return detail

    def scenarios() -> str:
        from narrator_app.engine import available_scenarios, load_scenario
        from narrator_app.engine.scenario import load_cards, scenarios_dir

        ids = available_scenarios()
        if not ids:
            raise RuntimeError(f"no scenario files in {scenarios_dir()}")
        for sid in ids:
            load_scenario(sid)
        cards = load_cards()
        return f"{len(ids)} scenarios, {len(cards)} last-move cards"

    check("scenarios", scenarios)

    app = None

    def application() -> str:
        nonlocal app
        from narrator_app.ui.app import create_application

        app = create_application([_prog(), *argv], language=args.lang)
        return app.platformName()

    check("application", application)
    if app is None:
        print(f"ravi {__version__}: self-check FAILED (application)")
        return 1

    def fonts() -> str:
        from PySide6.QtGui import QFontDatabase

        from narrator_app.ui.app import FONT_FAMILY, register_fonts

        if FONT_FAMILY not in register_fonts():
            raise RuntimeError(
                f"{FONT_FAMILY} not registered from {resource_path('resources', 'fonts')}"
            )
        if FONT_FAMILY not in QFontDatabase.families():
            raise RuntimeError(f"{FONT_FAMILY} missing from the font database")
        if app.font().family() != FONT_FAMILY:
            raise RuntimeError(f"application font is {app.font().family()!r}")
        return FONT_FAMILY

    check("fonts", fonts)

    def translation() -> str:
        from PySide6.QtCore import QCoreApplication, QTranslator

        qm = resource_path("resources", "translations", "ravi_fa.qm")
        translator = QTranslator()
        if not translator.load(str(qm)):
            raise RuntimeError(f"cannot load {qm}")
        said = translator.translate("MainWindow", "&Game")
        if not said or said == "&Game":
            raise RuntimeError(f"{qm.name} does not translate '&Game'")
        if args.lang == "fa" and QCoreApplication.translate("MainWindow", "&Game") != said:
            raise RuntimeError("the Persian translation is not installed in the application")
        return said.replace("&", "")

    check("translation", translation)

    def card_pdf() -> str:
        from narrator_app.engine import available_scenarios, load_scenario
        from narrator_app.printing import CardJob, write_cards_pdf

        sid = available_scenarios()[0]
        scen = load_scenario(sid)
        role = scen.roster_for(scen.reference_size)[0]
        with tempfile.TemporaryDirectory(prefix="ravi-self-check-") as tmp:
            out = Path(tmp) / "card.pdf"
            pages = write_cards_pdf(out, CardJob(scenario_id=sid, roles=(role,)))
            data = out.read_bytes()
        if pages != 1 or not data.startswith(b"%PDF"):
            raise RuntimeError(f"{pages} pages, {len(data)} bytes")
        if b"Vazirmatn" not in data:
            raise RuntimeError("Vazirmatn is not embedded in the PDF")
        return f"{sid}/{role}, {len(data)} bytes"

    check("card PDF", card_pdf)

    def main_window() -> str:
        window = _create_main_window()
        window.show()
        app.processEvents()
        if not window.isVisible():
            raise RuntimeError("the main window did not show")
        size = f"{window.width()}×{window.height()}"
        window.close()
        app.processEvents()
        return size

    if not no_display:
        check("main window", main_window)

    if failures:
        print(
            f"ravi {__version__}: self-check FAILED ({len(failures)} of {len(checked)} checks: "
            f"{', '.join(failures)})"
        )
    if no_display:
        print(SELF_CHECK_NO_DISPLAY.format(version=__version__, checked=len(checked)))
    if failures or no_display:
        return 1
    print(f"ravi {__version__}: self-check ok ({app.font().family()})")
    return 0


def _cmd_cases(args: argparse.Namespace) -> int:
    """Run rule cases; print each failure and ``N passed, M failed``; exit 1 on failure."""
    from narrator_app.engine.script import run_cases

    results, passed, failed = run_cases(args.paths)
    for res in results:
        for line in res.failures:
            print(line)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


def _refused_file(err, lang: str = "fa") -> int:
    """Print a game file's refusal (the sentence naming the file, in ``lang``, then the
    technical reason) to stderr; the exit code 2."""
    from narrator_app.messages import gamefile_error_text

    print(gamefile_error_text(err, lang), file=sys.stderr)
    print(_one_line(f"{err.file}: {err.code}: {err.detail}"), file=sys.stderr)
    return 2


def _same_file(source: str, out: str) -> bool:
    """True when ``out`` names the file ``source`` (writing it would change the input)."""
    import os

    try:
        return os.path.samefile(source, out)
    except (OSError, ValueError):
        return False


def _replaces_a_game(out: str) -> bool:
    """True when ``out`` is a saved game already (named ``.ravi``, or starting as a game
    file does): a script or a CSV written there would lose it (audit56: ``export --out``
    and ``stats --csv`` wrote over another game, no copy kept)."""
    from pathlib import Path

    from narrator_app.engine.gamefile import EXTENSION, FORMAT

    path = Path(out)
    try:
        if not path.is_file():
            return False
        with path.open("rb") as f:
            head = f.read(256)
    except OSError:
        return False
    # any name of a game's file or its copies (``x.ravi``, ``x.ravi.bak``, ``.v2`` …), or
    # the head of a journal (format 4) or of an older whole-file game (``ravi-game``)
    return (EXTENSION in path.name.lower() or head.lstrip().startswith(b'{"kind":"header"')
            or f'"{FORMAT}"'.encode() in head)


#: Invisible characters a Persian sentence needs, kept on a one-line message: the
#: zero-width non-joiner («نمی‌شود») and joiner.
_JOINERS = "\u200c\u200d"
#: The bidi isolates around names and paths (messages.isolate, path_text): dropped, a
#: terminal shows them as gaps.
_ISOLATES = "\u2066\u2067\u2068\u2069"


def _one_line(text: str) -> str:
    """``text`` as one line of at most 500 characters for the terminal: line breaks and
    other non-printable characters become spaces, the bidi isolates are dropped, the
    joiners of Persian words are kept."""
    return "".join(
        ch if ch.isprintable() or ch in _JOINERS else "" if ch in _ISOLATES else " "
        for ch in text
    )[:500]


def _cmd_export(args: argparse.Namespace) -> int:
    """Write a saved game as a game script; a file that cannot be opened: reason, exit 2."""
    from narrator_app.engine.gamefile import GameFileError, open_game
    from narrator_app.engine.script import dump_script, export_script
    from narrator_app.private_files import write_private_text

    if _same_file(args.game, args.out) or _replaces_a_game(args.out):
        print(_one_line(f"{args.out}: the script would replace a saved game"), file=sys.stderr)
        return 2
    try:
        game = open_game(args.game)
    except GameFileError as exc:
        return _refused_file(exc, args.lang)
    try:
        # the script holds the deal (an unfinished game's too): owner only (0600)
        write_private_text(args.out, dump_script(export_script(game)))
    except (OSError, ValueError) as exc:
        print(_one_line(f"{args.out}: cannot write: {exc}"), file=sys.stderr)
        return 2
    return 0


def _cmd_import(args: argparse.Namespace) -> int:
    """Replay a game script into a saved game; a script that is refused: reason, exit 2."""
    from narrator_app.engine import IllegalAction
    from narrator_app.engine.gamefile import save_game
    from narrator_app.engine.scenario import scenario_or_none
    from narrator_app.engine.script import ScriptError, import_script, load_script
    from narrator_app.messages import refusal_text

    if _same_file(args.script, args.out):
        print(_one_line(f"{args.out}: the game would replace the script"), file=sys.stderr)
        return 2
    data: dict = {}
    try:
        data = load_script(args.script, refused_ok=True)  # its rejected entries are ignored
        game = import_script(data)
    except ScriptError as exc:
        print(_one_line(str(exc)), file=sys.stderr)
        return 2
    except IllegalAction as exc:  # the sentence in the asked language, then its facts
        # its roles named from the scenario file, its seats with the script's players
        sid = data.get("scenario")
        scen = scenario_or_none(sid) if isinstance(sid, str) else None  # a bad id: None
        names = [str(n) for n in data.get("players") or ()]
        print(_one_line(f"{args.script}: {exc.code}: {refusal_text(exc, scen, names, args.lang)}"),
              file=sys.stderr)
        facts = ", ".join(f"{k}={v}" for k, v in exc.facts.items())
        print(_one_line(f"{args.script}: {exc.code}: {facts}"), file=sys.stderr)
        return 2
    try:
        save_game(game, args.out)
    except (OSError, ValueError) as exc:
        print(_one_line(f"{args.out}: cannot write: {exc}"), file=sys.stderr)
        return 2
    return 0


def _cmd_check(args: argparse.Namespace) -> int:
    """One line: scenario, players, phase, winner; or the reason with exit code 2."""
    from narrator_app.engine.gamefile import GameFileError, open_game

    try:
        game = open_game(args.game)
    except GameFileError as exc:
        return _refused_file(exc, args.lang)
    st = game.state
    torn = getattr(game, "torn", None)
    if torn is not None:  # opened without it: said, not refused
        print(_one_line(f"{args.game}: the last line ({torn.line}) was cut short and is not "
                        f"part of the game: {torn.describe()}"), file=sys.stderr)
    print(f"{args.game}: {game.scenario.id}, {len(st.players)} players, "
          f"{len(game.actions)} actions, {st.phase} {st.number}, winner: {st.winner or '-'}")
    return 0


def _cmd_cards(args: argparse.Namespace) -> int:
    """Write the role cards PDF; a request that cannot be printed: message, exit 2, no file."""
    from narrator_app.printing import CardJob, PrintError, write_cards_pdf

    job = CardJob(args.scenario, args.players, args.size, args.paper, args.backs,
                  lang=args.lang)
    try:
        pages = write_cards_pdf(args.out, job)
    except PrintError as exc:
        print(f"ravi cards: {exc}", file=sys.stderr)
        return 2
    print(f"{args.out}: {pages} pages")
    return 0


def _cmd_sheet(args: argparse.Namespace) -> int:
    """Write the night sheet PDF; a request that cannot be printed: message, exit 2, no file."""
    from narrator_app.printing import PrintError, SheetJob, write_night_sheet_pdf

    try:
        pages = write_night_sheet_pdf(
            args.out, SheetJob(args.scenario, args.players, args.paper, args.lang)
        )
    except PrintError as exc:
        print(f"ravi sheet: {exc}", file=sys.stderr)
        return 2
    print(f"{args.out}: {pages} pages")
    return 0


#: What a line of ``play``'s input may be, said with a ``bad_input`` refusal (a club's
#: trial found the bare code gave no clue, CF44-11).
PLAY_LINES = ('one JSON object a line: {"new": {"scenario": ID, "names": [...], '
              '"house_rules": {...}, "deal": [role ids]}}, {"step": [KEY, VALUE]}, '
              '{"end_phase": true}, {"undo": true}, {"redo": true} or {"notes": TEXT}')


def _cmd_play(args: argparse.Namespace) -> int:
    """Headless play through the window's own controller (same autosave after every action).

    Reads one JSON object a line from stdin: ``{"new": {"scenario", "names", "house_rules",
    "deal"}}``, ``{"step": [key, value]}``, ``{"end_phase": true}``, ``{"undo": true}``,
    ``{"redo": true}``, ``{"notes": text}``; answers one line each,
    flushed: ``ack N`` (N actions in the game, and its autosave is on disk) or
    ``refused CODE reason`` — CODE is stable: a rules code (``invalid_target`` …),
    ``save_failed`` (the autosave could not be written: the action is taken back, nothing
    unsaved is ever acknowledged), ``data_locked`` (another Ravi holds the data folder),
    ``bad_name`` or ``bad_input`` (not such a JSON line). With ``--resume`` it first opens
    the unfinished autosave played last and answers ``resumed N``, after a line ``torn LINE
    WHAT`` when the file's last line was cut short (its number and the action it held: it is
    not part of the game; the next action keeps a ``.torn`` copy and cuts it). Exit 0; 3 when
    the data folder was locked by another instance or its lock could not be taken
    (nothing is written unlocked). Used by the crash-recovery tests (SIGKILL at any
    moment loses at most the action being entered).
    """
    from functools import partial
    from pathlib import Path

    from narrator_app.engine import ScenarioError, Setup
    from narrator_app.engine.archive import damaged_autosaves, unfinished_autosaves
    from narrator_app.engine.gamefile import int_keys
    from narrator_app.engine.readers import ReadRefused, load_json
    from narrator_app.ui.controller import GameController

    controller = GameController(Path(args.data), lang=args.lang)  # its reasons' language
    controller.confirm = lambda title, text: True
    controller.strict_saves = True

    def say(text: str) -> None:
        sys.stdout.write(" ".join(text.split()) + "\n")  # one line, whatever the reason holds
        sys.stdout.flush()

    def refused() -> None:
        say(f"refused {controller.last_code or 'bad_input'} {controller.last_error}".rstrip())

    if controller.lock.moved_aside:
        print(f"ravi play: the lock's name held something that is not a lock file: moved "
              f"aside to {controller.lock.moved_aside}", file=sys.stderr)
    if controller.read_only:
        print(controller.locked_text(), file=sys.stderr)
    if args.resume:
        if controller.read_only:
            controller._refuse_if_read_only()
            refused()
        else:
            found = unfinished_autosaves(args.data)
            for bad in damaged_autosaves(args.data):  # said, never passed over (CF49-13)
                print(f"ravi play: {bad.path}: not resumed: {bad.error}: {bad.detail}",
                      file=sys.stderr)
            if found and controller.open_from(found[0].path) and controller.last_saved:
                assert controller.game is not None  # opened
                if controller.torn is not None:
                    say(f"torn {controller.torn.line} {controller.torn.describe()}")
                say(f"resumed {len(controller.game.actions)}")
            else:
                say("resumed 0")
    for line in sys.stdin:
        if not line.strip():
            continue
        controller.last_code, controller.last_error = "", ""
        try:  # a line that is not a well-formed command is refused, never a traceback
            msg = load_json(line.encode("utf-8", "surrogatepass"))
            if not isinstance(msg, dict):
                raise TypeError("not an object")
            if "new" in msg:
                new = msg["new"]
                setup = Setup(new["scenario"], tuple(new["names"]), new.get("house_rules") or {})
                deal = new.get("deal")
                run: Callable[[], object] = partial(controller.new_game, setup, deal)
            elif "step" in msg:
                key, value = msg["step"]
                run = partial(controller.step, key, int_keys(value))
            elif msg.get("end_phase"):
                run = controller.end_phase
            elif msg.get("undo"):
                run = controller.undo
            elif msg.get("redo"):
                run = controller.redo
            elif isinstance(msg.get("notes"), str):
                run = partial(controller.set_notes, msg["notes"])
            else:
                raise KeyError("no command")
        except (ReadRefused, ValueError, KeyError, TypeError, AttributeError):
            say(f"refused bad_input {PLAY_LINES}")  # the reason: what a line may be
            continue
        try:
            ok = run()
        except ScenarioError:
            ok = False
            controller.last_code = "bad_script"
        if ok and controller.game is not None and controller.last_saved:
            say(f"ack {len(controller.game.actions)}")
        else:
            refused()
    read_only = controller.read_only
    controller.release_lock()
    return 3 if read_only else 0


def _indexed(args: argparse.Namespace):
    """The games of ``args.dirs`` from the index of ``args.data`` (built or refreshed first,
    progress on stderr), or an exit code when a folder does not exist."""
    from pathlib import Path

    from narrator_app.engine.archive_index import indexed_games

    for d in args.dirs:
        if not Path(d).is_dir():
            print(_one_line(f"{d}: not a folder"), file=sys.stderr)
            return 2
    shown = {"step": -1}

    def progress(done: int, total: int) -> None:
        step = done * 20 // total if total else 20
        if total and (step != shown["step"] or done == total):
            shown["step"] = step
            print(f"indexing: {done}/{total}", file=sys.stderr, flush=True)

    problems: list = []
    games = indexed_games(args.dirs, args.data, progress, problems)
    for trouble in problems:
        print(_one_line(index_trouble_text(trouble)), file=sys.stderr)
    return games


def index_trouble_text(trouble) -> str:
    """What ``archive``/``stats`` say on stderr about an archive index they could not use
    as it was (:class:`~narrator_app.engine.archive_index.IndexTrouble`); the listing is
    made from the files all the same."""
    if trouble.kind == "busy":
        return (f"archive index busy (another program is writing to it: {trouble.detail}); "
                "what it holds was read, the changed files read directly")
    if trouble.kind == "damaged":
        moved = (f"set aside as {trouble.moved_to} and built again from the files"
                 if trouble.moved_to is not None else "the files were read directly")
        return f"archive index damaged ({trouble.detail}): {moved}"
    return f"archive index unusable ({trouble.detail}): the files were read directly"


def _archive_line(e: Any, scenarios: dict[str, Any]) -> str:
    """One readable game of ``ravi archive``: its phase and length in days as the narrator
    says them, as the archive window does (``narrated_number``, ``narrated_days``: a
    Werewolf game ended on the day after Night 1 is «day 1 … 1 day», WW32-4; Z105-6).
    ``scenarios`` keeps each scenario read once (None: its file is gone, counted as is)."""
    from narrator_app.engine import narrated_days, narrated_number, scenario_or_none

    if e.scenario_id not in scenarios:
        scenarios[e.scenario_id] = scenario_or_none(e.scenario_id)
    scen = scenarios[e.scenario_id]
    days = narrated_days(e, scen)
    return (f"{e.created:%Y-%m-%d %H:%M}  {e.scenario_id}  {len(e.names)} players  "
            f"{e.phase} {narrated_number(e, scen)}  winner: {e.winner or '-'}  "
            f"{days} day{'' if days == 1 else 's'}, {e.actions} actions  {e.path}")


def _cmd_archive(args: argparse.Namespace) -> int:
    """List the games of the folders (index first; a damaged file listed with its reason).
    Exit 0, also when some files are damaged; 2 when a folder does not exist."""
    import json

    games = _indexed(args)
    if isinstance(games, int):
        return games
    if args.json:
        rows = [{
            "path": str(e.path), "id": e.game_id or None, "parent": e.parent,
            "scenario": e.scenario_id or None, "players": list(e.names),
            "created": e.created.isoformat() if e.created else None,
            "last_action": e.last_played.isoformat() if e.last_played else None,
            "phase": e.phase or None, "number": e.number, "days": e.days,
            "winner": e.winner, "winning_seats": list(e.winning_seats),
            "termination": e.termination, "actions": e.actions,
            "error": e.error, "detail": e.detail or None,
        } for e in games]
        print(json.dumps({"games": rows}, ensure_ascii=False))
        return 0
    scenarios: dict[str, Any] = {}
    for e in games:
        if e.error:
            print(_one_line(f"{e.path}: {e.error}: {e.detail}"))
        else:
            print(_one_line(_archive_line(e, scenarios)))
    bad = sum(1 for e in games if e.error)
    print(f"{len(games) - bad} games, {bad} unreadable", file=sys.stderr)
    return 0


def _cmd_stats(args: argparse.Namespace) -> int:
    """The club's statistics (players, scenarios) of the folders, optionally for a Jalali
    date range; ``--json`` gives ``games``, ``players``, ``scenarios`` at the top. Exit 0,
    also when some files are damaged; 2 for a missing folder or a wrong date."""
    import json

    from narrator_app.engine.stats import club_stats, jalali_date, stats_csv

    try:
        since = jalali_date(args.since) if args.since else None
        until = jalali_date(args.until) if args.until else None
    except ValueError as exc:
        print(_one_line(str(exc)), file=sys.stderr)
        return 2
    games = _indexed(args)
    if isinstance(games, int):
        return games
    stats = club_stats(games, since, until)
    if args.csv and _replaces_a_game(args.csv):
        print(_one_line(f"{args.csv}: the CSV would replace a saved game"), file=sys.stderr)
        return 2
    if args.csv:
        try:
            from narrator_app.private_files import write_private_text

            # the roles each player was dealt, an unfinished game's too: owner only (0600)
            write_private_text(args.csv, stats_csv(stats), encoding="utf-8-sig")
        except OSError as exc:
            print(_one_line(f"{args.csv}: cannot write: {exc}"), file=sys.stderr)
            return 2
    if args.json:
        print(json.dumps(stats.as_dict(), ensure_ascii=False))
        return 0
    print(f"{stats.games} games ({stats.finished} finished, {stats.unfinished} unfinished), "
          f"{stats.damaged} unreadable files")
    for p in stats.players:  # by the side ended on, then the sides dealt (Z107-6)
        print(_one_line(p.summary()))
    for s in stats.scenarios:
        wins = ", ".join(f"{k} {v}" for k, v in s.wins.items())
        print(f"{s.scenario}: {s.games} games, wins {wins}, {s.average_days} days on average")
    return 0


def split_game_file(argv: list[str]) -> tuple[list[str], str | None]:
    """The arguments without a trailing game file (``*.ravi``), and that file (or None).
    A command's own arguments (``ravi check GAME.ravi``) are left alone."""
    commands = {"cases", "export", "import", "check", "play", "cards", "sheet", "scenario",
                "archive", "stats"}
    if argv and argv[-1].endswith(".ravi") and not argv[-1].startswith("-") and not (
        commands & set(argv)
    ):
        return argv[:-1], argv[-1]
    return argv, None


def main(argv: Sequence[str] | None = None) -> int:
    """``ravi [GAME.ravi]`` starts the window (opening the game file when one is given, as a
    double-click on a saved game does); ``ravi COMMAND …`` runs a command."""
    argv, game_file = split_game_file(list(sys.argv[1:] if argv is None else argv))
    parser = build_parser(commands=bool(argv))  # ``ravi`` alone: the window, no command
    args = parser.parse_args(argv)
    if args.func is not None:
        _use_scenario_folders(args)
        return int(args.func(args) or 0)
    _use_scenario_folders(args, later=True)  # the window: once it has painted
    args.game_file = game_file
    return _run_gui(args, argv)


if __name__ == "__main__":
    sys.exit(main())
