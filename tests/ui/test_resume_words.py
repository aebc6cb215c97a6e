"""The resume offer after a deliberate quit said «The last game was closed before it
ended.»: a close is not always told from a stop (CF57-16), and the narrator who quit read it
as an accident. The heading says what is true of both: the game is not finished, and where
it was left («Day 2», «روز ۲»), in both languages; the crash heading is unchanged. The real
dialog over a real autosave of a game played to Day 2 and closed normally."""

from __future__ import annotations

import pytest
from desk_driver import REFERENCE, reference_setup
from PySide6.QtWidgets import QApplication, QLabel

from narrator_app.engine.archive import unfinished_autosaves
from narrator_app.ui.recovery import ResumeDialog
from narrator_app.ui.session_end import closed_normally, note_closed

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

HEAD = {"en": "The last game is not finished: it was left at Day 2. Continue it where it "
              "stood?",
        "fa": "بازی قبلی تمام نشده است: در روز ۲ مانده است. از همان‌جا ادامه یابد؟"}


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_game_quit_at_day_two_is_not_said_closed_before_it_ended(qtbot, controller,
                                                                    tmp_path, lang):
    from narrator_app.ui.app import apply_language

    apply_language(QApplication.instance(), lang)
    try:
        c = controller
        assert c.new_game(reference_setup(), REFERENCE), c.last_error
        assert c.end_phase()  # the intro day
        assert c.step("nostradamus", {"pick": [8, 9, 10], "side": "city"}), c.last_error
        while (c.state.phase, c.state.number) != ("day", 2):
            assert c.end_phase(), c.last_error
        note_closed(tmp_path, c.game)  # the window closed normally (a deliberate quit)
        entry = next(e for e in unfinished_autosaves(tmp_path) if e.game_id == c.game.game_id)
        assert closed_normally(tmp_path, entry)
        dlg = ResumeDialog(entry, lang, closed=True)
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        texts = [lab.text() for lab in dlg.findChildren(QLabel)]
        assert texts[0] == HEAD[lang], texts[0]
        assert not any("closed before" in t or "پیش از پایانش بسته" in t for t in texts)
    finally:
        apply_language(QApplication.instance(), "fa")
