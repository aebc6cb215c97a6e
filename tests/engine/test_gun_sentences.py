"""The day's gun shots read with the seat each was fired at (``engine.announced_facts``;
club_scenarios 2.6, FB5, CF80-45): the holders' guns (Takavar's gunner) from the day's log
lines of the shots, Capo's from its record; a war gun an armour stopped reads without the
exit; nothing is added to the record (its fingerprint stays)."""

from __future__ import annotations

from pathlib import Path

from narrator_app.engine import Game, Setup, announced_facts, public_view
from narrator_app.engine.scenario import use_club_folders
from narrator_app.messages import ANNOUNCE, announcement_lines, player_label

TAKAVAR = ["mafia_boss", "nato", "hostage_taker", "detective", "doctor", "commando", "guard",
           "gunner", "plain_citizen", "plain_citizen"]
NAMES = tuple(f"P{i}" for i in range(1, 11))


def takavar_day_two(guns: dict[int, str]) -> Game:
    """Takavar at 10 seats (the gunner at 8) on day 2, ``guns`` handed out on night 1."""
    g = Game(Setup("takavar", NAMES))
    g.deal(TAKAVAR)
    for _ in range(3):  # intro day, intro night, day 1
        g.end_phase()
    g.step("gunner", {"give": guns})
    g.end_phase()
    assert (g.state.phase, g.state.number) == ("day", 2)
    return g


def read(g: Game, lang: str = "en") -> list[str]:
    st = g.state
    rec = st.records[-1]
    return announcement_lines(rec.announce, st.scenario, [p.role for p in st.players],
                              list(NAMES), st.rules, lang, after_night=False,
                              facts=announced_facts(st, rec))


def test_the_holders_shots_are_read_with_their_targets_and_the_record_is_unchanged():
    g = takavar_day_two({8: "blank", 9: "war"})
    before = g.state.fingerprint()
    g.step("guns", [{"shooter": 8, "target": 2}, {"shooter": 9, "target": 1}])
    st = g.state
    rec = st.records[-1]
    assert rec.announce == ["gun_blank", "gun_war", "side_shown:1"]
    assert rec.facts == {}  # nothing new in the record
    fingerprint = st.fingerprint()
    assert announced_facts(st, rec) == {"gun_shots": [2, 1]}
    assert st.fingerprint() == fingerprint != before and rec.facts == {}
    p1, p2 = player_label(NAMES, 1, "en"), player_label(NAMES, 2, "en")
    # the exit is said once, by the side's line (it said «… leaves the game.» before it)
    assert read(g) == [f"The gun fired at {p2} was a blank.",
                       f"The gun fired at {p1} was a war gun.",
                       f"{p1} has left the game; the side was mafia."]
    fa = read(g, "fa")
    assert fa[0] == ANNOUNCE["fa"]["gun_blank_at"].format(name=player_label(NAMES, 2, "fa"))
    assert fa[1] == ANNOUNCE["fa"]["gun_war_kept_at"].format(name=player_label(NAMES, 1, "fa"))
    assert public_view(st).facts == {"gun_shots": [2, 1]}


def test_a_shot_by_a_holder_who_withdrew_today_is_not_read():
    """He left the table earlier today: his shot is accepted with no effect and no call
    (6.10 S12); the next holder's war gun is read with its own target, not his."""
    g = takavar_day_two({8: "blank", 9: "war"})
    g.step("withdraw", [8])
    g.step("guns", [{"shooter": 8, "target": 2}, {"shooter": 9, "target": 1}])
    rec = g.state.records[-1]
    assert [t for t in rec.announce if t.startswith("gun_")] == ["gun_war"]
    assert announced_facts(g.state, rec)["gun_shots"] == [1]
    p1 = player_label(NAMES, 1, "en")
    assert read(g)[:2] == [f"The gun fired at {p1} was a war gun.",
                           f"{p1} has left the game; the side was mafia."]


def test_the_guard_s_armour_stops_a_war_gun_he_stays():
    """club_scenarios 2.6 (TK10): «… was a war gun.», then his role shown; no exit said."""
    g = takavar_day_two({8: "blank", 9: "war"})
    g.step("guns", [{"shooter": 8, "target": 3}, {"shooter": 9, "target": 7}])
    st = g.state
    assert st.player(7).alive
    assert announced_facts(st, st.records[-1]) == {"gun_shots": [3, 7], "gun_kept": [1]}
    p3, p7 = player_label(NAMES, 3, "en"), player_label(NAMES, 7, "en")
    assert read(g)[:2] == [f"The gun fired at {p3} was a blank.",
                           f"The gun fired at {p7} was a war gun."]
    view = public_view(st)
    assert view.facts == {"gun_shots": [3, 7], "gun_kept": [1]}
    shown = announcement_lines([t for t in view.announce if not t.startswith("role_shown")],
                               None, [""] * 10, view.names, {}, "en",
                               after_night=view.after_night, facts=view.facts)
    assert f"The gun fired at {p7} was a war gun." in shown
    assert not any("leaves" in line for line in shown)


def test_capo_s_real_bullet_on_an_armour_reads_without_the_exit():
    """A club file's trust gun (Capo's kind) on a day armour (9.2; CF46-24): the record's
    ``gun_shots``, the armour's stop read the same way."""
    here = Path(__file__).resolve().parent / "club_kind_cases" / "armour_trust_gun"
    use_club_folders([here])
    try:
        names = tuple(f"P{i}" for i in range(1, 10))
        g = Game(Setup("au8_gun", names))
        g.deal(["boss", "simple_mafia", "simple_mafia", "armoured", "medic", "det",
                "plain_citizen", "plain_citizen", "plain_citizen"])
        g.end_phase()
        g.step("capo_gun", {"trustee": 8, "suspects": [4, 7], "real": 4})
        st = g.state
        rec = st.records[-1]
        assert rec.announce == ["gun_war", "role_shown:4"]
        facts = announced_facts(st, rec)
        assert facts["gun_shots"] == [4] and facts["gun_kept"] == [0]
        lines = announcement_lines(rec.announce, st.scenario, [p.role for p in st.players],
                                   list(names), st.rules, "en", after_night=False,
                                   facts=facts)
        p4 = player_label(names, 4, "en")
        assert lines[0] == f"The gun fired at {p4} was a war gun."
    finally:
        use_club_folders([])


def test_no_gun_no_new_facts():
    """A day without shots: the record's own facts, the same dict."""
    g = takavar_day_two({8: "blank"})
    g.step("votes", {})
    rec = g.state.records[-1]
    assert (rec.phase, rec.number) == ("day", 2)
    assert announced_facts(g.state, rec) is rec.facts
