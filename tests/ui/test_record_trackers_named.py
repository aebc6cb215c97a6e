"""The trackers panel knew the records End night writes by name («last_hold», «last_hack»,
«last_block», «last_protect»: its own NIGHT_RECORDS and HOLD_TRACKERS), so a club scenario
whose hold or save names its record otherwise lost «— tonight: …» and the void marks. The
kinds now declare their records (the engine's ``night_records``, ``hold_records``) and the
panel reads them (Z104-1)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup, hold_records, load_scenario, night_records
from narrator_app.engine.scenario import use_club_folders

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\\(\\)", extend=True)

TAKAVAR = (Path(__file__).resolve().parents[2] / "scenarios" / "takavar.toml").read_text(
    encoding="utf-8")

DEAL = ["mafia_boss", "nato", "hostage_taker", "detective", "doctor", "commando", "guard",
        "gunner", "plain_citizen", "plain_citizen", "plain_citizen", "plain_citizen"]

#: The bidirectional marks the desk's words carry around names and lists (dropped), and the
#: no-break space between a seat and its name (a space).
MARKS = {**dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069\u200e\u200f")), 0xA0: " "}


def _club_text() -> str:
    """Takavar as a club's file of its own: the hostage-taker's record named «last_block»
    (a player-mode hold), the doctor's last pick recorded as «last_cure» under the
    no-repeat rule (the file's house rule on it set so by default)."""
    hold = 'repeat = "forbidden_consecutive", wakes = "alone" }'
    save = 'self_uses = 2, repeat = "allowed", stops = ["night_shot"] }'
    text = (TAKAVAR.replace('id = "takavar"', 'id = "takavar_club"', 1)
            .replace(hold, hold[:-2] + ', tracker = "last_block" }', 1)
            .replace(save, 'self_uses = 2, repeat = "forbidden_consecutive", '
                     'last_tracker = "last_cure", stops = ["night_shot"] }', 1)
            .replace('default = "allowed"\nvalues = ["allowed", "forbidden_consecutive"]\n'
                     'spec_key = "doctor_consecutive_same_target"',
                     'default = "forbidden_consecutive"\n'
                     'values = ["allowed", "forbidden_consecutive"]\n'
                     'spec_key = "doctor_consecutive_same_target"', 1)
            .replace("[counter_labels]\n", "[counter_labels]\n"
                     'last_block = { fa = "آخرین گروگان", en = "Last hold" }\n'
                     'last_cure = { fa = "آخرین درمان", en = "Last cure" }\n', 1))
    assert 'tracker = "last_block"' in text and 'last_tracker = "last_cure"' in text
    assert 'default = "forbidden_consecutive"\nvalues = ["allowed", "forbidden_c' in text
    return text


@pytest.fixture
def club(tmp_path):
    (tmp_path / "takavar_club.toml").write_text(_club_text(), encoding="utf-8")
    use_club_folders([tmp_path])
    yield
    use_club_folders([])


def _row(window, seat: int) -> str:
    """The trackers' line of the card at ``seat``, without its bidirectional marks."""
    window.trackers.refresh()
    QApplication.processEvents()
    rows = [(who.translate(MARKS), text.translate(MARKS))
            for who, text in window.trackers.rows()]
    return next(text for who, text in rows if f"(P{seat})" in who)


def _words(row: str) -> str:
    """A record's line after its label («Last hold: …» → «…»)."""
    return row.split(": ", 1)[1]


def _play(c, w, scenario: str) -> list[str]:
    """Night 1 and 2 of a 12-seat Takavar game of ``scenario``: the hostage-taker's and
    the doctor's lines as the night goes (the hold on 7 voided by the guard's shield)."""
    assert c.new_game(Setup(scenario, tuple(f"P{i}" for i in range(1, 13))), DEAL)
    for _ in range(3):  # the intro day and night, Day 1
        assert c.end_phase(), c.last_error
    lines = []
    assert c.step("guard", {"protect": [7, 5]}), c.last_error
    assert c.step("hostage_taker", {"hold": [7, 10]}), c.last_error
    assert c.step("doctor", {"save": 4}), c.last_error
    lines += [_row(w, 3), _row(w, 5)]
    for key in ("mafia", "detective", "gunner"):
        assert c.step(key, {}), c.last_error
    assert c.end_phase(), c.last_error
    lines += [_row(w, 3)]
    assert c.end_phase(), c.last_error  # Night 2
    assert c.step("guard", {"protect": [5, 1]}), c.last_error
    assert c.step("hostage_taker", {"hold": [5, 9]}), c.last_error
    lines += [_row(w, 3)]
    return lines


def test_the_engine_names_each_cards_records(club) -> None:
    scen = load_scenario("takavar_club")
    assert night_records(scen, "hostage_taker") == ("last_block",)
    assert hold_records(scen, "hostage_taker") == ("last_block",)
    assert night_records(scen, "doctor") == ("last_cure",)
    assert hold_records(scen, "doctor") == ()
    assert night_records(scen, "guard") == ("last_protect",)
    shipped = load_scenario("takavar")
    assert night_records(shipped, "hostage_taker") == ("last_hold",)
    assert night_records(shipped, "doctor") == ()  # no last pick recorded
    assert night_records(shipped, "plain_citizen") == ()
    assert night_records(load_scenario("namayande"), "hacker") == ("last_hack",)
    assert hold_records(load_scenario("namayande"), "hacker") == ()  # a pair: never void
    gn = load_scenario("godfather_nostradamus")
    assert night_records(gn, "matador") == ("last_block",)
    assert hold_records(gn, "matador") == ()  # the seeds' form


def test_a_renamed_hold_record_is_said_as_takavars(en_window, controller, club) -> None:
    c, w = controller, en_window
    club_lines = _play(c, w, "takavar_club")
    shipped = _play(c, w, "takavar")
    holds = (0, 2, 3)  # the hostage-taker's lines
    assert [_words(club_lines[i]) for i in holds] == [_words(shipped[i]) for i in holds]
    assert _words(club_lines[0]) == "none — tonight: 7 (P7) (void), 10 (P10)"
    assert _words(club_lines[2]) == "7 (P7) (void), 10 (P10)"
    assert _words(club_lines[3]) == ("7 (P7) (void), 10 (P10) — tonight: 5 (P5) (void), "
                                     "9 (P9)")
    assert "Last cure: none — tonight: 4 (P4)" in club_lines[1], club_lines[1]
