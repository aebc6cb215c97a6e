"""The club scenarios' role cards and days (offscreen, 1366×768, Persian), read from the
catalogue: no scenario id is written here.

Usage (from anywhere)::

    .venv/bin/python docs/screenshots_club.py          # into docs/
    .venv/bin/python docs/screenshots_club.py OUT_DIR  # into OUT_DIR instead

For every scenario of the catalogue's club group (the club scenarios the app ships, issue 22):

* ``cards-<id>-page1.png`` — the Persian role cards' first page at the scenario's reference
  table (``ravi cards --players <reference_size>`` then ``pdftoppm``, 60 dpi);
* ``screenshot-day-<id>.png`` — only where the output folder lacks one (a scenario's own
  script, e.g. ``docs/screenshots_capo.py``, makes a day with its gesture under way): a real
  day of the scenario's reference deal, driven through the controller by the engine's random
  driver (:func:`narrator_app.engine.simulate.random_value`, seeded) to the first day whose
  day opens on something of its own (a day procedure, the guns handed out the night
  before, …), or else the first day with its vote, and
  grabbed as the window shows it at that day's start.

Helpers (``settle``, ``save``) come from ``docs/screenshots.py``, the deal and the names
from ``docs/screenshots_scenarios.py``.
"""

from __future__ import annotations

import random
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import screenshots as base  # noqa: E402
import screenshots_scenarios as scenarios  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
#: Seeds tried per scenario, and actions per try, before the first day is taken instead.
SEEDS = range(1, 11)
MAX_ACTIONS = 300
#: The day's plain vote steps (a day that opens on one of them is taken only as a fallback).
VOTE_KEYS = ("votes", "exit_votes")


def club_ids() -> list[str]:
    """The catalogue's club group (shipped scenarios outside the seed booklet), in order."""
    from narrator_app.engine import playable_ids
    from narrator_app.engine.scenario import scenario_catalogue, scenario_group

    entries = scenario_catalogue()
    by_id = {e.id: e for e in entries if e.refused is None}
    return [sid for sid in playable_ids(entries) if scenario_group(by_id[sid]) == "club"]


def cards(scen: str, out_dir: Path) -> Path:
    """The Persian role cards' first page at ``scen``'s reference table, as a PNG."""
    from narrator_app.engine import load_scenario

    size = load_scenario(scen).reference_size
    stem = out_dir / f"cards-{scen}-page1"
    with tempfile.TemporaryDirectory(prefix="ravi-cards-") as tmp:
        pdf = Path(tmp) / "cards.pdf"
        subprocess.run([sys.executable, "-m", "narrator_app", "--lang", "fa", "cards",
                        "--scenario", scen, "--players", str(size), "--out", str(pdf)],
                       cwd=ROOT, check=True)
        subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile",
                        str(pdf), str(stem)], check=True)
    print(f"wrote {stem}.png")
    return stem.with_suffix(".png")


def _drive(c, seed: int, want_procedure: bool) -> bool:
    """Play ``c``'s game from its deal with the random driver until a day (after the
    first night) opens, with a day procedure holding if ``want_procedure``; True if it did."""
    from narrator_app.engine.abilities.steps import procedure_today
    from narrator_app.engine.simulate import random_value

    rng = random.Random(seed)
    was_day = False
    for _ in range(MAX_ACTIONS):
        st = c.game.state
        if st.winner is not None:
            return False
        if st.phase == "day" and not was_day and st.number >= 1:
            if not want_procedure or _own_day(st, procedure_today(st)):
                return True
        was_day = st.phase == "day"
        choice = random_value(c.game, rng)
        done = c.end_phase() if choice is None else c.step(*choice)
        if not done and choice is not None:
            c.end_phase()
    return False


def _own_day(st, procedure) -> bool:
    """Whether the day of ``st`` opens on something of the scenario's own: a day procedure
    (capo's gun, namayande's representatives…) or a step besides the vote (the
    guns of the night before being fired, …)."""
    from narrator_app.engine.choices import legal_choices

    keys = {step.key for step in legal_choices(st).steps}
    return procedure is not None or bool(keys - set(VOTE_KEYS))


def day(scen: str, data: Path, out_dir: Path) -> Path | None:
    """A day of ``scen``'s reference deal in the window (see the module's docstring)."""
    for want_procedure in (True, False):
        for seed in SEEDS:
            c, w = base.desk(data)
            scenarios.club_night(c, scen, c.end_phase)
            if _drive(c, seed, want_procedure):
                base.settle()
                path = out_dir / f"screenshot-day-{scen}.png"
                base.save(w, path)
                w.close()
                w.deleteLater()
                return path
            w.close()
            w.deleteLater()
    return None


def make(out_dir: Path) -> list[Path]:
    base.create_application(language="fa")
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory(prefix="ravi-shots-") as data:
        for scen in club_ids():
            written.append(cards(scen, out_dir))
            if not (out_dir / f"screenshot-day-{scen}.png").exists():
                path = day(scen, Path(data), out_dir)
                if path is None:
                    raise RuntimeError(f"{scen}: no day reached")
                written.append(path)
    return written


if __name__ == "__main__":
    make(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent)
