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
from pdf_reading import filled_shapes, stroked_rects

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
