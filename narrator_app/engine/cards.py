"""Last-move cards (کارت‌های حرکت آخر), rules_spec section 4 with the public effects of 4.3.

A player who leaves by the vote (or the lottery, ``lottery_loser_draws``) draws one card
before leaving (S2:L30-L31). The deck holds one of each of the five cards of S2:L144, drawn
without replacement by default; Beautiful Mind leaves the deck while no independent is in
the game (A93). The effects follow the public descriptions (section 4.3, flagged [PUBLIC]):
each is a house-rule text the narrator reads to the table before the game.

Step value (game-script ``card``): ``{draw: card_id, …choice}`` with the choice
``silence: [a, b]``, ``handcuff: s``, ``swap: s``, ``guess: s`` or nothing (identity reveal).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .abilities.params import played_kind
from .abilities.sherlock_holmes import card_moved, swap_victim
from .errors import IllegalAction
from .state import ALIVE, DEAD, GameState, PhaseRecord
from .table import leave, log_line

CARDS = ("silence_of_the_lambs", "handcuffs", "identity_reveal", "face_off", "beautiful_mind")
CHOICE_KEY = {
    "silence_of_the_lambs": "silence",
    "handcuffs": "handcuff",
    "face_off": "swap",
    "beautiful_mind": "guess",
    "identity_reveal": None,
}


def new_deck(st: GameState) -> list[str]:
    """The deck at the deal: every card once when ``cards_enabled``, else empty."""
    return list(CARDS) if st.rules.get("cards_enabled") else []


def independent_in_game(st: GameState) -> int | None:
    """The seat of the scenario's independent still in the game (Beautiful Mind's target)."""
    for p in st.players:
        if p.status == ALIVE and st.side(p.seat) == "independent":
            if swap_victim(p):
                continue
            return p.seat
    return None


def scenario_cards(scenario: Any) -> list[str]:
    """The last-move cards a game of ``scenario`` can draw (rules_spec 4): the five, less
    Beautiful Mind where no role is independent (its guess names the independent, A93):
    what the rules announced before the game list (a narrator's trial, CF45-12)."""
    has_independent = any(r.side == "independent" for r in scenario.roles)
    return [c for c in CARDS if has_independent or c != "beautiful_mind"]


def drawable(st: GameState) -> list[str]:
    """The cards that can be drawn now (the deck less Beautiful Mind while no independent is
    in the game, A93); ``card_on_empty = reshuffle`` refills an empty deck."""
    no_bm = independent_in_game(st) is None
    deck = [c for c in st.deck if not (no_bm and c == "beautiful_mind")]
    if not deck and st.rules.get("card_on_empty") == "reshuffle" and st.rules.get("cards_enabled"):
        deck = [c for c in CARDS if not (no_bm and c == "beautiful_mind")]
    return deck


def deck_spent(st: GameState) -> bool:
    """True when the table plays with last-move cards (``cards_enabled``) and none can be
    drawn now (:func:`drawable`: every card drawn, ``card_deck_mode = without_replacement``
    and ``card_on_empty = no_card``, rules_spec 7; Beautiful Mind left out with no
    independent in the game, A93): a player leaving by the vote draws nothing, and the
    narrator says why (a narrator's trial: the Godfather left with no card and no word,
    CF70-12)."""
    return bool(st.rules.get("cards_enabled")) and not drawable(st)


def card_due(st: GameState, cause: str) -> bool:
    """Whether the player leaving by ``cause`` (``vote`` / ``lottery`` / ``mayor``) draws."""
    if not st.rules.get("cards_enabled"):
        return False
    if cause == "lottery" and not st.rules.get("lottery_loser_draws", True):
        return False
    return bool(drawable(st))


def silence_count(st: GameState, leaver: int) -> int:
    """Two players silenced, one once half the table is gone (rules_spec 4.3)."""
    others = [s for s in st.alive_seats() if s != leaver]
    return 1 if len(others) <= len(st.players) // 2 else 2


def needs_choice(st: GameState, leaver: int, card: str) -> str | None:
    """The key of the choice ``card`` asks the leaver for (``silence``, ``handcuff``,
    ``swap``, ``guess``), or None (identity reveal; the independent drawing Beautiful Mind)."""
    if card == "beautiful_mind" and independent_in_game(st) == leaver:
        return None
    return CHOICE_KEY[card]


def check_card_id(card: Any) -> None:
    """Refuse a drawn card that is no card of the deck (``bad_script``, ``unknown_card``):
    a shape fault, read before any rule (game-script.md)."""
    if card not in CARDS:
        raise IllegalAction("bad_script", key="card", value=card, detail="unknown_card")


def check_card(st: GameState, leaver: int, value: Any) -> bool:
    """Refuse an illegal card step (the draw and its choice). Returns True when the step is
    complete, False for a recorded draw whose choice is still to come (``{draw: id}``).

    Raises:
        IllegalAction: bad_script (shape, unknown card), no_uses_left (not in the deck),
            missing_choice (the card's choice), invalid_target (a target out of the game,
            the leaver himself, the wrong number of silenced players).
    """
    if not isinstance(value, dict) or "draw" not in value:
        raise IllegalAction("missing_choice", key="card", detail="card")
    card = value["draw"]
    check_card_id(card)
    if card not in drawable(st):
        raise IllegalAction("no_uses_left", key="card", value=card, detail="card_drawn")
    choice_key = CHOICE_KEY[card]
    extra = set(value) - {"draw"} - ({choice_key} if choice_key else set())
    if extra:
        raise IllegalAction(
            "bad_script", key="card", value=sorted(extra)[0], detail="unknown_choice"
        )
    if needs_choice(st, leaver, card) is None:
        return True  # identity reveal; the independent drawing Beautiful Mind returns (4.3)
    if choice_key not in value:
        return False
    targets = value[choice_key]
    if card == "silence_of_the_lambs":
        if not isinstance(targets, list):
            raise IllegalAction("bad_script", key="card", value=targets, detail="not_a_list")
        want = silence_count(st, leaver)
        if len(targets) != want or len(set(targets)) != want:
            raise IllegalAction("invalid_target", key="card", value=want, detail="silence_count")
    else:
        targets = [targets]
    for t in targets:
        if isinstance(t, bool) or not isinstance(t, int) or not 1 <= t <= len(st.players):
            raise IllegalAction("bad_script", key="card", value=t, detail="not_a_seat")
        p = st.player(t)
        if p.status != ALIVE:
            raise IllegalAction("invalid_target", key="card", seat=t, detail="out_of_game")
        if t == leaver:
            raise IllegalAction("invalid_target", key="card", seat=t, detail="self")
    return True


def apply_card(st: GameState, leaver: int, value: dict[str, Any], record: PhaseRecord) -> bool:
    """Execute a checked card before the leaver leaves. Returns True when the leaver stays in
    the game (a correct Beautiful Mind guess, or the independent drawing it himself)."""
    card = value["draw"]
    if st.rules.get("card_deck_mode", "without_replacement") == "without_replacement":
        # a new list: a state's deck is shared with the states cloned from it (never
        # changed in place, :meth:`GameState.clone`)
        deck = list(st.deck) if card in st.deck else list(CARDS)  # else: a reshuffled deck
        deck.remove(card)
        st.deck = deck
    # the identity reveal's line names the role the narrator reveals with it (rules_spec
    # 4.3: to the whole table): the log read only «drew the identity reveal card» (Y101-2)
    shown = card == "identity_reveal" and st.rules.get("card_effects_source") != "custom_text"
    log_line(st, "card", True, seat=leaver, card=card,
             **({"role": st.view(leaver).card.role} if shown else {}))
    key = CHOICE_KEY.get(card)
    if key is not None and value.get(key) is not None:
        # the card's choice, confirmed with it, has its own line too (issue 23: the Beautiful
        # Mind guess was nowhere in the log); the narrator's (a face-off swap is secret)
        log_line(st, "card_choice", False, seat=leaver, card=card, **{key: value[key]})
    if st.rules.get("card_effects_source") == "custom_text":
        return False  # the table's own card texts: recorded; the narrator applies them
    me = st.player(leaver)
    if card == "silence_of_the_lambs":
        for t in value["silence"]:
            st.player(t).silenced_day = st.number + 1
            record.announce.append(f"silenced:{t}")
    elif card == "handcuffs":
        st.player(value["handcuff"]).handcuffed_night = st.number  # Day k → Night k
    elif card == "identity_reveal":
        me.role_public = True
        record.announce.append(f"role_shown:{leaver}")
    elif card == "face_off":
        other = st.player(value["swap"])
        card_moved(me.card, me.seat)
        card_moved(other.card, other.seat)
        me.card, other.card = other.card, me.card
    elif card == "beautiful_mind":
        target = independent_in_game(st)
        if target == leaver:  # he returns without an inquiry (4.3), announced as every
            # Beautiful Mind return is (game-script's ``returned:s``; an auditor's case, CF46-7)
            me.card.hidden["shield_lost"] = True
            record.announce.append(f"returned:{leaver}")
            return True
        # drawable only while an independent is in the game (A93, :func:`drawable`)
        assert target is not None, "Beautiful Mind drawn with no independent in the game"
        p = st.player(target)
        k = played_kind(st.scenario, p.card.role, p.kind, st.rules)
        # found by his own seat, or as his kind says (Jack once shown: his curse, S2:L68)
        found_by = k.found_by if k is not None else None
        correct = value["guess"] == target if found_by is None else found_by(p, value["guess"])
        if correct:
            p.role_public = True
            leave(st, p, DEAD, "beautiful_mind")
            record.announce.append(k.exit_word if k is not None and k.exit_word
                                   else f"left:{target}")
            if st.rules.get("beautiful_mind_guesser_returns", True):
                record.announce.append(f"returned:{leaver}")
                return True
    return False


@dataclass(frozen=True)
class FaceOffOutcome:
    """What today's carried-out face-off card left behind, for the narrator alone (the swap
    is secret, TR9): ``leaver`` left the game holding ``left_card`` (the role id of the card
    he took from ``partner``, who now holds ``partner_card``, the leaver's own); ``call_ends``
    when ``left_card`` has its own call in the main night (a step of the scenario's night
    under its id) and nobody in the game holds it now: from tonight it is not called
    (rules_spec 3.1.2, wake discipline; the swap took effect before he left, 4.3)."""

    leaver: int
    partner: int
    left_card: str
    partner_card: str
    call_ends: bool


def face_off_outcome(st: GameState) -> FaceOffOutcome | None:
    """Today's face-off, carried out and its player gone (see :class:`FaceOffOutcome`);
    None on any other day, before the card is carried out, under the table's own card texts
    (``card_effects_source = custom_text``: nothing is swapped), or when the leaver stays
    (the card he took is one the vote only shows, Jack's: CF45-27)."""
    card = st.choices.get("card") if st.phase == "day" else None
    seat = st.day.eliminated
    if (not isinstance(card, dict) or card.get("draw") != "face_off" or seat is None
            or not st.day.exit_applied or st.rules.get("card_effects_source") == "custom_text"):
        return None
    partner = card.get("swap")
    if isinstance(partner, bool) or not isinstance(partner, int):
        return None
    if not 1 <= partner <= len(st.players) or st.view(seat).status == ALIVE:
        return None
    left = st.view(seat).card.role
    called = any(d.key == left for d in st.scenario.night)
    held = any(p.status == ALIVE and p.card.role == left for p in st.players)
    return FaceOffOutcome(seat, partner, left, st.view(partner).card.role, called and not held)
