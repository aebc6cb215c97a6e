"""Tonight's tokens on the seat ring, by name, and their labels in both languages: light (no
other engine module), so the window may show them before the rules are loaded. Each ability
kind names its token (:class:`abilities.Kind`); :func:`choices.tokens_tonight` puts them on
the seats.
"""

from __future__ import annotations

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
    # tamper_inquiry forcing «citizen» (9.3); «reads citizen» was cut on a 12-seat ring (Z103-13)
    "negative": ("منفی", "negative"),
    "stolen": ("دزدیده", "stolen"),
    "silenced": ("سکوت", "silenced"),
    "woken": ("بیدار", "woken"),
    "bomb": ("بمب", "bomb"),
    "gun": ("تفنگ", "gun"),
    # a given gun with its type (give_guns: the narrator sees which; the table does not)
    "gun_war": ("تفنگ جنگی", "war gun"),
    "gun_blank": ("تفنگ مشقی", "blank gun"),
    "zodiac": ("زودیاک", "Zodiac"),
    "held": ("گروگان", "hostage"),
    "protected": ("محافظت", "shielded"),
    "retaliation": ("تیر تکاور", "retaliation"),
    "guess_role": ("حدس نقش", "role guess"),
    "shot_at": ("تیر", "shot at"),
    "summoned": ("احضار", "summoned"),
    "healed": ("درمان", "healed"),
    "poisoned": ("زهر", "poisoned"),
    "lover": ("عاشق", "lover"),
    "linked": ("پیوند", "linked"),
    "revenge": ("انتقام", "revenge"),
    "mined": ("مین", "mined"),  # trap (club_scenarios 4.6)
    "heir_pick": ("انتخاب وارث", "heir's pick"),  # inherit_role: the seat he inherits from (6.6)
    "reflected": ("بازتاب", "reflected"),  # reflect (club_scenarios 6.8)
    "nato": ("ناتو", "NATO"),  # guess_role's announcement (club_scenarios 3.6)
    "defended": ("وکالت", "defended"),  # keep_out: the lawyer's client (club_scenarios 4.6)
    "hacked": ("هک", "hacked"),  # block, the hacker's why (club_scenarios 4.6)
    # the teammate the team gives up: the trade's, the mine's toll (ring_words.given_up_tonight)
    "sacrificed": ("فدا", "sacrificed"),
    # the representatives' slots, standing from the election on (club_scenarios 4.8)
    "representative_1": ("نمایندهٔ ۱", "rep. 1"),
    "representative_2": ("نمایندهٔ ۲", "rep. 2"),
}


#: The words of the announcement tokens that say a seat has left the game (game-script.md,
#: "announce"): ``left:s``, ``slaughtered:s``, ``sherlock_left:s``, ``jack_left`` (Jack's,
#: named by his role, no seat), ``withdrew:s`` and ``side_shown:s`` (Takavar's exit with
#: its side; ``side_shown_mafia:s`` … as the table heard it). One list for the night's
#: order of exits (:func:`night_exit`), the morning's «nobody left» and a war gun's sentence
#: (:func:`says_exit`).
EXIT_WORDS = ("left", "slaughtered", "sherlock_left", "jack_left", "withdrew", "side_shown")


def says_exit(word: str) -> bool:
    """True when an announcement token whose word (before its ``:``) is ``word`` says a
    seat's exit: one of :data:`EXIT_WORDS`, or ``side_shown`` with its side
    (``side_shown_city``, the public view's form)."""
    return word in EXIT_WORDS or word.startswith("side_shown_")


def night_exit(word: str) -> bool:
    """True when an announcement token waiting at a night's end (its word ``word``) is one
    of the night's own exits, which the morning says in seat order among the deaths: an
    exit (:func:`says_exit`) other than ``withdrew``. A player who left the table during the
    night keeps his place after them, as the narrator recorded it (CF45-9: Jack, who left
    with his cursed player, is said before the withdrawal that took him)."""
    return word != "withdrew" and says_exit(word)


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
