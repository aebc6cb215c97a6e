"""The bundled fonts (Vazirmatn), registered with Qt for the window and the printing alike.

A neutral module: the window (``narrator_app.ui``) and the printing (``narrator_app.printing``)
both use it, so the printing never imports the window. Qt is allowed here; the engine never
imports this module.
"""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase

from narrator_app.paths import resource_path

#: The font files under ``resources/fonts`` and the family they provide.
FONT_FILES = ("Vazirmatn-Regular.ttf", "Vazirmatn-Bold.ttf")
FONT_FAMILY = "Vazirmatn"

# Families registered from the bundled fonts (filled by register_fonts()).
_registered_families: list[str] = []


def register_fonts() -> list[str]:
    """Add the bundled Vazirmatn fonts to QFontDatabase; return the family names.

    Needs a running QGuiApplication (or QApplication). Safe to call more than once (fonts
    are registered only the first time); a font file that cannot be loaded is skipped.
    """
    if _registered_families:
        return list(_registered_families)
    families: list[str] = []
    for name in FONT_FILES:
        path = resource_path("resources", "fonts", name)
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            continue
        for family in QFontDatabase.applicationFontFamilies(font_id):
            if family not in families:
                families.append(family)
    _registered_families.extend(families)
    return families
