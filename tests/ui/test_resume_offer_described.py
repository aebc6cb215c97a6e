"""The resume offer says the game it offers from the game's archive index row (or the
summary of a last good state), not from a replay of its file: the lines are the ones the
replay gave, for games stopped at every kind of phase, of a scenario that says its days
one less than it counts them (Werewolf), of unnamed seats, and for a damaged journal's last
good state — and no game is opened to say them."""

from __future__ import annotations

import pytest
from desk_driver import unfinished

import narrator_app.engine as engine
from narrator_app.engine import open_game, open_last_good
from narrator_app.engine.gamefile import autosave_path, save_game
from narrator_app.messages import digits
from narrator_app.ui.recovery import (
    describe_unfinished,
    last_good_text,
    local_time_text,
    resume_offer,
    translate,
)
from narrator_app.ui.texts import fill, phase_title, players_line


def _replayed(entry, lang: str) -> list[tuple[str, str]]:
    """The offer's lines as they were made before: the file opened and replayed."""
    game = open_last_good(entry) if entry.last_good else open_game(entry.path)
    st = game.state
    count = digits(len(game.setup.names), lang)
    line = players_line(game.setup.names, lang)
    lines = [
        (translate("Recovery", "Scenario"), getattr(game.scenario.name, lang)),
        (translate("Recovery", "Players"),
         fill(translate("Recovery", "%1 players: %2"), count, line) if line else count),
        (translate("Recovery", "Where it stood"),
         phase_title(st.phase, st.number, lang, game.scenario)),
        (translate("Recovery", "Last change"),
         local_time_text(entry.last_played or entry.created, lang)),
    ]
    if entry.last_good:
        lines.append((translate("Recovery", "File"), last_good_text(entry, lang)))
    return lines


def _no_replay(monkeypatch) -> None:
    def refused(*_a, **_k):
        raise AssertionError("the offer's game was opened to describe it")

    monkeypatch.setattr(engine, "open_game", refused)
    monkeypatch.setattr(engine, "open_last_good", refused)


@pytest.mark.parametrize(("scenario", "players", "seed", "stops"), [
    ("godfather_nostradamus", 11, 4, (0, 1, 2, 3, 5, 9, 14, 30)),
    ("werewolf", 10, 2, (0, 1, 2, 4, 8, 15, 25)),
])
def test_the_offer_is_described_from_the_row_as_the_replay_describes_it(
        tmp_path, monkeypatch, scenario, players, seed, stops) -> None:
    data = tmp_path / "data"
    games = []
    for n in stops:
        try:
            g = unfinished(seed, n, scenario, players)
        except AssertionError:  # the random game had ended by then
            continue
        games.append(g)
        save_game(g, autosave_path(data, g))
    assert len(games) >= 4
    offer = resume_offer(data)
    assert offer is not None
    from narrator_app.engine import resume_candidates

    entries = [e for e in resume_candidates(data) if e.error is None]
    assert len(entries) == len(games) and offer[0] in entries
    phases = {(e.phase, e.number) for e in entries}
    assert len(phases) >= 3, phases  # several phases said
    wanted = {e.path: (_replayed(e, "fa"), _replayed(e, "en")) for e in entries}
    _no_replay(monkeypatch)
    for e in entries:
        assert (describe_unfinished(e, "fa"), describe_unfinished(e, "en")) == wanted[e.path]


def test_unnamed_seats_are_described_from_the_row(tmp_path, monkeypatch) -> None:
    from dataclasses import replace

    from narrator_app.engine import Game

    data = tmp_path / "data"
    g = unfinished(5, 6, "godfather_nostradamus", 11)
    names = ["", "Sara", "", *["" for _ in range(8)]]
    g = Game.replay(replace(g.setup, names=tuple(names)), g.actions, g.scenario)
    save_game(g, autosave_path(data, g))
    entry, _damaged = resume_offer(data)
    wanted = _replayed(entry, "fa")
    _no_replay(monkeypatch)
    assert describe_unfinished(entry, "fa") == wanted


def test_a_last_good_state_is_described_from_its_summary(tmp_path, monkeypatch) -> None:
    data = tmp_path / "data"
    g = unfinished(3, 12)
    path = save_game(g, autosave_path(data, g))
    rows = path.read_bytes().splitlines(keepends=True)
    rows[6] = b'{"kind": "step", "n": 7, "phase": \n'  # line 7: not JSON any more
    path.write_bytes(b"".join(rows))
    entry, damaged = resume_offer(data)
    ((_bad, good),) = damaged
    assert entry == good and good.good_until == 7
    wanted = _replayed(good, "fa")
    _no_replay(monkeypatch)
    assert describe_unfinished(good, "fa") == wanted


def test_an_offer_whose_scenario_is_gone_has_nothing_to_describe(tmp_path) -> None:
    from dataclasses import replace

    data = tmp_path / "data"
    g = unfinished(3, 12)
    save_game(g, autosave_path(data, g))
    entry, _damaged = resume_offer(data)
    assert describe_unfinished(entry, "fa")
    assert describe_unfinished(replace(entry, scenario_id="no_such_scenario"), "fa") == []
