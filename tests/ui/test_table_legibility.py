"""Every seat legible from 11 to 18 players at 1366×768 (issue 15, "Seats and legibility").

The games are those of ``docs/screenshots_table.py`` (the screenshots in docs/ are made by
the same code): Godfather–Nostradamus at 11, 13, 16 and 18 players and the Zodiac at 12, 13,
16 and 18, at night with tonight's tokens and by day after a tied exit vote, in Persian and
English. The ring reports the texts it paints (``SeatRing.painted_texts``); each seat's name
and role must be painted inside its card, at least the minimum size stated in
docs/decisions.md, and no text may overlap another. By day the day panel must show the
lottery and its button without a scroll bar.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest
from desk_driver import desk_in
from PySide6.QtWidgets import QApplication

from narrator_app.engine import token_text
from narrator_app.engine.scenario import seed_ids
from narrator_app.ui import seat_ring
from narrator_app.ui.texts import token_label

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


def _script():
    sys.path.insert(0, str(ROOT / "docs"))
    try:
        spec = importlib.util.spec_from_file_location("screenshots_table",
                                                      ROOT / "docs" / "screenshots_table.py")
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        return mod
    finally:
        sys.path.remove(str(ROOT / "docs"))


SCRIPT = _script()
CASES = [(scen, n, phase, lang) for lang in SCRIPT.LANGS for scen, counts in SCRIPT.TABLES
         for n in counts for phase in SCRIPT.PHASES]


def stated_minimums() -> dict[str, int]:
    """The minimum text heights docs/decisions.md states (row T25)."""
    text = (ROOT / "docs" / "decisions.md").read_text(encoding="utf-8")
    row = next(line for line in text.splitlines() if line.startswith("| T25 |"))
    found = {k: int(v) for k, v in re.findall(r"(name|role|token)s? (\d+) px", row)}
    assert set(found) == {"name", "role", "token"}, row
    return found


def test_the_ring_paints_at_the_stated_minimums():
    stated = stated_minimums()
    assert stated == {"name": seat_ring.MIN_NAME_PX, "role": seat_ring.MIN_ROLE_PX,
                      "token": seat_ring.MIN_TOKEN_PX}
    assert min(stated.values()) >= 13


@pytest.fixture
def lang_window(qtbot, controller, request):
    """The main window at 1366×768 in the case's language (Persian restored after)."""
    from narrator_app.ui.app import apply_language

    yield desk_in(qtbot, controller, request.param, (1366, 768))
    apply_language(QApplication.instance(), "fa")


def check_ring(ring, minimums: dict[str, int]) -> None:
    """Every seat's name and role painted whole or abbreviated, inside its card, at least the
    minimum size, and no two texts of the ring overlapping."""
    painted = ring.painted_texts()
    views = {v.seat: v for v in ring.seats()}
    assert set(painted) == set(views)
    everything = []
    for seat, texts in painted.items():
        v, card = views[seat], ring.seat_rect(seat)
        kinds = [t.kind for t in texts]
        assert kinds.count("name") == 1 and kinds.count("role") == 1, (seat, kinds)
        for t in texts:
            assert ring.rect().toRectF().contains(t.rect), (seat, t)
            if t.kind in ("name", "role"):
                assert card.contains(t.rect), (seat, t, card)
                full = v.name if t.kind == "name" else v.role
                # its abbreviations: the role's short form; the name's shortened forms, each
                # the name's own and telling it from the other seats' (LY106-1)
                shorts = (seat_ring.name_forms(full, [u.name for u in views.values()])
                          if t.kind == "name" else [seat_ring.short_role(full)])
                shown = t.text.rstrip("…").strip().rstrip("\u200d")  # Qt joins before «…»
                assert len(shown) >= 2, (seat, t)  # more than a letter and «…»
                # whole, or a prefix of the whole or of one of its abbreviations; a name may
                # also be cut in the middle, only as its own start + «…» + its own end
                # (LY107-1: «Alexandra…Smith» where another name starts «Alexandra Montgo»)
                start, mid, end = t.text.partition("…")
                middle = (t.kind == "name" and bool(mid) and bool(end) and len(start) >= 2
                          and full.startswith(start) and full.endswith(end)
                          and len(start) + len(end) < len(full))
                assert middle or any(f.startswith(shown) for f in [full, *shorts]), (
                    seat, t, full)
                assert t.px >= minimums[t.kind], (seat, t)
                assert t.ink >= minimums[t.kind] * 0.6, (seat, t)  # real glyphs drawn
            else:
                assert t.px >= minimums["token"], (seat, t)
                if t.kind != "number":
                    assert card.contains(t.rect), (seat, t, card)
            everything.append((seat, t))
        # tonight's tokens: each shown as a pill, or counted in the «+k» pill
        tokens = [t.text for t in texts if t.kind == "token"]
        more = [t.text for t in texts if t.kind == "more"]
        assert len(tokens) + (int(more[0][1:].translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹",
                                                                      "0123456789")))
                              if more else 0) == len(v.tokens), (seat, texts)
        labels = {token_label(k) if token_label(k) != k else token_text(k, ring.lang)
                  for k in v.tokens}
        assert all(t.rstrip("…").strip() and any(lab.startswith(t.rstrip("…").strip())
                                                 for lab in labels) for t in tokens)
    for i, (sa, a) in enumerate(everything):
        for sb, b in everything[i + 1:]:
            assert not a.rect.intersects(b.rect), (sa, a, sb, b)


@pytest.mark.parametrize(("scenario", "n", "phase", "lang_window"),
                         [(s, n, p, lang) for s, n, p, lang in CASES],
                         indirect=["lang_window"],
                         ids=[f"{s}-{n}-{p}-{lang}" for s, n, p, lang in CASES])
def test_every_seat_legible_and_the_day_unscrolled(qtbot, lang_window, scenario, n, phase):
    w = lang_window
    SCRIPT.build(w, scenario, n, phase, w.c.lang)
    QApplication.processEvents()
    assert len(w.ring.seats()) == n
    if phase == "night":
        assert any(v.tokens for v in w.ring.seats())
    check_ring(w.ring, stated_minimums())
    if phase == "day":
        panel = w.day_panel
        assert panel.lottery_box.isVisible() and panel.lottery_button.isEnabled()
        assert not panel.scroll_area.verticalScrollBar().isVisible()
        # the lottery's button is inside the visible part of the panel
        top_left = panel.lottery_button.mapTo(panel.scroll_area.viewport(),
                                              panel.lottery_button.rect().topLeft())
        assert 0 <= top_left.y() and top_left.y() + panel.lottery_button.height() <= (
            panel.scroll_area.viewport().height())
        # by day the trackers show more than a handful of lines
        trackers = w.trackers
        assert trackers.viewport().height() >= 6 * trackers.fontMetrics().lineSpacing()


@pytest.mark.parametrize(("phase", "lang_window"), [("night", "fa"), ("day", "en")],
                         indirect=["lang_window"])
def test_the_window_fits_the_smallest_screen(qtbot, lang_window, phase):
    """1280×720 is the smallest supported screen: the window opens within it (and at most
    1366×768 on a larger one), its minimum size fits it in a game of 18, and the seats stay
    legible there."""
    from PySide6.QtCore import QRect

    w = lang_window
    SCRIPT.build(w, "godfather_nostradamus", 18, phase, w.c.lang)
    w.fit_to_screen(QRect(0, 0, 1920, 1080))
    assert (w.width(), w.height()) == (1366, 768)  # never larger than the desk
    w.fit_to_screen(QRect(0, 0, 1280, 720))
    QApplication.processEvents()
    assert w.width() <= 1280 and w.height() <= 720
    hint = w.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720 - 30, hint  # a title bar of 30 px
    assert w.width() >= 1240 and w.height() >= 680  # the screen used, less the frame
    check_ring(w.ring, stated_minimums())


def test_a_fresh_window_fits_its_screen(qtbot, controller):
    from narrator_app.ui.main_window import MainWindow

    w = MainWindow(controller)
    qtbot.addWidget(w)
    avail = w.screen().availableGeometry()
    assert w.width() <= min(1366, avail.width()) and w.height() <= min(768, avail.height())


def test_trackers_list_everyone(qtbot, window):
    """Plain citizens and simple mafia can be found in the trackers (issue 15)."""
    SCRIPT.build(window, "godfather_nostradamus", 16, "night", "fa")
    rows = dict(window.trackers.rows())
    from narrator_app.messages import role_name

    for role in ("plain_citizen", "simple_mafia"):
        seats = [p.seat for p in window.c.state.players if p.role == role]
        assert seats
        text = rows[role_name(window.c.scenario, role, "fa")]
        for s in seats:
            assert window.c.names[s - 1] in text


def test_high_contrast_theme(qtbot, window, tmp_path):
    """The high-contrast theme beside the dark one: chosen in the settings, kept in the
    file, white on black for the window, and the ring's own high-contrast colours."""
    from narrator_app.ui.settings import Settings
    from narrator_app.ui.settings_dialog import SettingsDialog
    from narrator_app.ui.theme import apply_theme, current_theme

    app = QApplication.instance()
    s = Settings()
    dlg = SettingsDialog(s, window.c, window)
    qtbot.addWidget(dlg)
    try:
        dlg.theme_box.setCurrentIndex(dlg.theme_box.findData("contrast"))
        assert s.theme == "contrast" and current_theme(app) == "contrast"
        s.save(tmp_path)
        assert Settings.load(tmp_path).theme == "contrast"
        pal = app.palette()
        assert pal.window().color().name() == "#000000"
        assert pal.windowText().color().name() == "#ffffff"
        assert window.ring.colours() is seat_ring.CONTRAST
        SCRIPT.build(window, "zodiac", 18, "night", "fa")
        check_ring(window.ring, stated_minimums())
        window.ring.grab()
    finally:
        apply_theme(app, "light")
    assert window.ring.colours() is seat_ring.NORMAL


#: The booklet's scenarios, read from the catalogue.
SCENARIOS = seed_ids()


@pytest.mark.parametrize(("scenario", "lang_window"),
                         [(s, lang) for s in SCENARIOS for lang in ("fa", "en")],
                         indirect=["lang_window"])
def test_the_day_never_scrolls_in_the_lottery(qtbot, lang_window, scenario):
    """Every scenario, its reference table, the day after a night with a tied exit vote:
    the day panel shows the lottery and its button with no scroll bar at 1366×768."""
    w = lang_window
    SCRIPT.build_lottery(w, scenario)
    QApplication.processEvents()
    panel = w.day_panel
    assert w.c.state.phase == "day" and panel.lottery_box.isVisible()
    assert not panel.scroll_area.verticalScrollBar().isVisible()
    view = panel.scroll_area.viewport()
    # the exit vote folded to its result: each tied seat with its votes, right to left in
    # Persian even though it starts with a number
    from narrator_app.messages import digits

    text, lang = panel.exit_summary.text(), w.c.lang
    for seat, votes in w.c.state.choices["exit_votes"].items():
        assert f"{digits(int(seat), lang)}\u00a0(" in text or f"{digits(int(seat), lang)} (" in text
        assert digits(votes, lang) in text
    assert text.startswith("\u200f") == (lang == "fa")
    for widget in (panel.lottery_button, panel.lottery_label, panel.exit_summary):
        top = widget.mapTo(view, widget.rect().topLeft()).y()
        assert widget.isVisible() and 0 <= top and top + widget.height() <= view.height()


def test_the_card_step_needs_no_scrolling(qtbot, window, controller):
    """With last-move cards on, the card step after an exit vote: its whole read-aloud text
    and its buttons in view, no scroll bar (the votes before it folded)."""
    from desk_driver import card_day_one

    c, panel = controller, window.day_panel
    card_day_one(c)
    assert c.step("votes", {2: 7, 5: 7, 9: 7}) and c.step("exit_votes", {2: 7, 5: 2, 9: 1})
    assert c.choices().current.key == "card"
    qtbot.wait(50)
    assert not panel.scroll_area.verticalScrollBar().isVisible()
    view, cards = panel.scroll_area.viewport(), panel.card_panel
    top = cards.mapTo(view, cards.rect().topLeft()).y()
    assert 0 <= top and top + cards.height() <= view.height()


def _cut_labels(root) -> list[tuple[str, str]]:
    """Visible word-wrapped labels under ``root`` shorter than their lines need."""
    from PySide6.QtWidgets import QLabel

    out = []
    for lab in root.findChildren(QLabel):
        if lab.isVisible() and lab.wordWrap() and lab.text():
            if lab.height() + 1 < lab.heightForWidth(lab.width()):
                out.append((lab.objectName(), lab.text()))
    return out


def test_house_rules_labels_are_whole(qtbot, window, reference_game):
    """«نوستراداموس برای بردن باید زنده باشد»: every rule's name has the lines it needs."""
    dlg = window.show_house_rules()
    qtbot.waitExposed(dlg)
    QApplication.processEvents()
    labels = [n for n, _t in _cut_labels(dlg) if n.startswith("label_")]
    assert labels == []
    dlg.close()


def test_house_rules_labels_keep_every_word_within_their_box(qtbot) -> None:
    """No rule's name is cut at the edge where its lines end (TA41-4: «بازیکنی که شب کشته
    شود اکشنش را ا» beside its check box): for every shipped scenario, in Persian, no ink
    in a rule label's column at that edge (Qt draws a wrapped right-to-left line one space
    past where it measured it)."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QLabel

    from narrator_app.engine.scenario import load_scenario, shipped_entries
    from narrator_app.ui.house_rules_dialog import HouseRulesDialog

    cut, seen = [], 0
    for entry in shipped_entries():
        dlg = HouseRulesDialog(load_scenario(entry.id), lang="fa")
        qtbot.addWidget(dlg)
        dlg.resize(1280, 690)
        dlg.show()
        QApplication.processEvents()
        for label in dlg.findChildren(QLabel):
            if not label.objectName().startswith("label_") or not label.isVisible():
                continue
            seen += 1
            img = label.grab().toImage()
            ground = QColor(img.pixel(img.width() - 1, img.height() - 1)).rgb()
            if any(QColor(img.pixel(0, y)).rgb() != ground for y in range(img.height())):
                cut.append((entry.id, label.objectName(), label.text()))
        dlg.close()
    assert seen > 100 and cut == []


def test_new_game_dialog_shows_the_value_column(qtbot, window):
    from narrator_app.ui.new_game_dialog import NewGameDialog
    from narrator_app.ui.settings import Settings

    dlg = NewGameDialog(Settings(), window)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    table = dlg.rules_table
    assert table.rowCount() > 0
    header, view = table.horizontalHeader(), table.viewport()
    for col in (0, 1):
        x = header.sectionViewportPosition(col)
        assert 0 <= x and x + header.sectionSize(col) <= view.width() + 1, col
    assert not table.horizontalScrollBar().isVisible()
    # each row as high as its wrapped text
    for row in range(table.rowCount()):
        for col in (0, 1):
            item = table.item(row, col)
            if item is not None and item.text():
                assert table.rowHeight(row) >= table.fontMetrics().height()


def test_timer_lines_are_whole(qtbot, window, reference_game):
    """The challenge line, «time is up» and the speaking order get the lines they need."""
    c, panel = reference_game, window.timer_panel
    assert c.end_phase() and c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    assert c.end_phase() and c.state.phase == "day"
    now = [1000.0]
    panel.clock = lambda: now[0]
    panel.sound = lambda: None
    panel.start_round("talk", 4)
    panel.toggle()
    panel.challenger_combo.setCurrentIndex(1)
    panel.challenge()
    now[0] += 10_000
    panel.tick()
    QApplication.processEvents()
    assert panel.speaker_label.text()
    assert _cut_labels(panel) == []
    # the timer grew (three wrapped lines): the log gave way first, the trackers keep five
    trackers = window.trackers
    assert trackers.viewport().height() >= 5 * trackers.fontMetrics().lineSpacing()
    assert window.log_panel.height() > 0


@pytest.mark.parametrize("lang_window", ["fa"], indirect=True)
def test_the_current_night_step_is_whole_in_view(qtbot, lang_window):
    """Every current step of night 1 of an 18-player Zodiac, in turn: its whole row in view."""
    from narrator_app.engine import Setup

    w = lang_window
    c = w.c
    roles = SCRIPT.deal("zodiac", 18)
    assert c.new_game(Setup("zodiac", SCRIPT.NAMES["fa"][:18], {}), roles)
    assert c.end_phase() and c.end_phase() and c.end_phase()
    panel = w.night_panel
    seen = 0
    for _ in range(12):
        cur = c.choices().current
        if cur is None:
            break
        def whole() -> bool:
            view = panel.scroll_area.viewport()
            row = next(r for r in panel.rows if r.state_name == "current")
            top = row.mapTo(view, row.rect().topLeft()).y()
            return 0 <= top and top + row.height() <= view.height() + 1

        qtbot.waitUntil(whole, timeout=1000)  # once the new rows are laid out and shown
        seen += 1
        if not (c.step(cur.key, {}) or SCRIPT._first_legal(c, cur)):
            break
    assert seen >= 5


@pytest.mark.parametrize(("n", "lang_window"), [(12, "fa"), (18, "fa"), (18, "en")],
                         indirect=["lang_window"])
def test_a_15pt_font_keeps_the_roles(qtbot, lang_window, n):
    """Raising the window's font to 15 pt keeps every role line (and every check above)."""
    from narrator_app.ui.theme import apply_font_size

    app = QApplication.instance()
    old = app.font().pointSize()
    apply_font_size(app, 15)
    try:
        w = lang_window
        QApplication.processEvents()
        assert w.ring.font().pointSize() == 15  # the ring follows the window's font
        SCRIPT.build(w, "zodiac", n, "night", w.c.lang)
        QApplication.processEvents()
        assert w.ring.fonts().name_px >= seat_ring.MIN_NAME_PX
        check_ring(w.ring, stated_minimums())
    finally:
        apply_font_size(app, old)


def test_the_tooltip_holds_the_seat_in_full(qtbot, window):
    """Hover shows what the card may abbreviate: the whole name, role and every token."""
    SCRIPT.build(window, "godfather_nostradamus", 18, "night", "fa")
    ring = window.ring
    seats = {v.seat: v for v in ring.seats()}
    crowded = max(seats.values(), key=lambda v: len(v.tokens))
    assert len(crowded.tokens) >= 3
    tip = ring.seat_tooltip(crowded.seat)
    assert crowded.name in tip and crowded.role in tip
    shown = [t for t in ring.painted_texts()[crowded.seat] if t.kind in ("token", "more")]
    assert shown  # the card shows them, maybe some behind «+k»
    for k in crowded.tokens:
        label = token_label(k) if token_label(k) != k else token_text(k, ring.lang)
        assert label in tip
    long = next(v for v in seats.values() if v.name == "سیدعلیرضا")
    assert long.name in ring.seat_tooltip(long.seat)
