"""Werewolf in its own words in the real window (fresh-narrator trial, s32; WW32-*): the
team's step, the seer's answer line and card, the New game dialog's side counts, cupid's
lovers on the trackers as soon as they are chosen, the protector's last protection."""

from __future__ import annotations

import pytest

from narrator_app.engine import Setup
from narrator_app.ui.texts import seat_short, tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

DEAL = ["werewolf", "werewolf", "seer", "protector", "witch", "hunter", "cupid", "villager",
        "villager", "villager"]
NAMES = tuple(f"P{i}" for i in range(1, 11))


def _row(window, role_fa: str) -> str:
    rows = dict(window.trackers.rows())
    return next(v for k, v in rows.items() if k.startswith(role_fa))


def test_werewolf_night_speaks_the_village_s_words(table, controller) -> None:
    from PySide6.QtWidgets import QLabel

    from narrator_app.ui.night_panel import StepRow

    c, t, w = controller, table, table.w
    panel = w.night_panel
    assert c.new_game(Setup("werewolf", NAMES), DEAL)
    mafia_row = next(r for r in panel.findChildren(StepRow) if r.key == "mafia")
    title = " ".join(lab.text() for lab in mafia_row.findChildren(QLabel))
    assert "گرگینه‌ها" in title and tr("Mafia team") not in title
    t.night("cupid", "lovers", 5, 10)
    # cupid's tracker names the pair at once (no «none» until dawn)
    cupid = _row(w, "کوپید")
    assert seat_short(5, NAMES, "fa") in cupid and seat_short(10, NAMES, "fa") in cupid
    t.night("protector", "protect", 3)
    t.night("mafia", "shot", 8)
    t.night("witch", "none")
    t.night("seer", "inquire", 1)
    assert panel.signal_label.text() == "پاسخ به پیشگو: گرگینه (شست پایین)."
    assert panel.signal_card == "گرگینه"
    assert "مافیا" not in panel.signal_label.text() + panel.signal_card


def test_the_protector_s_last_protection_is_on_the_trackers(table, controller) -> None:
    c, t, w = controller, table, table.w
    assert c.new_game(Setup("werewolf", NAMES), DEAL)
    t.night("cupid", "lovers", 9, 10)
    t.night("protector", "protect", 3)
    t.night("mafia", "shot", 8)
    t.night("witch", "none")
    t.night("seer", "inquire", 1)
    t.press("endNight", w.night_panel)
    assert c.state.phase == "day", c.last_error
    # the first day after Night 1 is said Day 1 (the engine counts it 2: WW32-4)
    assert c.state.number == 2 and w.phase_label.text() == "روز ۱"
    log = "\n".join(w.log_panel.model.line_text(line) for line in c.state.log)
    assert "— روز ۱ —" in log and "— روز ۲ —" not in log
    assert c.end_phase()
    assert w.phase_label.text() == "شب ۲"
    assert c.state.phase == "night"
    protector = _row(w, "محافظ")
    assert protector == "آخرین محافظت: " + seat_short(3, NAMES, "fa")


def test_the_new_game_dialog_counts_werewolves_and_village(qtbot) -> None:
    from narrator_app.ui.new_game_dialog import NewGameDialog
    from narrator_app.ui.settings import Settings

    d = NewGameDialog(Settings())
    qtbot.addWidget(d)
    d.scenario_combo.setCurrentIndex(d.scenario_combo.findData("werewolf"))
    d.count_spin.setValue(18)
    assert d.roster_summary.text() == "گرگینه‌ها: ۳، روستا: ۱۵"
