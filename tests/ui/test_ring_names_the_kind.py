"""The ring names the scenario's own ability (issue 21's leftover, fresh-narrator trial
section 4): a club's conversion is badged with its own word (Bazpors' «سوداگری», Mozakere's
«مذاکره»), never the seeds' «خرید» (Saul's buy); and a seed scenario keeps its words."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup, load_scenario, token_words, tokens_tonight
from narrator_app.engine.scenario import shipped_entries
from narrator_app.ui.texts import token_label


def test_the_bazpors_trade_is_badged_with_its_own_word(window):
    c = window.c
    deal = load_scenario("bazpors").roster.sizes[10]
    assert c.new_game(Setup("bazpors", tuple(f"P{i}" for i in range(1, 11))), list(deal))
    while c.state.phase != "night":
        c.end_phase()
    recruit, given = deal.index("plain_citizen") + 1, deal.index("charlatan") + 1
    assert c.step("mafia", {"trade": {"sacrifice": given, "recruit": recruit}}), c.last_error
    QApplication.processEvents()
    assert tokens_tonight(c.state)[recruit] == ["bought"]
    texts = window.ring.seat_texts(recruit)
    assert "سوداگری" in texts and token_label("bought") not in texts, texts


def test_no_shipped_scenario_badges_a_seed_word_it_does_not_play():
    for entry in shipped_entries():
        s = load_scenario(entry.id)
        words = token_words(s, "fa")
        if "buy" in s.mafia_actions():
            assert "bought" not in words, entry.id  # the seeds' buy keeps «خرید»
        for word in words.values():
            assert "لئون" not in word and "خرید" not in word, (entry.id, word)
    assert token_words(load_scenario("mozakere"), "fa") == {"bought": "مذاکره"}
    assert token_words(load_scenario("mozakere"), "en") == {"bought": "Negotiation"}
