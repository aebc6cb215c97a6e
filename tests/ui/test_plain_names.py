"""Issue 12, item 3: a player's name is plain text everywhere.

Two players are called ``<img src="…/mark.png">`` (a real local image of one odd colour) and
``<b>Bold</b>``. Through a real game in the window, on the public display, in the dialogs
and in the cards PDF, the names must show as typed: every visible label holding one shows
it literally (what Qt renders, read back), the tooltips too, and no grab of any window has
a single pixel of the image's colour.
"""

from __future__ import annotations

import html

import pypdf
import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QHelpEvent, QImage, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QApplication, QLabel, QToolTip, QWidget

from narrator_app.engine import Setup
from narrator_app.printing import CardJob, write_cards_pdf

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)

MARK = QColor(1, 254, 3)  # the image's colour: nothing else in the app is painted with it
BOLD = "<b>Bold</b>"
DEAL = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
        "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]


@pytest.fixture
def img_name(tmp_path) -> str:
    png = tmp_path / "mark.png"
    img = QImage(80, 80, QImage.Format.Format_RGB32)
    img.fill(MARK)
    assert img.save(str(png))
    return f'<img src="{png}">'


def names_with(img_name: str) -> tuple[str, ...]:
    return ("Ali", BOLD, "Reza", "مریم", "Laleh", "Kaveh", "Nima", img_name, "Pari", "Hadi",
            "Nasim")


def shown(text: str, fmt: Qt.TextFormat) -> str:
    """What Qt shows for ``text`` in ``fmt``, as plain text."""
    if fmt == Qt.TextFormat.PlainText or (
        fmt == Qt.TextFormat.AutoText and not GuiQt.mightBeRichText(text)
    ):
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def has_mark(w: QWidget) -> bool:
    """True when a grab of ``w`` has a pixel of the image's colour."""
    img = w.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    want = MARK.rgb() & 0xFFFFFF
    bits = img.constBits()
    data = bytes(bits)[: img.sizeInBytes()]
    px = want.to_bytes(3, "little") + b"\xff"  # B, G, R, A in memory
    i = data.find(px)
    while i != -1:
        if i % 4 == 0:
            return True
        i = data.find(px, i + 1)
    return False


def check_labels(w: QWidget, names) -> list[str]:
    """Every visible label of ``w`` that holds a name shows it as typed; returns the
    texts shown that hold a name (for the caller to check the names were there at all)."""
    QApplication.processEvents()
    found = []
    labels = [x for x in w.findChildren(QLabel) if x.isVisible()]
    if isinstance(w, QLabel):
        labels.append(w)
    for label in labels:
        raw, fmt = label.text(), label.textFormat()
        out = shown(raw, fmt)
        for name in names:
            if name in raw or html.escape(name, quote=False) in raw:
                assert name in out, (label.objectName(), raw, fmt)
                found.append(out)
    return found


def check_window(w: QWidget, names) -> list[str]:
    found = check_labels(w, names)
    assert not has_mark(w), w.objectName()
    return found


def start(c, names) -> None:
    assert c.new_game(Setup("godfather_nostradamus", names, {"cards_enabled": False}), DEAL)


# --- the desk ---------------------------------------------------------------------------
def test_public_display_shows_the_names_as_typed_and_no_image(qtbot, window, controller,
                                                             img_name):
    names = names_with(img_name)
    start(controller, names)
    window.open_public_display()
    pub = window.public_window
    qtbot.addWidget(pub)
    qtbot.waitExposed(pub)
    found = check_window(pub, names)  # the seats in the game
    assert any(img_name in f for f in found) and any(BOLD in f for f in found)



def test_names_plain_on_the_desk_the_public_display_and_tooltips(qtbot, window, controller,
                                                                 table, img_name):
    c, t = controller, table
    names = names_with(img_name)
    start(c, names)
    window.open_public_display()
    pub = window.public_window
    qtbot.addWidget(pub)
    qtbot.waitExposed(pub)
    c.end_phase()
    assert c.step("nostradamus", {"pick": [1, 2, 9], "side": "city"})
    c.end_phase()  # day 1
    assert c.state.phase == "day"
    # the speaking order (a rich label: names escaped in it)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    QApplication.processEvents()
    order = window.timer_panel.order_label
    if order.isVisible():
        assert img_name in shown(order.text(), order.textFormat())
    # the vote: seat 2 leaves (half-dead), his name in the exit line and the log
    t.seat(2)
    t.type_count(2, "6")
    t.press("confirmVotes")
    t.type_count(2, "6", "exit_count")
    t.press("confirmExitVotes")
    assert c.state.player(2).status == "half_dead"
    found = check_window(window, names)
    assert any(BOLD in f for f in found)  # the exit line
    c.end_phase()
    assert c.step("mafia", {"shot": 8}), c.last_error
    for key in ("matador", "dr_watson", "leon", "citizen_kane", "constantine"):
        c.step(key, {})
    assert c.end_phase(), c.last_error  # day 2: «seat 8 left the game»
    found = check_window(window, names)
    assert any(img_name in f for f in found)  # the morning announcement
    # the ring paints the names as text, its tooltip shows them as typed
    assert img_name in " ".join(window.ring.seat_texts(8))
    assert BOLD in " ".join(window.ring.seat_texts(2))
    for seat, name in ((8, img_name), (2, BOLD)):
        pos = window.ring.seat_center(seat)
        ev = QHelpEvent(QEvent.Type.ToolTip, pos, window.ring.mapToGlobal(pos))
        QApplication.sendEvent(window.ring, ev)
        tip = QToolTip.text()
        assert tip and name in shown(tip, Qt.TextFormat.AutoText), tip
    # the log
    m = window.log_panel.model
    log = " ".join(str(m.index(r).data()) for r in range(m.rowCount()))
    assert img_name in log and BOLD in log
    # the trackers' tooltips and every tooltip of the desk
    for w in window.findChildren(QWidget):
        tip = w.toolTip()
        for name in (img_name, BOLD):
            if name in tip or html.escape(name, quote=False) in tip:
                assert name in shown(tip, Qt.TextFormat.AutoText), tip
    # the public display: the seats still in the game and the announcement
    pub.refresh()
    found = check_window(pub, names)
    assert any(BOLD in f for f in found) or any(img_name in f for f in found)
    assert any(img_name in f for f in found)  # «seat 8 left the game» is announced


def test_names_plain_in_the_dialogs(qtbot, window, controller, img_name, tmp_path):
    from narrator_app.ui.new_game_dialog import NewGameDialog
    from narrator_app.ui.recovery import ResumeDialog, newest_unfinished
    from narrator_app.ui.settings import Settings

    names = names_with(img_name)
    start(controller, names)
    controller.end_phase()  # autosaved
    # the new game dialog, with the names of last time
    settings = Settings(recent_names=list(names))
    dlg = NewGameDialog(settings, window)
    qtbot.addWidget(dlg)
    dlg.open()
    qtbot.waitExposed(dlg)
    assert img_name in dlg.names() or BOLD in dlg.names()
    check_window(dlg, names)
    dlg.reject()
    # the resume offer (made without a parent, as at start)
    entry = newest_unfinished(tmp_path)
    assert entry is not None
    resume = ResumeDialog(entry, "fa")
    qtbot.addWidget(resume)
    resume.open()
    qtbot.waitExposed(resume)
    found = check_window(resume, names)
    assert any(img_name in f for f in found)
    resume.reject()
    # the archive, the game selected
    arch = window.open_archive()
    qtbot.waitExposed(arch)
    assert arch.select_path(entry.path)
    check_window(arch, names)
    from narrator_app.ui.archive_window import PLAYERS

    tip = arch.model.index(arch.view.currentIndex().row(), PLAYERS).data(
        Qt.ItemDataRole.ToolTipRole)
    assert img_name in shown(tip, Qt.TextFormat.AutoText)
    assert BOLD in shown(tip, Qt.TextFormat.AutoText)
    arch.close()
    # the print preview of the dealt cards
    prev = window.print_role_cards()
    qtbot.waitExposed(prev)
    assert not has_mark(prev)
    prev.close()


# --- the cards PDF ----------------------------------------------------------------------
def test_names_plain_in_the_cards_pdf(qapp, tmp_path, img_name):
    out = tmp_path / "cards.pdf"
    write_cards_pdf(out, CardJob("godfather_nostradamus", roles=tuple(DEAL),
                                 names=names_with(img_name)))
    reader = pypdf.PdfReader(out)
    text = "\n".join(page.extract_text() for page in reader.pages)
    assert 'src="' in text and 'mark.png">' in text, text  # drawn as typed
    assert "Bold</b>" in text, text
    assert all(len(page.images) == 0 for page in reader.pages)  # no picture loaded
