"""Only what a scenario has is offered; every scenario's night shows its tokens (issue 13)."""

from __future__ import annotations

from narrator_app.engine import Game, Setup
from narrator_app.engine.choices import legal_choices, options_for, tokens_tonight
from narrator_app.engine.tokens import token_text

MN = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor", "die_hard",
      "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]
ZD = ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon", "detective",
      "doctor", "plain_citizen", "plain_citizen", "zodiac"]
GF = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
      "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]


def _night_one(scenario: str, seats: list[str], rules=None) -> Game:
    g = Game(Setup(scenario, tuple(f"P{i}" for i in range(1, len(seats) + 1)), rules or {}))
    g.deal(seats)
    while g.state.phase != "night":
        if g.state.phase == "intro_night" and "nostradamus" in seats:
            g.step("nostradamus", {"pick": [8, 9, 10], "side": "city"})
        g.end_phase()
    return g


def test_the_mafia_step_offers_only_the_scenarios_actions() -> None:
    for scenario, seats, want in (
        ("mafia_nights", MN, ["shot", "none"]),
        ("zodiac", ZD, ["shot", "none"]),
        ("classic", MN[:1] + ["simple_mafia", "doctor", "detective"] + ["plain_citizen"] * 4,
         ["shot", "none"]),
        ("godfather_nostradamus", GF, ["shot", "sixth_sense", "buy", "none"]),
    ):
        g = _night_one(scenario, seats)
        opts = options_for(g.state, "mafia")
        assert [o.name for o in opts] == want, scenario
        shot = opts[0]
        assert shot.refusal is None and shot.legal_seats(), scenario


def test_every_scenario_shows_tonights_tokens() -> None:
    g = _night_one("mafia_nights", MN)
    g.step("mafia", {"shot": 9})
    g.step("doctor", {"save": 9})
    g.step("detective", {"inquire": 1})
    g.step("joker", {"flip": 1})
    g.step("psychiatrist", {"silence": 12})
    g.step("pickpocket", {"steal": 6})
    t = tokens_tonight(g.state)
    assert set(t[9]) == {"shot", "saved"} and set(t[1]) == {"inquired", "flipped"}
    assert t[12] == ["silenced"] and t[6] == ["stolen"]
    z = _night_one("zodiac", ZD)
    z.step("magician", {"block": 8})
    z.step("bomber", {"plant": 10, "code": 3})
    z.step("doctor", {"save": 11})
    z.step("gunner", {"give": {11: "blank", 10: "war"}})
    z.step("zodiac", {"shoot": 4})
    t = tokens_tonight(z.state)
    # each gun with its type: two holders of one word could not be told apart (a trial)
    assert t[8] == ["blocked"] and set(t[10]) == {"bomb", "gun_war"}
    assert set(t[11]) == {"saved", "gun_blank"} and t[4] == ["zodiac"]
    assert [token_text(t, "fa") for t in ("gun_war", "gun_blank")] == [
        "تفنگ جنگی", "تفنگ مشقی"]


def test_a_step_with_no_legal_target_says_so() -> None:
    g = _night_one("godfather_nostradamus", GF)
    steps = [s.key for s in legal_choices(g.state).steps]
    assert "constantine" in steps
    revive = options_for(g.state, "constantine")
    assert [o.name for o in revive] == ["revive", "none"]
    assert revive[0].refusal is not None
    assert (revive[0].refusal.code, revive[0].refusal.facts["detail"]) == (
        "not_available", "no_target_revive")


def test_withdraw_options_by_night_and_day() -> None:
    """Any player still at the table may leave it (6.9 S10); the value is the seat list."""
    g = _night_one("mafia_nights", MN)
    opt = options_for(g.state, "withdraw")[0]
    assert opt.legal_seats() == list(range(1, 13))
    g.step("withdraw", opt.value([3, 1]))
    assert g.state.choices["withdraw"] == [1, 3]
    again = options_for(g.state, "withdraw")[0]
    assert again.legal_seats() == list(range(1, 13))  # a step chosen again replaces it
    g.end_phase()
    day = options_for(g.state, "withdraw")[0]
    assert 1 not in day.legal_seats() and 2 in day.legal_seats()


def test_house_rules_of_roles_a_scenario_lacks_are_not_offered() -> None:
    """classic has no Leon, Mayor, joker or blocker: their house rules are not its own
    (an option a scenario lacks never appears); Zodiac's magician keeps the block rules."""
    import pytest

    from narrator_app.engine import IllegalAction, load_scenario

    classic = load_scenario("classic").default_house_rules()
    for key in ("leon_vest", "leon_bullets", "mayor_requires_two_defenders",
                "joker_vs_godfather", "blocked_consumes_resource", "pickpocket_effect"):
        assert key not in classic, key
    assert classic["cards_enabled"] is False and "doctor_consecutive_same_target" in classic
    assert "blocked_consumes_resource" in load_scenario("zodiac").default_house_rules()
    assert "blocked_consumes_resource" not in load_scenario("mafia_nights").default_house_rules()
    # a saved game holds its complete house rules: a key of the family still opens
    Game(Setup("mafia_nights", tuple("abcdefghijkl"), {"blocked_consumes_resource": False}))
    with pytest.raises(IllegalAction) as exc:
        Game(Setup("classic", tuple("abcdefg"), {"sixth_sense_limit": "once"}))
    assert exc.value.code == "bad_script"
