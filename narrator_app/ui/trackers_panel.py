"""The trackers: each limited resource of the game, read from the card's counters.

One line per role card that has trackers (Godfather's vest and sixth-sense uses, Saul's
purchase, Matador's last block, Watson's self-save, Leon's bullets and vest, Kane's coupon,
Constantine's revival, Nostradamus's side), read from ``player.card.counters`` of the card's
**current holder** (a card can move: Saul's purchase, a face-off), with the holder's seat;
then every other role (plain citizens, simple mafia …) with its seats, so that everyone
can be found.
Hidden, with everything else about roles, when "hide roles" is on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from narrator_app.engine import flag_text
from narrator_app.messages import digits, para_mark, parts_joined, role_name
from narrator_app.ui.controller import GameController

if TYPE_CHECKING:  # the engine's state, for the annotations only (loaded after the paint)
    from narrator_app.engine import GameState

from narrator_app.ui.texts import (
    chosen_side_words,
    escape,
    extra_label,
    fill,
    list_text,
    plain_tip,
    rich_label,
    seat_short,
    seats_list,
    status_label,
    translate,
)
from narrator_app.ui.wrap_label import ItemsLabel


def _used(flag: Any) -> str:
    return translate("Ravi", "used") if flag else translate("Ravi", "available")


def _intact(flag: Any) -> str:
    return translate("Ravi", "intact") if flag else translate("Ravi", "gone")


def _seat_or_none(c: dict[str, Any], name: str, names, lang: str,
                  void: list[int] | None = None) -> str:
    seat = c.get(name)
    if isinstance(seat, list) and seat:  # a step that names several seats (a hold)
        return ("، " if lang == "fa" else ", ").join(
            _seat_marked(s, names, lang, void or ()) for s in seat)
    return seat_short(seat, names, lang) if isinstance(seat, int) else translate("Ravi", "none")


def _seat_marked(seat: int, names, lang: str, void) -> str:
    """A tracker's seat (from 1) in short words, «8 (void)» when it is in ``void`` (a hold
    the guard's shield voided, the engine's ``last_hold_void``; Y101-11)."""
    short = seat_short(seat, names, lang)
    return fill(translate("Ravi", "%1 (void)"), short) if seat in void else short


def _labels() -> dict[str, str]:
    """Each tracked counter's words, «%1» its value (the counters of the engine's kinds,
    ``trackers_of``)."""
    return {
        "vest": translate("Ravi", "vest: %1"),
        "sixth_sense_uses": translate("Ravi", "sixth sense: %1"),
        "buy_used": translate("Ravi", "purchase: %1"),
        "last_block": translate("Ravi", "last block: %1"),
        "self_save_used": translate("Ravi", "self-save: %1"),
        "bullets": translate("Ravi", "bullets: %1"),
        "coupons": translate("Ravi", "coupon: %1"),
        "revive_used": translate("Ravi", "revival: %1"),
        "side": translate("Ravi", "side: %1"),
        "curse": translate("Ravi", "current curse: %1"),
        "steal_used": translate("Ravi", "theft: %1"),
        "silence_left": translate("Ravi", "silences left: %1"),
        "armor": translate("Ravi", "armour: %1"),
        "status_left": translate("Ravi", "status requests: %1"),
        "used": translate("Ravi", "decision: %1"),
        "plant_used": translate("Ravi", "bomb: %1"),
        "wakes_left": translate("Ravi", "wakes left: %1"),
        "poison": translate("Ravi", "poison: %1"),
        "antidote": translate("Ravi", "antidote: %1"),
        "heir_of": translate("Ravi", "heir of: %1"),
        "links_left": translate("Ravi", "links left: %1"),
        "links": translate("Ravi", "linked: %1"),
    }


# The chosen-seat counters whose line, with no seat chosen yet, is a sentence of its own
# (:func:`_nobody_yet`): the heir's «heir of seat %1» has no room for «none».
_NOBODY_YET = ("heir_of",)


def _nobody_yet() -> dict[str, str]:
    """The line of each counter of :data:`_NOBODY_YET` before its seat is chosen."""
    #: The heir's tracker before he names a player (the intro night): he is nobody's heir.
    return {"heir_of": translate("Ravi", "heir of: nobody chosen yet")}


def _tracker_part(counter: str, how: str, c: dict[str, Any], names, lang: str,
                  labels: dict[str, str] | None = None, note: str | None = None,
                  void: dict[str, list[int]] | None = None) -> str | None:
    """One tracker line of a card in words: ``counter`` read the way ``how`` says (the
    engine's kind says which, ``trackers_of``); None when it shows nothing. A counter the
    window has no sentence for is named from ``labels`` (the scenario file's); ``note``, a
    text with «%1» for the value, says more of it (tonight's mine: «3 (…) — laid
    tonight»)."""
    if how == "swap":
        return translate("Ravi", "role swapped") if c.get(counter) else translate(
            "Ravi", "no swap")
    if how == "shown_if_true":
        return translate("Ravi", "shown by the vote") if c.get(counter) else None
    if how == "safe_if_true":
        # the holder himself (the heir), not the seat his line names (capo 6.6: a narrator
        # read «وارث: ۲؛ مصون از شلیک شب» as seat 2 immune, Y101-13)
        return translate("Ravi", "he himself is safe from the night shot") if c.get(
            counter) else None
    if how == "guns":
        return fill(translate("Ravi", "guns left: war %1, blank %2"),
                    digits(c.get("war", 0), lang), digits(c.get("blank", 0), lang))
    if how in ("intact_if_present", "seat_if_present", "seats") and counter not in c:
        return None
    if how == "seat" and counter in _NOBODY_YET and not isinstance(c.get(counter), int):
        # said whole: «heir of seat none» read as no sentence (Z103-3)
        return _nobody_yet()[counter]
    value = {
        "count": lambda: digits(c.get(counter, 0), lang),
        "used": lambda: _used(c.get(counter)),
        "intact": lambda: _intact(c.get(counter)),
        "intact_if_present": lambda: _intact(c.get(counter)),
        "seat": lambda: _seat_or_none(c, counter, names, lang, (void or {}).get(counter)),
        "held": lambda: translate("Ravi", "held") if c.get(counter) else translate(
            "Ravi", "spent"),
        "yes_no": lambda: translate("Ravi", "yes") if c.get(counter) else translate(
            "Ravi", "no"),
        "seats": lambda: _seats_words(list(c.get(counter) or []), names, lang,
                                      (void or {}).get(counter, [])) or translate(
            "Ravi", "none"),
        "seat_if_present": lambda: _seat_or_none(c, counter, names, lang),
        "side": lambda: chosen_side_words(c.get(counter)),
    }[how]()
    if note is not None:
        value = fill(note, value)
    return fill(_counter_template(counter, labels), value)


def _counter_template(counter: str, labels: dict[str, str] | None = None) -> str:
    """A counter's line with «%1» for its value: the window's words (:func:`_labels`), else
    the scenario file's name for it (``labels``), else the counter's own name."""
    return _labels().get(counter, (labels or {}).get(counter, counter) + ": %1")


def _seats_words(seats: list[int], names, lang: str, void: list[int]) -> str:
    """«۸ (بی‌اثر)، ۱۰»: :func:`seats_list` with each seat of ``void`` marked void (a hold
    the guard's shield voided, still recorded for the no-repeat rule: club_scenarios 2.10
    C8, the engine's ``last_hold_void``; Y101-11)."""
    if not void:
        return seats_list(seats, names, lang)
    return list_text([_seat_marked(s, names, lang, void) for s in seats], lang)


def tracker_text(trackers, c: dict[str, Any], names, lang: str = "fa",
                 labels: dict[str, str] | None = None,
                 notes: dict[str, str] | None = None,
                 void: dict[str, list[int]] | None = None,
                 tonight: dict[str, str] | None = None) -> str:
    """The trackers of one card in words: ``trackers`` are its kind's tracker lines
    (``trackers_of``), ``c`` the card's counters, ``labels`` the scenario file's names of
    counters the window has no sentence for (by counter), ``notes`` what a counter's value
    says more («%1» the value; by counter: :func:`mine_tonight`), ``void`` the seats of a
    counter to mark void (:func:`_seats_words`), ``tonight`` the words of tonight's value
    beside a record End night writes (by counter: :func:`tonight_words`). A tracker of the
    holder himself (``safe_if_true``) comes first."""
    notes = notes or {}
    # what the card's holder himself is (safe from the night shot) first, beside the
    # heading that names him: after «heir of: 2» it read as seat 2 safe (capo 6.6;
    # Y101-13, and still so after it, Y101-22)
    ordered = sorted(trackers, key=lambda t: t[1] != "safe_if_true")
    parts = [_beside(_tracker_part(counter, how, c, names, lang, labels, notes.get(counter),
                                   void), (tonight or {}).get(counter))
             for counter, how in ordered]
    return parts_joined((p for p in parts if p), lang)


def _beside(part: str | None, tonight: str | None) -> str | None:
    """A counter's ``part`` with ``tonight``'s words after it («Last hold: 7, 10 — tonight:
    5, 9»); ``part`` alone when there are none."""
    return fill("%1 — %2", part, tonight) if part and tonight else part


def data_tracker_text(role, c: dict[str, Any], names, lang: str = "fa",
                      scenario=None, void: dict[str, list[int]] | None = None,
                      tonight: dict[str, str] | None = None) -> str:
    """The trackers of a card the window has no sentence for, from the scenario file: each
    counter with the role's ``counter_labels``, else the scenario's ``[counter_labels]``
    (or its name), and its value (``void``: the seats of a counter to mark void,
    :func:`_seats_words`; ``tonight``: the words of tonight's value beside it, by counter,
    :func:`tonight_words`)."""
    parts = []
    for name, value in c.items():
        label = role.counter_labels.get(name) if role is not None else None
        if label is None and scenario is not None:
            label = scenario.counter_labels.get(name)
        if label is not None:
            text = getattr(label, lang)
        elif scenario is not None and role is not None:
            text = scenario.counter_label(role.id, name, lang)  # the engine's name for it
        else:
            text = name
        if isinstance(value, bool) and flag_text(name, value, lang) is not None:
            shown = flag_text(name, value, lang) or ""  # an armour intact, exposed yes ...
        elif isinstance(value, bool) and not name.endswith("_used"):
            # a thing the card holds (an antidote, a poison, an armour): held or spent
            shown = translate("Ravi", "held") if value else translate("Ravi", "spent")
        elif isinstance(value, bool):
            shown = _used(value)
        elif isinstance(value, int):
            shown = digits(value, lang)
        elif isinstance(value, list) and all(isinstance(v, int) for v in value):
            shown = _seats_words(value, names, lang, (void or {}).get(name, [])) or translate(
                "Ravi", "none")
        elif isinstance(value, dict) and set(value) == {"rep", "delta"}:
            shown = extra_label(value, lang)  # the treason vote (club_scenarios 4.12)
        else:
            shown = translate("Ravi", "none") if value is None else str(value)
        parts.append(_beside(f"{text}: {shown}", (tonight or {}).get(name)) or "")
    return parts_joined(parts, lang)


def _with_spent(trackers, c: dict[str, Any], after: dict[str, Any] | None) -> dict[str, Any]:
    """At night, the card's counters ``c`` with what his own confirmed step spends tonight
    (``after``: ``counters_after_night``; a gun handed out, a negotiation, a self-save);
    a chosen seat or side that holds only from End night (a curse, Nostradamus's side) is
    left as it is: :func:`pending_text` says it."""
    if not after:
        return c
    kept = {n for n, how in trackers if how in ("seat", "seat_if_present", "seats", "side")}
    return {**c, **{k: v for k, v in after.items() if k not in kept}}


def tonight_words(trackers, c: dict[str, Any], after: dict[str, Any] | None, names,
                  lang: str = "fa", void: list[int] | None = None,
                  records: tuple[str, ...] = ()) -> dict[str, str]:
    """At night, the words of tonight's value of each chosen-seat record his own confirmed
    step writes only at End night (the hostage-taker's last hold, the guard's last shield,
    Matador's last block: the record the no-repeat rule reads tonight is still the last
    night's, club_scenarios 2.10 C8), by counter: «tonight: 5 (void), 9» (``void``: the
    seats of tonight's hold that it does not hold, the engine's ``hold_void_tonight``).

    In:  the card's tracker lines; ``c`` the counters shown; ``after`` the counters after
         tonight with his own steps (``counters_after_night``; None: no step of his
         confirmed); the names by seat; ``records`` the counters of the card that are such
         a record (the engine's ``night_records``: its kind declares them, whatever the
         scenario file calls them).
    Out: counter → words, for a record tonight changes; {} otherwise. A narrator's trial
         read «Last hold: 8» all through the night after the hold on 5 and 9 (Z103-2)."""
    if not after:
        return {}
    out: dict[str, str] = {}
    for counter, _how in trackers:
        if counter not in records or counter not in after:
            continue
        value = after[counter]
        if value == c.get(counter):
            continue
        if isinstance(value, list):
            seats = _seats_words([s for s in value if isinstance(s, int)], names, lang,
                                 void or [])
        else:
            seats = seat_short(value, names, lang) if isinstance(value, int) else ""
        #: After a record of the last night's target («Last hold: 7, 10 — tonight: 5, 9»):
        #: the seats his step named tonight, the record from End night.
        out[counter] = fill(translate("Ravi", "tonight: %1"),
                            seats or translate("Ravi", "none"))
    return out


def mine_tonight(st: GameState, seat: int, c: dict[str, Any]) -> tuple[dict[str, Any],
                                                                      dict[str, str]]:
    """The counters ``c`` of the card at ``seat`` with the mine his confirmed step lays
    tonight (the engine's ``mine_laid_tonight``: it lies from tonight, club_scenarios 4.6,
    though the card holds it only from End night), and the note its value takes: «laid
    tonight», or «laid tonight, for tonight only» when it is gone at dawn (``lasts =
    that_night``, 4.10 C12). A narrator's trial read «Mine: none · Mine laid: used» all
    night after the mine was laid (Y101-1). ``c`` and no note otherwise."""
    from narrator_app.engine import mine_laid_tonight

    laid = mine_laid_tonight(st, seat)
    if laid is None:
        return c, {}
    mined, stays = laid
    note = (translate("Ravi", "%1 — laid tonight") if stays
            else translate("Ravi", "%1 — laid tonight, for tonight only"))
    return {**c, "mine": mined}, {"mine": note}


def tracked_roles(scenario, rules=None) -> list:
    """The scenario's roles whose cards have trackers in a game of the house rules
    ``rules`` (the file's defaults when None), in the order the narrator thinks of them
    (the engine's ``tracker_rank`` of their ability kind, then the scenario's own
    order)."""
    from narrator_app.engine import initial_counters, role_tracker_rank, role_trackers

    if scenario is None:
        return []
    # a general kind's card starts with counters of its parameters (its uses, a boss's trade)
    roles = [r for r in scenario.roles if r.counters or role_trackers(scenario, r.id, rules)
             or initial_counters(scenario, r.id)]
    return sorted(roles, key=lambda r: role_tracker_rank(scenario, r.id))


def _live_text(st, role: str, trackers, text: str, lang: str,
               labels: dict[str, str] | None = None) -> str:
    """``text`` with what the card's counters alone cannot say: a conversion (Saul's
    purchase, Mozakere's negotiation) while its holder is half-dead or before a mafia exit
    (``purchase_status`` of the card ``role``), the coming narrator shot of the inquirer
    who found the mafia (``kane_shot_night``); ``trackers`` are the card's tracker lines,
    ``labels`` the scenario file's words for its counters."""
    from narrator_app.engine import kane_shot_night, purchase_status

    counters = {counter for counter, _how in trackers}
    status = purchase_status(st, role)
    counter = next((c for c, how in trackers if how == "used"), None)
    if status in ("unavailable", "waiting") and counter is not None:
        template = _counter_template(counter, labels)
        if status == "waiting":
            why = translate("Ravi", "after a mafia exit")
        elif counter == "buy_used":
            why = translate("Ravi", "not available (Saul is out of play)")
        else:
            why = translate("Ravi", "not available (out of play)")
        return fill(template, why)
    if "coupons" in counters:
        night = kane_shot_night(st)
        if night is not None:
            return parts_joined([text, fill(
                translate("Ravi", "the narrator shoots Kane on night %1"), digits(night, lang)
            )], lang)
    return text


def pending_text(trackers, choice: Any, text: str, names, lang: str = "fa") -> str:
    """``text`` (a card's trackers) with tonight's confirmed choice that the card's counters
    take only at End night: a chosen side (in place of «not chosen»: Nostradamus), a new
    curse (after the curse that holds until then: Jack).

    In:  the card's tracker lines (``trackers_of(kind)``: (counter, how) pairs, so the
         kind is asked, never named); its step's value in ``GameState.choices`` (the night
         so far; None when not confirmed); the counters' text; the names by seat.
    Out: the text with the pending choice.
    """
    if not isinstance(choice, dict):
        return text
    how = dict(trackers)
    if how.get("side") == "side" and choice.get("side") in ("city", "mafia"):
        return fill(translate("Ravi", "side: %1 — chosen tonight, kept at End night"),
                    chosen_side_words(choice["side"]))
    if how.get("curse") == "seat" and isinstance(choice.get("curse"), int):
        return parts_joined([text, fill(
            translate("Ravi", "tonight's curse: %1 — kept at End night"),
            seat_short(choice["curse"], names, lang))], lang)
    return text


def game_rows(st: GameState, scenario, names, lang: str = "fa") -> list[tuple[str, str]]:
    """The game-level counters of the Zodiac (``st.extra``): the bomb and its code (over or
    live as the engine's ``bomb_over`` says: TA30-1), the guns given and fired, the status
    inquiries left."""
    extra = st.extra
    rows: list[tuple[str, str]] = []
    inquiries = getattr(scenario, "status_inquiries", 0) if scenario is not None else 0
    if scenario is None or not (inquiries or extra.get("bomb") or extra.get("guns")):
        return rows
    bomb = extra.get("bomb")
    if bomb:
        from narrator_app.engine import bomb_over  # the engine, loaded after the first paint

        state = translate("Ravi", "done") if bomb_over(st) else translate("Ravi", "live")
        rows.append(
            (
                translate("Ravi", "Bomb"),
                fill(
                    translate("Ravi", "in front of %1 · code %2 · %3"),
                    seat_short(bomb["target"], names, lang),
                    digits(bomb.get("code"), lang),
                    state,
                ),
            )
        )
    guns = extra.get("guns") or []
    if guns:
        from narrator_app.ui.texts import gun_label

        parts = []
        for g in guns:
            what = f"{seat_short(g['holder'], names, lang)} {gun_label(g['type'])}"
            if g.get("lost"):  # its holder left before firing it (S2:L123)
                what += " " + translate("Ravi", "(lost with its holder)")
            elif g.get("returned"):  # a blank back with the Gunner after the day (A84)
                what += " " + translate("Ravi", "(back with the Gunner)")
            elif g.get("used") and not g.get("fired") and g["type"] == "war":
                # not fired by its day: it went off in his hands (S2:L123; A85), not «fired»
                # (a narrator's trial, CF45-22)
                what += " " + translate("Ravi", "(exploded, not fired)")
            elif g.get("used"):
                what += " " + translate("Ravi", "(fired)")
            elif g.get("disabled"):
                what += " " + translate("Ravi", "(disabled)")
            parts.append(what)
        rows.append(
            (translate("Ravi", "Guns"), "، ".join(parts) if lang == "fa" else ", ".join(parts))
        )
    if inquiries:
        rows.append(
            (
                translate("Ravi", "Status inquiries"),
                fill(
                    translate("Ravi", "left: %1"),
                    digits(extra.get("status_left", inquiries), lang),
                ),
            )
        )
    return rows


class TrackersPanel(QScrollArea):
    """One entry per tracked card: «role — seat (name)» in bold, its trackers beneath."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trackersPanel")
        self.c = controller
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        host = QWidget()
        self.lay = QVBoxLayout(host)
        self.lay.setContentsMargins(4, 2, 4, 2)
        self.lay.setSpacing(3)
        self.lay.addStretch(1)
        self.setWidget(host)
        self._labels: list[QLabel] = []
        self._rows: list[tuple[str, str]] = []
        #: The state's rows are not worked out yet: a refresh while the panel is out of sight
        #: (the log's tab in front, the privacy cover) waits until it is shown or its rows
        #: are asked for (PL25-3).
        self._stale = False
        self._fit_lines()

    #: Lines the panel always has room for, even on the smallest screen (at 1366×768 the
    #: log gives way first and the trackers keep more, timer_panel._fit_height).
    LINES = 3

    def _fit_lines(self) -> None:
        self.setMinimumHeight(self.LINES * self.fontMetrics().lineSpacing()
                              + 2 * self.frameWidth() + 6)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.FontChange:
            self._fit_lines()
        super().changeEvent(event)

    def rows(self) -> list[tuple[str, str]]:
        """What the panel shows: (role and holder, trackers)."""
        if self._stale:
            self._refresh_now()
        return list(self._rows)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if self._stale:  # refreshed while out of sight: the rows of the state now
            self._refresh_now()
        super().showEvent(event)

    def refresh(self) -> None:
        """The rows of the controller's state now; while the panel is out of sight (another
        tab in front, the cover) they are worked out when it is shown or asked for."""
        if self.isVisible() or not self._labels:
            self._refresh_now()
        else:
            self._stale = True

    def _refresh_now(self) -> None:
        self._stale = False
        st = self.c.state
        rows: list[tuple[str, str]] = []
        if st is not None and st.phase != "setup":
            lang, names = self.c.lang, self.c.names
            from narrator_app.engine import (
                counters_after_night,
                hold_records,
                night_records,
                role_trackers,
                seat_roles,
            )
            from narrator_app.engine import trackers as tracker_counters

            tracked: set[str] = set()  # the role ids listed with their trackers
            shown = seat_roles(st)  # a player bought tonight: his new card already
            for r in tracked_roles(self.c.scenario, st.rules):
                holder = next((p for p in st.players if shown[p.seat] == r.id), None)
                if holder is None or not holder.card.counters:
                    continue
                who = fill(
                    "%1 — %2",
                    role_name(self.c.scenario, r.id, lang),
                    seat_short(holder.seat, names, lang),
                )
                if holder.status != "alive":
                    who += f" ({status_label(holder.status)})"
                trackers = role_trackers(st.scenario, r.id, st.rules)
                # the records of the last night's target End night writes (the hold's, a
                # shield's), and which of them a shield may void: the kinds declare them,
                # by the file's names (the panel keeps no list of counters)
                records = night_records(st.scenario, r.id, st.rules)
                holds = hold_records(st.scenario, r.id, st.rules)
                scen = self.c.scenario
                labels = {n: scen.counter_label(r.id, n, lang) for n, _ in trackers} if scen else {}
                # the counters as the engine's tracker lines show them now (cupid's lovers
                # as soon as they are chosen: WW32-2)
                after = counters_after_night(st, holder.seat)
                counters = _with_spent(trackers, tracker_counters(st, holder.seat), after)
                counters, notes = mine_tonight(st, holder.seat, counters)
                void = self._void_holds(holds, holder, counters)
                # a record End night writes (the last hold) beside what his step recorded
                # tonight: the line read the last night's hold all night (Z103-2)
                tonight = tonight_words(trackers, counters, after, names, lang,
                                        self._void_tonight(holds, st, holder.seat, after),
                                        records)
                text = tracker_text(trackers, counters, names, lang, labels, notes, void,
                                    tonight)
                if not text or r.counter_labels:
                    text = data_tracker_text(r, counters, names, lang, self.c.scenario, void,
                                             tonight)
                if st.phase in ("night", "intro_night"):
                    text = pending_text(trackers, st.choices.get(r.id), text, names, lang)
                text = _live_text(st, r.id, trackers, text, lang, labels)
                if not text:  # no line to show yet (the witch's antidote before it passes
                    continue  # to her): listed with the roles without trackers
                rows.append((who, text))
                tracked.add(r.id)
            rows += game_rows(st, self.c.scenario, names, lang)
            # everyone can be found: the roles without trackers (plain citizens, simple
            # mafia …), one line per role with its seats
            others: dict[str, list[int]] = {}
            for p in st.players:
                if shown[p.seat] not in tracked:
                    others.setdefault(shown[p.seat], []).append(p.seat)
            for role, seats in others.items():
                who = role_name(self.c.scenario, role, lang)
                text = ("، " if lang == "fa" else ", ").join(
                    seat_short(s, names, lang)
                    + (f" ({status_label(st.player(s).status)})"
                       if st.player(s).status != "alive" else "")
                    for s in seats)
                rows.append((who, text))
        if rows == self._rows and self._labels:
            return
        self._show_rows(rows)

    def _void_holds(self, holds: tuple[str, ...], holder,
                    counters: dict[str, Any]) -> dict[str, list[int]]:
        """The hold tracker's seats the hold did not reach the night it was made (the guard
        shielded them: club_scenarios 2.10 C8, the engine's ``last_hold_void``), by counter:
        it read «Last hold: 8, 10» as if 8 was held (a narrator's trial, Y101-11). ``holds``:
        the card's hold records (the engine's ``hold_records``). {} for a card with none, or
        while the line shows tonight's hold (``counters``, the counters shown, are not the
        card's: the ring marks tonight's)."""
        game = self.c.game
        counter = next(iter(holds), None)
        if (counter is None or game is None
                or counters.get(counter) != holder.card.counters.get(counter)):
            return {}
        from narrator_app.engine import last_hold_void

        void = last_hold_void(game.states, holder.seat)
        return {counter: void} if void else {}

    @staticmethod
    def _void_tonight(holds: tuple[str, ...], st: GameState, seat: int,
                      after: dict[str, Any] | None) -> list[int]:
        """The seats tonight's hold by the card at ``seat`` names and does not hold (the
        engine's ``hold_void_tonight``, as the ring strikes them), for a card with a hold
        record (``holds``, the engine's ``hold_records``) and a step of his confirmed
        tonight; [] otherwise."""
        if not after or not holds:
            return []
        from narrator_app.engine import hold_void_tonight

        return hold_void_tonight(st, seat)

    def _show_rows(self, rows: list[tuple[str, str]]) -> None:
        """One label a row: the labels shown are kept and only their words set again (made
        or dropped only when the number of rows changes: issue 25)."""
        self._rows = rows
        while len(self._labels) > len(rows):
            lab = self._labels.pop()
            lab.hide()  # never shown again as a window of its own (a queued show)
            lab.setParent(None)
            lab.deleteLater()
        # every line opens with the language's paragraph mark: a line of «seat (name)» only
        # has no strong letter outside its isolated names, and Qt would lay it out (and align
        # it) left to right in Persian, its commas on the wrong side
        mark = para_mark(self.c.lang)
        # one compact entry a card: «role — seat (name)» in bold, its trackers on the same
        # line after it, wrapping only where the column is too narrow (issue 23: by day at
        # 1280×720 two entries of two lines each filled the box)
        for i, (who, text) in enumerate(rows):
            words = (f"{mark}<b>{escape(who)}</b>{escape(': ' if text else '')}"
                     f"{escape(text)}")
            tip = plain_tip(f"{who}: {text}" if text else who)
            if i < len(self._labels):
                entry = self._labels[i]
                if entry.text() != words:
                    entry.setText(words)
                if entry.toolTip() != tip:
                    entry.setToolTip(tip)
                continue
            entry = rich_label(ItemsLabel(words))  # a seat never broken over two lines
            entry.setObjectName("trackerEntry")
            entry.setToolTip(tip)
            entry.setWordWrap(True)  # read whole in a narrow column: a long line wraps
            self.lay.insertWidget(i, entry)
            self._labels.append(entry)
