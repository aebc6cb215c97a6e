"""The journal's sentences say their counts in the language's digits (CF45-21): a narrator's
trial read «… ({kept} حرکت …)» with Latin digits, «(42 حرکت)», in the Persian question
about a newer record of the game."""

from __future__ import annotations

from narrator_app.messages import journal_text


def test_counts_in_persian_digits_in_persian() -> None:
    fa = journal_text("newer", "fa", kept=42, mine=34, copy="x.ravi.newer")
    assert "۴۲" in fa and "۳۴" in fa and "42" not in fa and "34" not in fa, fa
    en = journal_text("newer", "en", kept=42, mine=34, copy="x.ravi.newer")
    assert "42" in en and "34" in en, en
    kept = journal_text("newer_kept", "fa", kept=42, mine=34, copy="x")
    assert "۴۲" in kept and "42" not in kept, kept
