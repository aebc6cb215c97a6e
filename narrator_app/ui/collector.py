"""The garbage collector's policy while the window is up (decision PL25-10).

A game keeps every state it passed through (undo), so the objects a game holds only grow
(≈ 300 000 at 2 000 actions). CPython's full collection scans every object it tracks: every
few hundred actions one of them paused the window for ≈ 370 ms, in the middle of an action.
Before the window has painted, the collector is paused (:func:`pause_for_start`). The
policy, installed once the window has painted (:func:`install`, from ``cli``):

* after every full collection the objects that survived it are frozen (``gc.freeze``: never
  scanned again), so the next full collection scans only what was made since the last one:
  a pause as long as the work of the last few actions, not of the whole game;
* when another game is put on the desk (new, opened, a copy, replaced by an undo of the
  deal: :func:`game_changed`), everything is thawed and collected once, then frozen again:
  what the last game left in reference cycles is freed there, while the desk is being
  rebuilt anyway, and nothing stays frozen longer than the game it belonged to.

Uninstalled (the tests, a bare ``MainWindow``) both do nothing: the collector runs as
CPython sets it.
"""

from __future__ import annotations

import gc
from typing import Any

_installed = False
_FIRST = object()  # no refresh since install(): the game on the desk then is taken as seen
_last_game: object | None = _FIRST  # the game last put on the desk (let go at the next)


def _after_collection(phase: str, info: dict[str, Any]) -> None:
    if phase == "stop" and info.get("generation") == 2:
        gc.freeze()


#: Whether :func:`pause_for_start` turned the garbage collector off (so that
#: :func:`resume_after_start` turns on only what it turned off).
_paused_for_start = False


def pause_for_start() -> None:
    """Pause Python's automatic garbage collector for the window's start (decisions
    SU25-1): modules, classes, models and widgets are made by the hundred thousand and
    almost none of them is garbage, yet the collector scanned them ~150 times (≈ 60 ms of
    the start until the New game dialog answers, for ~1 100 objects freed). ``cli`` turns
    it on again (:func:`resume_after_start`) right after start-up's objects are frozen, or
    before a game file given on the command line is opened (its replay leaves garbage that
    would be frozen with them). Nothing is changed when it was already off."""
    global _paused_for_start
    if gc.isenabled():
        gc.disable()
        _paused_for_start = True


def resume_after_start() -> None:
    """Undo :func:`pause_for_start` (once; nothing when it paused nothing)."""
    global _paused_for_start
    if _paused_for_start:
        _paused_for_start = False
        gc.enable()


def install() -> None:
    """Put the policy in place (idempotent) and freeze what is alive now (start-up's modules,
    models and widgets)."""
    global _installed
    if not _installed:
        gc.callbacks.append(_after_collection)
        _installed = True
    gc.freeze()


def uninstall() -> None:
    """Back to CPython's own collector: nothing frozen, no hook (for a harness)."""
    global _installed, _last_game
    if _after_collection in gc.callbacks:
        gc.callbacks.remove(_after_collection)
    _installed, _last_game = False, _FIRST
    gc.unfreeze()


def installed() -> bool:
    """True when :func:`install` put the policy in place."""
    return _installed


def game_changed(game: object | None) -> bool:
    """Called on every refresh of the desk with the game it shows: when that is another game
    than last time (and the policy is installed), thaw, collect and freeze everything once.
    The first call after :func:`install` only notes the game (install froze it already).
    Returns True when it collected."""
    global _last_game
    if not _installed or game is _last_game:
        return False
    first, _last_game = _last_game is _FIRST, game
    if first:  # the game (if any) was on the desk when install() froze everything
        return False
    gc.unfreeze()
    gc.collect()  # (its own callback freezes the survivors)
    gc.freeze()
    return True
