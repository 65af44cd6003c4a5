"""Boards and pieces as SVG pictures, as python-chess's ``chess.svg``: ``board``, ``piece``
and ``Arrow``. The drawing is fianchetto's own (the Rust ``fianchetto-svg`` crate); the
arguments mean what python-chess's mean.

>>> import fianchetto, fianchetto.svg
>>> fianchetto.svg.board(fianchetto.Board(), size=200).startswith("<svg")
True
"""

from __future__ import annotations

from typing import Any, Dict, Iterable, Optional, Tuple, Union

from fianchetto import _native
from fianchetto._bitboards import IntoSquareSet, SquareSet
from fianchetto._native import Move, Piece

Square = int
Color = bool

# The one-letter colour codes of PGN comments' `[%cal]` and `[%csl]`, as lichess writes them.
_PGN_COLORS = {"G": "green", "R": "red", "Y": "yellow", "B": "blue"}


class Arrow:
    """An arrow from ``tail`` to ``head`` (a circle when they are the same square), in a named
    colour (``green``, ``red``, ``yellow``, ``blue``) or ``#rrggbb[aa]``."""

    def __init__(self, tail: Square, head: Square, *, color: str = "green") -> None:
        self.tail = tail
        self.head = head
        self.color = color

    def pgn(self) -> str:
        """The arrow as PGN comments write it: ``Ga1h8``, or ``Rd4`` for a circle. A colour
        without a letter is written as green."""
        letter = next((code for code, name in _PGN_COLORS.items() if name == self.color), "G")
        squares = _native.SQUARE_NAMES[self.tail]
        if self.head != self.tail:
            squares += _native.SQUARE_NAMES[self.head]
        return letter + squares

    @classmethod
    def from_pgn(cls, pgn: str) -> Arrow:
        """Reads ``Ge2e4``, ``Rd4`` or ``e2e4`` (green); ``ValueError`` for anything else."""
        color = "green"
        if pgn[:1] in _PGN_COLORS:
            color, pgn = _PGN_COLORS[pgn[0]], pgn[1:]
        if len(pgn) == 2:
            tail = head = _parse_square(pgn)
        elif len(pgn) == 4:
            tail, head = _parse_square(pgn[:2]), _parse_square(pgn[2:])
        else:
            raise ValueError(f"not an arrow: {pgn!r}")
        return cls(tail, head, color=color)

    def __str__(self) -> str:
        return self.pgn()

    def __repr__(self) -> str:
        tail, head = _native.SQUARE_NAMES[self.tail], _native.SQUARE_NAMES[self.head]
        return f"Arrow({tail.upper()}, {head.upper()}, color={self.color!r})"


def _parse_square(name: str) -> Square:
    try:
        return _native.SQUARE_NAMES.index(name)
    except ValueError:
        raise ValueError(f"not a square: {name!r}") from None


def piece(piece: Piece, size: Optional[int] = None) -> str:
    """One piece as SVG, ``size`` pixels wide (unsized, to scale freely, by default). Its
    drawing is the group ``id="white-king"``, ``class="white king"``."""
    return _native._svg_piece(piece, size)


def board(
    board: Optional[Any] = None,
    *,
    orientation: Color = True,
    lastmove: Optional[Move] = None,
    check: Optional[Square] = None,
    arrows: Iterable[Union[Arrow, Tuple[Square, Square]]] = (),
    fill: Dict[Square, str] = {},  # noqa: B006  (read only)
    squares: Optional[IntoSquareSet] = None,
    size: Optional[int] = None,
    coordinates: bool = True,
    colors: Dict[str, str] = {},  # noqa: B006  (read only)
    flipped: bool = False,
    borders: bool = False,
    style: Optional[str] = None,
) -> str:
    """A board as SVG: ``board``'s pieces (an empty board when ``None``), from
    ``orientation``'s side (``flipped`` turns it round), with ``lastmove``'s squares shaded, a
    glow on ``check`` (a square), ``arrows`` (``Arrow``s or ``(tail, head)`` pairs), ``fill``
    colours by square, a cross on each of ``squares``, ``size`` pixels wide (unsized by
    default), coordinates in the margin, and borders between the squares.

    ``colors`` overrides colours by python-chess's keys: ``square light``, ``square dark``,
    ``square light lastmove``, ``square dark lastmove``, ``margin``, ``coord``,
    ``inner border``, ``outer border`` and ``arrow green`` (``red``, ``yellow``, ``blue``).
    ``style`` is CSS put in the picture's ``<style>`` element."""
    drawn_arrows = []
    for arrow in arrows:
        if isinstance(arrow, Arrow):
            drawn_arrows.append((arrow.tail, arrow.head, arrow.color))
        else:
            tail, head = arrow
            drawn_arrows.append((tail, head, "green"))
    svg = _native._svg_board(
        None if board is None else board.board_fen(),
        orientation=bool(orientation) ^ flipped,
        lastmove=None if lastmove is None else (lastmove.from_square, lastmove.to_square),
        check=check,
        arrows=drawn_arrows,
        fills=list(fill.items()),
        crosses=0 if squares is None else SquareSet(squares).mask,
        size=size,
        coordinates=coordinates,
        colors=dict(colors),
        borders=borders,
    )
    if style:
        # After the `<svg …>` opening tag: a style sheet applies to the whole picture.
        opening = svg.index(">") + 1
        svg = f"{svg[:opening]}<style>{_escape(style)}</style>{svg[opening:]}"
    return svg


def _escape(text: str) -> str:
    """Text made safe inside an XML element."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


__all__ = ["Arrow", "board", "piece"]
