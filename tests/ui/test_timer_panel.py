"""The speaking round in the real window: keys, clicks, a fake monotonic clock.

The panel's QTimer only repaints; the time is the fake clock's, advanced by the test, so
every remaining time is checked exactly.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from narrator_app.ui.texts import fill, seat_short, tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


class FakeClock:
    def __init__(self) -> None:
        self.t = 500.0

    def __call__(self) -> float:
        return self.t

    def advance(self, dt: float) -> None:
        self.t += dt


@pytest.fixture
def desk(window, reference_game, qtbot):
    """Day 1 of the reference game; the timer on a fake clock and a recorded alert."""
    c = reference_game
    c.end_phase()
    c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    c.end_phase()
    assert (c.state.phase, c.state.number) == ("day", 1)
    panel = window.timer_panel
    panel.clock = FakeClock()
    panel.alerts = []
    panel.sound = lambda: panel.alerts.append(panel.remaining())
    qtbot.wait(50)  # the phase changes' queued (de)activation events first
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    return window, panel


def key(qtbot, window, k) -> None:
    qtbot.keyClick(window, k)
    QApplication.processEvents()


def label(window, seat):
    return seat_short(seat, window.c.names, window.c.lang)


def test_panel_only_by_day_and_keys_documented(window, reference_game):
    c = reference_game
    panel = window.timer_panel
    assert panel.isVisible()  # intro day
    assert panel.title.text() == fill(tr("Timer — %1"), tr("Intro talk"))
    keys = tr("Keys: Space start, pause, resume · R reset · N next speaker · C challenge")
    assert panel.toggle_button.toolTip() == keys == panel.toolTip()
    assert all(f"{k} " in keys for k in ("R", "N", "C"))
    assert [a.shortcut().toString() for a in panel.key_actions()] == ["Space", "R", "N", "C"]
    assert all(a in window.actions() for a in panel.key_actions())
    c.end_phase()
    assert not panel.isVisible()
    assert not any(a.isEnabled() for a in panel.key_actions())


def test_intro_day_round_has_no_challenge_and_its_own_seconds(window, reference_game, qtbot):
    panel = window.timer_panel
    panel.clock = FakeClock()
    qtbot.mouseClick(panel.talk_button, Qt.MouseButton.LeftButton)
    assert panel.round.kind == "intro"
    assert panel.clock_label.text() == "۰:۴۰"  # timer_intro_seconds
    assert not panel.challenge_button.isEnabled()
    panel.challenge()
    assert window.statusBar().currentMessage() == tr("No challenge in this round.")


def test_full_speaking_round_with_challenge_and_pause(desk, qtbot):
    window, panel = desk
    c, clock = window.c, panel.clock
    st = c.state
    st.player(5).silenced_day = st.number  # as a Silence of the Lambs card leaves it
    panel.first_combo.setCurrentIndex(panel.first_combo.findData(3))
    qtbot.mouseClick(panel.talk_button, Qt.MouseButton.LeftButton)
    r = panel.round
    assert [t.seat for t in r.order] == [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]
    assert panel.speaker_label.text() == fill(tr("Speaking: %1"), label(window, 3))
    assert panel.next_label.text() == fill(tr("Next: %1"), label(window, 4))
    assert tr("silenced") in panel.order_label.text()
    assert panel.clock_label.text() == "۱:۰۰"

    key(qtbot, window, Qt.Key.Key_Space)  # start
    assert panel.toggle_button.text() == tr("Pause")
    assert panel.repaint_timer.isActive()
    clock.advance(20)
    qtbot.waitUntil(lambda: panel.clock_label.text() == "۰:۴۰", timeout=1000)
    key(qtbot, window, Qt.Key.Key_Space)  # pause
    clock.advance(120)  # the pause costs nothing
    QApplication.processEvents()
    assert panel.remaining() == pytest.approx(40.0)
    assert panel.clock_label.text() == "۰:۴۰"
    assert tr("(paused)") in panel.speaker_label.text()
    assert not panel.repaint_timer.isActive()
    key(qtbot, window, Qt.Key.Key_Space)  # resume
    clock.advance(7.5)
    qtbot.waitUntil(lambda: panel.clock_label.text() == "۰:۳۳", timeout=1000)
    assert panel.remaining() == pytest.approx(32.5)

    # a challenge: seat 9 speaks 25 s while the speaker's clock waits
    panel.challenger_combo.setCurrentIndex(panel.challenger_combo.findData(9))
    key(qtbot, window, Qt.Key.Key_C)
    assert panel.round.challenge is not None
    assert panel.clock_label.text() == "۰:۲۵"
    assert panel.speaker_label.text() == fill(
        tr("Challenge: %1, in the turn of %2"), label(window, 9), label(window, 3))
    depth = deepest = 0  # no bracket inside a bracket: «(در نوبت ۳ (…))» reads badly
    for ch in panel.speaker_label.text():
        depth += {"(": 1, ")": -1}.get(ch, 0)
        deepest = max(deepest, depth)
    assert deepest == 1, panel.speaker_label.text()
    assert panel.challenge_button.text() == tr("End challenge")
    clock.advance(10)
    qtbot.waitUntil(lambda: panel.clock_label.text() == "۰:۱۵", timeout=1000)
    assert panel.round.timer.remaining() == pytest.approx(32.5)
    key(qtbot, window, Qt.Key.Key_C)  # C again: the challenge is over
    assert panel.round.challenge is None
    clock.advance(2.5)
    QApplication.processEvents()
    assert panel.remaining() == pytest.approx(30.0)  # the speaker's clock went on
    qtbot.mouseClick(panel.challenge_button, Qt.MouseButton.LeftButton)  # disabled: used
    key(qtbot, window, Qt.Key.Key_C)
    assert window.statusBar().currentMessage() == tr("This speaker's challenge is used.")
    assert panel.round.granted == 1

    # R: back to full; N: the next speakers, the silenced one skipped
    key(qtbot, window, Qt.Key.Key_R)
    assert panel.clock_label.text() == "۱:۰۰" and panel.toggle_button.text() == tr("Start")
    key(qtbot, window, Qt.Key.Key_N)
    assert panel.round.current.seat == 4
    assert panel.next_label.text() == fill(tr("Next: %1"), label(window, 6))  # 5 silenced
    assert panel.challenge_button.isEnabled()  # a new turn, a new challenge
    key(qtbot, window, Qt.Key.Key_N)
    assert panel.round.current.seat == 6
    assert 5 in panel.round.spoken()
    for _ in range(7):
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert panel.round.current.seat == 2
    assert panel.next_label.text() == tr("Last speaker of the round.")
    key(qtbot, window, Qt.Key.Key_N)
    assert panel.round.finished
    assert panel.speaker_label.text() == tr("The round is over.")
    assert not panel.toggle_button.isEnabled()


def test_alert_at_zero_is_seen_and_heard_once(desk, qtbot):
    window, panel = desk
    clock = panel.clock
    key(qtbot, window, Qt.Key.Key_Space)  # no round yet: Space starts one from the first
    assert panel.round is not None and panel.round.current.seat == 1
    clock.advance(59)
    qtbot.waitUntil(lambda: panel.clock_label.text() == "۰:۰۱", timeout=1000)
    assert panel.alerts == []
    clock.advance(1.5)
    qtbot.waitUntil(lambda: panel.alerts == [0.0], timeout=1000)
    assert panel.speaker_label.text().startswith(tr("Time is up!"))  # words, not colour only
    assert panel.clock_label.text() == "۰:۰۰"
    assert panel.clock_label.property("alert") in ("true", "flash")
    assert panel.flashing()
    qtbot.wait(300)
    assert panel.alerts == [0.0]  # once
    assert not panel.repaint_timer.isActive()
    qtbot.waitUntil(lambda: not panel.flashing(), timeout=5000)
    assert panel.clock_label.property("alert") == "true"
    key(qtbot, window, Qt.Key.Key_N)
    assert panel.clock_label.property("alert") == "false"
    assert not panel.speaker_label.text().startswith(tr("Time is up!"))


def test_defense_round_from_the_defenders(desk, qtbot):
    window, panel = desk
    c = window.c
    assert not panel.defense_button.isEnabled()
    assert c.step("votes", {3: 7, 9: 6})
    assert panel.defense_button.isEnabled()
    qtbot.mouseClick(panel.defense_button, Qt.MouseButton.LeftButton)
    assert panel.round.kind == "defense"
    assert [t.seat for t in panel.round.order] == [3, 9]
    assert panel.title.text() == fill(tr("Timer — %1"), tr("Defense speeches"))
    assert not panel.challenge_button.isEnabled()


def test_a_new_day_drops_the_old_round(desk, qtbot):
    window, panel = desk
    key(qtbot, window, Qt.Key.Key_Space)
    assert panel.round is not None
    window.c.end_phase()
    assert panel.round is None and not panel.repaint_timer.isActive()


def test_alert_sound_uses_a_player_without_blocking(qapp, monkeypatch, tmp_path):
    from narrator_app.paths import resource_path
    from narrator_app.ui import timer_panel as tp

    started = []
    monkeypatch.setattr(tp.QProcess, "startDetached",
                        staticmethod(lambda prog, args: started.append([prog, *args]) or True))
    monkeypatch.setattr(tp.QApplication, "beep", staticmethod(lambda: started.append("beep")))
    monkeypatch.setattr(tp.tempfile, "gettempdir", lambda: str(tmp_path))
    sound = tp.AlertSound(which={"paplay": "/usr/bin/paplay"}.get, platform="linux")
    sound.play()
    # the sound ships with the app: nothing is written to the shared temporary folder
    wav = resource_path("resources", "sounds", "alert.wav")
    assert wav.is_file() and wav.read_bytes()[:4] == b"RIFF"
    assert list(tmp_path.iterdir()) == []
    assert started == ["beep", ["/usr/bin/paplay", str(wav)]]
    silent = tp.AlertSound(which={}.get, platform="linux")
    silent.play()
    assert started[-1] == "beep" and silent.played == 1


def test_a_new_game_starts_the_first_speaker_list_at_its_first_seat(window, reference_game):
    """A narrator chose seat 2 as the first speaker, then started another game with the
    same names: the list said «First: 2» in the new game (a trial, carried over). Each game
    starts at its first seat; within a game the choice stays."""
    from desk_driver import REFERENCE, reference_setup

    c = reference_game
    panel = window.timer_panel
    combo = panel.first_combo
    combo.setCurrentIndex(combo.findData(2))
    c.end_phase()
    c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    c.end_phase()  # Day 1 of the same game: the choice stays
    assert combo.currentData() == 2
    assert c.new_game(reference_setup(), REFERENCE)
    assert combo.currentData() == 1
