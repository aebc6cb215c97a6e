"""The bare PySide6 window: the yardstick for the app bundle's size (packaging/README.md).

It imports the same Qt modules as the app and nothing else; packaging/bare_window.spec
bundles it exactly as packaging/narrator_app.spec bundles the app. ``--self-check`` shows the
window, closes it and exits 0, like the app's.
"""

import sys

from PySide6 import QtCore, QtGui, QtPrintSupport  # noqa: F401 — the same Qt modules as the app
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def main() -> int:
    app = QApplication(sys.argv)
    window = QMainWindow()
    window.setCentralWidget(QLabel("bare PySide6 window"))
    window.resize(640, 400)
    window.show()
    if "--self-check" in sys.argv:
        app.processEvents()
        window.close()
        print("bare window: self-check ok")
        return 0
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
