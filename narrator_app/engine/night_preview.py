"""What a card's own step spends tonight, while the night is entered: the trackers show it
once the step is confirmed (a gun handed out, a negotiation, a self-save), so the narrator
sees tonight's spending before End night. What other players' steps do to the card (a shot
that breaks a vest) still shows only at End night.
"""

from __future__ import annotations

from typing import Any

from .abilities import disabled_tonight
from .abilities.delayed_poison import unheld_counters
from .abilities.trap import KIND as TRAP
from .abilities.trap import toll_void_so_far
from .errors import IllegalAction
from .night import resolve_night
from .state import GameState

#: The team's night step (rules_spec 3.1.4): a mafia card's counters are spent by it too.
TEAM = "mafia"


def counters_after_night(st: GameState, seat: int) -> dict[str, Any] | None:
    """The counters of the card at ``seat`` (from 1) after tonight's resolution with only
    his own confirmed steps (his role's step and, for a mafia card, the team's), the state
    itself untouched; None outside a night (and on the intro night), when he has no step
    confirmed, when those steps cannot be resolved yet, or when his card changes tonight.

    His own action void tonight by another player's step confirmed so far (a block, a
    theft, a slaughter: :func:`.abilities.disabled_tonight`) is void in the
    preview too: a blocked Leon's bullet is not shown spent unless
    ``blocked_consumes_resource`` spends it (A31; a narrator's trial saw «تیر: ۱» all
    night, then «۲» again at End night).

    The resolution is the night's own (:func:`night.resolve_night`, rules_spec 3.1.4) on a
    copy of the state: a rule lives once. When his own steps alone are refused (the team's
    mine toll without the miner's mine), the night as confirmed so far is resolved instead.
    """
    if st.phase != "night" or st.winner is not None:
        return None
    card = st.view(seat).card
    keys = {card.role, TEAM} if st.side(seat) == "mafia" else {card.role}
    choices = dict(st.choices)
    own = {k: v for k, v in choices.items() if k in keys}
    if not own:
        return None
    if TEAM in own and toll_void_so_far(st):
        # a mine toll no mine fires for with the steps so far (the mined seat saved): the
        # team's plain shot, not a member given up (the rebel read «Armed: yes», X100-13)
        choices[TEAM] = own[TEAM] = {k: v for k, v in own[TEAM].items() if k != "sacrifice"}
    why = disabled_tonight(st).get(seat)
    held = {seat: why} if why is not None else None
    trial = _resolved(st, own, held)
    if trial is None and own != choices:
        # his steps alone are refused where they need another's (the team's mine toll
        # needs the miner's mine: a narrator's trial saw the Don's treason vote gone from
        # his tracker after «تغییر», TA43-19): the night as confirmed so far
        trial = _resolved(st, choices, held)
    if trial is None:
        return None  # a step that only End night's checks would refuse: no preview
    after = trial.view(seat).card
    if after.role != card.role:
        return None
    # less a counter only another card's kind gives him, until given (Capo's witch's
    # antidote: the preview brought back «none left» once her step was confirmed, CF80-34)
    unheld = unheld_counters(trial, trial.player(seat))
    return {k: v for k, v in after.counters.items() if k not in unheld}


def mine_laid_tonight(st: GameState, seat: int) -> tuple[int, bool] | None:
    """Tonight's mine of the trap card at ``seat`` (from 1; club_scenarios 4.6, 9.1) as its
    tracker says it before End night: ``(mined seat, stays)`` when the holder's confirmed
    step lays a mine tonight, ``stays`` true when the card still holds it after the night
    (``lasts = until_fired``, a mine no shot fires tonight) and false when it is gone at
    dawn (``lasts = that_night``, 4.10 C12). None outside a night, for another card, with
    no mine chosen, or when his step lays nothing (his action void by tonight's steps so
    far: a slaughter, or a block where the trap is blockable).

    The mine lies from tonight, not from End night: the team's shot fires it the same
    night (4.7 step 6). The card's ``mine`` counter is written only in the night's
    resolution, so the tracker read «Mine: none» beside «Mine laid: used» all night
    (a narrator's trial, Y101-1). Worked out as :func:`counters_after_night` does: his
    own step resolved on a copy (:func:`night.resolve_night`), the state untouched."""
    if st.phase != "night" or st.winner is not None:
        return None
    card = st.view(seat).card
    value = st.choices.get(card.role) if card.kind == TRAP else None
    mined = value.get("mine") if isinstance(value, dict) else None
    if not isinstance(mined, int) or isinstance(mined, bool):
        return None
    why = disabled_tonight(st).get(seat)
    trial = _resolved(st, {card.role: value}, {seat: why} if why is not None else None)
    if trial is None:
        return None
    after = trial.view(seat).card
    if after.hidden.get("mines_laid", 0) <= card.hidden.get("mines_laid", 0):
        return None
    return mined, after.counters.get("mine") == mined


def _resolved(st: GameState, choices: dict[str, Any],
              held: dict[int, str] | None) -> GameState | None:
    """A copy of ``st`` with tonight's ``choices`` resolved (:func:`night.resolve_night`),
    None when the resolution refuses them."""
    trial = st.clone()
    trial.choices = choices
    try:
        resolve_night(trial, held=held)
    except IllegalAction:
        return None
    return trial
