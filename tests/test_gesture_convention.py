"""One convention for the detective's answer (fresh-narrator trial, section 1 item 2): in
every shipped scenario, the gesture line a side-answer step (``signal_form`` =
``side_answer``: the detective, the seer, …) prints pairs each side with the same thumb as
the answer the window shows the narrator («پاسخ به کارآگاه: مافیا (شست پایین)»). The
window's words come from one place (the night panel's answer line); the files follow them."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication

from narrator_app.engine import load_scenario, signal_form
from narrator_app.engine.scenario import shipped_entries

SIDES = {
    "fa": {"مافیا": "mafia", "گرگینه": "mafia", "شهروند": "citizen", "شهر": "citizen",
           "روستا": "citizen"},
    "en": {"mafia": "mafia", "werewolf": "mafia", "citizen": "citizen", "city": "citizen",
           "village": "citizen"},
}
THUMBS = {
    "fa": {"دیس\u200cلایک": "down", "لایک": "up", "بالا": "up", "پایین": "down"},
    "en": {"down": "down", "up": "up"},
}


def _alternation(words) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)))


def thumb_of_side(text: str, lang: str) -> dict[str, str]:
    """Each side named in ``text`` with the thumb word nearest to it (``up``/``down``)."""
    low = text.lower()
    sides = [(m.start(), SIDES[lang][m.group()]) for m in _alternation(SIDES[lang]).finditer(low)]
    thumbs = [(m.start(), THUMBS[lang][m.group()])
              for m in _alternation(THUMBS[lang]).finditer(low)]
    out: dict[str, str] = {}
    for pos, side in sides:
        if thumbs:
            out[side] = min(thumbs, key=lambda t, p=pos: abs(t[0] - p))[1]
    return out


def window_answer(lang: str) -> dict[str, str]:
    """The thumb of each side in the night panel's answer line (``_detective_signal``)."""
    out: dict[str, str] = {}
    words = {"fa": ("مافیا", "شهروند"), "en": ("MAFIA", "CITIZEN")}[lang]
    for src, word in (("The %1's answer: %2 (thumb down).", words[0]),
                      ("The %1's answer: %2 (thumb up).", words[1])):
        text = QCoreApplication.translate("Ravi", src) if lang == "fa" else src
        out.update(thumb_of_side(text.replace("%1", "X").replace("%2", word), lang))
    return out


def side_answer_steps():
    for entry in shipped_entries():
        s = load_scenario(entry.id)
        st = SimpleNamespace(scenario=s, rules=None)
        for step in list(s.intro_night) + list(s.night):
            if s.has_role(step.key) and step.gesture and signal_form(st, step.key) == "side_answer":
                yield entry.id, step


def test_the_window_answer_has_a_thumb_for_each_side(qapp):
    for lang in ("fa", "en"):
        assert window_answer(lang) == {"mafia": "down", "citizen": "up"}, lang


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_every_side_answer_gesture_agrees_with_the_window(qapp, lang):
    want = window_answer(lang)
    steps = list(side_answer_steps())
    assert len({sid for sid, _ in steps}) >= 8  # the seeds' and the club scenarios'
    wrong = []
    for sid, step in steps:
        text = getattr(step.gesture, lang)
        got = thumb_of_side(text, lang)
        if not got or any(want[side] != thumb for side, thumb in got.items()):
            wrong.append((sid, step.key, text))
    assert not wrong
