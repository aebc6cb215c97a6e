"""``ravi scenario folder`` (trial 107, SC107-3): prints the club's scenario folder of the
user data folder, where platformdirs puts it (``$XDG_DATA_HOME/Ravi/scenarios`` on Linux),
and makes it; the same folder the loader reads. Run as a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_scenario_folder_prints_and_makes_the_folder(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"),
           "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-m", "narrator_app", "scenario", "folder"],
                         capture_output=True, text=True, env=env, timeout=120, check=False)
    want = tmp_path / "data" / "Ravi" / "scenarios"
    assert run.returncode == 0, run.stderr
    assert run.stdout == f"{want}\n"
    assert want.is_dir()
    # the loader reads that folder: a club file put there is listed
    (want / "club_x.toml").write_text("id = 'club_x'\n", encoding="utf-8")
    listed = subprocess.run([sys.executable, "-m", "narrator_app", "scenario", "list"],
                            capture_output=True, text=True, env=env, timeout=120, check=False)
    assert f"refused  {want / 'club_x.toml'}" in listed.stdout
