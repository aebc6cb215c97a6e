"""When something fails in the window: the exception goes to the log file and a dialog
says what failed, that the game is safe on disk (where its autosave is), and where the log is.

:func:`install` replaces ``sys.excepthook`` (an exception raised in a slot or an event
handler reaches it from Qt's event loop) and ``threading.excepthook`` (a worker thread's
exception is handed to the window's thread). The dialog is opened window-modal with
``open()``: it never runs an event loop of its own, so it never blocks the event loop, a
test, or the narrator's next action. The game is not touched: every accepted action is
already in the autosave journal before the next one (``GameController._accepted``), so an
exception loses at most the action during which it was raised.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from narrator_app.crash_log import LOGGER, log_dir_for, start_logging
from narrator_app.messages import path_text
from narrator_app.ui.texts import fill, translate

if TYPE_CHECKING:  # imported when the dialog is made (its enums ≈ 6 M instructions at start)
    from PySide6.QtWidgets import QMessageBox

log = logging.getLogger(LOGGER + ".window")


class CrashReport(QObject):
    """The window's exception hooks and its crash dialog.

    Args:
        window: the main window (its ``c`` is the game controller; the dialog's parent).
        log_path: the log file the exceptions are written to.
    """

    # An exception's one-line summary and its traceback, from any thread (queued into the
    # window's thread).
    failed = Signal(str, str)

    def __init__(self, window: QWidget, log_path: Path) -> None:
        super().__init__(window)
        self.window = window
        self.log_path = Path(log_path)
        # The dialog last shown (None before the first exception).
        self.dialog: QMessageBox | None = None
        # The hooks found at install, put back by :meth:`uninstall`.
        self._previous = (sys.excepthook, threading.excepthook)
        self.failed.connect(self._show)

    # --- the hooks ----------------------------------------------------------------------
    def excepthook(self, kind: type[BaseException], exc: BaseException,
                   tb: TracebackType | None) -> None:
        """``sys.excepthook``: log the traceback, then show the dialog (queued when called
        from another thread). KeyboardInterrupt is left to the previous hook."""
        if issubclass(kind, KeyboardInterrupt):
            self._previous[0](kind, exc, tb)
            return
        log.error("unhandled exception", exc_info=(kind, exc, tb))
        for h in logging.getLogger(LOGGER).handlers:
            h.flush()
        summary = "".join(traceback.format_exception_only(kind, exc)).strip()
        self.failed.emit(summary, "".join(traceback.format_exception(kind, exc, tb)))

    def thread_hook(self, args: threading.ExceptHookArgs) -> None:
        """``threading.excepthook``: the same as :meth:`excepthook` for a worker thread."""
        if args.exc_type is SystemExit:
            return
        self.excepthook(args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback)

    def uninstall(self) -> None:
        """Put back the hooks that were there before :func:`install`."""
        if sys.excepthook == self.excepthook:
            sys.excepthook = self._previous[0]
        if threading.excepthook == self.thread_hook:
            threading.excepthook = self._previous[1]

    # --- the dialog ---------------------------------------------------------------------
    def text(self, summary: str) -> str:
        """The dialog's sentences: what failed, that the game is safe on disk (its
        autosave, when a game is open), and where the log is."""
        c = getattr(self.window, "c", None)
        autosave = c.autosave_file() if c is not None and c.game is not None else None
        lines = [fill(translate("CrashReport", "Something failed in Ravi: %1"), summary)]
        if autosave is not None and autosave.exists():
            lines.append(fill(translate(
                "CrashReport",
                "The game is safe on disk: every action is saved as it is taken, in %1. "
                "You can go on playing, or open it again after restarting Ravi."),
                path_text(autosave)))
        else:
            lines.append(translate("CrashReport", "No game was lost: every action is saved "
                                                  "as it is taken."))
        lines.append(fill(translate("CrashReport", "The details are in the log: %1"),
                          path_text(self.log_path)))
        return "\n\n".join(lines)

    def _show(self, summary: str, details: str) -> None:
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.setText(self.text(summary))  # the last failure; all are in the log
            self.dialog.setDetailedText(details)
            return
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self.window)
        box.setObjectName("crashDialog")
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle(translate("CrashReport", "Something failed"))
        box.setText(self.text(summary))
        box.setDetailedText(details)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self.dialog = box
        box.open()  # window-modal, no event loop of its own: never blocks


def install(window: QWidget, log_dir: str | Path | None = None) -> CrashReport:
    """Start the log file (see :func:`narrator_app.crash_log.start_logging`) and make
    ``window`` report every unhandled exception.

    In:  the main window; the log folder (default: the one that goes with the window's data
         folder, :func:`narrator_app.crash_log.log_dir_for`).
    Out: the :class:`CrashReport` (its ``uninstall()`` puts the previous hooks back).
    Raises OSError when the log file cannot be made.
    """
    if log_dir is None:
        log_dir = log_dir_for(window.c.data_dir)  # type: ignore[attr-defined]
    path = start_logging(log_dir)
    report = CrashReport(window, path)
    sys.excepthook = report.excepthook
    threading.excepthook = report.thread_hook
    from narrator_app import __version__

    log.info("Ravi %s started (Python %s)", __version__, sys.version.split()[0])
    return report
