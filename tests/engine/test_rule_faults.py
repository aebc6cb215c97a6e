"""The rules issue 13 lists as wrong, each written as a game script and replayed.

Every script below is a rule case in the game-script notation (game-script.md), run by the
same :func:`run_case` as the public cases; each one failed on the engine before the fix.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from narrator_app.engine import Game, Setup
from narrator_app.engine.choices import legal_choices
from narrator_app.engine.script import run_case

GF = [
    "godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane", "constantine",
    "plain_citizen", "plain_citizen", "plain_citizen",
]
NOS = "{nostradamus: {pick: [8, 9, 10], side: city}}"
MN = (
    "[godfather, joker, dr_lecter, simple_mafia, pickpocket, mayor, die_hard, leon, detective,"
    " psychiatrist, doctor, plain_citizen]"
)
ZD = (
    "[al_capone, bomber, magician, guard, ocean, gunner, leon, detective, doctor,"
    " plain_citizen, plain_citizen, zodiac]"
)

CASES = {
    # 4.3; 6.9 S6
    "handcuffed_sherlock_does_not_swap": f"""
scenario: godfather_sherlock
seats: {GF + ["sherlock_holmes"]}
script:
  - intro_day: {{}}
  - intro_night: {{}}
  - day: {{votes: {{8: 6}}, exit_votes: {{8: 6}}, card: {{draw: handcuffs, handcuff: 11}}}}
  - night: {{sherlock_holmes: {{guess: {{seat: 5, role: leon}}}}}}
  - expect: {{left: [], roles: {{11: sherlock_holmes, 5: leon}}}}
""",
    # 6.9 S6: the handcuffed Jack's curse is void; the earlier curse stays the active one
    "handcuffed_jack_curse_is_void": f"""
scenario: godfather_jack_sparrow
seats: {GF + ["jack_sparrow"]}
script:
  - intro_day: {{}}
  - intro_night: {{jack_sparrow: {{curse: 8}}}}
  - day: {{votes: {{9: 6}}, exit_votes: {{9: 6}}, card: {{draw: handcuffs, handcuff: 11}}}}
  - night: {{jack_sparrow: {{curse: 10}}, mafia: {{shot: 8}}}}
  - expect: {{left: [8, 11], trackers: {{11: {{curse: 8}}}}}}
""",
    # S2:L49; 6.9 S1: a robbed Mayor signals for nothing; the exit vote still decides
    "robbed_mayor_has_no_effect": f"""
scenario: mafia_nights
house_rules: {{cards_enabled: false}}
seats: {MN}
script:
  - intro_night: {{}}
  - day: {{}}
  - night: {{pickpocket: {{steal: 6}}}}
  - day: {{votes: {{2: 7, 12: 7}}, mayor: {{eliminate: 2}}, exit_votes: {{2: 3, 12: 5}}}}
  - expect: {{left: [12], announce: [], trackers: {{6: {{used: false}}}}}}
""",
    # S2:L123: a blank whose holder leaves at night is lost, it does not come back
    "lost_blank_does_not_return": f"""
scenario: zodiac
seats: {ZD}
script:
  - intro_day: {{}}
  - intro_night: {{}}
  - day: {{}}
  - night: {{mafia: {{shot: 10}}, gunner: {{give: {{10: blank}}}}}}
  - expect: {{left: [10], trackers: {{6: {{blank: 1}}}}}}
  - day: {{}}
  - expect: {{trackers: {{6: {{blank: 1}}}}}}
""",
    # 1.6, 3.1.1; 6.9 S9: fewer mafia than the cap is legal
    "fifteen_with_three_named_mafia": f"""
scenario: godfather_nostradamus
seats: {GF + ["plain_citizen"] * 4 + ["nostradamus"]}
script:
  - intro_day: {{}}
  - expect: {{alive: {list(range(1, 16))}}}
""",
    # 6.9 S9: Leon's mafia_count bullets count the mafia dealt
    "leon_bullets_count_the_mafia_dealt": """
scenario: mafia_nights
seats: [godfather, joker, dr_lecter, pickpocket, mayor, die_hard, leon, detective,
        psychiatrist, doctor, plain_citizen, plain_citizen, plain_citizen]
script:
  - intro_night: {}
  - expect: {trackers: {7: {bullets: 3}}}
""",
    # 6.9 S3: Dr Lecter woke before the theft; his save that night stands
    "lecter_save_before_the_theft_stands": f"""
scenario: mafia_nights
seats: {MN}
script:
  - intro_night: {{}}
  - day: {{}}
  - night: {{dr_lecter: {{save: 1}}, pickpocket: {{steal: 3}}, leon: {{shoot: 1}}}}
  - expect: {{left: []}}
""",
    # 6.9 S4, A40: Kane's mark on Jack who leaves by his curse link refunds the coupon
    "kane_mark_on_jack_leaving_by_curse_link_refunds": f"""
scenario: godfather_jack_sparrow
seats: {GF + ["jack_sparrow"]}
script:
  - intro_day: {{}}
  - intro_night: {{jack_sparrow: {{curse: 8}}}}
  - day: {{}}
  - night: {{jack_sparrow: {{curse: 9}}, mafia: {{shot: 9}}, citizen_kane: {{inquire: 11}}}}
  - expect: {{left: [9, 11], trackers: {{6: {{coupons: 1}}}}}}
""",
    # 6.9 S5, A33: Saul's own exit never opens his purchase (voted out, then revived)
    "sauls_own_exit_does_not_open_the_purchase": f"""
scenario: godfather_nostradamus
house_rules: {{cards_enabled: false}}
seats: {GF + ["nostradamus"]}
script:
  - intro_day: {{}}
  - intro_night: {NOS}
  - day: {{votes: {{2: 6}}, exit_votes: {{2: 6}}}}
  - expect: {{half_dead: [2]}}
  - night: {{constantine: {{revive: 2}}}}
  - expect: {{alive: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]}}
  - day: {{}}
  - night: {{mafia: {{buy: 8}}}}
    rejected: not_available
""",
    # 6.9 S5: with saul_trigger_counts_half_dead = false, a half-dead teammate counts once
    # he is out for good (Constantine gone)
    "half_dead_teammate_counts_once_out_for_good": f"""
scenario: godfather_nostradamus
house_rules: {{cards_enabled: false, saul_trigger_counts_half_dead: false}}
seats: {GF + ["nostradamus"]}
script:
  - intro_day: {{}}
  - intro_night: {NOS}
  - day: {{votes: {{3: 6}}, exit_votes: {{3: 6}}}}
  - night: {{mafia: {{shot: 7}}}}
  - expect: {{left: [7], half_dead: []}}
  - day: {{}}
  - night: {{mafia: {{buy: 8}}}}
  - expect: {{announce: [purchase], roles: {{8: simple_mafia}}}}
""",
    # A59: with the first guess on the intro night, the swap victim leaves at dawn
    "intro_night_swap_victim_leaves": f"""
scenario: godfather_sherlock
house_rules: {{sherlock_first_guess_night: 0}}
seats: {GF + ["sherlock_holmes"]}
script:
  - intro_day: {{}}
  - intro_night: {{sherlock_holmes: {{guess: {{seat: 5, role: leon}}}}}}
  - expect: {{left: [5], announce: ['sherlock_left:5'], roles: {{11: leon}}}}
""",
    # A91; S0:L11: Leon who shoots a citizen leaves even when night deaths void actions
    "leon_backfire_under_night_death_voids_action": f"""
scenario: godfather_nostradamus
house_rules: {{night_death_voids_action: true}}
seats: {GF + ["nostradamus"]}
script:
  - intro_day: {{}}
  - intro_night: {NOS}
  - day: {{}}
  - night: {{leon: {{shoot: 8}}}}
  - expect: {{left: [5], trackers: {{5: {{bullets: 1}}}}}}
""",
    # A91 in Mafia Nights: the detective shot tonight gets no answer
    "night_death_voids_action_in_mafia_nights": f"""
scenario: mafia_nights
house_rules: {{night_death_voids_action: true}}
seats: {MN}
script:
  - intro_night: {{}}
  - day: {{}}
  - night: {{mafia: {{shot: 9}}, detective: {{inquire: 2}}}}
  - expect: {{left: [9], private: {{detective: null}}}}
""",
    # A18 in Mafia Nights: leon_vest = true gives Leon his vest
    "leon_vest_in_mafia_nights": f"""
scenario: mafia_nights
house_rules: {{leon_vest: true}}
seats: {MN}
script:
  - intro_night: {{}}
  - day: {{}}
  - night: {{mafia: {{shot: 8}}}}
  - expect: {{left: [], trackers: {{8: {{vest: false}}}}}}
""",
    # A70: the die-hard's armor is spent by a saved shot under the house rule
    "die_hard_armor_consumed_when_saved": f"""
scenario: mafia_nights
house_rules: {{die_hard_armor_consumed_when_saved: true}}
seats: {MN}
script:
  - intro_night: {{}}
  - day: {{}}
  - night: {{mafia: {{shot: 7}}, doctor: {{save: 7}}}}
  - expect: {{left: [], trackers: {{7: {{armor: false}}}}}}
""",
    # A31 in Zodiac: the magician's block spends Leon's bullet under the house rule
    "magician_block_consumes_the_bullet": f"""
scenario: zodiac
house_rules: {{blocked_consumes_resource: true}}
seats: {ZD}
script:
  - intro_day: {{}}
  - intro_night: {{}}
  - day: {{}}
  - night: {{magician: {{block: 7}}, leon: {{shoot: 1}}}}
  - expect: {{left: [], trackers: {{7: {{bullets: 2}}}}}}
""",
    # 6.9 S10 by day: the threshold is counted after the withdrawal; Jack's link holds
    "withdraw_by_day_takes_the_cursed_jack": f"""
scenario: godfather_jack_sparrow
seats: {GF + ["jack_sparrow"]}
script:
  - intro_day: {{}}
  - intro_night: {{jack_sparrow: {{curse: 8}}}}
  - day: {{withdraw: [8]}}
  - expect: {{left: [8, 11], half_dead: [], announce: ['withdrew:8', jack_left]}}
""",
    # 6.9 S10: a withdrawn teammate opens Saul's purchase
    "withdrawn_teammate_opens_the_purchase": f"""
scenario: godfather_nostradamus
seats: {GF + ["nostradamus"]}
script:
  - intro_day: {{withdraw: [3]}}
  - expect: {{left: [3], announce: ['withdrew:3']}}
  - intro_night: {NOS}
  - day: {{}}
  - night: {{mafia: {{buy: 8}}}}
  - expect: {{announce: [purchase]}}
""",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_rule_fault(name: str, tmp_path: Path) -> None:
    data = yaml.safe_load(CASES[name])
    data["title"] = name
    path = tmp_path / f"{name}.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    result = run_case(path)
    assert result.passed, "\n".join(result.failures)


def test_sherlock_is_called_on_the_intro_night_when_he_guesses_then() -> None:
    """``sherlock_first_guess_night = 0``: the checklist calls Sherlock on the intro night."""
    for rule, called in ((0, True), (1, False)):
        g = Game(
            Setup("godfather_sherlock", tuple("abcdefghijk"), {"sherlock_first_guess_night": rule})
        )
        g.deal(GF + ["sherlock_holmes"])
        g.end_phase()  # the intro day
        keys = [s.key for s in legal_choices(g.state).steps]
        assert ("sherlock_holmes" in keys) is called, keys


def test_jack_after_the_mafia_in_the_checklist() -> None:
    """``jack_wake_position = after_mafia`` (A52): the night's steps call Jack after the mafia."""
    g = Game(Setup("godfather_jack_sparrow", tuple("abcdefghijk"),
                   {"jack_wake_position": "after_mafia"}))
    g.deal(GF + ["jack_sparrow"])
    g.end_phase()
    g.step("jack_sparrow", {"curse": 8})
    g.end_phase()
    g.end_phase()  # day 1
    keys = [s.key for s in legal_choices(g.state).steps]
    # after the whole mafia wake, the Matador's «during mafia wake» too (CF48-25; this line
    # had him right after the team's step)
    assert keys.index("jack_sparrow") == keys.index("matador") + 1, keys
    assert keys.index("mafia") < keys.index("matador"), keys


def test_sherlock_is_told_right_or_wrong(tmp_path: Path) -> None:
    """6.9 S7: after his guess the narrator signals right or wrong (a private signal)."""
    text = f"""
scenario: godfather_sherlock
seats: {GF + ["sherlock_holmes"]}
script:
  - intro_day: {{}}
  - intro_night: {{}}
  - day: {{}}
  - night: {{sherlock_holmes: {{guess: {{seat: 5, role: matador}}}}}}
  - expect: {{left: [], private: {{sherlock_guess: wrong}}}}
  - day: {{}}
  - night: {{sherlock_holmes: {{guess: {{seat: 5, role: leon}}}}}}
  - expect: {{left: [5], private: {{sherlock_guess: right}}}}
"""
    path = tmp_path / "s7.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_case(path)
    assert result.passed, "\n".join(result.failures)


WITHDRAW_CASES = {
    # 6.10 S11 (replacing 6.9 S10's clause on Kane): a mark on a player who left the table
    # earlier in the entry is refused, and the coupon is not spent
    "kane_mark_on_a_withdrawn_player_is_refused": f"""
scenario: godfather_nostradamus
seats: {GF + ["nostradamus"]}
script:
  - intro_day: {{}}
  - intro_night: {NOS}
  - day: {{}}
  - night: {{withdraw: [1], citizen_kane: {{inquire: 1}}}}
    rejected: invalid_target
  - night: {{withdraw: [1]}}
  - expect: {{left: [1], announce: ['withdrew:1'], trackers: {{6: {{coupons: 1}}}}}}
""",
    # 6.9 S10: his choices later in that phase have no effect
    "a_withdrawn_leon_shoots_nobody": f"""
scenario: godfather_nostradamus
seats: {GF + ["nostradamus"]}
script:
  - intro_day: {{}}
  - intro_night: {NOS}
  - day: {{}}
  - night: {{withdraw: [5], leon: {{shoot: 1}}, mafia: {{shot: 8}}}}
  - expect: {{left: [5, 8], announce: ['withdrew:5', 'left:8'], trackers: {{5: {{bullets: 2}}}}}}
""",
    # 6.9 S10: the win check runs right after; the entry's later steps are game_over
    "a_withdrawal_that_ends_the_game": """
scenario: classic
seats: [godfather, simple_mafia, doctor, detective, plain_citizen, plain_citizen]
script:
  - intro_night: {}
  - day: {}
  - night: {withdraw: [1, 2], mafia: {shot: 5}}
    rejected: game_over
  - night: {withdraw: [1, 2]}
  - expect: {left: [1, 2], winner: city, announce: ['withdrew:1', 'withdrew:2']}
""",
}


@pytest.mark.parametrize("name", sorted(WITHDRAW_CASES))
def test_withdraw(name: str, tmp_path: Path) -> None:
    path = tmp_path / f"{name}.yaml"
    path.write_text(WITHDRAW_CASES[name], encoding="utf-8")
    result = run_case(path)
    assert result.passed, "\n".join(result.failures)


def test_export_writes_withdraw_first() -> None:
    """A withdrawal recorded after other steps is exported first in its entry (6.9 S10)."""
    from narrator_app.engine.script import export_script, import_script

    g = Game(Setup("classic", tuple("abcdefg")))
    g.deal(["godfather", "simple_mafia", "doctor", "detective", "plain_citizen",
            "plain_citizen", "plain_citizen"])
    g.end_phase()
    g.end_phase()
    g.step("mafia", {"shot": 5})
    g.step("withdraw", [6])
    g.end_phase()
    night = export_script(g)["script"][-1]["night"]
    assert list(night) == ["withdraw", "mafia"]
    again = import_script(export_script(g))
    assert again.state.fingerprint() == g.state.fingerprint()


def test_export_drops_a_step_made_moot_by_the_winner() -> None:
    """Votes recorded before a withdrawal that ends the game are moot (decisions S12): the
    exported script leaves them out, so it imports again."""
    from narrator_app.engine.script import export_script, import_script

    g = Game(Setup("classic", tuple("abcdef")))
    g.deal(["godfather", "simple_mafia", "doctor", "detective", "plain_citizen",
            "plain_citizen"])
    g.end_phase()
    g.step("votes", {5: 2})
    g.step("withdraw", [1, 2])
    assert g.state.winner == "city"
    day = export_script(g)["script"][-1]["day"]
    assert day == {"withdraw": [1, 2]}
    assert import_script(export_script(g)).state.fingerprint() == g.state.fingerprint()
