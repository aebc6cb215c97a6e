"""The rules at hand: a seat's role and its ability, and the scenario's rules summary.

Both are read from the scenario file (each role's ``name`` and ``ability``, the ones the
printed role cards use; the roster, the night's steps and the ``[win]`` rule), in the
language of the game (Persian or English). They are the narrator's: the window opens them
only while the privacy cover is off, and the cover hides them with the app's other windows.

* :func:`role_text` — «۴ — Sara\\nدکتر واتسون (شهر)\\nهر شب یک نفر را نجات می‌دهد…».
* :func:`rules_summary` — the scenario's name, its table sizes, how it is won, the night in
  order and every role with its side and ability.
* :class:`ReferenceWindow` — the window that shows either (a plain, read-only text).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from narrator_app.messages import digits, isolate
from narrator_app.ui.texts import fill, side_label, translate
from narrator_app.ui.theme import FONT_CHANGES, sized_sheet

if TYPE_CHECKING:
    from narrator_app.engine import Scenario


def _side(scen: Scenario, role_id: str, lang: str = "fa") -> str:
    return side_label(scen.side_of(role_id), scen, lang)


def role_text(scen: Scenario, role_id: str, seat: int, name: str, lang: str) -> str:
    """The seat (from 1) and its player, the role's name and side, and its ability, one a
    line, in ``lang`` (``fa`` or ``en``) from the scenario file. A seat before the deal
    (``role_id`` empty) says so."""
    head = f"{digits(seat, lang)} — {isolate(name)}" if name else digits(seat, lang)
    if not role_id or not scen.has_role(role_id):
        return head + "\n" + translate("RoleReference", "No role dealt yet.")
    role = scen.role(role_id)
    return "\n".join([head, f"{getattr(role.name, lang)} ({_side(scen, role_id, lang)})",
                      getattr(role.ability, lang)])


def _win_text(scen: Scenario, lang: str) -> str:
    win = scen.win
    alone = getattr(scen.role(win.alone).name, lang) if win.alone else ""
    if win.kind == "parity_unless_independent":
        return fill(translate("RoleReference",
            "While %1 lives, parity does not end the game; %1 wins when no mafia is left or "
            "when at most %2 players are alive. Once %1 is out, the parity rule applies."),
            alone, digits(win.alive_max or 3, lang))
    if win.kind == "independent_last_standing":
        return fill(translate("RoleReference",
            "%1 wins when alive with at most %2 players alive; while %1 lives the city "
            "cannot win and the mafia need to be at least as many as the rest. Once %1 is "
            "out, the parity rule applies."), alone, digits(win.alive_max or 2, lang))
    text = translate("RoleReference", "The city wins when no mafia is left; the mafia win "
                     "when they are at least as many as the other players.")
    sep = "، " if lang == "fa" else ", "
    chosen = sep.join(getattr(scen.role(r).name, lang) for r in win.chosen_side
                      if scen.has_role(r))
    if chosen:
        text += " " + fill(translate("RoleReference",
                                     "%1 counts with the side he chose, and wins with it."),
                           chosen)
    others = sep.join(getattr(scen.role(r).name, lang) for r in win.non_mafia
                      if scen.has_role(r))
    if others:
        text += " " + fill(translate("RoleReference", "%1 counts with the city."), others)
    return text


def rules_summary(scen: Scenario, lang: str) -> str:
    """The scenario's rules in short, in ``lang``: its name, its table sizes, how it is won,
    the night's calls in order, the status inquiries, and each role with its side and
    ability (the scenario file's texts, as on the role cards)."""
    sep = "، " if lang == "fa" else ", "
    roster = scen.roster
    lines = [
        getattr(scen.name, lang),
        fill(translate("RoleReference", "Players: %1 to %2 (reference game: %3)"),
             digits(roster.min_players, lang), digits(roster.max_players, lang),
             digits(scen.reference_size, lang)),
        "",
        translate("RoleReference", "How the game is won"),
        _win_text(scen, lang),
        "",
        translate("RoleReference", "The night, in order"),
        sep.join(scen.step_name(step, lang) for step in scen.night),
    ]
    if scen.status_inquiries:
        lines += ["", fill(translate("RoleReference",
                                     "Status inquiries the table may ask for by day: %1"),
                           digits(scen.status_inquiries, lang))]
    lines += ["", translate("RoleReference", "Roles")]
    seen: list[str] = []
    for rid in [*roster.mafia, roster.filler_mafia, *roster.city, roster.filler_city,
                *roster.independent]:
        if rid in seen:
            continue
        seen.append(rid)
        role = scen.role(rid)
        lines.append(f"• {getattr(role.name, lang)} ({_side(scen, rid, lang)}): "
                     f"{getattr(role.ability, lang)}")
    return "\n".join(lines)


#: The reference text's size above the window's text, in points (13 pt at the default 11).
TEXT_LARGER = 2


def text_style(points: int) -> str:
    """The reference text's style sheet for a window text of ``points`` pt: a text read at
    arm's length, :data:`TEXT_LARGER` points larger, at every font size the narrator picks."""
    return f"font-size: {points + TEXT_LARGER}pt;"


class ReferenceWindow(QDialog):
    """A read-only text (a role, or the rules summary) in a window of its own, non-modal,
    owned by the main window (so the privacy cover hides it). Its text follows the
    narrator's font size (:func:`text_style`), also while it is open."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("referenceWindow")
        self.setWindowModality(Qt.WindowModality.NonModal)
        lay = QVBoxLayout(self)
        self.text = QPlainTextEdit()
        self.text.setObjectName("referenceText")
        self.text.setReadOnly(True)
        sized_sheet(self.text, text_style)
        lay.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        lay.addWidget(buttons)
        self.resize(560, 420)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() in FONT_CHANGES:
            sized_sheet(self.text, text_style)  # the narrator's new size
        super().changeEvent(event)

    def show_text(self, title: str, text: str) -> None:
        """Show ``text`` under ``title`` (the window's title), then bring the window up."""
        self.setWindowTitle(title)
        self.text.setPlainText(text)
        self.show()
        self.raise_()
