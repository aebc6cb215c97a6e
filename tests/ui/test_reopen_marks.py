"""A reopened game shows the ring's marks the live one showed (RO29-1).

The state is a pure function of the setup and the actions, and the ring's marks (the
silenced seats' «ساکت» pills, the tokens on the seats) are worked out from it: a game saved
and opened in a fresh window shows the same marks on the same seats as the window it was
played in. Real windows (offscreen), real saved files: the narrator's trial game where the
Silence of the Lambs card silenced seats 3 and 10, and random games of Mafia Nights whose
psychiatrist silences, at several points.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from desk_driver import shown_window

from narrator_app.engine import Game, silenced_today
from narrator_app.engine.gamefile import open_game
from narrator_app.engine.simulate import random_game
from narrator_app.ui.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

TRIAL = Path(__file__).parents[1] / "fixtures" / "trial29" / "bazi-aval.ravi"


def _ring(w: MainWindow) -> tuple[dict[int, list[str]], list]:
    """What the ring shows of the game: its marks (seat -> kinds) and its seats (name, role,
    status, tokens)."""
    return w.ring.marks(), w.ring.seats()


def _reopened(qtbot, tmp_path: Path, path: Path, tag: str) -> MainWindow:
    """``path`` opened in a fresh window over a fresh data folder."""
    w = shown_window(qtbot, tmp_path / f"data-{tag}")
    assert w.c.open_from(path), w.c.last_error
    return w


def _play(w: MainWindow, g: Game, upto: int) -> None:
    """The live window plays ``g``'s actions up to ``upto`` (the deal first), as the
    narrator's confirmations do, one action at a time."""
    c = w.c
    done = len(c.game.actions) if c.game is not None else 0
    if done == 0:
        assert g.actions[0].kind == "deal"
        assert c.new_game(g.setup, list(g.actions[0].value))
        done = 1
    for a in g.actions[done:upto]:
        assert a.kind in ("step", "end_phase"), a.kind
        ok = c.step(a.key, a.value) if a.kind == "step" else c.end_phase()
        assert ok, c.last_error


def test_the_trial_games_silenced_seats_keep_their_badges_when_reopened(qtbot, tmp_path):
    """The trial: «سکوت بره‌ها» silenced seats 3 and 10; the file opened in a fresh window,
    or the game resumed from the offer at start, shows both badges at once (they came back
    only after «دور صحبت»), as the live window that played the same actions did."""
    game = open_game(TRIAL)
    game = game[0] if isinstance(game, tuple) else game
    assert silenced_today(game.state) == [3, 10]
    live = shown_window(qtbot, tmp_path / "live")
    _play(live, game, len(game.actions))
    assert live.ring.marks() == {3: ["silenced"], 10: ["silenced"]}
    saved = tmp_path / "bazi-aval.ravi"
    assert live.c.save_to(saved)
    for tag, path in (("trial", TRIAL), ("saved", saved)):
        w = _reopened(qtbot, tmp_path, path, tag)
        assert w.ring.marks() == {3: ["silenced"], 10: ["silenced"]}, tag
        assert _ring(w) == _ring(live), tag
        assert w.extras.marks.mark_words(3) == live.extras.marks.mark_words(3) != []
    # and through the resume offer at the next start (the live window's autosave)
    resumed = shown_window(qtbot, tmp_path / "live")
    resumed.ask_resume = lambda entry: True
    assert resumed.offer_resume()
    assert resumed.ring.marks() == {3: ["silenced"], 10: ["silenced"]}
    assert _ring(resumed) == _ring(live)


@pytest.mark.parametrize("seed", [0, 5])
def test_a_reopened_game_shows_the_live_windows_marks_at_every_point(qtbot, tmp_path, seed):
    """A random Mafia Nights game whose psychiatrist silences: at a point before the
    silence, on the day it lasts, and after it, the live window's ring (marks and seats) is
    saved to a file and that file opened in a fresh window: the same ring."""
    g = random_game("mafia_nights", 12, seed)
    silent = [k for k in range(1, len(g.actions) + 1)
              if silenced_today(Game.replay(g.setup, g.actions[:k], g.scenario).state)]
    assert silent  # the game silences someone (else the test would show nothing)
    points = sorted({max(2, silent[0] // 2), silent[0], silent[-1],
                     min(len(g.actions), silent[-1] + 1)})
    live = shown_window(qtbot, tmp_path / "live")
    seen_silence = False
    for k in points:
        _play(live, g, k)
        want = {s: ["silenced"] for s in silenced_today(live.c.state)}
        assert live.ring.marks() == want, k
        seen_silence = seen_silence or bool(want)
        path = tmp_path / f"at-{k}.ravi"
        assert live.c.save_to(path)
        w = _reopened(qtbot, tmp_path, path, str(k))
        assert _ring(w) == _ring(live), k
        w.close()
    assert seen_silence
