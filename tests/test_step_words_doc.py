"""The table of each kind's step words in ``docs/scenario-format.md`` (a club's author found
them only by guessing, CF44-12) agrees with the engine: every kind with a night step is
listed, each example has the kind's shape (:func:`shapes.check_step`), and its word is the
kind's default (its params' ``action`` / ``verb``, else the kind's own ``action``)."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from narrator_app.engine import shapes
from narrator_app.engine.abilities.registry import KINDS, params_model

DOC = Path(__file__).resolve().parents[1] / "docs" / "scenario-format.md"


def _rows() -> dict[str, object]:
    """kind → the example value of its row (the table between the ``step words`` marks)."""
    text = DOC.read_text(encoding="utf-8")
    table = text[text.index("<!-- step words -->"):text.index("<!-- /step words -->")]
    out: dict[str, object] = {}
    for line in table.splitlines():
        m = re.match(r"\| `([a-z_]+)` \| `([^`]+)`", line)
        if m:
            out[m.group(1)] = yaml.safe_load(m.group(2))
    return out


def _default_word(kind: str) -> str | None:
    """The word a kind's step uses by default: its params' ``action`` or ``verb`` default
    (when a text), else the kind's own ``action``."""
    try:
        model = params_model(kind)
    except (KeyError, TypeError, ValueError):
        model = None
    fields = getattr(model, "model_fields", {})
    for name in ("action", "verb"):
        default = fields[name].default if name in fields else None
        if isinstance(default, str) and default:
            return default
    return KINDS[kind].action


def test_every_kind_with_a_step_is_listed() -> None:
    rows = _rows()
    missing = sorted(n for n, k in KINDS.items() if k.step and n not in rows)
    assert not missing, f"kinds with a night step missing from the table: {missing}"
    unknown = sorted(set(rows) - set(KINDS))
    assert not unknown, unknown


def test_each_example_has_its_kind_s_shape_and_word() -> None:
    for kind, value in _rows().items():
        shapes.check_step(12, kind, value, kind)  # raises bad_script for a wrong shape
        word = _default_word(kind)
        assert isinstance(value, dict)
        if word is not None:
            assert word in value, (kind, word, value)
