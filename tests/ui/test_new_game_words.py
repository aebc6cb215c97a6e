"""The New game dialog as the fresh narrator saw it (trial section 3): under the app's style
sheet (every label plain unless marked rich, ``texts.PLAIN_LABELS``) each scenario's role
texts render their bold names and line breaks, never the raw ``<b>``/``<br>`` tags; and the
open scenario list is as wide as its lines, each name beside its player range, not under it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from narrator_app.ui.new_game_dialog import RANGE_ROLE, NewGameDialog
from narrator_app.ui.settings import Settings
from narrator_app.ui.texts import PLAIN_LABELS

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


@pytest.fixture
def dialog(qtbot):
    d = NewGameDialog(Settings())
    d.setStyleSheet(PLAIN_LABELS)  # as the app sets it on every window (app.py)
    qtbot.addWidget(d)
    d.resize(420, 500)  # a narrow dialog: the list's own width is too small for its lines
    d.show()
    qtbot.waitExposed(d)
    return d


def test_every_scenario_s_role_texts_render_their_markup(dialog) -> None:
    combo, label = dialog.scenario_combo, dialog.role_abilities
    seen = 0
    for i in range(combo.count()):
        if not combo.itemData(i):
            continue
        combo.setCurrentIndex(i)
        label.ensurePolished()
        assert "<b>" in label.text(), combo.itemData(i)
        assert label.textFormat() == Qt.TextFormat.RichText, combo.itemData(i)
        seen += 1
    assert seen >= 6


def test_the_open_list_shows_each_name_beside_its_range(qtbot, dialog) -> None:
    combo = dialog.scenario_combo
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    delegate = view.itemDelegate()
    checked = 0
    for row in range(combo.count()):
        index = view.model().index(row, 0)
        rng = index.data(RANGE_ROLE)
        if not rng:
            continue
        opt = QStyleOptionViewItem()
        opt.initFrom(view)
        opt.rect = view.visualRect(index)
        opt.font = view.font()
        # the line holds its whole name and its range side by side (the delegate's size)
        need = delegate.sizeHint(opt, index).width()
        assert view.viewport().width() >= need, (index.data(), view.viewport().width(), need)
        checked += 1
    combo.hidePopup()
    assert checked >= 6


def _ink(img: QImage) -> set[int]:
    """The columns of ``img`` with any pixel other than its first pixel (the background)."""
    bg = img.pixel(0, 0)
    return {x for x in range(img.width()) for y in range(img.height()) if img.pixel(x, y) != bg}


@pytest.mark.parametrize("rtl", [True, False])
def test_a_line_paints_its_range_apart_from_its_name(dialog, rtl) -> None:
    """A line of the list painted as the open list paints it (right to left in Persian):
    the range's ink (the line less its name alone) shares no column with the name's."""
    combo = dialog.scenario_combo
    view, delegate = combo.view(), combo.view().itemDelegate()
    direction = Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight
    checked = 0
    for row in range(combo.count()):
        index = view.model().index(row, 0)
        if not index.data(RANGE_ROLE):
            continue
        opt = QStyleOptionViewItem()
        opt.initFrom(view)
        opt.font = view.font()
        opt.direction = direction
        size = delegate.sizeHint(opt, index)
        opt.rect = QRect(0, 0, size.width() + 40, size.height())
        images = []
        for paint in (delegate.paint, lambda p, o, i: QStyledItemDelegate.paint(delegate, p, o, i)):
            img = QImage(opt.rect.size(), QImage.Format.Format_RGB32)
            img.fill(0xFFFFFFFF)
            painter = QPainter(img)
            painter.setLayoutDirection(direction)  # as the view's viewport paints
            paint(painter, QStyleOptionViewItem(opt), index)
            painter.end()
            images.append(img)
        whole, name = images
        name_cols = _ink(name)
        range_cols = {x for x in range(whole.width()) for y in range(whole.height())
                      if whole.pixel(x, y) != name.pixel(x, y)}
        assert name_cols and range_cols, index.data()
        assert not (name_cols & range_cols), (index.data(), index.data(RANGE_ROLE))
        checked += 1
    assert checked >= 6
