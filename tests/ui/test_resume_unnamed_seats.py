"""The resume offer of a game whose seats have no names said «Players: 11», a bare
number, where the archive says «11 seats (unnamed)» (Z103-16): the offer says the same
words, in both languages (Z104-4)."""

from __future__ import annotations

from desk_driver import unfinished

from narrator_app.engine import Game
from narrator_app.engine.gamefile import autosave_path, save_game
from narrator_app.ui.recovery import describe_unfinished, resume_offer, translate
from narrator_app.ui.texts import unnamed_seats


def test_the_offer_of_unnamed_seats_says_them_as_the_archive(qapp, tmp_path) -> None:
    from dataclasses import replace

    from narrator_app.ui.app import apply_language

    data = tmp_path / "data"
    g = unfinished(5, 6, "godfather_nostradamus", 11)
    g = Game.replay(replace(g.setup, names=("",) * 11), g.actions, g.scenario)
    save_game(g, autosave_path(data, g))
    offer = resume_offer(data)
    assert offer is not None
    entry = offer[0]
    try:
        for lang, words in (("fa", "۱۱ صندلی (بی‌نام)"), ("en", "11 seats (unnamed)")):
            apply_language(qapp, lang)
            rows = dict(describe_unfinished(entry, lang))
            players = rows[translate("Recovery", "Players")]
            assert players == words == unnamed_seats(11, lang), (lang, players)
    finally:
        apply_language(qapp, "fa")
