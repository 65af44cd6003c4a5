"""Polyglot opening books, as python-chess's ``chess.polyglot``.

>>> import fianchetto, fianchetto.polyglot
>>> fianchetto.polyglot.zobrist_hash(fianchetto.Board()) == 0x463B96181691FC9C
True

The book is read whole into memory and checked when opened (whole 16-byte entries, sorted by
key); lookups are binary searches in Rust.
"""

from __future__ import annotations

import os
import random as _random
from types import TracebackType
from typing import Container, Iterator, List, NamedTuple, Optional, Protocol, Type, Union

from fianchetto import Board, Move
from fianchetto._native import Reader

__all__ = ["Entry", "MemoryMappedReader", "open_reader", "zobrist_hash"]

_Path = Union[str, bytes, "os.PathLike[str]", "os.PathLike[bytes]"]


class _RandInt(Protocol):
    """What the choices ask of a random generator: ``random.Random`` has it."""

    def randint(self, a: int, b: int) -> int: ...


class Entry(NamedTuple):
    """An entry from a Polyglot opening book."""

    key: int
    """The Zobrist hash of the position."""

    raw_move: int
    """The raw binary representation of the move: target square in bits 0-5, origin in bits
    6-11, promotion in bits 12-14. Use :data:`move` instead."""

    weight: int
    """An integer value that can be used as the weight for this entry."""

    learn: int
    """Another integer value that can be used for extra information."""

    move: Move
    """The :class:`~fianchetto.Move`."""


def _raw_move(raw_move: int) -> Move:
    """The move of ``raw_move`` read without a board: the squares as stored (castling as the
    king taking its rook) and the promotion bits as a piece type (1 is a knight)."""
    to_square = raw_move & 0x3F
    from_square = (raw_move >> 6) & 0x3F
    promotion_bits = (raw_move >> 12) & 0x7
    # Bits 6 and 7 name no piece at all; the move is then read as if it had none.
    promotion = promotion_bits + 1 if 1 <= promotion_bits <= 5 else None
    return Move(from_square, to_square, promotion)


def _entry(key: int, raw_move: int, weight: int, learn: int) -> Entry:
    return Entry(key, raw_move, weight, learn, _raw_move(raw_move))


class MemoryMappedReader:
    """A Polyglot opening book, as :func:`open_reader` opens it. The whole file is read into
    memory (not memory-mapped, despite python-chess's name, which is kept)."""

    def __init__(self, filename: _Path) -> None:
        path = os.fsdecode(filename)
        # The null device is an empty book, as python-chess reads it; other devices are refused.
        self._book = Reader.from_bytes(b"") if path == os.devnull else Reader(path)

    def __enter__(self) -> "MemoryMappedReader":
        return self

    def __exit__(
        self,
        exc_type: Optional[Type[BaseException]],
        exc_value: Optional[BaseException],
        traceback: Optional[TracebackType],
    ) -> None:
        self.close()

    def __len__(self) -> int:
        return len(self._book)

    def __getitem__(self, index: int) -> Entry:
        """The entry at ``index`` in file order (sorted by key); negative counts from the end.
        Its move is read without a board (castling as king takes rook)."""
        if index < 0:
            index += len(self._book)
        if index < 0:
            raise IndexError("book index out of range")
        return _entry(*self._book.entry_at(index))

    def __iter__(self) -> Iterator[Entry]:
        for index in range(len(self._book)):
            yield _entry(*self._book.entry_at(index))

    def __reversed__(self) -> Iterator[Entry]:
        for index in range(len(self._book) - 1, -1, -1):
            yield _entry(*self._book.entry_at(index))

    def __contains__(self, entry: object) -> bool:
        """Whether the book stores ``entry``, its move read without a board, as
        ``reader[index]`` gives it: an entry from a board lookup whose castling the board
        rewrote (``e1g1`` for ``e1h1``) is not in the book."""
        if not isinstance(entry, tuple) or len(entry) != 5 or not isinstance(entry[0], int):
            return False
        return any(_entry(*raw) == entry for raw in self._book.raw_entries(entry[0]))

    def _entries(self, board: Union[Board, int]) -> List[Entry]:
        if isinstance(board, int):
            return [_entry(*raw) for raw in self._book.raw_entries(board)]
        return [Entry(*legal) for legal in self._book.legal_entries(board)]

    def find_all(
        self,
        board: Union[Board, int],
        *,
        minimum_weight: int = 1,
        exclude_moves: Container[Move] = [],
    ) -> Iterator[Entry]:
        """The entries of a position, in file order: for a board, those whose move is legal
        there (castling as the board writes it); for a Zobrist key, every stored entry, its move
        read without a board. Entries below ``minimum_weight`` or whose move is in
        ``exclude_moves`` are skipped."""
        for entry in self._entries(board):
            if entry.weight >= minimum_weight and entry.move not in exclude_moves:
                yield entry

    def find(
        self,
        board: Union[Board, int],
        *,
        minimum_weight: int = 1,
        exclude_moves: Container[Move] = [],
    ) -> Entry:
        """The entry of most weight (the first of equals) among :meth:`find_all`'s. Raises
        ``IndexError`` when there is none."""
        best: Optional[Entry] = None
        for entry in self.find_all(board, minimum_weight=minimum_weight, exclude_moves=exclude_moves):
            if best is None or entry.weight > best.weight:
                best = entry
        if best is None:
            raise IndexError("no book entry for the position")
        return best

    def get(
        self,
        board: Union[Board, int],
        default: Optional[Entry] = None,
        *,
        minimum_weight: int = 1,
        exclude_moves: Container[Move] = [],
    ) -> Optional[Entry]:
        """:meth:`find`, or ``default`` when there is no entry."""
        try:
            return self.find(board, minimum_weight=minimum_weight, exclude_moves=exclude_moves)
        except IndexError:
            return default

    def choice(
        self,
        board: Union[Board, int],
        *,
        minimum_weight: int = 1,
        exclude_moves: Container[Move] = [],
        random: Optional[_RandInt] = None,
    ) -> Entry:
        """An entry of :meth:`find_all` chosen uniformly at random with ``random`` (the
        ``random`` module by default), one ``randint`` call per entry after the first
        (reservoir sampling). Raises ``IndexError`` when there is none."""
        generator: _RandInt = _random if random is None else random
        chosen: Optional[Entry] = None
        for seen, entry in enumerate(self.find_all(board, minimum_weight=minimum_weight, exclude_moves=exclude_moves)):
            # Entry `seen` replaces the choice with probability 1 / (seen + 1).
            if chosen is None or generator.randint(0, seen) == seen:
                chosen = entry
        if chosen is None:
            raise IndexError("no book entry for the position")
        return chosen

    def weighted_choice(
        self,
        board: Union[Board, int],
        *,
        exclude_moves: Container[Move] = [],
        random: Optional[_RandInt] = None,
    ) -> Entry:
        """An entry chosen at random in proportion to its weight, with one call of
        ``random.randint(0, total_weight - 1)`` (the ``random`` module by default). Entries of
        weight 0 are never chosen. Raises ``IndexError`` when no entry has weight."""
        generator: _RandInt = _random if random is None else random
        entries = list(self.find_all(board, minimum_weight=0, exclude_moves=exclude_moves))
        total = sum(entry.weight for entry in entries)
        if total == 0:
            raise IndexError("no book entry with weight for the position")
        chosen = generator.randint(0, total - 1)
        cumulative = 0
        for entry in entries:
            cumulative += entry.weight
            if cumulative > chosen:
                return entry
        raise IndexError("the random number was out of range")

    def close(self) -> None:
        """Releases the book's memory; the reader is empty afterwards."""
        self._book = Reader.from_bytes(b"")


def open_reader(path: _Path) -> MemoryMappedReader:
    """The book at ``path``, read whole into memory and checked. Raises ``OSError``
    (``FileNotFoundError`` and the like) when it cannot be read or is not a book."""
    return MemoryMappedReader(path)


def zobrist_hash(board: Board) -> int:
    """The Polyglot key of the board's position."""
    return board.zobrist_hash()
