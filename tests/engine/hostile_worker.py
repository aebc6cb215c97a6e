"""Worker of the hostile-file test (test_hostile_files.py): runs the command line in-process
on each file of a job list, under a memory cap and a per-file alarm.

Usage: ``python hostile_worker.py JOBS.json RESULTS.jsonl``. ``JOBS.json`` holds
``{"out": folder, "timeout": seconds, "memory": bytes, "files": [path, …],
"archive": folder or null, "catalogues": [folder, …] or null}``. For each file it writes
one JSON line ``{"i", "path", "check", "export", "import", "seconds", "said"}`` (exit codes;
an uncaught exception is 1, with its last frame in ``"errors"``; a file that outran the
alarm is ``"hang"``; ``"said"``: the start of what the last command printed); a scenario
file (``*.toml``) is only checked (``scenario check``). With ``archive`` it then lists that
folder with the archive and writes ``{"archive": [[path, error], …]}``; with
``catalogues`` it lists each folder as the scenario catalogue does (one alarm a folder) and
writes ``{"catalogue": [[path, refused], …]}``. A line ``{"start": i}`` is written (flushed)
before each file, so the parent can name the file a killed worker was on.
"""

from __future__ import annotations

import contextlib
import io
import json
import resource
import signal
import sys
import time
import traceback
from pathlib import Path


class Hang(BaseException):
    """The alarm rang: the command ran longer than the per-file timeout."""


def _alarm(signum, frame):
    raise Hang()


def _run(argv: list[str], timeout: int, sink: io.StringIO | None = None) -> tuple[object, str]:
    from narrator_app.cli import main

    sink = sink if sink is not None else io.StringIO()
    signal.alarm(timeout)
    try:
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
            code = main(argv)
    except Hang:
        return "hang", f"more than {timeout} s"
    except SystemExit as exc:  # argparse and friends
        code = exc.code if isinstance(exc.code, int) else 1
    except BaseException as exc:  # noqa: BLE001 — an uncaught exception is exit 1
        last = traceback.extract_tb(exc.__traceback__)[-1]
        where = f"{Path(last.filename).name}:{last.lineno}"
        return 1, f"{type(exc).__name__}: {str(exc)[:200]} ({where})"
    finally:
        signal.alarm(0)
    return code, ""


def main() -> int:
    jobs = json.loads(Path(sys.argv[1]).read_text("utf-8"))
    results = open(sys.argv[2], "w", encoding="utf-8")  # noqa: SIM115 — kept open to the end
    limit = int(jobs["memory"])
    try:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ValueError, OSError):  # a platform without an address-space limit (macOS)
        pass
    signal.signal(signal.SIGALRM, _alarm)
    sys.setrecursionlimit(1000)
    import narrator_app.cli  # noqa: F401 — import once, before the clock of the first file
    import narrator_app.engine.gamefile  # noqa: F401
    import narrator_app.engine.script  # noqa: F401
    import narrator_app.messages  # noqa: F401

    out = Path(jobs["out"])
    timeout = int(jobs["timeout"])
    for i, path in enumerate(jobs["files"]):
        results.write(json.dumps({"start": i}) + "\n")
        results.flush()
        row: dict[str, object] = {"i": i, "path": path, "errors": {}}
        started = time.perf_counter()
        commands = [
            ("check", ["check", path]),
            ("export", ["export", path, "--out", str(out / f"{i}.yaml")]),
            ("import", ["import", path, "--out", str(out / f"{i}.ravi")]),
        ]
        if path.endswith(".toml"):  # a scenario file
            commands = [("check", ["scenario", "check", path])]
        for cmd, argv in commands:
            sink = io.StringIO()
            code, error = _run(argv, timeout, sink)
            row[cmd] = code
            row["said"] = sink.getvalue()[:300]
            if error:
                row["errors"][cmd] = error  # type: ignore[index]
        row["seconds"] = time.perf_counter() - started
        results.write(json.dumps(row, ensure_ascii=True) + "\n")
        results.flush()
    if jobs.get("archive"):
        from narrator_app.engine.archive import scan

        signal.alarm(timeout * 6)
        try:
            entries = [[str(e.path), e.error] for e in scan(jobs["archive"])]
        except Hang:
            entries = [["<hang>", "hang"]]
        except BaseException as exc:  # noqa: BLE001
            entries = [["<crash>", f"{type(exc).__name__}: {str(exc)[:200]}"]]
        finally:
            signal.alarm(0)
        results.write(json.dumps({"archive": entries}, ensure_ascii=True) + "\n")
    if jobs.get("catalogues"):
        from narrator_app.engine.scenario import scenario_catalogue, use_club_folders

        listed: list[list[object]] = []
        for folder in jobs["catalogues"]:
            use_club_folders([folder])
            signal.alarm(timeout)
            try:
                listed += [[e.path, e.refused] for e in scenario_catalogue()
                           if e.origin == "club"]
            except Hang:
                listed.append([folder, "<hang>"])
            except BaseException as exc:  # noqa: BLE001
                listed.append([folder, f"<crash> {type(exc).__name__}: {str(exc)[:200]}"])
            finally:
                signal.alarm(0)
        use_club_folders([])
        results.write(json.dumps({"catalogue": listed}, ensure_ascii=True) + "\n")
    results.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
