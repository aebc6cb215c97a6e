"""The names of the counters (trackers) a card keeps, in both languages of the app, for the
counters the general kinds keep and those the club scenarios list (club_scenarios 2.12,
3.12, 4.12, 5.12, 6.12, 7.12). Light (no other engine module): the scenario's
:meth:`Scenario.counter_label` falls back on these when neither the role nor the file names
a counter, so the trackers panel and the night sheet never show a counter's raw name.
"""

from __future__ import annotations

#: Counter name → (Persian, English).
COUNTER_TEXT: dict[str, tuple[str, str]] = {
    # the general kinds' own (club_scenarios 9)
    "nato_uses": ("حدس‌های ناتو", "NATO's guesses"),
    "guesses": ("حدس‌ها", "guesses"),
    "recruit_used": ("عضوگیری", "recruitment"),
    "trade_used": ("سوداگری", "trade"),
    "negotiation_used": ("مذاکره", "negotiation"),
    "self_saves_left": ("نجات خود باقی‌مانده", "self-saves left"),
    "self_save_used": ("نجات خود", "self-save"),
    "last_protect": ("آخرین محافظت", "last protected"),
    "inquiries_left": ("استعلام باقی‌مانده", "inquiries left"),
    "last_pick": ("آخرین انتخاب", "last pick"),
    "exposed": ("لو رفته", "exposed"),
    "bullets": ("تیر", "bullets"),
    # the club scenarios' other trackers
    "last_hold": ("آخرین گروگان", "last held"),
    "active": ("فعال", "active"),
    "armor": ("زره", "armour"),
    "retaliations": ("تلافی‌ها", "retaliations"),
    "war": ("تفنگ جنگی", "war guns"),
    "blank": ("تفنگ مشقی", "blank guns"),
    "link": ("پیوند", "link"),
    "summons_left": ("احضار باقی‌مانده", "summons left"),
    "treason": ("رأی خیانت", "treason vote"),
    "last_hack": ("آخرین هک", "last hack"),
    "mine": ("مین", "mine"),
    "mine_used": ("مین‌گذاری", "mine laid"),
    "defend_used": ("وکالت", "defence used"),
    "bullet": ("تیر سرباز", "the soldier's bullet"),
    "armed": ("مسلح", "armed"),
    "antidote": ("پادزهر", "antidote"),
    "poison": ("زهر", "poison"),
    "heir_of": ("وارثِ", "heir of"),
    "immune": ("مصون", "immune"),
    "links_left": ("پیوند باقی‌مانده", "links left"),
    "links": ("پیوندها", "links"),
    "heal": ("معجون نجات", "healing potion"),
    "lovers": ("عاشق‌ها", "lovers"),
    "used": ("استفاده", "used"),
}


def counter_text(name: str, lang: str = "fa") -> str | None:
    """The name of the counter ``name`` in ``lang`` (``fa`` or ``en``); None when the engine
    has no name for it."""
    pair = COUNTER_TEXT.get(name)
    if pair is None:
        return None
    return pair[0] if lang == "fa" else pair[1]


#: How a true / false counter reads, by what it means: a thing held (a potion, a bullet), an
#: armour, a yes / no state; counters named ``*_used`` read «used» / «available» (the
#: window's own words) and are not listed here.
_FLAG_WORDS: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    "held": (("دارد", "held"), ("ندارد", "none left")),
    "armour": (("سالم", "intact"), ("شکسته", "broken")),
    "yes_no": (("بله", "yes"), ("نه", "no")),
}
_FLAGS: dict[str, str] = {
    "antidote": "held", "poison": "held", "heal": "held", "bullet": "held",
    "armor": "armour",
    "immune": "yes_no", "active": "yes_no", "armed": "yes_no", "exposed": "yes_no",
    "revealed": "yes_no", "swapped": "yes_no", "vest": "armour",
}


def flag_text(name: str, value: bool, lang: str = "fa") -> str | None:
    """The words for the true / false counter ``name`` in ``lang`` (``antidote: held``,
    ``armor: broken``, ``exposed: yes``); None when the counter is not one of these (a
    ``*_used`` counter reads «used» / «available»)."""
    how = _FLAGS.get(name)
    if how is None:
        return None
    pair = _FLAG_WORDS[how][0 if value else 1]
    return pair[0] if lang == "fa" else pair[1]
