"""The fresh narrator's trial in the real window (fixb's items): the capo trackers."""

from __future__ import annotations

import re

from narrator_app.engine import Setup
from narrator_app.ui.texts import tr

CAPO = ["don", "witch", "executioner", "detective", "suspect", "armoursmith", "herbalist",
        "heir", "plain_citizen", "plain_citizen"]


def _row(window, role_fa: str) -> str:
    return next(text for who, text in window.trackers.rows() if who.startswith(role_fa))


def test_the_capo_trackers_read_right_from_the_start(window, controller):
    """Item 9 (capo 6.6, 6.12): at the start the Don holds his antidote, the witch has none,
    the armoursmith's self-armour is there to use, and no counter shows a raw name; once the
    Don leaves by Capo's gun his antidote passes to the witch (C15)."""
    assert controller.new_game(Setup("capo", tuple(f"P{i}" for i in range(1, 11))), CAPO)
    assert _row(window, "دن مافیا") == f"عضوگیری: {tr('available')} · پادزهر: {tr('held')}"
    assert _row(window, "جادوگر") == f"پادزهر: {tr('spent')}"
    assert _row(window, "زره‌ساز") == f"زره برای خود: {tr('available')}"
    for _who, text in window.trackers.rows():
        assert not re.search(r"[a-z]+_[a-z_]+", text), text
    assert controller.step("heir", {"heir_of": 9}) and controller.end_phase()
    assert controller.step("capo_gun", {"trustee": 9, "suspects": [1, 5], "real": 1})
    assert controller.state.view(1).status != "alive"
    assert _row(window, "دن مافیا").endswith(f"پادزهر: {tr('spent')}")
    assert _row(window, "جادوگر") == f"پادزهر: {tr('held')}"
