"""The narrator's night sheet: the night calls in order, and counters to tick by hand.

A4 or Letter, portrait. The intro night starts the first page; the other nights follow it
on the same page when their whole table fits there, else on a page of their own (a night is
split across pages only when it does not fit on one: LY115-2); each step is a row — the
role (or the narrator's step), what to say, the gesture to expect, and a box to tick.
Then a grid of the role cards' counters (Leon's bullets, the doctor's self-save, Matador's
last target, Kane's coupon, …) with one box per use and a column per
night, for tables that play on paper. Everything comes from the scenario file and the
engine, under the table's house rules (the scenario's defaults unless a game's are given):
the order of the calls is the engine's night order (``jack_wake_position`` moves Jack), the
starting counters are the engine's starting cards (Leon's bullets and vest, …).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPagedPaintDevice, QPainter, QPen

from narrator_app.engine import (
    IllegalAction,
    Scenario,
    StepDef,
    available_scenarios,
    house_rules_for,
    initial_card,
    load_scenario,
    night_calls,
)
from narrator_app.messages import digits

from .cards import PrintError, write_pdf
from .layout import (
    PAPERS,
    TEXTS,
    Page,
    fit_block,
    font,
    is_rtl,
    none_refs_guard,
    setup_device,
    text,
    text_block,
)

MARGIN = 14.0
NIGHT_COLUMNS = 8
RULE_COLOUR = "#9a9a9a"
HEAD_FILL = "#ececf2"
SIDE_TINTS = {"mafia": "#f6e3e4", "city": "#e3ecf6", "independent": "#f7ecd9"}
#: The height (mm) of a section heading's box (:meth:`_Sheet.heading`), and the gap under it.
HEADING_MM, HEADING_GAP = 9.0, 1.5


@dataclass(frozen=True)
class SheetJob:
    """A night sheet to print: the scenario, the table size (its reference size when None),
    the paper (``a4``/``letter``), the language, and the house rules the table chose (only
    the keys that differ from the scenario's defaults are needed; a game's complete
    ``Game.house_rules`` will do)."""

    scenario_id: str
    players: int | None = None
    paper: str = "a4"
    lang: str = "fa"
    house_rules: dict[str, Any] = field(default_factory=dict, hash=False)


def resolve(job: SheetJob) -> tuple[Scenario, list[str]]:
    """The scenario and the roster of ``job`` (one role id per seat).

    Raises:
        PrintError: unknown scenario or paper, a table size the scenario cannot seat, or a
            house rule the scenario does not have.
    """
    if job.scenario_id not in available_scenarios():
        from narrator_app.engine import unavailable_reason

        raise PrintError(unavailable_reason(str(job.scenario_id)))
    if job.paper not in PAPERS:
        raise PrintError(f"unknown paper {job.paper!r}; choose one of: {', '.join(PAPERS)}")
    scen = load_scenario(job.scenario_id)
    n = scen.reference_size if job.players is None else job.players
    lo, hi = scen.roster.min_players, scen.roster.max_players
    if not lo <= n <= hi:  # before any work in proportion to n (10⁸ seats: CF47-17)
        raise PrintError(
            f"{job.scenario_id} cannot be dealt to {n} players (it is played by {lo} to {hi})")
    try:
        rules = house_rules_for(scen, n, job.house_rules)
    except IllegalAction as exc:
        f = exc.facts
        if f.get("detail") in ("too_few_players", "too_many_players", "ratio"):
            lo, hi = scen.roster.min_players, scen.roster.max_players
            raise PrintError(
                f"{job.scenario_id} cannot be dealt to {n} players (it is played by {lo} to {hi})"
            ) from exc
        raise PrintError(
            f"house rule {f.get('key')!r} = {f.get('value')!r} does not fit "
            f"{job.scenario_id} ({f.get('detail')})"
        ) from exc
    return scen, scen.roster_for(n, rules.get("ratio_enforcement", "allow_reference_rosters"))


def starting_counters(
    scen: Scenario, roster: list[str], house_rules: dict[str, Any] | None = None
) -> list[tuple[str, dict[str, Any]]]:
    """Each role of ``roster`` that has counters, once, with its counters at the deal
    (the engine's own starting card, under the table's ``house_rules``; the scenario's
    defaults when None)."""
    rules = house_rules_for(scen, len(roster), house_rules)
    out: list[tuple[str, dict[str, Any]]] = []
    for role in dict.fromkeys(roster):
        card = initial_card(scen, role, len(roster), rules)
        if card.counters:
            out.append((role, dict(card.counters)))
    return out


def step_title(scen: Scenario, step: StepDef, lang: str) -> str:
    """The step's title (``lang``: ``fa``/``en``) from the scenario file
    (:meth:`Scenario.step_name`); a team's or the narrator's step the file gives no
    ``name`` (``mafia``, ``mafia_meet`` …) by the sheet's own words, never its key, and the
    team's steps by the file's name of the team where ``[sides]`` gives one (Werewolf's
    «گرگینه‌ها», club_scenarios 0.4; LY115-3: «تیم مافیا» was printed)."""
    key = f"sheet.key.{step.key}"
    if step.name is None and not scen.has_role(step.key) and key in TEXTS:
        team = scen.side_name("mafia", lang)
        if team and f"{key}.own" in TEXTS:
            return text(f"{key}.own", lang, team=team)
        return text(key, lang)
    return scen.step_name(step, lang)


#: The most tick boxes one counter gets (a file's counters are at most 999, CF47-17).
MAX_BOXES = 40


def _boxes(value: Any) -> int:
    """How many tick boxes a counter gets: one per use left (at most :data:`MAX_BOXES`),
    one for a flag."""
    if isinstance(value, bool):
        return 1
    if isinstance(value, int):
        return min(max(0, value), MAX_BOXES)
    return 0


class _Sheet:
    def __init__(self, device: QPagedPaintDevice, painter: QPainter, scen: Scenario,
                 n: int, lang: str) -> None:
        self.dev, self.p, self.scen, self.n, self.lang = device, painter, scen, n, lang
        self.page = Page(device)
        self.rtl = is_rtl(lang)
        self.width = self.page.size.width() - 2 * MARGIN
        self.bottom = self.page.size.height() - MARGIN - 6.0
        self.pages = 0
        self.y = MARGIN
        self.top = MARGIN  # where a page's first section starts, under its title

    # geometry: columns are given in reading order; x runs right to left in Persian
    def col_rects(self, widths: list[float], y: float, h: float) -> list[QRectF]:
        rects, acc = [], 0.0
        for w in widths:
            x = MARGIN + self.width - acc - w if self.rtl else MARGIN + acc
            rects.append(QRectF(x, y, w, h))
            acc += w
        return rects

    def mm_rect(self, r: QRectF, pad: float = 0.0) -> QRectF:
        return self.page.rect(r.x() + pad, r.y() + pad, r.width() - 2 * pad,
                              r.height() - 2 * pad)

    def align(self) -> Qt.AlignmentFlag:
        return Qt.AlignmentFlag.AlignRight if self.rtl else Qt.AlignmentFlag.AlignLeft

    def new_page(self) -> None:
        if self.pages:
            self.dev.newPage()
        self.pages += 1
        self.y = MARGIN
        p, lang = self.p, self.lang
        p.setPen(QColor("#1a1a1a"))
        title = f"{text('sheet.title', lang)} — {getattr(self.scen.name, lang)}"
        h = fit_block(p, self.dev, self.page.rect(MARGIN, self.y, self.width - 30, 10), title,
                      14, bold=True, align=self.align(), rtl=self.rtl)
        players = text("sheet.players", lang, n=digits(self.n, lang))
        left = Qt.AlignmentFlag.AlignLeft if self.rtl else Qt.AlignmentFlag.AlignRight
        fx = MARGIN if self.rtl else MARGIN + self.width - 30
        fit_block(p, self.dev, self.page.rect(fx, self.y + 1.5, 30, 8), players, 10,
                  align=left, rtl=self.rtl)
        self.y += h / self.page.dpmm + 2.0
        p.setPen(QPen(QColor("#1a1a1a"), self.page.mm(0.4)))
        self.hline(self.y)
        self.y += 3.0
        self.top = self.y
        p.setPen(QColor("#5f5f5f"))
        foot = text("sheet.page", lang, n=digits(self.pages, lang))
        fit_block(p, self.dev, self.page.rect(MARGIN, self.bottom + 1.5, self.width, 5), foot,
                  8, align=Qt.AlignmentFlag.AlignHCenter, rtl=self.rtl)

    def hline(self, y: float) -> None:
        m = self.page.mm
        self.p.drawLine(QPointF(m(MARGIN), m(y)), QPointF(m(MARGIN + self.width), m(y)))

    def heading(self, key: str, need: float) -> None:
        """A section heading; a new page when less than ``need`` mm is left under it."""
        if self.y + HEADING_MM + need > self.bottom:
            self.new_page()
        self.p.setPen(QColor("#1a1a1a"))
        h = fit_block(self.p, self.dev, self.page.rect(MARGIN, self.y, self.width, HEADING_MM),
                      text(key, self.lang), 13, bold=True, align=self.align(), rtl=self.rtl)
        self.y += h / self.page.dpmm + HEADING_GAP

    ROW_PAD = 1.4

    def row_height(self, widths: list[float], cells: list[str], *, bold: bool = False,
                   size: float = 9.0, min_h: float = 0.0) -> float:
        """The height (mm) :meth:`row` gives these cells, nothing drawn."""
        pad = self.ROW_PAD
        heights = []
        for w, c in zip(widths, cells, strict=True):
            r = self.page.rect(0, 0, w - 2 * pad, 1000)
            hh = text_block(None, self.dev, r, c, font(size, bold), rtl=self.rtl, draw=False)
            heights.append(hh / self.page.dpmm)
        return max(max(heights) + 2 * pad, min_h, 6.5)

    def row(self, widths: list[float], cells: list[str], *, bold: bool = False,
            fill: str | None = None, size: float = 9.0, boxes: dict[int, int] | None = None,
            min_h: float = 0.0) -> float:
        """One table row; returns its height (mm). ``boxes``: column index → tick boxes."""
        pad = self.ROW_PAD
        h = self.row_height(widths, cells, bold=bold, size=size, min_h=min_h)
        if self.y + h > self.bottom:
            return -1.0
        rects = self.col_rects(widths, self.y, h)
        p = self.p
        if fill:
            p.fillRect(self.page.rect(MARGIN, self.y, self.width, h), QColor(fill))
        p.setPen(QColor("#1a1a1a"))
        for i, (r, c) in enumerate(zip(rects, cells, strict=True)):
            if c:
                text_block(p, self.dev, self.mm_rect(r, pad), c, font(size, bold),
                           align=self.align(), rtl=self.rtl)
            if boxes and boxes.get(i):
                self.tick_boxes(r, boxes[i])
        p.setPen(QPen(QColor(RULE_COLOUR), self.page.mm(0.15)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        for r in rects:
            p.drawRect(self.mm_rect(r))
        self.y += h
        return h

    def tick_boxes(self, r: QRectF, n: int) -> None:
        """``n`` square boxes, from the reading side of cell ``r``."""
        size, gap = 4.0, 1.6
        self.p.setPen(QPen(QColor("#1a1a1a"), self.page.mm(0.25)))
        per_line = max(1, int((r.width() - 2 * gap) // (size + gap)))
        for i in range(n):
            line, k = divmod(i, per_line)
            y = r.y() + 1.3 + line * (size + gap)
            x = (r.right() - gap - size - k * (size + gap) if self.rtl
                 else r.x() + gap + k * (size + gap))
            self.p.drawRect(self.page.rect(x, y, size, size))

    def _steps_layout(self, steps: list[StepDef]) -> tuple[list[float], list[str],
                                                         list[list[str]]]:
        """The steps table's column widths (mm), its head and its rows' cells."""
        lang = self.lang
        widths = [8.0, 30.0, 0.0, 0.0, 11.0]
        flex = (self.width - sum(widths)) / 2
        widths[2] = widths[3] = flex
        head = ["#", text("sheet.step", lang), text("sheet.say", lang),
                text("sheet.gesture", lang), "✓"]
        rows = [[digits(i, lang), step_title(self.scen, step, lang),
                 getattr(step.say, lang), getattr(step.gesture, lang), ""]
                for i, step in enumerate(steps, 1)]
        return widths, head, rows

    def steps_height(self, steps: list[StepDef]) -> float:
        """The height (mm) of the whole steps table of ``steps``, its heading included."""
        widths, head, rows = self._steps_layout(steps)
        return HEADING_MM + HEADING_GAP + sum(self.row_height(widths, cells, bold=cells is head)
                                for cells in [head, *rows])

    def fits_here(self, need: float) -> bool:
        """Whether ``need`` mm fit below the current line of this page."""
        return self.y + need <= self.bottom

    def room_of_a_page(self) -> float:
        """The height (mm) a fresh page leaves under its title."""
        return self.bottom - self.top

    def steps_table(self, heading: str, steps: list[StepDef]) -> None:
        widths, head, rows = self._steps_layout(steps)
        self.heading(heading, 14.0)
        self.row(widths, head, bold=True, fill=HEAD_FILL)
        for step, cells in zip(steps, rows, strict=True):
            side = self.scen.role(step.key).side if self.scen.has_role(step.key) else None
            kwargs: dict[str, Any] = {"fill": SIDE_TINTS.get(side or "", None), "boxes": {4: 1}}
            if self.row(widths, cells, **kwargs) < 0:
                self.new_page()
                self.row(widths, head, bold=True, fill=HEAD_FILL)
                self.row(widths, cells, **kwargs)

    def counters_table(self, counters: list[tuple[str, dict[str, Any]]]) -> None:
        lang = self.lang
        fixed = [30.0, 27.0, 28.0]
        night_w = (self.width - sum(fixed)) / NIGHT_COLUMNS
        widths = fixed + [night_w] * NIGHT_COLUMNS
        head = [text("sheet.role", lang), text("sheet.counter", lang), text("sheet.start", lang)]
        head += [text("sheet.night_n", lang, n=digits(k, lang))
                 for k in range(1, NIGHT_COLUMNS + 1)]
        rows = [(role, key, value) for role, cs in counters for key, value in cs.items()]
        self.heading("sheet.counters", 14.0 + 8.0 * min(3, len(rows)))
        self.p.setPen(QColor("#5f5f5f"))
        h = fit_block(self.p, self.dev, self.page.rect(MARGIN, self.y, self.width, 10),
                      text("sheet.counters_note", lang), 8.5, align=self.align(), rtl=self.rtl)
        self.y += h / self.page.dpmm + 1.5
        self.row(widths, head, bold=True, fill=HEAD_FILL, size=8.0)
        last_role = None
        for role, key, value in rows:
            rdef = self.scen.role(role)
            name = getattr(rdef.name, lang) if role != last_role else ""
            cells = [name, self.scen.counter_label(role, key, lang), ""] + [""] * NIGHT_COLUMNS
            n_boxes = _boxes(value)
            kwargs: dict[str, Any] = {"fill": SIDE_TINTS[rdef.side], "boxes": {2: n_boxes},
                                      "min_h": 7.0, "size": 8.5}
            if self.row(widths, cells, **kwargs) < 0:
                self.new_page()
                self.row(widths, head, bold=True, fill=HEAD_FILL, size=8.0)
                cells[0] = getattr(rdef.name, lang)
                self.row(widths, cells, **kwargs)
            last_role = role


def render_night_sheet(device: QPagedPaintDevice, job: SheetJob) -> int:
    """Paint the night sheet of ``job`` on ``device``; returns the number of pages."""
    scen, roster = resolve(job)
    setup_device(device, job.paper)
    with none_refs_guard():
        painter = QPainter()
        if not painter.begin(device):
            raise PrintError("the printer or file cannot be opened for writing")
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        try:
            present = set(roster)
            sheet = _Sheet(device, painter, scen, len(roster), job.lang)

            def keep(s: StepDef) -> bool:
                return not scen.has_role(s.key) or s.key in present

            n, rules = len(roster), job.house_rules
            intro = night_calls(scen, n, rules, intro=True)
            night = night_calls(scen, n, rules)
            intro_steps = [s for s in intro if keep(s)]
            night_steps = [s for s in night if keep(s)]
            sheet.new_page()
            if intro_steps:
                sheet.steps_table("sheet.intro", intro_steps)
                sheet.y += 4.0
                # the other nights under the intro night where they fit whole; a page of
                # their own where they fit on one (never split when they need not be)
                need = sheet.steps_height(night_steps)
                if not sheet.fits_here(need) and need <= sheet.room_of_a_page():
                    sheet.new_page()
            # a game that opens with a full night: every night is one list
            sheet.steps_table("sheet.other" if intro_steps else "sheet.every", night_steps)
            sheet.y += 4.0
            sheet.counters_table(starting_counters(scen, roster, rules))
            return sheet.pages
        finally:
            painter.end()


def write_night_sheet_pdf(path: str | os.PathLike[str], job: SheetJob) -> int:
    """Write the night sheet of ``job`` as a PDF at ``path``; returns the page count.

    Raises:
        PrintError: unknown scenario or paper, or an impossible player count; nothing is
            written then.
    """
    scen, _ = resolve(job)
    if not Path(path).parent.is_dir():
        raise PrintError(f"no such folder: {Path(path).parent}")
    title = f"{text('sheet.title', 'fa')} — {scen.name.fa}"
    return write_pdf(path, render_night_sheet, job, title)
