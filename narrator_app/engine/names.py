"""Player names as text: what may be typed as a name and written into a game file.

A name is any Unicode text that can be written as UTF-8 and shown on a line: no lone
surrogate (``"\\ud800"`` cannot be encoded, so every save of the game would fail), no control
character (newline, tab, NUL, ESC …: categories Cc) and no noncharacter. Persian needs the
format characters (ZWNJ ``\\u200c``, bidi marks): they are allowed.
"""

from __future__ import annotations

import unicodedata


def name_problem(name: object) -> str | None:
    """Why ``name`` is not a valid player name, or None when it is.

    Returns one of ``"not_text"`` (not a ``str``), ``"lone_surrogate"`` (a UTF-16 surrogate
    on its own: not encodable as UTF-8), ``"control_char"`` (a Cc character) or
    ``"noncharacter"`` (U+FDD0–U+FDEF, U+xxFFFE/U+xxFFFF).
    """
    if not isinstance(name, str):
        return "not_text"
    for ch in name:
        cat = unicodedata.category(ch)
        if cat == "Cs":
            return "lone_surrogate"
        if cat == "Cc":
            return "control_char"
        cp = ord(ch)
        if 0xFDD0 <= cp <= 0xFDEF or (cp & 0xFFFE) == 0xFFFE:
            return "noncharacter"
    return None
