"""Long games drawn from random legal play, for the action figures (``play_*``).

A random legal Godfather–Nostradamus game ends after 30–120 actions, so a game of 2 000 or
10 000 actions cannot be one ordinary random game, and padding a short game with one step
chosen again leaves its log as it was (the old ``action_p95_ms_at_N``). Here a long game is
played by the engine's own random driver (:func:`narrator_app.engine.simulate.random_value`,
which chooses among :func:`~narrator_app.engine.choices.legal_choices`) phase by phase, and
a phase is **drawn again** (its actions undone, new random choices made) when it would end
the game or take out a player whose role is dealt once at this table (a role with its own
ability: the Godfather, the doctor, Leon, …). Players of a role dealt more than once (plain
citizens, simple mafia) leave as random play has them leave, by vote, lottery or shot, with
their cards drawn; once only the dealt-once roles are left the game goes on for as many
days and nights as asked, every night's abilities and every day's votes, defences and exit
votes drawn at random, each phase adding its lines to the log. Every action of the game is
legal (the engine applied it); nothing is repeated on purpose.

The app refuses a game's action beyond :data:`narrator_app.engine.game.MAX_ACTIONS` (3 000);
:func:`lifted_cap` lifts that cap inside the harness's own process, for the figures at
10 000 actions the issue asks for (decision BM3), and with it the autosave journal's
compaction thresholds (``AutosaveJournal.COMPACT_*``, set for a game under the cap: 8 000
lines), by the same factor: past them a journal is written whole again after every action,
which no game the app can hold reaches (decision PL25-4).

Drawn games are kept in a cache folder (their setup and action lists, keyed by table, length,
seed and the engine's source) and replayed from it: drawing a 10 000-action game takes
minutes on a loaded machine, replaying it seconds.
"""

from __future__ import annotations

import collections
import contextlib
import os
import pickle
import random
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

SCENARIO = "godfather_nostradamus"
ROOT = Path(__file__).resolve().parents[1]
CACHE = Path(tempfile.gettempdir()) / "ravi-bench-long-games"
#: How many times a phase is drawn again before the harness gives up on a seed.
TRIES = 400


@contextlib.contextmanager
def lifted_cap(limit: int = 10**6) -> Iterator[None]:
    """The engine's cap on a game's actions (``MAX_ACTIONS``) lifted to ``limit`` meanwhile,
    and the autosave journal's compaction thresholds by the same factor (they keep their
    ratio to the cap: PL25-4)."""
    from narrator_app.engine import game as game_module
    from narrator_app.engine.gamefile import AutosaveJournal

    before = game_module.MAX_ACTIONS
    game_module.MAX_ACTIONS = max(before, limit)
    factor = game_module.MAX_ACTIONS / before
    names = ("COMPACT_LINES", "COMPACT_BYTES", "COMPACT_REDEAL_WORK")
    kept = {name: getattr(AutosaveJournal, name) for name in names}
    for name, value in kept.items():
        setattr(AutosaveJournal, name, int(value * factor))
    try:
        yield
    finally:
        game_module.MAX_ACTIONS = before
        for name, value in kept.items():
            setattr(AutosaveJournal, name, value)


def _phase(st: Any) -> tuple[str, int]:
    return st.phase, st.number


def _play_phase(game: Any, rng: random.Random) -> None:
    """Random legal choices until the phase ends (or the game does)."""
    from narrator_app.engine.simulate import random_move

    here, stalls = _phase(game.state), 0
    while _phase(game.state) == here and game.state.winner is None:
        if not random_move(game, rng):
            stalls += 1
            if stalls > 20:
                return


def draw_long_game(players: int, n_actions: int, seed: int, progress=None) -> Any:
    """A game of at least ``n_actions`` actions drawn from random legal play, as the
    module says (house rules: the scenario's defaults, cards on)."""
    from narrator_app.engine import Game, Setup

    rng = random.Random(seed)
    game = Game(Setup(SCENARIO, tuple(f"P{i}" for i in range(1, players + 1)), {}))
    roster = game.scenario.roster_for(players, game.state.rules.get("ratio_enforcement"))
    rng.shuffle(roster)
    with lifted_cap():
        game.deal(roster)
        dealt = collections.Counter(roster)
        keep = {seat for seat, role in enumerate(roster, 1) if dealt[role] == 1}
        while len(game.actions) < n_actions:
            start = len(game.actions)
            for _ in range(TRIES):
                _play_phase(game, rng)
                if game.state.winner is None and keep <= set(game.state.alive_seats()):
                    break
                while len(game.actions) > start:
                    game.undo()
            else:
                raise RuntimeError(f"seed {seed}: no phase kept the game going at action {start}")
            if progress is not None:
                progress(len(game.actions))
    return game


def long_game(players: int, n_actions: int, seed: int = 1) -> Any:
    """A game of ``n_actions`` actions: the first ones of a game drawn by
    :func:`draw_long_game` to the next thousand (hundred, up to 1 000), kept in
    :data:`CACHE` and replayed from there on later runs (``Game.replay``, the cap lifted;
    a cached record the engine no longer accepts is drawn again)."""
    from narrator_app.engine import Game
    from narrator_app.engine.errors import IllegalAction

    drawn = _drawn(players, n_actions, seed)
    setup, actions = record(players, drawn, seed)
    try:
        with lifted_cap():
            return Game.replay(setup, actions[:n_actions])
    except IllegalAction:
        _path(players, drawn, seed).unlink()
        return long_game(players, n_actions, seed)


def _drawn(players: int, n_actions: int, seed: int) -> int:
    """The length of the record to cut from: the shortest kept one that is long enough,
    else ``n_actions`` rounded up to the next thousand (hundred, up to 1 000)."""
    kept = sorted(int(p.stem.split("-")[2])
                  for p in CACHE.glob(f"{SCENARIO}-{players}-*-{seed}.pickle"))
    longer = [n for n in kept if n >= n_actions]
    if longer:
        return longer[0]
    step = 1000 if n_actions > 1000 else 100
    return -(-n_actions // step) * step


def _path(players: int, n_actions: int, seed: int) -> Path:
    return CACHE / f"{SCENARIO}-{players}-{n_actions}-{seed}.pickle"


def record(players: int, n_actions: int, seed: int) -> tuple[Any, list[Any]]:
    """``(setup, actions)`` of :func:`draw_long_game`, from :data:`CACHE` (drawn and kept
    there the first time)."""
    path = _path(players, n_actions, seed)
    if path.exists():
        return pickle.loads(path.read_bytes())
    CACHE.mkdir(exist_ok=True)
    game = draw_long_game(players, n_actions, seed)
    tmp = path.with_suffix(f".tmp{os.getpid()}")
    tmp.write_bytes(pickle.dumps((game.setup, list(game.actions))))
    tmp.replace(path)
    return game.setup, list(game.actions)


def cut(game: Any, n_actions: int) -> Any:
    """The game after its first ``n_actions`` actions, as a new :class:`Game` sharing the
    states (each state is the one the engine made for that action; states are never changed
    once made), so no replay is needed for each length."""
    from narrator_app.engine import Game

    out = Game(game.setup, game.scenario, game.game_id, game.created)
    out.states = list(game.states[: n_actions + 1])
    out.actions = list(game.actions[:n_actions])
    return out


def action_label(action: Any) -> str:
    """``kind`` or ``kind:phase:key`` of an action (what makes two actions different kinds)."""
    return action.kind if action.kind != "step" else f"step:{action.phase}:{action.key}"
