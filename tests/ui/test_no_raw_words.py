"""No raw identifier reaches the narrator's window (the fresh narrator's trial, section 2): for
every shipped scenario (read from the catalogue), dealt its reference roster and played by
the engine's random driver (a fixed seed) through the intro night, a day and a night, every
text the window shows after each step (buttons, labels, tooltips, the trackers, the log,
the ring's seats and tooltips) holds no ASCII snake_case word (``heir_of``, ``nato_uses``)
and no lowercase identifier of an option or token (``negotiate``, ``reflected``) in the
Persian window, and no Python literal (``{'seat': 2}``, ``[5]``) in either language."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QListView, QWidget

from narrator_app.engine import Game, IllegalAction, Setup, load_scenario, shipped_entries
from narrator_app.engine.simulate import random_value
from narrator_app.ui.app import apply_language
from narrator_app.ui.settings import Settings
from narrator_app.ui.settings_dialog import apply_preferences
from narrator_app.ui.texts import describe_choice

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
#: a lowercase ASCII word of 3+ letters in the Persian window: an untranslated identifier
LATIN = re.compile(r"\b[a-z]{3,}\b")
#: a Python dict or list as printed: «{'seat': 2}», «[5]», «[4, 6]», «['x']»
LITERAL = re.compile(r"\{\s*['\"\d]|\[\s*['\"\d۰-۹-]")
PHASES = 3  # the intro night, day 1, night 1 (to the morning of day 2)


def _texts(window) -> list[str]:
    out: list[str] = []
    for w in window.findChildren(QWidget):
        if not w.isVisibleTo(window):
            continue
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        if isinstance(w, QComboBox):
            out.extend(w.itemText(i) for i in range(w.count()))
        if w.toolTip():
            out.append(w.toolTip())
        if isinstance(w, QListView) and w.model() is not None:
            m = w.model()
            out.extend(str(m.index(r, 0).data(Qt.ItemDataRole.DisplayRole) or "")
                       for r in range(m.rowCount()))
    ring = window.ring
    for v in ring.seats():
        out.extend(ring.seat_texts(v.seat))
        out.append(ring.seat_tooltip(v.seat))
    out.extend(f"{who} {text}" for who, text in window.trackers.rows())
    log = window.log_panel.model  # the game log, shown or folded away
    out.extend(str(log.index(r, 0).data(Qt.ItemDataRole.DisplayRole) or "")
               for r in range(log.rowCount()))
    return [t for t in out if t]


def _bad(text: str, lang: str, names: set[str]) -> list[str]:
    plain = re.sub(r"<[^>]*>", " ", text)  # a rich label's own tags are not shown
    for n in names:
        plain = plain.replace(n, " ")
    found = LITERAL.findall(plain)
    if lang == "fa":
        found += SNAKE.findall(plain) + LATIN.findall(plain)
    return found


def _walk(window, controller, entry_id: str, lang: str) -> dict[str, set[str]]:
    scen = load_scenario(entry_id)
    deal = list(scen.roster.reference)
    names = tuple(f"Pl{i}" for i in range(1, len(deal) + 1))
    assert controller.new_game(Setup(entry_id, names, {"cards_enabled": False}), deal), entry_id
    rng = random.Random(7)
    found: dict[str, set[str]] = {}
    phases = 0
    for _ in range(80):
        game = controller.game
        if game.state.winner is not None or phases >= PHASES:
            break
        choice = random_value(game, rng)
        ok = controller.end_phase() if choice is None else controller.step(*choice)
        phases += choice is None and ok
        QApplication.processEvents()
        for text in _texts(window):
            bad = _bad(text, lang, set(names))
            if bad:
                found.setdefault(f"{entry_id}: {text[:90]!r}", set()).update(bad)
    return found


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_no_raw_identifier_in_the_window(qtbot, window, controller, lang) -> None:
    apply_preferences(Settings(language=lang), controller)
    found: dict[str, set[str]] = {}
    try:
        for entry in shipped_entries():
            found.update(_walk(window, controller, entry.id, lang))
    finally:
        apply_preferences(Settings(language="fa"), controller)  # the app as it starts
    assert found == {}, "\n".join(f"{k}: {sorted(v)}" for k, v in sorted(found.items()))


def test_every_recorded_choice_reads_in_words(qapp) -> None:
    """Every choice the random driver records in every shipped scenario (six seeds, up to
    150 actions each) reads in words in Persian (the «ثبت شد» line, the log): no option's
    raw name, no Python dict or list."""
    apply_language(qapp, "fa")  # (the app starts in Persian; said for the reader)
    found: dict[tuple[str, str], str] = {}
    for entry in shipped_entries():
        scen = load_scenario(entry.id)
        deal = list(scen.roster.reference)
        names = tuple(f"Pl{i}" for i in range(1, len(deal) + 1))
        for seed in range(6):
            game = Game(Setup(entry.id, names, {"cards_enabled": False}))
            game.deal(deal)
            rng = random.Random(seed)
            for _ in range(150):
                if game.state.winner is not None:
                    break
                choice = random_value(game, rng)
                try:
                    game.end_phase() if choice is None else game.step(*choice)
                except IllegalAction:
                    continue
                if choice is not None:
                    text = describe_choice(choice[0], choice[1], scen, names, "fa")
                    if _bad(text, "fa", set(names)):
                        found.setdefault((entry.id, choice[0]), text)
    assert found == {}


def test_a_flag_left_unset_reads_as_not_set(qapp) -> None:
    """A recorded flag that is False (an interrogation whose vote is not held) does not
    read like the flag set."""
    scen = load_scenario("bazpors")
    names = tuple(f"Pl{i}" for i in range(1, 11))
    held = describe_choice("interrogation", {"held": True}, scen, names, "fa")
    not_held = describe_choice("interrogation", {"held": False}, scen, names, "fa")
    assert not_held != held
    assert not_held.startswith(held) and not_held.endswith("خیر")


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_antidote_vote_reads_as_a_count_and_the_herbalists_answer(qapp, lang) -> None:
    """Capo's antidote vote (``{votes: n, give: bool}``) reads as the hands counted and
    whether the antidote was given; it read «votes: 5 (Hossein); giving the guns: no» —
    the count as a seat, the answer as Capo's guns (a narrator's trial)."""
    from narrator_app.messages import digits
    from narrator_app.ui.texts import option_label

    scen = load_scenario("capo")
    names = tuple(f"Pl{i}" for i in range(1, 11))
    withheld = describe_choice("antidote", {"votes": 5, "give": False}, scen, names, lang)
    given = describe_choice("antidote", {"votes": 6, "give": True}, scen, names, lang)
    counted = describe_choice("antidote", {"votes": 3}, scen, names, lang)
    assert digits(5, lang) in withheld and "Pl5" not in withheld
    assert option_label("antidote_withhold", lang) in withheld
    assert option_label("antidote_give", lang) in given and digits(6, lang) in given
    assert option_label("give", lang) not in withheld + given + counted
    assert digits(3, lang) in counted and "Pl3" not in counted
    assert option_label("antidote_give", lang) not in counted
