"""The window at this round's leftovers from the narrator trials (decisions «CF57»). Real
widgets, offscreen (the offscreen screen is 800×800: smaller than the archive's own size)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from narrator_app.ui.screen_fit import available_of, frame_of, within

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)


def test_the_archive_opens_within_the_screen_title_bar_included(qtbot, window) -> None:
    """At 1366×768 the archive (1 100 × 640 and its title bar) reached the screen's foot (a
    narrator's trial): it is sized to the screen's available geometry less the frame and
    placed in its middle."""
    archive = window.open_archive()
    qtbot.waitExposed(archive)
    QApplication.processEvents()
    area = available_of(archive)
    assert area is not None
    fw, fh = frame_of(archive)
    assert archive.width() + fw <= area.width() and archive.height() + fh <= area.height()
    assert within(archive, area)
    archive.close()


NOS = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
       "constantine", "plain_citizen", "plain_citizen", "plain_citizen", "nostradamus"]


def _nos_night_one(c, out: int = 3):
    from narrator_app.engine import Setup

    assert c.new_game(Setup("godfather_nostradamus", tuple(f"P{i}" for i in range(1, 12)),
                            {"cards_enabled": False}), NOS)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [8, 9, 10], "side": "city"}) and c.end_phase()
    assert c.step("votes", {out: 6}) and c.step("exit_votes", {out: 6}) and c.end_phase()


def test_a_failed_purchase_is_called_as_a_success_and_the_narrator_told_apart(
        window, controller) -> None:
    """rules_spec A34 (success stays secret): the bought player's call is listed on a
    failed purchase too, the file's words read as on a success; how to make it (wake
    nobody) stands apart, marked «[narrator only, do not say it]» (CF57)."""
    from narrator_app.ui.texts import translate

    c = controller
    _nos_night_one(c)
    assert c.step("mafia", {"buy": 5}), c.last_error  # Leon: the purchase fails
    QApplication.processEvents()
    row = next(r for r in window.night_panel.rows if r.key == "bought_player")
    filed = next(d for d in c.scenario.night if d.key == "bought_player").say.fa
    assert row.say.text() == filed
    note = row.note.text()
    assert note.startswith("⚠ " + translate("Ravi", "[narrator only, do not say it] %1")[:-2])
    assert "بیدار نکنید" in note
    assert row.note.isVisible() and row.say.isVisible()
    assert row.gesture.text() == ""  # nobody to point out (audit58)


def test_the_narrators_notes_are_never_in_the_line_read_aloud(window, controller) -> None:
    """An auditor found «⚠ …» sentences inside the spoken line (the closed purchase, a boss
    out): every row's spoken line is the file's words alone (CF57)."""
    c = controller
    _nos_night_one(c, out=8)  # a citizen out: Saul's purchase stays closed
    QApplication.processEvents()
    rows = {r.key: r for r in window.night_panel.rows}
    assert "⚠" in rows["mafia"].note.text()  # Saul's purchase: not opened by a citizen
    for key, r in rows.items():
        assert "⚠" not in r.say.text(), (key, r.say.text())


def test_the_checklist_rows_are_whole_after_the_privacy_cover(qtbot, window,
                                                              controller) -> None:
    """A narrator's trial lifted the cover (F12) on the intro night at 18 seats: the
    Nostradamus row kept the heights its words had under the cover and its lines drew over
    one another. Each row lays its words out afresh when the checklist is shown again."""
    from narrator_app.engine import Setup

    deal = ["plain_citizen"] * 18
    for seat, role in {1: "godfather", 2: "saul_goodman", 3: "matador", 4: "simple_mafia",
                       5: "simple_mafia", 6: "dr_watson", 7: "leon", 8: "citizen_kane",
                       9: "constantine", 14: "nostradamus"}.items():
        deal[seat - 1] = role
    from narrator_app.ui.theme import apply_font_size

    app = QApplication.instance()
    old_pt = app.font().pointSize()
    apply_font_size(app, 14)  # the trial's size, at 1366×768 under a title bar
    window.resize(1366, 744)
    c = controller
    assert c.new_game(Setup("godfather_nostradamus",
                            tuple(f"بازیکن{i}" for i in range(1, 19))), deal)
    assert c.end_phase()  # the intro night
    QApplication.processEvents()

    def broken() -> list:
        out = []
        for r in window.night_panel.rows:
            if not r.isVisible():
                continue
            labels = [lab for lab in (r.title, r.say, r.note, r.gesture, r.result)
                      if lab.isVisible()]
            out += [(r.key, lab.objectName()) for lab in labels
                    if lab.height() < lab.heightForWidth(lab.width())]
            pairs = zip(labels, labels[1:], strict=False)
            out += [(r.key, a.objectName(), b.objectName()) for a, b in pairs
                    if a.geometry().bottom() > b.geometry().top()]
        return out

    assert broken() == []
    window.set_hide_roles(True)
    QApplication.processEvents()
    window.set_hide_roles(False)
    QApplication.processEvents()
    try:
        assert [r for r in window.night_panel.rows if r.isVisible()]
        assert broken() == []
    finally:
        apply_font_size(app, old_pt)


def _disk_full(path) -> None:
    """The journal's append as a full disk answers it."""
    raise OSError(28, "No space left on device")


@pytest.mark.parametrize("answer", ["lose", "save", "stay"])
def test_closing_with_moves_in_memory_only_asks_first(qtbot, window, controller, tmp_path,
                                                      monkeypatch, answer) -> None:
    """audit56: the disk filled after 13 moves, the game went on in memory (the red banner),
    and a plain close lost the 68 moves after. Closing now asks: Yes closes and loses them,
    No opens «Save as…» and closes once a file holds them (CF57)."""
    from PySide6.QtWidgets import QFileDialog

    from narrator_app.engine import open_game

    c = controller
    _nos_night_one(c)
    assert not c.memory_only()

    monkeypatch.setattr(c, "_append_journal", _disk_full)
    c.step("mafia", {"shot": 9})
    assert c.memory_only() and window.save_banner.isVisible()
    held = len(c.game.actions)
    mine = tmp_path / "mine.ravi"
    chosen = "" if answer == "stay" else str(mine)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (chosen, ""))
    asked: list[str] = []
    c.confirm = lambda title, text: asked.append(text) or answer == "lose"
    closed = window.close()
    assert asked and closed == (answer != "stay")
    if answer == "save":
        assert len(open_game(mine).actions) == held and not c.memory_only()
    if answer == "stay":
        assert window.isVisible() and c.memory_only()
        monkeypatch.undo()  # the disk has room again: the next autosave writes them all
        assert c._autosave() and not c.memory_only()
        assert len(open_game(c.autosave_file()).actions) == len(c.game.actions)


def test_a_new_game_over_moves_in_memory_only_asks_the_same(qtbot, window, controller,
                                                            monkeypatch) -> None:
    """audit58: New game and Open said «it is autosaved and stays in the archive» after the
    autosave had failed, and a yes lost the moves in memory. They ask as closing does."""
    c = controller
    _nos_night_one(c)

    monkeypatch.setattr(c, "_append_journal", _disk_full)
    c.step("mafia", {"shot": 9})
    asked: list[str] = []
    c.confirm = lambda title, text: asked.append(text) or False
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    assert not window._leave_running_game()  # «No», then no file chosen: the game stays
    assert asked and "autosaved" not in asked[0] and c.memory_only()
    monkeypatch.undo()
    assert c._autosave()


def test_the_undo_question_names_what_the_table_heard(window, controller) -> None:
    """A narrator's trial: undoing the exit vote asked only «The table has already heard
    what this undo takes back. Undo anyway?». It names the lines taken back, in the log's
    words (CF57)."""
    from narrator_app.engine import Setup

    c = controller
    assert c.new_game(Setup("godfather_nostradamus", tuple(f"P{i}" for i in range(1, 12)),
                            {"cards_enabled": False}), NOS)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [8, 9, 10], "side": "city"}) and c.end_phase()
    assert c.step("votes", {3: 6}) and c.step("exit_votes", {3: 6}), c.last_error
    heard = [window.log_panel.model.line_text(line) for line in c.state.log
             if line.public][-1]
    asked: list[str] = []
    c.confirm = lambda title, text: asked.append(text) or True
    assert c.undo()
    assert asked and heard and heard in asked[0], (asked, heard)


def test_a_card_with_nothing_to_announce_is_not_under_read_aloud(window, controller) -> None:
    """A narrator's trial: the handcuffs card's box read «Read aloud: Nothing to announce:
    the card's effect stays secret.», an instruction under the words to say. It is the
    narrator's alone now, marked so (CF57)."""
    from narrator_app.engine import Setup
    from narrator_app.ui.texts import translate

    c = controller
    assert c.new_game(Setup("godfather_nostradamus", tuple(f"P{i}" for i in range(1, 12))),
                      NOS)
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [8, 9, 10], "side": "city"}) and c.end_phase()
    assert c.step("votes", {2: 6}) and c.step("exit_votes", {2: 6}), c.last_error
    assert c.step("card", {"draw": "handcuffs", "handcuff": 8}), c.last_error
    QApplication.processEvents()
    text = window.day_panel.card_panel.result.text()
    assert translate("Ravi", "Read aloud:") not in text
    assert text.startswith(translate("Ravi", "[narrator only, do not say it] %1")[:-3])


def test_a_conversion_no_game_announces_is_woken_without_words(window, controller) -> None:
    """Mozakere under `mz_negotiation_announcement = none`: the won-over player is woken by
    a touch; the row has no line to say, the narrator told so apart (audit58, CF57)."""
    from narrator_app.engine import Setup

    ten = ["mafia_boss", "negotiator", "simple_mafia", "doctor", "detective", "reporter",
           "sniper", "armoured", "plain_citizen", "plain_citizen"]
    c = controller
    rules = {"mz_negotiation_trigger": "any_night", "mz_negotiation_announcement": "none"}
    assert c.new_game(Setup("mozakere", tuple(f"P{i}" for i in range(1, 11)), rules), ten)
    assert c.end_phase() and c.end_phase() and c.end_phase()  # to night 1
    assert c.state.phase == "night", c.state.phase
    assert c.step("mafia", {"negotiate": 9}), c.last_error
    QApplication.processEvents()
    row = next(r for r in window.night_panel.rows if r.key == "bought_player")
    assert row.say.text() == "" and not row.say.isVisible()
    assert "لمس" in row.note.text()
