"""The values of the engine API: search limits, info selectors and dictionaries, results,
opponents, and engine options."""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterator, Mapping, MutableMapping
from typing import Any, Dict, Iterable, List, Optional, Tuple, TypedDict, TypeVar, Union

from fianchetto import Move
from fianchetto.engine._errors import EngineError
from fianchetto.engine._score import PovScore, PovWdl

ConfigValue = Union[str, int, bool, None]
ConfigMapping = Mapping[str, ConfigValue]

# Options the protocol sets itself from each command's arguments; `configure` refuses them.
MANAGED_OPTIONS = ["uci_chess960", "uci_variant", "multipv", "ponder"]


@dataclasses.dataclass
class Limit:
    """When to end a search: any of a time, depth, node count or mate to look for, or the
    game clock (each side's time left and increment, in seconds, and the moves to the next
    time control). Every limit given applies; none means search until stopped."""

    time: Optional[float] = None
    depth: Optional[int] = None
    nodes: Optional[int] = None
    mate: Optional[int] = None
    white_clock: Optional[float] = None
    black_clock: Optional[float] = None
    white_inc: Optional[float] = None
    black_inc: Optional[float] = None
    remaining_moves: Optional[int] = None
    clock_id: object = None

    def __repr__(self) -> str:
        fields = ", ".join(
            f"{field.name}={getattr(self, field.name)!r}"
            for field in dataclasses.fields(self)
            if getattr(self, field.name) is not None
        )
        return f"{type(self).__name__}({fields})"


class Info(enum.IntFlag):
    """Which parts of the engine's `info` lines to read: the cheap numbers (`BASIC`), the
    score, the principal variation, refutations and current lines, or all of them."""

    NONE = 0
    BASIC = 1
    SCORE = 2
    PV = 4
    REFUTATION = 8
    CURRLINE = 16
    ALL = BASIC | SCORE | PV | REFUTATION | CURRLINE


INFO_NONE = Info.NONE
INFO_BASIC = Info.BASIC
INFO_SCORE = Info.SCORE
INFO_PV = Info.PV
INFO_REFUTATION = Info.REFUTATION
INFO_CURRLINE = Info.CURRLINE
INFO_ALL = Info.ALL


class InfoDict(TypedDict, total=False):
    """What an engine reported about its search: each key only when it was sent."""

    score: PovScore
    pv: List[Move]
    depth: int
    seldepth: int
    time: float
    nodes: int
    nps: int
    tbhits: int
    multipv: int
    currmove: Move
    currmovenumber: int
    hashfull: int
    cpuload: int
    refutation: Dict[Move, List[Move]]
    currline: Dict[int, List[Move]]
    ebf: float
    wdl: PovWdl
    string: str
    lowerbound: bool
    upperbound: bool


class PlayResult:
    """The engine's move in a game, with the reply it expects (`ponder`), what it said
    about its search (`info`), and whether it offered a draw or resigned."""

    def __init__(
        self,
        move: Optional[Move],
        ponder: Optional[Move],
        info: Optional[InfoDict] = None,
        *,
        draw_offered: bool = False,
        resigned: bool = False,
    ) -> None:
        self.move = move
        self.ponder = ponder
        self.info: InfoDict = info or {}
        self.draw_offered = draw_offered
        self.resigned = resigned

    def __repr__(self) -> str:
        return (
            f"<{type(self).__name__} at {id(self):#x} (move={self.move}, ponder={self.ponder}, "
            f"info={self.info}, draw_offered={self.draw_offered}, resigned={self.resigned})>"
        )


class BestMove:
    """The move an analysis ended with, and the reply the engine expects."""

    def __init__(self, move: Optional[Move], ponder: Optional[Move]) -> None:
        self.move = move
        self.ponder = ponder

    def __repr__(self) -> str:
        return f"<{type(self).__name__} at {id(self):#x} (move={self.move}, ponder={self.ponder})>"


@dataclasses.dataclass
class Opponent:
    """Who the engine plays: name, title (`GM`, or None), rating, and whether an engine."""

    name: Optional[str]
    title: Optional[str]
    rating: Optional[int]
    is_engine: Optional[bool]

    @classmethod
    def from_dict(cls, config: Mapping[str, Any]) -> Opponent:
        """An opponent from a mapping with the same keys."""
        return cls(config.get("name"), config.get("title"), config.get("rating"), config.get("is_engine"))


class Option:
    """A setting the engine offers: its `name`, `type` (`check`, `spin`, `combo`, `button`,
    `string`, ...), `default`, `min` and `max` (spin) and `var` (combo's values)."""

    __match_args__ = ("name", "type", "default", "min", "max", "var")

    def __init__(
        self,
        name: str,
        type: str,
        default: ConfigValue,
        min: Optional[int],
        max: Optional[int],
        var: Optional[List[str]],
    ) -> None:
        self.name = name
        self.type = type
        self.default = default
        self.min = min
        self.max = max
        self.var = var

    def _fields(self) -> Tuple[Any, ...]:
        return (self.name, self.type, self.default, self.min, self.max, self.var)

    def __iter__(self) -> Iterator[Any]:
        return iter(self._fields())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Option):
            return self._fields() == other._fields()
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.name, self.type))

    def __repr__(self) -> str:
        return (
            f"Option(name={self.name!r}, type={self.type!r}, default={self.default!r}, "
            f"min={self.min!r}, max={self.max!r}, var={self.var!r})"
        )

    def is_managed(self) -> bool:
        """Whether the protocol sets this option itself from each command's arguments."""
        return self.name.lower() in MANAGED_OPTIONS

    def parse(self, value: ConfigValue) -> ConfigValue:
        """`value` as this option takes it, or EngineError when it does not fit."""
        if self.type == "check":
            if isinstance(value, str):
                return value.lower() != "false"
            return bool(value)
        if self.type == "spin":
            try:
                number = int(value)  # type: ignore[arg-type]
            except (TypeError, ValueError):
                raise EngineError(f"expected integer for spin option {self.name!r}, got: {value!r}") from None
            if self.min is not None and number < self.min:
                raise EngineError(f"expected value for option {self.name!r} to be at least {self.min}, got: {number}")
            if self.max is not None and number > self.max:
                raise EngineError(f"expected value for option {self.name!r} to be at most {self.max}, got: {number}")
            return number
        if self.type == "combo":
            text = str(value)
            if text not in (self.var or []):
                choices = ", ".join(self.var or [])
                raise EngineError(f"invalid value for combo option {self.name!r}, got: {text} (available: {choices})")
            return text
        if self.type in ("button", "reset", "save"):
            return None
        if value is None:
            return None
        text = str(value)
        if "\n" in text or "\r" in text:
            raise EngineError(f"invalid line-break in string option {self.name!r}: {text!r}")
        return text


_V = TypeVar("_V")


class UciOptionMap(MutableMapping[str, _V]):
    """A dictionary whose keys are compared without case, as engines compare option names;
    it keeps each key as it was first written."""

    def __init__(self, data: Optional[Iterable[Tuple[str, _V]]] = None, **kwargs: _V) -> None:
        self._store: Dict[str, Tuple[str, _V]] = {}
        if data is not None:
            self.update(dict(data) if not isinstance(data, Mapping) else data)
        self.update(kwargs)

    def __setitem__(self, key: str, value: _V) -> None:
        self._store[key.lower()] = (key, value)

    def __getitem__(self, key: str) -> _V:
        return self._store[key.lower()][1]

    def __delitem__(self, key: str) -> None:
        del self._store[key.lower()]

    def __iter__(self) -> Iterator[str]:
        return (key for key, _ in self._store.values())

    def __len__(self) -> int:
        return len(self._store)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Mapping):
            return NotImplemented
        theirs = UciOptionMap(other)
        if len(theirs) != len(self):
            return False
        return all(key in theirs and theirs[key] == value for key, value in self.items())

    def __hash__(self) -> int:
        raise TypeError("unhashable type: 'UciOptionMap'")

    def copy(self) -> UciOptionMap[_V]:
        """A shallow copy."""
        return type(self)(self._store.values())

    def __copy__(self) -> UciOptionMap[_V]:
        return self.copy()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({dict(self.items())!r})"
