"""House rules and their values in words (the New game dialog's table of the rules and the
house-rules screen say them alike): a module of its own, so that the New game dialog reads
them without loading the house-rules screen (its widgets and Qt's print support) before it
opens (issue 25: the New game dialog's first build).

The texts are in the ``HouseRules`` translation context, as on the house-rules screen.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from narrator_app.messages import digits

translate = QCoreApplication.translate


def rule_label(key: str) -> str:
    """A short name for a house rule (the key itself when none is written yet)."""
    return {
        "defense_threshold_rule": translate("HouseRules", "Votes needed to reach the defense"),
        "vote_base": translate("HouseRules", "Players counted for the quorum"),
        "single_defender_exit_rule": translate("HouseRules", "A single defender leaves when"),
        "exit_vote_eyes": translate("HouseRules", "Eyes during the exit vote"),
        "exit_votes_per_voter": translate("HouseRules", "Exit votes per voter"),
        "defenders_can_vote": translate("HouseRules", "Defenders may vote in the exit vote"),
        "self_vote_allowed": translate("HouseRules", "A player may vote for himself"),
        "tie_resolution": translate("HouseRules", "A tie in the exit vote"),
        "lottery_loser_draws": translate("HouseRules", "The lottery loser draws a card"),
        "challenge_seconds": translate("HouseRules", "Challenge time (seconds)"),
        "challenges_per_turn": translate("HouseRules", "Challenges per speaking turn"),
        "intro_day_challenge": translate("HouseRules", "Challenges on the intro day"),
        "timer_intro_seconds": translate("HouseRules", "Intro day turn (seconds)"),
        "timer_turn_seconds": translate("HouseRules", "Day turn (seconds)"),
        "timer_defense_seconds": translate("HouseRules", "Defense (seconds)"),
        "reveal_role_on_death": translate("HouseRules", "Reveal the role of who leaves"),
        "intro_night_wake_city_roles": translate(
            "HouseRules", "Wake city roles on the intro night"
        ),
        "wake_disabled_roles_as_dummy": translate("HouseRules", "Call disabled roles anyway"),
        "leon_bullets": translate("HouseRules", "Leon's bullets"),
        "leon_vest": translate("HouseRules", "Leon has a vest"),
        "leon_backfire_target_harmed": translate(
            "HouseRules", "Leon's wrong shot also hits the target"
        ),
        "leon_backfire_saveable": translate("HouseRules", "The doctor can save a backfiring Leon"),
        "leon_vs_independent": translate("HouseRules", "Leon shoots the independent"),
        "save_blocks_leon": translate("HouseRules", "The doctor's save stops Leon's shot"),
        "doctor_consecutive_same_target": translate(
            "HouseRules", "Doctor saves the same player two nights running"
        ),
        "vest_consumed_when_saved": translate(
            "HouseRules", "The Godfather's vest is spent when saved"
        ),
        "sixth_sense_limit": translate("HouseRules", "Sixth sense"),
        "sixth_sense_announce_role": translate("HouseRules", "Announce the slaughtered role"),
        "sixth_sense_overrides_immortality": translate(
            "HouseRules", "Sixth sense beats Sherlock's immortality"
        ),
        "matador_scope": translate("HouseRules", "Who the Matador may block"),
        "matador_duration": translate("HouseRules", "How long the Matador's block lasts"),
        "blocked_consumes_resource": translate("HouseRules", "A blocked role spends its resource"),
        "blocked_shown_x": translate("HouseRules", "Show the blocked player the X sign"),
        "saul_trigger_counts_half_dead": translate(
            "HouseRules", "A half-dead mafia opens Saul's purchase"
        ),
        "purchase_announcement": translate("HouseRules", "Announcing the purchase"),
        "kane_reveal_content": translate("HouseRules", "What Kane's reveal says"),
        "kane_target_exits": translate("HouseRules", "Kane's mafia target leaves"),
        "kane_godfather_result": translate("HouseRules", "The Godfather for Kane"),
        "kane_refund_scope": translate("HouseRules", "Kane gets his coupon back when"),
        "constantine_pool": translate("HouseRules", "Who Constantine may bring back"),
        "nostradamus_forced_threshold": translate(
            "HouseRules", "Mafia seen that force Nostradamus's side"
        ),
        "nostradamus_in_parity": translate("HouseRules", "Nostradamus in the side counts"),
        "nostradamus_must_survive": translate("HouseRules", "Nostradamus must be alive to win"),
        "jack_wake_position": translate("HouseRules", "When Jack wakes"),
        "jack_curse_after_reveal": translate("HouseRules", "Jack's curse after his reveal"),
        "sherlock_immortal_nights": translate("HouseRules", "Sherlock's immortal nights"),
        "sherlock_first_guess_night": translate("HouseRules", "Sherlock's first guess night"),
        "sherlock_in_parity": translate("HouseRules", "Sherlock in the side counts"),
        "chaos_no_handshake": translate("HouseRules", "Chaos without a handshake"),
        "mafia_may_shoot_teammate": translate("HouseRules", "The mafia may shoot a teammate"),
        "ratio_enforcement": translate("HouseRules", "The one-third rule"),
        "night_death_voids_action": translate(
            "HouseRules", "A player who dies at night loses his action"
        ),
        "joker_vs_godfather": translate("HouseRules", "The Joker on the Godfather"),
        "status_inquiry_format": translate("HouseRules", "Status inquiry answer"),
        "die_hard_armor_consumed_when_saved": translate(
            "HouseRules", "Die-hard's armor spent when saved"
        ),
        "psychiatrist_silence_includes_defense": translate(
            "HouseRules", "Psychiatrist's silence includes the defense"
        ),
        "pickpocket_effect": translate("HouseRules", "The pickpocket's theft works"),
        "pickpocket_announce": translate("HouseRules", "Announce the theft"),
        "mayor_requires_two_defenders": translate("HouseRules", "The Mayor needs two defenders"),
        "mafia_nights_day1": translate("HouseRules", "Day 1"),
        "zodiac_shoot_nights": translate("HouseRules", "Zodiac shoots on"),
        "zodiac_win_alive_max": translate("HouseRules", "Zodiac wins with at most … alive"),
        "zodiac_immune_to_mafia_shot": translate("HouseRules", "Zodiac survives the mafia shot"),
        "save_blocks_zodiac": translate("HouseRules", "The doctor's save stops Zodiac"),
        "magician_restriction": translate("HouseRules", "The magician may not"),
        "magician_gun_conversion": translate("HouseRules", "The magician turns a war gun blank"),
        "bomb_code_max": translate("HouseRules", "Highest bomb code"),
        "guard_survives_zodiac_shot": translate("HouseRules", "The guard survives Zodiac"),
        "gunner_knows_types": translate("HouseRules", "The gunner knows which gun he gives"),
        "blank_returns": translate("HouseRules", "Blank guns return to the gunner"),
        "detective_zodiac_result": translate("HouseRules", "The detective on Zodiac"),
        "cards_enabled": translate("HouseRules", "Play with last-move cards"),
        "card_deck_mode": translate("HouseRules", "A drawn card"),
        "card_on_empty": translate("HouseRules", "When the deck is empty"),
        "card_effects_source": translate("HouseRules", "Card texts"),
        "beautiful_mind_guesser_returns": translate(
            "HouseRules", "A right Beautiful Mind guess brings the guesser back"
        ),
    }.get(key, key)


def scenario_rule_label(scenario: Any, key: str, lang: str = "fa") -> str:
    """The house rule ``key`` of ``scenario`` in words: a scenario file's own rule by its
    ``name`` in ``lang``, else :func:`rule_label` (CR38-7: the New game dialog's table
    showed a file's rules by their keys, «cp_recruit»)."""
    own = scenario.own_house_rules().get(key) if scenario is not None else None
    if own is not None and own.name is not None:
        return str(getattr(own.name, lang))
    return rule_label(key)


def scenario_value_label(scenario: Any, key: str, value: Any, lang: str = "fa") -> str:
    """A value of the house rule ``key`` of ``scenario`` in words: a file's own rule's
    words for it (its ``labels``), else :func:`value_label` (CR38-7: «پیش‌فرض: reflect»)."""
    own = scenario.own_house_rules().get(key) if scenario is not None else None
    text = own.value_text(value, lang) if own is not None else None
    return text if text else value_label(value, lang)


def value_label(value: Any, lang: str = "fa") -> str:
    """One allowed value in words."""
    if isinstance(value, bool):
        return translate("HouseRules", "yes") if value else translate("HouseRules", "no")
    if isinstance(value, int):
        return digits(value, lang)
    if isinstance(value, list):
        sep = "، " if lang == "fa" else ", "
        return sep.join(digits(v, lang) for v in value)
    if isinstance(value, str) and value.startswith("fixed:") and value[6:].isdigit():
        return translate("HouseRules", "fixed: %1 votes").replace("%1", digits(value[6:], lang))
    return {
        "more_than_half": translate("HouseRules", "more than half"),
        "half": translate("HouseRules", "half"),
        "half_plus_one_literal": translate("HouseRules", "half plus one (literal)"),
        "half_minus_one": translate("HouseRules", "half minus one"),
        "fixed:N": translate("HouseRules", "a fixed number"),
        "alive": translate("HouseRules", "players in the game"),
        "alive_minus_one": translate("HouseRules", "players in the game minus one"),
        "meets_defense_threshold": translate("HouseRules", "his votes reach the defense quorum"),
        "always_exits": translate("HouseRules", "always"),
        "majority_of_voters": translate("HouseRules", "a majority of the voters"),
        "closed": translate("HouseRules", "closed"),
        "open": translate("HouseRules", "open"),
        "open_if_multi": translate("HouseRules", "open with more than one defender"),
        "one": translate("HouseRules", "one"),
        "multiple": translate("HouseRules", "several"),
        "death_lottery": translate("HouseRules", "death lottery"),
        "revote_then_lottery": translate("HouseRules", "revote, then lottery"),
        "nobody_leaves": translate("HouseRules", "nobody leaves"),
        "mafia_count": translate("HouseRules", "as many as the mafia"),
        "no_effect": translate("HouseRules", "nothing happens"),
        "leon_dies": translate("HouseRules", "Leon leaves"),
        "allowed": translate("HouseRules", "allowed"),
        "forbidden": translate("HouseRules", "forbidden"),
        "unlimited": translate("HouseRules", "any night"),
        "once": translate("HouseRules", "once a game"),
        "non_mafia": translate("HouseRules", "any non-mafia player"),
        "city_only": translate("HouseRules", "city players only"),
        "any_player": translate("HouseRules", "any player"),
        "night": translate("HouseRules", "that night"),
        "24h": translate("HouseRules", "24 hours"),
        "night_every_attempt": translate("HouseRules", "at night, every attempt"),
        "night_success_only": translate("HouseRules", "at night, only when it works"),
        "next_morning": translate("HouseRules", "the next morning"),
        "side_only": translate("HouseRules", "the side only"),
        "side_and_role": translate("HouseRules", "the side and the role"),
        "mafia": translate("HouseRules", "mafia"),
        "citizen": translate("HouseRules", "citizen"),
        "any_target": translate("HouseRules", "his target leaves that night"),
        "seed_literal": translate("HouseRules", "his non-mafia target leaves that night"),
        "vote_eliminated_only": translate("HouseRules", "players voted out"),
        "any_unrevealed_exit": translate("HouseRules", "anyone out whose role is unrevealed"),
        "exactly_2": translate("HouseRules", "exactly two"),
        "at_least_2": translate("HouseRules", "two or more"),
        "excluded": translate("HouseRules", "not counted"),
        "counted": translate("HouseRules", "counted"),
        "first": translate("HouseRules", "first"),
        "after_mafia": translate("HouseRules", "after the mafia"),
        "continue": translate("HouseRules", "goes on"),
        "freeze": translate("HouseRules", "freezes"),
        "retry_then_mafia": translate("HouseRules", "one retry, then the mafia win"),
        "narrator_decides": translate("HouseRules", "the narrator decides"),
        "strict": translate("HouseRules", "always"),
        "allow_reference_rosters": translate("HouseRules", "except the reference rosters"),
        "flip": translate("HouseRules", "flips the result"),
        "godfather_absolute": translate("HouseRules", "the Godfather stays negative"),
        "counts_by_side": translate("HouseRules", "counts by side"),
        "side_of_one_player": translate("HouseRules", "the side of one player"),
        "immediate": translate("HouseRules", "at once"),
        "next_night": translate("HouseRules", "from the next night"),
        "normal_day": translate("HouseRules", "a normal day with a vote"),
        "intro_only": translate("HouseRules", "introductions only"),
        "every": translate("HouseRules", "every night"),
        "even": translate("HouseRules", "even nights"),
        "same_target_not_consecutive": translate(
            "HouseRules", "block the same player two nights running"
        ),
        "no_consecutive_use": translate("HouseRules", "act two nights running"),
        "permanent": translate("HouseRules", "for good"),
        "that_day": translate("HouseRules", "for that day"),
        "negative": translate("HouseRules", "negative"),
        "positive": translate("HouseRules", "positive"),
        "without_replacement": translate("HouseRules", "leaves the deck"),
        "with_replacement": translate("HouseRules", "goes back into the deck"),
        "no_card": translate("HouseRules", "no more cards"),
        "reshuffle": translate("HouseRules", "reshuffle all five"),
        "public_v1": translate("HouseRules", "the texts shown with each card"),
        "custom_text": translate("HouseRules", "the table's own texts (applied by hand)"),
    }.get(str(value), str(value))
