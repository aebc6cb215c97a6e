"""The ring's words for a scenario's tokens where the seeds' word would name another game's
role or ability (issue 21's "the ring names the kind"; fresh-narrator trial, section 4): a
club scenario's sniper played by Leon's kind is badged with his own name, not «تیر لئون»; a
conversion (the ``convert`` kind: Mozakere's negotiation, Bazpors' trade, Capo's recruit) with
its own word, not the seeds' «خرید» (Saul's buy)."""

from __future__ import annotations

from typing import Any

from .abilities import KINDS
from .abilities.base import team_parts
from .abilities.block import (
    hold_void_tonight,  # noqa: F401 (the facade's)
    holds_void_tonight,
    last_hold_void,  # noqa: F401 (the facade's)
)
from .abilities.convert import NAME as CONVERT
from .abilities.day_power import NAME as DAY_POWER
from .abilities.params import role_kind
from .abilities.shoot import seed_shot_words
from .abilities.trap import KIND as TRAP
from .abilities.trap import toll_void_so_far
from .choices import tokens_tonight
from .scenario import Scenario
from .state import GameState
from .tokens import VOID, token_text

#: What joins a token shared by two roles to the role whose step put it (``ring_tokens``):
#: ``inquired@reporter``.
BY = "@"

#: The ``convert`` kind's own word, where its tracker has no label of the scenario's.
CONVERT_WORD = {"fa": "جذب به مافیا", "en": "won over"}


#: The ring's mark on the teammate the team gives up tonight (:func:`given_up_tonight`).
GIVEN_UP = "sacrificed"

#: The ring's mark on the two seats a ``day_power`` summons names tonight
#: (:func:`summoned_tonight`; «احضار», the kind's token).
SUMMONED = "summoned"
#: The kind whose night choice is a summons of seats (``{summon: [a, b]}``).
SUMMONS_KIND = DAY_POWER


def gives_up(scenario: Scenario) -> bool:
    """True when the team of ``scenario`` may give up a teammate at night: a ``convert``
    team action that costs one (Bazpors' trade) or a mine's toll (the ``trap`` kind,
    Namayande)."""
    for part in team_parts(scenario).values():
        if part.kind == CONVERT and getattr(part.params, "cost", None) == "teammate_leaves":
            return True
    return any(scenario.kind_of(role.id) == TRAP for role in scenario.roles)


def token_words(scenario: Scenario, lang: str = "fa") -> dict[str, str]:
    """The scenario's own label of each ring token (:func:`choices.tokens_tonight`) whose
    common label (:func:`tokens.token_text`) names a seed role or ability the scenario does
    not have, in ``lang`` (``fa`` or ``en``), by token id; the others are not listed.

    * ``shot``, the team's, where the file names it (its ``mafia`` step's ``words``:
      Werewolf's «کشتن» / "kill", :meth:`Scenario.team_word`);
    * ``leon`` (a ``shoot`` with the seeds' token, ``seed_token``) held by another role:
      «تیر {role}» ("{role}'s shot");
    * ``bought`` put by a ``convert`` team action (no seed buy): the name of the action's
      tracker (the file's ``counter_labels``, else the engine's), else :data:`CONVERT_WORD`;
    * :data:`GIVEN_UP` where the team may give up a teammate (:func:`gives_up`), its
      common label, listed so that the ring keeps room for it before any is put;
    * :data:`SUMMONED` where a role summons (a ``day_power``), likewise.

    The tokens :func:`ring_tokens` names by their role have their words in
    :func:`role_token_words`.
    """
    out: dict[str, str] = {}
    out.update(seed_shot_words(scenario, lang))
    shot = scenario.team_word("shot", lang)  # the file's own word for the team's shot
    if shot:  # (Werewolf's «کشتن»; a token is lower case in English, as «shot»: Z105-1)
        out["shot"] = shot if lang == "fa" else shot[:1].lower() + shot[1:]
    if gives_up(scenario):  # listed, so that the ring keeps room for it (RG98-1)
        out[GIVEN_UP] = token_text(GIVEN_UP, lang)
    if any(scenario.kind_of(role.id) == SUMMONS_KIND for role in scenario.roles):
        out[SUMMONED] = token_text(SUMMONED, lang)  # room kept likewise (TR99-4)
    if "buy" not in scenario.mafia_actions():
        for part in team_parts(scenario).values():
            if part.token == "bought" and part.kind == CONVERT:
                tracker = getattr(part.params, "tracker", None)
                label = scenario.counter_label(part.role, tracker, lang) if tracker else ""
                out["bought"] = label if label and label != tracker else CONVERT_WORD[lang]
                break
    return out


def _kind(scenario: Scenario, role: str, rules: dict[str, Any] | None) -> Any:
    """The kind ``role`` plays in ``scenario`` in a game of the house rules ``rules`` (the
    file's defaults when None; the kind's own fields laid over by the role's,
    :func:`params.role_kind`), or None when it is not the engine's."""
    k = KINDS.get(scenario.kind_of(role))
    if k is not None and k.per_role is not None and scenario.has_role(role):
        return role_kind(scenario, role, rules)
    return k


def shared_tokens(scenario: Scenario, rules: dict[str, Any] | None = None
                  ) -> dict[str, list[str]]:
    """The ring tokens of ``scenario`` that two or more of its roles put in a game of the
    house rules ``rules`` (the file's defaults when None), each with those roles in the
    file's order: Mozakere's ``inquired`` (the detective and the reporter), Mafia Nights'
    ``saved`` (Dr. Lecter and the doctor). Empty for most scenarios."""
    by: dict[str, list[str]] = {}
    for role in scenario.roles:
        k = _kind(scenario, role.id, rules)
        if k is not None and k.token:
            by.setdefault(k.token, []).append(role.id)
    return {token: roles for token, roles in by.items() if len(roles) > 1}


def role_token_words(scenario: Scenario, lang: str = "fa",
                     rules: dict[str, Any] | None = None) -> dict[str, str]:
    """The ring's words, in ``lang``, of the tokens :func:`ring_tokens` names by the role
    whose step put them (``inquired@reporter``, a token two roles put: :func:`shared_tokens`):
    the token's label and the scenario file's name of the role, «استعلام خبرنگار», "inquiry
    (Reporter)". Empty for a scenario where no two roles put the same token. ``rules``:
    the game's house rules (the file's defaults when None)."""
    out: dict[str, str] = {}
    for token, roles in shared_tokens(scenario, rules).items():
        label = token_text(token, lang)
        for role in roles:
            name = scenario.role(role).name
            said = getattr(name, lang, name.en)
            out[token + BY + role] = f"{label} {said}" if lang == "fa" else f"{label} ({said})"
    return out




def given_up_tonight(st: GameState, tokens: dict[int, list[str]]) -> dict[int, list[str]]:
    """``tokens`` (:func:`choices.tokens_tonight`) with :data:`GIVEN_UP` («فدا»,
    "sacrificed") first on the seat of the teammate tonight's confirmed team step gives up,
    as the checklist names him: Bazpors' trade (a ``convert`` team action costing a
    teammate, ``{sacrifice: m, recruit: c}``, club_scenarios 3.11) and Namayande's mine toll
    (``{shot: t, sacrifice: m}``, 4.6). ``tokens`` itself when there is none (any phase but
    the night's); else a new dict, ``tokens`` unchanged. The ring's mark only: the engine's
    tokens and the players' display do not carry it (the table learns the exit at the
    morning). Reads ``st``."""
    if st.phase not in ("night", "intro_night"):
        return tokens
    team = st.choices.get("mafia")
    if not isinstance(team, dict):
        return tokens
    # a toll no mine fires for with the steps so far (the shot saved) is not claimed (X100-13)
    given = [None if toll_void_so_far(st) else team.get("sacrifice")]
    for name, part in team_parts(st.scenario, st.rules).items():
        arg = team.get(name)
        if part.kind == CONVERT and isinstance(arg, dict):
            given.append(arg.get("sacrifice"))
    seats = [s for s in given if isinstance(s, int) and not isinstance(s, bool)]
    if not seats:
        return tokens
    out = dict(tokens)
    for seat in seats:
        out[seat] = [GIVEN_UP, *out.get(seat, [])]
    return out


def summoned_tonight(st: GameState, tokens: dict[int, list[str]]) -> dict[int, list[str]]:
    """``tokens`` with :data:`SUMMONED` («احضار», "summoned") last on each seat tonight's
    confirmed summons names (a ``day_power`` step's ``{summon: [a, b]}``, club_scenarios
    3.7 step 7), like the night's other choices. ``tokens`` itself when there is none (any
    phase but the night's); else a new dict, ``tokens`` unchanged. The ring's mark only: the
    engine's tokens and the players' display do not carry it. Reads ``st``."""
    if st.phase != "night":
        return tokens
    seats: list[int] = []
    for key, value in st.choices.items():
        if isinstance(value, dict) and isinstance(value.get("summon"), list) and \
                st.scenario.kind_of(key) == SUMMONS_KIND:
            seats += [s for s in value["summon"] if isinstance(s, int)
                      and not isinstance(s, bool)]
    if not seats:
        return tokens
    out = dict(tokens)
    for seat in seats:
        out[seat] = [*out.get(seat, []), SUMMONED]
    return out


def void_holds_struck(st: GameState, tokens: dict[int, list[str]]) -> dict[int, list[str]]:
    """``tokens`` with the hold's token (``held``, «گروگان») marked :data:`tokens.VOID` on
    each seat tonight's hold names but does not hold (:func:`block.holds_void_tonight`: the
    guard shielded him, or the shield named the hostage-taker; club_scenarios 2.6, 2.10 C8:
    «the hold is void but counts for the no-repeat rule»): the ring struck it through no
    more than a failed save (a narrator's trial, Y101-11). ``tokens`` itself when there is
    none; else a new dict, ``tokens`` unchanged. The ring's mark only: the engine's tokens
    (:func:`choices.tokens_tonight`) are unchanged. Reads ``st``."""
    void = holds_void_tonight(st) if st.phase == "night" else {}
    if not void:
        return tokens
    out = dict(tokens)
    for seat, why in void.items():
        toks = list(out.get(seat, []))
        if why in toks:
            toks[toks.index(why)] = why + VOID
            out[seat] = toks
    return out


def ring_tokens(st: GameState) -> dict[int, list[str]]:
    """Tonight's tokens per seat as the ring shows them: :func:`choices.tokens_tonight`,
    with each token two roles of the scenario put (:func:`shared_tokens`) named after the
    role whose step put it on that seat, ``token@role`` (:data:`BY`; ``inquired@reporter``,
    its :data:`tokens.VOID` mark kept last), so that the narrator tells whose answer a mark
    is (a narrator's trial: the detective's and the reporter's marks read the same; their
    words: :func:`role_token_words`), and the teammate the team gives up tonight marked
    (:func:`given_up_tonight`) and the seats a summons names (:func:`summoned_tonight`). A
    token its step does not name on that seat (an action turned back onto its holder)
    keeps its common id. Reads ``st``."""
    tokens = void_holds_struck(st, summoned_tonight(st, given_up_tonight(st,
                                                                      tokens_tonight(st))))
    shared = shared_tokens(st.scenario, st.rules)
    if not shared or not tokens:
        return tokens
    owners: dict[tuple[Any, str], list[str]] = {}  # (seat, token) -> roles, in step order
    for key, value in st.choices.items():
        k = _kind(st.scenario, key, st.rules) if isinstance(value, dict) else None
        if k is None or key not in shared.get(k.token, ()):
            continue
        if k.tokens is not None:
            placed = k.tokens(st, key, value)
        elif k.action is not None:
            placed = [(value.get(k.action), k.token)]
        else:
            placed = []
        for seat, tok in placed:
            if tok == k.token:
                owners.setdefault((seat, tok), []).append(key)
    out: dict[int, list[str]] = {}
    for seat, toks in tokens.items():
        named = []
        for tok in toks:
            base = tok[: -len(VOID)] if tok.endswith(VOID) else tok
            roles = owners.get((seat, base))
            if roles:
                tok = base + BY + roles.pop(0) + tok[len(base):]
            named.append(tok)
        out[seat] = named
    return out
