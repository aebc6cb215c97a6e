"""Small club scenario files for the general kinds' tests (club_scenarios 9-10): a file is
written from a short description (roles with their kind, side and parameters, the night
order, the roster), put in a club folder, and the catalogue reads it; :func:`play` runs a
game script against it with :func:`run_case`."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from narrator_app.engine.scenario import find_scenario, forget_catalogue, use_club_folders
from narrator_app.engine.script import run_case


def _toml_value(v: Any) -> str:
    """A TOML value for a parameter (numbers, strings, booleans, lists, small tables)."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_toml_value(x)}" for k, x in v.items()) + " }"
    if isinstance(v, list | tuple):
        return "[" + ", ".join(_toml_value(x) for x in v) + "]"
    return json.dumps(v, ensure_ascii=False)


def _text(s: str) -> str:
    return f'{{ fa = "{s}", en = "{s}" }}'


def club_text(scen_id: str, roles: list[tuple[str, str, str, dict[str, Any]]],
              night: list[str], reference: list[str], counters: dict[str, dict] | None = None,
              sizes: tuple[int, int] | None = None,
              own_rules: list[dict[str, Any]] | None = None) -> str:
    """A club file (format 1, Godfather family: intro day, intro night, then day/night).

    ``roles``: (id, kind, side, params); ``plain_citizen`` and ``simple_mafia`` are added as
    fillers. ``night``: the night order (role ids and ``mafia``); ``reference``: the
    reference roster; ``counters``: a role's counters at the deal; ``own_rules``: the
    file's own house rules (``[[house_rules]]`` entries: then a format-2 file)."""
    counters = counters or {}
    n = len(reference)
    lo, hi = sizes or (n, n)
    named = [r for r in roles]
    mafia = [r[0] for r in named if r[2] == "mafia"]
    city = [r[0] for r in named if r[2] == "city"]
    out = [
        f'id = "{scen_id}"', 'family = "gf"', f"reference_size = {n}",
        'first_phase = "intro_day"', f"name = {_text(scen_id)}", "",
        "[roster]", f"mafia = {_toml_value(mafia)}", f"city = {_toml_value(city)}",
        "independent = []", 'filler_city = "plain_citizen"', 'filler_mafia = "simple_mafia"',
        f"reference = {_toml_value(reference)}", f"min_players = {lo}", f"max_players = {hi}",
        "",
    ]
    if own_rules is None:
        out += ["[house_rules]", "cards_enabled = false", ""]
    else:
        out = ["format = 2", *out, "[last_move]", 'deck = "none"', ""]
        for rule in own_rules:
            out += ["[[house_rules]]", *(f"{k} = {_toml_value(v)}" for k, v in rule.items()),
                    ""]
    fillers = [("plain_citizen", "plain_citizen", "city", {}),
               ("simple_mafia", "simple_mafia", "mafia", {})]
    for rid, kind, side, params in [*named, *fillers]:
        out += ["[[roles]]", f'id = "{rid}"', f'kind = "{kind}"', f'side = "{side}"',
                f"name = {_text(rid)}", f"ability = {_text(rid + ' ability')}"]
        if params:
            out.append(f"params = {_toml_value(params)}")
        if rid in counters:
            out.append(f"counters = {_toml_value(counters[rid])}")
        out.append("")
    out += ["[[intro_night]]", 'key = "mafia_meet"', f"name = {_text('meet')}",
            f"say = {_text('meet')}", f"gesture = {_text('meet')}", ""]
    for key in night:
        out += ["[[night]]", f'key = "{key}"', f"say = {_text(key + ' wakes')}",
                f"gesture = {_text(key + ' points')}", ""]
    return "\n".join(out)


@contextmanager
def club(folder: Path, text: str, scen_id: str) -> Iterator[Path]:
    """``text`` written as ``<folder>/scenarios/<scen_id>.toml`` and the folder made the
    club folder; the catalogue must accept it. Yields the folder; restores no club folder."""
    d = folder / "scenarios"
    d.mkdir(exist_ok=True)
    (d / f"{scen_id}.toml").write_text(text, encoding="utf-8")
    use_club_folders([d])
    try:
        entry = find_scenario(scen_id)
        assert entry is not None and entry.refused is None, entry
        yield d
    finally:
        use_club_folders([])
        forget_catalogue()


def play(folder: Path, case: str, name: str = "case.yaml") -> list[str]:
    """Run the game script ``case`` (YAML text) with :func:`run_case`; its failures."""
    path = folder / name
    path.write_text(case, encoding="utf-8")
    return run_case(path).failures
