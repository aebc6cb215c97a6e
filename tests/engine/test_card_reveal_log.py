"""The identity-reveal card's line in the game's log names the role it revealed (Y101-2):
a narrator's trial (Godfather–Sherlock Holmes, s5_log) read «9 drew the identity reveal
card» and no role, while the narrator had told the table «9's role is Leon» (rules_spec
4.3: the exact role, to the whole table)."""

from __future__ import annotations

from narrator_app.engine import Game, Setup
from narrator_app.engine.scenario import load_scenario

REFERENCE = list(load_scenario("godfather_sherlock").roster.reference)
LEON = REFERENCE.index("leon") + 1


def _card_line(rules: dict, draw: dict) -> dict:
    g = Game.new(Setup("godfather_sherlock", tuple(f"P{i}" for i in range(1, 12)), rules))
    g.deal(REFERENCE)
    g.end_phase()
    g.end_phase()
    g.step("votes", {LEON: 6})
    g.step("exit_votes", {LEON: 6})
    g.step("card", draw)
    lines = [x for x in g.state.log if x.kind == "card"]
    assert len(lines) == 1 and lines[0].public
    return lines[0].data


def test_the_identity_reveal_line_names_the_role_revealed():
    assert _card_line({}, {"draw": "identity_reveal"}) == {
        "seat": LEON, "card": "identity_reveal", "role": "leon"}


def test_no_role_where_the_card_reveals_none():
    assert "role" not in _card_line({}, {"draw": "handcuffs", "handcuff": 1})
    # the table's own card texts: the narrator applies them, nothing is revealed by the app
    assert "role" not in _card_line({"card_effects_source": "custom_text"},
                                    {"draw": "identity_reveal"})
