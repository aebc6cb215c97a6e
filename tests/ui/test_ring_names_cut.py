"""A name cut to fit still tells its seat from the others (LY107-1).

A narrator's trial (Godfather–Nostradamus, 18 seats; s61, t04, t21, t29, t57; s15): in English
seats 1 «Alexandra Montgomery-Smith» and 4 «Alexandra Montgomery-Jones» both read «Alexandra
Montgo…»; in Persian seat 6 «فاطمه‌السادات موسوی» read «فاطمه‌السادا…», the start of seat 4's
«فاطمه‌السادات میرزایی» too, and «سید م. م.» was the form of four seats. A name whose cut
start another seat's name shares is now cut in the middle, its own start + «…» + its own end
(:func:`cut_name`), and a form no letter tells from another seat's is not offered.
"""

from __future__ import annotations

import pytest

from narrator_app.ui.seat_ring import SeatRing, SeatView, cut_name, name_forms

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

EN = ("Alexandra Montgomery-Smith", "Christopher Vanderbilt", "Elizabeth Fitzgerald",
      "Alexandra Montgomery-Jones", "Bartholomew O'Connor", "Anna", "Jacqueline Richardson",
      "Tom", "Konstantinos Papadopoulos", "Catherine Wellington", "Sebastian Blackwood",
      "Priya Raghunathan", "Alexander Hamilton-Jones", "Mia", "Nathaniel Worthington",
      "Gwendolyn Ashcroft", "Leo", "Margaret Thornbury")
FA = ("سید محمدرضا حسینی‌نژاد", "سید محمدحسین موسوی", "سید محمدحسین میرزایی",
      "فاطمه‌السادات میرزایی", "سید محمدعلی حسینی‌نژاد", "فاطمه‌السادات موسوی",
      "سید محمدرضا میرزایی", "علیرضا قربانی‌نژاد", "سید محمدحسین حسینی",
      "زهرا السادات طباطبایی", "محمدمهدی عبدالملکی", "سید علی‌اکبر هاشمی‌رفسنجانی",
      "السادات حسینی‌نژاد", "امیرحسین شاه‌محمدی", "سید محمدرضا موسوی",
      "مریم‌السادات کریمی‌پور", "غلامرضا اسماعیل‌زاده", "عبدالرحیم ابوالقاسمی")


def test_a_cut_keeps_the_end_where_the_start_is_shared() -> None:
    assert cut_name(EN[0], EN, lambda t: len(t) <= 17) == "Alexandra…Smith"
    assert cut_name(EN[3], EN, lambda t: len(t) <= 17) == "Alexandra…Jones"
    assert cut_name(FA[5], FA, lambda t: len(t) <= 14) == "فاطمه…موسوی"
    assert cut_name(FA[14], FA, lambda t: len(t) <= 9) is None  # «سید…موسوی» is seat 2's too
    assert "سید م. م." not in name_forms(FA[14], FA)


def _shown(qtbot, names, size, tokens=False) -> dict[int, str]:
    ring = SeatRing()
    qtbot.addWidget(ring)
    ring.resize(*size)
    toks = ["blocked"] if tokens else []
    ring.set_seats([SeatView(i, n, "Citizen", "alive", list(toks))
                    for i, n in enumerate(names, 1)])
    ring.show()
    qtbot.waitExposed(ring)
    return {seat: next(t.text for t in texts if t.kind == "name")
            for seat, texts in ring.painted_texts().items()}


def _could_be(text: str, name: str, names) -> bool:
    """Whether ``text`` as painted may be read as ``name``: the name, one of its forms, a
    start of either before «…», or its start + «…» + its end."""
    if text == name or text in name_forms(name, names):
        return True
    start, mid, end = text.partition("…")
    start = start.rstrip("\u200d")
    if mid and not end:
        return any(f.startswith(start) for f in [name, *name_forms(name, names)])
    return bool(mid) and name.startswith(start) and name.endswith(end)


@pytest.mark.parametrize("size", [(530, 559), (616, 607), (480, 540)])
@pytest.mark.parametrize("names", [EN, FA], ids=["en", "fa"])
def test_no_cut_name_reads_as_another_seat(qtbot, names, size) -> None:
    for tokens in (False, True):
        shown = _shown(qtbot, names, size, tokens)
        # the trial's seats (a token beside the name), or every seat with no token
        for seat in ((1, 4) if names is EN else (4, 6)) if tokens else shown:
            text = shown[seat]
            assert _could_be(text, names[seat - 1], names), (seat, text)
            others = [s for s, n in enumerate(names, 1)
                      if s != seat and n != names[seat - 1] and _could_be(text, n, names)]
            assert not others, (seat, text, others, tokens)
