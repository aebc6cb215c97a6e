"""A scenario file's own side names (``[sides]``, club_scenarios 0.4: werewolf's
«گرگینه‌ها» / «روستا») wherever the window names a side: the winner banner, the table's
window, the rules reference, the archive's and the statistics' words; other files keep the
app's words."""

from __future__ import annotations

import pytest

from narrator_app.engine import Setup, load_scenario
from narrator_app.ui.texts import side_label, tr, winner_label

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


def test_the_file_s_side_names_and_the_app_s_words() -> None:
    ww, classic = load_scenario("werewolf"), load_scenario("classic")
    assert ww.side_name("mafia", "fa") == "گرگینه‌ها" and ww.side_name("city", "en") == "Village"
    assert ww.side_name("independent", "fa") is None and classic.side_name("mafia", "fa") is None
    assert winner_label("mafia", ww, "en") == "Werewolves"
    assert winner_label("city", ww, "fa") == "روستا"
    assert side_label("city", ww, "en") == "Village"
    assert side_label("city", classic, "fa") == side_label("city") == tr("City")


def test_the_role_reference_and_the_statistics_use_the_file_s_names() -> None:
    from narrator_app.ui.role_reference import rules_summary
    from narrator_app.ui.stats_window import side_display

    text = rules_summary(load_scenario("werewolf"), "fa")
    assert "(گرگینه‌ها)" in text and "(روستا)" in text
    assert f"({tr('Mafia')})" not in text
    assert side_display("werewolf", "mafia", "en") == "Werewolves"
    assert side_display("classic", "mafia", "en") == tr("Mafia")
    assert side_display("no_such_scenario", "city", "fa") == tr("City")


def test_the_banner_and_the_table_s_window_name_the_village(table, controller) -> None:
    """At six seats the wolves kill the hunter, who takes the only wolf at dawn: the
    village wins, and the banner and the table's window say «روستا»."""
    from narrator_app.ui.public_window import PublicWindow

    c, t, panel = controller, table, table.w.night_panel
    pw = PublicWindow(c)
    t.qtbot.addWidget(pw)
    _hunter_takes_the_only_wolf(c, t, panel)
    assert c.state.winner == "city", c.last_error
    banner = t.w.winner_banner.text()
    assert "روستا" in banner and tr("City") not in banner
    pw.refresh()
    assert "روستا" in pw.winner.text() and tr("City") not in pw.winner.text()


def test_the_end_line_reads_right_for_every_shipped_side(en_window, qtbot) -> None:
    """«Game over: Lovers wins.» and «Werewolves wins.» (a narrator's trial, Z105-2): the
    banner's and the replay's line names the winner after «Winner:», so a plural side reads
    right in English; every shipped scenario's sides, its lone winners and the lovers."""
    from desk_driver import Table

    from narrator_app.engine.scenario import shipped_entries
    from narrator_app.ui.texts import game_over_line

    for entry in shipped_entries():
        sid = entry.id
        scen = load_scenario(sid)
        winners = ["city", "mafia", "independent", "lovers",
                   *(r.id for r in scen.roles if r.side == "independent")]
        for winner in winners:
            words = winner_label(winner, scen, "en")
            line = game_over_line(winner, scen, "1, 2", "en")
            assert line == f"Game over. Winner: {words}. Winning seats: 1, 2", (sid, line)
            assert "wins" not in line, (sid, line)
    # the desk's banner in English, the hunter taking the only wolf: the village wins
    c, t, panel = en_window.c, Table(qtbot, en_window), en_window.night_panel
    _hunter_takes_the_only_wolf(c, t, panel)
    assert c.state.winner == "city", c.last_error
    banner = en_window.winner_banner.text().lstrip("\u200e")
    assert banner.startswith("Game over. Winner: Village. Winning seats: "), banner


def _hunter_takes_the_only_wolf(c, t, panel) -> None:
    """A 6-seat Werewolf game played by clicks through its first night: the wolf kills the
    hunter, who shoots the only wolf (seat 1); the night ended, the village's win."""
    seats = ["werewolf", "seer", "protector", "witch", "hunter", "cupid"]
    assert c.new_game(Setup("werewolf", tuple(f"P{i}" for i in range(1, 7))), seats)
    t.night("cupid", "lovers", 5, 6)
    t.night("protector", "protect", 3)
    t.night("mafia", "shot", 5)
    t.night("witch", "none")
    t.night("seer", "inquire", 1)
    t.night("hunter", "shoot", 1)
    t.press("endNight", panel)
