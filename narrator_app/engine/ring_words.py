"""The ring's words for a scenario's tokens where the seeds' word would name another game's
role or ability (issue 21's "the ring names the kind"; fresh-narrator trial, section 4): a
club scenario's sniper played by Leon's kind is badged with his own name, not «تیر لئون»; a
conversion (the ``convert`` kind: Mozakere's negotiation, Bazpors' trade, Capo's recruit) with
its own word, not the seeds' «خرید» (Saul's buy)."""

from __future__ import annotations

from .abilities.base import team_parts
from .abilities.convert import NAME as CONVERT
from .abilities.shoot import seed_shot_words
from .scenario import Scenario

#: The ``convert`` kind's own word, where its tracker has no label of the scenario's.
CONVERT_WORD = {"fa": "جذب به مافیا", "en": "won over"}


def token_words(scenario: Scenario, lang: str = "fa") -> dict[str, str]:
    """The scenario's own label of each ring token (:func:`choices.tokens_tonight`) whose
    common label (:func:`tokens.token_text`) names a seed role or ability the scenario does
    not have, in ``lang`` (``fa`` or ``en``), by token id; the others are not listed.

    * ``leon`` (a ``shoot`` with the seeds' token, ``seed_token``) held by another role:
      «تیر {role}» ("{role}'s shot");
    * ``bought`` put by a ``convert`` team action (no seed buy): the name of the action's
      tracker (the file's ``counter_labels``, else the engine's), else :data:`CONVERT_WORD`.
    """
    out: dict[str, str] = {}
    out.update(seed_shot_words(scenario, lang))
    if "buy" not in scenario.mafia_actions():
        for part in team_parts(scenario).values():
            if part.token == "bought" and part.kind == CONVERT:
                tracker = getattr(part.params, "tracker", None)
                label = scenario.counter_label(part.role, tracker, lang) if tracker else ""
                out["bought"] = label if label and label != tracker else CONVERT_WORD[lang]
                break
    return out
