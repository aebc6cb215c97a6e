"""A blocked player's dummy call in the night checklist (issue 23, a fresh narrator's trial
of main): «Now · dummy call (blocked)» stood beside the role's line and squeezed it into a
column a word wide.

At 18 seats (Godfather–Nostradamus) in a window of 1280×696, in both languages, Dr Watson
blocked by the Matador: while his dummy call is the current step and once it is recorded,
every row of the checklist shows its role's name on one line and its mark whole (each word
of it within the label, every line of it within the label's height), and the dummy call's
role line («Dr Watson — wake: 6 (Kaveh)») stays one line where the row's width holds it.
"""

from __future__ import annotations

import pytest
from desk_driver import desk_in
from PySide6.QtWidgets import QApplication
from test_table_legibility import SCRIPT

from narrator_app.engine import Setup
from narrator_app.ui.texts import step_title

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


@pytest.fixture
def desk(qtbot, controller, request):
    from narrator_app.ui.app import apply_language

    yield desk_in(qtbot, controller, request.param)
    apply_language(QApplication.instance(), "fa")


def whole(label) -> bool:
    """Every word of ``label`` within its width, every line within its height."""
    fm = label.fontMetrics()
    words = label.text().split()
    return (all(fm.horizontalAdvance(word) <= label.contentsRect().width() for word in words)
            and label.height() >= label.heightForWidth(label.width()))


def check_rows(qtbot, w, what: str) -> None:
    panel = w.night_panel
    qtbot.waitUntil(lambda: all(r.isVisible() for r in panel.rows), timeout=1000)
    QApplication.processEvents()
    scen, lang = w.c.scenario, w.c.lang
    dummy = [r for r in panel.rows if r.key == "dr_watson"]
    assert dummy and "(" in dummy[0].mark.text(), what
    # the dummy call's role line is one line where the row's width holds it (beside the
    # mark it wrapped: «Dr Watson — wake:» / «6 (Kaveh)»)
    title = dummy[0].title
    fm = title.fontMetrics()
    if fm.horizontalAdvance(title.text()) <= 0.6 * dummy[0].contentsRect().width():
        assert title.height() < 2 * fm.lineSpacing(), (what, title.text(), title.width())
    for row, step in zip(panel.rows, w.c.choices().steps, strict=True):
        role = step_title(step.key, step.role, scen, lang)
        title = row.title
        assert title.fontMetrics().horizontalAdvance(role) <= title.contentsRect().width(), (
            what, step.key, role, title.width())
        assert whole(title), (what, step.key, title.text(), title.width())
        assert whole(row.mark), (what, step.key, row.mark.text(), row.mark.width())


@pytest.mark.parametrize("desk", ["fa", "en"], indirect=True)
def test_a_dummy_call_leaves_the_role_line_whole(qtbot, desk):
    w = desk
    c = w.c
    roles = SCRIPT.deal("godfather_nostradamus", 18)
    seat = {r: i + 1 for i, r in reversed(list(enumerate(roles)))}
    plain = [i + 1 for i, r in enumerate(roles) if r == "plain_citizen"]
    assert c.new_game(Setup("godfather_nostradamus", SCRIPT.NAMES[c.lang][:18],
                            {"cards_enabled": False}), roles)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, plain[0], plain[1]], "side": "city"})
    assert c.end_phase() and c.end_phase() and c.state.phase == "night"
    assert c.step("mafia", {"shot": plain[0]}), c.last_error
    assert c.step("matador", {"block": seat["dr_watson"]}), c.last_error
    assert c.choices().current.key == "dr_watson" and c.choices().current.kind == "dummy"
    check_rows(qtbot, w, "the dummy call now")
    assert c.step("dr_watson", {"save": plain[0]}), c.last_error
    check_rows(qtbot, w, "the dummy call recorded")
