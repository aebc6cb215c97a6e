"""A narrator's trial of round one hundred and two (the desk's words, Y101-10 on): the undo
question names what it takes back, Takavar's void hold, Zodiac's bomb guard row, Capo's heir
line, the resumed game's status, Mozakere's detective answer, the status inquiry, the
statistics, the digits of the vote boxes."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\\(\\)", extend=True)

TAKAVAR_12 = ["mafia_boss", "nato", "hostage_taker", "detective", "doctor", "commando",
              "guard", "gunner", "plain_citizen", "plain_citizen", "plain_citizen",
              "plain_citizen"]


def _takavar_night_one(c) -> None:
    """Takavar at 12 (seat i named Pi) at Night 1, the guard, hostage-taker and mafia done."""
    from narrator_app.engine import Setup

    assert c.new_game(Setup("takavar", tuple(f"P{i}" for i in range(1, 13))), TAKAVAR_12)
    for _ in range(3):  # the intro day and night, Day 1
        assert c.end_phase(), c.last_error
    assert c.state.phase == "night"


def test_the_undo_of_a_detective_answer_names_it(window, controller) -> None:
    """Taking back the detective's step (his answer signalled to him: heard) asked «The
    table has already heard what this undo takes back. Undo anyway?» and named nothing,
    where an announced line was listed: the step's own line is named now (Y101-10)."""
    c = controller
    _takavar_night_one(c)
    for key in ("guard", "hostage_taker", "mafia"):
        assert c.step(key, {}), c.last_error
    assert c.step("detective", {"inquire": 5}), c.last_error
    assert c.game.heard_since(1)
    QApplication.processEvents()
    said = window.log_panel.model.line_text(c.state.log[-1])
    asked: list[str] = []
    c.confirm = lambda _title, text: (asked.append(text), False)[1]
    assert not c.undo()
    assert len(asked) == 1
    assert len(asked[0].split("\n")) == 2 and said in asked[0], (asked, said)
    assert "P5" in asked[0]


def test_a_hold_on_a_shielded_seat_reads_void(window, controller) -> None:
    """Takavar: the guard shields 7 and 5, the hostage-taker names 7 and 10: the hold on 7
    is void (club_scenarios 2.10 C8) but counted for the no-repeat rule. The ring showed
    «hostage» on 7 not struck through and Day 2's tracker read «Last hold: 7, 10»: the
    ring's mark on 7 is void now, on 10 not, and the next day's tracker says 7's was
    void, from the engine's ``last_hold_void`` (Y101-11)."""
    from narrator_app.engine import VOID, last_hold_void, ring_tokens, trackers

    c = controller
    _takavar_night_one(c)
    assert c.step("guard", {"protect": [7, 5]}), c.last_error
    assert c.step("hostage_taker", {"hold": [7, 10]}), c.last_error
    marks = ring_tokens(c.state)
    assert "held" + VOID in marks[7] and "held" not in marks[7]
    assert "held" in marks[10]
    assert last_hold_void(c.game.states, 3) == []  # recorded at the night's end

    def hold_row() -> str:
        window.trackers.refresh()
        QApplication.processEvents()
        rows = dict(window.trackers.rows())
        return next(text for who, text in rows.items() if "P3" in who)

    from narrator_app.ui.texts import seat_short, translate

    def void_words(seat: int) -> str:
        return translate("Ravi", "%1 (void)").replace("%1", seat_short(seat, c.names, c.lang))

    for key in ("mafia", "detective", "doctor", "gunner"):
        assert c.step(key, {}), c.last_error
    assert c.end_phase(), c.last_error
    assert trackers(c.state, 3)["last_hold"] == [7, 10]  # the rule's record unchanged
    assert last_hold_void(c.game.states, 3) == [7]
    row = hold_row()
    assert void_words(7) in row and void_words(10) not in row, row
    assert c.end_phase(), c.last_error  # Night 2: the line still says the last night's
    assert c.step("guard", {"protect": [1, 2]}), c.last_error
    assert c.step("hostage_taker", {"hold": [5, 9]}), c.last_error
    assert last_hold_void(c.game.states, 3) == [7]


def test_the_bomb_guard_row_says_how_he_does_not_try(window, controller) -> None:
    """Zodiac, Day 2: the guard's row («if he tries») had buttons 1–5 and no way to record
    that he did not try. The rules have no such value (a code is 1 to ``bomb_code_max``,
    rules_spec S10; the guard **may** defuse, S2:L118): the row says so — press nothing,
    the holder's code ends the bomb — and the holder's code alone is accepted (Y101-12)."""
    from narrator_app.engine import Setup, bomb_codes_now
    from narrator_app.ui.texts import translate

    c = controller
    deal = ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon",
            "detective", "doctor", "plain_citizen", "plain_citizen", "zodiac"]
    assert c.new_game(Setup("zodiac", tuple(f"P{i}" for i in range(1, 13)), {}), deal)
    assert c.end_phase() and c.end_phase() and c.end_phase()
    assert c.step("bomber", {"plant": 11, "code": 3}) and c.end_phase()
    assert c.step("votes", {}), c.last_error
    QApplication.processEvents()
    assert bomb_codes_now(c.state) == ("guard_code", "holder_code")
    extras = window.day_panel.extras
    extras.refresh()
    QApplication.processEvents()
    (note,) = extras.findChildren(type(extras.bomb_label), "guardNoTry") or [None]
    assert note is not None and note.text() == translate(
        "Ravi", "If the %1 does not try, press nothing here: the holder's code below "
                "ends the bomb.").replace("%1", "محافظ")  # Zodiac's name of him (Z104-10)
    assert c.step("bomb", {"holder_code": 3}), c.last_error  # he did not try
    assert c.state.player(11).status == "alive" and c.state.player(4).status == "alive"


def test_the_heir_line_says_who_is_immune(window, controller) -> None:
    """Capo: the heir's line read «وارث — ۳: وارث: ۲؛ مصون از شلیک شب», as if seat 2 were
    immune; the heir himself is (capo 6.6, the engine's ``immune`` on his own card): the
    words say so (Y101-13)."""
    from narrator_app.engine import Setup
    from narrator_app.ui.texts import translate

    capo = ["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
            "heir", "plain_citizen", "plain_citizen"]
    c = controller
    assert c.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 11))), capo)
    assert c.step("heir", {"heir_of": 2}) and c.end_phase()
    assert c.state.player(8).card.counters["immune"]
    QApplication.processEvents()
    row = next(text for who, text in window.trackers.rows() if "P8" in who)
    assert translate("Ravi", "he himself is safe from the night shot") in row, row
    assert translate("Ravi", "safe from the night shot") not in row, row


def test_a_resumed_game_is_said_resumed_not_its_autosave_path(qapp, tmp_path) -> None:
    """After the resume offer the status bar read «Opened: /…/autosave/90b2….ravi», the
    autosave's internal path: it says the game was resumed, its scenario, where it stands
    and when its last move was made; a file of the narrator's own keeps its name
    (Y101-14)."""
    from desk_driver import REFERENCE, reference_setup

    from narrator_app.engine import load_scenario
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.texts import phase_title, translate

    first = GameController(tmp_path)
    assert first.new_game(reference_setup(), REFERENCE)
    assert first.end_phase(), first.last_error
    auto = tmp_path / "autosave" / f"{first.game.game_id}.ravi"
    assert auto.is_file()
    mine = tmp_path / "mine.ravi"
    assert first.save_to(mine)
    said: list[str] = []
    c = GameController(tmp_path)
    c.message.connect(said.append)
    assert c.open_from(auto), c.last_error
    opened = translate("GameController", "Opened: %1").replace("%1", "")
    assert said and not any(opened in s or "autosave" in s for s in said), said
    scen = load_scenario(reference_setup().scenario_id)
    assert getattr(scen.name, c.lang) in said[0], said
    assert phase_title(c.state.phase, c.state.number, c.lang, c.scenario) in said[0], said
    said.clear()
    assert c.open_from(mine), c.last_error
    assert said and said[0].startswith(opened) and "mine.ravi" in said[0], said


def test_the_answer_about_a_seat_won_over_tonight_says_why(window, controller) -> None:
    """Mozakere, Night 1: the detective's answer on the seat the team negotiated with
    tonight reads «citizen» while the ring already shows «Simple mafia» — the rule (the
    card at the night's start, club_scenarios 1.5 step 10, TR98-7) is kept; the narrator's
    answer box says why, the player's card does not (Y101-15)."""
    from narrator_app.engine import Setup, asked_before_won_over, load_scenario
    from narrator_app.ui.texts import seat_short, translate

    c = controller
    deal = load_scenario("mozakere").roster_for(10)
    assert c.new_game(Setup("mozakere", tuple(f"P{i}" for i in range(1, 11))), deal)
    assert c.end_phase() and c.end_phase()
    assert c.step("votes", {3: 6}) and c.step("exit_votes", {3: 6}) and c.end_phase()
    for key, value in (("mafia", {"negotiate": 9}), ("doctor", {}),
                       ("detective", {"inquire": 9})):
        assert c.step(key, value), (key, c.last_error)
    assert asked_before_won_over(c.state, "detective") == 9
    QApplication.processEvents()
    panel = window.night_panel
    note = translate("Ravi", "Narrator only: %1 joined the mafia tonight; the answer reads the "
                             "card he held at the night's start.").replace(
        "%1", seat_short(9, c.names, c.lang))
    assert note in panel.signal_label.text(), panel.signal_label.text()
    assert note not in (panel.signal_card or "")
    assert c.undo() and c.step("detective", {"inquire": 10}), c.last_error
    assert asked_before_won_over(c.state, "detective") is None
    QApplication.processEvents()
    assert note not in panel.signal_label.text()


ZODIAC_12 = ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon",
             "detective", "doctor", "plain_citizen", "plain_citizen", "zodiac"]


def test_a_status_inquiry_that_can_tell_nothing_asks_first(window, controller) -> None:
    """Zodiac, Day 1: the status inquiry was spent when nobody had left («0 mafia, 0
    citizens and 0 independents are out», 2 → 1) with no warning: the narrator is asked
    first (No keeps it), the rule unchanged — yes records it (Y101-16)."""
    from narrator_app.engine import Setup, status_counts, status_inquiries_left

    c = controller
    assert c.new_game(Setup("zodiac", tuple(f"P{i}" for i in range(1, 13)), {}), ZODIAC_12)
    while c.state.phase != "day" or c.state.number != 1:
        assert c.end_phase(), c.last_error
    assert not any(status_counts(c.state).values())
    left = status_inquiries_left(c.state)
    extras = window.day_panel.extras
    asked: list[str] = []
    c.confirm = lambda _title, text: (asked.append(text), False)[1]
    assert not extras.ask_status()
    assert len(asked) == 1 and "status_inquiry" not in c.state.choices
    assert status_inquiries_left(c.state) == left
    c.confirm = lambda _title, text: (asked.append(text), True)[1]
    assert extras.ask_status(), c.last_error
    assert status_inquiries_left(c.state) == left - 1 and len(asked) == 2


def test_the_statistics_say_why_players_are_missing_and_what_independent_counts(
        qtbot, monkeypatch) -> None:
    """The statistics of a finished Godfather–Nostradamus game with unnamed seats, won by
    the mafia with Nostradamus on their side: the players' table was empty with no hint,
    and «independent won 0» beside the end banner's «with them 6: independent». Both
    counts are right (the game's winner is the mafia; Nostradamus's win follows his side,
    rules_spec 3.1.7): the window says that unnamed seats are not counted and what the
    independent column counts (Y101-17)."""
    from narrator_app.engine.stats import ClubStats, ScenarioStats
    from narrator_app.ui import stats_window
    from narrator_app.ui.texts import translate

    won = ScenarioStats("godfather_nostradamus", 1, {"mafia": 1, "city": 0, "independent": 0},
                        4)
    monkeypatch.setattr(stats_window, "club_stats",
                        lambda *_a, **_k: ClubStats(games=1, finished=1, scenarios=[won]))
    w = stats_window.StatsWindow("fa")  # not shown: its words, not its painting, are asked
    qtbot.addWidget(w)
    w.recompute()
    assert w.players.rowCount() == 0
    assert w.no_players.isVisibleTo(w) and w.no_players.text() == translate(
        "Stats", "No player to list: a seat with no name is not counted. Type the players' "
                 "names at New game to see them here.")
    said = stats_window.independent_won_words()
    assert w.scenarios.horizontalHeaderItem(4).toolTip() == said
    assert w.scenarios.item(0, 4).toolTip() == said and w.scenarios.item(0, 4).text() == "۰"


def test_a_count_box_shows_the_language_s_digits_however_filled(qapp) -> None:
    """The vote boxes: a typed «9» read «۹», another box «8» (g1_038, m_006): one rule,
    the language's digits, however the count came into the box (Y101-18)."""
    from narrator_app.ui.app import apply_language
    from narrator_app.ui.day_panel import CountRow

    apply_language(qapp, "fa")
    row = CountRow(3, "3", 10, True)
    row.edit.setText("8")
    assert row.edit.text() == "۸" and row.count() == 8
    row.edit.clear()
    row.edit.insert("17")
    assert row.edit.text() == "۱۷" and row.count() == 17


def test_the_seat_prompt_says_seat_or_seats(en_window, controller) -> None:
    """English: «Click 1 seat(s) on the table.» → «Click 1 seat on the table.» (Qt's
    plural forms by %n, ravi_en.ts; Y101-18)."""
    c = controller
    _takavar_night_one(c)
    for key in ("guard", "hostage_taker", "mafia"):
        assert c.step(key, {}), c.last_error
    QApplication.processEvents()
    label = en_window.night_panel.picked_label
    assert c.choices().current.key == "detective"
    assert label.text() == "Click 1 seat on the table.", label.text()
