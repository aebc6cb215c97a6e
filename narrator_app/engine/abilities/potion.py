"""The ``potion`` ability kind (club_scenarios 9.1, 10 #20): a healing potion and a killing
potion, each with its own uses (Werewolf's witch, 7.6; Capo's herbalist, 6.6).

Its step's value is ``{heal: s, poison: t}``: either, both or neither (game-script,
club_scenarios 7.12). The holder is shown tonight's team victim first (the private signal
``witch``: the seat, or ``none`` when the team chose nobody, 7.6 and C7: always shown).

Parameters (:class:`PotionParams`, every default Werewolf's witch):

* ``heal``: ``uses`` (1), ``target`` (``team_victim``: only tonight's team victim).
* ``kill``: ``uses`` (1), ``timing`` (``dawn``: he leaves at dawn, no save helps); never
  herself.
* ``self_heal`` (true: she may heal herself when she is the victim; C6).
* ``with_save`` (``saved`` | ``cancel_out``: a heal on a victim another save covers cancels
  it and he dies; C4).
* ``both_same_night`` (true; C5): both potions in one night; false refuses the second
  ``bad_count``.
* ``shows_victim`` (true): the holder is shown tonight's victim (the signal).

Trackers: ``heal`` and ``poison`` (true while the potion is held). Refusals: a spent potion
``no_uses_left``; a heal on anyone but the victim ``invalid_target`` (``not_the_victim``);
herself when ``self_heal`` is false ``invalid_target`` (``self``: never allowed); a poison
on a player out of the game ``invalid_target``.

The delayed kill (Capo's herbalist, club_scenarios 6.6; one kind with the witch's since
issue 21): ``kill.timing = "after_next_day_with_antidote_step"`` with ``heal.uses = 0`` and
``shows_victim = false``. Its step is ``{poison: s}`` alone (anything else ``bad_script``);
a living player, himself only under ``kill.self_target`` (capo C20); the poison is spent
and announced ``poison`` without a name; the next night's antidote step decides
(:mod:`.delayed_poison`, with ``antidote``: ``vote`` binding | advisory, ``transfer_to``,
``transfer_on``). The card keeps the file's ``poison`` and ``antidote`` trackers, is not
called once the poison is spent, gives no signal and its undo needs no confirmation
(:attr:`Kind.per_role`). A file naming the old kind ``delayed_poison`` is refused with
this spelling (``registry.REFUSED_KINDS``).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt

from ..errors import IllegalAction
from ..scenario import Text
from ..state import ALIVE, GameState
from ..table import require_alive, seat_of
from .base import card_of, filler_seat, landing, roles_of_kind
from .checks import disabled_tonight
from .immune import shields
from .params import params_as
from .registry import Kind, OptionSpec, register

KIND = "potion"


class HealParams(BaseModel):
    """The healing potion: its uses and whom it may heal."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    uses: StrictInt = Field(default=1, ge=0, le=10)
    target: Literal["team_victim"] = "team_victim"


#: The killing potion's delayed timing (capo's herbalist, club_scenarios 6.6): the poisoned
#: player lives through the next day; the next night's antidote step decides.
DELAYED = "after_next_day_with_antidote_step"


class KillParams(BaseModel):
    """The killing potion: its uses, when its victim leaves (``dawn``, or ``DELAYED``:
    after the next day, the antidote step deciding) and whether the holder may poison
    himself (``self_target``, the delayed kind only: capo C20)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    uses: StrictInt = Field(default=1, ge=0, le=10)
    timing: Literal["dawn", "after_next_day_with_antidote_step"] = "dawn"
    self_target: StrictBool = False


class AntidoteParams(BaseModel):
    """The antidote of a delayed kill (:mod:`.delayed_poison`): ``vote`` ``binding`` (no
    antidote without a majority, C12) | ``advisory`` (AG2); a personal antidote passes to
    the role ``transfer_to`` (None: lost) when its holder leaves by ``transfer_on``
    (``trust_gun``: Capo's gun only, C15 | ``any_exit``)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    vote: Literal["binding", "advisory"] = "binding"
    transfer_to: str | None = Field(default=None, pattern=r"^[a-z][a-z0-9_]{0,63}$")
    transfer_on: Literal["trust_gun", "any_exit"] = "trust_gun"


class PotionParams(BaseModel):
    """The ``potion`` kind's parameters (defaults: Werewolf's witch, club_scenarios 7.6).
    The ones a house rule sets are top-level (a file's ``[[house_rules]]`` names one
    parameter): ``self_heal`` (C6), ``with_save`` (C4), ``both_same_night`` (C5)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    heal: HealParams = HealParams()
    kill: KillParams = KillParams()
    self_heal: StrictBool = True
    with_save: Literal["saved", "cancel_out"] = "saved"
    both_same_night: StrictBool = True
    shows_victim: StrictBool = True
    antidote: AntidoteParams = AntidoteParams()

    @property
    def delayed(self) -> bool:
        """True for the delayed kill with the antidote step (capo's herbalist)."""
        return self.kill.timing == DELAYED


#: The private signal of the kind (club_scenarios 1.6: the victim shown to the witch).
POTION_SIGNAL = "witch"


def team_victim(st: Any) -> int | None:
    """Tonight's team victim (the team step's ``shot``), None when they chose nobody."""
    shot = (st.choices.get("mafia") or {}).get("shot")
    return shot if isinstance(shot, int) and not isinstance(shot, bool) else None


def _held(card: Any, which: str, uses: int) -> bool:
    return int(card.hidden.get(f"{which}_used", 0)) < uses


def check_step(st: Any, key: str, actor: Any, value: dict[str, Any]) -> None:
    """Refuse an illegal step of a potion role: the witch's (:func:`check_potion`) or, for
    a delayed kill, the herbalist's (:func:`check_delayed`)."""
    prm = params_as(st, actor.card.role, PotionParams)
    if prm.delayed:
        check_delayed(st, key, actor, value, prm)
    else:
        check_potion(st, key, actor, value)


def check_delayed(st: Any, key: str, actor: Any, value: dict[str, Any],
                  prm: PotionParams) -> None:
    """``{poison: s}`` of a delayed kill (capo's herbalist): a living player (himself only
    under ``kill.self_target``, C20), while the poison is held.

    Raises:
        IllegalAction: bad_script, no_uses_left, invalid_target.
    """
    if set(value) != {"poison"}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    if not actor.card.counters.get("poison"):
        raise IllegalAction("no_uses_left", key=key, role=key, detail="poison")
    t = seat_of(st, value["poison"], key)
    require_alive(st, t, key)
    if t == actor.seat and not prm.kill.self_target:
        raise IllegalAction("invalid_target", key=key, seat=t, role=key, detail="self")


def check_potion(st: Any, key: str, actor: Any, value: dict[str, Any]) -> None:
    """Refuse an illegal potion step (club_scenarios 7.6): see the module's refusals."""
    if set(value) - {"heal", "poison"}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    role = actor.card.role
    prm = params_as(st, role, PotionParams)
    if "heal" in value and "poison" in value and not prm.both_same_night:
        raise IllegalAction("bad_count", key=key, role=role, detail="both_potions")
    if "heal" in value:
        t = seat_of(st, value["heal"], key)
        if not _held(actor.card, "heal", prm.heal.uses):
            raise IllegalAction("no_uses_left", key=key, role=role, detail="heal")
        if t != team_victim(st):
            raise IllegalAction("invalid_target", key=key, seat=t, role=role,
                                detail="not_the_victim")
        if t == actor.seat and not prm.self_heal:  # never allowed: game-script's code for
            # that is invalid_target (self_target: a limited use spent; CF45-24, was WW4's)
            raise IllegalAction("invalid_target", key=key, seat=t, role=role, detail="self")
    if "poison" in value:
        t = seat_of(st, value["poison"], key)
        if not _held(actor.card, "poison", prm.kill.uses):
            raise IllegalAction("no_uses_left", key=key, role=role, detail="poison")
        require_alive(st, t, key)
        if t == actor.seat:
            raise IllegalAction("invalid_target", key=key, seat=t, role=role, detail="self")


def _spend(card: Any, which: str, uses: int) -> None:
    card.hidden[f"{which}_used"] = int(card.hidden.get(f"{which}_used", 0)) + 1
    card.counters[which] = _held(card, which, uses)


def potion_effect(night: Any) -> None:
    """After the saves (club_scenarios 1.5 steps 5 and 7; 7.7 steps 3-4), for each potion
    role acting tonight with a step: the holder is shown the victim; a heal saves him (or,
    under ``cancel_out``, undoes another save on him); the poisoned player leaves at dawn
    whatever saves him."""
    st = night.st
    for role in roles_of_kind(st.scenario, KIND):
        prm = params_as(st, role, PotionParams)
        if prm.delayed:
            _poison_later(night, role)
            continue
        p = card_of(st, role)
        value = st.choices.get(role)
        if p is None or not night.acts(p):
            continue
        if prm.shows_victim:  # the narrator shows her the victim, whatever she then does
            # (7.6: "After the werewolves, the narrator shows her tonight's victim"; it was
            # shown only with her step recorded: an auditor's case, CF46-35); the signal's
            # name is the kind's (game-script ``witch``), whatever the role's id
            victim = team_victim(st)
            night.record.private[POTION_SIGNAL] = victim if victim is not None else "none"
        if isinstance(value, dict):
            _drink(night, st.player(p.seat), prm, value)


def _poison_later(night: Any, role: str) -> None:
    """A delayed kill (capo's herbalist): the poison is given (spent) on the seat tonight's
    step names (after a reflection, :mod:`.reflect`: the night's values by kind), announced
    ``poison`` without a name; the antidote step comes the night after next day
    (:mod:`.delayed_poison`)."""
    target = (night.ch.get(KIND) or {}).get("poison")
    p = card_of(night.st, role)
    named = (night.named.get(KIND) or {}).get("poison")  # the seat he named (a reflection
    # turns it onto him afterwards: the hack is of the seat named, 1.5 steps 2 and 4)
    if target is None or p is None or not night.acts(p) or night.hacked(p.seat, named):
        return  # a hacked pair: fails and spends nothing (4.6)
    holder = night.st.player(p.seat)
    # one of ``kill.uses`` spent (it was spent whole: an auditor's club file, CF46-26)
    _spend(holder.card, "poison", params_as(night.st, role, PotionParams).kill.uses)
    night.st.extra["poison"] = {"target": target, "night": night.k}
    night.announce.append("poison")


def _drink(night: Any, holder: Any, prm: PotionParams, value: dict[str, Any]) -> None:
    """The heal and the poison, each on the seat it lands on tonight (a reflection turns
    them onto the holder: "a poisoner poisons himself", capo 6.6; CF46-19)."""
    heal, poison = value.get("heal"), value.get("poison")
    # a potion on a seat his ability on which is hacked tonight fails and spends nothing
    # (club_scenarios 4.6; audit62)
    if night.hacked(holder.seat, heal):
        heal = None
    if night.hacked(holder.seat, poison):
        poison = None
    if isinstance(heal, int):
        heal = landing(night, holder.seat, heal)
    if isinstance(poison, int):
        poison = landing(night, holder.seat, poison)
    if heal is not None:
        _spend(holder.card, "heal", prm.heal.uses)
        if prm.with_save == "cancel_out" and heal in night.saves:
            night.saves.discard(heal)
        else:
            night.saves.add(heal)
    if poison is not None:
        _spend(holder.card, "poison", prm.kill.uses)
        # an ``immune`` card whose ``to`` names the poison is never removed by it (9.2;
        # only the delayed poison asked it: an auditor's club file, CF46-31)
        if not shields(night.st, night.st.player(poison), "poison"):
            night.deaths.setdefault(poison, "poison")


def potion_options(st: Any, key: str, params: Any) -> list[OptionSpec]:
    """The window's options: heal (tonight's victim), poison (one seat) and, where the
    house rule ``both_same_night`` allows (C5, the default), both: the victim healed at the
    first place, a seat poisoned at the second (``{heal: s, poison: t}``, rule case
    werewolf/02; a narrator could record only one of them, a trial of stop 36); none is
    added."""
    out = [
        OptionSpec("heal", build=lambda seats, role: {"heal": seats[0]},
                   probe=lambda s: {"heal": s}),
        OptionSpec("poison", build=lambda seats, role: {"poison": seats[0]},
                   probe=lambda s: {"poison": s}),
    ]
    if isinstance(params, PotionParams) and params.both_same_night:
        out.append(OptionSpec(
            "heal_poison", seats=2, exact=True,
            build=lambda seats, role: {"heal": seats[0], "poison": seats[1]},
            slot_probes=(
                lambda st, s: {"heal": s, "poison": filler_seat(st, s, key)},
                lambda st, s: {"heal": _victim_or(st, s), "poison": s})))
    return out


def _victim_or(st: Any, seat: int) -> int:
    """Tonight's team victim, to fill the heal's place while the poison's is asked; ``seat``
    when the team chose nobody (then refused: nobody to heal)."""
    victim = team_victim(st)
    return seat if victim is None else victim


def potion_tokens(st: Any, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    """Tonight's tokens on the ring: the healed victim and the poisoned player."""
    out = [(value["heal"], "healed")] if isinstance(value.get("heal"), int) else []
    return out + ([(value["poison"], "poisoned")] if isinstance(value.get("poison"), int)
                  else [])


def poison_marks(st: Any, holder: Any) -> list[tuple[int, str]]:
    """The ring's standing mark of a holder of a delayed poison (``holder``: capo's
    herbalist; :attr:`Kind.marks`): ``poisoned`` on the player poisoned last night while
    the poison holds, through the next day and, at the night after it, until the antidote
    step (``antidote``, :mod:`.delayed_poison`) is taken (club_scenarios 6.6, 6.7 step 0:
    he lives through the next day; CP). The night he is poisoned it is the step's token
    (:func:`potion_tokens`); the Day 2 ring showed none (LY108-2). [] for a holder whose
    kill is not delayed (the witch's poison at dawn)."""
    p = st.extra.get("poison")
    if not p or p["night"] != st.number - 1 or st.view(p["target"]).status != ALIVE:
        return []
    if not params_as(st, holder.card.role, PotionParams).delayed:
        return []
    if st.phase == "day" or (st.phase == "night" and "antidote" not in st.choices):
        return [(p["target"], "poisoned")]
    return []


#: The signal's form (``choices.signal_form``): shown to the holder before she chooses.
VICTIM_SHOWN = "victim_shown"


def potion_signal(st: Any, key: str) -> dict[str, Any] | None:
    """What the narrator shows the holder of step ``key`` now, before her choice
    (club_scenarios 7.6, C7): ``{"witch": s}`` (tonight's team victim, seat from 1, or
    ``"none"`` when the team has chosen nobody); None when she is not shown the victim
    (``shows_victim = false``), is out of the game or acts for nothing tonight."""
    found = card_of(st, key)
    if found is None or not params_as(st, key, PotionParams).shows_victim:
        return None
    if found.seat in disabled_tonight(st):
        return None
    victim = team_victim(st)
    return {POTION_SIGNAL: victim if victim is not None else "none"}


def potion_form(params: BaseModel) -> str | None:
    """The signal's form: :data:`VICTIM_SHOWN` while the holder is shown the victim."""
    assert isinstance(params, PotionParams)
    return VICTIM_SHOWN if params.shows_victim else None


#: The words of a potion holder shown the victim once a potion is spent (club_scenarios
#: 7.6: each potion once a game). What is said aloud stays the file's question every night:
#: the whole table hears the narrator, and «the heal is spent» told it that an earlier quiet
#: night was the witch's heal (a narrator's trial, CF50; TA43-15 had put it in the words).
#: What is spent is the narrator's alone, in the gesture, by what is left: (heal, poison).
SPENT_GESTURE = {
    (False, True): Text(
        fa="[فقط راوی، نگویید] درمانش مصرف شده است. قربانی را به او نشان دهید؛ با اشاره به "
           "یک نفر زهر را نشان می‌دهد.",
        en="[narrator only, do not say it] Her heal is spent. Show her the victim; a point at "
           "one player for the poison."),
    (True, False): Text(
        fa="[فقط راوی، نگویید] زهرش مصرف شده است. قربانی را به او نشان دهید؛ با شست درمان "
           "را نشان می‌دهد.",
        en="[narrator only, do not say it] Her poison is spent. Show her the victim; a thumb "
           "for the heal."),
    (False, False): Text(
        fa="[فقط راوی، نگویید] درمان و زهرش هر دو مصرف شده‌اند. قربانی را به او نشان دهید؛ "
           "انتخابی ندارد.",
        en="[narrator only, do not say it] Both potions are spent. Show her the victim; she "
           "has nothing to choose."),
}
#: The words said when the file gives the step none.
PLAIN_SAY = Text(fa="{role} بیدار شود. این قربانی امشب است.",
                 en="{role}, wake up. This is tonight's victim.")


def potion_words(st: GameState, key: str, name: Text) -> tuple[Text, Text] | None:
    """The (say, gesture) of step ``key`` (a role id whose holder is shown the victim,
    ``shows_victim``) once a potion is spent: the file's own words said aloud, the same
    every night, and what is spent in the gesture (:data:`SPENT_GESTURE`, the narrator's
    alone); None otherwise (the file's words stand; on a night the team may not shoot she
    is not called at all, 7.10 C2, CF47-34). ``name``: the role's name."""
    if not params_as(st, key, PotionParams).shows_victim:
        return None
    holder = card_of(st, key)
    if holder is None:
        return None
    left = (bool(holder.card.counters.get("heal")), bool(holder.card.counters.get("poison")))
    if left == (True, True):
        return None
    d = next((d for d in st.scenario.night if d.key == key), None)
    said = d.say if d is not None and d.say is not None else Text(
        fa=PLAIN_SAY.fa.format(role=name.fa), en=PLAIN_SAY.en.format(role=name.en))
    return said, SPENT_GESTURE[left]


def start_counters(params: Any) -> dict[str, Any]:
    """A potion card starts with both potions held; a delayed kill's card with its poison
    and its own antidote held (its file's ``counters`` first: K14; a file without them
    dealt a herbalist with nothing to give, CF46-26)."""
    if params.delayed:
        return {"poison": True, "antidote": True}
    return {"heal": True, "poison": True}


def potion_spent(st: GameState, p: Any) -> bool:
    """A delayed kill's holder is not called once his poison is spent (the witch keeps
    waking, WW7)."""
    return params_as(st, p.card.role, PotionParams).delayed and not p.card.counters.get("poison")


def per_role(params: BaseModel) -> dict[str, Any]:
    """A delayed kill's role (capo's herbalist) plays as a one-seat step: ``{poison: s}``
    (its options, ring token ``poisoned`` and reflection by ``action``), no signal (no
    victim shown), no undo confirmation, trackers ``poison`` and ``antidote``; the
    witch's: the kind's own."""
    assert isinstance(params, PotionParams)
    if not params.delayed:
        return {}
    return {"action": "poison", "token": "poisoned", "uses": ("poison", "held"),
            "signal": None, "confirm_undo": False, "options": None, "tokens": None,
            "trackers": (("poison", "held"), ("antidote", "held"))}


def _spec_words(params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """club_scenarios 9.1's words (CF47-1): ``heal = {self = b}`` is ``self_heal``; the
    kill's ``unsaveable = true`` and the antidote's ``uses = 1`` are how they play (no save
    stops the poison, 7.6; one antidote, 6.6) and are dropped."""
    out = dict(params)
    heal = out.get("heal")
    if isinstance(heal, dict) and "self" in heal and "self_heal" not in out:
        out["heal"] = {k: v for k, v in heal.items() if k != "self"}
        out["self_heal"] = heal["self"]
    kill = out.get("kill")
    if isinstance(kill, dict) and kill.get("unsaveable") is True:
        out["kill"] = {k: v for k, v in kill.items() if k != "unsaveable"}
    antidote = out.get("antidote")
    if isinstance(antidote, dict) and antidote.get("uses") == 1:
        out["antidote"] = {k: v for k, v in antidote.items() if k != "uses"}
    return KIND, out


POTION = register(Kind(
    "club_scenarios 7.6 (witch), 9.1, 10 #20: heal tonight's team victim once, poison one "
    "player once (dawn, unsaveable); both the same night; the victim shown (WW3, WW7-WW11)",
    action=None, token=None, step=True, stage="slaughter", signal=POTION_SIGNAL,
    confirm_undo=True, params=PotionParams, trackers=(("heal", "held"), ("poison", "held")),
    name=KIND, check=check_step, effect=potion_effect, whole_night=True,
    options=potion_options, start_counters=start_counters, tokens=potion_tokens,
    marks=poison_marks,
    signal_value=potion_signal, signal_form=potion_form, words=potion_words,
    is_spent=potion_spent, per_role=per_role, spec_words=_spec_words,
    # the potions left on her card, the params and the file's words: no step of tonight
    night_reads={"is_spent": (), "words": ()},
))
