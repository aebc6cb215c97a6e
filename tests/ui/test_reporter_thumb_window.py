"""A narrator's trial (Mozakere, Persian; m12_det, m13_rep, m14_rep_ans; decision Z104-11):
the detective's answer read «شهروند (شست بالا)» and the reporter's «بله (شست بالا)» under the
gesture «لایک: پیوسته است» — one thumb up meant «citizen» to one and «joined the mafia» to
the other the same night. Every shipped answer gives thumb up = citizen, thumb down =
mafia: won over by the mafia is a thumb down too, in the step's gesture (the scenario file;
the negotiation-night mode's own words) and in the night panel's answer line. Real window
(offscreen)."""

from __future__ import annotations

import re

import pytest
from test_mozakere_ui import after_a_mafia_exit

from narrator_app.engine import legal_choices, load_scenario
from narrator_app.engine.scenario import shipped_entries

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

#: The words of «won over» and the thumbs, as the gestures write them.
JOINED = {"fa": ("پیوسته است", "موفق بود"), "en": ("he joined", "negotiation worked")}
THUMBS = {"fa": {"پایین": "down", "بالا": "up"}, "en": {"down": "down", "up": "up"}}


def joined_thumb(text: str, lang: str) -> str | None:
    """The thumb word last before the first «won over» word of ``text`` («thumb down: he
    joined»; None: no such word or no thumb before it)."""
    low = text.lower()
    at = min((low.find(w) for w in JOINED[lang] if w in low), default=-1)
    if at < 0:
        return None
    thumbs = [THUMBS[lang][m.group()] for m in re.finditer("|".join(THUMBS[lang]), low[:at])]
    return thumbs[-1] if thumbs else None


def test_every_shipped_gesture_gives_won_over_a_thumb_down():
    seen = 0
    for entry in shipped_entries():
        scen = load_scenario(entry.id)
        for step in scen.night:
            for lang in ("fa", "en"):
                thumb = joined_thumb(getattr(step.gesture, lang), lang) if step.gesture else None
                if thumb is not None:
                    seen += 1
                    assert thumb == "down", (entry.id, step.key, getattr(step.gesture, lang))
    assert seen >= 2  # Mozakere's reporter, both languages


def _to_the_reporter(c, t, rules=None):
    if rules:
        from test_mozakere_ui import DEAL, SID

        from narrator_app.engine import Setup

        assert c.new_game(Setup(SID, tuple(f"P{i}" for i in range(1, 11)), rules), DEAL)
        t.press("endDay")
        t.press("endNight", t.w.night_panel)
        t.vote_out(3, 6)
        t.press("endDay")
    else:
        after_a_mafia_exit(c, t)
    t.night("mafia", "negotiate", 9)
    while c.choices().current is not None and c.choices().current.key != "reporter":
        t.night(c.choices().current.key, "none")
    return next(s for s in legal_choices(c.state).steps if s.key == "reporter")


@pytest.mark.parametrize("mode", ["converted", "conversion_result"])
def test_the_reporter_s_gesture_gives_won_over_a_thumb_down(window, controller, table, mode):
    """Both of the reporter's modes (``mz_reporter_mode``): the file's gesture and the
    negotiation night's own words (``inquiry.RESULT_GESTURE``)."""
    step = _to_the_reporter(controller, table,
                            {"mz_reporter_mode": mode} if mode != "converted" else None)
    for lang in ("fa", "en"):
        assert joined_thumb(getattr(step.gesture, lang), lang) == "down", step.gesture


def test_the_reporter_s_yes_is_a_thumb_down(window, controller, table):
    c, t, panel = controller, table, window.night_panel
    _to_the_reporter(c, t)
    opt = next(o.name for o in c.choices().current.options if o.name != "none")
    t.night("reporter", opt, 9)  # seat 9 was won over tonight
    row = next(r for r in panel.rows if r.key == "reporter")
    said = row.result.text().splitlines()[-1]
    assert said == "پاسخ به خبرنگار: بله، پیوسته است (شست پایین).", row.result.text()
    assert said in panel.signal_label.text()
