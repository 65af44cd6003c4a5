"""Boards as SVG pictures, as python-chess's ``chess.svg.board``.

>>> import fianchetto, fianchetto.svg
>>> fianchetto.svg.board(fianchetto.Board(), size=200).startswith("<svg")
True
"""

from __future__ import annotations

from typing import Optional

from fianchetto import Board, Move


def board(
    board: Board,
    *,
    orientation: bool = True,
    lastmove: Optional[Move] = None,
    size: int = 390,
    coordinates: bool = True,
) -> str:
    """The board as SVG text, from ``orientation``'s side, with ``lastmove`` (by default the
    last move played) marked and a king in check glowing."""
    return board.svg(orientation, lastmove, size, coordinates)


__all__ = ["board"]
