"""python-chess's bitboards: the ``BB_*`` square sets and attack tables, the square and
bitboard helpers, and ``SquareSet``. ``fianchetto`` re-exports all of it.

A bitboard is an ``int`` whose bit ``n`` stands for square ``n`` (a1 is bit 0, h8 bit 63).
The named sets, the attack tables and the rays come from the Rust core (``_native``), so that
the package and the core share one geometry; the set and the shifts are plain integer
arithmetic.

>>> from fianchetto import SquareSet, BB_RANK_1, BB_FILE_E, E1
>>> SquareSet(BB_RANK_1 & BB_FILE_E) == SquareSet([E1])
True
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, List, SupportsInt, Union

from fianchetto import _native
from fianchetto._native import (
    BB_ALL as BB_ALL,
    BB_BACKRANKS as BB_BACKRANKS,
    BB_CENTER as BB_CENTER,
    BB_CORNERS as BB_CORNERS,
    BB_DARK_SQUARES as BB_DARK_SQUARES,
    BB_DIAG_ATTACKS as BB_DIAG_ATTACKS,
    BB_DIAG_MASKS as BB_DIAG_MASKS,
    BB_EMPTY as BB_EMPTY,
    BB_FILE_ATTACKS as BB_FILE_ATTACKS,
    BB_FILE_MASKS as BB_FILE_MASKS,
    BB_FILES as BB_FILES,
    BB_KING_ATTACKS as BB_KING_ATTACKS,
    BB_KNIGHT_ATTACKS as BB_KNIGHT_ATTACKS,
    BB_LIGHT_SQUARES as BB_LIGHT_SQUARES,
    BB_PAWN_ATTACKS as BB_PAWN_ATTACKS,
    BB_RANK_ATTACKS as BB_RANK_ATTACKS,
    BB_RANK_MASKS as BB_RANK_MASKS,
    BB_RANKS as BB_RANKS,
    BB_RAYS as BB_RAYS,
    BB_SQUARES as BB_SQUARES,
    between as between,
    square_knight_distance as square_knight_distance,
)

if TYPE_CHECKING:
    from typing_extensions import TypeAlias

Square = int
Bitboard = int
# What `SquareSet` and its operators take: a bitboard (anything `int()` reads, a `SquareSet`
# included) or the squares themselves.
IntoSquareSet: TypeAlias = Union[SupportsInt, Iterable[Square]]

# fmt: off
(BB_A1, BB_B1, BB_C1, BB_D1, BB_E1, BB_F1, BB_G1, BB_H1,
 BB_A2, BB_B2, BB_C2, BB_D2, BB_E2, BB_F2, BB_G2, BB_H2,
 BB_A3, BB_B3, BB_C3, BB_D3, BB_E3, BB_F3, BB_G3, BB_H3,
 BB_A4, BB_B4, BB_C4, BB_D4, BB_E4, BB_F4, BB_G4, BB_H4,
 BB_A5, BB_B5, BB_C5, BB_D5, BB_E5, BB_F5, BB_G5, BB_H5,
 BB_A6, BB_B6, BB_C6, BB_D6, BB_E6, BB_F6, BB_G6, BB_H6,
 BB_A7, BB_B7, BB_C7, BB_D7, BB_E7, BB_F7, BB_G7, BB_H7,
 BB_A8, BB_B8, BB_C8, BB_D8, BB_E8, BB_F8, BB_G8, BB_H8) = BB_SQUARES
BB_FILE_A, BB_FILE_B, BB_FILE_C, BB_FILE_D, BB_FILE_E, BB_FILE_F, BB_FILE_G, BB_FILE_H = BB_FILES
BB_RANK_1, BB_RANK_2, BB_RANK_3, BB_RANK_4, BB_RANK_5, BB_RANK_6, BB_RANK_7, BB_RANK_8 = BB_RANKS
# fmt: on


def square_distance(a: Square, b: Square) -> int:
    """The king-move distance between two squares: the larger of the file and rank gaps."""
    return max(abs((a & 7) - (b & 7)), abs((a >> 3) - (b >> 3)))


def square_manhattan_distance(a: Square, b: Square) -> int:
    """The file gap plus the rank gap between two squares (the taxicab distance)."""
    return abs((a & 7) - (b & 7)) + abs((a >> 3) - (b >> 3))


def square_mirror(square: Square) -> Square:
    """The square on the same file, with the rank counted from the other side (e2 to e7)."""
    return square ^ 0x38


def ray(a: Square, b: Square) -> Bitboard:
    """The whole rank, file or diagonal through two squares, edge to edge; 0 when they share
    none, or are the same square."""
    return BB_RAYS[a][b]


def lsb(bb: Bitboard) -> int:
    """The lowest square of a bitboard; -1 for the empty one."""
    return (bb & -bb).bit_length() - 1


def msb(bb: Bitboard) -> int:
    """The highest square of a bitboard; -1 for the empty one."""
    return bb.bit_length() - 1


def scan_forward(bb: Bitboard) -> Iterator[Square]:
    """The squares of a bitboard, from a1 towards h8."""
    bb = int(bb) & BB_ALL
    while bb:
        lowest = bb & -bb
        yield lowest.bit_length() - 1
        bb ^= lowest


def scan_reversed(bb: Bitboard) -> Iterator[Square]:
    """The squares of a bitboard, from h8 towards a1."""
    bb = int(bb) & BB_ALL
    while bb:
        highest = bb.bit_length() - 1
        yield highest
        bb ^= 1 << highest


def popcount(bb: Bitboard) -> int:
    """The number of squares in a bitboard (of set bits, for any ``int``)."""
    return bin(bb).count("1")


def flip_vertical(bb: Bitboard) -> Bitboard:
    """A bitboard upside down: rank 1 swapped with rank 8, rank 2 with rank 7, and so on."""
    return _native._flip_vertical(int(bb) & BB_ALL)


def flip_horizontal(bb: Bitboard) -> Bitboard:
    """A bitboard mirrored left to right: file a swapped with file h, and so on."""
    return _native._flip_horizontal(int(bb) & BB_ALL)


def flip_diagonal(bb: Bitboard) -> Bitboard:
    """A bitboard mirrored about the a1-h8 diagonal."""
    return _native._flip_diagonal(int(bb) & BB_ALL)


def flip_anti_diagonal(bb: Bitboard) -> Bitboard:
    """A bitboard mirrored about the h1-a8 diagonal."""
    return _native._flip_anti_diagonal(int(bb) & BB_ALL)


# The shifts move every square one step (or two) and drop those that leave the board: a step
# up or down falls off the top or bottom (the 64-bit mask), a step sideways would wrap onto
# the neighbouring rank, so the file it would wrap onto is cleared.
_NOT_FILE_A = BB_ALL & ~BB_FILE_A
_NOT_FILE_H = BB_ALL & ~BB_FILE_H
_NOT_FILES_AB = BB_ALL & ~(BB_FILE_A | BB_FILE_B)
_NOT_FILES_GH = BB_ALL & ~(BB_FILE_G | BB_FILE_H)


def shift_down(b: Bitboard) -> Bitboard:
    """Every square one rank down."""
    return b >> 8


def shift_2_down(b: Bitboard) -> Bitboard:
    """Every square two ranks down."""
    return b >> 16


def shift_up(b: Bitboard) -> Bitboard:
    """Every square one rank up."""
    return (b << 8) & BB_ALL


def shift_2_up(b: Bitboard) -> Bitboard:
    """Every square two ranks up."""
    return (b << 16) & BB_ALL


def shift_right(b: Bitboard) -> Bitboard:
    """Every square one file to the right (towards h)."""
    return (b << 1) & _NOT_FILE_A


def shift_2_right(b: Bitboard) -> Bitboard:
    """Every square two files to the right."""
    return (b << 2) & _NOT_FILES_AB


def shift_left(b: Bitboard) -> Bitboard:
    """Every square one file to the left (towards a)."""
    return (b >> 1) & _NOT_FILE_H


def shift_2_left(b: Bitboard) -> Bitboard:
    """Every square two files to the left."""
    return (b >> 2) & _NOT_FILES_GH


def shift_up_left(b: Bitboard) -> Bitboard:
    """Every square one step up and to the left."""
    return (b << 7) & _NOT_FILE_H


def shift_up_right(b: Bitboard) -> Bitboard:
    """Every square one step up and to the right."""
    return (b << 9) & _NOT_FILE_A


def shift_down_left(b: Bitboard) -> Bitboard:
    """Every square one step down and to the left."""
    return (b >> 9) & _NOT_FILE_H


def shift_down_right(b: Bitboard) -> Bitboard:
    """Every square one step down and to the right."""
    return (b >> 7) & _NOT_FILE_A


def _square_bit(square: Square) -> Bitboard:
    """The bitboard of one square; ``IndexError`` for a number that is no square."""
    if not 0 <= square < 64:
        raise IndexError(f"no such square: {square!r}")
    return 1 << square


def _to_mask(squares: IntoSquareSet) -> Bitboard:
    """The bitboard of anything a ``SquareSet`` takes: ``int()`` of it, or its squares."""
    if isinstance(squares, SupportsInt):
        return int(squares) & BB_ALL
    mask = BB_EMPTY
    for square in squares:
        mask |= _square_bit(square)
    return mask


class SquareSet:
    """A mutable set of squares over a 64-bit mask, with ``set``'s methods and the bitwise
    operators of an ``int``.

    ``SquareSet(squares)`` takes a bitboard (an ``int``, another ``SquareSet``) or an iterable
    of squares. It iterates from a1 to h8, compares equal to its bitboard, and converts with
    ``int()``.

    >>> from fianchetto import SquareSet, BB_FILE_A, A1, A8
    >>> squares = SquareSet(BB_FILE_A)
    >>> len(squares), A1 in squares, list(squares)[-1] == A8
    (8, True, True)
    """

    __hash__ = None  # type: ignore[assignment]  # mutable, as set is

    def __init__(self, squares: IntoSquareSet = BB_EMPTY) -> None:
        self.mask: Bitboard = _to_mask(squares)

    # Set membership and iteration.

    def __contains__(self, square: Square) -> bool:
        return bool(_square_bit(square) & self.mask)

    def __iter__(self) -> Iterator[Square]:
        return scan_forward(self.mask)

    def __reversed__(self) -> Iterator[Square]:
        return scan_reversed(self.mask)

    def __len__(self) -> int:
        return popcount(self.mask)

    def __bool__(self) -> bool:
        return bool(self.mask)

    # Changing the set, as set's methods do.

    def add(self, square: Square) -> None:
        """Adds a square."""
        self.mask |= _square_bit(square)

    def discard(self, square: Square) -> None:
        """Removes a square if it is in the set."""
        self.mask &= ~_square_bit(square)

    def remove(self, square: Square) -> None:
        """Removes a square; ``KeyError`` if it is not in the set."""
        bit = _square_bit(square)
        if not self.mask & bit:
            raise KeyError(square)
        self.mask ^= bit

    def pop(self) -> Square:
        """Removes and returns the lowest square; ``KeyError`` if the set is empty."""
        if not self.mask:
            raise KeyError("pop from empty SquareSet")
        square = lsb(self.mask)
        self.mask &= self.mask - 1
        return square

    def clear(self) -> None:
        """Removes every square."""
        self.mask = BB_EMPTY

    def update(self, *others: IntoSquareSet) -> None:
        """Adds the squares of each of ``others``."""
        for other in others:
            self.mask |= _to_mask(other)

    def intersection_update(self, *others: IntoSquareSet) -> None:
        """Keeps only the squares that are in each of ``others``."""
        for other in others:
            self.mask &= _to_mask(other)

    def difference_update(self, other: IntoSquareSet) -> None:
        """Removes the squares of ``other``."""
        self.mask &= ~_to_mask(other)

    def symmetric_difference_update(self, other: IntoSquareSet) -> None:
        """Keeps the squares in exactly one of the set and ``other``."""
        self.mask ^= _to_mask(other)

    # New sets, as set's methods make them.

    def copy(self) -> SquareSet:
        """A new set of the same squares."""
        return SquareSet(self.mask)

    def union(self, other: IntoSquareSet) -> SquareSet:
        """The squares in the set or in ``other``."""
        return self | other

    def intersection(self, other: IntoSquareSet) -> SquareSet:
        """The squares in both the set and ``other``."""
        return self & other

    def difference(self, other: IntoSquareSet) -> SquareSet:
        """The squares in the set but not in ``other``."""
        return self - other

    def symmetric_difference(self, other: IntoSquareSet) -> SquareSet:
        """The squares in exactly one of the set and ``other``."""
        return self ^ other

    def isdisjoint(self, other: IntoSquareSet) -> bool:
        """Whether the set and ``other`` share no square."""
        return not self.mask & _to_mask(other)

    def issubset(self, other: IntoSquareSet) -> bool:
        """Whether every square of the set is in ``other``."""
        return not self.mask & ~_to_mask(other)

    def issuperset(self, other: IntoSquareSet) -> bool:
        """Whether every square of ``other`` is in the set."""
        return not _to_mask(other) & ~self.mask

    # The bitwise operators; the in-place forms change the set.

    def __and__(self, other: IntoSquareSet) -> SquareSet:
        return SquareSet(self.mask & _to_mask(other))

    def __or__(self, other: IntoSquareSet) -> SquareSet:
        return SquareSet(self.mask | _to_mask(other))

    def __xor__(self, other: IntoSquareSet) -> SquareSet:
        return SquareSet(self.mask ^ _to_mask(other))

    def __sub__(self, other: IntoSquareSet) -> SquareSet:
        return SquareSet(self.mask & ~_to_mask(other))

    def __iand__(self, other: IntoSquareSet) -> SquareSet:
        self.mask &= _to_mask(other)
        return self

    def __ior__(self, other: IntoSquareSet) -> SquareSet:
        self.mask |= _to_mask(other)
        return self

    def __ixor__(self, other: IntoSquareSet) -> SquareSet:
        self.mask ^= _to_mask(other)
        return self

    def __isub__(self, other: IntoSquareSet) -> SquareSet:
        self.mask &= ~_to_mask(other)
        return self

    def __invert__(self) -> SquareSet:
        return SquareSet(~self.mask & BB_ALL)

    def __lshift__(self, shift: int) -> SquareSet:
        return SquareSet((self.mask << shift) & BB_ALL)

    def __rshift__(self, shift: int) -> SquareSet:
        return SquareSet(self.mask >> shift)

    def __ilshift__(self, shift: int) -> SquareSet:
        self.mask = (self.mask << shift) & BB_ALL
        return self

    def __irshift__(self, shift: int) -> SquareSet:
        self.mask >>= shift
        return self

    # Bitboard views.

    def __int__(self) -> int:
        return self.mask

    def __index__(self) -> int:
        return self.mask

    def __eq__(self, other: object) -> bool:
        try:
            return self.mask == _to_mask(other)  # type: ignore[arg-type]
        except (TypeError, ValueError, IndexError):
            return NotImplemented

    def carry_rippler(self) -> Iterator[Bitboard]:
        """Every subset of the set, as a bitboard, the empty one first."""
        subset = BB_EMPTY
        while True:
            yield subset
            subset = (subset - self.mask) & self.mask
            if not subset:
                return

    def mirror(self) -> SquareSet:
        """The set upside down (each square's rank counted from the other side)."""
        return SquareSet(flip_vertical(self.mask))

    def tolist(self) -> List[bool]:
        """64 booleans, one a square from a1 to h8: whether it is in the set."""
        return [bool(self.mask >> square & 1) for square in range(64)]

    @classmethod
    def ray(cls, a: Square, b: Square) -> SquareSet:
        """The whole rank, file or diagonal through two squares; empty if they share none."""
        return cls(ray(a, b))

    @classmethod
    def between(cls, a: Square, b: Square) -> SquareSet:
        """The squares strictly between two squares on a rank, file or diagonal; empty if they
        share none."""
        return cls(between(a, b))

    @classmethod
    def from_square(cls, square: Square) -> SquareSet:
        """The set of one square."""
        return cls(_square_bit(square))

    def __repr__(self) -> str:
        return f"SquareSet({self.mask:#021_x})"

    def __str__(self) -> str:
        rows = (
            " ".join("1" if self.mask >> (rank * 8 + file) & 1 else "." for file in range(8))
            for rank in reversed(range(8))
        )
        return "\n".join(rows)

    def _repr_svg_(self) -> str:
        """The set as an SVG picture (Jupyter): an empty board with a cross on each square."""
        import fianchetto.svg

        return fianchetto.svg.board(squares=self, size=390)


__all__ = [
    "Bitboard", "IntoSquareSet", "SquareSet",
    "BB_EMPTY", "BB_ALL", "BB_SQUARES", "BB_FILES", "BB_RANKS", "BB_LIGHT_SQUARES",
    "BB_DARK_SQUARES", "BB_CENTER", "BB_CORNERS", "BB_BACKRANKS",
    "BB_KNIGHT_ATTACKS", "BB_KING_ATTACKS", "BB_PAWN_ATTACKS", "BB_RAYS",
    "BB_FILE_MASKS", "BB_FILE_ATTACKS", "BB_RANK_MASKS", "BB_RANK_ATTACKS",
    "BB_DIAG_MASKS", "BB_DIAG_ATTACKS",
    "square_distance", "square_manhattan_distance", "square_knight_distance", "square_mirror",
    "ray", "between", "lsb", "msb", "scan_forward", "scan_reversed", "popcount",
    "flip_vertical", "flip_horizontal", "flip_diagonal", "flip_anti_diagonal",
    "shift_down", "shift_2_down", "shift_up", "shift_2_up", "shift_right", "shift_2_right",
    "shift_left", "shift_2_left", "shift_up_left", "shift_up_right", "shift_down_left",
    "shift_down_right",
] + [f"BB_{name.upper()}" for name in _native.SQUARE_NAMES] \
  + [f"BB_FILE_{name.upper()}" for name in _native.FILE_NAMES] \
  + [f"BB_RANK_{name}" for name in _native.RANK_NAMES]  # fmt: skip
