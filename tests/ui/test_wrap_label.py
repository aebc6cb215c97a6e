"""A word-wrapped label that keeps its heights (PF33-4): the same answers as QLabel's, never
a stale one when its text, font, format or margins change."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMargins, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from narrator_app.ui.wrap_label import WrapLabel, ink_room

SAY = "تیم مافیا بیدار شوند؛ پدرخوانده تصمیم بگیرد: شلیک، حس ششم یا خرید."
LONG = "دکتر واتسون بیدار شود و یک نفر را برای نجات نشان دهد. " * 4


def pair(qtbot, text: str) -> tuple[WrapLabel, QLabel]:
    kept, plain = WrapLabel(text), QLabel(text)
    for label in (kept, plain):
        label.setWordWrap(True)
        label.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
        qtbot.addWidget(label)
    same_room(kept, plain)
    return kept, plain


def same_room(kept: WrapLabel, plain: QLabel) -> None:
    """The QLabel given the margins the WrapLabel has (those given and its ink's room)."""
    plain.setContentsMargins(kept.contentsMargins())


@pytest.mark.parametrize("text", [SAY, LONG, "", "Leon", "<b>" + SAY + "</b>"])
def test_its_heights_are_qlabels(qtbot, text):
    kept, plain = pair(qtbot, text)
    for width in (80, 150, 233, 404, 600, 150, 80):
        assert kept.heightForWidth(width) == plain.heightForWidth(width), (text, width)


def test_a_new_text_font_format_or_margin_is_measured_again(qtbot):
    kept, plain = pair(qtbot, SAY)
    width = 200
    assert kept.heightForWidth(width) == plain.heightForWidth(width)
    changes = [
        lambda w: w.setText(LONG),
        lambda w: w.setFont(QFont(w.font().family(), 22)),
        lambda w: w.setTextFormat(Qt.TextFormat.RichText),
        lambda w: w.setText("<b>" + LONG + "</b><br>" + SAY),
        lambda w: w.setMargin(12),
        lambda w: w.setContentsMargins(30, 4, 30, 4),
        lambda w: w.setIndent(40),
        lambda w: w.setFrameStyle(QLabel.Shape.Box.value | QLabel.Shadow.Plain.value),
        lambda w: w.setLineWidth(6),
        lambda w: w.setStyleSheet("font-size: 19pt;"),
        lambda w: w.setStyleSheet("font-size: 9pt; padding: 14px; border: 3px solid red;"),
        lambda w: w.setAlignment(Qt.AlignmentFlag.AlignCenter),
        lambda w: w.setLayoutDirection(Qt.LayoutDirection.LeftToRight),
        lambda w: w.setWordWrap(False),
    ]
    before = kept.heightForWidth(width)
    moved = 0
    for change in changes:
        change(kept)
        change(plain)
        same_room(kept, plain)
        now = kept.heightForWidth(width)
        assert now == plain.heightForWidth(width)
        moved += now != before
        before = now
    assert moved >= 6  # the changes did change the height: the test can catch a stale one


def test_a_layout_sizes_it_as_it_sizes_a_qlabel(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    lay = QVBoxLayout(host)
    kept, plain = pair(qtbot, LONG)
    lay.addWidget(kept)
    lay.addWidget(plain)
    host.resize(260, 900)
    host.show()
    qtbot.waitExposed(host)
    assert kept.height() == plain.height() > 60
    kept.setText(SAY)
    plain.setText(SAY)
    lay.activate()
    assert kept.height() == plain.height()


def test_the_applications_new_font_size_is_measured_again(qtbot):
    """The app's font size changed in the settings (``theme.apply_font_size``): every label
    of the default font is measured again."""
    from PySide6.QtWidgets import QApplication

    from narrator_app.ui.theme import apply_font_size

    app = QApplication.instance()
    size = app.font().pointSize()
    kept, plain = pair(qtbot, LONG)
    try:
        before = kept.heightForWidth(220)
        assert before == plain.heightForWidth(220)
        apply_font_size(app, size + 8)
        app.processEvents()
        assert kept.heightForWidth(220) == plain.heightForWidth(220) > before
    finally:
        apply_font_size(app, size)
        app.processEvents()
    assert kept.heightForWidth(220) == plain.heightForWidth(220) == before


#: The day panel's exit line (14-pt bold), whose last letters a narrator's trial saw cut.
EXIT = ("\u2067{seat}\u00a0(\u2068{name}\u2069)\u2069 از بازی خارج می‌شود (نیم‌مرده: "
        "کنستانتین می‌تواند او را برگرداند).")
NAMES = ("محمدرضا", "سید مهدی", "امیرحسین کریمی", "ز", "نیلوفر", "P3", "م", "مهسا")


def _cut_lines(qtbot, label: QLabel) -> int:
    """How many of the exit lines, at widths 300–460 px, have ink at the label's edge
    (a line's last letters cut)."""
    host = QWidget()
    qtbot.addWidget(host)
    lay = QVBoxLayout(host)
    lay.setContentsMargins(0, 0, 0, 0)
    label.setWordWrap(True)
    label.setStyleSheet("font-size: 14pt; font-weight: bold;")
    lay.addWidget(label)
    host.show()
    qtbot.waitExposed(host)
    cut = 0
    for width in range(300, 460, 13):
        host.resize(width, 160)
        for name in NAMES:
            for seat in ("۳", "۱۲"):
                label.setText(EXIT.format(seat=seat, name=name))
                lay.activate()
                image = label.grab().toImage()
                w, h = image.width(), image.height()

                def inked(x: int, image=image, h=h) -> bool:
                    return any(QColor(image.pixel(x, y)).lightness() < 100 for y in range(h))

                assert any(inked(x) for x in range(w // 3, w, 7)), "the text was drawn"
                cut += inked(0) or inked(w - 1)
    return cut


def test_a_lines_last_letters_keep_their_ink_inside_the_label(qtbot):
    """Qt breaks lines by the letters' advances; a Persian line's last letters have ink past
    it. A QLabel cuts it where the line fills the label; a WrapLabel keeps room for it."""
    assert _cut_lines(qtbot, QLabel()) > 0  # the case is real at these widths
    assert _cut_lines(qtbot, WrapLabel()) == 0


def test_its_ink_room_follows_its_font_and_direction_and_adds_to_the_margins_given(qtbot):
    label = WrapLabel(SAY)
    qtbot.addWidget(label)
    label.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    room = ink_room(label.font())
    assert room >= 3
    assert label.contentsMargins() == QMargins(room, 0, 0, 0)  # where Persian lines end
    label.setContentsMargins(7, 2, 9, 4)
    assert label.contentsMargins() == QMargins(7 + room, 2, 9, 4)
    label.setStyleSheet("font-size: 30pt;")
    label.ensurePolished()
    bigger = ink_room(label.font())
    assert bigger > room
    assert label.contentsMargins() == QMargins(7 + bigger, 2, 9, 4)
    label.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # English lines end on the right
    latin = ink_room(label.font(), right_to_left=False)
    assert 0 < latin < bigger
    assert label.contentsMargins() == QMargins(7, 2, 9 + latin, 4)


def test_the_text_and_format_it_keeps_follow_every_setter(qtbot):
    """The height is kept by the text and format as last set (not asked of Qt at each of the
    layouts' questions): every setter of either, and the constructor's text, is followed,
    and a height asked after any of them is QLabel's for the new text."""
    kept, plain = pair(qtbot, SAY)
    width = 180
    # an empty text measured: QLabel answers a height for a label whose text was emptied,
    # none for one never given a text, or cleared (no text label): nothing shared for it
    empty, _ = pair(qtbot, "x")
    empty.setText("")
    assert empty.heightForWidth(width) > 0
    changes = [
        lambda w: w.setText(LONG),
        lambda w: w.clear(),
        lambda w: w.setText(""),
        lambda w: w.setNum(1234567),
        lambda w: w.setNum(3.25),
        lambda w: w.setText("<b>" + SAY + "</b><br>" + LONG),
        lambda w: w.setTextFormat(Qt.TextFormat.RichText),
        lambda w: w.setTextFormat(Qt.TextFormat.PlainText),
        lambda w: w.setText(SAY),
    ]
    for change in changes:
        kept.heightForWidth(width)
        change(kept)
        change(plain)
        assert (kept._text or "", kept._format) == (kept.text(), kept.textFormat())
        assert kept.heightForWidth(width) == plain.heightForWidth(width)
    made = WrapLabel("<i>" + LONG + "</i>")
    qtbot.addWidget(made)
    assert (made._text, made._format) == (made.text(), made.textFormat())
    never, plain = pair(qtbot, "")
    assert never.heightForWidth(width) == plain.heightForWidth(width)


def test_labels_share_answers_only_under_all_they_depend_on(qtbot):
    """The heights are kept in one table for every label: a label showing words another
    measured reads its answer, and a label that differs in anything QLabel's measure reads
    (least size, selectable text, a buddy's shortcut, font, margins) gets its own."""
    from PySide6.QtGui import QPixmap
    from PySide6.QtWidgets import QLineEdit

    width = 190
    first, _ = pair(qtbot, LONG)
    first.heightForWidth(width)  # kept in the table
    changes = [
        lambda w: None,  # the same label again: the kept answer is QLabel's
        lambda w: w.setMinimumHeight(260),
        lambda w: w.setMinimumWidth(320),
        lambda w: w.setMinimumSize(250, 240),
        lambda w: w.setFixedWidth(150),
        lambda w: w.setFixedHeight(230),
        lambda w: w.setFixedSize(120, 220),
        lambda w: w.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse),
        lambda w: (w.setText("&" + SAY), w.setBuddy(QLineEdit(w))),
        lambda w: w.setFont(QFont(w.font().family(), 17)),
        lambda w: w.setContentsMargins(20, 9, 20, 9),
        lambda w: w.setPixmap(QPixmap(40, 300)),
    ]
    for change in changes:
        kept, plain = pair(qtbot, LONG)
        change(kept)
        change(plain)
        same_room(kept, plain)
        for w in (width, width + 40, width):
            assert kept.heightForWidth(w) == plain.heightForWidth(w)
        if change is changes[1]:  # a least size set on a label measured already
            first.setMinimumHeight(280)
            plain.setMinimumHeight(280)
            assert first.heightForWidth(width) == plain.heightForWidth(width) == 280
