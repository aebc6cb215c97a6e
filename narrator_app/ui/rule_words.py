"""House rules and their values in words (the New game dialog's table of the rules and the
house-rules screen say them alike): a module of its own, so that the New game dialog reads
them without loading the house-rules screen (its widgets and Qt's print support) before it
opens (issue 25: the New game dialog's first build).

The texts are in the ``HouseRules`` translation context, as on the house-rules screen.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from narrator_app.messages import digits

translate = QCoreApplication.translate


# Each house rule's short name, by its key (source texts: :func:`rule_label` translates
# the one asked for; the whole table was translated at every call, 51 rules a table).
RULE_NAMES: dict[str, Any] = {  # (QT_TRANSLATE_NOOP is typed as returning object)
    "defense_threshold_rule": QT_TRANSLATE_NOOP("HouseRules", "Votes needed to reach the defense"),
    "vote_base": QT_TRANSLATE_NOOP("HouseRules", "Players counted for the quorum"),
    "single_defender_exit_rule": QT_TRANSLATE_NOOP("HouseRules", "A single defender leaves when"),
    "exit_vote_eyes": QT_TRANSLATE_NOOP("HouseRules", "Eyes during the exit vote"),
    "exit_votes_per_voter": QT_TRANSLATE_NOOP("HouseRules", "Exit votes per voter"),
    "defenders_can_vote": QT_TRANSLATE_NOOP("HouseRules", "Defenders may vote in the exit vote"),
    "self_vote_allowed": QT_TRANSLATE_NOOP("HouseRules", "A player may vote for himself"),
    "tie_resolution": QT_TRANSLATE_NOOP("HouseRules", "A tie in the exit vote"),
    "lottery_loser_draws": QT_TRANSLATE_NOOP("HouseRules", "The lottery loser draws a card"),
    "challenge_seconds": QT_TRANSLATE_NOOP("HouseRules", "Challenge time (seconds)"),
    "challenges_per_turn": QT_TRANSLATE_NOOP("HouseRules", "Challenges per speaking turn"),
    "intro_day_challenge": QT_TRANSLATE_NOOP("HouseRules", "Challenges on the intro day"),
    "timer_intro_seconds": QT_TRANSLATE_NOOP("HouseRules", "Intro day turn (seconds)"),
    "timer_turn_seconds": QT_TRANSLATE_NOOP("HouseRules", "Day turn (seconds)"),
    "timer_defense_seconds": QT_TRANSLATE_NOOP("HouseRules", "Defense (seconds)"),
    "reveal_role_on_death": QT_TRANSLATE_NOOP("HouseRules", "Reveal the role of who leaves"),
    "intro_night_wake_city_roles": QT_TRANSLATE_NOOP(
        "HouseRules", "Wake city roles on the intro night"
    ),
    "wake_disabled_roles_as_dummy": QT_TRANSLATE_NOOP("HouseRules", "Call disabled roles anyway"),
    "leon_bullets": QT_TRANSLATE_NOOP("HouseRules", "Leon's bullets"),
    "leon_vest": QT_TRANSLATE_NOOP("HouseRules", "Leon has a vest"),
    "leon_backfire_target_harmed": QT_TRANSLATE_NOOP(
        "HouseRules", "Leon's wrong shot also hits the target"
    ),
    "leon_backfire_saveable": QT_TRANSLATE_NOOP(
        "HouseRules", "The doctor can save a backfiring Leon"
    ),
    "leon_vs_independent": QT_TRANSLATE_NOOP("HouseRules", "Leon shoots the independent"),
    "save_blocks_leon": QT_TRANSLATE_NOOP("HouseRules", "The doctor's save stops Leon's shot"),
    "doctor_consecutive_same_target": QT_TRANSLATE_NOOP(
        "HouseRules", "Doctor saves the same player two nights running"
    ),
    "vest_consumed_when_saved": QT_TRANSLATE_NOOP(
        "HouseRules", "The Godfather's vest is spent when saved"
    ),
    "sixth_sense_limit": QT_TRANSLATE_NOOP("HouseRules", "Sixth sense"),
    "sixth_sense_announce_role": QT_TRANSLATE_NOOP("HouseRules", "Announce the slaughtered role"),
    "sixth_sense_overrides_immortality": QT_TRANSLATE_NOOP(
        "HouseRules", "Sixth sense beats Sherlock's immortality"
    ),
    "matador_scope": QT_TRANSLATE_NOOP("HouseRules", "Who the Matador may block"),
    "matador_duration": QT_TRANSLATE_NOOP("HouseRules", "How long the Matador's block lasts"),
    "blocked_consumes_resource": QT_TRANSLATE_NOOP(
        "HouseRules", "A blocked role spends its resource"
    ),
    "blocked_shown_x": QT_TRANSLATE_NOOP("HouseRules", "Show the blocked player the X sign"),
    "saul_trigger_counts_half_dead": QT_TRANSLATE_NOOP(
        "HouseRules", "A half-dead mafia opens Saul's purchase"
    ),
    "purchase_announcement": QT_TRANSLATE_NOOP("HouseRules", "Announcing the purchase"),
    "kane_reveal_content": QT_TRANSLATE_NOOP("HouseRules", "What Kane's reveal says"),
    "kane_target_exits": QT_TRANSLATE_NOOP("HouseRules", "Kane's mafia target leaves"),
    "kane_godfather_result": QT_TRANSLATE_NOOP("HouseRules", "The Godfather for Kane"),
    "kane_refund_scope": QT_TRANSLATE_NOOP("HouseRules", "Kane gets his coupon back when"),
    "constantine_pool": QT_TRANSLATE_NOOP("HouseRules", "Who Constantine may bring back"),
    "nostradamus_forced_threshold": QT_TRANSLATE_NOOP(
        "HouseRules", "Mafia seen that force Nostradamus's side"
    ),
    "nostradamus_in_parity": QT_TRANSLATE_NOOP("HouseRules", "Nostradamus in the side counts"),
    "nostradamus_must_survive": QT_TRANSLATE_NOOP("HouseRules", "Nostradamus must be alive to win"),
    "jack_wake_position": QT_TRANSLATE_NOOP("HouseRules", "When Jack wakes"),
    "jack_curse_after_reveal": QT_TRANSLATE_NOOP("HouseRules", "Jack's curse after his reveal"),
    "sherlock_immortal_nights": QT_TRANSLATE_NOOP("HouseRules", "Sherlock's immortal nights"),
    "sherlock_first_guess_night": QT_TRANSLATE_NOOP("HouseRules", "Sherlock's first guess night"),
    "sherlock_in_parity": QT_TRANSLATE_NOOP("HouseRules", "Sherlock in the side counts"),
    "chaos_no_handshake": QT_TRANSLATE_NOOP("HouseRules", "Chaos without a handshake"),
    "mafia_may_shoot_teammate": QT_TRANSLATE_NOOP("HouseRules", "The mafia may shoot a teammate"),
    "ratio_enforcement": QT_TRANSLATE_NOOP("HouseRules", "The one-third rule"),
    "night_death_voids_action": QT_TRANSLATE_NOOP(
        "HouseRules", "A player who dies at night loses his action"
    ),
    "joker_vs_godfather": QT_TRANSLATE_NOOP("HouseRules", "The Joker on the Godfather"),
    "status_inquiry_format": QT_TRANSLATE_NOOP("HouseRules", "Status inquiry answer"),
    "die_hard_armor_consumed_when_saved": QT_TRANSLATE_NOOP(
        "HouseRules", "Die-hard's armor spent when saved"
    ),
    "psychiatrist_silence_includes_defense": QT_TRANSLATE_NOOP(
        "HouseRules", "Psychiatrist's silence includes the defense"
    ),
    "pickpocket_effect": QT_TRANSLATE_NOOP("HouseRules", "The pickpocket's theft works"),
    "pickpocket_announce": QT_TRANSLATE_NOOP("HouseRules", "Announce the theft"),
    "mayor_requires_two_defenders": QT_TRANSLATE_NOOP(
        "HouseRules", "The Mayor needs two defenders"
    ),
    "mafia_nights_day1": QT_TRANSLATE_NOOP("HouseRules", "Day 1"),
    "zodiac_shoot_nights": QT_TRANSLATE_NOOP("HouseRules", "Zodiac shoots on"),
    "zodiac_win_alive_max": QT_TRANSLATE_NOOP("HouseRules", "Zodiac wins with at most … alive"),
    "zodiac_immune_to_mafia_shot": QT_TRANSLATE_NOOP(
        "HouseRules", "Zodiac survives the mafia shot"
    ),
    "save_blocks_zodiac": QT_TRANSLATE_NOOP("HouseRules", "The doctor's save stops Zodiac"),
    "magician_restriction": QT_TRANSLATE_NOOP("HouseRules", "The magician may not"),
    "magician_gun_conversion": QT_TRANSLATE_NOOP(
        "HouseRules", "The magician turns a war gun blank"
    ),
    "bomb_code_max": QT_TRANSLATE_NOOP("HouseRules", "Highest bomb code"),
    "guard_survives_zodiac_shot": QT_TRANSLATE_NOOP("HouseRules", "The guard survives Zodiac"),
    "gunner_knows_types": QT_TRANSLATE_NOOP("HouseRules", "The gunner knows which gun he gives"),
    "blank_returns": QT_TRANSLATE_NOOP("HouseRules", "Blank guns return to the gunner"),
    "detective_zodiac_result": QT_TRANSLATE_NOOP("HouseRules", "The detective on Zodiac"),
    "cards_enabled": QT_TRANSLATE_NOOP("HouseRules", "Play with last-move cards"),
    "card_deck_mode": QT_TRANSLATE_NOOP("HouseRules", "A drawn card"),
    "card_on_empty": QT_TRANSLATE_NOOP("HouseRules", "When the deck is empty"),
    "card_effects_source": QT_TRANSLATE_NOOP("HouseRules", "Card texts"),
    "beautiful_mind_guesser_returns": QT_TRANSLATE_NOOP(
        "HouseRules", "A right Beautiful Mind guess brings the guesser back"
    ),
}


def rule_label(key: str) -> str:
    """A short name for a house rule (the key itself when none is written yet)."""
    source = RULE_NAMES.get(key)
    return translate("HouseRules", source) if source is not None else key


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


# The allowed values' words, by value (source texts: :func:`value_label` translates the
# one asked for).
VALUE_WORDS: dict[str, Any] = {
    "more_than_half": QT_TRANSLATE_NOOP("HouseRules", "more than half"),
    "half": QT_TRANSLATE_NOOP("HouseRules", "half"),
    "half_plus_one_literal": QT_TRANSLATE_NOOP("HouseRules", "half plus one (literal)"),
    "half_minus_one": QT_TRANSLATE_NOOP("HouseRules", "half minus one"),
    "fixed:N": QT_TRANSLATE_NOOP("HouseRules", "a fixed number"),
    "alive": QT_TRANSLATE_NOOP("HouseRules", "players in the game"),
    "alive_minus_one": QT_TRANSLATE_NOOP("HouseRules", "players in the game minus one"),
    "meets_defense_threshold": QT_TRANSLATE_NOOP(
        "HouseRules", "his votes reach the defense quorum"
    ),
    "always_exits": QT_TRANSLATE_NOOP("HouseRules", "always"),
    "majority_of_voters": QT_TRANSLATE_NOOP("HouseRules", "a majority of the voters"),
    "closed": QT_TRANSLATE_NOOP("HouseRules", "closed"),
    "open": QT_TRANSLATE_NOOP("HouseRules", "open"),
    "open_if_multi": QT_TRANSLATE_NOOP("HouseRules", "open with more than one defender"),
    "one": QT_TRANSLATE_NOOP("HouseRules", "one"),
    "multiple": QT_TRANSLATE_NOOP("HouseRules", "several"),
    "death_lottery": QT_TRANSLATE_NOOP("HouseRules", "death lottery"),
    "revote_then_lottery": QT_TRANSLATE_NOOP("HouseRules", "revote, then lottery"),
    "nobody_leaves": QT_TRANSLATE_NOOP("HouseRules", "nobody leaves"),
    "mafia_count": QT_TRANSLATE_NOOP("HouseRules", "as many as the mafia"),
    "no_effect": QT_TRANSLATE_NOOP("HouseRules", "nothing happens"),
    "leon_dies": QT_TRANSLATE_NOOP("HouseRules", "Leon leaves"),
    "allowed": QT_TRANSLATE_NOOP("HouseRules", "allowed"),
    "forbidden": QT_TRANSLATE_NOOP("HouseRules", "forbidden"),
    "unlimited": QT_TRANSLATE_NOOP("HouseRules", "any night"),
    "once": QT_TRANSLATE_NOOP("HouseRules", "once a game"),
    "non_mafia": QT_TRANSLATE_NOOP("HouseRules", "any non-mafia player"),
    "city_only": QT_TRANSLATE_NOOP("HouseRules", "city players only"),
    "any_player": QT_TRANSLATE_NOOP("HouseRules", "any player"),
    "night": QT_TRANSLATE_NOOP("HouseRules", "that night"),
    "24h": QT_TRANSLATE_NOOP("HouseRules", "24 hours"),
    "night_every_attempt": QT_TRANSLATE_NOOP("HouseRules", "at night, every attempt"),
    "night_success_only": QT_TRANSLATE_NOOP("HouseRules", "at night, only when it works"),
    "next_morning": QT_TRANSLATE_NOOP("HouseRules", "the next morning"),
    "side_only": QT_TRANSLATE_NOOP("HouseRules", "the side only"),
    "side_and_role": QT_TRANSLATE_NOOP("HouseRules", "the side and the role"),
    "mafia": QT_TRANSLATE_NOOP("HouseRules", "mafia"),
    "citizen": QT_TRANSLATE_NOOP("HouseRules", "citizen"),
    "any_target": QT_TRANSLATE_NOOP("HouseRules", "his target leaves that night"),
    "seed_literal": QT_TRANSLATE_NOOP("HouseRules", "his non-mafia target leaves that night"),
    "vote_eliminated_only": QT_TRANSLATE_NOOP("HouseRules", "players voted out"),
    "any_unrevealed_exit": QT_TRANSLATE_NOOP("HouseRules", "anyone out whose role is unrevealed"),
    "exactly_2": QT_TRANSLATE_NOOP("HouseRules", "exactly two"),
    "at_least_2": QT_TRANSLATE_NOOP("HouseRules", "two or more"),
    "excluded": QT_TRANSLATE_NOOP("HouseRules", "not counted"),
    "counted": QT_TRANSLATE_NOOP("HouseRules", "counted"),
    "first": QT_TRANSLATE_NOOP("HouseRules", "first"),
    "after_mafia": QT_TRANSLATE_NOOP("HouseRules", "after the mafia"),
    "continue": QT_TRANSLATE_NOOP("HouseRules", "goes on"),
    "freeze": QT_TRANSLATE_NOOP("HouseRules", "freezes"),
    "retry_then_mafia": QT_TRANSLATE_NOOP("HouseRules", "one retry, then the mafia win"),
    "narrator_decides": QT_TRANSLATE_NOOP("HouseRules", "the narrator decides"),
    "strict": QT_TRANSLATE_NOOP("HouseRules", "always"),
    "allow_reference_rosters": QT_TRANSLATE_NOOP("HouseRules", "except the reference rosters"),
    "flip": QT_TRANSLATE_NOOP("HouseRules", "flips the result"),
    "godfather_absolute": QT_TRANSLATE_NOOP("HouseRules", "the Godfather stays negative"),
    "counts_by_side": QT_TRANSLATE_NOOP("HouseRules", "counts by side"),
    "side_of_one_player": QT_TRANSLATE_NOOP("HouseRules", "the side of one player"),
    "immediate": QT_TRANSLATE_NOOP("HouseRules", "at once"),
    "next_night": QT_TRANSLATE_NOOP("HouseRules", "from the next night"),
    "normal_day": QT_TRANSLATE_NOOP("HouseRules", "a normal day with a vote"),
    "intro_only": QT_TRANSLATE_NOOP("HouseRules", "introductions only"),
    "every": QT_TRANSLATE_NOOP("HouseRules", "every night"),
    "even": QT_TRANSLATE_NOOP("HouseRules", "even nights"),
    "same_target_not_consecutive": QT_TRANSLATE_NOOP(
        "HouseRules", "block the same player two nights running"
    ),
    "no_consecutive_use": QT_TRANSLATE_NOOP("HouseRules", "act two nights running"),
    "permanent": QT_TRANSLATE_NOOP("HouseRules", "for good"),
    "that_day": QT_TRANSLATE_NOOP("HouseRules", "for that day"),
    "negative": QT_TRANSLATE_NOOP("HouseRules", "negative"),
    "positive": QT_TRANSLATE_NOOP("HouseRules", "positive"),
    "without_replacement": QT_TRANSLATE_NOOP("HouseRules", "leaves the deck"),
    "with_replacement": QT_TRANSLATE_NOOP("HouseRules", "goes back into the deck"),
    "no_card": QT_TRANSLATE_NOOP("HouseRules", "no more cards"),
    "reshuffle": QT_TRANSLATE_NOOP("HouseRules", "reshuffle all five"),
    "public_v1": QT_TRANSLATE_NOOP("HouseRules", "the texts shown with each card"),
    "custom_text": QT_TRANSLATE_NOOP("HouseRules", "the table's own texts (applied by hand)"),
}


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
    source = VALUE_WORDS.get(str(value))
    return translate("HouseRules", source) if source is not None else str(value)
