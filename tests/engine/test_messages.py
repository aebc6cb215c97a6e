"""Refusal sentences: one Persian sentence per code, naming the seat or role, no Latin."""

import re

from narrator_app.engine import CODES, IllegalAction, load_scenario
from narrator_app.messages import (
    announcement_lines,
    digits,
    gamefile_error_text,
    parse_count,
    path_text,
    refusal_text,
)

SCEN = load_scenario("godfather_nostradamus")
LATIN = re.compile(r"[A-Za-z]")


def _facts(code: str) -> dict:
    return (
        {"seat": 4, "role": "matador", "night": 2, "detail": "max 10"}
        if code == "bad_count"
        else {"seat": 4, "role": "matador", "night": 2}
    )


def test_each_code_has_its_own_persian_sentence() -> None:
    sentences = {
        code: refusal_text(IllegalAction(code, **_facts(code)), SCEN, [], "fa") for code in CODES
    }
    assert len(set(sentences.values())) == len(CODES)
    for code, text in sentences.items():
        assert not LATIN.search(text), (code, text)
        assert text.strip()


def test_sentences_name_the_seat_or_role() -> None:
    seat_codes = {"invalid_target", "repeat_target", "bad_count"}
    role_codes = {"self_target", "repeat_target", "no_uses_left", "not_acting"}
    for code in seat_codes:
        assert "۴" in refusal_text(IllegalAction(code, **_facts(code)), SCEN, [], "fa"), code
    for code in role_codes:
        assert "ماتادور" in refusal_text(IllegalAction(code, **_facts(code)), SCEN, [], "fa"), code


def test_every_detail_sentence_is_persian() -> None:
    from narrator_app.messages import REFUSALS

    assert set(REFUSALS["fa"]) == set(REFUSALS["en"])
    for key, template in REFUSALS["fa"].items():
        assert not LATIN.search(template.format(seat="", role="", night="", value="", max="",
                                                min_players="", max_players="", actor="")), key


def test_player_names_are_isolated_and_latin_allowed_inside() -> None:
    text = refusal_text(
        IllegalAction("invalid_target", seat=2, detail="out_of_game"), SCEN, ["", "Sara"], "fa"
    )
    assert "\u2068Sara\u2069" in text
    assert not LATIN.search(text.replace("\u2068Sara\u2069", ""))


def test_morning_announcement() -> None:
    roles = SCEN.roster.reference
    lines = announcement_lines(
        ["purchase", "left:4", "kane_reveal:3"], SCEN, roles, ["", "", "", "Ali"] + [""] * 7, {}
    )
    assert lines[0] == "قرار است خریداری توسط تیم مافیا انجام گیرد."
    assert lines[1] == "\u2068Ali\u2069 از بازی خارج شد."
    assert lines[2] == "به درخواست همشهری کین، صندلی ۳ مافیای بازی است."
    assert announcement_lines([], SCEN, roles, [""] * 11, {}) == ["دیشب کسی از بازی خارج نشد."]


def test_digits_both_ways() -> None:
    assert digits(11) == "۱۱"
    assert parse_count("۶") == 6 and parse_count("12") == 12 and parse_count("٣") == 3
    assert parse_count("x") is None and parse_count("") is None


def test_gamefile_sentences_name_the_file() -> None:
    class Err:
        code, file = "damaged", "/tmp/a.ravi"

    for code in ("unreadable", "damaged", "newer", "unknown_scenario", "not_replaying"):
        Err.code = code
        text = gamefile_error_text(Err, "fa")
        assert "/tmp/a.ravi" in text
        assert not LATIN.search(text.replace(path_text("/tmp/a.ravi"), ""))  # LTR isolate
