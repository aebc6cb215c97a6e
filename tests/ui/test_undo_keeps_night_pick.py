"""Undoing a confirmed night step shows its choice again, chosen but not confirmed, to be
changed or confirmed as it is (a narrator's trial: after undoing Capo's armoursmith the step
came back with «Click 1 seat(s)» and the seat gone, while an undone vote keeps its counts,
``DayPanel._undone``); a new action drops what was shown (the redo is gone)."""

from __future__ import annotations

from desk_driver import REFERENCE, reference_setup
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup, legal_choices
from narrator_app.ui.texts import seats_list, tr

DEAL = ["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
        "heir", "plain_citizen", "plain_citizen"]
NAMES = ("Ali", "Sara", "رضا", "Maryam", "Kaveh", "Nima", "Omid", "Pari", "Taha", "Yas")


def _first_legal(c, key: str):
    """The value of ``key``'s first option filled with its first legal seats."""
    opt = next(o for o in legal_choices(c.state).current.options if o.refusal is None)
    picked: list[int] = []
    for _ in range(max(opt.seats, 0)):
        targets = opt.targets_at(picked)
        picked.append(next(s for s, e in targets.items() if e is None and s not in picked))
    return opt.value(picked)


def _capo_armoursmith(c) -> None:
    """Capo at night 1, every step before the armoursmith's confirmed."""
    assert c.new_game(Setup("capo", NAMES, {}), DEAL)
    assert c.step("heir", {"heir_of": 1}) and c.end_phase()
    assert c.step("capo_gun", _first_legal(c, "capo_gun")) and c.end_phase()
    while (cur := c.choices().current).key != "armoursmith":
        assert c.step(cur.key, _first_legal(c, cur.key)), c.last_error


def test_an_undone_armoursmith_comes_back_chosen(table):
    c, t, panel = table.c, table, table.w.night_panel
    _capo_armoursmith(c)
    t.night("armoursmith", "save", 4)
    assert c.undo()
    QApplication.processEvents()
    assert c.choices().current.key == "armoursmith" and "armoursmith" not in c.state.choices
    assert panel._option.name == "save" and panel._picked == [4]
    assert t.button("option_save", panel).isChecked()
    assert panel.picked_label.text() == tr("Chosen: %1").replace(
        "%1", seats_list([4], c.names, c.lang))
    assert panel.ring_targets()[1] == [4]  # the seat marked picked on the ring
    # confirmed as it is
    t.press("confirmStep", panel)
    assert c.state.choices["armoursmith"] == {"save": 4}, c.last_error
    # or changed: another seat, then a new action: nothing of the old choice shown
    assert c.undo()
    QApplication.processEvents()
    t.seat(5)
    t.press("confirmStep", panel)
    assert c.state.choices["armoursmith"] == {"save": 5}, c.last_error
    assert not c.game.can_redo()


def test_an_undone_prophecy_comes_back_with_its_seats_and_side(table):
    """Several seats and a side (Nostradamus on the intro night)."""
    c, panel = table.c, table.w.night_panel
    assert c.new_game(reference_setup(), REFERENCE)
    table.press("endDay")
    table.press("option_pick", panel)
    for s in (2, 8, 9):
        table.seat(s)
    table.press("side_city", panel)
    table.press("confirmStep", panel)
    key = next(iter(c.state.choices))
    value = c.state.choices[key]
    assert c.undo()
    QApplication.processEvents()
    assert panel._picked == [2, 8, 9] and panel._side == "city"
    assert table.button("side_city", panel).isChecked()
    assert panel.confirm_button.isEnabled()
    table.press("confirmStep", panel)
    assert c.state.choices[key] == value
