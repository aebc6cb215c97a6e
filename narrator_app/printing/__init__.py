"""Printed material of a game night: the role cards and the narrator's night sheet.

Both are painted with QPainter on any paged device — a QPdfWriter for a PDF file, a QPrinter
for the print preview — by :func:`render_cards` and :func:`render_night_sheet`. Rules and
data come from the engine and the scenario file; nothing here decides a rule.
"""

from .cards import (
    CARD_SIZES,
    CardJob,
    PrintError,
    card_grid,
    page_count,
    render_cards,
    write_cards_pdf,
)
from .layout import PAPERS, ensure_gui_app
from .night_sheet import SheetJob, render_night_sheet, write_night_sheet_pdf

__all__ = [
    "CARD_SIZES",
    "PAPERS",
    "CardJob",
    "PrintError",
    "SheetJob",
    "card_grid",
    "ensure_gui_app",
    "page_count",
    "render_cards",
    "render_night_sheet",
    "write_cards_pdf",
    "write_night_sheet_pdf",
]
