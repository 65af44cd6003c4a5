"""Evaluations: `Score` (`Cp`, `Mate`, `MateGiven`), `PovScore`, and win/draw/loss
chances (`Wdl`, `PovWdl`)."""

from __future__ import annotations

import abc
import dataclasses
from typing import Any, Literal, Optional, Tuple

from fianchetto.engine import _wdl_models

Color = bool

WdlModel = Literal["sf", "sf16.1", "sf16", "sf15.1", "sf15", "sf14", "sf12", "lichess"]


class Score(abc.ABC):
    """An evaluation from one side's point of view: centipawns (`Cp`), a mate in a number
    of moves (`Mate`), or the mate already on the board (`MateGiven`).

    Scores are ordered from worst to best: being mated now, being mated later, centipawns,
    mating later, mating sooner, `MateGiven`.
    """

    @abc.abstractmethod
    def score(self, *, mate_score: Optional[int] = None) -> Optional[int]:
        """The centipawns; for a mate, `mate_score` less the moves to mate (negated when
        being mated), or None without a `mate_score`."""

    @abc.abstractmethod
    def mate(self) -> Optional[int]:
        """The moves to mate (negative when being mated, 0 when mated), or None."""

    def is_mate(self) -> bool:
        """Whether this is a mate score."""
        return self.mate() is not None

    @abc.abstractmethod
    def wdl(self, *, model: WdlModel = "sf", ply: int = 30) -> Wdl:
        """The expected win, draw and loss chances, in per mille, from Stockfish's `model`
        of its games (or lichess's) at `ply` plies into the game."""

    @abc.abstractmethod
    def __neg__(self) -> Score: ...

    @abc.abstractmethod
    def __pos__(self) -> Score: ...

    @abc.abstractmethod
    def __abs__(self) -> Score: ...

    def _order(self) -> Tuple[int, int]:
        # (rank, value within rank): mated now < mated later < cp < mating later < mating now.
        mate = self.mate()
        if mate is None:
            return (0, self.score() or 0)
        if isinstance(self, MateGivenType):
            return (2, 0)
        if mate > 0:
            return (1, -mate)
        return (-1, -mate) if mate < 0 else (-2, 0)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Score):
            return self._order() == other._order()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._order())

    def __lt__(self, other: object) -> bool:
        if isinstance(other, Score):
            return self._order() < other._order()
        return NotImplemented

    def __le__(self, other: object) -> bool:
        if isinstance(other, Score):
            return self._order() <= other._order()
        return NotImplemented

    def __gt__(self, other: object) -> bool:
        if isinstance(other, Score):
            return self._order() > other._order()
        return NotImplemented

    def __ge__(self, other: object) -> bool:
        if isinstance(other, Score):
            return self._order() >= other._order()
        return NotImplemented


class Cp(Score):
    """An advantage in centipawns: `Cp(+35)`."""

    def __init__(self, cp: int) -> None:
        self.cp = cp

    def score(self, *, mate_score: Optional[int] = None) -> Optional[int]:
        """The centipawns."""
        return self.cp

    def mate(self) -> None:
        """None: not a mate score."""
        return None

    def wdl(self, *, model: WdlModel = "sf", ply: int = 30) -> Wdl:
        """The chances the model expects at these centipawns and ply."""
        wins = _wdl_models.win_rate(model, self.cp, ply)
        if model == "lichess":
            return Wdl(wins, 0, 1000 - wins)
        losses = _wdl_models.win_rate(model, -self.cp, ply)
        return Wdl(wins, 1000 - wins - losses, losses)

    def __neg__(self) -> Cp:
        return Cp(-self.cp)

    def __pos__(self) -> Cp:
        return Cp(self.cp)

    def __abs__(self) -> Cp:
        return Cp(abs(self.cp))

    def __str__(self) -> str:
        return f"{self.cp:+d}"

    def __repr__(self) -> str:
        return f"Cp({self})"


class Mate(Score):
    """Mate in `moves` moves: positive when the side mates, negative when it is mated,
    `Mate(-0)` when it is mated on the board."""

    def __init__(self, moves: int) -> None:
        self.moves = moves

    def score(self, *, mate_score: Optional[int] = None) -> Optional[int]:
        """`mate_score` less the moves to mate, negated when being mated."""
        if mate_score is None:
            return None
        if self.moves > 0:
            return mate_score - self.moves
        return -mate_score - self.moves

    def mate(self) -> int:
        """The moves to mate."""
        return self.moves

    def wdl(self, *, model: WdlModel = "sf", ply: int = 30) -> Wdl:
        """A certain win or loss."""
        return Wdl(1000, 0, 0) if self.moves > 0 else Wdl(0, 0, 1000)

    def __neg__(self) -> Score:
        return MateGiven if not self.moves else Mate(-self.moves)

    def __pos__(self) -> Mate:
        return Mate(self.moves)

    def __abs__(self) -> Score:
        return MateGiven if not self.moves else Mate(abs(self.moves))

    def __str__(self) -> str:
        return f"#{self.moves:+d}" if self.moves else "#-0"

    def __repr__(self) -> str:
        return f"Mate({str(self)[1:]})"


class MateGivenType(Score):
    """The type of `MateGiven`: the side has mated its opponent on the board."""

    def score(self, *, mate_score: Optional[int] = None) -> Optional[int]:
        """`mate_score`."""
        return mate_score

    def mate(self) -> int:
        """0."""
        return 0

    def wdl(self, *, model: WdlModel = "sf", ply: int = 30) -> Wdl:
        """A certain win."""
        return Wdl(1000, 0, 0)

    def __neg__(self) -> Mate:
        return Mate(0)

    def __pos__(self) -> MateGivenType:
        return self

    def __abs__(self) -> MateGivenType:
        return self

    def __str__(self) -> str:
        return "#+0"

    def __repr__(self) -> str:
        return "MateGiven"


MateGiven = MateGivenType()


class PovScore:
    """A `Score` relative to the side to move (`turn`), readable from either side."""

    def __init__(self, relative: Score, turn: Color) -> None:
        self.relative = relative
        self.turn = turn

    def white(self) -> Score:
        """The score from White's point of view."""
        return self.pov(True)

    def black(self) -> Score:
        """The score from Black's point of view."""
        return self.pov(False)

    def pov(self, color: Color) -> Score:
        """The score from `color`'s point of view."""
        return self.relative if self.turn == color else -self.relative

    def is_mate(self) -> bool:
        """Whether this is a mate score."""
        return self.relative.is_mate()

    def wdl(self, *, model: WdlModel = "sf", ply: int = 30) -> PovWdl:
        """The chances the model expects, relative to the side to move."""
        return PovWdl(self.relative.wdl(model=model, ply=ply), self.turn)

    def __repr__(self) -> str:
        return f"PovScore({self.relative!r}, {'WHITE' if self.turn else 'BLACK'})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PovScore):
            return self.white() == other.white()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.white())


@dataclasses.dataclass(frozen=True)
class Wdl:
    """Win, draw and loss chances (in per mille, or any counts)."""

    wins: int
    draws: int
    losses: int

    def total(self) -> int:
        """wins + draws + losses."""
        return self.wins + self.draws + self.losses

    def winning_chance(self) -> float:
        """The share of wins."""
        return self.wins / self.total()

    def drawing_chance(self) -> float:
        """The share of draws."""
        return self.draws / self.total()

    def losing_chance(self) -> float:
        """The share of losses."""
        return self.losses / self.total()

    def expectation(self) -> float:
        """The expected score: a win counts 1, a draw 1/2."""
        return (self.wins + 0.5 * self.draws) / self.total()

    def __bool__(self) -> bool:
        return bool(self.total())

    def __iter__(self) -> Any:
        return iter((self.wins, self.draws, self.losses))


class PovWdl:
    """A `Wdl` relative to the side to move (`turn`), readable from either side."""

    def __init__(self, relative: Wdl, turn: Color) -> None:
        self.relative = relative
        self.turn = turn

    def white(self) -> Wdl:
        """The chances from White's point of view."""
        return self.pov(True)

    def black(self) -> Wdl:
        """The chances from Black's point of view."""
        return self.pov(False)

    def pov(self, color: Color) -> Wdl:
        """The chances from `color`'s point of view."""
        if self.turn == color:
            return self.relative
        return Wdl(self.relative.losses, self.relative.draws, self.relative.wins)

    def __bool__(self) -> bool:
        return bool(self.relative)

    def __repr__(self) -> str:
        return f"PovWdl({self.relative!r}, {'WHITE' if self.turn else 'BLACK'})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PovWdl):
            return self.white() == other.white()
        if isinstance(other, tuple):
            # python-chess compares the relative chances with a plain (wins, draws, losses).
            return tuple(self.relative) == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.white())
