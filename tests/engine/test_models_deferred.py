"""The engine's pydantic models build their validators at their first use, not at import.

Loading the engine's facade (what the window's start loads before the narrator can click,
``cli.after_first_paint``) defined 65 models and two type adapters whose core schemas and
validators were all built at class creation (≈ 146 M instructions of the start's 3.1 G);
most of them (the journal's lines, the game file's, the actions, the kinds' parameters of
kinds a scenario does not deal) are not used before a game is played or a file opened.
``defer_build=True`` in every model's config moves that work to the model's first
validation (the answers are the same: ``benchmarks/equivalence.py``). A model added without
it fails here.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = r"""
import pydantic
import narrator_app.engine as engine
for name in engine.__all__:
    getattr(engine, name)
import narrator_app.engine.actions as actions
import narrator_app.engine.journal as journal
import narrator_app.engine.scenario_check, narrator_app.engine.file_rules
import narrator_app.engine.script

def models(cls):
    for sub in cls.__subclasses__():
        yield sub
        yield from models(sub)

ours = {m for m in models(pydantic.BaseModel) if m.__module__.startswith("narrator_app")}
print(len(ours))
for m in sorted(ours, key=lambda m: (m.__module__, m.__qualname__)):
    if not m.model_config.get("defer_build"):
        print("not deferred", m.__module__, m.__qualname__)
built = sorted(m.__qualname__ for m in ours if m.__pydantic_complete__)
print("built", " ".join(built))
for name, adapter in (("actions", actions._ADAPTER), ("journal", journal._LINE)):
    if adapter.pydantic_complete:
        print("adapter built", name)
"""


def test_every_engine_model_defers_its_build() -> None:
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                         cwd=ROOT, check=True).stdout.splitlines()
    assert int(out[0]) >= 60, out
    assert not [line for line in out if line.startswith(("not deferred", "adapter built"))], out
    # only those made at import (default values: a text, the potions' defaults) are built
    built = set(out[-1].split()[1:])
    assert built <= {"Text", "HealParams", "KillParams", "AntidoteParams"}, built


def test_a_deferred_adapter_still_validates_and_refuses() -> None:
    """The actions' adapter, built at its first use, reads and refuses as before."""
    import pytest

    from narrator_app.engine.actions import StepAction, validate_action
    from narrator_app.engine.errors import IllegalAction

    step = validate_action({"kind": "step", "phase": "night", "key": "mafia", "value": 3})
    assert isinstance(step, StepAction) and step.value == 3
    with pytest.raises(IllegalAction) as refused:
        validate_action({"kind": "step", "phase": "dusk", "key": "mafia", "value": 3})
    assert refused.value.code == "bad_script"
    assert refused.value.facts == {"detail": "step.phase: literal_error"}
