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

import enum
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
from fianchetto._base_board import BaseBoard as BaseBoard

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



class Status(enum.IntFlag):
    """What ``Board.status()`` finds wrong with a board, as python-chess's flags: ``VALID``
    (0) for a legal position, else a union of reasons."""

    VALID = 0
    NO_WHITE_KING = 1 << 0
    NO_BLACK_KING = 1 << 1
    TOO_MANY_KINGS = 1 << 2
    TOO_MANY_WHITE_PAWNS = 1 << 3
    TOO_MANY_BLACK_PAWNS = 1 << 4
    PAWNS_ON_BACKRANK = 1 << 5
    TOO_MANY_WHITE_PIECES = 1 << 6
    TOO_MANY_BLACK_PIECES = 1 << 7
    BAD_CASTLING_RIGHTS = 1 << 8
    INVALID_EP_SQUARE = 1 << 9
    OPPOSITE_CHECK = 1 << 10
    EMPTY = 1 << 11
    RACE_CHECK = 1 << 12
    RACE_OVER = 1 << 13
    RACE_MATERIAL = 1 << 14
    TOO_MANY_CHECKERS = 1 << 15
    IMPOSSIBLE_CHECK = 1 << 16


STATUS_VALID = Status.VALID
STATUS_NO_WHITE_KING = Status.NO_WHITE_KING
STATUS_NO_BLACK_KING = Status.NO_BLACK_KING
STATUS_TOO_MANY_KINGS = Status.TOO_MANY_KINGS
STATUS_TOO_MANY_WHITE_PAWNS = Status.TOO_MANY_WHITE_PAWNS
STATUS_TOO_MANY_BLACK_PAWNS = Status.TOO_MANY_BLACK_PAWNS
STATUS_PAWNS_ON_BACKRANK = Status.PAWNS_ON_BACKRANK
STATUS_TOO_MANY_WHITE_PIECES = Status.TOO_MANY_WHITE_PIECES
STATUS_TOO_MANY_BLACK_PIECES = Status.TOO_MANY_BLACK_PIECES
STATUS_BAD_CASTLING_RIGHTS = Status.BAD_CASTLING_RIGHTS
STATUS_INVALID_EP_SQUARE = Status.INVALID_EP_SQUARE
STATUS_OPPOSITE_CHECK = Status.OPPOSITE_CHECK
STATUS_EMPTY = Status.EMPTY
STATUS_RACE_CHECK = Status.RACE_CHECK
STATUS_RACE_OVER = Status.RACE_OVER
STATUS_RACE_MATERIAL = Status.RACE_MATERIAL
STATUS_TOO_MANY_CHECKERS = Status.TOO_MANY_CHECKERS
STATUS_IMPOSSIBLE_CHECK = Status.IMPOSSIBLE_CHECK

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
    "AmbiguousMoveError", "BaseBoard", "Board", "IllegalMoveError", "InvalidFenError", "InvalidMoveError",
    "LegalMoveGenerator", "Move", "MoveStack", "Outcome", "Piece", "Termination", "__version__",
    "Color", "WHITE", "BLACK", "COLORS", "COLOR_NAMES",
    "PieceType", "PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING",
    "PIECE_TYPES", "PIECE_SYMBOLS", "PIECE_NAMES", "FILE_NAMES", "RANK_NAMES",
    "Square", "SQUARES", "SQUARE_NAMES", "STARTING_FEN", "STARTING_BOARD_FEN",
    "Status", "STATUS_VALID", "STATUS_NO_WHITE_KING", "STATUS_NO_BLACK_KING",
    "STATUS_TOO_MANY_KINGS", "STATUS_TOO_MANY_WHITE_PAWNS", "STATUS_TOO_MANY_BLACK_PAWNS",
    "STATUS_PAWNS_ON_BACKRANK", "STATUS_TOO_MANY_WHITE_PIECES", "STATUS_TOO_MANY_BLACK_PIECES",
    "STATUS_BAD_CASTLING_RIGHTS", "STATUS_INVALID_EP_SQUARE", "STATUS_OPPOSITE_CHECK",
    "STATUS_EMPTY", "STATUS_RACE_CHECK", "STATUS_RACE_OVER", "STATUS_RACE_MATERIAL",
    "STATUS_TOO_MANY_CHECKERS", "STATUS_IMPOSSIBLE_CHECK",
    "piece_symbol", "piece_name", "square", "square_file", "square_rank", "square_name", "parse_square",
] + SQUARE_NAMES_UPPER + _bitboards.__all__  # fmt: skip
