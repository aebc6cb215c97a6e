"""Translation pipeline: ``narrator_app/ui/**/*.py`` → ``ravi_fa.ts`` → ``ravi_fa.qm``.

Usage (from anywhere; paths are relative to the repo root)::

    .venv/bin/python packaging/translations.py            # update the .ts, build the .qm
    .venv/bin/python packaging/translations.py --check    # list unfinished messages, exit 1 if any
    .venv/bin/python packaging/translations.py --check --context NewGameDialog
    .venv/bin/python packaging/translations.py --lang en  # only the English plural forms

1. ``pyside6-lupdate`` scans every ``narrator_app/ui/**/*.py`` for ``self.tr("…")`` /
   ``QCoreApplication.translate("Context", "…")`` and merges the English source texts into
   ``resources/translations/ravi_fa.ts``. Existing translations are kept; a text that
   disappeared from the code stays in the file marked ``vanished`` (lrelease ignores it)
   unless ``--drop-obsolete`` is given. Locations are not recorded (``-locations none``)
   so that editing code does not churn the .ts file.
2. ``pyside6-lrelease`` compiles the .ts into ``resources/translations/ravi_fa.qm``, which
   ``narrator_app/ui/app.py`` loads at start-up. Unfinished messages are left out of the
   .qm (the English text is shown for them).

English is the source language, but a message with plural forms (``translate(ctx,
"%n game(s)", None, n)``) needs its English forms too («1 game», «2 games»):
``resources/translations/ravi_en.ts`` holds only those messages (``lupdate -pluralonly``)
and compiles into ``ravi_en.qm``, which the app loads in English. Every language of
:data:`LANGUAGES` is updated, built and checked unless ``--lang`` names some.

To translate: edit the .ts (Qt Linguist: ``.venv/bin/pyside6-linguist``, or by hand: put the
Persian into ``<translation>`` and remove ``type="unfinished"``), then run the pipeline again.

The tools ship with the PySide6-Essentials wheel (``.venv/bin/pyside6-lupdate`` and
``pyside6-lrelease``); when those wrappers are missing the script falls back to
``python -m PySide6.scripts.pyside_tool lupdate|lrelease``.

``--check`` does not run the tools; it reads the .ts and prints every unfinished message
(context and source text), optionally only for the given ``--context`` names. Exit status:
0 when none is unfinished, 1 otherwise, 2 when the .ts is missing or unreadable.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = ROOT / "narrator_app" / "ui"
TS_DIR = ROOT / "resources" / "translations"
LANGUAGES = ("fa", "en")
TARGET_LOCALE = {"fa": "fa_IR", "en": "en_US"}
#: Languages whose .ts holds only the messages with plural forms (``%n``): the English
#: source texts are shown as they are, except «%n game(s)», which needs «1 game», «2 games».
PLURAL_ONLY = ("en",)


def ts_path(lang: str = "fa") -> Path:
    return TS_DIR / f"ravi_{lang}.ts"


def qm_path(lang: str = "fa") -> Path:
    return TS_DIR / f"ravi_{lang}.qm"


def tool_command(name: str) -> list[str]:
    """The command that runs Qt's ``lupdate`` or ``lrelease`` from the installed PySide6."""
    bindir = Path(sys.executable).parent
    for candidate in (bindir / f"pyside6-{name}", bindir / f"pyside6-{name}.exe"):
        if candidate.is_file():
            return [str(candidate)]
    found = shutil.which(f"pyside6-{name}")
    if found:
        return [found]
    return [sys.executable, "-m", "PySide6.scripts.pyside_tool", name]


#: Window code outside ``narrator_app/ui`` whose texts are translated too (the print preview).
EXTRA_SOURCES = (ROOT / "narrator_app" / "printing" / "preview.py",)


def source_files() -> list[Path]:
    """Every Python file under ``narrator_app/ui`` and the :data:`EXTRA_SOURCES`, sorted."""
    found = [p for p in SOURCE_DIR.rglob("*.py") if "__pycache__" not in p.parts]
    return sorted(found + [p for p in EXTRA_SOURCES if p.is_file()])


def run(cmd: list[str]) -> None:
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, cwd=ROOT, check=True)


def update(lang: str = "fa", drop_obsolete: bool = False, ts_file: Path | None = None,
           sources: list[Path] | None = None) -> None:
    """Merge the UI source texts into the .ts file (keeping existing translations).

    ``ts_file`` and ``sources`` default to ``resources/translations/ravi_<lang>.ts`` and every
    file of :func:`source_files` (tests pass a copy and a subset).
    """
    ts = Path(ts_file) if ts_file is not None else ts_path(lang)
    ts.parent.mkdir(parents=True, exist_ok=True)
    files = [_rel(p) for p in (sources if sources is not None else source_files())]
    cmd = [*tool_command("lupdate"), "-silent", "-locations", "none",
           "-source-language", "en", "-target-language", TARGET_LOCALE[lang]]
    if drop_obsolete:
        cmd.append("-no-obsolete")
    if lang in PLURAL_ONLY:
        cmd.append("-pluralonly")
    run([*cmd, *files, "-ts", _rel(ts)])


def _rel(path: Path) -> str:
    """``path`` relative to the repo root when inside it (stable output), else absolute."""
    path = Path(path).resolve()
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return str(path)


def release(lang: str = "fa") -> None:
    """Compile the .ts into the .qm the app loads."""
    run([*tool_command("lrelease"), "-silent", "-nounfinished",
         _rel(ts_path(lang)), "-qm", _rel(qm_path(lang))])


#: Qt's key names as printed on the keys (written by hand, never updated from the sources;
#: loaded over Qt's own translations: TB30-2).
KEYS_TS = TS_DIR / "keys_as_printed.ts"


def release_keys() -> None:
    """Compile ``keys_as_printed.ts`` into the .qm the app loads over Qt's translations."""
    run([*tool_command("lrelease"), "-silent", _rel(KEYS_TS), "-qm",
         _rel(KEYS_TS.with_suffix(".qm"))])


@dataclass(frozen=True)
class Unfinished:
    context: str
    source: str


def unfinished_messages(ts_file: Path, contexts: set[str] | None = None) -> list[Unfinished]:
    """Messages of ``ts_file`` still waiting for a translation (vanished/obsolete ignored).

    A message counts as unfinished when its ``<translation>`` is marked
    ``type="unfinished"`` or is empty (for plural messages: any empty ``<numerusform>``).
    Only the named ``contexts`` are looked at when given.
    """
    tree = ET.parse(ts_file)
    out: list[Unfinished] = []
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name", default="")
        if contexts is not None and name not in contexts:
            continue
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            source = msg.findtext("source", default="")
            if tr is None:
                out.append(Unfinished(name, source))
                continue
            kind = tr.get("type")
            if kind in ("vanished", "obsolete"):
                continue
            forms = tr.findall("numerusform")
            empty = (any(not (f.text or "").strip() for f in forms) if forms
                     else not (tr.text or "").strip())
            if kind == "unfinished" or empty:
                out.append(Unfinished(name, source))
    return out


def check(lang: str = "fa", contexts: set[str] | None = None) -> int:
    ts = ts_path(lang)
    try:
        missing = unfinished_messages(ts, contexts)
    except (OSError, ET.ParseError) as exc:
        print(f"cannot read {ts}: {exc}", file=sys.stderr)
        return 2
    if not missing:
        scope = ", ".join(sorted(contexts)) if contexts else "all contexts"
        print(f"{ts.name}: every message translated ({scope})")
        return 0
    print(f"{ts.name}: {len(missing)} unfinished message(s):")
    for m in missing:
        print(f"  [{m.context}] {m.source!r}")
    return 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="list unfinished messages of the .ts and exit 1 if there are any")
    parser.add_argument("--context", action="append", metavar="NAME",
                        help="with --check: only this context (class name); repeatable")
    parser.add_argument("--drop-obsolete", action="store_true",
                        help="remove texts that vanished from the code instead of keeping them")
    parser.add_argument("--lang", choices=LANGUAGES, action="append",
                        help="only this language (repeatable); default: every one")
    args = parser.parse_args(argv)
    langs = args.lang or list(LANGUAGES)
    if args.check:
        contexts = set(args.context) if args.context else None
        return max(check(lang, contexts) for lang in langs)
    for lang in langs:
        update(lang, args.drop_obsolete)
        release(lang)
        print(f"wrote {qm_path(lang).relative_to(ROOT)}")
    release_keys()
    return 0


if __name__ == "__main__":
    sys.exit(main())
