"""The narrator's night sheet, checked on the PDF: pages, headings, steps, counters, font."""

from __future__ import annotations

import pypdf
import pytest
from pdf_reading import (
    embedded_fonts,
    has_phrase,
    has_sentence,
    split_at,
    stroked_rects,
    text_words,
)

from narrator_app.engine import available_scenarios, load_scenario, night_calls
from narrator_app.printing import PrintError, SheetJob, write_night_sheet_pdf
from narrator_app.printing.layout import text
from narrator_app.printing.night_sheet import starting_counters, step_title


@pytest.mark.parametrize("scenario", available_scenarios())
def test_sheet_of_every_scenario(tmp_path, scenario):
    out = tmp_path / "sheet.pdf"
    pages = write_night_sheet_pdf(out, SheetJob(scenario))
    reader = pypdf.PdfReader(out)
    if not load_scenario(scenario).intro_night:
        return _check_night_first_sheet(reader, pages, load_scenario(scenario))
    assert len(reader.pages) == pages >= 1
    assert any("Vazirmatn" in f for f in embedded_fonts(reader))
    first, rest = _sections(reader)
    # the intro night first; then the other nights (LY115-2: on the same page where they fit)
    assert has_phrase(first, "شب معارفه") and not has_phrase(first, "شب‌های دیگر")
    assert has_phrase(rest, "شب‌های دیگر") and not has_phrase(rest, "شب معارفه")
    for heading in ("چه بگوییم", "اشارهٔ مورد انتظار"):
        assert has_phrase(first, heading) and has_phrase(rest, heading)
    assert has_phrase(rest, "شمارنده‌ها")
    scen = load_scenario(scenario)
    for step in scen.intro_night:
        assert has_phrase(first, step_title(scen, step, "fa")), step.key
        assert has_sentence(first, step.say.fa), step.key
    dealt = set(scen.roster_for(scen.reference_size))
    for step in scen.night:
        if scen.has_role(step.key) and step.key not in dealt:
            continue  # a role of larger tables only (roster.sizes): not called at this one
        assert has_phrase(rest, step_title(scen, step, "fa")), step.key
        assert has_sentence(rest, step.gesture.fa), step.key


def _sections(reader) -> tuple[list[str], list[str]]:
    """The sheet's words before the other nights' heading (the intro night), and from it."""
    return split_at([w for p in reader.pages for w in text_words(p)], "شب‌های دیگر")


def _check_night_first_sheet(reader, pages, scen) -> None:
    """A game that opens with a full night (Werewolf, club_scenarios 7.4): no intro-night
    page, one list of every night's steps, then the counters."""
    assert len(reader.pages) == pages >= 1
    words = [w for p in reader.pages for w in text_words(p)]
    assert has_phrase(words, "هر شب") and not has_phrase(words, "شب معارفه")
    assert has_phrase(words, "شمارنده‌ها")
    for step in scen.night:
        assert has_phrase(words, step_title(scen, step, "fa")), step.key
        assert has_sentence(words, step.gesture.fa), step.key


def test_a_role_of_larger_tables_is_on_their_sheet_only(tmp_path):
    """Bazpors's sniper joins at 12 (club_scenarios 3.2): his step is on the sheet of 13,
    not on that of 10."""
    scen = load_scenario("bazpors")
    (sniper,) = [s for s in scen.night if s.key == "sniper"]
    for players, shown in ((10, False), (13, True)):
        out = tmp_path / f"sheet-{players}.pdf"
        write_night_sheet_pdf(out, SheetJob("bazpors", players=players))
        _, rest = _sections(pypdf.PdfReader(out))
        assert has_sentence(rest, sniper.gesture.fa) is shown, players


def _tick_boxes(reader, page):
    return [b for b in stroked_rects(reader, page)
            if abs(b.w - 4.0) < 0.05 and abs(b.h - 4.0) < 0.05]


def test_counter_boxes_match_the_starting_cards(tmp_path):
    """Godfather–Nostradamus at 11: one box per step of the other nights, then one per use:
    Godfather's vest, Saul's purchase, Watson's self-save, Leon's two bullets and vest,
    Kane's coupon, Constantine's revival (Matador's last target and Nostradamus's side are
    written in the night columns)."""
    out = tmp_path / "sheet.pdf"
    write_night_sheet_pdf(out, SheetJob("godfather_nostradamus"))
    reader = pypdf.PdfReader(out)
    scen = load_scenario("godfather_nostradamus")
    boxes = sum(len(_tick_boxes(reader, page)) for page in reader.pages)
    assert boxes == len(scen.intro_night) + len(scen.night) + 1 + 1 + 1 + 3 + 1 + 1
    words = _sections(reader)[1]
    for label in ("جلیقه", "تیر", "نجات خود", "آخرین هدف", "استعلام"):
        assert has_phrase(words, label), label


def test_leon_has_a_bullet_per_mafia_in_zodiac():
    scen = load_scenario("zodiac")
    for n in (12, 15, 18):
        roster = scen.roster_for(n)
        counters = dict(starting_counters(scen, roster))
        mafia = sum(1 for r in roster if scen.side_of(r) == "mafia")
        assert counters["leon"]["bullets"] == mafia


@pytest.mark.parametrize("job", [SheetJob("nope"), SheetJob("zodiac", 11),
                                 SheetJob("zodiac", paper="a5")])
def test_impossible_sheets_write_nothing(tmp_path, job):
    with pytest.raises(PrintError):
        write_night_sheet_pdf(tmp_path / "s.pdf", job)
    assert list(tmp_path.iterdir()) == []


# --- the game's house rules (issue: the sheet listed Jack first and default bullets) -----
JACK = "godfather_jack_sparrow"


def _rows_in_order(words, scen, steps):
    """Step keys in the order their titles are printed, below the table's header."""
    from pdf_reading import _words

    joined = "".join(words)
    start = joined.find("".join(_words(text("sheet.gesture", "fa"))))
    assert start >= 0
    found = []
    for step in steps:
        at = joined.find("".join(_words(step_title(scen, step, "fa"))), start)
        assert at >= 0, step.key
        found.append((at, step.key))
    return [key for _, key in sorted(found)]


def test_jack_after_the_mafia_on_the_sheet(tmp_path):
    """``jack_wake_position = after_mafia`` (A52): Jack is called right after the mafia,
    on the intro night and on the other nights, as the window calls him."""
    scen = load_scenario(JACK)
    for rules, first in (({}, "jack_sparrow"), ({"jack_wake_position": "after_mafia"}, None)):
        out = tmp_path / f"sheet{len(rules)}.pdf"
        write_night_sheet_pdf(out, SheetJob(JACK, house_rules=rules))
        reader = pypdf.PdfReader(out)
        intro_words, night_words = _sections(reader)
        intro = _rows_in_order(intro_words, scen, scen.intro_night)
        night = _rows_in_order(night_words, scen, scen.night)
        if first:
            assert intro[0] == night[0] == "jack_sparrow"
        else:
            assert intro[:2] == ["mafia_meet", "jack_sparrow"]
            # after the whole mafia wake: the Matador's «during mafia wake» and the team's
            # purchase come first (CF48-25; this line had Jack right after the team's step)
            at = night.index("jack_sparrow")
            assert night[0] == "mafia" and "matador" in night[:at]
            assert "purchase_announcement" in night[:at] and "dr_watson" in night[at:]
        expected = [d.key for d in night_calls(scen, scen.reference_size, rules)]
        assert night == expected


def test_counter_boxes_follow_the_games_house_rules(tmp_path):
    """Leon with four bullets and no vest: four boxes for his bullets, none for a vest."""
    scen = load_scenario("godfather_nostradamus")
    rules = {"leon_bullets": 4, "leon_vest": False}
    roster = scen.roster_for(11)
    assert dict(starting_counters(scen, roster, rules))["leon"] == {"bullets": 4}
    assert dict(starting_counters(scen, roster))["leon"] == {"bullets": 2, "vest": True}
    boxes = {}
    for name, hr in (("default", {}), ("house", rules)):
        out = tmp_path / f"{name}.pdf"
        write_night_sheet_pdf(out, SheetJob("godfather_nostradamus", house_rules=hr))
        reader = pypdf.PdfReader(out)
        boxes[name] = sum(len(_tick_boxes(reader, page)) for page in reader.pages)
    assert boxes["house"] - boxes["default"] == (4 + 0) - (2 + 1)


def test_a_house_rule_the_scenario_lacks_prints_nothing(tmp_path):
    job = SheetJob("zodiac", house_rules={"jack_wake_position": "after_mafia"})
    with pytest.raises(PrintError, match="jack_wake_position"):
        write_night_sheet_pdf(tmp_path / "s.pdf", job)
    assert list(tmp_path.iterdir()) == []


def test_a_team_step_without_a_name_is_titled_in_words():
    """A club's file whose ``mafia`` step has no ``name``: the sheet printed the raw key
    «mafia» (a club author's trial, CF44-17); it prints the team's words, in both languages.
    A step the file names keeps its name."""
    from narrator_app.engine import load_scenario
    from narrator_app.printing.night_sheet import step_title

    scen = load_scenario("takavar")
    step = next(d for d in scen.night if d.key == "mafia").model_copy(update={"name": None})
    assert step_title(scen, step, "fa") == "تیم مافیا"
    assert step_title(scen, step, "en") == "Mafia team"
    named = next(d for d in scen.night if d.reminder)
    assert step_title(scen, named, "en") == named.name.en


# --- the pages filled (LY115-2: the first page held only the intro night) ---------------
def _page_words(page, lang: str) -> list[str]:
    """A page's words in reading order (:func:`text_words` reads Persian lines)."""
    from pdf_reading import _words

    return text_words(page) if lang == "fa" else _words(page.extract_text())


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_other_nights_follow_the_intro_night_where_they_fit(tmp_path, lang):
    """The classic game at 8 and Mozakere at 10: one intro step and a short night. The sheet
    printed the intro night alone on a page and the other nights (and the counters) on a
    second; they fit under it, on one page."""
    for scenario in ("classic", "mozakere"):
        out = tmp_path / f"{scenario}.pdf"
        assert write_night_sheet_pdf(out, SheetJob(scenario, lang=lang)) == 1, scenario
        words = _page_words(pypdf.PdfReader(out).pages[0], lang)
        for key in ("sheet.intro", "sheet.other", "sheet.counters"):
            assert has_phrase(words, text(key, lang)), (scenario, key)


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("scenario", [s for s in available_scenarios()
                                      if load_scenario(s).intro_night])
def test_a_night_is_not_split_across_pages(tmp_path, scenario, lang):
    """Each night's table is on one page, its heading with it: a night that does not fit
    under the intro night starts a page of its own (every shipped night fits on a page)."""
    out = tmp_path / "sheet.pdf"
    write_night_sheet_pdf(out, SheetJob(scenario, lang=lang))
    scen = load_scenario(scenario)
    dealt = set(scen.roster_for(scen.reference_size))
    pages = [_page_words(p, lang) for p in pypdf.PdfReader(out).pages]
    for key, steps in (("sheet.intro", scen.intro_night), ("sheet.other", scen.night)):
        (at,) = [i for i, words in enumerate(pages) if has_phrase(words, text(key, lang))]
        for step in steps:
            if scen.has_role(step.key) and step.key not in dealt:
                continue
            gesture = getattr(step.gesture, lang)
            assert has_sentence(pages[at], gesture), (key, step.key)
