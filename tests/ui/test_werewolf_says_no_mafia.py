"""Werewolf never says «مافیا» / "mafia" (Z105-1, Z106-1): its file names its team
(``[sides]`` «گرگینه‌ها» / "Werewolves", club_scenarios 0.4) and its kill (the ``mafia``
step's ``words``, 7.3). Z105-1 worded the teammate and first-night refusals so; the team's
other sentences (the mine's toll, the sacrifice, «one team action a night», the side to
take …) still said «تیم مافیا». Every refusal that names the team now has the file's words
(``messages.TEAM_REFUSALS``); over many random Werewolf games, with random house rules, no
refusal the window can show (each option's, each refused seat's, the phase's end, the
engine's answer to a wrong choice), no log line and no announcement says «مافیا» or
"mafia", in either language; the announcements that name the team are worded so too
(``messages.TEAM_ANNOUNCE``). A file that names no team keeps the app's words."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Game, IllegalAction, Setup, legal_choices
from narrator_app.engine.choices import options_for
from narrator_app.engine.house_rules import REGISTRY
from narrator_app.engine.scenario import load_scenario
from narrator_app.engine.simulate import probe_illegal, random_deal, random_value
from narrator_app.messages import (
    ANNOUNCE,
    REFUSALS,
    TEAM_ANNOUNCE,
    TEAM_REFUSALS,
    announcement_lines,
    refusal_text,
)

MAFIA = re.compile("مافیا|mafia", re.IGNORECASE)
TEAM = {"fa": "گرگینه‌ها", "en": "Werewolves"}


def _team_sentences(lang: str) -> list[str]:
    """The keys of the app's refusals that name the team or its side in ``lang``."""
    return [key for key, text in REFUSALS[lang].items() if MAFIA.search(text)]


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_every_team_refusal_is_said_in_the_file_s_words(lang: str) -> None:
    wolves = load_scenario("werewolf")
    keys = _team_sentences(lang)
    assert len(keys) >= 10  # the teammate, the sacrifice, the mine's toll, one action …
    names = [f"P{i}" for i in range(1, 11)]
    for key in keys:
        assert key in TEAM_REFUSALS[lang], key
        code, _, detail = key.partition("/")
        facts = {"detail": detail} if detail else {}
        exc = IllegalAction(code, key="mafia", seat=3, role="seer", **facts)
        said = refusal_text(exc, wolves, names, lang)
        assert not MAFIA.search(said) and TEAM[lang] in said, (key, said)
        assert "{" not in said, (key, said)
    # a file that names no team keeps the app's sentence
    classic = load_scenario("classic")
    exc = IllegalAction("one_team_action", key="mafia", detail="club")
    assert refusal_text(exc, classic, names, lang) == REFUSALS[lang]["one_team_action/club"]


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_every_team_announcement_is_said_in_the_file_s_words(lang: str) -> None:
    """The announcements that name the team (a side shown, the status counts, the
    purchase, the role guess, Kane's reveal): none is reached by Werewolf's roles today, a
    club's file that names its team and plays those kinds would be; the public window's
    form (no scenario, the game's names) likewise."""
    keys = [key for key, text in ANNOUNCE[lang].items() if MAFIA.search(text)]
    assert len(keys) >= 5
    assert set(keys) <= set(TEAM_ANNOUNCE[lang]), set(keys) - set(TEAM_ANNOUNCE[lang])
    wolves = load_scenario("werewolf")
    roles = ["werewolf", "seer", "werewolf", "villager"]
    names = ["P1", "P2", "P3", "P4"]
    tokens = ["kane_reveal:3", "purchase", "status", "side_shown:3", "side_shown:2", "nato"]
    facts = {"status": {"mafia": 1, "city": 2}}
    for rules in ({}, {"kane_reveal_content": "side_and_role"}):
        said = announcement_lines(tokens, wolves, roles, names, rules, lang, facts=facts)
        # the public window's: its side shown as the table heard it (``side_shown_mafia:s``)
        seen = [t.replace("side_shown:3", "side_shown_mafia:3") for t in tokens]
        public = announcement_lines(seen, None, ["", "", "", ""], names, rules, lang,
                                    facts=facts, names_from=wolves)
        assert len(said) == len(tokens) and len(public) == len(tokens) - 1, (said, public)
        for line in said + public:
            assert not MAFIA.search(line), line
        assert sum(TEAM[lang] in line for line in said) == 5, said
        assert sum(TEAM[lang] in line for line in public) == 5, public
    classic = load_scenario("classic")
    assert announcement_lines(["purchase"], classic, roles, names, {}, lang,
                              after_night=False) == [ANNOUNCE[lang]["purchase"]]


def _random_rules(rng: random.Random) -> dict[str, object]:
    """Some of Werewolf's house rules drawn at random (the cards, a teammate's shot, the
    first night's kill, the roles hidden …), the others left at their defaults."""
    rules: dict[str, object] = {}
    base = Game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 11)))).state.rules
    for key, value in base.items():
        if rng.random() < 0.6:
            continue
        rule = REGISTRY.get(key)
        if isinstance(value, bool):
            rules[key] = rng.random() < 0.5
        elif rule is not None and isinstance(rule.values, tuple):
            rules[key] = rng.choice([v for v in rule.values if v != "fixed:N"])
    return rules


def _said_on_the_way(game: Game, rng: random.Random, lang: str) -> list[str]:
    """Play ``game`` at random; every refusal the window can show on the way in ``lang``
    (each option's, each refused seat's in the current and any reopened step, the phase's
    end) and the engine's answer to wrong choices (:func:`probe_illegal`'s, and two team
    actions at once at the team's step)."""
    names = list(game.setup.names)
    out: list[str] = []

    def say(exc: IllegalAction | None) -> None:
        if exc is not None:
            out.append(refusal_text(exc, game.scenario, names, lang))

    for _ in range(300):
        st = game.state
        if st.winner is not None:
            break
        ch = legal_choices(st, options=False)
        say(ch.end_refusal)
        for step in ch.steps:
            if step.kind != "input":
                continue
            for opt in options_for(st, step.key):
                say(opt.refusal)
                for exc in opt.targets.values():
                    say(exc)
        if st.phase == "night":
            for value in ({"shot": 1, "buy": 2}, {"shot": 1, "sixth_sense": 2}):
                try:
                    game.step("mafia", value)
                except IllegalAction as exc:
                    say(exc)
                else:
                    game.undo()
        probe_illegal(game, rng)
        choice = random_value(game, rng)
        try:
            game.end_phase() if choice is None else game.step(*choice)
        except IllegalAction as exc:
            say(exc)
    return out


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_random_werewolf_games_never_say_mafia(controller, lang: str) -> None:
    from narrator_app.ui.app import apply_language
    from narrator_app.ui.log_panel import LogModel

    app = QApplication.instance()
    apply_language(app, lang)
    controller.lang = lang
    wolves = load_scenario("werewolf")
    said: list[str] = []
    kinds: set[str] = set()
    try:
        for seed in range(14):
            rng = random.Random(seed)
            n = rng.randint(6, 18)
            game = Game(Setup("werewolf", tuple(f"P{i}" for i in range(1, n + 1)),
                              _random_rules(rng)))
            game.deal(random_deal(wolves, n, rng))
            said += _said_on_the_way(game, rng, lang)
            controller.game = game
            log = LogModel(controller)
            roles = [p.role for p in game.state.players]
            for line in game.state.log:
                kinds.add(line.kind)
                said.append(log.line_text(line))
                if line.kind == "announce":
                    said += announcement_lines(list(line.data.get("tokens", [])), wolves,
                                               roles, list(game.setup.names),
                                               game.state.rules, lang)
    finally:
        apply_language(app, "fa")
    # the games reached the team's refusals, the cards and the winner (not a vacuous sweep)
    assert any(TEAM[lang] in text for text in said)
    assert {"announce", "choice", "winner", "card"} <= kinds, kinds
    bad = sorted({text for text in said if MAFIA.search(text)})
    assert not bad, bad
