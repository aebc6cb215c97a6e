"""A club's scenario of new roles on existing ability kinds, played in the window by clicks
from the intro night to a winner (issue 13: a scenario is data)."""

from __future__ import annotations

from pathlib import Path

import pytest

from narrator_app.engine import Setup
from narrator_app.engine.scenario import use_club_folders
from narrator_app.messages import para_mark
from narrator_app.ui.texts import fill, seats_list, tr

HARBOUR = (Path(__file__).resolve().parents[1] / "fixtures" / "scenarios" / "harbour.toml"
           ).read_text(encoding="utf-8")

DEAL = ["boss", "thug", "seer", "medic", "thief", "sniper", "villager", "villager", "villager"]


@pytest.fixture
def harbour(tmp_path):
    (tmp_path / "harbour.toml").write_text(HARBOUR, encoding="utf-8")
    use_club_folders([tmp_path])
    yield
    use_club_folders([])


def test_a_club_scenario_plays_a_whole_game_by_clicks(table, controller, harbour):
    c, t, panel = controller, table, table.w.night_panel
    assert c.new_game(Setup("harbour", tuple(f"P{i}" for i in range(1, 10))), DEAL)
    assert [r.key for r in panel.rows] == ["mafia_meet"]  # the intro night: the mafia meet
    t.press("endNight", panel)
    assert (c.state.phase, c.state.number) == ("day", 1)
    t.press("endDay")
    keys = [s.key for s in c.choices().steps]
    assert keys == ["seer", "medic", "thief", "mafia", "sniper"]  # the file's order
    table.night("seer", "inquire", 1)
    table.night("medic", "save", 7)
    table.night("thief", "none")
    table.night("mafia", "shot", 7)
    table.night("sniper", "shoot", 2)
    ring = table.w.ring
    assert any("saved" in t.lower() or "نجات" in t for t in ring.seat_texts(7))
    t.press("endNight", panel)
    st = c.state
    assert (st.phase, st.number) == ("day", 2)
    assert st.player(7).alive and not st.player(2).alive
    assert st.records[-1].private == {"seer": "citizen"}  # an inquiry signals under its role (IQ3)
    assert st.player(6).card.counters["bullets"] == 1  # the sniper's bullets: 2 mafia dealt
    # day 2: the boss is voted out; no mafia left: the city wins
    t.seat(1)
    t.type_count(1, "5")
    t.press("confirmVotes")
    assert c.state.day.defense == [1], c.last_error
    t.type_count(1, "5", "exit_count")
    t.press("confirmExitVotes")
    st = c.state
    assert st.winner == "city", c.last_error
    assert st.winning_seats == [3, 4, 5, 6, 7, 8, 9]
    assert t.w.winner_banner.isVisible()
    # the banner opens with the language's mark (CF80-43)
    assert t.w.winner_banner.text() == para_mark("fa") + fill(
        tr("Game over. Winner: %1. Winning seats: %2"), tr("City"),
        seats_list(st.winning_seats, c.names, "fa"))
    assert not t.button("endDay").isEnabled()


def test_a_club_counter_is_named_from_the_file_on_the_trackers(table, controller, tmp_path):
    """A counter the window has no sentence for is shown with the file's ``[counter_labels]``
    (issue 13: trackers render from the scenario's data)."""
    seer_ability = 'en = "Asks about one player a night." }\n'
    text = HARBOUR.replace(seer_ability, seer_ability + "counters = { lanterns = 2 }\n").replace(
        "[counter_labels]\n", '[counter_labels]\nlanterns = { fa = "فانوس", en = "Lanterns" }\n')
    assert "lanterns = 2" in text and "Lanterns" in text
    (tmp_path / "harbour.toml").write_text(text, encoding="utf-8")
    use_club_folders([tmp_path])
    try:
        assert controller.new_game(Setup("harbour", tuple(f"P{i}" for i in range(1, 10))), DEAL)
        rows = dict(table.w.trackers.rows())
        seer = next(text for who, text in rows.items() if "پیشگو" in who)
        assert seer == "فانوس: ۲"
    finally:
        use_club_folders([])
