"""The menu bar's Alt keys in every language: a menu opens with the Alt+letter of its
English title («&View»: Alt+V) whatever the language shown.

A translated title's «&» marks a letter of its own language («&نمایش»: Alt+ن), which a
narrator at a Latin keyboard cannot press, so that Alt+V did nothing on a Persian desk.
:class:`MenuKeys` keeps, beside each title, a window shortcut of the English letter that
opens the menu, on while the title shown has another mnemonic and off while it has that one
(in English: the title's own mnemonic is the key; two would be ambiguous to Qt, and neither
would fire). Under a non-Latin keyboard layout Qt also matches the key's Latin letter
(xkb's Latin fallback for shortcuts), so the same physical key opens the menu there.

While a title's mnemonic is not its key, the menu bar draws no mnemonic's underline
(:class:`NoUnderline`): Qt underlined the Persian letter after the «&», a key that does not
open the menu from a Latin keyboard, while the key that works is the Latin one the F1 sheet
lists (W99-5). The titles keep the translator's text; in English the underline is the key's.
The toolbar in the menu bar's corner draws with the same style made by Qt, less that one
hint: its buttons show no mnemonic (an action's icon text has none), and a style written in
Python hands each widget it is asked about to Python,
where PySide searches every ``QWidget`` subclass's class for the toolbar's separators and
extension button, classes Qt does not export (≈ 70 M instructions at the window's start).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMenu,
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QWidget,
)


class NoUnderline(QProxyStyle):
    """The style ``name`` (the app's, :func:`theme.style_in_use`), drawing no mnemonic's
    underline (``SH_UnderlineShortcut`` off): set on the menu bar while its titles'
    mnemonics are not the keys that open the menus."""

    def __init__(self, name: str) -> None:
        if name:
            super().__init__(name)
        else:  # Qt's default style
            super().__init__()
        #: The style's name, to make it again when the app's style changes (a theme).
        self.base_name = name

    def styleHint(self, hint, option=None, widget=None, returnData=None):  # noqa: N802
        if hint == QStyle.StyleHint.SH_UnderlineShortcut:
            return 0
        return super().styleHint(hint, option, widget, returnData)


class MenuKeys:
    """The English Alt keys of ``window``'s menus (see the module)."""

    def __init__(self, window: QMainWindow) -> None:
        self.window = window
        #: menu → its English key's shortcut (made on first need, kept).
        self.shortcuts: dict[QMenu, QShortcut] = {}
        #: The menu bar's style while a title's mnemonic is not its key, else None.
        self.no_underline: NoUnderline | None = None
        #: The corner toolbar's style while the menu bar has :attr:`no_underline`, else None.
        self.corner_style: QStyle | None = None
        self._lying = False
        window.menuBar().installEventFilter(_ThemeWatch(self, window.menuBar()))

    def follow(self, titles: list[tuple[QMenu, str]]) -> None:
        """After the titles were set (each ``(menu, English title)``, its «&» marking the
        key): each menu whose shown title has not the English mnemonic gets that key as a
        window shortcut that opens it; the others have none. The menu bar underlines no
        title's mnemonic while one of them is not its key (:class:`NoUnderline`)."""
        lying = False
        for menu, english in titles:
            key = QKeySequence.mnemonic(english)
            needed = not key.isEmpty() and QKeySequence.mnemonic(menu.title()) != key
            shortcut = self.shortcuts.get(menu)
            if shortcut is None and needed:
                shortcut = self.shortcuts[menu] = QShortcut(key, self.window)
                shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
                shortcut.activated.connect(lambda m=menu: self.open(m))
            if shortcut is not None:
                shortcut.setKey(key)
                shortcut.setEnabled(needed)
            lying = lying or (needed and not QKeySequence.mnemonic(menu.title()).isEmpty())
        self._lying = lying
        self.underline()

    def underline(self) -> None:
        """The menu bar's style: the app's, or, while a title's mnemonic is not its key,
        the app's without the underline (made again when the app's style is another)."""
        from narrator_app.ui.theme import style_in_use

        bar = self.window.menuBar()
        old = self.no_underline
        if not self._lying:
            if old is not None:
                self.no_underline = None
                # the app's again (Qt takes no style as the app's; its stubs say a QStyle)
                bar.setStyle(None)  # type: ignore[arg-type]
                old.deleteLater()
                self._corner(bar.cornerWidget(Qt.Corner.TopRightCorner), None)
            return
        app = QApplication.instance()
        name = style_in_use(app) if isinstance(app, QApplication) else ""
        if old is None or old.base_name != name:
            style = NoUnderline(name)
            style.setParent(bar)  # kept while the menu bar lives
            # the corner's own first: the menu bar's hands itself on to the rest
            self._corner(bar.cornerWidget(Qt.Corner.TopRightCorner), name)
            bar.setStyle(style)
            self.no_underline = style
            if old is not None:
                old.deleteLater()

    def _corner(self, corner: QWidget | None, name: str | None) -> None:
        """``corner`` (the toolbar in the menu bar's corner) drawn by the style ``name``
        made by Qt (:class:`NoUnderline`'s base, the same drawing but its one hint, with no
        Python in it), or by what it inherits again when ``name`` is None; with ``name``
        unknown (``""``) or not a style, it inherits the menu bar's, as before."""
        old = self.corner_style
        self.corner_style = None
        if corner is not None:
            style = QStyleFactory.create(name) if name else None
            if style is None:
                corner.setStyle(None)  # type: ignore[arg-type]
            else:
                # kept by the menu bar (as its own style), made after the toolbar: deleted
                # after it (the toolbar's child, it went before the toolbar was done with it)
                style.setParent(corner.parentWidget() or corner)
                corner.setStyle(style)
                self.corner_style = style
        if old is not None:
            old.deleteLater()

    def open(self, menu: QMenu) -> None:
        """Open ``menu`` from the menu bar, as its mnemonic would."""
        if menu.isEnabled() and self.window.menuBar().isVisible():
            self.window.menuBar().setActiveAction(menu.menuAction())

    def active(self) -> dict[QMenu, str]:
        """The kept keys now on: menu → the key («Alt+V»)."""
        return {m: s.key().toString() for m, s in self.shortcuts.items() if s.isEnabled()}


class _ThemeWatch(QObject):
    """Makes the menu bar's :class:`NoUnderline` again after a theme changed the app's
    style (the palette's change comes with it)."""

    def __init__(self, keys: MenuKeys, parent: QObject) -> None:
        super().__init__(parent)
        self.keys = keys

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.ApplicationPaletteChange:
            self.keys.underline()
        return False
