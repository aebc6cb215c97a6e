"""The rename test in the window (issue 21, Done-when): a renamed copy of Mafia Nights (every
role id new, each role keeping its ability kind) is played by clicks with the same steps as
the seed; the window shows the same answers to signal, the same trackers (each card once),
the same tokens on the ring, and undo asks before taking back the same steps (rules_spec
6.10 S17: a club's role plays exactly as its kind; the window asks the engine, never an id)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from narrator_app.engine import Setup
from narrator_app.engine.scenario import scenarios_dir, use_club_folders

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from renamed import SUFFIX, write_renamed  # noqa: E402 (the engine tests' helper)

SEATS = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor", "die_hard",
         "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]


@pytest.fixture
def renamed_mafia_nights(tmp_path):
    ids = write_renamed(tmp_path, scenarios_dir() / "mafia_nights.toml")
    use_club_folders([tmp_path])
    yield ids
    use_club_folders([])


def play(table, controller, sid: str, ids: dict[str, str]) -> dict:
    """One night of Mafia Nights by clicks; what the window showed along the way."""
    c, t, panel = controller, table, table.w.night_panel
    assert c.new_game(Setup(sid, tuple(f"P{i}" for i in range(1, 13))),
                      [ids.get(r, r) for r in SEATS])
    t.press("endNight", panel)
    t.press("endDay")
    seen: dict = {}
    t.night(ids.get("mafia", "mafia"), "shot", 12)
    t.night(ids.get("joker", "joker"), "flip", 4)
    for key in ("dr_lecter", "pickpocket"):
        t.night(ids[key] if ids else key, "none")
    t.night(ids.get("doctor", "doctor"), "save", 12)
    t.night(ids.get("detective", "detective"), "inquire", 4)
    det = t.row(ids.get("detective", "detective"))
    seen["row"] = det.result.text()
    seen["signal"] = (panel.signal_label.isVisible(), panel.signal_label.text())
    seen["ring"] = {s: table.w.ring.seat_texts(s) for s in range(1, 13)}
    seen["trackers"] = table.w.trackers.rows()
    c.confirmations.clear()
    assert c.undo()
    seen["undo_asked"] = list(c.confirmations)
    return seen


def test_the_window_plays_a_renamed_copy_as_the_seed(table, controller, renamed_mafia_nights):
    seed = play(table, controller, "mafia_nights", {})
    club = play(table, controller, "mafia_nights" + SUFFIX, renamed_mafia_nights)
    assert "\n" in seed["row"], "the detective's row carries the answer to signal"
    assert seed["undo_asked"], "undo of the detective's answered step asks the narrator"
    assert club == seed
    who = [w for w, _text in club["trackers"]]
    assert len(who) == len(set(who)), "each card once on the trackers"
