"""A new game while one is on the desk asks first (fresh-narrator trial, section 5): «بازی
تازه» with a game running asks the narrator before the New game dialog opens; a «no» keeps
the game and opens nothing; with no game, or a finished one, the dialog opens at once."""

from __future__ import annotations

import pytest

from narrator_app.ui.new_game_dialog import NewGameDialog


@pytest.fixture
def opened(monkeypatch):
    seen: list[NewGameDialog] = []
    # the dialog is recorded, not exec'd: its own event loop would wait for a hand
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: (seen.append(self), 0)[1])
    return seen


def test_no_game_opens_the_dialog_without_asking(window, opened):
    window.new_game()
    assert window.c.confirmations == [] and len(opened) == 1


def test_a_running_game_is_kept_when_the_narrator_says_no(window, reference_game, opened):
    c = window.c
    game = c.game
    c.confirm = lambda title, text: (c.confirmations.append(text), False)[1]
    window.new_game()
    assert len(c.confirmations) == 1 and "بایگانی" in c.confirmations[0]
    assert opened == [] and c.game is game


def test_a_running_game_asks_then_opens_the_dialog_on_yes(window, reference_game, opened):
    window.new_game()
    assert len(window.c.confirmations) == 1 and len(opened) == 1
