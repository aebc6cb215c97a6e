"""A bare Persian window: the floor of the start and memory figures (``start_usable_ratio``,
``first_paint_ratio``, ``memory_ratio_persian``).

No module of the app: PySide6 only, doing the Qt work any Persian desk needs — the app's two
bundled Vazirmatn fonts registered and made the application font, both translations loaded
(the app's ``ravi_fa.qm`` and Qt's own ``qtbase_fa``), right to left, the app's style sheet
(``app_style_sheet`` of ``narrator_app/ui/app.py``: plain labels, flat scroll bars, dialog
buttons without icons) — and one Persian label in a 1366×768 main window. Prints
``shown <t>`` at the window's first paint, ``usable <t>`` once the event loop has turned
again after it, then ``peak <KiB>`` (VmHWM), like ``benchmarks/app_usable.py``, and what it
loaded: ``pydantic <0|1>`` (pydantic imported), ``engine <0|1>`` (every name of the app's
engine facade loaded).

``--load pydantic`` or ``--load engine`` make it a **floor** of the same figures: before
PySide6 and the window, it imports pydantic and builds one model (what any pydantic model
costs: the library and its schema machinery), or loads the app's engine as the app's start
path does after its first paint (every name of ``narrator_app.engine``: pydantic, the
engine's rules, models and files). The app counts as usable only with its engine loaded
(``benchmarks/app_usable.py``), and a game open needs it: with either, and nothing of the
desk, the window is as far as the app can get.
"""

import sys
import time
from pathlib import Path

LOAD = sys.argv[sys.argv.index("--load") + 1] if "--load" in sys.argv else None
if LOAD is not None:
    import gc

    gc.disable()  # as the app's start does, until after its first paint (ui/collector.py)
if LOAD == "pydantic":
    from pydantic import BaseModel

    class _One(BaseModel):
        name: str
elif LOAD == "engine":
    import narrator_app.engine as _engine

    for _name in _engine.__all__:
        getattr(_engine, _name)
elif LOAD is not None:
    sys.exit(f"--load takes pydantic or engine, not {LOAD!r}")
if LOAD is not None:
    gc.enable()

# after the floor's load: PySide6 first would read the source of every module loaded after it
from PySide6.QtCore import (  # noqa: E402
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    Qt,
    QTimer,
    QTranslator,
)
from PySide6.QtGui import QFont, QFontDatabase  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
#: ``narrator_app.ui.app.app_style_sheet()`` (the app's style sheet: plain labels, flat
#: scroll bars, dialog buttons without icons), copied: importing the app would not be bare
#: (``tests/test_benchmark_play.py`` checks the copy).
STYLE_SHEET = (
    "QLabel { qproperty-textFormat: PlainText; }"
    ' QLabel[richText="true"] { qproperty-textFormat: RichText; }'
    " QLabel#qtooltip_label { qproperty-textFormat: AutoText; }"
    " QScrollBar:vertical { width: 14px; margin: 0px;"
    " border: 1px solid #808080; background: rgba(128, 128, 128, 40); }"
    " QScrollBar:horizontal { height: 14px; margin: 0px;"
    " border: 1px solid #808080; background: rgba(128, 128, 128, 40); }"
    " QScrollBar::handle { background: rgba(128, 128, 128, 170); border-radius: 3px;"
    " margin: 2px; }"
    " QScrollBar::handle:vertical { min-height: 32px; }"
    " QScrollBar::handle:horizontal { min-width: 32px; }"
    " QScrollBar::handle:hover, QScrollBar::handle:pressed {"
    " background: rgba(128, 128, 128, 235); }"
    " QScrollBar::add-line, QScrollBar::sub-line { width: 0px; height: 0px; border: none;"
    " background: none; }"
    " QScrollBar::add-page, QScrollBar::sub-page { background: none; }"
    " QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 0; }"
)

app = QApplication(sys.argv[:1])
families = []
for name in ("Vazirmatn-Regular.ttf", "Vazirmatn-Bold.ttf"):
    font_id = QFontDatabase.addApplicationFont(str(ROOT / "resources" / "fonts" / name))
    families += QFontDatabase.applicationFontFamilies(font_id)
app.setFont(QFont(families[0], 11))
QLocale.setDefault(QLocale(QLocale.Language.Persian, QLocale.Country.Iran))
app.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
translators = [QTranslator(app), QTranslator(app)]
translators[0].load(str(ROOT / "resources" / "translations" / "ravi_fa.qm"))
translators[1].load("qtbase_fa", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
for translator in translators:
    app.installTranslator(translator)
app.setStyleSheet(STYLE_SHEET)
w = QMainWindow()
w.setCentralWidget(QLabel("راوی: بازی تازه"))
w.resize(1366, 768)


def _usable() -> None:
    print(f"usable {time.perf_counter():.6f}", flush=True)
    app.quit()


class FirstPaint(QObject):
    def eventFilter(self, obj, event):  # noqa: N802 — Qt's name
        if event.type() == QEvent.Type.Paint and obj is w:
            w.removeEventFilter(self)
            print(f"shown {time.perf_counter():.6f}", flush=True)
            QTimer.singleShot(0, _usable)
        return False


watch = FirstPaint()
w.installEventFilter(watch)
w.show()
app.exec()




from peak import peak_kib  # noqa: E402

print(f"peak {peak_kib()}", flush=True)
print(f"pydantic {int('pydantic' in sys.modules)}", flush=True)
facade = sys.modules.get("narrator_app.engine")
print(f"engine {int(facade is not None and all(n in vars(facade) for n in facade.__all__))}",
      flush=True)
