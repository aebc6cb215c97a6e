"""After a crash: the offer to resume the unfinished game, and the alert banners.

At start the window asks :func:`newest_unfinished` (the newest autosaved game with no
winner, from :func:`narrator_app.engine.archive.unfinished_autosaves`) and, if there is one,
``MainWindow.ask_resume(entry)`` — by default :func:`ask_resume_with_dialog`, a small dialog
naming the scenario, the players, the phase and the time of the last change. "Resume"
opens the file through the controller (``open_from``): the engine replays it, so the phase,
the current checklist step and every counter are exactly as they were. Older unfinished
games are listed in the archive.

:func:`make_alert_banner` builds the red (error) or amber (warning) strip with an icon that
the window shows for a failed save and for a game whose scenario file changed.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from narrator_app.engine import ArchiveEntry, open_game, unfinished_autosaves
from narrator_app.messages import digits, isolate
from narrator_app.ui.dates import date_text
from narrator_app.ui.texts import fill, phase_title

translate = QCoreApplication.translate

_BANNER_STYLES = {
    "error": ("#b00020", "#fde7ea", QStyle.StandardPixmap.SP_MessageBoxCritical),
    "warning": ("#8a5a00", "#fff4d6", QStyle.StandardPixmap.SP_MessageBoxWarning),
}


def make_alert_banner(name: str, kind: str = "error") -> tuple[QFrame, QLabel]:
    """A hidden strip with an icon and a word-wrapped text: ``(frame, text label)``.
    ``kind`` is ``error`` (red) or ``warning`` (amber); colour is never the only sign."""
    border, back, icon = _BANNER_STYLES[kind]
    frame = QFrame()
    frame.setObjectName(name)
    frame.setStyleSheet(
        f"QFrame#{name} {{ border: 2px solid {border}; border-radius: 4px; background: {back}; }}"
        f"QFrame#{name} QLabel {{ color: {border}; font-weight: bold; border: none; }}"
    )
    lay = QHBoxLayout(frame)
    lay.setContentsMargins(8, 4, 8, 4)
    pic = QLabel()
    pic.setObjectName(name + "Icon")
    style = QApplication.style()
    pic.setPixmap(style.standardIcon(icon).pixmap(28, 28))
    lay.addWidget(pic, 0, Qt.AlignmentFlag.AlignTop)
    text = QLabel()
    text.setObjectName(name + "Text")
    text.setWordWrap(True)
    text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    lay.addWidget(text, 1)
    frame.setVisible(False)
    return frame, text


def newest_unfinished(data_dir: str | Path) -> ArchiveEntry | None:
    """The unfinished autosaved game played last (by its last action's time), or None; a
    damaged autosave is replaced by its good ``.bak`` (``entry.from_backup``)."""
    found = unfinished_autosaves(data_dir)
    return found[0] if found else None


def local_time_text(at: str | datetime | None, lang: str = "fa") -> str:
    """«۱۴:۰۵» in local time, with the Persian date (``dates.date_text``)."""
    if at is None or at == "":
        return ""
    dt = datetime.fromisoformat(at) if isinstance(at, str) else at
    local = dt.astimezone()
    clock = f"{digits(local.hour, lang)}:{digits(local.minute, lang).rjust(2, digits(0, lang))}"
    return f"{date_text(dt, lang)}، {clock}" if lang == "fa" else f"{date_text(dt, lang)}, {clock}"


def describe_unfinished(entry: ArchiveEntry, lang: str = "fa") -> list[tuple[str, str]]:
    """(label, value) lines for the resume offer: scenario, players, phase, last change."""
    try:
        game = open_game(entry.path)
    except Exception:  # noqa: BLE001 — changed on disk since the scan: nothing to describe
        return []
    st = game.state
    sep = "، " if lang == "fa" else ", "
    players = sep.join(isolate(n) for n in game.setup.names)
    last = entry.last_played or entry.created
    backup = [(translate("Recovery", "File"),
               translate("Recovery", "the previous good copy (.bak): the autosave is damaged"))]
    return [
        (translate("Recovery", "Scenario"), getattr(game.scenario.name, lang)),
        (
            translate("Recovery", "Players"),
            fill(translate("Recovery", "%1 players: %2"), digits(len(game.setup.names), lang),
                 players),
        ),
        (translate("Recovery", "Where it stood"), phase_title(st.phase, st.number, lang)),
        (translate("Recovery", "Last change"), local_time_text(last, lang)),
    ] + (backup if entry.from_backup else [])


class ResumeDialog(QDialog):
    """«Resume the unfinished game?» with what it was; Resume / Not now."""

    def __init__(self, entry: ArchiveEntry, lang: str = "fa", parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("resumeDialog")
        self.setWindowTitle(translate("Recovery", "Resume the unfinished game?"))
        lay = QVBoxLayout(self)
        head = QLabel(
            translate(
                "Recovery",
                "The last game was not finished (the app was closed or the computer stopped). "
                "Resume it where it stood?",
            )
        )
        head.setWordWrap(True)
        head.setStyleSheet("font-weight: bold;")
        lay.addWidget(head)
        self.lines = describe_unfinished(entry, lang)
        for label, value in self.lines:
            row = QLabel(f"{label}: {isolate(value)}")
            row.setWordWrap(True)
            lay.addWidget(row)
        later = QLabel(
            translate("Recovery", "Not now keeps the file; it stays listed in the archive.")
        )
        later.setWordWrap(True)
        later.setStyleSheet("color: #444444;")
        lay.addWidget(later)
        box = QDialogButtonBox()
        self.resume_button = box.addButton(
            translate("Recovery", "Resume"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.resume_button.setObjectName("resumeButton")
        self.later_button = box.addButton(
            translate("Recovery", "Not now"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.later_button.setObjectName("notNowButton")
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        self.resume_button.setDefault(True)
        lay.addWidget(box)
        self.setMinimumWidth(460)


def ask_resume_with_dialog(parent: QWidget | None, entry: ArchiveEntry, lang: str = "fa") -> bool:
    """The default ``ask_resume``: a modal :class:`ResumeDialog` (replaced in tests)."""
    return ResumeDialog(entry, lang, parent).exec() == QDialog.DialogCode.Accepted
