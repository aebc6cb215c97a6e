"""A finished game, replayed read-only: step forward and back through its actions.

The viewer holds a replayed :class:`~narrator_app.engine.Game` (``Game.states[i]`` is the
state after the first ``i`` actions) and no controller: nothing here can apply, undo or save
an action. For each position it shows the action's number, the phase title, the seat ring
(:class:`~narrator_app.ui.seat_ring.SeatRing`: roles, statuses, that night's tokens), the
morning announcement then due (:class:`~narrator_app.ui.announcement.AnnouncementBox`), the log
lines that action wrote, and the whole log up to it.

Keys: the "Next" key follows the reading direction — Left in a right-to-left (Persian)
window, Right in a left-to-right one — and the other arrow goes back; Page Down / Page Up do
the same in every language, Home and End go to the first and the last action.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from narrator_app.engine import ring_tokens, role_token_words, token_words
from narrator_app.messages import digits, para_mark, role_name
from narrator_app.ui.announcement import AnnouncementBox
from narrator_app.ui.log_panel import LogModel
from narrator_app.ui.recovery import make_alert_banner
from narrator_app.ui.screen_fit import cap_on_layout_request, fit_window
from narrator_app.ui.seat_ring import SeatRing, SeatView
from narrator_app.ui.texts import fill, game_over_line, phase_title, seats_list

translate = QCoreApplication.translate


class _Frame:
    """What the shared panels read from a controller, for one position of the replay
    (``state``, ``scenario``, ``names``, ``lang``) — read-only, no actions."""

    def __init__(self, game, lang: str) -> None:
        self.game, self.lang = game, lang
        self.index = len(game.states) - 1

    @property
    def state(self):
        return self.game.states[self.index]

    @property
    def scenario(self):
        return self.game.scenario

    @property
    def names(self) -> tuple[str, ...]:
        return self.game.setup.names


class ReplayWindow(QWidget):
    """Read-only replay of ``game`` (opened from ``path``), starting at its first action."""

    def __init__(self, game, lang: str = "fa", path: Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("replayWindow")
        self.game, self.lang, self.path = game, lang, path
        self.frame = _Frame(game, lang)
        self._build()
        self._make_keys()
        # 1280×760 or, on a smaller screen, what it gives less the frame (WF32-2)
        fit_window(self, 1280, 760)
        self.go(1 if self.count else 0)

    def event(self, ev: QEvent) -> bool:  # noqa: D102 - Qt override
        done = super().event(ev)
        cap_on_layout_request(self, ev)  # a longer text: never past the screen
        return done

    @property
    def count(self) -> int:
        """The number of actions in the game."""
        return len(self.game.actions)

    @property
    def position(self) -> int:
        """How many actions are shown as done (1 = the deal)."""
        return self.frame.index

    # --- building -----------------------------------------------------------------------
    def _build(self) -> None:
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 4)
        header = QHBoxLayout()
        self.phase_label = QLabel()
        self.phase_label.setObjectName("replayPhase")
        self.phase_label.setStyleSheet("font-size: 20pt; font-weight: bold;")
        header.addWidget(self.phase_label)
        self.scenario_label = QLabel(getattr(self.game.scenario.name, self.lang))
        self.scenario_label.setStyleSheet("font-size: 12pt;")
        header.addWidget(self.scenario_label, 1)
        self.readonly_label = QLabel(translate("Replay", "Replay — read only"))
        self.readonly_label.setObjectName("replayReadOnly")
        self.readonly_label.setStyleSheet(
            "font-weight: bold; color: #2f4f8f; border: 1px solid #2f4f8f; padding: 2px 6px;"
        )
        header.addWidget(self.readonly_label)
        lay.addLayout(header)

        self.warning, self.warning_text = make_alert_banner("replayScenarioChanged", "warning")
        if getattr(self.game, "scenario_changed", False):
            self.warning_text.setText(translate(
                "Replay",
                "Warning: this game's scenario file has changed since the game was saved. "
                "It still replays; the file is not changed.",
            ))
            self.warning.setVisible(True)
        lay.addWidget(self.warning)

        nav = QHBoxLayout()
        style = self.style()

        def button(name: str, text: str, icon, slot) -> QPushButton:
            b = QPushButton(style.standardIcon(icon), text)
            b.setObjectName(name)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys stay with the window
            b.clicked.connect(slot)
            nav.addWidget(b)
            return b

        sp = QStyle.StandardPixmap
        # the skip icons are not mirrored by the style (the arrows are): in a right-to-left
        # window «first» stands on the right and points there
        rtl = self.isRightToLeft()
        self.skip_icons = (
            (sp.SP_MediaSkipForward, sp.SP_MediaSkipBackward)
            if rtl
            else (sp.SP_MediaSkipBackward, sp.SP_MediaSkipForward)
        )
        self.first_button = button("replayFirst", translate("Replay", "First"),
                                   self.skip_icons[0], self.first)
        self.back_button = button("replayBack", translate("Replay", "Previous"),
                                  sp.SP_ArrowBack, self.back)
        self.position_label = QLabel()
        self.position_label.setObjectName("replayPosition")
        self.position_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.position_label.setStyleSheet("font-size: 13pt; font-weight: bold;")
        nav.addWidget(self.position_label, 1)
        self.forward_button = button("replayForward", translate("Replay", "Next"),
                                     sp.SP_ArrowForward, self.forward)
        self.last_button = button("replayLast", translate("Replay", "Last"),
                                  self.skip_icons[1], self.last)
        lay.addLayout(nav)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.setChildrenCollapsible(False)
        side = QWidget()
        side_lay = QVBoxLayout(side)
        side_lay.setContentsMargins(0, 0, 0, 0)
        self.announcement = AnnouncementBox(self.frame)  # type: ignore[arg-type]
        self.announcement.show_button.setEnabled(False)
        side_lay.addWidget(self.announcement)
        box = QFrame()
        box.setObjectName("replayActionBox")
        box.setStyleSheet("QFrame#replayActionBox { border: 1px solid #888888; "
                          "border-radius: 4px; }")
        bl = QVBoxLayout(box)
        title = QLabel(translate("Replay", "This action wrote in the log:"))
        title.setStyleSheet("font-weight: bold;")
        bl.addWidget(title)
        self.action_lines = QLabel()
        self.action_lines.setObjectName("replayActionLines")
        self.action_lines.setWordWrap(True)
        self.action_lines.setAlignment(Qt.AlignmentFlag.AlignTop)
        bl.addWidget(self.action_lines, 1)
        side_lay.addWidget(box, 1)
        self.winner_label = QLabel()
        self.winner_label.setObjectName("replayWinner")
        self.winner_label.setWordWrap(True)
        self.winner_label.setStyleSheet(
            "font-size: 13pt; font-weight: bold; padding: 4px; border: 3px double #1b1b1b;"
            "background: #ffe08a; color: #1b1b1b;"
        )
        side_lay.addWidget(self.winner_label)
        side.setMinimumWidth(340)

        self.ring = SeatRing()
        self.ring.setObjectName("replayRing")
        self.ring.set_language(self.lang)

        self.log_model = LogModel(self.frame)  # type: ignore[arg-type]
        self.log_model.setParent(self)
        self.log_view = QListView()
        self.log_view.setObjectName("replayLog")
        self.log_view.setModel(self.log_model)
        self.log_view.setWordWrap(True)
        self.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.log_view.setAlternatingRowColors(True)
        self.log_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        log_box = QWidget()
        ll = QVBoxLayout(log_box)
        ll.setContentsMargins(0, 0, 0, 0)
        log_title = QLabel(translate("Replay", "Game log up to here"))
        log_title.setStyleSheet("font-weight: bold;")
        ll.addWidget(log_title)
        ll.addWidget(self.log_view, 1)
        log_box.setMinimumWidth(260)

        split.addWidget(side)
        split.addWidget(self.ring)
        split.addWidget(log_box)
        split.setStretchFactor(1, 1)
        split.setSizes([380, 560, 320])
        lay.addWidget(split, 1)

    def _make_keys(self) -> None:
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        next_key, back_key = (Qt.Key.Key_Left, Qt.Key.Key_Right) if rtl else (
            Qt.Key.Key_Right, Qt.Key.Key_Left)

        def action(name: str, keys: list, slot) -> QAction:
            a = QAction(self)
            a.setObjectName(name)
            a.setShortcuts([QKeySequence(k) for k in keys])
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            a.triggered.connect(slot)
            self.addAction(a)
            return a

        self.next_action = action("replayNextKey", [next_key, Qt.Key.Key_PageDown], self.forward)
        self.back_action = action("replayBackKey", [back_key, Qt.Key.Key_PageUp], self.back)
        action("replayFirstKey", [Qt.Key.Key_Home], self.first)
        action("replayLastKey", [Qt.Key.Key_End], self.last)

    # --- moving -------------------------------------------------------------------------
    def go(self, index: int) -> None:
        """Show the game after its first ``index`` actions (clamped to 1…count)."""
        low = 1 if self.count else 0
        self.frame.index = max(low, min(self.count, index))
        self.refresh()

    def forward(self) -> None:
        self.go(self.position + 1)

    def back(self) -> None:
        self.go(self.position - 1)

    def first(self) -> None:
        self.go(1)

    def last(self) -> None:
        self.go(self.count)

    # --- showing ------------------------------------------------------------------------
    def action_texts(self) -> list[str]:
        """The log lines written by the action shown (``[private]`` tagged as in the log)."""
        i = self.position
        if i <= 0:
            return []
        before = len(self.game.states[i - 1].log)
        out = []
        for line in self.game.states[i].log[before:]:
            text = self.log_model.line_text(line)
            if text:
                out.append(text if line.public else f"{translate('Ravi', '[private]')} {text}")
        return out

    def refresh(self) -> None:
        st, lang = self.frame.state, self.lang
        title = phase_title(st.phase, st.number, lang, st.scenario)
        self.phase_label.setText(title)
        self.setWindowTitle(fill(translate("Replay", "Replay: %1 — Ravi"),
                                 getattr(self.game.scenario.name, lang)))
        self.position_label.setText(fill(translate("Replay", "Action %1 of %2"),
                                         digits(self.position, lang), digits(self.count, lang)))
        tokens = ring_tokens(st) if st.phase != "setup" else {}
        self.ring.token_words = (token_words(self.game.scenario, lang)
                                 | role_token_words(self.game.scenario, lang, st.rules))
        self.ring.set_seats([
            SeatView(p.seat, p.name, role_name(self.game.scenario, p.role, lang), p.status,
                     tokens.get(p.seat, []))
            for p in st.players
        ] if st.phase != "setup" else [])
        self.ring.set_center_text(title)
        self.ring.set_targets(None)
        self.announcement.refresh()
        self.announcement.show_button.setVisible(False)
        mark = para_mark(lang)
        lines = self.action_texts()
        self.action_lines.setText("\n".join(mark + t for t in lines) if lines else
                                  translate("Replay", "(nothing written)"))
        self.log_model.refresh()
        self.log_view.scrollToBottom()
        if st.winner is not None:
            self.winner_label.setText(para_mark(lang) + game_over_line(  # (CF80-43)
                st.winner, st.scenario, seats_list(st.winning_seats, self.frame.names, lang),
                lang))
            self.winner_label.setVisible(True)
        else:
            self.winner_label.setVisible(False)
        self.back_button.setEnabled(self.position > 1)
        self.first_button.setEnabled(self.position > 1)
        self.forward_button.setEnabled(self.position < self.count)
        self.last_button.setEnabled(self.position < self.count)
