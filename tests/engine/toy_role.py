"""A club's own role on the classic scenario, for the tests of what the engine keeps beside a
scenario (issue 25's rounds: a kept answer must follow the registry and the house rules).

The scenario file is classic's text under another id with one more city role whose kind is
a toy kind the test registers; :func:`club_folder` writes it to a club folder for the test's
length and removes the kind after."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from narrator_app.engine import Game
from narrator_app.engine.abilities import unregister
from narrator_app.engine.scenario import use_club_folders

ROOT = Path(__file__).resolve().parents[2]

#: Eight seats of the toy scenarios: the toy role at seat 3.
SEATS = ["godfather", "simple_mafia", "poisoner", "doctor", "detective", "plain_citizen",
         "plain_citizen", "plain_citizen"]
NAMES = tuple(f"P{i}" for i in range(1, 9))

POISONER = {"id": "poisoner", "fa": "زهرزن", "en": "Poisoner",
            "ability_fa": "یک بار زهر می‌دهد.", "ability_en": "Poisons once."}
SLEEPER = {"id": "sleeper", "fa": "خواب", "en": "Sleeper",
           "ability_fa": "یک نفر را می‌خواباند.", "ability_en": "Puts one to sleep."}


def accept(st: Any, key: str, actor: Any, value: Any) -> None:
    """A kind's check that lets every value through."""


def nothing(night: Any, holder: Any, value: Any) -> None:
    """A kind's effect that does nothing: the tests read only what the engine keeps."""


def scenario_text(scenario_id: str, kind: str, role: dict[str, str] = POISONER) -> str:
    """Classic's scenario file as ``scenario_id``, with ``role`` (a city role of ``kind``,
    waking alone each night) added."""
    text = (ROOT / "scenarios" / "classic.toml").read_text(encoding="utf-8")
    text = text.replace('id = "classic"', f'id = "{scenario_id}"', 1)
    text = text.replace('city = ["doctor", "detective"]',
                        f'city = ["doctor", "detective", "{role["id"]}"]', 1)
    return text + (
        f'\n[[roles]]\nid = "{role["id"]}"\nkind = "{kind}"\nside = "city"\n'
        f'name = {{ fa = "{role["fa"]}", en = "{role["en"]}" }}\n'
        f'ability = {{ fa = "{role["ability_fa"]}", en = "{role["ability_en"]}" }}\n'
        f'\n[[night]]\nkey = "{role["id"]}"\n'
        f'say = {{ fa = "{role["fa"]} بیدار شود.", en = "{role["en"]}, wake up." }}\n'
        'gesture = { fa = "یک نفر را نشان می‌دهد.", en = "Points at one player." }\n')


@contextmanager
def club_folder(folder: Path, scenario_id: str, kind: str,
                role: dict[str, str] = POISONER) -> Iterator[Path]:
    """``folder`` as the club's folder holding the toy scenario; on leaving, no club folder
    and the toy kind unregistered."""
    (folder / f"{scenario_id}.toml").write_text(scenario_text(scenario_id, kind, role),
                                                encoding="utf-8")
    use_club_folders([folder])
    try:
        yield folder
    finally:
        use_club_folders([])
        unregister(kind)


def to_night(game: Game, seats: list[str] = SEATS) -> Game:
    """``game`` dealt ``seats`` and played on to its first regular night."""
    game.deal(seats)
    while game.state.phase != "night":
        game.end_phase()
    return game


#: Two house rules of a club's file on one role's params (a ``linked_exit``), each taken
#: alone by the loader; with ``seed`` true their defaults clash together (the Z106-4 file,
#: refused by the loader since HR106-1), false they play and ``seed_form = true`` chosen
#: with the default chooser clashes.
CLASH_RULES = '''
[[house_rules]]
key = "toy_seed_form"
role = "poisoner"
param = "seed_form"
name = {{ fa = "شکل بذر", en = "Seed form" }}
default = {seed}
source = "a hostile file"

[[house_rules]]
key = "toy_chooser"
role = "poisoner"
param = "chooser"
name = {{ fa = "انتخاب‌کننده", en = "Chooser" }}
default = "third_party_once"
values = ["holder_nightly", "third_party_once"]
source = "a hostile file"
'''


def write_clash(folder: Path, sid: str, seed: bool) -> Path:
    """Classic's file as ``sid`` in ``folder`` with the poisoner a ``linked_exit`` of
    ``chooser = "holder_nightly"`` and :data:`CLASH_RULES` on it (``seed``: the default of
    ``toy_seed_form``); the file's path."""
    text = scenario_text(sid, "linked_exit").replace(
        'kind = "linked_exit"\nside = "city"',
        'kind = "linked_exit"\nside = "city"\nparams = { chooser = "holder_nightly" }')
    path = folder / f"{sid}.toml"
    path.write_text(text + CLASH_RULES.format(seed="true" if seed else "false"), encoding="utf-8")
    return path
