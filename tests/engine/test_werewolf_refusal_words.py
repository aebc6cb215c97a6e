"""Werewolf's refusals say their reason (trial 107, SC107-5): the witch's heal on someone
other than tonight's victim said only «صندلی ۹ (حسن) هدف مجاز این انتخاب نیست.». Each
refusal of the witch's potions, Cupid's pair and the hunter's shot is played in a real game
and its sentence (:func:`messages.refusal_text`) read in both languages: the reason, the seat
and the role from the file, never the generic sentence of its code."""

from __future__ import annotations

from typing import Any

import pytest

from narrator_app.engine import Game, IllegalAction, Setup
from narrator_app.messages import REFUSALS, refusal_text

TEN = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid", "villager",
       "villager", "villager"]
NAMES = ("Reza", "Sara", "Ali", "Zahra", "Maryam", "Amir", "Negar", "Hamed", "Hasan", "Mina")


def night_one(rules: dict[str, Any] | None = None) -> Game:
    """Night 1 of a ten-seat Werewolf game: the lovers 8 and 9, the wolves' victim 10."""
    g = Game(Setup("werewolf", NAMES, rules) if rules is not None else Setup("werewolf", NAMES))
    g.deal(list(TEN))
    g.step("cupid", {"lovers": [8, 9]})
    g.step("mafia", {"shot": 10})
    return g


def words(g: Game, key: str, value: Any) -> tuple[IllegalAction, str, str]:
    with pytest.raises(IllegalAction) as exc:
        g.step(key, value)
    err = exc.value
    fa, en = (refusal_text(err, g.state.scenario, NAMES, lang) for lang in ("fa", "en"))
    detail = err.facts.get("detail")
    for lang in ("fa", "en"):  # its own sentence, not its code's
        assert f"{err.code}/{detail}" in REFUSALS[lang]
    return err, fa, en


def test_a_heal_on_another_than_tonight_s_victim_says_why() -> None:
    err, fa, en = words(night_one(), "witch", {"heal": 9})
    assert (err.code, err.facts["detail"]) == ("invalid_target", "not_the_victim")
    assert fa == ("معجون درمان فقط روی قربانی امشب کار می‌کند و صندلی ۹ (\u2068Hasan\u2069) "
                  "قربانی امشب نیست.")
    assert en == ("The healing potion works only on tonight's victim, and Seat 9 "
                  "(\u2068Hasan\u2069) is not tonight's victim.")
    assert "هدف مجاز این انتخاب نیست" not in fa and "legal target here" not in en


def test_spent_potions_say_which_one() -> None:
    g = night_one()
    g.step("witch", {"heal": 10, "poison": 1})
    g.end_phase()
    g.end_phase()  # Day 2, nobody leaves
    g.step("mafia", {"shot": 8})
    _, fa, en = words(g, "witch", {"heal": 8})
    assert (fa, en) == ("جادوگر معجون درمانش را پیش‌تر به کار برده است.",
                        "Witch has already used the healing potion.")
    _, fa, en = words(g, "witch", {"poison": 2})
    assert (fa, en) == ("جادوگر زهرش را پیش‌تر به کار برده است.",
                        "Witch has already used the poison.")


def test_both_potions_under_the_house_rule_say_the_rule() -> None:
    g = night_one({"ww_witch_both_potions_same_night": False})
    err, fa, en = words(g, "witch", {"heal": 10, "poison": 1})
    assert (err.code, err.facts["detail"]) == ("bad_count", "both_potions")
    assert fa == "در این بازی جادوگر در یک شب فقط یکی از دو معجون را به کار می‌برد (قانون میز)."
    assert en == "In this game Witch uses only one of the two potions a night (a house rule)."


def test_cupid_s_pair_and_the_hunter_s_shot_say_why() -> None:
    g = Game(Setup("werewolf", NAMES))
    g.deal(list(TEN))
    _, fa, en = words(g, "cupid", {"lovers": [8, 8]})
    assert fa == ("کوپید باید دو بازیکن متفاوت را نشان دهد؛ صندلی ۸ (\u2068Hamed\u2069) دو "
                  "بار انتخاب شده است.")
    assert en == ("Cupid must point at two different players; Seat 8 (\u2068Hamed\u2069) is "
                  "chosen twice.")
    g.step("cupid", {"lovers": [8, 9]})
    g.step("mafia", {"shot": 10})
    _, fa, en = words(g, "hunter", {"shoot": 1})  # the hunter is not leaving tonight
    assert (fa, en) == ("شکارچی فقط وقتی از بازی بیرون می‌رود شلیک می‌کند.",
                        "Hunter shoots only when he leaves the game.")
    g.end_phase()
    g.end_phase()  # Night 2: the lovers are chosen once
    _, fa, en = words(g, "cupid", {"lovers": [2, 3]})
    assert (fa, en) == ("کوپید عاشق‌ها را یک بار انتخاب کرده است و دیگر بیدار نمی‌شود.",
                        "Cupid has already chosen the lovers and is not called again.")
