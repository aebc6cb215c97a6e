"""Design rule 1: the engine (and the sentences module) never imports Qt."""

import subprocess
import sys


def test_engine_imports_without_qt() -> None:
    code = (
        "import sys, narrator_app.engine, narrator_app.engine.script, "
        "narrator_app.engine.gamefile, narrator_app.engine.choices, narrator_app.messages;"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
