"""Werewolf (club_scenarios 7) on general ability kinds: a game that opens with a full night,
``potion`` (the witch), ``linked_exit`` (cupid's lovers; a holder's nightly one-way link),
``revenge_on_exit`` (the hunter) and the win kind ``parity_with_lovers``: their parameters,
their refusals and the ambiguities of 7.10 as the defaults settle them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from narrator_app.engine import Game, IllegalAction, Setup, legal_choices, options_for
from narrator_app.engine.abilities import validate_params
from narrator_app.engine.abilities.linked_exit import LinkParams
from narrator_app.engine.abilities.potion import PotionParams
from narrator_app.engine.abilities.revenge_on_exit import RevengeParams
from narrator_app.engine.scenario import scenarios_dir, use_club_folders
from narrator_app.engine.script import run_case

TEN = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid", "villager",
       "villager", "villager"]


def game(seats: list[str] = TEN, rules: dict[str, Any] | None = None,
         sid: str = "werewolf") -> Game:
    names = tuple(f"P{i}" for i in range(1, len(seats) + 1))
    g = Game(Setup(sid, names, rules) if rules is not None else Setup(sid, names))
    g.deal(list(seats))
    return g


def refused(g: Game, key: str, value: Any) -> IllegalAction:
    with pytest.raises(IllegalAction) as exc:
        g.step(key, value)
    return exc.value


#: The one-way nightly link (Bazpors' researcher, 3.6): cupid's role with these params.
ONE_WAY = ('params = { chooser = "holder_nightly", direction = "one_way", '
           'exceptions = ["werewolf"], self_link = false }')


@pytest.fixture
def one_way(tmp_path: Path) -> Iterator[str]:
    """A club copy of werewolf.toml whose cupid links one player a night, one way."""
    text = (scenarios_dir() / "werewolf.toml").read_text(encoding="utf-8")
    text = text.replace('id = "werewolf"', 'id = "ww_link"', 1)
    cupid = 'params = { chooser = "third_party_once", direction = "mutual", self_link = true }'
    assert cupid in text
    (tmp_path / "ww_link.toml").write_text(text.replace(cupid, ONE_WAY), encoding="utf-8")
    use_club_folders([tmp_path])
    yield "ww_link"
    use_club_folders([])


def case(tmp_path: Path, text: str) -> list[str]:
    path = tmp_path / "case.yaml"
    path.write_text(text, encoding="utf-8")
    return run_case(path).failures


HEAD = """
scenario: werewolf
title: t
rule: "club_scenarios 7"
seats: [werewolf, werewolf, seer, protector, witch, hunter, cupid, villager, villager, villager]
script:
"""


# --- the game opens with a full night (7.4; rules_spec 0.3) --------------------------------
def test_the_game_opens_with_night_1_then_day_2() -> None:
    g = game()
    assert (g.state.phase, g.state.number) == ("night", 1)
    steps = [s.key for s in legal_choices(g.state).steps]
    assert steps[:6] == ["cupid", "lovers", "protector", "mafia", "witch", "seer"]
    g.step("cupid", {"lovers": [8, 9]})
    g.step("mafia", {"shot": 10})
    g.end_phase()
    assert (g.state.phase, g.state.number) == ("day", 2)  # Day k follows Night k-1
    assert g.state.records[-1].announce == ["left:10"]
    g.end_phase()
    assert (g.state.phase, g.state.number) == ("night", 2)


def test_the_roles_are_shown_on_exit_and_there_are_no_cards() -> None:
    g = game()
    assert g.state.rules["reveal_role_on_death"] is True
    assert g.state.rules["cards_enabled"] is False
    assert g.state.rules["exit_votes_per_voter"] == "one"  # classic defaults (1.2)
    g.step("cupid", {"lovers": [8, 9]})
    g.step("mafia", {"shot": 10})
    g.end_phase()
    assert g.state.view(10).role_public


# --- potion -------------------------------------------------------------------------------
def test_potion_parameters_are_checked() -> None:
    prm = validate_params("potion", {"heal": {"uses": 1}, "self_heal": False,
                                     "kill": {"timing": "dawn"}, "both_same_night": False})
    assert isinstance(prm, PotionParams) and prm.self_heal is False
    assert PotionParams().self_heal is True and PotionParams().kill.uses == 1
    with pytest.raises(ValidationError):
        validate_params("potion", {"heal": {"target": "anyone"}})
    with pytest.raises(ValidationError):
        validate_params("potion", {"antidot": {}})


def test_the_heal_is_for_tonight_s_victim_only() -> None:
    g = game()
    g.step("cupid", {"lovers": [8, 9]})
    g.step("mafia", {"shot": 10})
    err = refused(g, "witch", {"heal": 9})
    assert (err.code, err.facts["detail"]) == ("invalid_target", "not_the_victim")
    g.step("witch", {"heal": 10})
    g.end_phase()
    assert g.state.alive_seats() == list(range(1, 11))
    assert g.state.records[-1].private == {"witch": 10}


def test_a_spent_potion_is_refused_and_the_witch_is_still_called() -> None:
    g = game()
    g.step("cupid", {"lovers": [8, 9]})
    g.step("mafia", {"shot": 10})
    g.step("witch", {"heal": 10, "poison": 1})
    g.end_phase()
    g.end_phase()  # Day 2, nobody leaves
    assert "witch" in [s.key for s in legal_choices(g.state).steps]  # C7, 7.6
    g.step("mafia", {"shot": 8})
    assert refused(g, "witch", {"heal": 8}).code == "no_uses_left"
    assert refused(g, "witch", {"poison": 2}).code == "no_uses_left"
    g.step("witch", {})
    g.end_phase()
    assert g.state.records[-1].private == {"witch": 8}  # shown after the heal is spent (C7)


def test_the_witch_is_shown_none_when_the_wolves_chose_nobody() -> None:
    g = game()
    g.step("cupid", {"lovers": [8, 9]})
    g.step("mafia", {})
    g.step("witch", {})
    g.end_phase()
    assert g.state.records[-1].private == {"witch": "none"}


def test_the_poison_beats_the_protector(tmp_path: Path) -> None:
    """7.6: no protection helps against the poison (WW11)."""
    assert case(tmp_path, HEAD + """
  - night: {cupid: {lovers: [9, 10]}, protector: {protect: 8}, mafia: {shot: 3}, witch: {poison: 8}}
  - expect: {left: [3, 8]}
""") == []


def test_the_witch_never_poisons_herself_and_heals_herself_by_default(tmp_path: Path) -> None:
    g = game()
    g.step("cupid", {"lovers": [8, 9]})
    g.step("mafia", {"shot": 5})
    err = refused(g, "witch", {"poison": 5})
    assert (err.code, err.facts["detail"]) == ("invalid_target", "self")
    g.step("witch", {"heal": 5})  # C6: ww_witch_self_heal = true
    g.end_phase()
    assert 5 in g.state.alive_seats()


def test_self_heal_and_both_potions_by_house_rule() -> None:
    g = game(rules={"ww_witch_self_heal": False, "ww_witch_both_potions_same_night": False})
    g.step("cupid", {"lovers": [8, 9]})
    g.step("mafia", {"shot": 5})
    # C6 = false (WW9): never allowed, game-script's invalid_target (CF45-24; WW4 said
    # self_target, which game-script keeps for a limited use that is spent)
    err = refused(g, "witch", {"heal": 5})
    assert (err.code, err.facts["detail"]) == ("invalid_target", "self")
    g.step("mafia", {"shot": 8})
    assert refused(g, "witch", {"heal": 8, "poison": 1}).code == "bad_count"  # C5 = false


def test_a_heal_and_a_save_cancel_out_by_house_rule() -> None:
    """C4: under ``cancel_out`` the protector and the heal on one victim cancel (WW11)."""
    for mode, left in (("saved", []), ("cancel_out", [8])):
        g = game(rules={"ww_double_protection": mode})
        g.step("cupid", {"lovers": [9, 10]})
        g.step("protector", {"protect": 8})
        g.step("mafia", {"shot": 8})
        g.step("witch", {"heal": 8})
        g.end_phase()
        assert [s for s in range(1, 11) if s not in g.state.alive_seats()] == left, mode


def wolves_chose(victim: int, rules: dict[str, Any] | None = None) -> Game:
    """Night 1 of :func:`game` as far as the witch: cupid's lovers 8 and 9, the wolves'
    ``victim``."""
    g = game(rules=rules)
    g.step("cupid", {"lovers": [8, 9]})
    g.step("mafia", {"shot": victim})
    return g


def test_the_window_offers_heal_poison_both_and_none() -> None:
    """Heal (the victim only), poison (anyone but the witch), both the same night (C5, the
    house rule's default; rule case werewolf/02: a narrator could record only one, stop 36's
    trial: CR36-7) and none."""
    g = wolves_chose(10)
    heal, poison, both, none = options_for(g.state, "witch")
    assert (heal.name, poison.name, both.name, none.name) == (
        "heal", "poison", "heal_poison", "none")
    assert heal.legal_seats() == [10] and 5 not in poison.legal_seats()
    assert heal.value([10]) == {"heal": 10} and none.value() == {}
    # both: the victim at the first place, anyone but the witch at the second
    assert both.refusal is None and both.seats == 2
    assert [s for s, e in both.targets_at([]).items() if e is None] == [10]
    assert [s for s, e in both.targets_at([10]).items() if e is None] == poison.legal_seats()
    assert both.value([10, 1]) == {"heal": 10, "poison": 1}
    g.step("witch", both.value([10, 1]))
    g.step("seer", {"inquire": 2})
    g.end_phase()
    assert 10 in g.state.alive_seats() and 1 not in g.state.alive_seats()


def test_no_both_option_when_the_house_rule_forbids_it_or_a_potion_is_spent() -> None:
    """The house rule off (C5): no «both» option; the heal spent: «both» refused whole
    (no potion left for one of its places), poison alone still offered."""
    g = wolves_chose(10, {"ww_witch_both_potions_same_night": False})
    assert [o.name for o in options_for(g.state, "witch")] == ["heal", "poison", "none"]
    g = wolves_chose(10)
    g.step("witch", {"heal": 10})
    g.step("seer", {"inquire": 2})
    g.end_phase()
    assert g.state.phase == "day"
    g.end_phase()
    assert g.state.phase == "night"
    g.step("mafia", {"shot": 7})
    opts = {o.name: o for o in options_for(g.state, "witch")}
    assert opts["heal_poison"].refusal is not None
    assert opts["heal_poison"].refusal.code == "no_uses_left"
    assert opts["poison"].refusal is None


# --- linked_exit: cupid's lovers ------------------------------------------------------------
def test_cupid_is_required_on_night_1_and_not_available_later() -> None:
    g = game()
    g.step("mafia", {"shot": 10})
    with pytest.raises(IllegalAction) as exc:
        g.end_phase()
    assert exc.value.code == "missing_choice"
    g.step("cupid", {"lovers": [7, 2]})  # himself allowed (C13, WW12)
    g.end_phase()
    g.end_phase()
    assert "cupid" not in [s.key for s in legal_choices(g.state).steps]
    assert refused(g, "cupid", {"lovers": [3, 4]}).code == "not_available"


def test_lovers_are_two_different_living_players() -> None:
    g = game()
    err = refused(g, "cupid", {"lovers": [3, 3]})
    assert (err.code, err.facts["detail"]) == ("invalid_target", "two_different")
    assert refused(g, "cupid", {"lovers": [3]}).code == "bad_script"
    (opt,) = options_for(g.state, "cupid")  # no «none» on the first night: required
    assert opt.seats == 2 and opt.legal_seats() == list(range(1, 11))
    assert opt.value([3, 4]) == {"lovers": [3, 4]}


def test_a_voted_lover_takes_the_other_and_a_withdrawal_counts(tmp_path: Path) -> None:
    """7.6: any exit, by day too; a withdrawal is an exit (1.2, rules_spec 6.9 S10)."""
    assert case(tmp_path, HEAD + """
  - night: {cupid: {lovers: [3, 8]}, mafia: {shot: 10}}
  - day: {votes: {8: 5}, exit_votes: {8: 5}}
  - expect: {left: [3, 8], announce: ['left:3']}
  - night: {withdraw: [9], mafia: {}}
  - expect: {left: [9]}
""") == []


def test_a_heartbreak_takes_the_hunter_who_shoots(tmp_path: Path) -> None:
    """C11: heartbreak and the hunter's shot repeat until nothing changes."""
    assert case(tmp_path, HEAD + """
  - night: {cupid: {lovers: [6, 8]}, mafia: {shot: 8}, hunter: {shoot: 1}}
  - expect: {left: [1, 6, 8], winner: null}
""") == []


def test_a_mixed_couple_wins_as_the_last_two(tmp_path: Path) -> None:
    """7.9: a werewolf and a villager in love win alone as the last two (WW5, WW12)."""
    assert case(tmp_path, """
scenario: werewolf
title: t
rule: "club_scenarios 7.9"
seats: [werewolf, seer, protector, witch, hunter, cupid]
script:
  - night: {cupid: {lovers: [1, 2]}, mafia: {shot: 3}, witch: {poison: 6}}
  - expect: {left: [3, 6], winner: null}
  - day: {votes: {4: 3}, exit_votes: {4: 3}}
  - expect: {left: [4], winner: null}
  - night: {mafia: {shot: 5}, hunter: {shoot: 5}}
    rejected: invalid_target
  - night: {mafia: {shot: 5}}
    rejected: missing_choice
""") == []


def test_lovers_win_when_they_are_the_last_two() -> None:
    g = game(["werewolf", "seer", "protector", "witch", "hunter", "cupid"])
    g.step("cupid", {"lovers": [1, 2]})
    g.step("mafia", {"shot": 6})
    g.step("witch", {"poison": 3})
    g.end_phase()
    assert g.state.winner is None  # the wolf lover is not a free wolf: 0 >= 3 fails
    g.step("votes", {5: 3})
    g.step("exit_votes", {5: 3})
    g.step("hunter", {"shoot": 4})
    assert g.state.winner == "lovers" and g.state.winning_seats == [1, 2]


def test_a_same_side_couple_wins_with_its_side(tmp_path: Path) -> None:
    assert case(tmp_path, HEAD + """
  - night: {cupid: {lovers: [1, 2]}, mafia: {shot: 3}, witch: {poison: 1}}
  - expect: {left: [1, 2, 3], winner: city, winning_seats: [3, 4, 5, 6, 7, 8, 9, 10]}
""") == []


def test_wolves_win_at_parity(tmp_path: Path) -> None:
    """7.9: werewolves equal to the rest win (WW6)."""
    assert case(tmp_path, """
scenario: werewolf
title: t
rule: "club_scenarios 7.9"
seats: [werewolf, seer, protector, witch, hunter, cupid]
script:
  - night: {cupid: {lovers: [2, 3]}, mafia: {shot: 2}, witch: {poison: 6}}
  - expect: {left: [2, 3, 6], winner: null}
  - day: {votes: {4: 2}, exit_votes: {4: 2}}
  - expect: {left: [4], winner: mafia, winning_seats: [1]}
""") == []


# --- linked_exit: the one-way nightly link (bazpors' researcher, 3.6-3.7) ------------------
def test_the_one_way_link_parameters(one_way: str) -> None:
    prm = validate_params("linked_exit", {"chooser": "holder_nightly", "direction": "one_way",
                                          "exceptions": ["werewolf"], "self_link": False})
    assert isinstance(prm, LinkParams) and prm.exceptions == ["werewolf"]
    with pytest.raises(ValidationError):
        validate_params("linked_exit", {"chooser": "nightly"})
    g = game(sid=one_way)
    assert [o.name for o in options_for(g.state, "cupid")] == ["link", "none"]
    assert refused(g, "cupid", {"link": 7}).facts["detail"] == "self"
    assert refused(g, "cupid", {"lovers": [1, 2]}).code == "bad_script"
    g.step("cupid", {"link": 8})
    g.step("mafia", {"shot": 7})
    g.end_phase()  # no lovers needed; the holder's exit takes his link
    assert sorted(set(range(1, 11)) - set(g.state.alive_seats())) == [7, 8]


def test_the_link_takes_only_a_named_eligible_set() -> None:
    """``eligible`` may name one of ``named_sets`` (a house rule's value, e.g. Bazpors'
    ``bz_link_targets = nato_or_charlatan``, club_scenarios 3.10 C3)."""
    from narrator_app.engine.abilities.linked_exit import _takes

    g = game()
    prm = LinkParams.model_validate({
        "chooser": "holder_nightly", "direction": "one_way", "eligible": "seers_only",
        "named_sets": {"everyone": "any", "seers_only": ["seer"]}})
    assert [s for s in range(1, 11) if _takes(g.state, prm, s)] == [3]
    anyone = prm.model_copy(update={"eligible": "everyone"})
    assert [s for s in range(1, 11) if _takes(g.state, anyone, s)] == list(range(1, 11))


def test_the_link_never_takes_an_exception_and_keeps_the_last_link(one_way: str) -> None:
    g = game(sid=one_way)
    g.step("cupid", {"link": 9})
    g.step("mafia", {"shot": 10})
    g.end_phase()
    g.end_phase()
    g.step("mafia", {"shot": 7})  # no new link tonight: the last one (9) counts (3.10 C5)
    g.end_phase()
    assert sorted(set(range(1, 11)) - set(g.state.alive_seats())) == [7, 9, 10]
    g2 = game(sid=one_way)
    g2.step("cupid", {"link": 1})
    g2.step("mafia", {"shot": 7})
    g2.end_phase()
    assert 1 in g2.state.alive_seats()  # the boss never leaves by the link (3.6)


# --- revenge_on_exit: the hunter ----------------------------------------------------------
def test_revenge_parameters() -> None:
    prm = validate_params("revenge_on_exit", {"may_pass": True, "shoots_if_poisoned": False})
    assert isinstance(prm, RevengeParams) and prm.may_pass and not prm.shoots_if_poisoned
    with pytest.raises(ValidationError):
        validate_params("revenge_on_exit", {"when": "always"})


def test_the_hunter_shoots_only_when_he_leaves(tmp_path: Path) -> None:
    assert case(tmp_path, HEAD + """
  - night: {cupid: {lovers: [9, 10]}, mafia: {shot: 8}, hunter: {shoot: 1}}
    rejected: not_available
  - night: {cupid: {lovers: [9, 10]}, mafia: {shot: 6}, hunter: {shoot: 6}}
    rejected: invalid_target
  - night: {cupid: {lovers: [9, 10]}, mafia: {shot: 6}}
    rejected: missing_choice
  - night: {cupid: {lovers: [9, 10]}, mafia: {shot: 6}, witch: {poison: 1}, hunter: {shoot: 1}}
    rejected: invalid_target
  - night: {cupid: {lovers: [9, 10]}, mafia: {shot: 6}, witch: {poison: 6}, hunter: {shoot: 2}}
  - expect: {left: [2, 6], winner: null}
  - day: {hunter: {shoot: 3}}
    rejected: not_available
""") == []


def test_a_voted_hunter_shoots_by_day_and_must(tmp_path: Path) -> None:
    assert case(tmp_path, HEAD + """
  - night: {cupid: {lovers: [9, 10]}, mafia: {shot: 8}}
  - day: {votes: {6: 5}, exit_votes: {6: 5}}
    rejected: missing_choice
  - day: {votes: {6: 5}, exit_votes: {6: 5}, hunter: {shoot: 9}}
  - expect: {left: [6, 9, 10], announce: ['left:9', 'left:10']}
""") == []


def test_a_poisoned_hunter_by_house_rule_and_a_withdrawn_one() -> None:
    """C9 (WW9): under ``ww_hunter_shoots_if_poisoned = false`` a poisoned hunter has no
    shot; a withdrawal is never a shot (rules_spec 6.9 S10)."""
    g = game(rules={"ww_hunter_shoots_if_poisoned": False})
    g.step("cupid", {"lovers": [9, 10]})
    g.step("mafia", {"shot": 8})
    g.step("witch", {"poison": 6})
    assert refused(g, "hunter", {"shoot": 1}).code == "not_available"
    g.end_phase()
    assert 6 not in g.state.alive_seats()
    g2 = game()
    g2.step("cupid", {"lovers": [9, 10]})
    g2.step("withdraw", [6])
    g2.step("hunter", {"shoot": 1})  # he left the table: accepted, no effect (6.9 S10)
    g2.step("mafia", {"shot": 8})
    g2.end_phase()
    assert 1 in g2.state.alive_seats() and 6 not in g2.state.alive_seats()


def test_the_hunter_may_pass_by_house_rule() -> None:
    """C8: ``ww_hunter_may_pass`` (the variant "into the air", WW4)."""
    g = game(rules={"ww_hunter_may_pass": True})
    g.step("cupid", {"lovers": [9, 10]})
    g.step("mafia", {"shot": 6})
    g.end_phase()
    assert [s for s in range(1, 11) if s not in g.state.alive_seats()] == [6]


def test_a_werewolf_game_is_saved_reopened_and_exported(tmp_path: Path) -> None:
    """A game that opens with a night, with lovers, a poison and a hunter's day shot,
    survives the game file (journal) and the game script unchanged."""
    from narrator_app.engine.gamefile import open_game, save_game
    from narrator_app.engine.script import export_script, import_script

    g = game()
    g.step("cupid", {"lovers": [8, 9]})
    g.step("protector", {"protect": 4})
    g.step("mafia", {"shot": 10})
    g.step("witch", {"poison": 1})
    g.end_phase()
    g.step("votes", {6: 5})
    g.step("exit_votes", {6: 5})
    g.step("hunter", {"shoot": 8})
    assert sorted(set(range(1, 11)) - set(g.state.alive_seats())) == [1, 6, 8, 9, 10]
    g.end_phase()
    path = save_game(g, tmp_path / "ww.ravi")
    again = open_game(path)
    assert again.state.fingerprint() == g.state.fingerprint()
    script = export_script(g)
    assert list(script["script"][0]) == ["night"]  # the first entry is a night (7.12)
    assert import_script(script).state.fingerprint() == g.state.fingerprint()
