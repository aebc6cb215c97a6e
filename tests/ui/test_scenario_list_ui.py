"""The New game dialog's list of scenarios asks the catalogue: a club file with a reserved
id is listed as refused, with its reason (issue 20, item 5); the club's files are read on a
worker thread, so a folder that is slow to read does not freeze the dialog (item 6)."""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from narrator_app.engine import scenario as scenario_module
from narrator_app.engine.scenario import playable_ids, shipped_entries, use_club_folders
from narrator_app.ui.new_game_dialog import NewGameDialog
from narrator_app.ui.settings import Settings

HARBOUR = (Path(__file__).resolve().parents[1] / "fixtures" / "scenarios" / "harbour.toml"
           ).read_text(encoding="utf-8")


def _items(d: NewGameDialog) -> list[tuple[str, object, bool, object]]:
    """(text, id, enabled, tooltip) of every line of the scenario list."""
    combo = d.scenario_combo
    return [(combo.itemText(i), combo.itemData(i), combo.model().item(i).isEnabled(),
             combo.itemData(i, Qt.ItemDataRole.ToolTipRole)) for i in range(combo.count())]


@pytest.fixture
def club(tmp_path: Path):
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "harbour.toml").write_text(HARBOUR, encoding="utf-8")
    yield folder
    use_club_folders([])


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs are POSIX")
def test_a_reserved_id_and_a_fifo_are_listed_as_refused_with_their_reason(qtbot, club):
    (club / "cards.toml").write_text(
        HARBOUR.replace('id = "harbour"', 'id = "last_move_cards"', 1), encoding="utf-8")
    os.mkfifo(club / "fifo.toml")
    use_club_folders([club])
    d = NewGameDialog(Settings())
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: "harbour" in [i[1] for i in _items(d)], timeout=10_000)
    items = _items(d)
    assert "last_move_cards" not in [i[1] for i in items]
    refused = {text.split(" — ")[0]: (enabled, tip) for text, sid, enabled, tip in items
               if sid is None}
    assert refused["cards.toml"][0] is False
    assert "'last_move_cards' is the name of a data file the app ships" in refused["cards.toml"][1]
    # the tooltip says the faults without the file's path, each by its field (SC107-4)
    assert refused["fifo.toml"] == (False, "not a regular file (a FIFO)")
    assert "\u200fnot a regular file (a FIFO)" in d.refused_line.toolTip().splitlines()


def test_a_slow_club_folder_does_not_freeze_the_dialog(qtbot, club, monkeypatch):
    """The club's files are read off the GUI thread: the dialog opens at once with the
    shipped scenarios and a «reading» line; the club's scenario joins the list when read,
    and the last game's scenario is chosen then."""
    release = threading.Event()
    # the catalogue judges a club file through the reading both it and read_scenario_file
    # share (judge_scenario_file -> _read_scenario): slowed there, a file already read and
    # found valid earlier in the session (the same bytes: known at once) is slow too
    real = scenario_module._read_scenario

    def slow(path):
        if Path(path).parent == club:
            release.wait(5)  # a file that takes long to read (the guard: 5 s)
        return real(path)

    monkeypatch.setattr(scenario_module, "_read_scenario", slow)
    monkeypatch.setattr("narrator_app.ui.new_game_dialog.CATALOGUE_WAIT_SECONDS", 0.05,
                        raising=False)
    use_club_folders([club])
    settings = Settings()
    settings.last_scenario = "harbour"
    try:
        d = NewGameDialog(settings)
        qtbot.addWidget(d)
        d.show()
        items = _items(d)
        assert not release.is_set()
        # the shipped scenarios, in the catalogue's order (read from it, not typed here)
        assert [i[1] for i in items if i[1]] == playable_ids(shipped_entries())
        from narrator_app.messages import scenario_list_text

        reading = scenario_list_text("reading", "fa")
        assert (reading, None, False, None) in items and d.reading_scenarios()
        assert d.scenario_combo.currentData() == playable_ids(shipped_entries())[0]
        d.count_spin.setFocus()  # the dialog answers while the files are read
        qtbot.keyClick(d.count_spin, Qt.Key.Key_Up)
        assert d.count_spin.value() == 12
    finally:
        release.set()
    qtbot.waitUntil(lambda: not d.reading_scenarios(), timeout=10_000)
    items = _items(d)
    assert reading not in [i[0] for i in items]
    assert [i[1] for i in items if i[1]][-1] == "harbour"
    assert d.scenario_combo.currentData() == "harbour"  # the last game's, not chosen by hand
    assert d.count_spin.value() == 9
