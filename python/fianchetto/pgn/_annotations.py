"""Annotations that live in a move's comment as ``[%command value]``: the clock (``%clk``)
and the elapsed move time (``%emt``), read and rewritten in place."""

from __future__ import annotations

import re
from typing import Optional

# `[%clk 1:02:03]` or `[%clk 0:00:01.234]`: hours, minutes, seconds with an optional fraction.
_TIME = r"(\d+):(\d{1,2}):(\d{1,2}(?:\.\d*)?)"
CLOCK_REGEX = re.compile(r"\[%clk\s+" + _TIME + r"\]")
EMT_REGEX = re.compile(r"\[%emt\s+" + _TIME + r"\]")


def read_time(regex: "re.Pattern[str]", comment: str) -> Optional[float]:
    """The seconds of the first annotation ``regex`` finds in ``comment``, or ``None``."""
    match = regex.search(comment)
    if match is None:
        return None
    hours, minutes, seconds = match.groups()
    return int(hours) * 3600 + int(minutes) * 60 + float(seconds)


def format_time(seconds: float) -> str:
    """``seconds`` as ``h:mm:ss``, with the fraction to the millisecond where there is one
    (``0:00:01.5``); negative times are clamped to 0."""
    millis = max(0, round(seconds * 1000))
    hours, millis = divmod(millis, 3_600_000)
    minutes, millis = divmod(millis, 60_000)
    whole, millis = divmod(millis, 1000)
    text = f"{hours}:{minutes:02}:{whole:02}"
    return f"{text}.{millis:03}".rstrip("0") if millis else text


def write_annotation(comment: str, regex: "re.Pattern[str]", annotation: Optional[str]) -> str:
    """``comment`` with the annotation ``regex`` finds replaced by ``annotation`` where it stands,
    appended where there was none, or removed (with the space before it) for ``None``."""
    if annotation is None:
        return re.sub(r"\s*" + regex.pattern, "", comment).strip()
    if regex.search(comment):
        return regex.sub(lambda _: annotation, comment, count=1)
    return f"{comment} {annotation}" if comment else annotation
