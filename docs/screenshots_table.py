"""The table at 11 to 18 players: screenshots of the ring at night and by day (1366×768).

Usage (from anywhere)::

    .venv/bin/python docs/screenshots_table.py     # docs/table-<scenario>-<n>-<phase>-<lang>.png
    .venv/bin/python docs/screenshots_table.py OUT # into the folder OUT instead

For Godfather–Nostradamus (11, 13, 16 and 18 players) and the Zodiac (12, 13, 16 and 18
players: the Zodiac's smallest table is 12), in Persian and in English:

* ``night`` — night 1 with every call of the night recorded, so tonight's tokens stand on
  the ring (three of them on one seat: the mafia's shot, the save and Leon's shot);
* ``day`` — day 2 after a tied exit vote: the death lottery and its «Draw» button open.

The larger tables add plain citizens and simple mafia to the scenario's reference deal
(rules_spec 6.9 S9). Some names are long on purpose (abbreviated on the seat, whole on
hover). :func:`build` is what the screenshots and ``tests/ui/test_table_legibility.py``
share: it plays the game through the controller as the window's buttons do.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import screenshots as base  # noqa: E402

#: (scenario id, player counts) shown.
TABLES = (("godfather_nostradamus", (11, 13, 16, 18)), ("zodiac", (12, 13, 16, 18)))
PHASES = ("night", "day")
LANGS = ("fa", "en")

NAMES = {
    "fa": ("علی", "سارا", "محمدرضا", "مریم", "Leon", "کاوه", "امیرحسین", "امید", "پری",
           "هادی", "سیدعلیرضا", "نسیم", "فاطمه‌زهرا", "بیتا", "رضا", "غلامحسین", "نیلوفر", "تینا"),
    "en": ("Ali", "Sara", "Mohammadreza", "Maryam", "Leon", "Kaveh", "Amirhossein", "Omid",
           "Pari", "Hadi", "Seyed Alireza", "Nasim", "Fatemeh-Zahra", "Bita", "Reza",
           "Gholamhossein", "Niloufar", "Tina"),
}


def deal(scenario: str, n: int) -> list[str]:
    """The named roles with plain citizens and simple mafia added (mafia and independents
    at most a third of the table)."""
    if scenario == "godfather_nostradamus":
        named = ["godfather", "saul_goodman", "matador", "dr_watson", "leon", "citizen_kane",
                 "constantine"]
        indep = ["nostradamus"]
        mafia_named = 3
    else:
        named = ["al_capone", "bomber", "magician", "guard", "ocean", "gunner", "leon",
                 "detective", "doctor"]
        indep = ["zodiac"]
        mafia_named = 3
    extra = n - len(named) - len(indep)
    # mafia and independents at most a third of the table (rules_spec 1.6)
    simple = max(0, n // 3 - len(indep) - mafia_named)
    plain = extra - simple
    roles = named[:mafia_named] + ["simple_mafia"] * simple + named[mafia_named:]
    roles += ["plain_citizen"] * plain + indep
    assert len(roles) == n, (scenario, n, roles)
    return roles


def build(window, scenario: str, n: int, phase: str, lang: str) -> None:
    """Play ``scenario`` with ``n`` players in ``window`` (a MainWindow over a controller
    whose ``confirm`` answers yes) up to ``phase``: ``night`` (night 1, every call recorded)
    or ``day`` (day 2, a tied exit vote: the lottery open). Raises RuntimeError on a refusal."""
    from narrator_app.engine import Setup

    c = window.c

    def step(key, value):
        if not c.step(key, value):
            raise RuntimeError(f"{scenario} {n}: {key} {value!r} refused: {c.last_error}")

    def end():
        if not c.end_phase():
            raise RuntimeError(f"{scenario} {n}: end of phase refused: {c.last_error}")

    names = NAMES[lang][:n]
    roles = deal(scenario, n)
    seat = {r: i + 1 for i, r in reversed(list(enumerate(roles)))}
    plain = [i + 1 for i, r in enumerate(roles) if r == "plain_citizen"]
    if not c.new_game(Setup(scenario, names, {"cards_enabled": False}), roles):
        raise RuntimeError(f"{scenario} {n}: {c.last_error}")
    victim = plain[0]
    if scenario == "godfather_nostradamus":
        end()  # intro day
        step("nostradamus", {"pick": [2, plain[0], plain[1]], "side": "city"})
        end()  # intro night
        end()  # day 1
        step("mafia", {"shot": victim})
        step("matador", {"block": seat["dr_watson"]})
        step("dr_watson", {"save": victim})
        step("leon", {"shoot": victim})
        step("citizen_kane", {"inquire": seat["saul_goodman"]})
        step("constantine", {})
    else:
        end()  # intro day
        end()  # intro night
        end()  # day 1
        for key, value in (
            ("mafia", {"shot": victim}),
            ("magician", {"block": seat["detective"]}),
            ("bomber", {"plant": plain[1], "code": 3}),
            ("zodiac", {"shoot": victim}),
            ("leon", {"shoot": victim}),
            ("doctor", {"save": victim}),
            ("detective", {"inquire": 1}),
        ):
            step(key, value)
        step("gunner", {"give": {seat["ocean"]: "war", plain[-1]: "blank"}})
    if phase == "day":
        end()  # night 1 → day 2
        a, b = plain[-1], plain[-2]
        present = len([p for p in c.state.players if p.status == "alive"])
        step("votes", {a: present // 2 + 1, b: present // 2 + 1})
        step("exit_votes", {a: 4, b: 4})
    window.refresh()


def make(out_dir: Path) -> list[Path]:
    from narrator_app.ui.app import apply_language
    from narrator_app.ui.controller import GameController
    from narrator_app.ui.main_window import MainWindow

    app = base.create_application(language="fa")
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory(prefix="ravi-shots-") as data:
        for lang in LANGS:
            apply_language(app, lang)
            for scenario, counts in TABLES:
                for n in counts:
                    for phase in PHASES:
                        c = GameController(Path(data))
                        c.lang = lang
                        c.confirm = lambda title, text: True
                        w = MainWindow(c)
                        w.resize(*base.SIZE)
                        w.show()
                        base.settle()
                        build(w, scenario, n, phase, lang)
                        path = out_dir / f"table-{scenario}-{n}-{phase}-{lang}.png"
                        base.save(w, path)
                        written.append(path)
                        w.close()
                        w.deleteLater()
                        c.release_lock()
    return written


if __name__ == "__main__":
    make(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent)


def build_lottery(window, scenario: str) -> None:
    """Any scenario, its reference deal: the first day with a vote, two players tied in the
    exit vote (the death lottery open). Night steps are recorded with no action where the
    scenario allows it, else on the first legal seat."""
    from narrator_app.engine import Setup, load_scenario

    c = window.c
    scen = load_scenario(scenario)
    n = scen.reference_size
    names = NAMES["fa" if c.lang == "fa" else "en"][:n]
    if not c.new_game(Setup(scenario, names, {}), list(scen.roster.reference)):
        raise RuntimeError(f"{scenario}: {c.last_error}")
    seen_night = False
    for _ in range(60):
        st = c.state
        seen_night = seen_night or st.phase == "night"
        if seen_night and st.phase == "day" and "votes" in {s.key for s in c.choices().steps}:
            break
        cur = c.choices().current
        if st.phase in ("night", "intro_night") and cur is not None:
            if c.step(cur.key, {}) or _first_legal(c, cur):
                continue
        if not c.end_phase():
            raise RuntimeError(f"{scenario}: end of phase refused: {c.last_error}")
    alive = [p.seat for p in c.state.players if p.status == "alive"]
    a, b = alive[-1], alive[-2]
    present = len(alive)
    for key, value in (("votes", {a: present // 2 + 1, b: present // 2 + 1}),
                       ("exit_votes", {a: 3, b: 3})):
        if not c.step(key, value):
            raise RuntimeError(f"{scenario}: {key} refused: {c.last_error}")
    window.refresh()


def _first_legal(c, step) -> bool:
    """Record ``step`` with its first option that takes seats, on the first legal seats."""
    for opt in step.options:
        legal = [s for s, why in sorted((opt.targets or {}).items()) if why is None]
        if opt.seats <= 0 or len(legal) < opt.seats or opt.role_guess or opt.number or opt.kinds:
            continue
        value = {opt.name: legal[0] if opt.seats == 1 else legal[: opt.seats]}
        for side in ("city", "mafia") if opt.side_choice else (None,):
            if side is not None:
                value["side"] = side
            if c.step(step.key, value):
                return True
    return False
