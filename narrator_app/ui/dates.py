"""Dates as the narrator reads them: the Persian (Jalali) calendar beside the Gregorian one.

Used by the archive, the resume offer and the replay; a module of its own so that none of
those windows has to import another to write a date.
"""

from __future__ import annotations

from datetime import datetime, tzinfo

import jdatetime

from narrator_app.messages import digits


def date_text(dt: datetime, lang: str = "fa", tz: tzinfo | None = None) -> str:
    """«۸ آذر ۱۴۰۵ — 2026-11-29»: the day in the Persian calendar (Persian digits in Persian)
    and in the Gregorian one, both in local time (``tz``; the computer's zone by default)."""
    local = dt.astimezone(tz)
    j = jdatetime.date.fromgregorian(date=local.date())
    if lang == "fa":
        month = jdatetime.date.j_months_fa[j.month - 1]
        persian = f"{digits(j.day, lang)} {month} {digits(j.year, lang)}"
    else:
        persian = f"{j.day} {jdatetime.date.j_months_en[j.month - 1]} {j.year}"
    return f"{persian} — {local.date().isoformat()}"
