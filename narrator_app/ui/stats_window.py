"""The club's statistics: a table per player and per scenario, and charts drawn with QPainter.

Everything is computed by the engine (:func:`narrator_app.engine.club_stats` over the
archive's games, read from the index); this window only shows it:

* a date range in the Jalali calendar (``۱۴۰۵-۰۱-۰۱``, Persian or Latin digits; both days
  included; empty for no bound) — a day that does not exist is refused with a sentence;
* the players' table: games played and won, the win share, and the record by the side the
  player ended the game on (``ended_side``, Z107-6); the selected player's record by that
  side and by the role dealt, and
  :class:`PlayerRecordChart` — played and won per Jalali month (per season when that
  makes more than twelve bars);
* the scenarios' table: finished games, wins by side and the average length in days, and
  :class:`SideBarsChart` — wins by side per scenario;
* «Export CSV…» writes :func:`narrator_app.engine.stats_csv` (UTF-8 with a BOM, so a
  spreadsheet reads the Persian).

The charts are drawn right to left in Persian (the first bar at the right), each bar with its
number written on it and a legend in words, so colour is never the only sign (PySide6-
Essentials has no QtCharts).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import jdatetime
from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from narrator_app.engine import (
    ArchiveEntry,
    ClubStats,
    PlayerStats,
    ScenarioError,
    available_scenarios,
    club_stats,
    jalali_date,
    load_scenario,
    monthly_record,
    scenario_or_none,
    stats_csv,
)
from narrator_app.messages import decimal, digits, isolate, path_text
from narrator_app.private_files import write_private_text
from narrator_app.ui.texts import fill, side_label
from narrator_app.ui.theme import pad_cells

translate = QCoreApplication.translate

SIDES = ("mafia", "city", "independent")
#: Bar colours by side (each bar also carries its number and the legend names the side).
SIDE_COLOURS = {"mafia": "#b3261e", "city": "#1f5fae", "independent": "#b07800"}
PLAYED_COLOUR, WON_COLOUR = "#9db3cc", "#1e7a46"

_role_names: dict[tuple[str, str], str] = {}


def role_display(role: str, lang: str = "fa") -> str:
    """A role id's name from the first scenario file that has it (the id otherwise)."""
    if (role, lang) not in _role_names:
        name = role
        for sid in available_scenarios():
            try:
                scen = load_scenario(sid)
            except ScenarioError:
                continue
            if scen.has_role(role):
                name = getattr(scen.role(role).name, lang)
                break
        _role_names[(role, lang)] = name
    return _role_names[(role, lang)]


def scenario_display(scenario_id: str, lang: str = "fa") -> str:
    try:
        return getattr(load_scenario(scenario_id).name, lang)
    except ScenarioError:
        return scenario_id


def side_display(scenario_id: str, side: str, lang: str = "fa") -> str:
    """``side``'s name in the scenario's own words where its file names it (``[sides]``:
    werewolf's «گرگینه‌ها» / «روستا», club_scenarios 0.4), else the app's word."""
    return side_label(side, scenario_or_none(scenario_id), lang)


def percent(won: int, played: int, lang: str = "fa") -> str:
    if not played:
        return "—"
    return digits(round(100 * won / played), lang) + ("٪" if lang == "fa" else "%")


def month_label(key: str, lang: str = "fa") -> str:
    """«آذر ۱۴۰۵» for ``1405-09``; «پاییز ۱۴۰۵» for the season ``1405-S3``."""
    y, m = key.split("-")
    if m.startswith("S"):
        names = (["بهار", "تابستان", "پاییز", "زمستان"] if lang == "fa"
                 else ["Spring", "Summer", "Autumn", "Winter"])
        return f"{names[int(m[1:]) - 1]} {digits(int(y), lang)}"
    months = jdatetime.date.j_months_fa if lang == "fa" else jdatetime.date.j_months_en
    return f"{months[int(m) - 1]} {digits(int(y), lang)}"


class _Chart(QWidget):
    """Shared drawing: a title, mirrored x for right to left, bars with their numbers."""

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.title = ""
        self.setMinimumSize(360, 160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def _x(self, x: float, w: float) -> float:
        """``x`` measured from the start side (the right in Persian) → from the left."""
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            return self.width() - x - w
        return x

    def _text(self, p: QPainter, x: float, y: float, w: float, h: float, text: str,
              flags=Qt.AlignmentFlag.AlignCenter) -> None:
        p.drawText(QRectF(self._x(x, w), y, w, h), int(flags), text)

    def _bar(self, p: QPainter, x: float, base: float, w: float, h: float, colour: str,
             value: int, zero: bool = True) -> None:
        rect = QRectF(self._x(x, w), base - h, w, h)
        p.fillRect(rect, QColor(colour))
        p.setPen(QPen(self.palette().windowText().color()))
        if not value and not zero:
            return
        p.drawText(QRectF(rect.x() - 8, base - h - 20, w + 16, 18),
                   int(Qt.AlignmentFlag.AlignCenter), digits(value, self.lang))

    def _legend(self, p: QPainter, items: list[tuple[str, str]], y: float) -> None:
        x = 12.0
        fm = p.fontMetrics()
        for label, colour in items:
            p.fillRect(QRectF(self._x(x, 14), y + 3, 14, 14), QColor(colour))
            w = fm.horizontalAdvance(label) + 8
            self._text(p, x + 18, y, w, 20, label,
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeading)
            x += 18 + w + 16

    def _frame(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), self.palette().base())
        p.setPen(QPen(self.palette().windowText().color()))
        f = p.font()
        f.setBold(True)
        p.setFont(f)
        self._text(p, 0, 4, self.width(), 24, self.title)
        f.setBold(False)
        p.setFont(f)


class SideBarsChart(_Chart):
    """Wins by side per scenario: a group of three bars (mafia, city, independent) per
    scenario, each with its number; the scenario's name under its group."""

    def __init__(self, lang: str = "fa", parent: QWidget | None = None) -> None:
        super().__init__(lang, parent)
        self.setObjectName("sideBarsChart")
        self.groups: list[tuple[str, dict[str, int]]] = []
        self.title = translate("Stats", "Wins by side, per scenario")

    def set_stats(self, stats: ClubStats) -> None:
        self.groups = [(scenario_display(s.scenario, self.lang), dict(s.wins))
                       for s in stats.scenarios]
        self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802
        p = QPainter(self)
        self._frame(p)
        top, bottom = 56.0, self.height() - 52.0
        self._legend(p, [(side_label(s), SIDE_COLOURS[s]) for s in SIDES], 30)
        if not self.groups:
            self._text(p, 0, top, self.width(), bottom - top,
                       translate("Stats", "No finished game in this range."))
            p.end()
            return
        top += 22  # room for the numbers over the tallest bar
        most = max(max(w.values()) for _n, w in self.groups) or 1
        slot = (self.width() - 24) / len(self.groups)
        bar = max(6.0, min(36.0, slot / 4.5))
        p.drawLine(int(self._x(12, 0)), int(bottom), int(self._x(self.width() - 12, 0)),
                   int(bottom))
        # the scenarios' names whole under their groups (at most 48 pixels high): names
        # too wide or too tall for their slot («Nostradamus» beside a table as wide as its
        # columns) are written smaller
        normal, small = p.font(), QFont(p.font())
        wrap = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
        while small.pointSizeF() > 6.0 and slot > 8:
            fm = QFontMetricsF(small)
            boxes = [fm.boundingRect(QRectF(0, 0, slot, 1000), wrap, n) for n, _w in self.groups]
            if all(b.width() <= slot and b.height() <= 48 for b in boxes):
                break
            small.setPointSizeF(small.pointSizeF() - 0.5)
        for i, (name, wins) in enumerate(self.groups):
            x0 = 12 + i * slot + (slot - 3 * bar - 8) / 2
            for j, side in enumerate(SIDES):
                h = (bottom - top) * wins.get(side, 0) / most
                self._bar(p, x0 + j * (bar + 4), bottom, bar, h, SIDE_COLOURS[side],
                          wins.get(side, 0))
            p.setFont(small)
            self._text(p, 12 + i * slot, bottom + 4, slot, 48, name,
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                       | Qt.TextFlag.TextWordWrap)
            p.setFont(normal)
        p.end()


class PlayerRecordChart(_Chart):
    """One player's record over time: per Jalali month, a bar of games played and one of
    games won, each with its number; the month under them."""

    def __init__(self, lang: str = "fa", parent: QWidget | None = None) -> None:
        super().__init__(lang, parent)
        self.setObjectName("playerRecordChart")
        self.months: list[tuple[str, int, int]] = []
        self.title = translate("Stats", "Select a player to see the record over time.")

    def set_player(self, player: PlayerStats | None) -> None:
        if player is None:
            self.months = []
            self.title = translate("Stats", "Select a player to see the record over time.")
        else:
            self.months = monthly_record(player)
            self.title = fill(translate("Stats", "%1: games played and won, over time"),
                              isolate(player.name))
        self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802
        p = QPainter(self)
        self._frame(p)
        self._legend(p, [(translate("Stats", "played"), PLAYED_COLOUR),
                         (translate("Stats", "won"), WON_COLOUR)], 30)
        # room for two lines of a month's name under the bars («Spring / 1404»)
        lines = 2 * p.fontMetrics().lineSpacing() + 2
        top, bottom = 78.0, self.height() - lines - 8.0
        if self.months:
            most = max(m[1] for m in self.months) or 1
            slot = (self.width() - 24) / len(self.months)
            bar = max(4.0, min(30.0, slot / 3))
            p.drawLine(12, int(bottom), self.width() - 12, int(bottom))
            for i, (month, played, won) in enumerate(self.months):
                x0 = 12 + i * slot + (slot - 2 * bar - 4) / 2
                self._bar(p, x0, bottom, bar, (bottom - top) * played / most, PLAYED_COLOUR,
                          played)
                self._bar(p, x0 + bar + 4, bottom, bar, (bottom - top) * won / most,
                          WON_COLOUR, won, zero=False)
                self._text(p, 12 + i * slot, bottom + 4, slot, lines,
                           month_label(month, self.lang),
                           Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                           | Qt.TextFlag.TextWordWrap)
        p.end()


def _item(text: str, number: float | None = None) -> QTableWidgetItem:
    it = QTableWidgetItem(text)
    it.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if number is not None:
        it.setData(Qt.ItemDataRole.UserRole, number)
        it.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    return it


def table_width(table: QTableWidget) -> int:
    """The width ``table`` needs to show every column whole, its header's text and its
    cells' (and its frame and vertical scroll bar), in pixels."""
    header = table.horizontalHeader()
    columns = sum(max(header.sectionSizeHint(c), table.sizeHintForColumn(c))
                  for c in range(table.columnCount()))
    return columns + 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width()


class SideBySide(QSplitter):
    """A horizontal splitter whose widgets stay within it right to left too: there Qt lays
    every widget 1 px to the right (its first one's right border fell outside the splitter,
    cut, and the statistics tables read as touching the window's right edge, a narrator's
    trial, W99-4). A 1 px right margin, right to left only, takes that back: the tables'
    right edge stands at the window's margin, as the archive window's table does."""

    def __init__(self) -> None:
        super().__init__(Qt.Orientation.Horizontal)
        self._follow_direction()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LayoutDirectionChange:
            self._follow_direction()
        super().changeEvent(event)

    def _follow_direction(self) -> None:
        self.setContentsMargins(0, 0, 1 if self.isRightToLeft() else 0, 0)


def independent_won_words() -> str:
    """What the scenarios' «independent won» column counts: the games an independent won
    alone (Jack Sparrow, Sherlock, the Zodiac); an independent who won with the side he
    chose (Nostradamus, rules_spec 3.1.7) is in that side's column, and his player's row
    counts the win (``winning_seats``, the engine's statistics)."""
    return translate(
        "Stats", "Games an independent won alone. An independent who won with the side he "
                 "chose (Nostradamus) counts in that side's column, and as a win in his "
                 "player's row.")


class StatsWindow(QWidget):
    """The statistics window over ``entries`` (the archive's games, :meth:`set_entries`)."""

    def __init__(self, lang: str = "fa", parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("statsWindow")
        self.lang = lang
        self.entries: list[ArchiveEntry] = []
        self.stats = ClubStats()
        #: ``choose_csv_path() -> str``: where to export ("" for nowhere); tests replace it.
        self.choose_csv_path: Callable[[], str] = self._choose_csv_with_dialog
        self.setWindowTitle(translate("Stats", "The club's statistics — Ravi"))
        self._build()
        screen = self.screen()
        self.fit_to(screen.availableGeometry() if screen is not None else QRect(0, 0, 1200, 792))

    #: The height a window manager's title bar and frame take, in pixels (a window not yet
    #: shown has no frame to measure).
    FRAME = 32

    def fit_to(self, available: QRect) -> None:
        """Size the window to 1200×760 or, on a smaller screen whose free area is
        ``available`` (1280×720: 1280×696 under a title bar), to what it has: the whole
        window, its title bar included, on the screen (issue 23)."""
        width = min(1200, available.width())
        height = min(760, available.height() - self.FRAME)
        self.resize(max(width, self.minimumSizeHint().width()),
                    max(height, self.minimumSizeHint().height()))

    # --- building -----------------------------------------------------------------------
    def _build(self) -> None:
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(translate("Stats", "From (Jalali):")))
        self.since_box = QLineEdit()
        self.since_box.setObjectName("statsFrom")
        self.since_box.setPlaceholderText(digits("1405-01-01", self.lang))
        top.addWidget(self.since_box)
        top.addWidget(QLabel(translate("Stats", "To:")))
        self.until_box = QLineEdit()
        self.until_box.setObjectName("statsTo")
        self.until_box.setPlaceholderText(digits("1405-12-29", self.lang))
        top.addWidget(self.until_box)
        for box in (self.since_box, self.until_box):
            box.setMaximumWidth(140)
            box.editingFinished.connect(self.recompute)
        self.range_error = QLabel()
        self.range_error.setObjectName("statsRangeError")
        self.range_error.setStyleSheet("color: #b00020; font-weight: bold;")
        top.addWidget(self.range_error, 1)
        self.export_button = QPushButton(translate("Stats", "Export CSV…"))
        self.export_button.setObjectName("exportCsv")
        self.export_button.clicked.connect(self.export_csv)
        top.addWidget(self.export_button)
        lay.addLayout(top)

        self.summary = QLabel()
        self.summary.setObjectName("statsSummary")
        self.summary.setStyleSheet("font-weight: bold;")
        lay.addWidget(self.summary)
        # why the players' table is empty when the games were played with unnamed seats
        # (a narrator's trial: an empty table and no word, Y101-17)
        self.no_players = QLabel(translate(
            "Stats", "No player to list: a seat with no name is not counted. Type the "
                     "players' names at New game to see them here."))
        self.no_players.setObjectName("statsNoPlayers")
        self.no_players.setWordWrap(True)
        self.no_players.setVisible(False)
        lay.addWidget(self.no_players)

        upper = SideBySide()
        self.players = self._table("statsPlayers", [
            translate("Stats", "Player"), translate("Stats", "Played"),
            translate("Stats", "Won"), translate("Stats", "Won %"),
            fill(translate("Stats", "As %1"), side_label("mafia")),
            fill(translate("Stats", "As %1"), side_label("city")),
            fill(translate("Stats", "As %1"), side_label("independent")),
        ])
        self.players.itemSelectionChanged.connect(self._player_selected)
        upper.addWidget(self.players)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        self.player_detail = QLabel()
        self.player_detail.setObjectName("statsPlayerDetail")
        self.player_detail.setWordWrap(True)
        rl.addWidget(self.player_detail)
        self.record_chart = PlayerRecordChart(self.lang)
        rl.addWidget(self.record_chart, 1)
        upper.addWidget(right)

        lower = SideBySide()
        self.scenarios = self._table("statsScenarios", [
            translate("Stats", "Scenario"), translate("Stats", "Games"),
            fill(translate("Stats", "%1 won"), side_label("mafia")),
            fill(translate("Stats", "%1 won"), side_label("city")),
            fill(translate("Stats", "%1 won"), side_label("independent")),
            translate("Stats", "Days on average"),
        ])
        # an independent who won with a side (Nostradamus with the mafia) is in that
        # side's column: the end banner said «mafia win … with them 6: independent» and
        # the column «independent won» read 0 (a narrator's trial, Y101-17; rules_spec
        # 3.1.7: his win follows his chosen side's)
        head = self.scenarios.horizontalHeaderItem(4)
        if head is not None:
            head.setToolTip(independent_won_words())
        lower.addWidget(self.scenarios)
        self.side_chart = SideBarsChart(self.lang)
        lower.addWidget(self.side_chart)
        lower.setSizes([560, 700])
        upper.setSizes([620, 640])
        outer = QSplitter(Qt.Orientation.Vertical)
        outer.addWidget(upper)
        outer.addWidget(lower)
        outer.setSizes([420, 320])
        lay.addWidget(outer, 1)

    def _table(self, name: str, headers: list[str]) -> QTableWidget:
        t = QTableWidget(0, len(headers))
        t.setObjectName(name)
        t.setHorizontalHeaderLabels(headers)
        t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        t.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        t.setAlternatingRowColors(True)
        t.verticalHeader().setVisible(False)
        # the first column (the player's, the scenario's name) takes the spare width, each
        # other one its content's: the last one stretched to half the players' table and
        # the others stood cramped (a narrator's trial, TR99-5)
        head = t.horizontalHeader()
        head.setStretchLastSection(False)
        head.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in range(1, len(headers)):
            head.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        pad_cells(t)  # the cells' text off their borders, as in the archive's table
        return t

    # --- filling ------------------------------------------------------------------------
    def set_entries(self, entries: list[ArchiveEntry]) -> None:
        """Show the statistics of ``entries`` (within the date range typed)."""
        self.entries = list(entries)
        self.recompute()

    def date_range(self):
        """``(since, until)`` Gregorian dates from the Jalali boxes (None where empty).

        Raises:
            ValueError: a box holds something that is not a Jalali day.
        """
        since = self.since_box.text().strip()
        until = self.until_box.text().strip()
        return (jalali_date(since) if since else None, jalali_date(until) if until else None)

    def recompute(self) -> None:
        try:
            since, until = self.date_range()
        except ValueError:
            self.range_error.setText(translate(
                "Stats", "A date is the Jalali year, month and day: 1405-09-08."))
            return
        self.range_error.setText("")
        self.stats = club_stats(self.entries, since, until)
        self._fill()

    def _fill(self) -> None:
        lang, st = self.lang, self.stats
        # «1 game», «2 games»: Qt's plural forms by %n (ravi_en.ts holds the English ones;
        # self.tr, as lupdate marks a plural message only there)
        self.summary.setText(fill(
            translate("Stats", "%1 (%2 finished, %3 unfinished); %4"),
            digits(self.tr("%n game(s)", "", st.games), lang),
            digits(st.finished, lang), digits(st.unfinished, lang),
            digits(self.tr("%n file(s) cannot be read", "", st.damaged), lang)))
        keep = self.selected_player()
        self.no_players.setVisible(not st.players and st.finished > 0)
        self.players.setSortingEnabled(False)
        self.players.setRowCount(len(st.players))
        for r, p in enumerate(st.players):
            self.players.setItem(r, 0, _item(p.name))
            self.players.setItem(r, 1, _item(digits(p.record.played, lang), p.record.played))
            self.players.setItem(r, 2, _item(digits(p.record.won, lang), p.record.won))
            self.players.setItem(r, 3, _item(percent(p.record.won, p.record.played, lang)))
            for c, side in enumerate(SIDES, 4):
                t = p.by_side.get(side)
                text = (fill(translate("Stats", "%1 of %2"), digits(t.won, lang),
                             digits(t.played, lang)) if t else "—")
                self.players.setItem(r, c, _item(text))
        self.scenarios.setRowCount(len(st.scenarios))
        for r, s in enumerate(st.scenarios):
            self.scenarios.setItem(r, 0, _item(scenario_display(s.scenario, lang)))
            self.scenarios.setItem(r, 1, _item(digits(s.games, lang), s.games))
            for c, side in enumerate(SIDES, 2):
                cell = _item(digits(s.wins[side], lang), s.wins[side])
                cell.setToolTip(independent_won_words() if side == "independent" else fill(
                    translate("Stats", "%1 won"), side_display(s.scenario, side, lang)))
                self.scenarios.setItem(r, c, cell)
            self.scenarios.setItem(r, 5, _item(decimal(s.average_days, 1, lang), s.average_days))
        self.side_chart.set_stats(st)
        for table in (self.players, self.scenarios):
            # every column whole: the splitter gives the chart what the table leaves (a
            # table split at a fixed width cut the scenarios' «Days on average» at 1280×720)
            table.setMinimumWidth(table_width(table))
        if keep is not None and self.select_player(keep.name):
            return
        self._player_selected()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt name)
        """Esc closes the window, as it closes a dialog."""
        if event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.close()
            return
        super().keyPressEvent(event)

    # --- the selected player ------------------------------------------------------------
    def selected_player(self) -> PlayerStats | None:
        rows = sorted({i.row() for i in self.players.selectedIndexes()})
        if not rows:
            return None
        r = rows[0]
        return self.stats.players[r] if r < len(self.stats.players) else None

    def select_player(self, name: str) -> bool:
        """Select the player whose name folds like ``name``; False when absent."""
        p = self.stats.player(name)
        if p is None:
            return False
        from PySide6.QtCore import QItemSelectionModel

        r = self.stats.players.index(p)
        flags = (QItemSelectionModel.SelectionFlag.ClearAndSelect
                 | QItemSelectionModel.SelectionFlag.Rows)
        self.players.selectionModel().setCurrentIndex(self.players.model().index(r, 0), flags)
        self._player_selected()
        return True

    def _player_selected(self) -> None:
        p = self.selected_player()
        self.record_chart.set_player(p)
        if p is None:
            self.player_detail.setText("")
            return
        lang = self.lang
        sep = "، " if lang == "fa" else ", "
        sides = sep.join(
            fill(translate("Stats", "%1: %2 of %3"), side_label(s), digits(t.won, lang),
                 digits(t.played, lang))
            for s, t in sorted(p.by_side.items(), key=lambda kv: SIDES.index(kv[0])
                               if kv[0] in SIDES else 9))
        roles = sep.join(
            fill(translate("Stats", "%1: %2 of %3"), role_display(r, lang), digits(t.won, lang),
                 digits(t.played, lang))
            for r, t in sorted(p.by_role.items(), key=lambda kv: -kv[1].played))
        self.player_detail.setText(
            fill(translate("Stats", "%1 won %2 of %3."), isolate(p.name),
                 digits(p.record.won, lang),
                 digits(self.tr("%n game(s)", "", p.record.played), lang))
            # the side he ended the game on; the role as dealt (Z107-6)
            + "\n" + fill(translate("Stats", "By side ended on: %1"), sides)
            + "\n" + fill(translate("Stats", "By role dealt: %1"), roles))

    # --- export -------------------------------------------------------------------------
    def export_csv(self) -> Path | None:
        """Write the statistics shown as CSV where the narrator chooses; the path, or None."""
        target = self.choose_csv_path()
        if not target:
            return None
        path = Path(target)
        try:
            # the roles each player was dealt, an unfinished game's too: owner only (0600)
            write_private_text(path, stats_csv(self.stats), encoding="utf-8-sig")
        except OSError as exc:
            self.range_error.setText(fill(translate("Stats", "Could not write %1: %2"),
                                          path_text(path), str(exc)))
            return None
        return path

    def _choose_csv_with_dialog(self) -> str:
        from narrator_app.file_dialogs import when_shown

        when_shown()  # its paths left to right in Persian (CF80-3)
        name, _f = QFileDialog.getSaveFileName(
            self, translate("Stats", "Export the statistics"), str(Path.home() / "ravi-stats.csv"),
            translate("Stats", "CSV files (*.csv)"))
        return name
