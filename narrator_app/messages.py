"""Sentences the narrator reads: refusal reasons and morning announcements, per language.

The engine speaks in codes and facts (:class:`~narrator_app.engine.IllegalAction`, tokens
such as ``left:4``); this module renders them from templates, in Persian (default) or
English. Role names come from the scenario file; player names are wrapped in bidi isolates
(U+2068 … U+2069) so a Latin name cannot scramble a Persian line. No Qt here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, TypeGuard

from .engine import SAID_AT_STEP, less_said, says_exit

if TYPE_CHECKING:  # the window's start does not load the scenario models
    from collections.abc import Callable

    from .engine.errors import IllegalAction
    from .engine.scenario import Scenario

FSI, PDI = "\u2068", "\u2069"
_FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
_TO_ASCII = str.maketrans("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩", "01234567890123456789")


def digits(n: Any, lang: str = "fa") -> str:
    """``n`` as text with Persian digits in Persian, Latin digits in English."""
    s = str(n)
    return s.translate(_FA_DIGITS) if lang == "fa" else s


def decimal(x: float, places: int = 1, lang: str = "fa") -> str:
    """``x`` with ``places`` decimals, in the language's digits and decimal separator:
    «۲٫۵» in Persian (the Arabic decimal separator U+066B; a Latin dot beside Persian
    digits reads as the digit zero «۰», a narrator's trial, TR98-5), «2.5» in English."""
    s = digits(f"{x:.{places}f}", lang)
    return s.replace(".", "\u066b") if lang == "fa" else s


#: What separates the parts of one line (a card's trackers, a printed card's player and
#: seat): in Persian the Persian semicolon, never the middle dot, which reads as the Persian
#: zero «۰» after a digit («تیر: ۱ · …» read «تیر: ۱۰», a narrator's trial: CR36-3).
PART_SEPARATOR = {"fa": "؛ ", "en": " · "}


def parts_joined(parts: Any, lang: str = "fa") -> str:
    """``parts`` (strings) joined on one line by :data:`PART_SEPARATOR` of ``lang``."""
    return PART_SEPARATOR.get(lang, PART_SEPARATOR["en"]).join(parts)


def typed_digits(text: str, lang: str = "fa") -> str:
    """``text`` with each digit typed (Persian, Arabic-Indic or ASCII) in the digits of
    ``lang``, as :func:`digits` writes them: Persian in Persian, Latin in English. One
    character for one: a cursor in the text stays where it was."""
    latin = text.translate(_TO_ASCII)
    return latin.translate(_FA_DIGITS) if lang == "fa" else latin


def parse_count(text: str) -> int | None:
    """A vote count typed with Persian, Arabic-Indic or ASCII digits; None if not a number."""
    t = text.strip().translate(_TO_ASCII)
    # only ASCII digits after the translation ("²" is a digit to str.isdigit, not to int)
    return int(t) if t.isascii() and t.isdigit() and len(t) <= 9 else None


def para_mark(lang: str = "fa") -> str:
    """The mark that opens a line to set its paragraph direction from the language (RLM in
    Persian, LRM in English), not from its first strong letter: «.has left the game محمد»
    is what an English line beginning with a Persian name looks like without it."""
    return "\u200f" if lang == "fa" else "\u200e"


def path_text(path: Any) -> str:
    """A file or folder path in a left-to-right isolate (U+2066 … U+2069), with a
    left-to-right mark (U+200E) at each end inside it: its leading «/» stays at its start
    inside a right-to-left line. The marks keep it there where the isolate is not honoured:
    a fresh narrator's trial saw the status bar's «ذخیره شد: tmp/…/game1.ravi/» twice, at
    the first paint of the message (not seen when the same message was shown again;
    decisions TA41-2)."""
    return f"\u2066\u200e{path}\u200e\u2069"


def isolate(text: str) -> str:
    """Wrap ``text`` in a first-strong bidi isolate."""
    return f"{FSI}{text}{PDI}"


def role_name(scenario: Scenario | None, role: str | None, lang: str = "fa") -> str:
    """The display name of ``role`` from the scenario file (``role`` id if unknown, or when
    there is no scenario: no game, the public window); an ability kind names the scenario's
    role of that kind (a club's ``medic`` for ``doctor``), a seed's retired kind the role
    that plays it exactly (a club's copy of ``jack_sparrow``)."""
    if scenario is None:
        return role or ""
    found = scenario.role_named(role) if role else None
    if found is not None:
        return getattr(scenario.role(found).name, lang)
    return role or ""


def seat_label(seat: int, name: str = "", lang: str = "fa") -> str:
    """«صندلی ۳ (Ali)» / "Seat 3 (Ali)": the seat number, and the player's name if any."""
    base = f"صندلی {digits(seat, lang)}" if lang == "fa" else f"Seat {seat}"
    return f"{base} ({isolate(name)})" if name else base


def player_label(names: list[str] | tuple[str, ...], seat: int, lang: str = "fa") -> str:
    """The player's name (isolated) when known, else the seat label."""
    name = names[seat - 1] if 0 < seat <= len(names) else ""
    return isolate(name) if name else seat_label(seat, "", lang)


# ---------------------------------------------------------------------------------------
# refusals
# ---------------------------------------------------------------------------------------
#: Templates by (code, detail) then by code; placeholders: {seat} {role} {night} {value}
#: {max} {min_players} {max_players} (the scenario's player counts), {actor} (the role
#: whose step it is: the refusal's ``key``, named from the file). A role is always named
#: from the scenario file, never written into a sentence: a club's copy of a seed role, or a
#: general kind, has its own name (decision TA43-3). Every code has its own
#: sentence in each language.
REFUSALS: dict[str, dict[str, str]] = {
    "fa": {
        "wrong_phase": "این انتخاب در این مرحلهٔ بازی جایی ندارد.",
        "wrong_phase/role": "{role} در این مرحله بیدار نمی‌شود و انتخابی ندارد.",
        "wrong_phase/intro_day": "روز معارفه رأی‌گیری ندارد.",
        "wrong_phase/deal_first": "اول نقش‌ها باید پخش شوند.",
        "not_acting": "کسی در بازی نیست که این اکشن را انجام دهد.",
        "not_acting/role": "هیچ بازیکنی در بازی کارت {role} را ندارد.",
        "invalid_target": "{seat} هدف مجاز این انتخاب نیست.",
        "invalid_target/half_dead": "{seat} نیم‌مرده است و هدف شب نیست.",
        "invalid_target/out_of_game": "{seat} در بازی نیست.",
        # Capo's gun (club_scenarios 9.6: two suspects other than the trustee; Z107-3)
        "invalid_target/self_suspect": "{seat} معتمد است و نمی‌تواند خودش را مظنون بنامد.",
        "invalid_target/same_suspect": "{seat} یک بار مظنون نامیده شده است؛ مظنون دیگری را بنامید.",
        "invalid_target/not_a_suspect": "گلولهٔ واقعی برای یکی از دو مظنون است و {seat} مظنون نیست.",
        "invalid_target/self": "{role} نمی‌تواند خودش را انتخاب کند.",
        "invalid_target/self/card": "{seat} کارت را کشیده است و نمی‌تواند خودش را هدف کارت کند.",
        "invalid_target/self/guns": "{seat} نمی‌تواند با تفنگ خودش به خودش شلیک کند.",
        "invalid_target/self/seat": "{seat} نمی‌تواند خودش را انتخاب کند.",
        "invalid_target/teammate": "{seat} هم‌تیمی مافیاست و هدف مافیا نیست.",
        "invalid_target/matador_scope": "{actor} نمی‌تواند توانایی {seat} را بگیرد.",
        "invalid_target/not_in_pool": "{seat} از کسانی نیست که {role} می‌تواند برگرداند.",
        "not_available/no_target": "امشب هدف مجازی برای {role} نیست.",
        "not_available/no_target_revive": "کسی برای بازگرداندن نیست.",
        "invalid_target/three_different": "{role} باید سه بازیکن متفاوت را نشان دهد.",
        "invalid_target/not_a_defender": "{seat} در دفاع نیست.",
        "invalid_target/not_tied": "{seat} در تساوی رأی نیست.",
        "self_target": "{role} یک بار خودش را نجات داده است و بار دیگر ممکن نیست.",
        "self_target/times": "{role} {max} بار خودش را نجات داده است و بار دیگر ممکن نیست.",
        "self_target/never": "{role} نمی‌تواند خودش را نجات دهد.",
        "repeat_target": "{role} شب پیش هم {seat} را انتخاب کرد؛ دو شب پیاپی ممکن نیست.",
        "repeat_target/jack_sparrow": "{role} پیش‌تر {seat} را طلسم کرده است؛ تا همه را طلسم نکرده، کسی را دوباره طلسم نمی‌کند.",
        "no_uses_left": "توانایی {role} تمام شده است.",
        "no_uses_left/_plain": "این توانایی تمام شده است.",
        "no_uses_left/bullets": "{role} تیری برای شلیک ندارد.",
        "no_uses_left/coupon": "{role} کوپن استعلام ندارد.",
        "no_uses_left/purchase": "{role} خریدش را یک بار انجام داده است.",
        "no_uses_left/revival": "{role} بازگرداندنش را یک بار انجام داده است.",
        "no_uses_left/sixth_sense": "حس ششم {role} یک بار مصرف شده است.",
        "not_available": "این توانایی اکنون در دسترس نیست.",
        "not_available/no_mafia_exit": "{role} فقط پس از خروج یک عضو مافیا می‌تواند توانایی‌اش را به کار ببرد.",
        "not_available/no_tie": "قرعهٔ مرگ فقط در تساوی رأی خروج کشیده می‌شود.",
        "not_available/not_shot": "{role} فقط شبی بیدار می‌شود که تیر مافیا به او خورده باشد.",
        "not_available/first_main_night": "{role} فقط در شب اول بازی می‌تواند این کار را بکند.",
        "not_available/gun_order": "نوبت شلیک {seat} گذشته است: تفنگ‌ها به ترتیب صندلی شلیک می‌شوند.",
        "not_available/no_gun": "{seat} امروز تفنگی برای شلیک ندارد.",
        "not_available/no_interrogation": "امروز بازجویی‌ای در کار نیست.",
        "not_available/interrogation_voted": "رأی بازجویی گرفته و نتیجه‌اش روشن شده است؛ "
        "برای همین ترک میزِ {seat}، که احضار شده بود، امروز ثبت نمی‌شود. ترک میز او را در "
        "آغاز امشب ثبت کنید.",
        "not_available/gun_window_closed": "رأی دفاع ثبت شده است: پنجرهٔ شلیک تفنگ‌ها پیش از آن است و بسته شده.",
        "not_available/interrogation_held": "رأی بازجویی برگزار شد؛ امروز رأی‌گیری دیگری نیست.",
        "not_available/holder_gone_vote_held": "احضارکننده بیرون رفته است؛ رأی بازجویی برگزار می‌شود.",
        "not_available/exit_votes_not_held": "رأی بازجویی برگزار نشده است.",
        "not_available/lottery_not_held": "رأی بازجویی برگزار نشده است.",
        "invalid_target/not_summoned": "{seat} به بازجویی احضار نشده است.",
        "not_available/no_deck": "کارت‌های حرکت آخر هنوز در دسترس نیستند.",
        "not_available/no_defense_vote": "پیش از رأی خروج، رأی دفاع باید ثبت شود.",
        "not_available/no_card_due": "امروز کسی کارت حرکت آخر نمی‌کشد.",
        "not_available/card_already_drawn": "کارت امروز پیش‌تر کشیده و ثبت شده است.",
        "no_uses_left/card_drawn": "این کارت دیگر در دسته نیست.",
        "invalid_target/silence_count": "کارت سکوت بره‌ها باید دقیقاً {value} بازیکن را ساکت کند.",
        "invalid_target/picks_full": "{value} بازیکن انتخاب شده‌اند؛ برای انتخاب {seat}، اول روی یکی از آن‌ها کلیک کنید تا از انتخاب دربیاید.",
        "bad_script/unknown_card": "چنین کارت حرکت آخری وجود ندارد.",
        "one_team_action": "تیم مافیا هر شب فقط یکی از شلیک، حس ششم یا خرید را دارد.",
        "one_team_action/club": "تیم مافیا هر شب فقط یک اکشن تیمی دارد.",
        "forced_side": "با دو مافیا در انتخاب‌هایش، {role} باید ساید مافیا را بگیرد.",
        "missing_choice": "انتخابی که لازم است هنوز ثبت نشده است.",
        "missing_choice/side": "ساید {role} (شهر یا مافیا) انتخاب نشده است.",
        "missing_choice/role": "انتخاب لازم {role} هنوز ثبت نشده است.",
        "missing_choice/bomb": "رمز بمب امروز هنوز ثبت نشده است.",
        "missing_choice/election": "انتخاب نماینده‌ها هنوز ثبت نشده است.",
        "missing_choice/heir_pick": "{role} هنوز نقشی را که به ارث می‌برد انتخاب نکرده است.",
        "missing_choice/antidote_votes": "رأی پادزهر هنوز ثبت نشده است.",
        "missing_choice/antidote_give": "انتخاب پادزهر هنوز ثبت نشده است.",
        "missing_choice/picks": "سه انتخاب {role} ثبت نشده است.",
        "missing_choice/nostradamus_step": "{role} هنوز سه نفر و سایدش را انتخاب نکرده است.",
        "missing_choice/exit_votes": "رأی خروج مدافعان هنوز ثبت نشده است.",
        "missing_choice/lottery": "رأی خروج مساوی شد؛ قرعهٔ مرگ باید کشیده شود.",
        "missing_choice/card": "بازیکن خارج‌شده باید کارت حرکت آخر بکشد.",
        "missing_choice/sixth_sense_guess": "برای حس ششم، نقش حدس‌زده انتخاب نشده است.",
        "bad_count": "تعداد رأی {seat} ممکن نیست؛ بیشترین مقدار {max} است.",
        "bad_count/_role": "{role} این تعداد بازیکن را امشب نمی‌تواند نشان دهد؛ بیشترین {max} است.",
        "bad_count/_role_nomax": "{role} این تعداد بازیکن را نمی‌تواند نشان دهد.",
        "bad_count/_votes": "این تعداد رأی ممکن نیست؛ بیشترین مقدار {max} است.",
        "bad_count/_plain": "این تعداد ممکن نیست.",
        "game_over": "بازی تمام شده است؛ فقط بازگرداندن حرکت‌ها ممکن است.",
        "bad_script": "این ورودی قابل فهم نیست.",
        "bad_script/house_rule_not_in_scenario": "یکی از قانون‌های میز انتخاب‌شده در این سناریو به کار نمی‌رود؛ آن را از قانون‌های میز بردارید.",
        "bad_script/house_rules_clash": "قانون‌های میز انتخاب‌شده برای {role} با هم جور نیستند و این نقش با آن‌ها بازی نمی‌شود؛ یکی از آن‌ها را عوض کنید.",
        "bad_script/roster": "ترکیب نقش‌ها با این سناریو و این تعداد بازیکن جور نیست.",
        "bad_script/too_few_players": "این سناریو با {value} بازیکن بازی نمی‌شود؛ کمترین تعداد {min_players} است.",
        "bad_script/too_many_players": "این سناریو با {value} بازیکن بازی نمی‌شود؛ بیشترین تعداد {max_players} است.",
        "bad_script/ratio": "با {value} بازیکن، قاعدهٔ یک‌سوم اجازهٔ این ترکیب را نمی‌دهد.",
        "bad_script/seat_out_of_range": "صندلی {value} در این میز نیست.",
        "bad_script/not_a_seat": "این انتخاب باید شمارهٔ یک صندلی باشد.",
        "bad_script/bad_name": "نام بازیکن صندلی {value} متن درستی نیست؛ نویسهٔ کنترلی دارد یا بیش از ۲۰۰ نویسه است.",
        "bad_script/too_many_actions": "این بازی به سقف {value} حرکت رسیده است؛ حرکت تازه ثبت نمی‌شود.",
        "bad_script/too_many_redeals": "پخش این بازی بیش از این اصلاح نمی‌شود؛ اگر پخش هنوز درست نیست، بازی تازه‌ای شروع کنید.",
        "invalid_target/bomb_code": "رمز بمب {value} مجاز نیست؛ رمز از یک تا بیشترین رمز این میز است.",
        "bad_count/saves": "{role} امشب بیش از {max} نفر را نمی‌تواند انتخاب کند.",
        "bad_count/pair": "{role} باید دو بازیکن متفاوت را نشان دهد.",
        "invalid_target/not_guessable": "نقش {role} از نقش‌هایی نیست که می‌شود حدس زد.",
        "invalid_target/forbidden_target": "{seat} هدف مجاز {role} نیست.",
        "invalid_target/own_team": "{role} فقط هم‌تیمی‌های خودش را انتخاب می‌کند.",
        "invalid_target/sacrifice": "{seat} عضو دیگری از تیم مافیا نیست که کنار برود.",
        # the treason vote (club_scenarios 4.6, 4.10 C23)
        "invalid_target/own_slot": "{role} خودش نمایندهٔ این جایگاه است و روی جایگاه خودش "
        "رأی خیانت نمی‌دهد.",
        "invalid_target/no_representative": "این جایگاه نماینده‌ای ندارد و رأی خیانت روی آن "
        "ممکن نیست.",
        "no_uses_left/guess_role": "حدس نقش {role} تمام شده است.",
        "no_uses_left/convert": "{role} این توانایی را پیش‌تر به کار برده است.",
        "no_uses_left/inquiry": "استعلام‌های {role} تمام شده است.",
        "not_available/no_conversion": "{role} تا پیش از نخستین جذب بیدار نمی‌شود.",
        "missing_choice/role_guess": "برای حدس، بازیکن و نقش هر دو لازم است.",
        "missing_choice/sacrifice_and_recruit": "عضوی که کنار می‌رود و بازیکنی که جذب می‌شود هر دو لازم است.",
        "missing_choice/pick": "{role} هنوز کسی را انتخاب نکرده است.",
        "no_uses_left/bullets_left": "{role} تیری برای شلیک ندارد.",
        "no_uses_left/gun_war": "{role} تفنگ جنگی دیگری ندارد؛ تفنگ مشقی را بدهید.",
        "no_uses_left/gun_blank": "{role} تفنگ مشقی دیگری ندارد.",
        "no_uses_left/gun_war_left": "{role} فقط {max} تفنگ جنگی دیگر دارد؛ بقیه را مشقی بدهید.",
        "no_uses_left/gun_blank_left": "{role} فقط {max} تفنگ مشقی دیگر دارد.",
        "bad_count/shots": "{role} امشب بیش از {max} تیر شلیک نمی‌کند.",
        "not_available/no_teammate": "عضو دیگری از مافیا در بازی نیست که کنار برود.",
        "not_available/boss_out": "{role} دیگر در بازی نیست؛ این کار تیم فقط با تصمیم او انجام می‌شود.",
        "not_available/no_first_night_shot": "در شب اول بازی تیم شلیک نمی‌کند؛ فقط همدیگر را می‌شناسند.",
        # the mine's toll (club_scenarios 4.6, 4.12; CR37-3): recorded with the team's
        # option «شلیک و قربانی مین» (ui/texts.py ``shot_sacrifice``)
        "missing_choice/sacrifice": "مین منفجر شد: تیم مافیا باید عضوی را که تاوان مین را می‌دهد و کنار می‌رود نام ببرد؛ مرحلهٔ مافیا را با «تغییر» باز کنید و «شلیک و قربانی مین» را انتخاب کنید.",
        "missing_choice/mine_toll": "{seat} مین‌گذاری شده است: اگر تیر نجات نگیرد مین منفجر می‌شود و تیم مافیا عضوی را که تاوان مین را می‌دهد همین حالا، تا بیدار است، نام می‌برد؛ «شلیک و قربانی مین» انتخاب شد: آن عضو را کلیک کنید.",
        # the potion (Werewolf's witch, club_scenarios 7.6; Capo's herbalist 6.6), Cupid's
        # pair and the hunter's shot (7.6): each refusal with its reason (trial 107, SC107-5)
        "invalid_target/not_the_victim": "معجون درمان فقط روی قربانی امشب کار می‌کند و {seat} قربانی امشب نیست.",
        "no_uses_left/heal": "{role} معجون درمانش را پیش‌تر به کار برده است.",
        "no_uses_left/poison": "{role} زهرش را پیش‌تر به کار برده است.",
        "bad_count/both_potions": "در این بازی {role} در یک شب فقط یکی از دو معجون را به کار می‌برد (قانون میز).",
        "invalid_target/two_different": "{role} باید دو بازیکن متفاوت را نشان دهد؛ {seat} دو بار انتخاب شده است.",
        "not_available/lovers_chosen": "{role} عاشق‌ها را یک بار انتخاب کرده است و دیگر بیدار نمی‌شود.",
        "not_available/not_left": "{role} فقط وقتی از بازی بیرون می‌رود شلیک می‌کند.",
        "not_available/no_mine_fired": "مین منفجر نشد و کسی از مافیا کنار نمی‌رود؛ مرحلهٔ مافیا را با «تغییر» باز کنید و «شلیک» را بدون قربانی ثبت کنید.",
        "invalid_target/not_a_teammate": "{seat} عضو زندهٔ تیم مافیا نیست.",
    },
    "en": {
        "wrong_phase": "That choice does not belong in this phase.",
        "wrong_phase/role": "{role} does not wake in this phase.",
        "wrong_phase/intro_day": "The intro day has no vote.",
        "wrong_phase/deal_first": "Deal the roles first.",
        "not_acting": "Nobody in the game can take this action.",
        "not_acting/role": "No player in the game holds the card of {role}.",
        "invalid_target": "{seat} is not a legal target here.",
        "invalid_target/half_dead": "{seat} is half-dead and not a night target.",
        "invalid_target/out_of_game": "{seat} is out of the game.",
        "invalid_target/self_suspect": "{seat} is the trustee and cannot name himself as a suspect.",
        "invalid_target/same_suspect": "{seat} is already named as a suspect; name another player.",
        "invalid_target/not_a_suspect": "The real bullet is for one of the two suspects; {seat} is not one.",
        "invalid_target/self": "{role} may not choose himself.",
        "invalid_target/self/card": "{seat} drew the card and may not be its own target.",
        "invalid_target/self/guns": "{seat} may not shoot himself with his own gun.",
        "invalid_target/self/seat": "{seat} may not choose himself.",
        "invalid_target/teammate": "{seat} is a mafia teammate.",
        "invalid_target/matador_scope": "{actor} may not block {seat}.",
        "invalid_target/not_in_pool": "{role} cannot bring {seat} back.",
        "invalid_target/not_the_victim": "The healing potion works only on tonight's victim, and {seat} is not tonight's victim.",
        "no_uses_left/heal": "{role} has already used the healing potion.",
        "no_uses_left/poison": "{role} has already used the poison.",
        "bad_count/both_potions": "In this game {role} uses only one of the two potions a night (a house rule).",
        "invalid_target/two_different": "{role} must point at two different players; {seat} is chosen twice.",
        "not_available/lovers_chosen": "{role} has already chosen the lovers and is not called again.",
        "not_available/not_left": "{role} shoots only when he leaves the game.",
        "not_available/no_target": "There is no legal target for {role} tonight.",
        "not_available/no_target_revive": "There is nobody to bring back.",
        "invalid_target/three_different": "{role} must point at three different players.",
        "invalid_target/not_a_defender": "{seat} is not in the defense.",
        "invalid_target/not_tied": "{seat} is not among the tied players.",
        "self_target": "{role} has already saved himself once.",
        "self_target/times": "{role} has already saved himself {max} times.",
        "self_target/never": "{role} may not save himself.",
        "repeat_target": "{role} chose {seat} last night; not two nights running.",
        "repeat_target/jack_sparrow": "{role} has already cursed {seat}; nobody is cursed again until everyone has been.",
        "no_uses_left": "{role} has no uses left.",
        "no_uses_left/_plain": "That ability has no uses left.",
        "no_uses_left/bullets": "{role} has no bullets left.",
        "no_uses_left/coupon": "{role} has no coupon left.",
        "no_uses_left/purchase": "{role} has already made the purchase.",
        "no_uses_left/revival": "{role} has already brought someone back.",
        "no_uses_left/sixth_sense": "The sixth sense of {role} is spent.",
        "not_available": "That ability is not available now.",
        "not_available/no_mafia_exit": "{role} may use this ability only after a mafia member has left.",
        "not_available/no_tie": "The death lottery is drawn only on a tied exit vote.",
        "not_available/not_shot": "{role} wakes only on a night the mafia's shot names him.",
        "not_available/first_main_night": "{role} may do this on the game's first night only.",
        "not_available/gun_order": "{seat}'s turn to fire has passed: guns are fired in seat order.",
        "not_available/no_gun": "{seat} holds no gun to fire today.",
        "not_available/no_interrogation": "There is no interrogation today.",
        "not_available/interrogation_voted": "The interrogation vote is decided, so the "
        "leaving of {seat}, who was summoned, cannot be recorded today. Record it at "
        "tonight's start.",
        "not_available/gun_window_closed": "The defence vote is recorded: the guns are fired before it, and their window has closed.",
        "not_available/interrogation_held": "The interrogation vote was held: no other vote today.",
        "not_available/holder_gone_vote_held": "The summoner has left: the interrogation vote is held.",
        "not_available/exit_votes_not_held": "The interrogation vote was not held.",
        "not_available/lottery_not_held": "The interrogation vote was not held.",
        "invalid_target/not_summoned": "{seat} was not summoned to the interrogation.",
        "not_available/no_deck": "Last-move cards are not available yet.",
        "not_available/no_defense_vote": "Record the defense vote before the exit vote.",
        "not_available/no_card_due": "Nobody draws a last-move card today.",
        "not_available/card_already_drawn": "Today's card has already been drawn and recorded.",
        "no_uses_left/card_drawn": "That card is no longer in the deck.",
        "invalid_target/silence_count": "The Silence of the Lambs silences exactly {value} players.",
        "invalid_target/picks_full": "{value} players are chosen already; to choose {seat}, first click one of them to unpick it.",
        "bad_script/unknown_card": "There is no such last-move card.",
        "one_team_action": "The mafia take only one of shot, sixth sense or purchase a night.",
        "one_team_action/club": "The mafia take only one team action a night.",
        "forced_side": "With two mafia among the picks, {role} must take the mafia side.",
        "missing_choice": "A required choice is missing.",
        "missing_choice/side": "{role} has not chosen a side (city or mafia).",
        "missing_choice/role": "The required choice of {role} has not been recorded yet.",
        "missing_choice/bomb": "Today's bomb code has not been recorded yet.",
        "missing_choice/election": "The representatives' election has not been recorded yet.",
        "missing_choice/heir_pick": "{role} has not chosen whose role he inherits yet.",
        "missing_choice/antidote_votes": "The antidote vote has not been recorded yet.",
        "missing_choice/antidote_give": "The antidote choice has not been recorded yet.",
        "missing_choice/picks": "The three picks of {role} are missing.",
        "missing_choice/nostradamus_step": "{role} has not made the three picks and the side yet.",
        "missing_choice/exit_votes": "The exit vote has not been recorded.",
        "missing_choice/lottery": "The exit vote is tied: draw the death lottery.",
        "missing_choice/card": "The leaving player must draw a last-move card.",
        "missing_choice/sixth_sense_guess": "The sixth sense needs a role guess.",
        "bad_count/saves": "{role} may name at most {max} players tonight.",
        "bad_count/pair": "{role} must name two different players.",
        "invalid_target/not_guessable": "{role} is not a role the guess may name.",
        "invalid_target/forbidden_target": "{seat} is not a legal target of {role}.",
        "invalid_target/own_team": "{role} names only his own teammates.",
        "invalid_target/sacrifice": "{seat} is not another mafia member who can be given up.",
        # the treason vote (club_scenarios 4.6, 4.10 C23)
        "invalid_target/own_slot": "{role} holds this representative's slot himself: no "
        "treason vote on his own slot.",
        "invalid_target/no_representative": "This slot has no representative: no treason "
        "vote on it.",
        "no_uses_left/guess_role": "{role}'s role guess is spent.",
        "no_uses_left/gun_war": "{role} has no war gun left; give a blank one.",
        "no_uses_left/gun_blank": "{role} has no blank gun left.",
        "no_uses_left/gun_war_left": "War guns {role} has left: {max}; give blank ones for the rest.",
        "no_uses_left/gun_blank_left": "Blank guns {role} has left: {max}.",
        "no_uses_left/convert": "{role} has already used this ability.",
        "no_uses_left/inquiry": "{role} has no inquiries left.",
        "not_available/no_conversion": "{role} is not called before the first conversion.",
        "missing_choice/role_guess": "A guess needs both a player and a role.",
        "missing_choice/sacrifice_and_recruit": "Name both the member given up and the player to win over.",
        "missing_choice/pick": "{role} has not picked anyone yet.",
        "no_uses_left/bullets_left": "{role} has no bullets left.",
        "bad_count/shots": "{role} fires at most {max} shots tonight.",
        "not_available/no_teammate": "No other mafia member is left to be given up.",
        "not_available/boss_out": "{role} is out of the game; only his decision opens this team action.",
        "not_available/no_first_night_shot": "The team does not shoot on the game's first night; they only meet.",
        "missing_choice/sacrifice": "The mine fired: the mafia must name the member who pays for it and leaves; reopen the mafia step (\"Change\") and choose \"Shot and mine toll\".",
        "missing_choice/mine_toll": "{seat} is mined: unless the shot is saved the mine fires, and the mafia name the member who pays for it now, while awake; \"Shot and mine toll\" is chosen: click that member.",
        "not_available/no_mine_fired": "The mine did not fire, so no mafia member leaves; reopen the mafia step (\"Change\") and record a plain \"Shot\".",
        "invalid_target/not_a_teammate": "{seat} is not a living mafia member.",
        "bad_count": "That vote count for {seat} is impossible; at most {max}.",
        "bad_count/_role": "{role} cannot point at that many players; at most {max}.",
        "bad_count/_role_nomax": "{role} cannot point at that many players.",
        "bad_count/_votes": "That vote count is impossible; at most {max}.",
        "bad_count/_plain": "That count is impossible.",
        "game_over": "The game is over; only undo is possible.",
        "bad_script": "That input cannot be understood.",
        "bad_script/house_rule_not_in_scenario": "One of the house rules chosen does not apply in this scenario: take it out of the house rules.",
        "bad_script/house_rules_clash": "The house rules chosen for {role} do not go together: the role cannot be played with them. Change one of them.",
        "bad_script/roster": "The roles do not match this scenario's roster for this table.",
        "bad_script/too_few_players": "This scenario cannot be played with {value} players; the fewest is {min_players}.",
        "bad_script/too_many_players": "This scenario cannot be played with {value} players; the most is {max_players}.",
        "bad_script/ratio": "With {value} players the one-third rule forbids this roster.",
        "bad_script/seat_out_of_range": "There is no seat {value} at this table.",
        "bad_script/not_a_seat": "This choice must be a seat number.",
        "bad_script/bad_name": "The name at seat {value} is not valid text: a control character, or longer than 200 characters.",
        "bad_script/too_many_actions": "This game has reached its limit of {value} actions; no further action is recorded.",
        "bad_script/too_many_redeals": "This game's deal cannot be corrected again; if the deal is still wrong, start a new game.",
        "invalid_target/bomb_code": "Bomb code {value} is not allowed; a code runs from 1 to the table's highest code.",
    },
}


#: The refusals that name the team, its side or its shot, worded for a scenario whose file
#: names its team (``[sides]`` ``mafia``: Werewolf's «گرگینه‌ها», club_scenarios 0.4) and
#: its shot (the ``mafia`` step's ``words``): {team} the file's name of the team, {city} of
#: the other side (the app's «شهر» / "city" when the file has none), {action} its word for
#: the shot (the app's «شلیک» / "Shot" when it has none). Every sentence of
#: :data:`REFUSALS` that names «مافیا» / "mafia" has one here (Z105-1, Z106-1); other files
#: keep :data:`REFUSALS`' words.
TEAM_REFUSALS: dict[str, dict[str, str]] = {
    "fa": {
        "invalid_target/teammate": "{seat} یکی از {team} است و هدف {team} نیست.",
        "not_available/no_first_night_shot": "در شب اول بازی {team} «{action}» ندارند؛ فقط همدیگر را می‌شناسند.",
        "not_available/no_mafia_exit": "{role} فقط پس از خروج یکی از {team} می‌تواند توانایی‌اش را به کار ببرد.",
        "not_available/not_shot": "{role} فقط شبی بیدار می‌شود که {team} او را برای «{action}» نشان داده باشند.",
        "one_team_action": "{team} هر شب فقط یکی از «{action}»، حس ششم یا خرید را دارند.",
        "one_team_action/club": "{team} هر شب فقط یک اکشن تیمی دارند.",
        "forced_side": "با دو نفر از {team} در انتخاب‌هایش، {role} باید سمت {team} را بگیرد.",
        "missing_choice/side": "سمت {role} ({city} یا {team}) انتخاب نشده است.",
        "invalid_target/sacrifice": "{seat} یکی دیگر از {team} نیست که کنار برود.",
        "not_available/no_teammate": "کس دیگری از {team} در بازی نیست که کنار برود.",
        "missing_choice/sacrifice": "مین منفجر شد: {team} باید عضوی را که تاوان مین را می‌دهد و کنار می‌رود نام ببرند؛ مرحلهٔ {team} را با «تغییر» باز کنید و «شلیک و قربانی مین» را انتخاب کنید.",
        "missing_choice/mine_toll": "{seat} مین‌گذاری شده است: اگر «{action}» نجات نگیرد مین منفجر می‌شود و {team} عضوی را که تاوان مین را می‌دهد همین حالا، تا بیدارند، نام می‌برند؛ «شلیک و قربانی مین» انتخاب شد: آن عضو را کلیک کنید.",
        "not_available/no_mine_fired": "مین منفجر نشد و کسی از {team} کنار نمی‌رود؛ مرحلهٔ {team} را با «تغییر» باز کنید و «{action}» را بدون قربانی ثبت کنید.",
        "invalid_target/not_a_teammate": "{seat} یکی از {team} در بازی نیست.",
    },
    "en": {
        "invalid_target/teammate": "{seat} is one of the {team}, not their target.",
        "not_available/no_first_night_shot": "The {team} have no \"{action}\" on the game's first night; they only meet.",
        "not_available/no_mafia_exit": "{role} may use this ability only after one of the {team} has left.",
        "not_available/not_shot": "{role} wakes only on a night the {team} name him for their \"{action}\".",
        "one_team_action": "The {team} take only one of \"{action}\", sixth sense or purchase a night.",
        "one_team_action/club": "The {team} take only one team action a night.",
        "forced_side": "With two of the {team} among the picks, {role} must take the side of the {team}.",
        "missing_choice/side": "{role} has not chosen a side ({city} or {team}).",
        "invalid_target/sacrifice": "{seat} is not another of the {team} who can be given up.",
        "not_available/no_teammate": "None other of the {team} is left to be given up.",
        "missing_choice/sacrifice": "The mine fired: the {team} must name the one of them who pays for it and leaves; reopen the step of the {team} (\"Change\") and choose \"Shot and mine toll\".",
        "missing_choice/mine_toll": "{seat} is mined: unless the \"{action}\" is saved the mine fires, and the {team} name the one of them who pays for it now, while awake; \"Shot and mine toll\" is chosen: click that member.",
        "not_available/no_mine_fired": "The mine did not fire, so none of the {team} leaves; reopen the step of the {team} (\"Change\") and record a plain \"{action}\".",
        "invalid_target/not_a_teammate": "{seat} is not one of the {team} in the game.",
    },
}

#: The app's words where a file names its team but not the other side or its shot.
_TEAM_DEFAULTS = {"fa": {"city": "شهر", "action": "شلیک"},
                  "en": {"city": "city", "action": "Shot"}}


def _team_template(template: str, table: dict[str, str], scenario: Scenario | None,
                   lang: str) -> str:
    """``template`` worded with the file's team, other side and shot (:data:`TEAM_REFUSALS`)
    when ``scenario`` names its team and ``template`` is one of those sentences; else as it
    is."""
    team = scenario.side_name("mafia", lang) if scenario is not None else None
    if not team or scenario is None:
        return template
    for key, worded in TEAM_REFUSALS.get(lang, TEAM_REFUSALS["en"]).items():
        if table.get(key) is template:
            app = _TEAM_DEFAULTS.get(lang, _TEAM_DEFAULTS["en"])
            city = scenario.side_name("city", lang) or app["city"]
            action = scenario.team_word("shot", lang) or app["action"]
            def braced(word: str) -> str:  # a file's word is text, never a placeholder
                return word.replace("{", "{{").replace("}", "}}")

            return (worded.replace("{team}", braced(team)).replace("{city}", braced(city))
                    .replace("{action}", braced(action)))
    return template


def refusal_text(
    exc: IllegalAction, scenario: Scenario | None, names: list[str] | tuple = (), lang: str = "fa"
) -> str:
    """The sentence for a refusal, naming the seat or role where the facts have one (the
    player counts from ``scenario``'s roster).

    Never raises for odd facts (a refusal of hostile input carries hostile values): a seat
    is named only when it is an int of this table (1 … ``len(names)``, or any positive int
    when ``names`` is empty); other values are shown shortened, or left out.
    """
    table = REFUSALS.get(lang, REFUSALS["fa"])
    f = exc.facts if isinstance(exc.facts, dict) else {}
    detail = _fact_text(f.get("detail", ""))
    role = f.get("role") if isinstance(f.get("role"), str) else None
    key = f.get("key") if isinstance(f.get("key"), str) else None
    # the most particular sentence first: by the step (the card drawer, a gun holder), by
    # the role (Jack's curse), then by the detail
    template = table.get(f"{exc.code}/{detail}/{key}") if key else None
    if template is None and role:
        template = table.get(f"{exc.code}/{role}")
    if template is None and detail == "self" and not role and _is_seat(f.get("seat"), names):
        template = table.get(f"{exc.code}/self/seat")  # a sentence with its subject
    if template is None:
        template = table.get(f"{exc.code}/{detail}")
    if template is None and role and f"{exc.code}/role" in table:
        template = table[f"{exc.code}/role"]
    if template is None:
        template = table.get(exc.code, table["bad_script"])
    seat = f.get("seat")
    seat_text = ""
    if _is_seat(seat, names):
        seat_text = seat_label(seat, names[seat - 1] if seat <= len(names) else "", lang)
    elif seat is not None and seat != "":
        seat_text = digits(_fact_text(seat), lang)
    max_ = detail.split()[-1] if detail.startswith(("max", "total max")) else ""
    if not max_ and isinstance(f.get("max"), int) and not isinstance(f.get("max"), bool):
        max_ = str(f["max"])  # a refusal that gives its maximum as a fact (the saves')
    # the step's role (its key), named from the file; also the role of a refusal that
    # carries none (a sentence about the role whose step it is)
    actor = ""
    if key and scenario is not None and scenario.role_named(key) is not None:
        actor = role_name(scenario, key, lang)
    elif key and scenario is None:
        actor = key
    template = _team_template(template, table, scenario, lang)
    if "{role}" in template and not (role or actor):  # a refusal that names no role
        if key == "mafia":  # the team's (its defused shot, audit38 F6), by the file's name
            own = scenario.side_name("mafia", lang) if scenario is not None else None
            actor = own or {"fa": "تیم مافیا", "en": "The mafia team"}.get(lang, "")
        else:
            template = table.get(f"{exc.code}/_plain", template)
    if template is table["bad_count"] and not seat_text:  # the sentence with its blanks
        # filled: a night pick names its role, a vote its maximum (audit36 F4)
        role_said = bool(role or actor)
        variant = ("_role" if max_ else "_role_nomax") if role_said else (
            "_votes" if max_ else "_plain")
        template = table[f"bad_count/{variant}"]
    roster = getattr(scenario, "roster", None)
    # the refusal's own facts first: a new game is refused before it has a scenario
    low = f.get("min_players", getattr(roster, "min_players", ""))
    high = f.get("max_players", getattr(roster, "max_players", ""))
    gaps = _roster_gaps_text(f, scenario, lang) if exc.code == "bad_script" else ""
    if gaps and template is table.get("bad_script/roster"):  # what is wrong, named (Z105-7)
        template = template.rstrip(".") + ": " + gaps.replace("{", "{{").replace("}", "}}") + "."
    return template.format(
        min_players=digits(_fact_text(low), lang),
        max_players=digits(_fact_text(high), lang),
        seat=seat_text,
        role=(role_name(scenario, role, lang) if scenario else role) if role else actor,
        actor=actor,
        night=digits(_fact_text(f.get("night", "")), lang),
        value=digits(_fact_text(f.get("value", "")), lang),
        max=digits(max_, lang),
    )


#: A roster's gap in words (the New game dialog's own, ``new_game_dialog._deal_problems``):
#: {n} how many, {role} the role's name from the file.
ROSTER_GAP = {
    "fa": {"missing": "{n} {role} کم است", "extra": "{n} {role} زیاد است", "sep": "؛ "},
    "en": {"missing": "{n} {role} missing", "extra": "{n} {role} extra", "sep": "; "},
}


def roster_gaps_text(missing: Any, extra: Any, scenario: Scenario | None,
                     lang: str = "fa") -> str:
    """``missing`` and ``extra`` (:meth:`Scenario.roster_gaps`: ``(role id, count)``
    pairs) in words: «1 Cupid missing; 1 Werewolf extra» («۱ کوپید کم است؛ ۱ گرگینه زیاد
    است»), roles named from ``scenario``; "" when both are empty or not such pairs."""
    words = ROSTER_GAP.get(lang, ROSTER_GAP["en"])
    parts = []
    for which, pairs in (("missing", missing), ("extra", extra)):
        for pair in pairs if isinstance(pairs, (list, tuple)) else ():
            if (not isinstance(pair, (list, tuple)) or len(pair) != 2
                    or not isinstance(pair[0], str) or not isinstance(pair[1], int)):
                continue
            parts.append(words[which].format(n=digits(pair[1], lang),
                                             role=role_name(scenario, pair[0], lang)))
    return words["sep"].join(parts)


def _roster_gaps_text(f: dict[str, Any], scenario: Scenario | None, lang: str) -> str:
    return roster_gaps_text(f.get("missing", ()), f.get("extra", ()), scenario, lang)


def _is_seat(seat: Any, names: list[str] | tuple) -> TypeGuard[int]:
    if isinstance(seat, bool) or not isinstance(seat, int) or seat < 1:
        return False
    return seat <= len(names) if names else seat < 10_000


def _fact_text(value: Any, limit: int = 40) -> str:
    """A fact as short, safe text: small ints and words as they are; a huge number, long
    text or a structure shortened; control characters dropped."""
    if isinstance(value, bool) or value is None:
        return "" if value is None else str(value).lower()
    if isinstance(value, int):
        return str(value) if -(10**15) < value < 10**15 else ("-…" if value < 0 else "…")
    if isinstance(value, str):
        text = "".join(ch for ch in value if ch.isprintable())
        return text if len(text) <= limit else text[: limit - 1] + "…"
    return "…"


# ---------------------------------------------------------------------------------------
# announcements
# ---------------------------------------------------------------------------------------
ANNOUNCE = {
    "fa": {
        "left": "{name} از بازی خارج شد.",
        "left_role": "{name} از بازی خارج شد؛ نقش او {role} بود.",
        "slaughtered": "{name} با حس ششم {boss} سلاخی شد.",
        "slaughtered_role": "{name} با حس ششم {boss} سلاخی شد؛ نقش او {role} بود.",
        "guessed": "{name} با حدس درست نقش به دست {guesser} سلاخی شد.",
        "guessed_role": "{name} با حدس درست نقش به دست {guesser} سلاخی شد؛ نقش او {role} بود.",
        "kane_reveal": "به درخواست {kane}، {name} مافیای بازی است.",
        "kane_reveal_role": "به درخواست {kane}، {name} مافیای بازی است؛ نقش او {role} است.",
        "returned": "{name} به بازی برگشت.",
        "silenced": "{name} امروز حق صحبت ندارد، حتی در دفاع.",
        "silenced_next_day": "{name} فردا حق صحبت ندارد، حتی در دفاع.",
        "silenced_but_defense": "{name} امروز حق صحبت ندارد، جز در دفاع.",
        # the card's silence on the morning it holds (rules_spec 4.3; Z105-4)
        "silence_holds": "{name} امروز حق صحبت ندارد، حتی در دفاع.",
        "role_shown": "نقش {name} {role} است.",
        "purchase": "قرار است خریداری توسط تیم مافیا انجام گیرد.",
        "nobody": "دیشب کسی از بازی خارج نشد.",
        "jack_left": "{jack} از بازی خارج شده است.",
        "sherlock_left": "{sherlock} از بازی خارج شد: {name}.",
        "bomb": "جلوی {name} بمب گذاشته شده است.",
        "gun_war": "جنگی.",
        "gun_blank": "مشقی.",
        "gun_war_at": "تفنگ شلیک‌شده به {name} جنگی بود: {name} از بازی خارج می‌شود.",
        "gun_blank_at": "تفنگ شلیک‌شده به {name} مشقی بود.",
        "gun_war_kept_at": "تفنگ شلیک‌شده به {name} جنگی بود.",
        "status": "استعلام وضعیت: تعداد خارج‌شده‌های هر تیم اعلام می‌شود.",
        "status_counts": "استعلام وضعیت: {mafia} مافیا، {city} شهروند و {independent} مستقل از بازی بیرون رفته‌اند.",
        "status_counts_two_sides": "استعلام وضعیت: {mafia} مافیا و {city} شهروند از بازی بیرون رفته‌اند.",
        "mayor": "{mayor} تصمیم گرفت.",
        "chaos": "کی‌آس: سه بازیکن آخر دست می‌دهند.",
        "withdrew": "{name} بازی را ترک کرد.",
        "withdrew_role": "{name} بازی را ترک کرد؛ نقش او {role} بود.",
        "poison": "زهر وارد بازی شده است.",
        "poisoned": "{name} مسموم است.",
        "antidote": "{name} پادزهر گرفت و در بازی می‌ماند.",
        "interrogation": "امروز بازجویی برگزار می‌شود.",
        "no_interrogation": "امروز بازجویی برگزار نمی‌شود.",
        "side_shown_mafia": "{name} از بازی خارج شد؛ او عضو تیم مافیا بود.",
        "side_shown_city": "{name} از بازی خارج شد؛ او عضو تیم شهر بود.",
        "side_shown_independent": "{name} از بازی خارج شد؛ او مستقل بود.",
        # club_scenarios 1.6's tokens of Takavar, Bazpors and Namayande (CR37-6)
        "nato": "تیم مافیا دیشب حدس نقش ({guesser}) را به کار برد.",
        "mine": "مین منفجر شد.",
        "terror": "یاغی خودش را نشان داد و ضربه زد.",
        "immune": "{name} با رأی امروز بیرون نمی‌رود (موکل {lawyer}).",
    },
    "en": {
        "left": "{name} has left the game.",
        "left_role": "{name} has left the game; the role was {role}.",
        "slaughtered": "{name} was slaughtered by the sixth sense of {boss}.",
        "slaughtered_role": "{name} was slaughtered by the sixth sense of {boss}; the role was {role}.",
        "guessed": "{name} was slaughtered by the {guesser}'s right guess of the role.",
        "guessed_role": "{name} was slaughtered by the {guesser}'s right guess; the role was {role}.",
        "kane_reveal": "At the request of {kane}: {name} is mafia.",
        "kane_reveal_role": "At the request of {kane}: {name} is mafia, the {role}.",
        "returned": "{name} is back in the game.",
        "silenced": "{name} may not speak today, not even in defense.",
        "silenced_next_day": "{name} may not speak tomorrow, not even in defense.",
        "silenced_but_defense": "{name} may not speak today, except in defense.",
        "silence_holds": "{name} may not speak today, not even in defense.",
        "role_shown": "{name}'s role is {role}.",
        "purchase": "A purchase by the mafia team is taking place.",
        "nobody": "Nobody left the game last night.",
        "jack_left": "{jack} has left the game.",
        "sherlock_left": "{sherlock} has left the game: {name}.",
        "bomb": "A bomb has been planted in front of {name}.",
        "gun_war": "War.",
        "gun_blank": "Blank.",
        "gun_war_at": "The gun fired at {name} was a war gun: {name} leaves the game.",
        "gun_blank_at": "The gun fired at {name} was a blank.",
        "gun_war_kept_at": "The gun fired at {name} was a war gun.",
        "status": "Status request: the number of players out on each side is announced.",
        "status_counts": "Status: {mafia} mafia, {city} citizens and {independent} independents are out of the game.",
        "status_counts_two_sides": "Status: {mafia} mafia and {city} citizens are out of the game.",
        "mayor": "{mayor} has decided.",
        "chaos": "Chaos: the last three players shake hands.",
        "withdrew": "{name} has left the table.",
        "withdrew_role": "{name} has left the table; the role was {role}.",
        "poison": "Poison has entered the game.",
        "poisoned": "{name} is poisoned.",
        "antidote": "{name} got the antidote and stays in the game.",
        "interrogation": "An interrogation is held today.",
        "no_interrogation": "There will be no interrogation today.",
        "side_shown_mafia": "{name} has left the game; the side was mafia.",
        "side_shown_city": "{name} has left the game; the side was the city.",
        "side_shown_independent": "{name} has left the game; an independent.",
        "nato": "The mafia team used its role guess ({guesser}) last night.",
        "mine": "The mine went off.",
        "terror": "The rebel revealed himself and struck.",
        "immune": "{name} cannot leave by today's vote ({lawyer}'s client).",
    },
}


#: The announcements that name the team or its side, worded for a scenario whose file names
#: its team (``[sides]`` ``mafia``, club_scenarios 0.4): {team} the file's name of the team,
#: {city_side} of the other side (the app's «شهر» / "city" when the file has none), as
#: :data:`TEAM_REFUSALS` words the refusals (Z106-1). Other files keep :data:`ANNOUNCE`'s.
TEAM_ANNOUNCE: dict[str, dict[str, str]] = {
    "fa": {
        "kane_reveal": "به درخواست {kane}، {name} یکی از {team} است.",
        "kane_reveal_role": "به درخواست {kane}، {name} یکی از {team} است؛ نقش او {role} است.",
        "purchase": "قرار است خریداری توسط {team} انجام گیرد.",
        "status_counts": "استعلام وضعیت: {mafia} نفر از {team}، {city} نفر از {city_side} و {independent} مستقل از بازی بیرون رفته‌اند.",
        "status_counts_two_sides": "استعلام وضعیت: {mafia} نفر از {team} و {city} نفر از {city_side} از بازی بیرون رفته‌اند.",
        "side_shown_mafia": "{name} از بازی خارج شد؛ او یکی از {team} بود.",
        "side_shown_city": "{name} از بازی خارج شد؛ او از {city_side} بود.",
        "nato": "{team} دیشب حدس نقش ({guesser}) را به کار بردند.",
    },
    "en": {
        "kane_reveal": "At the request of {kane}: {name} is one of the {team}.",
        "kane_reveal_role": "At the request of {kane}: {name} is one of the {team}, the {role}.",
        "purchase": "A purchase by the {team} is taking place.",
        "status_counts": "Status: {mafia} of the {team}, {city} of the {city_side} and {independent} independents are out of the game.",
        "status_counts_two_sides": "Status: {mafia} of the {team} and {city} of the {city_side} are out of the game.",
        "side_shown_mafia": "{name} has left the game; one of the {team}.",
        "side_shown_city": "{name} has left the game; the side was the {city_side}.",
        "nato": "The {team} used their role guess ({guesser}) last night.",
    },
}


def _announcements(words: Scenario | None, lang: str) -> dict[str, str]:
    """:data:`ANNOUNCE`'s sentences in ``lang``, those naming the team or its side worded
    with ``words``' own names (:data:`TEAM_ANNOUNCE`) when its file names its team."""
    table = ANNOUNCE[lang]
    team = words.side_name("mafia", lang) if words is not None else None
    if not team or words is None:
        return table
    city = words.side_name("city", lang) or _TEAM_DEFAULTS.get(lang, _TEAM_DEFAULTS["en"])["city"]

    def braced(word: str) -> str:  # a file's word is text, never a placeholder
        return word.replace("{", "{{").replace("}", "}}")

    own = {key: text.replace("{team}", braced(team)).replace("{city_side}", braced(city))
           for key, text in TEAM_ANNOUNCE.get(lang, TEAM_ANNOUNCE["en"]).items()}
    return {**table, **own}


def has_independent(scenario: Scenario | None, roles: list[str] | tuple) -> bool:
    """True when the game's deal (``roles``: role ids by seat) holds a role of the
    independent side (the status answer counts that side only then)."""
    if scenario is None:
        return False
    return any(scenario.side_of(r) == "independent" for r in roles if scenario.has_role(r))


def _guesser(scenario: Scenario | None, lang: str) -> str:
    """The file's name(s) of the role(s) whose right role guess slaughters (the
    ``guess_role`` kind: Takavar's and Bazpors's NATO, Capo's executioner), joined by «/»;
    "" in a scenario of the Godfather's sixth sense or without such a role."""
    if scenario is None or "sixth_sense" in scenario.mafia_actions():
        return ""
    names = [getattr(r.name, lang) for r in scenario.roles if r.ability_kind == "guess_role"]
    return " / ".join(names)


#: The announcements' placeholders that name a role of the scenario (not a seat's): the
#: ability kind (or the seeds' retired kind) each names, and the seeds' words when there is
#: no scenario to read a name from. ``boss``: the holder of the sixth sense (the team part
#: ``sixth_sense``'s role, else the seeds' ``godfather``); ``mayor``: the ``decide_exit``
#: day power's role (:func:`abilities.day_power.decider_role`).
TOKEN_ROLES: dict[str, tuple[str, str, str]] = {
    "boss": ("godfather", "پدرخوانده", "the Godfather"),
    "kane": ("citizen_kane", "همشهری کین", "Citizen Kane"),
    "jack": ("jack_sparrow", "جک", "Jack"),
    "sherlock": ("sherlock_holmes", "شرلوک هولمز", "Sherlock Holmes"),
    "mayor": ("mayor", "شهردار", "the Mayor"),
    "lawyer": ("keep_out", "وکیل", "the lawyer"),
    "guesser": ("guess_role", "ناتو", "NATO"),
}


def token_role(scenario: Scenario | None, rules: dict[str, Any], key: str, lang: str) -> str:
    """The name of the role an announcement's placeholder ``key`` (:data:`TOKEN_ROLES`)
    is about, from ``scenario``'s file; the seeds' words when there is no scenario or it has
    no such role."""
    kind, fa, en = TOKEN_ROLES[key]
    found: str | None = None
    if scenario is not None:
        from narrator_app.engine.abilities import team_parts
        from narrator_app.engine.abilities.day_power import decider_role

        if key == "boss":
            part = team_parts(scenario, rules).get("sixth_sense")
            found = part.role if part is not None else None
        elif key == "mayor":
            found = decider_role(scenario)
        found = found or scenario.role_named(kind)
    if found is not None and scenario is not None and scenario.has_role(found):
        return getattr(scenario.role(found).name, lang)
    return fa if lang == "fa" else en


def _seat_fact(value: Any, n: int) -> int:
    """``value`` when it is a seat of the table (1..n), else 0 (a damaged fact: no name)."""
    ok = isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= n
    return value if ok else 0


#: Tokens a scenario file says in its own words: the night steps whose ``say`` is the
#: sentence (Capo's «عضوگیری انجام شد.» for the recruit, Mozakere's negotiation, Bazpors's
#: trade; the log and the players' display read the seeds' purchase sentence beside the
#: checklist's: a narrator's trial, CF60; audit64).
FILE_WORDS = {"purchase": ("purchase_announcement", "trade_announcement")}


def _file_words(scenario: Scenario | None, kind: str, lang: str) -> str | None:
    """The file's own sentence for the token ``kind`` (:data:`FILE_WORDS`) in ``lang``;
    None when the token has none or the scenario does not say it."""
    keys = FILE_WORDS.get(kind, ())
    if scenario is None:
        return None
    for d in (*scenario.night, *scenario.intro_night):
        if d.key in keys and d.say is not None:
            return _quoted(str(getattr(d.say, lang, ""))) or None
    return None


def _quoted(say: str) -> str:
    """The sentence ``say`` tells the narrator to announce, when it quotes one (Bazpors's
    «… اعلام کنید: «سوداگری انجام شد.»», "… announce: 'A trade has taken place.'"): the
    last quoted part; else ``say`` itself."""
    for left, right in (("«", "»"), ("'", "'"), ('"', '"')):
        end = say.rfind(right)
        start = say.rfind(left, 0, end) if end > 0 else -1
        if start >= 0 and end > start + 1 and say.endswith(right):
            return say[start + 1:end]
    return say


def _exit_said(tokens: list[str] | tuple, seat: int) -> bool:
    """True when one of ``tokens`` says ``seat``'s exit (the engine's rule,
    ``engine.says_exit``): a war gun's sentence leaves the exit to such a line."""
    for tok in tokens:
        kind, _, arg = tok.partition(":")
        if arg == str(seat) and says_exit(kind):
            return True
    return False


def announcement_lines(
    tokens: list[str],
    scenario: Scenario | None,
    roles: list[str],
    names: list[str] | tuple,
    rules: dict[str, Any],
    lang: str = "fa",
    after_night: bool = True,
    facts: dict[str, Any] | None = None,
    names_from: Scenario | None = None,
) -> list[str]:
    """The morning (or day) announcement to read aloud, one sentence per token.

    ``roles`` are the role ids by seat (for the role-naming house rules; with no
    ``scenario``, as in the public window, a role is named by its id: give ``""``); a night
    with no exit token opens with the "nobody left" sentence, where the exits would be said
    (game-script: heard as "nobody left"; rules_spec 3.4.5: the night's exits first).
    ``facts`` are the phase record's public facts (the ``status`` counts by side; the
    independents counted only when the deal has one; ``gun_shots``, the seats the day's
    guns were fired at, and ``gun_kept``, the war shots an armour stopped:
    ``engine.announced_facts``): each ``gun_war``/``gun_blank`` reads «The gun fired at X
    was …» with the next seat (FB5, CF80-45), the bare «War.»/«Blank.» without; a war gun
    says «X leaves the game» only when no later token says X's exit (``engine.says_exit``:
    Takavar's side shown, the game's last exit), so that each exit is said once. A silence announced by day
    (``after_night`` false: the Silence of the Lambs card) is for the next day (rules_spec
    4.3); one announced in the morning (the psychiatrist's) for today. The tokens a step of
    the night announced at once (``facts``' ``said_at_step``, the antidote vote's) are left
    out, and an exit among them is no «nobody left» (Z107-4).

    A sentence about a role of the scenario, not a seat's (the sixth sense's holder, Kane,
    Jack, Sherlock, the Mayor, the role guess, the lawyer: :data:`TOKEN_ROLES`) names it
    from ``names_from`` (default ``scenario``; the public window gives the game's scenario
    there and none as ``scenario``, so that no seat's role is named), in that file's words
    (decision TA43-3); with neither, in the seeds' words.
    """
    words = names_from if names_from is not None else scenario
    t = _announcements(words, lang)  # the team and its side in the file's words (Z106-1)
    out = []
    # the seats the day's guns were fired at, in order, and the places of the war shots an
    # armour stopped (engine.announced_facts)
    shots = enumerate((facts or {}).get("gun_shots") or [])
    kept = (facts or {}).get("gun_kept") or ()
    # what a step of the night announced at once (Capo's antidote vote, aloud at the step,
    # club_scenarios 6.7 step 0) is not read again, and an exit said there is no «nobody
    # left last night» (engine.SAID_AT_STEP, Z107-4)
    at_step = [x for x in (facts or {}).get(SAID_AT_STEP) or () if isinstance(x, str)]
    tokens = less_said(tokens, at_step)
    said_exit = any(says_exit(x.split(":")[0]) for x in at_step)
    for i, tok in enumerate(tokens):
        kind, _, arg = tok.partition(":")
        seat = int(arg) if arg.isdigit() else 0
        if kind in ("gun_war", "gun_blank") and not seat:
            place, fired_at = next(shots, (-1, None))
            seat = _seat_fact(fired_at, len(roles))
            if seat:  # «the gun fired at X was …»; X stays when his armour stopped it, and
                # his exit is said once: by its own line when one follows (Takavar's side
                # shown, the game's last exit: «X has left the game; …»), else here
                kind = "gun_war_kept_at" if kind == "gun_war" and (
                    place in kept or _exit_said(tokens[i + 1:], seat)) else f"{kind}_at"
        name = player_label(names, seat, lang) if seat else ""
        role = role_name(scenario, roles[seat - 1], lang) if seat else ""
        if kind in ("left", "withdrew") and rules.get("reveal_role_on_death"):
            kind = f"{kind}_role"  # a withdrawal too (6.9 S10; audit28 F4)
        if kind == "slaughtered" and (
            rules.get("sixth_sense_announce_role") or rules.get("reveal_role_on_death")
        ):
            kind = "slaughtered_role"
        guesser = _guesser(words, lang) if kind.startswith("slaughtered") else ""
        if guesser:  # a club's role guess, not the Godfather's sixth sense (club 1.6)
            kind = kind.replace("slaughtered", "guessed")
        if kind == "kane_reveal" and rules.get("kane_reveal_content") == "side_and_role":
            kind = "kane_reveal_role"
        counts = (facts or {}).get("status") if kind == "status" else None
        if counts:
            # the independents are counted only in a game dealt with one (Zodiac's), never
            # in one without (Mafia Nights: «0 independents» would say there could be one)
            with_independent = has_independent(scenario, roles) or (
                scenario is None and "independent" in counts)  # the public view's facts
            out.append(t["status_counts" if with_independent else "status_counts_two_sides"]
                       .format(**{k: digits(v, lang) for k, v in counts.items()}))
            continue
        if kind == "side_shown" and seat and scenario is not None and scenario.has_role(
                roles[seat - 1]):  # a side announced (war gun, interrogation: club 1.6)
            kind = f"side_shown_{scenario.side_of(roles[seat - 1])}"
        if kind == "silenced" and not after_night:
            kind = "silenced_next_day"  # a last-move card by day: silent the next day (4.3)
        elif kind == "silenced" and rules.get("psychiatrist_silence_includes_defense") is False:
            kind = "silenced_but_defense"  # the psychiatrist's, A71's house rule
        template = t.get(kind)
        said = _file_words(words, kind, lang)
        if said is not None:  # the scenario's own sentence, as the checklist reads it
            out.append(said)
            continue
        if template:
            who = {k: _in_sentence(token_role(words, rules, k, lang), template, k, lang)
                   for k in TOKEN_ROLES if k != "guesser" and "{" + k + "}" in template}
            if "{guesser}" in template and not guesser:
                guesser = _guesser(words, lang) or token_role(None, rules, "guesser", lang)
            out.append(template.format(name=name, role=role, guesser=guesser, **who))
    if after_night and not any(says_exit(x.split(":")[0]) for x in tokens) and not said_exit:
        # where the night's exits are said: first, before the silence, the die-hard's
        # status and the rest (rules_spec 3.4.5 «Morning: names of the dead …; die-hard
        # status if requested; silenced player named»; the engine's order, night._announce;
        # a trial read them before «nobody left», Z105-3)
        out.insert(0, t["nobody"])
    return out


#: What the narrator alone is told by a phase's private signals that are not shown to a
#: player at once (the heir's inheritance, club_scenarios 6.6), by signal name.
NOTES = {
    "fa": {
        "heir": "[فقط راوی] {heir} اکنون کارت «{role}» را دارد؛ از شب بعد با آن بیدار می‌شود.",
        "heir_none": "[فقط راوی] {heir} چیزی به ارث نبرد و دیگر از شلیک مصون نیست.",
        "theft": "[قانون میز: اعلام دزدی] اعلام کنید: «{thief} دیشب توانایی یک بازیکن را دزدید.»",
        "interrogation_lapsed": "[فقط راوی] امروز بازپرسی انجام نمی‌شود: {gone} از بازی بیرون رفته است؛ احضار {holder} مصرف شد.",
    },
    "en": {
        "heir": "[narrator only] {heir} now holds the card «{role}»; he wakes with it from the "
                "next night.",
        "heir_none": "[narrator only] {heir} inherits nothing and is no longer safe from the "
                     "shot.",
        "theft": "[house rule: announce the theft] Announce: «{thief} stole a player's ability "
                 "last night.»",
        "interrogation_lapsed": "[narrator only] No interrogation today: {gone} has left the "
                                "game; the {holder}'s summons is spent.",
    },
}


def narrator_notes(private: dict[str, Any], scenario: Scenario | None,
                   lang: str = "fa", names: list[str] | tuple[str, ...] = (),
                   lapse: bool = True) -> list[str]:
    """The narrator-only sentences of a phase record's ``private`` signals that no player
    is shown at once: the heir's inheritance (``heir`` = a role id or ``none``; the heir is
    named by his role's name from the scenario file), the theft the house rule
    ``pickpocket_announce`` has the narrator announce (``theft``, A72; the victim is not
    named, CF45-10), and, unless ``lapse`` is false, a summons that lapsed
    (:func:`lapse_notes`: the day panel says a day's lapse in the interrogation's place,
    X100-1)."""
    t = NOTES["fa" if lang == "fa" else "en"]
    out = []
    if private.get("theft") is not None:
        out.append(t["theft"].format(thief=role_name(scenario, "pickpocket", lang)))
    if lapse:
        out += lapse_notes(private, scenario, lang, names)
    value = private.get("heir")
    if not isinstance(value, str):
        return out
    heir = role_name(scenario, "inherit_role", lang)
    if value == "none":
        return [*out, t["heir_none"].format(heir=heir)]
    return [*out, t["heir"].format(heir=heir, role=role_name(scenario, value, lang))]


def lapse_notes(private: dict[str, Any], scenario: Scenario | None, lang: str = "fa",
                names: list[str] | tuple[str, ...] = ()) -> list[str]:
    """The narrator-only sentence of a summons that lapsed, from a phase record's
    ``private`` signals (``interrogation_lapsed`` = the summoned seats out of the game, each
    read as its seat and the name from ``names``): no interrogation today, the use spent
    (club_scenarios 3.6; TR99-4 at the day's start, X100-1 during the day); [] without it."""
    gone = private.get("interrogation_lapsed")
    if not isinstance(gone, list) or not gone:
        return []
    sep = "، " if lang == "fa" else ", "
    who = sep.join(seat_label(s, names[s - 1] if 0 < s <= len(names) else "", lang)
                   for s in gone)
    holder = role_name(scenario, "day_power", lang)  # the kind names its role
    template = NOTES["fa" if lang == "fa" else "en"]["interrogation_lapsed"]
    return [template.format(gone=who, holder=_in_sentence(holder, template, "holder", lang))]


#: The face-off card's narrator-only note once carried out (``engine.face_off_outcome``;
#: the swap is secret, TR9): who holds which card now, which card left the game with the
#: player, and, where that card has its own night call nobody in the game holds now, that
#: the call stops from tonight (rules_spec 3.1.2, 4.3; X100-9).
FACE_OFF = {
    "fa": {
        "swap": "[فقط راوی] {partner} اکنون کارت «{partner_card}» (کارت بازیکن خارج‌شده) را "
                "دارد؛ کارت «{left_card}» با {leaver} از بازی بیرون رفت.",
        "call_ends": "[فقط راوی] از امشب «{left_card}» صدا زده نمی‌شود: کسی در بازی این "
                     "کارت را ندارد.",
    },
    "en": {
        "swap": "[narrator only] {partner} now holds «{partner_card}» (the leaving player's "
                "card); «{left_card}» left the game with {leaver}.",
        "call_ends": "[narrator only] From tonight «{left_card}» is not called: nobody in the "
                     "game holds that card.",
    },
}


def face_off_note(outcome: Any, scenario: Scenario | None,
                  names: list[str] | tuple[str, ...] = (), lang: str = "fa",
                  label: Callable[[int], str] | None = None) -> list[str]:
    """The narrator-only sentences of a carried-out face-off (``outcome``: an
    ``engine.FaceOffOutcome``): the partner's new card and the card that left with the
    player, each named from the scenario file, each seat read by ``label`` (default «seat 8
    (Sara)» from ``names``; the desk gives its own short form); then, when
    ``outcome.call_ends``, that its call stops from tonight. Empty for None."""
    if outcome is None:
        return []
    t = FACE_OFF["fa" if lang == "fa" else "en"]

    def seat(s: int) -> str:
        if label is not None:
            return label(s)
        return seat_label(s, names[s - 1] if 0 < s <= len(names) else "", lang)

    left = role_name(scenario, outcome.left_card, lang)
    out = [t["swap"].format(partner=seat(outcome.partner), leaver=seat(outcome.leaver),
                            partner_card=role_name(scenario, outcome.partner_card, lang),
                            left_card=left)]
    if outcome.call_ends:
        out.append(t["call_ends"].format(left_card=left))
    return out


#: Read aloud once today's bomb code is recorded (Zodiac, S2:L114, L118; A83), by
#: ``engine.bomb_outcome``: defused, or who left because the code was wrong. The guard's
#: wrong code is read without his role (he leaves in the holder's place; the table hears
#: only who left, like any exit whose role is not announced).
BOMB = {
    "fa": {
        "defused": "بمب خنثی شد؛ کسی از بازی خارج نمی‌شود.",
        "guard_code": "بمب منفجر شد؛ {name} از بازی خارج شد.",
        "holder_code": "رمز اشتباه بود و بمب منفجر شد؛ {name} از بازی خارج شد.",
    },
    "en": {
        "defused": "The bomb is defused; nobody leaves.",
        "guard_code": "The bomb went off: {name} has left the game.",
        "holder_code": "The code was wrong and the bomb went off: {name} has left the game.",
    },
}


def bomb_text(by: str, left: int | None, names: list[str] | tuple, lang: str = "fa") -> str:
    """The sentence for today's bomb outcome (``by``: guard_code / holder_code; ``left``: the
    seat that left, None when defused)."""
    t = BOMB[lang]
    if left is None:
        return t["defused"]
    return t[by].format(name=player_label(names, left, lang))


#: What the narrator must keep in mind at the mafia's call (``engine.mafia_call_notes``).
MAFIA_CALL = {
    # notes for the narrator alone: the words said aloud stay the file's every night, so
    # that the table never learns from them that the boss has left (CF50)
    "fa": {
        "godfather_out": "رئیس تیم بیرون است: بقیهٔ تیم با هم تصمیم می‌گیرند (شلیک یا خرید). جملهٔ همیشگی را بگویید تا میز چیزی نفهمد.",
        "sixth_sense_void": "{boss} امشب دستبند دارد: حس ششم او بی‌اثر است؛ شلیک و خرید اثر دارند.",
        "boss_out": "رئیس تیم بیرون است: بقیهٔ تیم با هم تصمیم می‌گیرند. جملهٔ همیشگی را بگویید تا میز چیزی نفهمد.",
    },
    "en": {
        "godfather_out": "The team's boss is out: the others decide together (shot or purchase). Say the usual words, so the table learns nothing.",
        "sixth_sense_void": "{boss} is handcuffed tonight: the sixth sense has no effect; the shot and the purchase do.",
        "boss_out": "The team's boss is out: the others decide together. Say the usual words, so the table learns nothing.",
    },
}


def mafia_call_text(code: str, lang: str = "fa", scenario: Scenario | None = None,
                    rules: dict[str, Any] | None = None) -> str:
    """The sentence for a ``mafia_call_notes`` code; the holder of the sixth sense named
    from ``scenario``'s file (its house ``rules`` find the team part), the seeds' words
    without one (decision TA43-3)."""
    template = MAFIA_CALL[lang][code]
    if "{boss}" not in template:
        return template
    return template.format(boss=_in_sentence(token_role(scenario, rules or {}, "boss", lang),
                                             template, "boss", lang))


def _in_sentence(name: str, template: str, key: str, lang: str) -> str:
    """A role's ``name`` as placed at ``{key}`` in an English ``template``: a leading «The»
    is «the» within the sentence («… by the sixth sense of the Godfather»; a narrator's
    trial read «of The Godfather»), kept at its start; Persian as it is."""
    if lang != "en" or not name.startswith("The ") or template.startswith("{" + key + "}"):
        return name
    return "the " + name[4:]


#: The death lottery's loser, read aloud (rules_spec S2:L33).
LOTTERY = {
    "fa": "قرعهٔ مرگ به نام {name} درآمد.",
    "en": "The death lottery fell on {name}.",
}


def lottery_text(seat: int, names: list[str] | tuple, lang: str = "fa") -> str:
    """The sentence naming the death lottery's loser ``seat`` (from 1)."""
    return LOTTERY[lang].format(name=player_label(names, seat, lang))


#: Said on the terminal when the window cannot open (no display; see ``cli``).
NO_DISPLAY = {
    "fa": "راوی پنجره دارد و اینجا صفحه‌نمایشی نیست (DISPLAY و WAYLAND_DISPLAY خالی‌اند)؛ آن را در یک نشست گرافیکی اجرا کنید.",
    "en": "Ravi needs a display and none was found (DISPLAY and WAYLAND_DISPLAY are empty): run it in a graphical session.",
}


def no_display_text(lang: str = "fa") -> str:
    """The one sentence said when there is no display to open the window on."""
    return NO_DISPLAY.get(lang, NO_DISPLAY["en"])


# ---------------------------------------------------------------------------------------
# game files
# ---------------------------------------------------------------------------------------
GAMEFILE = {
    "fa": {
        "unreadable": "پروندهٔ بازی «{file}» خوانده نشد؛ پرونده دست‌نخورده ماند.",
        "damaged": "پروندهٔ بازی «{file}» آسیب دیده یا پروندهٔ بازی راوی نیست؛ پرونده دست‌نخورده ماند.",
        "newer": "پروندهٔ بازی «{file}» با نسخهٔ تازه‌تری از راوی ذخیره شده است؛ برنامه را به‌روز کنید. پرونده دست‌نخورده ماند.",
        "unknown_scenario": "سناریوی پروندهٔ بازی «{file}» در این نسخه نیست؛ پرونده دست‌نخورده ماند.",
        "not_replaying": "حرکت‌های پروندهٔ بازی «{file}» با قوانین جور نیستند؛ پرونده دست‌نخورده ماند.",
    },
    "en": {
        "unreadable": "The game file “{file}” could not be read; it was left untouched.",
        "damaged": "The game file “{file}” is damaged or not a Ravi game; it was left untouched.",
        "newer": "The game file “{file}” was saved by a newer Ravi; please update. It was left untouched.",
        "unknown_scenario": "The game file “{file}” names a scenario this version lacks; it was left untouched.",
        "not_replaying": "The actions in “{file}” do not replay under the rules; it was left untouched.",
    },
}


def gamefile_error_text(err: Any, lang: str = "fa") -> str:
    """The sentence for a :class:`~narrator_app.engine.gamefile.GameFileError`, naming the file
    (and the journal line where it happened, when known)."""
    text = GAMEFILE[lang][err.code].format(file=path_text(err.file))
    line = getattr(err, "line", None)
    if isinstance(line, int):
        text += JOURNAL[lang]["at_line"].format(line=line)
        later = getattr(err, "later", 0)
        if isinstance(later, int) and later > 0:
            text += " " + JOURNAL[lang]["later_lines"].format(
                line=digits(line, lang), later=digits(later, lang))
    return text


#: The game journal (file formats 3 and 4) and a game's identity: what the narrator is told.
JOURNAL = {
    "fa": {
        "at_line": " (سطر {line})",
        "torn": "سطر آخر پروندهٔ «{file}» نیمه‌کاره مانده بود (قطع برق یا بسته‌شدن ناگهانی برنامه) و جزو بازی نیست: سطر {line}، {action}. بازی تا حرکت پیش از آن باز شد. با حرکت بعدی یک نسخه از پرونده با پسوند ‎.torn نگه داشته و آن سطر بریده می‌شود.",
        "torn_action": "حرکتِ «{what}»",
        "torn_unreadable": "حرکتی ناخوانا",
        "newer_title": "نسخهٔ تازه‌تر این بازی",
        "newer": "پوشهٔ ذخیرهٔ خودکار نسخهٔ تازه‌تری از همین بازی دارد ({kept} حرکت؛ این پرونده {mine} حرکت دارد). نسخهٔ تازه‌تر باز شود؟ «نه»: همین بازی (با همان شناسه، یک بازی در آمار) از جایی که این پرونده هست ادامه می‌یابد و نسخهٔ تازه‌تر کامل در یک نسخهٔ جدا نگه داشته می‌شود: {copy}",
        "newer_kept": "این بازی از همین پرونده ({mine} حرکت) ادامه می‌یابد؛ نسخهٔ تازه‌تر ({kept} حرکت) کامل در یک نسخهٔ جدا نگه داشته شد: {copy}",
        "newer_not_kept": "نسخهٔ تازه‌تر در یک نسخهٔ جدا نگه داشته نشد ({reason})؛ این پرونده فقط برای دیدن باز شد و چیزی نوشته نمی‌شود.",
        "branch_title": "تاریخچهٔ دیگری از همین بازی",
        "branch": "این پرونده همان بازیِ ذخیره‌شده در پوشهٔ ذخیرهٔ خودکار است اما تاریخچه‌اش فرق دارد و هرگز روی آن نوشته نمی‌شود. فقط برای دیدن باز شود؟ «نه»: به‌صورت شاخه‌ای تازه ادامه می‌یابد (شناسهٔ تازه که بازیِ مادر را نگه می‌دارد).",
        "branched": "این بازی به‌صورت شاخه‌ای تازه از بازی {parent} ادامه می‌یابد؛ بازی ذخیره‌شده دست‌نخورده ماند.",
        "viewing": "این بازی فقط برای دیدن باز شده است (تاریخچهٔ دیگری از بازیِ ذخیره‌شده)؛ برای بازی کردن آن را به‌صورت شاخهٔ تازه باز کنید.",
        "copied": "آخرین وضعیت سالمِ «{file}» به‌صورت نسخه‌ای تازه باز شد (شناسهٔ تازه که بازی {parent} را مادر خود نگه می‌دارد). پروندهٔ آسیب‌دیده همان‌جا که بود دست‌نخورده ماند.",
        "open_copy": "باز کردن آخرین وضعیت سالمِ آن به‌صورت نسخهٔ تازه ({actions} حرکت، {when})",
        "good_from_bak": "نسخهٔ سالمِ قبلی (‎.bak) از یک ذخیرهٔ خودکارِ آسیب‌دیده؛ به‌صورت نسخهٔ تازه باز می‌شود و پروندهٔ آسیب‌دیده دست‌نخورده می‌ماند.",
        "good_until": "ذخیرهٔ خودکارِ آسیب‌دیده تا پیش از سطر آسیب‌دیدهٔ {line}؛ به‌صورت نسخهٔ تازه باز می‌شود و پروندهٔ آسیب‌دیده دست‌نخورده می‌ماند.",
        "not_copied": "آخرین وضعیت سالمِ «{file}» باز نشد؛ پرونده همان‌طور که هست می‌ماند.",
        "notes_too_long": "یادداشت‌ها {length} نویسه است و بیشتر از {max} نویسه پذیرفته نمی‌شود؛ یادداشت‌ها ذخیره نشد. کوتاه‌ترش کنید.",
        "notes_bad_text": "یادداشت نویسه‌ای دارد که در فایل بازی نگه داشته نمی‌شود؛ یادداشت ذخیره نشد.",
        "no_game": "هنوز بازی‌ای شروع نشده است؛ نخست بازی تازه‌ای شروع کنید.",
        "nothing_to_undo": "حرکتی برای بازگرداندن نیست (پخش نقش‌ها بازگردانده نمی‌شود).",
        "nothing_to_redo": "حرکت بازگردانده‌ای برای دوباره انجام دادن نیست.",
        "bad_name": "نام بازیکن صندلی {seat} متن درستی نیست؛ نویسهٔ کنترلی دارد یا بیش از ۲۰۰ نویسه است.",
        "later_lines": "پس از سطر آسیب‌دیدهٔ {line}، {later} سطر دیگر در پرونده هست که در بازی نیامده است.",
        "later_kept": "سطر آسیب‌دیدهٔ {line} و {later} سطرِ پس از آن در یک نسخهٔ جدا نگه داشته شد: {copy}",
        "has_copy": "آخرین وضعیت سالمِ آن پیش‌تر به‌صورت نسخهٔ تازه باز شده است: {copies}. تا وقتی این پرونده را پاک یا جابه‌جا نکنید در بایگانی می‌ماند، اما دیگر هنگام شروع پیشنهاد نمی‌شود.",
    },
    "en": {
        "at_line": " (line {line})",
        "torn": "The last line of “{file}” was cut short (a power cut or a crash) and is not part of the game: line {line}, {action}. The game opened up to the action before it. At the next action a copy of the file is kept (.torn) and that line is cut.",
        "torn_action": "the action “{what}”",
        "torn_unreadable": "an unreadable action",
        "newer_title": "A newer record of this game",
        "newer": "The autosave folder holds a newer record of this game ({kept} actions; this file has {mine}). Open the newer record? No goes on with this same game (same id, one game in the statistics) from this file's point, and keeps the newer record whole in a separate copy: {copy}",
        "newer_kept": "This game goes on from this file ({mine} actions); the newer record ({kept} actions) was kept whole in a separate copy: {copy}",
        "newer_not_kept": "The newer record could not be kept in a separate copy ({reason}); this file opened to view only and nothing is written.",
        "branch_title": "Another history of this game",
        "branch": "This file is the game saved in the autosave folder, but with another history, which is never written over it. Open it to view only? No continues it as a new branch (a new id that records its parent).",
        "branched": "This game continues as a new branch of game {parent}; the saved game was left untouched.",
        "viewing": "This game is open to view only (another history of a saved game); open it as a new branch to play it.",
        "copied": "The last good state of “{file}” opened as a copy (a new id that records game {parent} as its parent). The damaged file was left untouched where it is.",
        "open_copy": "Open its last good state as a copy ({actions} actions, {when})",
        "good_from_bak": "the previous good copy (.bak) of a damaged autosave; it opens as a copy and the damaged file is left untouched.",
        "good_until": "the damaged autosave up to its damaged line {line}; it opens as a copy and the damaged file is left untouched.",
        "not_copied": "The last good state of “{file}” could not be opened; the file is kept as it is.",
        "notes_too_long": "The notes are {length} characters long; at most {max} are accepted. The notes were not saved: please shorten them.",
        "notes_bad_text": "The note holds a character a game file cannot keep; it was not saved.",
        "no_game": "No game has been started yet: start a new game first.",
        "nothing_to_undo": "There is no action to undo (the deal is never undone).",
        "nothing_to_redo": "There is no undone action to redo.",
        "bad_name": "The name of seat {seat} is not valid text: it holds a control character or is longer than 200 characters.",
        "later_lines": "After the damaged line {line}, the file holds {later} more lines that are not part of the game.",
        "later_kept": "The damaged line {line} and the {later} lines after it were kept in a separate copy: {copy}",
        "has_copy": "Its last good state was already opened as a copy: {copies}. It stays in the archive until you delete or move this file, but is no longer offered at start.",
    },
}


def journal_text(key: str, lang: str = "fa", **facts: Any) -> str:
    """A sentence of :data:`JOURNAL` in ``lang`` with its ``{facts}`` filled in (a file
    name is isolated for bidi; a count in the language's digits: a narrator's trial read
    «(42 حرکت)» in the Persian question about a newer record)."""
    if "file" in facts:
        facts["file"] = isolate(str(facts["file"]))
    for name, value in facts.items():  # a count in Persian digits in Persian (CF45-21)
        if isinstance(value, int) and not isinstance(value, bool):
            facts[name] = digits(value, lang)
    return JOURNAL[lang][key].format(**facts)


def torn_text(torn: Any, file: Any, lang: str = "fa") -> str:
    """The sentence for a torn last line (:class:`~narrator_app.engine.journal.TornLine`)."""
    table = JOURNAL[lang]
    action = (table["torn_action"].format(what=torn.describe()) if torn.kind
              else table["torn_unreadable"])
    return journal_text("torn", lang, file=file, line=torn.line, action=action)


# ---------------------------------------------------------------------------------------
# a step with nobody to choose
# ---------------------------------------------------------------------------------------
#: By the option's word (``Option.name``: the ability), else ``*``: said when the rules leave
#: no legal target for any option of the step, so the narrator records «none» (no action).
NO_TARGET = {
    "fa": {
        "revive": "کسی برای بازگرداندن نیست.",
        "*": "امشب هیچ هدف مجازی برای این انتخاب نیست؛ «بدون اکشن» را ثبت کنید.",
    },
    "en": {
        "revive": "There is nobody to bring back.",
        "*": "There is no legal target for this choice tonight: record “None” (no action).",
    },
}


def no_target_text(option: str | None, lang: str = "fa") -> str:
    """The sentence for a step whose ``option`` (its ability word, e.g. ``revive``) has no
    legal target now; a general sentence for any other option."""
    table = NO_TARGET[lang]
    return table.get(option or "", table["*"])


# ---------------------------------------------------------------------------------------
# the list of scenarios (the New game dialog)
# ---------------------------------------------------------------------------------------
#: ``reading``: shown in the list while the club's scenario files are read on a worker
#: thread; ``refused``: after the name of a club file that cannot be used (its reason is on
#: the item's tooltip); ``refused_file`` and ``more_files``: the New game dialog's line
#: under the list that says why (SC107-4).
SCENARIO_LIST = {
    "fa": {
        "reading": "پرونده‌های سناریوی باشگاه خوانده می‌شوند…",
        "refused": "پذیرفته نشد",
        "refused_file": "فایل باشگاه {name} پذیرفته نشد:",
        "more_files": "و {n} فایل دیگر باشگاه هم پذیرفته نشد (دلیلش روی نامش در فهرست).",
    },
    "en": {
        "reading": "Reading the club's scenario files…",
        "refused": "refused",
        "refused_file": "The club file {name} was refused:",
        "more_files": "and {n} more club files were refused (the reason is on each one's "
                      "name in the list).",
    },
}


def scenario_list_text(key: str, lang: str = "fa") -> str:
    """A word of the scenario list: ``reading`` or ``refused`` (:data:`SCENARIO_LIST`)."""
    return SCENARIO_LIST.get(lang, SCENARIO_LIST["en"])[key]


#: A refused scenario file's fault in the narrator's words, by pydantic's error kind
#: (``engine.scenario.Fault.kind``; a kind ending ``_type`` or ``_parsing`` not listed is
#: ``_type``); {field} the field's path, {hint} the field it is nearest to, {reason} the
#: loader's own (English) words. A fault of the loader's own checks keeps its reason
#: (SC107-4).
SCENARIO_FAULTS: dict[str, dict[str, str]] = {
    "fa": {
        "line": "سطر {line}: ",
        "missing": "{field}: این فیلد لازم است و در فایل نیست.",
        "extra_forbidden": "{field}: چنین فیلدی در قالب سناریو نیست.",
        "extra_forbidden/hint": "{field}: چنین فیلدی در قالب سناریو نیست؛ شاید منظور «{hint}» است.",
        "int_type": "{field}: باید یک عدد صحیح باشد.",
        "int_type/quoted": "{field}: عدد در گیومه نوشته شده است؛ آن را بی‌گیومه بنویسید.",
        "float_type": "{field}: باید یک عدد باشد.",
        "bool_type": "{field}: باید true یا false باشد.",
        "string_type": "{field}: باید یک متن در گیومه باشد.",
        "list_type": "{field}: باید یک فهرست [ … ] باشد.",
        "dict_type": "{field}: باید یک جدول {{ … }} باشد.",
        "_type": "{field}: نوع این مقدار درست نیست.",
        "literal_error": "{field}: این مقدار از گزینه‌های مجاز نیست ({reason}).",
        "string_pattern_mismatch": "{field}: شکل نوشتن این مقدار درست نیست (حروف کوچک لاتین، رقم و _).",
        "other": "{field}: {reason}",
        "plain": "{reason}",
        "more": "و {n} ایراد دیگر",
    },
    "en": {
        "line": "line {line}: ",
        "missing": "{field}: a required field is missing.",
        "extra_forbidden": "{field}: no such field in a scenario file.",
        "extra_forbidden/hint": "{field}: no such field in a scenario file; did you mean {hint!r}?",
        "int_type": "{field}: must be a whole number.",
        "int_type/quoted": "{field}: a number written in quotes; write it without quotes.",
        "float_type": "{field}: must be a number.",
        "bool_type": "{field}: must be true or false.",
        "string_type": "{field}: must be a text in quotes.",
        "list_type": "{field}: must be a list [ … ].",
        "dict_type": "{field}: must be a table {{ … }}.",
        "_type": "{field}: this value has the wrong type.",
        "literal_error": "{field}: not one of the allowed values ({reason}).",
        "string_pattern_mismatch": "{field}: not written as allowed (lower-case letters, digits and _).",
        "other": "{field}: {reason}",
        "plain": "{reason}",
        "more": "and {n} more faults",
    },
}
#: pydantic's kinds read as another's sentence.
_FAULT_KINDS = {"int_parsing": "int_type", "float_parsing": "float_type",
                "bool_parsing": "bool_type", "model_type": "dict_type",
                "model_attributes_type": "dict_type", "enum": "literal_error"}


def scenario_fault_text(fault: Any, lang: str = "fa") -> str:
    """One fault of a refused scenario file (``engine.scenario.Fault``) for the window: its
    line («سطر ۱۶: » / "line 16: ") and, for the model's common kinds (a field missing, an
    unknown field, a value of the wrong type or not among the allowed ones), a sentence in
    ``lang`` with the field's path; the loader's own checks keep their (English) reason.
    Never raises."""
    table = SCENARIO_FAULTS.get(lang, SCENARIO_FAULTS["en"])
    kind = str(getattr(fault, "kind", "") or "")
    kind = _FAULT_KINDS.get(kind, kind)
    field, reason = str(getattr(fault, "field", "")), str(getattr(fault, "reason", ""))
    hint = str(getattr(fault, "hint", "") or "")
    if kind == "int_type" and "without quotes" in reason:
        key = "int_type/quoted"
    elif kind == "extra_forbidden" and hint:
        key = "extra_forbidden/hint"
    elif kind in table and kind not in ("line", "other", "plain", "more"):
        key = kind
    elif kind.endswith(("_type", "_parsing")):
        key = "_type"
    else:
        key = "other" if field else "plain"
    if key == "literal_error":  # pydantic's «Input should be 'a' or 'b'»: the values only
        reason = ", ".join(re.findall(r"'[^']*'", reason)) or reason
    text = table[key].format(field=isolate(field), hint=hint, reason=reason)
    line = getattr(fault, "line", None)
    if isinstance(line, int) and line > 0:
        text = table["line"].format(line=digits(line, lang)) + text
    return text


def refused_file_text(faults: Any, lang: str = "fa", limit: int = 3) -> str:
    """The faults of one refused scenario file (``faults``: its ``Fault`` list), one a
    line (:func:`scenario_fault_text`), at most ``limit`` then «and N more faults»."""
    faults = list(faults)
    lines = [scenario_fault_text(f, lang) for f in faults[:limit]]
    if len(faults) > limit:
        table = SCENARIO_FAULTS.get(lang, SCENARIO_FAULTS["en"])
        lines.append(table["more"].format(n=digits(len(faults) - limit, lang)))
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------
# the options of the general kinds' steps (the night panel's buttons, the recorded choice)
# ---------------------------------------------------------------------------------------
#: Option name (``Option.name``: a kind's action, or the team action a scenario file names
#: for it, club_scenarios 9) → (Persian, English). The window's own translations come first;
#: these name every option a shipped kind or file gives, so no raw word reaches a button.
OPTION_TEXT: dict[str, tuple[str, str]] = {
    "heir_of": ("انتخاب وارث", "Inherit from"),  # inherit_role (club_scenarios 6.6; Z104-12)
    "reflect": ("بازتاب", "Reflect"),  # reflect (club_scenarios 6.8)
    "nato": ("ناتو", "NATO"),  # guess_role's team action (club_scenarios 3.6, 4.6)
    "recruit": ("عضوگیری", "Recruit"),  # convert's team action (club_scenarios 6.6)
    "trade": ("سوداگری", "Trade"),  # convert's team action (club_scenarios 4.6)
    "negotiate": ("مذاکره", "Negotiate"),  # convert's team action (club_scenarios 5.6)
    "execute": ("حدس جلاد", "Executioner's guess"),  # guess_role's (6.6)
    "mine": ("مین‌گذاری", "Lay a mine"),  # trap (club_scenarios 4.6)
    "protect": ("محافظت", "Shield"),
    "hold": ("گروگان‌گیری", "Take hostage"),
    "give": ("دادن تفنگ", "Give guns"),
    "give_the_bullet": ("دادن گلوله", "Give the bullet"),  # the soldier's bullet (4.6)
    "summon": ("احضار دو نفر", "Summon two"),
    "link": ("پیوند", "Link"),
    "poison": ("زهر", "Poison"),
    "guess_role": ("حدس نقش", "Guess a role"),
    "sacrifice": ("فدا", "Sacrifice"),
    # Namayande's kinds and its representatives' day (club_scenarios 4.6, 4.8)
    "hack": ("هک", "Hack"),  # block's verb (the hacker)
    "defend": ("وکالت", "Defend"),  # keep_out (the lawyer)
    "pick_player": ("انتخاب یک نفر", "Pick a player"),  # inquiry asked by the picked player
    "inquire": ("استعلام", "Inquire"),
    "treason": ("رأی خیانت", "Treason vote"),  # move_vote (the Don's team field)
    "rep": ("نماینده", "representative"),
    "delta": ("جابه‌جایی رأی", "vote moved by"),
    "defused": ("شلیک خنثی", "defused shot"),
    "shoot": ("شلیک", "Shoot"),
    "elect": ("انتخاب نمایندگان", "Elect"),
    "accuse": ("دو متهم", "Two accused"),
    "accuse_same": ("یک متهم برای هر دو", "One accused by both"),
    "strike": ("ضربهٔ یاغی", "The rebel strikes"),
    "target": ("هدف", "target"),
    "election": ("انتخاب نمایندگان", "election"),
    "accused": ("متهم‌ها", "accused"),
    "terror": ("ضربهٔ یاغی", "the rebel's strike"),
    # the day powers' and the day guns' fields (club_scenarios 4.8, 6.8)
    "held": ("رأی‌گیری برگزار شد", "the vote is held"),
    "exit_votes": ("رأی خروج", "exit votes"),
    "votes": ("رأی‌ها", "votes"),
    "trustee": ("معتمد", "trustee"),
    "suspects": ("مظنون‌ها", "suspects"),
    "real": ("تفنگ جنگی به", "the war gun to"),
    "lottery": ("قرعهٔ مرگ", "death lottery"),
}


#: A place of an option whose seats take different keys (``Option.place_words``) → its
#: word where the option's own word would mislead (the guide's ``pick`` is not «Pick
#: three»): (Persian, English). Said in the night's prompt and chosen seats (CF80-52).
PLACE_TEXT: dict[str, tuple[str, str]] = {
    "pick": ("بازیکنی که بیدار می‌شود و جواب را می‌گیرد", "the player woken, who is told"),
    "inquire": ("بازیکنی که درباره‌اش پرسیده می‌شود", "the player asked about"),
    "give": ("گیرندهٔ گلوله", "the bullet's holder"),
    "shoot": ("هدف شلیک", "the shot's target"),
}


def place_text(name: str, lang: str = "fa") -> str | None:
    """The word of an option's place ``name`` in ``lang`` (:data:`PLACE_TEXT`); None when
    the option's own word serves."""
    pair = PLACE_TEXT.get(name)
    if pair is None:
        return None
    return pair[0] if lang == "fa" else pair[1]


def option_text(name: str, lang: str = "fa") -> str | None:
    """The button's word for the option ``name`` in ``lang`` (``fa`` or ``en``); None when
    the kinds give no word for it (:data:`OPTION_TEXT`)."""
    pair = OPTION_TEXT.get(name)
    if pair is None:
        return None
    return pair[0] if lang == "fa" else pair[1]


#: The game log's words for what a kind's line names (the narrator's log, both languages):
#: a private signal's name that is no role (``heir``, ``commando``) and an event of a kind
#: (``gun``, ``election``) → (Persian, English).
LOG_WORDS: dict[str, tuple[str, str]] = {
    "heir": ("وارث", "heir"),  # inherit_role: the role the heir takes (club_scenarios 6.6)
    "commando": ("تکاور", "commando"),  # retaliate: woken (club_scenarios 3.6)
    "gun": ("شلیک تفنگ", "gun shot"),  # a day gun: Capo's (6.6), the gunner's (2.6)
    "election": ("انتخاب نماینده‌ها", "election of the representatives"),  # 4.4
    "accused": ("متهم‌های نماینده‌ها", "the representatives' accused"),  # 4.8
    "woken": ("بیدار شد", "woken"),
    "none": ("هیچ", "none"),
    "mafia": ("مافیا", "mafia"),
    "city": ("شهروند", "citizen"),
    "citizen": ("شهروند", "citizen"),
    "war": ("جنگی", "war"),
    "blank": ("مشقی", "blank"),
    "exposed": ("لو رفت", "exposed"),  # inquiry: a mafia pick shown the guide (4.6)
    "terror": ("ضربهٔ یاغی", "the rebel's strike"),  # armed_revenge's day line (4.6)
}


def log_word(word: str, lang: str = "fa") -> str | None:
    """The log's word for ``word`` in ``lang`` (:data:`LOG_WORDS`); None when unknown."""
    pair = LOG_WORDS.get(word)
    if pair is None:
        return None
    return pair[0] if lang == "fa" else pair[1]
