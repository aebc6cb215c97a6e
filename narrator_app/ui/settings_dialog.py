"""The Settings dialog (Game ▸ Settings…, Ctrl+,): language, theme and font size, live.

Every change applies at once, without a restart, through :func:`apply_preferences`:

* **language** — :func:`~narrator_app.ui.app.apply_language` installs the new translator,
  ``QLocale`` and layout direction in one place; Qt then sends ``QEvent.LanguageChange`` to
  every widget, and each window or panel re-sets its fixed texts in its ``retranslate()``
  (one pattern across the files: ``changeEvent`` → ``retranslate``). The controller's
  ``lang`` changes first and ``changed`` is emitted after, so every sentence rendered from
  the engine (``narrator_app.messages``), every number (Persian or Latin digits) and every
  date is rendered again in the new language.
* **theme** and **font size** — :mod:`narrator_app.ui.theme`.

The values go into the injected :class:`~narrator_app.ui.settings.Settings`; the caller
saves them (the main window does, in its settings folder).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from narrator_app.ui.app import apply_language, apply_preferences  # noqa: F401 — re-exported
from narrator_app.ui.texts import rich_label

#: Each language named in its own script (the same in both languages).
LANGUAGE_NAMES = {"fa": "فارسی", "en": "English"}


class SettingsDialog(QDialog):
    """Language, theme and font size; each change is applied at once (``applied`` emitted).

    ``controller`` is the game controller (its ``lang`` follows the language).
    """

    applied = Signal()

    def __init__(self, settings, controller=None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.settings = settings
        self.c = controller
        lay = QVBoxLayout(self)
        # its own size, always (a language or font changed while open sizes it again), and
        # nothing to resize: a resizable dialog got the window manager's resize handle, a
        # strip along its bottom edge under «Close» (CF80-4)
        lay.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        form = QFormLayout()
        self.language_label = QLabel()
        self.language_box = QComboBox()
        self.language_box.setObjectName("languageBox")
        for code in ("fa", "en"):
            self.language_box.addItem(LANGUAGE_NAMES[code], code)
        self.theme_label = QLabel()
        self.theme_box = QComboBox()
        self.theme_box.setObjectName("themeBox")
        self.theme_box.addItem("", "light")
        self.theme_box.addItem("", "dark")
        self.theme_box.addItem("", "contrast")
        # as wide as its longest item in the language now: the dialog changes language while
        # open, and a box sized once for Persian cut «Dark (for a dim room)» (CR36-9)
        for combo in (self.language_box, self.theme_box):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.font_label = QLabel()
        self.font_box = QSpinBox()
        self.font_box.setObjectName("fontSizeBox")
        self.font_box.setRange(8, 24)
        for label, box in ((self.language_label, self.language_box),
                           (self.theme_label, self.theme_box),
                           (self.font_label, self.font_box)):
            label.setBuddy(box)
            form.addRow(label, box)
        lay.addLayout(form)
        self.note = QLabel()
        self.note.setObjectName("settingsNote")
        self.note.setWordWrap(True)
        # laid out as rich text (a text document): the plain label's wrap measured the
        # Persian line narrower than it is drawn (its zero-width non-joiners), and the line
        # «… پنجره‌های باز» ran past the label's left edge, cut (BD29, shot48)
        rich_label(self.note)
        lay.addWidget(self.note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.buttons.accepted.connect(self.accept)
        lay.addWidget(self.buttons)
        self._load()
        self.language_box.currentIndexChanged.connect(self._changed)
        self.theme_box.currentIndexChanged.connect(self._changed)
        self.font_box.valueChanged.connect(self._changed)
        self.retranslate()

    def _load(self) -> None:
        s = self.settings
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(s.language)))
        self.theme_box.setCurrentIndex(max(0, self.theme_box.findData(s.theme)))
        self.font_box.setValue(min(max(s.font_size, self.font_box.minimum()),
                                   self.font_box.maximum()))

    def retranslate(self) -> None:
        """Every fixed text (at start and on ``QEvent.LanguageChange``)."""
        self.setWindowTitle(self.tr("Settings"))
        self.language_label.setText(self.tr("&Language:"))
        self.theme_label.setText(self.tr("&Theme:"))
        self.font_label.setText(self.tr("&Font size:"))
        self.theme_box.setItemText(0, self.tr("Light"))
        self.theme_box.setItemText(1, self.tr("Dark (for a dim room)"))
        self.theme_box.setItemText(2, self.tr("High contrast"))
        self.font_box.setSuffix(self.tr(" pt"))
        # digits follow the language («12 pt» in English): the box keeps the locale it was
        # made with unless told
        self.font_box.setLocale(QLocale())
        self.note.setText(html.escape(self.tr("Changes apply at once to every open window.")))
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(self.tr("Close"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            layout = self.layout()
            if self.isVisible() and layout is not None:  # as wide as the new words need
                layout.activate()  # (CR36-9)
                self.resize(self.size().expandedTo(self.sizeHint()))
        super().changeEvent(event)

    def _changed(self) -> None:
        s = self.settings
        s.language = self.language_box.currentData()
        s.theme = self.theme_box.currentData()
        s.font_size = self.font_box.value()
        apply_preferences(s, self.c)
        self.applied.emit()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.accept()
            return
        super().keyPressEvent(event)
