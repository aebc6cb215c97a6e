"""1000 mutations of real game files: each is refused with a reason or opens to a game
that replays; never a crash; the file is never changed. The sources are the released
fixtures (v1, v2 and v3) and journals the app writes; a journal is mutated line-wise (a
line's JSON changed, lines shuffled) as well as byte-wise."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

from narrator_app.engine.gamefile import GameFileError, open_game, save_game
from narrator_app.engine.simulate import random_game

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "games"
MUTATIONS = 1000


def _sources(tmp_path: Path) -> list[bytes]:
    files = [p.read_bytes() for p in sorted(FIXTURES.glob("*.ravi"))]
    for i, scen in enumerate(["mafia_nights", "zodiac", "godfather_sherlock"]):
        g = random_game(scen, 12, 40 + i, {})
        files.append(save_game(g, tmp_path / f"src{i}.ravi").read_bytes())
    return files


def _walk(node, path=()):
    yield path, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _walk(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _walk(v, path + (i,))


def _mutate(raw: bytes, rng: random.Random) -> bytes:
    kind = rng.choice(["flip", "truncate", "swap", "drop", "retype", "shuffle"])
    if kind == "flip":
        data = bytearray(raw)
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(data))
            data[i] ^= 1 << rng.randrange(8)
        return bytes(data)
    if kind == "truncate":
        return raw[: rng.randrange(len(raw))]
    if raw.startswith(b'{"kind"'):  # a journal: change one line, or the order of the lines
        lines = raw.decode("utf-8").splitlines()
        if kind == "shuffle":
            body = lines[1:]
            rng.shuffle(body)
            lines[1:] = body
        else:
            i = rng.randrange(len(lines))
            lines[i] = json.dumps(_mutate_doc(json.loads(lines[i]), kind, rng),
                                  ensure_ascii=False)
        return ("\n".join(lines) + "\n").encode("utf-8")
    return json.dumps(_mutate_doc(json.loads(raw), kind, rng), ensure_ascii=False).encode("utf-8")


def _mutate_doc(doc, kind: str, rng: random.Random):
    spots = [(p, v) for p, v in _walk(doc) if p]
    path, _ = rng.choice(spots)
    parent = doc
    for k in path[:-1]:
        parent = parent[k]
    last = path[-1]
    if kind == "drop":
        del parent[last]
    elif kind == "retype":
        parent[last] = rng.choice([None, 0, -1, 10**12, "x", [], {}, True, 3.5, "۸"])
    elif kind == "swap":
        other_path, other = rng.choice(spots)
        parent[last] = copy.deepcopy(other)  # an ancestor must not become its own child
    else:  # shuffle a list (e.g. the actions out of order)
        target = parent[last]
        if isinstance(target, list):
            rng.shuffle(target)
        else:
            parent[last] = [target, target]
    return doc


@pytest.mark.parametrize("chunk", range(4))
def test_mutated_files_are_refused_or_replay(tmp_path: Path, chunk: int) -> None:
    rng = random.Random(chunk)
    sources = _sources(tmp_path)
    outcomes = {"refused": 0, "opened": 0}
    for i in range(MUTATIONS // 4):
        raw = _mutate(rng.choice(sources), rng)
        path = tmp_path / f"m{i}.ravi"
        path.write_bytes(raw)
        try:
            game = open_game(path)
        except GameFileError as err:
            assert err.code in ("damaged", "newer", "unknown_scenario", "not_replaying",
                                "unreadable")
            assert err.file == str(path)
            outcomes["refused"] += 1
        else:
            # it opened: the record must replay to the same state
            from narrator_app.engine import Game

            again = Game.replay(game.setup, game.actions)
            assert again.state.fingerprint() == game.state.fingerprint()
            outcomes["opened"] += 1
        assert path.read_bytes() == raw
    assert outcomes["refused"] > 0 and outcomes["opened"] > 0
