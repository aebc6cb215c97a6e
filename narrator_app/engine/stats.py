"""The club's statistics, from the archive: per player and per scenario. No Qt.

Input is a list of :class:`~narrator_app.engine.archive.ArchiveEntry` (what the archive
index lists); files that cannot be read are counted as ``damaged`` and left out of the rest.
Only finished games (a winner) count for players and scenarios: an unfinished game has no
result yet (it is counted in ``unfinished``).

* A player is a name as the narrator typed it, folded like the archive's search
  (:func:`~narrator_app.engine.archive_index.fold`: ی/ي, ک/ك, ZWNJ, kashida, case, Persian
  and Latin digits, runs of spaces); the spelling used most often is shown. A seat with no
  name is not a player.
* ``played``: finished games with a seat of that name (a name at two seats of one game:
  one game, its first seat's); ``won``: those where the seat is in
  ``winning_seats`` (game-script.md: every seat of the winning side, Nostradamus when he
  chose it, only the independent's seat when an independent wins).
* By side: the side the player **ended** the game on (:func:`ended_side`: a player dealt a
  simple mafia who won with the city after the face-off card counts ``city 1/1``, not
  ``mafia 1/1``, which a club reads as a mafia win; Z107-6). By role and by side dealt: the
  role **dealt** to the seat (the deal) and that role's side in the scenario (``mafia``,
  ``city``, ``independent``), counted as dealt (``by_role``, ``by_dealt_side``).
* Per scenario: finished games, wins by side (an independent's win counts for
  ``independent``) and the average length in days (the last day reached, as the narrator
  counts it: Werewolf's first day is Day 1, :func:`archive.said_days`).
* One night at the table is one game: the files of a game id and of its branches (``parent``)
  are counted once, by the one that says most (finished first): :func:`club_stats`.
* Date range: ``since`` / ``until`` are days of the Jalali (Persian) calendar, both
  included, compared with the game's creation day in local time (``tz``).
"""

from __future__ import annotations

import csv
import io
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date, datetime, tzinfo
from typing import cast

from .archive import ArchiveEntry, fold, said_days
from .scenario import Scenario, scenario_or_none

SIDES = ("mafia", "city", "independent")

_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩", "01234567890123456789")


def player_key(name: str) -> str:
    """The key two spellings of one player share (``fold``, spaces collapsed)."""
    return " ".join(fold(name).split())


def winner_side(winner: str) -> str:
    """``mafia`` or ``city``, or ``independent`` for an independent's role (Jack …)."""
    return winner if winner in ("mafia", "city") else "independent"


def jalali_date(text: str) -> date:
    """A Jalali day typed as ``1405-09-08`` or ``۱۴۰۵/۰۹/۰۸`` → its Gregorian :class:`date`.

    Raises:
        ValueError: not ``Y-M-D`` with digits, or no such Jalali day.
    """
    parts = text.strip().translate(_DIGITS).replace("/", "-").split("-")
    if len(parts) != 3 or not all(p.isascii() and p.isdigit() for p in parts):
        raise ValueError(f"not a Jalali date (YYYY-MM-DD): {text!r}")
    y, m, d = (int(p) for p in parts)
    import jdatetime  # the Jalali calendar: when a day is read or a record drawn, not loaded

    try:
        return jdatetime.date(y, m, d).togregorian()
    except (ValueError, OverflowError) as exc:
        raise ValueError(f"no such Jalali date: {text!r} ({exc})") from exc


@dataclass
class Tally:
    """Finished games played and won."""

    played: int = 0
    won: int = 0

    def add(self, won: bool) -> None:
        self.played += 1
        self.won += int(won)

    def as_dict(self) -> dict:
        return {"played": self.played, "won": self.won}


@dataclass
class PlayerStats:
    """One player: ``name`` (the spelling used most), ``key`` (:func:`player_key`), the
    whole ``record``, ``by_side`` (the side he ended the game on, :func:`ended_side`),
    ``by_dealt_side`` and ``by_role`` (the role dealt and its side), and ``games``:
    (creation time, scenario id, role dealt, side ended on, won) of each finished game,
    oldest first."""

    name: str
    key: str
    record: Tally = field(default_factory=Tally)
    by_side: dict[str, Tally] = field(default_factory=dict)
    by_role: dict[str, Tally] = field(default_factory=dict)
    games: list[tuple] = field(default_factory=list)
    by_dealt_side: dict[str, Tally] = field(default_factory=dict)

    def as_dict(self) -> dict:
        return {
            "name": self.name,
            "played": self.record.played,
            "won": self.record.won,
            "by_side": {s: t.as_dict() for s, t in sorted(self.by_side.items())},
            "by_dealt_side": {s: t.as_dict() for s, t in sorted(self.by_dealt_side.items())},
            "by_role": {r: t.as_dict() for r, t in sorted(self.by_role.items())},
        }

    def summary(self) -> str:
        """The player's line (``ravi stats``; the statistics window's words are built from
        the same tallies): «NAME: won W of P (city 1/1, mafia 0/1; dealt mafia 2)» — by the
        side ended on, won/played, then the sides dealt, games played."""
        sides = ", ".join(f"{s} {t.won}/{t.played}" for s, t in _in_side_order(self.by_side))
        dealt = ", ".join(f"{s} {t.played}" for s, t in _in_side_order(self.by_dealt_side))
        return (f"{self.name}: won {self.record.won} of {self.record.played} "
                f"({sides}; dealt {dealt})")


def _in_side_order(tallies: dict[str, Tally]) -> list[tuple[str, Tally]]:
    """``tallies`` by side: mafia, city, independent, then any other by name."""
    return sorted(tallies.items(),
                  key=lambda kv: (SIDES.index(kv[0]) if kv[0] in SIDES else len(SIDES), kv[0]))


#: The other team of a two-team win (for a player dealt the winners' side who lost).
_OTHER_TEAM = {"mafia": "city", "city": "mafia"}


def ended_side(entry: ArchiveEntry, seat: int) -> str:
    """The side seat ``seat`` (from 1) of the game ``entry`` ended on: the side of the card
    he held at the end (``entry.end_sides``, which the index holds since HR107-3: a citizen
    bought by Saul, a player Sherlock took the card of, a mafia won over by the face-off
    card; an independent who played with a side counts on his own, as dealt). An entry
    without them (made by hand; every entry the index or a file gives has them after the
    deal) is read as far as the sides dealt, the winner and ``winning_seats`` tell it
    (every seat whose card at the end is of the winning team, and an independent who chose
    that side, game-script.md, ``table.declare``). Rule Z107-6:

    * a winner of a team's win who was dealt a team's card ended on the winners' team (a
      simple mafia won over by the face-off card who won with the city: ``city``);
    * a seat dealt the winning team's side that is not among the winners left that team: for
      the other team when the game dealt no independent (a citizen bought by Saul when the
      city won); with one dealt he may have left for it (Sherlock's swap), and the index
      cannot tell which: the side dealt;
    * any other seat (an independent, any seat of an unfinished game or of an independent's
      or the lovers' win, a loser dealt the losing side): the side dealt.

    "" when the seat was not dealt."""
    if 0 < seat <= len(entry.end_sides):
        return entry.end_sides[seat - 1]
    dealt = entry.sides[seat - 1] if 0 < seat <= len(entry.sides) else ""
    won = entry.winner
    if won not in _OTHER_TEAM or dealt not in _OTHER_TEAM:
        return dealt
    if seat in entry.winning_seats:
        return won
    if dealt == won and all(s in _OTHER_TEAM for s in entry.sides):
        return _OTHER_TEAM[won]
    return dealt


@dataclass
class ScenarioStats:
    """One scenario: finished ``games``, ``wins`` by side, ``average_days`` (0 for none)."""

    scenario: str
    games: int = 0
    wins: dict[str, int] = field(default_factory=lambda: dict.fromkeys(SIDES, 0))
    total_days: int = 0

    @property
    def average_days(self) -> float:
        return round(self.total_days / self.games, 2) if self.games else 0.0

    def as_dict(self) -> dict:
        return {"id": self.scenario, "games": self.games, "wins": dict(self.wins),
                "average_days": self.average_days}


@dataclass
class ClubStats:
    """The whole result: ``games`` readable games in the range (finished or not),
    ``finished``, ``unfinished``, ``damaged`` files; players (most games first) and
    scenarios (by id)."""

    games: int = 0
    finished: int = 0
    unfinished: int = 0
    damaged: int = 0
    players: list[PlayerStats] = field(default_factory=list)
    scenarios: list[ScenarioStats] = field(default_factory=list)
    since: date | None = None
    until: date | None = None

    def player(self, name: str) -> PlayerStats | None:
        """The player whose name folds like ``name``, or None."""
        key = player_key(name)
        return next((p for p in self.players if p.key == key), None)

    def as_dict(self) -> dict:
        """The JSON shape of ``stats --json``: ``games``, ``players``, ``scenarios`` first."""
        return {
            "games": self.games,
            "players": [p.as_dict() for p in self.players],
            "scenarios": [s.as_dict() for s in self.scenarios],
            "finished": self.finished,
            "unfinished": self.unfinished,
            "damaged": self.damaged,
            "from": self.since.isoformat() if self.since else None,
            "to": self.until.isoformat() if self.until else None,
        }


def in_range(entry: ArchiveEntry, since: date | None, until: date | None,
             tz: tzinfo | None = None) -> bool:
    """True when the game was created between ``since`` and ``until`` (Gregorian days,
    both included; local time of ``tz``)."""
    if entry.created is None:
        return False
    day = entry.created.astimezone(tz).date()
    return (since is None or day >= since) and (until is None or day <= until)


def game_key(entry: ArchiveEntry, parents: Mapping[str, str | None]) -> str:
    """What the statistics count ``entry`` as: the first game of its line (its id, or the
    id it was branched from, and so on up through ``parents``, game id → parent id), or its
    path when it has no id."""
    key = entry.game_id or str(entry.path)
    seen = {key}
    while (up := parents.get(key)) and up not in seen:
        seen.add(up)
        key = up
    return key


def _says_more(e: ArchiveEntry, than: ArchiveEntry) -> bool:
    """True when ``e`` tells one game's result better than ``than``: finished (the other
    not), else more actions, else played later."""
    def rank(x: ArchiveEntry) -> tuple:
        return (x.winner is not None, x.actions, x.last_played or x.created)

    return rank(e) > rank(than)


def club_stats(entries: Iterable[ArchiveEntry], since: date | None = None,
               until: date | None = None, tz: tzinfo | None = None) -> ClubStats:
    """The statistics of ``entries`` created from ``since`` to ``until`` (Gregorian
    :class:`date` s, e.g. from :func:`jalali_date`; None: no bound).

    One night at the table is one game (RS32-2): the files of one game id (copies, the
    narrator's own saves, the autosave) and of its branches (a game whose ``parent`` is
    that id, or a branch's branch: :func:`game_key`) are counted once, by the file that
    says most — a finished one before an unfinished one, then the most actions, then the
    one played last."""
    out = ClubStats(since=since, until=until)
    readable: list[ArchiveEntry] = []
    for e in entries:
        if e.error is not None:
            out.damaged += 1
        elif in_range(e, since, until, tz):
            readable.append(e)
    parents = {e.game_id: e.parent for e in readable if e.game_id and e.parent}
    best: dict[str, ArchiveEntry] = {}
    for e in readable:
        key = game_key(e, parents)
        if key not in best or _says_more(e, best[key]):
            best[key] = e
    players: dict[str, PlayerStats] = {}
    spellings: dict[str, Counter] = defaultdict(Counter)
    scenarios: dict[str, ScenarioStats] = {}
    read: dict[str, Scenario | None] = {}  # each scenario read once, for its day count
    for e in sorted(best.values(), key=lambda e: cast(datetime, e.created)):  # read: it has one
        out.games += 1
        if e.winner is None:
            out.unfinished += 1
            continue
        out.finished += 1
        sc = scenarios.setdefault(e.scenario_id, ScenarioStats(e.scenario_id))
        sc.games += 1
        sc.wins[winner_side(e.winner)] += 1
        if e.scenario_id not in read:
            read[e.scenario_id] = scenario_or_none(e.scenario_id)
        sc.total_days += said_days(e.days, read[e.scenario_id])  # as said: WW32-4
        won_seats = set(e.winning_seats)
        counted: set[str] = {""}  # a name twice at one table (two «Ali»s): one game played
        for seat, name in enumerate(e.names, 1):
            if (key := player_key(name)) in counted:
                continue
            counted.add(key)
            spellings[key][name] += 1
            _count(players.setdefault(key, PlayerStats(name, key)), e, seat, seat in won_seats)
    for key, p in players.items():
        p.name = spellings[key].most_common(1)[0][0]
    out.players = sorted(players.values(), key=lambda p: (-p.record.played, -p.record.won,
                                                          p.key))
    out.scenarios = [scenarios[k] for k in sorted(scenarios)]
    return out


def _count(p: PlayerStats, e: ArchiveEntry, seat: int, won: bool) -> None:
    """Add seat ``seat`` (from 1) of the finished game ``e`` to ``p``'s record: by the side
    he ended on (:func:`ended_side`), by the side and the role dealt, as dealt (Z107-6)."""
    role = e.roles[seat - 1] if seat <= len(e.roles) else ""
    dealt = e.sides[seat - 1] if seat <= len(e.sides) else ""
    side = ended_side(e, seat)
    p.record.add(won)
    p.by_side.setdefault(side, Tally()).add(won)
    p.by_dealt_side.setdefault(dealt, Tally()).add(won)
    p.by_role.setdefault(role, Tally()).add(won)
    p.games.append((e.created, e.scenario_id, role, side, won))


def monthly_record(player: PlayerStats, tz: tzinfo | None = None,
                   most: int = 12) -> list[tuple[str, int, int]]:
    """A player's record over time: ``(Jalali month "1405-09", played, won)`` for each month
    with a game, oldest first; when that makes more than ``most`` bars, per Jalali season
    instead (``"1405-S3"``: S1 spring = months 1–3 … S4 winter = 10–12)."""
    import jdatetime  # (not loaded with the engine: jalali_date)

    months: dict[str, Tally] = {}
    seasons: dict[str, Tally] = {}
    for created, _sc, _role, _side, won in player.games:
        j = jdatetime.date.fromgregorian(date=created.astimezone(tz).date())
        months.setdefault(f"{j.year:04d}-{j.month:02d}", Tally()).add(won)
        seasons.setdefault(f"{j.year:04d}-S{(j.month - 1) // 3 + 1}", Tally()).add(won)
    chosen = months if len(months) <= most else seasons
    return [(m, t.played, t.won) for m, t in sorted(chosen.items())]


def stats_csv(stats: ClubStats) -> str:
    """The statistics as CSV text (one table): ``kind,name,side,role,played,won,
    average_days`` (a name that would start a spreadsheet formula gets a leading ``'``) —
    a row per player, per player and side ended on (``player_side``), per player and side
    dealt (``player_dealt_side``), per player and role dealt, per scenario (``played`` =
    games) and per scenario and winning side (``won``)."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")

    def cell(text: str) -> str:  # a name is never a spreadsheet formula
        return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text

    w.writerow(["kind", "name", "side", "role", "played", "won", "average_days"])
    for p in stats.players:
        w.writerow(["player", cell(p.name), "", "", p.record.played, p.record.won, ""])
        for side, t in sorted(p.by_side.items()):
            w.writerow(["player_side", cell(p.name), side, "", t.played, t.won, ""])
        for side, t in sorted(p.by_dealt_side.items()):
            w.writerow(["player_dealt_side", cell(p.name), side, "", t.played, t.won, ""])
        for role, t in sorted(p.by_role.items()):
            w.writerow(["player_role", cell(p.name), "", role, t.played, t.won, ""])
    for s in stats.scenarios:
        w.writerow(["scenario", s.scenario, "", "", s.games, "", s.average_days])
        for side in SIDES:
            w.writerow(["scenario_side", s.scenario, side, "", s.games, s.wins[side], ""])
    return buf.getvalue()
