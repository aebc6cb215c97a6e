"""What is read aloud and shown (issue 23): each sentence and signal the issue names, in the
real window under offscreen Qt, from the engine's state."""

from __future__ import annotations

import pytest

from narrator_app.engine import archive as engine_archive
from narrator_app.engine import load_scenario
from narrator_app.engine.gamefile import save_game
from narrator_app.engine.simulate import random_game
from narrator_app.ui.texts import tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


# --- an independent's win names the role (banner, log, archive) --------------------------
@pytest.mark.parametrize(("scenario", "seed", "kind"), [
    ("zodiac", 2, "zodiac"),
    ("godfather_jack_sparrow", 4, "jack_sparrow"),
])
def test_an_independent_s_win_names_his_role(window, tmp_path, scenario, seed, kind):
    from narrator_app.ui.archive_window import WINNER, ArchiveModel

    game = random_game(scenario, 12, seed)
    assert game.state.winner == kind
    path = save_game(game, tmp_path / "won.ravi")
    c = window.c
    assert c.open_from(path), c.last_error
    scen = load_scenario(scenario)
    role = scen.role(scen.role_of_kind(kind)).name
    not_chosen = tr("not chosen")
    banner = window.winner_banner.text()
    assert role.fa in banner and not_chosen not in banner
    lines = [window.log_panel.model.line_text(li) for li in c.state.log if li.kind == "winner"]
    assert lines and all(role.fa in t and not_chosen not in t for t in lines)
    model = ArchiveModel("en")
    model.set_entries([engine_archive.read_entry(path)])
    assert model.data(model.index(0, WINNER)) == role.en


# --- helpers ------------------------------------------------------------------------------
NAMES = ("Ali", "Sara", "Reza", "مریم", "Kian", "Kaveh", "Nima", "Omid", "Pari", "Hadi",
         "Nasim", "Bita")
GODFATHER = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen"]
ZODIAC = ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon", "detective",
          "doctor", "plain_citizen", "plain_citizen", "zodiac"]


def start(c, scenario: str, deal: list[str], rules=None) -> None:
    from narrator_app.engine import Setup

    assert c.new_game(Setup(scenario, NAMES[: len(deal)], rules or {}), deal), c.last_error


def nights(c, **steps) -> None:
    """Confirm the current night's steps (``{}``: the role passes), then end the night."""
    for key, value in steps.items():
        assert c.step(key, value), (key, c.last_error)
    assert c.end_phase(), c.last_error


def vote_out(c, seat: int, votes: int = 7) -> None:
    assert c.step("votes", {seat: votes}), c.last_error
    assert c.step("exit_votes", {seat: votes}), c.last_error


def reference_day_one(c, rules=None) -> None:
    start(c, "godfather_nostradamus", [*GODFATHER, "nostradamus"], rules)
    assert c.end_phase()
    nights(c, nostradamus={"pick": [2, 8, 9], "side": "city"})
    assert (c.state.phase, c.state.number) == ("day", 1)


# --- Silence of the Lambs: the next day ---------------------------------------------------
def test_the_silence_of_the_lambs_is_for_the_next_day(window):
    from narrator_app.messages import announcement_lines

    c = window.c
    reference_day_one(c)
    vote_out(c, 9)
    assert c.step("card", {"draw": "silence_of_the_lambs", "silence": [4, 5]}), c.last_error
    assert c.state.player(4).silenced_day == c.state.number + 1
    lines = window.day_panel.card_panel.lines
    assert len(lines) == 2 and all("فردا" in x and "امروز" not in x for x in lines)
    roles = [p.role for p in c.state.players]
    en = announcement_lines(["silenced:4"], c.scenario, roles, NAMES[:11], {}, "en",
                            after_night=False)
    assert en == ["\u2068مریم\u2069 may not speak tomorrow, not even in defense."]
    # the psychiatrist's silence, read in the morning, is for that day (after «nobody left»,
    # said where the night's exits are: first, rules_spec 3.4.5, Z105-3)
    assert "today" in announcement_lines(["silenced:4"], c.scenario, roles, NAMES[:11], {},
                                         "en", after_night=True)[1]


# --- a voted-out Jack ---------------------------------------------------------------------
def test_a_voted_out_jack_stays_without_a_card(window):
    from narrator_app.ui.texts import fill, seat_short

    c = window.c
    start(c, "godfather_jack_sparrow", [*GODFATHER, "jack_sparrow"])
    assert c.state.rules["cards_enabled"] is True
    assert c.end_phase()
    nights(c, jack_sparrow={"curse": 8})
    vote_out(c, 11, 6)
    assert c.state.player(11).status == "alive" and "card" not in c.state.choices
    label = window.day_panel.exit_label.text()
    assert label == fill(
        tr("%1 stays in the game: the vote shows the role, %2; no card is drawn."),
        seat_short(11, NAMES), "جک گنجشکه")
    assert "کارت حرکت آخر" not in label and "last-move card" not in label


# --- the Sherlock swap names the player who leaves ---------------------------------------
def test_the_sherlock_swap_names_who_leaves(window):
    from narrator_app.messages import announcement_lines

    c = window.c
    start(c, "godfather_sherlock", [*GODFATHER, "sherlock_holmes"], {"cards_enabled": False})
    assert c.end_phase()
    assert c.end_phase()  # intro night: no guess yet
    vote_out(c, 2, 6)
    assert c.end_phase()
    nights(c, sherlock_holmes={"guess": {"seat": 5, "role": "leon"}}, mafia={"shot": 4},
           matador={}, dr_watson={}, leon={}, citizen_kane={}, constantine={})
    assert "sherlock_left:5" in c.state.records[-1].announce
    assert "Kian" in window.announcement.body.text()
    roles = [p.role for p in c.state.players]
    en = announcement_lines(["sherlock_left:5"], c.scenario, roles, NAMES[:11], {}, "en")
    assert en[0] == "Sherlock Holmes has left the game: \u2068Kian\u2069."


# --- Kane's sacrifice wakes nobody --------------------------------------------------------
def test_kane_s_sacrifice_wakes_nobody(window):
    c = window.c
    reference_day_one(c)
    assert c.end_phase()
    nights(c, mafia={}, matador={}, dr_watson={}, leon={}, citizen_kane={"inquire": 1},
           constantine={})
    assert c.end_phase()  # day 2: Kane's reveal; night 2: the narrator's shot
    step = next(s for s in c.choices().steps if s.key == "kane_sacrifice")
    assert step.seats == []
    row = next(r for r in window.night_panel.rows if r.key == "kane_sacrifice")
    # titled by the scenario file's own name for the step (CR38-6)
    own = next(d for d in c.scenario.night if d.key == "kane_sacrifice")
    assert row.title.text() == c.scenario.step_name(own, c.lang) == "خروج همشهری کین"


# --- the status inquiry counts the sides of the game --------------------------------------
def test_the_status_inquiry_counts_an_independent_only_where_there_is_one(window, tmp_path):
    from narrator_app.engine import Game

    c = window.c
    # Zodiac (an independent): the day's inquiry counts him, also at 0
    start(c, "zodiac", ZODIAC)
    assert c.end_phase() and c.end_phase()
    assert window.day_panel.extras.ask_status(), c.last_error
    text = window.day_panel.extras.announce.text()
    assert tr("Independent") in text, text
    # Mafia Nights (none): the die-hard's answer never says «0 independents»
    full = random_game("mafia_nights", 12, 2)
    n = next(i for i in range(1, len(full.actions) + 1)
             if any("status" in r.facts for r in
                    Game.replay(full.setup, full.actions[:i], full.scenario).state.records))
    part = Game.replay(full.setup, full.actions[:n], full.scenario)
    assert c.open_from(save_game(part, tmp_path / "nights.ravi")), c.last_error
    said = window.announcement.body.text()
    assert "استعلام وضعیت" in said and "مستقل" not in said


MAFIA_NIGHTS = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor",
                "die_hard", "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]


def zodiac_night_one(c) -> None:
    start(c, "zodiac", ZODIAC)
    assert c.end_phase() and c.end_phase() and c.end_phase()  # intro day, intro night, day 1
    assert (c.state.phase, c.state.number) == ("night", 1)


# --- the gunner's step and the Mayor's line -----------------------------------------------
def test_the_gunner_may_give_up_to_three_guns(window, table):
    from narrator_app.ui.texts import fill

    c = window.c
    zodiac_night_one(c)
    while c.choices().current.key != "gunner":
        key = c.choices().current.key
        assert c.step(key, {}), (key, c.last_error)
    table.press("option_give", window.night_panel)
    opt = next(o for o in c.choices().current.options if o.name == "give")
    assert opt.seats == 3 and opt.kinds
    assert window.night_panel.picked_label.text() == fill(
        tr("Click up to %1 seats on the table."), "۳")
    table.seat(7)  # one gun is enough
    table.press("kind_7_war", window.night_panel)
    table.press("confirmStep", window.night_panel)
    assert c.state.choices["gunner"] == {"give": {7: "war"}}


def test_the_mayor_s_line_has_no_nested_parentheses(window):
    from narrator_app.ui.texts import seat_short

    c = window.c
    start(c, "mafia_nights", MAFIA_NIGHTS)
    assert c.end_phase()  # the intro night: day 1
    assert c.step("votes", {4: 7, 12: 7}), c.last_error
    text = window.day_panel.extras.mayor_label.text()
    assert seat_short(6, NAMES) in text
    assert "((" not in text and "))" not in text
    assert text.count("(") == text.count(")") == 1


# --- the trackers show the night so far ---------------------------------------------------
def test_trackers_show_tonight_s_confirmed_choices(window):
    from narrator_app.ui.texts import fill, seat_short

    c = window.c
    start(c, "godfather_nostradamus", [*GODFATHER, "nostradamus"])
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    rows = dict(window.trackers.rows())
    nos = next(k for k in rows if k.startswith("نوستراداموس"))
    assert rows[nos] == fill(tr("side: %1 — chosen tonight, kept at End night"),
                             tr("independent, playing with the city"))
    assert tr("not chosen") not in rows[nos]
    assert tr("independent, no side chosen yet") not in rows[nos]
    assert c.end_phase()
    assert dict(window.trackers.rows())[nos] == fill(tr("side: %1"),
                                                     tr("independent, playing with the city"))

    # Jack's new curse, beside the curse that holds until the night ends
    start(c, "godfather_jack_sparrow", [*GODFATHER, "jack_sparrow"], {"cards_enabled": False})
    assert c.end_phase()
    nights(c, jack_sparrow={"curse": 8})
    assert c.end_phase()
    assert c.step("jack_sparrow", {"curse": 9}), c.last_error
    jack = next(t for who, t in window.trackers.rows() if "جک" in who)
    assert jack.startswith(fill(tr("current curse: %1"), seat_short(8, NAMES)))
    assert fill(tr("tonight's curse: %1 — kept at End night"), seat_short(9, NAMES)) in jack


def test_a_gun_lost_with_its_holder_at_night_is_not_fired(window):
    from narrator_app.ui.texts import gun_label, seat_short

    c = window.c
    zodiac_night_one(c)
    nights(c, mafia={"shot": 10}, magician={}, bomber={}, leon={}, doctor={}, detective={},
           gunner={"give": {10: "war"}}, ocean={})
    assert c.state.player(10).status != "alive"
    guns = dict(window.trackers.rows())[tr("Guns")]
    assert guns == f"{seat_short(10, NAMES)} {gun_label('war')} " + tr("(lost with its holder)")
    assert tr("(fired)") not in guns


def test_a_war_gun_not_fired_by_its_day_exploded_not_fired(window):
    """A narrator's trial (CF45-22): the war gun that went off in its holder's hands, not
    fired on its day (S2:L123; A85), read «(fired)» on the trackers."""
    from narrator_app.ui.texts import gun_label, seat_short

    c = window.c
    zodiac_night_one(c)
    nights(c, mafia={"shot": 11}, magician={}, bomber={}, leon={}, doctor={}, detective={},
           gunner={"give": {10: "war"}}, ocean={})
    assert c.end_phase()  # day 2: the gun is not fired
    assert c.state.phase == "night"
    nights(c, mafia={}, magician={}, bomber={}, leon={}, doctor={}, detective={}, ocean={})
    assert c.state.view(10).status != "alive"  # it went off at the night's step 3
    guns = dict(window.trackers.rows())[tr("Guns")]
    assert guns == f"{seat_short(10, NAMES)} {gun_label('war')} " + tr("(exploded, not fired)")
    assert tr("(fired)") not in guns


# --- a player who left the table is no card target ----------------------------------------
def test_a_player_who_left_the_table_is_no_card_target(window, table):
    c = window.c
    reference_day_one(c)
    assert c.withdraw(4), c.last_error
    vote_out(c, 9)
    assert c.step("card", {"draw": "handcuffs"}), c.last_error
    opt = next(o for o in c.choices().current.options if o.name == "handcuffs")
    assert opt.targets[4] is not None and opt.targets[4].facts["detail"] == "out_of_game"
    assert opt.targets[5] is None
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    assert window.ring.is_legal(4) is False
    assert window.ring.is_legal(5) is True
    table.seat(5)
    table.press("confirmCard")
    assert c.state.choices["card"] == {"draw": "handcuffs", "handcuff": 5}, c.last_error


# --- the refusals and the log -------------------------------------------------------------
def test_the_player_count_refusal_names_its_number(window):
    from narrator_app.engine import Setup
    from narrator_app.messages import digits

    c = window.c
    scen = load_scenario("zodiac")
    assert not c.new_game(Setup("zodiac", NAMES[:4], {}), None)
    assert f"کمترین تعداد {digits(scen.roster.min_players)} است" in c.last_error
    # a game open with another scenario lends it no number
    start(c, "godfather_nostradamus", [*GODFATHER, "nostradamus"])
    assert not c.new_game(Setup("zodiac", NAMES[:4], {}), None)
    assert f"کمترین تعداد {digits(scen.roster.min_players)} است" in c.last_error


def test_the_log_names_who_left_the_table(window):
    from narrator_app.ui.texts import seat_short

    c = window.c
    reference_day_one(c)
    assert c.end_phase()  # night 1
    assert c.withdraw(10), c.last_error
    lines = [window.log_panel.model.line_text(li) for li in c.state.log]
    said = [t for t in lines if seat_short(10, NAMES) in t and tr("Left the table") in t]
    assert said, lines
    assert not any("[10]" in t or "withdraw" in t for t in lines)


def test_the_handcuff_line_goes_when_the_game_ends(window):
    c = window.c
    reference_day_one(c)
    panel = window.day_panel.card_panel
    vote_out(c, 1)  # the Godfather
    assert c.step("card", {"draw": "identity_reveal"}), c.last_error
    assert c.end_phase() and c.end_phase()
    vote_out(c, 2)  # Saul
    assert c.step("card", {"draw": "silence_of_the_lambs", "silence": [4, 5]}), c.last_error
    assert c.end_phase() and c.end_phase()
    vote_out(c, 3)  # the Matador, the last mafia in play
    assert c.step("card", {"draw": "handcuffs"}), c.last_error
    assert c.state.winner is None  # the win check waits for the card's choice
    assert c.step("card", {"draw": "handcuffs", "handcuff": 9}), c.last_error
    assert c.state.winner == "city"
    # no night follows: «no ability tonight» is not said
    assert not panel.private.isVisible()
    assert panel.private.text() == ""


# --- the command line ---------------------------------------------------------------------
def _import(tmp_path, *lang: str):
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    script = tmp_path / "few.yaml"
    script.write_text("scenario: godfather_nostradamus\n"
                      "seats: [godfather, leon, plain_citizen, nostradamus]\n"
                      "script:\n  - intro_day: {}\n", "utf-8")
    env = {**os.environ, "PYTHONPATH": str(root), "HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "cfg")}
    return subprocess.run([sys.executable, "-m", "narrator_app", *lang, "import", str(script),
                           "--out", str(tmp_path / "few.ravi")], capture_output=True,
                          text=True, env=env, timeout=60)


def test_import_says_its_refusal_in_the_asked_language_with_persian_joiners(tmp_path):
    from narrator_app.messages import digits

    low = load_scenario("godfather_nostradamus").roster.min_players
    fa = _import(tmp_path)
    assert fa.returncode == 2
    assert "بازی نمی\u200cشود" in fa.stderr and "نمی شود" not in fa.stderr
    assert f"کمترین تعداد {digits(low)} است" in fa.stderr
    en = _import(tmp_path, "--lang", "en")
    assert en.returncode == 2
    assert (f"This scenario cannot be played with 4 players; the fewest is {low}."
            in en.stderr), en.stderr
    assert "{" not in en.stderr and "'detail'" not in en.stderr  # no raw dictionary
    said, facts = en.stderr.strip().splitlines()
    assert facts.endswith("bad_script: value=4, detail=too_few_players, "
                          f"min_players={low}")


# --- the archive and its dates ------------------------------------------------------------
def test_the_english_archive_lays_persian_names_out_left_to_right(window, tmp_path):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextDocument

    from narrator_app.engine import Game, Setup
    from narrator_app.ui.archive_window import PLAYERS, ArchiveModel

    names = ("مریم", "سارا", "رضا", "کاوه", "نیما", "امید", "پری", "هادی", "نسیم", "بیتا",
             "کیان")
    g = Game(Setup("godfather_nostradamus", names, {"cards_enabled": False}))
    g.deal([*GODFATHER, "nostradamus"])
    path = save_game(g, tmp_path / "fa-names.ravi")
    model = ArchiveModel("en")
    model.set_entries([engine_archive.read_entry(path)])
    index = model.index(0, PLAYERS)
    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
        doc = QTextDocument()
        text = model.data(index, role)
        doc.setPlainText(text.replace("<p style='white-space:pre-wrap'>", ""))
        block = doc.begin()
        while block.isValid():  # each line as Qt lays it out: left to right, in English
            assert block.layout() is not None
            assert block.textDirection() == Qt.LayoutDirection.LeftToRight, block.text()
            block = block.next()
    assert model.data(index, Qt.ItemDataRole.DisplayRole).lstrip("\u200e").startswith("11: ")


def test_a_persian_date_has_one_digit_set():
    from datetime import UTC, datetime

    from narrator_app.ui.dates import date_text

    text = date_text(datetime(2026, 12, 2, 12, 0, tzinfo=UTC), "fa", UTC)
    assert text == "۱۱ آذر ۱۴۰۵ — \u2066۲۰۲۶-۱۲-۰۲\u2069"
    assert not any(ch in "0123456789" for ch in text)
