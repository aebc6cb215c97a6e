"""The statistics window over the fixture club archive (32 games made from game scripts):
the counts it shows are those counted from the scripts, the charts are drawn (bars of the
sides' colours, right to left), the Jalali range filters, CSV is exported."""

from __future__ import annotations

import csv
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "fixtures" / "archive"))

from club import build_club, expected, fold  # noqa: E402

from narrator_app.messages import digits  # noqa: E402
from narrator_app.ui.settings import Settings  # noqa: E402
from narrator_app.ui.stats_window import SIDE_COLOURS, SIDES  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


@pytest.fixture(scope="module")
def club_dir(tmp_path_factory):
    base = tmp_path_factory.mktemp("club")
    scripts = build_club(base / "games")
    return base / "games", scripts


@pytest.fixture
def stats(qtbot, club_dir, tmp_path):
    """The statistics window opened from the archive window, as the narrator opens it."""
    from narrator_app.ui.archive_window import ArchiveWindow
    from narrator_app.ui.controller import GameController

    folder, scripts = club_dir
    c = GameController(tmp_path / "data")
    arch = ArchiveWindow(c, Settings(archive_folders=[str(folder)]), tmp_path / "config")
    qtbot.addWidget(arch)
    arch.show()
    arch.reload()
    qtbot.waitUntil(lambda: not arch.building(), timeout=60_000)
    qtbot.mouseClick(arch.stats_button, Qt.MouseButton.LeftButton)
    w = arch.stats_window
    assert w is not None and w.isVisible()
    w.resize(1280, 800)
    qtbot.waitExposed(w)
    return w, scripts


def _cell(table, row, col) -> str:
    return table.item(row, col).text()


def _colour_pixels(image, colour: str) -> list[int]:
    """x of the pixels of ``colour`` (exact) in ``image``."""
    want = QColor(colour).rgb()
    return [x for y in range(0, image.height(), 3) for x in range(image.width())
            if image.pixel(x, y) == want]


def test_the_window_shows_the_counts_of_the_scripts(qtbot, stats):
    w, scripts = stats
    players, scenarios = expected(scripts)
    assert digits(len(scripts) + 1, "fa") in w.summary.text()  # + the unfinished game
    assert w.players.rowCount() == len(players)
    for r in range(w.players.rowCount()):
        want = players[fold(_cell(w.players, r, 0))]
        assert _cell(w.players, r, 1) == digits(want["played"], "fa")
        assert _cell(w.players, r, 2) == digits(want["won"], "fa")
        for c, side in enumerate(SIDES, 4):
            t = want["by_side"].get(side)
            assert _cell(w.players, r, c) == (
                f"{digits(t['won'], 'fa')} از {digits(t['played'], 'fa')}" if t else "—")
    assert w.scenarios.rowCount() == len(scenarios)
    by_id = {s.scenario: s for s in w.stats.scenarios}
    for sid, want in scenarios.items():
        assert by_id[sid].wins == want["wins"] and by_id[sid].games == want["games"]
    # a player typed in two spellings is one row (علی / علي)
    assert w.select_player("علي")
    name = w.selected_player().name
    assert fold(name) == fold("علی")
    assert w.player_detail.text().startswith(f"\u2068{name}\u2069") or name in \
        w.player_detail.text()


def test_days_on_average_read_with_the_persian_decimal_separator(qtbot, stats):
    """A narrator's trial: «Days on average» read «۲.۰», a Latin dot beside Persian digits
    (a dot is the Persian zero). It reads «۲٫۰» (TR98-5) and sorts by its number."""
    w, _scripts = stats
    assert w.scenarios.rowCount() > 0
    for r, s in enumerate(w.stats.scenarios):
        whole, part = f"{s.average_days:.1f}".split(".")
        assert _cell(w.scenarios, r, 5) == f"{digits(whole, 'fa')}\u066b{digits(part, 'fa')}"
        assert w.scenarios.item(r, 5).data(Qt.ItemDataRole.UserRole) == s.average_days


def test_the_charts_are_drawn_right_to_left(qtbot, stats):
    w, scripts = stats
    chart = w.side_chart
    assert chart.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert [g[1] for g in chart.groups] == [s.wins for s in w.stats.scenarios]
    image = chart.grab().toImage()
    for side in SIDES:
        if any(s.wins[side] for s in w.stats.scenarios):
            assert _colour_pixels(image, SIDE_COLOURS[side]), side
    # the first scenario's group stands at the right (Persian reads from the right)
    first = w.stats.scenarios[0]
    side = next(s for s in SIDES if first.wins[s])
    xs = _colour_pixels(image, SIDE_COLOURS[side])
    assert max(xs) > image.width() * 0.8
    w.select_player(w.stats.players[0].name)
    record = w.record_chart
    assert record.months and sum(m[1] for m in record.months) == \
        w.stats.players[0].record.played
    from narrator_app.ui.stats_window import PLAYED_COLOUR, WON_COLOUR

    pic = record.grab().toImage()
    assert _colour_pixels(pic, PLAYED_COLOUR) and _colour_pixels(pic, WON_COLOUR)


def test_a_jalali_range_filters_and_a_wrong_day_is_refused(qtbot, stats):
    w, scripts = stats
    in_1405 = [s for s in scripts if s["_jalali"][0] == 1405]
    w.since_box.setText("۱۴۰۵-۰۱-۰۱")
    w.since_box.editingFinished.emit()
    assert w.stats.games == len(in_1405)
    assert w.players.rowCount() == len(expected(in_1405)[0])
    w.until_box.setText("1405-12-31")  # 1405 has no 31 Esfand
    w.until_box.editingFinished.emit()
    assert "۱۴۰۵" in w.range_error.text() and w.stats.games == len(in_1405)


def test_export_csv(qtbot, stats, tmp_path):
    w, scripts = stats
    target = tmp_path / "stats.csv"
    w.choose_csv_path = lambda: str(target)
    assert w.export_csv() == target
    rows = list(csv.reader(target.read_text("utf-8-sig").splitlines()))
    assert rows[0] == ["kind", "name", "side", "role", "played", "won", "average_days"]
    players = expected(scripts)[0]
    got = {fold(r[1]): (int(r[4]), int(r[5])) for r in rows if r[0] == "player"}
    assert got == {k: (v["played"], v["won"]) for k, v in players.items()}


def test_screenshot(qtbot, club_dir, tmp_path):
    """docs/screenshots_stats.py writes the picture the docs show."""
    sys.path.insert(0, str(ROOT / "docs"))
    import screenshots_stats

    folder, _scripts = club_dir
    w = screenshots_stats.stats_window(folder, tmp_path / "data")
    qtbot.addWidget(w)
    qtbot.waitExposed(w)
    image = w.grab().toImage()
    assert image.width() >= 1200 and _colour_pixels(image, SIDE_COLOURS["mafia"])
