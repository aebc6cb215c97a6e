"""The window at this round's findings of a narrator's trial (decisions «CF60»). Real
widgets, offscreen."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

TK = ["mafia_boss", "nato", "hostage_taker", "detective", "doctor", "commando", "guard",
      "gunner", "plain_citizen", "plain_citizen"]


def _takavar_day_two(c) -> None:
    """Takavar at 10: the gunner gives a blank to seat 4 and the war gun to seat 10."""
    from narrator_app.engine import Setup

    assert c.new_game(Setup("takavar", tuple(f"P{i}" for i in range(1, 11)),
                            {"cards_enabled": False}), TK)
    assert c.end_phase() and c.end_phase() and c.end_phase(), c.last_error  # to Night 1
    assert c.step("mafia", {"shot": 9}), c.last_error
    assert c.step("gunner", {"give": {10: "war", 4: "blank"}}), c.last_error
    assert c.end_phase(), c.last_error


def test_the_days_guns_are_in_the_log_as_the_table_heard_them(window, controller) -> None:
    """A narrator's trial: the war gun on the guard and a blank fired on Day 2 were in no
    line of the log, nor of the replay («nothing written»). Each shot is a line (who
    fired at whom, war or blank), and the guard's role shown is one (CF60)."""
    c = controller
    _takavar_day_two(c)
    assert c.state.phase == "day"
    before = len(c.state.log)
    assert c.step("guns", [{"shooter": 4, "target": 5}, {"shooter": 10, "target": 7}]), \
        c.last_error
    QApplication.processEvents()
    model = window.log_panel.model
    lines = [model.line_text(x) for x in c.state.log[before:]]
    assert len(lines) == 3, lines
    blank, war, shown = lines
    assert "P4" in blank and "P5" in blank and "مشقی" in blank
    assert "P10" in war and "P7" in war and "جنگی" in war
    assert "P7" in shown
    assert all(x.public for x in c.state.log[before:])
    # the players' side of it: the table heard it, so the undo names it
    asked: list[str] = []
    c.confirm = lambda title, text: asked.append(text) or True
    assert c.undo()
    assert asked and war in asked[0], (asked, war)


def _wheel(widget, steps: int = -3) -> None:
    """Turn the mouse wheel ``steps`` notches (negative: towards the narrator, down the
    page) with the pointer over ``widget``'s middle."""
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent

    at = QPointF(widget.rect().center())
    glob = QPointF(widget.mapToGlobal(widget.rect().center()))
    ev = QWheelEvent(at, glob, QPoint(0, 0), QPoint(0, 120 * steps), Qt.MouseButton.NoButton,
                     Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, ev)


def test_the_wheel_scrolls_the_house_rules_and_changes_no_rule(qtbot) -> None:
    """A narrator's trial: scrolling the house rules with the wheel passed over «tie in the
    exit vote» and turned it to «nobody leaves», unseen. The wheel over a box without the
    focus scrolls the page; a box clicked (focused) still takes it (CF60)."""
    from PySide6.QtWidgets import QComboBox

    from narrator_app.engine.scenario import load_scenario
    from narrator_app.ui.house_rules_dialog import HouseRulesDialog

    d = HouseRulesDialog(load_scenario("godfather_nostradamus"), lang="fa")
    qtbot.addWidget(d)
    d.resize(700, 420)
    d.show()
    qtbot.waitExposed(d)
    bar = d.scroll_area.verticalScrollBar()
    assert bar.maximum() > 0  # the page scrolls
    combos = [b for b in d.scroll_area.widget().findChildren(QComboBox) if b.isVisible()
              and b.isEnabled() and b.count() > 1]
    box = combos[0]
    before, top = box.currentIndex(), bar.value()
    _wheel(box)
    assert box.currentIndex() == before  # the rule stays
    assert bar.value() > top  # the page moved instead
    d.activateWindow()
    box.setFocus()
    qtbot.waitUntil(box.hasFocus, timeout=2000)
    _wheel(box, 1 if before == box.count() - 1 else -1)  # a focused box takes the wheel
    assert box.currentIndex() != before


def test_the_team_call_tells_the_narrator_when_only_the_one_it_leaves_out_is_left(
        window, controller) -> None:
    """A narrator's trial: on Takavar's night with the boss and the others out, the team's
    row read «… (گروگانگیر نه)» while it woke the hostage-taker alone. The row tells the
    narrator, apart from the words, to wake him and leave those words out (CF60)."""
    from narrator_app.engine import Setup, legal_choices

    c = controller
    assert c.new_game(Setup("takavar", tuple(f"P{i}" for i in range(1, 11)),
                            {"cards_enabled": False}), TK)
    assert c.end_phase() and c.end_phase() and c.end_phase(), c.last_error  # to Night 1
    row = next(r for r in window.night_panel.rows if r.key == "mafia")
    assert not row.note.text()  # the boss and NATO wake with him: nothing to add
    assert c.step("withdraw", [1, 2]), c.last_error  # the boss and NATO leave the table
    QApplication.processEvents()
    row = next(r for r in window.night_panel.rows if r.key == "mafia")
    assert c.state is not None
    step = next(s for s in legal_choices(c.state).steps if s.key == "mafia")
    assert step.seats == [3]  # the hostage-taker, all the team has left
    assert "P3" in row.note.text() and row.note.isVisible()


CAPO = ["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
        "heir", "plain_citizen", "plain_citizen"]


def test_the_recruit_is_logged_in_the_words_read_aloud(window, controller) -> None:
    """A narrator's trial: Capo's checklist read «عضوگیری انجام شد.» (the file's words) and
    the log wrote the seeds' «قرار است خریداری توسط تیم مافیا انجام گیرد.». The log says
    the scenario's own sentence (CF60)."""
    from narrator_app.engine import Setup

    c = controller
    assert c.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 11)),
                            {"cards_enabled": False}), CAPO)
    assert c.step("heir", {"heir_of": 9}) and c.end_phase(), c.last_error
    assert c.step("capo_gun", {"trustee": 9, "suspects": [10, 5], "real": 10}), c.last_error
    assert c.end_phase(), c.last_error
    before = len(c.state.log)
    assert c.step("mafia", {"recruit": 9}), c.last_error
    QApplication.processEvents()
    said = next(d for d in c.scenario.night if d.key == "purchase_announcement").say.fa
    row = next(r for r in window.night_panel.rows if r.key == "purchase_announcement")
    assert row.say.text() == said
    assert c.end_phase(), c.last_error
    model = window.log_panel.model
    texts = [model.line_text(x) for x in c.state.log[before:]]
    assert any(said in t for t in texts), texts
    assert not any("خریداری" in t for t in texts), texts


def test_capos_gun_is_logged_shot_by_shot_and_its_picks_stay_within_the_panel(
        window, controller) -> None:
    """A narrator's trial: Capo's Day 1 log held the war shot alone (not the blank the
    table heard first), and the pick «Real bullet (…): 3 (…)» ran past the panel's edge
    at 1280×720 (CF60)."""
    from narrator_app.engine import Setup

    c = controller
    assert c.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 11)),
                            {"cards_enabled": False}), CAPO)
    assert c.step("heir", {"heir_of": 9}) and c.end_phase(), c.last_error
    window.resize(1280, 680)
    QApplication.processEvents()
    box = window.day_panel.procedure
    assert box.lines and all(label.wordWrap() for label in box.lines)
    before = len(c.state.log)
    assert c.step("capo_gun", {"trustee": 9, "suspects": [10, 5], "real": 5}), c.last_error
    QApplication.processEvents()
    guns = [x.data for x in c.state.log[before:] if x.kind == "gun"]
    assert guns == [{"shooter": 9, "target": 10, "type": "blank"},
                    {"shooter": 9, "target": 5, "type": "war"}]


NOS = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
       "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]


def test_a_refusal_goes_when_the_narrator_chooses_another_option(qtbot, window,
                                                                 controller) -> None:
    """A narrator's trial: «… chose Seat 3 last night» stayed in red after he chose «no
    action». The refusal is of the choice being changed: another option clears it (CF60)."""
    from desk_driver import Table
    from PySide6.QtCore import Qt

    from narrator_app.engine import Setup

    c, t = controller, Table(qtbot, window)
    assert c.new_game(Setup("godfather_nostradamus", tuple(f"P{i}" for i in range(1, 12)),
                            {"cards_enabled": False}), NOS)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [8, 9, 10], "side": "city"}) and c.end_phase()
    assert c.step("votes", {9: 6}) and c.step("exit_votes", {9: 6}) and c.end_phase()
    panel = window.night_panel
    QApplication.processEvents()
    assert c.choices().current.key == "mafia"
    t.press("option_shot", panel)
    t.seat(2)  # Saul, a teammate: refused
    assert panel.refusal_line.isVisible() and panel.refusal_line.text.text()
    qtbot.mouseClick(t.button("option_none", panel), Qt.MouseButton.LeftButton)
    assert not panel.refusal_line.isVisible() and not panel.refusal_line.text.text()


def test_the_house_rules_hint_reads_on_the_dark_theme(qtbot) -> None:
    """A narrator's trial: the house rules' opening hint was a fixed dark grey, nearly
    unreadable on the dark theme. It takes the theme's text colour (CF60-27)."""
    from PySide6.QtGui import QPalette

    from narrator_app.engine.scenario import load_scenario
    from narrator_app.ui.house_rules_dialog import HouseRulesDialog
    from narrator_app.ui.theme import apply_theme, current_theme

    app = QApplication.instance()
    before = current_theme(app)
    apply_theme(app, "dark")
    try:
        d = HouseRulesDialog(load_scenario("capo"), lang="fa")
        qtbot.addWidget(d)
        d.show()
        qtbot.waitExposed(d)
        label = d.lock_label
        label.ensurePolished()
        text = label.palette().color(QPalette.ColorRole.WindowText)
        ground = d.palette().color(QPalette.ColorRole.Window)

        def lum(c) -> float:
            def ch(v: float) -> float:
                return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
            return 0.2126 * ch(c.redF()) + 0.7152 * ch(c.greenF()) + 0.0722 * ch(c.blueF())

        hi, lo = sorted((lum(text), lum(ground)), reverse=True)
        assert (hi + 0.05) / (lo + 0.05) >= 4.5, (text.name(), ground.name())
    finally:
        apply_theme(app, before)
