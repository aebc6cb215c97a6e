"""Print preview of the role cards and the night sheet, with PDF export (the window's
Game ▸ Print role cards… / Print night sheet…).

A QPrintPreviewDialog with a second toolbar for the options (scenario, players, card size,
paper, card backs, the dealt game's names) and an «Export PDF…» button. It defaults to the
open game's scenario and player count. The dialog is opened with ``open()``, never
``exec()``, so nothing blocks.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import cast

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from narrator_app.engine import available_scenarios, load_scenario
from narrator_app.file_names import file_date
from narrator_app.messages import path_text

from .cards import CardJob, PrintError, render_cards, write_cards_pdf
from .night_sheet import SheetJob, render_night_sheet, write_night_sheet_pdf

#: Literal ``translate("PrintPreview", "…")`` calls, so that pyside6-lupdate extracts them
#: (packaging/translations.py scans this file too).
translate = QCoreApplication.translate


class OwnedPrinterPreview(QPrintPreviewDialog):
    """A print preview that owns the printer it paints on; every print preview of the app
    is one of these (role cards, night sheet, the rules announced before the game).

    ``QPrintPreviewDialog(printer, parent)`` only borrows ``printer``, and PySide keeps no
    reference to the argument: a ``QPrinter`` left a local of the function that opened the
    preview is freed when that function returns (or at the next garbage collection), while
    the preview still paints on it: a segfault at the table. Here the printer (high
    resolution) is a field of the dialog, so it lives exactly as long as the dialog does
    (the dialog's Python object lives as long as its Qt object: a parented dialog is kept by
    its parent). ``parent`` is the window the preview opens over (None for a top level).
    """

    #: The document it paints, when it paints one (kept alive with the dialog).
    _doc: QTextDocument | None = None

    def __init__(self, parent: QWidget | None = None) -> None:
        self._printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        super().__init__(self._printer, parent)


class PrintPreview(OwnedPrinterPreview):
    """Preview of ``kind`` ("cards" or "sheet"); ``deal`` and ``names`` are the open game's
    roles and players per seat (cards can then carry the names); ``house_rules`` are the
    open game's (the night sheet follows them while its scenario is the game's).

    ``exported`` carries the path of each PDF written (the window says it in its status
    bar); the preview says it too, under its options, with what went wrong when a PDF could
    not be written (UX30-3)."""

    exported = Signal(str)

    def __init__(
        self,
        kind: str,
        parent: QWidget | None = None,
        *,
        scenario_id: str | None = None,
        players: int | None = None,
        deal: list[str] | None = None,
        names: tuple[str, ...] | list[str] = (),
        lang: str = "fa",
        house_rules: dict | None = None,
    ) -> None:
        super().__init__(parent)
        self.kind, self.lang = kind, lang
        self.deal, self.names = (list(deal) if deal else None), tuple(names)
        self._deal_scenario = scenario_id if deal else None
        self._game_scenario = scenario_id if house_rules else None
        self._house_rules = dict(house_rules or {})
        self.error = ""
        self.setObjectName("printPreview")
        self.setWindowTitle(
            translate("PrintPreview", "Print role cards")
            if kind == "cards"
            else translate("PrintPreview", "Print night sheet")
        )
        bar = QWidget(self)  # not a QToolBar: no option may hide in an overflow menu
        bar.setObjectName("printOptions")
        # two rows: the job (scenario, players, size, paper, export) and the cards' checks
        # (backs, this game's names); in one row the cards' bar needed 1378 px at 14 pt,
        # wider than a 1280×720 screen (CR36-2)
        rows = QVBoxLayout(bar)
        rows.setContentsMargins(6, 4, 6, 4)
        rows.setSpacing(2)
        row, checks = QHBoxLayout(), QHBoxLayout()
        rows.addLayout(row)
        rows.addLayout(checks)
        self.scenario_box = QComboBox(bar)
        self.scenario_box.setObjectName("printScenario")
        for sid in available_scenarios():
            self.scenario_box.addItem(getattr(load_scenario(sid).name, lang), sid)
        self.players_box = QSpinBox(bar)
        self.players_box.setObjectName("printPlayers")
        row.addWidget(QLabel(translate("PrintPreview", "Scenario:"), bar))
        row.addWidget(self.scenario_box)
        row.addWidget(QLabel(translate("PrintPreview", "Players:"), bar))
        row.addWidget(self.players_box)
        self.size_box = QComboBox(bar)
        self.size_box.setObjectName("printSize")
        for key, label in (("poker", translate("PrintPreview", "Poker 63×88 mm")),
                           ("tarot", translate("PrintPreview", "Tarot 70×120 mm")),
                           ("a6", translate("PrintPreview", "A6 105×148 mm"))):
            self.size_box.addItem(label, key)
        self.paper_box = QComboBox(bar)
        self.paper_box.setObjectName("printPaper")
        self.paper_box.addItem(translate("PrintPreview", "A4"), "a4")
        self.paper_box.addItem(translate("PrintPreview", "Letter"), "letter")
        self.backs_box = QCheckBox(translate("PrintPreview", "Card backs"), bar)
        self.backs_box.setObjectName("printBacks")
        self.names_box = QCheckBox(translate("PrintPreview", "This game's deal, with names"), self)
        self.names_box.setObjectName("printNames")
        if kind == "cards":
            row.addWidget(QLabel(translate("PrintPreview", "Size:"), bar))
            row.addWidget(self.size_box)
        row.addWidget(QLabel(translate("PrintPreview", "Paper:"), bar))
        row.addWidget(self.paper_box)
        if kind == "cards":
            checks.addWidget(self.backs_box)
            if self.deal:
                checks.addWidget(self.names_box)
            checks.addStretch(1)
        if not (kind == "cards" and self.deal):
            self.names_box.hide()  # in the toolbar only when a game has been dealt
        if kind != "cards":  # the cards' options, not in the bar's row: never drawn over it
            self.size_box.hide()
            self.backs_box.hide()
        self.export_action = QAction(translate("PrintPreview", "Export PDF…"), self)
        self.export_action.setObjectName("printExportPdf")
        self.export_action.triggered.connect(lambda: self.export_pdf())
        export = QToolButton(bar)
        export.setObjectName("printExportButton")
        export.setDefaultAction(self.export_action)
        export.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        row.addStretch(1)
        row.addWidget(export)
        # the dialog's own layout: a QVBoxLayout (Qt's qprintpreviewdialog.cpp)
        cast(QBoxLayout, self.layout()).insertWidget(0, bar)
        # what the last export did (a PDF written, and where; or why not), under the options
        self.status = QLabel(self)
        self.status.setObjectName("printStatus")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status.setContentsMargins(8, 0, 8, 4)
        self.status.hide()
        cast(QBoxLayout, self.layout()).insertWidget(1, self.status)

        if scenario_id in available_scenarios():
            self.scenario_box.setCurrentIndex(self.scenario_box.findData(scenario_id))
        self._scenario_changed()
        if players is not None:
            self.players_box.setValue(players)
        if self.deal:
            self.names_box.setChecked(True)
        self.scenario_box.currentIndexChanged.connect(self._scenario_changed)
        for w in (self.players_box,):
            w.valueChanged.connect(self._changed)
        for c in (self.size_box, self.paper_box):
            c.currentIndexChanged.connect(self._changed)
        for b in (self.backs_box, self.names_box):
            b.toggled.connect(self._changed)
        self.paintRequested.connect(self._paint)

    # --- options ------------------------------------------------------------------------
    def _scenario_changed(self) -> None:
        scen = load_scenario(self.scenario_box.currentData())
        self.players_box.blockSignals(True)
        self.players_box.setRange(scen.roster.min_players, scen.roster.max_players)
        self.players_box.setValue(scen.reference_size)
        self.players_box.blockSignals(False)
        self._changed()

    def _use_deal(self) -> bool:
        return bool(
            self.deal
            and self.names_box.isChecked()
            and self.scenario_box.currentData() == self._deal_scenario
        )

    def job(self) -> CardJob | SheetJob:
        sid = self.scenario_box.currentData()
        paper = self.paper_box.currentData()
        if self.kind == "sheet":
            rules = self._house_rules if sid == self._game_scenario else {}
            return SheetJob(sid, self.players_box.value(), paper, self.lang, rules)
        use_deal = self._use_deal()
        self.players_box.setEnabled(not use_deal)
        return CardJob(
            sid,
            self.players_box.value(),
            self.size_box.currentData(),
            paper,
            self.backs_box.isChecked(),
            roles=tuple(self.deal) if use_deal and self.deal else None,
            names=self.names if use_deal else None,
            lang=self.lang,
        )

    def _changed(self, *_args) -> None:
        widget = self.findChild(QPrintPreviewWidget)
        if widget is not None:
            widget.updatePreview()

    def _paint(self, printer: QPrinter) -> None:
        job = self.job()
        try:
            if isinstance(job, CardJob):
                render_cards(printer, job)
            else:
                render_night_sheet(printer, job)
            self.error = ""
        except PrintError as exc:
            self.error = str(exc)

    # --- export -------------------------------------------------------------------------
    def export_pdf(self, path: str | None = None) -> bool:
        """Write the previewed document as a PDF at ``path`` (asked for when not given:
        ``ravi-cards-<date>.pdf`` or ``ravi-night-sheet-<date>.pdf`` offered, the date in the
        preview's calendar, :func:`~narrator_app.file_names.file_date`). True when written
        (said under the options and by ``exported``); False when cancelled or not written
        (``error``, said under the options)."""
        if path is None:
            day = file_date(date.today(), self.lang)
            default = f"ravi-cards-{day}.pdf" if self.kind == "cards" else \
                f"ravi-night-sheet-{day}.pdf"
            from narrator_app.file_dialogs import when_shown

            when_shown()  # its paths left to right in Persian (CF80-3)
            path, _ = QFileDialog.getSaveFileName(
                self,
                translate("PrintPreview", "Export PDF"),
                str(Path.home() / default),
                translate("PrintPreview", "PDF files (*.pdf)"),
            )
            if not path:
                return False
        job = self.job()
        try:
            if isinstance(job, CardJob):
                write_cards_pdf(path, job)
            else:
                write_night_sheet_pdf(path, job)
        except (PrintError, OSError) as exc:
            self.error = str(exc)
            self._say(translate("PrintPreview", "Could not write the PDF: %1"), self.error)
            return False
        self.error = ""
        self._say(translate("PrintPreview", "PDF saved: %1"), path_text(path))
        self.exported.emit(str(path))
        return True

    def _say(self, template: str, arg: str) -> None:
        self.status.setText(template.replace("%1", arg))
        self.status.show()


def open_preview(kind: str, parent: QWidget | None, controller=None, lang: str = "fa",
                 before_open=None):
    """Open (not exec) the preview for ``kind``, defaulting to the controller's game;
    ``before_open(dialog)``, when given, sizes and places it first (the window's screen
    fit: a window moved once shown may keep its frame off the screen, CR38-10)."""
    kwargs: dict = {"lang": lang}
    game = getattr(controller, "game", None)
    if game is not None:
        kwargs["scenario_id"] = game.scenario.id
        kwargs["players"] = len(game.setup.names)
        kwargs["house_rules"] = dict(game.house_rules)
        from narrator_app.engine import dealt_roles

        deal = dealt_roles(game)  # the deal as it stands: a corrected deal counted
        if deal:
            kwargs["deal"] = deal
            kwargs["names"] = tuple(game.setup.names)
    dlg = PrintPreview(kind, parent, **kwargs)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if before_open is not None:
        before_open(dlg)
    dlg.open()
    return dlg
