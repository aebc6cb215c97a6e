"""Ravi started by its own start path (``python -m narrator_app``'s ``main``), watched from
outside: the start-until-usable figure (``start_usable_ratio``) and the memory of a game
open (``memory_ratio_persian``).

Nothing of the app is changed: the one name this script wraps is
``narrator_app.cli._create_main_window`` (the window the start path builds), to watch that
window. It prints

* ``shown <t>`` at the window's first paint (the start path paints the window, then builds
  its desk: ``MainWindow.build_desk``);
* ``desk <t>`` at its first paint with the desk built (the seat ring, the panels, the menus);
* ``engine <0|1>``: whether every name of the engine's facade was loaded when the narrator
  could first click (the start path loads the engine right after the first paint);
* ``usable <t>`` once the New game dialog (``MainWindow.new_game``, as the menu or Ctrl+N
  opens it) has painted and the event loop has turned once more with it open: the dialog
  answers. The dialog is then cancelled and the app quits;
* ``peak <KiB>``: the process's peak resident memory (VmHWM).

With ``--open FILE`` the app is started on a saved game (``ravi FILE``), and quits once
the window has painted with that game open (the memory figure): no dialog.

``<t>`` is ``time.perf_counter()`` (the parent's clock: the same monotonic clock).
The folders come from the environment (``XDG_*``): the harness gives a scratch home.
"""

import sys
import time

import narrator_app.cli as cli

OPEN = sys.argv[sys.argv.index("--open") + 1] if "--open" in sys.argv else None
_made = cli._create_main_window




def _engine_loaded() -> bool:
    import narrator_app.engine as engine

    return all(name in vars(engine) for name in engine.__all__)


def _watched(settings=None, desk_later=False):
    # (an older Ravi's start path, for pairs, made the window whole: no desk_later)
    window = _made(settings, desk_later) if desk_later else _made(settings)
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    app = QApplication.instance()
    state = {"shown": False, "desk": False, "dialog": False}

    def answered() -> None:
        print(f"usable {time.perf_counter():.6f}", flush=True)
        dialog = QApplication.activeModalWidget()
        if dialog is not None:
            dialog.reject()

    class Watch(QObject):
        """The window's paints (the frame, then the desk), then the New game dialog's first
        paint. Nothing application-wide: a Python filter on the application would see every
        event of every object, and PySide would wrap each Qt-made object it is handed —
        making the Python class of every QObject subclass (and their enum types) to find
        the right one — which the app does not do (≈ 130 M instructions of the harness's
        own). The dialog is found as the app's window hears of it: shown modal, it blocks
        the window (``WindowBlocked``, before the dialog paints); the filter is then put on
        the dialog itself."""

        def eventFilter(self, obj, event):  # noqa: N802 — Qt's name
            kind = event.type()
            if kind == QEvent.Type.WindowBlocked:
                dialog = QApplication.activeModalWidget()
                if state["desk"] and not state["dialog"] and isinstance(dialog, QDialog):
                    dialog.installEventFilter(self)
                return False
            if kind != QEvent.Type.Paint:
                return False
            if obj is window and not state["shown"]:
                state["shown"] = True
                print(f"shown {time.perf_counter():.6f}", flush=True)
            # (a window that has no `desk_built` was built whole: an older Ravi, for pairs)
            if obj is window and getattr(window, "desk_built", True) and not state["desk"]:
                state["desk"] = True
                print(f"desk {time.perf_counter():.6f}", flush=True)
                # after the start path's own (the engine loaded, the resume offer), which
                # its filter on the window, installed after this one and so asked first,
                # has queued on this same paint
                QTimer.singleShot(0, lambda: QTimer.singleShot(0, open_game_dialog))
            elif state["desk"] and not state["dialog"] and isinstance(obj, QDialog):
                state["dialog"] = True
                obj.removeEventFilter(self)
                QTimer.singleShot(0, answered)  # the loop turns with the dialog painted
            return False

    def open_game_dialog() -> None:
        print(f"engine {int(_engine_loaded())}", flush=True)
        if OPEN is None:
            window.new_game()  # modal: returns once `answered` has cancelled it
            print(f"game {0}", flush=True)
        else:
            print(f"game {len(window.c.game.actions) if window.c.game else -1}", flush=True)
            print(f"usable {time.perf_counter():.6f}", flush=True)
        window.removeEventFilter(watch)
        QTimer.singleShot(0, app.quit)

    watch = Watch(window)
    window.installEventFilter(watch)
    return window


cli._create_main_window = _watched
from narrator_app.__main__ import main  # noqa: E402

status = main([OPEN] if OPEN else [])
from peak import peak_kib  # noqa: E402

print(f"peak {peak_kib()}", flush=True)
sys.exit(status)
