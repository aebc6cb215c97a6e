"""A narrator's trial of Capo in English (c05_night0, c07_gun, c12_kad; decision Z104-12):
the intro night's button «Pick the heir» read as choosing who the heir is (the heir is the
one who picks); on Day 1 the trustee and the two suspects wore bare «1 / 2 / 3» badges on
the ring with nothing saying what they were; the «Village chief»'s step said «The kadkhoda
points at one player». Now the button says what happens, each pick's line names its badge,
and no shipped scenario's English names a role by a word other than its English name.
Real window (offscreen)."""

from __future__ import annotations

import re

import pytest
from desk_driver import Table, desk_in
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup, load_scenario
from narrator_app.engine.scenario import shipped_entries

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

DEAL = ["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
        "heir", "plain_citizen", "plain_citizen"]


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_heir_s_button_and_the_gun_s_badges(qtbot, controller, lang):
    from narrator_app.ui.app import apply_language

    w = desk_in(qtbot, controller, lang)
    try:
        t = Table(qtbot, w)
        assert controller.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 11))), DEAL)
        QApplication.processEvents()
        heir = t.button("option_heir_of", w.night_panel).text()
        if lang == "en":
            assert heir.startswith("Inherit from"), heir  # the heir picks (Z104-12)
        else:
            assert heir == "انتخاب وارث"  # kept (TA43's word)
        t.night("heir", "heir_of", 4)
        t.press("endNight", w.night_panel)
        for seat in (9, 1, 10):
            t.seat(seat)
        QApplication.processEvents()
        box = w.day_panel.procedure
        lines = [lab.text() for lab in box.lines if lab.isVisible()]
        on = "«{}» on the table" if lang == "en" else "«{}» روی میز"
        digits = "123" if lang == "en" else "۱۲۳"
        for i in range(3):  # the ring's badge 1, 2, 3 by the pick it stands for
            assert on.format(digits[i]) in lines[i], lines
        assert "«" not in lines[3], lines  # the real bullet: not picked yet, no badge
        t.seat(10)  # the real bullet to the second suspect: the ring shows his «3» only
        QApplication.processEvents()
        lines = [lab.text() for lab in box.lines if lab.isVisible()]
        assert on.format(digits[2]) in lines[3], lines  # the number his card shows
        assert on.format("4" if lang == "en" else "۴") not in lines[3], lines
        assert box.picked == [9, 1, 10, 10], box.picked
    finally:
        apply_language(QApplication.instance(), "fa")


def _english_texts(data, path=""):
    if isinstance(data, dict):
        if isinstance(data.get("en"), str) and "fa" in data:
            yield path, data["en"]
            return
        for k, v in data.items():
            yield from _english_texts(v, f"{path}.{k}")
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from _english_texts(v, f"{path}[{i}]")


def test_no_shipped_english_names_a_role_by_its_id_word():
    """A role whose id is a Persian word (``kadkhoda``) and whose English name is another
    («Village chief»): the file's English never uses the id's word for it."""
    import tomllib

    for entry in shipped_entries():
        scen = load_scenario(entry.id)
        with open(entry.path, "rb") as f:
            data = tomllib.load(f)
        texts = list(_english_texts(data))
        for role in scen.roles:
            word = role.id.replace("_", " ")
            if word.lower() in role.name.en.lower():
                continue
            for where, text in texts:
                assert not re.search(rf"\b{re.escape(word)}\b", text, re.I), (
                    entry.id, role.id, where, text)
