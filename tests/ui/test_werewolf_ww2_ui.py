"""Werewolf's leftovers in the real window (club_scenarios 7.6, 7.10 C2): the narrator's
line for the witch's step (the wolves' victim, from the engine's ``witch`` signal), in
Persian and English, and Night 1 without the team's shot under ``ww_first_night_kill =
false``."""

from __future__ import annotations

import pytest

from narrator_app.engine import Setup
from narrator_app.messages import seat_label
from narrator_app.ui.texts import fill, step_title, tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

DEAL = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid", "villager",
        "villager", "villager"]
NAMES = tuple(f"P{i}" for i in range(1, 11))


def row_text(panel, key: str) -> str:
    row = next(r for r in panel.rows if r.key == key)
    return row.result.text() if row.result.isVisible() or row.result.text() else ""


@pytest.fixture(params=["fa", "en"])
def lang_table(qtbot, controller, request):
    """The window in ``request.param``'s language (translator, direction, texts)."""
    from desk_driver import Table
    from PySide6.QtWidgets import QApplication

    from narrator_app.ui.app import apply_language
    from narrator_app.ui.main_window import MainWindow

    app = QApplication.instance()
    apply_language(app, request.param)
    controller.lang = request.param
    w = MainWindow(controller)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield Table(qtbot, w)
    apply_language(app, "fa")


def test_the_witch_is_shown_the_wolves_victim(lang_table, controller) -> None:
    c, t = controller, lang_table
    panel, lang = t.w.night_panel, controller.lang
    assert c.new_game(Setup("werewolf", NAMES), DEAL)
    t.night("cupid", "lovers", 8, 9)
    t.night("protector", "protect", 3)
    t.night("mafia", "shot", 10)
    who = step_title("witch", "witch", c.scenario, lang)
    line = fill(tr("Show %1: %2"), who, seat_label(10, "P10", lang))
    assert line in row_text(panel, "witch")  # shown while her step is the current one
    if lang == "fa":
        assert line == "به جادوگر نشان دهید: صندلی ۱۰ (\u2068P10\u2069)"
    else:
        assert line == "Show Witch: Seat 10 (\u2068P10\u2069)"
    t.night("witch", "none")
    assert line in row_text(panel, "witch")  # and kept once she has chosen


def test_the_witch_is_shown_nobody_when_the_wolves_pass(table, controller) -> None:
    c, t, panel = controller, table, table.w.night_panel
    assert c.new_game(Setup("werewolf", NAMES), DEAL)
    t.night("cupid", "lovers", 8, 9)
    t.night("protector", "protect", 3)
    t.night("mafia", "none")
    who = step_title("witch", "witch", c.scenario, c.lang)
    assert fill(tr("Show %1: nobody (no victim tonight)."), who) in row_text(panel, "witch")


def test_no_shot_is_offered_on_night_1_without_the_first_night_kill(table, controller):
    c, t, panel = controller, table, table.w.night_panel
    assert c.new_game(Setup("werewolf", NAMES, {"ww_first_night_kill": False}), DEAL)
    # «a meeting plus cupid» (7.10 C2): only Cupid and the wolves' meeting (CF47-34)
    assert {r.key for r in panel.rows} & {"protector", "witch", "seer"} == set()
    t.night("cupid", "lovers", 8, 9)
    shot = panel.findChild(type(panel.option_group.buttons()[0]), "option_shot")
    assert shot is not None and not shot.isEnabled()
    t.night("mafia", "none")
    t.press("endNight", panel)
    assert c.state.records[-1].announce == [], c.last_error
    t.press("endDay")
    t.night("protector", "protect", 4)
    shot = panel.findChild(type(panel.option_group.buttons()[0]), "option_shot")
    assert shot is not None and shot.isEnabled()
    t.night("mafia", "shot", 10)
    assert c.state.choices["mafia"] == {"shot": 10}
