"""The "new game" dialog: scenario, table size, player names by seat, and how roles are dealt.

Everything the dialog knows about rosters comes from the engine: the seat range is the
scenario's ``roster.min_players .. roster.max_players``, the roles to deal are
``scenario.roster_for(n)``, the sentence explaining why a smaller table is refused is
``refusal_text`` of the engine's own refusal. In "enter the cards the players drew" mode the
dialog only compares the chosen multiset with ``roster_for(n)`` so that the narrator sees
what is missing before the deal; the deal itself is still checked by the engine.

The house rules start at the scenario's defaults (last-move cards on, except in Zodiac);
«House rules…» opens :class:`~narrator_app.ui.house_rules_dialog.HouseRulesDialog` to change
them, and :meth:`NewGameDialog.result_setup` carries only the keys that differ from the
defaults. The table beside the seats lists them all (changed ones in bold).

UI strings are English inside ``self.tr()`` (context ``NewGameDialog``); the Persian comes
from ``resources/translations/ravi_fa.qm`` (see ``packaging/translations.py``). Role and
scenario names come from the scenario file in the app's language.
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Any, cast

from PySide6.QtCore import QEvent, QItemSelectionModel, QObject, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPalette,
    QStandardItemModel,
    QTextDocument,
    QValidator,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from narrator_app.engine import (
    CatalogueEntry,
    IllegalAction,
    Scenario,
    Setup,
    catalogue_in_background,
    house_rules_for,
    load_scenario,
    playable_ids,
    scenario_group,
    scenario_heading,
    shipped_entries,
)
from narrator_app.messages import (
    digits,
    isolate,
    para_mark,
    parse_count,
    refusal_text,
    refused_file_text,
    role_name,
    scenario_list_text,
)
from narrator_app.ui.screen_fit import budget_of, fit_window, keep_within
from narrator_app.ui.settings import Settings
from narrator_app.ui.texts import fill, rich_label, side_label
from narrator_app.ui.wheel_guard import guard_wheel

COL_SEAT, COL_NAME, COL_ROLE = 0, 1, 2
#: How long the dialog waits for the club's scenario files before it opens without them
#: (seconds): they are read on a worker thread and join the list when read.
CATALOGUE_WAIT_SECONDS = 0.5


#: The item data role of a scenario line's player range («۶ تا ۱۲ نفر»).
RANGE_ROLE = Qt.ItemDataRole.UserRole + 1


def _file_name(path: str) -> str:
    """A file's name without its folder (either separator)."""
    return path.replace("\\", "/").rsplit("/", 1)[-1]


def _faults_of(entry: CatalogueEntry) -> tuple[Any, ...]:
    """A refused catalogue entry's faults (its reason alone when it keeps none)."""
    from narrator_app.engine import Fault

    return entry.faults or (Fault(entry.path, "", entry.refused or ""),)


class _ScenarioDelegate(QStyledItemDelegate):
    """A line of the scenario list: its name, and its player range (``RANGE_ROLE``) greyed
    at the line's far end, so that the open list shows each scenario's range (issue 22)."""

    def paint(self, painter, option, index) -> None:  # noqa: D102 (Qt's)
        text = index.data(RANGE_ROLE)
        if not text:
            super().paint(painter, option, index)
            return
        # the name in the line less the range's room (elided there, never under the range)
        rtl = option.direction == Qt.LayoutDirection.RightToLeft
        name = QStyleOptionViewItem(option)
        name.rect = self.name_rect(option, index)
        super().paint(painter, name, index)
        painter.save()
        painter.setPen(option.palette.color(QPalette.ColorRole.PlaceholderText))
        # the far end on screen: AlignAbsolute, else a right-to-left painter swaps the side
        # and draws the range over the name (the trial's «ghost» range)
        far = Qt.AlignmentFlag.AlignLeft if rtl else Qt.AlignmentFlag.AlignRight
        painter.drawText(option.rect.adjusted(8, 0, -8, 0),
                         int(far | Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignVCenter),
                         text)
        painter.restore()

    def name_rect(self, option, index):
        """Where :meth:`paint` puts the line's name: the line less its range's room."""
        text = index.data(RANGE_ROLE)
        if not text:
            return option.rect
        room = option.fontMetrics.horizontalAdvance(text) + 24
        if option.direction == Qt.LayoutDirection.RightToLeft:
            return option.rect.adjusted(room, 0, 0, 0)
        return option.rect.adjusted(0, 0, -room, 0)

    def sizeHint(self, option, index):  # noqa: N802 (Qt name)
        size = super().sizeHint(option, index)
        text = index.data(RANGE_ROLE)
        if text:
            size.setWidth(size.width() + option.fontMetrics.horizontalAdvance(text) + 32)
        return size


class _CountSpin(QSpinBox):
    """The player count: an arrow or a typed number beyond the scenario's range is refused
    out loud (``refused`` with the count asked for), not silently."""

    refused = Signal(int)

    def stepEnabled(self):  # noqa: N802 (Qt name)
        # the arrows stay live at the ends, so that asking for one less says why not
        return (QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
                | QAbstractSpinBox.StepEnabledFlag.StepDownEnabled)

    def stepBy(self, steps: int) -> None:  # noqa: N802 (Qt name)
        wanted = self.value() + steps
        if wanted < self.minimum() or wanted > self.maximum():
            self.refused.emit(wanted)
            return
        super().stepBy(steps)

    def _typed_beyond(self) -> int | None:
        """A typed count beyond the range, which Qt puts back silently: «10» for a scenario
        of 12–18 is the start of a number to Qt (not refused as typed), and at Enter or when
        the focus left the previous count came back without a word (a narrator's trial,
        C99-2). None when the text is no such count."""
        typed = parse_count(self.lineEdit().text())
        if typed is None or self.minimum() <= typed <= self.maximum():
            return None
        return typed

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt name)
        typed = (self._typed_beyond()
                 if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) else None)
        super().keyPressEvent(event)  # the count is put back (and said as chosen)
        if typed is not None:
            self.refused.emit(typed)  # then refused out loud
            event.accept()  # and the dialog does not start a game: the note is read first

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt name)
        typed = self._typed_beyond()
        super().focusOutEvent(event)
        if typed is not None:
            self.refused.emit(typed)

    def validate(self, text: str, pos: int):
        result = super().validate(text, pos)
        state = result[0] if isinstance(result, tuple) else result
        if state == QValidator.State.Invalid:
            typed = parse_count(text)
            if typed is not None and not self.minimum() <= typed <= self.maximum():
                self.refused.emit(typed)
        return result


class ClickThroughPopup(QObject):
    """A left press on one of ``buttons`` (the dialog's «Start game» and «Cancel») while a
    popup of the dialog is open closes the popup and clicks the button: on X11 the press
    that closes a popup goes no further, and a narrator's trial clicked «Start game» twice,
    the first click only closing a box's list (LY113-1). An event filter on the popup alone
    (:meth:`watch` as it opens, removed as it hides); a press elsewhere outside the popup
    closes it as before, and no other object's events reach Python (an application-wide
    filter did, LY109-3, reverted)."""

    def __init__(self, owner: QWidget, buttons: Sequence[QPushButton]) -> None:
        super().__init__(owner)
        self.buttons = list(buttons)
        #: the fields whose context menus are watched as they open (:meth:`watch_menus_of`)
        self._fields: list[QObject] = []

    def watch_menus_of(self, *fields: QWidget) -> None:
        """Watch the context menu each of ``fields`` opens (the player count, the preset's
        name: a fresh narrator's trial, LY115-5), as a seat name's is: once the right click
        is handled the menu is open (a spin box's ``QMenu.exec`` runs it in its own loop,
        where the watch is queued)."""
        for w in fields:
            self._fields.append(w)
            w.installEventFilter(self)

    def watch(self, popup: QWidget | None) -> None:
        """Watch the presses that reach ``popup`` (an open popup window; None: nothing)
        until it hides."""
        if popup is not None and popup.isVisible():
            popup.installEventFilter(self)

    def watch_open_popup(self) -> None:
        """Watch the application's open popup, if any (a context menu just opened)."""
        self.watch(QApplication.activePopupWidget())

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        kind = event.type()
        if obj in self._fields:
            if kind == QEvent.Type.ContextMenu:
                QTimer.singleShot(0, self.watch_open_popup)
            return False
        if kind == QEvent.Type.Hide:
            obj.removeEventFilter(self)
            return False
        if kind != QEvent.Type.MouseButtonPress or not isinstance(obj, QWidget):
            return False
        press = cast(QMouseEvent, event)
        where = press.globalPosition().toPoint()
        if (press.button() != Qt.MouseButton.LeftButton
                or obj.rect().contains(obj.mapFromGlobal(where))):
            return False  # the popup's own press
        for button in self.buttons:
            if (button.isVisible() and button.isEnabled()
                    and button.rect().contains(button.mapFromGlobal(where))):
                obj.close()
                QTimer.singleShot(0, button, button.click)  # once the popup has gone
                return True
        return False


class _PopupBox(QComboBox):
    """A combo box that says when its list has opened (``popup_shown`` with the list's
    popup window), for :class:`ClickThroughPopup`."""

    popup_shown = Signal(QWidget)

    def showPopup(self) -> None:  # noqa: N802 (Qt name)
        super().showPopup()
        self.popup_shown.emit(self.view().window())


class _CardBox(_PopupBox):
    """A seat's card box, which builds its popup list only when it is filled (the cards
    entered) or opened, not while it waits hidden in random mode. Qt 6.11 builds a combo
    box's popup (a frame, a list view, its scroll bars: about 6 M instructions) when the box
    is restyled, measured or given a current item; the 11 boxes of the seat table were all
    three as the dialog opened, in a column hidden in random mode.

    * restyled: a widget put under a parent is restyled (the app has a style sheet). That
      restyle, coming before the box is first polished and while it has no popup, goes to
      the plain widget's handler only: nothing of the box has been measured yet (its size
      hint is measured later, with the same style), and the popup, once built, takes the
      delegate, direction and palette Qt gives one built at once;
    * measured: a widget shown under a parent without a layout takes its size hint as its
      size, unless it was given one. The table gives each cell's widget its cell's size (and
      hides it while its column is hidden), so the box is marked as sized;
    * given a current item: the dialog fills the boxes when cards are entered
      (:meth:`NewGameDialog._fill_card_boxes`)."""

    def __init__(self) -> None:
        super().__init__()
        self.setAttribute(Qt.WidgetAttribute.WA_Resized)  # the table sizes it

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if (event.type() == QEvent.Type.StyleChange
                and not self.testAttribute(Qt.WidgetAttribute.WA_WState_Polished)
                and self.findChild(QFrame, options=Qt.FindChildOption.FindDirectChildrenOnly)
                is None):
            QWidget.changeEvent(self, event)  # not QComboBox's: it builds the popup
            return
        super().changeEvent(event)


class _KeptHeightLabel(QLabel):
    """A word-wrapped label that keeps its height for each width it is asked about, until
    anything its height depends on changes. Qt asks a label its height for a width at
    every layout pass (104 asks as the dialog opened, at a few widths each), and QLabel
    lays its text out again for every answer — a rich text twice, at the width asked and
    back at its own —, shaping the Persian words with HarfBuzz each time. The answers are
    QLabel's own, kept under the width and every fact QLabel's measure reads
    (:meth:`_facts`); a label is a plain QLabel in every other way."""

    #: Answers kept at most, per label (a label is asked about a few widths for each text).
    KEPT = 64

    def _facts(self) -> tuple:
        """What QLabel's height for a width depends on besides the width: the text and its
        format, the font, word wrap, alignment and direction, margin, indent, contents
        margins and frame, the least size, how the text can be selected, whether a buddy
        shows its «&» shortcut, and the screen's resolution."""
        m = self.contentsMargins()
        return (self.text(), self.textFormat(), self.font().key(), self.wordWrap(),
                int(self.alignment().value), self.isRightToLeft(), self.margin(),
                self.indent(), m.left(), m.top(), m.right(), m.bottom(), self.frameWidth(),
                self.minimumWidth(), self.minimumHeight(),
                int(self.textInteractionFlags().value), self.buddy() is not None,
                self.logicalDpiX(), self.logicalDpiY())

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt name)
        """QLabel's height (px) for ``width`` px, kept for the same width and facts."""
        facts = self._facts()
        if not facts[0]:
            # no text: QLabel's own answer, which then depends on whether the label ever
            # had a text
            return super().heightForWidth(width)
        key = (width, facts)
        kept: dict[tuple, int] = self.__dict__.setdefault("_kept_heights", {})
        height = kept.get(key)
        if height is None:
            if len(kept) >= self.KEPT:
                kept.clear()
            height = kept[key] = super().heightForWidth(width)
        return height


class _RulesTable(QTableWidget):
    """The table of the house rules, whose rows keep their measured heights. Its vertical
    header sizes each row to its contents (word-wrapped at the columns' widths), and Qt
    measured every row again at each of the header's passes: seven passes over the 51 rows
    as the dialog opened, four of them at the same widths as the pass before. A row's
    height (:meth:`sizeHintForRow`) is QTableWidget's own answer, kept for the columns'
    widths, word wrap and grid it was measured with, and let go whenever anything else it
    is measured from changes: the rules' items (any change of the model), a column's width
    or visibility (the header's sections), the icon size, the table's style, font,
    direction, palette, enabled or active state, or its screen (:data:`FORGET_ON`). (The
    table keeps Qt's own delegate and the header's precision, which the dialog never
    changes.)"""

    #: The change events after which every kept height is let go.
    FORGET_ON = frozenset({
        QEvent.Type.StyleChange, QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange,
        QEvent.Type.LayoutDirectionChange, QEvent.Type.LocaleChange,
        QEvent.Type.LanguageChange, QEvent.Type.PaletteChange, QEvent.Type.EnabledChange,
        QEvent.Type.ActivationChange, QEvent.Type.ContentsRectChange,
        QEvent.Type.ReadOnlyChange, QEvent.Type.ScreenChangeInternal,
        QEvent.Type.DevicePixelRatioChange})

    def __init__(self, rows: int, columns: int) -> None:
        super().__init__(rows, columns)
        self._kept_rows: dict[int, tuple[tuple[int, int, bool, bool], int]] = {}
        model = self.model()
        for signal in (model.dataChanged, model.rowsInserted, model.rowsRemoved,
                       model.rowsMoved, model.columnsInserted, model.columnsRemoved,
                       model.columnsMoved, model.modelReset, model.layoutChanged):
            signal.connect(self._forget_rows)
        header = self.horizontalHeader()
        for signal in (header.sectionResized, header.sectionMoved, header.sectionCountChanged,
                       self.iconSizeChanged):
            signal.connect(self._forget_rows)

    def _forget_rows(self, *_: Any) -> None:
        self._kept_rows.clear()

    def sizeHintForRow(self, row: int) -> int:  # noqa: N802 (Qt name)
        """QTableWidget's height (px) for ``row``'s contents, kept for the same columns'
        widths, word wrap and grid while nothing else it is measured from has changed."""
        facts = (self.columnWidth(0), self.columnWidth(1), self.wordWrap(), self.showGrid())
        kept = self._kept_rows.get(row)
        if kept is not None and kept[0] == facts:
            return kept[1]
        height = super().sizeHintForRow(row)
        self._kept_rows[row] = (facts, height)
        return height

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() in self.FORGET_ON:
            self._kept_rows.clear()
        super().changeEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """On the first show, the rows sized to their contents from then on (the vertical
        header's ``ResizeToContents``), measured at once at the columns' widths of the
        shown table: while the dialog laid itself out before, the header measured every
        row at two widths the columns never kept."""
        header = self.verticalHeader()
        if header.sectionResizeMode(0) != QHeaderView.ResizeMode.ResizeToContents:
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        super().showEvent(event)


class WholeLinesScroll(QScrollArea):
    """A scroll area over a word-wrapped rich label (the roles' abilities, one a line) that
    shows whole lines only: its visible height is a whole number of the label's lines, the
    rest left blank under them, and the scroll bar steps a line at a time. At 1280×720 the
    dialog's layout gave it 77 pixels, and the fourth role was cut in half (the fresh
    narrator's trial)."""

    def line_step(self) -> int:
        """The height of one line of the label, in pixels (two lines less one)."""
        label = self.widget()
        if label is None:
            return 0
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml("<b>M</b>: m")
        one = doc.size().height()
        doc.setHtml("<b>M</b>: m<br><b>M</b>: m")
        return max(1, round(doc.size().height() - one))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        step = self.line_step()
        if step:
            room = self.height() - 2 * self.frameWidth()
            spare = room % step if room >= step else 0
            self.setViewportMargins(0, 0, 0, spare)
            self.verticalScrollBar().setSingleStep(step)
        super().resizeEvent(event)


class _Page(QWidget):
    """The dialog's body in its scroll area, which asks it its height for a width: the
    least one (its word-wrapped labels wrapped at that width, the tables at their least),
    not the preferred one, so that the body scrolls only when its least height does not
    fit (with the preferred height it scrolled at every size)."""

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt name)
        layout = self.layout()
        return layout.minimumHeightForWidth(width) if layout is not None else -1


class NewGameDialog(QDialog):
    """Choose the scenario, the number of players, the names by seat and the role mode.

    After ``exec()`` returns Accepted: :meth:`result_setup` and :meth:`result_deal`; the names,
    scenario and player count have been written into ``settings`` (the caller saves it).
    """

    #: A house-rule preset was saved into the settings (the caller writes them to disk).
    presetSaved = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 draft: dict[str, Any] | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        #: a click on «Start game» or «Cancel» through an open popup (LY113-1)
        self._click_through = ClickThroughPopup(self, [])
        self._scenario: Scenario | None = None
        self._roster: list[str] = []
        self._name_edits: list[QLineEdit] = []
        self._role_combos: list[QComboBox] = []
        #: The card boxes' items as last offered, and whether the boxes hold them (they
        #: are filled once cards are entered: :meth:`_refill_role_combos`).
        self._card_items: list[tuple[str, str | None]] = []
        self._cards_filled = False
        # Names beyond the current table size (kept so shrinking then growing restores them).
        self._spare_names: list[str] = []
        self._current_row = 0
        #: The name the last Enter moved to: a Down there next is that same move.
        self._after_enter: QLineEdit | None = None
        # Each seat's name as it was when its box took the focus: Esc in the box puts it
        # back (that edit only), never the whole dialog's names (TB30-1).
        self._name_before: dict[QLineEdit, str] = {}
        self._building = True
        #: True while the player count is the one the dialog set, the scenario's reference
        #: size; a count typed (or the last game's, restored) is kept on a switch of
        #: scenario that plays it (Z104-16).
        self._count_is_reference = True
        #: House rules the narrator changed (only keys that differ from the defaults).
        self._rule_changes: dict[str, Any] = {}

        self.setObjectName("NewGameDialog")
        self.setModal(True)
        self.setLayoutDirection(Qt.LayoutDirection.RightToLeft
                                if self._lang() == "fa" else Qt.LayoutDirection.LeftToRight)
        self._build()
        self._retranslate()

        # Initial values: the last game's scenario and size when still valid.
        # A draft (the table as typed when the dialog was last closed without a game) first.
        scen_ids = self._playable_ids()
        last = draft.get("scenario") if draft else settings.last_scenario
        start = last if last in scen_ids else (scen_ids[0] if scen_ids else None)
        names = draft.get("names", []) if draft else settings.recent_names
        self._spare_names = [str(n) for n in names]
        if start is not None:
            self.scenario_combo.setCurrentIndex(self.scenario_combo.findData(start))
        self._building = False
        self._on_scenario_changed()
        self._on_mode_changed()
        self._restore_last_count(draft.get("count") if draft else None)
        if draft:
            self._restore_draft(draft)
        self._set_current_row(0)
        #: The screen area the dialog fits (None: its screen's available geometry) and
        #: whether its height was fitted to its body on its first show.
        self._screen_area: QRect | None = None
        self._fitted = False
        self.fit_to_screen()

    def _restore_draft(self, draft: dict[str, Any]) -> None:
        """What :meth:`draft` kept besides the scenario, the count and the names: the house
        rules changed, the dealing choice and the cards entered (an Esc lost them, CF80-42).
        A role the table no longer deals is left unchosen."""
        if "rules" in draft:
            self._rule_changes = self._checked_rules(dict(draft["rules"]))
            self._refresh_rules()
        if draft.get("cards"):
            self.cards_radio.setChecked(True)
        if any(rid is not None for rid in draft.get("roles", [])):
            self._need_card_boxes()  # (cards chosen, then random mode chosen)
        for combo, rid in zip(self._role_combos, draft.get("roles", []), strict=False):
            idx = combo.findData(rid) if rid is not None else -1
            if idx >= 0:
                combo.setCurrentIndex(idx)
        self._refresh_status()

    def _restore_last_count(self, count: int | None = None) -> None:
        if count is None:
            count = self._settings.last_player_count
        if count is not None and self.count_spin.minimum() <= count <= self.count_spin.maximum():
            self.count_spin.setValue(count)

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        outer = self._outer = QVBoxLayout(self)
        # Everything above the buttons lies in a scroll area: at a large font on a small
        # screen (14 pt on 1280×720 needs 716 px under a title bar of 30) the body scrolls
        # and «Start game» and «Cancel» stay on the screen (a narrator's trial, CR36-1).
        body = self._page = _Page()
        body.setObjectName("newGamePage")
        page = QVBoxLayout(body)
        page.setContentsMargins(0, 0, 0, 0)
        self.body_scroll = QScrollArea()
        self.body_scroll.setObjectName("newGameBody")
        self.body_scroll.setWidgetResizable(True)
        self.body_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.body_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the fields
        self.body_scroll.setWidget(body)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.scenario_combo = _PopupBox()
        self.scenario_combo.popup_shown.connect(self._click_through.watch)
        self.scenario_combo.setObjectName("scenario")
        guard_wheel(self.scenario_combo)
        self.scenario_combo.setItemDelegate(_ScenarioDelegate(self.scenario_combo))
        # the club's files are read on a worker thread (issue 20, item 6): a large club
        # folder does not freeze the dialog; they join the list when read
        self._chosen_by_hand = False
        self.scenario_combo.activated.connect(self._scenario_activated)
        self._catalogue = catalogue_in_background()
        try:
            entries = self._catalogue.result(timeout=CATALOGUE_WAIT_SECONDS)
        except FutureTimeout:
            entries = None
        except Exception:  # noqa: BLE001 - the shipped scenarios are offered all the same
            entries = shipped_entries()
        # why the club's refused files were refused, in the narrator's language, under the
        # list (it was only on the greyed item's tooltip, in the validator's English: SC107-4)
        self.refused_line = QLabel()
        self.refused_line.setObjectName("refused_files")
        self.refused_line.setWordWrap(True)
        self.refused_line.setTextFormat(Qt.TextFormat.PlainText)
        self.refused_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.refused_line.setVisible(False)
        self._reading_item = False
        if entries is None:
            self._reading_item = True  # a «reading» line after the shipped scenarios
            self._add_scenarios(shipped_entries())
            self._catalogue_timer = QTimer(self)
            self._catalogue_timer.setInterval(40)
            self._catalogue_timer.timeout.connect(self._poll_catalogue)
            self._catalogue_timer.start()
        else:
            self._add_scenarios(entries)
        self.scenario_label = QLabel()
        self.scenario_label.setBuddy(self.scenario_combo)
        # the chosen scenario's player range beside the list (each one's on its tooltip)
        self.scenario_range = QLabel()
        self.scenario_range.setObjectName("scenario_range")
        scenario_row = QHBoxLayout()
        scenario_row.addWidget(self.scenario_combo, 1)
        scenario_row.addWidget(self.scenario_range)
        form.addRow(self.scenario_label, scenario_row)
        # a row of its own (a layout nested in the scenario's row was measured short), shown
        # only while a club file is refused
        form.addRow("", self.refused_line)
        self._form = form
        form.setRowVisible(self.refused_line, self.refused_line.isVisibleTo(self))

        self.count_spin = _CountSpin()
        self.count_spin.setObjectName("player_count")
        guard_wheel(self.count_spin)
        self.count_spin.setAccelerated(False)
        self.count_spin.setMinimumWidth(80)
        self.count_label = QLabel()
        self.count_label.setBuddy(self.count_spin)
        self.count_note = _KeptHeightLabel()
        self.count_note.setObjectName("count_note")
        self.count_note.setWordWrap(True)
        self.count_note.setEnabled(False)  # greyed: an explanation, not an error
        # said only while the narrator asks for a count the scenario refuses (an arrow or a
        # number below its smallest table); gone as soon as a playable count is chosen
        self.count_note.setVisible(False)
        self.count_spin.refused.connect(self._on_count_refused)
        count_row = QHBoxLayout()
        count_row.addWidget(self.count_spin, 0, Qt.AlignmentFlag.AlignLeading)
        count_row.addWidget(self.count_note, 1)
        form.addRow(self.count_label, count_row)

        self.roster_label = QLabel()
        self.roster_summary = QLabel()
        self.roster_summary.setObjectName("roster_summary")
        bold = QFont(self.roster_summary.font())
        bold.setBold(True)
        self.roster_summary.setFont(bold)
        self.roster_roles = _KeptHeightLabel()
        self.roster_roles.setObjectName("roster_roles")
        self.roster_roles.setWordWrap(True)
        # each role's ability, from the scenario file, before the deal (issue 22)
        self.role_abilities = _KeptHeightLabel()
        self.role_abilities.setObjectName("role_abilities")
        self.role_abilities.setWordWrap(True)
        rich_label(self.role_abilities)  # its markup built here, the names escaped
        self.role_abilities.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
        abilities_scroll = WholeLinesScroll()
        abilities_scroll.setObjectName("role_abilities_scroll")
        abilities_scroll.setWidgetResizable(True)
        abilities_scroll.setFrameShape(QFrame.Shape.NoFrame)
        abilities_scroll.setWidget(self.role_abilities)
        abilities_scroll.setMaximumHeight(96)
        roster_box = QVBoxLayout()
        roster_box.setSpacing(2)
        roster_box.addWidget(self.roster_summary)
        roster_box.addWidget(self.roster_roles)
        roster_box.addWidget(abilities_scroll)
        form.addRow(self.roster_label, roster_box)

        self.mode_label = QLabel()
        self.random_radio = QRadioButton()
        self.random_radio.setObjectName("mode_random")
        self.cards_radio = QRadioButton()
        self.cards_radio.setObjectName("mode_cards")
        self.mode_group = QButtonGroup(self)
        self.mode_group.addButton(self.random_radio)
        self.mode_group.addButton(self.cards_radio)
        self.random_radio.setChecked(True)
        mode_box = QVBoxLayout()
        mode_box.setSpacing(2)
        mode_box.addWidget(self.random_radio, 0, Qt.AlignmentFlag.AlignLeading)
        mode_box.addWidget(self.cards_radio, 0, Qt.AlignmentFlag.AlignLeading)
        form.addRow(self.mode_label, mode_box)
        page.addLayout(form)

        middle = QHBoxLayout()
        # Seats
        self.seats_box = QGroupBox()
        seats_layout = QVBoxLayout(self.seats_box)
        self.seat_table = QTableWidget(0, 3)
        self.seat_table.setObjectName("seats")
        self.seat_table.verticalHeader().setVisible(False)
        self.seat_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.seat_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.seat_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.seat_table.horizontalHeader()
        header.setSectionResizeMode(COL_SEAT, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(COL_ROLE, QHeaderView.ResizeMode.Stretch)
        self.seat_table.currentCellChanged.connect(
            lambda row, _c, _pr, _pc: self._set_current_row(row) if row >= 0 else None)
        seats_layout.addWidget(self.seat_table, 1)
        move_row = QHBoxLayout()
        self.up_button = QPushButton()
        self.up_button.setObjectName("move_up")
        self.down_button = QPushButton()
        self.down_button.setObjectName("move_down")
        self.up_button.clicked.connect(lambda: self._move(-1))
        self.down_button.clicked.connect(lambda: self._move(+1))
        move_row.addWidget(self.up_button)
        move_row.addWidget(self.down_button)
        move_row.addStretch(1)
        seats_layout.addLayout(move_row)
        middle.addWidget(self.seats_box, 1)

        # House rules (read-only)
        self.rules_box = QGroupBox()
        rules_layout = QVBoxLayout(self.rules_box)
        self.rules_note = _KeptHeightLabel()
        self.rules_note.setObjectName("rules_note")
        self.rules_note.setWordWrap(True)
        rules_layout.addWidget(self.rules_note)
        self.rules_table = _RulesTable(0, 2)
        self.rules_table.setObjectName("house_rules")
        self.rules_table.verticalHeader().setVisible(False)
        self.rules_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.rules_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.rules_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        rh = self.rules_table.horizontalHeader()
        # both columns share the width and wrap: the value column is never pushed out of
        # view by a long rule name (issue 15)
        rh.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        rh.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.rules_table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # the rows are measured again whenever the columns change width (the dialog shown,
        # resized, the scroll bar come) or the rules change: a value measured at another
        # width was cut. The header's own mode does it, at the columns' new widths; a
        # resizeRowsToContents on sectionResized measured them at the old ones (the header
        # still has them then), 5 of 11 passes over the 51 rows when the dialog opened.
        # The table puts that mode in place when it is first shown (_RulesTable.showEvent)
        self.rules_table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.rules_table.setWordWrap(True)
        rules_layout.addWidget(self.rules_table, 1)
        self.house_rules_button = QPushButton()
        self.house_rules_button.setObjectName("houseRulesButton")
        self.house_rules_button.clicked.connect(self.open_house_rules)
        # named presets («قوانین باشگاه ما»): choose one, save the rules as one, print them
        preset_row = QHBoxLayout()
        preset_row.addWidget(self.house_rules_button)
        self.preset_combo = _PopupBox()
        self.preset_combo.popup_shown.connect(self._click_through.watch)
        self.preset_combo.setObjectName("presetCombo")
        guard_wheel(self.preset_combo)
        self.preset_combo.activated.connect(self._choose_preset)
        preset_row.addWidget(self.preset_combo, 1)
        self.print_rules_button = QPushButton()
        self.print_rules_button.setObjectName("printTableRules")
        self.print_rules_button.clicked.connect(self.print_rules)
        preset_row.addWidget(self.print_rules_button)
        rules_layout.addLayout(preset_row)
        # the name to save under has a row of its own: beside the list and two buttons it
        # was squeezed to one letter («ق…»)
        save_row = QHBoxLayout()
        self.preset_name = QLineEdit()
        self.preset_name.setObjectName("presetName")
        self.preset_name.setMinimumWidth(self.preset_name.fontMetrics().horizontalAdvance("M" * 14))
        save_row.addWidget(self.preset_name, 1)
        self.save_preset_button = QPushButton()
        self.save_preset_button.setObjectName("savePreset")
        self.save_preset_button.clicked.connect(self.save_preset)
        save_row.addWidget(self.save_preset_button)
        rules_layout.addLayout(save_row)
        middle.addWidget(self.rules_box, 1)
        page.addLayout(middle, 1)

        self.status_line = _KeptHeightLabel()
        self.status_line.setObjectName("status_line")
        self.status_line.setWordWrap(True)
        page.addWidget(self.status_line)
        # seats left without a name are said, not accepted silently
        self.unnamed_note = _KeptHeightLabel()
        self.unnamed_note.setObjectName("unnamedNote")
        self.unnamed_note.setWordWrap(True)
        self.unnamed_note.setVisible(False)
        page.addWidget(self.unnamed_note)
        outer.addWidget(self.body_scroll, 1)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self._click_through.buttons = [self.ok_button, self.cancel_button]
        self._click_through.watch_menus_of(self.count_spin, self.preset_name)
        # Enter while typing names moves to the next seat (eventFilter); it must never start
        # the game: no default button for Enter to press.
        for btn in (self.ok_button, self.cancel_button):
            btn.setAutoDefault(False)
            btn.setDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

        self.scenario_combo.currentIndexChanged.connect(self._on_scenario_changed)
        self.count_spin.valueChanged.connect(self._on_count_changed)
        self.count_spin.valueChanged.connect(self._count_chosen)
        self.cards_radio.toggled.connect(self._on_mode_changed)

    def _playable_ids(self) -> list[str]:
        """The scenario ids of the list, in its order (the ones that can be played)."""
        combo = self.scenario_combo
        return [combo.itemData(i) for i in range(combo.count()) if combo.itemData(i)]

    def _add_scenarios(self, entries: tuple[CatalogueEntry, ...]) -> None:
        """List the catalogue's ``entries`` (the list is built again, the chosen scenario
        kept): those that can be played in their groups (the booklet's, the clubs' the app
        ships, the club's own files; issue 22), each by its name with its player range as
        the tooltip; the «reading» line while the club's files are read; a club's file that
        cannot be used at the end, greyed, with its reason as the tooltip (issue 13, issue
        20 item 5)."""
        combo, lang = self.scenario_combo, self._lang()
        self._entries = entries
        current = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        by_id = {e.id: e for e in entries if e.refused is None}
        groups: dict[str, list[str]] = {"booklet": [], "club": [], "own": []}
        for sid in playable_ids(entries):
            groups[scenario_group(by_id[sid])].append(sid)
        for group, ids in groups.items():
            if ids:
                self._add_header(group)
            for sid in ids:
                # the name and sizes only: the chosen scenario is loaded (validated) alone
                head = scenario_heading(by_id[sid])
                combo.addItem(getattr(head.name, lang), sid)
                rng = self._sizes_text(head.min_players, head.max_players)
                combo.setItemData(combo.count() - 1, rng, Qt.ItemDataRole.ToolTipRole)
                combo.setItemData(combo.count() - 1, rng, RANGE_ROLE)
        if self._reading_item:
            combo.addItem(scenario_list_text("reading", lang), None)
            cast(QStandardItemModel, combo.model()).item(combo.count() - 1).setEnabled(False)
        refused = [e for e in entries if e.refused is not None]
        for entry in refused:
            name = _file_name(entry.path)
            combo.addItem(f"{name} — " + scenario_list_text("refused", lang), None)
            index = combo.count() - 1
            cast(QStandardItemModel, combo.model()).item(index).setEnabled(False)  # its own
            combo.setItemData(index, refused_file_text(_faults_of(entry), lang, limit=20),
                              Qt.ItemDataRole.ToolTipRole)
        self._show_refused(refused, lang)
        at = combo.findData(current) if current is not None else -1
        combo.setCurrentIndex(at if at >= 0 else self._first_playable())
        combo.blockSignals(False)
        # the open list as wide as its widest line (name and range side by side): Qt sizes
        # the popup by the names alone, which put the names under the ranges
        view = combo.view()
        bar = view.verticalScrollBar().sizeHint().width()
        view.setMinimumWidth(view.sizeHintForColumn(0) + bar)

    def _show_refused(self, refused: list[CatalogueEntry], lang: str) -> None:
        """The lines under the list: the first refused club file with its first two faults
        in ``lang`` (:func:`messages.refused_file_text`), then how many more files were
        refused (each one's faults on its name in the list, every file's on these lines'
        tooltip); hidden when none was. Each line opens with the language's direction mark
        (a Persian line starting with a field's Latin name read left to right)."""
        mark = para_mark(lang)
        lines: list[str] = []
        tips: list[str] = []
        for i, entry in enumerate(refused):
            head = scenario_list_text("refused_file", lang).format(
                name=isolate(_file_name(entry.path)))
            tips += [head, refused_file_text(_faults_of(entry), lang, limit=20)]
            if i == 0:
                lines += [head, *refused_file_text(_faults_of(entry), lang, limit=2).split("\n")]
        if len(refused) > 1:
            lines.append(scenario_list_text("more_files", lang).format(
                n=digits(len(refused) - 1, lang)))
        self.refused_line.setText("\n".join(mark + x for x in lines))
        self.refused_line.setToolTip("\n".join(mark + x for x in "\n".join(tips).split("\n")))
        self.refused_line.setVisible(bool(lines))
        form = getattr(self, "_form", None)
        if form is not None:  # later listings (the club's files read on the worker thread)
            form.setRowVisible(self.refused_line, bool(lines))

    def _add_header(self, group: str) -> None:
        """A group's title in the scenario list: bold, not selectable."""
        title = {"booklet": self.tr("The booklet's scenarios"),
                 "club": self.tr("Club scenarios"),
                 "own": self.tr("Your club's files")}[group]
        combo = self.scenario_combo
        combo.addItem(title, None)
        item = cast(QStandardItemModel, combo.model()).item(combo.count() - 1)
        item.setEnabled(False)
        font = QFont(combo.font())
        font.setBold(True)
        item.setFont(font)
        item.setData(f"group_{group}", Qt.ItemDataRole.AccessibleDescriptionRole)

    def _first_playable(self) -> int:
        combo = self.scenario_combo
        return next((i for i in range(combo.count()) if combo.itemData(i)), -1)

    def _range_text(self, scen: Scenario) -> str:
        """«6–12 players»: the table sizes ``scen`` allows."""
        return self._sizes_text(scen.roster.min_players, scen.roster.max_players)

    def _sizes_text(self, low: int, high: int) -> str:
        """«6–12 players»: tables of ``low`` to ``high`` players."""
        return self.tr("%1–%2 players").replace("%1", self._num(low)).replace(
            "%2", self._num(high))

    def reading_scenarios(self) -> bool:
        """True while the club's scenario files are being read (they are not listed yet)."""
        return self._reading_item

    def _scenario_activated(self, _index: int) -> None:
        self._chosen_by_hand = True

    def _poll_catalogue(self) -> None:
        """The worker has read the club's files: list them (the «reading» line goes); the
        last game's scenario is chosen if it is one of them and the narrator has not chosen
        another meanwhile."""
        if not self._catalogue.done():
            return
        self._catalogue_timer.stop()
        try:
            entries = self._catalogue.result()
        except Exception:  # noqa: BLE001 - the shipped scenarios stay listed
            entries = ()
        combo = self.scenario_combo
        self._reading_item = False  # the «reading» line goes
        self._add_scenarios(entries)
        last = self._settings.last_scenario
        ids = self._playable_ids()
        if not self._chosen_by_hand and last in ids and combo.currentData() != last:
            # the dialog opens on the last game's scenario now that it is read, as it would
            # have at once: its count, not one set for the scenario shown while reading
            self._count_is_reference = True
            combo.setCurrentIndex(combo.findData(last))  # _on_scenario_changed follows
            self._restore_last_count()

    def _retranslate(self) -> None:
        """Set every fixed text (called at start and on QEvent.LanguageChange)."""
        self.setWindowTitle(self.tr("New game"))
        self.scenario_label.setText(self.tr("Scenario"))
        self.count_label.setText(self.tr("Number of players"))
        self.roster_label.setText(self.tr("Roles"))
        self.mode_label.setText(self.tr("Dealing"))
        self.random_radio.setText(self.tr("The app deals the roles at random"))
        self.cards_radio.setText(self.tr("Enter the cards the players drew"))
        self.seats_box.setTitle(self.tr("Seats"))
        self.seat_table.setHorizontalHeaderLabels(
            [self.tr("Seat"), self.tr("Player name"), self.tr("Card drawn")])
        self.up_button.setText(self.tr("Move up"))
        self.down_button.setText(self.tr("Move down"))
        self.up_button.setToolTip(self.tr("Move the selected player one seat up"))
        self.down_button.setToolTip(self.tr("Move the selected player one seat down"))
        self.rules_box.setTitle(self.tr("Table rules"))
        self.rules_note.setText(self.tr("Locked when the game starts."))
        self.house_rules_button.setText(self.tr("House rules…"))
        self.preset_name.setPlaceholderText(self.tr("Our club's rules"))
        self.save_preset_button.setText(self.tr("Save as preset"))
        self.print_rules_button.setText(self.tr("Print rules…"))
        if self.preset_combo.count():
            self.preset_combo.setItemText(0, self.tr("— saved presets —"))
        self.rules_table.setHorizontalHeaderLabels([self.tr("Rule"), self.tr("Value")])
        self.ok_button.setText(self.tr("Start game"))
        self.cancel_button.setText(self.tr("Cancel"))
        for i, edit in enumerate(self._name_edits, 1):
            edit.setPlaceholderText(self._unnamed(i))
        for combo in self._role_combos:
            if combo.count():
                combo.setItemText(0, self.tr("(no card)"))
        if self._card_items:  # (for the boxes still empty)
            self._card_items[0] = (self.tr("(no card)"), None)
        if not self._building:
            self._add_scenarios(self._entries)  # the groups' titles and ranges
            if self._scenario is not None:
                self.scenario_range.setText(self._range_text(self._scenario))
            self._refresh_rules()
            self._refresh_roster()
            self._refresh_status()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            self._grow_to_body(self._screen_area)
        # QDialogButtonBox makes «Start game» the default button when shown: undo that, so
        # that Enter in the names table never starts the game
        self.ok_button.setDefault(False)

    def fit_to_screen(self, available: QRect | None = None) -> None:
        """Size the dialog: 1060×680 px, or what its body needs whole at the narrator's font
        size when that is more (:meth:`whole_size`), within ``available`` (a screen's
        available geometry; None: its screen's), less the window's frame
        (:func:`screen_fit.fit_window`), placed in its middle; its first show fits its
        height to the body again in the same area. On a smaller screen the body scrolls and
        the buttons stay on the screen (CR36-1: at 14 pt on 1280×720 they were below it)."""
        self._screen_area = available
        width = max(1060, self.whole_size().width())
        budget = budget_of(self, available)
        if budget is not None:
            width = min(width, budget[0])
        # 680: at the default 11 pt its body is whole in both languages (638 / 662 px) and
        # the first show need not grow it, a second layout pass (the measure before the
        # show comes out short)
        fit_window(self, width, max(680, self.whole_size(width).height()), available)

    def _grow_to_body(self, available: QRect | None = None) -> None:
        """On the first show, the height the body needs whole at the dialog's width
        (:meth:`whole_size`; measured before the show it came out a tenth short), within
        ``available`` less the frame (the screen's available geometry by default), and the
        dialog moved back within it; the width as it was set."""
        height = max(self.height(), self.whole_size(self.width()).height())
        budget = budget_of(self, available)
        if budget is not None:
            height = min(height, budget[1])
        if height != self.height():
            self.resize(self.width(), height)
        keep_within(self, available)

    def whole_size(self, width: int | None = None) -> QSize:
        """The dialog's size (px) with its whole body in view, nothing scrolled: at ``width``
        px (its least width by default), the body's least height at that width (its
        word-wrapped lines wrapped there), the buttons under it and the layout's margins
        and spacing."""
        outer, page = self._outer, self._page
        m = outer.contentsMargins()
        buttons = self.buttons.sizeHint()
        least = max(page.minimumSizeHint().width(), buttons.width()) + m.left() + m.right()
        width = least if width is None else max(width, least)
        body = page.heightForWidth(width - m.left() - m.right())
        return QSize(width, body + outer.spacing() + buttons.height() + m.top() + m.bottom())

    # ------------------------------------------------------------------ helpers
    def _lang(self) -> str:
        app = QApplication.instance()
        lang = app.property("ravi_language") if app is not None else None
        return lang if lang in ("fa", "en") else self._settings.language

    def _unnamed(self, seat: int) -> str:
        """What an empty name box shows: the seat keeps its number as its name (an empty
        name is accepted, visibly: «Seat 3 (no name)»)."""
        return self.tr("Seat %1 (no name)").replace("%1", self._num(seat))

    def _num(self, n: int) -> str:
        return digits(n, self._lang())

    def _join(self, parts: list[str]) -> str:
        return self.tr(", ").join(parts)

    def _role(self, role_id: str) -> str:
        assert self._scenario is not None
        return role_name(self._scenario, role_id, self._lang())

    def _distinct_roles(self) -> list[str]:
        return list(dict.fromkeys(self._roster))

    # ------------------------------------------------------------------ reactions
    def _on_scenario_changed(self, *_: Any) -> None:
        if self._building:
            return
        sid = self.scenario_combo.currentData()
        self._scenario = load_scenario(sid) if sid else None
        # the rules last used with this scenario come back (another scenario has other
        # keys and defaults)
        self._rule_changes = self._checked_rules(self._settings.last_house_rules.get(sid, {}))
        self._refresh_presets()
        if self._scenario is None:
            return
        r = self._scenario.roster
        self.scenario_range.setText(self._range_text(self._scenario))
        typed = self.count_spin.value()
        # a count the narrator chose stays when the new scenario plays it (a trial typed 12
        # for Capo, switched scenario and back, and found 10: Z104-16); else the reference
        keep = (not self._count_is_reference and r.min_players <= typed <= r.max_players
                and not self._refusal(typed))
        self.count_spin.blockSignals(True)  # (no valueChanged: the count is set here)
        self.count_spin.setRange(r.min_players, r.max_players)
        self.count_spin.setValue(typed if keep else self._scenario.reference_size)
        self.count_spin.blockSignals(False)
        self._count_is_reference = not keep
        # Why a smaller table is refused, in the engine's own words (shown on an attempt).
        self.count_note.setText(self._refusal(r.min_players - 1))
        self.count_note.setVisible(False)
        self._refresh_rules()
        self._on_count_changed(self.count_spin.value())

    def _count_chosen(self, _n: int) -> None:
        """The count changed, typed or restored (the dialog's own reference size is set
        with the spin box's signals blocked): kept on a switch of scenario."""
        self._count_is_reference = False

    def _refusal(self, n: int) -> str:
        """Why the scenario refuses ``n`` players, in the engine's words ("" if it does not)."""
        if self._scenario is None:
            return ""
        try:
            self._scenario.roster_for(n)
        except IllegalAction as exc:
            return refusal_text(exc, self._scenario, (), self._lang())
        return ""

    def _on_count_refused(self, n: int) -> None:
        """The narrator asked for ``n`` players, fewer or more than the scenario plays."""
        note = self._refusal(n)
        self.count_note.setText(note)
        self.count_note.setVisible(bool(note))

    def _on_count_changed(self, n: int) -> None:
        self.count_note.setVisible(False)  # a playable count: nothing is refused
        if self._building or self._scenario is None:
            return
        self._roster = self._scenario.roster_for(n)
        self._resize_table(n)
        self._refill_role_combos()
        self._refresh_roster()
        self._refresh_status()

    def _on_mode_changed(self, *_: Any) -> None:
        if self.cards_radio.isChecked():
            self._need_card_boxes()
        self.seat_table.setColumnHidden(COL_ROLE, not self.cards_radio.isChecked())
        self._refresh_status()

    def _resize_table(self, n: int) -> None:
        table = self.seat_table
        old = table.rowCount()
        if n < old:
            removed = [e.text() for e in self._name_edits[n:]]
            self._spare_names = removed + self._spare_names
            for _ in range(old - n):
                # the table deletes them later: their names go now, so that a seat's name
                # and card widgets are found once while the seats come and go
                self._name_edits.pop().setObjectName("")
                self._role_combos.pop().setObjectName("")
            table.setRowCount(n)
        for row in range(old, n):
            table.insertRow(row)
            seat = QTableWidgetItem(self._num(row + 1))
            seat.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            seat.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            table.setItem(row, COL_SEAT, seat)
            edit = QLineEdit()
            edit.setObjectName(f"name_{row + 1}")
            edit.setPlaceholderText(self._unnamed(row + 1))
            edit.setFrame(False)
            # Leading edge whatever the script of the name (a Latin name stays right-aligned
            # in Persian, like the Persian names above and below it).
            A = Qt.AlignmentFlag  # noqa: N806
            edit.setAlignment(A.AlignAbsolute | A.AlignVCenter
                              | (A.AlignRight if self.isRightToLeft() else A.AlignLeft))
            edit.setText(self._spare_names.pop(0) if self._spare_names else "")
            edit.installEventFilter(self)
            edit.textChanged.connect(self._refresh_status)
            table.setCellWidget(row, COL_NAME, edit)
            self._name_edits.append(edit)
            combo = _CardBox()
            combo.popup_shown.connect(self._click_through.watch)
            combo.setObjectName(f"role_{row + 1}")
            guard_wheel(combo)  # scrolling the table never deals another role
            combo.installEventFilter(self)
            combo.currentIndexChanged.connect(self._refresh_status)
            table.setCellWidget(row, COL_ROLE, combo)
            self._role_combos.append(combo)
        if self._current_row >= n:
            self._set_current_row(n - 1)
        else:
            self._update_move_buttons()

    def _refill_role_combos(self) -> None:
        """Offer "(no card)" plus each distinct role of ``roster_for(n)``; keep valid choices.
        Until cards are first entered the boxes stay empty (none has a card chosen, and an
        empty box says none as "(no card)" does): :meth:`_fill_card_boxes` fills them then
        with the items of the last refill, as they would be."""
        self._card_items = [(self.tr("(no card)"), None),
                            *((self._role(rid), rid) for rid in self._distinct_roles())]
        if self._cards_filled or self.cards_radio.isChecked():
            self._fill_card_boxes()

    def _fill_card_boxes(self) -> None:
        """Fill every seat's card box with the last refill's items, each keeping its card
        when still offered ("(no card)" otherwise)."""
        self._cards_filled = True
        for combo in self._role_combos:
            chosen = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for text, rid in self._card_items:
                combo.addItem(text, rid)
            idx = combo.findData(chosen) if chosen is not None else 0
            combo.setCurrentIndex(max(idx, 0))
            combo.blockSignals(False)

    def _need_card_boxes(self) -> None:
        """The card boxes filled, if they were left empty and have items."""
        if not self._cards_filled and self._card_items:
            self._fill_card_boxes()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.FocusIn:
            lists: tuple[Sequence[QWidget], ...] = (self._name_edits, self._role_combos)
            for widgets in lists:
                if obj in widgets:
                    self._set_current_row(widgets.index(obj))
                    break
            if obj in self._name_edits:
                self._name_before[obj] = obj.text()
                # typing replaces the old name (after the click has placed the cursor)
                QTimer.singleShot(0, obj.selectAll)
        elif event.type() == QEvent.Type.KeyPress and obj in self._name_edits:
            return self._name_key(obj, cast(QKeyEvent, event).key())
        elif event.type() == QEvent.Type.ContextMenu and obj in self._name_edits:
            # its menu opens once the event is handled: watched then (LY113-1)
            QTimer.singleShot(0, self._click_through.watch_open_popup)
        elif (event.type() == QEvent.Type.KeyPress and obj in self._role_combos
              and cast(QKeyEvent, event).key() == Qt.Key.Key_Escape):
            self._leave_cell()  # a card's box, its list closed: Esc leaves the cell
            return True
        return super().eventFilter(obj, event)

    def _name_key(self, edit: QLineEdit, key: int) -> bool:
        """A key in a seat's name: Enter commits it and goes to the next seat's name, like a
        spreadsheet; Down and Up go to the next and the previous name. A Down just after an
        Enter is that same move, not a second one (issue 23: «Enter, then Down» skipped
        every other seat). Esc puts back the name the box held when it took the focus
        (when it was changed; else the key goes on to the dialog). True when the key is
        taken."""
        after_enter, self._after_enter = self._after_enter, None
        if key == Qt.Key.Key_Escape:
            before = self._name_before.get(edit, edit.text())
            if edit.text() == before:
                self._leave_cell()  # nothing being edited: the cell is left, not the dialog
                return True
            edit.setText(before)  # that edit only is cancelled (TB30-1)
            edit.selectAll()
            return True
        step = {Qt.Key.Key_Return: 1, Qt.Key.Key_Enter: 1, Qt.Key.Key_Down: 1,
                Qt.Key.Key_Up: -1}.get(Qt.Key(key))
        if step is None:
            return False
        if key == Qt.Key.Key_Down and after_enter is edit:
            return True  # already there
        row = self._name_edits.index(edit)
        nxt = self._name_edits[max(0, min(row + step, len(self._name_edits) - 1))]
        self._name_before[edit] = edit.text()  # committed: an Esc later keeps it
        self._name_before[nxt] = nxt.text()
        nxt.setFocus(Qt.FocusReason.TabFocusReason)
        nxt.selectAll()
        self.seat_table.scrollTo(self.seat_table.model().index(
            self._name_edits.index(nxt), COL_NAME))
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._after_enter = nxt
        return True

    def _leave_cell(self) -> None:
        """Esc in a seat's cell with nothing to put back leaves the cell for the table (its
        row still current); an Esc there then closes the dialog, which keeps the whole table
        as typed (:meth:`draft`). It closed the dialog at once: «Enter, then Esc to leave
        the cell» lost the dealing choice and the cards (CF80-42)."""
        self.seat_table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _set_current_row(self, row: int) -> None:
        if row < 0 or row >= self.seat_table.rowCount():
            self._update_move_buttons()
            return
        self._current_row = row
        if self.seat_table.currentRow() != row:
            # Not QTableView.selectRow: it picks the column under the viewport's leading edge,
            # which is no column at all before the table is laid out (current becomes -1).
            index = self.seat_table.model().index(row, COL_SEAT)
            flags = (QItemSelectionModel.SelectionFlag.ClearAndSelect
                     | QItemSelectionModel.SelectionFlag.Rows)
            self.seat_table.selectionModel().setCurrentIndex(index, flags)
        self._update_move_buttons()

    def _update_move_buttons(self) -> None:
        n = self.seat_table.rowCount()
        self.up_button.setEnabled(n > 1 and self._current_row > 0)
        self.down_button.setEnabled(n > 1 and self._current_row < n - 1)

    def _move(self, step: int) -> None:
        """Swap the current seat's player (name and drawn card) with the seat ``step`` away."""
        a = self._current_row
        b = a + step
        if not (0 <= a < len(self._name_edits) and 0 <= b < len(self._name_edits)):
            return
        ea, eb = self._name_edits[a], self._name_edits[b]
        ta, tb = ea.text(), eb.text()
        ea.setText(tb)
        eb.setText(ta)
        ca, cb = self._role_combos[a], self._role_combos[b]
        ia, ib = ca.currentIndex(), cb.currentIndex()
        for combo, idx in ((ca, ib), (cb, ia)):
            combo.blockSignals(True)
            combo.setCurrentIndex(idx)
            combo.blockSignals(False)
        self._set_current_row(b)
        item = self.seat_table.item(b, COL_SEAT)
        if item is not None:  # (every row has its seat cell)
            self.seat_table.scrollToItem(item)
        self._refresh_status()

    # ------------------------------------------------------------------ texts
    def _side_counts(self, sides: Counter, chooses: list[str]) -> str:
        """«3 mafia, 8 city, 1 independent» (with the chosen side's words for Nostradamus),
        «3 mafia, 9 city» when the table has no independent (a narrator's trial: «۰ مستقل»)."""
        if not sides["independent"]:
            summary = self.tr("%1 mafia, %2 city")
        elif chooses and len(chooses) == sides["independent"]:
            summary = self.tr("%1 mafia, %2 city, %3 independent, playing with the side he "
                              "chooses on the intro night")
        else:
            summary = self.tr("%1 mafia, %2 city, %3 independent")
        return summary.replace(
            "%1", self._num(sides["mafia"])).replace(
            "%2", self._num(sides["city"])).replace(
            "%3", self._num(sides["independent"]))

    def _refresh_roster(self) -> None:
        if self._scenario is None or not self._roster:
            return
        sides = Counter(self._scenario.side_of(r) for r in self._roster)
        # an independent who plays with the side he chooses (Nostradamus) is said so, in
        # the trackers' words (issue 23: «independent» here, «City» in the trackers)
        chooses = [r for r in self._roster if r in self._scenario.win.chosen_side]
        if self._scenario.sides:
            # the file's own names of its sides (Werewolf: «Werewolves: 3, Village: 15»,
            # club_scenarios 0.4; WW32-1), an independent only when dealt
            lang = self._lang()
            self.roster_summary.setText(self._join([
                fill(self.tr("%1: %2"), side_label(side, self._scenario, lang),
                     self._num(sides[side]))
                for side in ("mafia", "city", "independent")
                if side != "independent" or sides[side]]))
        else:
            self.roster_summary.setText(self._side_counts(sides, chooses))
        counts = Counter(self._roster)
        parts = []
        for rid in self._distinct_roles():
            k = counts[rid]
            name = self._role(rid)
            parts.append(name if k == 1 else self.tr("%1 × %2").replace(
                "%1", self._num(k)).replace("%2", name))
        self.roster_roles.setText(self._join(parts))
        lang = self._lang()
        self.role_abilities.setText("<br>".join(
            f"<b>{html.escape(self._role(rid))}</b>: "
            f"{html.escape(getattr(self._scenario.role(rid).ability, lang))}"
            for rid in self._distinct_roles()))

    def _refresh_rules(self) -> None:
        if self._scenario is None:
            return
        rules = self._scenario.default_house_rules()
        rules.update(self._rule_changes)
        table = self.rules_table
        table.setRowCount(len(rules))
        from narrator_app.ui.rule_words import scenario_rule_label, scenario_value_label

        lang = self._lang()
        for row, (key, value) in enumerate(rules.items()):
            # the rule and its value in words, as the rules dialog says them (a file's own
            # rule in the file's words: CR38-7)
            k = QTableWidgetItem(scenario_rule_label(self._scenario, key, lang))
            v = QTableWidgetItem(scenario_value_label(self._scenario, key, value, lang))
            if key in self._rule_changes:
                f = QFont(k.font())
                f.setBold(True)
                k.setFont(f)
                v.setFont(f)
            for item in (k, v):
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            table.setItem(row, 0, k)
            table.setItem(row, 1, v)

    def _format_value(self, value: Any) -> str:
        if isinstance(value, bool):
            return self.tr("yes") if value else self.tr("no")
        if isinstance(value, int):
            return self._num(value)
        if isinstance(value, list):
            return self._join([self._format_value(v) for v in value])
        return str(value)

    def _chosen_roles(self) -> list[str | None]:
        return [c.currentData() for c in self._role_combos]

    def _deal_problems(self) -> list[str]:
        """What keeps the drawn cards from matching ``roster_for(n)`` (empty when they
        match): the engine's reading (:meth:`Scenario.roster_gaps`), the one «Correct the
        deal» names in its refusal (Z105-7)."""
        chosen = self._chosen_roles()
        problems: list[str] = []
        empty = [i + 1 for i, r in enumerate(chosen) if r is None]
        missing, extra = (self._scenario.roster_gaps(chosen) if self._scenario is not None
                          else ((), ()))
        for rid, n in missing:
            problems.append(self.tr("%1 %2 missing").replace(
                "%1", self._num(n)).replace("%2", self._role(rid)))
        for rid, n in extra:
            problems.append(self.tr("%1 %2 extra").replace(
                "%1", self._num(n)).replace("%2", self._role(rid)))
        if empty:
            problems.append(self.tr("seats without a card: %1").replace(
                "%1", self._join([self._num(s) for s in empty])))
        return problems

    def _name_problems(self) -> list[int]:
        """Seats (from 1) whose name is not valid text (``engine/names.py``: a lone
        surrogate, a control character such as a newline or tab)."""
        from narrator_app.engine import name_problem

        return [i for i, e in enumerate(self._name_edits, 1) if name_problem(e.text())]

    def _refresh_status(self, *_: Any) -> None:
        if self._building:
            return
        unnamed = [i for i, name in enumerate(self.names(), 1) if not name]
        # always there, so that nothing below it jumps when the last name is typed
        self.unnamed_note.setText(
            self.tr("Seats without a name are called by their number: %1.").replace(
                "%1", self._join([self._num(s) for s in unnamed])) if unnamed
            else self.tr("Every seat has a name.")
        )
        self.unnamed_note.setVisible(True)
        bad_names = self._name_problems()
        if bad_names:
            self.status_line.setText(self.tr(
                "Not valid text as a name (a control character such as a tab or a line "
                "break): seat %1").replace("%1", self._join([self._num(s) for s in bad_names])))
            self.status_line.setStyleSheet("color: #b00020;")
            self.ok_button.setEnabled(False)
            return
        if self.cards_radio.isChecked():
            problems = self._deal_problems()
            if problems:
                self.status_line.setText(self.tr("; ").join(problems))
                self.status_line.setStyleSheet("color: #b00020;")
            else:
                self.status_line.setText(self.tr("The cards match the roles of this table."))
                self.status_line.setStyleSheet("color: #1b5e20;")
            self.ok_button.setEnabled(not problems)
        else:
            self.status_line.setText(self.tr(
                "The app deals the roles at random when the game starts."))
            self.status_line.setStyleSheet("")
            self.ok_button.setEnabled(self._scenario is not None and bool(self._roster))

    # ------------------------------------------------------------------ results
    def names(self) -> tuple[str, ...]:
        """The player names, seat 1 first (stripped; "" for a seat left unnamed)."""
        return tuple(e.text().strip() for e in self._name_edits)

    def open_house_rules(self) -> QDialog | None:
        """Open the house-rules screen, editable (window-modal, never blocking); its
        accepted values replace the current changes. Returns the dialog."""
        if self._scenario is None:
            return None
        from narrator_app.ui.house_rules_dialog import HouseRulesDialog

        dlg = HouseRulesDialog(self._scenario, dict(self._rule_changes), False, self._lang(), self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def take() -> None:
            self._rule_changes = dlg.changes()
            self._refresh_rules()

        dlg.accepted.connect(take)
        dlg.open()
        return dlg

    def _checked_rules(self, rules: dict[str, Any]) -> dict[str, Any]:
        """``rules`` when the engine takes them for this scenario, else none (a remembered
        rule this version no longer has, or a value it refuses)."""
        if self._scenario is None or not rules:
            return {}
        try:
            house_rules_for(self._scenario, self._scenario.reference_size, dict(rules))
        except IllegalAction:
            return {}
        return dict(rules)

    def _refresh_presets(self) -> None:
        self.preset_combo.clear()
        self.preset_combo.addItem(self.tr("— saved presets —"), None)
        if self._scenario is None:
            return
        for preset in self._settings.presets_for(self._scenario.id):
            self.preset_combo.addItem(preset.name, preset.name)

    def _choose_preset(self, index: int) -> None:
        name = self.preset_combo.itemData(index)
        if name is None or self._scenario is None:
            return
        preset = next(p for p in self._settings.presets_for(self._scenario.id)
                      if p.name == name)
        self._rule_changes = self._checked_rules(preset.rules)
        self.preset_name.setText(name)
        self._refresh_rules()

    def save_preset(self) -> bool:
        """Keep the table rules as shown under the name typed (settings; the caller saves
        them when the dialog reports ``presetSaved``)."""
        name = self.preset_name.text().strip()
        if not name or self._scenario is None:
            return False
        self._settings.save_preset(name, self._scenario.id, dict(self._rule_changes))
        self._refresh_presets()
        self.preset_combo.setCurrentIndex(self.preset_combo.findData(name))
        self.presetSaved.emit()
        return True

    def print_rules(self) -> QDialog | None:
        """A print preview of the rules as shown (the chosen preset or the changes)."""
        if self._scenario is None:
            return None
        from narrator_app.ui.house_rules_dialog import print_announced_rules

        rules = house_rules_for(self._scenario, self.count_spin.value(), self._rule_changes)
        self.print_preview = print_announced_rules(self, self._scenario, rules, self._lang())
        return self.print_preview

    def result_setup(self) -> Setup:
        """The setup of the new game: the house rules that differ from the defaults."""
        return Setup(self.scenario_combo.currentData(), self.names(), dict(self._rule_changes))

    def result_deal(self) -> list[str] | None:
        """Role ids by seat (seat 1 first) as the players drew them, or None for a random deal."""
        if not self.cards_radio.isChecked():
            return None
        chosen = self._chosen_roles()
        if any(r is None for r in chosen):
            return None
        return [str(r) for r in chosen]

    def draft(self) -> dict[str, Any]:
        """The table as typed, for a dialog opened later (``NewGameDialog(draft=…)``): the
        scenario, the player count, every name typed (seats taken off the table too), the
        house rules changed, the dealing choice and the cards entered (CF80-42).
        The caller keeps it when the dialog is closed without a game (Esc, Cancel), so that
        an Esc does not throw the typed names away (TB30-1); the settings are left alone."""
        names = [*self.names(), *self._spare_names]
        while names and not names[-1]:
            names.pop()
        return {"scenario": self.scenario_combo.currentData(),
                "count": self.count_spin.value(), "names": names,
                "rules": dict(self._rule_changes), "cards": self.cards_radio.isChecked(),
                "roles": self._chosen_roles()}

    def accept(self) -> None:
        if not self.ok_button.isEnabled() or self._name_problems():
            return
        s = self._settings
        # the table's names, then those kept beyond it from before: after a game of 10 the
        # next game of 18 still finds seats 11-18 named (a narrator's trial, CF45-23)
        names = [*self.names(), *self._spare_names]
        while names and not names[-1]:
            names.pop()
        s.recent_names = names
        s.last_scenario = self.scenario_combo.currentData()
        s.last_player_count = self.count_spin.value()
        s.last_house_rules = {**s.last_house_rules,
                              self.scenario_combo.currentData(): dict(self._rule_changes)}
        super().accept()
