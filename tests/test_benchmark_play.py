"""The benchmark's action figures measure random legal play whose log grows (issue 25): the
long games hold varied actions and their logs grow with their length, the harness times
those games' own actions through a shown, painted window (it cannot pad), and the start
figures compare the app's own start path, until its New game dialog answers, with a bare
Persian window."""

from __future__ import annotations

import collections

import pytest

from benchmarks.long_games import action_label, cut, lifted_cap, long_game


@pytest.fixture(scope="module")
def drawn():
    return long_game(11, 400, seed=1)  # the game the play test below times (its first 310)


def test_a_long_game_holds_varied_legal_actions_and_its_log_grows(drawn) -> None:
    from narrator_app.engine import Game

    assert len(drawn.actions) == 400
    # every action is one the engine accepts, in order: the record replays to the same state
    again = Game.replay(drawn.setup, drawn.actions)
    assert again.state.fingerprint() == drawn.state.fingerprint()
    assert drawn.state.winner is None  # the game goes on
    late = collections.Counter(action_label(a) for a in drawn.actions[200:400])
    assert len(late) >= 4, late
    assert late["end_phase"] >= 10 and late["step:day:votes"] >= 5, late
    assert any(k.startswith("step:night:") for k in late), late
    # not one step padded again and again: few actions equal the one before them
    same = sum(a.without_time() == b.without_time()
               for a, b in zip(drawn.actions, drawn.actions[1:], strict=False))
    assert same < len(drawn.actions) // 10, same
    # the log grows with the game's length, at every stretch
    logs = [len(drawn.states[n].log) for n in (50, 100, 200, 400)]
    assert all(b >= 1.6 * a for a, b in zip(logs, logs[1:], strict=False)), logs
    # players left as random play had them leave (votes, shots), cards drawn on the way
    assert len(drawn.state.alive_seats()) < 11
    assert any(a.key == "card" for a in drawn.actions), "no card was drawn"


def test_cut_is_the_game_after_its_first_actions(drawn) -> None:
    from narrator_app.engine import Game

    part = cut(drawn, 120)
    assert len(part.actions) == 120 and part.state is drawn.states[120]
    assert part.state.fingerprint() == Game.replay(drawn.setup,
                                                   drawn.actions[:120]).state.fingerprint()


def test_the_cap_is_lifted_only_meanwhile() -> None:
    from narrator_app.engine import game as game_module

    before = game_module.MAX_ACTIONS
    with lifted_cap():
        assert game_module.MAX_ACTIONS > 10_000
    assert game_module.MAX_ACTIONS == before


def test_the_window_probe_sees_a_paint_exactly_when_a_widget_paints(qapp) -> None:
    """The harness's paint probe (an event filter on the main window, its repaint request)
    says «painted» after exactly the actions and undos after which some widget of the
    window got a paint event (a filter on every widget's events, the probe it replaced:
    decisions BM11), at an 18-seat table through a day's end and a night's."""
    from PySide6.QtCore import QEvent, QObject

    from benchmarks.__main__ import _app, _FirstPaint
    from benchmarks.play import _apply, _desk

    app = _app()

    class Paints(QObject):
        count = 0

        def eventFilter(self, obj, event):  # noqa: N802 — Qt's name
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    every = Paints()
    app.installEventFilter(every)
    probe = _FirstPaint(app)
    with lifted_cap():
        game = long_game(18, 80, seed=1)
    controller, window = _desk(app, cut(game, 50))
    probe.watch(window)
    seen, kinds = [], set()
    try:
        calls = [lambda a=a: _apply(controller, a) for a in game.actions[50:80]]
        for call in calls + [controller.undo] * 6:
            every.count = 0
            probe.arm()
            assert call() is not False
            app.processEvents()
            seen.append((every.count > 0, probe.at is not None))
        kinds = {action_label(a) for a in game.actions[50:80]}
    finally:
        app.removeEventFilter(every)
        controller.release_lock()
        window.close()
        window.deleteLater()
    assert "end_phase" in kinds and len(kinds) >= 4, kinds
    assert all(widget == win for widget, win in seen), seen
    assert sum(widget for widget, _ in seen) == len(seen), "an action painted nothing"


def test_play_times_the_games_own_varied_actions_in_a_painted_window(qapp) -> None:
    from benchmarks.play import play

    out = play(sizes=(30, 300), samples=8, warm=2, tables=(11,))
    raw = out["raw"]
    assert out["play_exposed"] is True
    for n in (30, 300):
        run = raw[n][0]
        assert len(run["actions"]) == 8 and len(run["undos"]) == 8
        assert len(set(run["kinds"])) >= 3, run["kinds"]
        assert run["painted"] == 8, "an action was not painted"
        assert run["rows_after"] > run["rows_before"], "the log did not grow"
        assert out[f"play_p95_ms_at_{n}"] >= out[f"play_median_ms_at_{n}"] > 0
        lo, mid, hi = out["spread"][f"play_p95_ms_at_{n}"]
        assert lo <= mid <= hi
    assert raw[300][0]["rows_before"] >= 5 * raw[30][0]["rows_before"]


def test_the_bare_persian_window_uses_the_apps_style_sheet() -> None:
    import ast
    from pathlib import Path

    from narrator_app.ui.app import app_style_sheet

    source = (Path(__file__).resolve().parents[1] / "benchmarks" / "bare_persian.py").read_text(
        "utf-8")
    tree = ast.parse(source)
    sheet = next(ast.literal_eval(node.value) for node in ast.walk(tree)
                 if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "")
                 == "STYLE_SHEET")
    assert sheet == app_style_sheet()


def test_start_until_usable_waits_for_the_engine_and_the_new_game_dialog() -> None:
    from benchmarks.__main__ import HERE, _saved_games_home, _spawn

    home = _saved_games_home(0)
    app = _spawn(HERE / "app_usable.py", home=home)
    bare = _spawn(HERE / "bare_persian.py")
    assert app["engine"] == 1 and app["game"] == 0
    # the window's frame first, its desk next, the New game dialog answering last
    assert 0 < app["shown"] < app["desk"] < app["usable"]
    assert 0 < bare["shown"] <= bare["usable"]
    assert app["peak"] > 0 and bare["peak"] > 0
    assert bare["pydantic"] == 0 and bare["engine"] == 0  # nothing of the app, no pydantic


def test_the_floors_load_what_they_say_and_the_bare_window_nothing() -> None:
    """``bare_persian.py --load pydantic`` loads pydantic and nothing of the engine;
    ``--load engine`` the engine's whole facade (as the app after its first paint); both
    still paint the bare window; an unknown floor is refused."""
    import subprocess
    import sys

    from benchmarks.__main__ import HERE, _env, _floor, _spawn

    pydantic = _floor("pydantic")
    engine = _floor("engine")
    assert (pydantic["pydantic"], pydantic["engine"]) == (1, 0)
    assert (engine["pydantic"], engine["engine"]) == (1, 1)
    for got in (pydantic, engine):
        assert 0 < got["shown"] <= got["usable"] and got["peak"] > 0
    with pytest.raises(RuntimeError, match="failed"):
        _spawn(HERE / "bare_persian.py", "--load", "desk")
    bad = subprocess.run([sys.executable, str(HERE / "bare_persian.py"), "--load", "desk"],
                         env=_env(), capture_output=True, text=True, timeout=60)
    assert bad.returncode != 0 and "--load takes pydantic or engine" in bad.stderr
