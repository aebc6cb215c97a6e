"""A narrator's trial (Zodiac, 12 seats, Persian, Day 2; z27_after_exit, decision Z104-10):
the ring and the role list call Zodiac's defuser «محافظ», the bomb box also said «نگهبان»
(Takavar's word, written in the window's code). A role is named by its scenario's name
only: every shipped scenario with a bomb is played to its noon sleep, in both languages,
and the bomb box's lines may name no role of any shipped scenario other than this
scenario's own, and name the defuser by his name here. Real window (offscreen)."""

from __future__ import annotations

import re

import pytest
from desk_driver import desk_in
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine import Setup, load_scenario, shipped_entries
from narrator_app.ui.controller import GameController

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

#: Zodiac's deal of the bomb's trial (``test_bomb_guard_may_pass_window``): 2 bomber,
#: 5 the bomb's holder, 6 guard, 7 Al Capone, 8 magician.
DEALS = {"zodiac": ["detective", "bomber", "ocean", "zodiac", "plain_citizen", "guard",
                    "al_capone", "magician", "gunner", "leon", "doctor", "plain_citizen"]}


def _bomb_scenarios() -> list[str]:
    """The shipped scenarios with a bomber's and a defuser's kind."""
    found = []
    for e in shipped_entries():
        scen = load_scenario(e.id)
        if scen.role_named("bomber") is not None and scen.role_named("guard") is not None:
            found.append(e.id)
    return found


def _every_role_name(lang: str) -> set[str]:
    names = set()
    for e in shipped_entries():
        for r in load_scenario(e.id).roles:
            names.add(getattr(r.name, lang))
    return names


def test_every_bomb_scenario_has_its_deal():
    assert set(_bomb_scenarios()) == set(DEALS)


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("sid", sorted(DEALS))
def test_the_bomb_box_names_roles_by_the_scenario(qtbot, tmp_path, sid, lang):
    from narrator_app.ui.app import apply_language

    c = GameController(tmp_path)
    c.confirm = lambda title, text: True
    w = desk_in(qtbot, c, lang)
    try:
        deal = DEALS[sid]
        scen = load_scenario(sid)
        assert c.new_game(Setup(sid, tuple(f"P{i}" for i in range(1, len(deal) + 1)), {}),
                          deal)
        for _ in range(3):  # intro day, intro night, day 1
            assert c.end_phase(), c.last_error
        bomber, holder = deal.index("bomber") + 1, deal.index("plain_citizen") + 1
        assert c.step("bomber", {"plant": holder, "code": 3}), c.last_error
        assert c.end_phase(), c.last_error
        box = w.day_panel.extras.bomb_box

        def texts() -> str:
            QApplication.processEvents()
            return "\n".join(lab.text() for lab in box.findChildren(QLabel))

        before = texts()  # «the codes come after the vote …»
        other = deal.index("magician") + 1
        assert c.step("votes", {other: 6, bomber: 6}), c.last_error
        assert c.step("exit_votes", {bomber: 6, other: 3}), c.last_error
        at_noon = texts()  # the defuser's row and the holder's
        own = {getattr(r.name, lang) for r in scen.roles}
        guard = getattr(scen.role(scen.role_named("guard")).name, lang)
        for text in (before, at_noon):
            assert guard in text, text
            for name in _every_role_name(lang) - own:
                pattern = re.escape(name) if lang == "fa" else rf"\b{re.escape(name)}\b"
                assert re.search(pattern, text, re.I) is None, (name, text)
    finally:
        apply_language(QApplication.instance(), "fa")
