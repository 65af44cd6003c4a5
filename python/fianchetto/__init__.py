"""fianchetto: python-chess's everyday API on a fast, correct Rust core.

>>> import fianchetto
>>> board = fianchetto.Board()
>>> board.push_san("e4")
Move.from_uci('e2e4')
>>> board.legal_moves.count()
20
>>> board.is_check()
False
"""

from __future__ import annotations

from collections.abc import Sequence

from fianchetto._native import (
    FILE_NAMES as FILE_NAMES,
    RANK_NAMES as RANK_NAMES,
    SQUARE_NAMES as SQUARE_NAMES,
    AmbiguousMoveError as AmbiguousMoveError,
    Board as Board,
    IllegalMoveError as IllegalMoveError,
    InvalidFenError as InvalidFenError,
    InvalidMoveError as InvalidMoveError,
    LegalMoveGenerator as LegalMoveGenerator,
    Move as Move,
    MoveStack as MoveStack,
    Outcome as Outcome,
    Piece as Piece,
    Termination as Termination,
    __version__ as __version__,
)
# The square constants `A1` to `H8`, named and numbered by the Rust core, as the names of the
# files, ranks and squares above are.
from fianchetto._squares import *  # noqa: F403
# The bitboards: `SquareSet`, the `BB_*` sets and tables, and the square and bitboard helpers.
from fianchetto._bitboards import *  # noqa: F403
from fianchetto import _bitboards

Color = bool
WHITE: Color = True
BLACK: Color = False
COLORS = [WHITE, BLACK]
COLOR_NAMES = ["black", "white"]

PieceType = int
PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = range(1, 7)
PIECE_TYPES = [PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING]
PIECE_SYMBOLS = [None, "p", "n", "b", "r", "q", "k"]
PIECE_NAMES = [None, "pawn", "knight", "bishop", "rook", "queen", "king"]

Square = int
SQUARES = list(range(64))
SQUARE_NAMES_UPPER = [name.upper() for name in SQUARE_NAMES]

# `move_stack` is a sequence, as python-chess's list is.
Sequence.register(MoveStack)

STARTING_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
STARTING_BOARD_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"


def piece_symbol(piece_type: PieceType) -> str:
    """The lower-case letter of a piece type: ``piece_symbol(KNIGHT) == "n"``."""
    return PIECE_SYMBOLS[piece_type]  # type: ignore[return-value]


def piece_name(piece_type: PieceType) -> str:
    """The name of a piece type: ``piece_name(KNIGHT) == "knight"``."""
    return PIECE_NAMES[piece_type]  # type: ignore[return-value]


def square(file_index: int, rank_index: int) -> Square:
    """The square on a file and a rank, each counted from 0: ``square(4, 3) == E4``."""
    return rank_index * 8 + file_index


def square_file(sq: Square) -> int:
    """The file of a square, from 0 (the a-file)."""
    return sq & 7


def square_rank(sq: Square) -> int:
    """The rank of a square, from 0 (the first rank)."""
    return sq >> 3


def square_name(sq: Square) -> str:
    """The name of a square: ``square_name(E4) == "e4"``."""
    return SQUARE_NAMES[sq]


def parse_square(name: str) -> Square:
    """The square a name names: ``parse_square("e4") == E4``. Raises ``ValueError``."""
    return SQUARE_NAMES.index(name)


__all__ = [
    "AmbiguousMoveError", "Board", "IllegalMoveError", "InvalidFenError", "InvalidMoveError",
    "LegalMoveGenerator", "Move", "MoveStack", "Outcome", "Piece", "Termination", "__version__",
    "Color", "WHITE", "BLACK", "COLORS", "COLOR_NAMES",
    "PieceType", "PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING",
    "PIECE_TYPES", "PIECE_SYMBOLS", "PIECE_NAMES", "FILE_NAMES", "RANK_NAMES",
    "Square", "SQUARES", "SQUARE_NAMES", "STARTING_FEN", "STARTING_BOARD_FEN",
    "piece_symbol", "piece_name", "square", "square_file", "square_rank", "square_name", "parse_square",
] + SQUARE_NAMES_UPPER + _bitboards.__all__  # fmt: skip
