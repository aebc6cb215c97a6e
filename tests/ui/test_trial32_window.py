"""A fresh narrator's trial at 1366×768 under a window manager (session 32): undo of an
announced exit vote, windows within the screen, the exit vote's threshold, Persian digits in
the vote boxes, the archive's unnamed players, right-to-left slips (WF32-1..6)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.messages import digits
from tests.ui.desk_driver import REFERENCE, reference_setup

ROOT = Path(__file__).resolve().parents[2]


def _to_day_one(c) -> None:
    """The reference game at day 1 (Nostradamus's intro-night pick made)."""
    assert c.new_game(reference_setup(), REFERENCE)
    while c.state.phase != "day":
        if c.state.phase == "intro_night" and "nostradamus" not in c.state.choices:
            assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}), c.last_error
        assert c.end_phase(), c.last_error


def test_undo_of_an_exit_vote_where_nobody_leaves_asks_first(controller) -> None:
    """The exit vote's result («nobody leaves») is announced as soon as it is confirmed:
    taking it back asks the narrator first, and a no keeps it (WF32-1)."""
    c = controller
    _to_day_one(c)
    thr = c.state.day.threshold
    assert c.step("votes", {3: thr}), c.last_error
    assert c.state.day.defense == [3]
    assert c.step("exit_votes", {3: 1}), c.last_error
    assert c.state.day.eliminated is None and "exit_votes" in c.state.choices
    asked: list[str] = []
    c.confirm = lambda _title, text: (asked.append(text), False)[1]
    assert not c.undo()
    assert asked and "exit_votes" in c.state.choices
    c.confirm = lambda _title, text: (asked.append(text), True)[1]
    assert c.undo() and "exit_votes" not in c.state.choices
    assert len(asked) == 2


def test_undo_of_a_tied_exit_vote_asks_first(controller) -> None:
    """A tie in the exit vote (a lottery to come) has been heard too (WF32-1)."""
    c = controller
    _to_day_one(c)
    thr = c.state.day.threshold
    assert c.step("votes", {3: thr, 4: thr}), c.last_error
    assert c.step("exit_votes", {3: 3, 4: 3}), c.last_error
    assert c.state.day.tied == [3, 4]
    assert c.game.heard_since(1)


def test_undo_of_the_defence_vote_alone_still_does_not_ask(controller) -> None:
    """The rule is not «every day step asks»: the defence vote typed and confirmed is
    taken back without a question, as before."""
    c = controller
    _to_day_one(c)
    assert c.step("votes", {3: c.state.day.threshold}), c.last_error
    assert not c.game.heard_since(1)


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_public_display_and_the_replay_fit_the_screen(tmp_path, size, lang) -> None:
    """On a 1280×720 or 1366×768 screen (the offscreen platform's screen of that size, a
    title bar of 30 px and borders taken off): the public display opened beside the desk,
    as the game ends on it (a winner, its lines, 18 long names), and the replay window at
    its last action, its winner banner shown, lie within the screen's available geometry
    with their frames; the replay still uses the screen (WF32-2; before: 1280×760 and a
    display grown to 704 px)."""
    w, h = size
    conf = tmp_path / "screen.json"
    conf.write_text(json.dumps({"screens": [{
        "name": "probe", "x": 0, "y": 0, "width": w, "height": h,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={conf}",
               PYTHONPATH=str(ROOT), HOME=str(tmp_path))
    run = subprocess.run([sys.executable, "-m", "tests.ui.screen_fit_probe", lang],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=240)
    assert run.returncode == 0, run.stderr[-2000:]
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert out["screen"] == [w, h]
    pw, ph, inside = out["public"][:3]
    assert inside and ph + 38 <= h and pw + 8 <= w, out
    rw, rh, inside, banner = out["replay"][:4]
    assert banner and inside and rh + 38 <= h and rw + 8 <= w, out
    assert rh >= h - 38 - 40, out  # not shrunk for nothing


def _exit_vote_open(c, defense: dict[int, int], rules: dict | None = None) -> None:
    """The reference game at day 1, ``defense`` voted (seat: count), the exit vote due."""
    from narrator_app.engine import Setup

    setup = reference_setup()
    if rules:
        setup = Setup(setup.scenario_id, setup.names, {**setup.house_rules, **rules})
    assert c.new_game(setup, REFERENCE)
    while c.state.phase != "day":
        if c.state.phase == "intro_night" and "nostradamus" not in c.state.choices:
            assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}), c.last_error
        assert c.end_phase(), c.last_error
    thr = c.state.day.threshold
    assert c.step("votes", {s: thr + n for s, n in defense.items()}), c.last_error


def test_the_exit_vote_shows_what_a_lone_defender_needs(window) -> None:
    """One defender: the exit vote's box says «۶ رأی برای خروج؛ ۱۱ نفر رأی می‌دهند» (today's
    threshold, and the 11 voters) in Persian digits; not only the boxes' «تا ۱۰» (WF32-3).
    It said «۶ رأی از ۱۱ نفر», the defence vote's words, until a trial read «5 of 8» (the
    threshold of 9 present, 8 voters) as counted of the voters (CF80-23). The 11th player
    is the defender, who may not vote on himself: «۱۰ نفر», the vote's cap (LY114-4)."""
    c = window.c
    _exit_vote_open(c, {3: 0})
    QApplication.processEvents()
    label = window.day_panel.exit_threshold_label
    assert label.isVisible()
    assert label.text() == "۶\u00a0رأی برای خروج؛ ۱۰\u00a0نفر رأی می‌دهند", label.text()


def test_the_lone_defender_s_voters_are_the_vote_s_cap(window) -> None:
    """Takavar's exit vote said «9 players vote» and refused 12 with «at most 8» (a narrator's
    trial, 146b): the label's count and the refusal's maximum are one number, the engine's
    cap on the defender's count (LY114-4); a count at the cap is taken."""
    from narrator_app.engine import vote_cap

    c = window.c
    _exit_vote_open(c, {3: 0})
    QApplication.processEvents()
    cap = vote_cap(c.state, "exit_votes")
    text = window.day_panel.exit_threshold_label.text()
    assert text.endswith(f"{digits(cap, 'fa')}\u00a0نفر رأی می‌دهند"), text
    assert not c.step("exit_votes", {3: cap + 1})
    assert f"بیشترین مقدار {digits(cap, 'fa')} است" in c.last_error, c.last_error
    assert c.step("exit_votes", {3: cap}), c.last_error


def test_the_exit_vote_with_two_defenders_says_the_most_votes_leave(window) -> None:
    """Several defenders: the most votes leave, and each may get the votes of the 10 who
    may vote on him (none on himself: the engine's cap, LY115-4; it said «۱۱ نفر»)."""
    c = window.c
    _exit_vote_open(c, {3: 0, 4: 1})
    QApplication.processEvents()
    label = window.day_panel.exit_threshold_label
    assert label.isVisible() and label.text() == (
        "بیشترین رأی خارج می‌شود؛ ۱۰\u00a0نفر به هر مدافع رأی می‌دهند")


def test_the_exit_vote_threshold_follows_the_house_rules(window) -> None:
    """``majority_of_voters`` with defenders not voting: 10 voters, 6 to leave; and
    ``always_exits``: he leaves whatever the votes (the engine's rule, WF32-3)."""
    c = window.c
    _exit_vote_open(c, {3: 0}, {"single_defender_exit_rule": "majority_of_voters",
                                "defenders_can_vote": False})
    QApplication.processEvents()
    assert (window.day_panel.exit_threshold_label.text()
            == "۶\u00a0رأی برای خروج؛ ۱۰\u00a0نفر رأی می‌دهند")
    # the defence's threshold (of the 11 present), the defender not voting: 6 of 10 voters
    _exit_vote_open(c, {3: 0}, {"defenders_can_vote": False})
    QApplication.processEvents()
    assert (window.day_panel.exit_threshold_label.text()
            == "۶\u00a0رأی برای خروج؛ ۱۰\u00a0نفر رأی می‌دهند")
    _exit_vote_open(c, {3: 0}, {"single_defender_exit_rule": "always_exits"})
    QApplication.processEvents()
    assert window.day_panel.exit_threshold_label.text() == "مدافع با هر تعداد رأی خارج می‌شود"
    assert c.step("exit_votes", {3: 0}), c.last_error
    QApplication.processEvents()
    assert not window.day_panel.exit_threshold_label.isVisible()  # the vote taken


def test_the_settings_key_reads_ctrl_comma_in_the_persian_menu(window) -> None:
    """The Game menu in Persian: «Ctrl+,» is shown after a tab closed by a left-to-right
    mark, so the right-to-left menu does not draw «,Ctrl+» (WF32-6, shot s54); the key
    itself still works; a key ending in a letter is left to Qt."""
    from PySide6.QtGui import QKeySequence

    act = window.settings_action
    assert act.text().endswith("\tCtrl+,\u200e"), repr(act.text())
    assert act.shortcut() == QKeySequence("Ctrl+,")
    assert "\t" not in window.new_action.text()
