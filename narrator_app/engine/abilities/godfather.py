"""The seeds' Godfather (rules_spec 3.1.1, 3.1.4 steps 1 and 7, 3.4.3; S0:L7-L8, S2:L44,
L53, L76-L81): the mafia's boss, with a vest and the sixth sense.

Not a general kind yet (decisions LN11, GF21-1): his card is its own kind, and this module
holds all that is his.

* The sixth sense is one of the seeds' team actions at the ``mafia`` step (``{sixth_sense:
  {seat, role}}``, listed in the scenario's ``actions``): :func:`check_sixth_sense` refuses
  it when he is not in the game (``not_acting``; accepted with no effect when he left the
  table this phase, 6.10 S12), a malformed guess (``missing_choice``), a role the scenario
  lacks (``bad_script``), a second use under ``sixth_sense_limit = once``
  (``no_uses_left``), a teammate (``invalid_target``).
* A right guess slaughters at the night's ``guess`` stage (step 1, :func:`_sixth_sense`),
  counting a use (``sixth_sense_uses``); the slaughtered player's own action is void
  tonight (:func:`_slaughtered`, ``slaughtered``); he leaves at step 5 whatever saves him,
  unless he is immortal tonight (the unswapped Sherlock) and
  ``sixth_sense_overrides_immortality`` is false; that rule is offered only where a
  Godfather-kind role is in the roster.
* His vest is his card's ``vest`` counter (from the scenario file): Leon's shot breaks it
  instead of removing him (the ``shoot`` kind's ``breaks_vests``; S0:L8).
* The seeds' detective reads him as a citizen (:attr:`Kind.boss`); Nostradamus's count and
  Kane's inquiry under ``kane_godfather_result = citizen`` too (:attr:`Kind.counted_citizen`).
* His tracker lines: the vest and the sixth sense's uses, first on the panel.
* :func:`call_notes`: what the narrator must know when he calls the mafia (:attr:`Kind.call_notes`).
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalAction
from ..state import GameState
from ..table import require_alive, seat_of, withdrawn_holder
from .registry import Kind, register

NAME = "godfather"
#: The seeds' team action that is his (3.1.3).
ACTION = "sixth_sense"
#: His house rule about Sherlock's immortal nights (A28-like; 6.10 S14: offered wherever a
#: Godfather-kind role is in the roster, whatever the scenario is called).
OVERRIDES_IMMORTALITY = "sixth_sense_overrides_immortality"


def check_sixth_sense(st: GameState, arg: Any) -> None:
    """The sixth sense's guess ``arg`` (``{seat, role}``) at the ``mafia`` step (rules_spec
    3.1.3, 3.1.4 step 1; A26, A50; 6.10 S12).

    Raises:
        IllegalAction: ``not_acting`` (no Godfather in the game), ``missing_choice``
            (``sixth_sense_guess``), ``bad_script`` (``unknown_role``), ``no_uses_left``
            (``sixth_sense_limit = once``), ``invalid_target`` (a teammate), or the seat's
            own refusals (:func:`table.seat_of`, :func:`table.require_alive`).
    """
    gf = st.find(NAME)
    if gf is None and withdrawn_holder(st, NAME) is not None:
        return None  # he left the table this phase: accepted, no effect (6.10 S12)
    if gf is None:
        raise IllegalAction("not_acting", key="mafia", role=NAME, night=st.number)
    if not isinstance(arg, dict) or set(arg) != {"seat", "role"}:
        raise IllegalAction(
            "missing_choice", key="mafia", role=NAME, detail="sixth_sense_guess"
        )
    if not st.scenario.has_role(arg["role"]):
        raise IllegalAction("bad_script", key="mafia", value=arg["role"], detail="unknown_role")
    if (
        st.rules.get("sixth_sense_limit") == "once"
        and gf.card.counters.get("sixth_sense_uses", 0) >= 1
    ):
        raise IllegalAction("no_uses_left", key="mafia", role=NAME, detail="sixth_sense")
    t = seat_of(st, arg["seat"], "mafia")
    require_alive(st, t, "mafia")
    if st.side(t) == "mafia":
        raise IllegalAction(
            "invalid_target", key="mafia", seat=t, role=st.view(t).role, detail="teammate"
        )
    return None


def _slaughtered(st: GameState, choices: dict[str, Any], off: dict[int, str]) -> dict[int, str]:
    """``{seat: "slaughtered"}`` when tonight's sixth sense (``choices``' ``mafia`` value)
    names the seat's role rightly and the Godfather acts (not in ``off``), else ``{}``
    (rules_spec 3.1.4 step 1; S2:L77)."""
    sixth = (choices.get("mafia") or {}).get(ACTION)
    gf = st.find(NAME) if sixth else None
    if (
        sixth
        and gf is not None
        and gf.seat not in off
        and isinstance(sixth.get("seat"), int)
        and 1 <= sixth["seat"] <= len(st.players)
        and st.view(sixth["seat"]).role == sixth.get("role")
    ):
        return {sixth["seat"]: "slaughtered"}
    return {}


def _sixth_sense(n: Any) -> None:
    """Step 1 (the ``guess`` stage, night ``n``): the Godfather's sixth sense spends a use;
    a right guess slaughters (``n.slaughtered``, removed at step 5; S2:L77) unless the
    target is immortal tonight and ``sixth_sense_overrides_immortality`` is false."""
    st = n.st
    gf = st.find(NAME)
    if ACTION not in n.team or not n.acts(gf):
        return
    gf = st.player(gf.seat)
    gf.card.counters["sixth_sense_uses"] = gf.card.counters.get("sixth_sense_uses", 0) + 1
    g = n.team[ACTION]
    if st.view(g["seat"]).role == g["role"]:
        n.slaughtered = g["seat"]
        if n.immortal(g["seat"]) and not n.R.get(OVERRIDES_IMMORTALITY, True):
            n.slaughtered = None


def call_notes(st: GameState) -> list[str]:
    """At a night whose ``mafia`` step has the sixth sense: ``["godfather_out"]`` when no
    Godfather is in the game (the team decides), ``["sixth_sense_void"]`` when he is
    handcuffed tonight (his sixth sense has no effect, 6.9 S6), else ``[]``."""
    if st.phase != "night" or ACTION not in st.scenario.mafia_actions():
        return []
    gf = st.holder(NAME)
    if gf is None:
        return ["godfather_out"]
    if gf.handcuffed_night == st.number:
        return ["sixth_sense_void"]
    return []


GODFATHER = register(Kind(
    "3.1.1, 3.1.4 steps 1 and 7 (sixth sense, vest: S0:L8, S2:L77); 3.4.3 "
    "(the detective reads him as a citizen, S2:L44, L53)",
    name=NAME, stage="guess", every_night=_sixth_sense,
    trackers=(("vest", "intact"), ("sixth_sense_uses", "count")),
    boss=True, counted_citizen=True, disables_over=_slaughtered, panel_rank=0,
    scoped_rules=(OVERRIDES_IMMORTALITY,), call_notes=call_notes,
))
