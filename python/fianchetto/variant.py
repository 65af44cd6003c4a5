"""The variants as python-chess's ``chess.variant`` names them: lichess's seven, and FICS's
suicide chess and giveaway (antichess with castling).

>>> from fianchetto.variant import AtomicBoard
>>> board = AtomicBoard()
>>> board.uci_variant
'atomic'
>>> board.legal_moves.count()
20
"""

from __future__ import annotations

from typing import Any, Iterable, Iterator, List, Optional, Tuple, Type

import fianchetto
from fianchetto import Board, Move
from fianchetto._native import _find_variant, _starting_fen, _variant_aliases

# The piece types from the king down: the order python-chess writes a pocket in.
_POCKET_ORDER = (6, 5, 4, 3, 2, 1)
_PIECE_SYMBOLS = "pnbrqk"
_ALL_SQUARES = (1 << 64) - 1
# The default FEN of a variant board: its start position.
_START = "\0start"
_EMPTY_FEN = "8/8/8/8/8/8/8/8 w - - 0 1"


def _square_set(mask: int) -> Any:
    """``mask`` as python-chess's ``SquareSet`` where the package has one, else as a
    ``frozenset`` of square numbers."""
    square_set = getattr(fianchetto, "SquareSet", None)
    if square_set is not None:
        return square_set(mask)
    return frozenset(square for square in range(64) if mask >> square & 1)


class _VariantBoard(Board):
    """A board of one of the variants; its names and start position are the core's, its rules
    the core's variant named by ``_rules`` (its ``uci_variant`` unless that differs)."""

    aliases: List[str] = []
    uci_variant: str = "chess"
    xboard_variant: str = "normal"
    starting_fen: str = ""
    _rules: str = ""
    _own_start: Optional[str] = None

    tbw_suffix: Optional[str] = None
    tbz_suffix: Optional[str] = None
    tbw_magic: Optional[bytes] = None
    tbz_magic: Optional[bytes] = None
    pawnless_tbw_suffix: Optional[str] = None
    pawnless_tbz_suffix: Optional[str] = None
    pawnless_tbw_magic: Optional[bytes] = None
    pawnless_tbz_magic: Optional[bytes] = None
    connected_kings: bool = False
    one_king: bool = True
    captures_compulsory: bool = False

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__()
        own = cls.__dict__
        if "_rules" not in own:
            cls._rules = cls.uci_variant
        if "aliases" not in own:
            cls.aliases = list(_variant_aliases(cls._rules))
        if "xboard_variant" not in own:
            cls.xboard_variant = cls.uci_variant
        if "starting_fen" not in own:
            cls.starting_fen = _starting_fen(cls._rules)
        # The FEN a board without one starts from, where the rules' start is not the class's.
        rules_start = _starting_fen(cls._rules)
        cls._own_start = None if cls.starting_fen == rules_start else cls.starting_fen

    def __new__(
        cls, fen: Optional[str] = _START, chess960: bool = False, *, _variant: Optional[str] = None
    ) -> "_VariantBoard":
        if fen is None:
            # python-chess's ``Board(None)``: the empty board.
            fen = _EMPTY_FEN
        elif fen is _START:
            # A variant whose start is not its rules' (giveaway castles) reads its own.
            fen = cls._own_start if cls._own_start is not None and not chess960 else None
        return Board.__new__(cls, fen, chess960, _variant=cls._rules)


class SuicideBoard(_VariantBoard):
    """Suicide chess (FICS): captures are compulsory, the king is an ordinary piece, and the
    side that loses every piece wins; a side without moves wins with fewer pieces than the
    other, draws with as many."""

    uci_variant = "suicide"
    tbw_suffix = ".stbw"
    tbz_suffix = ".stbz"
    tbw_magic = b"\x7b\xf6\x93\x15"
    tbz_magic = b"\xe4\xcf\xe7\x23"
    pawnless_tbw_suffix = ".gtbw"
    pawnless_tbz_suffix = ".gtbz"
    pawnless_tbw_magic = b"\xbc\x55\xbc\x21"
    pawnless_tbz_magic = b"\xd6\xf5\x1b\x50"
    connected_kings = True
    one_king = False
    captures_compulsory = True


class GiveawayBoard(SuicideBoard):
    """Giveaway: suicide chess's moves, and a side without moves wins, whatever it has left
    (antichess's rules, from a start that keeps the castling rights)."""

    aliases = ["Giveaway", "Giveaway chess", "Give away", "Give away chess"]
    uci_variant = "giveaway"
    _rules = "antichess"
    starting_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    tbw_suffix = ".gtbw"
    tbz_suffix = ".gtbz"
    tbw_magic = b"\xbc\x55\xbc\x21"
    tbz_magic = b"\xd6\xf5\x1b\x50"
    pawnless_tbw_suffix = ".stbw"
    pawnless_tbz_suffix = ".stbz"
    pawnless_tbw_magic = b"\x7b\xf6\x93\x15"
    pawnless_tbz_magic = b"\xe4\xcf\xe7\x23"


class AntichessBoard(GiveawayBoard):
    """Antichess (lichess): giveaway from a start without castling rights."""

    aliases = list(_variant_aliases("antichess"))
    uci_variant = "antichess"
    xboard_variant = "giveaway"
    _rules = "antichess"
    starting_fen = _starting_fen("antichess")


class AtomicBoard(_VariantBoard):
    """Atomic chess: captures explode every piece but pawns next to them."""

    uci_variant = "atomic"
    tbw_suffix = ".atbw"
    tbz_suffix = ".atbz"
    tbw_magic = b"\x55\x8d\xa4\x49"
    tbz_magic = b"\x91\xa9\x5e\xeb"
    connected_kings = True


class KingOfTheHillBoard(_VariantBoard):
    """King of the hill: a king on a centre square wins."""

    uci_variant = "kingofthehill"


class RacingKingsBoard(_VariantBoard):
    """Racing kings: the first king to the eighth rank wins; no check is allowed."""

    uci_variant = "racingkings"


class HordeBoard(_VariantBoard):
    """Horde: White's 36 pawns against Black's army."""

    uci_variant = "horde"


class _RemainingChecks:
    """A three-check board's checks to go, indexed by color (``[BLACK]``, ``[WHITE]``), as
    python-chess's list; setting one sets the board's."""

    def __init__(self, board: "ThreeCheckBoard") -> None:
        self._board = board

    def _pair(self) -> Tuple[int, int]:
        white, black = self._board._remaining_checks()
        return black, white

    def __getitem__(self, color: int) -> int:
        return self._pair()[color]

    def __setitem__(self, color: int, checks: int) -> None:
        black, white = self._pair()
        if color:
            white = checks
        else:
            black = checks
        self._board._set_remaining_checks(white, black)

    def __len__(self) -> int:
        return 2

    def __iter__(self) -> Iterator[int]:
        return iter(self._pair())

    def __eq__(self, other: object) -> bool:
        return list(self._pair()) == (list(other) if isinstance(other, (list, tuple, _RemainingChecks)) else other)

    def __repr__(self) -> str:
        return repr(list(self._pair()))


class ThreeCheckBoard(_VariantBoard):
    """Three-check: the third check wins. ``remaining_checks[color]`` counts the checks each
    side has still to give."""

    uci_variant = "3check"

    @property
    def remaining_checks(self) -> _RemainingChecks:
        """The checks each side still has to give, indexed by color: a live view of the board."""
        return _RemainingChecks(self)


class CrazyhousePocket:
    """The pieces one side holds in hand, by piece type; with no board, a pocket of its own.

    >>> pocket = CrazyhousePocket("qpp")
    >>> pocket.count(fianchetto.PAWN), len(pocket), str(pocket)
    (2, 3, 'qpp')
    """

    def __init__(self, symbols: Iterable[str] = "") -> None:
        self._board: Optional[CrazyhouseBoard] = None
        self._color = True
        self._counts = [0] * 6
        for symbol in symbols:
            if symbol not in _PIECE_SYMBOLS:
                raise ValueError(f"not a piece symbol (lower case): {symbol!r}")
            self.add(_PIECE_SYMBOLS.index(symbol) + 1)

    @classmethod
    def _of(cls, board: "CrazyhouseBoard", color: bool) -> "CrazyhousePocket":
        pocket = cls()
        pocket._board = board
        pocket._color = color
        return pocket

    def _read(self) -> List[int]:
        if self._board is None:
            return self._counts
        return list(self._board._pocket(self._color))

    def _write(self, counts: List[int]) -> None:
        if self._board is None:
            self._counts = counts
        else:
            self._board._set_pocket(self._color, counts)

    @staticmethod
    def _index(piece_type: int) -> int:
        if not 1 <= piece_type <= 6:
            raise ValueError(f"no such piece type: {piece_type}")
        return piece_type - 1

    def add(self, piece_type: int) -> None:
        """Adds a piece of the given type."""
        counts = self._read()
        counts[self._index(piece_type)] += 1
        self._write(counts)

    def remove(self, piece_type: int) -> None:
        """Removes a piece of the given type; ``ValueError`` when there is none."""
        counts = self._read()
        index = self._index(piece_type)
        if counts[index] == 0:
            raise ValueError(f"cannot remove {_PIECE_SYMBOLS[index]} from {self!r}")
        counts[index] -= 1
        self._write(counts)

    def count(self, piece_type: int) -> int:
        """How many pieces of the given type the pocket holds."""
        return self._read()[self._index(piece_type)]

    def reset(self) -> None:
        """Empties the pocket."""
        self._write([0] * 6)

    def copy(self) -> "CrazyhousePocket":
        """A pocket of its own with the same pieces."""
        return CrazyhousePocket(str(self))

    def __len__(self) -> int:
        return sum(self._read())

    def __str__(self) -> str:
        counts = self._read()
        return "".join(_PIECE_SYMBOLS[pt - 1] * counts[pt - 1] for pt in _POCKET_ORDER)

    def __repr__(self) -> str:
        return f"CrazyhousePocket('{self}')"


class CrazyhouseBoard(_VariantBoard):
    """Crazyhouse: captured pieces change sides and can be dropped (``P@e6``)."""

    uci_variant = "crazyhouse"

    @property
    def pockets(self) -> List[CrazyhousePocket]:
        """The pieces in hand, indexed by color (``[BLACK]``, ``[WHITE]``): live views of the
        board (adding to one edits the position, as a new game)."""
        return [CrazyhousePocket._of(self, False), CrazyhousePocket._of(self, True)]

    def legal_drop_squares(self) -> Any:
        """The squares a piece in hand could be dropped on now (a ``SquareSet``), whether or not
        the side to move holds one."""
        return _square_set(self.legal_drop_squares_mask())

    def generate_legal_drops(self, to_mask: int = _ALL_SQUARES) -> Iterator[Move]:
        """The legal drops onto the squares of ``to_mask``."""
        for move in list(self.legal_moves):
            if move.drop is not None and to_mask >> move.to_square & 1:
                yield move

    def generate_pseudo_legal_drops(self, to_mask: int = _ALL_SQUARES) -> Iterator[Move]:
        """The drops onto empty squares of ``to_mask``, check or not."""
        occupied = 0
        for square in range(64):
            if self.piece_at(square) is not None:
                occupied |= 1 << square
        pocket = self.pockets[self.turn]
        for piece_type in range(1, 6):
            if not pocket.count(piece_type):
                continue
            for square in range(64):
                bit = 1 << square
                if occupied & bit or not to_mask & bit:
                    continue
                if piece_type == 1 and (square < 8 or square >= 56):
                    continue
                yield Move(square, square, drop=piece_type)


VARIANTS: List[Type[Board]] = [
    Board,
    SuicideBoard,
    GiveawayBoard,
    AntichessBoard,
    AtomicBoard,
    KingOfTheHillBoard,
    RacingKingsBoard,
    HordeBoard,
    ThreeCheckBoard,
    CrazyhouseBoard,
]


def find_variant(name: str) -> Type[Board]:
    """The board class of a variant by any of its names (``"Atomic"``, ``"3check"``,
    ``"Giveaway"``...), the names the PGN ``Variant`` tag takes, in any case (Chess960's names
    give ``Board``).

    Raises ``ValueError`` for an unknown name.
    """
    wanted = name.strip().lower()
    for board in VARIANTS[1:]:
        if any(alias.lower() == wanted for alias in board.aliases):
            return board
    uci_name = _find_variant(name)
    for board in VARIANTS:
        if board.uci_variant == uci_name:
            return board
    raise ValueError(f"unsupported variant: {name!r}")


__all__ = [
    "SuicideBoard",
    "GiveawayBoard",
    "AntichessBoard",
    "AtomicBoard",
    "KingOfTheHillBoard",
    "RacingKingsBoard",
    "HordeBoard",
    "ThreeCheckBoard",
    "CrazyhousePocket",
    "CrazyhouseBoard",
    "VARIANTS",
    "find_variant",
]
