"""``namayande`` (club_scenarios 4) played in the real window by clicks to a winner, at its
smallest (10) and largest (13) table (issue 22): Day 1's election of the two representatives
(seats clicked on the ring in the day panel's procedure box, «Record the election»), the
night's steps (the hacker's pair, the team's shot, the guide's pick and the picked citizen's
question, the doctor, the bodyguard, the soldier's bullet, the miner, the lawyer), later days'
accusations (representative 1's accused, then 2's) and their one vote in the vote box.

The window asks the engine which step of the procedure is open and which seats each pick
may take; at 1366×768 the day panel never scrolls.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from narrator_app.ui.texts import tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

DEAL = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer",
        "plain_citizen", "plain_citizen"]
DEAL_13 = ["don", "rebel", "hacker", "nato", "guide", "doctor", "miner", "bodyguard",
           "lawyer", "soldier", "plain_citizen", "plain_citizen", "plain_citizen"]


def whole_in_view(t) -> None:
    """The day panel does not scroll and the procedure's box is whole in its visible part."""
    panel = t.w.day_panel
    box, view = panel.procedure, panel.scroll_area.viewport()
    t.qtbot.waitUntil(lambda: box.isVisible(), timeout=1000)
    assert not panel.scroll_area.verticalScrollBar().isVisible()
    top = box.mapTo(view, QPoint(0, 0)).y()
    assert 0 <= top and top + box.height() <= view.height(), (top, box.height(), view.height())


def elect(t, a: int, b: int) -> None:
    whole_in_view(t)
    assert not t.button("endDay").isEnabled()  # the election is required
    t.seat(a)
    assert t.w.ring.is_legal(a) is False  # not twice
    t.seat(b)
    t.press("procedureFire", t.w.day_panel)
    assert t.c.last_error == "", t.c.last_error


def accuse_and_vote(t, a: int, b: int, out: int, n: int) -> None:
    """Representative 1 accuses ``a``, 2 accuses ``b``; ``out`` gets ``n`` votes."""
    whole_in_view(t)
    t.seat(a)
    t.seat(b)
    t.press("procedureFire", t.w.day_panel)
    assert t.c.last_error == "", t.c.last_error
    assert t.w.day_panel.vote_box.isVisible()
    # the box is titled by the day's procedure (the engine's day_vote_on), not «Defense vote»
    title = t.w.day_panel.vote_box.title()
    assert tr("Vote on the accused") in title and tr("Defense vote") not in title, title
    if t.c.lang == "fa":
        assert "رأی‌گیری متهمان" in title
    assert not t.w.day_panel.scroll_area.verticalScrollBar().isVisible()
    t.seat(out)
    t.type_count(out, str(n))
    t.press("confirmVotes")
    assert t.c.last_error == "", t.c.last_error


def night_one(c, t, reps: tuple[int, int], deal: list[str] = DEAL) -> None:
    """A new game of ``deal`` (10 seats by default) played by clicks to Night 1: the intro
    day and night, Day 1's election of ``reps``."""
    from narrator_app.engine import Setup

    assert c.new_game(Setup("namayande", tuple(f"P{i}" for i in range(1, len(deal) + 1))),
                      deal)
    t.press("endDay")  # the intro day
    t.press("endNight", t.w.night_panel)
    elect(t, *reps)
    t.press("endDay")


def test_namayande_at_ten_to_a_city_win(window, controller, table):
    from narrator_app.engine import Setup

    c, t, panel = controller, table, window.night_panel
    assert (window.width(), window.height()) == (1366, 768)
    assert c.new_game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11))), DEAL)
    t.press("endDay")  # the intro day
    assert [r.key for r in panel.rows] == ["mafia_meet"]
    t.press("endNight", panel)

    # --- Day 1: the election only, no vote -------------------------------------------------
    assert (c.state.phase, c.state.number) == ("day", 1)
    assert not window.day_panel.vote_box.isVisible()
    elect(t, 9, 10)
    assert c.state.extra["representatives"] == [9, 10]
    assert not window.day_panel.vote_box.isVisible()
    t.press("endDay")

    # --- Night 1: a hacked save, the shot lands ----------------------------------------------
    # no NATO card at 10: no reminder of its guess (club_scenarios 4.6; CR37-8)
    assert [r.key for r in panel.rows] == ["hacker", "mafia", "guide",
                                           "doctor", "bodyguard", "miner", "lawyer"]
    t.night("hacker", "hack", 5, 8)
    t.night("mafia", "shot", 8)
    t.night("guide", "pick_player", 9, 1)
    t.night("doctor", "save", 8)
    t.night("bodyguard", "protect", 4)
    t.night("miner", "none")
    t.night("lawyer", "none")
    t.press("endNight", panel)
    st = c.state
    assert st.records[-1].announce == ["left:8"] and st.records[-1].private == {"guide": "citizen"}

    # --- Day 2: the Don is accused and voted out; the rebel is armed -------------------------
    accuse_and_vote(t, 1, 3, 1, 6)
    assert not c.state.player(1).alive and c.state.player(2).card.counters["armed"] is True
    t.press("endDay")

    t.night("hacker", "none")
    t.night("mafia", "shot", 7)
    t.night("guide", "none")
    t.night("doctor", "none")
    t.night("bodyguard", "none")
    t.night("miner", "none")
    t.press("endNight", panel)
    assert not c.state.player(7).alive

    # --- Day 3: the hacker; Day 4: the rebel: the city wins -----------------------------------
    accuse_and_vote(t, 3, 2, 3, 5)
    assert not c.state.player(3).alive
    t.press("endDay")
    for key in [r.key for r in panel.rows]:
        if key == "mafia":
            t.night("mafia", "shot", 4)
        elif c.choices().current is not None and c.choices().current.key == key:
            t.night(key, "none")
    t.press("endNight", panel)
    accuse_and_vote(t, 2, 5, 2, 3)
    st = c.state
    assert st.winner == "city", c.last_error
    assert window.winner_banner.isVisible()


def test_namayande_at_thirteen_to_a_mafia_win(window, controller, table):

    c, t, panel = controller, table, window.night_panel
    night_one(c, t, (12, 13), DEAL_13)
    assert [r.key for r in panel.rows] == ["hacker", "mafia", "guide",
                                           "doctor", "bodyguard", "soldier", "miner", "lawyer"]
    # the soldier's bullet to a citizen, who shoots a citizen: he leaves himself
    t.night("hacker", "none")
    t.night("mafia", "shot", 5)
    t.night("guide", "none")
    t.night("doctor", "none")
    t.night("bodyguard", "none")
    t.night("soldier", "give", 11, 6)
    t.night("miner", "none")
    t.night("lawyer", "none")
    t.press("endNight", panel)
    st = c.state
    assert sorted(st.records[-1].announce) == ["left:11", "left:5"]
    while c.state.winner is None:
        day = c.state
        alive_city = [s for s in day.alive_seats() if day.side(s) == "city"]
        reps = list(day.extra["representatives"])
        if any(day.view(r).status != "alive" for r in reps):
            spare = [s for s in alive_city if s not in reps]
            empty = sum(1 for r in reps if day.view(r).status != "alive")
            whole_in_view(t)  # a by-election of the empty slot first (C20)
            for s in spare[:empty]:
                t.seat(s)
            t.press("procedureFire", window.day_panel)
            assert c.last_error == "", c.last_error
        a = next(s for s in alive_city if s not in c.state.extra["representatives"])
        accuse_and_vote(t, a, a, a, len(c.state.alive_seats()) - 1)  # both name him
        if c.state.winner is not None:
            break
        t.press("endDay")
        victim = next(s for s in c.state.alive_seats() if c.state.side(s) == "city")
        for key in [r.key for r in panel.rows]:
            cur = c.choices().current
            if cur is None or cur.key != key:
                continue
            if key == "mafia":
                t.night("mafia", "shot", victim)
            else:
                t.night(key, "none")
        t.press("endNight", panel)
    assert c.state.winner == "mafia"
    assert window.winner_banner.isVisible()


def no_scroll(t, *widgets) -> None:
    """No vertical scroll bar on the day panel, and ``widgets`` whole in its visible part."""
    panel = t.w.day_panel
    view, bar = panel.scroll_area.viewport(), panel.scroll_area.verticalScrollBar()
    t.qtbot.waitUntil(lambda: all(w.isVisible() for w in widgets), timeout=1000)
    assert not bar.isVisible(), (panel.scroll_area.widget().sizeHint().height(), view.height())
    for w in widgets:
        top = w.mapTo(view, QPoint(0, 0)).y()
        assert 0 <= top and top + w.height() <= view.height(), (w.objectName(), top,
                                                                 w.height(), view.height())


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720), (1280, 696)])
def test_the_representatives_day_never_scrolls(window, controller, table, size):
    """The busiest representatives' day at 13 seats (a by-election, the accusations, the
    vote, a tie and the death lottery), at the laptop size, the smallest screen and under a
    title bar: the day panel never scrolls and the open step is whole in view."""
    from narrator_app.engine import Setup

    c, t, panel, day = controller, table, window.night_panel, window.day_panel
    window.resize(*size)
    t.qtbot.waitUntil(lambda: (window.width(), window.height()) == size, timeout=1000)
    assert c.new_game(Setup("namayande", tuple(f"P{i}" for i in range(1, 14))), DEAL_13)
    t.press("endDay")
    t.press("endNight", panel)
    no_scroll(t, day.procedure, day.procedure.fire_button)
    elect(t, 12, 13)
    t.press("endDay")
    t.night("hacker", "none")
    t.night("mafia", "shot", 13)  # representative 2 leaves: a by-election tomorrow
    for key in ("guide", "doctor", "bodyguard", "soldier", "miner", "lawyer"):
        t.night(key, "none")
    t.press("endNight", panel)
    no_scroll(t, day.procedure, day.procedure.fire_button)
    assert [line.isVisible() for line in day.procedure.lines][:1] == [True]
    t.seat(11)  # the by-election of slot 2
    t.press("procedureFire", day)
    assert c.state.extra["representatives"] == [12, 11], c.last_error
    no_scroll(t, day.procedure, day.procedure.fire_button)
    t.seat(1)
    t.seat(3)
    t.press("procedureFire", day)
    assert c.last_error == ""
    no_scroll(t, day.procedure, day.vote_box)
    thr = c.state.day.threshold
    for s in (1, 3):
        t.seat(s)
        t.type_count(s, str(thr))
    no_scroll(t, day.votes_button)
    t.press("confirmVotes")
    assert c.state.day.tied == [1, 3], c.last_error
    no_scroll(t, day.lottery_label, day.lottery_button)
    t.seat(3)  # the loser clicked on the table
    assert not c.state.player(3).alive, c.last_error
    assert day.end_button.isVisible() and day.end_button.isEnabled()
    assert not day.scroll_area.verticalScrollBar().isVisible()


def test_the_rebel_strikes_from_the_day_panel(window, controller, table):
    """The armed rebel's strike (club_scenarios 4.6, 4.8): offered in the procedure box
    before the accusations; the bodyguard's ward is named, so the rebel leaves alone and the
    day ends (no accusation, «End day» open)."""
    from narrator_app.engine import Setup

    c, t, panel, day = controller, table, window.night_panel, window.day_panel
    assert c.new_game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11))), DEAL)
    t.press("endDay")
    t.press("endNight", panel)
    elect(t, 9, 10)
    t.press("endDay")
    for key, option, seats in (("hacker", "none", ()), ("mafia", "shot", (8,)),
                               ("guide", "none", ()), ("doctor", "none", ()),
                               ("bodyguard", "none", ()), ("miner", "none", ()),
                               ("lawyer", "none", ())):
        t.night(key, option, *seats)
    t.press("endNight", panel)
    with pytest.raises(AssertionError):
        t.button("procedureOpener", day)  # not armed yet
    accuse_and_vote(t, 1, 3, 1, 6)
    t.press("endDay")
    for key, option, seats in (("hacker", "none", ()), ("mafia", "shot", (6,)),
                               ("guide", "none", ()), ("doctor", "none", ()),
                               ("bodyguard", "protect", (4,)), ("miner", "none", ())):
        t.night(key, option, *seats)
    t.press("endNight", panel)
    whole_in_view(t)
    t.press("procedureOpener", day)
    assert window.ring.is_legal(2) is False  # not himself
    t.seat(4)
    t.press("procedureFire", day)
    st = c.state
    assert c.last_error == "", c.last_error
    assert not st.player(2).alive and st.player(4).alive
    assert not day.scroll_area.verticalScrollBar().isVisible()
    assert t.button("endDay").isEnabled()
    t.press("endDay")
    said = [r for r in c.state.records if r.phase == "day"][-1].announce
    assert said == ["terror", "left:2"], said


def test_the_treason_vote_is_recorded_with_the_shot(window, controller, table):
    """The Don's treason vote (club_scenarios 4.6, 4.7, 4.8, 4.12; CR37-4): representatives
    3 and 1 elected (the Don holds slot 2). At the mafia step the four slot-and-direction
    pairs are offered beside the shot; slot 2 (the Don's own) is refused with its reason;
    «slot 1, down» is recorded together with the shot in one value, the Don's tracker shows
    it, and the next day representative 1's accused loses a vote: below the threshold, he
    stays (a narrator found every seat dimmed and «این ورودی قابل فهم نیست»)."""
    from narrator_app.engine import Setup
    from narrator_app.engine.errors import IllegalAction
    from narrator_app.ui.texts import extra_label, plain_tip

    c, t, panel = controller, table, window.night_panel
    assert c.new_game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11))), DEAL)
    t.press("endDay")
    t.press("endNight", panel)
    elect(t, 3, 1)
    assert c.state.extra["representatives"] == [3, 1]
    t.press("endDay")
    t.night("hacker", "none")
    assert c.choices().current.key == "mafia"
    t.press("option_shot", panel)
    assert panel.extra_label.isVisible() and "رأی خیانت" in panel.extra_label.text()
    assert t.button("treason_none", panel).isChecked()  # nothing chosen yet
    own = t.button("treason_2_1", panel)
    assert not own.isEnabled() and not t.button("treason_2_-1", panel).isEnabled()
    said = c.refusal(IllegalAction("invalid_target", key="mafia", seat=1, role="don",
                                   detail="own_slot"))
    assert "رأی خیانت" in said and plain_tip(said) == own.toolTip()
    assert t.button("treason_1_1", panel).isEnabled()
    down = t.button("treason_1_-1", panel)
    assert down.isEnabled() and down.text() == extra_label({"rep": 1, "delta": -1})
    t.press("treason_1_-1", panel)
    t.seat(8)
    t.press("confirmStep", panel)
    assert c.last_error == "", c.last_error
    assert c.state.choices["mafia"] == {"shot": 8, "treason": {"rep": 1, "delta": -1}}
    row = next(r for r in panel.rows if r.key == "mafia")
    assert extra_label({"rep": 1, "delta": -1}) in row.result.text()
    t.press("change_mafia", panel)  # chosen again: the recorded treason vote stays chosen
    assert t.button("treason_1_-1", panel).isChecked()
    t.press("option_shot", panel)
    t.seat(8)
    t.press("confirmStep", panel)
    assert c.state.choices["mafia"] == {"shot": 8, "treason": {"rep": 1, "delta": -1}}
    for key in ("guide", "doctor", "bodyguard", "miner", "lawyer"):
        t.night(key, "none")
    t.press("endNight", panel)
    st = c.state
    assert (st.phase, st.number) == ("day", 2) and not st.player(8).alive
    assert st.player(1).card.counters["treason"] == {"rep": 1, "delta": -1}
    don = [text for who, text in window.trackers.rows() if extra_label(
        {"rep": 1, "delta": -1}) in text]
    assert don, window.trackers.rows()
    # Day 2: representative 1 (seat 3) accuses 5, representative 2 (the Don) accuses 6; 5
    # has 5 votes of 9 (more than half: out-voted) less the treason vote's one: he stays
    accuse_and_vote(t, 5, 6, 5, 5)
    st = c.state
    assert st.day.threshold == 5  # without the treason vote he would have left
    assert st.player(5).alive and st.player(6).alive, c.last_error


def plain(text: str) -> str:
    """``text`` without the bidi isolates and with plain spaces (as read aloud)."""
    return "".join(ch for ch in text if ch not in "\u2066\u2067\u2068\u2069").replace(
        "\xa0", " ")


def test_the_night_s_words_hack_guide_and_lawyer(window, controller, table):
    """A narrator's trial (decision CR37-6): the hacked player's token is «هک», not the
    hostage-taker's «گروگان»; the guide's step reads «انتخاب یک نفر», not Nostradamus's
    «انتخاب سه نفر»; a city pick's answer is given at once, to the pick (club_scenarios
    4.6: «پاسخ به ۹ (P9) دربارهٔ ۳ (P3): مافیا (شست پایین).», the player asked about
    named too since CF80-52), and a mafia pick is shown the guide; the
    lawyer's client is marked «وکالت», and the log says «لو رفت» for an exposed guide; the
    hacked doctor's save on the hacked target is marked void on the ring."""
    c, t, panel = controller, table, window.night_panel
    night_one(c, t, (9, 10))

    t.night("hacker", "hack", 5, 8)  # the doctor's ability on seat 8
    assert "هک" in window.ring.seat_texts(5) and "گروگان" not in window.ring.seat_texts(5)
    t.night("mafia", "shot", 8)
    t.night("guide", "pick_player", 9, 3)  # the pick (a citizen) asks about the hacker
    row = next(r for r in panel.rows if r.key == "guide")
    lines = plain(row.result.text()).splitlines()
    assert "انتخاب یک نفر" in lines[0] and "انتخاب سه نفر" not in lines[0], lines
    # CF80-52: the answer names the player asked about, not only the pick (it read as
    # «seat 9 is mafia»)
    assert lines[-1] == "پاسخ به صندلی ۹ (P9) دربارهٔ صندلی ۳ (P3): مافیا (شست پایین).", lines
    assert lines[-1] in plain(panel.signal_label.text())
    t.night("doctor", "save", 8)  # the hacked pair (doctor, 8): the save is void
    assert "نجات (بی‌اثر)" in window.ring.seat_texts(8), window.ring.seat_texts(8)
    t.night("bodyguard", "protect", 4)
    t.night("miner", "none")
    t.night("lawyer", "defend", 7)
    assert "وکالت" in window.ring.seat_texts(7) and "defended" not in window.ring.seat_texts(7)
    t.press("endNight", panel)

    accuse_and_vote(t, 1, 3, 1, 2)
    t.press("endDay")
    t.night("hacker", "none")
    t.night("mafia", "shot", 6)
    t.night("guide", "pick_player", 3)  # the hacker: a mafia pick is shown the guide
    row = next(r for r in panel.rows if r.key == "guide")
    # X100-5: what to do, said whole (it read «… نشان دهید: صندلی ۴ (P4)»)
    assert (plain(row.result.text()).splitlines()[-1]
            == "به صندلی ۳ (P3) نشان دهید که صندلی ۴ (P4) راهنما است.")
    for key in ("doctor", "bodyguard", "miner"):
        if c.choices().current is not None and c.choices().current.key == key:
            t.night(key, "none")
    t.press("endNight", panel)
    model = window.log_panel.model
    lines = [model.data(model.index(i, 0)) for i in range(model.rowCount())]
    assert any("راهنما: لو رفت" in line for line in lines), lines[-12:]
    assert not any("exposed" in line for line in lines)


def test_the_lawyer_s_client_is_said_to_stay(window, controller, table):
    """The lawyer's client had votes: the day panel says he cannot leave by today's vote
    (``immune:s``, club_scenarios 4.6) before the exit it reads (decision CR37-6; a
    narrator's trial: only the exit was said)."""
    c, t, panel = controller, table, window.night_panel
    night_one(c, t, (9, 10))
    t.night("hacker", "none")
    t.night("mafia", "shot", 8)
    for key in ("guide", "doctor", "bodyguard", "miner"):
        t.night(key, "none")
    t.night("lawyer", "defend", 3)
    t.press("endNight", panel)
    whole_in_view(t)
    t.seat(1)
    t.seat(3)
    t.press("procedureFire", window.day_panel)
    t.seat(1)
    t.type_count(1, "5")
    t.seat(3)
    t.type_count(3, "6")
    t.press("confirmVotes")
    assert c.last_error == "", c.last_error
    said = plain(window.day_panel.exit_label.text()).splitlines()
    assert said[0] == "P3 با رأی امروز بیرون نمی‌رود (موکل وکیل).", said
    assert not c.state.player(1).alive and c.state.player(3).alive


def test_the_mine_s_toll_is_recorded_from_the_mafia_step(window, controller, table):
    """The team shoots the player the miner mines later that night, the doctor saves someone
    else: «End night» stays disabled and says why (the mine fired: name the member who
    pays, «شلیک و قربانی مین»); the narrator reopens the team's step («Change»), picks «Shot
    and mine toll», the target at the first place and a mafia member at the second (a
    citizen dimmed there), confirms, and the night ends with both out (club_scenarios 4.6,
    4.12; the window offered no way to name the toll and the night could never end: CR37-3)."""
    c, t, panel = controller, table, window.night_panel
    night_one(c, t, (4, 5))
    t.night("hacker", "none")
    t.night("mafia", "shot", 9)
    t.night("guide", "none")
    t.night("doctor", "save", 4)
    t.night("bodyguard", "none")
    t.night("miner", "mine", 9)
    t.night("lawyer", "none")
    end = t.button("endNight", panel)
    assert not end.isEnabled()
    assert "شلیک و قربانی مین" in end.toolTip(), end.toolTip()
    assert end.toolTip() != tr("Confirm every step first.")
    # said where the narrator looks too, not only on hover (a narrator's trial: CR37-10)
    said = panel.picker_title.text()
    assert said.startswith(tr("Every step is done.")) and "شلیک و قربانی مین" in said, said
    assert panel.picker_title.isVisible()
    t.press("change_mafia", panel)
    assert tr("Shot and mine toll") in t.button("option_shot_sacrifice", panel).text()
    if c.lang == "fa":
        assert "شلیک و قربانی مین" in t.button("option_shot_sacrifice", panel).text()
    t.press("option_shot_sacrifice", panel)
    assert window.ring.is_legal(9) and window.ring.is_legal(2) is False  # first: the target
    t.seat(9)
    assert window.ring.is_legal(2) and window.ring.is_legal(7) is False  # then: a mafia member
    t.seat(2)
    t.press("confirmStep", panel)
    assert c.last_error == "" and c.state.choices["mafia"] == {"shot": 9, "sacrifice": 2}
    if c.lang == "fa":  # the row says both: «شلیک: ۹ (P9)؛ فدا: ۲ (P2)»
        assert "شلیک" in t.row("mafia").spec.result and "فدا" in t.row("mafia").spec.result
        QApplication.processEvents()
        assert "فدا" in window.ring.seat_texts(2)  # the member who pays: marked on the ring
    t.press("endNight", panel)
    st = c.state
    assert st.phase == "day", c.last_error
    assert 9 not in st.alive_seats() and 2 not in st.alive_seats()
    assert "mine" in st.records[-1].announce


def test_the_soldier_gives_one_bullet(window, controller, table):
    """The soldier hands over one bullet (club_scenarios 4.3, 4.6): his button and his
    recorded choice say «دادن گلوله», not the Zodiac gunner's «دادن تفنگ‌ها» (a narrator's
    trial; decision CR38-2)."""

    c, t, panel = controller, table, window.night_panel
    night_one(c, t, (12, 13), DEAL_13)
    while c.choices().current.key != "soldier":
        t.night(c.choices().current.key, "none")
    assert t.button("option_give", panel).text() == "دادن گلوله"
    t.night("soldier", "give", 11, 6)
    row = next(r for r in panel.rows if r.key == "soldier")
    said = row.result.text()
    assert "دادن گلوله: \u2067۱۱" in said and "P11" in said, said
    assert "تفنگ" not in row.result.text()
