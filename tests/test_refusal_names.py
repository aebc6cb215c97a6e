"""A refusal's sentence names only roles of the game being played (decision TA43-2): a
general kind's refusal was said in the words of the seed role it was first written for —
Mozakere's negotiator, before any mafia member had left, was refused with «خرید ساول فقط
پس از خروج یک عضو مافیا ممکن است.» (Saul's purchase), a role that scenario does not have.

Over random games of every shipped scenario, every refusal the window can show (each
option's and each seat's in the current step's picker, and the phase's end) is rendered in
both languages; no word that begins another scenario's role name (its first word: «ساول»,
«Saul», «پدرخوانده» …) may appear unless the scenario has a role whose name has it too."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from narrator_app.engine.choices import legal_choices, options_for
from narrator_app.engine.errors import IllegalAction
from narrator_app.engine.scenario import load_scenario
from narrator_app.engine.simulate import random_game
from narrator_app.messages import refusal_text

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = sorted(p.stem for p in (ROOT / "scenarios").glob("*.toml")
                   if p.stem != "last_move_cards")
#: First words of role names that are words of the trade, not a role's own name.
SHARED = {"دکتر", "Doctor", "Dr.", "شهروند", "Citizen", "مافیا", "Mafia", "The", "ساده",
          "Simple", "حرفه‌ای", "Professional"}
WORD = re.compile(r"[\w\u200c.]+")


def _first_words(scenario_id: str, lang: str) -> set[str]:
    """The first word of each role name of ``scenario_id`` in ``lang``."""
    return {getattr(r.name, lang).split()[0] for r in load_scenario(scenario_id).roles}


def _refusals(game) -> list[tuple[object, IllegalAction]]:
    """(state, refusal) for what the window can show at every state of ``game``."""
    out: list[tuple[object, IllegalAction]] = []
    for st in game.states:
        if st.phase not in ("intro_night", "night", "intro_day", "day"):
            continue
        ch = legal_choices(st, options=False)
        if ch.end_refusal is not None:
            out.append((st, ch.end_refusal))
        cur = ch.current
        if cur is None or cur.kind == "dummy":
            continue
        for opt in options_for(st, cur.key):
            if opt.refusal is not None:
                out.append((st, opt.refusal))
            out += [(st, e) for e in opt.targets.values() if e is not None]
    return out


def test_the_mozakere_negotiator_is_refused_in_his_own_name():
    scen = load_scenario("mozakere")
    exc = IllegalAction("not_available", key="mafia", role="negotiator", detail="no_mafia_exit")
    assert scen.role("negotiator") is not None
    fa = refusal_text(exc, scen, (), "fa")
    en = refusal_text(exc, scen, (), "en")
    assert scen.role("negotiator").name.fa in fa and "ساول" not in fa
    assert scen.role("negotiator").name.en in en and "Saul" not in en


@pytest.mark.parametrize("scenario_id", SCENARIOS)
def test_refusals_name_only_this_games_roles(scenario_id):
    scen = load_scenario(scenario_id)
    others = {lang: set().union(*(_first_words(s, lang) for s in SCENARIOS if s != scenario_id))
              - _first_words(scenario_id, lang) - SHARED for lang in ("fa", "en")}
    low, high = scen.roster.min_players, scen.roster.max_players
    seen = 0
    for seed in range(6):
        n = low + seed % (high - low + 1)
        names = [f"P{i}" for i in range(1, n + 1)]
        for st, exc in _refusals(random_game(scenario_id, n, seed)):
            for lang in ("fa", "en"):
                words = set(WORD.findall(refusal_text(exc, st.scenario, names, lang)))
                assert not words & others[lang], (exc.code, exc.facts, lang)
            seen += 1
    assert seen > 50  # the games did reach refusals to read
