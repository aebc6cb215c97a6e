"""Every seat of every scenario reads whole in the window under a title bar (issue 23,
"Legibility").

The window is laid out at 1280×696 and 1366×744 — the client area of a 1280×720 and a
1366×768 screen under a window manager's title bar — in Persian and English, at the default
font size and the largest the settings offer, with a real game on the table (night, then
day). Its ring then shows each scenario at its smallest, middle and largest table, at night
(tonight's tokens, four on one seat), by day (players out and half-dead) and after the winner
(half the table out). Each table is painted once and all its texts are checked
(``SeatRing.painted_texts``): every role whole, every name of twelve letters or fewer whole,
every token with its own label (no «+k»), all inside their cards, no two overlapping — and
on the grabbed picture, each name and role has ink inside its card.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from narrator_app.engine import VOID, load_scenario, token_text
from narrator_app.engine.scenario import shipped_entries
from narrator_app.messages import role_name
from narrator_app.ui import seat_ring
from narrator_app.ui.seat_ring import SeatView
from narrator_app.ui.texts import token_label

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

#: Every shipped scenario (the catalogue's): the club scenarios' long role names too
#: (Takavar's boss, Capo's kadkhoda were cut at 10 and 13 seats; fresh-narrator trial, section 3).
SCENARIOS = tuple(e.id for e in shipped_entries())
#: The client areas under a title bar on the two screens the README names.
SIZES = ((1280, 696), (1366, 744))
#: The settings' largest font size (settings_dialog: fontSizeBox's range).
LARGEST_FONT = 24

# Long names on purpose: twelve letters (whole) and thirteen (may be abbreviated).
NAMES = {
    "fa": ("علی", "سارا", "محمدرضا", "مریم", "Leon", "کاوه", "امیرحسین", "امید", "پری",
           "هادی", "سیدعلیرضا", "نسیم", "فاطمه‌زهرا", "بیتا", "رضا", "غلامحسین", "نیلوفر",
           "عبدالحمیدرضا"),
    "en": ("Ali", "Sara", "Mohammadreza", "Maryam", "Leon", "Kaveh", "Amirhossein", "Omid",
           "Pari", "Hadi", "Seyed Alireza", "Nasim", "Fatemeh-Zahra", "Bita", "Reza",
           "Gholamhossein", "Niloufar", "Abdolhamidre"),
}
# Tonight's tokens: the victim carries four (one without effect), others one each.
NIGHT_TOKENS = {1: ["shot", "saved" + VOID, "leon", "zodiac"], 2: ["blocked"],
                3: ["inquired", "sixth_sense"], 5: ["bomb", "gun"], 6: ["handcuffed"],
                8: ["slaughtered", "cursed"], 9: ["silenced"], 10: ["bought", "revive"]}


def _script():
    spec = importlib.util.spec_from_file_location("screenshots_table",
                                                  ROOT / "docs" / "screenshots_table.py")
    sys.path.insert(0, str(ROOT / "docs"))
    try:
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        return mod
    finally:
        sys.path.remove(str(ROOT / "docs"))


def deal(scen, n: int) -> list[str]:
    """Every named role of the scenario first (its reference deal, then the rest of its
    roles), filled with its filler roles up to ``n`` seats."""
    roles = list(scen.roster.reference)
    named = [r.id for r in scen.roles if r.id not in roles
             and r.id not in (scen.roster.filler_city, scen.roster.filler_mafia)]
    roles = (roles + named)[:n]
    while len(roles) < n:
        roles.append(scen.roster.filler_mafia if len(roles) % 3 == 0
                     else scen.roster.filler_city)
    return roles


def tables(lang: str) -> list[tuple[str, int, str, list[SeatView]]]:
    """(scenario, seats, phase, seats' views) for each scenario at its smallest, middle and
    largest table, at night, by day and after the winner."""
    out = []
    for sid in SCENARIOS:
        scen = load_scenario(sid)
        lo, hi = scen.roster.min_players, scen.roster.max_players
        for n in sorted({lo, (lo + hi) // 2, hi}):
            roles = [role_name(scen, r, lang) for r in deal(scen, n)]
            for phase in ("night", "day", "winner"):
                views = []
                for seat in range(1, n + 1):
                    status = "alive"
                    if phase == "day" and seat % 5 == 0:
                        status = "dead" if seat % 10 == 0 else "half_dead"
                    elif phase == "winner" and seat % 2 == 0:
                        status = "dead"
                    tokens = NIGHT_TOKENS.get(seat, []) if phase == "night" else []
                    views.append(SeatView(seat, NAMES[lang][seat - 1], roles[seat - 1],
                                          status, list(tokens)))
                out.append((sid, n, phase, views))
    return out


def label(ring, token: str) -> str:
    """The token's own label as the ring paints it (one without effect: struck out)."""
    base = token[: -len(VOID)] if token.endswith(VOID) else token
    lab = token_label(base)
    return lab if lab != base else token_text(base, ring.lang)


def ink(image: QImage, rect: QRect, paper: QColor) -> int:
    """Pixels in ``rect`` of ``image`` far from the card's colour ``paper``."""
    part = image.copy(rect).convertToFormat(QImage.Format.Format_Grayscale8)
    level = QColor(paper).lightness()
    data = bytes(part.constBits())[: part.bytesPerLine() * part.height()]
    near = bytes(b for b in range(256) if abs(b - level) <= 60)
    return len(data.translate(None, near))


def check_table(ring, where: str) -> None:
    painted = ring.painted_texts()
    views = {v.seat: v for v in ring.seats()}
    assert set(painted) == set(views), where
    image = ring.grab().toImage()
    ratio = image.devicePixelRatio()
    col = ring.colours()
    everything = []
    for seat, texts in painted.items():
        v, card = views[seat], ring.seat_rect(seat)
        at = (where, seat)
        kinds = [t.kind for t in texts]
        assert "more" not in kinds, at  # every token its own pill
        roles = [t.text for t in texts if t.kind == "role"]
        assert roles == [v.role], (at, roles)  # whole, on its line
        names = [t.text for t in texts if t.kind == "name"]
        assert len(names) == 1, at
        if len(v.name) <= 12:
            assert names == [v.name], (at, names)
        tokens = sorted(t.text for t in texts if t.kind == "token")
        assert tokens == sorted(label(ring, k) for k in v.tokens), (at, tokens)
        paper = {"alive": col.card, "half_dead": col.card_half,
                 "dead": col.card_out}[v.status]
        for t in texts:
            assert card.contains(t.rect), (at, t, card)
            if t.kind in ("name", "role"):
                assert t.px >= (seat_ring.MIN_NAME_PX if t.kind == "name"
                                else seat_ring.MIN_ROLE_PX), (at, t)
                box = QRect(int(t.rect.left() * ratio), int(t.rect.top() * ratio),
                            int(t.rect.width() * ratio), int(t.rect.height() * ratio))
                # real glyphs: at least a stroke's worth of ink per letter
                assert ink(image, box, paper) >= 3 * len(t.text), (at, t)
            everything.append((seat, t))
    for i, (sa, a) in enumerate(everything):
        for sb, b in everything[i + 1:]:
            assert not a.rect.intersects(b.rect), (where, sa, a, sb, b)


@pytest.mark.parametrize("points", [11, LARGEST_FONT])
@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_role_whole_in_the_window_under_a_title_bar(qtbot, controller, size, lang,
                                                          points):
    from desk_driver import desk_in

    from narrator_app.ui.app import apply_language
    from narrator_app.ui.theme import apply_font_size

    app = QApplication.instance()
    old = app.font().pointSize()
    apply_font_size(app, points)
    try:
        w = desk_in(qtbot, controller, lang, size)  # in the language, at the size, exposed
        script = _script()
        script.build(w, "godfather_nostradamus", 18, "night", lang)  # a real night
        QApplication.processEvents()
        all_tables = tables(lang)
        for phase in ("night", "day"):
            if phase == "day":
                assert controller.end_phase()  # the real day after it
                w.refresh()
                QApplication.processEvents()
            for sid, n, ph, views in all_tables:
                if (ph == "night") != (phase == "night"):
                    continue
                w.ring.set_seats(views)
                check_table(w.ring, f"{sid}-{n}-{ph}-{lang}-{points}pt-{size}")
    finally:
        apply_font_size(app, old)
        apply_language(app, "fa")


def test_the_first_window_is_whole_on_a_1280x720_screen(qtbot, controller):
    """A first start on a 1280×720 screen under a window manager: the window, its title
    bar (30 px, borders of 1 px) and its status bar, where refusals are written, all on
    screen — not a client area of the screen's whole height."""
    from narrator_app.ui.main_window import MainWindow

    title, border = 30, 1
    w = MainWindow(controller)
    qtbot.addWidget(w)
    screen = QRect(0, 0, 1280, 720)
    w.fit_to_screen(screen)  # as at its start, on that screen's available geometry
    w.show()
    qtbot.waitExposed(w)
    w.statusBar().showMessage("refused")
    QApplication.processEvents()
    # the frame starts where the window was moved to; the client area below the title bar
    left, top = w.pos().x(), w.pos().y()
    assert screen.contains(QRect(left, top, w.width() + 2 * border,
                                 w.height() + title + border))
    bar = w.statusBar()
    assert bar.isVisible() and bar.height() > 0
    bottom = top + title + bar.mapTo(w, bar.rect().bottomLeft()).y()
    assert bottom < screen.bottom(), (bottom, w.height())
    # and it still uses the screen: no more than the frame is left over
    assert w.height() >= 720 - 40 and w.width() >= 1280 - 10


def test_the_winner_banner_leaves_the_ring_in_place(qtbot, controller):
    """When the game ends the winner banner appears in the header's strip of fixed height:
    the ring keeps its size and every seat its place (18 players at 1280×696)."""
    from narrator_app.engine.simulate import random_game
    from narrator_app.ui.main_window import MainWindow

    w = MainWindow(controller)
    qtbot.addWidget(w)
    w.resize(1280, 696)
    w.show()
    qtbot.waitExposed(w)
    controller.game = random_game("godfather_nostradamus", 18, 5)
    assert controller.state.winner is not None
    assert controller.undo()  # the last action: the one that ended the game
    w.refresh()
    QApplication.processEvents()
    assert controller.state.winner is None and not w.winner_banner.isVisible()
    ring, seats = w.ring.geometry(), {s: w.ring.seat_rect(s) for s in range(1, 19)}
    assert controller.redo()
    w.refresh()
    QApplication.processEvents()
    assert w.winner_banner.isVisible() and w.winner_banner.text()
    assert w.ring.geometry() == ring
    assert {s: w.ring.seat_rect(s) for s in range(1, 19)} == seats
