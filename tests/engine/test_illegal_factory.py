"""errors.illegal makes the refusal the class call makes (class, code, facts, args, message,
repr, pickling), over every code, and refuses an unknown code as the class does."""

from __future__ import annotations

import pickle

import pytest

from narrator_app.engine.errors import CODES, IllegalAction, illegal

FACTS = [{}, {"seat": 3}, {"key": "mafia", "seat": 2, "role": "don", "detail": "teammate"},
         {"key": "sniper", "night": 4, "value": [1, 2]}]


def _seen(exc: IllegalAction) -> tuple:
    return (type(exc), exc.code, exc.facts, exc.args, str(exc), repr(exc),
            BaseException.args.__get__(exc), dict(vars(exc)), exc.__traceback__,
            exc.__cause__, exc.__context__, exc.__suppress_context__,
            pickle.dumps(exc), exc.__reduce__())


@pytest.mark.parametrize("code", CODES)
def test_same_refusal_as_the_class(code: str) -> None:
    for facts in FACTS:
        old, new = IllegalAction(code, **facts), illegal(code, **facts)
        assert _seen(new) == _seen(old)
        back = pickle.loads(pickle.dumps(new))
        assert _seen(back) == _seen(old)
        new.args = ("x",)
        old.args = ("x",)
        assert _seen(new) == _seen(old)
        with pytest.raises(IllegalAction) as caught:
            raise illegal(code, **facts)
        assert caught.value.code == code and caught.value.facts == facts


def test_unknown_code_refused() -> None:
    with pytest.raises(ValueError, match="unknown refusal code 'nope'"):
        IllegalAction("nope")
    with pytest.raises(ValueError, match="unknown refusal code 'nope'"):
        illegal("nope")
