"""The delayed kill of the ``potion`` kind and its antidote step (club_scenarios 9.1
``potion`` with ``kill.timing = after_next_day_with_antidote_step`` and ``antidote``; 10
#20): the Capo herbalist. The kind, its check and its night effect are :mod:`.potion`'s
(one kind with the werewolf witch's heal and dawn kill); this module is what follows a
delayed poison: the antidote vote at the next night's start and the personal antidote.

* The holder's poison (``{poison: s}``), ``uses`` a game: one living player, himself only
  under ``self_target`` (capo C20) or when the witch reflects it; the morning announces
  ``poison`` without a name. Tracker ``poison`` (bool: still held).
* The **antidote step** (the narrator's night step ``antidote``, 1.5 stage 0): due on the
  next night when the poisoned player is still in the game. The narrator names him
  (``poisoned:s``); the living players other than him vote (``{votes: n}``); with a
  majority (more than half of those voters, or whatever the vote under ``vote = advisory``,
  C12) the holder, alive and holding his antidote (tracker ``antidote``), decides
  (``give: true|false``). Given: cured (``antidote:s``), the antidote spent. Else, when the
  poisoned player holds a personal antidote (his card's ``antidote`` counter: the Don's,
  C14), he is cured and it is spent; so is a card of the ``immune`` kind whose shield
  stops poison; else he leaves at once (``left:s``) and does not act
  that night.
* A personal antidote passes on: when its holder leaves by a cause of ``transfer_on``
  (``trust_gun``: Capo's gun only, C15; ``any_exit``), the living player of role
  ``transfer_to`` takes it (the witch, for herself).
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalAction
from ..morning import SaidAtStep
from ..shapes import SHAPES, flag, number, obj
from ..state import ALIVE, DEAD, GameState, PhaseRecord, Player
from ..table import EXIT_AT_ONCE, EXIT_HOOKS, check_winner, leave, log_line, withdrew_now
from .base import card_of, roles_of_kind
from .immune import shields
from .params import params_as
from .potion import PotionParams
from .steps import NarratorStep, register_step

#: The kind this module serves (its hooks are in play where the kind is: base.hook_owner).
KIND = "potion"
STEP = "antidote"


def herbalist(scenario: Any) -> tuple[str, PotionParams] | None:
    """The role of ``scenario`` with a delayed kill (capo's herbalist) and its params,
    None when it has none. Kept with the scenario."""
    cache = scenario.__dict__.get("_delayed_poison")
    if cache is None:
        from .params import params_of

        found: tuple[str, PotionParams] | None = None
        for role in roles_of_kind(scenario, KIND):
            try:
                prm = params_of(scenario, role)
            except ValueError:  # params at fault: reported by the file's check, never
                continue  # raised from here (a club file crashed its folder: CF46-29)
            if isinstance(prm, PotionParams) and prm.delayed:
                found = (role, prm)
                break
        cache = (found,)
        object.__setattr__(scenario, "_delayed_poison", cache)  # frozen model: private cache
    return cache[0]


def _params(st: GameState) -> PotionParams | None:
    """The herbalist's params in this game (the file's house rules on them), or None."""
    found = herbalist(st.scenario)
    return params_as(st, found[0], PotionParams) if found is not None else None


def poisoned(st: GameState) -> int | None:
    """The player the antidote step is due for tonight (poisoned last night, still in the
    game, his step not taken yet at the night's start), else None."""
    p = (st.base or st).extra.get("poison")
    if st.phase != "night" or not p or p["night"] != st.number - 1:
        return None
    if withdrew_now(st, st.view(p["target"])):  # he left the table tonight (6.9 S10):
        return None  # the step is due before withdrawals (1.5 step 0), not for him (CF45-16)
    return p["target"] if (st.base or st).view(p["target"]).status == ALIVE else None


def majority_of(voters: int) -> int:
    """The hands a binding antidote vote needs of ``voters``: more than half (C12)."""
    return voters // 2 + 1


def _can_give(st: GameState, x: int, votes: int) -> bool:
    """True when the herbalist decides: alive, holding his antidote, and a majority of
    the voters (the living other than ``x``: :func:`majority_of`) or an advisory vote."""
    found = herbalist(st.scenario)
    herb = card_of(st, found[0]) if found is not None else None
    prm = _params(st)
    if herb is None or prm is None or not herb.card.counters.get("antidote"):
        return False
    voters = len([s for s in st.alive_seats() if s != x])
    return prm.antidote.vote == "advisory" or votes >= majority_of(voters)


def antidote_majority(st: GameState) -> tuple[int, int] | None:
    """Tonight's antidote vote as the narrator announces it: ``(needed, voters)``, the
    hands that give the herbalist his say (:func:`majority_of`) of the players who vote
    (the living other than the poisoned one), club_scenarios 6.6, C12. None when no
    antidote step is due, under an advisory vote (he decides whatever the count), or when
    the herbalist cannot give it (gone, or his antidote spent): no count decides anything.
    Reads ``st``."""
    x = poisoned(st)
    if x is None:
        return None
    voters = len([s for s in st.alive_seats() if s != x])
    needed = majority_of(voters)
    if not _can_give(st, x, needed) or _can_give(st, x, needed - 1):
        return None  # no say at any count, or a say at every count (advisory)
    return needed, voters


def _self_cure(st: GameState, victim: Player) -> str | None:
    """How the poisoned ``victim`` cures himself when the herbalist does not: ``antidote``
    (his own: the Don's, or the witch's after a transfer, C14; the herbalist's own card
    excepted), ``shield`` (an ``immune`` card against poison), or None. Spends nothing."""
    found = herbalist(st.scenario)
    if (found is None or victim.card.role != found[0]) and victim.card.counters.get(
            "antidote"):
        return "antidote"
    return "shield" if shields(st, victim, "poison", spend=False) else None


def self_cured(st: GameState) -> int | None:
    """The seat (from 1) of tonight's poisoned player when he will cure himself if the
    vote and the herbalist do not (:func:`_self_cure`): the morning then reads «… پادزهر
    گرفت» (``antidote:s``). None otherwise, or when no antidote step is due. Reads ``st``."""
    x = poisoned(st)
    return x if x is not None and _self_cure(st, st.view(x)) is not None else None


def check_antidote(st: GameState, value: Any) -> None:
    """``{votes: n, give: bool}``: due only when a player poisoned last night is still in
    the game; ``give`` exactly when the herbalist may give the antidote.

    Raises:
        IllegalAction: not_available (not due; ``give`` when he cannot give), bad_script,
            missing_choice (no votes; no ``give`` when he can give), bad_count.
    """
    x = poisoned(st)
    if x is None:
        raise IllegalAction("not_available", key=STEP, detail="no_poison")
    if not isinstance(value, dict) or set(value) - {"votes", "give"}:
        raise IllegalAction("bad_script", key=STEP, value=value, detail="unknown_choice")
    votes = value.get("votes")
    if votes is None:
        raise IllegalAction("missing_choice", key=STEP, detail="antidote_votes")
    voters = len([s for s in st.alive_seats() if s != x])
    if isinstance(votes, bool) or not isinstance(votes, int) or not 0 <= votes <= voters:
        raise IllegalAction("bad_count", key=STEP, value=votes, detail=f"max {voters}")
    give = value.get("give")
    if _can_give(st, x, votes):
        if not isinstance(give, bool):
            raise IllegalAction("missing_choice", key=STEP, detail="antidote_give")
    elif give is not None:
        raise IllegalAction("not_available", key=STEP, detail="antidote_give")


def antidote(st: GameState, value: dict[str, Any]) -> None:
    """The antidote step at the night's start: cured, or the poisoned player leaves now
    (the heir's inheritance and the win check at once)."""
    x = poisoned(st)
    if x is None:
        return
    tokens = [f"poisoned:{x}"]
    found = herbalist(st.scenario)
    herb_card = card_of(st, found[0]) if found is not None else None
    herb = st.player(herb_card.seat) if herb_card is not None else None
    victim = st.player(x)
    own = _self_cure(st, victim)
    if _can_give(st, x, value["votes"]) and value.get("give") and herb is not None:
        herb.card.counters["antidote"] = False
        tokens.append(f"antidote:{x}")
    elif own == "antidote":
        victim.card.counters["antidote"] = False  # his own antidote (C14)
        tokens.append(f"antidote:{x}")
    elif own == "shield":  # an ``immune`` card whose shield stops poison
        shields(st, victim, "poison")  # its use spent
        tokens.append(f"antidote:{x}")
    else:
        st.extra[EXIT_AT_ONCE] = True  # the heir's inheritance at once (6.7 step 0)
        try:
            leave(st, victim, DEAD, "poison")
        finally:
            st.extra.pop(EXIT_AT_ONCE, None)
        tokens.append(f"left:{x}")
        check_winner(st)
    # said at the step, at the night's start: not the morning's news (its «nobody left»
    # was read into the log about the night before, a narrator's trial, CF50); marked as
    # said where it is said (the night's announcement finds them so, Z107-4)
    st.pending.extend(SaidAtStep(t) for t in tokens)
    log_line(st, "announce", True, tokens=list(tokens), at_step=STEP)
    if st.winner is not None:  # the game ended at the step: the night's record now, as a
        # withdrawal's (6.9 S10); its tokens were lost (an auditor's case, CF45-29)
        st.records.append(PhaseRecord(st.phase, st.number, announce=list(st.pending)))
        st.pending = []


def antidote_options(st: GameState, key: str, kind: str) -> list[dict[str, Any]]:
    """The window's options at the antidote step (each the fields of a ``choices.Option``):
    ``antidote_votes`` (the count alone) over the counts of hands with which the herbalist
    does not decide (no majority under a binding vote; he is gone or has no antidote), and
    ``antidote_give`` / ``antidote_withhold`` over those with which he does (a majority, or
    any count under an advisory vote): each range is exactly what :func:`check_antidote`
    accepts (a binding majority is a contiguous top range)."""
    x = poisoned(st)
    voters = len([s for s in st.alive_seats() if s != x]) if x is not None else 0
    decides = [n for n in range(voters + 1) if x is not None and _can_give(st, x, n)]
    alone = [n for n in range(voters + 1) if n not in decides]
    out: list[dict[str, Any]] = []
    if alone:  # counts with which the herbalist does not decide (no majority, or no antidote)
        out.append(dict(name="antidote_votes", number=(alone[0], alone[-1]),
                        number_word="antidote_votes",
                        build=lambda seats, role, side, number=0, **kw: {"votes": number}))
    if decides:  # counts with which he gives or withholds it
        for name, give in (("antidote_give", True), ("antidote_withhold", False)):
            out.append(dict(name=name, number=(decides[0], decides[-1]),
                            number_word="antidote_votes",
                            build=lambda seats, role, side, number=0, give=give, **kw: {
                                "votes": number, "give": give}))
    return out


def pass_antidote(st: GameState, gone: Player) -> None:
    """A personal antidote passes to ``transfer_to`` when its holder leaves (C15)."""
    found = herbalist(st.scenario)
    if (found is None or gone.card.role == found[0] or not gone.card.counters.get("antidote")
            or card_of(st, found[0], alive_only=False) is None):
        return
    prm = _params(st)
    assert prm is not None
    anti = prm.antidote
    if anti.transfer_to is None or (anti.transfer_on == "trust_gun"
                                    and gone.exit_cause != "trust_gun"):
        return
    for p in st.players:
        if p.status == ALIVE and p.role == anti.transfer_to:
            card = st.player(p.seat).card
            card.counters["antidote"] = True
            card.hidden["antidote_passed"] = True  # held once: his line shows from now on
            gone.card.counters["antidote"] = False
            return


def unheld_counters(st: GameState, p: Player) -> set[str]:
    """The counters of ``p``'s card its tracker lines leave out: the ``antidote`` of the
    card a personal antidote may pass to (``transfer_to``: Capo's witch, C15) until it has
    passed to her; her own kind never uses it, and «Antidote: none left» from the deal told
    the narrator she had one to lose (a narrator's trial, CF80-34)."""
    prm = _params(st)
    if prm is None or prm.antidote.transfer_to != p.card.role:
        return set()
    if p.card.hidden.get("antidote_passed") or p.card.counters.get("antidote"):
        return set()
    return {"antidote"}


#: The antidote vote's value: its count of hands and the herbalist's answer (their ranges are
#: the rules'); another word or a count that is no number is the entry's shape (audit45, CF50).
SHAPES[STEP] = obj(votes=number, give=flag)

ANTIDOTE = register_step(NarratorStep(
    STEP, "club_scenarios 6.6 (herbalist), 6.7 step 0, 6.12; capo C12-C14 [PUBLIC:AG2, CP]",
    due=lambda st: poisoned(st) is not None and STEP not in st.choices,
    check=check_antidote, effect=antidote, options=antidote_options,
    seats=lambda st: [x] if (x := poisoned(st)) is not None else [],
    needed=lambda scenario: herbalist(scenario) is not None,
))
EXIT_HOOKS.append(pass_antidote)
