"""The night checklist keeps its rows from night to night (issue 25): a row shows a dummy
call and a plain step in turn by moving its mark, and a row no step needs is put aside,
emptied, for a later night. At an 18-seat table a day's end made two or three rows again
and let as many go (a dummy call the night before, or one step fewer)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from benchmarks.long_games import cut, lifted_cap, long_game
from narrator_app.ui.night_panel import StepRow


def _apply(c, action) -> None:
    ok = c.step(action.key, action.value) if action.kind == "step" else c.end_phase()
    assert ok, c.last_error


def test_rows_are_kept_across_nights_dummy_calls_and_fewer_steps(window):
    c, panel = window.c, window.night_panel
    with lifted_cap():
        game = long_game(18, 93, seed=1)  # three nights: dummy calls, a role out
    c.game = cut(game, 50)
    c.changed.emit()
    QApplication.processEvents()
    made: set[int] = set()
    most = 0
    dummy_rows = plain_rows = 0
    for action in game.actions[50:93]:
        _apply(c, action)
        QApplication.processEvents()
        rows = panel.rows
        made |= {id(r) for r in panel.findChildren(StepRow)}
        most = max(most, len(rows))
        if c.state.phase != "night":
            continue
        for r in rows:  # a dummy call's mark on a line of its own, over the role's
            above = r.mark.geometry().bottom() < r.title.geometry().top()
            assert above == (r.spec.kind == "dummy"), (r.spec, r.mark.geometry(),
                                                         r.title.geometry())
            dummy_rows += r.spec.kind == "dummy"
            plain_rows += r.spec.kind != "dummy"
        for r in panel.findChildren(StepRow):
            if r not in rows:  # put aside: out of sight, holding no words
                assert not r.isVisible() and r.texts() == [] and r.key == ""
                assert panel.list_lay.indexOf(r) == -1
        order = [panel.list_lay.itemAt(i).widget() for i in range(len(rows))]
        assert order == rows  # the list shows the rows in the steps' order
    assert dummy_rows and plain_rows
    # no row made again: never more rows than the longest night's list
    assert len(made) == most, (len(made), most)
