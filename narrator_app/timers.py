"""The day's clocks, without Qt: a countdown and the speaking round.

:class:`Countdown` measures time with an injectable monotonic ``clock`` (``time.monotonic``
by default; tests pass a fake they advance by hand), so the remaining time is exact across
any number of pauses — a repaint timer in the window only *shows* it, it never counts.

:class:`SpeakingRound` is one round of talk: the order (``engine.talk.speaking_order`` — clockwise
from the first speaker, living players, today's silenced marked), the current speaker, the
next one (silenced players are skipped, never given the floor), the speaker's countdown and
at most ``challenges_per_turn`` challenges per turn, each with its own countdown
(``challenge_seconds``; the speaker's clock waits while the challenger speaks).

Also here: the alert sound as a small WAV written with the standard library
(:func:`write_beep_wav`) and the command that plays it on this system (:func:`player_command`);
see docs/decisions.md for why not QtMultimedia.
"""

from __future__ import annotations

import math
import shutil
import struct
import sys
import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

Clock = Callable[[], float]

READY, RUNNING, PAUSED, DONE = "ready", "running", "paused", "done"


class Countdown:
    """A countdown of ``seconds`` measured on ``clock`` (monotonic seconds).

    States: ``ready`` (full, not started), ``running``, ``paused``, ``done`` (reached zero;
    :meth:`remaining` is 0). The state is updated lazily from the clock: ask :meth:`status`
    or :meth:`remaining` whenever you want to know.
    """

    def __init__(self, seconds: float, clock: Clock = time.monotonic) -> None:
        if seconds < 0:
            raise ValueError("a countdown cannot be negative")
        self.duration = float(seconds)
        self._clock = clock
        self._used = 0.0  # seconds spent in finished running stretches
        self._since: float | None = None  # clock value when the current stretch started
        self._started = False

    # --- reading ------------------------------------------------------------------------
    def elapsed(self) -> float:
        run = self._clock() - self._since if self._since is not None else 0.0
        return min(self._used + run, self.duration)

    def remaining(self) -> float:
        """Seconds left (never below 0)."""
        return max(self.duration - self.elapsed(), 0.0)

    def remaining_whole(self) -> int:
        """Seconds left rounded up, as a clock shows them (0 only at zero)."""
        return int(math.ceil(self.remaining() - 1e-9))

    def status(self) -> str:
        if self._started and self.remaining() <= 0:
            return DONE
        if self._since is not None:
            return RUNNING
        return PAUSED if self._started else READY

    @property
    def running(self) -> bool:
        return self.status() == RUNNING

    @property
    def done(self) -> bool:
        return self.status() == DONE

    # --- acting -------------------------------------------------------------------------
    def start(self) -> None:
        """Start (or resume) counting; nothing once done."""
        if self.status() in (READY, PAUSED):
            self._since = self._clock()
            self._started = True

    resume = start

    def pause(self) -> None:
        if self._since is not None:
            self._used = min(self._used + self._clock() - self._since, self.duration)
            self._since = None

    def toggle(self) -> str:
        """Space: start when ready, pause when running, resume when paused. Returns the
        new status."""
        if self.status() == RUNNING:
            self.pause()
        else:
            self.start()
        return self.status()

    def reset(self, seconds: float | None = None) -> None:
        """Back to full (``seconds`` sets a new length), not running."""
        if seconds is not None:
            self.duration = float(seconds)
        self._used = 0.0
        self._since = None
        self._started = False


# ---------------------------------------------------------------------------------------
# the speaking round
# ---------------------------------------------------------------------------------------
#: Kinds of round and the house rule giving each speaker's seconds.
ROUND_SECONDS = {
    "intro": "timer_intro_seconds",
    "talk": "timer_turn_seconds",
    "defense": "timer_defense_seconds",
}
DEFAULT_SECONDS = {"intro": 40, "talk": 60, "defense": 60}


@dataclass(frozen=True)
class Turn:
    """One place in the order: the seat, and whether he is silenced (skipped)."""

    seat: int
    silenced: bool


class RoundOver(Exception):
    """Raised by :meth:`SpeakingRound.grant_challenge` when no challenge can be granted."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        #: ``no_speaker``, ``no_challenges`` (not today / not in this round) or
        #: ``limit`` (this turn's challenges are used).
        self.reason = reason


class SpeakingRound:
    """One round of talk (see the module docstring).

    Args:
        order: the speakers in order (``Speaker``/``Turn``-like: ``.seat``, ``.silenced``).
        seconds: each speaker's time.
        challenge_seconds: a challenge's time.
        challenges_per_turn: how many challenges the speaker may grant in his turn (0: none).
        kind: ``intro``, ``talk`` or ``defense`` (for the window's title).
        clock: the monotonic clock (tests pass a fake one).
    """

    def __init__(
        self,
        order: Sequence[Any],
        seconds: float,
        challenge_seconds: float = 25,
        challenges_per_turn: int = 1,
        kind: str = "talk",
        clock: Clock = time.monotonic,
    ) -> None:
        self.order = [Turn(int(s.seat), bool(s.silenced)) for s in order]
        self.seconds = float(seconds)
        self.challenge_seconds = float(challenge_seconds)
        self.challenges_per_turn = max(int(challenges_per_turn), 0)
        self.kind = kind
        self._clock = clock
        self.timer = Countdown(self.seconds, clock)
        #: The running challenge's countdown (None when nobody is challenging).
        self.challenge: Countdown | None = None
        #: Who speaks in the challenge (a seat), if the narrator said so.
        self.challenger: int | None = None
        #: Challenges granted in the current turn.
        self.granted = 0
        self._resume_after_challenge = False
        #: Index into ``order`` of the current speaker; len(order) once the round is over.
        self.index = self._first_speaking(0)

    @classmethod
    def for_state(
        cls, st: Any, kind: str, first: int | None = None, clock: Clock = time.monotonic,
        defenders: list[int] | None = None,
    ) -> SpeakingRound:
        """The round of ``kind`` for the game state ``st`` and its house rules: ``talk`` and
        ``intro`` go clockwise from ``first`` (``speaking_order``), ``defense`` through the
        defenders in seat order from ``first`` (or the lowest seat): today's
        (``st.day.defense``), or ``defenders`` (seats from 1) when given — Capo's two
        suspects, who defend before the gun's step is recorded (club_scenarios 6.8). The two
        today's interrogation summoned, before the day has defenders, defend twice, 30
        seconds each (:func:`~narrator_app.engine.summoned_defence`, club_scenarios 3.6)."""
        from narrator_app.engine import intro_only_day, summoned_defence
        from narrator_app.engine.talk import speaking_order

        if kind == "talk" and intro_only_day(st):
            kind = "intro"  # Mafia Nights' Day 1 as an intro day (A74): its time, its rule
        rules = st.rules
        seconds = rules.get(ROUND_SECONDS[kind], DEFAULT_SECONDS[kind])
        order = speaking_order(st, first or 1, defense=kind == "defense")
        per_turn = int(rules.get("challenges_per_turn", 1))
        if kind == "intro" and not rules.get("intro_day_challenge", False):
            per_turn = 0
        if kind == "defense":
            who = set(st.day.defense if defenders is None else defenders)
            order = [s for s in order if s.seat in who]
            per_turn = 0
            summoned = None if st.day.defense else summoned_defence(st)
            if summoned is not None and who == set(summoned[0]):
                order, seconds = order * summoned[1], summoned[2]
        return cls(order, seconds, rules.get("challenge_seconds", 25), per_turn, kind, clock)

    # --- reading ------------------------------------------------------------------------
    def _first_speaking(self, i: int) -> int:
        while i < len(self.order) and self.order[i].silenced:
            i += 1
        return i

    @property
    def finished(self) -> bool:
        return self.index >= len(self.order)

    @property
    def current(self) -> Turn | None:
        return None if self.finished else self.order[self.index]

    @property
    def next_speaker(self) -> Turn | None:
        i = self._first_speaking(self.index + 1)
        return self.order[i] if i < len(self.order) else None

    @property
    def silenced(self) -> list[int]:
        return [t.seat for t in self.order if t.silenced]

    def spoken(self) -> list[int]:
        """Seats whose turn is over (silenced ones passed over included)."""
        return [t.seat for t in self.order[: self.index]]

    def active(self) -> Countdown:
        """The clock the keys act on: the challenge while one runs, else the speaker's."""
        return self.challenge if self.challenge is not None else self.timer

    def can_challenge(self) -> str | None:
        """None if the current speaker may grant a challenge now, else the reason."""
        if self.current is None:
            return "no_speaker"
        if self.challenges_per_turn <= 0:
            return "no_challenges"
        if self.challenge is not None or self.granted >= self.challenges_per_turn:
            return "limit"
        return None

    # --- acting -------------------------------------------------------------------------
    def toggle(self) -> str:
        """Space: start / pause / resume the active clock."""
        if self.current is None:
            return DONE
        return self.active().toggle()

    def reset(self) -> None:
        """R: the active clock back to full (a challenge restarts its 25 s)."""
        self.active().reset()

    def next(self) -> Turn | None:
        """N: the floor passes to the next speaker who may speak (silenced ones skipped);
        his clock is full and waits for Space. Returns him, or None when the round is over."""
        self.end_challenge()
        if not self.finished:
            self.index = self._first_speaking(self.index + 1)
        self.timer = Countdown(self.seconds, self._clock)
        self.granted = 0
        return self.current

    def keep(self, seats: Collection[int]) -> None:
        """Keep in the order only the players of ``seats`` (those still in the game, as the
        engine says: ``engine.talk.speaking_order``): a player who left the game during the
        round (withdrew, was shot by day) is skipped. When the current speaker is the one who
        left, the floor passes to the next speaker who may speak, his clock full and waiting
        (as :meth:`next`); otherwise the current speaker and his clocks are untouched."""
        seats = set(seats)
        if all(t.seat in seats for t in self.order):
            return
        current = self.current
        before = sum(1 for t in self.order[: self.index] if t.seat in seats)
        self.order = [t for t in self.order if t.seat in seats]
        if current is not None and current.seat in seats:
            self.index = before  # the same speaker, at his new place
            return
        self.end_challenge()
        self.index = self._first_speaking(before)
        self.timer = Countdown(self.seconds, self._clock)
        self.granted = 0

    def challengers(self) -> list[int]:
        """The seats (from 1) that may be given a challenge now: the others of this round,
        in its order, once each, none silenced (rules_spec 1.2 «others raise hands», 1.7,
        A71); [] when nobody has the floor."""
        speaker = self.current
        if speaker is None:
            return []
        return list(dict.fromkeys(t.seat for t in self.order
                                  if t.seat != speaker.seat and not t.silenced))

    def grant_challenge(self, challenger: int | None = None) -> Countdown:
        """C: the speaker grants a challenge to ``challenger`` (a seat from 1, or None when
        the narrator does not name him): his clock waits, the challenge clock starts.

        Raises:
            RoundOver: no challenge may be granted now (see :meth:`can_challenge`);
                ``challenger`` is silenced today: he spends the day in silence and is never
                given the floor (rules_spec 3.4.3, 4.3 «cannot speak the next day», A71);
                ``not_a_speaker``: he is the speaker himself («others raise hands», 1.2) or
                no seat of this round (out of the game, half-dead: «do not vote, speak,
                act», 1.7; no seat of the table).
        """
        why = self.can_challenge()
        if why is not None:
            raise RoundOver(why)
        if challenger is not None and challenger in self.silenced:
            raise RoundOver("silenced")
        if challenger is not None and challenger not in self.challengers():
            raise RoundOver("not_a_speaker")
        self._resume_after_challenge = self.timer.running
        self.timer.pause()
        self.granted += 1
        self.challenger = challenger
        self.challenge = Countdown(self.challenge_seconds, self._clock)
        self.challenge.start()
        return self.challenge

    def end_challenge(self) -> None:
        """The challenge is over: the speaker's clock goes on if it was running."""
        if self.challenge is None:
            return
        self.challenge = None
        self.challenger = None
        if self._resume_after_challenge:
            self.timer.resume()
        self._resume_after_challenge = False


# ---------------------------------------------------------------------------------------
# the alert sound
# ---------------------------------------------------------------------------------------
def write_beep_wav(
    path: Path, seconds: float = 0.6, freq: float = 880.0, rate: int = 22050, beeps: int = 3
) -> Path:
    """Write a short beep-beep-beep (16-bit mono PCM) to ``path`` with ``wave``."""
    import wave  # when the first alert is made, not with the desk's speaking clock

    frames = bytearray()
    part = seconds / beeps
    for _ in range(beeps):
        n = int(rate * part)
        on = int(n * 0.7)
        for i in range(n):
            if i < on:
                # short fade in/out so the speaker does not click
                env = min(1.0, i / 200, (on - i) / 200)
                v = int(0.6 * 32767 * env * math.sin(2 * math.pi * freq * i / rate))
            else:
                v = 0
            frames += struct.pack("<h", v)
    path = Path(path)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(bytes(frames))
    return path


#: Players tried in order; each takes the WAV file as its last argument.
PLAYERS = (("paplay",), ("pw-play",), ("aplay", "-q"), ("afplay",))


def player_command(
    wav: Path, which: Callable[[str], str | None] = shutil.which, platform: str = sys.platform
) -> list[str] | None:
    """The command that plays ``wav`` here (the first player found), or None: on Windows
    the caller uses ``winsound``; elsewhere without a player only the system beep sounds."""
    if platform.startswith("win"):
        return None
    for cmd in PLAYERS:
        exe = which(cmd[0])
        if exe:
            return [exe, *cmd[1:], str(wav)]
    return None


def clock_text(seconds: float) -> str:
    """``m:ss`` of a remaining time (rounded up: a clock shows 0:00 only at zero)."""
    s = int(math.ceil(max(seconds, 0.0) - 1e-9))
    return f"{s // 60}:{s % 60:02d}"
