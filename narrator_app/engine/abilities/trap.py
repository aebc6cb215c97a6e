"""The ``trap`` kind (club_scenarios 9.1; Namayande's miner, 4.6): the holder mines a player;
when the team's shot names the mined player, the mine fires: the target leaves and so does
one living mafia member the team gives up (``sacrifice`` on the team's step).

Parameters (:class:`TrapParams`, a role's ``params``):

* ``uses``: mines a game (default 1); ``when``: ``any_main_night`` | ``first_main_night``
  (4.10 C11);
* ``lasts``: ``until_fired`` | ``that_night`` (C12); ``when_saved``: ``no_blast`` (a saved
  shot does not fire it, the mine stays) | ``blast`` (the target lives, the toll is paid, C13);
* ``unblockable`` (default true: a block or hack never voids the mine, [PUBLIC:AG2]; a
  slaughter does, club_scenarios 1.3: "except where a rule voids his action (slaughter …)");
  ``announce`` (default true: ``mine`` in the morning, [PUBLIC:NM2]);
* ``defused_shots`` (0 | 1, C15, AG2): the team's shots a game that may carry ``defused:
  true`` and cross a mine without loss (the target is shot as usual, no toll, the mine is
  gone, nothing announced); spent only when it crosses a firing mine.

Game script: the holder's step ``{mine: m}`` (any living player, himself allowed); the team's
``sacrifice: m`` beside its shot — required when the mine fires (the night's end is refused
``missing_choice``), ``not_available`` when it does not, ``invalid_target`` unless a living
mafia member. Trackers: ``mine`` (the mined seat or null), ``mine_used``. Only the team's shot
fires it (a role guess does not, 4.6).

The window records the toll with the team's option ``shot_sacrifice`` («shot and mine toll»,
:func:`sacrifice_options`): the shot's target at the first place, the member who pays at the
second; offered while a mine is laid or may still be laid tonight (the miner is called after
the team, 4.5: the narrator reopens the team's step once the mine is known to fire).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt

from ..errors import IllegalAction
from ..state import ALIVE, GameState, Player
from ..table import require_alive, seat_of
from .base import filler_seat, kinds_in_play, team_value, voided
from .params import params_as
from .registry import TRIAL, Kind, OptionSpec, get_kind, register
from .team_fields import SHOT_MOVES, TEAM_FIELD_OPTIONS, TEAM_FIELDS

KIND = "trap"


class TrapParams(BaseModel):
    """A trap's parameters (club_scenarios 9.1 ``trap``); the defaults are Namayande's
    miner (4.6, 4.11 defaults)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    uses: StrictInt = Field(default=1, ge=1, le=10)
    when: Literal["any_main_night", "first_main_night"] = "any_main_night"
    lasts: Literal["until_fired", "that_night"] = "until_fired"
    when_saved: Literal["no_blast", "blast"] = "no_blast"
    unblockable: StrictBool = True
    announce: StrictBool = True
    defused_shots: StrictInt = Field(default=0, ge=0, le=1)


def check_mine(st: GameState, key: str, actor: Player, value: dict[str, Any]) -> None:
    """``{mine: m}``: one living player (himself allowed), while a mine is left, on a night
    ``when`` allows (``not_available`` otherwise)."""
    if set(value) != {"mine"}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    m = seat_of(st, value["mine"], key)
    require_alive(st, m, key)
    params = params_as(st, actor.role, TrapParams)
    if actor.card.hidden.get("mines_laid", 0) >= params.uses:
        raise IllegalAction("no_uses_left", key=key, role=key, detail="mine")
    if params.when == "first_main_night" and st.number != 1:
        raise IllegalAction("not_available", key=key, role=key, detail="first_main_night")


def check_sacrifice(st: GameState, value: dict[str, Any]) -> None:
    """The team's ``sacrifice``: a living mafia member, beside a shot."""
    if "shot" not in value:
        raise IllegalAction("not_available", key="mafia", detail="sacrifice_without_shot")
    m = seat_of(st, value["sacrifice"], "mafia")
    require_alive(st, m, "mafia")
    if st.side(m) != "mafia":
        raise IllegalAction("invalid_target", key="mafia", seat=m, role=st.view(m).role,
                            detail="not_a_teammate")


def check_defused(st: GameState, value: dict[str, Any]) -> None:
    """The team's ``defused: true``: beside a shot, while the trap's ``defused_shots`` are
    not spent: ``not_available`` without a shot or under ``defused_shots = 0``,
    ``no_uses_left`` once spent (a counted use, game-script; 4.6 «once-a-game»; CF47-11)."""
    roles = [r.id for r in st.scenario.roles if r.ability_kind == KIND]
    allowed = params_as(st, roles[0], TrapParams).defused_shots
    if value.get("defused") is not True:
        raise IllegalAction("bad_script", key="mafia", value=value.get("defused"),
                            detail="defused")
    if "shot" not in value or allowed == 0:
        raise IllegalAction("not_available", key="mafia", detail="defused")
    if st.extra.get("defused_shots", 0) >= allowed:
        raise IllegalAction("no_uses_left", key="mafia", detail="defused")


def mine_may_fire(st: GameState) -> bool:
    """True when tonight's team shot may fire a mine (club_scenarios 4.6, 4.7 step 6, 9.1):
    on a main night, a mine is laid (its holder in the game or not: the mine stays until it
    fires, CF47-10), or the holder, in the game, may still lay one tonight (a mine left, a
    night ``when`` allows, his step not recorded without one). ``st`` is only read."""
    holder = st.find(KIND, alive_only=False)
    if st.phase != "night" or holder is None:
        return False
    if holder.card.counters.get("mine") is not None:
        return True
    if holder.status != ALIVE:
        return False
    tonight = st.choices.get(holder.role)
    if isinstance(tonight, dict):  # his step is recorded: a mine tonight or none
        return isinstance(tonight.get("mine"), int)
    params = params_as(st, holder.role, TrapParams)
    return (holder.card.hidden.get("mines_laid", 0) < params.uses
            and (params.when == "any_main_night" or st.number == 1))


#: The team step's option that records the mine's toll with the shot.
TOLL_OPTION = "shot_sacrifice"


def sacrifice_options(st: GameState) -> list[OptionSpec]:
    """The team step's option that records the mine's toll with the shot (club_scenarios
    4.6, 4.12: ``{shot: t, sacrifice: m}``), while :func:`mine_may_fire`: ``shot_sacrifice``,
    the shot's target at the first place, the living mafia member who pays at the second,
    each place's seats asked of the rules with the other place filled by a legal seat
    (tonight's shot, else the mined seat, else a living non-mafia seat; a living mafia
    member). None otherwise: the team's plain options serve (a narrator could not record
    the toll from the window and the night could not end, CR37-3)."""
    if not mine_may_fire(st):
        return []
    return [OptionSpec(
        TOLL_OPTION, seats=2, exact=True,
        build=lambda seats, role: {"shot": seats[0], "sacrifice": seats[1]},
        slot_probes=(
            lambda st, s: {"shot": s, "sacrifice": _teammate(st, s)},
            lambda st, s: {"shot": _shot_filler(st, s), "sacrifice": s}))]


def toll_moves(st: GameState) -> dict[int, tuple[str, IllegalAction]]:
    """The seat a mine laid on an earlier night lies on, while the team's plain shot there,
    with tonight's steps so far, would fire it (:data:`TRIAL` resolution: the toll asked,
    ``missing_choice``/``sacrifice``): picked for the plain shot, it takes the narrator to
    «shot and mine toll» (:data:`TOLL_OPTION`), why ``missing_choice``/``mine_toll``. The
    mine is known at the team's step, and the team names the member who pays while awake
    (the toll was asked only at the night's end, the mafia asleep: a narrator's trial,
    CF80-55). A save recorded on him that stops the blast (``when_saved = no_blast``) lets
    the plain shot be picked, so the step reopened after a refused toll (``no_mine_fired``)
    takes it. A mine laid tonight is not known at the team's step (the miner is called
    after it, 4.5): none (CR37-3)."""
    holder = st.find(KIND, alive_only=False)
    if st.phase != "night" or holder is None:
        return {}
    mined = holder.card.counters.get("mine")
    if not isinstance(mined, int) or st.view(mined).status != ALIVE:
        return {}
    if _refused_as(st, {**st.choices, "mafia": {"shot": mined}}, "missing_choice", "sacrifice"):
        why = IllegalAction("missing_choice", key="mafia", seat=mined, detail="mine_toll")
        return {mined: (TOLL_OPTION, why)}
    return {}


def toll_void_so_far(st: GameState) -> bool:
    """True on a night whose confirmed team step names a mine toll (``{shot: t, sacrifice:
    m}``, «shot and mine toll») while, with tonight's steps recorded so far, no mine fires
    (the shot saved, club_scenarios 4.12): the night as confirmed so far, resolved on a copy
    (:data:`TRIAL`), is refused ``not_available``/``no_mine_fired``. The trackers' preview
    and the ring's «sacrificed» then do not claim the toll before the End (X100-13; the
    End itself still refuses it, CR37-3). False otherwise. Reads ``st``."""
    team = st.choices.get("mafia") if st.phase == "night" else None
    if not isinstance(team, dict) or team.get("sacrifice") is None or "shot" not in team:
        return False
    return _refused_as(st, dict(st.choices), "not_available", "no_mine_fired")


def _refused_as(st: GameState, choices: dict[str, Any], code: str, detail: str) -> bool:
    """True when the night of ``st`` with ``choices`` recorded, resolved on a copy
    (:data:`TRIAL`), is refused ``code`` with that ``detail``; ``st`` is not changed."""
    trial = st.clone()
    trial.choices = choices
    try:
        TRIAL["resolve_night"](trial)
    except IllegalAction as exc:
        return exc.code == code and exc.facts.get("detail") == detail
    return False


def _teammate(st: GameState, seat: int) -> int:
    """A living mafia seat other than ``seat``, to fill the toll's place while the shot's is
    asked (``seat`` when there is none: then refused)."""
    return filler_seat(st, seat, allowed=lambda p: st.side(p.seat) == "mafia")


def _shot_filler(st: GameState, seat: int) -> int:
    """A seat the team may shoot, to fill the shot's place while the toll's is asked:
    tonight's shot, else the mined seat, else a living non-mafia seat (not ``seat``)."""
    shot = team_value(st).get("shot")
    holder = st.find(KIND, alive_only=False)
    mined = holder.card.counters.get("mine") if holder is not None else None
    for s in (shot, mined):
        if isinstance(s, int) and s != seat and st.view(s).status == ALIVE:
            return s
    return filler_seat(st, seat, allowed=lambda p: st.side(p.seat) != "mafia")


def _lay(n: Any) -> Player | None:
    """The trap holder (this state's player) after tonight's mine, if any, is laid; None
    when the table has no holder. A holder out of the game lays nothing, but the mine he
    laid stays until it fires (4.6 «The mine stays until it fires»; 4.7 step 6 asks no
    living miner; CF47-10)."""
    if KIND not in kinds_in_play(n.st.scenario):
        return None  # no trap role in this scenario: nothing to look for
    holder = next((p for p in n.st.players if p.kind == KIND), None)
    if holder is None:
        return None
    holder = n.st.player(holder.seat)
    if holder.seat not in n.alive_at_start:
        return holder
    m = (n.ch.get(KIND) or {}).get("mine")
    params = params_as(n.st, holder.role, TrapParams)
    if not isinstance(m, int):
        acts = False
    elif params.unblockable:  # a block or hack never voids it; his death does (CF46-2)
        acts = n.off.get(holder.seat) not in ("slaughtered", "left_tonight")
    else:  # a blockable mine: his hold, or a hacked (miner, mined) pair (CF46-23)
        acts = not voided(n, holder.seat, m)
    if acts:
        laid = holder.card.hidden.get("mines_laid", 0) + 1
        holder.card.hidden["mines_laid"] = laid
        holder.card.counters["mine"] = m
        holder.card.counters["mine_used"] = laid >= params.uses
    return holder


def fire_traps(n: Any) -> None:
    """After the team's shot (club_scenarios 4.7 steps 4 and 6), ``n`` the night under way
    (``night.Night``, mutated): tonight's mine is laid;
    an unsaved shot on the mined player (or a saved one under ``when_saved = blast``) fires
    it: the toll (the team's ``sacrifice``) leaves whatever saves him, ``mine`` is announced
    and the mine is gone. A mine that lasts ``that_night`` is gone at dawn either way.

    Raises:
        IllegalAction: missing_choice (the mine fires and the team gave no sacrifice),
            not_available (a sacrifice and no mine fires).
    """
    holder = _lay(n)
    sacrifice = n.team.get("sacrifice")
    fired = False
    if holder is not None:
        params = params_as(n.st, holder.role, TrapParams)
        mined = holder.card.counters.get("mine")
        t = n.team.get("shot")
        if mined is not None and t == mined:
            unsaved = n.deaths.get(t) == "mafia_shot"
            fired = unsaved or (t in n.saves and params.when_saved == "blast")
        if fired and n.team.get("defused") is True:
            n.st.extra["defused_shots"] = n.st.extra.get("defused_shots", 0) + 1
            holder.card.counters["mine"] = None
            return  # crossed without loss (C15)
        if fired or params.lasts == "that_night":
            holder.card.counters["mine"] = None
        if fired and params.announce:
            n.announce.append("mine")
    if fired and sacrifice is None:
        raise IllegalAction("missing_choice", key="mafia", night=n.k, detail="sacrifice")
    if sacrifice is not None and not fired:
        raise IllegalAction("not_available", key="mafia", night=n.k, detail="no_mine_fired")
    if fired and isinstance(sacrifice, int) and n.st.view(sacrifice).status == ALIVE:
        n.deaths.setdefault(sacrifice, "mine")


#: club_scenarios 9.1's ``fires_on`` (4.10 C13's two readings) → ``when_saved``.
_FIRES_ON = {"team_shot_not_saved": "no_blast", "not_saved": "no_blast",
             "team_shot_also_saved": "blast", "also_saved": "blast"}


#: club_scenarios 9.1's ``toll`` («one mafia member chosen by the team»): how it plays.
_TOLL = ("one_mafia_member_chosen_by_the_team", "one_mafia_member_chosen_by_team",
         "one_mafia_chosen_by_team", "one_mafia_member", "one_mafia")


def _spec_words(params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """club_scenarios 9.1's words (CF47-1): ``fires_on`` (``team_shot_not_saved`` |
    ``team_shot_also_saved``) is ``when_saved`` (``no_blast`` | ``blast``); ``announce =
    "mine"`` (the word announced) is true, ``"none"`` false; ``toll = "one mafia member
    chosen by the team"`` is how the mine plays (4.6) and is dropped."""
    out = dict(params)
    fires = out.get("fires_on")
    if isinstance(fires, str) and fires in _FIRES_ON and "when_saved" not in out:
        del out["fires_on"]
        out["when_saved"] = _FIRES_ON[fires]
    if out.get("announce") in ("mine", "none"):
        out["announce"] = out["announce"] == "mine"
    toll = out.get("toll")
    if isinstance(toll, str) and toll.replace(" ", "_") in _TOLL:
        del out["toll"]
    return KIND, out


def _marks(st: GameState, p: Player) -> list[tuple[int, str]]:
    """The ring's standing mark of the trap holder's card: at night, the seat a mine laid on
    an earlier night lies on (``mined``), until it fires; the ring showed it only the night
    it was laid, and the team's step came with the mine unseen (a narrator's trial,
    CF80-55). Tonight's mine is its step's token (:attr:`Kind.tokens`)."""
    mined = p.card.counters.get("mine")
    if st.phase != "night" or not isinstance(mined, int) or st.view(mined).status != ALIVE:
        return []
    return [(mined, "mined")]


def _called(st: GameState, key: str) -> bool:
    """False after the first main night under ``when = first_main_night``: the mine can no
    longer be laid, and a role that can no longer act is not called (club_scenarios 1.3
    «a role whose uses are spent is not called»; 4.5 «miner (until used)»; an auditor's
    case, CF49-16)."""
    p = params_as(st, key, TrapParams)
    return p.when != "first_main_night" or st.phase != "night" or st.number <= 1


TRAP = Kind(
    "club_scenarios 9.1 (trap), 4.6 (the miner), 4.7 steps 4 and 6, 4.10 C11-C15",
    action="mine",
    token="mined",
    uses=("mine_used", "flag"),
    step=True,
    params=TrapParams,
    trackers=(("mine", "seat"), ("mine_used", "used")),
    name=KIND,
    dawn_refusal=True,
    check=check_mine,
    called=_called,
    night_reads={"called": ()},  # the params, the phase and the night's number
    start_counters=lambda params: {"mine": None, "mine_used": False},
    spec_words=_spec_words,
    marks=_marks,
)

if get_kind(KIND) is None:
    register(TRAP)
    TEAM_FIELDS["sacrifice"] = (KIND, check_sacrifice)
    TEAM_FIELDS["defused"] = (KIND, check_defused)
    TEAM_FIELD_OPTIONS["sacrifice"] = (KIND, sacrifice_options)
    SHOT_MOVES["sacrifice"] = (KIND, toll_moves)
