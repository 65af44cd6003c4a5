"""``BaseBoard``: python-chess's board of pieces alone (no side to move, rights or moves), with
the piece queries and edits of ``Board``. ``Board`` counts as one (``isinstance`` and
``issubclass`` say so) without inheriting from it: its methods are native.
"""

from __future__ import annotations

import abc
from typing import Any, Callable, Optional, TypeVar

from fianchetto._native import Board

_B = TypeVar("_B", bound="BaseBoard")

STARTING_BOARD_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"

# The pieces-only methods and bitboards a `BaseBoard` takes from the board it keeps.
_FROM_BOARD = frozenset(
    """
    piece_at piece_type_at color_at king attacks attacks_mask attackers attackers_mask
    is_attacked_by pin pin_mask is_pinned pieces pieces_mask piece_map set_piece_map
    set_piece_at remove_piece_at board_fen set_board_fen clear_board unicode chess960_pos
    occupied occupied_co pawns knights bishops rooks queens kings promoted
    """.split()
)


class BaseBoard(metaclass=abc.ABCMeta):
    """The pieces on a board: ``BaseBoard()`` the start, ``BaseBoard(None)`` an empty board,
    ``BaseBoard(board_fen)`` any placement.

    >>> from fianchetto import BaseBoard, E1
    >>> BaseBoard().piece_at(E1)
    Piece.from_symbol('K')
    """

    def __init__(self, board_fen: Optional[str] = STARTING_BOARD_FEN) -> None:
        self._board = Board(None)
        if board_fen is not None:
            self._board.set_board_fen(board_fen)

    @classmethod
    def empty(cls: type[_B]) -> _B:
        """An empty board."""
        return cls(None)

    def __getattr__(self, name: str) -> Any:
        if name in _FROM_BOARD:
            return getattr(self._board, name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def reset_board(self) -> None:
        """Puts the pieces on their starting squares."""
        self._board.set_board_fen(STARTING_BOARD_FEN)

    def set_chess960_pos(self, scharnagl: int) -> None:
        """Puts the pieces on the squares of Chess960 start number ``scharnagl``."""
        start = Board.from_chess960_pos(scharnagl)
        self._board.set_board_fen(start.board_fen())

    def copy(self: _B) -> _B:
        """A copy."""
        return type(self)(self._board.board_fen())

    def mirror(self: _B) -> _B:
        """A copy seen from the other side: ranks flipped, colors swapped."""
        return type(self)(self._board.mirror().board_fen())

    def transform(self: _B, f: Callable[[int], int]) -> _B:
        """A copy with every bitboard passed through ``f`` (such as ``flip_vertical``)."""
        return type(self)(self._board.transform(f).board_fen())

    def apply_mirror(self) -> None:
        """Mirrors the pieces in place (see ``mirror``)."""
        self._board.set_board_fen(self.mirror().board_fen())

    def apply_transform(self, f: Callable[[int], int]) -> None:
        """Transforms the pieces in place (see ``transform``)."""
        self._board.set_board_fen(self.transform(f).board_fen())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BaseBoard):
            return NotImplemented
        return bool(self.board_fen() == other.board_fen())

    def __hash__(self) -> int:
        return hash(self.board_fen())

    def __str__(self) -> str:
        return str(self._board)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._board.board_fen()!r})"

    def _repr_svg_(self) -> str:
        """The pieces as an SVG picture, for notebooks."""
        return str(self._board.svg())


BaseBoard.register(Board)
