"""lichess's variants as python-chess's ``chess.variant`` names them.

>>> from fianchetto.variant import AtomicBoard
>>> board = AtomicBoard()
>>> board.uci_variant
'atomic'
>>> len(board.legal_moves)
20
"""

from __future__ import annotations

from typing import List, Optional, Tuple, Type

from fianchetto import Board
from fianchetto._native import _find_variant, _starting_fen, _variant_aliases


class _VariantBoard(Board):
    """A board of one of lichess's variants; its names and start position are the core's."""

    aliases: Tuple[str, ...] = ()
    starting_fen: str = ""

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__()
        cls.aliases = tuple(_variant_aliases(cls.uci_variant))
        cls.starting_fen = _starting_fen(cls.uci_variant)

    def __new__(cls, fen: Optional[str] = None, chess960: bool = False) -> "_VariantBoard":
        return Board.__new__(cls, fen, chess960, _variant=cls.uci_variant)


class AtomicBoard(_VariantBoard):
    """Atomic chess: captures explode every piece but pawns next to them."""

    uci_variant = "atomic"


class AntichessBoard(_VariantBoard):
    """Antichess: captures are forced, and the side that loses every piece wins."""

    uci_variant = "antichess"


GiveawayBoard = AntichessBoard


class KingOfTheHillBoard(_VariantBoard):
    """King of the hill: a king on a centre square wins."""

    uci_variant = "kingofthehill"


class RacingKingsBoard(_VariantBoard):
    """Racing kings: the first king to the eighth rank wins; no check is allowed."""

    uci_variant = "racingkings"


class HordeBoard(_VariantBoard):
    """Horde: White's 36 pawns against Black's army."""

    uci_variant = "horde"


class ThreeCheckBoard(_VariantBoard):
    """Three-check: the third check wins."""

    uci_variant = "3check"


class CrazyhouseBoard(_VariantBoard):
    """Crazyhouse: captured pieces change sides and can be dropped."""

    uci_variant = "crazyhouse"


VARIANTS: List[Type[Board]] = [
    Board,
    AtomicBoard,
    AntichessBoard,
    KingOfTheHillBoard,
    RacingKingsBoard,
    HordeBoard,
    ThreeCheckBoard,
    CrazyhouseBoard,
]


def find_variant(name: str) -> Type[Board]:
    """The board class of a variant by any of its names (``"Atomic"``, ``"3check"``, ...),
    the names the PGN ``Variant`` tag takes (Chess960's names give ``Board``).

    Raises ``ValueError`` for an unknown name.
    """
    uci_name = _find_variant(name)
    for board in VARIANTS:
        if board.uci_variant == uci_name:
            return board
    raise ValueError(f"unsupported variant: {name!r}")


__all__ = [
    "AtomicBoard",
    "AntichessBoard",
    "GiveawayBoard",
    "KingOfTheHillBoard",
    "RacingKingsBoard",
    "HordeBoard",
    "ThreeCheckBoard",
    "CrazyhouseBoard",
    "VARIANTS",
    "find_variant",
]
