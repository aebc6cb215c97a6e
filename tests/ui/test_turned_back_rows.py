"""The checklist says on a player's row that the witch turned his action back (decision
TA43-5; capo 6.6, C10). A narrator's trial: with the kadkhoda turned back, his row still
said «… او را بیدار کنید تا کدخدا را ببیند», and following it would have shown the kadkhoda
to the executioner he linked; the detective turned back heard «شهروند» with no word why.

Capo at 12 seats: don, witch, executioner, informant, detective, suspect, armoursmith,
herbalist, heir, kadkhoda, plain ×2."""

from __future__ import annotations

import pytest

from narrator_app.engine import Setup
from narrator_app.ui.texts import fill, seats_list, tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

SEATS = ["don", "witch", "executioner", "informant", "detective", "suspect", "armoursmith",
         "herbalist", "heir", "kadkhoda", "plain_citizen", "plain_citizen"]


def to_night_one(c, rules: dict | None = None) -> None:
    assert c.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 13)), rules or {}),
                      SEATS), c.last_error
    assert c.step("heir", {"heir_of": 11}) and c.end_phase()
    assert c.step("capo_gun", {"trustee": 5, "suspects": [12, 3], "real": 12})
    assert c.end_phase()
    assert c.step("mafia", {"shot": 11})


def test_the_kadkhodas_row_says_his_link_does_nothing(window, controller, table):
    c = controller
    to_night_one(c)
    table.night("witch", "reflect", 10)
    for key in ("herbalist", "detective", "armoursmith"):
        table.night(key, "none")
    row = table.row("kadkhoda")
    witch = c.scenario.role("witch").name.fa
    words = fill(tr("%1 turned this action back tonight: it is spent and does nothing; "
                    "wake nobody for it."), witch)
    assert words in row.note.text() and words not in row.say.text()  # not said (CF57)
    assert "بیدار کنید تا کدخدا را ببیند" not in row.say.text() + row.gesture.text()
    assert row.gesture.text() == ""
    # the other rows say nothing of it
    assert all(witch + " امشب" not in table.row(k).say.text() + table.row(k).note.text()
               for k in ("detective", "armoursmith"))


@pytest.mark.parametrize(("mode", "lands"), [("reflect", 5), ("usurp", 2)])
def test_the_detectives_row_says_where_his_inquiry_lands(window, controller, table, mode,
                                                         lands):
    c = controller
    to_night_one(c, {"cp_witch_mode": mode})
    table.night("witch", "reflect", 5)
    table.night("herbalist", "none")
    row = table.row("detective")
    witch = c.scenario.role("witch").name.fa
    if lands == 5:
        words = fill(tr("%1 turned this action back tonight: it lands on the player himself, "
                        "whoever he points at."), witch)
    else:
        words = fill(tr("%1 turned this action back tonight: it lands on %2, whoever he "
                        "points at."), witch, seats_list([2], c.names, c.lang))
    assert words in row.note.text() and words not in row.say.text()  # not said (CF57)
    assert row.gesture.text() != ""  # he is woken as always
    table.night("detective", "inquire", 3)
    assert words in row.note.text()  # the confirmed row keeps it (why he heard that answer)


def test_hidden_roles_hide_it(window, controller, table):
    c = controller
    to_night_one(c)
    table.night("witch", "reflect", 10)
    window.night_panel.hide_roles = True
    window.night_panel.refresh()
    assert all("امشب این اکشن را برگرداند" not in r.say.text() + r.note.text()
               for r in window.night_panel.rows)
