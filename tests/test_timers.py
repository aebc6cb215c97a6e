"""The clocks of the day without Qt: a fake monotonic clock advanced by hand."""

from __future__ import annotations

import wave

import pytest

from narrator_app.engine import Game, Setup
from narrator_app.engine.talk import Speaker
from narrator_app.timers import (
    DONE,
    PAUSED,
    READY,
    RUNNING,
    Countdown,
    RoundOver,
    SpeakingRound,
    clock_text,
    player_command,
    write_beep_wav,
)


class FakeClock:
    def __init__(self, t: float = 1000.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t

    def advance(self, dt: float) -> None:
        self.t += dt


@pytest.fixture
def clock():
    return FakeClock()


def test_countdown_counts_only_while_running(clock):
    c = Countdown(60, clock)
    assert c.status() == READY and c.remaining() == 60
    clock.advance(5)  # not started: nothing spent
    assert c.remaining() == 60
    c.start()
    clock.advance(12.25)
    assert c.status() == RUNNING and c.remaining() == pytest.approx(47.75)
    c.pause()
    clock.advance(300)  # a long pause costs nothing
    assert c.status() == PAUSED and c.remaining() == pytest.approx(47.75)
    c.resume()
    clock.advance(7.5)
    c.pause()
    c.resume()
    clock.advance(0.25)
    assert c.remaining() == pytest.approx(40.0)
    assert c.remaining_whole() == 40
    clock.advance(0.1)
    assert c.remaining_whole() == 40  # 39.9 s shows as 0:40 (rounded up)
    assert clock_text(c.remaining()) == "0:40"


def test_countdown_reaches_zero_and_stays_done(clock):
    c = Countdown(25, clock)
    c.toggle()
    clock.advance(24.9)
    assert not c.done
    clock.advance(0.2)
    assert c.done and c.status() == DONE and c.remaining() == 0
    c.toggle()  # Space at zero does not restart
    clock.advance(5)
    assert c.remaining() == 0
    c.reset()
    assert c.status() == READY and c.remaining() == 25
    c.reset(40)
    assert c.remaining() == 40


def test_toggle_starts_pauses_resumes(clock):
    c = Countdown(10, clock)
    assert c.toggle() == RUNNING
    clock.advance(3)
    assert c.toggle() == PAUSED
    clock.advance(3)
    assert c.toggle() == RUNNING
    clock.advance(3)
    assert c.remaining() == pytest.approx(4)


def test_negative_countdown_refused(clock):
    with pytest.raises(ValueError):
        Countdown(-1, clock)


def order(*seats, silenced=()):
    return [Speaker(s, s in silenced) for s in seats]


def test_round_skips_silenced_and_ends(clock):
    r = SpeakingRound(order(3, 4, 5, 1, 2, silenced=(4, 1)), 60, 25, 1, "talk", clock)
    assert r.current.seat == 3
    assert r.next_speaker.seat == 5  # 4 is silenced
    assert r.silenced == [4, 1]
    r.toggle()
    clock.advance(10)
    assert r.next().seat == 5
    assert r.spoken() == [3, 4]
    assert r.timer.status() == READY and r.timer.remaining() == 60  # a fresh clock
    assert r.next().seat == 2
    assert r.next_speaker is None
    assert r.next() is None and r.finished
    assert r.toggle() == DONE


def test_round_of_only_silenced_players_is_over(clock):
    r = SpeakingRound(order(1, 2, silenced=(1, 2)), 60, 25, 1, "talk", clock)
    assert r.finished and r.current is None


def test_one_challenge_per_turn_and_the_speakers_clock_waits(clock):
    r = SpeakingRound(order(1, 2, 3), 60, 25, 1, "talk", clock)
    r.toggle()
    clock.advance(20)
    ch = r.grant_challenge(challenger=3)
    assert r.active() is ch and r.challenger == 3
    assert r.timer.status() == PAUSED
    clock.advance(10)
    assert ch.remaining() == pytest.approx(15)
    assert r.timer.remaining() == pytest.approx(40)  # the speaker's clock waited
    with pytest.raises(RoundOver) as err:
        r.grant_challenge()
    assert err.value.reason == "limit"
    clock.advance(16)
    assert ch.done
    r.end_challenge()
    assert r.active() is r.timer and r.timer.running  # it was running: it goes on
    clock.advance(5)
    assert r.timer.remaining() == pytest.approx(35)
    assert r.can_challenge() == "limit"  # one per turn
    r.next()
    assert r.can_challenge() is None  # the next speaker may grant one


def test_a_silenced_player_is_never_given_a_challenge(clock):
    # he spends the day in silence (rules_spec 3.4.3, 4.3, A71): an auditor's case, CF49-8
    r = SpeakingRound(order(1, 2, 3, silenced=(3,)), 60, 25, 1, "talk", clock)
    r.toggle()
    with pytest.raises(RoundOver) as err:
        r.grant_challenge(challenger=3)
    assert err.value.reason == "silenced"
    assert r.challenge is None and r.timer.running and r.granted == 0
    assert r.grant_challenge(challenger=2) is r.challenge  # another may still ask


def test_challenge_of_a_paused_speaker_leaves_him_paused(clock):
    r = SpeakingRound(order(1, 2), 60, 25, 2, "talk", clock)
    r.grant_challenge()
    r.end_challenge()
    assert r.timer.status() == READY
    r.grant_challenge()  # two per turn in this house
    r.reset()  # R during a challenge restarts the challenge's clock
    assert r.challenge.remaining() == 25
    with pytest.raises(RoundOver):
        r.grant_challenge()


def test_next_ends_a_running_challenge(clock):
    r = SpeakingRound(order(1, 2), 60, 25, 1, "talk", clock)
    r.grant_challenge()
    r.next()
    assert r.challenge is None and r.current.seat == 2


def test_no_challenge_rounds(clock):
    r = SpeakingRound(order(1, 2), 40, 25, 0, "intro", clock)
    with pytest.raises(RoundOver) as err:
        r.grant_challenge()
    assert err.value.reason == "no_challenges"


REFERENCE = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]


def reference_game(rules=None) -> Game:
    g = Game(Setup("godfather_nostradamus", tuple("ABCDEFGHIJK"),
                   {"cards_enabled": False, **(rules or {})}))
    g.deal(REFERENCE)
    return g


def test_round_from_the_house_rules_intro_day(clock):
    g = reference_game({"timer_intro_seconds": 45, "challenge_seconds": 30})
    assert g.state.phase == "intro_day"
    r = SpeakingRound.for_state(g.state, "intro", first=9, clock=clock)
    assert [t.seat for t in r.order] == [9, 10, 11, 1, 2, 3, 4, 5, 6, 7, 8]
    assert r.timer.remaining() == 45
    assert r.can_challenge() == "no_challenges"  # no challenge on the intro day
    g2 = reference_game({"intro_day_challenge": True, "challenges_per_turn": 2})
    r2 = SpeakingRound.for_state(g2.state, "intro", first=1, clock=clock)
    assert r2.challenges_per_turn == 2 and r2.challenge_seconds == 25


def day_one(rules=None) -> Game:
    g = reference_game(rules)
    g.end_phase()  # intro day
    g.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    g.end_phase()
    assert (g.state.phase, g.state.number) == ("day", 1)
    return g


def test_round_from_the_house_rules_main_day_and_defense(clock):
    g = day_one({"timer_turn_seconds": 50, "timer_defense_seconds": 35})
    r = SpeakingRound.for_state(g.state, "talk", first=10, clock=clock)
    assert [t.seat for t in r.order] == [10, 11, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    assert r.timer.remaining() == 50 and r.challenges_per_turn == 1
    assert r.challenge_seconds == 25
    g.step("votes", {3: 7, 9: 6, 5: 2})
    assert list(g.state.day.defense) == [3, 9]
    d = SpeakingRound.for_state(g.state, "defense", first=5, clock=clock)
    assert [t.seat for t in d.order] == [9, 3]  # clockwise from 5
    assert d.timer.remaining() == 35
    assert d.can_challenge() == "no_challenges"


def test_beep_wav_is_a_short_pcm_file(tmp_path):
    path = write_beep_wav(tmp_path / "beep.wav")
    with wave.open(str(path)) as w:
        assert w.getnchannels() == 1 and w.getsampwidth() == 2
        assert 0.5 < w.getnframes() / w.getframerate() < 0.7


def test_player_command_picks_the_first_player_found(tmp_path):
    wav = tmp_path / "b.wav"
    found = {"aplay": "/usr/bin/aplay", "afplay": "/usr/bin/afplay"}
    assert player_command(wav, found.get, "linux") == ["/usr/bin/aplay", "-q", str(wav)]
    assert player_command(wav, {}.get, "linux") is None
    assert player_command(wav, found.get, "win32") is None  # winsound there
