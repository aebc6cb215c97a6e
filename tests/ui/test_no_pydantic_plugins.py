"""The window's process asks pydantic for no plugin (``PYDANTIC_DISABLE_PLUGINS``, pydantic's
documented switch, set by :func:`narrator_app.cli.without_pydantic_plugins` on the window's
start path): its first validator no longer lists every installed distribution's entry points
to find none. A value given from outside is kept."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from narrator_app.cli import without_pydantic_plugins

ROOT = Path(__file__).resolve().parents[2]

# the app's own start path up to the New game dialog answering (the start-until-usable
# harness), then: were validators built, and did pydantic ever search for plugins?
PROBE = r"""
import atexit, os, runpy, sys
sys.argv = [sys.argv[1]]
sys.path.insert(0, os.path.dirname(sys.argv[0]))

def report():
    loader = sys.modules.get("pydantic.plugin._loader")
    print("validators", int(loader is not None), flush=True)
    print("searched", int(loader is not None and loader._plugins is not None), flush=True)
    print("switch", os.environ.get("PYDANTIC_DISABLE_PLUGINS", "-"), flush=True)

atexit.register(report)
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def test_the_switch_is_set_unless_given() -> None:
    env: dict[str, str] = {}
    without_pydantic_plugins(env)
    assert env == {"PYDANTIC_DISABLE_PLUGINS": "__all__"}
    given = {"PYDANTIC_DISABLE_PLUGINS": "logfire"}
    without_pydantic_plugins(given)
    assert given == {"PYDANTIC_DISABLE_PLUGINS": "logfire"}


def test_the_window_start_searches_for_no_plugin(tmp_path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "PYDANTIC_DISABLE_PLUGINS"}
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               **{f"XDG_{k}_HOME": str(tmp_path / k.lower())
                  for k in ("CONFIG", "DATA", "STATE", "CACHE")})
    out = subprocess.run([sys.executable, "-c", PROBE, str(ROOT / "benchmarks" / "app_usable.py")],
                         env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    got = dict(line.split() for line in out.stdout.splitlines() if len(line.split()) == 2)
    assert got["engine"] == "1" and got["game"] == "0"  # the dialog answered, engine loaded
    assert got["validators"] == "1"  # the scenario was validated ...
    assert got["searched"] == "0"  # ... without a search for plugins
    assert got["switch"] == "__all__"
