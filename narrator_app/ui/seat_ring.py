"""The seat ring: the physical table as the narrator sees it, painted with QPainter.

Geometry (fixed, whatever the language or layout direction — the ring is never mirrored):

* The table is drawn from above, with **the narrator at the bottom centre** of the drawing
  (where the laptop stands). That place is marked «راوی / Narrator» and holds no seat.
* **Seat 1 is the narrator's left-hand neighbour**: the first place clockwise from the
  narrator, the next one left of his on the bottom row — its bottom-left corner, the lowest
  seat of the left side, when the row holds three places or the narrator alone (the rows
  fit the room the ring has: :meth:`SeatRing._splits`). Seats then run **clockwise** as
  seen from above (on screen: along the bottom to the left, up the left side, along the top
  to the right, down the right side), and the last seat is the narrator's right-hand
  neighbour, the bottom-right corner likewise. Talk goes clockwise, so the order on
  screen is the order of speech.
* Places (n seats + the narrator's place) are spread at equal arc length along an ellipse
  filling the widget.

Each seat's card shows, on its first line, its number (Persian digits in Persian, Latin in
English) in a badge and the player's name; on its second the role (from the scenario), whole;
beside them a column of pills, two rows: its status in words (in game: solid card;
half-dead: dotted border and «نیم‌مرده»; out: grey card, dashed border, struck-out name
and «بیرون» — never colour alone) and every token of tonight, each with its own label
(in Persian the card reads from the right); where such cards would leave the table's
centre too thin for the phase's name, the pills go in rows under the texts, or in one row
on the name's line with the role across the card under them; where long names leave no such
card room for it, the pills go at the name line's end and the name takes what they leave of
it, shortened or elided (:meth:`SeatRing._layout`).
While a picker is active a card shows whether it is a legal target (thick border) or not
(dimmed; its tooltip is the refusal sentence).
A seat the narrator keeps a note on carries the word «یادداشت» / "note" in a pill at the
card's outer bottom corner (:meth:`SeatRing.set_noted`; the notes themselves are in the
seat's tooltip, ``notes_panel.NoteTips``): the narrator's desk only.
"Hide roles" hides roles, tokens and the note mark. Clicking a seat emits
``seatClicked(seat)``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations

from PySide6.QtCore import QLineF, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontInfo,
    QFontMetrics,
    QFontMetricsF,
    QImage,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QApplication, QSizePolicy, QToolTip, QWidget

from narrator_app.engine import VOID, token_text
from narrator_app.messages import digits
from narrator_app.ui.texts import (
    fill,
    plain_tip,
    seat_short,
    status_label,
    token_label,
    translate,
)

# Legibility minimums on a seat card, as the font's pixel size (em height) at the
# window's scale (1366×768, 96 dpi): the name, the role, the tokens and status pills
# (docs/decisions.md T17). Nothing on a seat is painted smaller.
MIN_NAME_PX = 16
MIN_ROLE_PX = 15
MIN_TOKEN_PX = 13
# A text line is this many ems high (Vazirmatn's ink of a Persian word fits in 1.1 em).
LINE_EM = 1.3
#: The least share of the ring's width the table's centre keeps when the cards can be
#: shaped for it (two columns of side-by-side cards leave it thin: the pills go under the
#: texts instead; issue 23, the trial's ten seats).
CENTRE_SHARE = 0.25
CARD_PAD_X = 5
CARD_PAD_Y = 3
#: The card's forms (:meth:`SeatRing._card_for`): its pills in a column beside its texts,
#: in two rows under them, in one row under them, or in one row on the name's line, the
#: role under both across the whole card (:data:`NAME_ROW`); or that row at the name line's
#: end, the name taking what the seat's pills leave of the line (:data:`NAME_FIT`: the card
#: no wider than keeps the table's centre, long names shortened or elided, LY105-1); or a
#: column of three rows beside the texts (:data:`TALL`: a taller card where the ring's sides
#: have the room, so that a seat's third token is whole in its own row, LY106-2).
BESIDE, UNDER, ONE_ROW, NAME_ROW, NAME_FIT, TALL = 0, 2, 1, 3, 4, 5
#: The forms whose pills are a column beside the texts (two rows, or three: :data:`TALL`).
COLUMN_FORMS = (BESIDE, TALL)
#: The most rows of pills a card is made tall enough for, where the ring's sides have the
#: room (:data:`TALL`, :data:`UNDER`; LY108-3).
MOST_ROWS = 4


#: A letter of the Arabic script (a Persian word): :meth:`SeatRing.void_strike`.
_ARABIC = re.compile("[\u0600-\u06ff]")


@dataclass(frozen=True)
class RingColours:
    """The ring's colours: the table, the cards by status, the ink, the pills."""

    room: str
    felt: str
    felt_edge: str
    centre_ink: str
    card: str
    card_half: str
    card_out: str
    ink: str
    ink_out: str
    role_ink: str
    border: str
    border_out: str
    badge: str
    badge_out: str
    token: str
    token_ink: str
    status_pill: str
    status_ink: str
    legal: str
    picked: str


# The ring in the light and dark themes: a dark felt with light cards; an out seat is a
# dark slate card with light ink (never grey on grey).
NORMAL = RingColours(
    room="#151b18", felt="#22302a", felt_edge="#3d5247", centre_ink="#e8e2cf",
    card="#f6f2e6", card_half="#e6d9b8", card_out="#3f444a", ink="#1b1b1b", ink_out="#f4f1ea",
    role_ink="#2e2e2e", border="#1b1b1b", border_out="#d9d4c7", badge="#2f4f8f",
    badge_out="#1b1b1b", token="#7a2f2f", token_ink="#ffffff", status_pill="#f4f1ea",
    status_ink="#1b1b1b", legal="#f0a500", picked="#ffd66b",
)
# High contrast: black room, white cards and black ink; an out seat is black with white
# ink and a white dashed border; tokens are yellow with black ink.
CONTRAST = RingColours(
    room="#000000", felt="#000000", felt_edge="#ffffff", centre_ink="#ffffff",
    card="#ffffff", card_half="#ffe9a8", card_out="#000000", ink="#000000", ink_out="#ffffff",
    role_ink="#000000", border="#000000", border_out="#ffffff", badge="#0033cc",
    badge_out="#000000", token="#ffd400", token_ink="#000000", status_pill="#ffffff",
    status_ink="#000000", legal="#00e5ff", picked="#ffd400",
)


def short_role(role: str) -> str:
    """A role's short form for a narrow seat: without the part in brackets and without a
    leading English article («آل‌کاپن (پدرخوانده)» → «آل‌کاپن», "The Godfather" →
    "Godfather"); the full form is on the seat's tooltip."""
    out = re.sub(r"\s*[(（][^)）]*[)）]\s*", " ", role).strip() or role
    return out[4:] if out.startswith("The ") and len(out) > 4 else out


def short_name(name: str) -> str:
    """A name's short form for a narrow seat: the first word and the initials of the others
    ("Seyed Alireza" → "Seyed A."); a one-word name stays whole (elided if still too long)."""
    words = name.split()
    if len(words) < 2:
        return name
    return " ".join([words[0]] + [w[0] + "." for w in words[1:]])


def _shortened(words: list[str], whole: int, last: int) -> str:
    """``words`` with the first ``whole`` kept, the others to their initial, the last word
    to its first ``last`` letters («سید محمدرضا ح.» for ``whole`` 2, ``last`` 1)."""
    whole = min(whole, len(words) - 1)
    middle = [w[0] + "." for w in words[whole:-1]]
    return " ".join([*words[:whole], *middle, words[-1][:last] + "."])


def name_forms(name: str, others: Iterable[str] = ()) -> list[str]:
    """A name's shortened forms for a narrow seat, longest first, each telling the seat
    apart from the others (``others``: the other seats' names): for each count of leading
    words kept whole, all but the last down to the first alone, the words after them to
    their initial («سید محمدرضا ح.», then «سید م. ح.»: :func:`short_name`); where another
    name shortened so reads the same («سیدمحمدحسین م.» at two seats, a narrator's trial,
    LY106-1), the last word keeps one letter more, until the two differ («سیدمحمدحسین مو.»,
    «سیدمحمدحسین می.»; the initial alone where no start tells them apart: the same name
    twice). A form no letter count tells from another name's («سید م. م.» at four seats whose
    last words are the same or start alike, a narrator's trial, LY107-1) is not offered. A
    one-word name has none (it is cut if too long: :func:`cut_name`)."""
    words = name.split()
    if len(words) < 2:
        return []
    rivals = [o.split() for o in others if o.split() != words and len(o.split()) > 1]
    out: list[str] = []
    for whole in range(len(words) - 1, 0, -1):
        form = None
        for last in range(1, max(2, len(words[-1]))):
            shown = _shortened(words, whole, last)
            if all(_shortened(o, whole, last) != shown for o in rivals):
                form = shown
                break
        if form is not None and form not in out:
            out.append(form)
    return out


#: where a name may be cut: between words, at a hyphen, at a zero-width non-joiner
_BREAKS = " -\u200c"


def cut_name(name: str, others: Iterable[str], fits: Callable[[str], bool]) -> str | None:
    """``name`` cut in the middle, its own start + «…» + its own end, so that it still tells
    the seat from the ``others`` (the other seats' names): a name whose start another name
    shares, cut at its end («Alexandra Montgo…» at two seats, a narrator's trial, LY107-1),
    reads «Alexandra…Smith», «فاطمه…موسوی». The end is the shortest tail after a break
    (a space, a hyphen, a zero-width non-joiner) that, with a start, no other name has;
    then the shortest tail of two letters or more; the start the longest up to a break,
    else the longest, of at least two letters, that ``fits`` (a predicate on the text).
    None where no such cut fits (the start alone is then elided)."""
    rivals = [o for o in others if o != name]
    ends = [name[i + 1:] for i in range(len(name) - 1, 0, -1) if name[i] in _BREAKS]
    ends += [name[-i:] for i in range(2, len(name) - 2) if name[-i:] not in ends]
    starts = [name[:i].rstrip(_BREAKS) for i in range(len(name) - 1, 1, -1)
              if name[i] in _BREAKS]
    starts += [name[:i] for i in range(len(name) - 1, 1, -1)]
    for end in ends:
        for start in starts:
            text = start + "…" + end
            if (len(start) < 2 or not end or len(start) + len(end) >= len(name)
                    or not fits(text)):
                continue
            if not any(o.startswith(start) and o.endswith(end)
                       and len(o) >= len(start) + len(end) for o in rivals):
                return text
    return None


def name_breaks(name: str) -> list[tuple[str, str]]:
    """The places ``name`` may go onto two lines: after each hyphen inside it (kept at the
    first line's end, «Maximilian-» / «Alexander») and at each space (dropped), as (first
    line, second line); [] for a name of one piece (LY115-1)."""
    out = []
    for i, ch in enumerate(name):
        if ch == "-" and 0 < i < len(name) - 1:
            first, second = name[: i + 1].strip(), name[i + 1:].strip()
        elif ch == " ":
            first, second = name[:i].strip(), name[i + 1:].strip()
        else:
            continue
        if first and second and first != "-":
            out.append((first, second))
    return out


def one_line(text: str) -> str:
    """A name painted on two lines (:meth:`SeatRing._two_lines`) as one: the break after a
    hyphen joined again, the one at a space a space again."""
    return text.replace("-\n", "-").replace("\n", " ")


def seat_forms(seat: int, names: Sequence[str], lang: str = "fa") -> list[str]:
    """The texts that may stand for ``seat`` (from 1) in a narrow place, longest first:
    «17 (Alexander Hamilton-Jones)» (``texts.seat_short``), then the number with each of
    the name's shortened forms the ring shows, which tell it from the table's other
    ``names`` («17 (Alexander H.)»: :func:`name_forms`, LY106-1); none shortened for a
    name of one word or an unnamed seat (its number alone)."""
    table = list(names)
    out = [seat_short(seat, table, lang)]
    name = table[seat - 1] if 0 < seat <= len(table) else ""
    for form in name_forms(name, table) if name else []:
        text = seat_short(seat, [*table[: seat - 1], form, *table[seat:]], lang)
        if text not in out:
            out.append(text)
    return out


def fitted_seat(seat: int, names: Sequence[str], lang: str,
                fits: Callable[[str], bool]) -> str:
    """``seat`` (from 1) as the longest of :func:`seat_forms` for which ``fits`` (a
    predicate on the whole text) holds; else its name cut in the middle, its own start +
    «…» + its own end, so that it still tells the seat from the others
    (:func:`cut_name`, LY107-1: «17 (Alexander…Jones)»); else its number alone."""
    table = list(names)
    forms = seat_forms(seat, table, lang)
    for text in forms:
        if fits(text):
            return text
    name = table[seat - 1] if 0 < seat <= len(table) else ""

    def with_name(cut: str) -> str:
        return seat_short(seat, [*table[: seat - 1], cut, *table[seat:]], lang)

    cut = cut_name(name, table, lambda t: fits(with_name(t))) if name else None
    return with_name(cut) if cut is not None else digits(seat, lang)


@dataclass(frozen=True)
class SeatFonts:
    """The pixel sizes of one seat's texts (name, role, tokens and number)."""

    name_px: int
    role_px: int
    token_px: int
    family: str = ""

    @classmethod
    def at(cls, name_px: int, family: str = "") -> SeatFonts:
        return cls(max(MIN_NAME_PX, name_px), max(MIN_ROLE_PX, name_px - 2),
                   max(MIN_TOKEN_PX, name_px - 4), family)

    def smaller(self) -> SeatFonts:
        return SeatFonts.at(self.name_px - 1, self.family)

    def at_minimum(self) -> bool:
        return (self.name_px, self.role_px, self.token_px) == (
            MIN_NAME_PX, MIN_ROLE_PX, MIN_TOKEN_PX)

    def _font(self, px: int, bold: bool) -> QFont:
        f = QFont(self.family) if self.family else QFont()
        f.setPixelSize(px)
        f.setBold(bold)
        return f

    def name(self) -> QFont:
        return self._font(self.name_px, True)

    def role(self) -> QFont:
        return self._font(self.role_px, False)

    def token(self) -> QFont:
        return self._font(self.token_px, True)

    def number(self) -> QFont:
        return self._font(self.token_px, True)

    @staticmethod
    def line(px: int) -> int:
        return math.ceil(px * LINE_EM)

    def band_height(self) -> int:
        return self.line(self.token_px) + 2

    def card_height(self) -> int:
        """The card: its name and role lines, beside two rows of pills."""
        return 2 * CARD_PAD_Y + max(self.line(self.name_px) + self.line(self.role_px) + 1,
                                    2 * self.band_height() + 3)

    def min_card_width(self) -> int:
        return 5 * self.role_px

    def max_card_width(self) -> int:
        return 9 * self.name_px


# The ring's marks (ring_marks.py) — their colours: a cyan frame and pill with black ink
# (never the legal targets' amber border); silenced: slate with white ink; on defence:
# purple with white ink.
SPEAKER = "#19c3e6"
SILENCED = "#37474f"
DEFENSE = "#6a1b9a"
#: mark kind -> (ink, pill colour)
MARK_COLOURS = {"speaker": ("#000000", SPEAKER), "silenced": ("#ffffff", SILENCED),
                "defense": ("#ffffff", DEFENSE)}
# The marks that move from seat to seat during a day (the floor); the others (the defence)
# stay on their seats until the day's exit vote (UX30-4). Every card's column of pills holds
# any one of them, in every phase (:meth:`SeatRing._pill_column`).
MOVING_MARKS = ("speaker", "silenced")
#: The note mark's (ink, pill colour): white on a pencil brown, unlike every other pill.
NOTE_COLOURS = ("#ffffff", "#5d4037")


def mark_word(kind: str) -> str:
    """«صحبت» / "speaks" for ``speaker``, «ساکت» / "silenced" for ``silenced``, «دفاع» /
    "defends" for ``defense``."""
    return {"speaker": translate("Ravi", "speaks"),
            "silenced": translate("Ravi", "silenced"),
            "defense": translate("Ravi", "defends")}.get(kind, kind)


def note_word() -> str:
    """«یادداشت» / "note": the mark of a seat the narrator keeps a note on."""
    return translate("Ravi", "note")


@dataclass(frozen=True)
class PaintedText:
    """One text painted on a seat: what it is, the text as painted, the box it is painted
    in (widget coordinates), the font's pixel size and the ink's height in px."""

    kind: str  # number | name | role | status | token | more | order | mark | note
    text: str
    rect: QRectF
    px: int
    ink: int


@dataclass
class SeatView:
    """What one seat shows (filled by the window from the game state)."""

    seat: int
    name: str
    role: str = ""  # display name (Persian from the scenario); "" before the deal
    status: str = "alive"  # alive | half_dead | dead
    tokens: list[str] = field(default_factory=list)  # token ids of tokens_tonight


def row_of(count: int, y: float, left: float, right: float, cx: float) -> list[QPointF]:
    """``count`` points spread evenly from ``left`` to ``right`` at height ``y`` (one: at
    ``cx``)."""
    if count <= 0:
        return []
    if count == 1:
        return [QPointF(cx, y)]
    return [QPointF(left + (right - left) * i / (count - 1), y) for i in range(count)]



_PEN_STYLES = {"solid": Qt.PenStyle.SolidLine, "dot": Qt.PenStyle.DotLine,
               "dash": Qt.PenStyle.DashLine}


def pen_of(border: tuple[str, float, str] | None) -> QPen:
    """A card's border pen from :meth:`SeatRing._card_look`'s (colour, width, style)."""
    if border is None:
        return QPen(Qt.PenStyle.NoPen)
    colour, width, style = border
    return QPen(QColor(colour), width, _PEN_STYLES[style])

class SeatRing(QWidget):
    """The table, seat 1 at the narrator's left (the next place left of his on the bottom
    row: the bottom-left corner), clockwise."""

    seatClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatRing")
        self.setMouseTracking(False)
        self.setMinimumSize(QSize(480, 400))  # fits a 1280×720 screen beside the panels
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        # paintEvent fills its whole rectangle (the room) before anything else: the window
        # and panels behind it are not painted again under it on every repaint (PL25-1)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setAccessibleName(translate("Ravi", "Table"))
        self._seats: list[SeatView] = []
        #: The language of the seat numbers (Persian or Latin digits); the window sets it.
        self.lang = "fa"
        self._hide_roles = False
        #: the scenario's own words for tokens whose common word names another game's role
        #: (the engine's ``token_words``), set by the window with the seats
        self.token_words: dict[str, str] = {}
        #: Each seat's marks that stay from night to day (the engine's ``standing_marks``:
        #: a mine laid on an earlier night, the representatives), set by the window with
        #: the seats: a card short of room folds them first (:meth:`_folded`)
        self.standing: dict[int, frozenset[str]] = {}
        #: seat -> None (legal) or the refusal sentence; None when no picker is active.
        self._targets: dict[int, str | None] | None = None
        self._picked: list[int] = []
        self._ordered = True  # the picks' order shown on their cards (set_targets)
        self._center_text = ""
        #: seat -> its marks (``speaker``, ``silenced``: ring_marks.py), painted as pills
        self._marks: dict[int, list[str]] = {}
        #: whether the cards keep room for a mark pill (by day, when marks can be shown)
        self._mark_room = False
        #: the seats the narrator keeps a note on (:meth:`set_noted`)
        self._noted: frozenset[int] = frozenset()

    # --- data ---------------------------------------------------------------------------
    def set_seats(self, seats: list[SeatView]) -> None:
        seats = list(seats)
        words = dict(self.token_words)  # the window sets them just before
        if seats == self._seats and words == getattr(self, "_words_shown", None):
            return  # nothing the ring shows changed: no repaint (PL25-1)
        self._seats, self._words_shown = seats, words
        # the layout's key names what the seats and their words are, not when they were set:
        # a table shown again (the day after a night's tokens, an undo) finds its layout
        # among the last ones worked out (PL32-1)
        content = (tuple((v.seat, v.name, v.role, v.status, tuple(v.tokens)) for v in seats),
                   tuple(sorted(words.items())))
        versions = self.__dict__.setdefault("_versions", {})
        if len(versions) >= 512:  # a long game's many tables: the ids start again
            versions.clear()
            self.__dict__.get("_layouts", {}).clear()
        self._version = versions.setdefault(content, len(versions))
        self.update()

    def seats(self) -> list[SeatView]:
        return list(self._seats)

    def set_marks(self, marks: dict[int, list[str]], room: bool) -> None:
        """The seats' marks (seat from 1 -> ``speaker`` / ``silenced`` / ``defense``), each
        painted as a pill in its own card's column of pills — inside the card, never over a
        neighbour — and ``room``: whether it is a day, when marks can be shown. The column
        holds any one mark whatever the phase (:meth:`_pill_column`): the floor moving from
        seat to seat, the defence and a new phase never lay the ring out again."""
        marks = {s: list(k) for s, k in marks.items() if k}
        if (marks, bool(room)) != (self._marks, self._mark_room):
            self._marks, self._mark_room = marks, bool(room)
            self.update()

    def marks(self) -> dict[int, list[str]]:
        """The marks painted now (seat -> kinds)."""
        return {s: list(k) for s, k in self._marks.items()}

    def set_noted(self, seats: Iterable[int]) -> None:
        """``seats`` (an iterable of seats from 1): the seats the narrator keeps a note on,
        each marked by a «یادداشت» / "note" pill at its card's outer bottom corner while
        roles are shown (laid out as tonight's tokens are: the card's pills grow, the
        phase's layout is kept when they still fit)."""
        noted = frozenset(int(s) for s in seats)
        if noted != self._noted:
            self._noted = noted
            self.update()

    def noted(self) -> frozenset[int]:
        """The seats marked as noted (:meth:`set_noted`), whether the mark is shown or not."""
        return self._noted

    def set_center_text(self, text: str) -> None:
        """The phase's title in the table's centre; a new one (a new phase) lets the cards
        be laid out afresh (:meth:`_anchored`): their fonts and form, in the places the
        table's seats have had while they fit there (:meth:`_layout`)."""
        if text != self._center_text:
            self._center_text = text
            self.__dict__.pop("_anchor", None)
            self.__dict__.pop("_held", None)
            self.update()

    def set_hide_roles(self, hide: bool) -> None:
        if bool(hide) != self._hide_roles:
            self._hide_roles = bool(hide)
            self.update()

    def hide_roles(self) -> bool:
        return self._hide_roles

    def set_targets(
        self, targets: dict[int, str | None] | None, picked: list[int] | None = None,
        ordered: bool = True,
    ) -> None:
        """The active picker: every seat maps to None (legal) or its refusal sentence;
        ``None`` when nothing is being picked. ``picked``: seats chosen so far, in order;
        ``ordered``: whether that order means something, each picked card then showing its
        place in a pill while several are picked (not for the day vote's nominees, whose
        counts are typed beside their names: a narrator read the pill's «۱» as a count,
        CR36-6)."""
        targets = dict(targets) if targets is not None else None
        picked = list(picked or [])
        if (targets, picked, ordered) != (self._targets, self._picked, self._ordered):
            self._targets, self._picked, self._ordered = targets, picked, ordered
            self.update()

    def _order_shown(self) -> bool:
        """True when the picked cards show their places (:meth:`set_targets`)."""
        return self._ordered and len(self._picked) > 1

    def targets(self) -> dict[int, str | None] | None:
        return None if self._targets is None else dict(self._targets)

    def picked(self) -> list[int]:
        return list(self._picked)

    def is_legal(self, seat: int) -> bool | None:
        """True/False while a picker is active, None when nothing is being picked."""
        if self._targets is None:
            return None
        return seat in self._targets and self._targets[seat] is None

    # --- geometry -----------------------------------------------------------------------
    def _places(self) -> int:
        return len(self._seats) + 1  # + the narrator's place

    # The number is on the card's first line, beside the name (nothing above the card).
    BADGE_ROOM = 0
    # Least gap between two cards, in px.
    GAP = 4
    # Between the card's texts and its column of pills, in px.
    COL_GAP = 6
    # Between two pills, across and down, in px.
    PILL_GAP = 3
    # A pill's width beyond its text's, in px.
    PILL_PAD = 8

    #: The last layouts kept (:meth:`_layout`), by what they were made for (PL32-1).
    LAYOUTS = 16
    #: The layout of the paint in progress (:meth:`paintEvent`), else None.
    _painting: tuple[QSize, QRectF, list[QPointF], SeatFonts, int, int] | None = None

    def _layout(self) -> tuple[QSize, QRectF, list[QPointF], SeatFonts, int, int]:
        """Card size, track, the centres of every place, the fonts and the width of the
        cards' column of pills (the last :data:`LAYOUTS` kept, by size, font, seats, words).

        A card is two columns: on the left its number, name and role, each on one line and
        whole; on the right its pills (status and tonight's tokens, two rows). The fonts
        are the largest, from the window's font (+2 px) down to the legibility minimum
        (:data:`MIN_NAME_PX`, :data:`MIN_ROLE_PX`, :data:`MIN_TOKEN_PX`), whose cards fit
        around the table without touching, in the split of rows and sides that leaves the
        most room (:meth:`_splits`): the ring and its text grow with the window's font.
        Only when the cards do not fit even at the minimum do they narrow (long names and
        roles then abbreviated). When the cards' two columns would leave the table's centre
        thin (:meth:`_thin`: a tall, narrow ring, ten seats in two columns), the pills go
        under the texts instead (a narrower, taller card: ``stacked``, the last item,
        :data:`UNDER`) where that leaves the centre wider at the same fonts; where those
        cards are too tall for the ring, the pills go in one row under the texts
        (:data:`ONE_ROW`, as wide as the column's two rows: English roles at twelve seats on
        a 1280×720 screen left the centre a strip without the phase's name, LY102-2). When
        no layout keeps the centre wished for, the largest fonts whose centre still holds the
        phase's name (:meth:`_label_room`) come before larger ones; where none of those forms
        holds it, the pills go in one row on the name's line and the role under both, across
        the card (:data:`NAME_ROW`, :meth:`_name_row`: English at eighteen seats on a
        1280×720 screen, «Leon the Professional» whole, LY104-1); where none holds it with
        every name whole, that row goes at the name line's end and each name takes what its
        seat's pills leave of the line, in cards no wider than keep the centre a quarter of
        the ring (:data:`NAME_FIT`: long names a club types at eighteen seats, LY105-1), before
        the cards give up the centre. The split of places the
        table's seats were last laid out in is tried first, at every font, and kept wherever
        the cards fit in it: a new phase (another panel beside the ring, the day's room for a
        mark) moved every seat, and the narrator clicked by where they had been (CF70-6)."""
        frozen = self._painting
        if frozen is not None:  # a paint in progress: its layout, the key not made again
            return frozen
        key = (self.width(), self.height(), self.font().toString(),
               getattr(self, "_version", 0), self._hide_roles, self.lang, self.colours())
        layouts: dict[tuple, tuple[QSize, QRectF, list[QPointF], SeatFonts, int, int]]
        layouts = self.__dict__.setdefault("_layouts", {})
        kept = layouts.pop(key, None)
        if kept is not None:
            layouts[key] = kept  # the most recent last
            return kept
        base = QFontInfo(self.font()).pixelSize() or 16
        family = self.font().family()
        frame = self._frame()
        # not kept with the others: a new phase's layout is free again (its own small store,
        # emptied with the anchor)
        held = self.__dict__.setdefault("_held", {})
        anchored = held.get(key) or self._anchored(frame, family)
        if anchored is not None:
            if len(held) >= self.LAYOUTS:
                held.clear()
            held[key] = anchored
            return anchored
        splits: dict[int, tuple[int, int, int]] = {}  # id of a result -> its split

        def attempt(name_px: int, roomy: float, only: tuple[int, int, int] | None,
                    forms: tuple[int, ...] = (BESIDE, UNDER, ONE_ROW)):
            """The cards at ``name_px`` that fit (with a centre at least ``roomy`` px wide),
            in the split ``only`` (None: the roomiest that fits), in one of ``forms``."""
            fonts = SeatFonts.at(name_px, family)
            column = self._pill_column(fonts)
            best = None
            for stacked in forms:
                # one row under the texts: as wide as the column's two rows, or as a seat's
                # pills in one row when wider; on the name's line: :meth:`_name_row`, at
                # its end: :meth:`_fit_row`
                pills = (self._pill_row(fonts) if stacked == ONE_ROW
                         else self._name_row(fonts) if stacked == NAME_ROW
                         else self._fit_row(fonts) if stacked == NAME_FIT else column)
                if pills is None:  # every name whole in the other forms: no names cut
                    continue
                cs = self._card_for(fonts, pills, stacked)
                found = self._place(cs, only)
                if found is None:
                    continue
                if best is None:
                    best = (cs, found[0], found[1], fonts, pills, stacked)
                    splits[id(best)] = found[2]
                    if not self._thin(cs, found[0]):
                        break  # side by side, the centre wide enough
                elif self._felt_width(cs, found[0]) > self._felt_width(best[0], best[1]):
                    best = (cs, found[0], found[1], fonts, pills, stacked)
                    splits[id(best)] = found[2]
            if best is not None and best[5] in (BESIDE, TALL, UNDER):
                # the ring's sides with room for a third row of pills, in the same places:
                # the taller card, as wide (LY106-2); and a row more while they have room
                # for it, up to :data:`MOST_ROWS` (a seat's four tokens read «+2», LY108-3)
                form = UNDER if best[5] == UNDER else TALL
                for rows in range(self._rows_of(best[0], fonts, best[5]) + 1, MOST_ROWS + 1):
                    tall = self._card_for(fonts, best[4], form, rows)
                    more = self._place(tall, splits[id(best)])
                    if more is None:
                        break
                    best = (tall, more[0], more[1], fonts, best[4], form)
                    splits[id(best)] = more[2]
            return (None if best is None or self._felt_width(best[0], best[1]) < roomy
                    else best)

        def largest(lo: int, hi: int, roomy: float, only: tuple[int, int, int] | None = None,
                    forms: tuple[int, ...] = (BESIDE, UNDER, ONE_ROW)):
            """The layout at the largest name size in [lo, hi] (one pixel at a time) whose
            cards fit (in the split ``only``, when given): ``hi``'s, else found by halving."""
            found = attempt(hi, roomy, only, forms)
            if found is not None or lo >= hi:
                return found
            best = attempt(lo, roomy, only, forms)
            if best is None:
                return None
            hi -= 1
            while lo < hi:
                mid = (lo + hi + 1) // 2
                found = attempt(mid, roomy, only, forms)
                if found is not None:
                    lo, best = mid, found
                else:
                    hi = mid - 1
            return best

        # the largest fonts, from the window's (+2 px), whose cards fit and keep the table's
        # centre, down to the window's own size; else the largest, down to the legibility
        # minimum, that keep room for the phase's name in the centre (LY102-2), in the
        # forms with a column or rows of pills, then with the pills on the name's line
        # (LY104-1), then with the names taking what the pills leave of it (LY105-1); else
        # the largest that fit at all (the text before the centre)
        hi = max(base + 2, MIN_NAME_PX)
        seats = tuple(v.seat for v in self._seats)
        kept_split = self.__dict__.get("_game_split")
        # the places the table's seats have had, first, while they still fit: a new phase
        # (another panel beside the ring, the day's room for a mark) moved every seat, and
        # the narrator clicked by where they were (a narrator's trial, CF70-6)
        # in the form of card they had (a card's form changed by a day's narrower ring moved
        # the seats at its ends as well)
        tries = ([kept_split[1:]] if kept_split is not None and kept_split[0] == seats
                 else [])
        result = None
        # tonight's tokens size the pills (every token whole) where the cards then fit with
        # their texts whole; where they do not, the cards as at the night's start, before the
        # tokens came, the rest folded into «+k»: a game opened mid-night (Mozakere 12, five
        # tokens on a seat, 1280×720) had its roles cut and no centre at all, where the same
        # night played from its start kept both (LY108-4)
        for sized in (True, False) if any(v.tokens for v in self._seats) else (True,):
            self._tonight_sized = sized
            for only, forms in [*tries, (None, (BESIDE, UNDER, ONE_ROW))]:
                result = (largest(max(base, MIN_NAME_PX), hi, self._centre_least(), only, forms)
                          or largest(MIN_NAME_PX, hi, self._label_room(), only, forms)
                          or (largest(MIN_NAME_PX, hi, self._label_room(), only, (NAME_ROW,))
                              if only is None else None)
                          or (largest(MIN_NAME_PX, hi, self._label_room(), only, (NAME_FIT,))
                              if only is None else None)
                          or largest(MIN_NAME_PX, hi, -math.inf, only, forms))
                if result is not None:
                    break
            if result is not None:
                break
        self._tonight_sized = True
        if result is None:
            # not even at the minimum: narrow the texts' column until the cards fit
            fonts = SeatFonts.at(MIN_NAME_PX, family)
            pills = self._pill_column(fonts)
            cs = self._card_for(fonts, pills)
            w, least = cs.width(), 2 * CARD_PAD_X + self.COL_GAP + pills + 4 * fonts.role_px
            while w > least and result is None:
                w = max(w - 6, least)
                size = QSize(w, cs.height())
                found = self._place(size)
                if found is not None:
                    result = (size, found[0], found[1], fonts, pills, False)
                    splits[id(result)] = found[2]
            if result is None:
                size = QSize(w, cs.height())
                track = self._track_for(size)
                result = (size, track, self._centres_for(track, self._places(), size), fonts,
                          pills, False)
        if id(result) in splits:  # the layout the cards keep while the phase lasts
            self._anchor = (frame, result[3].name_px, result[5], splits[id(result)],
                            result[0], result[4],
                            self._card_for(result[3], result[4], result[5]).width())
            # and the game, where they fit, in their form
            self._game_split = (seats, splits[id(result)], (result[5],))
            self.__dict__.pop("_held", None)  # what was held to the anchor before
        while len(layouts) >= self.LAYOUTS:
            del layouts[next(iter(layouts))]
        layouts[key] = result
        return result

    def _frame(self) -> tuple:
        """What the cards' places are laid out for beside tonight's tokens: the ring's
        size, its font, the seats with their names (roles shown or hidden), the language.
        Not the phase, nor the roles' words: a card won over tonight (a
        negotiation) keeps its place while its new role fits the card (:meth:`_anchored`)."""
        return (self.width(), self.height(), self.font().toString(), self._hide_roles,
                self.lang, tuple((v.seat, v.name) for v in self._seats))

    def _anchored(self, frame: tuple, family: str
                  ) -> tuple[QSize, QRectF, list[QPointF], SeatFonts, int, int] | None:
        """The layout of this phase so far, whatever tokens come: the same fonts, card
        form, card size, column of pills and split of places (bottom, top, side), so no
        seat moves while the phase lasts; tonight's pills that do not fit the column's two
        rows are counted in a «+k» pill (:meth:`_pill_items`; the tooltip lists every
        token). None when there is none (a new phase, :meth:`set_center_text`; another
        size, font, language or table) or a role of now is not whole in the card (a card
        won over to a longer role's name). The pills' column followed tonight's widest
        tokens: each token added widened every card and moved every seat under the
        narrator's mouse, and the table's centre was lost (a narrator's trial, RG98-1;
        CF50 before it, a third token moved every seat to another split)."""
        anchor = self.__dict__.get("_anchor")
        if anchor is None or anchor[0] != frame:
            return None
        _frame, name_px, stacked, split, cs, pills, needed = anchor
        fonts = SeatFonts.at(name_px, family)
        if self._card_for(fonts, pills, stacked).width() > needed:
            return None  # a role's words grew (a card won over): laid out afresh
        found = self._place(cs, only=split)
        if found is None:
            return None
        return cs, found[0], found[1], fonts, pills, stacked

    def _badge_width(self, fonts: SeatFonts) -> int:
        """The number badge's width: the widest seat number, padded (at least a circle)."""
        fm = QFontMetrics(fonts.number())
        widest = max((fm.horizontalAdvance(digits(v.seat, self.lang)) for v in self._seats),
                     default=0)
        return max(widest + 10, fonts.band_height())

    def _pills_of(self, v: SeatView) -> list[tuple[str, str, str, str]]:
        """The seat's pills: (kind, text, ink, background); the status when it is news, then
        tonight's tokens (each with its own label; one without effect struck out, in the out
        seat's colours), then the note mark (:meth:`set_noted`)."""
        col = self.colours()
        pills: list[tuple[str, str, str, str]] = [
            ("mark", mark_word(k), *MARK_COLOURS[k]) for k in self._marks.get(v.seat, [])
            if k in MARK_COLOURS]
        if v.status != "alive":
            pills.append(("status", status_label(v.status), col.status_ink, col.status_pill))
        if not self._hide_roles:
            standing = self.standing.get(v.seat, frozenset())
            pills += [("void", self._token(t[: -len(VOID)]), *self.void_look()[:2])
                      if t.endswith(VOID)
                      else ("standing" if t in standing else "token", self._token(t),
                            col.token_ink, col.token)
                      for t in v.tokens]
            if v.seat in self._noted:
                pills.append(("note", note_word(), *NOTE_COLOURS))
        return pills

    @classmethod
    def _pill_rows(cls, widths: list[int], column: int) -> list[list[int]]:
        """Pill indices packed into rows of at most ``column`` px (each pill on the first row
        with room, in order; a pill wider than the column has a row of its own)."""
        rows: list[list[int]] = []
        used = 0
        for i, w in enumerate(widths):
            if rows and used + cls.PILL_GAP + w <= column:
                rows[-1].append(i)
                used += cls.PILL_GAP + w
            else:
                rows.append([i])
                used = w
        return rows

    def _pill_row(self, fonts: SeatFonts) -> int:
        """The width of the cards' one row of pills under their texts (:data:`ONE_ROW`): as
        wide as two rows of the column before it is widened for anyone (:meth:`_pill_column`,
        any two pills of any phase side by side), or as each seat's status, tonight's tokens
        and note in one row where that is wider (:meth:`_seats_row`)."""
        return max(2 * self._pill_column(fonts, grow=False) + self.PILL_GAP,
                   self._seats_row(fonts))

    #: Whether tonight's tokens size the cards' pills (:meth:`_pill_column`,
    #: :meth:`_seats_row`); False only while :meth:`_layout` looks for the cards of the
    #: night's start, before the tokens came (LY108-4).
    _tonight_sized = True

    def _sizes(self, kind: str) -> bool:
        """Whether a pill of ``kind`` (:meth:`_pills_of`) sizes the cards' pills: not a mark
        (the floor's, the defence's: they fold), nor tonight's token (``token``, ``void``)
        while :attr:`_tonight_sized` is False; a status, a standing mark, the note do."""
        return kind != "mark" and (self._tonight_sized or kind not in ("token", "void"))

    def _seats_row(self, fonts: SeatFonts) -> int:
        """The widest of the seats' pills in one row, in px: each seat's status, tonight's
        tokens and note side by side (the marks fold, :meth:`_folded`); 0 without any."""
        tfm = QFontMetrics(fonts.token())
        row = 0
        for v in self._seats:
            widths = [tfm.horizontalAdvance(t) + self.PILL_PAD
                      for k, t, _i, _b in self._pills_of(v) if self._sizes(k)]
            row = max(row, sum(widths) + self.PILL_GAP * (len(widths) - 1))
        return row

    def _fit_row(self, fonts: SeatFonts) -> int | None:
        """The width, in px, of the cards' one row of pills at the name line's end
        (:data:`NAME_FIT`): the row on the name's line (:meth:`_name_row`), at least as wide
        as each seat's pills now (:meth:`_seats_row`: tonight's tokens each in its own pill).
        None when every name is whole in a card of the other forms (:meth:`_name_widths`):
        the names are cut to keep the table's centre only where some are cut anyway."""
        widest, most = self._name_widths(fonts)
        if widest <= most:
            return None
        return max(self._name_row(fonts), self._seats_row(fonts))

    def _name_row(self, fonts: SeatFonts) -> int:
        """The width, in px, of the cards' one row of pills on the name's line
        (:data:`NAME_ROW`): at least a crowded seat's row (the widest pill any phase can
        show, :meth:`_widest_pill`, a «+k» and the note mark) and what the widest role leaves
        beside the widest name; wider, up to the one row of :meth:`_pill_row`, while the
        cards still leave the table's centre :meth:`_centre_least` wide. English roles at
        eighteen seats on a 1280×720 screen («Leon the Professional» whole) made the
        column-of-pills cards so wide that the centre lost the phase's name (LY104-1)."""
        names, roles = self._text_needs(fonts)
        # a crowded seat's row: its widest pill, a «+k» counting the others and the note
        # mark (by day «defends», «+1», «note»: the defence stays in view, LY102-1)
        tfm = QFontMetrics(fonts.token())
        crowded = self._widest_pill(fonts) + self.PILL_GAP + self.PILL_PAD \
            + tfm.horizontalAdvance("+" + digits(9, self.lang))
        if not self._hide_roles:
            crowded += self.PILL_GAP + tfm.horizontalAdvance(note_word()) + self.PILL_PAD
        least = max(crowded, roles - names - self.COL_GAP)
        room = self._card_room() - 2 * CARD_PAD_X - names - self.COL_GAP
        return max(least, min(self._pill_row(fonts), room))

    def _card_room(self) -> int:
        """The widest card, in px, whose cards leave the table's centre its wished width
        (:meth:`_centre_least`; the :meth:`_felt_width` of the track :meth:`_track_for` gives
        it: 4 px margins, 8 px of felt's edge each side)."""
        return int((self.width() - 2 * 4 - 16 - self._centre_least()) / 2)

    def _pill_column(self, fonts: SeatFonts, grow: bool = True) -> int:
        """The width of the cards' column of pills, the same in every phase whatever marks a
        seat carries: the widest pill any phase can show (a mark of the floor or of the
        defence, a status, the note mark and, while roles are shown, the scenario's own token
        words: «inquiry (Reporter)» fits the column the phase keeps before any token is put,
        RG98-1), at least six token ems, widened only so that each seat's status, tonight's
        tokens and note fit two rows (a table laid out with tonight's tokens on it: a phase
        begins without them). The marks do not widen it: by day every card kept room for the
        floor's mark, and an out seat with a note (three pills by day, two at night) widened
        every card, so the seats moved from night to day and back (a narrator's trial, 18
        seats, LY102-1); a card short of room folds its pills into «+k» (:meth:`_folded`).
        ``grow`` False: the column before it is widened for anyone (the words alone)."""
        tfm = QFontMetrics(fonts.token())
        column = max(6 * fonts.token_px, self._widest_pill(fonts))
        for v in self._seats if grow else ():
            widths = [tfm.horizontalAdvance(t) + self.PILL_PAD
                      for k, t, _i, _b in self._pills_of(v) if self._sizes(k)]
            column = max([column, *widths])
            while len(self._pill_rows(widths, column)) > 2:
                column += 4
        return column

    def _widest_pill(self, fonts: SeatFonts) -> int:
        """The widest pill any phase can show, in px: a mark of the floor or of the defence,
        a status, and while roles are shown the note mark and the scenario's own token
        words (:meth:`_pill_column`)."""
        tfm = QFontMetrics(fonts.token())
        words = [status_label("half_dead"), status_label("dead"),
                 *(mark_word(k) for k in MARK_COLOURS)]
        if not self._hide_roles:
            words += [note_word(), *self.token_words.values()]
        return max(tfm.horizontalAdvance(t) + self.PILL_PAD for t in words)

    def _felt_width(self, cs: QSize, track: QRectF) -> float:
        """The width of the table's centre (the felt between the cards' inner edges) for
        cards of size ``cs`` on ``track``, in px."""
        return track.width() - cs.width() - 16

    def _thin(self, cs: QSize, track: QRectF) -> bool:
        """Whether the table's centre is thin: narrower than :meth:`_centre_least`."""
        return self._felt_width(cs, track) < self._centre_least()

    def _centre_least(self) -> float:
        """The centre's width wished for: :data:`CENTRE_SHARE` of the ring's width, at
        least 120 px."""
        return max(120.0, CENTRE_SHARE * self.width())

    def _label_room(self) -> float:
        """The least width of the table's centre that shows any phase's name (:meth:`
        _paint_centre`, its words wrapped): its widest word («Intro», «night», «Game», a
        two-digit number…) in the centre's font, padded; the same in every phase."""
        font = self._font(5, True)
        key = (font.key(), self.lang, translate("Ravi", "Game over"))
        kept = self.__dict__.get("_label")
        if kept is None or kept[0] != key:
            fm = QFontMetricsF(font)
            titles = [translate("Ravi", "Intro day"), translate("Ravi", "Intro night"),
                      fill(translate("Ravi", "Day %1"), digits(88, self.lang)),
                      fill(translate("Ravi", "Night %1"), digits(88, self.lang)),
                      translate("Ravi", "Game over")]
            widest = max(fm.horizontalAdvance(w) for t in titles for w in t.split())
            kept = self._label = (key, widest + 2 * 6 + 4)
        return kept[1]

    def _text_needs(self, fonts: SeatFonts) -> tuple[int, int]:
        """The widths, in px, of the widest name line (its number's badge, then the name) and
        of the widest role (0 while roles are hidden) at ``fonts``, each at most the card's
        text column (longer ones are abbreviated, :meth:`_fit`)."""
        rfm = QFontMetrics(fonts.role())
        names, most = self._name_widths(fonts)
        roles = max((rfm.horizontalAdvance(v.role) for v in self._seats
                     if v.role and not self._hide_roles), default=0)
        return min(names, most), min(roles, most)

    def _name_widths(self, fonts: SeatFonts) -> tuple[int, int]:
        """The width, in px, of the widest name line (its number's badge, then the name, whole)
        at ``fonts``, and the most a card gives it (the badge and twelve letters' room,
        :meth:`SeatFonts.max_card_width`: a longer name is abbreviated, :meth:`_fit`)."""
        nfm = QFontMetrics(fonts.name())
        badge = self._badge_width(fonts) + 4
        names = max((badge + nfm.horizontalAdvance(v.name) for v in self._seats), default=badge)
        return names, badge + fonts.max_card_width()

    def _rows_of(self, cs: QSize, fonts: SeatFonts, stacked: int) -> int:
        """How many rows of pills a card of size ``cs`` in the form ``stacked`` holds: two
        beside the texts (:data:`BESIDE`) or under them (:data:`UNDER`), three or more as the
        taller card's height holds them (:data:`TALL`, or :data:`UNDER` made taller where the
        ring's sides have room, LY108-3), one in the one-row forms."""
        band = fonts.band_height() + self.PILL_GAP
        if stacked == TALL:
            return max(3, (cs.height() - 2 * CARD_PAD_Y + self.PILL_GAP) // band)
        if stacked == UNDER:
            lines = fonts.line(fonts.name_px) + 1 + fonts.line(fonts.role_px)
            return max(2, (cs.height() - 2 * CARD_PAD_Y - lines) // band)
        return 2 if stacked == BESIDE else 1

    def _card_for(self, fonts: SeatFonts, pills: int, stacked: int = BESIDE,
                  rows: int | None = None) -> QSize:
        """The card that holds every name (after its number) and role whole at ``fonts``,
        beside a column of pills ``pills`` px wide (``stacked``: :data:`BESIDE`), or above
        two rows of pills as wide (:data:`UNDER`), or above one row of pills ``pills`` px
        wide (:data:`ONE_ROW`, :meth:`_pill_row`), or with one row of pills ``pills`` px wide
        after the name on its line and the role under both (:data:`NAME_ROW`,
        :meth:`_name_row`) (a name longer than twelve letters' room is abbreviated), or so
        with the names given no more than leaves the table's centre its wished width
        (:data:`NAME_FIT`, :meth:`_card_room`; the number always whole: the name takes what
        its seat's pills leave of the line, :meth:`_items`). ``rows``: the rows of pills of
        the :data:`TALL` card (three when None) or of the :data:`UNDER` card (two when None)."""
        names, roles = self._text_needs(fonts)
        if stacked == NAME_FIT:
            names = max(self._badge_width(fonts) + 4, min(
                names, self._card_room() - 2 * CARD_PAD_X - self.COL_GAP - pills))
        if stacked in (NAME_ROW, NAME_FIT):  # the role's line as wide as the card
            inner = max(names + self.COL_GAP + pills, roles, 4 * fonts.role_px)
            line = max(fonts.line(fonts.name_px), fonts.band_height())
            return QSize(2 * CARD_PAD_X + inner,
                         2 * CARD_PAD_Y + line + 1 + fonts.line(fonts.role_px))
        text = max(names, roles, 4 * fonts.role_px)
        if stacked == ONE_ROW:  # ``pills``: the row's width (:meth:`_pill_row`)
            lines = fonts.line(fonts.name_px) + 1 + fonts.line(fonts.role_px)
            bands = fonts.band_height() + 2 * self.PILL_GAP
            return QSize(2 * CARD_PAD_X + max(text, pills), 2 * CARD_PAD_Y + lines + bands)
        if stacked == TALL:  # three rows of pills (or ``rows``) beside the texts
            lines = fonts.line(fonts.name_px) + 1 + fonts.line(fonts.role_px)
            n = rows or 3
            bands = n * fonts.band_height() + (n - 1) * self.PILL_GAP
            return QSize(2 * CARD_PAD_X + text + self.COL_GAP + pills,
                         2 * CARD_PAD_Y + max(lines, bands))
        if stacked:  # two rows of pills (or ``rows``) under the texts
            lines = fonts.line(fonts.name_px) + 1 + fonts.line(fonts.role_px)
            bands = (rows or 2) * (fonts.band_height() + self.PILL_GAP)
            return QSize(2 * CARD_PAD_X + max(text, pills), 2 * CARD_PAD_Y + lines + bands)
        return QSize(2 * CARD_PAD_X + text + self.COL_GAP + pills, fonts.card_height())

    def _narrator_size(self) -> QSize:
        """The narrator's place: its word, padded."""
        fm = QFontMetrics(self._font(0, True))
        return QSize(fm.horizontalAdvance(translate("Ravi", "Narrator")) + 12,
                     fm.height() + 4)

    def _track_for(self, cs: QSize) -> QRectF:
        """The track's bounding rectangle for cards of size ``cs`` (the cards' centres)."""
        m = 4
        return QRectF(m + cs.width() / 2, m + cs.height() / 2,
                      max(self.width() - 2 * m - cs.width(), 1),
                      max(self.height() - 2 * m - cs.height(), 1))

    def _place(self, cs: QSize, only: tuple[int, int, int] | None = None
               ) -> tuple[QRectF, list[QPointF], tuple[int, int, int]] | None:
        """The track, the places' centres and the split (bottom, top, side) of the roomiest
        split (``only``: that split alone) where no two cards (and the narrator's place)
        come closer than GAP; None when none does."""
        track = self._track_for(cs)
        for split in [only] if only is not None else self._splits(track, self._places(), cs):
            centres = self._centres_for(track, self._places(), cs, split,
                                        self._narrator_size())
            if not self._overlap(cs, centres, self._narrator_size()):
                return track, centres, split
        return None

    @classmethod
    def _overlap(cls, cs: QSize, centres: list[QPointF], narrator: QSize | None = None) -> bool:
        """Whether two cards (or a card and the narrator's place, centres[0]) come closer
        than GAP."""
        sizes = [narrator or cs] + [cs] * (len(centres) - 1)
        for i, p in enumerate(centres):
            for j in range(i + 1, len(centres)):
                q = centres[j]
                w = (sizes[i].width() + sizes[j].width()) / 2 + cls.GAP
                h = (sizes[i].height() + sizes[j].height()) / 2 + cls.GAP
                if abs(p.x() - q.x()) < w and abs(p.y() - q.y()) < h:
                    return True
        return False

    @classmethod
    def _splits(cls, r: QRectF, places: int, cs: QSize) -> list[tuple[int, int, int]]:
        """Every split of the places into the bottom row (odd: the narrator in its middle;
        corners included; alone when the table is narrow), the top row (corners included;
        one place in the middle when the count needs it) and each side (between the
        corners), the roomiest first: the most room between cards, in card widths across
        and card heights down."""
        wu, hu = cs.width() + cls.GAP, cs.height() + cls.GAP
        scored = []
        for side in range(places // 2 + 1):
            for bottom in range(1, places - 2 * side + 1, 2):
                top = places - bottom - 2 * side
                if top < 0 or (places >= 5 and top < 1):
                    continue
                across = r.width() / max(max(bottom, top) - 1, 1) / wu
                down = r.height() / (side + 1) / hu if side else r.height() / hu
                room = min(across, down)
                # between equals, the narrator between neighbours, and top and bottom rows
                # most alike
                room -= abs(bottom - top) * 1e-3 + (1e-2 if bottom == 1 else 0)
                scored.append((-room, (bottom, top, side)))
        scored.sort()
        return [s for _r, s in scored]

    @classmethod
    def _rows(cls, r: QRectF, places: int, cs: QSize) -> tuple[int, int, int]:
        """The roomiest split (:meth:`_splits`): bottom row, top row, each side."""
        splits = cls._splits(r, places, cs)
        return splits[0] if splits else (places, 0, 0)

    @classmethod
    def _centres_for(cls, r: QRectF, places: int, cs: QSize | None = None,
                     split: tuple[int, int, int] | None = None,
                     narrator: QSize | None = None) -> list[QPointF]:
        """``places`` points around the rectangle ``r`` (a table seen from above), from the
        bottom centre, clockwise on screen: along the bottom to the left, up the left side,
        along the top to the right, down the right side and back along the bottom. Each row
        and side is spaced evenly; the corners hold a place when the rows reach them. When
        the narrator is alone on the bottom row and its place (``narrator``) is given, it
        sits at the very bottom and the sides reach down to just above it."""
        cs = cs or QSize(1, 1)
        bottom, top, side = split or cls._rows(r, places, cs)
        left, right, y_top, y_bot = r.left(), r.right(), r.top(), r.bottom()
        cx = r.center().x()
        if bottom == 1 and narrator is not None and side > 0:
            y_narr = r.bottom() + cs.height() / 2 - narrator.height() / 2
            y_side = y_narr - narrator.height() / 2 - cls.GAP - cs.height() / 2
            if y_side > y_top:
                step = (y_side - y_top) / side
                out = [QPointF(cx, y_narr)]
                out += [QPointF(left, y_side - step * i) for i in range(side)]
                out += row_of(top, y_top, left, right, cx)
                out += [QPointF(right, y_top + step * (i + 1)) for i in range(side)]
                return out[:places]

        def row(count: int, y: float, left_to_right: bool) -> list[QPointF]:
            if count <= 0:
                return []
            if count == 1:
                return [QPointF(cx, y)]
            xs = [left + (right - left) * i / (count - 1) for i in range(count)]
            return [QPointF(x, y) for x in (xs if left_to_right else xs[::-1])]

        bottom_row = row(bottom, y_bot, False)  # right to left
        half = bottom // 2
        # from the narrator (the middle of the bottom row) to the left corner
        out = bottom_row[half:]
        out += [QPointF(left, y_bot - (y_bot - y_top) * (i + 1) / (side + 1))
                for i in range(side)]
        out += row(top, y_top, True)
        out += [QPointF(right, y_top + (y_bot - y_top) * (i + 1) / (side + 1))
                for i in range(side)]
        out += bottom_row[:half]
        return out[:places]

    def _card_size(self) -> QSize:
        return self._layout()[0]

    def _track(self) -> QRectF:
        return self._layout()[1]

    def fonts(self) -> SeatFonts:
        """The fonts the seats are painted with at the ring's present size."""
        return self._layout()[3]

    def _place_center(self, place: int) -> QPointF:
        """Place 0 is the narrator's (bottom centre), place k is seat k."""
        centres = self._layout()[2]
        return QPointF(centres[place % len(centres)])

    def seat_center(self, seat: int) -> QPoint:
        """Where seat ``seat`` (1-based) is painted, in widget coordinates."""
        return self._place_center(seat).toPoint()

    def narrator_center(self) -> QPoint:
        return self._place_center(0).toPoint()

    def seat_rect(self, seat: int) -> QRectF:
        """The seat's card (its number badge inside), in widget coordinates."""
        c = self._place_center(seat)
        cs = self._card_size()
        return QRectF(c.x() - cs.width() / 2, c.y() - cs.height() / 2, cs.width(), cs.height())

    def seat_at(self, pos: QPoint | QPointF) -> int | None:
        p = QPointF(pos)
        for v in self._seats:
            if self.seat_rect(v.seat).adjusted(0, -self.BADGE_ROOM, 0, 0).contains(p):
                return v.seat
        return None

    # --- what is shown ------------------------------------------------------------------
    def _view(self, seat: int) -> SeatView | None:
        return self._seats[seat - 1] if 0 < seat <= len(self._seats) else None

    def _token(self, token: str) -> str:
        """Tonight's token in words: the window's translation, else the engine's label in
        the ring's language (every token a scenario's abilities can put on a seat)."""
        if token.endswith(VOID):  # chosen, but its actor is blocked tonight (the engine's word)
            return fill(translate("Ravi", "%1 (no effect)"), self._token(token[: -len(VOID)]))
        if token in self.token_words:  # the scenario's own word (a club's negotiation)
            return self.token_words[token]
        label = token_label(token)
        return label if label != token else token_text(token, self.lang)

    def seat_texts(self, seat: int) -> list[str]:
        """Every text painted on the seat (number, name, role, status, tokens, the note mark)."""
        v = self._view(seat)
        if v is None:
            return []
        out = [digits(v.seat, self.lang), v.name]
        if v.role and not self._hide_roles:
            out.append(v.role)
        out.append(status_label(v.status))
        if not self._hide_roles:
            out.extend(self._token(t) for t in v.tokens)
            if v.seat in self._noted:
                out.append(note_word())
        return out

    def seat_tooltip(self, seat: int) -> str:
        """The refusal sentence for an illegal target; otherwise the seat in full: number
        and whole name, whole role, status and every token of tonight (the card may show
        them abbreviated). The seats' places depend on the names, roles and sizes, and on
        tonight's tokens only when one seat's do not fit two rows of the pills' column."""
        if self._targets is not None and self._targets.get(seat):
            return self._targets[seat] or ""
        v = self._view(seat)
        if v is None:
            return ""
        parts = [f"{digits(v.seat, self.lang)} — {v.name}" if v.name else digits(v.seat, self.lang)]
        if v.role and not self._hide_roles:
            parts.append(v.role)
        parts.append(status_label(v.status))
        if v.tokens and not self._hide_roles:  # every token (each also a pill on the card)
            parts.append(("، " if self.lang == "fa" else ", ").join(
                self._token(t) for t in v.tokens))
        return "\n".join(parts)

    # --- events -------------------------------------------------------------------------
    def event(self, ev) -> bool:  # noqa: N802 - Qt override
        from PySide6.QtCore import QEvent

        if ev.type() == QEvent.Type.ToolTip:
            seat = self.seat_at(ev.pos())
            text = self.seat_tooltip(seat) if seat else ""
            if text:
                QToolTip.showText(ev.globalPos(), plain_tip(text), self)
            else:
                QToolTip.hideText()
                ev.ignore()
            return True
        return super().event(ev)

    def mouseReleaseEvent(self, ev: QMouseEvent) -> None:  # noqa: N802
        if ev.button() == Qt.MouseButton.LeftButton:
            seat = self.seat_at(ev.position())
            if seat is not None:
                self.seatClicked.emit(seat)
                ev.accept()
                return
        super().mouseReleaseEvent(ev)

    # --- painting -----------------------------------------------------------------------
    #: Margin around a seat's card in the cached picture of its texts and pills: they lie
    #: inside the card (``tests/ui/test_ring_pictures.py``), the margin takes their
    #: antialiasing. A smaller picture is fewer pixels blended at every paint (PF33-2).
    _TEXT_PAD = 2
    #: Margin around the card in its cached picture: the legal target's 5-px border is
    #: drawn half outside the card's edge.
    _CARD_PAD = 4

    def colours(self) -> RingColours:
        """The ring's colours: high contrast when the app's theme is «contrast»."""
        app = QApplication.instance()
        theme = app.property("ravi_theme") if app is not None else None
        return CONTRAST if theme == "contrast" else NORMAL

    def paintEvent(self, _ev) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._painting = self._layout()  # one layout for the whole paint (issue 25)
        try:
            p.drawImage(QPointF(0, 0), self._table_picture(p))
            self._paint_centre(p)
            # what every seat's pictures are drawn with, asked once a paint
            same = (self.fonts(), self.devicePixelRatioF(), self.lang, self.colours(),
                    self._hide_roles, self._mark_room)
            for v in self._seats:
                rect = self.seat_rect(v.seat)
                pad = self._CARD_PAD
                p.drawPixmap(QPointF(rect.left() - pad, rect.top() - pad),
                             self._card_picture(v, rect, same))
                pad = self._TEXT_PAD
                p.drawPixmap(QPointF(rect.left() - pad, rect.top() - pad),
                             self._seat_picture(v, rect, same))
        finally:
            self._painting = None
        p.end()

    def set_language(self, lang: str) -> None:
        """Seat numbers in Persian (``fa``) or Latin (``en``) digits; the ring itself is never
        mirrored."""
        if lang != self.lang:
            self.lang = lang
            self.setAccessibleName(translate("Ravi", "Table"))
            self.update()

    def _seat_picture(self, v: SeatView, rect: QRectF, same: tuple) -> QPixmap:
        """The seat's texts and pills (:meth:`_paint_items`) painted once into a picture and
        reused while nothing they show changes (a repaint after one action redraws only the
        seats whose words changed). Whether the seat is a legal target is not in it: that is
        the card's look (:meth:`_card_picture`), so a new step, which makes every seat's
        legality change, lays out no text again (PF33-2). ``same``: what every seat is
        drawn with in this paint (fonts, pixel ratio, language, colours, roles hidden, room
        for marks)."""
        picked = v.seat in self._picked
        order = self._picked.index(v.seat) if picked and self._order_shown() else -1
        key = (
            v.seat,
            v.name,
            v.role,
            v.status,
            tuple(v.tokens),
            picked,
            order,
            len(self._picked) if order >= 0 else 0,  # its order's pill when several are
            round(rect.width(), 1),
            round(rect.height(), 1),
            tuple(self._marks.get(v.seat, ())),
            v.seat in self._noted,
            same,
        )
        cache = self.__dict__.setdefault("_pictures", {})
        pix = cache.get(key)
        if pix is None:
            if len(cache) > 400:
                cache.clear()
            ratio = same[1]
            pad = self._TEXT_PAD
            pix = QPixmap(
                int((rect.width() + 2 * pad) * ratio), int((rect.height() + 2 * pad) * ratio)
            )
            pix.setDevicePixelRatio(ratio)
            pix.fill(Qt.GlobalColor.transparent)
            q = QPainter(pix)
            q.setRenderHint(QPainter.RenderHint.Antialiasing)
            q.translate(pad - rect.left(), pad - rect.top())
            self._paint_items(q, v)
            q.end()
            cache[key] = pix
        return pix

    def _card_picture(self, v: SeatView, rect: QRectF, same: tuple) -> QPixmap:
        """The seat's card without its texts — its fill and border, from its status, whether
        it is picked and whether it is a legal target (:meth:`_card_look`) — painted once
        for each look and size and shared by every seat of that look (a handful: alive,
        half-dead, out; legal, not, no picker; picked). ``same``: as for
        :meth:`_seat_picture`."""
        look = self._card_look(v, same[3])
        ratio = same[1]
        # the card's place within its pixel (the picture is drawn where the card is)
        key = (look, round(rect.width(), 1), round(rect.height(), 1), ratio,
               round(rect.left() % 1, 2), round(rect.top() % 1, 2))
        cache = self.__dict__.setdefault("_cards", {})
        pix = cache.get(key)
        if pix is None:
            if len(cache) > 64:
                cache.clear()
            pad = self._CARD_PAD
            pix = QPixmap(int((rect.width() + 2 * pad) * ratio),
                          int((rect.height() + 2 * pad) * ratio))
            pix.setDevicePixelRatio(ratio)
            pix.fill(Qt.GlobalColor.transparent)
            q = QPainter(pix)
            q.setRenderHint(QPainter.RenderHint.Antialiasing)
            q.translate(pad - rect.left(), pad - rect.top())
            fill, pen = look
            q.setPen(pen_of(pen))
            q.setBrush(QColor(fill))
            q.drawRoundedRect(rect, 10, 10)
            q.end()
            cache[key] = pix
        return pix

    def _table_picture(self, painter: QPainter) -> QImage:
        """The room, the table and the narrator's place (:meth:`_paint_table`) painted once
        into a picture of the ring's size, kept while nothing they show changes (a seat's
        action changes the seats, not the table: PL32-6; the phase's name is drawn over it
        at each paint, :meth:`_paint_centre`, so a new phase keeps the picture). The
        picture is opaque (the room fills it) and of the backing store's own format, so
        drawing it is a copy of the same pixels."""
        ratio = self.devicePixelRatioF()
        cs, track, c0, ns = self._card_size(), self._track(), self._place_center(0), \
            self._narrator_size()
        key = (self.width(), self.height(), ratio, self.font().key(), self.colours(),
               translate("Ravi", "Narrator"), cs.width(), cs.height(),
               track.getRect(), c0.x(), c0.y(), ns.width(), ns.height())
        kept = self.__dict__.get("_table")
        if kept is not None and kept[0] == key:
            return kept[1]
        img = QImage(max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio)),
                     QImage.Format.Format_ARGB32_Premultiplied)
        img.setDevicePixelRatio(ratio)
        q = QPainter(img)  # set as the widget's painter is
        q.setRenderHints(painter.renderHints())
        q.setFont(painter.font())
        q.setLayoutDirection(painter.layoutDirection())
        self._paint_table(q)
        q.end()
        self._table = (key, img)
        return img

    def _paint_centre(self, p: QPainter) -> None:
        """The phase's name on the felt, when it fits the felt whole (at 14 pt the felt is
        narrow at 18 seats: a fixed least width of 120 px hid «شب ۳», a narrator's trial).
        Drawn over the table's picture at each paint: a new phase draws one line, not the
        whole table again (its fit measured once per text, felt and font)."""
        if self.centre_shown():
            p.setPen(QColor(self.colours().centre_ink))
            p.setFont(self._font(5, True))
            p.drawText(self.felt(), self._CENTRE_FLAGS, self._center_text)

    _CENTRE_FLAGS = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap

    def centre_shown(self) -> bool:
        """Whether the phase's name is painted in the table's centre: there is one and it
        fits the felt whole (its words wrapped)."""
        if not self._center_text:
            return False
        r = self.felt()
        if r.width() <= 20 or r.height() <= 20:
            return False
        font = self._font(5, True)
        key = (self._center_text, r.getRect(), font.key())
        fits = self.__dict__.get("_centre_fits")
        if fits is None or fits[0] != key:
            inner = r.adjusted(6, 6, -6, -6)
            need = QFontMetricsF(font).boundingRect(inner, int(self._CENTRE_FLAGS.value),
                                                    self._center_text)
            fits = self._centre_fits = (
                key, need.width() <= inner.width() and need.height() <= inner.height())
        return fits[1]

    def _font(self, delta: float, bold: bool = False) -> QFont:
        f = QFont(self.font())
        f.setPointSizeF(max(7.0, self.font().pointSizeF() + delta))
        f.setBold(bold)
        return f

    def felt(self) -> QRectF:
        """The table's felt (ring coordinates, px): the table between the cards' inner
        edges, where the phase's name is drawn."""
        cs = self._card_size()
        return self._track().adjusted(cs.width() / 2 + 8, cs.height() / 2 + 8,
                                      -cs.width() / 2 - 8, -cs.height() / 2 - 8)

    def _paint_table(self, p: QPainter) -> None:
        col = self.colours()
        # the room: erased with it as the background brush, the same fill as
        # ``fillRect(rect, colour)``, whose overloads make PySide build QGradient's enum
        # types (its 170 presets) at the window's first paint to rule one out (issue 25)
        p.setBackground(QColor(col.room))
        p.eraseRect(self.rect())
        r = self.felt()
        if r.width() > 20 and r.height() > 20:
            p.setPen(QPen(QColor(col.felt_edge), 3))
            p.setBrush(QColor(col.felt))
            radius = min(r.width(), r.height(), 120) / 3
            p.drawRoundedRect(r, radius, radius)
        c, ns = self._place_center(0), self._narrator_size()
        p.setPen(QColor(col.centre_ink))
        p.setFont(self._font(0, True))
        p.drawText(
            QRectF(c.x() - ns.width() / 2, c.y() - ns.height() / 2, ns.width(), ns.height()),
            Qt.AlignmentFlag.AlignCenter,
            translate("Ravi", "Narrator"),
        )

    # --- the seat card: one layout, painted and reported ---------------------------------
    def _fit(self, text: str, forms: list[str], font: QFont, least_px: int,
             width: float, others: Sequence[str] = ()) -> tuple[str, QFont]:
        """The first of ``text``'s forms that fits ``width`` at the font's size or, stepping
        down one pixel at a time, at ``least_px``; else the last form elided at ``least_px``
        where what it keeps starts none of ``others`` (the texts other seats may show: their
        names and forms), else ``text`` cut in the middle (:func:`cut_name`, LY107-1)."""
        font = QFont(font)
        start = font.pixelSize()
        for form in [text, *forms]:
            for px in range(start, least_px - 1, -1):
                font.setPixelSize(px)
                if QFontMetrics(font).horizontalAdvance(form) <= width:
                    return form, font
        font.setPixelSize(least_px)
        last = ([text, *forms])[-1]
        metrics = QFontMetrics(font)
        cut = metrics.elidedText(last, Qt.TextElideMode.ElideRight, int(width))
        kept = cut.rstrip("…").rstrip("\u200d")  # Qt joins the last letter before «…»
        if not kept or not any(o.startswith(kept) for o in others):
            return cut, font
        middle = cut_name(text, others, lambda t: metrics.horizontalAdvance(t) <= width)
        return (middle or cut), font

    def _items(self, v: SeatView) -> list[tuple[str, str, QRectF, QFont, str, str | None]]:
        """What the seat shows, laid out: (kind, text, box, font, ink, pill colour or None).

        Two columns inside the card. On the left: the number in its badge and the name
        (bold) on the first line, the role on the second, each whole on one line. On the
        right: the pills, in up to two rows — the picking order while several seats are
        picked, the status when not «in game», then every token of tonight with its own
        label. In Persian the card reads from the right (the columns change sides; the ring
        itself is never mirrored). Each has its own box: nothing is drawn over another
        text."""
        col, fonts = self.colours(), self.fonts()
        rect = self.seat_rect(v.seat)
        column, stacked = self._layout()[4:6]
        beside = stacked in COLUMN_FORMS  # the pills in a column beside the texts
        rows = self._rows_of(rect.size().toSize(), fonts, stacked)
        out: list[tuple[str, str, QRectF, QFont, str, str | None]] = []
        x, y = rect.left() + CARD_PAD_X, rect.top() + CARD_PAD_Y
        text_w = rect.width() - 2 * CARD_PAD_X - (self.COL_GAP + column if beside else 0)
        band_h = fonts.band_height()
        name_h, role_h = fonts.line(fonts.name_px), fonts.line(fonts.role_px)
        on_line = stacked in (NAME_ROW, NAME_FIT)  # the pills' row on the name's line
        if on_line:  # the name's line holds the pills' row (as high as a pill)
            name_h = max(name_h, band_h)
        d = self._badge_width(fonts)
        # a name its line cannot show whole goes onto two lines where the card has room
        # for the second under it, the seat's pills and the role kept (LY115-1)
        two = None if on_line else self._two_lines(v, rect, fonts, rows, text_w - d - 4,
                                                   beside)
        if two is not None:
            rows = two[2]
        lines_h = name_h * (2 if two is not None else 1)
        if beside:  # the texts in the middle of the card's height, beside the pills
            y += (rect.height() - 2 * CARD_PAD_Y - lines_h - 1 - role_h) / 2
        # the number, in a badge at the start of the name's line
        nf = fonts.number()
        badge = QRectF(x, y + (name_h - band_h) / 2 + 1, d, band_h - 2)
        out.append(("number", digits(v.seat, self.lang), badge, nf, "#ffffff",
                    col.badge if v.status == "alive" else col.badge_out))
        ink = col.ink_out if v.status == "dead" else col.ink
        # the pills: two rows in the card's right-hand column (stacked: under the texts,
        # from the card's reading start; one row on the name's line, in the column at its
        # end: :data:`NAME_ROW`, or against the line's end: :data:`NAME_FIT`)
        if on_line:
            top = QPointF(rect.right() - CARD_PAD_X - column, y + (name_h - band_h) / 2)
        elif not beside:
            top = QPointF(x, y + lines_h + 1 + role_h + self.PILL_GAP)
        else:
            top = QPointF(rect.right() - CARD_PAD_X - column, rect.top() + (
                rect.height() - rows * band_h - (rows - 1) * self.PILL_GAP) / 2)
        # stacked, the rows of pills take the card's whole width (at least the column's;
        # one row: as wide as the column's two)
        pills = self._pill_items(v, top, max(column, int(rect.width()) - 2 * CARD_PAD_X)
                                 if not beside and not on_line else column,
                                 1 if stacked == ONE_ROW or on_line else rows,
                                 flush=stacked == NAME_FIT)
        # the name's line: beside the pills' row when they share it (:data:`NAME_ROW`), or
        # up to the seat's own pills (:data:`NAME_FIT`: the line's end when it has none)
        width = text_w - d - 4 - (self.COL_GAP + column if stacked == NAME_ROW else 0)
        if stacked == NAME_FIT:
            width = max(0.0, min([b.left() - self.COL_GAP for _k, _t, b, _f, _i, _b in pills],
                                 default=x + text_w) - (x + d + 4))
        if two is not None:
            name, font = two[0], two[1]
        else:
            name, font = self._fit(v.name, self._name_forms(v), fonts.name(), MIN_NAME_PX,
                                   width, self._other_names(v))
        role_fit = (self._fit(v.role, [short_role(v.role)], fonts.role(), MIN_ROLE_PX, text_w)
                    if v.role and not self._hide_roles else None)
        role_w = text_w
        if stacked == NAME_FIT and name not in (v.name, *self._name_forms(v)):
            # the name cut beside its pills: those the role's line holds whole go there (LY112-1)
            moved = self._pills_to_role_line(v, top, column, role_fit, text_w,
                                             y + name_h + 1 + (role_h - band_h) / 2,
                                             x + d + 4)
            if moved is not None:
                pills, width, role_w = moved
                name, font = self._fit(v.name, self._name_forms(v), fonts.name(), MIN_NAME_PX,
                                       width, self._other_names(v))
        font.setStrikeOut(v.status == "dead")
        out.append(("name", name, QRectF(x + d + 4, y, width, lines_h), font, ink, None))
        if role_fit is not None:
            role, font = role_fit
            out.append(("role", role, QRectF(x, y + lines_h + 1, role_w, role_h), font,
                        col.ink_out if v.status == "dead" else col.role_ink, None))
        out += pills
        if self.lang == "fa":  # read from the right: the number and name at the card's right
            out = [(k, t, QRectF(rect.left() + rect.right() - b.right(), b.top(), b.width(),
                                 b.height()), f, i, bg) for k, t, b, f, i, bg in out]
        return out

    def _two_lines(self, v: SeatView, rect: QRectF, fonts: SeatFonts, rows: int,
                   width: float, beside: bool) -> tuple[str, QFont, int] | None:
        """The seat's name on two lines (LY115-1: «Maximilian-Alexan…» at 12 seats, a fresh
        narrator's trial), where its line of ``width`` px shows it only shortened or cut
        and the card ``rect`` has room for a second line under it: beside the pills'
        column (``beside``) its height holds two name lines and the role; else the pills
        left under them (of the ``rows`` the card holds) still hold the seat's pills. The
        break is at a hyphen or a space (:func:`name_breaks`), each line whole at the
        name's size or, a pixel at a time, down to :data:`MIN_NAME_PX`; of those, the most
        even. At 18 seats the pills share the name's line and the card has no such room:
        the short form stays. Answers (the text with a line break, the font, the rows of
        pills left), or None."""
        font = fonts.name()
        breaks = name_breaks(v.name)
        if not breaks or QFontMetrics(font).horizontalAdvance(v.name) <= width:
            return None
        name_h, role_h = fonts.line(fonts.name_px), fonts.line(fonts.role_px)
        free = rect.height() - 2 * CARD_PAD_Y - 2 * name_h - 1 - role_h
        if beside:
            left = rows if free >= 0 else -1
        else:  # the pills' rows under the texts: those the seat has must still fit
            left = min(rows, int(free // (fonts.band_height() + self.PILL_GAP)))
            row_w = max(1, int(rect.width()) - 2 * CARD_PAD_X)
            widths = [min(w, row_w) for w in self._pill_widths(v)]
            if widths and len(self._pill_rows(widths, row_w)) > left:
                left = -1
        if left < 0:
            return None
        f = QFont(font)
        for px in range(font.pixelSize(), MIN_NAME_PX - 1, -1):
            f.setPixelSize(px)
            fm = QFontMetrics(f)
            fitting = [(max(fm.horizontalAdvance(a), fm.horizontalAdvance(b)), a, b)
                       for a, b in breaks
                       if max(fm.horizontalAdvance(a), fm.horizontalAdvance(b)) <= width]
            if fitting:
                _w, a, b = min(fitting)
                return f"{a}\n{b}", f, max(left, 1)
        return None

    def _pills_to_role_line(self, v: SeatView, top: QPointF, column: int,
                            role: tuple[str, QFont] | None, text_w: float, role_y: float,
                            name_x: float
                            ) -> tuple[list[tuple[str, str, QRectF, QFont, str, str | None]],
                                       float, float] | None:
        """On a :data:`NAME_FIT` card whose name its pills cut (18 seats, 1280×720): some of
        the seat's pills moved, each whole, to the role's line's end (their row's top at
        ``role_y``), in what the role (``role``: its text and font as fitted to ``text_w``
        px) leaves of it; the others stay against the name's line's end (``top``: the row's
        top left at ``column`` px), each whole, in what leaves the name (from ``name_x``)
        room for its shortest form (:meth:`_name_forms`, LY106-1) at :data:`MIN_NAME_PX`,
        folded into «+k» only where the name's line folded them before. Of the choices
        (:meth:`_role_line_choices`) that show no fewer pills than the card did: the one
        that shows the most, then the fewest moved. Answers (the pills' items, the name's
        width in px, the role's width in px), or None when no choice does (the card as
        before). No pill is cut or hidden to make the name room: a token the narrator reads
        tonight outweighs a name the seat's number tells (LY112-1; LY111-2, reverted, cut
        them)."""
        if role is None:
            return None
        right = top.x() + column
        beside = text_w - QFontMetrics(role[1]).horizontalAdvance(role[0]) - self.COL_GAP
        widths = self._pill_widths(v)
        font = self.fonts().name()
        font.setPixelSize(MIN_NAME_PX)
        keep = QFontMetrics(font).horizontalAdvance(([v.name, *self._name_forms(v)])[-1])
        room = int(min(column, right - name_x - keep - self.COL_GAP))
        sources = {t for _k, t, _i, _b in self._pills_of(v)} | {
            digits(i + 1, self.lang) for i in range(len(self._picked))}
        today = self._pill_items(v, top, column, 1, flush=True)
        folded = any(t[0] == "more" for t in today)
        least = sum(t[0] != "more" for t in today)  # the pills in view today: as many at least
        found: list[tuple[int, int, tuple]] = []
        for n, moved in enumerate(self._role_line_choices(len(widths))):
            row_w = sum(widths[i] for i in moved) + self.PILL_GAP * (len(moved) - 1)
            if row_w > beside or row_w > column:
                continue
            stay = [i for i in range(len(widths)) if i not in moved]
            under = self._pill_items(v, QPointF(right - row_w, role_y), int(row_w), 1,
                                     flush=True, part=moved)
            head = (self._pill_items(v, QPointF(right - room, top.y()), room, 1, flush=True,
                                     part=stay) if room > 0 else [])
            whole = all(t[1] in sources or (t[0] == "more" and folded and "…" not in t[1])
                        for t in head) and (len(head) > 0 or not stay)
            shown = sum(t[0] != "more" for t in [*head, *under])
            if not whole or shown < least:
                continue
            name_w = max(0.0, min([bx.left() - self.COL_GAP for *_a, bx, _f, _i, _b in head],
                                  default=right) - name_x)
            # the role's line up to the pills it holds
            found.append((shown, -n, ([*head, *under], name_w, text_w - row_w - self.COL_GAP)))
        # the most pills in view, then the fewest moved
        return max(found, key=lambda f: f[:2])[2] if found else None

    @staticmethod
    def _role_line_choices(n: int) -> list[list[int]]:
        """Which of a seat's ``n`` pills (indices in :meth:`_pill_items`' order) may go to the
        role's line, fewest first, and of as many the later ones first (the name's line keeps
        the first): every choice up to six pills, else the last ones only."""
        if n > 6:
            return [list(range(n - k, n)) for k in range(1, n + 1)]
        return [list(c) for k in range(1, n + 1)
                for c in sorted(combinations(range(n), k), key=lambda c: [-i for i in c])]

    def _pill_widths(self, v: SeatView) -> list[int]:
        """The natural widths, in px, of the seat's pills in :meth:`_pill_items`' order (the
        picking order, the status, tonight's tokens, the note mark), each its text whole."""
        tfm = QFontMetrics(self.fonts().token())
        texts = [t for _k, t, _i, _b in self._pills_of(v)]
        widths = [tfm.horizontalAdvance(t) + self.PILL_PAD for t in texts]
        if v.seat in self._picked and self._order_shown():
            widths.insert(0, self._order_width(digits(self._picked.index(v.seat) + 1, self.lang)))
        return widths

    #: Clear room on each side of a pick's place (its ring, :meth:`order_ring`), in px.
    ORDER_ROOM = 5

    def _order_width(self, text: str) -> int:
        """The width, in px, of a picked seat's place pill (``text``: «۲», «2»): its ring,
        a circle at least (the band's height) or the digits and the pill's padding, with
        :data:`ORDER_ROOM` on each side."""
        fonts = self.fonts()
        ring = max(QFontMetrics(fonts.token()).horizontalAdvance(text) + self.PILL_PAD,
                   fonts.band_height() - 2)
        return ring + 2 * self.ORDER_ROOM

    @classmethod
    def order_ring(cls, box: QRectF) -> QRectF:
        """The ring drawn round a pick's place in its pill's ``box`` (widget coordinates):
        the box less :data:`ORDER_ROOM` on each side, so that the place stands clear of the
        name and the token beside it (a narrator's trial read «۱» beside «شلیک» as crowding
        it, LY113-3)."""
        return box.adjusted(cls.ORDER_ROOM, 0, -cls.ORDER_ROOM, 0)

    def _name_forms(self, v: SeatView) -> list[str]:
        """The seat's name shortened, longest first, each telling it apart from the other
        seats' names (:func:`name_forms`; kept with the seats' names they were made from)."""
        names = tuple(s.name for s in self._seats)
        kept = self.__dict__.get("_forms")
        if kept is None or kept[0] != names:
            kept = self.__dict__["_forms"] = (names, {n: name_forms(n, names)
                                                      for n in set(names)})
        return kept[1][v.name]

    def _other_names(self, v: SeatView) -> list[str]:
        """What the other seats may show for their names: each other name and its forms."""
        self._name_forms(v)
        forms = self.__dict__["_forms"][1]
        return [t for n in forms if n != v.name for t in (n, *forms[n])]

    def _pill_items(self, v: SeatView, top: QPointF, column: int, most: int = 2,
                    flush: bool = False, part: Sequence[int] | None = None
                    ) -> list[tuple[str, str, QRectF, QFont, str, str | None]]:
        """The seat's pills laid out as :meth:`_items`' items (left to right, before the
        Persian card is mirrored) in up to ``most`` rows of ``column`` px from ``top`` (the
        column's top left): the picking order while several seats are picked, the status,
        tonight's tokens, each on the first row with room; the note mark last, at the far
        end of the second row (the card's outer bottom corner, whatever else it holds).
        ``flush``: each row against the column's far end (the name before them takes the
        rest of its line, :data:`NAME_FIT`). ``part``: those of the seat's pills only (the
        name's line and the role's, :meth:`_pills_to_role_line`)."""
        col, fonts = self.colours(), self.fonts()
        band_h, tf = fonts.band_height(), fonts.token()
        tfm = QFontMetrics(tf)
        pills = self._pills_of(v)
        if v.seat in self._picked and self._order_shown():
            pills.insert(0, ("order", digits(self._picked.index(v.seat) + 1, self.lang),
                             col.ink, col.picked))
        if part is not None:
            pills = [pills[i] for i in part]
        widths = [min(self._order_width(t) if k == "order"
                      else tfm.horizontalAdvance(t) + self.PILL_PAD, column)
                  for k, t, _i, _b in pills]
        rows = self._pill_rows(widths, column)
        if len(rows) > most:  # more than the phase's column holds (RG98-1): the rest as «+k»
            pills, widths = self._folded(pills, widths, column, tfm, most)
            rows = self._pill_rows(widths, column)
        note = len(pills) - 1
        if pills and pills[-1][0] == "note" and 1 < most and len(rows) < most:
            # the note alone on the column's last row, the card's outer bottom corner (the
            # second of two rows; the third of :data:`TALL`'s, LY106-2)
            rest = [r for r in ([i for i in row if i != note] for row in rows) if r]
            rows = [*rest, *([[]] * (most - 1 - len(rest))), [note]]
        struck = QFont(tf)
        struck.setStrikeOut(True)
        out: list[tuple[str, str, QRectF, QFont, str, str | None]] = []
        py = top.y()
        for row in rows:
            px = top.x() + (column - sum(widths[i] + self.PILL_GAP for i in row)
                            + self.PILL_GAP if flush else 0)
            for i in row:
                kind, text, tink, bg = pills[i]
                w = widths[i]
                if tfm.horizontalAdvance(text) > w - self.PILL_PAD:  # wider than the column
                    text = tfm.elidedText(text, Qt.TextElideMode.ElideRight,
                                          int(w - self.PILL_PAD))
                if kind == "note":
                    px = top.x() + column - w
                font = struck if kind == "void" else tf
                kind = "token" if kind in ("void", "standing") else kind
                out.append((kind, text, QRectF(px, py + 1, w, band_h - 2), font, tink, bg))
                px += w + self.PILL_GAP
            py += band_h + self.PILL_GAP
        return out

    def _folded(self, pills: list[tuple[str, str, str, str]], widths: list[int], column: int,
                tfm: QFontMetrics, most: int = 2
                ) -> tuple[list[tuple[str, str, str, str]], list[int]]:
        """The first pills that fit ``most`` rows of ``column`` px with a «+k» pill after them
        counting the others (in the token's colours; the seat's tooltip and the game log
        name them all), then the note mark if the seat has one (always shown), and their
        widths: the seat's card keeps its size and place when tonight's tokens outgrow the
        column the phase was laid out with (RG98-1). The tokens without effect tonight count
        as the last pills, then the standing marks: folded first (LY114-2)."""
        col = self.colours()
        tail = len(pills) - 1 if pills and pills[-1][0] == "note" else len(pills)
        # the marks that stay from an earlier night (a laid mine, :attr:`standing`) give way
        # first, after the seat's other pills: tonight's news, a night's result («saved»),
        # stays in view (it was the one hidden behind «+1» beside «mined» and «shot»: a
        # narrator's trial, X100-7); before them the floor's mark, which the speaker's
        # frame shows as well (:mod:`ring_marks`): a seat on defence that speaks, with a note,
        # keeps «defends» in view (LY102-1). A token without effect tonight (struck, «void»)
        # gives way before all of them: «saved (no effect)» showed while «slaughtered» hid
        # behind «+1» (a narrator's trial, LY114-2)
        speaks = mark_word("speaker")
        order = sorted(range(tail), key=lambda i: (
            pills[i][0] == "void", pills[i][0] == "standing",
            pills[i][0] == "mark" and pills[i][1] == speaks))
        pills = [*(pills[i] for i in order), *pills[tail:]]
        widths = [*(widths[i] for i in order), *widths[tail:]]
        end, end_w = pills[tail:], widths[tail:]
        for keep in range(tail - 1, -1, -1):
            more = "+" + digits(tail - keep, self.lang)
            w = min(tfm.horizontalAdvance(more) + self.PILL_PAD, column)
            # the kept pills in their order; else the widest first, so that the narrower
            # one beside «+k» lets a second stay (the wider «saved» hid beside it)
            natural = list(range(keep))
            for order in (natural, sorted(natural, key=lambda i: -widths[i])):
                kept = [widths[i] for i in order]
                rows = self._pill_rows(kept, column)
                # a pill alone on the second row gives «+k» (and the note) room beside it
                # (its text elided, four token ems at least) rather than hide behind it
                room = column - sum(x + self.PILL_GAP for x in [w, *end_w])
                alone = len(rows) == 2 and rows[1] == [keep - 1]
                if alone and kept[-1] > room >= 4 * self.fonts().token_px:
                    kept = [*kept[:-1], room]
                if len(self._pill_rows([*kept, w, *end_w], column)) <= most:
                    return ([*(pills[i] for i in order),
                             ("more", more, col.token_ink, col.token), *end],
                            [*kept, w, *end_w])
        return pills[:0], widths[:0]  # pragma: no cover - a «+k» pill fits one row

    def _text_align(self, kind: str) -> Qt.AlignmentFlag:
        """How a text of ``kind`` sits in its box: the name and the role at the line's
        reading start (the left in English, the right in Persian), so that every card's role
        begins at the same place whatever its length (a role centred in its line began
        further in when it was short: a narrator's trial, LY102-2); a pill's text centred."""
        if kind not in ("name", "role"):
            return Qt.AlignmentFlag.AlignCenter
        side = Qt.AlignmentFlag.AlignRight if self.lang == "fa" else Qt.AlignmentFlag.AlignLeft
        return side | Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignAbsolute

    def painted_texts(self) -> dict[int, list[PaintedText]]:
        """Every text each seat paints, seat -> list of :class:`PaintedText` (widget
        coordinates): the box of the text itself (its advance width, one line high, centred
        in its pill or at its line's reading start, :meth:`_text_align`), the font's pixel
        size and the ink's height in px. What :meth:`paintEvent` draws is laid out by the
        same code."""
        out: dict[int, list[PaintedText]] = {}
        for v in self._seats:
            texts = []
            for kind, text, box, font, _ink, bg in self._items(v):
                fm = QFontMetrics(font)
                lines = text.split("\n")  # a name on two lines (LY115-1)
                w = min(max(fm.horizontalAdvance(t) for t in lines),
                        box.width() - (8 if bg else 0))
                lh = min(box.height(), SeatFonts.line(font.pixelSize()) * len(lines))
                align = self._text_align(kind)
                x = (box.left() if align & Qt.AlignmentFlag.AlignLeft
                     else box.right() - w if align & Qt.AlignmentFlag.AlignRight
                     else box.center().x() - w / 2)
                r = QRectF(x, box.center().y() - lh / 2, w, lh)
                texts.append(PaintedText(kind, one_line(text), r, font.pixelSize(),
                                         min(fm.tightBoundingRect(t).height()
                                             for t in lines)))
            out[v.seat] = texts
        return out

    def pill_boxes(self, seat: int, kind: str) -> list[QRectF]:
        """The boxes of the pills of ``kind`` (``mark``, ``status``, ``token``) that the
        card of ``seat`` (from 1) paints, widget coordinates; [] for no such seat."""
        v = self._view(seat)
        return [] if v is None else [b for k, _t, b, _f, _i, bg in self._items(v)
                                     if k == kind and bg is not None]

    def card_rects(self) -> dict[int, QRectF]:
        """Each seat's card, its number badge inside it (widget coordinates)."""
        return {v.seat: self.seat_rect(v.seat) for v in self._seats}

    def _card_look(self, v: SeatView, col: RingColours
                   ) -> tuple[str, tuple[str, float, str] | None]:
        """The card's fill and its border (colour, width, ``solid``/``dot``/``dash``; None:
        no border) in the colours ``col``, from the seat's status, whether it is picked and
        whether it is a legal target."""
        legal = self.is_legal(v.seat)
        picked = v.seat in self._picked
        fill = {"alive": col.card, "half_dead": col.card_half, "dead": col.card_out}.get(
            v.status, col.card)
        if picked:
            fill = col.picked
        border: tuple[str, float, str] | None = (col.border, 1.5, "solid")
        if legal is False and not picked:
            # not a legal target: the card steps back (darker, no border), its text stays
            # as legible as ever; the legal ones carry the thick border
            fill = QColor(fill).darker(135).name()
            border = None
        if v.status == "half_dead":
            border = (col.border, 2.5, "dot")
        elif v.status == "dead":
            border = (col.border_out, 2.5, "dash")
        if legal:
            border = (col.legal, 5, "solid")
        return fill, border

    def _paint_items(self, p: QPainter, v: SeatView) -> None:
        """The seat's texts and pills (:meth:`_items`), over its card."""
        col = self.colours()
        picked = v.seat in self._picked
        p.save()
        for kind, text, box, font, ink, bg in self._items(v):
            if bg is not None:
                void = kind == "token" and font.strikeOut()
                # a token without effect is edged in its ink: its fill is the out seat's, the
                # card's own on an out seat, where the chip was lost and its struck word read
                # as part of the role beside it (a narrator's trial, LY102-3)
                # a pick's place is ringed in ink, clear of its neighbours (LY113-3)
                p.setPen(QPen(QColor("#ffffff"), 2) if kind == "number"
                         else QPen(QColor(self.void_look()[2]), self.VOID_EDGE) if void
                         else QPen(QColor(ink), self.VOID_EDGE) if kind == "order"
                         else Qt.PenStyle.NoPen)
                p.setBrush(QColor(bg))
                inset = self.VOID_EDGE / 2 if void or kind == "order" else 0
                edge = (self.order_ring(box) if kind == "order" else box).adjusted(
                    inset, inset, -inset, -inset)
                radius = edge.height() / 2
                p.drawRoundedRect(edge, radius, radius)
            if kind == "name" and picked:
                ink = col.ink
            p.setPen(QColor(ink))
            void = kind == "token" and font.strikeOut()
            if void:  # its strike is drawn below: Qt's runs along a Persian word's joins
                font = QFont(font)
                font.setStrikeOut(False)
            p.setFont(font)
            if void and bg is not None:
                self._paint_void_word(p, box, text, font, ink, bg)
            else:
                p.drawText(box, self._text_align(kind), text)
        p.restore()

    def _paint_void_word(self, p: QPainter, box: QRectF, text: str, font: QFont, ink: str,
                         fill: str) -> None:
        """A token without effect tonight: its word in ``ink`` centred in the chip ``box``
        (``font`` without strike-out), struck (LY113-2) and slashed (TR98-2), neither line
        through its letters' body: the slash is drawn first and the word over it, each
        letter kept clear of it by a halo of the chip's ``fill`` (:data:`VOID_HALO` px),
        then the strike, above the letters' body (:meth:`void_strike`). The slash, and a
        strike at the small letters' middle, ran through every letter of a small English
        word («inquiry», «Leon», «saved» at 18 seats), and the slash through a Persian one
        («تیر لئون»): near-illegible (a fresh narrator's trial, LY116-2)."""
        strike = QPen(QColor(ink), self.VOID_STRIKE)
        # 2.5 px: a 1.5 px slash at a fractional height (a taller card centres its pills off
        # the pixel grid, LY106-2) antialiased to half its ink, and 2 px still lost a third
        # of it at the fourth row's card's place (LY108-3)
        slash = QPen(QColor(ink), 2.5)
        p.setPen(slash)
        p.drawLine(self.void_slash(box))
        p.strokePath(self.void_word_path(box, text, font),
                     QPen(QColor(fill), self.VOID_HALO, Qt.PenStyle.SolidLine,
                          Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.setPen(QColor(ink))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        p.setPen(strike)
        p.drawLine(self.void_strike(box, text, font))

    #: The width of the halo of the chip's fill around a void token's letters, which keeps
    #: its slash off them (:meth:`_paint_void_word`), in px: 1.5 px each side (2.5 px left a
    #: pixel of the slash touching «تیر لئون»).
    VOID_HALO = 3.0

    @staticmethod
    def void_word_path(box: QRectF, text: str, font: QFont) -> QPainterPath:
        """The outline of ``text`` in ``font`` as it is drawn centred in ``box`` (widget
        coordinates, px): where a void token's halo goes (:meth:`_paint_void_word`)."""
        fm = QFontMetricsF(font)
        path = QPainterPath()
        path.addText(QPointF(box.center().x() - fm.horizontalAdvance(text) / 2,
                             box.center().y() - fm.height() / 2 + fm.ascent()), font, text)
        return path

    #: The width of a token's edge when it is without effect (:meth:`void_look`), in px.
    VOID_EDGE = 1.5

    def void_look(self) -> tuple[str, str, str]:
        """A token without effect tonight, in the ring's colours: its ink, its fill and the
        edge it is drawn with (:data:`VOID_EDGE` px, in its ink: the chip stands out on any
        card, the out seat's whose fill it shares too)."""
        col = self.colours()
        return col.ink_out, col.card_out, col.ink_out

    #: The width of the strike across a token without effect (:meth:`void_strike`), in px.
    VOID_STRIKE = 1.5

    @classmethod
    def void_strike(cls, box: QRectF, text: str, font: QFont) -> QLineF:
        """The strike across a token without effect tonight (``saved:void``): level, from
        one end of the pill's padding to the other (past the word's ends, where no letter's
        stroke is), above the letters' body: in Latin letters a px above the x-height (the
        font's strike-out height, the middle of the small letters, cut every letter of a
        small English word: LY116-2), in Persian half-way between the line where the
        letters join (a kashida's) and a tall letter's top (an alef's). Qt's strike-out ran
        at the same height in both, inside the Persian word's body just above its joins, and
        was lost among its letters (a narrator's trial, LY113-2). ``box``: the pill, widget
        coordinates, its ``text`` centred in it in ``font`` (without strike-out); px."""
        fm = QFontMetricsF(font)
        baseline = box.center().y() - fm.height() / 2 + fm.ascent()
        if _ARABIC.search(text):  # Arabic script (Persian)
            joins = fm.tightBoundingRect("\u0640").center().y()  # the kashida: ـ
            rise = -(joins + fm.tightBoundingRect("\u0627").top()) / 2  # the alef: ا
        else:  # above the small letters' body, a px clear of it (LY116-2)
            rise = fm.xHeight() + 1 + cls.VOID_STRIKE / 2
        inset = cls.PILL_PAD / 4
        return QLineF(box.left() + inset, baseline - rise, box.right() - inset, baseline - rise)

    @staticmethod
    def void_slash(box: QRectF) -> QLineF:
        """The slash across a token without effect tonight (``saved:void``), from the pill's
        lower start to its upper end: a struck-out line is lost in Persian letters, which
        join along their own line («نجات» read as a live save at 18 seats, a narrator's
        trial, TR98-2). ``box``: the pill, widget coordinates."""
        inset = box.height() / 2
        return QLineF(box.left() + inset, box.bottom() - 1, box.right() - inset, box.top() + 1)
