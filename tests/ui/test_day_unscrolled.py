"""The day never scrolls (issue 15: «a day layout that never scrolls at 1366×768 for any
scenario, the current step in front, the rest collapsed»).

For each of the six scenarios a whole day is walked as a narrator does it (ring clicks,
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
    day_step_now,
    load_scenario,
)
from narrator_app.ui.day_extras import is_folded

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

#: Scenarios this module's driver (``to_first_day``) cannot yet walk to a voting day: Capo's
#: required heir pick and Day-1 gun, Werewolf's required lovers, Namayande's
#: representatives (an election, accusations and one vote, no defence or exit vote). Their
#: days are checked by their own window tests (tests/ui/test_capo_ui.py,
#: test_werewolf_ui.py, test_namayande_ui.py: every step of the representatives' day at
#: 1366×768, 1280×720 and 1280×696); the gap is listed in the closing note (issue 23).
NOT_YET_WALKED = {"capo", "werewolf", "namayande"}
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
    from conftest import Table

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
    return {
        "guns": [x.guns_label, x.fire_button],
        "status_inquiry": [x.status_button],
        "votes": [panel.threshold_label, panel.votes_button,
                  *(r for r in panel.nominees.values())],
        "mayor": [x.mayor_label, x.mayor_cancel, x.mayor_send],
        "exit_votes": [panel.eyes_label, panel.exit_button, *panel.defenders.values()],
        "lottery": [panel.lottery_label, panel.lottery_button],
        "card": [panel.card_panel],
        "bomb.guard_code": [x.bomb_label, *named("guard_code_")],
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


def to_first_day(c, scenario: str, rules: dict) -> None:
    """The reference table of ``scenario`` up to its first day with a vote after a night
    (night steps recorded with no action where allowed, else on the first legal seats)."""
    scen = load_scenario(scenario)
    names = SCRIPT.NAMES["fa" if c.lang == "fa" else "en"][: scen.reference_size]
    assert c.new_game(Setup(scenario, names, rules), list(scen.roster_for(scen.reference_size)))
    seen_night = False
    for _ in range(60):
        st = c.state
        seen_night = seen_night or st.phase == "night"
        if seen_night and st.phase == "day" and "votes" in {s.key for s in c.choices().steps}:
            return
        cur = c.choices().current
        if st.phase in ("night", "intro_night") and cur is not None:
            if c.step(cur.key, {}) or SCRIPT._first_legal(c, cur):
                continue
        assert c.end_phase(), c.last_error
    raise AssertionError("no day with a vote")


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
    t = desk
    c = t.c
    if scenario == "zodiac":
        zodiac_day(t)
        return
    to_first_day(c, scenario, {"cards_enabled": True} if scenario.startswith("godfather")
                 else {})
    check(t, "start of day", "votes")
    plain = plain_seats(c)
    a, b = plain[-1], plain[-2]
    others = [p.seat for p in c.state.players if p.status == "alive" and p.seat not in (a, b)]
    vote_to_tie(t, [a, b, others[0]])
    if day_step_now(c.state) == "mayor":  # Mafia Nights: the Mayor first
        check(t, "the Mayor", "mayor")
        open_by_click(t, t.w.day_panel.exit_box)  # he lets the exit vote go on
        check(t, "exit vote opened by the narrator", "mayor", opened="exit_votes")
    else:
        check(t, "defense: the exit vote", "exit_votes")
    exit_tie(t, [a, b])
    check(t, "tie: the death lottery", "lottery")
    t.seat(a)  # the loser clicked on the table
    assert c.state.choices.get("lottery") == a, c.last_error
    if day_step_now(c.state) == "card":
        check(t, "the last-move card", "card")
        assert c.step("card", {"draw": "identity_reveal"}), c.last_error
    check(t, "end of day", None)


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
    vote_to_tie(t, [plain[-1], plain[-2], c.state.holder("detective").seat])
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
    from conftest import NAMES, REFERENCE

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
    code = t.button("guard_code_3")  # a code of the opened bomb, once laid out
    qtbot.waitUntil(lambda: code.width() > 10 and code.height() > 10, timeout=1000)
    t.press("guard_code_3")
    assert c.state.choices.get("bomb") == {"guard_code": 3}, (c.last_error, c.state.choices)
    # the game moved on: the current step in front again (the noon sleep is past the guns
    # and the status inquiry: the vote is next)
    assert panel.open_key() == "votes" == day_step_now(c.state)



def focus_on(t, name: str | None) -> None:
    """The keyboard focus of the window is on the widget ``name`` (None: on no input of the
    day panel, so a typed digit chooses a seat on the table)."""
    from PySide6.QtWidgets import QLineEdit

    focus = t.w.focusWidget()
    if name is None:
        assert not isinstance(focus, QLineEdit), focus.objectName()
        assert focus is None or focus is t.w or not t.w.day_panel.isAncestorOf(focus) or (
            not isinstance(focus, QLineEdit)), focus
    else:
        assert focus is not None and focus.objectName() == name, (
            name, focus and focus.objectName())


BUSY_CASES = [(s, look) for s in SCENARIOS for look in BUSY]


@pytest.mark.parametrize(("scenario", "desk"), BUSY_CASES, indirect=["desk"],
                         ids=[f"{s}-{w}x{h}-{lang}-{look}" for s, (w, h, lang, look) in BUSY_CASES])
def test_the_busiest_day_never_scrolls_under_a_title_bar(qtbot, desk, scenario):
    """Issue 23: at 1280×696 (1280×720 under a title bar), in both languages and at 14 pt in
    the dark theme, each scenario's busiest day — a defense, a tie, the death lottery and a
    last-move card with targets (Silence of the Lambs: two seats), where it has them — never
    scrolls, the card's text, hint and «Carry out the card» whole in view; and after each
    confirmed step the keyboard focus is on the next step's first input (the defenders' vote
    box after the defense vote, «Draw» after a tie, the card's draw, «End day» at the end)."""
    t = desk
    c = t.c
    if scenario == "zodiac":
        zodiac_day(t)
        return
    to_first_day(c, scenario, {"cards_enabled": True} if scenario.startswith("godfather")
                 else {})
    check(t, "start of day", "votes")
    plain = plain_seats(c)
    a, b = plain[-1], plain[-2]
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
    if day_step_now(c.state) == "card":
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
    check(t, "end of day", None)
    focus_on(t, "endDay")
