"""The general kinds ``inquiry`` (club_scenarios 9.4), ``reads_as`` (9.4, passive) and the
reading of a card both use.

``inquiry``: each night the holder names a living player other than himself and the
narrator signals him the answer, a private signal under the role's id (``detective:
mafia``, ``seer: citizen``, ``reporter: yes`` - a yes / no answer is true / false, as the
game script's YAML reads it -, ``guide: exposed``); taking the step back asks the
narrator first. Held or blocked: no answer, nothing spent.

Values: ``{<action>: s}`` (``inquire``); ``answer = same_side_pair``: ``{<action>: [a, b]}``;
``asked_by = picked_player``: ``{pick: g, <action>: q}`` (the guide picks g; a city pick
asks about q; a mafia pick is shown the holder, ``exposed``).

Parameters (:class:`InquiryParams`, defaults in brackets): ``action`` [``inquire``];
``answer`` [``side``: ``mafia`` | ``citizen``] | ``converted`` (yes when the card was won
over by a conversion) | ``same_side_pair`` (yes when the two read alike) |
``conversion_result`` (he names nobody: called only on a night of a conversion attempt,
after it, and told whether it won a player over; the step records nothing, ``{}``; any
other night ``not_available``: mozakere's ``mz_reporter_mode = negotiation_night``,
club_scenarios 5.6, 5.10 C5);
``asked_by`` [``holder``] | ``picked_player``; ``on_mafia_pick`` [``expose_holder``] |
``none``; ``available`` [``always``] | ``after_conversion`` (``not_available`` and not
called before the first conversion attempt, that night included); ``uses`` [``unlimited``]
| n (tracker ``uses_tracker`` [``inquiries_left``]); ``repeat`` [``allowed``] |
``forbidden_consecutive``; ``last_tracker`` [none] (``last_pick``); ``reads`` [none]: how
named cards read to this inquiry (``{mafia_boss = "citizen"}``); ``answer_to`` [``picked``]
| ``holder``: under ``asked_by = picked_player``, the holder himself learns how his pick
reads (``{pick: g}``, no question of the pick's, no exposure: Namayande's ``nm_guide_answer =
to_guide``, club_scenarios 4.10 C5); ``answer_words`` [none]: the words of a side answer in
both languages (``{mafia = {fa, en}, citizen = {fa, en}}``: Werewolf's seer is answered
«گرگینه» / «روستا», club_scenarios 7.6), else the scenario's side names (``[sides]``), else
the app's «mafia» / «citizen» (:func:`answer_word`).

A side reading reads each card as it was at the night's start (club_scenarios 1.5 step
10): a card of kind ``reads_as`` reads as its ``as`` [``citizen``] | ``mafia``; a card
named in ``reads`` as given there; any other by its side (an independent reads citizen).
A ``tamper_inquiry`` then forces or reverses the answer (:mod:`.tamper_inquiry`).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, model_validator

from ..errors import IllegalAction
from ..scenario import Text
from ..shapes import seats_by_name
from ..state import GameState, Player
from ..table import log_line, require_alive, seat_of
from .base import card_of, count, game_team_parts, landing, roles_of_kind, voided
from .checks import disabled_tonight
from .convert import NAME as CONVERT
from .convert import conversion_success
from .params import params_as, role_kind
from .reflect import planned_landing
from .registry import Kind, OptionSpec, register
from .tamper_inquiry import tamper

#: The passive kind registered here with the inquiry (its family): a card that reads as
#: a citizen or as mafia.
READS_AS_KIND = "reads_as"
#: This kind's name.
INQUIRY_NAME = "inquiry"

_ID = r"^[a-z][a-z0-9_]{0,63}$"


ReadsTo = Literal["inquiries", "wake_link"]


class ReadsAsParams(BaseModel):
    """``reads_as``'s parameters: how the card reads (``as``) to what (``to``: the
    inquiries, the ``wake_link`` kind's link, or both as a list; club_scenarios 9.4)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True, populate_by_name=True)
    to: ReadsTo | list[ReadsTo] = "inquiries"
    as_: Literal["citizen", "mafia"] = Field(default="citizen", alias="as")

    def reads_to(self, what: str) -> bool:
        """True when the card reads as ``as_`` to ``what`` (``inquiries``, ``wake_link``)."""
        return what == self.to if isinstance(self.to, str) else what in self.to


def reads_as_to(st: GameState, card: Any, what: str) -> str | None:
    """``citizen`` / ``mafia``: how ``card`` (a player's card) reads to ``what`` when it is
    a ``reads_as`` card that reads to it, else None (club_scenarios 9.4)."""
    if card.kind != READS_AS_KIND:
        return None
    prm = params_as(st, card.role, ReadsAsParams)
    return prm.as_ if prm.reads_to(what) else None


class AnswerWord(BaseModel):
    """One word of a side answer in the app's two languages (``answer_words``)."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    fa: str = Field(min_length=1, max_length=40)
    en: str = Field(min_length=1, max_length=40)


class InquiryParams(BaseModel):
    """``inquiry``'s parameters (club_scenarios 9.4); see the module's text."""

    model_config = ConfigDict(defer_build=True, extra="forbid", frozen=True)
    action: str = Field(default="inquire", pattern=_ID)
    answer: Literal["side", "converted", "same_side_pair", "conversion_result"] = "side"
    asked_by: Literal["holder", "picked_player"] = "holder"
    on_mafia_pick: Literal["expose_holder", "none"] = "expose_holder"
    available: Literal["always", "after_conversion"] = "always"
    uses: Annotated[StrictInt, Field(ge=0, le=999)] | Literal["unlimited"] = "unlimited"
    uses_tracker: str = Field(default="inquiries_left", pattern=_ID)
    repeat: Literal["allowed", "forbidden_consecutive"] = "allowed"
    last_tracker: str | None = Field(default=None, pattern=_ID)
    reads: dict[str, Literal["citizen", "mafia"]] = Field(default_factory=dict)
    answer_to: Literal["picked", "holder"] = "picked"
    answer_words: dict[Literal["mafia", "citizen"], AnswerWord] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _pair_asked_by_holder(self) -> InquiryParams:
        """``same_side_pair`` asks about two players at once, which only the holder names
        (``asked_by = picked_player`` names one: a file with both is refused here, not at
        the table, where a random club file with both crashed a night's end)."""
        if self.answer == "same_side_pair" and self.asked_by == "picked_player":
            raise ValueError("answer = 'same_side_pair' names two players; asked_by = "
                             "'picked_player' names one (use asked_by = 'holder')")
        return self


def answer_word(st: GameState, role: str, value: Any, lang: str) -> str | None:
    """The word the holder of ``role`` is answered for the side answer ``value``
    (``mafia`` / ``citizen``) in ``lang`` (``fa`` / ``en``), as the scenario names it: the
    inquiry's own ``answer_words``, else the file's name of that side (``[sides]``: a
    ``citizen`` answer is the ``city`` side's, club_scenarios 0.4); None when the file
    names neither (the window says the app's «mafia» / «citizen»)."""
    scen = st.scenario
    if scen.has_role(role) and scen.kind_of(role) == INQUIRY_NAME:
        own = params_as(st, role, InquiryParams).answer_words.get(value)
        if own is not None:
            return str(getattr(own, lang, own.en))
    side = {"mafia": "mafia", "citizen": "city"}.get(value) if isinstance(value, str) else None
    return scen.side_name(side, lang) if side is not None else None


def read_side(st: GameState, p: InquiryParams, seat: int) -> str:
    """``mafia`` or ``citizen``: how the card at ``seat`` at the night's start reads to an
    inquiry of ``p``: as ``reads`` names it, else as a ``reads_as`` card says, else
    ``citizen`` for a boss card that reads as a citizen (``night_shot``'s
    ``reads_as_citizen``: the Godfather, Al Capone, S2:L44, L115; a club's boss with it,
    CF44-10), else by its side."""
    card = (st.base or st).view(seat).card
    if card.role in p.reads:
        return p.reads[card.role]
    read = reads_as_to(st, card, "inquiries")
    if read is not None:
        return read
    if st.scenario.has_role(card.role):
        played = role_kind(st.scenario, card.role, st.rules)
        if played is not None and played.boss:
            return "citizen"
    return "mafia" if st.scenario.side_of(card.role) == "mafia" else "citizen"


def available(st: GameState, p: InquiryParams) -> bool:
    """False before the first conversion attempt under ``available = after_conversion``
    (tonight's attempt counts); under ``answer = conversion_result`` False on a night
    without an attempt."""
    if p.answer == "conversion_result":
        return _attempt_tonight(st)
    if p.available == "always" or st.extra.get("conversions"):
        return True
    return _attempt_tonight(st)


def _attempt_tonight(st: GameState) -> bool:
    """True when tonight's team step tries a conversion."""
    team = st.choices.get("mafia")
    parts = game_team_parts(st)
    return isinstance(team, dict) and any(
        part.kind == CONVERT and key in team for key, part in parts.items())


def _targets(st: GameState, p: InquiryParams, role: str, value: dict[str, Any]) -> list[int]:
    """The seats a value names (the pick first under ``picked_player``)."""
    keys = {p.action, "pick"} if p.asked_by == "picked_player" else {p.action}
    if p.asked_by == "picked_player" and p.answer_to == "holder":
        keys = {"pick"}
    if not set(value) <= keys or (p.action not in value and p.asked_by == "holder"):
        raise IllegalAction("bad_script", key=role, value=value, detail="unknown_choice")
    if p.asked_by == "picked_player":
        if "pick" not in value:
            raise IllegalAction("missing_choice", key=role, role=role, detail="pick")
        asked = [seat_of(st, value[p.action], role)] if p.action in value else []
        return [seat_of(st, value["pick"], role), *asked]
    v = value[p.action]
    if p.answer == "same_side_pair":
        if not isinstance(v, list) or len(v) != 2 or v[0] == v[1]:
            raise IllegalAction("bad_count", key=role, role=role, max=2, detail="pair")
        return [seat_of(st, s, role) for s in v]
    return [seat_of(st, v, role)]


def _empty_check(st: GameState, role: str, actor: Player) -> None:
    """The empty value ``{}`` on a night the holder is not called (:func:`available`): before
    any conversion attempt, or under ``answer = conversion_result`` on a night without one
    (mozakere 5.6: «before any attempt he is not called and the key is ``not_available``»;
    HR7)."""
    if not available(st, params_as(st, role, InquiryParams)):
        raise IllegalAction("not_available", key=role, role=role, detail="no_conversion")


def _check(st: GameState, kind: str, actor: Player, value: dict[str, Any]) -> None:
    role = actor.card.role
    _empty_check(st, role, actor)  # called tonight at all
    p = params_as(st, role, InquiryParams)
    if p.answer == "conversion_result":  # he names nobody: nothing to record
        raise IllegalAction("bad_script", key=role, value=value, detail="unknown_choice")
    if p.uses != "unlimited" and count(actor.card.counters, p.uses_tracker) <= 0:
        raise IllegalAction("no_uses_left", key=role, role=role, detail="inquiry")
    seats = _targets(st, p, role, value)
    for t in seats:
        require_alive(st, t, role)
    first = seats[0]
    if first == actor.seat:
        raise IllegalAction("invalid_target", key=role, seat=first, role=role, detail="self")
    if (p.repeat == "forbidden_consecutive" and actor.card.hidden.get("last_pick") == first
            and actor.card.hidden.get("last_pick_night") == st.number - 1):
        raise IllegalAction("repeat_target", key=role, seat=first, role=role, night=st.number)


def answer(st: GameState, n: Any, role: str, holder: Player, value: dict[str, Any]
           ) -> str | bool | None:
    """The answer the holder of ``role`` is signalled tonight (None: none): ``mafia`` /
    ``citizen``, ``exposed``, or a yes / no answer as true / false (the game script's
    ``reporter: yes``); ``n`` the night under way (None: while the night is entered, for
    the window)."""
    p = params_as(st, role, InquiryParams)
    if p.answer == "conversion_result":
        return conversion_worked(st, n)
    seats = _targets(st, p, role, value)
    if p.asked_by == "picked_player" and p.answer_to == "holder":
        return tamper(st, holder.seat, seats[0], read_side(st, p, seats[0]), p.reads, n)
    if p.asked_by == "picked_player":
        g = seats[0]
        if (st.base or st).side(g) == "mafia":  # the card at the night's start
            return "exposed" if p.on_mafia_pick == "expose_holder" else None
        if len(seats) < 2 or (n is not None and voided(n, g, seats[1])):
            return None
        seats = seats[1:]
    elif n is not None:
        seats = [landing(n, holder.seat, s) for s in seats]
    else:  # the night being entered: tonight's confirmed reflections (capo 6.7 step 3)
        seats = [planned_landing(st, holder.seat, s) for s in seats]
    if p.answer == "converted":
        if st.view(seats[0]).card.hidden.get("converted_night") is not None:
            return True
        # while the night is entered (the window's answer at his step): tonight's
        # negotiation, when it will win him over (club_scenarios 1.5 step 10 reads
        # tonight's conversions; 5.6) — the night's own answer reads the converted card
        return n is None and conversion_success(st) == seats[0]
    sides = [read_side(st, p, s) for s in seats]
    if p.answer == "same_side_pair":
        return sides[0] == sides[1]
    return tamper(st, holder.seat, seats[0], sides[0], p.reads, n)


def conversion_worked(st: GameState, n: Any) -> bool:
    """Whether tonight's conversion won a player over: the card changed at the ``convert``
    stage (``n`` the night under way), or, while the night is entered (``n`` None), it will
    (:func:`convert.conversion_success`)."""
    if n is None:
        return conversion_success(st) is not None
    return any(p.card.hidden.get("converted_night") == n.k for p in st.players)


def _told(n: Any, role: str, holder: Player) -> None:
    """``answer = conversion_result``: told on a night of an attempt, named nobody; each
    telling spends one of a counted ``uses`` (none left: not told; ``uses`` was ignored:
    an auditor's club file, CF46-17)."""
    st: GameState = n.st
    if n.k in st.extra.get("conversions", ()):
        p = params_as(st, role, InquiryParams)
        c = holder.card.counters
        if p.uses != "unlimited":
            if count(c, p.uses_tracker) <= 0:
                return
            c[p.uses_tracker] = count(c, p.uses_tracker) - 1
        said = conversion_worked(st, n)
        n.record.private[role] = said
        log_line(st, "private", False, name=role, value=said, seat=holder.seat)


def _effect(n: Any) -> None:
    """At the ``signal`` stage: each acting holder's answer, a private signal under his
    role's id; uses, the repeat record, an exposed holder."""
    st: GameState = n.st
    for role in roles_of_kind(st.scenario, "inquiry"):
        value = st.choices.get(role)
        found = card_of(st, role)
        if found is not None and n.acts(found) and params_as(st, role, InquiryParams).answer == (
                "conversion_result"):
            _told(n, role, st.player(found.seat))
            continue
        if not value or found is None or not n.acts(found):
            continue
        p = params_as(st, role, InquiryParams)
        holder = st.player(found.seat)
        first = _targets(st, p, role, value)[0]
        if voided(n, holder.seat, first):
            continue  # a hacked pair: fails, spends nothing
        said = answer(st, n, role, holder, value)
        _record(n, p, holder, first, said)
        if said is not None:
            n.record.private[role] = said
            # the seat the answer is about: a reflected inquiry's is the holder's own (capo
            # 6.6; the log named the seat he chose, a narrator's trial, CF60)
            log_line(st, "private", False, name=role, value=said, seat=holder.seat,
                     target=landing(n, holder.seat, first))


def _record(n: Any, p: InquiryParams, holder: Player, first: int,
            said: str | bool | None) -> None:
    c = holder.card.counters
    if p.uses != "unlimited":
        c[p.uses_tracker] = count(c, p.uses_tracker) - 1
    holder.card.hidden["last_pick"], holder.card.hidden["last_pick_night"] = first, n.k
    if p.last_tracker:
        c[p.last_tracker] = first
    if said == "exposed":
        c["exposed"] = True


def _signal(st: GameState, key: str) -> dict[str, Any] | None:
    """What the narrator signals the holder now (the window), None when he acts for nothing
    tonight (blocked, held) or there is no answer."""
    value = st.choices.get(key)
    found = card_of(st, key)
    if params_as(st, key, InquiryParams).answer == "conversion_result" and found is not None:
        value = {} if available(st, params_as(st, key, InquiryParams)) else None
    if not isinstance(value, dict) or found is None or found.seat in disabled_tonight(st):
        return None
    said = answer(st, None, key, found, value)
    return {key: said} if said is not None else None


def _form(params: BaseModel) -> str:
    assert isinstance(params, InquiryParams)
    return "side_answer" if params.answer == "side" and params.asked_by == "holder" else (
        "yes_no" if params.answer != "side" else "guide_answer")


def _is_spent(st: GameState, p: Player) -> bool:
    params = params_as(st, p.card.role, InquiryParams)
    if not available(st, params):
        return True
    return params.uses != "unlimited" and count(p.card.counters, params.uses_tracker) <= 0


def _options(st: GameState, key: str, params: BaseModel) -> list[OptionSpec]:
    assert isinstance(params, InquiryParams)
    name = params.action
    if params.asked_by == "picked_player" and params.answer_to == "holder":
        return [OptionSpec("pick_player", probe=lambda s: {"pick": s},
                           build=lambda seats, role: {"pick": seats[0]})]
    if params.answer == "conversion_result":
        return []  # called and told; nothing to choose («no action» records the call)
    if params.asked_by == "picked_player":
        return [OptionSpec("pick_player", seats=2, probe=lambda s: {"pick": s},
                           build=lambda seats, role: {"pick": seats[0], name: seats[1]}
                           if len(seats) > 1 else {"pick": seats[0]})]
    if params.answer == "same_side_pair":
        return [OptionSpec(name, seats=2, exact=True,
                           build=lambda seats, role: {name: list(seats)})]
    return [OptionSpec(name, probe=lambda s: {name: s}, no_target=True,
                       build=lambda seats, role: {name: seats[0]})]


def _tokens(st: GameState, key: str, value: dict[str, Any]) -> list[tuple[int, str]]:
    p = params_as(st, key, InquiryParams)
    out = []
    for k in (p.action, "pick"):
        v = value.get(k)
        out += [(s, "inquired") for s in (v if isinstance(v, list) else [v])
                if isinstance(s, int)]
    return out


def _start(params: BaseModel) -> dict[str, Any]:
    """The card's counted uses at the deal, and its last pick's tracker (``null``: the
    guide's ``last_pick``, club_scenarios 4.12, named from the deal, CF47-12)."""
    assert isinstance(params, InquiryParams)
    last = {params.last_tracker: None} if params.last_tracker else {}
    return ({params.uses_tracker: params.uses} if params.uses != "unlimited" else {}) | last


#: club_scenarios 9.4's ``available = after(<event>)`` for the one event the kind knows:
#: the first conversion attempt (the reporter, 5.6).
_AFTER_CONVERSION = ("after(conversion)", "after(convert)", "after(negotiation)")


#: The words of a holder told whether tonight's conversion worked (``answer =
#: conversion_result``: Mozakere's reporter under «the negotiation's result», club_scenarios
#: 5.10 C5, AG1, AG2): he points at nobody, so the file's words for a pick (the reporter's
#: «… one player: did he join the mafia by negotiation?») are not said; his name is. Won
#: over is a thumb down, as «mafia» is in every shipped answer (decision Z104-11).
RESULT_SAY = Text(fa="{role} بیدار شود.", en="{role}, wake up.")
RESULT_GESTURE = Text(
    fa="[فقط راوی، نگویید] کسی را نشان نمی‌دهد. شست پایین: مذاکرهٔ امشب موفق بود؛ "
       "شست بالا: نبود.",
    en="[narrator only, do not say it] He points at nobody. Thumb down: tonight's "
       "negotiation worked; thumb up: it did not.")


def inquiry_words(st: GameState, key: str, name: Text) -> tuple[Text, Text] | None:
    """The (say, gesture) of step ``key`` tonight when its holder names nobody (``answer =
    conversion_result``: :data:`RESULT_SAY`, :data:`RESULT_GESTURE`, ``name`` the role's
    name); None otherwise (the file's words stand). A trial read the file's bracket on the
    other answer aloud, under a house rule the table was not playing."""
    if params_as(st, key, InquiryParams).answer != "conversion_result":
        return None
    return (Text(fa=RESULT_SAY.fa.format(role=name.fa), en=RESULT_SAY.en.format(role=name.en)),
            RESULT_GESTURE)


def _spec_words(params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """club_scenarios 9.4's words (CF47-1): ``available = "after(conversion)"`` is
    ``after_conversion``."""
    out = dict(params)
    if out.get("available") in _AFTER_CONVERSION:
        out["available"] = "after_conversion"
    return INQUIRY_NAME, out


INQUIRY = register(Kind(
    "club_scenarios 9.4 (an inquiry with its answer: side, converted, a pair; generalises "
    "the detective)", token="inquired", step=True, stage="signal", params=InquiryParams,
    name=INQUIRY_NAME, confirm_undo=True, multi=True, whole_night=True,
    check=_check, effect=_effect, options=_options, tokens=_tokens, signal_value=_signal,
    reflectable=True,  # its effect reads where the action lands (base.landing)
    signal_form=_form, is_spent=_is_spent, start_counters=_start, shape=seats_by_name,
    spec_words=_spec_words, empty_check=_empty_check, words=inquiry_words,
    # spent: the uses left and, where the answer waits for a conversion, tonight's team
    # step (:func:`available`); the words: the params alone
    night_reads={"is_spent": ("mafia",), "words": ()},
))
READS_AS = register(Kind(
    "club_scenarios 9.4 (passive: the card reads as a citizen or as mafia to inquiries)",
    params=ReadsAsParams, name=READS_AS_KIND, multi=True,
))
