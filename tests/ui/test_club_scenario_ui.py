"""A club's scenario of new roles on existing ability kinds, played in the window by clicks
(issue 13: a scenario is data)."""

from __future__ import annotations

from pathlib import Path

import pytest

from narrator_app.engine import Setup
from narrator_app.engine.scenario import use_club_folders

HARBOUR = (Path(__file__).resolve().parents[1] / "fixtures" / "scenarios" / "harbour.toml"
           ).read_text(encoding="utf-8")

DEAL = ["boss", "thug", "seer", "medic", "thief", "sniper", "villager", "villager", "villager"]


@pytest.fixture
def harbour(tmp_path):
    (tmp_path / "harbour.toml").write_text(HARBOUR, encoding="utf-8")
    use_club_folders([tmp_path])
    yield
    use_club_folders([])


def test_a_club_scenario_plays_by_clicks(table, controller, harbour):
    c = controller
    assert c.new_game(Setup("harbour", tuple(f"P{i}" for i in range(1, 10))), DEAL)
    c.end_phase()  # the intro night: the mafia meet
    c.end_phase()  # day 1
    keys = [s.key for s in c.choices().steps]
    assert keys == ["seer", "medic", "thief", "mafia", "sniper"]  # the file's order
    table.night("seer", "inquire", 1)
    table.night("medic", "save", 7)
    table.night("thief", "none")
    table.night("mafia", "shot", 7)
    table.night("sniper", "shoot", 2)
    ring = table.w.ring
    assert any("saved" in t.lower() or "نجات" in t for t in ring.seat_texts(7))
    c.end_phase()
    st = c.state
    assert st.player(7).alive and not st.player(2).alive
    assert st.records[-1].private == {"detective": "citizen"}
