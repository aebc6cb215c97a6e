"""A bare Persian window: the floor of the start and memory figures (``start_usable_ratio``,
``first_paint_ratio``, ``memory_ratio_persian``).

No module of the app: PySide6 only, doing the Qt work any Persian desk needs — the app's two
bundled Vazirmatn fonts registered and made the application font, both translations loaded
(the app's ``ravi_fa.qm`` and Qt's own ``qtbase_fa``), right to left, the app's style sheet
(``app_style_sheet`` of ``narrator_app/ui/app.py``: plain labels, flat scroll bars, dialog
buttons without icons) — and one Persian label in a 1366×768 main window. Prints
``shown <t>`` at the window's first paint, ``usable <t>`` once the event loop has turned
again after it, then ``peak <KiB>`` (VmHWM), like ``benchmarks/app_usable.py``.
"""

import sys
import time
from pathlib import Path

from PySide6.QtCore import QEvent, QLibraryInfo, QLocale, QObject, Qt, QTimer, QTranslator
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

ROOT = Path(__file__).resolve().parents[1]
#: ``narrator_app.ui.app.app_style_sheet()`` (the app's style sheet: plain labels, flat
#: scroll bars, dialog buttons without icons), copied: importing the app would not be bare
#: (``tests/test_benchmark_play.py`` checks the copy).
STYLE_SHEET = (
    "QLabel { qproperty-textFormat: PlainText; }"
    ' QLabel[richText="true"] { qproperty-textFormat: RichText; }'
    " QLabel#qtooltip_label { qproperty-textFormat: AutoText; }"
    " QScrollBar:vertical { width: 14px; margin: 0px; border-radius: 4px;"
    " border: 1px solid rgba(128, 128, 128, 140); background: rgba(128, 128, 128, 40); }"
    " QScrollBar:horizontal { height: 14px; margin: 0px; border-radius: 4px;"
    " border: 1px solid rgba(128, 128, 128, 140); background: rgba(128, 128, 128, 40); }"
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
