"""Which announcement tokens say a seat's exit is one rule of the engine's
(``engine.says_exit``, ``EXIT_WORDS``), read by all three of its uses: the night's order of
exits (a linked exit among the others in seat order; a withdrawal, the narrator's record,
keeps its place after them), the morning's «nobody left» and a
war gun's sentence (which leaves the exit to a later line that says it, W98-1). Two lists
said it before, and differed (``withdrew`` and ``side_shown`` in one, ``sherlock_left`` in
the other), each over tokens the other never meets; the answers of real games are the same
(the behaviour digest is unchanged)."""

from __future__ import annotations

import pytest

from narrator_app import messages
from narrator_app.engine import EXIT_WORDS, says_exit
from narrator_app.engine.tokens import night_exit
from narrator_app.messages import ANNOUNCE, announcement_lines, player_label

NAMES = ("Ali", "Sara", "Reza", "Maryam", "Kaveh", "Nima")
ROLES = [""] * len(NAMES)

#: The token words of ANNOUNCE's sentences (a ``_role`` or ``_at`` variant is the window's
#: form of its token, not a token).
WORDS = sorted({k for k in ANNOUNCE["en"] if not k.endswith(("_role", "_at"))
                and k not in ("nobody", "status_counts", "status_counts_two_sides")})


def test_the_rule_is_one_list_of_the_engine_s():
    assert EXIT_WORDS == ("left", "slaughtered", "sherlock_left", "jack_left", "withdrew",
                          "side_shown")
    assert not hasattr(messages, "EXIT_TOKENS")  # no second list in the window's words
    for side in ("mafia", "city", "independent"):
        assert says_exit(f"side_shown_{side}")  # the table's form of ``side_shown``
    assert not any(says_exit(w) for w in ("gun_war", "returned", "kane_reveal", "silenced"))
    # the night's own exits, said in seat order: a withdrawal keeps its recorded place
    # (test_night_withdrawal_window: «jack_left» before the «withdrew:8» that took Jack)
    assert [w for w in EXIT_WORDS if night_exit(w)] == [
        "left", "slaughtered", "sherlock_left", "jack_left", "side_shown"]


@pytest.mark.parametrize("word", WORDS)
def test_the_morning_and_the_war_gun_read_the_same_rule(word):
    """A morning of one token says «nobody left» exactly when the token is no exit; a war
    gun's sentence says «… leaves the game» exactly when the token after it is none."""
    morning = announcement_lines([f"{word}:3"], None, ROLES, NAMES, {}, "en")
    assert (ANNOUNCE["en"]["nobody"] in morning) is not says_exit(word), morning
    said = announcement_lines(["gun_war", f"{word}:3"], None, ROLES, NAMES, {}, "en",
                              after_night=False, facts={"gun_shots": [3]})
    name = player_label(NAMES, 3, "en")
    leaves = ANNOUNCE["en"]["gun_war_at"].format(name=name)
    assert (leaves in said) is not says_exit(word), said
