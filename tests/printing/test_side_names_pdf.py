"""A scenario file's own side names (``[sides]``, club_scenarios 0.4) on the printed role
cards: werewolf's cards say «گرگینه‌ها» / «روستا» (Werewolves / Village), in both languages;
a file without ``[sides]`` keeps the app's words."""

from __future__ import annotations

import unicodedata

import pypdf
import pytest
from pdf_reading import has_phrase, text_words

from narrator_app.printing import CardJob, write_cards_pdf


def words_of(path, lang: str) -> list[str]:
    """The PDF's words: Persian lines in logical order (``text_words``), English as read."""
    pages = pypdf.PdfReader(path).pages
    if lang == "fa":
        return [w for p in pages for w in text_words(p)]
    return [w.strip(".,;:()") for p in pages
            for w in unicodedata.normalize("NFKC", p.extract_text()).split()]


@pytest.mark.parametrize(("lang", "mafia", "city", "old_mafia", "old_city"), [
    ("fa", "گرگینه‌ها", "روستا", "مافیا", "شهروند"),
    ("en", "Werewolves", "Village", "Mafia", "City"),
])
def test_werewolf_cards_name_the_sides_in_the_file_s_words(tmp_path, lang, mafia, city,
                                                           old_mafia, old_city):
    out = tmp_path / f"cards-{lang}.pdf"
    write_cards_pdf(out, CardJob("werewolf", 10, lang=lang))
    words = words_of(out, lang)
    assert has_phrase(words, mafia) and has_phrase(words, city)
    assert not has_phrase(words, old_mafia) and not has_phrase(words, old_city)


def test_a_file_without_sides_keeps_the_app_s_words(tmp_path):
    out = tmp_path / "cards.pdf"
    write_cards_pdf(out, CardJob("classic", 8, lang="en"))
    words = words_of(out, "en")
    assert has_phrase(words, "Mafia") and has_phrase(words, "City")
