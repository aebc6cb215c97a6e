"""The day never scrolls (issue 15: «a day layout that never scrolls at 1366×768 for any
scenario, the current step in front, the rest collapsed»).

For each shipped scenario a whole day is walked as a narrator does it (ring clicks,
typed counts, buttons), at 1366×768 and on the smallest supported screen (1280×720). At
every situation of the day (start, guns, status inquiry, votes typed, defense, exit vote,
the Mayor, lottery, card, bomb codes, chaos, end of day) the day panel's scroll area shows
no vertical scroll bar, the section open is the engine's current step (``day_step_now``)
and that step's widgets are whole inside the visible part of the panel. The other sections
are folded to their title line and open on a click on it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.exceptions import TimeoutError
from test_table_legibility import SCRIPT

from narrator_app.engine import (
    DAY_STEP_ORDER,
    Setup,
    available_scenarios,
    day_procedure,
    day_step_now,
    load_scenario,
    procedure_picked,
    procedure_targets,
)
from narrator_app.ui.day_extras import is_folded

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

#: Scenarios this module's driver (``busiest_day``) cannot yet walk to their busiest day:
#: none. Capo's trust vote and gun, Werewolf's required lovers and the hunter's revenge,
#: Bazpors' interrogation, Namayande's representatives (the engine's procedure steps: the
#: election, the accusations, their one vote, a tie and its lottery) are walked below.
NOT_YET_WALKED: set[str] = set()
#: Every other shipped scenario, read from the catalogue (a new one is checked at once).
SCENARIOS = tuple(s for s in available_scenarios() if s not in NOT_YET_WALKED)
#: (width, height, language): the laptop size the README targets, and the smallest screen.
SIZES = ((1366, 768, "fa"), (1280, 720, "en"))
#: The client area of a 1280×720 screen under a window manager's title bar (issue 23: the
#: layout tests rendered without one): both languages at the default look, and the largest
#: font at which the window itself fits that screen (14 pt) in the dark theme.
BUSY = ((1280, 696, "en", "11-light"), (1280, 696, "fa", "11-light"), (1280, 696, "en", "14-dark"))


@pytest.fixture
def desk(qtbot, controller, request):
    from desk_driver import Table

    from narrator_app.ui.app import apply_language
    from narrator_app.ui.main_window import MainWindow

    width, height, lang, *look = request.param
    app = QApplication.instance()
    apply_language(app, lang)
    from narrator_app.ui.theme import apply_font_size, apply_theme

    old_pt = app.font().pointSize()
    if look:
        pt, theme = look[0].split("-")
        apply_theme(app, theme)
        apply_font_size(app, int(pt))
    controller.lang = lang
    w = MainWindow(controller)
    qtbot.addWidget(w)
    w.resize(width, height)
    w.show()
    qtbot.waitExposed(w)
    assert (w.width(), w.height()) == (width, height)
    yield Table(qtbot, w)
    apply_language(app, "fa")
    if look:
        apply_theme(app, "light")
        apply_font_size(app, old_pt)


def current_widgets(panel, now: str | None) -> list:
    """The widgets of the step ``now`` (``day_step_now``) the narrator must see whole."""
    x = panel.extras
    named = lambda prefix: [b for b in panel.findChildren(QPushButton)  # noqa: E731
                            if b.objectName().startswith(prefix)]
    st = panel.c.state
    if now == "votes" and "votes" in st.choices and "votes" not in panel._editing:
        # a recorded vote reopened by a click: its result and «Change» (not its fields)
        return [panel.threshold_label, panel.votes_result, panel.votes_change]
    power = panel.power_box
    if now == "interrogation":  # the summoned pair's counts and «Vote held», or the lottery
        tie = power.lottery_button.isVisibleTo(power)
        return [power, *([power.lottery_button] if tie else
                         [*power.spins.values(), power.held_button])]
    proc = day_procedure(st)
    if proc is not None and now == proc[0]:  # Capo's gun: the picks' lines and «Fire»
        return [panel.procedure, panel.procedure.fire_button]
    if now is not None and now not in DAY_STEP_ORDER:  # a role's step after an exit
        return [panel.exit_label]
    return {
        "guns": [x.guns_label, x.fire_button],
        "status_inquiry": [x.status_button],
        "votes": [panel.threshold_label, panel.votes_button,
                  *(r for r in panel.nominees.values())],
        "mayor": [x.mayor_label, x.mayor_cancel, x.mayor_send],
        "exit_votes": [panel.eyes_label, panel.exit_button, *panel.defenders.values()],
        "lottery": [panel.lottery_label, panel.lottery_button],
        "card": [panel.card_panel],
        # the guard may pass (CR37-5): the holder's code is under his at the noon sleep
        "bomb.guard_code": [x.bomb_label, *named("guard_code_"), *named("holder_code_")],
        "bomb.holder_code": [x.bomb_label, *named("holder_code_")],
        "chaos": [x.chaos_table, x.chaos_button, *named("point_")],
        None: [],
    }[now]


def check(t, what: str, expect: str | None, opened: str | None = None) -> None:
    """At situation ``what``: the engine's current step is ``expect``; the section open is
    its own (or ``opened``, when the narrator opened another one); no vertical scroll bar;
    the open step's widgets whole in view; every other section folded."""
    w, panel = t.w, t.w.day_panel
    bar = panel.scroll_area.verticalScrollBar()
    now = day_step_now(w.c.state)
    shown = current_widgets(panel, opened and next(k for k, v in panel.SECTION_OF.items()
                                                   if v == opened) or now)
    try:  # the layout settles (rows added to a shown layout are shown queued)
        t.qtbot.waitUntil(lambda: not bar.isVisible() and all(x.isVisible() for x in shown),
                          timeout=300)
    except TimeoutError:
        pass  # asserted below, with the heights
    assert w.c.state.phase == "day", what
    assert now == expect, (what, now, w.c.last_error)
    section = opened or panel.SECTION_OF.get(now or "")
    assert panel.open_key() == section, (what, panel.open_key())
    assert not panel.scroll_area.verticalScrollBar().isVisible(), (
        what, panel.scroll_area.widget().sizeHint().height(), panel.scroll_area.viewport().height())
    view = panel.scroll_area.viewport()
    assert shown or now is None, what
    for widget in shown:
        assert widget.isVisible(), (what, widget.objectName())
        top = widget.mapTo(view, QPoint(0, 0)).y()
        assert 0 <= top and top + widget.height() <= view.height(), (
            what, widget.objectName(), top, widget.height(), view.height())
    boxes = {**panel.extras.boxes, "votes": panel.vote_box, "exit_votes": panel.exit_box}
    for key, box in boxes.items():
        if box.isVisible():
            assert is_folded(box) == (key != section), (what, key)
    if now is None:  # the end of the day: «End day» is there, outside the scroll area
        assert panel.end_button.isVisible() and panel.end_button.isEnabled(), what


def open_by_click(t, box) -> None:
    """Open a folded section as a narrator does: a click on its title line."""
    assert box.isVisible() and is_folded(box)
    t.qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(box.width() // 2, 6))
    assert not is_folded(box)


#: The night step that summons two players to the next day's interrogation (Bazpors): taken
#: on its first legal seats, so that the busiest day has the interrogation.
SUMMONS = "interrogator"
#: The representatives' election step (club_scenarios 4.8): an elected player leaves in
#: Night 1, so that the next day's procedure starts with the by-election of his slot (C20).
ELECTION = "election"


def record_night_step(c, cur) -> None:
    """Record the night step ``cur``: with no action where allowed, else (a required choice:
    Cupid's lovers, the heir's pick; the summons) on its first legal seats."""
    ref = c.choices().end_refusal
    required = ref is not None and ref.code == "missing_choice" and ref.facts.get("key") == cur.key
    if cur.key == SUMMONS or required or not c.step(cur.key, {}):
        assert SCRIPT._first_legal(c, cur), (cur.key, c.last_error)


def to_first_day(t, scenario: str, rules: dict) -> None:
    """The reference table of ``scenario`` up to its first day with a vote after a night
    (night steps: :func:`record_night_step`; a day procedure on the way, Capo's gun, walked
    in the window by :func:`procedure_day`; the representatives' election too, after which
    the first elected leaves the table in the night, so that the busiest day starts with a
    by-election)."""
    c = t.c
    scen = load_scenario(scenario)
    names = SCRIPT.NAMES["fa" if c.lang == "fa" else "en"][: scen.reference_size]
    assert c.new_game(Setup(scenario, names, rules), list(scen.roster_for(scen.reference_size)))
    seen_night, leaving = False, []
    for _ in range(60):
        st = c.state
        seen_night = seen_night or st.phase == "night"
        if seen_night and st.phase == "day" and (
                "votes" in {s.key for s in c.choices().steps} or day_procedure(st) is not None):
            return  # a day with a vote, or with a day procedure (the representatives)
        if st.phase == "night" and leaving:  # a representative leaves: tomorrow's by-election
            assert c.withdraw(leaving.pop()), c.last_error
            t.by_election = True
        cur = c.choices().current
        if st.phase in ("night", "intro_night") and cur is not None:
            record_night_step(c, cur)
            continue
        proc = day_procedure(st) if st.phase == "day" else None
        if proc is not None and proc[0] not in st.choices:
            procedure_day(t, proc)
            leaving = procedure_picked(c.state, ELECTION)[:1]  # (Capo's gun: none)
        assert c.end_phase(), c.last_error
    raise AssertionError("no day with a vote")


def type_seat(t, seat: int) -> None:
    """Type ``seat``'s number where the keyboard focus is (as a narrator does), then let the
    typed number be taken (a one-digit start of a longer seat waits for a second digit)."""
    target = QApplication.focusWidget() or t.w
    t.qtbot.keyClicks(target, str(seat))
    t.w.keys.commit()


def procedure_day(t, proc: tuple[str, tuple[str, ...]]) -> None:
    """Capo's Day 1 in the window (club_scenarios 6.8): the trustee, the two suspects and
    the real bullet typed as seat numbers (the focus leaves the day's inputs, so digits
    choose seats), «Fire»; the day never scrolls, and «End day» then has the focus."""
    c, box = t.c, t.w.day_panel.procedure
    key, picks = proc
    check(t, "the trust vote: the trustee", key)
    focus_on(t, None)  # its picks are seats: typed digits choose them
    for i, name in enumerate(picks):
        legal = [s for s, e in sorted(procedure_targets(c.state, box.picked).items())
                 if e is None]
        seat = legal[0] if name == "real" and len(legal) == 2 else legal[-1]
        if name == "real":  # the second gun: a blank first, then the real bullet
            seat = box.picked[2]
        type_seat(t, seat)
        assert box.picked[i:] == [seat], (name, box.picked, c.last_error)
        check(t, f"the trust vote: {name} picked", key)
    focus_on(t, None)
    assert box.fire_button.isEnabled()
    qtbot_enter(t)  # Enter fires (the step's confirming button)
    assert key in c.state.choices, c.last_error
    check(t, "the trust vote: the gun fired", None)
    focus_on(t, "endDay")


def qtbot_enter(t) -> None:
    """Enter, where the keyboard focus is (the desk's key: the step's confirming button)."""
    target = QApplication.focusWidget() or t.w
    t.qtbot.keyClick(target, Qt.Key.Key_Return)


def interrogation_day(t) -> None:
    """Bazpors' interrogation (club_scenarios 3.8, house rule «separate vote»): the focus
    on the first summoned player's count at the day's start, the counts typed there (digits
    go into the count, not to a seat on the table), a tie, the death lottery between them."""
    c, power = t.c, t.w.day_panel.power_box
    check(t, "the interrogation", "interrogation")
    first, second = sorted(power.spins)
    focus_on(t, f"interrogation_{first}")
    t.qtbot.keyClicks(QApplication.focusWidget(), "3")
    assert power.spins[first].value() == 3 and not t.w.day_panel.nominees
    t.qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    focus_on(t, f"interrogation_{second}")
    t.qtbot.keyClicks(QApplication.focusWidget(), "3")
    assert power.counts() == {first: 3, second: 3}
    t.press("interrogationHeld")
    assert c.last_error == "" and c.state.day.tied == [first, second], c.last_error
    check(t, "the interrogation: a tie", "interrogation")
    focus_on(t, "interrogationLottery")
    t.press("interrogationLottery")
    assert c.last_error == ""


def vote_to_tie(t, nominees: list[int]) -> None:
    """Nominees clicked on the ring, their counts typed (two reach the defense), the vote
    confirmed."""
    c = t.c
    thr = c.state.day.threshold
    for s in nominees:
        t.seat(s)
    for s, n in zip(nominees, (thr, thr, 1), strict=False):
        t.type_count(s, str(n))
    check(t, "votes typed", "votes")
    t.press("confirmVotes")
    assert c.state.day.defense == sorted(nominees[:2]), c.last_error


def exit_tie(t, defenders: list[int]) -> None:
    for s in defenders:
        t.type_count(s, "3", "exit_count")
    t.press("confirmExitVotes")
    assert t.c.state.day.tied == sorted(defenders), t.c.last_error


def plain_seats(c) -> list[int]:
    """Living citizens without a night or day power of their own to keep (plain citizens
    first): who leaves by the lottery changes nothing else of the day."""
    st = c.state
    alive = [p for p in st.players if p.status == "alive" and st.side(p.seat) == "city"]
    plain = [p.seat for p in alive if p.role == "plain_citizen"]
    return [p.seat for p in alive if p.seat not in plain and p.role != "mayor"] + plain


CASES = [(s, size) for s in SCENARIOS for size in SIZES]


@pytest.mark.parametrize(("scenario", "desk"), CASES, indirect=["desk"],
                         ids=[f"{s}-{w}x{h}-{lang}" for s, (w, h, lang) in CASES])
def test_a_whole_day_never_scrolls(qtbot, desk, scenario):
    busiest_day(desk, scenario)


def rules_for(scenario: str) -> dict:
    """The house rules that make the busiest day: the last-move cards where a scenario
    offers them, Bazpors' interrogation beside the day's own vote."""
    rules: dict = {"cards_enabled": True} if scenario.startswith("godfather") else {}
    if "bz_interrogation_day" in {r.key for r in load_scenario(scenario).file_rules}:
        rules["bz_interrogation_day"] = "separate_vote"
    return rules


def loser_and_other(c) -> tuple[int, int]:
    """The lottery's loser and the other tied player: citizens whose leaving changes nothing
    else of the day (plain citizens), or the hunter, whose revenge then follows (Werewolf)."""
    plain = plain_seats(c)
    hunter = next((p.seat for p in c.state.players if p.status == "alive"
                   and p.card.kind == "hunter"), None)
    a = hunter if hunter is not None else plain[-1]
    return a, next(s for s in reversed(plain) if s != a)


def busiest_day(t, scenario: str) -> None:
    """The busiest day of ``scenario`` walked in the window: where the scenario has them, a
    day procedure (Capo's trust vote and gun), an interrogation (Bazpors), the defense, a
    tie, the death lottery, a role's step after the exit (the hunter's revenge) and a
    last-move card with targets (Silence of the Lambs: two seats). At each situation the
    day does not scroll and the step in front is whole (:func:`check`); after each
    confirmed step the keyboard focus is on the next step's first input (the defenders'
    vote box after the defense vote, «Draw» after a tie, the card's draw, «End day» at the
    end; nowhere in the day's boxes when the next step takes seats on the table)."""
    c = t.c
    if scenario == "zodiac":
        zodiac_day(t)
        return
    to_first_day(t, scenario, rules_for(scenario))
    if day_procedure(c.state) is not None:  # a procedure of its own steps replaces the vote
        procedure_steps_day(t)
        return
    if day_step_now(c.state) == "interrogation":
        interrogation_day(t)
    check(t, "start of day", "votes")
    focus_on(t, None)  # the nominees are seats: typed digits choose them
    a, b = loser_and_other(c)
    others = [p.seat for p in c.state.players if p.status == "alive" and p.seat not in (a, b)]
    vote_to_tie(t, [a, b, others[0]])
    if day_step_now(c.state) == "mayor":  # Mafia Nights: the Mayor first
        check(t, "the Mayor", "mayor")
        focus_on(t, "mayorCancel")
        open_by_click(t, t.w.day_panel.exit_box)
        check(t, "exit vote opened by the narrator", "mayor", opened="exit_votes")
    else:
        check(t, "defense: the exit vote", "exit_votes")
        focus_on(t, f"exit_count_{min(a, b)}")  # a digit typed now is a vote, not a seat
    exit_tie(t, [a, b])
    check(t, "tie: the death lottery", "lottery")
    focus_on(t, "drawLottery")
    t.seat(a)  # the loser clicked on the table
    assert c.state.choices.get("lottery") == a, c.last_error
    role = day_step_now(c.state)
    if role is not None and role not in DAY_STEP_ORDER:  # the hunter's revenge
        check(t, "a role's step after the exit", role)
        focus_on(t, None)  # its target is a seat: a typed digit chooses it
        type_seat(t, b)
        assert role in c.state.choices and not c.state.player(b).alive, c.last_error
    if day_step_now(c.state) == "card":
        last_move_card(t)
    check(t, "end of day", None)
    focus_on(t, "endDay")


def procedure_steps_day(t) -> None:
    """A day procedure of the engine's own steps (the representatives, club_scenarios 4.8):
    each step's picks typed as seat numbers where the engine allows them (the accused: the
    lottery's loser and the other tied player), «Record» by Enter, then the procedure's vote
    in the vote box (both accused out-voted: a tie) and its death lottery. At each step the
    day never scrolls (:func:`check`); after each confirmed step the focus is on the next
    step's first input («Draw» after the
    tie, «End day» at the end; nowhere in the day's boxes when the next step takes seats on
    the table: the next pick, the accused clicked into the vote)."""
    c, box = t.c, t.w.day_panel.procedure
    a, b = loser_and_other(c)
    seen: list[str] = []
    while (proc := day_procedure(c.state)) is not None and day_step_now(c.state) == proc[0]:
        key, picks = proc
        assert key not in seen, (key, c.last_error)  # each step once
        seen.append(key)
        check(t, f"the procedure: {key}", key)
        focus_on(t, None)  # its picks are seats: typed digits choose them
        wanted = [a, b]
        for i, name in enumerate(picks):
            legal = [s for s, e in sorted(procedure_targets(c.state, box.picked).items())
                     if e is None]
            if not legal:
                break  # a by-election fills the empty slots only
            seat = next((s for s in wanted if s in legal), legal[-1])  # engine's legal seats
            wanted = [s for s in wanted if s != seat]
            type_seat(t, seat)
            assert box.picked[i:] == [seat], (name, box.picked, c.last_error)
            check(t, f"the procedure: {name} picked", key)
        focus_on(t, None)
        qtbot_enter(t)  # Enter records the step (its confirming button)
        assert key in c.state.choices, (key, c.last_error)
    assert c.state.choices.get("accused") is not None, seen  # the accusations were walked
    if getattr(t, "by_election", False):  # a representative left yesterday: his slot first
        assert seen[0] == ELECTION and len(set(c.state.choices[ELECTION])) == 2, seen
    accused = sorted(set(procedure_picked(c.state, "accused")))
    check(t, "the accused: the vote", "votes")
    focus_on(t, None)  # the accused are clicked into the vote as on any day: seats
    thr = c.state.day.threshold
    for s in accused:
        t.seat(s)
    for s in accused:
        t.type_count(s, str(thr))
    check(t, "votes typed", "votes")
    t.press("confirmVotes")
    assert c.state.day.tied == accused, c.last_error
    check(t, "tie: the death lottery", "lottery")
    focus_on(t, "drawLottery")
    t.seat(a)  # the loser clicked on the table
    assert c.state.choices.get("lottery") == a, c.last_error
    check(t, "end of day", None)
    focus_on(t, "endDay")


def last_move_card(t) -> None:
    """The loser draws Silence of the Lambs: two players to silence, clicked on the table."""
    c = t.c
    check(t, "the last-move card", "card")
    focus_on(t, "drawCard")
    t.press("card_silence_of_the_lambs")
    check(t, "the card drawn: two players to silence", "card")
    focus_on(t, None)  # its targets are seats: typed digits choose them
    panel = t.w.day_panel
    cards, view = panel.card_panel, panel.scroll_area.viewport()
    for widget in (cards.card_name, cards.card_effect, cards.hint, cards.picked_label,
                   cards.confirm_button):
        top = widget.mapTo(view, QPoint(0, 0)).y()
        assert widget.isVisible() and 0 <= top and top + widget.height() <= view.height(), (
            widget.objectName(), top, widget.height(), view.height())
    option = cards._option()
    for seat in [s for s, e in option.targets.items() if e is None][:2]:
        t.seat(seat)
    t.press("confirmCard")
    assert c.last_error == "" and day_step_now(c.state) is None


def zodiac_day(t) -> None:
    """Day 2 of the 13-player Zodiac table of docs/screenshots_table.py: two guns, a bomb,
    the guard, two status inquiries left."""
    c = t.c
    SCRIPT.build(t.w, "zodiac", 13, "night", c.lang)
    assert c.end_phase(), c.last_error
    st = c.state
    guard = st.holder("guard").seat
    bomb_holder = st.extra["bomb"]["target"]
    holders = sorted(g["holder"] for g in st.extra["guns"] if not g["used"])
    check(t, "start of day: the guns", "guns")
    blank = next(g["holder"] for g in st.extra["guns"] if g["type"] == "blank")
    war = next(h for h in holders if h != blank)
    mafia = [p.seat for p in st.players if p.role in ("bomber", "magician")]
    for shooter, target in ((blank, mafia[0]), (war, mafia[1])):
        t.press("fireGun")
        t.seat(shooter)
        t.seat(target)
        t.press("confirmShot")
        assert c.last_error == ""
        check(t, "a gun fired", "guns" if shooter == blank else "status_inquiry")
    t.press("askStatus")
    check(t, "status told: the vote", "votes")
    plain = [p.seat for p in c.state.players
             if p.status == "alive" and p.role == "plain_citizen" and p.seat != bomb_holder]
    detective = next(p.seat for p in c.state.players if p.role == "detective")
    vote_to_tie(t, [plain[-1], plain[-2], detective])
    check(t, "defense: the exit vote", "exit_votes")
    focus_on(t, f"exit_count_{min(plain[-1], plain[-2])}")
    exit_tie(t, [plain[-1], plain[-2]])
    check(t, "tie: the death lottery", "lottery")
    focus_on(t, "drawLottery")
    t.seat(plain[-1])
    check(t, "noon sleep: the guard's code", "bomb.guard_code")
    # the bomb's section opens by itself; the votes above it, folded, open on a click
    open_by_click(t, t.w.day_panel.vote_box)
    check(t, "the vote reopened", "bomb.guard_code", opened="votes")
    open_by_click(t, t.w.day_panel.extras.bomb_box)
    assert c.withdraw(guard), c.last_error  # the guard leaves the table: no noon code
    check(t, "end of the day: the holder's code", "bomb.holder_code")
    t.press("holder_code_3")
    assert c.state.extra["bomb"]["done"] is True
    check(t, "end of day", None)


@pytest.mark.parametrize("desk", [SIZES[0]], indirect=True)
def test_the_chaos_day_never_scrolls(qtbot, desk):
    """Sherlock's chaos day: the handshake alone, whole, no scroll bar."""
    c = desk.c
    from desk_driver import NAMES, REFERENCE

    deal = [*REFERENCE[:10], "sherlock_holmes"]
    assert c.new_game(Setup("godfather_sherlock", NAMES, {"cards_enabled": False}), deal)
    for s in range(2, 9):  # seven players leave the table on the intro day
        assert c.withdraw(s), c.last_error
    assert c.end_phase() and c.end_phase(), c.last_error  # intro day, intro night
    assert c.step("votes", {9: 3}) and c.step("exit_votes", {9: 3}), c.last_error
    assert c.end_phase(), c.last_error
    while c.state.phase != "day":  # night 1: nobody acts
        assert c.end_phase(), c.last_error
    assert c.state.alive_seats() == [1, 10, 11]
    check(desk, "chaos", "chaos")


def test_the_step_order_is_the_engines():
    """The day's order of the panel's sections is the engine's (DAY_STEP_ORDER)."""
    from narrator_app.ui.day_panel import DayPanel

    order = [k for k in DAY_STEP_ORDER if k in DayPanel.SECTION_OF]
    sections = list(dict.fromkeys(DayPanel.SECTION_OF[k] for k in order))
    assert sections == ["guns", "status_inquiry", "votes", "mayor", "exit_votes", "bomb"]


@pytest.mark.parametrize("desk", [SIZES[0]], indirect=True)
def test_folded_steps_open_from_the_keyboard(qtbot, desk):
    """Ctrl+PageDown / Ctrl+PageUp open the day's next / previous section, the others
    fold; the next change of the game brings the current step in front again."""
    t = desk
    w, c = t.w, t.c
    SCRIPT.build(w, "zodiac", 13, "night", c.lang)
    assert c.end_phase()
    panel = w.day_panel
    assert panel.sections() == ["guns", "status_inquiry", "votes", "bomb"]
    assert panel.open_key() == "guns"
    for key, want in ((Qt.Key.Key_PageDown, "status_inquiry"), (Qt.Key.Key_PageDown, "votes"),
                      (Qt.Key.Key_PageDown, "bomb"), (Qt.Key.Key_PageDown, "guns"),
                      (Qt.Key.Key_PageUp, "bomb")):
        qtbot.keyClick(w, key, Qt.KeyboardModifier.ControlModifier)
        assert panel.open_key() == want
        boxes = {**panel.extras.boxes, "votes": panel.vote_box}
        assert [k for k, b in boxes.items() if b.isVisible() and not is_folded(b)] == [want]
    # the game moves on: the current step in front again (the vote recorded, nobody to the
    # defense: the noon sleep, whose codes come after the vote, CF57)
    assert c.step("votes", {}), c.last_error
    assert panel.open_key() == "bomb" and day_step_now(c.state) == "bomb.guard_code"
    code = t.button("guard_code_3")  # a code of the opened bomb, once laid out
    qtbot.waitUntil(lambda: code.width() > 10 and code.height() > 10, timeout=1000)
    t.press("guard_code_3")
    assert c.state.choices.get("bomb") == {"guard_code": 3}, (c.last_error, c.state.choices)



def focus_on(t, name: str | None) -> None:
    """The keyboard focus of the window is on the widget ``name`` (None: on no input of the
    day panel, so a typed digit chooses a seat on the table)."""
    from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit, QPlainTextEdit, QTextEdit

    focus = t.w.focusWidget()
    if name is None:  # no box that would keep a typed digit for itself
        assert not isinstance(focus, (QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit)), (
            focus.objectName())
    else:
        assert focus is not None and focus.objectName() == name, (
            name, focus and focus.objectName())


BUSY_CASES = [(s, look) for s in SCENARIOS for look in BUSY]


@pytest.mark.parametrize(("scenario", "desk"), BUSY_CASES, indirect=["desk"],
                         ids=[f"{s}-{w}x{h}-{lang}-{look}" for s, (w, h, lang, look) in BUSY_CASES])
def test_the_busiest_day_never_scrolls_under_a_title_bar(qtbot, desk, scenario):
    """Issue 23: at 1280×696 (1280×720 under a title bar), in both languages and at 14 pt in
    the dark theme, each scenario's busiest day (:func:`busiest_day`) never scrolls, the
    step in front whole in view, and the keyboard focus follows the steps."""
    busiest_day(desk, scenario)
