"""Sibling cases of the public rule cases (issue 25's round fifteen, decisions CF46): each
case is the smallest script of what an auditor found the engine doing against the spec."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import passes

#: Each scenario's opening of a case: its table and ``script:``.
HEAD_NAMAYANDE = """scenario: namayande
seats: [don, rebel, hacker, nato, guide, doctor, miner, bodyguard, lawyer, soldier,
        plain_citizen, plain_citizen]
script:
"""
HEAD_BAZPORS = """scenario: bazpors
seats: [mafia_boss, nato, charlatan, detective, doctor, researcher, invulnerable,
        interrogator, plain_citizen, plain_citizen]
script:
"""
HEAD_ZODIAC = """scenario: zodiac
seats: [al_capone, bomber, magician, guard, ocean, gunner, leon, detective, doctor,
        plain_citizen, plain_citizen, zodiac]
script:
"""
HEAD_GODFATHER_NOSTRADAMUS = """scenario: godfather_nostradamus
seats: [godfather, saul_goodman, matador, dr_watson, leon, citizen_kane, constantine,
        plain_citizen, plain_citizen, plain_citizen, nostradamus]
script:
"""
HEAD_TAKAVAR = """scenario: takavar
seats: [mafia_boss, nato, hostage_taker, detective, doctor, commando, guard, gunner,
        plain_citizen, plain_citizen]
script:
"""

NAMAYANDE = HEAD_NAMAYANDE + """  - intro_day: {}
  - intro_night: {}
  - day: {election: [11, 12]}
  # NATO's right guess slaughters the miner the night he lays his mine: his action is void
  # (club_scenarios 1.3 "except where a rule voids his action (slaughter …)"; the mine is
  # unblockable and unhackable only, 4.6)
  - night: {mafia: {nato: {seat: 7, role: miner}}, miner: {mine: 9}}
  - expect: {left: [7], announce: [nato, 'slaughtered:7'],
             trackers: {7: {mine: null, mine_used: false}}}
  - day: {}
  - night: {mafia: {shot: 9}}
  - expect: {left: [9], announce: ['left:9']}
"""

NAMAYANDE_HACKED = HEAD_NAMAYANDE + """  - intro_day: {}
  - intro_night: {}
  - day: {election: [11, 12]}
  # a hack on the miner never voids the mine (4.6, AG2)
  - night: {hacker: {hack: [7, 9]}, miner: {mine: 9}}
  - expect: {trackers: {7: {mine: 9, mine_used: true}}}
"""

BAZPORS = HEAD_BAZPORS + """  - intro_day: {}
  - intro_night: {}
  - day: {votes: {1: 6}, exit_votes: {1: 6}}
  - expect: {left: [1]}
  # the trade needs the boss alive (club_scenarios 3.6: "else not_available")
  - night: {mafia: {trade: {sacrifice: 2, recruit: 9}}}
    rejected: not_available
  - night: {mafia: {shot: 9}}
  - expect: {left: [9]}
"""

ZODIAC_GUN = HEAD_ZODIAC + """  - intro_day: {}
  - intro_night: {}
  - day: {}
  - night: {gunner: {give: {11: war}}}
  - day: {}
  # the magician holds the unused war gun's holder: it turns blank before the explosions
  # (rules_spec 3.5.5; A80 "therefore it cannot explode")
  - night: {magician: {block: 11}}
  - expect: {left: [], announce: []}
"""

ZODIAC_GUN_UNHELD = HEAD_ZODIAC + """  - intro_day: {}
  - intro_night: {}
  - day: {}
  - night: {gunner: {give: {11: war}}}
  - day: {}
  # held elsewhere, it explodes as before (S2:L123)
  - night: {magician: {block: 10}}
  - expect: {left: [11], announce: ['left:11']}
"""

ZODIAC_BOMB = HEAD_ZODIAC + """  - intro_day: {}
  - intro_night: {}
  - day: {}
  - night: {bomber: {plant: 4, code: 5}}
  - expect: {announce: ['bomb:4']}
  # T73: the guard is told the code at the noon sleep and it is defused; no code is owed
  - day: {}
  - expect: {left: [], private: {guard_code: 5}}
"""

ZODIAC_BOMB_GUARD_CODE = HEAD_ZODIAC + """  - intro_day: {}
  - intro_night: {}
  - day: {}
  - night: {bomber: {plant: 4, code: 5}}
  # his own code, whatever he says, is the same defusal (decision S10)
  - day: {bomb: {guard_code: 1}}
  - expect: {left: [], private: {guard_code: 5}}
"""

ZODIAC_BOMB_CODE = HEAD_ZODIAC + """  - intro_day: {}
  - intro_night: {}
  - day: {}
  - night: {bomber: {plant: 4, code: 5}}
  # a wrong code he names as the holder changes nothing: defused at the noon sleep (S10)
  - day: {bomb: {holder_code: 1}}
  - expect: {left: [], private: {guard_code: 5}}
"""

ZODIAC_BOMB_HELD = HEAD_ZODIAC + """  - intro_day: {}
  - intro_night: {}
  - day: {}
  # the magician's 24 hours: the guard's defusal has no effect (6.10 S15), the code is owed
  - night: {bomber: {plant: 4, code: 5}, magician: {block: 4}}
  - day: {}
    rejected: missing_choice
  - day: {bomb: {holder_code: 2}}
  - expect: {left: [4]}
"""

KEYS = HEAD_GODFATHER_NOSTRADAMUS + """  - intro_day: {}
  - intro_night: {nostradamus: {pick: [8, 9, 10], side: city}}
  # Sherlock's chaos and Zodiac's bomb are other scenarios' keys: unknown here (CF45-18)
  - day: {chaos: {point: {1: 8, 8: 1, 11: 1}}}
    rejected: bad_script
  - day: {bomb: {holder_code: 1}}
    rejected: bad_script
"""

NOSTRADAMUS_BM = HEAD_GODFATHER_NOSTRADAMUS + """  - intro_day: {}
  - intro_night: {nostradamus: {pick: [8, 9, 10], side: city}}
  # he draws Beautiful Mind himself: he returns without an inquiry (rules_spec 4.3),
  # announced as every Beautiful Mind return (game-script's returned:s)
  - day: {votes: {11: 6}, exit_votes: {11: 6}, card: {draw: beautiful_mind}}
  - expect: {left: [], announce: ['returned:11'], alive: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]}
  - night: {mafia: {shot: 11}}
  - expect: {left: [11], announce: ['left:11']}
"""

RESEARCHER = HEAD_BAZPORS + """  - intro_day: {}
  - intro_night: {}
  - day: {}
  # NATO slaughters the researcher the night he names his link: "Tonight's link is the one
  # that counts if he dies tonight (he wakes first)" (club_scenarios 3.6; 3.7 step 1)
  - night: {researcher: {link: 3}, mafia: {nato: {seat: 6, role: researcher}}}
  - expect: {left: [3, 6], announce: [nato, 'slaughtered:6', 'left:3']}
"""

ZODIAC_CARD_RULES = """scenario: zodiac
house_rules: {lottery_loser_draws: false, card_deck_mode: with_replacement,
              beautiful_mind_guesser_returns: false}
seats: [al_capone, bomber, magician, guard, ocean, gunner, leon, detective, doctor,
        plain_citizen, plain_citizen, zodiac]
script:
  # the cards' keys apply to every scenario (6.10 S14), with no effect where no card is dealt
  - intro_day: {}
  - intro_night: {}
  - day: {votes: {3: 6, 10: 6}, exit_votes: {3: 5, 10: 5}, lottery: 10}
  - expect: {defense: [3, 10], left: [10]}
"""

TABLE_RULES = """scenario: mafia_nights
house_rules: {intro_day_challenge: true, intro_night_wake_city_roles: false}
seats: [godfather, joker, dr_lecter, simple_mafia, pickpocket, mayor, die_hard, leon,
        detective, psychiatrist, doctor, plain_citizen]
script:
  - intro_night: {}
  - day: {}
"""

GUARD_SLAUGHTERED = HEAD_TAKAVAR + """  - intro_day: {}
  - intro_night: {}
  - day: {}
  # NATO's right guess slaughters the guard: his shield of that night is void (2.6, 1.3),
  # so the hold on the detective stands and he hears nothing
  - night: {guard: {protect: [4]}, hostage_taker: {hold: [4]}, mafia: {nato: {seat: 7,
            role: guard}}, detective: {inquire: 3}}
  - expect: {left: [7], announce: [nato, 'slaughtered:7'], private: {detective: null}}
"""

GUARD_NAMES_HOLDER = HEAD_TAKAVAR + """  - intro_day: {}
  - intro_night: {}
  - day: {}
  # slaughtered, his naming the hostage-taker voids nothing: the hold stands
  - night: {guard: {protect: [3]}, hostage_taker: {hold: [4]}, mafia: {nato: {seat: 7,
            role: guard}}, detective: {inquire: 3}}
  - expect: {left: [7], private: {detective: null}}
"""

GUARD_WRONG_GUESS = HEAD_TAKAVAR + """  - intro_day: {}
  - intro_night: {}
  - day: {}
  # a wrong guess slaughters nobody: the guard's naming the hostage-taker voids the hold
  - night: {guard: {protect: [3]}, hostage_taker: {hold: [4]}, mafia: {nato: {seat: 7,
            role: doctor}}, detective: {inquire: 3}}
  - expect: {left: [], private: {detective: mafia}}
"""

WITCH_SHOWN = """scenario: werewolf
seats: [werewolf, werewolf, seer, protector, witch, hunter, cupid, villager, villager, villager]
script:
  # the narrator shows the witch the victim whether or not she then acts (7.6)
  - night: {cupid: {lovers: [9, 10]}, protector: {protect: 8}, mafia: {shot: 8}}
  - expect: {left: [], announce: [], private: {witch: 8}}
"""

CASES = {
    "takavar_slaughtered_guard": GUARD_SLAUGHTERED,
    "takavar_slaughtered_guard_names_holder": GUARD_NAMES_HOLDER,
    "takavar_guard_wrong_guess": GUARD_WRONG_GUESS,
    "werewolf_witch_shown_without_her_step": WITCH_SHOWN,
    "zodiac_card_rules": ZODIAC_CARD_RULES,
    "mafia_nights_table_rules": TABLE_RULES,
    "bazpors_slaughtered_researcher_links": RESEARCHER,
    "namayande_slaughtered_miner": NAMAYANDE,
    "namayande_hacked_miner": NAMAYANDE_HACKED,
    "bazpors_trade_boss_out": BAZPORS,
    "zodiac_held_war_gun": ZODIAC_GUN,
    "zodiac_war_gun_unheld": ZODIAC_GUN_UNHELD,
    "zodiac_bomb_on_guard": ZODIAC_BOMB,
    "zodiac_bomb_on_guard_codes": ZODIAC_BOMB_CODE,
    "zodiac_bomb_on_guard_his_code": ZODIAC_BOMB_GUARD_CODE,
    "zodiac_bomb_on_held_guard": ZODIAC_BOMB_HELD,
    "other_scenarios_day_keys": KEYS,
    "nostradamus_own_beautiful_mind": NOSTRADAMUS_BM,
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_sibling_case(tmp_path: Path, name: str) -> None:
    passes(tmp_path, CASES[name], name)
