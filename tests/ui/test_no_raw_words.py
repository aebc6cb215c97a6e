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

from narrator_app.engine import Setup, load_scenario, shipped_entries
from narrator_app.engine.simulate import random_value
from narrator_app.ui.settings import Settings
from narrator_app.ui.settings_dialog import apply_preferences

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
    for entry in shipped_entries():
        found.update(_walk(window, controller, entry.id, lang))
    assert found == {}, "\n".join(f"{k}: {sorted(v)}" for k, v in sorted(found.items()))
