"""The garbage collector's policy while the window is up (PL25-10, ``ui/collector.py``):
survivors of a full collection are frozen; another game on the desk thaws, collects and
freezes once; uninstalled, CPython's collector is as it was. No window: the module's own
functions, with the interpreter's real collector (restored at the end)."""

from __future__ import annotations

import gc

from narrator_app.ui import collector


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def test_the_policy_freezes_survivors_and_collects_once_per_game() -> None:
    was = collector.installed()  # the suite's conftest uninstalls it after every test
    collector.uninstall()
    assert not collector.installed() and gc.get_freeze_count() == 0
    try:
        collector.install()
        assert collector.installed() and gc.get_freeze_count() > 0
        first, second = object(), object()
        assert collector.game_changed(first) is False  # the game on the desk at install
        assert collector.game_changed(first) is False  # the same game: nothing to do
        gc.unfreeze()
        assert gc.get_freeze_count() == 0
        gc.collect()  # a full collection: its survivors frozen by the policy's hook
        assert gc.get_freeze_count() > 0
        _Cycle()  # garbage in a cycle, left by «the last game»
        assert collector.game_changed(second) is True  # another game: thaw, collect, freeze
        assert gc.get_freeze_count() > 0
        assert not any(isinstance(o, _Cycle) for o in gc.get_objects())  # freed there
    finally:
        collector.uninstall()
    try:
        assert not collector.installed() and gc.get_freeze_count() == 0
        assert collector._after_collection not in gc.callbacks
        assert collector.game_changed(object()) is False  # uninstalled: does nothing
    finally:
        if was:  # as it was before this test
            collector.install()
