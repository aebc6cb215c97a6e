"""Tonight's mine as the miner's tracker says it before End night (Y101-1): a narrator's
trial (Namayande, Night 1, English, s1_n1g) saw «Mine: none · Mine laid: used» from the
miner's step on seat 3 until the night ended. The mine lies from tonight (the team's shot
fires it the same night, club_scenarios 4.7 step 6); the card holds it from End night, and
under ``lasts = that_night`` (4.10 C12) not after the night at all."""

from __future__ import annotations

from narrator_app.engine import Game, Setup, mine_laid_tonight

NAMAYANDE_10 = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer",
                "plain_citizen", "plain_citizen"]
MINER = 6


def _night_one(rules: dict | None = None) -> Game:
    g = Game.new(Setup("namayande", tuple(f"P{i}" for i in range(1, 11)), rules or {}))
    g.deal(NAMAYANDE_10)
    g.end_phase()
    g.end_phase()
    g.step("election", [9, 10])
    g.end_phase()
    g.step("hacker", {})
    g.step("mafia", {"shot": 8})
    return g


def test_the_mine_laid_tonight_lies_on_its_seat_until_it_fires():
    g = _night_one()
    assert mine_laid_tonight(g.state, MINER) is None  # not chosen yet
    g.step("miner", {"mine": 3})
    assert mine_laid_tonight(g.state, MINER) == (3, True)
    assert mine_laid_tonight(g.state, 1) is None  # another card
    for key in ("guide", "doctor", "bodyguard", "lawyer"):
        g.step(key, {})
    g.end_phase()
    assert g.state.player(MINER).card.counters["mine"] == 3
    assert mine_laid_tonight(g.state, MINER) is None  # the card holds it now


def test_a_mine_of_that_night_only_is_gone_at_dawn():
    g = _night_one({"nm_mine_duration": "that_night"})
    g.step("miner", {"mine": 3})
    assert mine_laid_tonight(g.state, MINER) == (3, False)
    for key in ("guide", "doctor", "bodyguard", "lawyer"):
        g.step(key, {})
    g.end_phase()
    assert g.state.player(MINER).card.counters["mine"] is None


def test_no_mine_chosen_says_nothing():
    g = _night_one()
    g.step("miner", {})
    assert mine_laid_tonight(g.state, MINER) is None
