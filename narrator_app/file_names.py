"""The names Ravi offers for a file it writes (a saved game, a PDF): dated in the window's
calendar. No Qt here: the window and the printing both use it.
"""

from __future__ import annotations

from datetime import date


def file_date(day: date, lang: str = "fa") -> str:
    """``day`` for a file name: in Persian the Persian (Jalali, Solar Hijri) date the window
    shows elsewhere (``ui/dates.py``), in English the Gregorian one, both year-month-day
    («1405-09-12», «2026-12-03»).

    Only characters every file system and keyboard takes: ASCII digits and «-» — never the
    «/» the Jalali date is usually written with (a folder separator), Persian digits or bidi
    marks (a name that sorts and is typed the same everywhere; the year tells the calendars
    apart). UX30-2.
    """
    if lang != "fa":
        return day.isoformat()
    import jdatetime  # the Jalali calendar: only when a name is offered

    j = jdatetime.date.fromgregorian(date=day)
    return f"{j.year:04d}-{j.month:02d}-{j.day:02d}"
