"""The New game dialog says why a club file was refused (trial 107, w04; SC107-4): under
the scenario list, in the window's language, each fault with its line; the common kinds of
the validator (a field missing, an unknown field, a value of the wrong type) in Persian in
the Persian window, not «name: Field required» on a tooltip only."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from narrator_app.engine.scenario import scenario_catalogue, use_club_folders
from narrator_app.ui.new_game_dialog import NewGameDialog
from narrator_app.ui.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
MOZAKERE = (ROOT / "scenarios" / "mozakere.toml").read_text(encoding="utf-8")
FSI, PDI = "\u2068", "\u2069"


def broken_copy() -> str:
    """A club copy of mozakere.toml without its ``name``, with an unknown field in a role
    (``abilty``) and ``min_players`` in quotes."""
    text = MOZAKERE.replace('id = "mozakere"', 'id = "mozakere_broken"', 1)
    start = text.index("\nname = {") + 1  # the scenario's own name, the first
    text = text[:start] + text[text.index("\n", start) + 1:]
    text = text.replace("min_players = 10", 'min_players = "10"', 1)
    first_role = text.index("[[roles]]")
    at = text.index("\n", text.index("id = ", first_role)) + 1
    return text[:at] + 'abilty = { fa = "x", en = "x" }\n' + text[at:]


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


@pytest.fixture(params=["fa", "en"])
def dialog(request, qapp, qtbot, tmp_path: Path):
    from narrator_app.ui.app import apply_language

    folder = tmp_path / "club"
    folder.mkdir()
    text = broken_copy()
    (folder / "mozakere_broken.toml").write_text(text, encoding="utf-8")
    use_club_folders([folder])
    scenario_catalogue()  # read now: the dialog lists the club's file at once
    apply_language(qapp, request.param)
    d = NewGameDialog(Settings())
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    yield request.param, text, d
    use_club_folders([])
    apply_language(qapp, "fa")


def test_the_reason_is_shown_under_the_list_in_the_window_s_language(dialog) -> None:
    lang, text, d = dialog
    line = d.refused_line
    assert line.isVisible()
    role = MOZAKERE[MOZAKERE.index("[[roles]]"):].split('id = "', 1)[1].split('"', 1)[0]
    n_min, n_abilty = line_of(text, "min_players = "), line_of(text, "abilty")
    if lang == "fa":
        want = [
            f"فایل باشگاه {FSI}mozakere_broken.toml{PDI} پذیرفته نشد:",
            f"{FSI}name{PDI}: این فیلد لازم است و در فایل نیست.",
            f"سطر {digits_fa(n_min)}: {FSI}roster.min_players{PDI}: عدد در گیومه نوشته شده "
            "است؛ آن را بی‌گیومه بنویسید.",
            f"سطر {digits_fa(n_abilty)}: {FSI}roles.{role}.abilty{PDI}: چنین فیلدی در قالب "
            "سناریو نیست؛ شاید منظور «ability» است.",
        ]
    else:
        want = [
            f"The club file {FSI}mozakere_broken.toml{PDI} was refused:",
            f"{FSI}name{PDI}: a required field is missing.",
            f"line {n_min}: {FSI}roster.min_players{PDI}: a number written in quotes; write "
            "it without quotes.",
            f"line {n_abilty}: {FSI}roles.{role}.abilty{PDI}: no such field in a scenario "
            "file; did you mean 'ability'?",
        ]
    mark = "\u200f" if lang == "fa" else "\u200e"  # each line in the window's direction
    more = "و ۱ ایراد دیگر" if lang == "fa" else "and 1 more faults"
    # under the list: the file, its first two faults, how many more
    assert line.text().splitlines() == [mark + x for x in (*want[:3], more)]
    assert "Field required" not in line.text()
    # every fault on the line's tooltip and on the greyed item's
    assert line.toolTip().splitlines() == [mark + x for x in want]
    combo = d.scenario_combo
    at = next(i for i in range(combo.count()) if "mozakere_broken.toml" in combo.itemText(i))
    assert combo.itemData(at, Qt.ItemDataRole.ToolTipRole).splitlines() == want[1:]


def test_no_line_without_a_refused_file(qtbot, tmp_path: Path) -> None:
    use_club_folders([tmp_path])
    scenario_catalogue()
    d = NewGameDialog(Settings())
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    use_club_folders([])
    assert not d.refused_line.isVisible()


def digits_fa(n: int) -> str:
    from narrator_app.messages import digits

    return digits(n, "fa")
