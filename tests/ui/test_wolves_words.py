"""Werewolf's team in its own words (a narrator's trial, 14_wolf_on_wolf): a wolf chosen at
the wolves' step was refused with «… هم‌تیمی مافیاست و هدف مافیا نیست.», the option and the
victim's token read «شلیک». The team's name comes from the file's ``[sides]`` («گرگینه‌ها»,
club_scenarios 0.4) and its action's word from the ``mafia`` step's ``words`` («کشتن» /
"Kill"), for the refusal, the option and the ring's token; Classic keeps the app's words
(Z105-1). Real window, offscreen, both languages."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QPushButton

from narrator_app.engine import Setup
from narrator_app.messages import refusal_text
from narrator_app.ui.texts import tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

DEAL = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid", "villager",
        "villager", "villager"]
NAMES = tuple(f"P{i}" for i in range(1, 11))
WORDS = {"fa": ("کشتن", "گرگینه‌ها"), "en": ("Kill", "Werewolves")}


@pytest.fixture(params=["fa", "en"])
def lang_table(qtbot, controller, request):
    """The real window in ``request.param``'s language (:func:`desk_driver.desk_in`)."""
    from desk_driver import Table, desk_in

    from narrator_app.ui.app import apply_language

    yield Table(qtbot, desk_in(qtbot, controller, request.param))
    apply_language(QApplication.instance(), "fa")


def test_the_wolves_step_speaks_of_werewolves(lang_table, controller) -> None:
    c, t = controller, lang_table
    panel, lang = t.w.night_panel, controller.lang
    kill, team = WORDS[lang]
    assert c.new_game(Setup("werewolf", NAMES), DEAL)
    t.night("cupid", "lovers", 8, 9)
    t.night("protector", "protect", 3)
    assert c.choices().current.key == "mafia"
    button = t.button("option_shot", panel)
    assert button.text() == kill
    t.press("option_shot", panel)
    t.seat(2)  # a wolf: refused, in the werewolves' words
    QApplication.processEvents()
    said = panel.refusal_line.text.text()
    assert team in said and "مافیا" not in said and "mafia" not in said.lower(), said
    exc = c.choices().current.options[0].targets[2]
    assert said == refusal_text(exc, c.scenario, list(c.names), lang)
    t.seat(10)
    t.press("confirmStep", panel)
    QApplication.processEvents()
    token = kill if lang == "fa" else kill.lower()
    assert token in t.w.ring.seat_texts(10), t.w.ring.seat_texts(10)


def test_classic_keeps_the_app_s_words(table, controller) -> None:
    c, panel = controller, table.w.night_panel
    deal = ["godfather", "simple_mafia", "doctor", "detective", "plain_citizen",
            "plain_citizen", "plain_citizen"]
    names = tuple(f"P{i}" for i in range(1, 8))
    assert c.new_game(Setup("classic", names), deal), c.last_error
    while c.state.phase != "night" or c.state.number < 1:
        assert c.end_phase(), c.last_error
    QApplication.processEvents()
    assert c.choices().current.key == "mafia"
    assert panel.findChild(QPushButton, "option_shot").text() == tr("Shot")
    exc = c.choices().current.options[0].targets[2]
    assert refusal_text(exc, c.scenario, list(names), "fa") == (
        "صندلی ۲ (\u2068P2\u2069) هم‌تیمی مافیاست و هدف مافیا نیست.")
