"""The menu bar's Alt keys in every language: a menu opens with the Alt+letter of its
English title («&View»: Alt+V) whatever the language shown.

A translated title's «&» marks a letter of its own language («&نمایش»: Alt+ن), which a
narrator at a Latin keyboard cannot press, so that Alt+V did nothing on a Persian desk.
:class:`MenuKeys` keeps, beside each title, a window shortcut of the English letter that
opens the menu, on while the title shown has another mnemonic and off while it has that one
(in English: the title's own mnemonic is the key; two would be ambiguous to Qt, and neither
would fire). Under a non-Latin keyboard layout Qt also matches the key's Latin letter
(xkb's Latin fallback for shortcuts), so the same physical key opens the menu there.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QMenu


class MenuKeys:
    """The English Alt keys of ``window``'s menus (see the module)."""

    def __init__(self, window: QMainWindow) -> None:
        self.window = window
        #: menu → its English key's shortcut (made on first need, kept).
        self.shortcuts: dict[QMenu, QShortcut] = {}

    def follow(self, titles: list[tuple[QMenu, str]]) -> None:
        """After the titles were set (each ``(menu, English title)``, its «&» marking the
        key): each menu whose shown title has not the English mnemonic gets that key as a
        window shortcut that opens it; the others have none."""
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

    def open(self, menu: QMenu) -> None:
        """Open ``menu`` from the menu bar, as its mnemonic would."""
        if menu.isEnabled() and self.window.menuBar().isVisible():
            self.window.menuBar().setActiveAction(menu.menuAction())

    def active(self) -> dict[QMenu, str]:
        """The kept keys now on: menu → the key («Alt+V»)."""
        return {m: s.key().toString() for m, s in self.shortcuts.items() if s.isEnabled()}
