"""Ability kinds: the abilities the engine has, by the name a scenario file gives them.

A scenario's role names its ``kind`` (by default its own id); the engine's handlers act on
kinds, so a club's file may declare a new role (``nurse``) that saves like the doctor
(``kind = "doctor"``). Each kind says what its night step writes (``action``), the token the
ring shows on its target tonight, and the counter that tells when its uses are spent.
A scenario file may only use the kinds listed here (:mod:`scenario` refuses any other).
Each kind's night check is ``abilities.CHECKS[kind]`` (or, for the team step and the true
specials, the mafia step, Nostradamus, Jack and Sherlock, their own check there); its effect
is its step of ``night.resolve_night``; its options come from ``action`` (``choices``).

The win rules are kinds too (:data:`WIN_KINDS`): a scenario's ``[win]`` names one, and
``table.check_winner`` plays it with the file's parameters.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Kind:
    """One ability kind.

    ``action`` is the key of its one-seat night value (``{save: 4}``), None when its step is
    not a single seat (or it has no night step); ``token`` the ring token on tonight's
    target; ``uses`` the counter that spends it and how (``count``: spent at 0; ``flag``:
    spent when true; ``guns``: spent when no gun is left); ``step`` whether the role has a
    night step of its own (it may appear in a scenario's ``night`` order); ``spec`` the rules
    it implements (rules_spec sections and seed lines).
    """

    spec: str
    action: str | None = None
    token: str | None = None
    uses: tuple[str, str] | None = None
    step: bool = False


KINDS: dict[str, Kind] = {
    # --- the mafia ---
    "godfather": Kind("3.1.1, 3.1.4 steps 1 and 7 (sixth sense, vest: S0:L8, S2:L77); 3.4.3 "
                      "(the detective reads him as a citizen, S2:L44, L53)"),
    "al_capone": Kind("3.5.3 (no vest, S2:L109; the detective reads him as a citizen, S2:L115)"),
    "simple_mafia": Kind("1.1, 1.6 (wakes with the mafia, S2:L18)"),
    "saul_goodman": Kind("3.1.4 step 2 (the purchase, S0:L10, S2:L82; trigger 6.9 S5, A33)"),
    "matador": Kind("3.1.3, 3.1.4 step 3 (block, S0:L9, S2:L78; A29-A31)", "block", "blocked",
                    step=True),
    "joker": Kind("3.4.3 (reverses one answer, S2:L45; A68)", "flip", "flipped", step=True),
    "dr_lecter": Kind("3.4.3, 3.4.5 (saves a mafia member, self once, S2:L46; 6.9 S3)", "save",
                      "saved", step=True),
    "magician": Kind("3.5.3, 3.5.5 (block for 24 hours, S2:L116; A79-A80)", "block", "blocked",
                     step=True),
    "bomber": Kind("3.5.3 (plant a bomb with a code, once, S2:L114; A81-A83)", None, "bomb",
                   ("plant_used", "flag"), step=True),
    # --- the city ---
    "plain_citizen": Kind("1.1 (no night ability)"),
    "dr_watson": Kind("3.1.4 step 4 (save, self once, S0:L13; A21-A23)", "save", "saved",
                      step=True),
    "doctor": Kind("3.4.5, 3.5.5, 3.6 (save, self once, S2:L55; A21-A22)", "save", "saved",
                   step=True),
    "leon": Kind("3.1.4 step 7, 3.4.5, 3.5.5 (shoot; a citizen shot backfires, S0:L11-L12, "
                 "S2:L52; vest A18; bullets A17, 6.9 S9)", "shoot", "leon", ("bullets", "count"),
                 step=True),
    "citizen_kane": Kind("3.1.4 steps 8-9 (inquire, reveal, sacrifice; S2:L86-L88; A36-A40, "
                         "6.9 S4)", "inquire", "inquired", ("coupons", "count"), step=True),
    "constantine": Kind("1.7, 3.1.4 step 10 (revive one half-dead, S2:L89-L100; A43-A45)",
                        "revive", "revive", ("revive_used", "flag"), step=True),
    "detective": Kind("3.4.5, 3.5.5, 3.6 (inquire, S2:L53; A68, A88)", "inquire", "inquired",
                      step=True),
    "pickpocket": Kind("3.4.3 (steal an ability for good, once, S2:L49; A72, 6.9 S1, S3)",
                       "steal", "stolen", ("steal_used", "flag"), step=True),
    "psychiatrist": Kind("3.4.3 (silence for a day, twice, S2:L54; A71)", "silence", "silenced",
                         ("silence_left", "count"), step=True),
    "die_hard": Kind("3.4.3 (armor against the first shot; status twice, S2:L51; A69-A70)",
                     None, None, ("status_left", "count"), step=True),
    "mayor": Kind("3.4.6 (cancel the exit vote or remove a defender, once, S2:L50; A73, "
                  "6.9 S1)"),
    "guard": Kind("3.5.3 (the Zodiac's shot on him removes the Zodiac; defuses the bomb, "
                  "S2:L108, L118; A82-A83)"),
    "ocean": Kind("3.5.3 (wake a citizen, twice; waking a mafia or the Zodiac removes him, "
                  "S2:L119; A86)", "wake", "woken", ("wakes_left", "count"), step=True),
    "gunner": Kind("3.5.3, 3.5.5 (give up to three guns a night; war and blank, "
                   "S2:L120-L124; A84-A85)", None, "gun", ("war+blank", "guns"), step=True),
    # --- the independents ---
    "nostradamus": Kind("3.1.2 (three picks, the count, a side; shield, S0:L7; A47-A48)",
                        step=True),
    "jack_sparrow": Kind("3.2 (curse every night, the curse link, S2:L62-L72; A51-A57, 6.9 S6)",
                         None, "cursed", step=True),
    "sherlock_holmes": Kind("3.3 (guess and swap, S2:L128-L143; A58-A64, 6.9 S6-S7)", None,
                            "guessed", step=True),
    "zodiac": Kind("3.5.3, 3.5.5 (shoot each night; immune to the mafia, S2:L110; A76-A78)",
                   "shoot", "zodiac", step=True),
}

#: Night steps that are not a role's: the team, and the narrator's own reminders.
TEAM_STEPS = ("mafia", "mafia_meet", "city_roles", "purchase_announcement", "bought_player",
              "kane_sacrifice")

#: Tonight's tokens on the ring, in both languages (the window shows them from here).
TOKEN_TEXT: dict[str, tuple[str, str]] = {
    "shot": ("شلیک", "shot"),
    "saved": ("نجات", "saved"),
    "blocked": ("بلاک", "blocked"),
    "leon": ("لئون", "Leon"),
    "inquired": ("استعلام", "inquiry"),
    "revive": ("بازگرداندن", "revive"),
    "bought": ("خرید", "bought"),
    "sixth_sense": ("حس ششم", "sixth sense"),
    "slaughtered": ("سلاخی", "slaughtered"),
    "handcuffed": ("دستبند", "handcuffed"),
    "cursed": ("نفرین", "cursed"),
    "guessed": ("حدس", "guessed"),
    "flipped": ("برعکس", "flipped"),
    "stolen": ("دزدیده", "stolen"),
    "silenced": ("سکوت", "silenced"),
    "woken": ("بیدار", "woken"),
    "bomb": ("بمب", "bomb"),
    "gun": ("تفنگ", "gun"),
    "zodiac": ("زودیاک", "Zodiac"),
}


#: The mark on a token whose actor's action is void tonight (``"leon:void"``): chosen, no effect.
VOID = ":void"


def token_text(token: str, lang: str = "fa") -> str:
    """The ring's label of ``token`` in ``lang`` (``fa`` or ``en``); the token itself when
    unknown; a :data:`VOID` token says so («لئون (بی‌اثر)», "Leon (no effect)")."""
    if token.endswith(VOID):
        base = token_text(token[: -len(VOID)], lang)
        return f"{base} (بی‌اثر)" if lang == "fa" else f"{base} (no effect)"
    fa, en = TOKEN_TEXT.get(token, (token, token))
    return fa if lang == "fa" else en


def spent(kind: str, counters: dict) -> bool:
    """True when the card's counted use of ``kind`` is used up (S0:L21: not woken again)."""
    k = KINDS.get(kind)
    if k is None or k.uses is None:
        return False
    name, how = k.uses
    if how == "count":
        return counters.get(name, 0) <= 0
    if how == "flag":
        return bool(counters.get(name))
    return counters.get("war", 0) + counters.get("blank", 0) <= 0  # guns


@dataclass(frozen=True)
class WinKind:
    """One win rule the engine has (a scenario's ``[win] kind``): what it says, its spec
    sections, and whether it needs the independent who wins alone (``alone``)."""

    rule: str
    source: str
    needs_alone: bool = False


#: The engine's win-rule kinds, by the name a scenario file's ``[win] kind`` gives.
WIN_KINDS: dict[str, WinKind] = {
    "parity": WinKind(
        "No mafia alive: the city wins; the mafia at least as many as the rest: the mafia "
        "win. ``non_mafia`` independents count with the rest, ``chosen_side`` ones with the "
        "side they chose (and win with it).",
        "rules_spec 3.1.7, 3.3.6, 3.4.7, 3.6; S2:L14; A48, A64",
    ),
    "parity_unless_independent": WinKind(
        "While ``alone`` lives, parity never ends the game; he wins when no mafia is left or "
        "at most ``alive_max`` (3) are alive. Once he is out: parity.",
        "rules_spec 3.2.6; S2:L66-L67; A54",
        needs_alone=True,
    ),
    "independent_last_standing": WinKind(
        "``alone`` wins when alive with at most ``alive_max`` alive (the house rule "
        "zodiac_win_alive_max where the scenario has it, else 2); while he lives the city "
        "cannot win and the mafia need at least the rest with him counted. Once he is out: "
        "parity.",
        "rules_spec 3.5.7; S2:L107; A77; G3",
        needs_alone=True,
    ),
}
