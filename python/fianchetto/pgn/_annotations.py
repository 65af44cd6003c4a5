"""Annotations that live in a move's comment as ``[%command value]``: the clock (``%clk``)
and the elapsed move time (``%emt``), read and rewritten in place."""

from __future__ import annotations

import re
from typing import List, Optional, Tuple

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
    """``comment`` with the first annotation ``regex`` finds replaced by ``annotation`` where it
    stands, or appended where there was none (after a space unless the comment ends in a space
    or a line break), as python-chess writes them.

    ``None`` removes the annotation with one whitespace character beside it: the one before it,
    or where there is none, the one after it."""
    match = regex.search(comment)
    if annotation is not None:
        if match is not None:
            return comment[: match.start()] + annotation + comment[match.end() :]
        if not comment or comment.endswith((" ", "\n")):
            return comment + annotation
        return f"{comment} {annotation}"
    if match is None:
        return comment
    start, end = match.span()
    if start > 0 and comment[start - 1].isspace():
        start -= 1
    elif end < len(comment) and comment[end].isspace():
        end += 1
    return comment[:start] + comment[end:]


# `[%eval 1.23]`, `[%eval #-3]`, each with an optional `,depth`: centipawns as pawns with at
# most two decimals, mates as `#` and the moves to mate, both from White's side.
EVAL_REGEX = re.compile(r"\[%eval\s+(?:#([+-]?\d+)|([+-]?(?:\d{0,10}\.\d{1,2}|\d{1,10}\.?)))(?:,(\d+))?\]")

# `[%csl Ga1,Rb2]` marks squares, `[%cal Ga1h8]` draws arrows; the letter is the colour.
ARROWS_REGEX = re.compile(r"\[%(?:csl|cal)\s([RGYB][a-h][1-8](?:[a-h][1-8])?(?:,[RGYB][a-h][1-8](?:[a-h][1-8])?)*)\]")
COLOR_NAMES = {"R": "red", "G": "green", "Y": "yellow", "B": "blue"}


def read_eval(comment: str) -> Optional[Tuple[Optional[int], Optional[int], Optional[int]]]:
    """The first ``[%eval]`` of ``comment`` as (mate, centipawns, depth), one of the first two
    set, or ``None`` where there is none."""
    match = EVAL_REGEX.search(comment)
    if match is None:
        return None
    mate, pawns, depth = match.groups()
    depth_value = None if depth is None else int(depth)
    if mate is not None:
        return int(mate), None, depth_value
    return None, round(float(pawns) * 100), depth_value


def format_eval(mate: Optional[int], centipawns: Optional[int], depth: Optional[int]) -> Optional[str]:
    """The ``[%eval]`` annotation of a score from White's side; ``None`` for a mate in 0,
    which has no text."""
    if mate:
        text = f"#{mate}"
    elif centipawns is not None and mate is None:
        text = f"{centipawns / 100:.2f}"
    else:
        return None
    return f"[%eval {text}]" if depth is None else f"[%eval {text},{depth}]"


def read_arrows(comment: str) -> List[Tuple[int, int, str]]:
    """Every ``[%csl]`` square and ``[%cal]`` arrow of ``comment`` as (tail, head, colour name)."""
    arrows = []
    for match in ARROWS_REGEX.finditer(comment):
        for entry in match.group(1).split(","):
            tail = _square(entry[1:3])
            head = _square(entry[3:5]) if len(entry) == 5 else tail
            arrows.append((tail, head, COLOR_NAMES[entry[0]]))
    return arrows


def write_arrows(comment: str, arrows: List[Tuple[int, int, str]]) -> str:
    """``comment`` without its ``[%csl]``/``[%cal]`` annotations and with ``arrows`` written
    before it: squares first, then arrows."""
    while ARROWS_REGEX.search(comment):
        comment = write_annotation(comment, ARROWS_REGEX, None)
    squares = [f"{_letter(color)}{_name(tail)}" for tail, head, color in arrows if tail == head]
    lines = [f"{_letter(color)}{_name(tail)}{_name(head)}" for tail, head, color in arrows if tail != head]
    prefix = ""
    if squares:
        prefix += f"[%csl {','.join(squares)}]"
    if lines:
        prefix += f"[%cal {','.join(lines)}]"
    if not prefix:
        return comment
    if not comment or comment.startswith((" ", "\n")):
        return prefix + comment
    return f"{prefix} {comment}"


def _letter(color: str) -> str:
    letter = color[:1].upper()
    return letter if letter in COLOR_NAMES else "G"


def _square(name: str) -> int:
    return (ord(name[0]) - ord("a")) + 8 * (int(name[1]) - 1)


def _name(square: int) -> str:
    return "abcdefgh"[square & 7] + str((square >> 3) + 1)
