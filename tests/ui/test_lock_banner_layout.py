"""Issue 20, item 12 (the window's part): the read-only banner of a second window (another
Ravi holds the data folder) takes its own strip at the top of the desk; it was added as a
page of the desk/cover stack and painted over the left panel.

A real holder (``ravi play --data``, another process) keeps the folder; the second window,
at the laptop size the README targets, shows the banner whole, inside the desk, and it
overlaps none of the desk's other parts (the header, the three columns)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("Ali", "Sara", "Reza", "Maryam", "Laleh", "Kaveh", "Nima", "Omid", "Pari", "Hadi",
         "Nasim")


def _rect_in(w: QWidget, top: QWidget) -> QRect:
    return QRect(w.mapTo(top, QPoint(0, 0)), w.size())


def test_the_read_only_banner_takes_its_own_space(qtbot, tmp_path):
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.main_window import MainWindow
    from narrator_app.ui.settings import Settings

    data = tmp_path / "data"
    holder = subprocess.Popen([sys.executable, "-m", "narrator_app", "play", "--data", str(data)],
                              cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        holder.stdin.write(json.dumps({"new": {"scenario": "godfather_nostradamus",
                                               "names": list(NAMES)}}) + "\n")
        holder.stdin.flush()
        assert holder.stdout.readline().strip() == "ack 1"
        c = GameController(data)
        c.confirm = lambda *_a: True
        assert c.read_only
        w = MainWindow(c, settings=Settings(), settings_dir=tmp_path / "config")
        qtbot.addWidget(w)
        w.ask_resume = lambda entry: False
        w.resize(1366, 768)
        w.show()
        qtbot.waitExposed(w)
        QApplication.processEvents()
        banner = w.lock_banner
        from narrator_app.messages import digits

        # the holder's process in the window's digits (Persian: «فرایند ۸۱۴۹», a trial)
        assert banner.isVisible() and digits(holder.pid, "fa") in w.lock_banner_text.text()
        # no game on the desk: it does not invite a new game the folder refuses
        assert not w.new_action.isEnabled()
        assert "Ctrl+N" not in w.empty_page.text() and "Ctrl+O" in w.empty_page.text()
        # in the window's coordinates: the banner overlaps no other part of the desk
        b = _rect_in(banner, w)
        others = [w.phase_label, w.scenario_label, w.splitter,
                  *(w.splitter.widget(i) for i in range(w.splitter.count()))]
        for other in others:
            if other.isVisible():
                r = _rect_in(other, w)
                assert not b.intersects(r), (other.objectName(), b, r)
        # the left panel is the splitter's first column: it starts below the banner
        assert _rect_in(w.splitter.widget(0), w).top() > b.bottom()
        # a strip of the desk (hidden with it under the privacy cover), whole, not squeezed
        assert w.desk_stack.currentWidget() is w.desk and w.desk.isAncestorOf(banner)
        assert _rect_in(w.desk, w).contains(b)
        assert b.height() >= banner.minimumSizeHint().height()
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)
