"""Every announcement token of the club scenarios (club_scenarios 1.6) is read aloud as a
sentence in both languages (decision CR37-6: «mine», «terror», «nato» and «immune:s» were
dropped without a word: the lawyer's client kept in the game by his immunity, and a mine
that went off, were never said)."""

from __future__ import annotations

import pytest

from narrator_app.engine import load_scenario
from narrator_app.messages import announcement_lines

#: club_scenarios 1.6's new tokens (a seat where the token names one).
TOKENS = ["nato", "side_shown:4", "role_shown:4", "interrogation", "mine", "terror",
          "immune:4", "poison", "poisoned:4", "antidote:4"]
NAMES = [f"P{i}" for i in range(1, 11)]


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("token", TOKENS)
def test_each_club_token_is_a_sentence(token, lang):
    scen = load_scenario("namayande")
    roles = list(scen.roster_for(10))
    lines = announcement_lines([token], scen, roles, NAMES, {}, lang, after_night=False)
    assert len(lines) == 1 and lines[0].strip(), (token, lines)
    if ":" in token:
        assert "P4" in lines[0], lines
    if lang == "fa":
        assert not any("a" <= ch <= "z" for ch in lines[0].replace("P4", "")), lines


def test_the_lawyer_s_client_is_announced_by_the_day_s_record():
    """A day of Namayande whose accused client had votes: the record's ``immune:s`` reads
    «… با رأی امروز بیرون نمی‌رود (موکل وکیل).»."""
    lines = announcement_lines(["immune:2", "left:6"], load_scenario("namayande"),
                               [""] * 10, NAMES, {}, "fa", after_night=False)
    assert lines[0].endswith("با رأی امروز بیرون نمی‌رود (موکل وکیل).") and "P2" in lines[0]


def test_the_log_words_of_namayande_s_lines():
    """The log's words for the rebel's strike and an exposed guide (the log read «terror»
    and «exposed»: decision CR37-6, CR37-10); NATO's guess is said the morning after."""
    from narrator_app.messages import log_word

    assert log_word("terror", "fa") == "ضربهٔ یاغی" and log_word("exposed", "fa") == "لو رفت"
    morning = announcement_lines(["nato"], None, [""] * 10, NAMES, {}, "fa")
    assert "دیشب" in morning[0] and "امشب" not in morning[0]
