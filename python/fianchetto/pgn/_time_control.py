"""The ``TimeControl`` tag read into its periods, and the speed it makes the game."""

from __future__ import annotations

import dataclasses
import enum
from typing import List

# Bounds, in seconds of a game's estimated length (the base time and 60 increments), below
# which a game is bullet, blitz, then rapid; anything longer is standard.
_BULLET_BELOW = 180
_BLITZ_BELOW = 900
_RAPID_BELOW = 3600


class TimeControlType(enum.Enum):
    """The speed of a game by its time control."""

    UNKNOWN = 0
    UNLIMITED = 1
    STANDARD = 2
    RAPID = 3
    BLITZ = 4
    BULLET = 5


@dataclasses.dataclass
class TimeControlPart:
    """One period of a time control: ``time`` seconds for ``moves`` moves (0: the rest of the
    game), with ``increment`` seconds added and ``delay`` seconds of delay each move."""

    moves: int = 0
    time: int = 0
    increment: float = 0
    delay: float = 0


@dataclasses.dataclass
class TimeControl:
    """A ``TimeControl`` tag's periods, in order, and the game's speed."""

    parts: List[TimeControlPart] = dataclasses.field(default_factory=list)
    type: TimeControlType = TimeControlType.UNKNOWN


def _part(text: str) -> TimeControlPart:
    """One period: ``[moves/]seconds[+increment]`` or ``[moves/]seconds[d]delay``."""
    moves = 0
    if "/" in text:
        moves_text, text = text.split("/", 1)
        moves = int(moves_text)
    if "+" in text:
        time_text, increment_text = text.split("+", 1)
        return TimeControlPart(moves, int(time_text), float(increment_text))
    return TimeControlPart(moves, int(text))


def parse_time_control(time_control: str) -> TimeControl:
    """The ``TimeControl`` tag's value read: ``"?"`` or nothing is unknown, ``"-"`` unlimited,
    otherwise periods such as ``"40/7200:3600+30"`` separated by ``:``. Raises ``ValueError``
    for a value that is none of these."""
    if time_control in ("", "?"):
        return TimeControl()
    if time_control == "-":
        return TimeControl(type=TimeControlType.UNLIMITED)
    parts = [_part(part) for part in time_control.split(":")]
    # Only the last period may run to the end of the game.
    if any(part.moves == 0 for part in parts[:-1]):
        raise ValueError(f"invalid time control: {time_control!r}: only the last period may lack a move count")
    first = parts[0]
    # A game's length is estimated as the first period's time and 60 of its increments.
    estimate = first.time + 60 * first.increment
    if estimate < _BULLET_BELOW:
        kind = TimeControlType.BULLET
    elif estimate < _BLITZ_BELOW:
        kind = TimeControlType.BLITZ
    elif estimate < _RAPID_BELOW:
        kind = TimeControlType.RAPID
    else:
        kind = TimeControlType.STANDARD
    return TimeControl(parts, kind)
