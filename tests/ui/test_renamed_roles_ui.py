"""The rename test in the window (issue 21, Done-when): a renamed copy of Mafia Nights (every
role id new, each role keeping its ability kind) is played by clicks with the same steps as
the seed; the window shows the same answers to signal, the same trackers (each card once),
the same tokens on the ring, and undo asks before taking back the same steps (rules_spec
6.10 S17: a club's role plays exactly as its kind; the window asks the engine, never an id)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from narrator_app.engine import Setup
from narrator_app.engine.scenario import scenarios_dir, use_club_folders
from narrator_app.messages import role_name
from narrator_app.ui.texts import fill, seat_short, tr

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from renamed import SUFFIX, renamed_scenario_text, write_renamed  # noqa: E402 (the engine tests' helper)

SEATS = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor", "die_hard",
         "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]


@pytest.fixture
def renamed_mafia_nights(tmp_path):
    ids = write_renamed(tmp_path, scenarios_dir() / "mafia_nights.toml")
    use_club_folders([tmp_path])
    yield ids
    use_club_folders([])


def play(table, controller, sid: str, ids: dict[str, str]) -> dict:
    """One night of Mafia Nights by clicks; what the window showed along the way."""
    c, t, panel = controller, table, table.w.night_panel
    assert c.new_game(Setup(sid, tuple(f"P{i}" for i in range(1, 13))),
                      [ids.get(r, r) for r in SEATS])
    t.press("endNight", panel)
    t.press("endDay")
    seen: dict = {}
    t.night(ids.get("mafia", "mafia"), "shot", 12)
    t.night(ids.get("joker", "joker"), "flip", 4)
    for key in ("dr_lecter", "pickpocket"):
        t.night(ids[key] if ids else key, "none")
    t.night(ids.get("doctor", "doctor"), "save", 12)
    t.night(ids.get("detective", "detective"), "inquire", 4)
    det = t.row(ids.get("detective", "detective"))
    seen["row"] = det.result.text()
    seen["signal"] = (panel.signal_label.isVisible(), panel.signal_label.text())
    seen["ring"] = {s: table.w.ring.seat_texts(s) for s in range(1, 13)}
    seen["trackers"] = table.w.trackers.rows()
    c.confirmations.clear()
    assert c.undo()
    seen["undo_asked"] = list(c.confirmations)
    return seen


def test_the_window_plays_a_renamed_copy_as_the_seed(table, controller, renamed_mafia_nights):
    seed = play(table, controller, "mafia_nights", {})
    club = play(table, controller, "mafia_nights" + SUFFIX, renamed_mafia_nights)
    assert "\n" in seed["row"], "the detective's row carries the answer to signal"
    assert seed["undo_asked"], "undo of the detective's answered step asks the narrator"
    assert club == seed
    who = [w for w, _text in club["trackers"]]
    assert len(who) == len(set(who)), "each card once on the trackers"


#: The club's name for its renamed detective (an ``inquiry`` role, id ``investigator``).
CLUB_NAME = {"fa": "بازپرس", "en": "Investigator"}
SEED_NAME = {"fa": "کارآگاه", "en": "Detective"}


@pytest.fixture
def investigator(tmp_path):
    """A renamed copy of Mafia Nights whose detective is the club's ``investigator`` (kind
    ``inquiry``), called «بازپرس» / «Investigator»; yields the id map."""
    text, ids = renamed_scenario_text((scenarios_dir() / "mafia_nights.toml").read_text(
        encoding="utf-8"))
    seed_name = f'name = {{ fa = "{SEED_NAME["fa"]}", en = "{SEED_NAME["en"]}" }}'
    assert text.count(seed_name) == 1
    text = text.replace(seed_name, f'name = {{ fa = "{CLUB_NAME["fa"]}", '
                                   f'en = "{CLUB_NAME["en"]}" }}')
    text = text.replace(f'"{ids["detective"]}"', '"investigator"')
    ids = {**ids, "detective": "investigator"}
    (tmp_path / f"mafia_nights{SUFFIX}.toml").write_text(text, encoding="utf-8")
    use_club_folders([tmp_path])
    yield ids
    use_club_folders([])


def answered(qtbot, table, controller, sid: str, ids: dict[str, str]) -> dict:
    """Night 1 of Mafia Nights by clicks up to the detective's confirmed answer (seat 4, a
    plain mafia: «mafia»), the «show this player» card opened and closed, then the night
    ended: what the card and its button said and the log panel's line of the answer."""
    c, t, panel = controller, table, table.w.night_panel
    assert c.new_game(Setup(sid, tuple(f"P{i}" for i in range(1, 13))),
                      [ids.get(r, r) for r in SEATS])
    t.press("endNight", panel)
    t.press("endDay")
    t.night(ids.get("mafia", "mafia"), "shot", 12)
    t.night(ids.get("joker", "joker"), "flip", 5)
    for key in ("dr_lecter", "pickpocket"):
        t.night(ids.get(key, key), "none")
    t.night(ids.get("doctor", "doctor"), "save", 12)
    t.night(ids.get("detective", "detective"), "inquire", 4)
    seen: dict = {"button": (panel.show_signal_button.isVisible(),
                             panel.show_signal_button.text())}
    qtbot.mouseClick(panel.show_signal_button, Qt.MouseButton.LeftButton)
    card = panel.card
    assert card is not None and card.isVisible()
    seen["card"] = (card.caption.text(), card.text())
    with qtbot.waitSignal(card.closed, timeout=2000):
        card.dismiss()  # what the hold or the confirmed close button do
    assert c.end_phase(), c.last_error
    table.w.set_hide_roles(False)  # the narrator's own lines shown again
    model = table.w.log_panel.model
    rows = [str(model.index(r).data()) for r in range(model.rowCount())]
    # the rows of the private signals the night gave (the engine's ``private`` lines)
    signals = [model.line_text(x) for x in c.state.log if x.kind == "private"]
    seen["log"] = [r for r in rows if any(r.endswith(" " + s) for s in signals)]
    return seen


@pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)
def test_a_renamed_detective_s_answer_reads_as_the_seed_s(qtbot, table, controller,
                                                          investigator):
    """The club's ``investigator`` (the detective renamed, kind ``inquiry``) is given the
    seed's «show this player» card (caption «Answer», the answer itself) with a button and
    a log line that name him by the club's name, word for word the seed's otherwise (the
    window asks the engine what a signal is, never a role id: rules_spec 6.10 S17)."""
    seed = answered(qtbot, table, controller, "mafia_nights", {})
    club = answered(qtbot, table, controller, "mafia_nights" + SUFFIX, investigator)
    name = role_name(controller.scenario, "investigator", "fa")
    assert name == CLUB_NAME["fa"]
    assert seed["card"] == (tr("Answer"), tr("Mafia"))
    holder = seat_short(SEATS.index("detective") + 1, controller.names, "fa")
    assert seed["button"] == (True, fill(tr("Show the %1's answer to %2"), SEED_NAME["fa"],
                                         holder))
    assert len(seed["log"]) == 1 and SEED_NAME["fa"] in seed["log"][0]
    assert club == {
        "card": seed["card"],
        "button": (True, seed["button"][1].replace(SEED_NAME["fa"], CLUB_NAME["fa"])),
        "log": [seed["log"][0].replace(SEED_NAME["fa"], CLUB_NAME["fa"])],
    }


def status_asked(table, controller, sid: str, ids: dict[str, str]) -> dict:
    """Night 1 of Mafia Nights by clicks: the team shoots seat 12, every role passes but
    the die-hard, who asks for the status (his ``armour``'s night step); then the night
    ended: what the window showed of his step and of the morning's status answer."""
    c, t, panel = controller, table, table.w.night_panel
    assert c.new_game(Setup(sid, tuple(f"P{i}" for i in range(1, 13))),
                      [ids.get(r, r) for r in SEATS])
    t.press("endNight", panel)
    t.press("endDay")
    t.night(ids.get("mafia", "mafia"), "shot", 12)
    hard = ids.get("die_hard", "die_hard")
    while c.choices().current.key != hard:
        t.night(c.choices().current.key, "none")
    seen: dict = {"row_before": t.row(hard).result.text()}
    t.night(hard, "status")
    seen["row"] = t.row(hard).result.text()
    seen["signal"] = (panel.signal_label.isVisible(), panel.signal_label.text())
    c.confirmations.clear()
    assert c.undo()
    seen["undo_asked"] = list(c.confirmations)
    t.night(hard, "status")
    t.press("endNight", panel)
    seen["announce"] = table.w.announcement.body.text()
    seen["trackers"] = table.w.trackers.rows()
    return seen


def test_a_renamed_die_hard_s_status_answer_reads_as_the_seed_s(table, controller,
                                                                 renamed_mafia_nights):
    """The die-hard is an ``armour`` with a status request (issue 21): the renamed copy's
    (another id, same kind and params) step, its undo and the morning's answer with its
    numbers read in the window word for word as the seed's (6.9 S8)."""
    seed = status_asked(table, controller, "mafia_nights", {})
    club = status_asked(table, controller, "mafia_nights" + SUFFIX, renamed_mafia_nights)
    assert "استعلام وضعیت" in seed["announce"]
    assert "۰ مافیا" in seed["announce"] and "۱ شهروند" in seed["announce"]
    assert not seed["undo_asked"], "a status request signals nobody: undo does not ask"
    assert club == seed
