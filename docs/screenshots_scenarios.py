"""Night screenshots of every other scenario (offscreen, 1366×768, Persian).

Usage (from anywhere)::

    .venv/bin/python docs/screenshots_scenarios.py          # docs/screenshot-night-<id>.png
    .venv/bin/python docs/screenshots_scenarios.py OUT_DIR  # into OUT_DIR instead

Each game is the scenario's reference deal, played through the controller as the window's
buttons do, and stopped on night 1 with the scenario's own picker open:

* ``godfather_jack_sparrow`` — Jack's curse on seat 9 recorded, the mafia's shot picked.
* ``godfather_sherlock`` — Sherlock's guess: seat 5 picked, «Leon» chosen as the role.
* ``mafia_nights`` — after the detective's step: his answer (the Joker flipped it) shown.
* ``zodiac`` — the gunner gives a war gun and a blank (the bomb is planted, code 3).
* ``classic`` — 8 players, night 1: the mafia's shot on seat 6 picked.
* each club scenario shipped (read from the catalogue) — its reference deal on its first
  night's checklist.

And a day: ``namayande`` — Day 2 of its reference deal (docs/screenshot-day-namayande.png):
the representatives' accusations recorded, the vote among the accused being typed.

Helpers (``settle``, ``save``, the names) come from ``docs/screenshots.py``.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import screenshots as base  # noqa: E402

NAMES = base.NAMES + ("بیتا",)
CLUB_NAMES = NAMES + ("ژاله", "سینا", "تینا", "بهار", "کیان", "نگار")
GF = [
    "godfather",
    "saul_goodman",
    "matador",
    "dr_watson",
    "leon",
    "citizen_kane",
    "constantine",
    "plain_citizen",
    "plain_citizen",
    "plain_citizen",
]


#: The booklet's scenarios (the reference game first: its night is docs/screenshot-night.png).
BOOKLET = ("godfather_nostradamus", "godfather_jack_sparrow", "godfather_sherlock",
           "mafia_nights", "zodiac", "classic")


def club_night(c, scen: str, end) -> None:
    """A club scenario's reference deal (read from its file), stopped on its first night's
    checklist (the intro night, or night 1 of a game that opens with a night)."""
    from narrator_app.engine import Setup, load_scenario

    spec = load_scenario(scen)
    deal = list(spec.roster_for(spec.reference_size))
    c.new_game(Setup(scen, CLUB_NAMES[:len(deal)], {}), deal)
    if c.game.state.phase == "intro_day":
        end()


def make(out_dir: Path) -> list[Path]:
    from PySide6.QtWidgets import QPushButton

    from narrator_app.engine import Setup
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.main_window import MainWindow

    base.create_application(language="fa")
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory(prefix="ravi-shots-") as data:
        from narrator_app.engine import available_scenarios

        clubs = [sid for sid in available_scenarios() if sid not in BOOKLET]
        for scen in BOOKLET[1:] + tuple(clubs):
            c = GameController(Path(data))
            c.confirm = lambda title, text: True
            w = MainWindow(c)
            w.resize(*base.SIZE)
            w.show()
            base.settle()
            panel = w.night_panel

            def step(key, value, c=c):
                if not c.step(key, value):
                    raise RuntimeError(f"{key} {value!r} refused: {c.last_error}")

            def end(c=c):
                if not c.end_phase():
                    raise RuntimeError(f"end of phase refused: {c.last_error}")

            def click(name, panel=panel):
                base.settle()
                btn = panel.findChild(QPushButton, name)
                if btn is None:
                    raise RuntimeError(name)
                btn.click()

            rules = {"cards_enabled": False}
            if scen == "godfather_jack_sparrow":
                c.new_game(Setup(scen, NAMES[:11], rules), GF + ["jack_sparrow"])
                end()
                step("jack_sparrow", {"curse": 8})
                end()
                end()
                step("jack_sparrow", {"curse": 9})
                click("option_shot")
                panel.seat_clicked(4)
            elif scen == "godfather_sherlock":
                c.new_game(Setup(scen, NAMES[:11], rules), GF + ["sherlock_holmes"])
                end()
                end()
                end()
                click("option_guess")
                panel.seat_clicked(5)
                combo = panel.role_combo
                combo.setCurrentIndex(combo.findData("leon"))
            elif scen == "mafia_nights":
                deal = [
                    "godfather",
                    "joker",
                    "dr_lecter",
                    "simple_mafia",
                    "pickpocket",
                    "mayor",
                    "die_hard",
                    "leon",
                    "detective",
                    "psychiatrist",
                    "doctor",
                    "plain_citizen",
                ]
                c.new_game(Setup(scen, NAMES, rules), deal)
                end()
                end()
                for key, value in (
                    ("mafia", {"shot": 7}),
                    ("joker", {"flip": 1}),
                    ("dr_lecter", {}),
                    ("pickpocket", {}),
                    ("doctor", {}),
                    ("detective", {"inquire": 1}),
                ):
                    step(key, value)
                click("option_shoot")
                panel.seat_clicked(3)
            elif scen == "classic":
                deal = ["godfather", "simple_mafia", "doctor", "detective", "plain_citizen",
                        "plain_citizen", "plain_citizen", "plain_citizen"]
                c.new_game(Setup(scen, NAMES[:8], {}), deal)
                end()  # the intro night
                end()  # day 1
                click("option_shot")
                panel.seat_clicked(6)
            elif scen in clubs:
                club_night(c, scen, end)
            else:
                deal = [
                    "al_capone",
                    "bomber",
                    "magician",
                    "guard",
                    "ocean",
                    "gunner",
                    "leon",
                    "detective",
                    "doctor",
                    "plain_citizen",
                    "plain_citizen",
                    "zodiac",
                ]
                c.new_game(Setup(scen, NAMES, {}), deal)
                end()
                end()
                end()
                for key, value in (
                    ("mafia", {"shot": 10}),
                    ("magician", {}),
                    ("bomber", {"plant": 11, "code": 3}),
                    ("zodiac", {"shoot": 9}),
                    ("leon", {}),
                    ("doctor", {"save": 9}),
                    ("detective", {"inquire": 1}),
                ):
                    step(key, value)
                click("option_give")
                panel.seat_clicked(7)
                panel.seat_clicked(8)
                click("kind_7_war")
                click("kind_8_blank")
            base.settle()
            path = out_dir / f"screenshot-night-{scen}.png"
            base.save(w, path)
            written.append(path)
            w.close()
            w.deleteLater()
        if "namayande" in clubs:
            written.append(namayande_day(Path(data), out_dir))
    return written


def namayande_day(data: Path, out_dir: Path) -> Path:
    """Day 2 of Namayande's reference deal: representatives 9 and 10 elected on Day 1, the
    lawyer shot at night, the Don and the hacker accused, the Don's votes being typed."""
    c, w = base.desk(data)
    club_night(c, "namayande", c.end_phase)
    c.end_phase()  # the intro night
    c.step("election", [9, 10])
    c.end_phase()
    c.step("mafia", {"shot": 8})
    c.end_phase()
    base.settle()
    panel = w.day_panel
    for seat in (1, 3):
        panel.seat_clicked(seat)
    panel.procedure.fire()
    base.settle()
    panel.seat_clicked(1)
    base.settle()
    row = panel.nominees.get(1)
    if row is not None:
        row.edit.setText("5")
    base.settle()
    path = out_dir / "screenshot-day-namayande.png"
    base.save(w, path)
    w.close()
    w.deleteLater()
    return path


if __name__ == "__main__":
    make(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent)
