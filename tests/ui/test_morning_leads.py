"""The players' display reads the morning's news first, then the day's lines in the order
they happened: «Nobody left the game last night.» came after the day's gun sentences (the
view's tokens read as one list, the «nobody» sentence added at its end). Takavar, 12 seats,
day 2 after a night with no exit; nothing secret on the display."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_public_window import leaks

from narrator_app.engine import Setup, public_view
from narrator_app.messages import ANNOUNCE, player_label

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

DEAL = ["mafia_boss", "nato", "hostage_taker", "simple_mafia", "detective", "doctor",
        "commando", "guard", "gunner", "plain_citizen", "plain_citizen", "plain_citizen"]
NAMES = tuple(f"P{i}" for i in range(1, 13))


def lines_of(pw) -> list[str]:
    return [x.lstrip("\u200f\u200e") for x in pw.announce.text().split("\n") if x]


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_morning_leads_then_the_day_in_order(qtbot, controller, lang):
    from narrator_app.ui.public_window import PublicWindow

    c = controller
    c.lang = lang
    assert c.new_game(Setup("takavar", NAMES, {}), DEAL), c.last_error
    for _ in range(3):  # intro day, intro night, day 1
        assert c.end_phase(), c.last_error
    assert c.step("gunner", {"give": {9: "blank", 10: "war"}}) and c.end_phase(), \
        c.last_error
    assert (c.state.phase, c.state.number) == ("day", 2)
    assert all(p.alive for p in c.state.players)  # nobody left last night
    pw = PublicWindow(c)
    qtbot.addWidget(pw)
    pw.show()
    qtbot.waitExposed(pw)
    t = ANNOUNCE[lang]
    QApplication.processEvents()
    assert lines_of(pw) == [t["nobody"]]

    # the blank, then the war gun (its exit with the side): each after the morning
    assert c.step("guns", [{"shooter": 9, "target": 2}, {"shooter": 10, "target": 4}]), \
        c.last_error
    QApplication.processEvents()
    p2, p4 = player_label(NAMES, 2, lang), player_label(NAMES, 4, lang)
    assert lines_of(pw) == [t["nobody"], t["gun_blank_at"].format(name=p2),
                            t["gun_war_kept_at"].format(name=p4),
                            t["side_shown_mafia"].format(name=p4)]
    view = public_view(c.state)
    assert view.morning == 0 and view.after_night  # no token: «nobody» is the morning
    assert leaks(pw, c) == []


@pytest.mark.parametrize(("scenario", "seed"), [("takavar", 4), ("zodiac", 3),
                                                ("godfather_nostradamus", 5)])
def test_in_random_games_the_morning_leads(qtbot, controller, scenario, seed):
    """At every day state of random games, the display open: the view's first ``morning``
    tokens are the night's news (its record's morning announcement, as the table heard it)
    and «nobody left» is, when said, the first line; nothing secret is shown."""
    import random

    from narrator_app.engine import load_scenario, morning_announcement
    from narrator_app.engine.simulate import random_deal, random_value
    from narrator_app.engine.talk import PUBLIC_TOKENS
    from narrator_app.ui.public_window import PublicWindow

    c = controller
    rng = random.Random(seed)
    names = tuple(f"P{i}" for i in range(1, 13))
    deal = random_deal(load_scenario(scenario), 12, rng)
    assert c.new_game(Setup(scenario, names, {}), deal), c.last_error
    pw = PublicWindow(c)
    qtbot.addWidget(pw)
    pw.show()
    qtbot.waitExposed(pw)
    nobody = ANNOUNCE[c.lang]["nobody"]
    days = 0
    for _ in range(300):
        st = c.state
        if st.winner is not None:
            break
        QApplication.processEvents()
        if st.phase == "day" and st.number > 1:
            view = public_view(st)
            night = next(r for r in st.records if (r.phase, r.number) == ("night", st.number - 1))
            heard = [t for t in morning_announcement(night.announce, st.rules)
                     if t.split(":")[0] in PUBLIC_TOKENS]
            assert [t.split(":")[-1] for t in view.announce[:view.morning]] == [
                t.split(":")[-1] for t in heard]
            shown = lines_of(pw)
            assert nobody not in shown[1:], shown
            days += 1
        assert leaks(pw, c) == []
        choice = random_value(c.game, rng)
        if choice is None:
            c.end_phase()
        else:
            c.step(*choice)
    assert days > 0
