"""Fork server of the journal's kill test (test_journal_kills.py): one process that has
imported the app once and forks a headless ``play`` process per request, so a test can kill
hundreds of them without paying the interpreter's start-up each time.

Usage: ``python play_forker.py``; each stdin line is a JSON request ``{"data": folder,
"resume": bool, "socket": path, "tear": null | {"write": k, "keep": fraction}}``; the answer
is the child's pid on one line. The child connects to the Unix socket ``socket`` (the test
listens on it), takes the connection as its stdin and stdout, and runs
``narrator_app.cli.main(["play", "--data", folder (, "--resume")])``. With ``tear``, the
child's ``k``-th journal append (from 1) writes only the first ``fraction`` of its bytes and
then the child kills itself with SIGKILL: the file is left as a power cut in the middle of
that write would leave it. Children are reaped by the kernel (SIGCHLD ignored), so a killed
one leaves no zombie holding the data lock.
"""

from __future__ import annotations

import json
import os
import signal
import sys


def _child(req: dict) -> None:
    import socket

    from narrator_app import cli

    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    conn.connect(req["socket"])
    os.dup2(conn.fileno(), 0)
    os.dup2(conn.fileno(), 1)
    conn.close()
    sys.stdin = open(0, encoding="utf-8", closefd=False)  # noqa: SIM115
    sys.stdout = open(1, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
    tear = req.get("tear")
    if tear:
        from narrator_app.engine import journal

        real = journal.write_all
        calls = [0]

        def torn_write(fd: int, data: bytes) -> None:
            calls[0] += 1
            if calls[0] == tear["write"]:
                cut = max(1, min(len(data) - 1, int(len(data) * tear["keep"])))
                os.write(fd, data[:cut])
                os.kill(os.getpid(), signal.SIGKILL)
            real(fd, data)

        journal.write_all = torn_write
    argv = ["play", "--data", req["data"]] + (["--resume"] if req.get("resume") else [])
    try:
        code = cli.main(argv)
    finally:
        sys.stdout.flush()
    os._exit(code)


def main() -> int:
    import narrator_app.cli  # noqa: F401 — everything the child needs, imported once
    import narrator_app.engine.gamefile  # noqa: F401
    import narrator_app.ui.controller  # noqa: F401

    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # the kernel reaps the children
    for line in sys.stdin:
        req = json.loads(line)
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            try:
                _child(req)
            except BaseException:  # noqa: BLE001 — never return into the server's loop
                os._exit(70)
        print(pid, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
