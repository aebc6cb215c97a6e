"""Capo's trusted player has one Persian word, the scenario file's: «معتمد» in capo.toml's
steps («کسی که بیشتر انتخاب شود معتمد است»), and the window's field label and the recorded
choice's field said «امین» (a narrator's trial, C99-5). The day's two suspects keep «مظنون»,
the spec's own word beside the role «مظنون» (club_scenarios 6.3, 6.8)."""

from __future__ import annotations

from pathlib import Path

from narrator_app.messages import option_text
from narrator_app.ui.app import apply_language
from narrator_app.ui.procedure_box import pick_label

CAPO = Path(__file__).resolve().parents[2] / "scenarios" / "capo.toml"
WORD = "معتمد"


def test_the_trustee_is_the_files_word(qapp):
    said = CAPO.read_text(encoding="utf-8")
    assert WORD in said and "امین" not in said
    assert option_text("trustee", "fa") == WORD
    apply_language(qapp, "fa")
    assert pick_label("trustee").split()[0] == WORD
