"""What both PyInstaller specs share, so that the app and the bare-window bundle are built
the same way and their sizes compare fairly (packaging/README.md).

Imported by packaging/narrator_app.spec and packaging/bare_window.spec (PyInstaller runs a
spec as Python with ``SPECPATH`` set; the spec puts this folder on ``sys.path``).
"""

from __future__ import annotations

import fnmatch
import sys
from pathlib import Path

#: The Qt modules the app imports (grep narrator_app for "PySide6."); every other module the
#: installed PySide6 ships is excluded. QtSvg is not needed: the icons are PNG at run time.
QT_MODULES_USED = ("QtCore", "QtGui", "QtWidgets", "QtPrintSupport")

#: Add-on modules that PySide6-Essentials does not ship but a full PySide6 install would
#: (excluded by name, in case the build environment has them).
_QT_ADDONS = (
    "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender",
    "QtAxContainer", "QtBluetooth", "QtCharts", "QtDataVisualization", "QtGraphs",
    "QtGraphsWidgets", "QtHttpServer", "QtLocation", "QtMultimedia", "QtMultimediaWidgets",
    "QtNetworkAuth", "QtNfc", "QtPdf", "QtPdfWidgets", "QtPositioning", "QtQuick3D",
    "QtRemoteObjects", "QtScxml", "QtSensors", "QtSerialBus", "QtSerialPort",
    "QtSpatialAudio", "QtStateMachine", "QtTextToSpeech", "QtWebChannel", "QtWebEngineCore",
    "QtWebEngineQuick", "QtWebEngineWidgets", "QtWebSockets", "QtWebView",
)  # fmt: skip


def qt_excludes() -> list[str]:
    """``PySide6.QtX`` for every Qt module that is installed (or known) and not used."""
    import PySide6

    folder = Path(PySide6.__file__).parent
    shipped = {
        p.name.split(".")[0]
        for p in folder.iterdir()
        if p.name.startswith("Qt") and p.suffix in (".so", ".pyd")
    }
    return sorted(f"PySide6.{m}" for m in shipped | set(_QT_ADDONS) if m not in QT_MODULES_USED)


#: Python modules neither bundle needs (the standard library's GUI and test kits).
PY_EXCLUDES = ["tkinter", "_tkinter", "turtle", "turtledemo", "idlelib", "lib2to3",
               "pydoc_data", "test", "unittest", "doctest", "ensurepip", "venv"]  # fmt: skip

#: Files the PyInstaller Qt hooks collect that neither bundle uses (paths inside the
#: bundle, fnmatch patterns, "/" separators). Qt's own translations are dropped except
#: Persian and English: the app loads its own ravi_fa.qm (and ravi_en.qm, the English plural
#: forms) today, but Qt's qtbase_fa.qm
#: is what would translate the standard buttons should it be loaded one day.
DROP_PATTERNS = [
    "PySide6/Qt/translations/*",
    "PySide6/translations/*",
]
KEEP_PATTERNS = [
    "PySide6/Qt/translations/qtbase_fa.qm",
    "PySide6/Qt/translations/qtbase_en.qm",
    "PySide6/translations/qtbase_fa.qm",
    "PySide6/translations/qtbase_en.qm",
]


def _dropped(dest: str) -> bool:
    d = dest.replace("\\", "/")
    if any(fnmatch.fnmatch(d, pat) for pat in KEEP_PATTERNS):
        return False
    return any(fnmatch.fnmatch(d, pat) for pat in DROP_PATTERNS)


def trim(toc):
    """The TOC (list of (dest, src, kind)) without the files of DROP_PATTERNS."""
    return [entry for entry in toc if not _dropped(entry[0])]


def icon_file(icons: Path) -> str | None:
    """The icon format this platform's executable takes (None on Linux: the desktop entry
    names the icon there)."""
    if sys.platform == "win32":
        return str(icons / "ravi.ico")
    if sys.platform == "darwin":
        return str(icons / "ravi.icns")
    return None
