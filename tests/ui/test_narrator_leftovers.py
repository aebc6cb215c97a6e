"""The narrator's leftovers at the table (a narrator's trials, round 14), each on the real
window: the antidote vote shows the majority the engine asks of it, as the defence vote shows
its threshold; a typed vote count reads in the language's digits; two roles that both learn a
side leave each its own mark on the ring."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine import Setup

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

CAPO_13 = ["don", "witch", "executioner", "informant", "detective", "suspect", "armoursmith",
           "herbalist", "heir", "kadkhoda", "plain_citizen", "plain_citizen", "plain_citizen"]


def _capo_antidote_night(c, rules: dict | None = None, herbalist_out: bool = False) -> None:
    """13 seats of Capo (house ``rules``) to Night 2's antidote vote: Capo's gun removes
    seat 12 on Day 1, the herbalist (seat 8) poisons the executioner (3) on Night 1, Day 2
    holds no vote (or votes the herbalist out: ``herbalist_out``)."""
    setup = Setup("capo", tuple(f"P{i}" for i in range(1, 14)), rules or {})
    assert c.new_game(setup, CAPO_13)
    assert c.step("heir", {"heir_of": 5}) and c.end_phase()
    assert c.step("capo_gun", {"trustee": 11, "suspects": [12, 13], "real": 12}), c.last_error
    assert c.end_phase()
    assert c.step("herbalist", {"poison": 3}), c.last_error
    assert c.end_phase()
    if herbalist_out:
        assert c.step("votes", {8: 7}) and c.step("exit_votes", {8: 7}), c.last_error
    assert c.end_phase()
    assert c.choices().current.key == "antidote"


def _threshold(window) -> QLabel:
    QApplication.processEvents()
    label = window.night_panel.findChild(QLabel, "antidoteThreshold")
    assert label is not None
    return label


def test_the_antidote_vote_shows_its_majority_as_a_number(window, controller, table):
    """The antidote vote's majority is the engine's (more than half of the players in the
    game other than the poisoned one, club_scenarios 6.6): «۷ رأی از ۱۱ نفر» beside the
    counts, the way the defence vote shows its threshold; the counts below it give the
    herbalist no say, those from it on do."""
    from narrator_app.engine import antidote_majority

    c, t, panel = controller, table, window.night_panel
    _capo_antidote_night(c)
    st = c.state
    # twelve in the game (seat 12 left by the gun), the poisoned one does not vote: 11 voters
    assert antidote_majority(st) == (6, 11)
    t.press("option_antidote_votes", panel)
    label = _threshold(window)
    assert label.isVisible() and label.text() == "۶ رأی از ۱۱ نفر"
    names = [b.objectName() for b in panel.number_group.buttons()]
    assert names[-1] == "number_5"  # «no antidote» up to one below the majority
    t.press("option_antidote_give", panel)
    label = _threshold(window)
    assert label.isVisible() and label.text() == "۶ رأی از ۱۱ نفر"
    assert [b.objectName() for b in panel.number_group.buttons()][0] == "number_6"


def test_no_majority_is_shown_where_the_count_gives_nobody_a_say(window, controller, table):
    """The herbalist voted out on Day 2, or the antidote vote advisory (the house rule): the
    count decides nothing, the engine asks no majority and none is shown."""
    from narrator_app.engine import antidote_majority

    c, t, panel = controller, table, window.night_panel
    _capo_antidote_night(c, rules={"cp_antidote_vote": "advisory"})
    assert antidote_majority(c.state) is None
    t.press("option_antidote_give", panel)
    assert not _threshold(window).isVisible()
    _capo_antidote_night(c, herbalist_out=True)
    assert antidote_majority(c.state) is None
    t.press("option_antidote_votes", panel)
    assert not _threshold(window).isVisible()


def _bazpors_interrogation(c) -> None:
    """13 seats of Bazpors to Day 2's interrogation of seats 2 and 3 (summoned on Night 1)."""
    from narrator_app.engine import load_scenario

    deal = load_scenario("bazpors").roster_for(13)
    assert c.new_game(Setup("bazpors", tuple(f"P{i}" for i in range(1, 14))), deal)
    for _ in range(3):  # the intro day, the intro night, Day 1
        assert c.end_phase(), c.last_error
    for key, value in (("researcher", {"link": 11}), ("mafia", {"shot": 8}),
                       ("charlatan", {"pick": 12}), ("detective", {"inquire": 1}),
                       ("doctor", {"save": 11}), ("interrogator", {"summon": [2, 3]})):
        assert c.step(key, value), (key, c.last_error)
    assert c.end_phase(), c.last_error


def _type(qtbot, box, text: str) -> None:
    """``text`` typed into ``box`` over what it holds (non-ASCII digits as key events)."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent

    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    for ch in text:
        if ch.isascii():
            qtbot.keyClicks(box, ch)
        else:  # QTest.keyClicks knows ASCII only
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(box, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier,
                                                      ch))


def test_the_interrogation_count_shows_persian_digits_as_typed(qtbot, window, controller):
    """Bazpors' interrogation vote: «12» typed reads «۱۲» at once in Persian, as every
    other number on the desk (it stayed «12» while the box had the focus: a narrator's
    trial); «۷» typed is taken as well, and either is the count recorded."""
    from PySide6.QtWidgets import QSpinBox

    _bazpors_interrogation(controller)
    QApplication.processEvents()
    spin = window.findChild(QSpinBox, "interrogation_2")
    other = window.findChild(QSpinBox, "interrogation_3")
    assert spin is not None and spin.isVisible() and other is not None
    _type(qtbot, spin, "12")
    assert spin.hasFocus() and spin.text() == "۱۲" and spin.value() == 12
    _type(qtbot, other, "۷")
    assert other.text() == "۷" and other.value() == 7
    assert window.day_panel.power_box.counts() == {2: 12, 3: 7}


def test_a_count_box_follows_the_language_s_digits(qtbot, controller):
    """In English a count typed in Persian digits reads in Latin ones (and is taken); the
    language switched to Persian with a count in the box, it reads in Persian digits."""
    from desk_driver import REFERENCE, desk_in, reference_setup
    from PySide6.QtWidgets import QLineEdit

    from narrator_app.ui.app import apply_language, apply_preferences
    from narrator_app.ui.settings import Settings

    try:
        w = desk_in(qtbot, controller, "en")
        assert controller.new_game(reference_setup(), REFERENCE)
        assert controller.end_phase()
        assert controller.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
        assert controller.end_phase()
        w.ring.seatClicked.emit(3)
        QApplication.processEvents()
        edit = w.findChild(QLineEdit, "count_3")
        assert edit is not None and edit.isVisible()
        _type(qtbot, edit, "۱۲")
        assert edit.text() == "12"
        apply_preferences(Settings(language="fa"), controller)
        QApplication.processEvents()
        assert edit.text() == "۱۲"
        assert w.day_panel.nominees[3].count() == 12
    finally:
        apply_language(QApplication.instance(), "fa")


def _mozakere_inquiries(c) -> None:
    """10 seats of Mozakere to Night 1: the simple mafia (3) voted out on Day 1, the team
    negotiates with seat 9; the detective asks about 9, the reporter about 10."""
    from narrator_app.engine import load_scenario

    deal = load_scenario("mozakere").roster_for(10)
    assert c.new_game(Setup("mozakere", tuple(f"P{i}" for i in range(1, 11))), deal)
    assert c.end_phase() and c.end_phase()
    assert c.step("votes", {3: 6}) and c.step("exit_votes", {3: 6}) and c.end_phase()
    for key, value in (("mafia", {"negotiate": 9}), ("detective", {"inquire": 9}),
                       ("reporter", {"inquire": 10})):
        assert c.step(key, value), (key, c.last_error)


def test_the_detective_s_and_the_reporter_s_marks_differ(window, controller):
    """Mozakere's detective and reporter both learn a side (the ``inquiry`` kind): each
    leaves his own mark, named by the scenario file's role name («استعلام کارآگاه»,
    «استعلام خبرنگار»), where both read «استعلام» and the narrator could not tell whose
    answer a mark was (a narrator's trial). A scenario with one such role keeps «استعلام»."""
    from narrator_app.engine import load_scenario

    _mozakere_inquiries(controller)
    QApplication.processEvents()
    ring = window.ring
    names = {r.id: r.name.fa for r in load_scenario("mozakere").roles}
    assert f"استعلام {names['detective']}" in ring.seat_texts(9)
    assert f"استعلام {names['reporter']}" in ring.seat_texts(10)
    assert "استعلام" not in ring.seat_texts(9) + ring.seat_texts(10)
    # Mafia Nights: the mafia's doctor and the city's both save, each his own mark; its one
    # detective keeps the common word
    deal = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor",
            "die_hard", "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]
    assert controller.new_game(Setup("mafia_nights", tuple(f"P{i}" for i in range(1, 13))),
                               deal)
    assert controller.end_phase() and controller.end_phase()
    for key, value in (("dr_lecter", {"save": 1}), ("doctor", {"save": 6}),
                       ("detective", {"inquire": 12})):
        assert controller.step(key, value), (key, controller.last_error)
    QApplication.processEvents()
    names = {r.id: r.name.fa for r in load_scenario("mafia_nights").roles}
    assert f"نجات {names['dr_lecter']}" in ring.seat_texts(1)
    assert f"نجات {names['doctor']}" in ring.seat_texts(6)
    assert "استعلام" in ring.seat_texts(12)


def test_the_shared_marks_words_in_english(qapp):
    """The same words in English, from the file's English role names: «inquiry (Reporter)»."""
    from narrator_app.engine import load_scenario, role_token_words

    words = role_token_words(load_scenario("mozakere"), "en")
    assert sorted(words.values()) == ["inquiry (Detective)", "inquiry (Reporter)"]
    assert role_token_words(load_scenario("capo"), "en") == {}  # one detective: «inquiry»
