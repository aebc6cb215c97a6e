"""The slowest costly scenario file: ``ravi scenario check`` (in-process, as the command
runs it) on files just under the size cap that cost the most to read, one of each kind of the
hostile corpus (issue 20, item 6: a dotted key of 25 000 parts took 366 s) — goal ≤ 2 s.

The kinds: a dotted key of many parts, a table name of many parts, values nested deep, an
array of many items, many tables, many keys, a long text, and a club folder of all of them
listed by the scenario catalogue (the New game dialog's list).
"""

from __future__ import annotations

import contextlib
import io
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CAP = 256 * 1024 - 64


def _fill(unit: str, head: str = "", tail: str = "") -> str:
    """``head`` + ``unit`` repeated to just under the size cap + ``tail``."""
    room = CAP - len(head.encode()) - len(tail.encode())
    return head + unit * (room // len(unit.encode())) + tail


def costly_files() -> dict[str, str]:
    """Name → text of each costly kind, just under the size cap."""
    harbour = (ROOT / "tests" / "fixtures" / "scenarios" / "harbour.toml").read_text("utf-8")
    return {
        "dotted_key": _fill("a.", "", "a = 1\n"),
        "table_name": _fill(".a", "[a", "]\n"),
        "deep_inline": "x = " + "{a=" * 40_000 + "1" + "}" * 40_000 + "\n",
        "huge_array": _fill("1,", "x = [", "1]\n"),
        "many_tables": _fill("[[roles]]\n"),
        "many_keys": "".join(f"k{i} = {i}\n" for i in range(CAP // 12))[:CAP],
        "long_text": harbour.replace('en = "Harbour"', 'en = "' + "x" * (CAP - 5000) + '"'),
        "many_lines": _fill("# a comment, with = and [brackets]\n", harbour),
    }


def slowest_scenario_file() -> dict:
    """``scenario_check_slowest_s``: the slowest ``scenario check`` of :func:`costly_files`
    (seconds, the median of 3), with its kind; ``scenario_catalogue_costly_s``: the
    catalogue of a club folder holding them all."""
    from narrator_app.cli import main
    from narrator_app.engine.scenario import scenario_catalogue, use_club_folders

    folder = Path(tempfile.mkdtemp(prefix="ravi-bench-scenarios-"))
    times: dict[str, float] = {}
    for name, text in costly_files().items():
        path = folder / f"{name}.toml"
        path.write_text(text, encoding="utf-8")
        runs = []
        for _ in range(3):
            t0 = time.perf_counter()
            with contextlib.redirect_stdout(io.StringIO()), \
                    contextlib.redirect_stderr(io.StringIO()):
                main(["scenario", "check", str(path)])
            runs.append(time.perf_counter() - t0)
        times[name] = sorted(runs)[1]
    t0 = time.perf_counter()
    use_club_folders([folder])
    scenario_catalogue()
    listing = time.perf_counter() - t0
    use_club_folders([])
    slowest = max(times, key=times.__getitem__)
    return {"scenario_check_slowest_s": round(times[slowest], 3),
            "scenario_check_slowest_kind": slowest,
            "scenario_catalogue_costly_s": round(listing, 3)}


if __name__ == "__main__":
    print(slowest_scenario_file())
