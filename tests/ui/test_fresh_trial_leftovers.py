"""The last fresh-narrator trial's leftovers (issue 23), each played in the real window:

* Takavar at ten seats: the ring's centre (the felt, where the phase is written) was a thin
  strip between two columns of cards that crowded it; the cards now keep a centre at least
  a quarter of the ring wide, every name and role still whole.
* The night checklist's «اکنون» ("Now") badge was stretched to two lines beside a title
  that wraps; it stays one line high at the title's first line.
* Bazpors' interrogation day: digits typed after «End night» went to the table (a nominee
  picked) instead of the interrogation vote's count.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from test_table_legibility import SCRIPT

from narrator_app.engine import Setup, load_scenario
from narrator_app.ui import seat_ring

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


@pytest.fixture
def desk(qtbot, controller, request):
    """The main window at (width, height, language, font points), restored after."""
    from desk_driver import Table

    from narrator_app.ui.app import apply_language
    from narrator_app.ui.main_window import MainWindow
    from narrator_app.ui.theme import apply_font_size

    width, height, lang, pt = request.param
    app = QApplication.instance()
    old = app.font().pointSize()
    apply_language(app, lang)
    apply_font_size(app, pt)
    controller.lang = lang
    w = MainWindow(controller)
    qtbot.addWidget(w)
    w.resize(width, height)
    w.show()
    qtbot.waitExposed(w)
    yield Table(qtbot, w)
    apply_language(app, "fa")
    apply_font_size(app, old)


def start(t, scenario: str, rules: dict | None = None) -> None:
    """The scenario's reference table, the deal of its roster, up to its first night."""
    c = t.c
    scen = load_scenario(scenario)
    n = scen.reference_size
    assert c.new_game(Setup(scenario, SCRIPT.NAMES[c.lang][:n], rules or {}),
                      list(scen.roster_for(n)))
    while c.state.phase != "night":
        assert c.end_phase(), c.last_error


SIZES = [(1280, 696, "en", 11), (1280, 696, "fa", 11), (1366, 744, "en", 11),
         (1366, 744, "fa", 14)]


@pytest.mark.parametrize("desk", SIZES, indirect=True,
                         ids=[f"{w}x{h}-{lang}-{pt}pt" for w, h, lang, pt in SIZES])
def test_the_ring_keeps_its_centre_at_ten_seats(qtbot, desk):
    """Takavar, ten seats, night 1 (tokens on the cards): the felt between the cards' inner
    edges is at least a quarter of the ring wide, the phase written in it, and its colour
    fills the ring's middle on the grabbed image; every name and role is painted whole
    inside its card, no two texts overlap."""
    t = desk
    start(t, "takavar")
    ring = t.w.ring
    guard = next(r.key for r in t.w.night_panel.rows)
    t.night(guard, t.c.choices().current.options[0].name, 9)  # a token on seat 9
    ring.repaint()
    cs = ring._card_size()
    felt = ring._felt_width(cs, ring._track())
    assert felt >= seat_ring.CENTRE_SHARE * ring.width(), (felt, ring.width(), cs)
    # the felt painted in the middle of the ring (it is not drawn when there is no room)
    image = ring.grab().toImage()
    felt_top = ring._track().top() + cs.height() / 2 + 8
    mid = image.pixelColor(ring.width() // 2, int(felt_top) + 14)  # above the phase's text
    assert mid == QColor(ring.colours().felt), mid.name()
    cards = ring.card_rects()
    left = max(r.right() for r in cards.values() if r.center().x() < ring.width() / 2)
    right = min(r.left() for r in cards.values() if r.center().x() > ring.width() / 2)
    assert right - left >= seat_ring.CENTRE_SHARE * ring.width(), (left, right)
    painted = ring.painted_texts()
    views = {v.seat: v for v in ring.seats()}
    everything = []
    for seat, texts in painted.items():
        card = ring.seat_rect(seat)
        whole = {t_.kind: t_.text for t_ in texts if t_.kind in ("name", "role")}
        assert whole == {"name": views[seat].name, "role": views[seat].role}, (seat, whole)
        for text in texts:
            if text.kind != "number":
                assert card.contains(text.rect), (seat, text, card)
            everything.append(text.rect)
    assert any(t_.kind == "token" for t_ in painted[9]), painted[9]
    for i, a in enumerate(everything):
        assert not any(a.intersects(b) for b in everything[i + 1:]), a


BADGE = [(1280, 696, "fa", 14), (1280, 696, "en", 14), (1366, 744, "fa", 11)]


@pytest.mark.parametrize("desk", BADGE, indirect=True,
                         ids=[f"{w}x{h}-{lang}-{pt}pt" for w, h, lang, pt in BADGE])
def test_the_now_badge_stays_one_line(qtbot, desk):
    """The current step's badge («اکنون» / "Now") and every other row's stay one line high
    and whole, at the top of a title that wraps onto two lines (the mafia's call, its
    seats listed, at 14 pt)."""
    t = desk
    # the team's call with its seats listed (Takavar's lists two since its hostage-taker
    # wakes alone, CR38-13: its title no longer wraps at 14 pt)
    start(t, "mafia_nights")
    panel = t.w.night_panel
    while panel.rows and t.c.choices().current.key != "mafia":
        cur = t.c.choices().current
        assert t.c.step(cur.key, {}), t.c.last_error
    QApplication.processEvents()
    current = next(r for r in panel.rows if r.state_name == "current")
    assert current.key == "mafia"
    wrapped = [r for r in panel.rows if r.title.height() > 1.6 * r.title.fontMetrics().height()]
    if desk.w.c.lang == "fa" and QApplication.instance().font().pointSize() >= 14:
        assert current in wrapped  # the case the trial saw: a title of two lines
    for row in panel.rows:
        if not row.isVisible():
            continue
        mark = row.mark
        one_line = mark.sizeHint().height()
        assert mark.height() == one_line, (row.key, mark.text(), mark.height(), one_line)
        assert mark.width() >= mark.sizeHint().width(), (row.key, mark.text())
        # at the title's first line (not centred beside a two-line title)
        dy = mark.mapTo(row, mark.rect().topLeft()).y() - row.title.mapTo(
            row, row.title.rect().topLeft()).y()
        assert abs(dy) <= 4, (row.key, dy)
    assert current.mark.text() == ("اکنون" if t.c.lang == "fa" else "Now")


@pytest.mark.parametrize("desk", [(1280, 696, "fa", 11), (1366, 744, "en", 11)],
                         indirect=True, ids=["1280x696-fa", "1366x744-en"])
def test_digits_typed_on_the_interrogation_day_are_its_counts(qtbot, desk):
    """Bazpors: the interrogator summons two players at night; «End night» clicked, the
    day opens on the interrogation and the keyboard focus is on the first summoned
    player's count: digits typed go there (Tab to the second), not to the table (no
    nominee picked, no seat clicked). Enter records the vote held."""
    t = desk
    c, w = t.c, t.w
    start(t, "bazpors")  # night 1
    while c.choices().current is not None:
        cur = c.choices().current
        if cur.key == "interrogator":
            t.night("interrogator", "summon", 9, 10)
        else:
            assert c.step(cur.key, {}), c.last_error
    t.press("endNight", w.night_panel)  # the narrator's click, as in the trial
    assert (c.state.phase, c.state.number) == ("day", 2), c.last_error
    power = w.day_panel.power_box
    assert sorted(power.spins) == [9, 10]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is power.spins[9], timeout=1000)
    qtbot.keyClicks(QApplication.focusWidget(), "6")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is power.spins[10]
    qtbot.keyClicks(QApplication.focusWidget(), "2")
    assert power.counts() == {9: 6, 10: 2}
    assert not w.day_panel.nominees and "votes" not in c.state.choices
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    value = c.state.choices.get("interrogation")
    assert isinstance(value, dict) and value.get("held") is True, (value, c.last_error)
    assert not c.state.player(9).alive and c.state.player(10).alive


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_ring_s_text_grows_with_the_font_setting(qtbot, controller, theme):
    """Issue 23: «The font-size setting and the dark theme enlarge the side panels, never the
    ring»: the reference table (Godfather–Nostradamus, 11 seats) at 1366×744, its names and
    roles painted larger at 14 pt than at 11 pt, in the light and the dark theme, and
    still whole."""
    from narrator_app.ui.main_window import MainWindow
    from narrator_app.ui.theme import apply_font_size, apply_theme

    app = QApplication.instance()
    old = app.font().pointSize()
    sizes = {}
    try:
        apply_theme(app, theme)
        w = MainWindow(controller)
        qtbot.addWidget(w)
        w.resize(1366, 744)
        w.show()
        qtbot.waitExposed(w)
        scen = load_scenario("godfather_nostradamus")
        assert controller.new_game(Setup(scen.id, SCRIPT.NAMES["fa"][:11], {}),
                                   list(scen.roster_for(11)))
        for pt in (11, 14):
            apply_font_size(app, pt)
            QApplication.processEvents()
            painted = w.ring.painted_texts()
            views = {v.seat: v for v in w.ring.seats()}
            sizes[pt] = {}
            for seat, texts in painted.items():
                for t_ in texts:
                    if t_.kind in ("name", "role"):
                        assert t_.text == (views[seat].name if t_.kind == "name"
                                           else views[seat].role), (pt, seat, t_)
                        sizes[pt].setdefault(t_.kind, set()).add(t_.px)
    finally:
        apply_theme(app, "light")
        apply_font_size(app, old)
    for kind in ("name", "role"):
        assert min(sizes[14][kind]) > max(sizes[11][kind]), (kind, sizes)
