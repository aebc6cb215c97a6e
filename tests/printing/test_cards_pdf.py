"""Role cards, checked on the PDF itself: pages, card sizes, page edges, fonts, text."""

from __future__ import annotations

import pypdf
import pytest
from pdf_reading import embedded_fonts, has_phrase, page_size_mm, stroked_rects, text_words

from narrator_app.engine import load_scenario
from narrator_app.printing import CARD_SIZES, CardJob, PrintError, card_grid, write_cards_pdf

TOL = 0.2  # mm


def _cards(boxes, size=(63.0, 88.0)):
    """The stroked rectangles roughly of a card's size (either way round); the exact size
    is checked by the caller."""
    w, h = size
    return [b for b in boxes
            if (abs(b.w - w) < 5 and abs(b.h - h) < 5) or (abs(b.w - h) < 5 and abs(b.h - w) < 5)]


def _check_cards(path, n_cards, size=(63.0, 88.0)):
    reader = pypdf.PdfReader(path)
    total = 0
    for page in reader.pages:
        pw, ph = page_size_mm(page)
        cards = _cards(stroked_rects(reader, page), size)
        for b in cards:
            upright = abs(b.w - size[0]) <= TOL and abs(b.h - size[1]) <= TOL
            turned = abs(b.w - size[1]) <= TOL and abs(b.h - size[0]) <= TOL
            assert upright or turned, f"card of {b.w:.2f}×{b.h:.2f} mm"
            assert b.x >= 0 and b.y >= 0 and b.x + b.w <= pw and b.y + b.h <= ph, b
        for i, a in enumerate(cards):  # no two cards overlap
            for b in cards[i + 1:]:
                assert (a.x + a.w <= b.x + TOL or b.x + b.w <= a.x + TOL
                        or a.y + a.h <= b.y + TOL or b.y + b.h <= a.y + TOL), (a, b)
        total += len(cards)
    assert total == n_cards
    return reader


@pytest.mark.parametrize(
    ("scenario", "players", "paper", "pages", "page_mm"),
    [
        ("godfather_nostradamus", 11, "a4", 2, (210, 297)),
        ("godfather_nostradamus", 12, "a4", 2, (210, 297)),
        ("godfather_nostradamus", 18, "a4", 2, (210, 297)),
        ("zodiac", 12, "a4", 2, (210, 297)),
        ("godfather_nostradamus", 11, "letter", 2, (215.9, 279.4)),
        ("godfather_nostradamus", 12, "letter", 2, (215.9, 279.4)),
        ("godfather_nostradamus", 18, "letter", 2, (215.9, 279.4)),
        ("zodiac", 12, "letter", 2, (215.9, 279.4)),
    ],
)
def test_poker_cards(tmp_path, scenario, players, paper, pages, page_mm):
    out = tmp_path / "cards.pdf"
    assert write_cards_pdf(out, CardJob(scenario, players, paper=paper)) == pages
    reader = _check_cards(out, players)
    assert len(reader.pages) == pages
    assert page_size_mm(reader.pages[0]) == pytest.approx(page_mm, abs=0.5)
    # nine poker cards on the first page of A4 and of Letter
    assert len(_cards(stroked_rects(reader, reader.pages[0]))) == 9
    assert any("Vazirmatn" in f for f in embedded_fonts(reader))
    words = [w for p in reader.pages for w in text_words(p)]
    scen = load_scenario(scenario)
    for role in set(scen.roster_for(players)):
        assert has_phrase(words, scen.role(role).name.fa), role
    assert has_phrase(words, scen.name.fa)


def test_text_check_can_fail(tmp_path):
    """The word check finds only what is printed: no zodiac role in a godfather deck."""
    out = tmp_path / "cards.pdf"
    write_cards_pdf(out, CardJob("godfather_nostradamus", 11))
    words = [w for p in pypdf.PdfReader(out).pages for w in text_words(p)]
    assert has_phrase(words, "لئون حرفه‌ای")
    assert not has_phrase(words, load_scenario("zodiac").role("bomber").name.fa)
    assert not has_phrase(words, "لئون حرف")  # a part of a word is not a word


@pytest.mark.parametrize("size", ["tarot", "a6"])
def test_other_sizes(tmp_path, size):
    out = tmp_path / f"{size}.pdf"
    pages = write_cards_pdf(out, CardJob("mafia_nights", 12, size=size))
    reader = _check_cards(out, 12, CARD_SIZES[size])
    assert len(reader.pages) == pages
    per_page = {"tarot": 4, "a6": 2}[size]  # A6 cards are turned to fit two on A4
    assert pages == -(-12 // per_page)


def test_card_backs_mirror_the_fronts(tmp_path):
    out = tmp_path / "backs.pdf"
    assert write_cards_pdf(out, CardJob("godfather_nostradamus", 11, backs=True)) == 4
    reader = _check_cards(out, 22)
    pw, _ = page_size_mm(reader.pages[0])
    fronts = sorted((b.x, b.y) for b in _cards(stroked_rects(reader, reader.pages[2])))
    backs = sorted((pw - b.x - b.w, b.y) for b in _cards(stroked_rects(reader, reader.pages[3])))
    assert len(fronts) == len(backs) == 2
    for f, b in zip(fronts, backs, strict=True):
        assert f == pytest.approx(b, abs=TOL)
    assert has_phrase(text_words(reader.pages[0]), "ماتادور")
    assert not has_phrase(text_words(reader.pages[1]), "ماتادور")  # a back shows no role


def test_player_names_on_a_dealt_deck(tmp_path):
    scen = load_scenario("godfather_nostradamus")
    deal = tuple(scen.roster_for(11))
    names = ("مریم", "سارا") + ("",) * 9
    out = tmp_path / "dealt.pdf"
    write_cards_pdf(out, CardJob("godfather_nostradamus", roles=deal, names=names))
    words = text_words(pypdf.PdfReader(out).pages[0])
    assert has_phrase(words, "مریم") and has_phrase(words, "سارا")
    assert has_phrase(words, "صندلی") and "۱" in words and "۹" in words  # seats 1-9


def test_first_card_top_right_in_persian_left_in_english():
    fa = card_grid("a4", "poker", rtl=True)
    en = card_grid("a4", "poker", rtl=False)
    assert fa[0].y == en[0].y == min(s.y for s in fa)
    assert fa[0].x == max(s.x for s in fa) and en[0].x == min(s.x for s in en)
    assert fa[1].x < fa[0].x


@pytest.mark.parametrize(
    "job",
    [
        CardJob("godfather_nostradamus", 10),
        CardJob("godfather_nostradamus", 19),
        CardJob("no_such_scenario"),
        CardJob("zodiac", size="huge"),
        CardJob("zodiac", paper="a3"),
    ],
)
def test_impossible_requests_write_nothing(tmp_path, job):
    out = tmp_path / "x.pdf"
    with pytest.raises(PrintError):
        write_cards_pdf(out, job)
    assert list(tmp_path.iterdir()) == []


def test_a_dealt_persian_card_parts_its_name_and_seat_by_the_persian_semicolon(tmp_path):
    """A dealt Persian card's foot reads «بازیکن: مریم؛ صندلی ۱»: the middle dot, which reads
    as the Persian zero «۰» beside a digit, is not printed in Persian (CR36-3); English keeps
    it."""
    scen = load_scenario("godfather_nostradamus")
    deal = tuple(scen.roster_for(11))
    names = ("مریم", "سارا") + ("",) * 9
    for lang, sep, other in (("fa", "\u061b", "\u00b7"), ("en", "\u00b7", "\u061b")):
        out = tmp_path / f"dealt-{lang}.pdf"
        write_cards_pdf(out, CardJob("godfather_nostradamus", roles=deal, names=names,
                                     lang=lang))
        raw = pypdf.PdfReader(out).pages[0].extract_text()
        assert sep in raw and other not in raw, (lang, raw[:200])
