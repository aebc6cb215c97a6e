"""The benchmark's hostile-corpus figure (``python -m benchmarks --only hostile_corpus``) reads
the corpus the hostile-file test reads, all of it, each file through the reader of its kind."""

from __future__ import annotations

import signal
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the corpus holds FIFOs")


def test_the_benchmark_reads_every_file_of_the_hostile_corpus(tmp_path: Path) -> None:
    from benchmarks import hostile_corpus as bench

    root = tmp_path / "corpus"
    paths = bench.build(root)
    generated = {str(p) for p in root.rglob("*") if not p.is_dir() or p.name.endswith(".ravi")}
    assert generated <= set(paths)
    assert len(paths) >= 1000
    assert str(root / "special" / "x.ravi") in paths  # a FIFO
    assert str(root / "special" / "dir.ravi") in paths  # a folder named like a game
    out = tmp_path / "out"
    assert bench.reader(str(root / "a.toml"), out)[:2] == ["scenario", "check"]
    assert bench.reader(str(root / "a.yaml"), out)[0] == "import"
    assert bench.reader(str(root / "a.ravi"), out) == ["check", str(root / "a.ravi")]
    assert bench.reader(str(root / "d" / "archive.sqlite3"), out)[0] == "archive"
    before = signal.signal(signal.SIGALRM, bench._ring)
    try:
        seconds, code = bench.run_one(bench.reader(str(root / "special" / "x.ravi"), out))
        assert code == 2 and 0 < seconds < bench.ALARM_S
    finally:
        signal.signal(signal.SIGALRM, before)
