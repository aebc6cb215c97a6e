"""Werewolf in its own words and trackers (fresh-narrator trial, s32; decisions WW32-*):
the seer is answered in the file's words, cupid's tracker shows the lovers as soon as they
are chosen, the lovers' first-night reminder is gone after Night 1 and never calls a player
who is out, and the protector's last protection is a tracker line of his kind."""

from __future__ import annotations

from narrator_app.engine import (
    Game,
    Setup,
    answer_word,
    legal_choices,
    load_scenario,
    role_trackers,
    trackers,
)

DEAL = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid", "villager",
        "villager", "villager"]


def game() -> Game:
    g = Game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(list(DEAL))
    return g


def test_the_seers_answer_is_worded_by_her_params_and_the_detectives_by_default():
    st = game().state
    assert answer_word(st, "seer", "mafia", "en") == "Werewolf"
    assert answer_word(st, "seer", "citizen", "en") == "Village"
    assert answer_word(st, "seer", "mafia", "fa") == "گرگینه"
    assert answer_word(st, "seer", "citizen", "fa") == "روستا"
    # a file's side names are the default words of any other side answer there
    assert answer_word(st, "werewolf", "citizen", "en") == "Village"
    classic = Game(Setup("classic", tuple(f"P{i}" for i in range(1, 11))))
    classic.deal_random()
    # a file that names neither: the window's own «mafia» / «citizen»
    assert answer_word(classic.state, "detective", "mafia", "en") is None
    assert answer_word(classic.state, "detective", "citizen", "fa") is None


def test_cupids_tracker_shows_the_lovers_as_soon_as_they_are_chosen():
    g = game()
    assert trackers(g.state, 7)["lovers"] == []
    g.step("cupid", {"lovers": [12 - 2, 5]})
    assert trackers(g.state, 7)["lovers"] == [5, 10]  # before End night writes them
    assert g.state.player(7).card.counters["lovers"] == []  # the card is End night's
    g.step("mafia", {"shot": 8})
    g.end_phase()
    assert trackers(g.state, 7)["lovers"] == [5, 10]


def test_the_first_night_reminder_is_not_listed_after_the_first_night():
    g = game()
    g.step("cupid", {"lovers": [8, 9]})
    g.step("mafia", {"shot": 8})  # 9 leaves of heartbreak
    g.end_phase()
    assert g.state.phase == "day"
    g.end_phase()
    assert g.state.phase == "night"
    assert "lovers" not in [s.key for s in legal_choices(g.state).steps]


def test_a_reminder_never_calls_a_player_who_is_out():
    g = game()
    g.step("cupid", {"lovers": [8, 9]})
    g.step("mafia", {"shot": 8})  # 9 leaves of heartbreak
    g.end_phase()
    g.end_phase()
    st = g.state.clone()
    assert st.phase == "night" and st.player(8).status != "alive" != st.player(9).status
    # the same reminder said every night: it calls nobody once both lovers are out
    night = [d.model_copy(update={"first_night_only": False}) for d in st.scenario.night]
    st.scenario = st.scenario.model_copy(update={"night": night})
    lovers = next(s for s in legal_choices(st).steps if s.key == "lovers")
    assert lovers.seats == []


def test_the_protectors_last_protection_is_a_tracker_line_of_his_kind():
    scen = load_scenario("werewolf")
    assert ("last_protect", "seat") in role_trackers(scen, "protector")


def test_werewolf_says_its_first_day_day_1_and_the_seeds_keep_theirs():
    ww, classic = load_scenario("werewolf"), load_scenario("classic")
    g = game()
    assert (g.state.phase, g.state.number) == ("night", 1)
    g.step("cupid", {"lovers": [9, 10]})
    g.step("mafia", {"shot": 8})
    g.end_phase()
    st = g.state
    assert (st.phase, st.number) == ("day", 2)  # the engine's count is kept (WW1)
    assert ww.shown_number("day", st.number) == 1
    assert ww.shown_number("night", 2) == 2
    assert [classic.shown_number(p, n) for p, n in (("day", 1), ("night", 1), ("day", 2))] == [
        1, 1, 2]


def test_the_archive_and_the_statistics_count_werewolf_days_as_said(tmp_path):
    """A finished Werewolf game saved and listed: its length is the last day as the
    narrator said it (the engine's day 2 is Day 1, WW32-4), in the archive's entry
    (:func:`said_days`) and the club's statistics; a seed scenario's days as counted."""
    from narrator_app.engine import club_stats, said_days, save_game, scan_archive
    from narrator_app.engine.simulate import random_game

    ww = load_scenario("werewolf")
    for seed in range(40):
        g = random_game("werewolf", 10, seed, house_rules={})
        days = [r.number for r in g.state.records if r.phase == "day"]
        if g.state.winner is not None and days:
            break
    else:
        raise AssertionError("no finished werewolf game with a day")
    save_game(g, tmp_path / "ww.ravi")
    (entry,) = scan_archive(tmp_path)
    assert entry.days == max(days)  # the file's count, the engine's
    said = said_days(entry.days, ww)
    assert said == max(days) - 1 >= 1
    out = club_stats([entry]).as_dict()
    (row,) = out["scenarios"]
    assert row["average_days"] == said
    assert said_days(3, load_scenario("godfather_nostradamus")) == 3
    assert said_days(0, ww) == 0 and said_days(4, None) == 4


def test_the_cli_archive_counts_days_as_the_window_does(tmp_path, capsys):
    """``ravi archive`` printed the engine's ``number`` and ``days`` (a Werewolf game ended
    on the day after Night 1 read «day 2 … 2 days») where the archive window said «1 day»:
    both read :func:`narrated_days` now (Z105-6; WW32-4)."""
    from narrator_app.cli import main
    from narrator_app.engine import narrated_days, save_game, scan_archive
    from narrator_app.engine.simulate import random_game

    ww = load_scenario("werewolf")
    for seed in range(200):
        g = random_game("werewolf", 10, seed, house_rules={})
        st = g.state
        if st.winner is not None and (st.phase, st.number) == ("day", 2):
            break
    else:
        raise AssertionError("no werewolf game ended on Day 1")
    folder = tmp_path / "games"
    folder.mkdir()
    save_game(g, folder / "ww.ravi")
    (entry,) = scan_archive(folder)
    assert narrated_days(entry, ww) == 1 and entry.days == 2  # the file keeps the count
    assert main(["archive", str(folder), "--data", str(tmp_path / "data")]) == 0
    line = capsys.readouterr().out.strip()
    assert "  werewolf  10 players  day 1  winner: " in line, line
    assert "  1 day, " in line, line
    assert "2 days" not in line, line
