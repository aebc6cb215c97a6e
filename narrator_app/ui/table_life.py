"""The table's life: a player who leaves mid-game, and a deal entered wrongly.

* :class:`SeatMenu` — the seat's menu on the ring (right click, or the menu key): «Leaves
  the table…» (ترک میز), by day or night, after a confirmation, records the phase's
  ``withdraw`` step (rules_spec 6.9 S10) through the controller.
* :class:`RedealDialog` — «Correct the deal…» (اصلاح پخش): the dealt role of every seat,
  changed by the narrator; «Record» asks the controller to ``redeal`` (the later actions
  are replayed on the corrected deal). When one of them no longer holds, the dialog says
  which and stays open; nothing changes.

Neither holds a rule: what is legal is the engine's answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QMenu,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from narrator_app.messages import role_name
from narrator_app.ui.controller import GameController
from narrator_app.ui.texts import fill, seat_short, translate
from narrator_app.ui.wheel_guard import guard_wheel
from narrator_app.ui.wrap_label import WrapLabel

if TYPE_CHECKING:
    from narrator_app.ui.seat_ring import SeatRing


class SeatMenu(QObject):
    """The ring's per-seat menu (``customContextMenuRequested``).

    ``menu`` is the menu last opened (kept for tests); :meth:`withdraw` is what its
    «Leaves the table…» entry does.
    """

    def __init__(self, ring: SeatRing, controller: GameController,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ring, self.c = ring, controller
        self.menu: QMenu | None = None
        ring.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        ring.customContextMenuRequested.connect(self.open_at)

    def _seat_at(self, pos: QPoint) -> int | None:
        return self.ring.seat_at(pos)

    def can_withdraw(self, seat: int) -> bool:
        """True when the player at ``seat`` is still at the table and the game is going on
        (the engine refuses the rest with its own reason)."""
        st = self.c.state
        return (
            st is not None
            and st.phase != "setup"
            and st.winner is None
            and st.player(seat).status != "dead"
            and not self.c.read_only
        )

    def open_at(self, pos: QPoint) -> QMenu | None:
        """Open the menu of the seat under ``pos`` (ring coordinates); None off a seat."""
        seat = self._seat_at(pos)
        if seat is None or self.c.state is None or self.c.state.phase == "setup":
            return None
        if self.menu is not None:
            self.menu.deleteLater()
        menu = self.menu = QMenu(self.ring)
        menu.setObjectName("seatMenu")
        title = menu.addAction(seat_short(seat, self.c.names, self.c.lang))
        title.setEnabled(False)
        leave = QAction(translate("Ravi", "Leaves the table…"), menu)
        leave.setObjectName("withdrawAction")
        leave.setEnabled(self.can_withdraw(seat))
        leave.triggered.connect(lambda: self.withdraw(seat))
        menu.addAction(leave)
        menu.popup(self.ring.mapToGlobal(pos))
        return menu

    def withdraw(self, seat: int) -> bool:
        """Ask the narrator to confirm, then record that ``seat`` leaves the table. A
        withdrawal the engine would refuse is not asked about: its refusal is shown at once
        (``withdraw_refused``; it was confirmed first, then refused, Y101-21)."""
        if not self.can_withdraw(seat) or self.c.withdraw_refused(seat):
            return False
        who = seat_short(seat, self.c.names, self.c.lang)
        if not self.c.confirm(
            translate("Ravi", "Leaves the table"),
            fill(
                translate(
                    "Ravi",
                    "%1 leaves the table for good: out of the game now, with no last move, "
                    "no card and no return. Record it?",
                ),
                who,
            ),
        ):
            return False
        return self.c.withdraw(seat)


class RedealDialog(QDialog):
    """«Correct the deal»: one role box per seat, opened on the deal as it stands."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        from narrator_app.engine import dealt_roles

        super().__init__(parent)
        self.setObjectName("redealDialog")
        self.c = controller
        self.setWindowTitle(translate("Ravi", "Correct the deal"))
        lay = QVBoxLayout(self)
        intro = WrapLabel(
            translate(
                "Ravi",
                "Give each seat the card it really holds. Every action recorded since the "
                "deal is replayed on the corrected deal; if one of them no longer holds, "
                "nothing changes and you are told which.",
            )
        )
        intro.setWordWrap(True)
        lay.addWidget(intro)
        host = QWidget()
        form = QFormLayout(host)
        scen, lang = controller.scenario, controller.lang
        deal = dealt_roles(controller.game) if controller.game is not None else []
        roles = list(dict.fromkeys([r.id for r in scen.roles] if scen else []))
        self.combos: list[QComboBox] = []
        for seat, role in enumerate(deal, 1):
            box = QComboBox()
            box.setObjectName(f"redealRole_{seat}")
            guard_wheel(box)
            for r in roles:
                box.addItem(role_name(scen, r, lang), r)
            box.setCurrentIndex(box.findData(role))
            form.addRow(seat_short(seat, controller.names, lang), box)
            self.combos.append(box)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(host)
        lay.addWidget(scroll, 1)
        self.error = WrapLabel()
        self.error.setObjectName("redealError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error.setVisible(False)
        lay.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(translate("Ravi", "Record the corrected deal"))
        self.ok_button.setObjectName("recordRedeal")
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(
            translate("Ravi", "Cancel")
        )
        buttons.accepted.connect(self.record)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def seats(self) -> list[str]:
        """The roles chosen, seat 1 first."""
        return [box.currentData() for box in self.combos]

    def set_role(self, seat: int, role: str) -> None:
        box = self.combos[seat - 1]
        box.setCurrentIndex(box.findData(role))

    def record(self) -> bool:
        """Ask the controller to correct the deal; close on success, else say why."""
        if self.c.redeal(self.seats()):
            self.accept()
            return True
        self.error.setText(self.c.last_error)
        self.error.setVisible(True)
        return False
