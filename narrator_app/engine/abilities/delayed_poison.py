"""The ``delayed_poison`` kind and its antidote step (club_scenarios 9.1 ``potion`` with
``kill.timing = after_next_day_with_antidote_step`` and ``antidote``; 10 #20): the Capo
herbalist. (The werewolf witch's ``potion`` — heal and a dawn kill — is another module;
this one is the delayed kill with the antidote vote, capo 6.6.)

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

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..errors import IllegalAction
from ..state import ALIVE, DEAD, GameState, Player
from ..table import EXIT_HOOKS, check_winner, leave, log_line, require_alive, seat_of
from .immune import shields
from .params import kind_params
from .registry import Kind, register
from .steps import NarratorStep, register_step

NAME = "delayed_poison"
STEP = "antidote"


class DelayedPoisonParams(BaseModel):
    """The herbalist's parameters.

    * ``self_target``: he may poison himself (default false, capo C20).
    * ``vote``: ``binding`` (default: no antidote without a majority, C12 [PUBLIC:CP]) or
      ``advisory`` (he decides whatever the vote, AG2).
    * ``transfer_to``: the role id that takes a personal antidote when its holder leaves
      (capo: ``witch``); None: it is lost.
    * ``transfer_on``: ``trust_gun`` (only an exit by the day's trust gun, C15) or
      ``any_exit``.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)
    self_target: bool = False
    vote: Literal["binding", "advisory"] = "binding"
    transfer_to: str | None = Field(default=None, pattern=r"^[a-z][a-z0-9_]{0,63}$")
    transfer_on: Literal["trust_gun", "any_exit"] = "trust_gun"


def _params(st: GameState) -> DelayedPoisonParams:
    p = kind_params(st, NAME)
    assert isinstance(p, DelayedPoisonParams)
    return p


def check_poison(st: GameState, key: str, actor: Player, value: dict[str, Any]) -> None:
    """``{poison: s}``: a living player (himself only under ``self_target``), while the
    poison is held.

    Raises:
        IllegalAction: bad_script, no_uses_left, invalid_target.
    """
    if set(value) != {"poison"}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    if not actor.card.counters.get("poison"):
        raise IllegalAction("no_uses_left", key=key, role=key, detail="poison")
    t = seat_of(st, value["poison"], key)
    require_alive(st, t, key)
    if t == actor.seat and not _params(st).self_target:
        raise IllegalAction("invalid_target", key=key, seat=t, role=key, detail="self")


def poison(night: Any, holder: Player, target: int) -> None:
    """The poison is given (spent); the antidote step comes the night after next day."""
    holder.card.counters["poison"] = False
    night.st.extra["poison"] = {"target": target, "night": night.k}
    night.announce.append("poison")


def poisoned(st: GameState) -> int | None:
    """The player the antidote step is due for tonight (poisoned last night, still in the
    game, his step not taken yet at the night's start), else None."""
    p = (st.base or st).extra.get("poison")
    if st.phase != "night" or not p or p["night"] != st.number - 1:
        return None
    return p["target"] if (st.base or st).view(p["target"]).status == ALIVE else None


def _can_give(st: GameState, x: int, votes: int) -> bool:
    """True when the herbalist decides: alive, holding his antidote, and a majority of
    the voters (the living other than ``x``) or an advisory vote."""
    herb = st.find(NAME)
    if herb is None or not herb.card.counters.get("antidote"):
        return False
    voters = len([s for s in st.alive_seats() if s != x])
    return _params(st).vote == "advisory" or votes > voters / 2


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
    herb = st.holder(NAME)
    victim = st.player(x)
    if _can_give(st, x, value["votes"]) and value.get("give") and herb is not None:
        herb.card.counters["antidote"] = False
        tokens.append(f"antidote:{x}")
    elif victim.kind != NAME and victim.card.counters.get("antidote"):
        victim.card.counters["antidote"] = False  # his own antidote (C14)
        tokens.append(f"antidote:{x}")
    elif shields(st, victim, "poison"):  # an ``immune`` card whose shield stops poison
        tokens.append(f"antidote:{x}")
    else:
        leave(st, victim, DEAD, "poison")
        tokens.append(f"left:{x}")
        check_winner(st)
    st.pending.extend(tokens)
    log_line(st, "announce", True, tokens=list(tokens))


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
                        build=lambda seats, role, side, number=0, **kw: {"votes": number}))
    if decides:  # counts with which he gives or withholds it
        for name, give in (("antidote_give", True), ("antidote_withhold", False)):
            out.append(dict(name=name, number=(decides[0], decides[-1]),
                            build=lambda seats, role, side, number=0, give=give, **kw: {
                                "votes": number, "give": give}))
    return out


def pass_antidote(st: GameState, gone: Player) -> None:
    """A personal antidote passes to ``transfer_to`` when its holder leaves (C15)."""
    if gone.kind == NAME or not gone.card.counters.get("antidote") or st.find(NAME,
                                                                             False) is None:
        return
    prm = _params(st)
    if prm.transfer_to is None or (prm.transfer_on == "trust_gun"
                                   and gone.exit_cause != "trust_gun"):
        return
    for p in st.players:
        if p.status == ALIVE and p.role == prm.transfer_to:
            st.player(p.seat).card.counters["antidote"] = True
            gone.card.counters["antidote"] = False
            return


HERBALIST = register(Kind(
    "club_scenarios 6.6 (herbalist), 6.7 steps 0 and 3, 9.1 (potion), 10 #20; capo C12-C15, "
    "C20 [PUBLIC:IDX, CT, AG1, AG2, CP]",
    action="poison", token="poisoned", uses=("poison", "held"), step=True,
    stage="slaughter", params=DelayedPoisonParams,
    trackers=(("poison", "held"), ("antidote", "held")), name=NAME, check=check_poison,
    effect=poison,
))
ANTIDOTE = register_step(NarratorStep(
    STEP, "club_scenarios 6.6 (herbalist), 6.7 step 0, 6.12; capo C12-C14 [PUBLIC:AG2, CP]",
    due=lambda st: poisoned(st) is not None and STEP not in st.choices,
    check=check_antidote, effect=antidote, options=antidote_options,
    seats=lambda st: [x] if (x := poisoned(st)) is not None else [],
))
EXIT_HOOKS.append(pass_antidote)
