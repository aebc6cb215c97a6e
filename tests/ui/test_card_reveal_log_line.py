"""The game log's line of the identity-reveal card says the role it revealed (Y101-2): a
narrator's trial (Godfather–Sherlock Holmes, Persian, s5_log) read «کارت حرکت آخر: ۹ کارت
«افشای هویت» را کشید» and nothing of the role the table had just been told. The line is
the table's (heard by all: rules_spec 4.3), in both languages."""

from __future__ import annotations

import pytest
from desk_driver import desk_in
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.engine.scenario import load_cards, load_scenario
from narrator_app.messages import role_name
from narrator_app.ui.texts import fill, seat_short, tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

REFERENCE = list(load_scenario("godfather_sherlock").roster.reference)
LEON = REFERENCE.index("leon") + 1


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_log_says_the_role_the_card_revealed(qapp, qtbot, controller, lang):
    from narrator_app.ui.app import apply_language

    c = controller
    w = desk_in(qtbot, c, lang, (1280, 696))
    try:
        names = tuple(f"P{i}" for i in range(1, 12))
        assert c.new_game(Setup("godfather_sherlock", names, {}), REFERENCE), c.last_error
        assert c.end_phase() and c.end_phase(), c.last_error
        assert c.step("votes", {LEON: 6}) and c.step("exit_votes", {LEON: 6}), c.last_error
        assert c.step("card", {"draw": "identity_reveal"}), c.last_error
        QApplication.processEvents()
        model = w.log_panel.model
        rows = [model.data(model.index(i)) for i in range(model.rowCount())]
        card = getattr(load_cards()["identity_reveal"].name, lang)
        line = next(r for r in rows if card in r)
        leon = role_name(c.scenario, "leon", lang)
        assert leon in line, rows
        assert line == fill(tr("Last-move card: %1 drew %2; the role revealed: %3"),
                            seat_short(LEON, names, lang), card, leon)
        assert not line.startswith(tr("[private]"))  # the table heard it
    finally:
        apply_language(qapp, "fa")
