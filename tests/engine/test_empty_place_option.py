"""An option with two places is refused whole when one place can take no seat (CF45-20): the
witch's «heal and poison» stayed open once her poison was spent (a narrator's trial), and
every seat was then refused «her ability is spent»; it is refused like «poison» itself."""

from __future__ import annotations

from narrator_app.engine import legal_choices
from narrator_app.engine.script import import_script

SEATS = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid", "villager",
         "villager", "villager"]


def _witch_options(night_one: dict) -> dict:
    g = import_script({"scenario": "werewolf", "seats": SEATS, "script": [
        {"night": night_one}, {"day": {}}]})
    ch = legal_choices(g.state)
    while ch.current is not None and ch.current.key != "witch":
        g.step(ch.current.key, {"shot": 4} if ch.current.key == "mafia" else {})
        ch = legal_choices(g.state)
    assert ch.current is not None
    return {o.name: o.refusal for o in ch.current.options}


def test_heal_and_poison_closes_with_the_poison() -> None:
    opts = _witch_options({"cupid": {"lovers": [9, 10]}, "mafia": {"shot": 8},
                           "witch": {"poison": 3}})
    assert opts["heal"] is None
    assert opts["poison"] is not None and opts["poison"].code == "no_uses_left"
    assert opts["heal_poison"] is not None and opts["heal_poison"].code == "no_uses_left"


def test_heal_and_poison_closes_with_the_heal() -> None:
    opts = _witch_options({"cupid": {"lovers": [9, 10]}, "mafia": {"shot": 8},
                           "witch": {"heal": 8}})
    assert opts["poison"] is None
    assert opts["heal_poison"] is not None and opts["heal_poison"].code == "no_uses_left"


def test_both_open_while_she_has_both() -> None:
    opts = _witch_options({"cupid": {"lovers": [9, 10]}, "mafia": {"shot": 8}})
    assert opts["heal"] is None and opts["poison"] is None and opts["heal_poison"] is None
