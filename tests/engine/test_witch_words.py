"""Werewolf's witch is asked only for the potions she still holds (decision TA43-15; club
scenarios 7.6: each potion once a game): a narrator's trial heard «این قربانی امشب است؛
درمان می‌کنی؟» read to a witch whose heal was spent."""

from __future__ import annotations

from narrator_app.engine.abilities.potion import SPENT_SAY
from narrator_app.engine.choices import legal_choices
from narrator_app.engine.scenario import load_scenario
from narrator_app.engine.simulate import random_game


def test_the_witchs_question_follows_her_potions():
    scen = load_scenario("werewolf")
    name = scen.role("witch").name
    seen = set()
    for seed in range(60):
        for st in random_game("werewolf", 8 + seed % 3, seed).states:
            if st.phase != "night":
                continue
            step = next((s for s in legal_choices(st, options=False).steps
                         if s.key == "witch"), None)
            holder = next((p for p in st.players if p.card.role == "witch"), None)
            if step is None or holder is None or step.say is None:
                continue
            left = (bool(holder.card.counters.get("heal")),
                    bool(holder.card.counters.get("poison")))
            if left == (True, True) or "قربانی‌ای نیست" in step.say.fa:
                continue
            assert step.say.fa == SPENT_SAY[left].fa.format(role=name.fa)
            assert ("درمان می‌کنی" in step.say.fa) == left[0]
            assert ("مسموم می‌کنی" in step.say.fa) == left[1]
            seen.add(left)
    assert (False, True) in seen  # the games met a witch without her heal
