"""The private answer the narrator gives now (``queries.answer_now``, TA30-3): the answer of
the step confirmed just before the one in front, until the next step is confirmed; none
after a dummy call that showed the X sign. The night panel's banner reads it."""

from __future__ import annotations

from narrator_app.engine import Game, Setup, answer_now, legal_choices

ZODIAC = ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon", "detective",
          "doctor", "plain_citizen", "plain_citizen", "zodiac"]


def _night(block: int) -> Game:
    """Night 1 of the Zodiac's table, every step up to the detective's confirmed (the
    magician holds seat ``block``: 8 is the detective)."""
    g = Game(Setup("zodiac", tuple(f"P{i}" for i in range(1, 13)), {}))
    g.deal(ZODIAC)
    for _ in range(3):  # the intro day, the intro night, day 1
        g.end_phase()
    for key, value in (("mafia", {"shot": 10}), ("magician", {"block": block}),
                       ("bomber", {}), ("zodiac", {}), ("leon", {}), ("doctor", {"save": 9}),
                       ("detective", {"inquire": 11})):
        g.step(key, value)
    return g


def _now(g: Game, at: str | None = "current") -> tuple[str, str] | None:
    ch = legal_choices(g.state)
    if at == "current":
        at = ch.current.key if ch.current is not None else None
    return answer_now(g.state, ch.steps, at)


def test_the_inquiry_s_answer_is_given_while_the_next_step_is_in_front() -> None:
    g = _night(block=4)
    assert legal_choices(g.state).current.key == "gunner"
    assert _now(g) == ("side_answer", "detective")
    assert _now(g, "detective") is None  # at his own step: an answer of the same form
    g.step("gunner", {})
    assert _now(g) is None  # the gunner's step had no answer: the detective's was given


def test_a_dummy_call_that_showed_the_x_sign_has_no_answer() -> None:
    g = _night(block=8)
    steps = legal_choices(g.state).steps
    det = next(s for s in steps if s.key == "detective")
    assert det.kind == "dummy" and det.show_x
    assert _now(g) is None


def test_with_no_step_in_front_the_last_one_confirmed_answers() -> None:
    g = _night(block=4)
    assert _now(g, None) == ("side_answer", "detective")  # the steps after his not done
