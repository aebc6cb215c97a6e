"""Legibility: the dark theme and the font size, applied live from the Settings dialog and
kept in the settings file; the window's geometry kept between sessions; colour never the
only sign of a step's state."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QSize
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from narrator_app.engine import Setup
from narrator_app.ui.main_window import MainWindow
from narrator_app.ui.settings import Settings
from narrator_app.ui.settings_dialog import apply_preferences
from narrator_app.ui.theme import current_theme

NAMES = ("Ali", "Sara", "Reza", "مریم", "Babak", "Kaveh", "Nima", "Omid", "Pari", "Hadi",
         "Nasim")
REFERENCE = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
             "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]


@pytest.fixture
def restore(qapp, controller):
    size = qapp.font().pointSize()
    yield
    apply_preferences(Settings(language="fa", theme="light", font_size=size), controller)


def lightness(role) -> int:
    return QApplication.palette().color(role).lightness()


def test_dark_theme_and_font_size_live_and_saved(qtbot, window, controller, tmp_path, restore):
    window.settings, window.settings_dir = Settings(), tmp_path
    assert controller.new_game(Setup("godfather_nostradamus", NAMES, {}), REFERENCE)
    dialog = window.open_settings()
    qtbot.addWidget(dialog)
    assert current_theme() == "light"
    light_window = lightness(QPalette.ColorRole.Window)
    dialog.theme_box.setCurrentIndex(dialog.theme_box.findData("dark"))
    assert current_theme() == "dark" and window.settings.theme == "dark"
    assert lightness(QPalette.ColorRole.Window) < 60 < light_window
    assert lightness(QPalette.ColorRole.WindowText) > 180
    # the window itself follows (no restart): its palette is the dark one
    QApplication.processEvents()
    assert window.palette().color(QPalette.ColorRole.Window).lightness() < 60
    before = window.side_tabs.tabBar().font().pointSize()
    dialog.font_box.setValue(before + 4)
    QApplication.processEvents()
    assert QApplication.font().pointSize() == before + 4
    assert window.side_tabs.tabBar().font().pointSize() == before + 4
    dialog.close()
    saved = Settings.load(tmp_path)
    assert (saved.theme, saved.font_size) == ("dark", before + 4)
    dialog.theme_box.setCurrentIndex(dialog.theme_box.findData("light"))
    assert lightness(QPalette.ColorRole.Window) == light_window


def test_the_window_keeps_its_geometry(qtbot, controller, tmp_path, restore):
    s = Settings()
    w = MainWindow(controller, settings=s, settings_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    geometry = bytes(w.saveGeometry())
    w.close()
    saved = Settings.load(tmp_path)
    # Qt's own bytes, kept as base64 in the settings file
    assert bytes(QByteArray.fromBase64(saved.window_geometry.encode("ascii"))) == geometry
    w2 = MainWindow(controller, settings=saved, settings_dir=tmp_path)
    qtbot.addWidget(w2)
    # restored (the offscreen screen is smaller than the default 1366×768: Qt fits it)
    assert w2.size() != QSize(1366, 768)
    assert w2.width() <= w2.screen().availableGeometry().width()


def test_old_settings_files_still_load(tmp_path):
    (tmp_path / "settings.json").write_text('{"version": 1, "language": "en", "font_size": 14}',
                                            encoding="utf-8")
    s = Settings.load(tmp_path)
    assert (s.language, s.font_size, s.theme, s.window_geometry) == ("en", 14, "light", "")
    assert s.load_problem is None


def test_a_steps_state_is_written_not_only_coloured(window, controller):
    """The night checklist marks each step with a word (Now, Done, Later) and a border,
    not a colour alone."""
    c = controller
    assert c.new_game(Setup("godfather_nostradamus", NAMES, {"cards_enabled": False}),
                      REFERENCE)
    assert c.end_phase()
    marks = {row.key: row.mark.text() for row in window.night_panel.rows}
    assert marks["nostradamus"] == QApplication.translate("Ravi", "Now")
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"})
    marks = {row.key: row.mark.text() for row in window.night_panel.rows}
    assert marks["nostradamus"] == QApplication.translate("Ravi", "Done")


BUTTONS = """
import sys
from PySide6.QtWidgets import QDialogButtonBox, QProxyStyle, QStyle
from narrator_app.ui.app import app_style_sheet, create_application
from narrator_app.ui.theme import DIALOG_BUTTONS

class WithIcons(QProxyStyle):  # a desktop's style that puts icons on dialog buttons
    def styleHint(self, hint, option=None, widget=None, data=None):
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 1
        return super().styleHint(hint, option, widget, data)

app = create_application(sys.argv[:1], language="fa")
if sys.argv[1] == "without":
    app.setStyleSheet(app_style_sheet().replace(DIALOG_BUTTONS, ""))
style = WithIcons()
app.setStyle(style)
box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                       | QDialogButtonBox.StandardButton.Close)
print([b.icon().isNull() for b in box.buttons()])
"""


@pytest.mark.parametrize(("sheet", "no_icons"), [("app", "[True, True]"),
                                                 ("without", "[False, False]")])
def test_a_dialogs_buttons_are_words_without_icons(tmp_path, sheet, no_icons):
    """Some Linux desktops give a dialog's buttons icons (a ✕ on «بستن»), drawn dark: nearly
    invisible on the dark themes' buttons (a narrator's trial). The app's sheet takes them
    off, under a style that asks for them; without its ``DIALOG_BUTTONS`` rule they are
    there (so the test can tell). In a child process: the app's style is changed."""
    import os
    import subprocess
    import sys

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", BUTTONS, sheet], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == no_icons


def test_the_line_read_aloud_is_larger_than_the_rows_text_at_every_font_size(
        window, reference_game, qapp):
    """The checklist's line to read aloud is a point larger than the window's text, as the
    narrator's font size changes live (it was a fixed 12 pt, below the rest at 14 pt: a
    narrator's trial)."""
    from narrator_app.ui.night_panel import SAY_LARGER
    from narrator_app.ui.theme import apply_font_size

    c = reference_game
    assert c.end_phase() and c.state.phase == "intro_night"
    QApplication.processEvents()
    size = qapp.font().pointSize()
    try:
        for points in (size, 14, 12, size):
            apply_font_size(qapp, points)
            QApplication.processEvents()
            rows = [r for r in window.night_panel.rows if r.say.isVisibleTo(r)]
            assert rows
            for row in rows:
                assert row.say.font().pointSize() == points + SAY_LARGER, (points, row.key)
                assert row.say.font().pointSize() > row.title.font().pointSize()
                if row.gesture.isVisibleTo(row):
                    assert row.say.font().pointSize() > row.gesture.font().pointSize()
    finally:
        apply_font_size(qapp, size)


def _edge_lightness(widget) -> int:
    """The lightest pixel of the widget's frame: the first three columns at mid-height and
    the first three rows at mid-width of its picture."""
    img = widget.grab().toImage()
    w, h = img.width(), img.height()
    points = [(x, h // 2) for x in range(3)] + [(w - 1 - x, h // 2) for x in range(3)]
    points += [(w // 2, y) for y in range(3)] + [(w // 2, h - 1 - y) for y in range(3)]
    return max(img.pixelColor(x, y).lightness() for x, y in points)


def test_input_fields_show_their_edge_in_high_contrast(qtbot, window, tmp_path, restore):
    """High contrast, chosen in the Settings dialog: its font-size box and a line edit (a
    player's name) have a light edge on the black window (Fusion drew it black on black: a
    narrator's trial); back in the dark theme the fields' palette is the theme's own."""
    from PySide6.QtWidgets import QLineEdit

    from narrator_app.ui.theme import CONTRAST_FIELD_WINDOW

    window.settings, window.settings_dir = Settings(), tmp_path
    dialog = window.open_settings()
    qtbot.addWidget(dialog)
    edit = QLineEdit("سارا")
    dialog.layout().addWidget(edit)
    qtbot.waitExposed(dialog)
    dialog.theme_box.setCurrentIndex(dialog.theme_box.findData("contrast"))
    QApplication.processEvents()
    assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() == 0
    for field in (dialog.font_box, edit):
        assert field.palette().color(QPalette.ColorRole.Base).lightness() == 0  # black inside
        assert _edge_lightness(field) >= 150, type(field).__name__
    dialog.theme_box.setCurrentIndex(dialog.theme_box.findData("dark"))
    QApplication.processEvents()
    for field in (dialog.font_box, edit):
        window_colour = field.palette().color(QPalette.ColorRole.Window).name()
        assert window_colour == QApplication.palette().color(QPalette.ColorRole.Window).name()
        assert window_colour != CONTRAST_FIELD_WINDOW
    dialog.close()


def test_the_settings_dialog_itself_follows_the_theme_and_the_font_size(
        qtbot, window, tmp_path, restore):
    """The narrator switches the theme and the font size from the Settings dialog: its own
    labels and boxes change with the rest at once. The dialog has no style sheet of its own,
    and a window polished under the application's sheet keeps the palette and font it was
    polished with: it follows because it is the main window's, whose sheet is set again at
    each change (a dialog of no window kept black words on the dark window)."""
    from PySide6.QtWidgets import QLabel

    window.settings, window.settings_dir = Settings(), tmp_path
    dialog = window.open_settings()
    qtbot.addWidget(dialog)
    labels = dialog.findChildren(QLabel)
    assert labels
    fields = [dialog.theme_box, dialog.font_box, *labels]
    for theme in ("dark", "contrast", "light", "dark"):
        dialog.theme_box.setCurrentIndex(dialog.theme_box.findData(theme))
        QApplication.processEvents()
        app_text = QApplication.palette().color(QPalette.ColorRole.WindowText)
        for w in labels:
            assert w.palette().color(QPalette.ColorRole.WindowText) == app_text, (theme, w.text())
        for w in fields:  # the field's own background: its window colour is its edge's
            role = QPalette.ColorRole.Base if w is dialog.font_box else QPalette.ColorRole.Window
            assert w.palette().color(role) == QApplication.palette().color(role), (
                theme, type(w).__name__)
    # what is drawn: the words are light on the dark dialog
    img = dialog.grab().toImage()
    lightest = max(img.pixelColor(x, y).lightness()
                   for x in range(0, img.width(), 2) for y in range(0, img.height(), 2))
    background = img.pixelColor(1, img.height() // 2).lightness()
    assert background < 60 and lightest > 180
    before = QApplication.font().pointSize()
    dialog.font_box.setValue(before + 3)
    QApplication.processEvents()
    for w in fields:
        assert w.font().pointSize() == before + 3, type(w).__name__
    dialog.close()


def _luminance(colour) -> float:
    """Relative luminance (WCAG 2) of a QColor."""
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def test_high_contrast_tells_a_disabled_button_from_an_enabled_one(qapp, restore):
    """High contrast: a disabled button's words are still read (at least 4.5:1 on the black
    window) and plainly dimmer than an enabled one's (at most a third of its contrast): at
    #b0b0b0 a disabled «Confirm» looked enabled (a narrator's trial)."""
    from narrator_app.ui.theme import apply_theme

    apply_theme(qapp, "contrast")
    pal = QApplication.palette()
    window = _luminance(pal.color(QPalette.ColorRole.Window)) + 0.05
    for role in (QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
        enabled = (_luminance(pal.color(QPalette.ColorGroup.Active, role)) + 0.05) / window
        disabled = (_luminance(pal.color(QPalette.ColorGroup.Disabled, role)) + 0.05) / window
        assert disabled >= 4.5, (role, disabled)
        assert disabled <= enabled / 3, (role, disabled, enabled)


def test_a_theme_change_sets_the_style_only_when_it_changes(qapp, restore):
    """Under the app's style sheet the style's name reads "", and each switch to the dark
    themes set Fusion again (Qt then polishes every widget again); the platform's style is
    remembered before the sheet, and a style is set only when it changes (CR35-9)."""
    from PySide6.QtWidgets import QStyleFactory
    from shiboken6 import Shiboken

    from narrator_app.ui.theme import _original, apply_theme

    def style_id() -> int:
        return Shiboken.getCppPointer(QApplication.style())[0]

    apply_theme(qapp, "dark")
    fusion = style_id()
    for theme in ("contrast", "dark", "contrast"):
        apply_theme(qapp, theme)
        assert style_id() == fusion, theme
    platform = _original(qapp)[0]
    assert platform  # remembered before the sheet: a name, not ""
    apply_theme(qapp, "light")
    if platform.lower() == "fusion":
        assert style_id() == fusion  # nothing to give back on this platform
    assert QStyleFactory.create(platform) is not None
