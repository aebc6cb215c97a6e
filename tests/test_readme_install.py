"""The README says what installing Ravi takes, in both halves (issue 24, item 5): the
Persian «step by step» is a Markdown list, both halves name ``--lang``, ``./test -m slow``
with the number of games the slow test runs, and list every command of the command line;
each scenario but the reference game has its night screenshot; packaging/README.md gives
one size for the bundle."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text("utf-8")
FA, EN = README.split("\n# Ravi (English)\n")


def _section(text: str, heading: str) -> str:
    start = text.index(heading)
    end = text.find("\n#", start + len(heading))
    return text[start:end if end != -1 else len(text)]


def test_the_persian_steps_are_a_markdown_list():
    """Markdown reads «1.» as a list item, never «۱.»: the steps (four, then five with the
    saving and quitting step of CF70) were one paragraph."""
    steps = _section(FA, "### یک بازی، قدم به قدم")
    items = re.findall(r"^(\d+)\. ", steps, re.M)
    assert items == ["1", "2", "3", "4", "5"], items
    assert not re.search(r"^[۰-۹]+\. ", steps, re.M)
    # each item's further lines are indented, so that they stay in the item
    body = [ln for ln in steps.splitlines()[1:] if ln.strip() and not ln.startswith("<")]
    assert all(re.match(r"(\d+\. |   \S)", ln) for ln in body), body


def test_both_halves_name_the_language_option_and_the_slow_tests():
    from narrator_app.engine import available_scenarios
    from tests.engine.test_properties import SLOW_GAMES

    games = SLOW_GAMES * len(available_scenarios())  # every shipped scenario, read here
    assert "--lang" in FA and "--lang" in EN
    assert "./test -m slow" in FA and "./test -m slow" in EN
    en = f"{games:,}".replace(",", " ")
    fa = f"{games:,}".replace(",", "٬").translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))
    assert f"{en} random games" in EN, en
    assert f"{fa} بازی" in FA, fa


def test_both_halves_list_every_command():
    from narrator_app.cli import build_parser

    sub = next(a for a in build_parser()._actions if a.dest == "command")
    for command in sub.choices:
        for half in (FA, EN):
            assert re.search(rf"(`python -m narrator_app |/ `){command}\b", half), command
    for half in (FA, EN):
        assert "--self-check" in half and "ravi-cli" in half


def test_both_halves_say_what_the_first_run_takes():
    assert re.search(r"takes about \d+(–\d+)? minutes", EN)
    assert "71 MB of Debian packages" in EN and "300 MB `.venv`" in EN
    assert re.search(r"حدود [۰-۹]+(–[۰-۹]+)? دقیقه", FA)
    assert "۷۱ مگابایت" in FA and "۳۰۰ مگابایت" in FA


def test_every_other_scenario_has_its_night_screenshot():
    from narrator_app.engine import available_scenarios

    assert "a night of each other scenario" in EN
    for sid in available_scenarios():
        if sid != "godfather_nostradamus":  # the reference game: docs/screenshot-night.png
            assert (ROOT / "docs" / f"screenshot-night-{sid}.png").is_file(), sid


def test_packaging_readme_gives_one_size_for_the_bundle():
    text = (ROOT / "packaging" / "README.md").read_text("utf-8")
    logged = re.findall(r"ravi [\d.]+ \(dist/ravi\): ([\d]+) bytes \(([\d.]+) MiB\)", text)
    table = re.findall(r"\| `dist/ravi/` \| ([\d ]+) bytes \(([\d.]+) MiB\)", text)
    assert logged and table
    assert {mib for _, mib in logged} == {mib for _, mib in table}, (logged, table)
    assert {int(b) for b, _ in logged} == {int(b.replace(" ", "")) for b, _ in table}
