"""A card short of room for its pills folds the token without effect first (LY114-2).

A narrator's trial (Godfather–Nostradamus 18, Persian, 1280×720, day 4): seat 6 showed
«حس ششم», a struck-through «نجات» (the doctor's save, without effect) and «+1»; the one
folded away was «سلاخی», the night's result. The struck token now gives way first."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QFontMetrics

from narrator_app.engine import VOID
from narrator_app.ui.app import apply_language
from narrator_app.ui.seat_ring import SeatRing, SeatView

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_struck_token_folds_before_the_night_s_result(qapp, qtbot, lang):
    apply_language(qapp, lang)
    try:
        ring = SeatRing()
        qtbot.addWidget(ring)
        ring.lang = lang
        v = SeatView(6, "Reza", "Don", tokens=["sixth_sense", "saved" + VOID, "slaughtered"])
        ring.set_seats([v])
        fm = QFontMetrics(ring.fonts().token())
        texts = [t for _k, t, _i, _b in ring._pills_of(v)]
        widths = [fm.horizontalAdvance(t) + ring.PILL_PAD for t in texts]
        # two pills and a «+1» side by side on one row, not the three pills
        column = (sorted(widths)[-1] + sorted(widths)[-2] + 2 * ring.PILL_GAP
                  + fm.horizontalAdvance("+" + ("۱" if lang == "fa" else "1")) + ring.PILL_PAD)
        assert sum(widths) + 2 * ring.PILL_GAP > column
        shown = [(kind, text, font.strikeOut())
                 for kind, text, _box, font, _ink, _bg in ring._pill_items(v, QPointF(), column,
                                                                        most=1)]
        kinds = [k for k, _t, _s in shown]
        assert kinds.count("more") == 1, shown
        assert ("token", ring._token("slaughtered"), False) in shown, shown
        assert ("token", ring._token("sixth_sense"), False) in shown, shown
        assert not any(struck for _k, _t, struck in shown), shown
    finally:
        apply_language(qapp, "fa")
