"""Polyglot opening books, as python-chess's ``chess.polyglot``.

>>> import fianchetto, fianchetto.polyglot
>>> fianchetto.polyglot.zobrist_hash(fianchetto.Board()) == 0x463B96181691FC9C
True
"""

from __future__ import annotations

import os
from typing import Union

from fianchetto import Board
from fianchetto._native import Entry, Reader

MemoryMappedReader = Reader


def open_reader(path: "Union[str, os.PathLike[str]]") -> Reader:
    """The book at ``path``, read whole into memory and checked. Raises ``OSError``."""
    return Reader(path)


def zobrist_hash(board: Board) -> int:
    """The Polyglot key of the board's position."""
    return board.zobrist_hash()


__all__ = ["Entry", "MemoryMappedReader", "Reader", "open_reader", "zobrist_hash"]
