"""Where a list's commas fall, as Qt lays the real texts out (a fresh narrator's trial read
«آرش ,شیرین ,بهرام…» in the English resume offer and archive, 150_cl_start, 169_archive;
decisions LY110-3): in the language's reading order every comma follows a name's last
letter and a space follows the comma, on every line — «آرش, شیرین» in English (the list
left to right, each Persian name right to left), «Ann، Ben» in Persian. The names' order is
``test_name_lists_bidi.py``'s. The same check refuses a list of the names merely joined by
commas in the other language's direction: it can fail."""

from __future__ import annotations

import pytest
from desk_driver import REFERENCE
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine import Setup
from narrator_app.ui.app import apply_language

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

FA = ("آرش", "شیرین", "بهرام", "امیرحسین محمدزاده", "مهسا", "پرویز", "لیلا", "کامران",
      "نسرین", "داریوش", "ژاله")
EN = ("Ann", "Ben", "Cleo", "Maximilian Alexander", "Eve", "Finn", "Gus", "Hana", "Ivan",
      "Judy", "Karl")
MIXED = tuple(f if i % 2 else e for i, (e, f) in enumerate(zip(EN, FA, strict=True)))


def glyph_lines(text: str, width: int, font: QFont, rtl: bool) -> list[str]:
    """Each laid-out line of ``text`` in reading order (right to left when ``rtl``) as Qt
    places its glyphs: «,» a comma (Latin or Arabic), « » a space, «a» any other glyph; the
    zero-width controls (isolates, marks) left out."""
    flag = QTextLayout.GlyphRunRetrievalFlag
    layout = QTextLayout(text, font)
    opt = QTextOption()
    opt.setTextDirection(Qt.LayoutDirection.RightToLeft if rtl else
                         Qt.LayoutDirection.LeftToRight)
    opt.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(opt)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(line)
    layout.endLayout()
    out = []
    for line in lines:
        glyphs = []
        for run in line.glyphRuns(line.textStart(), line.textLength(),
                                  flag.RetrieveGlyphPositions | flag.RetrieveGlyphIndexes):
            raw = run.rawFont()
            commas = set(raw.glyphIndexesForString(",،"))
            spaces = set(raw.glyphIndexesForString(" "))
            for pos, g in zip(run.positions(), run.glyphIndexes(), strict=False):
                glyphs.append((pos.x(), "," if g in commas else " " if g in spaces else "a"))
        glyphs.sort()
        kept = [t for k, (x, t) in enumerate(glyphs)
                if not (t == " " and k + 1 < len(glyphs) and glyphs[k + 1][0] - x < 0.5)]
        seq = "".join(kept).strip()
        out.append(seq[::-1] if rtl else seq)
    return out


def commas_in_place(lines: list[str]) -> bool:
    """Every comma right after a name's letter and followed by a space (or the line's end)."""
    for seq in lines:
        for i, t in enumerate(seq):
            if t == "," and (i == 0 or seq[i - 1] != "a" or seq[i + 1:i + 2] not in ("", " ")):
                return False
    return True


@pytest.fixture
def lang_app(qapp, request):
    apply_language(qapp, request.param)
    yield request.param
    apply_language(qapp, "fa")


def test_the_check_refuses_names_merely_joined(qapp):
    """Persian names joined by «, » after an English label in a right-to-left line, as a
    list without the language's mark and isolates reads: the commas on the wrong side."""
    text = "\u200f" + ", ".join(FA[:4])
    assert not commas_in_place(glyph_lines(text, 2000, QApplication.font(), rtl=False))
    text = "\u200e" + "، ".join(EN[:4])
    assert not commas_in_place(glyph_lines(text, 2000, QApplication.font(), rtl=True))


@pytest.mark.parametrize(("lang_app", "names"), [("en", FA), ("fa", EN), ("en", MIXED),
                                                 ("fa", MIXED)], indirect=["lang_app"])
def test_the_resume_offer_and_the_archive_put_each_comma_after_its_name(
        qtbot, window, controller, tmp_path, lang_app, names):
    from narrator_app.ui.archive_window import PLAYERS
    from narrator_app.ui.recovery import ResumeDialog, newest_unfinished

    lang = controller.lang = lang_app
    rtl = lang == "fa"
    assert controller.new_game(Setup("godfather_nostradamus", names, {}), REFERENCE)
    assert controller.end_phase()
    d = ResumeDialog(newest_unfinished(tmp_path), lang)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    row = next(w for w in d.findChildren(QLabel) if names[0] in w.text())
    for width in (row.contentsRect().width(), 260):  # as shown, and wrapped narrower
        lines = glyph_lines(row.text(), width, row.font(), rtl)
        assert len(lines) >= 2 and commas_in_place(lines), lines
    d.reject()
    arch = window.open_archive()
    qtbot.waitExposed(arch)
    assert arch.select_path(newest_unfinished(tmp_path).path)
    index = arch.model.index(arch.view.currentIndex().row(), PLAYERS)
    text = index.data(Qt.ItemDataRole.DisplayRole)
    assert names[0] in text
    lines = glyph_lines(text, 10000, arch.view.font(), rtl)  # the row's one line, uncut
    assert len(lines) == 1 and lines[0].count(",") == len(names) - 1
    assert commas_in_place(lines), lines
    arch.close()
