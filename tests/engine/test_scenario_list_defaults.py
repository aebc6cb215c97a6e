"""A scenario's list fields default to a new empty list made by a plain function
(``scenario._new_list``), not by the ``list`` class: building the models' validators reads
no builtin's text signature (pydantic asks each default factory's signature; ``list``'s is
parsed by tokenize and ast, ≈ 0.6 M instructions a field, twelve as the New game dialog
validates its first scenario). The defaults are the same values as before."""

from __future__ import annotations

import inspect

import pydantic

from narrator_app.engine import scenario


def _scenario_models() -> list[type[pydantic.BaseModel]]:
    return [v for v in vars(scenario).values()
            if isinstance(v, type) and issubclass(v, pydantic.BaseModel)
            and v.__module__ == scenario.__name__]


def test_the_validators_read_no_builtin_signature(monkeypatch) -> None:
    parsed = []
    real = inspect._signature_fromstr  # type: ignore[attr-defined]

    def counted(cls, obj, s, *args, **kwargs):
        parsed.append(getattr(obj, "__name__", obj))
        return real(cls, obj, s, *args, **kwargs)

    monkeypatch.setattr(inspect, "_signature_fromstr", counted)
    models = _scenario_models()
    assert len(models) >= 12
    for model in models:
        model.model_rebuild(force=True)
    assert parsed == []


def test_each_list_default_is_a_new_empty_list() -> None:
    lists = 0
    for model in _scenario_models():
        for info in model.model_fields.values():
            if info.default_factory is scenario._new_list:
                lists += 1
                assert info.get_default(call_default_factory=True) == []
    assert lists == 12
    one, two = scenario._new_list(), scenario._new_list()
    assert one == [] and type(one) is list and one is not two
    words = {"fa": "ب", "en": "b"}
    step = {"key": "mafia", "say": words, "gesture": words}
    first, second = (scenario.StepDef.model_validate(step) for _ in range(2))
    assert first.actions == [] and first.actions is not second.actions
