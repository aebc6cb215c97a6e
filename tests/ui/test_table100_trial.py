"""A narrator's trial at the table (round one hundred, X100-2 on): what the desk made the
narrator hunt for, in the real window driven by clicks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from narrator_app.ui.texts import tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

NAMAYANDE_10 = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer",
                "plain_citizen", "plain_citizen"]


def namayande_night_two(c) -> None:
    """Namayande at 10 (seat i named Pi) to Night 2: 9 and 10 elected on Day 1, seat 9 mined
    on Night 1 (the team shot 7, the bodyguard)."""
    from narrator_app.engine import Setup

    assert c.new_game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11))), NAMAYANDE_10)
    assert c.end_phase() and c.end_phase(), c.last_error  # the intro day and night
    assert c.step("election", [9, 10]), c.last_error
    assert c.end_phase(), c.last_error
    assert c.step("mafia", {"shot": 7}) and c.step("miner", {"mine": 9}), c.last_error
    for key in ("hacker", "guide", "doctor", "bodyguard", "lawyer"):
        assert c.step(key, {}), c.last_error
    assert c.end_phase() and c.end_phase(), c.last_error
    assert (c.state.phase, c.state.number) == ("night", 2)


def test_a_void_mine_toll_is_replaced_by_the_plain_shot_in_one_click(window, controller,
                                                                     table):
    """club_scenarios 4.12, CR37-3: the team shot the mined seat 9 and named 2 to pay the
    toll (CF80-55 took the desk there), then the doctor saved 9: the mine does not fire and
    the End refuses the toll. The End's reason row offers the plain shot on 9 instead; one
    click records the team's step again so (the treason vote kept) and the End is enabled
    (the narrator scrolled back to «Change», clicked 9 again and confirmed: a trial)."""
    from narrator_app.ui.texts import fill, option_label, seat_short

    c, t, panel = controller, table, window.night_panel
    namayande_night_two(c)
    treason = {"rep": 1, "delta": -1}
    assert c.step("hacker", {}), c.last_error
    assert c.step("mafia", {"shot": 9, "sacrifice": 2, "treason": treason}), c.last_error
    for key, value in (("guide", {}), ("doctor", {"save": 9}), ("lawyer", {})):
        assert c.step(key, value), c.last_error
    end = t.button("endNight", panel)
    assert not end.isEnabled()
    button = t.button("replaceStep", panel)
    assert button.isVisible()
    assert button.text() == fill(tr("Record a plain %1 on %2 instead"), option_label("shot"),
                                 seat_short(9, c.names)), button.text()
    t.press("replaceStep", panel)
    assert c.state.choices["mafia"] == {"shot": 9, "treason": treason}, c.last_error
    assert end.isEnabled(), end.toolTip()
    assert not panel.replace_button.isVisible()
    t.press("endNight", panel)
    assert c.state.phase == "day", c.last_error


def test_closing_the_player_card_brings_the_desk_back_over_the_display(window,
                                                                       reference_game,
                                                                       qtbot, table):
    """CF80-5: the players' display stays open behind the desk. Closing a «show this
    player» card («Close the card», confirmed) gave the front to the next window, the
    display, which hid the checklist (a narrator's trial, Mafia Nights Night 2, 1280×720):
    the desk comes back over it and takes the keyboard, still under the privacy cover."""
    c = reference_game
    window.open_public_display()
    pw = window.public_window
    qtbot.waitExposed(pw)
    window.open_public_display()  # asked for again: the display in front
    qtbot.waitUntil(lambda: QApplication.activeWindow() is pw, timeout=3000)
    assert c.end_phase(), c.last_error  # the intro night: Nostradamus's three picks
    for seat in (2, 8, 9):
        window.ring.seatClicked.emit(seat)
    table.press("showSignal", window.night_panel)
    card = window.night_panel.card
    qtbot.waitExposed(card)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is card, timeout=3000)
    calls: list[str] = []
    raise_, activate = window.raise_, window.activateWindow
    window.raise_ = lambda: (calls.append("raise"), raise_())[1]
    window.activateWindow = lambda: (calls.append("activate"), activate())[1]
    box = card.ask_close()
    qtbot.mouseClick(box.button(box.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not card.isVisible(), timeout=3000)
    qtbot.waitUntil(lambda: calls == ["raise", "activate"], timeout=3000)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    assert pw.isVisible()  # still open, behind the desk
    assert window.hide_roles  # and the desk under the cover until F12


def test_no_seat_is_greyed_after_the_election_on_a_day_without_a_vote(window, controller,
                                                                      table):
    """club_scenarios 4.6: Namayande's Day 1 elects two representatives and holds no vote.
    Once the election is recorded nothing is being picked: the ring greys no seat (every
    seat turned the grey of a seat refused, by a vote that was not there: a narrator's
    trial), and Enter does not ask for nominees."""
    from narrator_app.engine import Setup

    c, ring = controller, window.ring
    assert c.new_game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11))), NAMAYANDE_10)
    assert c.end_phase() and c.end_phase(), c.last_error  # the intro day and night
    assert ring.is_legal(9) is True  # the election's picks
    table.seat(9)
    table.seat(10)
    table.press("procedureFire", window.day_panel)
    assert c.state.choices.get("election") == [9, 10], c.last_error
    assert ring.targets() is None, ring.targets()
    assert all(ring.is_legal(s) is None for s in range(1, 11))
    assert window.day_panel.enter_hint() is None
    assert not window.day_panel.vote_box.isVisible()


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_guide_s_mafia_pick_is_told_what_to_be_shown(qapp, qtbot, controller, lang):
    """club_scenarios 4.6: a mafia member the guide picks is shown the guide. The desk
    says what to do: «Show seat 1 (P1) that seat 4 (P4) is the Guide.» (it read «Show Seat
    8: Seat 9», a narrator's trial, English)."""
    from desk_driver import Table, desk_in

    from narrator_app.messages import role_name, seat_label
    from narrator_app.ui.app import apply_language
    from narrator_app.ui.texts import fill

    window = desk_in(qtbot, controller, lang)
    try:
        c, t, panel = controller, Table(qtbot, window), window.night_panel
        from narrator_app.engine import Setup

        assert c.new_game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11))),
                          NAMAYANDE_10)
        assert c.end_phase() and c.end_phase(), c.last_error
        assert c.step("election", [9, 10]) and c.end_phase(), c.last_error
        for key in ("hacker", "mafia"):
            assert c.step(key, {}), c.last_error
        t.press("option_pick_player", panel)
        t.seat(1)  # the Don
        t.press("confirmStep", panel)
        assert c.state.choices["guide"] == {"pick": 1}, c.last_error
        lg = c.lang
        want = fill(tr("Show %1 that %2 is the %3."), seat_label(1, "P1", lg),
                    seat_label(4, "P4", lg), role_name(c.scenario, "guide", lg))
        assert panel.signal_label.text() == want, panel.signal_label.text()
        row = next(r for r in panel.rows if r.spec.key == "guide")
        assert any(want in text for text in row.texts()), row.texts()
        if lang == "en":
            assert want.startswith("Show Seat 1") and "that Seat 4" in want, want
            assert want.endswith("is the Guide."), want
    finally:
        apply_language(qapp, "fa")


def test_the_lawyer_s_client_is_said_in_good_english(qapp, qtbot, controller):
    """club_scenarios 4.6: the lawyer's client cannot leave by today's vote. The English
    line read «(the client of Lawyer)» on the desk and the players' display (a narrator's
    trial): it reads «(Lawyer's client)»."""
    from desk_driver import Table, desk_in

    from narrator_app.engine import Setup
    from narrator_app.ui.app import apply_language

    window = desk_in(qtbot, controller, "en", (1366, 740))
    try:
        c, t = controller, Table(qtbot, window)
        assert c.new_game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11))),
                          NAMAYANDE_10)
        assert c.end_phase() and c.end_phase(), c.last_error
        assert c.step("election", [9, 10]) and c.end_phase(), c.last_error
        assert c.step("hacker", {}) and c.step("mafia", {"shot": 8}), c.last_error
        for key in ("guide", "doctor", "bodyguard", "miner"):
            assert c.step(key, {}), c.last_error
        assert c.step("lawyer", {"defend": 3}) and c.end_phase(), c.last_error
        t.seat(1)
        t.seat(3)
        t.press("procedureFire", window.day_panel)
        t.seat(1)
        t.type_count(1, "5")
        t.seat(3)
        t.type_count(3, "6")
        t.press("confirmVotes")
        assert c.last_error == "", c.last_error
        said = "".join(ch for ch in window.day_panel.exit_label.text()
                       if ch not in "\u2066\u2067\u2068\u2069").replace("\xa0", " ")
        said = said.splitlines()
        assert said[0] == "P3 cannot leave by today's vote (Lawyer's client).", said
    finally:
        apply_language(qapp, "fa")


@pytest.mark.parametrize("players", [8, 12, 13])
def test_the_readme_puts_seat_one_where_the_ring_does(qtbot, controller, players):
    """The README said seat 1 sits «bottom, just left of centre»; the ring puts it in the
    bottom-left corner, the lowest seat of the left column, whether it shares the bottom
    edge with the narrator's place or the narrator is alone there (a narrator's trial, 8
    and 12 players). Both halves of the README say so, and that the window reopens at the
    size it was left at (TR99-3), not at 1366×768."""
    from pathlib import Path

    from narrator_app.engine import Setup
    from narrator_app.ui.main_window import MainWindow

    c = controller
    assert c.new_game(Setup("werewolf", tuple(f"P{i}" for i in range(1, players + 1))))
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.resize(1366, 740)
    w.show()
    qtbot.waitExposed(w)
    centres = {s: w.ring.seat_center(s) for s in range(1, players + 1)}
    left = min(p.x() for p in centres.values())
    column = [s for s, p in centres.items() if abs(p.x() - left) < 2]
    assert max(column, key=lambda s: centres[s].y()) == 1, centres
    assert centres[1].y() >= max(p.y() for p in centres.values()) - 1, centres
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    english = readme[readme.index("**The table**"):][:600]
    persian = readme[readme.index("**نقشه‌ی میز**"):][:600]
    assert "just left of centre" not in english and "bottom-left corner" in english, english
    assert "کمی چپِ وسط" not in persian and "گوشه‌ی پایین چپ" in persian, persian
    assert "at the size and place the narrator left it" in readme
    assert "در همان اندازه و جایی" in readme


def test_a_night_s_result_is_not_the_pill_folded_away(qapp, qtbot, controller):
    """Namayande at 13 (1366×768): seat 11, mined on Night 1, is shot on Night 2 and saved
    by the doctor: «mined» (standing from an earlier night), «shot», «saved». The night's
    result, «saved», stays in view (it was the one folded away: a narrator's trial,
    English). The card had room for two pills of three and the standing mark gave way to
    «+1»; the ring's sides have room for a third row of pills, and all three are whole
    (LY106-2)."""
    from desk_driver import desk_in

    from narrator_app.engine import Setup, legal_choices
    from narrator_app.ui.app import apply_language

    deal = ["don", "rebel", "hacker", "nato", "guide", "doctor", "miner", "bodyguard",
            "lawyer", "soldier", "plain_citizen", "plain_citizen", "plain_citizen"]
    window = desk_in(qtbot, controller, "en", (1366, 740))
    try:
        c = controller
        assert c.new_game(Setup("namayande", tuple(f"P{i}" for i in range(1, 14))), deal)
        assert c.end_phase() and c.end_phase(), c.last_error
        assert c.step("election", [12, 13]) and c.end_phase(), c.last_error
        assert c.step("mafia", {"shot": 8}) and c.step("miner", {"mine": 11}), c.last_error
        for s in legal_choices(c.state).steps:
            if not s.done:
                assert c.step(s.key, {}), (s.key, c.last_error)
        assert c.end_phase() and c.end_phase(), c.last_error
        assert c.step("hacker", {}) and c.step("mafia", {"shot": 11}), c.last_error
        assert c.step("doctor", {"save": 11}), c.last_error
        QApplication.processEvents()
        pills = [(t.kind, t.text) for t in window.ring.painted_texts()[11]
                 if t.kind in ("token", "more", "mark", "status")]
        assert ("token", "saved") in pills and ("token", "shot") in pills, pills
        assert ("token", "mined") in pills and not any(k == "more" for k, _t in pills), pills
        assert "mined" in window.ring.seat_tooltip(11)
    finally:
        apply_language(qapp, "fa")
