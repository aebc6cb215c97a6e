"""The shipped scenarios' night texts (fresh-narrator trial, section 4): a step's sentence
and gesture name no role that is not dealt at a table size where the step is played (capo's
intro night named the informant, who is dealt only from 12), and a read-aloud line uses the
field's words, not the slang «ساید»."""

from __future__ import annotations

import pytest

from narrator_app.engine import load_scenario
from narrator_app.engine.scenario import shipped_entries
from narrator_app.messages import ANNOUNCE

IDS = [e.id for e in shipped_entries()]


def absent_roles_named(sid: str) -> list[tuple[int, str, str]]:
    s = load_scenario(sid)
    names = {r.id: r.name.fa for r in s.roles}
    out = []
    for size, deal in s.roster.sizes.items():
        for step in list(s.intro_night) + list(s.night):
            if s.has_role(step.key) and step.key not in deal:
                continue  # the step is not played at this size
            text = " ".join(t.fa for t in (step.say, step.gesture) if t)
            for rid, name in names.items():
                # a player won over by the team becomes its filler card, dealt or not
                if rid not in deal and rid != s.roster.filler_mafia and name in text:
                    out.append((size, step.key, name))
    return out


@pytest.mark.parametrize("sid", IDS)
def test_no_step_names_a_role_not_dealt(sid):
    assert absent_roles_named(sid) == []


def test_the_read_aloud_lines_say_side_in_the_fields_words():
    assert [k for k, v in ANNOUNCE["fa"].items() if "ساید" in v] == []


def test_the_bazpors_charlatan_wakes_in_a_step_of_his_own_after_the_meet():
    s = load_scenario("bazpors")
    keys = [step.key for step in s.intro_night]
    charlatan = next(r.name.fa for r in s.roles if r.id == "charlatan")
    meet = next(step for step in s.intro_night if step.key == "mafia_meet")
    own = [step for step in s.intro_night if step.key != "mafia_meet"
           and charlatan in step.say.fa and "بیدار شود" in step.say.fa]
    assert "بیدار شود" not in meet.say.fa  # the meet wakes the team, not him alone after
    assert own and keys.index(own[0].key) > keys.index("mafia_meet")
