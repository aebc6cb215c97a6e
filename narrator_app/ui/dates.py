"""Dates as the narrator reads them: in Persian the Persian (Jalali) calendar beside the
Gregorian one, in English the Gregorian one.

Used by the archive, the resume offer and the replay; a module of its own so that none of
those windows has to import another to write a date.
"""

from __future__ import annotations

from datetime import datetime, tzinfo

import jdatetime

from narrator_app.messages import digits

#: English month names (not the system locale's: the window's language decides).
MONTHS_EN = ("January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December")
#: A left-to-right isolate: the Gregorian date keeps its order (2026-11-29) inside a
#: right-to-left line, where it would otherwise read 29-11-2026.
LRI, PDI = "\u2066", "\u2069"


def date_text(dt: datetime, lang: str = "fa", tz: tzinfo | None = None) -> str:
    """The day of ``dt`` in local time (``tz``; the computer's zone by default).

    In Persian: «۸ آذر ۱۴۰۵ — ۲۰۲۶-۱۱-۲۹», the Persian (Jalali) calendar, then the
    Gregorian date in a left-to-right isolate, both in Persian digits. In English: the Gregorian
    calendar only, «29 November 2026»."""
    local = dt.astimezone(tz)
    if lang != "fa":
        return f"{local.day} {MONTHS_EN[local.month - 1]} {local.year}"
    j = jdatetime.date.fromgregorian(date=local.date())
    month = jdatetime.date.j_months_fa[j.month - 1]
    persian = f"{digits(j.day, lang)} {month} {digits(j.year, lang)}"
    # one digit set in a line: the Gregorian date in Persian digits too («۲۰۲۶-۱۱-۲۹»)
    return f"{persian} — {LRI}{digits(local.date().isoformat(), lang)}{PDI}"


def date_time_text(dt: datetime, lang: str = "fa", tz: tzinfo | None = None) -> str:
    """The day of ``dt`` (:func:`date_text`) and its clock time in local time (``tz``; the
    computer's zone by default), 24-hour: «۸ آذر ۱۴۰۵ — ۲۰۲۶-۱۱-۲۹، ۱۴:۰۵»,
    «29 November 2026, 14:05». Two games kept the same day are told apart by it (the
    archive's date column, the resume offer)."""
    local = dt.astimezone(tz)
    zero = digits(0, lang)
    clock = f"{digits(local.hour, lang)}:{digits(local.minute, lang).rjust(2, zero)}"
    return f"{date_text(dt, lang, tz)}{'، ' if lang == 'fa' else ', '}{clock}"
