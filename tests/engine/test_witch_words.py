"""Werewolf's witch: what is said aloud is the file's question every night, and what she has
spent is the narrator's alone, in the gesture (decision CF50, replacing TA43-15: the whole
table hears the narrator, and «the heal is spent» told it that an earlier quiet night was the
witch's heal; club_scenarios 7.6: each potion once a game)."""

from __future__ import annotations

from narrator_app.engine.abilities.potion import SPENT_GESTURE
from narrator_app.engine.choices import legal_choices
from narrator_app.engine.scenario import load_scenario
from narrator_app.engine.simulate import random_game


def test_the_witchs_words_aloud_never_say_what_she_spent():
    scen = load_scenario("werewolf")
    filed = next(d for d in scen.night if d.key == "witch")
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
            if "قربانی‌ای نیست" in step.say.fa:
                continue
            assert step.say == filed.say  # the same words every night, whatever is left
            assert "مصرف" not in step.say.fa and "spent" not in step.say.en
            if left != (True, True):  # what is spent: the narrator's note, not said
                assert step.gesture == SPENT_GESTURE[left]
                assert step.gesture.en.startswith("[narrator only")
            seen.add(left)
    assert (False, True) in seen  # the games met a witch without her heal
