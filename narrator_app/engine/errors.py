"""Typed refusals of the rules engine.

Every refusal carries one of the stable codes of ``docs/rules/game-script.md`` and the
facts behind it (seat, role, night …). The sentence shown to the narrator is rendered
elsewhere (:mod:`narrator_app.messages`) from a template per code and language, so the
engine holds no UI language and no Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: The refusal codes of game-script.md, in the order the document lists them.
CODES: tuple[str, ...] = (
    "wrong_phase",
    "not_acting",
    "invalid_target",
    "self_target",
    "repeat_target",
    "no_uses_left",
    "not_available",
    "one_team_action",
    "forced_side",
    "missing_choice",
    "bad_count",
    "game_over",
    "bad_script",
)


class IllegalAction(ValueError):
    """An action the rules refuse.

    Args:
        code: one of :data:`CODES`.
        **facts: what the refusal is about, in the game's own terms: ``seat`` (1-based),
            ``role`` (role id), ``night`` (night number, 0 = intro night), ``key`` (the step),
            ``detail`` (a short machine word naming the precise reason), ``value``.

    The game state is never changed by a refused action.
    """

    def __init__(self, code: str, **facts: Any) -> None:
        if code not in CODES:
            raise ValueError(f"unknown refusal code {code!r}")
        self.code = code
        self.facts = facts
        # no message made here: a picker's per-seat refusals are many and seldom shown;
        # ``str``, ``repr`` and ``args`` make it when asked (:meth:`_message`)

    #: ``args`` as set after the refusal was made (None: the message, :meth:`_message`).
    _args_set: tuple[Any, ...] | None = None

    def _message(self) -> str:
        """``code: {facts}`` (the code alone without facts): the exception's message."""
        return f"{self.code}: {self.facts}" if self.facts else self.code

    @property
    def args(self) -> tuple[Any, ...]:
        """``(message,)`` as :class:`ValueError` holds it (:meth:`_message`), unless set."""
        return (self._message(),) if self._args_set is None else self._args_set

    @args.setter
    def args(self, value: Any) -> None:
        self._args_set = tuple(value)

    def __str__(self) -> str:  # as BaseException's, from :attr:`args`
        a = self.args
        return "" if not a else str(a[0]) if len(a) == 1 else str(a)

    def __repr__(self) -> str:  # as BaseException's, from :attr:`args`
        a = self.args
        return f"{type(self).__name__}({a[0]!r})" if len(a) == 1 else f"{type(self).__name__}{a!r}"

    def __reduce__(self):  # keep picklable with keyword facts
        return (_rebuild, (self.code, self.facts))


_KNOWN_CODES = frozenset(CODES)
_exception_new = ValueError.__new__


def illegal(code: str, **facts: Any) -> IllegalAction:
    """``IllegalAction(code, **facts)`` made without the class call: the same class, code,
    facts, message and pickling (``tests/engine/test_illegal_factory.py`` compares them over
    every code), in ≈ 4.3 K instructions instead of ≈ 7 K (a picker's per-seat refusals are
    made by the thousand). An unknown ``code`` raises :class:`ValueError`, as the class does."""
    exc = _exception_new(IllegalAction, code)
    if code not in _KNOWN_CODES:
        raise ValueError(f"unknown refusal code {code!r}")
    exc.code = code
    exc.facts = facts
    return exc


def _rebuild(code: str, facts: dict[str, Any]) -> IllegalAction:
    return IllegalAction(code, **facts)


def refusal_of(check: Callable[..., object], *args: Any) -> IllegalAction | None:
    """The refusal ``check(*args)`` raises, returned as a value with no frames kept (a
    picker's per-seat answer, :func:`game.step_refusals`), or None when it raises none;
    any other exception goes through."""
    try:
        check(*args)
    except IllegalAction as exc:
        return exc.with_traceback(None)
    return None
