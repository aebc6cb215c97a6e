"""The archive's sort arrow says the order shown (a narrator's trial, F2: the Date column
showed «▲» over a list whose newest game was first; BD99-3): «▼» while the newest game is at
the top, «▲» once a click on the Date header puts the oldest there. The arrow is read off
the header as drawn."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from narrator_app.engine import gamefile
from narrator_app.engine.game import Game, Setup
from narrator_app.engine.simulate import play_random
from narrator_app.ui.archive_window import DATE, ArchiveWindow
from narrator_app.ui.settings import Settings

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

CREATED = ("2026-11-20T17:30:00+00:00", "2026-11-22T17:30:00+00:00",
           "2026-11-21T17:30:00+00:00")


def arrow_drawn(head, column: int) -> str:
    """«▼» or «▲»: the sort arrow drawn in ``column``'s section of the header ``head``,
    told by which end of its ink is the wider (the section's outer quarters, where the
    arrow is drawn at one end or the other, without its centred title); «» for none."""
    img = head.grab().toImage()
    left = head.sectionViewportPosition(column)
    size = head.sectionSize(column)
    outer = [*range(left + 2, left + size // 4), *range(left + size * 3 // 4, left + size - 2)]
    back = img.pixelColor(left + size // 2, 2).lightness()
    rows = []
    for y in range(2, img.height() - 2):
        ink = sum(1 for x in outer if abs(img.pixelColor(x, y).lightness() - back) > 60)
        if ink:
            rows.append(ink)
    if len(rows) < 2:
        return ""
    return "▼" if rows[0] > rows[-1] else "▲"


@pytest.fixture(params=["fa", "en"])
def archive(qapp, qtbot, tmp_path, request):
    """The archive window over three finished games, in Persian (right to left) and English."""
    from narrator_app.ui.app import apply_language
    from narrator_app.ui.controller import GameController

    apply_language(qapp, request.param)
    request.addfinalizer(lambda: apply_language(qapp, "fa"))

    data = tmp_path / "data"
    for i, created in enumerate(CREATED):
        g = Game(Setup("godfather_nostradamus", tuple(f"P{k}" for k in range(1, 12)),
                       {"cards_enabled": False}), created=created)
        play_random(g, random.Random(i))
        gamefile.save_game(g, gamefile.autosave_path(data, g))
    c = GameController(data)
    c.lang = request.param
    w = ArchiveWindow(c, Settings(), tmp_path / "config")
    qtbot.addWidget(w)
    w.reload()
    w.resize(1100, 640)
    w.show()
    qtbot.waitExposed(w)
    return w


def _created(w) -> list[str]:
    return [w.model.entry(r).created.isoformat() for r in range(w.model.rowCount())]


def test_the_date_arrow_points_the_way_the_dates_run(qtbot, archive):
    w = archive
    head = w.view.horizontalHeader()
    assert _created(w) == sorted(CREATED, reverse=True)  # newest first
    assert head.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    assert arrow_drawn(head, DATE) == "▼"
    # a click on the Date header: oldest first, the arrow turned
    x = head.sectionViewportPosition(DATE) + head.sectionSize(DATE) // 2
    qtbot.mouseClick(head.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(x, head.height() // 2))
    QApplication.processEvents()
    qtbot.waitUntil(lambda: _created(w) == sorted(CREATED))
    assert head.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
    assert arrow_drawn(head, DATE) == "▲"
