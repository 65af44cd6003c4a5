"""Syzygy endgame tablebases, as python-chess's ``chess.syzygy``.

Tables are probed in Rust: standard chess's, and with ``VariantBoard=`` atomic chess's and
those of antichess, giveaway and suicide chess (WDL and DTZ).

>>> import fianchetto.syzygy
>>> fianchetto.syzygy.normalize_tablename("KNvKQ")
'KQvKN'
>>> sorted(fianchetto.syzygy.dependencies("KBNvK"))
['KBvK', 'KNvK']
"""

from __future__ import annotations

import itertools
import os
from types import TracebackType
from typing import Iterable, Iterator, List, Optional, Set, Tuple, Type, Union

from fianchetto import Board
from fianchetto._native import MissingTableError, Tablebase as _NativeTablebase, _material_key

__all__ = [
    "MissingTableError", "Tablebase", "WdlTable", "DtzTable", "open_tablebase", "tablenames",
    "normalize_tablename", "calc_key", "dependencies", "all_dependencies", "is_tablename",
    "dtz_before_zeroing", "TBPIECES",
]

_Path = Union[str, "os.PathLike[str]"]

TBPIECES = 7
"""The most pieces a Syzygy table holds."""

# Table names write each side's pieces strongest first; a lower index is a stronger piece.
_PIECE_LETTERS = "KQRBNP"
_PROMOTIONS = "QRBN"

# The variants (by ``uci_variant``) that have Syzygy tables; each reads the set of its rules.
_VARIANTS_WITH_TABLES = frozenset(["chess", "atomic", "suicide", "giveaway", "antichess"])


def _side_order(side: str) -> List[int]:
    return sorted(_PIECE_LETTERS.index(letter) for letter in side)


def normalize_tablename(name: str, *, mirror: bool = False) -> str:
    """The name of the table that holds the material ``name`` (``"KNvKQ"`` is in
    ``"KQvKN"``): each side's pieces strongest first, and the side with more pieces first, or
    with as many the side with the stronger pieces. ``mirror`` swaps the two sides of the
    result. Raises ``ValueError`` for a name without one ``v``."""
    white, black = name.split("v")
    white_order, black_order = _side_order(white), _side_order(black)
    if (len(white_order), black_order) < (len(black_order), white_order):
        white_order, black_order = black_order, white_order
    if mirror:
        white_order, black_order = black_order, white_order
    return "".join(_PIECE_LETTERS[i] for i in white_order) + "v" + "".join(_PIECE_LETTERS[i] for i in black_order)


def is_tablename(name: str, *, one_king: bool = True, piece_count: Optional[int] = TBPIECES, normalized: bool = True) -> bool:
    """Whether ``name`` is a table's name: pieces ``KQRBNP`` on each side of one ``v``; with
    ``one_king``, each side led by its king and a piece besides the kings; at most
    ``piece_count`` pieces (``None``: any); and, with ``normalized``, written as
    :func:`normalize_tablename` writes it."""
    sides = name.split("v")
    if len(sides) != 2 or not all(side and all(letter in _PIECE_LETTERS for letter in side) for side in sides):
        return False
    pieces = len(name) - 1
    if one_king and (pieces < 3 or not all(side.startswith("K") for side in sides)):
        return False
    if piece_count is not None and pieces > piece_count:
        return False
    return not normalized or normalize_tablename(name) == name


def _side_multisets(count: int, letters: str) -> Iterator[str]:
    return ("".join(combination) for combination in itertools.combinations_with_replacement(letters, count))


def tablenames(*, one_king: bool = True, piece_count: int = 6) -> Iterator[str]:
    """The names of all tables of up to ``piece_count`` pieces, each once: with
    ``one_king``, for chess (each side a king and more), else for antichess (any pieces, at
    least one a side)."""
    names: Set[str] = set()
    if one_king:
        for extra in range(1, piece_count - 1):
            for white_extra in range(extra + 1):
                for white in _side_multisets(white_extra, _PIECE_LETTERS[1:]):
                    for black in _side_multisets(extra - white_extra, _PIECE_LETTERS[1:]):
                        names.add(normalize_tablename("K" + white + "vK" + black))
    else:
        for total in range(2, piece_count + 1):
            for white_count in range(1, total):
                for white in _side_multisets(white_count, _PIECE_LETTERS):
                    for black in _side_multisets(total - white_count, _PIECE_LETTERS):
                        names.add(normalize_tablename(white + "v" + black))
    return iter(sorted(names, key=lambda name: (len(name), name)))


def dependencies(target: str, *, one_king: bool = True) -> Iterator[str]:
    """The tables a probe of ``target`` may need besides its own: those a capture or a
    promotion leads to (a king is captured only in antichess, ``one_king=False``, where a pawn
    may also promote to a king)."""
    white, black = target.split("v")
    promotions = _PROMOTIONS if one_king else "K" + _PROMOTIONS
    found: List[str] = []

    def add(mover: str, other: str, white_moves: bool) -> None:
        if not mover or not other:
            return  # a side without pieces has lost: no table
        name = mover + "v" + other if white_moves else other + "v" + mover
        if one_king and name == "KvK":
            return  # bare kings: a draw without a table
        name = normalize_tablename(name)
        if name not in found:
            found.append(name)

    for side, other, is_white in [(white, black, True), (black, white, False)]:
        for index, letter in enumerate(side):
            rest = side[:index] + side[index + 1:]
            if letter == "P":
                for promotion in promotions:
                    add(rest + promotion, other, is_white)
            if letter != "K" or not one_king:
                add(rest, other, is_white)
    return iter(found)


def all_dependencies(targets: Iterable[str], *, one_king: bool = True) -> Iterator[str]:
    """The tables ``targets`` and all they depend on, each once, as :func:`dependencies`."""
    seen: Set[str] = set()
    pending = [normalize_tablename(target) for target in targets]
    while pending:
        name = pending.pop()
        if name in seen:
            continue
        seen.add(name)
        yield name
        pending.extend(dependencies(name, one_king=one_king))


def calc_key(board: Board, *, mirror: bool = False) -> str:
    """The material of the board as a table name, White's pieces first (Black's with
    ``mirror``), not normalized: ``"KBNvK"``."""
    white, black = _material_key(board)
    return black + "v" + white if mirror else white + "v" + black


def dtz_before_zeroing(wdl: int) -> int:
    """The DTZ of a position of outcome ``wdl`` whose next move zeroes the halfmove clock:
    1 for a win, 101 for a cursed win, 0 for a draw, and the negatives for losses."""
    return ((wdl > 0) - (wdl < 0)) * (1 if abs(wdl) == 2 else 101 if wdl != 0 else 0)



def _variant_wdl(board: Board) -> Optional[int]:
    """The WDL value of a game the variant's own rule has ended (an atomic king exploded, an
    antichess side out of pieces), which no table is needed for; ``None`` otherwise."""
    if board.is_variant_win():
        return 2
    if board.is_variant_loss():
        return -2
    return None

class Tablebase:
    """Syzygy tables from the folders and files added to it, for the variant of
    ``VariantBoard`` (standard chess unless told). ``max_fds`` bounds the large table files
    held open at once (``None``: no bound); small ones are read into memory."""

    def __init__(self, *, max_fds: Optional[int] = 128, VariantBoard: Type[Board] = Board) -> None:
        self.variant = VariantBoard
        self._max_fds = max_fds
        # The core's rules of the variant, which choose the set of tables read: giveaway is
        # played by antichess's rules, and reads antichess's (giveaway's) tables.
        self._rules: Optional[str] = getattr(VariantBoard, "_rules", "chess")
        if VariantBoard.uci_variant not in _VARIANTS_WITH_TABLES:
            self._rules = None  # a variant without tables: nothing is added, nothing probed
        self._native = _NativeTablebase(max_fds=max_fds, variant=self._rules or "chess")

    def add_file(self, path: _Path, *, load_wdl: bool = True, load_dtz: bool = True) -> int:
        """Adds one table file, named as its material is (``KQvKR.rtbw``); returns 1, or 0
        when its name is no table's of this variant or its kind was not asked for."""
        if self._rules is None:
            if not os.path.isfile(path):
                raise FileNotFoundError(2, "no table file", os.fspath(path))
            return 0
        return self._native.add_file(path, load_wdl=load_wdl, load_dtz=load_dtz)

    def add_directory(self, directory: _Path, *, load_wdl: bool = True, load_dtz: bool = True) -> int:
        """Adds the tables of a folder, the WDL files unless ``load_wdl`` is false and the
        DTZ files unless ``load_dtz`` is false; returns how many files. Raises ``OSError`` when
        the folder cannot be listed."""
        if self._rules is None:
            os.listdir(directory)  # raises as python-chess does for a folder not there
            return 0
        return self._native.add_directory(directory, load_wdl=load_wdl, load_dtz=load_dtz)

    def _check(self, board: Board) -> None:
        """Raises ``KeyError`` unless the board can be probed here: a board of another
        variant, or of a variant without tables."""
        if board.uci_variant != self.variant.uci_variant:
            raise KeyError(f"tablebase has been opened for {self.variant.uci_variant}, probed with: {board.uci_variant}")
        if self._rules is None:
            raise KeyError(f"there are no Syzygy tables for {board.uci_variant}")

    def probe_wdl_table(self, board: Board) -> int:
        """The WDL table's value of the position for the side to move (-2 to 2), no capture or
        en passant considered."""
        self._check(board)
        return self._native.probe_wdl_table(board)

    def probe_wdl(self, board: Board) -> int:
        """Win/draw/loss for the side to move under the 50-move rule, as if its halfmove
        clock were 0: 2 win, 1 cursed win (a win but for the rule), 0 draw, -1 blessed loss,
        -2 loss. Raises :class:`MissingTableError` when a table the probe needs is missing,
        and ``KeyError`` for a position with castling rights."""
        self._check(board)
        return self._native.probe_wdl(board)

    def get_wdl(self, board: Board, default: Optional[int] = None) -> Optional[int]:
        """:meth:`probe_wdl`, or ``default`` when the tables cannot answer."""
        try:
            return self.probe_wdl(board)
        except KeyError:
            return default

    def probe_dtz_table(self, board: Board, wdl: int) -> Tuple[int, int]:
        """What the DTZ table stores for the position, whose outcome is ``wdl``:
        ``(plies, 1)``, or ``(0, -1)`` when the table stores the other side to move."""
        self._check(board)
        return self._native.probe_dtz_table(board, wdl)

    def probe_dtz_no_ep(self, board: Board) -> int:
        """:meth:`probe_dtz` with the position's own en passant captures left out."""
        self._check(board)
        return self._native.probe_dtz_no_ep(board)

    def probe_dtz(self, board: Board) -> int:
        """The distance to zeroing (plies to a capture or pawn move, with the winning side's
        sign), rounded as Syzygy tables round it; 0 for a draw. Raises as :meth:`probe_wdl`."""
        self._check(board)
        return self._native.probe_dtz(board)

    def get_dtz(self, board: Board, default: Optional[int] = None) -> Optional[int]:
        """:meth:`probe_dtz`, or ``default`` when the tables cannot answer."""
        try:
            return self.probe_dtz(board)
        except KeyError:
            return default

    def close(self) -> None:
        """Forgets every table added, closing their files."""
        self._native = _NativeTablebase(max_fds=self._max_fds, variant=self._rules or "chess")

    def __enter__(self) -> "Tablebase":
        return self

    def __exit__(
        self,
        exc_type: Optional[Type[BaseException]],
        exc_value: Optional[BaseException],
        traceback: Optional[TracebackType],
    ) -> None:
        self.close()


class _OneTable:
    """One table file, probed alone (python-chess's ``WdlTable`` and ``DtzTable``)."""

    _load_wdl = True

    def __init__(self, path: _Path, *, variant: Type[Board] = Board) -> None:
        self._tablebase = Tablebase(VariantBoard=variant)
        load_wdl = self._load_wdl
        if not self._tablebase.add_file(path, load_wdl=load_wdl, load_dtz=not load_wdl):
            raise ValueError(f"not a table file name: {os.fspath(path)!r}")

    def close(self) -> None:
        """Closes the table."""
        self._tablebase.close()


class WdlTable(_OneTable):
    """A WDL table file (``KQvKR.rtbw``), probed alone."""

    def init_table_wdl(self) -> None:
        """Nothing: the table opens on its first probe."""

    def probe_wdl_table(self, board: Board) -> int:
        """The table's value of the position (-2 to 2) for the side to move."""
        return self._tablebase.probe_wdl_table(board)


class DtzTable(_OneTable):
    """A DTZ table file (``KQvKR.rtbz``), probed alone."""

    _load_wdl = False

    def init_table_dtz(self) -> None:
        """Nothing: the table opens on its first probe."""

    def probe_dtz_table(self, board: Board, wdl: int) -> Tuple[int, int]:
        """What the table stores for the position of outcome ``wdl``: ``(plies, 1)``, or
        ``(0, -1)`` when it stores the other side to move."""
        return self._tablebase.probe_dtz_table(board, wdl)


def open_tablebase(
    directory: _Path,
    *,
    load_wdl: bool = True,
    load_dtz: bool = True,
    max_fds: Optional[int] = 128,
    VariantBoard: Type[Board] = Board,
) -> Tablebase:
    """A :class:`Tablebase` of the tables in ``directory``. Raises ``OSError`` when it cannot
    be listed."""
    tables = Tablebase(max_fds=max_fds, VariantBoard=VariantBoard)
    tables.add_directory(directory, load_wdl=load_wdl, load_dtz=load_dtz)
    return tables
