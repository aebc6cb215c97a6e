"""`python -m narrator_app cards|sheet`: files written, and clear refusals that write none."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pypdf
import pytest
from pdf_reading import split_at, text_words

from narrator_app.cli import main

ROOT = Path(__file__).resolve().parents[2]


def test_cards_and_sheet(tmp_path, capsys):
    cards, sheet = tmp_path / "cards.pdf", tmp_path / "sheet.pdf"
    assert main(["cards", "--scenario", "zodiac", "--players", "15", "--size", "tarot",
                 "--paper", "letter", "--out", str(cards)]) == 0
    assert len(pypdf.PdfReader(cards).pages) == 4  # 15 tarot cards, four a page
    assert main(["sheet", "--scenario", "mafia_nights", "--out", str(sheet)]) == 0
    # the intro night, then the other nights (on the same page where they fit, LY115-2)
    reader = pypdf.PdfReader(sheet)
    intro, others = split_at([w for p in reader.pages for w in text_words(p)], "شب‌های دیگر")
    assert len(intro) > 10 and len(others) > 10
    assert "pages" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["cards", "--scenario", "godfather_nostradamus", "--players", "9"], "11 to 18"),
        (["cards", "--scenario", "nosuch"], "unknown scenario"),
        (["sheet", "--scenario", "zodiac", "--players", "30"], "12 to 18"),
    ],
)
def test_refusals(tmp_path, capsys, argv, says):
    out = tmp_path / "x.pdf"
    assert main([*argv, "--out", str(out)]) == 2
    assert says in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.parametrize("bad", [["--size", "huge"], ["--paper", "a3"], ["--players", "x"]])
def test_bad_options(tmp_path, capsys, bad):
    out = tmp_path / "x.pdf"
    with pytest.raises(SystemExit) as exc:
        main(["cards", "--scenario", "zodiac", *bad, "--out", str(out)])
    assert exc.value.code != 0
    assert "invalid" in capsys.readouterr().err
    assert not out.exists()


def test_command_line_without_a_display(tmp_path):
    """A fresh process with no display: the printing code starts its own offscreen app."""
    out = tmp_path / "sheet.pdf"
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    res = subprocess.run(
        [sys.executable, "-m", "narrator_app", "sheet", "--scenario", "godfather_sherlock",
         "--out", str(out)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )
    assert res.returncode == 0, res.stderr
    assert len(pypdf.PdfReader(out).pages) >= 2
