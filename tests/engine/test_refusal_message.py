"""A refusal's message (``str``, ``repr``, ``args``, a pickled copy) is ``code: {facts}``
(the code alone without facts), made when asked rather than at each refusal (LG25-6)."""

import pickle

from narrator_app.engine.errors import IllegalAction


def test_message_with_facts():
    e = IllegalAction("invalid_target", key="mafia", seat=3, detail="teammate")
    msg = "invalid_target: {'key': 'mafia', 'seat': 3, 'detail': 'teammate'}"
    assert str(e) == msg
    assert e.args == (msg,)
    assert repr(e) == f"IllegalAction({msg!r})"


def test_message_without_facts():
    e = IllegalAction("game_over")
    assert (str(e), e.args, repr(e)) == ("game_over", ("game_over",), "IllegalAction('game_over')")


def test_message_survives_pickle_and_traceback_drop():
    e = IllegalAction("bad_script", detail="no_key", value=None)
    for copy in (pickle.loads(pickle.dumps(e)), e.with_traceback(None)):
        assert (copy.code, copy.facts, str(copy), repr(copy)) == (
            e.code, e.facts, str(e), repr(e))


def test_unknown_code_still_refused():
    try:
        IllegalAction("no_such_code")
    except ValueError as exc:
        assert "no_such_code" in str(exc)
    else:
        raise AssertionError("an unknown code was accepted")


def test_args_set_later_read_as_a_value_error_reads_them():
    e, v = IllegalAction("game_over", winner="city"), ValueError("x")
    for args in ((), ("one",), ("a", 2)):
        e.args = v.args = args
        assert (str(e), e.args) == (str(v), v.args)
        assert repr(e) == repr(v).replace("ValueError", "IllegalAction")
