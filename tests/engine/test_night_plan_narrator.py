"""The checklist's night plan (:func:`choices.night_steps`, kept with the scenario; issue
25's legal-play round) holds the narrator's step each key names, and follows the narrator's
steps registered: a key whose step is removed after the plan was made is no longer called
as the narrator's step on the same scenario object."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from narrator_app.engine import Game, Setup
from narrator_app.engine.abilities.steps import NARRATOR_STEPS, NarratorStep
from narrator_app.engine.choices import night_steps
from narrator_app.engine.scenario import use_club_folders

ROOT = Path(__file__).resolve().parents[2]
SEATS = ["godfather", "simple_mafia", "doctor", "detective", "plain_citizen",
         "plain_citizen", "plain_citizen", "plain_citizen"]


def _accept(st: Any, value: Any) -> None:
    """Every value."""


def _nothing(st: Any, value: Any) -> None:
    """No effect: the test reads only the checklist."""


STEP = NarratorStep("toy_call", "a toy narrator's step the test registers",
                    due=lambda st: st.phase == "night", check=_accept, effect=_nothing)


@pytest.fixture
def folder(tmp_path: Path):
    text = (ROOT / "scenarios" / "classic.toml").read_text(encoding="utf-8")
    text = text.replace('id = "classic"', 'id = "toy_call"', 1)
    text += ('\n[[night]]\nkey = "toy_call"\n'
             'say = { fa = "راوی می‌گوید.", en = "The narrator says." }\n'
             'gesture = { fa = "هیچ.", en = "Nothing." }\n')
    (tmp_path / "toy_call.toml").write_text(text, encoding="utf-8")
    use_club_folders([tmp_path])
    yield tmp_path
    use_club_folders([])


def test_a_narrator_step_removed_after_the_plan_is_not_called(
        folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(NARRATOR_STEPS, "toy_call", STEP)
    game = Game(Setup("toy_call", tuple(f"P{i}" for i in range(1, 9))))
    game.deal(SEATS)
    while game.state.phase != "night":
        game.end_phase()
    listed = [s for s in night_steps(game.state) if s.key == "toy_call"]
    assert [(s.kind, s.wakes) for s in listed] == [("input", False)]
    monkeypatch.delitem(NARRATOR_STEPS, "toy_call")  # the same game, its scenario object
    assert all(s.key != "toy_call" for s in night_steps(game.state))
