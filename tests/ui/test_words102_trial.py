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
