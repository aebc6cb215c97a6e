"""A fresh narrator's club file (trial 107): ``mozakere.toml`` copied, a role added (the
nurse), then broken. ``scenario check`` says each fault once, with its line, and no fault
that follows from another (SC107-1, SC107-2)."""

from __future__ import annotations

from pathlib import Path

from narrator_app.engine.scenario import check_scenario_file

ROOT = Path(__file__).resolve().parents[2]
MOZAKERE = (ROOT / "scenarios" / "mozakere.toml").read_text(encoding="utf-8")

NURSE_ROLE = '''[[roles]]
id = "nurse"
kind = "save"
side = "city"
params = { self_uses = 1 }
name = { fa = "پرستار", en = "Nurse" }
ability = { fa = "هر شب یک نفر را نجات می‌دهد.", en = "Saves one player a night." }

'''
NURSE_STEP = '''
[[night]]
key = "nurse"
say = { fa = "پرستار بیدار شود.", en = "Nurse, wake up." }
gesture = { fa = "یک نفر را نشان می‌دهد.", en = "Points at one player." }
'''


def club_text(typo: bool = False, name: bool = True) -> str:
    """The trial's club file: the nurse dealt in place of a plain citizen at every size
    (``nurze`` at 10 when ``typo``), the scenario's ``name`` dropped unless ``name``."""
    text = MOZAKERE.replace('id = "mozakere"', 'id = "mozakere_club"', 1)
    old = '"armoured", "plain_citizen"'
    assert text.count(old) == 4  # the sizes 10 to 13
    text = text.replace(old, '"armoured", "nurse"')
    if typo:  # the first size's, as the trial's copy had it
        text = text.replace('"armoured", "nurse"', '"armoured", "nurze"', 1)
    first_role = text.index("[[roles]]")
    text = text[:first_role] + NURSE_ROLE + text[first_role:] + NURSE_STEP
    if not name:
        start = text.index("\nname = {") + 1  # the scenario's own, the first
        text = text[:start] + text[text.index("\n", start) + 1:]
    return text


def faults(tmp_path: Path, text: str) -> list[str]:
    f = tmp_path / "mozakere_club.toml"
    f.write_text(text, encoding="utf-8")
    return [str(x).replace(str(f), "F") for x in check_scenario_file(f)]


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def test_the_club_file_as_meant_passes(tmp_path: Path) -> None:
    assert faults(tmp_path, club_text()) == []


def test_a_typo_is_one_fault_not_a_one_third_fault(tmp_path: Path) -> None:
    """The unknown ``nurze`` is said once, at its size's line; it is not counted as a mafia
    role (no «one third at most»), nor said again of the reference roster worked out from
    that size (SC107-2)."""
    text = club_text(typo=True)
    assert faults(tmp_path, text) == [
        f"F:{line_of(text, '10 = [')}: roster.sizes.10: names unknown role 'nurze' "
        "(did you mean 'nurse'?)"]


def test_a_missing_name_and_a_typo_are_both_said(tmp_path: Path) -> None:
    """A required field left out no longer hides the file's other faults: the missing
    ``name`` (no line: the file has none for it) and the typo at its line, in one run
    (SC107-1; docs/scenario-format.md «every fault at once»)."""
    text = club_text(typo=True, name=False)
    assert faults(tmp_path, text) == [
        "F: name: Field required",
        f"F:{line_of(text, '10 = [')}: roster.sizes.10: names unknown role 'nurze' "
        "(did you mean 'nurse'?)"]


def test_a_role_s_missing_side_is_said_with_its_line_and_the_rest(tmp_path: Path) -> None:
    """A role's required field left out: said at the role's line (the nurse is the first
    role), and the typo too."""
    text = club_text(typo=True).replace('side = "city"\nparams = { self_uses = 1 }',
                                        "params = { self_uses = 1 }", 1)
    assert faults(tmp_path, text) == [
        f"F:{line_of(text, '10 = [')}: roster.sizes.10: names unknown role 'nurze' "
        "(did you mean 'nurse'?)",
        f"F:{line_of(text, '[[roles]]')}: roles.nurse.side: Field required"]
