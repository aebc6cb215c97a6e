"""The engine's answers as digests, to show a speed change changed no behaviour:
``python benchmarks/equivalence.py OUT [SEEDS]``, run from a checkout (with its root on
``PYTHONPATH``); run it on two checkouts and compare the two files (``cmp``).

For every scenario file in ``scenarios/``, at its smallest, a middle and its largest table,
``SEEDS`` random legal games (6 by default; the random driver's house rules and the
scenario's own defaults), and at every state along each game: the state's fingerprint, the
whole :func:`legal_choices` with every checklist step's options (each seat's legality with
its refusal code and facts, the option's refusal, places, kinds, extra field and moves),
the phase's end refusal, every seat's trackers and the ring's tokens. One line per game:
scenario, seats, rules, seed, actions, and the first 16 hex digits of a SHA-256 of all of
it. Two checkouts write the same file when the engine answered every question the same.
The performance rounds of issue 25 (benchmarks/README.md, thirteenth round) checked each
change against the file written before it.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path
from typing import Any

from narrator_app.engine.choices import legal_choices, options_for, tokens_tonight, trackers
from narrator_app.engine.scenario import load_scenario
from narrator_app.engine.simulate import random_game


def _refusal(e: Any) -> Any:
    return None if e is None else (e.code, repr(sorted(e.facts.items(), key=lambda kv: kv[0])))


def _legality(seats: dict) -> tuple:
    return tuple(sorted((s, _refusal(x)) for s, x in seats.items()))


def _options(opts: list) -> list:
    return [(o.name, o.seats, o.role_guess, o.side_choice, _legality(o.targets),
             _refusal(o.refusal), o.number, o.number_word, o.kinds, o.up_to,
             tuple(_legality(slot) for slot in o.slots), tuple(sorted(o.seat_kinds.items())),
             tuple(sorted(o.kind_caps.items())), o.extra_key, repr(o.extra_choices),
             tuple(sorted((s, (n, _refusal(x))) for s, (n, x) in o.moves_to.items())),
             o.follow is not None)
            for o in opts]


def digest_state(h: Any, st: Any) -> None:
    """Add everything the engine answers about ``st`` to the hash ``h``."""
    h.update(repr(st.fingerprint()).encode())
    ch = legal_choices(st)
    rows: list[Any] = [ch.phase, ch.number, ch.complete, ch.winner, _refusal(ch.end_refusal),
                       None if ch.current is None else ch.current.key]
    for s in ch.steps:
        rows.append((s.key, s.kind, s.role, tuple(s.seats), repr(s.say), repr(s.gesture),
                     s.done, repr(s.value), s.why_dummy, s.show_x, s.wakes, s.note))
        if s.kind in ("input", "dummy", "optional") and st.winner is None:
            try:
                rows.append(_options(options_for(st, s.key)))
            except Exception as e:  # the same exception on both checkouts
                rows.append(("EXC", type(e).__name__, str(e)[:200]))
    if ch.current is not None:
        rows.append(_options(ch.current.options))
    for p in st.players:
        rows.append(repr(sorted(trackers(st, p.seat).items(), key=lambda kv: kv[0])))
    rows.append(repr(sorted(tokens_tonight(st).items())))
    h.update(repr(rows).encode())


def main(argv: list[str]) -> None:
    out, seeds = argv[0], int(argv[1]) if len(argv) > 1 else 6
    lines = []
    for f in sorted(Path("scenarios").glob("*.toml")):
        try:
            roster = load_scenario(f.stem).roster
        except Exception:  # a file of cards, not a scenario
            continue
        low, high = roster.min_players, roster.max_players
        for n in sorted({low, (low + high) // 2, high}):
            for rules in (None, {}):
                for seed in range(seeds):
                    g = random_game(f.stem, n, seed, rules)
                    h = hashlib.sha256(repr([a.without_time() for a in g.actions]).encode())
                    for st in g.states:
                        digest_state(h, st)
                    lines.append(f"{f.stem} {n} {'own' if rules == {} else 'drv'} {seed} "
                                 f"{len(g.actions)} {h.hexdigest()[:16]}")
    Path(out).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
