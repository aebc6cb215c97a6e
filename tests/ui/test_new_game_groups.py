"""The New game dialog groups the scenarios (issue 22): the booklet's (the seed documents'),
the clubs' the app ships, the club's own files; it shows each one's player range and, before
the deal, each role's ability text from the scenario file. Driven by clicks and keys."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from narrator_app.engine.scenario import (
    load_scenario,
    scenario_catalogue,
    scenario_group,
    use_club_folders,
)
from narrator_app.messages import digits
from narrator_app.ui.new_game_dialog import NewGameDialog
from narrator_app.ui.settings import Settings
from tests.ui.test_classic_ui import key_to

HARBOUR = (Path(__file__).resolve().parents[1] / "fixtures" / "scenarios" / "harbour.toml"
           ).read_text(encoding="utf-8")
TITLES = {"booklet": "سناریوهای دفترچه", "club": "سناریوهای باشگاه‌ها",
          "own": "فایل‌های باشگاه شما"}


@pytest.fixture
def dialog(qtbot, tmp_path: Path):
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "harbour.toml").write_text(HARBOUR, encoding="utf-8")
    use_club_folders([folder])
    scenario_catalogue()  # read now: the dialog lists the club's file at once
    d = NewGameDialog(Settings())
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    yield d
    use_club_folders([])


def test_the_scenarios_are_listed_in_their_groups(dialog) -> None:
    """Each group's title (greyed, not a scenario), then its scenarios: the groups and
    their members come from the catalogue (the files' own ``group``), none typed here."""
    combo = dialog.scenario_combo
    lines = [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())]
    want: list[tuple[str, object]] = []
    by_group: dict[str, list[str]] = {"booklet": [], "club": [], "own": []}
    for e in scenario_catalogue():
        if e.refused is None:
            by_group[scenario_group(e)].append(e.id)
    assert by_group["booklet"] and by_group["own"] == ["harbour"]
    playable = [combo.itemData(i) for i in range(combo.count()) if combo.itemData(i)]
    for group, ids in by_group.items():
        if ids:
            want.append((TITLES[group], None))
            want += [(load_scenario(sid).name.fa, sid)
                     for sid in playable if sid in ids]
    assert lines == want
    for i in range(combo.count()):
        if combo.itemData(i) is None:
            assert not combo.model().item(i).isEnabled()


def test_each_scenario_shows_its_player_range(qtbot, dialog) -> None:
    combo = dialog.scenario_combo
    for sid in ("harbour", *[combo.itemData(i) for i in range(combo.count())
                             if combo.itemData(i)][:1]):
        r = load_scenario(sid).roster
        want = f"{digits(r.min_players, 'fa')} تا {digits(r.max_players, 'fa')} نفر"
        assert combo.itemData(combo.findData(sid), Qt.ItemDataRole.ToolTipRole) == want
        key_to(qtbot, combo, sid)
        assert dialog.findChild(QLabel, "scenario_range").text() == want


def test_each_role_s_ability_is_shown_before_the_deal(qtbot, dialog) -> None:
    key_to(qtbot, dialog.scenario_combo, "harbour")
    scen = load_scenario("harbour")
    text = dialog.findChild(QLabel, "role_abilities").text()
    for rid in dict.fromkeys(scen.roster_for(dialog.count_spin.value())):
        role = scen.role(rid)
        assert f"<b>{role.name.fa}</b>: {role.ability.fa}" in text
    assert dialog.findChild(QLabel, "role_abilities").isVisible()


def test_the_open_list_shows_each_range(qtbot, dialog) -> None:
    """The list's own lines carry the range (drawn at the line's far end) and are wide
    enough for the name and the range together."""
    from PySide6.QtGui import QPixmap
    from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

    from narrator_app.ui.new_game_dialog import RANGE_ROLE

    combo = dialog.scenario_combo
    view = combo.view()
    delegate = combo.itemDelegate()
    for i in range(combo.count()):
        sid = combo.itemData(i)
        if not sid:
            assert combo.itemData(i, RANGE_ROLE) is None  # a group's title
            continue
        r = load_scenario(sid).roster
        want = f"{digits(r.min_players, 'fa')} تا {digits(r.max_players, 'fa')} نفر"
        assert combo.itemData(i, RANGE_ROLE) == want
        option = QStyleOptionViewItem()
        option.initFrom(view)
        index = combo.model().index(i, 0)
        metrics = view.fontMetrics()
        assert delegate.sizeHint(option, index).width() >= (
            metrics.horizontalAdvance(combo.itemText(i)) + metrics.horizontalAdvance(want))
        option.rect = QPixmap(400, 30).rect()
        # the line as drawn differs from the name alone (a plain delegate): the range is on it
        assert _drawn(delegate, option, index) != _drawn(QStyledItemDelegate(), option, index)


def _drawn(delegate, option, index):
    """The image of one line of the list as ``delegate`` paints it."""
    from PySide6.QtGui import QPainter, QPixmap

    pixmap = QPixmap(option.rect.size())
    pixmap.fill(Qt.GlobalColor.white)
    painter = QPainter(pixmap)
    delegate.paint(painter, option, index)
    painter.end()
    return pixmap.toImage()
