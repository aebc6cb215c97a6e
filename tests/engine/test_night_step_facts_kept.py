"""What a night step's check and effect read of its key (:func:`checks._step_facts`: its
kind, the kind registered, its checks; kept with the scenario beside the registry's table of
stages, issue 25's replay round) follows both: a kind registered anew is asked in the same
game (its scenario object), and two scenarios whose same key plays other kinds each ask
their own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from toy_role import NAMES, accept, club_folder, nothing, scenario_text, to_night

from narrator_app.engine import Game, IllegalAction, Setup
from narrator_app.engine.abilities import Kind, register, unregister
from narrator_app.engine.abilities.checks import check_night_choice, night_step_effect

KIND = "toy_step_facts"
OTHER = "toy_step_facts_other"


def _refuse(st: Any, key: str, actor: Any, value: Any) -> None:
    """A kind's check that refuses every value."""
    raise IllegalAction("invalid_target", key=key, detail="toy")


def _kind(name: str = KIND, **hooks: Any) -> Kind:
    hooks.setdefault("check", accept)
    return Kind("a toy kind whose step the test checks", action="poison", token="poisoned",
                step=True, stage="slaughter", name=name, effect=nothing, **hooks)


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    with club_folder(tmp_path, "toy_step_facts", KIND) as club:
        yield club
    unregister(OTHER)


def _refused(st: Any) -> str | None:
    try:
        check_night_choice(st, "poisoner", {"poison": 4})
    except IllegalAction as exc:
        return exc.code
    return None


def test_a_kind_registered_anew_is_checked_in_the_same_game(folder: Path) -> None:
    register(_kind(check=_refuse))
    game = to_night(Game(Setup("toy_step_facts", NAMES)))
    assert _refused(game.state) == "invalid_target"
    unregister(KIND)
    register(_kind())  # the same game: its scenario object, its state
    assert _refused(game.state) is None


def test_a_kind_registered_anew_has_its_effect_in_the_same_game(folder: Path) -> None:
    seen: list[Any] = []
    register(_kind())
    game = to_night(Game(Setup("toy_step_facts", NAMES)))
    st = game.state.clone()
    check_night_choice(st, "poisoner", {"poison": 4})
    night_step_effect(st, "poisoner", {"poison": 4})
    assert seen == []
    unregister(KIND)
    register(_kind(on_confirm=lambda state, value: seen.append(value)))
    night_step_effect(st, "poisoner", {"poison": 4})
    assert seen == [{"poison": 4}]


def test_each_scenario_asks_its_own_kind_of_the_key(folder: Path) -> None:
    (folder / "toy_step_facts_b.toml").write_text(
        scenario_text("toy_step_facts_b", OTHER), encoding="utf-8")
    register(_kind(check=_refuse))
    register(_kind(OTHER))
    refusing = to_night(Game(Setup("toy_step_facts", NAMES)))
    accepting = to_night(Game(Setup("toy_step_facts_b", NAMES)))
    assert _refused(refusing.state) == "invalid_target"
    assert _refused(accepting.state) is None
    assert _refused(refusing.state) == "invalid_target"


def test_an_unknown_key_is_refused_each_time(folder: Path) -> None:
    register(_kind())
    game = to_night(Game(Setup("toy_step_facts", NAMES)))
    for _ in range(2):
        with pytest.raises(IllegalAction) as exc:
            check_night_choice(game.state, "no_such_step", {"poison": 4})
        assert (exc.value.code, exc.value.facts.get("detail")) == ("bad_script", "unknown_key")


#: A club's file whose role of the general kind ``linked_exit`` loaded (its params and each of
#: its own house rules pass the kind's model alone; the loader refuses it since HR106-1) but
#: cannot be played with the two rules' defaults together (``seed_form = true`` with
#: ``chooser = "third_party_once"``: the kind's model refuses them); a game chooses the
#: other chooser and is dealt.
HOSTILE_RULES = '''
[[house_rules]]
key = "toy_seed_form"
role = "poisoner"
param = "seed_form"
name = { fa = "شکل بذر", en = "Seed form" }
default = true
source = "a hostile file"

[[house_rules]]
key = "toy_chooser"
role = "poisoner"
param = "chooser"
name = { fa = "انتخاب‌کننده", en = "Chooser" }
default = "third_party_once"
values = ["holder_nightly", "third_party_once"]
source = "a hostile file"
'''


def test_a_value_s_bad_script_comes_before_the_role_s_params(tmp_path: Path) -> None:
    """Z106-4: the key's whole check is read when the value has passed its ``bad_script``
    refusals (not a mapping, an unknown role), as before the facts were kept (b0c05a62):
    kept at the key's first ask, a role whose params its kind cannot play met its raw
    ``ValidationError`` first, where the narrator is owed the refusal's Persian reason."""
    import tomllib

    from narrator_app.engine.scenario import Scenario, check_scenario_file, use_club_folders
    from narrator_app.messages import REFUSALS, refusal_text

    text = scenario_text("toy_step_facts_hostile", "linked_exit").replace(
        'kind = "linked_exit"\nside = "city"',
        'kind = "linked_exit"\nside = "city"\nparams = { chooser = "holder_nightly" }')
    (tmp_path / "toy_step_facts_hostile.toml").write_text(text + HOSTILE_RULES,
                                                          encoding="utf-8")
    use_club_folders([tmp_path])
    try:
        # the loader refuses it now (HR106-1: its defaults together); the scenario is made
        # past the loader, as the model reads it, for the order of the step's refusals
        assert check_scenario_file(tmp_path / "toy_step_facts_hostile.toml")
        data = tomllib.loads(text + HOSTILE_RULES)
        scen = Scenario.model_validate({**data, "sha256": "0" * 64, "path": "hostile"})
        game = to_night(Game(Setup("toy_step_facts_hostile", NAMES,
                                   {"toy_chooser": "holder_nightly"}), scen))
        for value, detail in ((3, "not_a_mapping"), ({"seat": 2, "role": "banana"},
                                                     "unknown_role")):
            with pytest.raises(IllegalAction) as exc:
                check_night_choice(game.state, "poisoner", value)
            assert (exc.value.code, exc.value.facts.get("detail")) == ("bad_script", detail)
            said = refusal_text(exc.value, scen, list(NAMES), "fa")
            assert said in REFUSALS["fa"].values(), said
    finally:
        use_club_folders([])
