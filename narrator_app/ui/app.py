"""Create and configure the Qt application (fonts, locale, direction, translations)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    Qt,
    QTranslator,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from narrator_app import __version__
from narrator_app.fonts import FONT_FAMILY, register_fonts
from narrator_app.paths import resource_path
from narrator_app.ui.pyside_sources import light_source_check

# PySide6 reads no module's source to keep (already so on the start path: cli.import_before_qt)
light_source_check()

APP_NAME = "Ravi"
ORG_NAME = "Ravi"
FONT_POINT_SIZE = 11  # the same as the settings' default font size (ui/settings.py)
SUPPORTED_LANGUAGES = ("fa", "en")

# Qt's own words that Qt's Persian (PySide6's ``qtbase_fa.qm``, written for Qt 5's «Look
# in:» and «Files of type:») leaves in English in Qt 6's file dialogs. Ravi's .ts translates
# them in Qt's own context (``QFileDialog``): ``ravi_fa.qm`` answers what ``qtbase_fa.qm``
# does not, so every file dialog of the app (save, open, export, choose a folder) reads
# Persian whole; a later ``qtbase_fa.qm`` that has them is asked first (UX30-1).
QT_WORDS_QTBASE_LACKS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)

# Installed translators, kept referenced so they are not garbage collected.
_translators: list[QTranslator] = []


def apply_language(app: QApplication, language: str) -> None:
    """Switch locale, layout direction and translator to ``language`` ("fa" or "en").

    Can be called again at run time; widgets that show translated text must
    retranslate on QEvent.LanguageChange.
    """
    if language not in SUPPORTED_LANGUAGES:
        raise ValueError(
            f"unsupported language {language!r}; expected one of {SUPPORTED_LANGUAGES}"
        )
    from narrator_app.ui.widget_lists import collector_paused

    # every widget gets the new direction and LanguageChange, and its Python handlers run:
    # the collector paused meanwhile, as for a theme change (theme.apply_theme)
    with collector_paused():
        _switch_language(app, language)


def _switch_language(app: QApplication, language: str) -> None:
    """:func:`apply_language`'s work, for a language it has checked."""
    for old in _translators:
        app.removeTranslator(old)
    _translators.clear()

    if language == "fa":
        QLocale.setDefault(QLocale(QLocale.Language.Persian, QLocale.Country.Iran))
        app.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    else:
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)

    qm = resource_path("resources", "translations", f"ravi_{language}.qm")
    if qm.is_file():
        translator = QTranslator(app)
        if translator.load(str(qm)):
            app.installTranslator(translator)
            _translators.append(translator)
    # the platform's own file dialogs do not follow Qt's translations: in Persian, Qt's
    # dialogs (translated below, with our labels) stand in for them
    app.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs, language != "en")
    if language != "en":  # Qt's own texts (standard buttons, file and print dialogs)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt_translator = QTranslator(app)
        if qt_translator.load(f"qtbase_{language}", qt_dir):
            app.installTranslator(qt_translator)
            _translators.append(qt_translator)
        # on top of Qt's: a key sequence as printed on the keys («Ctrl+N» in the menus, as
        # on the F1 sheet), never Qt's translated «کنترل+N» (TB30-2)
        keys = QTranslator(app)
        if keys.load(str(resource_path("resources", "translations", "keys_as_printed.qm"))):
            app.installTranslator(keys)
            _translators.append(keys)

    app.setProperty("ravi_language", language)
    # a new set of translations: the tables of translated words are made again
    # (narrator_app.ui.texts._per_language)
    app.setProperty("ravi_translations", int(app.property("ravi_translations") or 0) + 1)
    # the name the platform adds to a window title that does not end with it: in the
    # window's language, so that «… — راوی» is not followed by «— Ravi» (issue 23)
    app.setApplicationDisplayName(QCoreApplication.translate("Ravi", "Ravi"))


def apply_preferences(settings, controller=None, app: QApplication | None = None) -> None:
    """Make the running app follow ``settings``: language, theme and font size.

    Only what differs from the app's current state is applied (a language switch re-renders
    every window; a theme switch repolishes them). Lives here, not with the settings dialog,
    so that the window applies the settings at start without importing the dialog.
    """
    from narrator_app.ui.theme import apply_font_size, apply_theme, current_theme

    # Ravi's one Qt application is a QApplication (widgets), typed as its base class
    app = app or cast(QApplication | None, QApplication.instance())
    if app is None:
        return
    lang = settings.language
    if controller is not None and controller.lang != lang:
        controller.lang = lang
        lang_changed = True
    else:
        lang_changed = False
    if app.property("ravi_language") != lang:
        apply_language(app, lang)  # LanguageChange → every retranslate()
        lang_changed = True
    if current_theme(app) != settings.theme:
        apply_theme(app, settings.theme)
    if app.font().pointSize() != settings.font_size:
        apply_font_size(app, settings.font_size)
    if lang_changed and controller is not None:
        controller.changed.emit()  # engine sentences, digits and dates in the new language


def create_application(argv: Sequence[str] | None = None, language: str = "fa") -> QApplication:
    """Create (or reuse) the QApplication and configure it for Ravi.

    Registers the bundled fonts before any widget exists, makes Vazirmatn the
    application font and applies ``language`` (see :func:`apply_language`).
    """
    app = cast(QApplication | None, QApplication.instance())  # Ravi's: a QApplication
    if app is None:
        app = QApplication(list(argv) if argv is not None else [])
    app.setOrganizationName(ORG_NAME)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("ravi")  # links the window to the menu entry (Wayland)
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        png = resource_path("resources", "icons", f"ravi-{size}.png")
        if png.exists():
            icon.addFile(str(png))
    if not icon.isNull():
        app.setWindowIcon(icon)

    families = register_fonts()
    family = FONT_FAMILY if FONT_FAMILY in families else (families[0] if families else None)
    if family is not None:
        app.setFont(QFont(family, FONT_POINT_SIZE))

    apply_language(app, language)
    from narrator_app.ui.theme import remember_original

    remember_original(app)  # the platform's style, whose name the sheet's wrapper hides
    app.setStyleSheet(app_style_sheet())
    return app


def app_style_sheet() -> str:
    """The application's own style sheet (every window, made later too): every label shows
    plain text, so a player's name is never rendered as HTML (``texts.PLAIN_LABELS``), and
    the scroll bars are flat, in the theme's colours (``theme.SCROLL_BARS``), and a dialog's
    buttons carry no icons (``theme.DIALOG_BUTTONS``)."""
    from narrator_app.ui.texts import PLAIN_LABELS
    from narrator_app.ui.theme import DIALOG_BUTTONS, SCROLL_BARS

    return PLAIN_LABELS + SCROLL_BARS + DIALOG_BUTTONS
