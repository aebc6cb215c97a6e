"""The tables of translated words (``texts._per_language``: the options' and the night
steps' titles, asked for every line of a long game's log) are made once per language and
made again when the language changes at run time (issue 25, decisions AW6)."""

from __future__ import annotations

from narrator_app.ui import texts
from narrator_app.ui.app import apply_language


def test_the_tables_follow_the_language(qapp) -> None:
    try:
        apply_language(qapp, "fa")
        persian = texts.option_label("shot"), texts.step_title("mafia", None, None)
        assert persian[0] != "Shot" and persian[1] != "Mafia team"
        assert texts.option_label("shot") is persian[0]  # kept: not translated again
        apply_language(qapp, "en")
        assert (texts.option_label("shot"), texts.step_title("mafia", None, None)) == (
            "Shot", "Mafia team")
        apply_language(qapp, "fa")
        assert (texts.option_label("shot"), texts.step_title("mafia", None, None)) == persian
    finally:
        apply_language(qapp, "fa")


def test_no_table_is_kept_while_no_language_is_set(qapp) -> None:
    language = qapp.property("ravi_language")
    try:
        qapp.setProperty("ravi_language", None)
        made = []
        texts._per_language("test_only", lambda: made.append(1) or {"a": "b"})
        texts._per_language("test_only", lambda: made.append(1) or {"a": "b"})
        assert made == [1, 1]
        assert not any(k[0] == "test_only" for k in texts._TABLES)
    finally:
        qapp.setProperty("ravi_language", language)
