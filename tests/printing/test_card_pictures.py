"""Every printed role card shows its role's picture (its side's icon, large and pale, above
the foot), at one size on every card of the print, read back from the PDF (CD106-1).

A narrator printed Namayande's cards and saw pictures of uneven size (a card with a longer
ability had a smaller one) and none at all on the rebel's card (its ability left no room):
the picture took what the text left. Now the picture has its place, the same on every card,
and a long ability is set smaller above it.
"""

from __future__ import annotations

from pathlib import Path

import pypdf
import pytest
from pdf_reading import filled_shapes, glyph_origins, stroked_rects

from narrator_app.engine.scenario import use_club_folders
from narrator_app.printing import CardJob, write_cards_pdf
from narrator_app.printing.cards import PICTURE_MIN_MM

TOL = 0.05  # mm
HARBOUR = (Path(__file__).resolve().parents[1] / "fixtures" / "scenarios" / "harbour.toml"
           ).read_text(encoding="utf-8")


def _card_boxes(reader, page, size=(63.0, 88.0)):
    w, h = size
    return [b for b in stroked_rects(reader, page)
            if (abs(b.w - w) < 0.5 and abs(b.h - h) < 0.5)
            or (abs(b.w - h) < 0.5 and abs(b.h - w) < 0.5)]


def _inside(inner, outer) -> bool:
    return (inner.x >= outer.x - TOL and inner.y >= outer.y - TOL
            and inner.x + inner.w <= outer.x + outer.w + TOL
            and inner.y + inner.h <= outer.y + outer.h + TOL)


def pictures_by_card(path, size=(63.0, 88.0)):
    """Per card of the PDF (pages in order), the pale shapes (fill opacity under one) drawn
    on it: the role's picture; each with its fill colour (its side's)."""
    reader = pypdf.PdfReader(path)
    out = []
    for page in reader.pages:
        pale = [f for f in filled_shapes(reader, page) if f.alpha < 0.5]
        for card in _card_boxes(reader, page, size):
            out.append((card, [f for f in pale if _inside(f.box, card)]))
    return out


def _upright(card, pic):
    """The picture's width, height and its centre's distance from the card's foot, in the
    card's own upright frame (a card printed turned has its foot on the left)."""
    b = pic.box
    if card.w > card.h:  # turned a quarter: its top on the paper's right
        return b.h, b.w, b.x + b.w / 2 - card.x
    return b.w, b.h, card.y + card.h - (b.y + b.h / 2)


def check_one_size(path, n_cards, size=(63.0, 88.0)):
    """Every card has one picture; all of them equally wide, at one distance from their
    card's foot, and those of one side (one colour, one shape) of one size. Returns the
    pictures' width (mm)."""
    cards = pictures_by_card(path, size)
    assert len(cards) == n_cards
    missing = [i for i, (_, pics) in enumerate(cards) if len(pics) != 1]
    assert not missing, f"cards {missing} have no picture (or several)"
    seen = [(pics[0].colour, *_upright(card, pics[0])) for card, pics in cards]
    widths = sorted(w for _, w, _, _ in seen)
    assert widths[-1] - widths[0] <= TOL, widths
    places = sorted(d for _, _, _, d in seen)
    assert places[-1] - places[0] <= TOL, places
    by_side: dict[tuple[float, ...], list[float]] = {}
    for colour, _, h, _ in seen:
        by_side.setdefault(colour, []).append(h)
    for colour, heights in by_side.items():
        assert max(heights) - min(heights) <= TOL, (colour, heights)
    return widths[0]


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize(("scenario", "players"), [
    ("namayande", 10),
    ("godfather_nostradamus", 18),
    ("mafia_nights", 15),
    ("werewolf", 10),
    ("takavar", 10),
])
def test_every_card_shows_its_picture_at_one_size(tmp_path, scenario, players, lang):
    out = tmp_path / "cards.pdf"
    write_cards_pdf(out, CardJob(scenario, players, lang=lang))
    assert check_one_size(out, players) >= PICTURE_MIN_MM - TOL


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_rebel_s_card_has_its_picture(tmp_path, lang):
    """The card the narrator saw without one, alone on its sheet and beside the others."""
    out = tmp_path / "rebel.pdf"
    write_cards_pdf(out, CardJob("namayande", roles=("rebel",), lang=lang))
    assert check_one_size(out, 1) >= PICTURE_MIN_MM - TOL


def test_a_dealt_print_s_cards_show_their_pictures_at_one_size(tmp_path):
    """With the players' names and seats the foot is taller: still one size, on every card."""
    from narrator_app.engine import load_scenario

    roles = tuple(load_scenario("namayande").roster_for(10))
    names = tuple(f"Player {i}" for i in range(1, 11))
    out = tmp_path / "dealt.pdf"
    write_cards_pdf(out, CardJob("namayande", roles=roles, names=names, lang="en"))
    assert check_one_size(out, 10) >= PICTURE_MIN_MM - TOL


@pytest.mark.parametrize("size", ["tarot", "a6"])
def test_other_card_sizes_show_one_size_too(tmp_path, size):
    from narrator_app.printing import CARD_SIZES

    out = tmp_path / f"{size}.pdf"
    write_cards_pdf(out, CardJob("namayande", 10, size=size, lang="fa"))
    assert check_one_size(out, 10, CARD_SIZES[size]) >= PICTURE_MIN_MM - TOL


@pytest.fixture
def harbour(tmp_path):
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "harbour.toml").write_text(HARBOUR, encoding="utf-8")
    use_club_folders([folder])
    yield folder
    use_club_folders([])


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_club_s_own_roles_get_their_pictures(tmp_path, harbour, lang):
    """A club writes its own roles (none of them shipped with the app): each card still
    shows its side's picture, at the same size as every other card."""
    out = tmp_path / "harbour.pdf"
    write_cards_pdf(out, CardJob("harbour", 9, lang=lang))
    assert check_one_size(out, 9) >= PICTURE_MIN_MM - TOL


def test_the_check_sees_a_missing_picture(tmp_path):
    """The check finds what is drawn: the card backs carry no picture, so a print with its
    back pages has cards (the backs) without one."""
    out = tmp_path / "backs.pdf"
    write_cards_pdf(out, CardJob("classic", 8, backs=True, lang="en"))
    with pytest.raises(AssertionError, match="no picture"):
        check_one_size(out, 16)


#: The longest ability a scenario file may give (MAX_TEXT_CHARS, 2000 characters), in words.
LONG = {
    "fa": ("هر شب از یک نفر استعلام می‌گیرد و گرداننده با اشاره‌ی سر پاسخ می‌دهد؛ " * 40)[:2000],
    "en": ("Asks about one player a night and the narrator answers with a nod; " * 40)[:2000],
}
#: A word wider than the card (a club's file may give one: a link, a run of letters).
WORD = {"fa": "استعلام" * 30 + " می‌گیرد.", "en": "Inquiry" * 30 + " at night."}


def _long_seer(folder: Path, lang: str, texts: dict[str, str]) -> None:
    fa, en = "هر شب از یک نفر استعلام می‌گیرد.", "Asks about one player a night."
    old = f'ability = {{ fa = "{fa}", en = "{en}" }}'
    assert old in HARBOUR
    fa = texts["fa"] if lang == "fa" else fa
    en = texts["en"] if lang == "en" else en
    (folder / "harbour.toml").write_text(
        HARBOUR.replace(old, f'ability = {{ fa = "{fa}", en = "{en}" }}'), encoding="utf-8")
    from narrator_app.engine.scenario import forget_catalogue

    forget_catalogue()


@pytest.mark.parametrize(("texts", "least"), [(LONG, 1000), (WORD, 200)])
@pytest.mark.parametrize("dealt", [False, True])
@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_longest_ability_is_never_cut(tmp_path, harbour, lang, dealt, texts, least):
    """A club's role with the longest ability a file may give, or a word wider than the
    card: its card still shows the picture at the print's one size, and every glyph of its
    text lies on the card and above the picture (the text is set as small as it must be, a
    word too wide broken, never cut: CD106-2). Before, the text ran on at 5.5 pt over the
    picture and the foot, and off the card's edges."""
    _long_seer(harbour, lang, texts)
    out = tmp_path / "long.pdf"
    if dealt:
        roles = ("seer", "boss", "villager")
        write_cards_pdf(out, CardJob("harbour", roles=roles, names=("A", "B", "C"), lang=lang))
        n = 3
    else:
        write_cards_pdf(out, CardJob("harbour", 9, lang=lang))
        n = 9
    assert check_one_size(out, n) >= PICTURE_MIN_MM - TOL
    reader = pypdf.PdfReader(out)
    page = reader.pages[0]
    glyphs = glyph_origins(reader, page)
    cards = pictures_by_card(out)[:len(_card_boxes(reader, page))]

    def on(card):  # the glyphs drawn for ``card``: in its clip (each card is clipped to it)
        return [g for g in glyphs if g.clip is not None and _same(g.clip, card)]

    card, (pic,) = max(cards, key=lambda cp: len(on(cp[0])))
    mine = on(card)
    assert len(mine) > least  # the long text is on this card
    off = [g for g in mine if not _inside_point(g, card)]
    assert not off, f"{len(off)} glyphs cut at the card's edge, e.g. {off[:3]}"
    # no glyph stands in the picture's band nor between it and the foot's line (2 mm under)
    over = [g for g in mine if pic.box.y < g.y < pic.box.y + pic.box.h + 2.0]
    assert not over, f"{len(over)} glyphs over the picture, e.g. {over[:3]}"


def _same(a, b) -> bool:
    return all(abs(u - v) <= TOL for u, v in ((a.x, b.x), (a.y, b.y), (a.w, b.w), (a.h, b.h)))


def _inside_point(g, box) -> bool:
    return box.x <= g.x <= box.x + box.w and box.y <= g.y <= box.y + box.h


def _every_text_long(folder: Path, texts: dict[str, str]) -> None:
    """harbour.toml with the scenario's name, the sides' names and the seer's names and
    ability all ``texts`` (a text in each language)."""
    fa, en = texts["fa"], texts["en"]
    long = f'{{ fa = "{fa}", en = "{en}" }}'
    text = HARBOUR.replace('[name]\nfa = "بندر"\nen = "Harbour"',
                           f'[name]\nfa = "{fa}"\nen = "{en}"\n\n[sides]\nmafia = {long}\n'
                           f'city = {long}')
    seer = ('name = { fa = "پیشگو", en = "Seer" }\nability = { fa = "هر شب از یک نفر استعلام'
            ' می‌گیرد.", en = "Asks about one player a night." }')
    assert seer in text and "[sides]" in text
    text = text.replace(seer, f"name = {long}\nability = {long}")
    (folder / "harbour.toml").write_text(text, encoding="utf-8")
    from narrator_app.engine.scenario import forget_catalogue

    forget_catalogue()


@pytest.mark.parametrize("texts", [LONG, WORD], ids=["2000 characters", "one wide word"])
@pytest.mark.parametrize("backs", [False, True])
@pytest.mark.parametrize("lang", ["fa", "en"])
def test_a_club_file_s_longest_texts_stay_on_their_cards(tmp_path, harbour, lang, texts, backs):
    """Every text a club's file puts on a card (the scenario's name, the side's, the role's
    names and ability) as long as a file may give, or one word wider than the card: every
    glyph of every card, front and back, lies on its card, none over its picture (set as
    small as it must be, never cut: CD106-3)."""
    _every_text_long(harbour, texts)
    out = tmp_path / "long.pdf"
    write_cards_pdf(out, CardJob("harbour", roles=("seer", "boss"), names=("A", "B"),
                                 lang=lang, backs=backs))
    reader = pypdf.PdfReader(out)
    fronts = pictures_by_card(out)
    assert len(fronts) == (4 if backs else 2)
    for page in reader.pages:
        glyphs = glyph_origins(reader, page)
        for card in _card_boxes(reader, page):
            mine = [g for g in glyphs if g.clip is not None and _same(g.clip, card)]
            assert len(mine) > 50, card  # the long texts are on this card
            off = [g for g in mine if not _inside_point(g, card)]
            assert not off, f"{len(off)} glyphs cut at the card's edge, e.g. {off[:3]}"
            pics = next(p for c, p in fronts if _same(c, card))
            for pic in pics:  # a front's one picture (a back has none)
                over = [g for g in mine if pic.box.y < g.y < pic.box.y + pic.box.h + 2.0]
                assert not over, f"{len(over)} glyphs over the picture, e.g. {over[:3]}"
