"""The day's talk and what the table may see: speaking order and the public view.

No Qt. Seats are 1-based; talk goes clockwise among living players (S2:L24).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .abilities.bomber import bomb_heard_over
from .abilities.day_power import LAPSED
from .abilities.params import played_kind
from .abilities.psychiatrist import DEFENSE_SPEAKS
from .abilities.steps import procedures_of
from .morning import SAID_AT_STEP, less_said, morning_announcement
from .state import ALIVE, GameState, PhaseRecord
from .tokens import says_exit


@dataclass(frozen=True)
class Speaker:
    """One turn of the speaking round: the seat, and whether he is silenced today
    (Silence of the Lambs; he is skipped and shown as silenced)."""

    seat: int
    silenced: bool


def speaking_order(st: GameState, first: int, defense: bool = False) -> list[Speaker]:
    """Every player in the game, clockwise from ``first`` (a seat, 1-based; if he is not in
    the game, the next living seat clockwise starts), with today's silenced marked; in the
    ``defense`` not those the psychiatrist silenced under
    ``psychiatrist_silence_includes_defense = false`` (A71).

    Raises:
        ValueError: ``first`` is not a seat of this table.
    """
    n = len(st.players)
    if not 1 <= first <= n:
        raise ValueError(f"seat {first} is not at this table")
    spared = ({s for s, day in st.extra.get(DEFENSE_SPEAKS, []) if day == st.number}
              if defense else set())
    order = []
    for i in range(n):
        p = st.players[(first - 1 + i) % n]
        if p.status == ALIVE:
            silenced = (st.phase == "day" and p.silenced_day == st.number
                        and p.seat not in spared)
            order.append(Speaker(p.seat, silenced))
    return order


def silenced_today(st: GameState) -> list[int]:
    """Seats that may not speak today (Silence of the Lambs, rules_spec 4.3)."""
    return [s.seat for s in speaking_order(st, 1) if s.silenced] if st.players else []


@dataclass(frozen=True)
class PublicView:
    """Only what the whole table may know: for a second screen (TV or projector).

    ``in_game`` are the seats still playing, ``names`` the players' names by seat,
    ``phase``/``number`` the phase and its number, ``announce`` what the table has heard
    today: the morning announcement of the night before, less what was read during the night
    (``engine.morning_announcement``; ``after_night`` true when there was
    a main night, so "nobody left" is said when nobody did) and the day's own announcements
    (cards, the Mayor, guns …), in the order they happened: ``morning``, how many of
    ``announce`` are the morning's (the night's news, read first; 0 once the game ended by
    day, or with no night before); ``winner`` once the game is over; ``facts`` the public facts
    behind those announcements: ``status``, the counts by side the status inquiry announced
    (as announced then, A87; TA30-4); ``gun_shots``, the seats the day's guns were fired at,
    and ``gun_kept``, the war shots an armour stopped (:func:`announced_facts`);
    ``card_reveal``, ``{"seat": s, "role": id}``, the role the identity-reveal card told the
    table today (rules_spec 4.3: the narrator reveals the leaver's exact role), the one role
    ever here (:func:`_card_reveal`); ``offices``, the standing public posts as ``(seat,
    token)`` pairs (the representatives the table elected, ``representative_1`` / ``_2``:
    :attr:`DayProcedure.marks_public`). No other role, no counter, night choice or half-dead
    status is here by construction.
    """

    phase: str
    number: int
    names: tuple[str, ...]
    in_game: tuple[int, ...]
    announce: tuple[str, ...] = field(default_factory=tuple)
    winner: str | None = None
    after_night: bool = False
    morning: int = 0
    #: Out of the repr (the behaviour digest of random games reads it): the counts are the
    #: record's facts, which the digest already holds through the state.
    facts: dict[str, Any] = field(default_factory=dict, repr=False)
    offices: tuple[tuple[int, str], ...] = ()


PUBLIC_TOKENS = (
    "left",
    "slaughtered",
    "kane_reveal",
    "returned",
    "purchase",
    "silenced",
    "silence_holds",
    "role_shown",
    "jack_left",
    "sherlock_left",
    "bomb",
    "mayor",
    "gun_war",
    "gun_blank",
    "status",
    "chaos",
    "withdrew",
    "side_shown",
    # club_scenarios 1.6's announcement tokens of the club scenarios (the table hears each:
    # a display without them read a mine's or the rebel's exits as plain exits, CF50)
    "nato",
    "interrogation",
    "no_interrogation",
    "mine",
    "terror",
    "immune",
    "poison",
    "poisoned",
    "antidote",
)


#: The day's public word that the interrogation announced with the morning will not be held
#: (a summoned player left today before it: X100-1, X100-11); no reason, no seat.
NO_INTERROGATION = "no_interrogation"


def day_tokens(rec: PhaseRecord) -> list[str]:
    """The announcement tokens of the day record ``rec`` as the table hears them: its
    ``announce`` and, when its interrogation lapsed today (``private`` has
    ``interrogation_lapsed``: a summoned player withdrew or left before it, club_scenarios
    3.6 "if both are still in the game"), :data:`NO_INTERROGATION` after the exit of the
    last summoned seat that left (the table heard the morning's promise; it hears that it is
    off, not who was summoned: X100-11). The record is not changed."""
    tokens = list(rec.announce)
    gone = rec.private.get(LAPSED) if rec.phase == "day" else None
    if not gone:
        return tokens
    at = len(tokens)
    for i, token in enumerate(tokens):
        word, _, arg = token.partition(":")
        if says_exit(word) and arg.isdigit() and int(arg) in gone:
            at = i + 1
    return tokens[:at] + [NO_INTERROGATION] + tokens[at:]


def _day_exit(st: GameState, heard: list[str]) -> list[str]:
    """Today's exit by the vote, the lottery or the Mayor as a ``left:<seat>`` token (the
    whole table saw it; half-dead or out for good is not said), unless an exit of that seat
    is already ``heard`` (:func:`says_exit`: Takavar's side shown, a war gun's). Another
    line about the seat (the identity-reveal card's ``role_shown``, a silence) is no exit:
    the exit is still said after it (X100-8)."""
    seat = st.day.eliminated
    if seat is None or not st.day.exit_applied or st.view(seat).status == ALIVE:
        return []
    said = any(says_exit(word) and arg == str(seat)
               for word, _, arg in (t.partition(":") for t in heard))
    return [] if said else [f"left:{seat}"]


def day_exit_place(st: GameState, tokens: list[str]) -> int:
    """Where today's exit by the vote, the lottery or the Mayor is said among ``tokens``
    (today's public tokens, in the record's order): before the first token that says an
    exit it set off, else after them all. What it set off (Werewolf's hunter's shot, a
    lover's heartbreak, a linked player, Jack following his cursed player) left after it:
    the seats of today's ``exit`` lines of the log that follow the exit's own, in the order
    the players left (the record is not changed); what happened before it today (a gun's
    exit, a withdrawal, the card's effects, 4.3) stays before it (X100-10; at night C99-1).
    A seatless exit word (``jack_left``) is its kind's holder's (``Kind.exit_word``)."""
    seat = st.day.eliminated
    if seat is None:
        return len(tokens)
    later: set[int] = set()
    seen = False
    for line in st.log[len((st.base or st).log):]:  # this phase's lines only
        if line.kind != "exit":
            continue
        if seen:
            later.add(line.data["seat"])
        elif line.data.get("seat") == seat:
            seen = True
    if not later:
        return len(tokens)
    for i, token in enumerate(tokens):
        word, _, arg = token.partition(":")
        if not says_exit(word):
            continue
        if arg.isdigit():
            if int(arg) in later:
                return i
        elif any(p.seat in later and getattr(played_kind(
                st.scenario, p.card.role, p.card.kind, st.rules), "exit_word", None) == word
                 for p in st.players):
            return i
    return len(tokens)


def _with_day_exit(st: GameState, today: list[str]) -> list[str]:
    """``today``'s tokens with the day's exit (:func:`_day_exit`) said in its place
    (:func:`day_exit_place`): after what happened before it, before what it set off."""
    exit_ = _day_exit(st, today)
    if not exit_:
        return list(today)
    at = day_exit_place(st, today)
    return today[:at] + exit_ + today[at:]


def _card_reveal(st: GameState, today: list[str]) -> dict[str, Any] | None:
    """The role the identity-reveal card told the table today (rules_spec 4.3: «the
    narrator reveals the eliminated player's exact role», public by definition), as
    ``{"seat": s, "role": id}``: the day's card drawn and carried out (its ``role_shown:s``
    among ``today``'s tokens). None otherwise: a role shown by the vote (Jack's card, an
    armour that broke) stays the narrator's to say (TR3, CF70-5)."""
    card = st.choices.get("card")
    seat = st.day.eliminated
    if (not isinstance(card, dict) or card.get("draw") != "identity_reveal" or seat is None
            or f"role_shown:{seat}" not in today):
        return None
    return {"seat": seat, "role": st.view(seat).card.role}


def _offices(st: GameState) -> tuple[tuple[int, str], ...]:
    """The standing public posts, ``(seat, token)``: the marks of the day procedures whose
    marks the table itself made (:attr:`DayProcedure.marks_public`: the representatives it
    elected, club_scenarios 4.4)."""
    out: list[tuple[int, str]] = []
    for proc in procedures_of(st):
        if proc.marks is not None and proc.marks_public:
            out += proc.marks(st)
    return tuple(out)


def _side_said(st: GameState, token: str) -> str:
    """``side_shown:s`` as the table heard it: the side the narrator announced with the
    exit (a war gun's hit, club_scenarios 2.6: «the narrator announces his side»; the
    interrogation's), ``side_shown_<side>:s``; any other token as it is (audit37 F2: the
    players' display said «war» and let the seat vanish)."""
    word, _, arg = token.partition(":")
    if word != "side_shown" or not arg.isdigit() or not 0 < int(arg) <= len(st.players):
        return token
    return f"side_shown_{st.side(int(arg))}:{arg}"


def public_view(st: GameState) -> PublicView:
    """The public facts of ``st`` (see :class:`PublicView`). Once the game is over by day,
    ``announce`` is what ended it: the day's own announcements and its exit (rules_spec
    3.1.6 step 8: the win is checked after every exit), not the morning's news."""

    def public(tokens: list[str]) -> list[str]:
        return [_side_said(st, t) for t in tokens if t.split(":")[0] in PUBLIC_TOKENS]

    heard: list[str] = []
    facts: dict[str, Any] = {}
    after_night = False
    night_over = st.phase in ("night", "intro_night") and st.winner is not None
    if st.phase == "day" or night_over:
        wanted = st.number - 1 if st.phase == "day" else st.number
        for r in st.records:
            if r.phase == "night" and r.number == wanted:
                # the morning's sentence: what was read during the night is not repeated
                # less what a step of the night said aloud at once (Z107-4)
                heard += public(less_said(morning_announcement(r.announce, st.rules),
                                          r.facts.get(SAID_AT_STEP) or []))
                after_night = True
                facts.update(_public_facts(st, r))
    if st.phase == "day" and bomb_heard_over(st):
        # the morning's bomb is no longer in front of anyone once the table knows it is over
        # (TA30-1); the guard's secret defusal in the noon sleep is not that (MG31-7)
        heard = [t for t in heard if t.split(":")[0] != "bomb"]
    morning = len(heard)  # the morning's news leads; the day's lines follow in turn
    if st.phase == "day":
        today = [t for r in st.records if r.phase == "day" and r.number == st.number
                 for t in public(day_tokens(r))]
        for r in st.records:
            if r.phase == "day" and r.number == st.number:
                facts.update(_public_facts(st, r))
        if st.winner is not None:
            # the game ended by day: the table hears what ended it, not the morning's news
            # (issue 23: the winner's screen still read the morning of day 4)
            # (the status inquiry's counts of earlier today are no longer news: TA30-4)
            today = [t for t in today if t != "status"]
            heard, after_night, morning = _with_day_exit(st, today), False, 0
        else:
            # the day's exit by the vote, the lottery or the Mayor, seen by the whole table,
            # is said as it happens (X100-8; it waited for the game's end, TR3, C99-6), in
            # its place: before what it set off (X100-10)
            heard += _with_day_exit(st, today)
        reveal = _card_reveal(st, today)
        if reveal is not None:
            facts["card_reveal"] = reveal
    return PublicView(
        phase=st.phase,
        number=st.number,
        names=tuple(p.name for p in st.players),
        in_game=tuple(p.seat for p in st.players if p.status == ALIVE),
        announce=tuple(heard),
        winner=st.winner,
        after_night=after_night,
        morning=morning,
        facts=_heard_facts(facts, heard),
        offices=_offices(st) if st.phase != "setup" else (),
    )


def _heard_facts(facts: dict[str, Any], heard: list[str]) -> dict[str, Any]:
    """The facts of what the table hears now: the status inquiry's counts with its
    announcement; the identity-reveal card's role with its ``role_shown``; the seats the
    day's guns were fired at (and which war guns an armour stopped) with their shots
    (whose gun the display's «Blank. War.» was: it named no seat, CF80-45); the tokens a
    step of the night said aloud at once (``said_at_step``, Z107-4)."""
    out = {k: v for k, v in facts.items() if k == "status" and "status" in heard}
    reveal = facts.get("card_reveal")
    if reveal is not None and f"role_shown:{reveal['seat']}" in heard:
        out["card_reveal"] = dict(reveal)
    if "gun_shots" in facts and any(t in GUN_TOKENS for t in heard):
        out["gun_shots"] = list(facts["gun_shots"])
        if facts.get("gun_kept"):
            out["gun_kept"] = list(facts["gun_kept"])
    if facts.get(SAID_AT_STEP):  # said aloud at its step (Z107-4): no «nobody left»
        out[SAID_AT_STEP] = list(facts[SAID_AT_STEP])
    return out


#: The announcement tokens of a day's gun shot, one a shot in the order fired: war or blank.
GUN_TOKENS = ("gun_war", "gun_blank")


def announced_facts(st: GameState, record: PhaseRecord) -> dict[str, Any]:
    """The facts ``record``'s announcements are read with (``facts`` of
    ``messages.announcement_lines``): the record's own (the status inquiry's counts, the
    seats Capo's gun was fired at) and, on a day with gun shots:

    - ``gun_shots``, the seats the shots were fired at, one a ``gun_war``/``gun_blank`` token
      in order. Capo's gun records them (FB5); the guns the gunner handed out (Takavar's,
      Zodiac's) are read from the day's public log lines of the shots, one a shot the table
      heard (CF60-10; a shot by a holder who had left fired nothing and has none): who fires
      at whom is seen by the whole table (club_scenarios 2.6, CF80-45). Nothing is added to
      the record: its fingerprint stays.
    - ``gun_kept``, the places in ``gun_shots`` (from 0) of the war shots an armour stopped:
      its holder stays and his role is shown (``role_shown:s`` right after the shot; 2.6
      TK10, 9.2), read «… was a war gun» without the exit. Absent when none.

    ``record``'s own facts, the same dict, when there is nothing to add (read only)."""
    tokens = record.announce
    if record.phase != "day" or not any(t in GUN_TOKENS for t in tokens):
        return record.facts
    shots = record.facts.get("gun_shots")
    if not isinstance(shots, list):  # the holders' guns: the day's own shots, as logged
        shots = _logged_shots(st, record)
    kept, place = [], 0
    for i, token in enumerate(tokens):
        if token not in GUN_TOKENS:
            continue
        if (token == "gun_war" and place < len(shots) and i + 1 < len(tokens)
                and tokens[i + 1] == f"role_shown:{shots[place]}"):
            kept.append(place)
        place += 1
    out = {**record.facts, "gun_shots": list(shots)}
    if kept:
        out["gun_kept"] = kept
    return out


def _logged_shots(st: GameState, record: PhaseRecord) -> list[Any]:
    """The targets of the public ``gun`` lines of ``record``'s phase in the game's log, in
    the order fired (the phase's lines are together: read from the end back to them)."""
    out: list[Any] = []
    found = False
    log = st.log
    for i in range(len(log) - 1, -1, -1):
        line = log[i]
        if line.phase == record.phase and line.number == record.number:
            found = True
            if line.kind == "gun" and line.public:
                out.append(line.data.get("target"))
        elif found:
            break
    out.reverse()
    return out


def _public_facts(st: GameState, record: PhaseRecord) -> dict[str, Any]:
    """The public facts of ``record`` the table heard: the status inquiry's counts by side
    (``status``, A87), as the narrator announced them; the independents counted only when
    the deal has one (Zodiac's; never «0 independents» where there could be none); the
    seats the day's guns were fired at (``gun_shots``, seen by the whole table) and the war
    shots an armour stopped (``gun_kept``: :func:`announced_facts`); what a step of the
    night said aloud at once (``said_at_step``, Z107-4)."""
    facts = announced_facts(st, record)
    shots = facts.get("gun_shots")  # the seats the day's guns were fired at, in order
    out: dict[str, Any] = {"gun_shots": list(shots)} if isinstance(shots, list) else {}
    if facts.get("gun_kept"):
        out["gun_kept"] = list(facts["gun_kept"])
    if record.facts.get(SAID_AT_STEP):  # an exit said at its step is no «nobody left»
        out[SAID_AT_STEP] = list(record.facts[SAID_AT_STEP])
    counts = record.facts.get("status")
    if not isinstance(counts, dict):
        return out
    counts = dict(counts)
    if not any(st.side(p.seat) == "independent" for p in st.players):
        counts.pop("independent", None)
    return {**out, "status": counts}
