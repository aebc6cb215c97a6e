"""UI wording shared by the window's panels: phase titles, token and status labels, step
titles and the description of a recorded choice.

Strings are English inside ``QCoreApplication.translate("Ravi", …)`` (the Persian ``.qm`` is
made from them); role and scenario names come from the scenario file; numbers are written
with :func:`narrator_app.messages.digits` (Persian digits in Persian).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel

from narrator_app.messages import digits, isolate, option_text, para_mark, place_text, role_name

if TYPE_CHECKING:
    from narrator_app.engine import Scenario

CONTEXT = "Ravi"


#: ``translate("Ravi", "literal")``: written out at each call so that ``pyside6-lupdate``
#: extracts the text with its context.
translate = QCoreApplication.translate


def tr(text: str) -> str:
    """Translate ``text`` in the ``Ravi`` context (for texts not written at a call site)."""
    return QCoreApplication.translate(CONTEXT, text)


#: Style sheet rules of every window of the app (main window, public display): each label
#: shows its text as plain text, so a player's name such as ``<img src=…>`` or ``<b>`` is
#: shown as typed, never rendered — a label added later is plain by construction. Only a
#: label marked with :func:`rich_label` (its markup built here, names escaped) renders
#: HTML; the tooltip label keeps Qt's automatic format (tooltips go through
#: :func:`plain_tip`).
PLAIN_LABELS = (
    "QLabel { qproperty-textFormat: PlainText; }"
    ' QLabel[richText="true"] { qproperty-textFormat: RichText; }'
    " QLabel#qtooltip_label { qproperty-textFormat: AutoText; }"
)


def escape(text: str, quote: bool = True) -> str:
    """``text`` with ``&``, ``<`` and ``>`` (and, with ``quote``, ``"`` and ``'``) written as
    HTML character references: the same text as :func:`html.escape` gives, without loading
    the :mod:`html` package, whose tables of the named characters (≈ 2 000 entries) would
    stay in memory for the session (the window's peak memory with a game open,
    ``memory_ratio_persian``); the desk escapes every player's name it shows as rich text
    with it."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if quote:
        text = text.replace('"', "&quot;").replace("'", "&#x27;")
    return text


def rich_label(label: QLabel) -> QLabel:
    """Mark ``label`` as rendering HTML (its text must escape every name: :func:`escape`)."""
    label.setProperty("richText", True)
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


def plain_tip(text: str) -> str:
    """``text`` (which may hold a player's name) as a tooltip that shows it as typed: Qt
    renders a tooltip as HTML when it looks like HTML, so a text with ``<`` or ``&`` is
    escaped and wrapped in a paragraph that keeps its line breaks."""
    if "<" not in text and "&" not in text:
        return text
    return "<p style='white-space:pre-wrap'>" + escape(text, quote=False) + "</p>"


def fill(template: str, *args: Any) -> str:
    """Qt-style ``%1 %2`` substitution (translations may reorder the placeholders)."""
    out = template
    for i, a in enumerate(args, 1):
        out = out.replace(f"%{i}", str(a))
    return out


#: A number (Persian or ASCII digits), the space after it and a letter: a count and its word.
_COUNT_WORD = re.compile(r"(\d) (?=[^\W\d_])")


def counts_kept(text: str) -> str:
    """``text`` with each number joined to the word after it by a no-break space (U+00A0):
    «۵ رأی», «۱۱ نفر», «6 votes» never part at a wrapped line's end, the count at one
    line's end and its word at the next (a narrator's trial, LY113-4). A number followed
    by anything but a letter («۳ (رضا)», «۳:») keeps its space."""
    return _COUNT_WORD.sub("\\1\u00a0", text)


def players_line(names: Sequence[str], lang: str = "fa") -> str:
    """A game's players on one line, seats from 1 in order: each name typed, an unnamed seat
    by its number, never an empty place between two commas; ``""`` when no name was typed
    (the caller says the seats counted, :func:`unnamed_seats`). Used by the archive's
    players column and the resume offer (WF32-5). A :func:`list_text`: opened by the
    language's mark, each name in its own isolate inside an isolate of the language's
    direction (:func:`item_isolate`), so that
    its comma stays on the language's side of it and a wrapped line keeps the direction of
    the line before it (CF80-43)."""
    if not any(n.strip() for n in names):
        return ""
    return list_text([item_isolate(isolate(n), lang) if n.strip() else digits(i, lang)
                      for i, n in enumerate(names, 1)], lang)


def phase_title(phase: str, number: int, lang: str = "fa", scenario: Any = None) -> str:
    """«روز معارفه», «شب معارفه», «روز ۲», «شب ۱» (English until the translation exists);
    ``number`` the engine's, said as the narrator says it in ``scenario`` (its
    ``shown_number``: Werewolf's first day after Night 1 is Day 1, WW32-4)."""
    if scenario is not None:
        number = scenario.shown_number(phase, number)
    if phase == "intro_day":
        return translate("Ravi", "Intro day")
    if phase == "intro_night":
        return translate("Ravi", "Intro night")
    if phase == "day":
        return fill(translate("Ravi", "Day %1"), digits(number, lang))
    if phase == "night":
        return fill(translate("Ravi", "Night %1"), digits(number, lang))
    return translate("Ravi", "No game")


def unnamed_seats(count: int, lang: str = "fa") -> str:
    """«12 seats (unnamed)» / «۱۲ صندلی (بی‌نام)»: the players of a game with no name typed,
    the seats counted (:func:`players_line` is ``""`` then). The count alone, «12», read as
    nothing under «Players» (Z103-16); the archive's players column and the resume offer
    say the same words (Z104-4)."""
    #: A game's players when no name was typed (the archive's players column, the resume
    #: offer): %1 the seats counted.
    return fill(translate("Archive", "%1 seats (unnamed)"), digits(count, lang))


def game_title(phase: str, number: int, winner: str | None, lang: str = "fa",
               scenario: Any = None) -> str:
    """The header's title: :func:`phase_title`, or «Game over» («پایان بازی») once the game
    has a ``winner`` (issue 23: the header and the window title said «Day 4» after the win)."""
    if winner:
        return translate("Ravi", "Game over")
    return phase_title(phase, number, lang, scenario)


def token_label(token: str) -> str:
    """Tonight's token on a seat (``tokens_tonight``)."""
    labels = {
        "shot": translate("Ravi", "shot"),
        "saved": translate("Ravi", "saved"),
        "blocked": translate("Ravi", "blocked"),
        "leon": translate("Ravi", "Leon"),
        "inquired": translate("Ravi", "inquiry"),
        "revive": translate("Ravi", "revive"),
        "bought": translate("Ravi", "bought"),
        "sixth_sense": translate("Ravi", "sixth sense"),
        "slaughtered": translate("Ravi", "slaughtered"),
        "handcuffed": translate("Ravi", "handcuffed"),
        "cursed": translate("Ravi", "cursed"),
        "guessed": translate("Ravi", "guessed"),
    }
    return labels.get(token, token)


def status_label(status: str) -> str:
    return {
        "alive": translate("Ravi", "in game"),
        "half_dead": translate("Ravi", "half-dead"),
        "dead": translate("Ravi", "out"),
    }.get(status, status)


def side_label(side: str | None, scenario: Scenario | None = None, lang: str = "fa") -> str:
    """A side's name: the scenario file's own (``[sides]``, club_scenarios 0.4: werewolf's
    «گرگینه‌ها» / «روستا») in ``lang`` when ``scenario`` names ``side``, else the app's word
    (City, Mafia, Independent; «not chosen» for none)."""
    own = scenario.side_name(side, lang) if scenario is not None else None
    if own:
        return own
    return {
        "city": translate("Ravi", "City"),
        "mafia": translate("Ravi", "Mafia"),
        "independent": translate("Ravi", "Independent"),
    }.get(side or "", translate("Ravi", "not chosen"))


def answer_words(state: Any, role: str, value: str, lang: str = "fa") -> str:
    """The word an inquiry's side answer ``value`` (``mafia`` / ``citizen``) is given in to
    the holder of ``role``: the scenario's own (the engine's ``answer_word``: the role's
    ``answer_words``, else the file's side names; Werewolf's seer «گرگینه» / «روستا»), else
    the app's «Mafia» / «Citizen». ``state`` None: the app's word."""
    from narrator_app.engine import answer_word

    own = answer_word(state, role, value, lang) if state is not None else None
    if own:
        return own
    return side_label("mafia") if value == "mafia" else translate("Ravi", "Citizen")


def nostradamus_count_line(count: Any, scenario: Scenario | None, lang: str = "fa",
                           private: bool = False) -> str:
    """What Nostradamus was shown (``count``, a number of the team's members among his
    picks) in ``lang``: «Nostradamus was shown: 1 mafia», or with the file's name of the
    team where ``[sides]`` gives one («… 1 of the Werewolves», club_scenarios 0.4;
    LY115-3); ``private``: tagged «[narrator only]» (the morning box's private lines)."""
    team = scenario.side_name("mafia", lang) if scenario is not None else None
    if team:
        template = (translate("Ravi", "[narrator only] Nostradamus was shown: %1 of the %2")
                    if private else translate("Ravi", "Nostradamus was shown: %1 of the %2"))
        return fill(template, digits(count, lang), team)
    template = (translate("Ravi", "[narrator only] Nostradamus was shown: %1 mafia")
                if private else translate("Ravi", "Nostradamus was shown: %1 mafia"))
    return fill(template, digits(count, lang))


def chosen_side_words(side: str | None) -> str:
    """An independent who plays with the side he chose (Nostradamus, rules_spec 3.1.2 step
    3.2): «independent, playing with the city» / «… the mafia», or «independent, no side
    chosen yet»; the same words in the trackers, the winner banner and the New game dialog
    (issue 23: he was «independent» in one place and «City» in another)."""
    return {
        "city": translate("Ravi", "independent, playing with the city"),
        "mafia": translate("Ravi", "independent, playing with the mafia"),
    }.get(side or "", translate("Ravi", "independent, no side chosen yet"))


def winner_label(winner: str | None, scenario: Scenario | None = None, lang: str = "fa") -> str:
    """Who won, in words (banner, log, archive).

    In:  the engine's ``GameState.winner``: a side (``"city"``, ``"mafia"``) or, when an
         independent won alone, his ability kind (``"zodiac"``, ``"jack"``, ``"sherlock"``),
         or ``"lovers"`` (a mixed couple, club_scenarios 7.9);
         the game's scenario, whose file names the role; the language.
    Out: the side's name, or the independent role's name from the scenario file (the kind
         itself when no scenario is given or it has no such role).
    """
    if winner in (None, "", "city", "mafia", "independent"):
        return side_label(winner, scenario, lang)
    if winner == "lovers":  # a mixed couple's win (``parity_with_lovers``, club 7.9)
        return translate("Ravi", "Lovers")
    if scenario is not None:
        return role_name(scenario, winner, lang)
    return str(winner)


def game_over_line(winner: str | None, scenario: Scenario | None, seats: str,
                   lang: str = "fa") -> str:
    """The desk's and the replay's end-of-game line: «Game over. Winner: %1. Winning seats:
    %2», the winner named by :func:`winner_label` and ``seats`` already in words. «Winner:
    …», not «… wins»: a side's name may be plural («Werewolves», «Lovers»; a narrator's
    trial read «Lovers wins.», decisions Z105-2), and the line reads right for every one."""
    return fill(translate("Ravi", "Game over. Winner: %1. Winning seats: %2"),
                winner_label(winner, scenario, lang), seats)


def item_isolate(text: str, lang: str = "fa") -> str:
    """``text`` (one item of a list: «۸ (Sara)») in an isolate of the UI language's direction
    (RLI in Persian, LRI in English, closed by PDI): its number and name keep their order
    whatever the line's direction and whatever script the name is in (BD29: «(رضا) 3» in an
    English list of Persian names)."""
    opening = "\u2067" if lang == "fa" else "\u2066"
    return f"{opening}{text}\u2069"


def key_isolate(keys: str) -> str:
    """A key sequence («Esc», «Ctrl+Shift+Z») as printed on the keys, in a left-to-right
    isolate (LRI … PDI): in a Persian line its colon or comma stays on its side, and a
    line that starts with it still takes the line's own direction (TB30-2)."""
    return f"\u2066{keys}\u2069"


def arrow(lang: str = "fa") -> str:
    """The arrow from one seat to another («shooter → target») as the language reads: «←»
    in Persian, laid right to left (U+2192 is not mirrored: «۱۳ → ۱۱» pointed back at the
    shooter, a narrator's trial), «→» in English."""
    return " ← " if lang == "fa" else " → "


def seat_short(seat: int, names: tuple[str, ...] | list[str], lang: str = "fa") -> str:
    """«۸ (Sara)»: the seat number and the player's name (isolated, FSI … PDI), joined by a
    no-break space so a wrapped line never parts the number from the name; the whole item
    in the UI language's isolate (:func:`item_isolate`) when it has a name."""
    name = names[seat - 1] if 0 < seat <= len(names) else ""
    if not name:
        return digits(seat, lang)
    return item_isolate(f"{digits(seat, lang)}\u00a0({isolate(name)})", lang)


def list_text(items: list[str], lang: str = "fa") -> str:
    """``items`` joined by the language's comma («، » / «, »), opened by the language's
    paragraph mark (:func:`narrator_app.messages.para_mark`): a line that is only this list
    (the timer's speaking order, a tracker) takes the UI language's direction, not the one
    of the first name (Qt's rich text does not skip isolates when it guesses it); "" for no
    items (BD29)."""
    if not items:
        return ""
    sep = "، " if lang == "fa" else ", "
    return para_mark(lang) + sep.join(items)


def seats_list(seats: list[int], names, lang: str = "fa") -> str:
    """«۱ (علی)، ۲ (مریم)»: every seat as :func:`seat_short` (each item isolated in the UI
    language's direction, each name in its own isolate) in a :func:`list_text`; "" for no
    seats."""
    return list_text([seat_short(s, names, lang) for s in seats], lang)


def seats_and(seats: list[int], names, lang: str = "fa") -> str:
    """«۳ (علی) و ۴ (مریم)», «3, 4 and 5»: every seat as :func:`seat_short`, the last joined
    by the language's «and» («و» / «and»), the others by its comma, inside a sentence; ""
    for no seats."""
    items = [seat_short(s, names, lang) for s in seats]
    if len(items) < 2:
        return "".join(items)
    sep, conj = ("، ", " و ") if lang == "fa" else (", ", " and ")
    return sep.join(items[:-1]) + conj + items[-1]


#: Tables of translated words already made: ``{(table, language, translations epoch):
#: {key: text}}`` (:func:`_per_language`).
_TABLES: dict[tuple[str, object, object], dict[str, str]] = {}


def _per_language(name: str, build: Callable[[], dict[str, str]]) -> dict[str, str]:
    """The table ``name`` made by ``build`` (every entry a ``translate`` call) once per
    language and set of translations (``apply_language`` sets both on the application),
    instead of at every call: a long game's log asked them 66 000 times on opening.
    Made afresh, never kept, while no language is set."""
    app = QCoreApplication.instance()
    if app is None or app.property("ravi_language") is None:
        return build()
    key = (name, app.property("ravi_language"), app.property("ravi_translations"))
    table = _TABLES.get(key)
    if table is None:
        table = _TABLES[key] = build()
    return table


def step_title(key: str, role: str | None, scenario: Scenario | None, lang: str = "fa") -> str:
    """The checklist title of a night step: the role's name, or what the narrator does. A
    step that is not a role's is titled by the file's own name for it when the file gives
    one (Werewolf's «Werewolves», WW32-1; Capo's «اعلام عضوگیری», «عضو تازهٔ مافیا»,
    CR38-6), else by the app's words («Mafia team», «Announce the purchase aloud» …)."""
    if scenario is not None and not scenario.has_role(role or key):
        own = next((d for d in (*scenario.night, *scenario.intro_night)
                    if d.key == key and d.name is not None), None)
        if own is not None:
            return scenario.step_name(own, lang)
        team = scenario.side_name("mafia", lang)  # the file's team, never «مافیا» (LY115-3)
        if team and key == "mafia":
            return team
        if team and key == "mafia_meet":
            return fill(translate("Ravi", "%1 meet each other"), team)
    titles = _per_language("step_titles", _step_titles)
    if key in titles:
        return titles[key]
    if scenario is not None and scenario.has_role(role or key):
        return role_name(scenario, role or key, lang)
    if scenario is not None:  # a reminder step of the file: its own name
        step = next((d for d in (*scenario.intro_night, *scenario.night) if d.key == key), None)
        if step is not None:
            return scenario.step_name(step, lang)
    return key


def _step_titles() -> dict[str, str]:
    return {
        "mafia": translate("Ravi", "Mafia team"),
        "mafia_meet": translate("Ravi", "Mafia meet each other"),
        "city_roles": translate("Ravi", "City roles show a like"),
        "purchase_announcement": translate("Ravi", "Announce the purchase aloud"),
        "bought_player": translate("Ravi", "Wake the bought player"),
        "kane_sacrifice": translate("Ravi", "Citizen Kane leaves tonight (narrator's shot)"),
        "withdraw": translate("Ravi", "Left the table"),
    }


def option_label(name: str, lang: str | None = None, scenario: Scenario | None = None) -> str:
    """The button of one option of a step (``Option.name``): the scenario file's own word
    for a team action (:meth:`Scenario.team_word`: Werewolf's «کشتن» / "Kill" for the
    ``shot``, Z105-1), else the window's translation, else the kinds' word for it in
    ``lang`` (the interface's language when None; :func:`narrator_app.messages.option_text`),
    else the name itself."""
    own = scenario.team_word(name, lang or app_lang()) if scenario is not None else None
    if own:
        return own
    label = _per_language("option_labels", _option_labels).get(name)
    if label is not None:
        return label
    return option_text(name, lang or app_lang()) or name


def place_label(name: str, lang: str | None = None) -> str:
    """The word of an option's place (``Option.place_words``): the messages' own word for a
    place (:func:`narrator_app.messages.place_text`: the guide's pick, the player asked
    about), else :func:`option_label` of it (the trade's «فدا», «عضوگیری»)."""
    return place_text(name, lang or app_lang()) or option_label(name, lang)


#: An option's word when it names one player where its namesake names several: the
#: charlatan's one-seat ``pick`` (Bazpors; the guide's is ``pick_player``) against
#: Nostradamus's three, the soldier's one bullet (``give``, Namayande 4.6) against the
#: Zodiac gunner's guns (CR37-10, CR38-2). Said on the button (:func:`button_label`) and
#: in the recorded choice (:func:`describe_choice`: the value names one seat).
ONE_PLAYER_WORDS = {"pick": "pick_player", "give": "give_the_bullet"}


def button_label(opt: Any, lang: str | None = None, scenario: Scenario | None = None) -> str:
    """An option's button: :func:`option_label` of its name, except an option of
    :data:`ONE_PLAYER_WORDS` that names one player: a one-seat ``pick`` is «Pick a
    player», not «Pick three»; a ``give`` without gun types is «Give the bullet», not
    «Give guns»."""
    one = (opt.name == "pick" and getattr(opt, "seats", 0) == 1) or (
        opt.name == "give" and not getattr(opt, "kinds", ()))
    return option_label(ONE_PLAYER_WORDS[opt.name] if one else opt.name, lang, scenario)


def app_lang() -> str:
    """The interface language now (``apply_language`` keeps it on the application)."""
    app = QCoreApplication.instance()
    lang = app.property("ravi_language") if app is not None else None
    return lang if lang in ("fa", "en") else "fa"


def _option_labels() -> dict[str, str]:
    return {
        "shot": translate("Ravi", "Shot"),
        "sixth_sense": translate("Ravi", "Sixth sense"),
        "buy": translate("Ravi", "Purchase"),
        "none": translate("Ravi", "None"),
        "block": translate("Ravi", "Block"),
        "save": translate("Ravi", "Save"),
        "shoot": translate("Ravi", "Shoot"),
        "inquire": translate("Ravi", "Inquire"),
        "revive": translate("Ravi", "Revive"),
        "pick": translate("Ravi", "Pick three"),
        "curse": translate("Ravi", "Curse"),
        "guess": translate("Ravi", "Guess a role"),
        "flip": translate("Ravi", "Flip"),
        "steal": translate("Ravi", "Steal"),
        "silence": translate("Ravi", "Silence"),
        "status": translate("Ravi", "Status request"),
        "plant": translate("Ravi", "Plant the bomb"),
        "code": translate("Ravi", "Code"),
        "give": translate("Ravi", "Give guns"),
        "give_the_bullet": translate("Ravi", "Give the bullet"),  # the soldier's (4.6)
        "hold": translate("Ravi", "Take hostage"),
        "negotiate": translate("Ravi", "Negotiate"),  # the convert kind's (club_scenarios 5.6)
        "mine": translate("Ravi", "Lay a mine"),  # the trap kind's (club_scenarios 4.6)
        "protect": translate("Ravi", "Shield"),
        "wake": translate("Ravi", "Wake"),
        "fire": translate("Ravi", "Fire a gun"),
        "ask": translate("Ravi", "Ask for the status"),
        "cancel": translate("Ravi", "Cancel the exit"),
        "eliminate": translate("Ravi", "Send a defender out"),
        "guard_code": translate("Ravi", "Guard's code"),
        "holder_code": translate("Ravi", "Holder's code"),
        "point": translate("Ravi", "Handshake"),
        "heal": translate("Ravi", "Heal"),
        "poison": translate("Ravi", "Poison"),
        "heal_poison": translate("Ravi", "Heal and poison"),  # both the same night (C5)
        # the team's shot with the mine's toll (club_scenarios 4.6, 4.12; CR37-3)
        "shot_sacrifice": translate("Ravi", "Shot and mine toll"),
        "lovers": translate("Ravi", "Lovers"),
        "link": translate("Ravi", "Link"),
        # the count alone: no majority, or no antidote the herbalist can give (6.7 step 0)
        "antidote_votes": translate("Ravi", "Count, no antidote"),
        "antidote_give": translate("Ravi", "Antidote given"),
        "antidote_withhold": translate("Ravi", "Antidote withheld"),
        "summon": translate("Ravi", "Summon two"),
    }


def extra_label(arg: Any, lang: str | None = None) -> str:
    """One value of an option's extra field in words (``Option.extra_choices``): a treason
    vote's ``{rep, delta}`` as «Representative 1, up (+1)» / «…, down (−1)» (club_scenarios
    4.6); another value as the recorded choice says it."""
    lang = lang or app_lang()
    if isinstance(arg, dict) and set(arg) == {"rep", "delta"}:
        rep, delta = arg["rep"], arg["delta"]
        template = (translate("Ravi", "Representative %1, up (+%2)") if delta > 0
                    else translate("Ravi", "Representative %1, down (−%2)"))
        return fill(template, digits(rep, lang), digits(abs(delta), lang))
    return _any_value(arg, None, [], lang)


def no_extra_label(key: str, lang: str | None = None) -> str:
    """The button that leaves an option's extra field out: «No treason vote»."""
    label = option_label(key, lang)
    if (lang or app_lang()) == "en":
        label = label[:1].lower() + label[1:]
    return fill(translate("Ravi", "No %1"), label)


def gun_label(kind: str) -> str:
    """A gun's type (Zodiac): war or blank."""
    return {
        "war": translate("Ravi", "war gun"),
        "blank": translate("Ravi", "blank gun"),
    }.get(kind, kind)


def describe_choice(
    key: str, value: Any, scenario: Scenario | None, names, lang: str = "fa"
) -> str:
    """A recorded choice in words (checklist and log): a list of seats (``withdraw``) as
    «seat (name)», a dict option by option."""
    if isinstance(value, list) and all(isinstance(s, int) and not isinstance(s, bool)
                                       for s in value):
        return seats_list(value, names, lang)
    if not isinstance(value, dict):
        return _any_value(value, scenario, names, lang)
    if not value:
        return translate("Ravi", "No action")
    votes = value.get("votes")
    if (isinstance(votes, int) and not isinstance(votes, bool)
            and set(value) <= {"votes", "give"}):  # the antidote vote (club_scenarios 6.5)
        # a count of hands, not a seat; «give» is the herbalist's answer, not Capo's guns
        words = [fill(translate("Ravi", "Votes for the antidote: %1"), digits(votes, lang))]
        if "give" in value:
            words.append(option_label("antidote_give" if value["give"] is True
                                      else "antidote_withhold", lang))
        return "؛ ".join(words) if lang == "fa" else "; ".join(words)
    if isinstance(value.get("pick"), list):  # three picks and a side (Nostradamus's kind)
        picks = value.get("pick") or []
        return fill(
            translate("Ravi", "Picked %1; side: %2"),
            seats_list(picks, names, lang),
            side_label(value.get("side")),
        )
    parts = []
    for name, arg in value.items():
        if name == "give" and isinstance(arg, dict):
            parts.append(
                f"{option_label(name, lang)}: "
                + ("، " if lang == "fa" else ", ").join(
                    f"{seat_short(int(s), names, lang)} {gun_label(k)}" for s, k in arg.items()
                )
            )
        elif name in ("code", "guard_code", "holder_code") and isinstance(arg, int):
            parts.append(f"{option_label(name, lang)}: {digits(arg, lang)}")
        elif isinstance(arg, bool):  # a flag: its name when set, «name: no» when not
            parts.append(option_label(name, lang) if arg
                         else f"{option_label(name, lang)}: {translate('Ravi', 'No')}")
        elif isinstance(arg, dict) and set(arg) == {"rep", "delta"}:  # a treason vote
            parts.append(f"{option_label(name, lang)}: {extra_label(arg, lang)}")
        elif name == "guess" and isinstance(arg, dict):
            parts.append(
                fill(
                    translate("Ravi", "Guess: %1 as %2"),
                    seat_short(arg.get("seat", 0), names, lang),
                    role_name(scenario, arg.get("role"), lang) if scenario else arg.get("role"),
                )
            )
        elif name == "sixth_sense" and isinstance(arg, dict):
            parts.append(
                fill(
                    translate("Ravi", "Sixth sense: %1 as %2"),
                    seat_short(arg.get("seat", 0), names, lang),
                    role_name(scenario, arg.get("role"), lang) if scenario else arg.get("role"),
                )
            )
        elif isinstance(arg, int):
            # one seat picked (the guide's, club_scenarios 4.6; the soldier's bullet): the
            # one-player word, not Nostradamus's «Pick three» (a list, above) or «Give guns»
            word = option_label(ONE_PLAYER_WORDS[name] if name in ONE_PLAYER_WORDS else name,
                                lang, scenario)
            parts.append(f"{word}: {seat_short(arg, names, lang)}")
        elif isinstance(arg, list) and all(isinstance(x, int) and not isinstance(x, bool)
                                           for x in arg):  # several seats (two saves)
            parts.append(f"{option_label(name, lang)}: {seats_list(arg, names, lang)}")
        else:
            parts.append(f"{option_label(name, lang)}: {_any_value(arg, scenario, names, lang)}")
    return "؛ ".join(parts) if lang == "fa" else "; ".join(parts)


def _any_value(arg: Any, scenario: Scenario | None, names, lang: str = "fa") -> str:
    """An option's value no branch of :func:`describe_choice` names, in words: a seat and a
    role (a team's guess) as «seat as role», another dict option by option, a list item by
    item, a role id as its name, a number in the language's digits."""
    if isinstance(arg, dict) and "seat" in arg and set(arg) <= {"seat", "role"}:
        role = arg.get("role")
        seat = seat_short(int(arg.get("seat") or 0), names, lang)
        if role is None:
            return seat
        return fill(translate("Ravi", "%1 as %2"), seat,
                    role_name(scenario, role, lang) if scenario else str(role))
    if isinstance(arg, dict) and all(isinstance(k, int) for k in arg):  # seat → a count
        return ("، " if lang == "fa" else ", ").join(
            f"{seat_short(k, names, lang)}: {_any_value(v, scenario, names, lang)}"
            for k, v in sorted(arg.items()))
    if isinstance(arg, dict):
        return describe_choice("", arg, scenario, names, lang)
    if isinstance(arg, list):
        return ("، " if lang == "fa" else ", ").join(
            _any_value(x, scenario, names, lang) for x in arg)
    if isinstance(arg, int) and not isinstance(arg, bool):
        return digits(arg, lang)
    if isinstance(arg, str) and scenario is not None and scenario.has_role(arg):
        return role_name(scenario, arg, lang)
    return str(arg)
