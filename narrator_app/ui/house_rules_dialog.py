"""The house-rules screen (rules_spec section 7): every table option of the scenario, grouped,
with its default, its values and, as a tooltip, the seed line or ambiguity it settles.

* Editable before the game (opened from the New game dialog), **locked** once the game has
  started (opened from the main window's menu: every editor disabled). The values go into
  the game's :class:`~narrator_app.engine.Setup` and are saved with the game.
* Which keys exist, their allowed values, defaults and sources come from the engine's
  registry (``narrator_app.engine.house_rules.REGISTRY`` and
  ``Scenario.default_house_rules()``); whether a value is allowed is asked of
  ``house_rules.resolve`` (e.g. Zodiac refuses last-move cards), never decided here.
* Presets: «booklet defaults» (the scenario's defaults; «scenario defaults» for a club
  scenario) and the scenario file's ``[presets.<name>]`` (e.g. «common club practice»:
  only the options section 6 labels as PUBLIC practice), each a button with its label,
  values and sources from the file.
* :func:`announced_rules_html`: the printable «rules announced before the game» (quorum,
  ties, last-move cards with their texts, the role-claim ban; S0:L25, A12), printed or saved
  as PDF by :func:`print_announced_rules` / :func:`export_announced_pdf`.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextDocument,
)
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from narrator_app.engine import HOUSE_RULES as REGISTRY
from narrator_app.engine import (
    HouseRule,
    IllegalAction,
    Scenario,
    booklet_scenario,
    house_rules_for,
    load_cards,
    scenario_cards,
)
from narrator_app.engine import resolve_house_rules as resolve
from narrator_app.messages import refusal_text
from narrator_app.ui.rule_words import (
    rule_label,
    scenario_rule_label,
    scenario_value_label,
    value_label,
)
from narrator_app.ui.wheel_guard import guard_wheel
from narrator_app.ui.wrap_label import WrapLabel

translate = QCoreApplication.translate

GROUP_ORDER = (
    "vote", "day", "timers", "cards", "night", "mafia", "leon", "doctor", "kane",
    "constantine", "city", "independent", "roster",
)  # fmt: skip


def club_practice(scenario: Scenario) -> dict[str, Any]:
    """The «common club practice» values for ``scenario``: its file's
    ``[presets.club_practice]`` (keys that apply to it only; empty when it has none)."""
    return scenario.preset_rules("club_practice")


def group_title(group: str) -> str:
    return {
        "vote": translate("HouseRules", "Voting"),
        "day": translate("HouseRules", "The day"),
        "timers": translate("HouseRules", "Timers and challenges"),
        "cards": translate("HouseRules", "Last-move cards"),
        "night": translate("HouseRules", "The night"),
        "mafia": translate("HouseRules", "Mafia"),
        "leon": translate("HouseRules", "Leon"),
        "doctor": translate("HouseRules", "Doctor"),
        "kane": translate("HouseRules", "Citizen Kane"),
        "constantine": translate("HouseRules", "Constantine"),
        "city": translate("HouseRules", "City roles"),
        "independent": translate("HouseRules", "Independent"),
        "roster": translate("HouseRules", "Roster"),
        "scenario": translate("HouseRules", "This scenario's own rules"),
    }.get(group, group)


#: The width of a rule's name in the house rules dialog, in px.
LABEL_WIDTH = 230

class RuleEditor(QWidget):
    """The editor of one house rule: a check box, a number, a list of values or nights."""

    changed = Signal()

    def __init__(self, rule: HouseRule, allowed: list[Any], lang: str, parent=None) -> None:
        super().__init__(parent)
        self.rule, self.lang = rule, lang
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.check = self.spin = self.combo = self.line = None
        v = rule.values
        name = f"rule_{rule.key}"
        if v == "bool":
            self.check = QCheckBox()
            self.check.setObjectName(name)
            self.check.toggled.connect(self.changed)
            # a value the engine refuses here (Zodiac: no cards) cannot be chosen
            self.check.setEnabled(len(allowed) > 1)
            lay.addWidget(self.check)
        elif v == "int":
            self.spin = QSpinBox()
            self.spin.setObjectName(name)
            self.spin.setRange(0, 999)
            guard_wheel(self.spin)
            self.spin.valueChanged.connect(self.changed)
            lay.addWidget(self.spin)
        elif v == "nights":
            self.line = QLineEdit()
            self.line.setObjectName(name)
            self.line.setPlaceholderText(translate("HouseRules", "night numbers, e.g. 1, 2"))
            self.line.textChanged.connect(self.changed)
            lay.addWidget(self.line)
        else:
            self.combo = QComboBox()
            self.combo.setObjectName(name)
            guard_wheel(self.combo)
            # a file's own rule without values: its parameter's type decides (the value set)
            choices = (list(v) if isinstance(v, tuple) else []
                       if v == "param" else ["mafia_count", *range(1, 7)])
            for c in choices:
                self.combo.addItem(self._label(c), c)
            self.combo.currentIndexChanged.connect(self.changed)
            lay.addWidget(self.combo, 1)
            if "fixed:N" in choices:
                self.spin = QSpinBox()
                self.spin.setObjectName(f"{name}_n")
                self.spin.setRange(1, 30)
                guard_wheel(self.spin)
                self.spin.valueChanged.connect(self.changed)
                lay.addWidget(self.spin)
                self.combo.currentIndexChanged.connect(self._sync_fixed)
                self._sync_fixed()
        lay.addStretch(1)

    def _label(self, value: Any) -> str:
        """A value in words: a scenario file's own rule's words from the file (its
        ``labels``), else the dialog's (:func:`value_label`)."""
        own = getattr(self.rule, "value_text", None)
        text = own(value, self.lang) if own is not None else None
        return text if text else value_label(value, self.lang)

    def _sync_fixed(self) -> None:
        if self.spin is not None and self.combo is not None:
            self.spin.setVisible(self.combo.currentData() == "fixed:N")

    def set_value(self, value: Any) -> None:
        if self.check is not None:
            self.check.setChecked(bool(value))
        elif self.line is not None:
            self.line.setText(", ".join(str(n) for n in value))
        elif self.combo is not None:
            if isinstance(value, str) and value.startswith("fixed:") and self.spin is not None:
                self.combo.setCurrentIndex(self.combo.findData("fixed:N"))
                self.spin.setValue(int(value[6:]))
            else:
                idx = self.combo.findData(value)
                if idx < 0:  # a number not in the list (a scenario override)
                    self.combo.addItem(self._label(value), value)
                    idx = self.combo.count() - 1
                self.combo.setCurrentIndex(idx)
            self._sync_fixed()
        elif self.spin is not None:
            self.spin.setValue(int(value))

    def value(self) -> Any:
        if self.check is not None:
            return self.check.isChecked()
        if self.line is not None:
            parts = self.line.text().replace("،", ",").split(",")
            return [int(p) for p in (x.strip() for x in parts) if p.isdigit()]
        if self.combo is not None:
            v = self.combo.currentData()
            if v == "fixed:N" and self.spin is not None:
                return f"fixed:{self.spin.value()}"
            return v
        assert self.spin is not None
        return self.spin.value()

    def set_locked(self, locked: bool, allowed_many: bool = True) -> None:
        for w in (self.check, self.spin, self.combo, self.line):
            if w is not None:
                w.setEnabled(not locked and (w is not self.check or allowed_many))


class HouseRulesDialog(QDialog):
    """Every house rule of ``scenario`` with its current value.

    Args:
        scenario: the game's scenario.
        values: the table's values (complete or only the changed keys); defaults fill in.
        locked: True once the game has started (nothing can be changed).
        lang: language of the card texts and the printable rules.

    After acceptance: :meth:`values` (every key) and :meth:`changes` (the keys that differ
    from the scenario's defaults: what goes into ``Setup.house_rules``).
    """

    def __init__(
        self,
        scenario: Scenario,
        values: dict[str, Any] | None = None,
        locked: bool = False,
        lang: str = "fa",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("HouseRulesDialog")
        self.scenario, self.locked, self.lang = scenario, locked, lang
        self.defaults = scenario.default_house_rules()
        from narrator_app.engine import house_rules_offered

        # the rules about what this scenario does not have are not offered (Kane's, the
        # cards' in Capo: a narrator's trial, TA43-13); their values are kept as given
        self.offered = house_rules_offered(scenario)
        self.hidden: dict[str, Any] = {k: v for k, v in self.defaults.items()
                                       if k not in self.offered}
        self.editors: dict[str, RuleEditor] = {}
        self.default_labels: dict[str, QLabel] = {}
        self._many: dict[str, bool] = {}
        self.setLayoutDirection(
            Qt.LayoutDirection.RightToLeft if lang == "fa" else Qt.LayoutDirection.LeftToRight
        )
        self._build()
        self.set_values({**self.defaults, **(values or {})})
        self._fit_to_screen()

    def _fit_to_screen(self) -> None:
        """820×640, or the screen's free area less a margin when that is smaller (1280×720
        with a task bar): every rule in view with no sideways scrolling."""
        width, height = 820, 640
        screen = self.screen()
        if screen is not None:
            avail = screen.availableGeometry()
            width = min(width, max(560, avail.width() - 40))
            height = min(height, max(400, avail.height() - 60))
        self.resize(width, height)

    # --- building -------------------------------------------------------------------------
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        name = getattr(self.scenario.name, self.lang)
        self.setWindowTitle(translate("HouseRules", "House rules — %1").replace("%1", name))
        self.lock_label = QLabel(
            translate("HouseRules", "Locked: the game has started. These are the table's rules.")
            if self.locked
            else translate(
                "HouseRules",
                "Editable until the game starts; announce them to the table before the game. "
                "Hover a rule to see the seed line or source behind it.",
            )
        )
        self.lock_label.setObjectName("lockLabel")
        self.lock_label.setWordWrap(True)
        # the hint in the theme's own text colour: a fixed dark grey was nearly unreadable
        # on the dark theme (a narrator's trial, CF60-27)
        self.lock_label.setStyleSheet(
            "font-weight: bold; color: #c62828;" if self.locked else ""
        )
        outer.addWidget(self.lock_label)

        presets = QHBoxLayout()
        # «Booklet» only for a scenario of the seed documents: a club scenario's defaults
        # are its own file's (a narrator's trial, Werewolf, Z103-15)
        booklet = booklet_scenario(self.scenario)
        self.booklet_button = QPushButton(
            translate("HouseRules", "Booklet defaults") if booklet
            else translate("HouseRules", "Scenario defaults"))
        self.booklet_button.setObjectName("presetBooklet")
        self.booklet_button.setToolTip(
            translate("HouseRules", "The scenario's defaults (seeds and rules_spec section 7).")
            if booklet else
            translate("HouseRules", "The scenario's defaults (its file and rules_spec "
                                    "section 7).")
        )
        self.booklet_button.clicked.connect(self.apply_booklet)
        presets.addWidget(self.booklet_button)
        #: One button per preset of the scenario file that sets a rule of this scenario.
        self.preset_buttons: dict[str, QPushButton] = {}
        for pname, preset in self.scenario.presets.items():
            values = self.scenario.preset_rules(pname)
            if not values:
                continue
            button = QPushButton(getattr(preset.name, self.lang))
            button.setObjectName("presetClub" if pname == "club_practice" else f"preset_{pname}")
            button.setToolTip(
                "\n".join(
                    f"{rule_label(k)}: {value_label(v, self.lang)}"
                    + (f" — {preset.sources[k]}" if k in preset.sources else "")
                    for k, v in values.items()
                )
            )
            button.clicked.connect(lambda _=False, n=pname: self.apply_preset(n))
            presets.addWidget(button)
            self.preset_buttons[pname] = button
        self.club_button = self.preset_buttons.get("club_practice")
        presets.addStretch(1)
        self.preview_button = QPushButton(
            translate("HouseRules", "Print rules announced before the game…")
        )
        self.preview_button.setObjectName("printRules")
        self.preview_button.clicked.connect(
            lambda: print_announced_rules(self, self.scenario, self.values(), self.lang)
        )
        presets.addWidget(self.preview_button)
        outer.addLayout(presets)

        scroll = QScrollArea()
        scroll.setObjectName("rulesScroll")
        scroll.setWidgetResizable(True)
        self.scroll_area = scroll
        host = QWidget()
        hl = QVBoxLayout(host)
        keys = list(self.offered)
        groups = [g for g in GROUP_ORDER if any(self._rule(k).group == g for k in keys)]
        groups += sorted({self._rule(k).group for k in keys} - set(groups))
        self.group_boxes: dict[str, QGroupBox] = {}
        for g in groups:
            box = QGroupBox(group_title(g))
            box.setObjectName(f"group_{g}")
            form = QFormLayout(box)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            for k in keys:
                rule = self._rule(k)
                if rule.group != g:
                    continue
                allowed = self._allowed(rule)
                self._many[k] = len(allowed) > 1
                ed = RuleEditor(rule, allowed, self.lang)
                ed.changed.connect(self._mark_changes)
                tip = self._tooltip(rule)
                # room beside the lines where they end: Qt draws a wrapped right-to-left
                # line one space to the left of where it measured it, and the last word of
                # «… اکشنش را از» was cut at the label's edge, under the check box (a
                # narrator's check, decisions TA41-4)
                label = WrapLabel(self._label(k))
                label.setObjectName(f"label_{k}")
                label.setToolTip(tip)
                label.setWordWrap(True)
                # a wrapped label in a form is given the height of its width at layout
                # time, not of the width it ends up with: a fixed width and the height
                # its lines need keep every word in view (issue 15: «… باید» without
                # «زنده باشد»)
                label.setFixedWidth(LABEL_WIDTH)
                label.setMinimumHeight(label.heightForWidth(LABEL_WIDTH))
                ed.setToolTip(tip)
                dflt = QLabel(
                    translate("HouseRules", "default: %1").replace(
                        "%1", scenario_value_label(self.scenario, k, self.defaults[k],
                                                   self.lang)
                    )
                )
                dflt.setObjectName(f"default_{k}")
                dflt.setStyleSheet("color: #666666;")
                dflt.setWordWrap(True)
                # the default under its editor, not beside it: beside a long value it
                # pushed the dialog past 1280 px and out of view behind a scroll bar
                row = QVBoxLayout()
                row.setSpacing(0)
                row.addWidget(ed)
                row.addWidget(dflt)
                form.addRow(label, row)
                self.editors[k] = ed
                self.default_labels[k] = dflt
            hl.addWidget(box)
            self.group_boxes[g] = box
        hl.addStretch(1)
        scroll.setWidget(host)
        outer.addWidget(scroll, 1)

        self.error_label = QLabel()
        self.error_label.setObjectName("errorLabel")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020;")
        self.error_label.setVisible(False)
        outer.addWidget(self.error_label)

        if self.locked:
            self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
            self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(
                translate("HouseRules", "Close")
            )
            self.buttons.rejected.connect(self.reject)
        else:
            self.buttons = QDialogButtonBox(
                QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            )
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
                translate("HouseRules", "Use these rules")
            )
            self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(
                translate("HouseRules", "Cancel")
            )
            self.buttons.accepted.connect(self.accept)
            self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

        for ed in self.editors.values():
            ed.set_locked(self.locked, self._many[ed.rule.key])
        self.booklet_button.setEnabled(not self.locked)
        for button in self.preset_buttons.values():
            button.setEnabled(not self.locked)

    def _rule(self, key: str) -> HouseRule:
        """The house rule ``key``: one of section 7, or the scenario file's own."""
        return REGISTRY.get(key) or self.scenario.own_house_rules()[key]

    def _label(self, key: str) -> str:
        """The rule's name (:func:`scenario_rule_label`)."""
        return scenario_rule_label(self.scenario, key, self.lang)

    def _allowed(self, rule: HouseRule) -> list[Any]:
        """The values of a bool or enum the engine accepts for this scenario (others: any)."""
        cands = [True, False] if rule.values == "bool" else []
        if not cands:
            return [None, None]  # not a closed choice: editable
        ok = []
        for v in cands:
            try:
                resolve(self.scenario.family, self.defaults, {rule.key: v}, self.scenario.id,
                        self.scenario.own_house_rules())
                ok.append(v)
            except IllegalAction:
                pass
        return ok

    def _tooltip(self, rule: HouseRule) -> str:
        v = rule.values
        if isinstance(v, tuple):
            sep = "، " if self.lang == "fa" else ", "
            vals = sep.join(value_label(x, self.lang) for x in v)
        elif v == "bool":
            sep = "، " if self.lang == "fa" else ", "
            vals = sep.join((value_label(True, self.lang), value_label(False, self.lang)))
        else:
            vals = translate("HouseRules", "a number")
        return (
            translate("HouseRules", "Source: %1").replace("%1", rule.source)
            + "\n"
            + translate("HouseRules", "Values: %1").replace("%1", vals)
            + "\n"
            + rule.key
        )

    # --- values ---------------------------------------------------------------------------
    def set_values(self, values: dict[str, Any]) -> None:
        for k, v in values.items():
            ed = self.editors.get(k)
            if ed is not None:
                ed.set_value(v)
            elif k in self.hidden:
                self.hidden[k] = v
        self._mark_changes()

    def values(self) -> dict[str, Any]:
        """Every house rule of the scenario with the value shown (a rule not offered here,
        :data:`offered`, with the value it was given)."""
        return {**self.hidden, **{k: ed.value() for k, ed in self.editors.items()}}

    def changes(self) -> dict[str, Any]:
        """The rules whose value differs from the scenario's default (for ``Setup``)."""
        return {k: v for k, v in self.values().items() if v != self.defaults[k]}

    def _mark_changes(self) -> None:
        changed = self.changes()
        for k, lab in self.default_labels.items():
            sheet = "color: #8a4b00; font-weight: bold;" if k in changed else "color: #666666;"
            if lab.styleSheet() != sheet:  # a new sheet re-polishes the label: only on a change
                lab.setStyleSheet(sheet)

    def apply_booklet(self) -> None:
        if not self.locked:
            self.set_values(self.defaults)

    def apply_preset(self, name: str) -> None:
        """Show the scenario's defaults with the preset ``name`` of its file on top
        (nothing while locked)."""
        if not self.locked:
            self.set_values({**self.defaults, **self.scenario.preset_rules(name)})

    def apply_club(self) -> None:
        self.apply_preset("club_practice")

    def accept(self) -> None:
        if self.locked:
            self.reject()
            return
        try:  # the game's own check of its rules (each value, and together: HR106-1)
            house_rules_for(self.scenario, self.scenario.reference_size, self.changes())
        except IllegalAction as exc:
            self.error_label.setText(refusal_text(exc, self.scenario, (), self.lang))
            self.error_label.setVisible(True)
            return
        super().accept()


# --- the rules announced before the game -------------------------------------------------
def announced_rules_html(scenario: Scenario, rules: dict[str, Any], lang: str = "fa") -> str:
    """The rules the narrator announces before the game (S0:L25; A12): quorum, ties,
    last-move cards with their texts (those a game of ``scenario`` can draw:
    ``engine.scenario_cards``), and the ban on claiming a role (S0:L25, S2:L38). The sheet
    is read by the players: no source codes on it, Persian punctuation in Persian (a
    narrator's trial, CF45-12)."""
    rules = {**scenario.default_house_rules(), **rules}
    t = lambda s: html.escape(s)  # noqa: E731
    name = getattr(scenario.name, lang)
    lines: list[str] = []
    rtl = lang == "fa"
    lines.append(
        f'<html><body dir="{"rtl" if rtl else "ltr"}" style="font-size: 13pt;">'
        f'<h1 align="center">{t(translate("HouseRules", "Rules announced before the game"))}</h1>'
        f'<h3 align="center">{t(name)}</h3>'
    )

    def item(title: str, body: str) -> None:
        lines.append(f"<p><b>{t(title)}</b> {t(body)}</p>")

    item(
        translate("HouseRules", "Quorum:"),
        f"{rule_label('defense_threshold_rule')}: "
        f"{value_label(rules['defense_threshold_rule'], lang)}"
        f" ({value_label(rules['vote_base'], lang)}). "
        f"{rule_label('single_defender_exit_rule')}: "
        f"{value_label(rules['single_defender_exit_rule'], lang)}.",
    )
    semi = "؛ " if rtl else "; "  # the Persian semicolon in a Persian sheet
    item(
        translate("HouseRules", "Exit vote:"),
        f"{rule_label('exit_vote_eyes')}: {value_label(rules['exit_vote_eyes'], lang)}{semi}"
        f"{rule_label('exit_votes_per_voter')}: "
        f"{value_label(rules['exit_votes_per_voter'], lang)}{semi}"
        f"{rule_label('defenders_can_vote')}: {value_label(rules['defenders_can_vote'], lang)}.",
    )
    ties = f"{rule_label('tie_resolution')}: {value_label(rules['tie_resolution'], lang)}."
    if rules.get("cards_enabled") and "lottery_loser_draws" in rules:
        ties += (
            f" {rule_label('lottery_loser_draws')}: "
            f"{value_label(rules['lottery_loser_draws'], lang)}."
        )
    item(translate("HouseRules", "Ties:"), ties)
    if rules.get("cards_enabled"):
        item(
            translate("HouseRules", "Last-move cards:"),
            translate(
                "HouseRules",
                "a player who leaves by the vote draws one card before leaving; "
                "a drawn card %1; when the deck is empty: %2.",
            )
            .replace("%1", value_label(rules.get("card_deck_mode", "without_replacement"), lang))
            .replace("%2", value_label(rules.get("card_on_empty", "no_card"), lang)),
        )
        if rules.get("card_effects_source") == "custom_text":
            lines.append(f"<p>{t(value_label('custom_text', lang))}</p>")
        else:
            lines.append("<ul>")
            cards = load_cards()
            for card in (cards[c] for c in scenario_cards(scenario) if c in cards):
                lines.append(
                    f"<li><b>{t(getattr(card.name, lang))}</b>: "
                    f"{t(getattr(card.effect, lang))}</li>"
                )
            lines.append("</ul>")
    else:
        item(
            translate("HouseRules", "Last-move cards:"),
            translate("HouseRules", "not played in this game."),
        )
    item(
        translate("HouseRules", "Role claims:"),
        translate(
            "HouseRules",
            "no player may claim a role, hint at a role or swear an oath, "
            "for the whole game.",
        ),
    )
    lines.append("</body></html>")
    return "\n".join(lines)


def _document(scenario: Scenario, rules: dict[str, Any], lang: str) -> QTextDocument:
    doc = QTextDocument()
    font = QFont()
    font.setPointSize(12)
    doc.setDefaultFont(font)
    opt = doc.defaultTextOption()
    opt.setTextDirection(
        Qt.LayoutDirection.RightToLeft if lang == "fa" else Qt.LayoutDirection.LeftToRight
    )
    doc.setDefaultTextOption(opt)
    doc.setHtml(announced_rules_html(scenario, rules, lang))
    return doc


def export_announced_pdf(
    path: Path, scenario: Scenario, rules: dict[str, Any], lang: str = "fa"
) -> None:
    """Write the announced rules to a PDF file (A4)."""
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    writer.setTitle(translate("HouseRules", "Rules announced before the game"))
    _document(scenario, rules, lang).print_(writer)


def print_announced_rules(
    parent: QWidget | None, scenario: Scenario, rules: dict[str, Any], lang: str = "fa"
) -> QDialog:
    """Open a print preview of the announced rules (print or save as PDF from there).
    Returns the preview dialog, opened window-modal (never blocking)."""
    from narrator_app.printing.preview import OwnedPrinterPreview

    preview = OwnedPrinterPreview(parent)  # owns its printer: never freed under the preview
    preview.setObjectName("announcedRulesPreview")
    doc = _document(scenario, rules, lang)
    preview.paintRequested.connect(lambda p: print_document(doc, p))
    preview._doc = doc  # kept alive with the dialog
    preview.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    preview.open()
    return preview


#: Dots per inch of the pictures the print preview shows of a rich-text sheet.
PREVIEW_DPI = 150


def print_document(doc: QTextDocument, printer: QPrinter) -> None:
    """Print ``doc`` on ``printer``: as text on a printer or a PDF; in the print preview,
    whose pages are pictures that Qt lays out again left to right on playback (Persian
    full stops and colons moved, spaces lost: a narrator's trial, CF45-11), as one image
    of each page at :data:`PREVIEW_DPI`."""
    from narrator_app.printing.layout import records_pictures  # (printing: loaded when used)

    if not records_pictures(printer.paintEngine()):
        doc.print_(printer)
        return
    page = printer.pageRect(QPrinter.Unit.DevicePixel)
    res = printer.resolution() or 72
    w = max(1, round(page.width() / res * PREVIEW_DPI))
    h = max(1, round(page.height() / res * PREVIEW_DPI))
    dpm = round(PREVIEW_DPI / 0.0254)

    def image() -> QImage:
        img = QImage(w, h, QImage.Format.Format_ARGB32)
        img.setDotsPerMeterX(dpm)
        img.setDotsPerMeterY(dpm)
        img.fill(QColor("white"))
        return img

    pages = doc.clone()
    pages.documentLayout().setPaintDevice(image())
    pages.setPageSize(QSizeF(w, h))
    painter = QPainter(printer)
    for i in range(max(1, pages.pageCount())):
        if i:
            printer.newPage()
        img = image()
        p = QPainter(img)
        p.translate(0, -i * h)
        pages.drawContents(p, QRectF(0, i * h, w, h))
        p.end()
        painter.drawImage(QRectF(0, 0, page.width(), page.height()), img)
    painter.end()
