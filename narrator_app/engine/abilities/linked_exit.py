"""The ``linked_exit`` ability kind (club_scenarios 9.5, 10 #16): a link between players that
makes an exit take another player with it, whatever saves him.

Two choosers (parameter ``chooser``):

* ``third_party_once`` (Werewolf's cupid, 7.6): on the game's first night the holder names
  two different living players, the lovers: ``{lovers: [a, b]}`` (himself allowed unless
  ``self = false``); required that night (``missing_choice``), ``not_available`` later.
  ``direction = mutual``: when one lover leaves, by any cause, the other leaves at once
  (``heartbreak``), also when the holder has left.
* ``holder_nightly`` (Bazpors' researcher, 3.6-3.7): each night the holder names one living
  player other than himself: ``{link: s}``; the newest link replaces the last, a night
  without one keeps it. ``direction = one_way``: when the holder leaves, by any cause, his
  linked player leaves in the same phase (``link``), unless his role is in ``exceptions``
  (the boss) or not in ``eligible`` (a list of role ids, ``any``, or the name of one of
  ``named_sets``, so that a house rule can choose the set by name).

Every link exit is unsaveable, announced ``left:s``, and repeats through chains (a linked
player's own links, the hunter's revenge) until nothing changes (7.7 step 5; 3.7 step 5).
Trackers: ``lovers`` (the pair, a list) or ``link`` (a seat).

The seeds' Jack Sparrow (rules_spec 3.2; S2:L62-L72; A51-A57; 6.9 S6) is a ``holder_nightly``
link with his own parameter set (:mod:`.jack_sparrow`'s ``PARAMS``, decisions JL32 rows):

* ``direction = holder_follows``: the link runs the other way, the **holder** leaves when his
  linked player leaves, whatever the cause (``follow_cause``, his card shown, ``exit_word``
  announced once, :func:`follow_link`); the night's :func:`leaves_with` tells Kane's
  inquiry so (6.9 S4);
* ``action``: the step's value key (``{curse: s}``), ``token``: the ring's token on it;
* ``repeat = not_until_all``: nobody linked twice until every other living player has been
  (``repeat_target``, by the card's hidden ``history``);
* ``every_night``: the step is required every night, the intro night too (``missing_choice``
  ``<action>``, the night cannot end without it, :func:`check_every_night`);
* ``frozen_after = revealed``: no step once the day's vote showed his card (``not_available``
  ``<action>_frozen``, A53; bound to ``jack_curse_after_reveal``);
* ``wakes_after``: the step his is called right after (A52; bound to ``jack_wake_position``);
* ``shot_shield``, ``shown_when_voted_out``, ``found_by_link``, ``exit_word``: the team's
  night shot never removes him, the vote shows his card instead (A56), a Beautiful Mind
  guess finds him once shown by naming his linked player (S2:L68), his exit's announcement;
* ``seed_form``: the seeds' one-seat step (:func:`per_role`): checked wholly
  (:func:`check_nightly_step`), the link made when the night is resolved unless he is
  handcuffed tonight (:func:`make_link_at_start`, the earlier link stays, 6.9 S6), called on
  the checklist while he lives and is not frozen (never a dummy call), its options one seat
  with no «none», its shape ``{<action>: seat}``, trackers ``<action>`` and ``revealed``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, model_validator

from ..errors import IllegalAction
from ..option import Option, PerSeat, one_seat
from ..shapes import obj, seat, seats_by_name
from ..state import ALIVE, DEAD
from ..table import EXIT_HOOKS, leave, require_alive, seat_of
from .base import card_of, first_night, left_now, roles_of_kind
from .params import params_as
from .reflect import reflections_tonight
from .registry import RETIRED_KINDS, Kind, OptionSpec, register, tracker_kind

KIND = "linked_exit"


class LinkParams(BaseModel):
    """The ``linked_exit`` kind's parameters (defaults: Werewolf's cupid, 7.6)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    chooser: Literal["third_party_once", "holder_nightly"] = "third_party_once"
    #: ``holder_follows``: the holder leaves when his linked player leaves (Jack's curse).
    direction: Literal["mutual", "one_way", "holder_follows"] = "mutual"
    #: Role ids the link never takes (the boss, 3.6).
    exceptions: list[str] = Field(default_factory=list)
    #: Role ids the link may take, or ``any``, or the name of one of ``named_sets`` (so a
    #: file's house rule may choose among named sets: ``bz_link_targets = any_but_boss |
    #: nato_or_charlatan``, club_scenarios 3.10 C3).
    eligible: str | list[str] = "any"
    named_sets: dict[str, Literal["any"] | list[str]] = Field(default_factory=dict)
    #: Whether the holder may name himself (cupid: yes, WW12; the researcher: no).
    self_link: StrictBool = True
    unsaveable: Literal[True] = True
    #: The step value's key; "": the chooser's (``lovers``, ``link``). Jack's: ``curse``.
    action: str = ""
    #: The ring's token on tonight's link (``holder_nightly``).
    token: str = "linked"
    #: ``not_until_all``: nobody linked twice until every other living player has been
    #: (``repeat_target``, the card's hidden ``history``, S2:L62).
    repeat: Literal["allowed", "not_until_all"] = "allowed"
    #: The step is required every night, the intro night too, while the holder lives and
    #: is not frozen (``missing_choice`` ``<action>``, A51).
    every_night: StrictBool = False
    #: ``revealed``: no step once the day's vote showed the holder's card (``not_available``
    #: ``<action>_frozen``, A53).
    frozen_after: Literal["never", "revealed"] = "never"
    #: The step key the holder's step is called right after tonight; "": the file's place.
    wakes_after: str = ""
    #: The team's night shot never removes the holder (S2:L62).
    shot_shield: StrictBool = False
    #: The day's vote shows the holder's card instead of removing him (A56).
    shown_when_voted_out: StrictBool = False
    #: Once shown, a Beautiful Mind guess finds the holder by naming his linked player
    #: (S2:L68); else by his own seat.
    found_by_link: StrictBool = False
    #: The exit's cause when the holder follows his linked player out (``holder_follows``).
    follow_cause: str = "link"
    #: The announcement when the holder leaves (the link, a night exit, Beautiful Mind);
    #: "": ``left:<seat>``.
    exit_word: str = ""
    #: The seeds' one-seat step (:func:`per_role`): checked wholly, made when the night is
    #: resolved, its own checklist call and options, trackers ``<action>`` and ``revealed``.
    seed_form: StrictBool = False
    #: The holder wakes before the team: tonight's link stands when the team's guess
    #: slaughters him tonight (the Bazpors researcher, club_scenarios 3.6 "Tonight's link is
    #: the one that counts if he dies tonight (he wakes first)"; 3.7 step 1 before step 2).
    wakes_first: StrictBool = False

    @model_validator(mode="after")
    def _one_seat_nightly(self) -> LinkParams:
        """The seeds' form is a nightly step of one seat (Jack's curse): a pair a third
        party names once (cupid's lovers) cannot have it. A file with both is refused here,
        not at the table (a random club file with both crashed its first night)."""
        if self.seed_form and self.chooser == "third_party_once":
            raise ValueError("seed_form = true is the holder's nightly step of one seat; "
                             "chooser = 'third_party_once' names a pair once (use chooser "
                             "= 'holder_nightly', or seed_form = false)")
        jack = [name for name, on in (("every_night", self.every_night),
                                      ("repeat = 'not_until_all'",
                                       self.repeat == "not_until_all"),
                                      ("frozen_after = 'revealed'",
                                       self.frozen_after == "revealed")) if on]
        if jack and not self.seed_form:
            raise ValueError(f"{', '.join(jack)}: the seeds' nightly curse's settings (Jack's), "
                             "played with seed_form = true only (without it they did nothing: "
                             "CF46-39)")
        if self.chooser == "third_party_once" and self.direction != "mutual":
            raise ValueError(f"direction = {self.direction!r} follows the holder's own "
                             "nightly link; chooser = 'third_party_once' names a pair once, "
                             "whose exits take each other (use direction = 'mutual', or "
                             "chooser = 'holder_nightly')")
        return self


def _lovers_closed(st: Any, actor: Any) -> bool:
    """True when Cupid's lovers are chosen, or it is not Night 1 (7.6 "On Night 1 cupid
    names two …": :func:`base.first_night`; an intro night is not it, CF46-36)."""
    return bool(actor.card.counters.get("lovers")) or not first_night(st)


def _two_seats(v: Any, n: int, key: str) -> None:
    """Cupid's pair: a list of exactly two seats (``bad_script`` ``two_seats`` else)."""
    if not isinstance(v, list) or len(v) != 2:
        raise IllegalAction("bad_script", key=key, value=v, detail="two_seats")
    for x in v:
        seat(x, n, key)


def _general_shape(prm: LinkParams) -> Any:
    """The general form's value, read before any rule (game-script «bad_script for the
    entry's shape, then …»): ``{link: s}``, or the pair ``{lovers: [a, b]}`` (CF50)."""
    action = _action(prm)
    return obj(**{action: seat if action == "link" else _two_seats})


def _action(prm: LinkParams) -> str:
    if prm.action:
        return prm.action
    return "lovers" if prm.chooser == "third_party_once" else "link"


def empty_check(st: Any, role: str, actor: Any) -> None:
    """Cupid's ``{}`` after the night he names the lovers: he is not called (7.12
    «``not_available`` later»; club_scenarios 1.6 «the cupid after Night 1»; CF47-33); a
    nightly link's ``{}`` is a call with nothing chosen."""
    prm = params_as(st, actor.card.role, LinkParams)
    if _action(prm) == "lovers" and _lovers_closed(st, actor):
        raise IllegalAction("not_available", key=role, role=actor.role, detail="lovers_chosen")


def check_link(st: Any, key: str, actor: Any, value: dict[str, Any]) -> None:
    """Refuse an illegal link step (club_scenarios 7.6, 7.12; 3.6, 3.12)."""
    prm = params_as(st, actor.card.role, LinkParams)
    action = _action(prm)
    if set(value) != {action}:
        raise IllegalAction("bad_script", key=key, value=value, detail="unknown_choice")
    if action == "link":
        seats = [seat_of(st, value["link"], key)]
    else:
        if _lovers_closed(st, actor):
            raise IllegalAction("not_available", key=key, role=actor.role, detail="lovers_chosen")
        pair = value["lovers"]
        if not isinstance(pair, list) or len(pair) != 2:
            raise IllegalAction("bad_script", key=key, value=value, detail="two_seats")
        seats = [seat_of(st, s, key) for s in pair]
        if seats[0] == seats[1]:
            raise IllegalAction("invalid_target", key=key, seat=seats[0], role=actor.role,
                                detail="two_different")
    for s in seats:
        require_alive(st, s, key)
        if s == actor.seat and not prm.self_link:
            raise IllegalAction("invalid_target", key=key, seat=s, role=actor.role, detail="self")


def link_effect(night: Any) -> None:
    """Before the night's deaths (7.7 step 1; 3.7 step 1): the pair or tonight's link of
    each role of the kind acting tonight."""
    st = night.st
    for role in roles_of_kind(st.scenario, KIND):
        p = card_of(st, role)
        value = st.choices.get(role)
        if p is None or not isinstance(value, dict) or not (night.acts(p) or (
                night.off.get(p.seat) == "slaughtered"
                and params_as(st, role, LinkParams).wakes_first)):
            continue
        holder = st.player(p.seat)
        named = value.get("lovers") if "lovers" in value else [value.get("link")]
        if any(night.hacked(holder.seat, s) for s in named or ()):
            continue  # a hacked pair: his ability on that seat fails (4.6; audit62)
        if "lovers" in value:
            holder.card.counters["lovers"] = sorted(value["lovers"])
        elif "link" in value:
            # a witch's reflection (worked out from tonight's steps: this stage comes before
            # hers) turns it: onto himself it links nobody, as the kadkhoda's (club_scenarios
            # 9.3, 1.5 steps 4 and 8; CF46-32); under ``usurp`` onto the witch
            turned = reflections_tonight(st, night.off).get(holder.seat)
            dest = value["link"] if turned is None else turned[0]
            holder.card.counters["link"] = None if dest == holder.seat else dest


def lovers_required(st: Any, key: str) -> bool:
    """Cupid may not pass on the first night (7.6, 7.12)."""
    return params_as(st, key, LinkParams).chooser == "third_party_once" and first_night(st)


def check_lovers_named(st: Any, kind: Kind) -> None:
    """The night may not end on the first night without the lovers (7.6, 7.12)."""
    p = st.find(KIND)
    if p is None:
        return
    prm = params_as(st, p.card.role, LinkParams)
    if (
        prm.chooser == "third_party_once"
        and first_night(st)
        and not p.card.counters.get("lovers")
        and not (st.choices.get(p.card.role) or {}).get("lovers")
    ):
        raise IllegalAction("missing_choice", key=p.role, role=p.role, night=st.number,
                            detail="lovers")


def _takes(st: Any, prm: LinkParams, seat: int) -> bool:
    """True when the link may take the player at ``seat`` (alive, not an exception)."""
    p = st.view(seat)
    if p.status != ALIVE or p.role in prm.exceptions:
        return False
    allowed = prm.named_sets.get(prm.eligible, prm.eligible) if isinstance(
        prm.eligible, str) else prm.eligible
    return allowed == "any" or p.role in allowed


def on_exit(st: Any, p: Any) -> None:
    """After any exit (a withdrawal included, 1.2): a lover's exit takes the other lover;
    the holder's exit takes his linked player (club_scenarios 7.7 step 5, 3.7 step 5)."""
    if not any(q.card.kind == KIND for q in st.players):
        return
    holder = st.find(KIND, alive_only=False)
    prm = params_as(st, holder.card.role, LinkParams)
    lovers = holder.card.counters.get("lovers") or []
    if prm.direction == "mutual" and p.seat in lovers:
        other = lovers[0] if lovers[1] == p.seat else lovers[1]
        _link_out(st, prm, other, "heartbreak")
    link = holder.card.counters.get("link")
    if prm.direction in ("one_way", "mutual") and p.seat == holder.seat and isinstance(
            link, int):
        _link_out(st, prm, link, "link")
    elif prm.direction == "mutual" and p.seat == link and holder.status == ALIVE:
        # a nightly link both ways: his linked player's exit takes the holder too (9.5
        # lists ``direction`` and ``chooser`` apart; it linked nobody: CF46-16)
        leave(st, st.player(holder.seat), DEAD, "link")
        st.pending.append(f"left:{holder.seat}")


def _link_out(st: Any, prm: LinkParams, seat: int, cause: str) -> None:
    if _takes(st, prm, seat):
        leave(st, st.player(seat), DEAD, cause)
        st.pending.append(f"left:{seat}")


def link_options(st: Any, key: str, params: Any) -> list[OptionSpec]:
    """The window's options: the lovers (two seats) or tonight's link (one seat); none is
    added."""
    if _action(params) == "link":
        return [OptionSpec("link", build=lambda seats, role: {"link": seats[0]},
                           probe=lambda s: {"link": s})]
    return [OptionSpec("lovers", seats=2, exact=True,
                       build=lambda seats, role: {"lovers": list(seats)},
                       probe=lambda s: {"lovers": [s, _partner(st, s)]})]


def _partner(st: Any, seat: int) -> int:
    """Another living seat (not the holder's when possible) to probe ``seat`` as a lover."""
    me = st.find(KIND)
    others = [a for a in st.alive_seats() if a != seat]
    return next((a for a in others if me is None or a != me.seat), others[0] if others else seat)


def link_tokens(st: Any, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    """Tonight's tokens on the ring: tonight's link (the lovers are standing marks), the
    role's ``token`` (Jack's ``cursed``)."""
    prm = params_as(st, key, LinkParams)
    if prm.chooser == "third_party_once":
        return []
    t = value.get(_action(prm))
    return [(t, prm.token)] if isinstance(t, int) and not isinstance(t, bool) else []


def lover_marks(st: Any, p: Any) -> list[tuple[int, str]]:
    """The lovers on the ring, night and day, once named (chosen tonight or before)."""
    pair = p.card.counters.get("lovers") or (st.choices.get(p.card.role) or {}).get("lovers")
    if st.phase not in ("night", "intro_night") and not p.card.counters.get("lovers"):
        return []
    return [(s, "lover") for s in pair or [] if isinstance(s, int) and not isinstance(s, bool)]


def lovers_now(st: Any, p: Any) -> dict[str, Any]:
    """The lovers cupid chose tonight, for his card's tracker as soon as his step is
    confirmed (the link holds from the choice, 7.7 step 1; the counter is written at End
    night); empty when his card already holds them or nothing is chosen. The researcher's
    link likewise (:func:`link_now`)."""
    value = st.choices.get(p.card.role) if st.phase in ("night", "intro_night") else None
    if not isinstance(value, dict):
        return {}
    if "link" in value:
        return link_now(st, p, value["link"])
    pair = value.get("lovers")
    if p.card.counters.get("lovers") or not isinstance(pair, list):
        return {}
    return {"lovers": sorted(pair)}


def link_now(st: Any, p: Any, named: Any) -> dict[str, Any]:
    """The researcher's link tonight's confirmed step names (3.7 step 1: «researcher.link
    := L», the newest replacing the last), for his tracker at once, as cupid's lovers (a
    narrator's trial read «link: nobody» until End night; CF80-33): where a witch's
    reflection confirmed so far turns it, as :func:`link_effect` will; nothing while his
    action is void by the steps confirmed so far (the last link stays). The seeds' curse
    (``seed_form``) is said apart (the window's «tonight's curse … kept at End night»)."""
    from .checks import disabled_tonight

    prm = params_as(st, p.card.role, LinkParams)
    if prm.seed_form or not isinstance(named, int):
        return {}
    off = disabled_tonight(st)
    why = off.get(p.seat)
    if why is not None and not (why == "slaughtered" and prm.wakes_first):
        return {}
    turned = reflections_tonight(st, off).get(p.seat)
    dest = named if turned is None else turned[0]
    return {"link": None if dest == p.seat else dest}


def start_counters(params: Any) -> dict[str, Any]:
    """Cupid's card starts with no lovers, the researcher's with no link (``link: null``:
    club_scenarios 3.12's tracker before his first link, as game-script's «seat or null»;
    CF47-7); the seeds' form keeps its file's counters."""
    if _action(params) == "lovers":
        return {"lovers": []}
    if params.chooser == "holder_nightly" and not params.seed_form:
        return {"link": None}
    return {}


# --- the holder who follows his linked player (Jack's curse, ``holder_follows``) ---------
def _followers(st: Any) -> list[tuple[str, LinkParams]]:
    """The roles (id, params) of this game whose holder follows his link out."""
    out = []
    for role in roles_of_kind(st.scenario, KIND):
        prm = params_as(st, role, LinkParams)
        if prm.direction == "holder_follows":
            out.append((role, prm))
    return out


def _who(st: Any, role: str) -> str:
    """The name the refusals of ``role``'s step give as its ``role`` (their sentences are
    found by it; their ``key`` is the step's, the role's id): the retired kind's a seed role
    plays exactly (:func:`registry.tracker_kind`: ``jack_sparrow``, in a renamed copy too,
    as when it was a kind), else the role's id."""
    name = tracker_kind(st.scenario.role(role))
    return name if name in RETIRED_KINDS else role


def frozen(st: Any, role: str, prm: LinkParams) -> bool:
    """True when the holder of ``role`` no longer takes his step: shown by the vote under
    ``frozen_after = revealed`` (A53)."""
    p = card_of(st, role)
    return bool(p and p.card.counters.get("revealed") and prm.frozen_after == "revealed")


def check_nightly_step(st: Any, role: str, value: dict[str, Any]) -> None:
    """The seeds' form's whole check of ``role``'s step, any night (the intro night too);
    accepted with no effect when he left the table this night (rules_spec 6.9 S10)."""
    if card_of(st, role) is None and left_now(st, role):
        return
    prm = params_as(st, role, LinkParams)
    holder, who = card_of(st, role), _who(st, role)
    if holder is None:
        raise IllegalAction("not_acting", key=role, role=who, night=st.number)
    action = _action(prm)
    if frozen(st, role, prm):
        raise IllegalAction("not_available", key=role, role=who, detail=f"{action}_frozen")
    if not value:
        raise IllegalAction("missing_choice", key=role, role=who, detail=action)
    if set(value) != {action}:
        raise IllegalAction("bad_script", key=role, value=value, detail="unknown_choice")
    t = seat_of(st, value[action], role)
    require_alive(st, t, role)
    if t == holder.seat and not prm.self_link:
        raise IllegalAction("invalid_target", key=role, seat=t, role=who, detail="self")
    history = holder.card.hidden.get("history", [])
    others = {s for s in st.alive_seats() if s != holder.seat}
    if prm.repeat == "not_until_all" and t in history and not others <= set(history):
        raise IllegalAction("repeat_target", key=role, seat=t, role=who, night=st.number)


def check_every_night(st: Any, kind: Kind) -> None:
    """Refuse ending the night without the lovers on the first night (7.6, 7.12), or
    (``missing_choice`` ``<action>``) while an ``every_night`` holder lives, is not frozen
    and has not taken his step tonight (S2:L62; A51)."""
    check_lovers_named(st, kind)
    for role, prm in _followers(st):
        if (prm.every_night and card_of(st, role) is not None and not frozen(st, role, prm)
                and role not in st.choices):
            who = _who(st, role)
            raise IllegalAction("missing_choice", key=role, role=who, night=st.number,
                                detail=_action(prm))


def wakes_after(st: Any) -> str | None:
    """The step a following holder's step is called right after tonight (his
    ``wakes_after``, a house rule's choice: ``jack_wake_position``, A52); None: the file's
    place."""
    for _role, prm in _followers(st):
        return prm.wakes_after or None
    return None


def make_link_at_start(st: Any) -> None:
    """The seeds' form: tonight's step becomes the holder's only active link when the night
    is resolved; the history resets once everyone living has been linked (S2:L62; A51); a
    holder handcuffed tonight keeps the earlier link (6.9 S6)."""
    for role, prm in _followers(st):
        value = st.choices.get(role)
        p = card_of(st, role)
        if not prm.seed_form or not value or p is None or p.handcuffed_night == st.number:
            continue
        holder = st.player(p.seat)
        t = value[_action(prm)]
        history = list(holder.card.hidden.get("history", []))
        others = {s for s in st.alive_seats() if s != holder.seat}
        if others <= set(history):
            history = []
        history.append(t)
        holder.card.hidden["history"] = history
        holder.card.counters[_action(prm)] = t


def leaves_with(st: Any, leaving: set[int]) -> set[int]:
    """The following holders whose linked player is among ``leaving`` (S2:L63)."""
    out: set[int] = set()
    for role, prm in _followers(st):
        p = card_of(st, role)
        if p is not None and p.card.counters.get(_action(prm)) in leaving:
            out.add(p.seat)
    return out


def follow_link(st: Any, p: Any) -> None:
    """After any exit: a following holder whose linked player ``p`` is leaves with him,
    whatever the cause (S2:L63), his card shown, his ``exit_word`` announced once."""
    for role, prm in _followers(st):
        holder = card_of(st, role)
        if (holder is not None and holder.card.counters.get(_action(prm)) == p.seat
                and holder.seat != p.seat):
            holder = st.player(holder.seat)
            holder.role_public = True
            leave(st, holder, DEAD, prm.follow_cause)
            word = prm.exit_word or f"left:{holder.seat}"
            if word not in st.pending:
                st.pending.append(word)


def shot_shield(st: Any, p: Any) -> bool:
    """True when the team's night shot never removes ``p`` (his ``shot_shield``, S2:L62)."""
    return params_as(st, p.card.role, LinkParams).shot_shield


def _found_by_link(prm: LinkParams, p: Any, guess: int) -> bool:
    """True when a Beautiful Mind guess naming ``guess`` finds ``p`` (``found_by_link``):
    once shown by the vote, his linked player's seat (S2:L68); before, his own."""
    if p.card.counters.get("revealed"):
        return guess == p.card.counters.get(_action(prm))
    return guess == p.seat


def night_call(st: Any, key: str, add: Callable[..., Any], alive_mafia: list[int]) -> None:
    """The seeds' form's step on the night's checklist (``add(key, kind, role, seats)``):
    called while the holder lives and is not frozen; never a dummy call (A51)."""
    p = card_of(st, key)
    if p is not None and not frozen(st, key, params_as(st, key, LinkParams)):
        add(key, "input", key, [p.seat])


def _one_seat_options(st: Any, key: str, kind: str, per_seat: PerSeat) -> list[Option]:
    """The seeds' form's options: one seat, each seat's legality asked of the rules; no
    «none» (the step is required every night, A51)."""
    action = _action(params_as(st, key, LinkParams))
    opts: list[Option] = []
    targets = per_seat(lambda s: {action: s})
    opts.append(one_seat(action, targets))
    return opts


def per_role(params: BaseModel) -> dict[str, Any]:
    """The fields of the kind a role's params change: the seeds' form's whole check, intro
    night, checklist call, options, shape and trackers; the vote's show and the exit's
    announcement."""
    assert isinstance(params, LinkParams)
    out: dict[str, Any] = {"exit_word": params.exit_word or None,
                           "shown_when_voted_out": params.shown_when_voted_out,
                           "shape": _general_shape(params)}
    if params.found_by_link:
        out["found_by"] = lambda p, guess: _found_by_link(params, p, guess)
    if params.seed_form:
        action = _action(params)
        out.update(intro_night=True, whole_check=check_nightly_step, night_call=night_call,
                   night_reads={"night_call": ()},  # his card alone (:func:`frozen`)
                   options=None, whole_options=_one_seat_options,
                   shape=obj(**{action: seat}),
                   trackers=((action, "seat"), ("revealed", "shown_if_true")))
    return out


LINKED_EXIT = register(Kind(
    "club_scenarios 9.5, 10 #16: a link whose exit takes another player; cupid's lovers "
    "(7.6; WW5, WW8, WW10, WW12), the researcher's nightly link (3.6-3.7; IDX, AG1, AG2) "
    "and the seeds' Jack Sparrow's curse (rules_spec 3.2; S2:L62-L72; A51-A57; JL32)",
    action=None, token=None, step=True, stage="theft", params=LinkParams,
    uses=("lovers", "flag"), trackers=(("lovers", "seats"), ("link", "seat_if_present")),
    name=KIND, check=check_link, effect=link_effect, whole_night=True, options=link_options,
    end_check=check_every_night, start_counters=start_counters,
    tokens=link_tokens, marks=lover_marks, no_pass=lovers_required, counters_now=lovers_now,
    wakes_after=wakes_after, night_start=make_link_at_start, leaves_with=leaves_with,
    shot_shield=shot_shield, per_role=per_role,
    empty_check=empty_check,
    meets_first_night=lambda params: _action(params) == "lovers",
    shape=seats_by_name,  # a seat out of the table is the entry's shape (audit45, CF50)
))
EXIT_HOOKS.append(on_exit)
#: The holder who follows his link runs first after an exit, before every other kind's
#: exit hook, as Jack's curse link always did (the table's own step once).
EXIT_HOOKS.insert(0, follow_link)
