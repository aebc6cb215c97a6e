"""Every shipped scenario (the booklet's and the clubs', read from the catalogue) through
the rest of the project: a random game of each is played, saved, exported as a game script
and replayed by ``cases``, indexed in a real SQLite archive (``archive``) and counted by the
club's statistics (``stats``) — those three as real subprocesses, one run over all the
games — and its role cards and night sheet are printed at the game's table in Persian and
in English (real PDFs, read back: pages, the role names in the text)."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import unicodedata
from pathlib import Path

import pypdf
import pytest
from pdf_reading import has_phrase, text_words

from narrator_app.cli import main
from narrator_app.engine import Game, load_scenario
from narrator_app.engine.gamefile import save_game
from narrator_app.engine.scenario import scenario_catalogue
from narrator_app.engine.simulate import random_game

ROOT = Path(__file__).resolve().parents[2]
#: Every scenario the app ships, from the catalogue (never a typed list).
SHIPPED = [e.id for e in scenario_catalogue() if e.origin == "shipped" and e.refused is None]
#: Poker cards on A4: nine a page (tests/printing/test_cards_pdf.py).
CARDS_A_PAGE = 9


def _finished_game(scenario: str) -> Game:
    """A random game of ``scenario`` at its smallest table that ends with a winner (the
    first seed whose game does), the cards' last-move deck as the scenario has it."""
    n = load_scenario(scenario).roster.min_players
    for seed in range(50):
        game = random_game(scenario, n, seed, {})
        if game.state.winner is not None:
            return game
    raise AssertionError(f"no random game of {scenario} at {n} ended in 50 seeds")


@pytest.fixture(scope="module")
def games(tmp_path_factory) -> tuple[Path, dict[str, Game]]:
    """A folder with one finished, saved game of every shipped scenario."""
    folder = tmp_path_factory.mktemp("games")
    played = {}
    for scenario in SHIPPED:
        game = _finished_game(scenario)
        save_game(game, folder / f"{scenario}.ravi")
        played[scenario] = game
    return folder, played


def _cli(*argv: str, cwd: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "narrator_app", *argv], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)


def _side(winner: str) -> str:
    return winner if winner in ("mafia", "city") else "independent"


def test_archive_and_statistics_know_every_shipped_scenario(games, tmp_path):
    folder, played = games
    res = _cli("archive", "--json", "--data", str(tmp_path / "data"), str(folder), cwd=tmp_path)
    assert res.returncode == 0, res.stderr
    assert (tmp_path / "data" / "archive.sqlite3").is_file()  # a real SQLite index
    rows = {Path(r["path"]).stem: r for r in json.loads(res.stdout)["games"]}
    assert set(rows) == set(SHIPPED)
    for scenario, game in played.items():
        row = rows[scenario]
        assert row["error"] is None, (scenario, row)
        assert row["scenario"] == scenario
        assert row["winner"] == game.state.winner
        assert row["actions"] == len(game.actions)
        assert row["winning_seats"] == sorted(game.state.winning_seats)
    res = _cli("stats", "--json", "--data", str(tmp_path / "data"), str(folder), cwd=tmp_path)
    assert res.returncode == 0, res.stderr
    stats = json.loads(res.stdout)
    assert stats["games"] == stats["finished"] == len(SHIPPED)
    assert stats["damaged"] == 0
    by_id = {s["id"]: s for s in stats["scenarios"]}
    assert set(by_id) == set(SHIPPED)
    for scenario, game in played.items():
        assert by_id[scenario]["games"] == 1
        assert by_id[scenario]["wins"][_side(game.state.winner)] == 1, (scenario, by_id)
    seat_one = next(p for p in stats["players"] if p["name"] == "P1")
    assert seat_one["played"] == len(SHIPPED)  # P1 sat at every table


def test_cases_replay_the_game_script_of_every_shipped_scenario(games, tmp_path):
    folder, played = games
    scripts = tmp_path / "scripts"
    scripts.mkdir()
    for scenario in played:
        assert main(["export", str(folder / f"{scenario}.ravi"),
                     "--out", str(scripts / f"{scenario}.yaml")]) == 0
    res = _cli("cases", str(scripts), cwd=tmp_path)
    assert res.returncode == 0, res.stdout + res.stderr
    assert f"{len(SHIPPED)} passed, 0 failed" in res.stdout


def _words(path: Path, lang: str) -> tuple[int, list[str]]:
    """The PDF's page count and its words: for Persian, the PDF-text helpers' words; for
    English, the text as pypdf gives it (the helpers turn each line round for Persian),
    ligatures unfolded (NFKC)."""
    reader = pypdf.PdfReader(path)
    if lang == "fa":
        return len(reader.pages), [w for page in reader.pages for w in text_words(page)]
    text = unicodedata.normalize("NFKC", " ".join(p.extract_text() for p in reader.pages))
    return len(reader.pages), text.split()


def _has(words: list[str], name: str, lang: str) -> bool:
    """Whether ``name`` is in the text: Persian through the helpers (:func:`has_phrase`),
    English as words in a row (punctuation kept)."""
    if lang == "fa":
        return has_phrase(words, name)
    return f" {' '.join(name.split())} " in f" {' '.join(words)} "


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("scenario", SHIPPED)
def test_cards_and_night_sheet_of_every_shipped_scenario(games, tmp_path, capsys, scenario,
                                                         lang):
    _, played = games
    game = played[scenario]
    n = len(game.setup.names)
    scen = load_scenario(scenario)
    cards, sheet = tmp_path / "cards.pdf", tmp_path / "sheet.pdf"
    assert main(["--lang", lang, "cards", "--scenario", scenario, "--players", str(n),
                 "--out", str(cards)]) == 0
    pages, words = _words(cards, lang)
    assert pages == math.ceil(n / CARDS_A_PAGE)
    assert f"{pages} pages" in capsys.readouterr().out
    for role in sorted(set(scen.roster_for(n))):
        name = getattr(scen.role(role).name, lang)
        assert _has(words, name, lang), (scenario, lang, role, name)
    assert main(["--lang", lang, "sheet", "--scenario", scenario, "--players", str(n),
                 "--out", str(sheet)]) == 0
    pages, words = _words(sheet, lang)
    assert pages >= 1
    assert f"{pages} pages" in capsys.readouterr().out
    assert _has(words, getattr(scen.name, lang), lang), (scenario, lang)
    dealt = set(scen.roster_for(n))
    woken = {step.key for step in [*scen.intro_night, *scen.night]} & dealt
    for role in sorted(woken):  # every dealt role the narrator wakes has its line
        name = getattr(scen.role(role).name, lang)
        assert _has(words, name, lang), (scenario, lang, role, name)
