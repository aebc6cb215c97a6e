"""Light or dark theme and the base font size: decided here, for the whole app, live.

:func:`apply_theme` switches the application palette (and, for the dark theme, the Fusion
style, which follows the palette on every platform) and :func:`apply_font_size` the
application font's point size. Both can be called again at run time: Qt repolishes every
widget, so open windows change at once.

Widgets never hard-code a light background for a panel: their style sheets use palette
roles (``palette(base)``, ``palette(alternate-base)``, ``palette(mid)``), so the same sheet
reads in both themes. What stays fixed on purpose: the seat ring (a dark felt table with
light cards in both themes), the public display (always dark), the full-screen card shown
to a player (white on black) and alert colours (red, amber) that always come with an icon
or a word.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory, QWidget

from narrator_app.ui.widget_lists import collector_paused, widgets, windows

THEMES = ("light", "dark", "contrast")

#: The app's scroll bars, flat, in the theme's colours (part of the app's style sheet:
#: ``ui/app.py``). Fusion paints a scroll bar's groove and handle with gradients on every
#: repaint, in proportion to its length: 1.5–2 ms for the log's or the night checklist's
#: bar at 600 px, and both repaint after most actions (the log grows, the checklist
#: scrolls to the step). Drawn from the sheet it takes about 0.06 ms (decisions PF33-1).
#: The bar is as wide as before (14 px): a framed track with the handle on it, so that a
#: narrator sees the whole length of the list and where the view is in it. Its colours are
#: half-transparent greys, which read on the light, dark and high-contrast windows alike: a
#: theme change needs no new sheet (setting the app's sheet again repolished every widget
#: and crashed once in a test run: PF33-1).
SCROLL_BARS = (
    " QScrollBar:vertical { width: 14px; margin: 0px;"
    " border: 1px solid #808080; background: rgba(128, 128, 128, 40); }"
    " QScrollBar:horizontal { height: 14px; margin: 0px;"
    " border: 1px solid #808080; background: rgba(128, 128, 128, 40); }"
    " QScrollBar::handle { background: rgba(128, 128, 128, 170); border-radius: 3px;"
    " margin: 2px; }"
    " QScrollBar::handle:vertical { min-height: 32px; }"
    " QScrollBar::handle:horizontal { min-width: 32px; }"
    " QScrollBar::handle:hover, QScrollBar::handle:pressed {"
    " background: rgba(128, 128, 128, 235); }"
    " QScrollBar::add-line, QScrollBar::sub-line { width: 0px; height: 0px; border: none;"
    " background: none; }"
    " QScrollBar::add-page, QScrollBar::sub-page { background: none; }"
)

#: Pixels of room between a table cell's text and the cell's border, on either side (the
#: statistics and archive windows' tables: their text touched the borders, a narrator's
#: trial, TR99-5).
CELL_PADDING = 6

#: The style sheet of a table whose cells keep :data:`CELL_PADDING` on both sides (the same
#: left to right and right to left); a column fitted to its content counts the padding.
TABLE_CELLS = (f"QTableView::item {{ padding-left: {CELL_PADDING}px;"
               f" padding-right: {CELL_PADDING}px; }}")


def pad_cells(table: QWidget) -> None:
    """Give ``table`` (a ``QTableView`` or ``QTableWidget``) the style sheet
    :data:`TABLE_CELLS`: its cells' text stands :data:`CELL_PADDING` pixels from their
    borders on both sides."""
    table.setStyleSheet(TABLE_CELLS)


#: A dialog's buttons are words without icons, in every theme and on every platform (part
#: of the app's style sheet). The icons some Linux desktops put there (a ✕ on «بستن») are
#: drawn dark on a dark button: nearly invisible in the dark and high-contrast themes (a
#: narrator's trial).
DIALOG_BUTTONS = " QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 0; }"

#: The dark palette: dim, low-glare greys with a warm accent (a room with the lights down).
DARK = {
    QPalette.ColorRole.Window: "#1e2124",
    QPalette.ColorRole.WindowText: "#e6e3dc",
    QPalette.ColorRole.Base: "#15171a",
    QPalette.ColorRole.AlternateBase: "#2a2e33",
    QPalette.ColorRole.ToolTipBase: "#2a2e33",
    QPalette.ColorRole.ToolTipText: "#e6e3dc",
    QPalette.ColorRole.PlaceholderText: "#8d8a84",
    QPalette.ColorRole.Text: "#e6e3dc",
    QPalette.ColorRole.Button: "#2b2f34",
    QPalette.ColorRole.ButtonText: "#e6e3dc",
    QPalette.ColorRole.BrightText: "#ffffff",
    QPalette.ColorRole.Light: "#3a3f45",
    QPalette.ColorRole.Midlight: "#30353a",
    QPalette.ColorRole.Mid: "#8d8a84",
    QPalette.ColorRole.Dark: "#101214",
    QPalette.ColorRole.Shadow: "#000000",
    QPalette.ColorRole.Highlight: "#b87400",
    QPalette.ColorRole.HighlightedText: "#ffffff",
    QPalette.ColorRole.Link: "#8fb4ff",
    QPalette.ColorRole.LinkVisited: "#c39bff",
}
#: Disabled texts in the dark theme: dimmer, still readable.
DARK_DISABLED = "#77746f"

# High contrast, beside the dark theme: white on black, yellow selection, no greys for
# text (the seat ring switches to its own high-contrast colours, seat_ring.CONTRAST).
CONTRAST = {
    QPalette.ColorRole.Window: "#000000",
    QPalette.ColorRole.WindowText: "#ffffff",
    QPalette.ColorRole.Base: "#000000",
    QPalette.ColorRole.AlternateBase: "#1a1a1a",
    QPalette.ColorRole.ToolTipBase: "#000000",
    QPalette.ColorRole.ToolTipText: "#ffffff",
    QPalette.ColorRole.PlaceholderText: "#c8c8c8",
    QPalette.ColorRole.Text: "#ffffff",
    QPalette.ColorRole.Button: "#000000",
    QPalette.ColorRole.ButtonText: "#ffffff",
    QPalette.ColorRole.BrightText: "#ffff00",
    QPalette.ColorRole.Light: "#ffffff",
    QPalette.ColorRole.Midlight: "#bfbfbf",
    QPalette.ColorRole.Mid: "#ffffff",
    QPalette.ColorRole.Dark: "#ffffff",
    QPalette.ColorRole.Shadow: "#ffffff",
    QPalette.ColorRole.Highlight: "#ffd400",
    QPalette.ColorRole.HighlightedText: "#000000",
    QPalette.ColorRole.Link: "#00e5ff",
    QPalette.ColorRole.LinkVisited: "#ff80ff",
}
# Disabled texts in high contrast: a mid grey, still read at 6:1 on black, and plainly not
# the white of what can be pressed (a narrator's trial: at #b0b0b0 a disabled «Confirm» or
# «Defence» looked like an enabled one).
CONTRAST_DISABLED = "#8c8c8c"

#: The input fields whose edge Fusion draws in their palette's window colour made darker
#: (``window.darker(140)``): a spin box (the font size, the counts) and a line edit (the
#: players' names). On high contrast's black window that edge is black on black, and a
#: narrator cannot see where a field is (a narrator's trial). Their class palette
#: (``QApplication.setPalette(palette, class)``) is the theme's own, with the window colour
#: :data:`CONTRAST_FIELD_WINDOW` in high contrast: their edge is then light grey. Nothing else
#: of theirs is drawn in the window colour (their text, background and buttons have roles of
#: their own).
FIELD_CLASSES = ("QAbstractSpinBox", "QLineEdit")
CONTRAST_FIELD_WINDOW = "#ffffff"


def _original(app: QApplication) -> tuple[str, QPalette]:
    """The style name and palette the app started with (remembered on first use:
    :func:`remember_original` before the app's style sheet, whose wrapper reads no name;
    ``""`` when it was not, and the light theme then keeps whatever style is in use)."""
    saved = getattr(app, "_ravi_light", None)
    if saved is None:
        saved = (app.style().name(), QPalette(app.palette()))
        app._ravi_light = saved  # type: ignore[attr-defined]
    return saved


def remember_original(app: QApplication) -> None:
    """Remember the platform's own style and palette, for the light theme: call it before
    the app's style sheet is set (under a sheet, ``app.style().name()`` reads ``""``)."""
    _original(app)


def style_in_use(app: QApplication) -> str:
    """The name of the style the app paints with now («fusion», the platform's own): the
    theme's (:func:`apply_theme`), else the one it started with; ``""`` when unknown."""
    return str(app.property("ravi_style") or _original(app)[0] or "")


def _use_style(app: QApplication, name: str) -> None:
    """Put the style ``name`` in place, only when it is not the one in use. The one in use
    is kept in the app's ``ravi_style`` property (its own name reads ``""`` under the app's
    sheet): a theme change used to set Fusion again at each switch to the dark themes, and
    each time Qt polished every widget again."""
    current = app.property("ravi_style") or _original(app)[0]
    if name and name.lower() != str(current).lower():
        style = QStyleFactory.create(name)
        if style is not None:
            app.setStyle(style)
            app.setProperty("ravi_style", name)


def dark_palette(colours: dict | None = None, disabled: str = DARK_DISABLED) -> QPalette:
    """The dark palette (or, given ``colours`` and ``disabled``, another of its kind)."""
    pal = QPalette()
    for role, colour in (colours or DARK).items():
        pal.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text,
                 QPalette.ColorRole.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled))
    return pal


def contrast_palette() -> QPalette:
    return dark_palette(CONTRAST, CONTRAST_DISABLED)


def apply_theme(app: QApplication, theme: str) -> None:
    """Switch the whole app to ``theme`` ("light", "dark" or "contrast"), live."""
    if theme not in THEMES:
        raise ValueError(f"unknown theme {theme!r}; expected one of {THEMES}")
    style_name, light = _original(app)
    if theme in ("dark", "contrast"):
        style_name = "Fusion"  # it follows the palette on every platform
        palette = dark_palette() if theme == "dark" else contrast_palette()
    else:
        palette = light
    # Qt walks every widget in each call below, and Python handlers run for them: the
    # collector paused meanwhile (widget_lists: a collection that freed a closed window in
    # the middle of such a walk crashed the test suite, in setStyle too)
    with collector_paused():
        _use_style(app, style_name)
        app.setPalette(palette)
        fields = QPalette(palette)  # every theme: a class palette set for another is replaced
        if theme == "contrast":
            fields.setColor(QPalette.ColorRole.Window, QColor(CONTRAST_FIELD_WINDOW))
        for name in FIELD_CLASSES:
            # PySide6 takes the class name as a str; its stubs say bytes, which it refuses
            app.setPalette(fields, name)  # type: ignore[arg-type]
        app.setProperty("ravi_theme", theme)
        _repolish_sheets(app)
        with windows() as tops:
            for w in tops:  # the seat ring paints its own colours
                w.update()


def current_theme(app: QApplication | None = None) -> str:
    app = app or cast(QApplication | None, QApplication.instance())  # Ravi's: a QApplication
    value = app.property("ravi_theme") if app is not None else None
    return value if value in THEMES else "light"


def apply_font_size(app: QApplication, points: int) -> None:
    """The application font's size in points (headings keep their own larger sizes)."""
    font = QFont(app.font())
    font.setPointSize(int(points))
    with collector_paused():  # Qt sends the new font to every widget (see apply_theme)
        app.setFont(font)
        _repolish_sheets(app)


#: The change events after which a style sheet sized from the narrator's font is made again.
FONT_CHANGES = frozenset({QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange})


def sized_sheet(widget: QWidget, make: Callable[[int], str]) -> None:
    """Give ``widget`` the style sheet ``make(points)`` for the application font's size in
    points now (a sheet whose sizes stand above the narrator's text: the checklist's line
    read aloud, the role window's text); set only when it differs from the one it has. Call
    it when the widget is built and again on a :data:`FONT_CHANGES` event, so that a font
    size chosen while it is open reaches it."""
    sheet = make(QApplication.font().pointSize())
    if sheet != widget.styleSheet():
        widget.setStyleSheet(sheet)


def _repolish_sheets(app: QApplication) -> None:
    """Widgets under a style sheet resolved their font and palette when they were polished:
    polish them again so that a live change reaches them (a sheet's own sizes and colours,
    e.g. headings, stay as they are). Qt's list is walked with the garbage collector paused
    (``widget_lists``: a collection in the middle of it crashed the test suite)."""
    with widgets() as every:
        for w in every:
            sheet = w.styleSheet()
            if sheet:
                w.setStyleSheet(sheet)
