"""The start's tidying of the autosave folder (``folders.clean_temp_files``) finds what an
interrupted save left behind from one listing of the folder, and finds exactly what the two
``Path.glob`` patterns it used to run find (a folder of thousands of saved games was listed
twice, each name matched twice, at every start)."""

from __future__ import annotations

import os
from pathlib import Path

from narrator_app.engine import folders
from narrator_app.engine.folders import TEMP_PATTERNS, clean_temp_files, temp_files

NAMES = [
    ".a.ravi.x.tmp", ".a.ravi.tmp", "a.ravi.bak.tmp", ".a.ravi.bak.tmp", "a.ravi", "x.tmp",
    ".x.tmp", ".a.RAVI.x.tmp", "a.ravi.bak.TMP", ".ravi.tmp", "..ravi.tmp",
    ".a.ravi.tmp.tmp", "a.ravi.baktmp", ".b.ravi.Xtmp", "a.ravi.bak", ".a.ravi.1234.tmp",
    "بازی.ravi.bak.tmp", ".بازی.ravi.9.tmp", "a.ravi.bak.tmp.old",
]


def _folder(base: Path) -> Path:
    folder = base / "autosave"
    (folder / "sub").mkdir(parents=True)
    for n in NAMES:
        (folder / n).write_text("x", "utf-8")
    (folder / ".c.ravi.dir.tmp").mkdir()  # a folder with such a name: found, never removed
    (folder / "sub" / ".a.ravi.x.tmp").write_text("x", "utf-8")  # not in a subfolder
    return folder


def test_the_same_files_as_the_two_globs(tmp_path) -> None:
    folder = _folder(tmp_path)
    globbed = {*folder.glob(TEMP_PATTERNS[0]), *folder.glob(TEMP_PATTERNS[1])}
    assert temp_files(folder) == globbed
    assert len(globbed) > 8


def test_one_listing_of_the_folder(tmp_path, monkeypatch) -> None:
    folder = _folder(tmp_path)
    before = {*folder.glob(TEMP_PATTERNS[0]), *folder.glob(TEMP_PATTERNS[1])}
    listed: list[str] = []
    real = os.scandir

    def counting(path=".", *args):
        listed.append(str(path))
        return real(path, *args)

    monkeypatch.setattr(os, "scandir", counting)
    removed = clean_temp_files(folder)
    assert listed == [str(folder)]
    monkeypatch.undo()
    # every file found removed (in the globs' order), the folder of such a name kept
    assert removed == sorted(before - {folder / ".c.ravi.dir.tmp"})
    assert not any(p.exists() for p in removed)
    assert (folder / ".c.ravi.dir.tmp").is_dir() and (folder / "a.ravi").exists()
    assert temp_files(folder) == {folder / ".c.ravi.dir.tmp"}
    assert clean_temp_files(tmp_path / "missing") == []
    assert folders.clean_temp_files(folder / "a.ravi") == []  # not a folder: nothing
