"""Qt's lists of every widget and window are walked with the garbage collector paused.

A collection while PySide turned ``QApplication.allWidgets()`` into Python objects freed a
closed window (kept only by a reference cycle) that the rest of the list still pointed at: the
test suite died with a segmentation fault in ``theme._repolish_sheets`` in fresh-machine runs.
The crash is made certain here with a collection at every allocation, in a child process so
that a crash fails this test instead of ending the run.
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import textwrap

from PySide6.QtWidgets import QWidget

from narrator_app.ui.widget_lists import collector_paused, widgets, windows

CHILD = textwrap.dedent(
    """
    import gc
    from PySide6.QtWidgets import (QApplication, QComboBox, QLabel, QScrollArea,
                                   QVBoxLayout, QWidget)
    from narrator_app.ui import theme

    app = QApplication([])
    kept = QWidget()
    kept.setStyleSheet("QLabel { color: red; }")
    QVBoxLayout(kept).addWidget(QLabel("kept"))

    def closed_window():
        # a window of an earlier game: only a reference cycle keeps it
        w = QWidget()
        w.setStyleSheet("QLabel { font-weight: bold; }")
        lay = QVBoxLayout(w)
        for _ in range(20):
            lay.addWidget(QComboBox())
            lay.addWidget(QScrollArea())
        w.me = w
        w.back = lambda: w
        return w

    for round_ in range(12):
        old = [closed_window() for _ in range(4)]
        gc.collect()  # the windows grow old: only a full collection will look at them
        del old  # now only their cycles keep them
        gc.set_threshold(1, 10, 10)  # a full collection every hundred allocations
        theme.apply_theme(app, ("dark", "light", "contrast")[round_ % 3])
        theme.apply_font_size(app, 10 + round_ % 3)
        gc.set_threshold(700)
    print("whole", flush=True)
    """
)


def test_a_theme_change_survives_a_collection_in_the_middle_of_qts_widget_list(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", CHILD], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    assert done.stdout.strip() == "whole"


def test_the_lists_are_handed_out_with_the_collector_paused_and_it_comes_back(qtbot):
    shown = QWidget()
    qtbot.addWidget(shown)
    shown.show()
    assert gc.isenabled()
    with widgets() as every, windows() as tops:
        assert not gc.isenabled()
        assert shown in tops and set(tops) <= set(every)
    assert gc.isenabled()
    gc.disable()
    try:  # a collector already off stays off
        with collector_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_the_collector_comes_back_when_the_block_raises(qapp):
    try:
        with windows():
            raise KeyError("x")
    except KeyError:
        pass
    assert gc.isenabled()
