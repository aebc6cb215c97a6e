"""What the whole table saw by day, on the public view as it happens (X100-8): the exit by
the vote, the role the identity-reveal card told (rules_spec 4.3), the representatives the
table elected (club_scenarios 4.4); a role shown by the vote stays off (TR3, CF70-5). And the
face-off card's narrator-only facts (X100-9)."""

from __future__ import annotations

from helpers import at_day_one, play

from narrator_app.engine import Game, Setup, face_off_outcome, legal_choices, public_view
from narrator_app.engine.simulate import random_game


def test_the_vote_exit_is_on_the_view_once_carried_out() -> None:
    g = at_day_one()
    play(g, "day", {"votes": {8: 6}, "exit_votes": {8: 6}}, end=False)
    assert "left:8" not in public_view(g.state).announce  # the card is still to come
    g.step("card", {"draw": "silence_of_the_lambs", "silence": [2, 3]})
    view = public_view(g.state)
    assert view.announce == ("silenced:2", "silenced:3", "left:8")
    assert 8 not in view.in_game
    g.end_phase()
    assert public_view(g.state).announce == ()  # at night the screen shows no sentence


def test_the_identity_reveal_card_tells_its_role_and_the_exit_follows() -> None:
    g = at_day_one()
    play(g, "day", {"votes": {11: 6}, "exit_votes": {11: 6}, "card": {"draw": "identity_reveal"}},
         end=False)
    view = public_view(g.state)
    assert view.announce == ("role_shown:11", "left:11")
    assert view.facts == {"card_reveal": {"seat": 11, "role": "nostradamus"}}
    assert "nostradamus" not in repr(view)  # the role is a fact, out of the repr
    # no other seat's role: every role in the view is the card's
    roles = {p.role for p in g.state.players} - {"nostradamus"}
    assert not any(r in repr(view.facts) for r in roles)


def test_no_role_in_the_view_but_the_cards_in_random_games() -> None:
    """Over random games of three scenarios with cards, every role the public view holds
    is the one the day's identity-reveal card told, of the seat the card named; a role
    shown by the vote (Jack's card, godfather_jack_sparrow seed 7) is never there."""
    seen = shown_by_vote = 0
    for sid, n, seed in (("godfather_jack_sparrow", 11, 1), ("godfather_jack_sparrow", 11, 7),
                         ("mafia_nights", 10, 0), ("godfather_sherlock", 12, 0)):
        game = random_game(sid, n, seed, house_rules={"cards_enabled": True}, max_actions=200)
        replay = Game(game.setup)
        for action in game.actions:
            replay.apply(action)
            st = replay.state
            view = public_view(st)
            reveal = view.facts.get("card_reveal")
            card = st.choices.get("card") if st.phase == "day" else None
            if reveal is not None:
                seen += 1
                assert card["draw"] == "identity_reveal"
                assert reveal == {"seat": st.day.eliminated,
                                  "role": st.player(st.day.eliminated).role}
                assert f"role_shown:{reveal['seat']}" in view.announce
            elif any(t.startswith("role_shown") for t in view.announce):
                shown_by_vote += 1
            others = {p.role for p in st.players} - ({reveal["role"]} if reveal else set())
            text = repr(view) + repr({k: v for k, v in view.facts.items()
                                      if k != "card_reveal"})
            assert not any(r in text for r in others)
    assert seen and shown_by_vote


def test_the_representatives_are_on_the_view_while_they_serve() -> None:
    deal = ["don", "rebel", "hacker", "guide", "doctor", "miner", "bodyguard", "lawyer",
            "plain_citizen", "plain_citizen"]
    g = Game(Setup("namayande", tuple(f"P{i}" for i in range(1, 11))))
    g.deal(deal)
    play(g, "intro_day")
    play(g, "intro_night")
    assert public_view(g.state).offices == ()
    play(g, "day", {"election": [4, 5]}, end=False)
    expected = ((4, "representative_1"), (5, "representative_2"))
    assert public_view(g.state).offices == expected  # once elected, aloud
    g.end_phase()
    assert public_view(g.state).offices == expected
    play(g, "night", {"mafia": {"shot": 5}})
    assert public_view(g.state).offices == ((4, "representative_1"),)  # 5 left


def test_the_face_off_says_which_card_left_and_whether_its_call_stops() -> None:
    g = at_day_one()
    play(g, "day")
    play(g, "night", {"leon": {"shoot": 1}})
    play(g, "day", {"votes": {8: 6}, "exit_votes": {8: 6}}, end=False)
    assert face_off_outcome(g.state) is None  # no card yet
    g.step("card", {"draw": "face_off", "swap": 5})
    out = face_off_outcome(g.state)
    assert out is not None
    assert (out.leaver, out.partner, out.left_card, out.partner_card, out.call_ends) == (
        8, 5, "leon", "plain_citizen", True)
    g.end_phase()
    assert face_off_outcome(g.state) is None  # the day's only
    assert "leon" not in [s.key for s in legal_choices(g.state).steps]  # not called tonight


def test_a_face_off_card_still_held_or_with_no_call_goes_on() -> None:
    g = at_day_one()
    play(g, "day", {"votes": {8: 6}, "exit_votes": {8: 6},
                    "card": {"draw": "face_off", "swap": 9}}, end=False)
    out = face_off_outcome(g.state)
    assert out is not None and out.left_card == "plain_citizen" and not out.call_ends
    g = at_day_one()
    play(g, "day", {"votes": {5: 6}, "exit_votes": {5: 6},
                    "card": {"draw": "face_off", "swap": 8}}, end=False)
    out = face_off_outcome(g.state)  # Leon's card stays with seat 8: his call goes on
    assert out is not None and (out.left_card, out.partner_card, out.call_ends) == (
        "plain_citizen", "leon", False)
