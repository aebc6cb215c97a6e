"""Windows within the screen: a top-level window, its frame (title bar and borders)
included, never larger than its screen's available geometry (``QScreen.availableGeometry``:
without panels and docks), at 1280×720 and 1366×768 too (WF32-2).

:func:`fit_window` sizes a window to what it wants or, on a smaller screen, to what the
screen gives less the frame, and places it in the screen's middle; :func:`cap_least_size`
keeps the window's least size (its layout's minimum, which grows with a longer text or more
seats) within that budget, so that no growing content pushes the window past the screen's
edge. A window calls :func:`cap_least_size` again on each ``LayoutRequest``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect
from PySide6.QtWidgets import QApplication, QWidget

#: The window manager's frame (width, height) in px before the window has one: borders of
#: 4 px and a title bar of 30 (the main window's guess, MainWindow.FRAME_GUESS).
FRAME_GUESS = (8, 38)


def frame_of(w: QWidget) -> tuple[int, int]:
    """The frame (width, height) the window manager drew around ``w``, once it has one;
    :data:`FRAME_GUESS` before."""
    fw = w.frameGeometry().width() - w.geometry().width()
    fh = w.frameGeometry().height() - w.geometry().height()
    return (fw, fh) if fw > 0 or fh > 0 else FRAME_GUESS


def available_of(w: QWidget) -> QRect | None:
    """The available geometry of the screen ``w`` is on (the primary screen's before it is
    shown), or None without a screen."""
    screen = w.screen() or QApplication.primaryScreen()
    if screen is None:
        return None
    area = screen.availableGeometry()
    return area if area.isValid() else None


def budget_of(w: QWidget, available: QRect | None = None) -> tuple[int, int] | None:
    """The most ``w`` may measure (width, height; its client area) on ``available`` (its
    screen's by default): the available geometry less the frame."""
    area = available if available is not None else available_of(w)
    if area is None:
        return None
    fw, fh = frame_of(w)
    return area.width() - fw, area.height() - fh


def cap_least_size(w: QWidget, budget: tuple[int, int] | None) -> None:
    """``w``'s least size: its layout's minimum, never more than ``budget``."""
    if budget is None or min(budget) <= 0:
        return
    need = w.minimumSizeHint()
    least = (min(max(need.width(), 0), budget[0]), min(max(need.height(), 0), budget[1]))
    if (w.minimumWidth(), w.minimumHeight()) != least:
        w.setMinimumSize(*least)


def cap_on_layout_request(w: QWidget, ev: QEvent) -> None:
    """From a window's ``event()``: on a ``LayoutRequest`` (a longer text, more rows) its
    least size is capped again (:func:`cap_least_size` within :func:`budget_of`), so the
    window never grows past its screen."""
    if ev.type() == QEvent.Type.LayoutRequest:
        cap_least_size(w, budget_of(w))


def fit_window(w: QWidget, width: int, height: int, available: QRect | None = None) -> None:
    """Size ``w`` to ``width``×``height`` or, where its screen's ``available`` geometry
    (its screen's by default) less the frame is smaller, to that; its least size capped
    the same way; placed in the middle of ``available``."""
    area = available if available is not None else available_of(w)
    budget = budget_of(w, area)
    if area is None or budget is None:
        w.resize(width, height)
        return
    cap_least_size(w, budget)
    wid, hei = min(width, budget[0]), min(height, budget[1])
    w.resize(wid, hei)
    fw, fh = frame_of(w)
    w.move(area.left() + max((area.width() - wid - fw) // 2, 0),
           area.top() + max((area.height() - hei - fh) // 2, 0))


def keep_within(w: QWidget, available: QRect | None = None) -> None:
    """Move ``w`` (its frame included) back within ``available`` (its screen's available
    geometry by default) where it sticks out past an edge; its size is left as it is."""
    area = available if available is not None else available_of(w)
    if area is None:
        return
    fw, fh = frame_of(w)
    x = min(max(w.x(), area.left()), max(area.left(), area.right() + 1 - w.width() - fw))
    y = min(max(w.y(), area.top()), max(area.top(), area.bottom() + 1 - w.height() - fh))
    if (x, y) != (w.x(), w.y()):
        w.move(x, y)


def within(w: QWidget, available: QRect | None = None) -> bool:
    """True when ``w`` with its frame (guessed before the window manager draws it) lies
    within ``available`` (its screen's available geometry by default) — for tests."""
    area = available if available is not None else available_of(w)
    if area is None:
        return True
    fw, fh = frame_of(w)
    pos = w.frameGeometry().topLeft() if w.frameGeometry() != w.geometry() else w.pos()
    return area.contains(QRect(pos.x(), pos.y(), w.width() + fw, w.height() + fh))
